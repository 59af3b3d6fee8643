"""Outline mode and the card-text helper: two pages that turn quick text into the engine's answers.

Thin: read the text, call adjudicator.tools.outline / adjudicator.tools.cardtext, add links to the
rule sections, render. The API (api_tools.py) answers with the same data as JSON.
Every piece of user text reaches the templates as data (auto-escaped); the diagram
is dot's SVG, inlined (tree_view.py), whose labels adjudicator.diagram escapes.
"""
import logging
import base64
from urllib.parse import quote

from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.views.decorators.http import require_http_methods

from adjudicator.tools import cardtext, outline
from adjudicator.diagram import DiagramError
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.timing import registry
from adjudicator.timing.examples import examples_of
from adjudicator.timing.registry import available as game_slugs
from adjudicator.web import citations, jobs, resolving, service, tree_view

logger = logging.getLogger(__name__)

COMPARE_MODEL = "stack"
MAX_DIAGRAMS = 4
EXAMPLES = {}  # {game: example outline}, from each game's examples file (timing/examples.py)
CARD_TEXT_EXAMPLES = {}  # {game: example card text}
for _slug, _model in registry.model_classes().items():
    _examples = examples_of(_model)
    if _examples is not None:
        EXAMPLES[_slug], CARD_TEXT_EXAMPLES[_slug] = _examples.outline, _examples.card_text
EXAMPLE_OUTLINE = EXAMPLES[outline.DEFAULT_GAME]
EXAMPLE_CARD_TEXT = CARD_TEXT_EXAMPLES[cardtext.DEFAULT_GAME]


def tag_help():
    """[(game slug, game title, example outline, [(tag, meaning, rule URL or None)])] for the page's help."""
    found = []
    for slug_, game in outline.outline_games().items():
        if slug_ not in EXAMPLES:
            continue
        model = game().model()
        if model is None:
            continue
        rows = []
        for tag, meaning, rule_name in game().help():
            cite = model.rules.get(rule_name)
            rows.append((tag, meaning, rule_url(cite) if cite else None))
        found.append((slug_, registry.title(slug_), EXAMPLES[slug_], rows))
    return found


# -- links -------------------------------------------------------------------------------------------
def rule_url(cite):
    """The page of a rule citation `game#anchor`, or None when that game has no rulebook pages (the stack)."""
    if not cite or "#" not in cite:
        return None
    game, anchor = cite.split("#", 1)
    if game not in game_slugs() or game == "stack":
        return None
    return reverse("rulesapp:section", args=[game, anchor])


def rule_link(rule):
    """The page of a card-text Rule dict: its section, or the glossary entry of its term."""
    if rule.get("term"):
        return reverse("rulesapp:glossary", args=[rule["game"]]) + f"#{rule['term']}"
    return reverse("rulesapp:section", args=[rule["game"], rule["anchor"]])


def _optional_url(name):
    try:
        return reverse(name)
    except NoReverseMatch:
        return None


def _unix_newlines(text):
    """Forms send CRLF; the limits (and a textarea's maxlength) count a line break as one character."""
    return text.replace("\r\n", "\n") if text is not None else None


# -- outline ------------------------------------------------------------------------------------------
def outline_payload(text, game=None, compare=False):
    """Compile and resolve an outline: the API's JSON body. Raises OutlineInvalid / ScenarioInvalid /
    ResolutionStopped."""
    return _resolve_outline(text, game, compare)[1]


def _resolve_outline(text, game=None, compare=False):
    """(the compiled outline, the API's JSON body)."""
    compiled, result = jobs.run(outline.resolve_outline, text, service.limits(), game, what="the outline")
    other = None
    if compare and COMPARE_MODEL not in (game, compiled.game):  # the plain stack laid over the outline's own game
        _, other = jobs.run(outline.resolve_outline, text, service.limits(), game, model=COMPARE_MODEL,
                            what="the outline")
    lines = [{"line": ln.number, "effect": ln.effect_id, "label": ln.label, "timing": ln.timing if ln.parent else None,
              "parent": ln.parent.effect_id if ln.parent else None} for ln in compiled.lines]
    payload = {"scenario": compiled.text, "lines": lines, "cards": list(compiled.cards), "result": result}
    if other is not None:
        payload["compare"] = other
    return compiled, payload


