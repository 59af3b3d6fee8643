"""POST /api/outline and POST /api/cardtext: the two quick tools as JSON.

Both read a JSON object (`{"outline": ...}` / `{"text": ...}`) or the raw text as
the body. Bad input is a 400 naming each problem (outline problems carry their
line; a bad `game` or `compare` is named as its field, adjudicator.web.api.params), a body over the bound a 413, a resolution that hits a limit a 422; never a 500.
"""
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from adjudicator.tools import cardtext, outline
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.web.api import bodies, params, shapes
from adjudicator.web.api.adjudicate import BODY_REQUIRED, RawParser
from adjudicator.web.service import TooLarge, bounded_body
from adjudicator.web.tools_views import cardtext_payload, outline_payload

# The body's fields that may be true or false as well as a word; any other (game) is text: `"game": false` was
# read as no game, silently.
YES_NO_FIELDS = {"compare"}
# Room for JSON escaping around the longest text each tool accepts.
MAX_BODY_FACTOR = 6


class BadBody(Exception):
    def __init__(self, message, field=None):
        super().__init__(message)
        self.field = field

    def response(self):
        if not self.field:
            return Response({"error": str(self)}, status=400)
        return params.BadParameters([(self.field, str(self))]).response()


def read_text(request, field, max_chars, extra_fields=()):
    """The text (and extra string fields) of a body that is a JSON object or the raw text itself. Each is given
    once: a key twice in the JSON, or an extra field both in the JSON and in the query, is a BadBody naming it."""
    body = bounded_body(request, max_chars * MAX_BODY_FACTOR)
    try:
        raw = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadBody("the body must be UTF-8 text") from None
    content_type = request.META.get("CONTENT_TYPE", "").split(";")[0].strip().lower()
    if content_type != "application/json":
        return raw, {}
    try:
        data = bodies.loads(raw)
    except bodies.RepeatedKey as exc:
        raise BadBody(str(exc), exc.name) from None
    except (ValueError, RecursionError):
        raise BadBody(f'the body must be a JSON object like {{"{field}": "..."}}') from None
    if not isinstance(data, dict) or not isinstance(data.get(field), str):
        raise BadBody(f'the JSON body needs "{field}" as text')
    extras = {}
    for name in extra_fields:
        if name in data and not isinstance(data[name], (bool, str) if name in YES_NO_FIELDS else str):
            raise BadBody(f'"{name}" must be text or true/false' if name in YES_NO_FIELDS else f'"{name}" must be text',
                          name)
        if name in data and name in request.query_params:
            raise BadBody(f"Give {name} once; it was given in the JSON body and in the query.", name)
        if name in data:
            extras[name] = data[name]
    if len(data[field]) > max_chars:
        raise TooLarge(f'"{field}" is {len(data[field])} characters; at most {max_chars}')
    return data[field], extras


def not_blank(max_chars):
    return {"type": "string", "minLength": 1, "maxLength": max_chars, "pattern": shapes.NOT_BLANK}


def query_options(*names):
    """What the operation says of its options in the query. They are not declared as query parameters: OpenAPI
    cannot say "in the body or in the query, not both", and an option declared in both places would make the
    schema call a request valid that gives it twice (a 400 naming it)."""
    listed = " and ".join(f"`{name}`" for name in names)
    return (f"A raw-text body (text/plain) takes {listed} in the query instead (`?{names[0]}=…`), each as the JSON "
            f"field of that name says; a JSON body may leave one out and give it in the query. An option given both "
            f"in the body and in the query, or twice in the query, is a 400 naming it.")


OUTLINE_DOC = "Compile an outline (outline-mode.md) to a scenario and resolve it."
CARDTEXT_DOC = ("Classify each sentence of a card's rules text by its game's wording and timing words (card-text.md); "
                "`game` is union-city-alliance unless given.")
GAME_OUTLINE = "resolve under this game instead of the outline's `game:` line (e.g. stack); empty: the outline's own"
GAME_CARDTEXT = (f"the game whose wording the text is read by (empty: {cardtext.DEFAULT_GAME}); another value is a "
                 "400 naming it")
COMPARE = (f"also resolve on a plain stack: true, or {params.listed([*params.YES, 'stack'])} for yes; false, or "
           f"{params.listed([*params.NO[:-1], 'empty'])} for no (any case); another value is a 400 naming it")


