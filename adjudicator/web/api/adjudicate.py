"""POST /api/adjudicate and POST /api/adjudicate/diagram — the contract's output over HTTP.

400 for an invalid scenario (every problem with its path and line), a bad
parameter (adjudicator.web.api.params: each named) or a `model` / `compare`
that cannot resolve it (what that model lacks: an op or a timing class), 413 for one over the size limit, 422 for a loop or a limit reached;
never a 500. A resolution's `warnings` (what did not happen) never change the status.
"""
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.parsers import BaseParser
from rest_framework.response import Response
from rest_framework.views import APIView

from adjudicator.diagram import DiagramError
from adjudicator.errors import ModelUnfit, ResolutionStopped, ScenarioInvalid
from adjudicator.scenario.validation import TOP_KEYS
from adjudicator.timing import model_slugs
from adjudicator.tools import predict
from adjudicator.web import service
from adjudicator.web.api import params, shapes

SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"


class RawParser(BaseParser):
    """Accept any body: the view reads request.body itself (JSON or YAML)."""

    media_type = "*/*"

    def parse(self, stream, media_type=None, parser_context=None):
        return None


def problem_response(exc):
    return Response({"error": "invalid scenario", "problems": [p.as_dict() for p in exc.problems]}, status=400)


def _model(check, request, name="model"):
    """The model slug asked for in `name`, or None for the scenario's own (absent or empty)."""
    model = request.query_params.get(name) or None
    return model and check.one_of(name, model, model_slugs(), "a timing model")


def read_options(check, request, with_compare=False):
    """(model, compare, explore) from the query; a bad one is refused on `check`."""
    model = _model(check, request)
    compare = _model(check, request, "compare") if with_compare else None
    return model, compare, check.yes_no("explore", request.query_params.get("explore"))


def resolve_request(request, options):
    """The output for the scenario in the request body, or the 4xx Response that says what is wrong."""
    model, compare, explore = options
    try:
        data, fmt = service.body_text(request)
        return service.resolve_text(data, fmt, model, explore, compare)
    except service.TooLarge as exc:
        return Response({"error": str(exc)}, status=413)
    except ModelUnfit as exc:
        return Response(exc.as_dict(), status=400)
    except ScenarioInvalid as exc:
        return problem_response(exc)
    except ResolutionStopped as exc:
        return Response({"error": str(exc), "kind": exc.kind}, status=422)


ANYTHING = {"description": "checked by the adjudicator (scenario-format.md): a 400 lists every problem with its path"}


def start_shape(how: str, schema: dict) -> dict:
    """`start` that begins its effect by `how` ("do" or "use") and so cannot hold the other."""
    return {"type": "object", "required": [how], "additionalProperties": False,
            "properties": {"label": shapes.text(300, shapes.ONE_LINE), "kind": shapes.text(64, shapes.ONE_LINE),
                           "by": {"type": "string", **ANYTHING}, "you": {"type": "string", **ANYTHING}, how: schema}}


SCENARIO_JSON = {
    "type": "object", "required": ["format", "game", "title", "entities", "start"], "additionalProperties": False,
    "properties": {
        "format": {"type": "integer", "enum": [1]},
        "game": {"type": "string", "enum": list(model_slugs())},
        "title": shapes.text(200, shapes.ONE_LINE_NOT_BLANK, "one line, not blank"),
        "description": {"type": "string", "maxLength": 10_000},
        "entities": {"type": "object", **ANYTHING},
        "start": {
            "description": "the effect that starts things: exactly one of `do` (its ops) or `use` (an ability id)",
            "oneOf": [start_shape("do", {"type": "array", **ANYTHING}), start_shape("use", {"type": "string", **ANYTHING})],
        },
        "cites": {"type": "array", "items": {"type": "string"}, **ANYTHING},
        "players": {"type": "array", "items": {"type": "string"}, **ANYTHING},
        "current": {"type": "string", **ANYTHING},
        "abilities": {"type": "object", **ANYTHING},
        "choices": {"type": "object", **ANYTHING},
        "expect": {"nullable": True, "anyOf": [{"type": "object"}, {"type": "array"}], **ANYTHING},
        "ruleset": {"type": "string", **ANYTHING},
    },
    "description": "a scenario (scenario-format.md): the schema gives its top level and its start; what the rest "
                   "means is checked by the adjudicator, and a 400 lists every problem with its path",
}
# Every other top-level key the validator reads (it refuses any other), each judged by the adjudicator.
SCENARIO_JSON["properties"].update({key: ANYTHING for key in sorted(TOP_KEYS - set(SCENARIO_JSON["properties"]))})
SCENARIO_BODY = {"application/json": SCENARIO_JSON, "application/yaml": SCENARIO_JSON}  # YAML: the same document
BODY_REQUIRED = {"x-body-required": True}  # config.openapi turns it into requestBody.required
COMMON_PARAMS = [
    OpenApiParameter("explore", shapes.yes_no(),
                     description=f"explore every order the chooser could pick: {params.listed(params.YES)} for "
                                 f"yes, {params.listed([*params.NO[:-1], 'empty'])} for no (any case); another "
                                 "value is a 400 naming it"),
    OpenApiParameter("model", OpenApiTypes.STR, enum=list(model_slugs()),
                     description="resolve with this timing model instead of the scenario's game; another value "
                                 "is a 400 naming it"),
]
COMPARE_PARAM = OpenApiParameter("compare", OpenApiTypes.STR, enum=list(model_slugs()),
                                 description="also resolve under this model; adds `compare` with the differences, "
                                             "its `summary` lines and `headline`, one line saying what differs in "
                                             "the end (docs/scenario-format.md)")