def describe_outcome(outcome, compiled_lines, diagram=True, step_text=None, sections=None):
    """One outcome for the page: its order with labels and line numbers, its cited steps (in the outline's
    words: `step_text`, the compiled outline's; each rule named and linked as the example pages do it, by
    its section's title from `sections`, citations.sections_for), its diagram."""
    by_effect = {ln["effect"]: ln for ln in compiled_lines}
    labels = {node["id"]: node["label"] for node in outcome["tree"]["nodes"]}
    order = []
    for effect in outcome["resolution_order"]:
        line = by_effect.get(effect.split("#")[0])
        order.append({"effect": effect, "label": labels.get(effect, effect), "line": line["line"] if line else None})
    steps = [dict(step, text=step_text(step) if step_text else step["text"],
                  link=citations.link(step.get("rule"), sections or {}, step.get("quote")))
             for step in outcome["steps"]]
    view = {"order": order, "steps": steps, "why": [s for s in steps if s.get("rule")], "orders_reaching": outcome["orders_reaching"],
            "choices": outcome.get("choices", {}), "diagram": None, "diagram_error": None}
    if diagram:
        tree = tree_view.tree_markup(outcome)
        view.update(tree_svg=tree["svg"], tree_legend=tree["legend"], diagram_error=tree["error"])
        if tree["svg"] is not None:
            try:  # the file to download keeps its legend: it is read on its own
                svg = service.diagram_bytes(outcome, "tree", "svg")
                view["diagram"] = "data:image/svg+xml;base64," + base64.b64encode(svg).decode("ascii")
            except DiagramError as exc:
                logger.warning("the outline's diagram file could not be drawn: %s", exc)
                view["diagram_error"] = str(exc)
    return view


def outline_game_choices():
    """[(slug, title)] of the games an outline can be written for, in display order."""
    from adjudicator.timing import registry

    return [(slug_, registry.title(slug_)) for slug_ in outline.outline_games()]


def game_line(text):
    """The game an outline's own `game:` line names (lowercased), or None when it has none."""
    header = outline.Reader(text or "").read().headers.get("game")
    return header[1].strip().lower() if header else None


def outline_game(text, picked):
    """(the game override to compile with, or None to let the outline's `game:` line decide; the sentence
    the page shows saying which game the outline is read as and why)."""
    titles = dict(outline_game_choices())
    own = game_line(text)
    if own is not None:
        said = f"Read as {titles.get(own, own)}: the outline's game: line says so."
        if picked and picked != own:
            said += f" (The game picked, {titles.get(picked, picked)}, is used only for an outline without one.)"
        return None, said
    game = picked or outline.DEFAULT_GAME
    how = "the game picked" if picked else "the default, as the outline has no game: line"
    return game, (f"Read as {titles.get(game, game)} ({how}). Pick another game above, or write a game: line, "
                  f"to read it as {', '.join(t for s, t in titles.items() if s != game)}.")


def _outline_context(text, compare, picked=""):
    game, said = outline_game(text, picked)
    context = {"text": text, "compare": compare, "problems": [], "error": None, "result": None,
               "game_note": said, "game": game or game_line(text)}
    try:
        compiled, payload = _resolve_outline(text, game, compare=compare)
    except outline.OutlineInvalid as exc:
        context["problems"] = [p.as_dict() for p in exc.problems]
        return context, 400
    except ScenarioInvalid as exc:
        context["error"] = "The outline compiled to a scenario the engine refused: " + str(exc)
        return context, 400
    except ResolutionStopped as exc:
        context["error"] = f"The resolution stopped: {exc}"
        return context, 422
    result = payload["result"]
    outcomes = result["outcomes"]
    sections = citations.sections_for({step.get("rule") for o in outcomes + payload.get("compare", {}).get("outcomes", [])
                                       for step in o["steps"]})
    context["result"] = {
        "model": result["model"],
        "model_title": resolving.model_titles().get(result["model"], result["model"]),
        "title": result["title"],
        "explored": result["explored"],
        "outcomes": [describe_outcome(o, payload["lines"], diagram=i < MAX_DIAGRAMS, step_text=compiled.step_text,
                                      sections=sections) for i, o in enumerate(outcomes)],
        "scenario": payload["scenario"],
        "cards": payload["cards"],
        "download": "data:application/yaml;charset=utf-8," + quote(payload["scenario"]),
        "resolve_url": _optional_url("adjudicator:resolve"),
    }
    if "compare" in payload:
        other = payload["compare"]
        context["result"]["compare"] = {
            "model": other["model"],
            "outcomes": [describe_outcome(o, payload["lines"], diagram=False, step_text=compiled.step_text,
                                          sections=sections) for o in other["outcomes"]],
        }
    return context, 200


@require_http_methods(["GET"])
def tools_index(request):
    """The two tools, with the games each reads named from the code that reads them."""
    titles = resolving.model_titles()
    return render(request, "adjudicator/tools/index.html", {
        "outline_games": [titles.get(slug, slug) for slug in outline.outline_games() if slug != "stack"],
        "cardtext_games": [titles.get(slug, slug) for slug in cardtext.games()],
    })


