"""Outline mode and the card-text helper: two pages that turn quick text into the engine's answers.

Thin: read the text, call adjudicator.tools.outline / adjudicator.tools.cardtext, add links to the
rule sections, render. The API (api_tools.py) answers with the same data as JSON.
Every piece of user text reaches the templates as data (auto-escaped); the diagram
is dot's SVG, inlined (tree_view.py), whose labels adjudicator.diagram escapes.
"""
import base64
from urllib.parse import quote

from django.shortcuts import render
from django.urls import NoReverseMatch, reverse
from django.views.decorators.http import require_http_methods

from adjudicator.tools import cardtext, outline
from adjudicator.diagram import DiagramError
from adjudicator.errors import ResolutionStopped, ScenarioInvalid
from adjudicator.timing.registry import available as game_slugs
from adjudicator.web import service, tree_view

COMPARE_MODEL = "stack"
MAX_DIAGRAMS = 4
EXAMPLE_OUTLINE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
    Wrangler draws Flurry of Fists [alert]
order: Rapid Processing
"""
EXAMPLE_CARD_TEXT = ("Galvanize: Discard a non-Origin card to move to a block with an enemy.\n"
                     "Debut: Play this on the starting block. The heroes collectively discard 2 Legacy cards")
TAG_HELP = [
    ("no tag", "a when effect of the line above it", "when-effects"),
    ("[alert]", "its card was put in a hand by the line above", "when-effects"),
    ("[first]", "goes first, before the line above it", "first-effects"),
    ("[counter] / [gambit]", "used in the Counter/Gambit phase of damage the line above deals to the hero the "
                             "line begins with", "counter-and-gambit-phases"),
    ("[defeat] / [overcome]", "the line above defeated or overcame its card", "when-effects"),
    ("[debut]", "the line above played its card", "debuts"),
    ("[rally]", "the line above put its card in a hero's area for the first time", "when-effects"),
    ("[phase-start] / [phase-end]", "triggered by the start or end of a phase", "start-and-end-of-phase-effects"),
]


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


def rule_title(cite):
    """A readable name for a citation: "union-city-alliance#when-effects" -> "When effects"."""
    anchor = cite.split("#", 1)[-1] if cite else ""
    return anchor.replace("-", " ").capitalize()


# -- outline ------------------------------------------------------------------------------------------
def outline_payload(text, game=None, compare=False):
    """Compile and resolve an outline: the API's JSON body. Raises OutlineInvalid / ScenarioInvalid /
    ResolutionStopped."""
    compiled, result = outline.resolve_outline(text, service.limits(), game)
    other = None
    if compare and compiled.game != COMPARE_MODEL:
        _, other = outline.resolve_outline(text, service.limits(), COMPARE_MODEL)
    lines = [{"line": ln.number, "effect": ln.effect_id, "label": ln.label, "timing": ln.timing if ln.parent else None,
              "parent": ln.parent.effect_id if ln.parent else None} for ln in compiled.lines]
    payload = {"scenario": compiled.text, "lines": lines, "result": result}
    if other is not None:
        payload["compare"] = other
    return payload


def describe_outcome(outcome, compiled_lines, diagram=True):
    """One outcome for the page: its order with labels and line numbers, its cited steps, its diagram."""
    by_effect = {ln["effect"]: ln for ln in compiled_lines}
    labels = {node["id"]: node["label"] for node in outcome["tree"]["nodes"]}
    order = []
    for effect in outcome["resolution_order"]:
        line = by_effect.get(effect.split("#")[0])
        order.append({"effect": effect, "label": labels.get(effect, effect), "line": line["line"] if line else None})
    steps = [dict(step, url=rule_url(step.get("rule")), rule_title=rule_title(step.get("rule")))
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
                view["diagram_error"] = str(exc)
    return view


def _outline_context(text, compare):
    context = {"text": text, "compare": compare, "problems": [], "error": None, "result": None}
    try:
        payload = outline_payload(text, compare=compare)
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
    context["result"] = {
        "model": result["model"],
        "title": result["title"],
        "explored": result["explored"],
        "outcomes": [describe_outcome(o, payload["lines"], diagram=i < MAX_DIAGRAMS) for i, o in enumerate(outcomes)],
        "scenario": payload["scenario"],
        "download": "data:application/yaml;charset=utf-8," + quote(payload["scenario"]),
        "resolve_url": _optional_url("adjudicator:resolve"),
    }
    if "compare" in payload:
        other = payload["compare"]
        context["result"]["compare"] = {
            "model": other["model"],
            "outcomes": [describe_outcome(o, payload["lines"], diagram=False) for o in other["outcomes"]],
        }
    return context, 200


@require_http_methods(["GET"])
def tools_index(request):
    return render(request, "adjudicator/tools/index.html")


@require_http_methods(["GET", "POST"])
def outline_page(request):
    """GET: the form (an `?outline=` prefills and resolves it); POST: resolve the submitted outline."""
    data = request.POST if request.method == "POST" else request.GET
    text = _unix_newlines(data.get("outline"))
    compare = data.get("compare") in ("1", "on", "true", "stack")
    base = {"tag_help": [(tag, meaning, reverse("rulesapp:section", args=["union-city-alliance", anchor]))
                         for tag, meaning, anchor in TAG_HELP],
            "max_lines": outline.MAX_EFFECT_LINES, "max_chars": outline.MAX_CHARS}
    if text is None:
        return render(request, "adjudicator/tools/outline.html",
                      dict(base, text=EXAMPLE_OUTLINE, compare=False, problems=[], error=None, result=None))
    if len(text) > outline.MAX_CHARS:
        context = {"text": text[:outline.MAX_CHARS], "compare": compare, "result": None, "error": None,
                   "problems": [{"line": None, "message": f"the outline is {len(text)} characters; "
                                                          f"at most {outline.MAX_CHARS}"}]}
        return render(request, "adjudicator/tools/outline.html", dict(base, **context), status=413)
    context, status = _outline_context(text, compare)
    return render(request, "adjudicator/tools/outline.html", dict(base, **context), status=status)


# -- card text ----------------------------------------------------------------------------------------
def cardtext_payload(text):
    """Classify card text: the API's JSON body, each rule with its page's URL. Raises CardTextInvalid."""
    sentences = cardtext.classify(text)
    for sentence in sentences:
        sentence["rule"]["url"] = rule_link(sentence["rule"])
        for note in sentence["notes"]:
            note["rule"]["url"] = rule_link(note["rule"])
    return {"game": cardtext.GAME, "sentences": sentences}


@require_http_methods(["GET", "POST"])
def cardtext_page(request):
    """GET: the form (a `?text=` prefills and classifies it); POST: classify the submitted text."""
    data = request.POST if request.method == "POST" else request.GET
    text = _unix_newlines(data.get("text"))
    context = {"text": EXAMPLE_CARD_TEXT if text is None else text[:cardtext.MAX_CHARS], "error": None,
               "sentences": None, "max_chars": cardtext.MAX_CHARS}
    status = 200
    if text is not None:
        try:
            context["sentences"] = cardtext_payload(text)["sentences"]
        except cardtext.CardTextInvalid as exc:
            context["error"] = str(exc)
            status = 413 if len(text) > cardtext.MAX_CHARS else 400
    return render(request, "adjudicator/tools/cardtext.html", context, status=status)