class AdjudicateView(APIView):
    """Resolve a scenario (scenario-format.md) and return the trace, outcomes and tree."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request=SCENARIO_BODY, parameters=COMMON_PARAMS + [COMPARE_PARAM], extensions=BODY_REQUIRED,
        responses={200: OpenApiResponse(OpenApiTypes.OBJECT, description=(
                       "the contract's output (scenario-format.md, Output); each outcome also has `what_happened`: "
                       "its state differences from the start, each {entity, prop, before, after, text}, `text` in "
                       "names (\"Spider-Man took 3 damage (now 4)\"), and `predict`: the questions of predict mode drawn "
                       "from its trace (\"Which effect resolves next?\", \"Does X trigger here?\", \"Where does X "
                       "go?\", \"How much damage does X take?\"), and `trigger_checks`, docs/scenario-format.md")),
                   400: OpenApiResponse(description="invalid scenario (problems with paths), a bad parameter (each "
                                                    "named: field and problems), or a model or compare model that "
                                                    "cannot resolve it (what it lacks)"),
                   413: OpenApiResponse(description="scenario too large"),
                   422: OpenApiResponse(description="a trigger loop or a limit reached")},
    )
    def post(self, request):
        check = params.Checker()
        options = read_options(check, request, with_compare=True)
        try:
            check.check()
        except params.BadParameters as exc:
            return exc.response()
        result = resolve_request(request, options)
        return result if isinstance(result, Response) else Response(with_predict(result))


def with_predict(result: dict) -> dict:
    """The output with each outcome's `predict` questions added (a copy: the resolution may be cached)."""
    return {**result, "outcomes": [{**o, "predict": predict.questions(o)} for o in result["outcomes"]]}


class DiagramView(APIView):
    """The chain and branch tree (or the step timeline) of one outcome, as SVG or DOT."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request=SCENARIO_BODY, extensions=BODY_REQUIRED,
        parameters=COMMON_PARAMS + [
            OpenApiParameter("format", OpenApiTypes.STR, enum=["svg", "dot"], default="svg"),
            OpenApiParameter("kind", OpenApiTypes.STR, enum=["tree", "timeline"], default="tree"),
            OpenApiParameter("outcome", OpenApiTypes.INT, default=1,
                             description="1-based outcome number; past the last outcome is a 400 saying how many "
                                         "there are"),
        ],
        responses={(200, "image/svg+xml"): OpenApiTypes.BINARY, (200, "text/vnd.graphviz"): OpenApiTypes.STR,
                   400: OpenApiResponse(description="invalid scenario (problems with paths), or parameters (each "
                                                    "named: field and problems)"),
                   413: OpenApiResponse(description="scenario too large"),
                   422: OpenApiResponse(description="a loop or a limit reached")},
    )
    def post(self, request):
        check = params.Checker()
        options = read_options(check, request)
        fmt = check.one_of("format", request.query_params.get("format", "svg"), ("svg", "dot"))
        kind = check.one_of("kind", request.query_params.get("kind", "tree"), ("tree", "timeline"))
        number = request.query_params.get("outcome", "1")
        if not (number.isascii() and number.isdigit() and int(number) >= 1):
            check.refuse("outcome", f"outcome is an outcome's number, 1 or more; {params.quoted(number)} is not one.")
        try:
            check.check()
        except params.BadParameters as exc:
            return exc.response()
        result = resolve_request(request, options)
        if isinstance(result, Response):
            return result
        count = len(result["outcomes"])
        if int(number) > count:
            return params.BadParameters([("outcome", f"outcome is {int(number)}, but {params.there_are(count, 'outcome')}."
                                          )]).response()
        try:
            body = service.diagram_bytes(result["outcomes"][int(number) - 1], kind, fmt)
        except DiagramError as exc:
            return Response({"error": f"diagram: {exc}"}, status=422)
        return diagram_response(body, fmt)


def diagram_response(body, fmt):
    if fmt == "dot":
        response = HttpResponse(body, content_type="text/vnd.graphviz; charset=utf-8")
    else:
        response = HttpResponse(body, content_type="image/svg+xml")
        response["Content-Security-Policy"] = SVG_CSP
    response["X-Content-Type-Options"] = "nosniff"
    return response