@require_http_methods(["GET", "POST"])
def outline_page(request):
    """GET: the form (an `?outline=` prefills and resolves it); POST: resolve the submitted outline."""
    data = request.POST if request.method == "POST" else request.GET
    text = _unix_newlines(data.get("outline"))
    compare = data.get("compare") in ("1", "on", "true", "stack")
    games = outline_game_choices()
    picked = (data.get("game") or "").strip().lower()
    base = {"tag_help": tag_help(), "max_lines": outline.MAX_EFFECT_LINES, "max_chars": outline.MAX_CHARS,
            "games": games}
    if picked and picked not in dict(games):
        context = {"text": text if text is not None else EXAMPLE_OUTLINE, "compare": compare, "result": None,
                   "error": None, "game": outline.DEFAULT_GAME,
                   "problems": [{"line": None, "message": f"there is no outline game “{picked}”; pick one of "
                                                          f"{', '.join(t for _, t in games)}"}]}
        return render(request, "adjudicator/tools/outline.html", dict(base, **context), status=400)
    if text is None:
        return render(request, "adjudicator/tools/outline.html",
                      dict(base, text=EXAMPLE_OUTLINE, compare=False, problems=[], error=None, result=None,
                           game=picked or outline.DEFAULT_GAME))
    if len(text) > outline.MAX_CHARS:
        context = {"text": text[:outline.MAX_CHARS], "compare": compare, "result": None, "error": None,
                   "game": picked or outline.DEFAULT_GAME,
                   "problems": [{"line": None, "message": f"the outline is {len(text)} characters; "
                                                          f"at most {outline.MAX_CHARS}"}]}
        return render(request, "adjudicator/tools/outline.html", dict(base, **context), status=413)
    context, status = _outline_context(text, compare, picked)
    return render(request, "adjudicator/tools/outline.html", dict(base, **context), status=status)


# -- card text ----------------------------------------------------------------------------------------


def cardtext_games():
    """[(slug, title)] of the games the helper reads, in its order."""
    from adjudicator.timing import registry

    return [(slug_, registry.title(slug_)) for slug_ in cardtext.games()]


def _with_link(rule, titles):
    if rule is None:
        return None
    rule["url"] = rule_link(rule)
    title = titles.get(f"{rule['game']}#{rule['anchor']}")
    if title and not rule.get("term"):  # the Rules Reference's entries are in capitals: "RESPONSE" -> "Response"
        rule["section"] = title[0].title() if title[0].isupper() else title[0]
    return rule


def cardtext_payload(text, game=cardtext.DEFAULT_GAME):
    """Classify card text: the API's JSON body, each rule with its page's URL and its section's title as
    imported. Raises CardTextInvalid."""
    sentences = cardtext.classify(text, game)
    rules = [s["rule"] for s in sentences if s["rule"]] + [n["rule"] for s in sentences for n in s["notes"]]
    titles = citations.sections_for([f"{r['game']}#{r['anchor']}" for r in rules])
    for sentence in sentences:
        _with_link(sentence["rule"], titles)
        for note in sentence["notes"]:
            _with_link(note["rule"], titles)
    return {"game": game, "sentences": sentences}


@require_http_methods(["GET", "POST"])
def cardtext_page(request):
    """GET: the form (a `?text=` prefills and classifies it); POST: classify the submitted text. `game` picks
    the game whose wording the text is read by (Union City Alliance unless given)."""
    data = request.POST if request.method == "POST" else request.GET
    text = _unix_newlines(data.get("text"))
    game = data.get("game") or cardtext.DEFAULT_GAME
    games = cardtext_games()
    context = {"error": None, "sentences": None, "max_chars": cardtext.MAX_CHARS, "games": games,
               "game": game, "examples": CARD_TEXT_EXAMPLES}
    status = 200
    if game not in dict(games):
        context.update(game=cardtext.DEFAULT_GAME, error=f"The card-text helper has no game “{game}”; it reads "
                                                          f"{', '.join(t for _, t in games)}.")
        game, status = cardtext.DEFAULT_GAME, 400
    context["text"] = CARD_TEXT_EXAMPLES.get(game, EXAMPLE_CARD_TEXT) if text is None else text[:cardtext.MAX_CHARS]
    if text is not None and status == 200:
        try:
            context["sentences"] = cardtext_payload(text, game)["sentences"]
        except cardtext.CardTextInvalid as exc:
            context["error"] = str(exc)
            status = 413 if len(text) > cardtext.MAX_CHARS else 400
    context["game_title"] = dict(games).get(game, game)
    return render(request, "adjudicator/tools/cardtext.html", context, status=status)