class OutlineView(APIView):
    """Compile an outline (outline-mode.md) to a scenario and resolve it."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request={"application/json": {
                     "type": "object", "required": ["outline"],
                     "properties": {"outline": not_blank(outline.MAX_CHARS),
                                    "game": {"type": "string", "enum": ["", *outline.outline_games()],
                                             "description": GAME_OUTLINE},
                                    "compare": {"oneOf": [{"type": "boolean"}, shapes.yes_no("stack")],
                                                "description": COMPARE}}},
                 "text/plain": not_blank(outline.MAX_CHARS)},
        extensions=BODY_REQUIRED,
        description=f"{OUTLINE_DOC} {query_options('game', 'compare')}",
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description='{"scenario": YAML text, "lines": '
                                        '[{"line", "effect", "label", "timing", "parent"}], "cards": [{"line", "code", "name", "fields"}] (each '
                                        'card taken from the rules library), "result": the '
                                        'adjudicator output, "compare"?: the stack output}'),
                   400: OpenApiResponse(description='invalid outline: {"problems": [{"line", "message", "words", '
                                                    '"column"}]} (words and column: the phrase a problem is about); '
                                                    'a bad game or compare: {"error", "field", "problems": '
                                                    '[{"path", "message"}]}'),
                   413: OpenApiResponse(description="outline too large"),
                   422: OpenApiResponse(description="a limit reached while resolving")},
    )
    def post(self, request):
        try:
            text, extras = read_text(request, "outline", outline.MAX_CHARS, ("game", "compare"))
        except TooLarge as exc:
            return Response({"error": str(exc)}, status=413)
        except BadBody as exc:
            return exc.response()
        check = params.Checker()
        game = extras.get("game", request.query_params.get("game")) or None
        if game is not None:
            game = check.one_of("game", game, outline.outline_games(), "a game outline mode reads")
        compare = check.yes_no("compare", extras.get("compare", request.query_params.get("compare")), ("stack",))
        try:
            check.check()
        except params.BadParameters as exc:
            return exc.response()
        try:
            return Response(outline_payload(text, game=game, compare=compare))
        except outline.OutlineInvalid as exc:
            status = 413 if len(text) > outline.MAX_CHARS else 400
            return Response({"error": "invalid outline", "problems": [p.as_dict() for p in exc.problems]},
                            status=status)
        except ScenarioInvalid as exc:
            return Response({"error": "the compiled scenario is invalid",
                             "problems": [p.as_dict() for p in exc.problems]}, status=400)
        except ResolutionStopped as exc:
            return Response({"error": str(exc), "kind": exc.kind}, status=422)


class CardTextView(APIView):
    """Classify each sentence of a card's rules text by its game's wording and timing words (card-text.md);
    `game` (JSON field or query parameter) is union-city-alliance unless given."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request={"application/json": {"type": "object", "required": ["text"], "properties": {
                     "text": not_blank(cardtext.MAX_CHARS),
                     "game": {"type": "string", "enum": ["", *cardtext.games()], "description": GAME_CARDTEXT}}},
                 "text/plain": not_blank(cardtext.MAX_CHARS)},
        description=f"{CARDTEXT_DOC} {query_options('game')}",
        extensions=BODY_REQUIRED,
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description='{"game", "sentences": [{"number", '
                                        '"text", "keyword", "description", "kind", "title", "why", "rule": '
                                        '{"section", "anchor", "term", "quote", "url"}, "notes", "ambiguous", '
                                        '"effect" (Marvel Champions: {"read", "ops", "holes", "reminders"})}]}'),
                   400: OpenApiResponse(description="no text, or not text; a game it does not read (field: game)"),
                   413: OpenApiResponse(description="text too long")},
    )
    def post(self, request):
        try:
            text, extras = read_text(request, "text", cardtext.MAX_CHARS, ("game",))
        except TooLarge as exc:
            return Response({"error": str(exc)}, status=413)
        except BadBody as exc:
            return exc.response()
        check = params.Checker()
        game = extras.get("game", request.query_params.get("game")) or cardtext.DEFAULT_GAME
        check.one_of("game", game, cardtext.games(), "a game the card-text helper reads")
        try:
            check.check()
        except params.BadParameters as exc:
            return exc.response()
        try:
            return Response(cardtext_payload(text, game))
        except cardtext.CardTextInvalid as exc:
            return Response({"error": str(exc)}, status=413 if len(text) > cardtext.MAX_CHARS else 400)
