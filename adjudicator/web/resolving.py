"""Resolving a scenario for a page: the options a URL carries, a short-lived cache, the step-through context.

Every page that shows a resolution (a permalink, a library example, a walk page)
goes through `resolution_context`, so they all step, compare and download alike.
Bad options are ignored with a note; a bad scenario or a resolution that does
not end becomes a message on the page, never an exception.
"""
import logging
import hashlib
from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.conf import settings
from django.core.cache import cache
from django.urls import reverse
from django.utils.safestring import mark_safe

from adjudicator import diagram
from adjudicator.api import adjudicate, fitting_models, load_scenario
from adjudicator.errors import ModelUnfit, ResolutionStopped, ScenarioInvalid
from adjudicator.timing import model_for, model_slugs
from adjudicator.tools import predict
from adjudicator.web import citations, jobs, present, service
from adjudicator.web.conditions import say_conditions
from adjudicator.web.service import content_hash, limits

logger = logging.getLogger(__name__)

CACHE_SECONDS = 600
FILES = ("scenario", "trace.json", "tree.svg", "tree.dot", "timeline.svg", "timeline.dot")


def model_titles():
    titles = {}
    for slug in model_slugs():
        titles[slug] = getattr(model_for(slug), "title", "") or slug
    return titles


def facts(text):
    """What the pages need of a scenario text besides its resolution: its game, the models that can
    resolve it, its abilities' labels. While the text is not valid: no game, every model (the page says
    what is wrong instead). Cached by the text's hash."""
    key = f"adj-facts:{content_hash(text)}"
    found = cache.get(key)
    if found is None:
        try:
            scenario, _ = load_scenario(text, limits())
            found = {"game": scenario.game, "models": fitting_models(scenario),
                     "abilities": {a.id: a.label for a in scenario.abilities.values()}}
        except ScenarioInvalid:
            found = {"game": None, "models": model_slugs(), "abilities": {}}
        cache.set(key, found, CACHE_SECONDS)
    return found


def fitting_titles(text):
    """{slug: title} of the models that can resolve this scenario text, in display order."""
    titles = model_titles()
    return {slug: titles[slug] for slug in facts(text)["models"] if slug in titles}


def _positive(value, default):
    return int(value) if isinstance(value, str) and value.isdigit() and 0 < int(value) < 10**6 else default


YES = ("1", "true", "on", "yes")
NO = ("0", "false", "off", "no", "")


def _number(query, name, default, notes):
    """A positive whole number from the query, or the default with a note saying what was not one (an empty
    value, as the step form sends when cleared, is the default without a note)."""
    value = query.get(name)
    number = _positive(value, default)
    if value and number == default and value != str(default):
        notes.append(f"“{value}” is not {'a step' if name == 'step' else 'an outcome'} number; "
                     f"showing the first {name}.")
    return number


@dataclass
class Options:
    """What to resolve and what to show, read from a query string."""

    model: str = ""
    compare: str = ""
    explore: bool = False
    outcome: int = 1
    step: int = 1
    notes: list = field(default_factory=list)

    @classmethod
    def from_query(cls, query, defaults=None):
        options = cls(**(defaults or {}))
        slugs = model_slugs()
        for name in ("model", "compare"):
            value = query.get(name, getattr(options, name))
            if value and value not in slugs:
                options.notes.append(f"There is no timing model “{value}”; showing the default instead.")
                value = ""
            setattr(options, name, value)
        if "explore" in query:
            value = query.get("explore", "")
            options.explore = value.lower() in YES
            if value.lower() not in YES + NO:
                options.notes.append(f"“{value}” is not a yes or no for explore (1, true, yes, on or 0, false, "
                                     "no, off); showing the resolution without exploring.")
        options.outcome = _number(query, "outcome", options.outcome, options.notes)
        options.step = _number(query, "step", options.step, options.notes)
        return options

    def query(self, **changes):
        """The query string for these options (with `changes`), leaving out defaults."""
        values = {"model": self.model, "compare": self.compare, "explore": "1" if self.explore else "",
                  "outcome": self.outcome if self.outcome != 1 else "", "step": ""}
        values.update({k: ("" if v is None else v) for k, v in changes.items()})
        return urlencode([(k, v) for k, v in values.items() if v not in ("", None)])


def resolve(text, options):
    """(result, None) or (None, error dict). Results are cached by text hash and options for a while; inside a
    heavy view the resolution runs in a heavy job (jobs.run), and a job out of time or crashed is an error that
    is not cached (it may be the load of the moment)."""
    lim = limits()
    key = "adj-result:" + hashlib.sha256(
        f"{content_hash(text)}|{options.model}|{options.compare}|{options.explore}|{lim.describe()}".encode()
    ).hexdigest()
    cached = cache.get(key)
    if cached is not None:
        return cached
    try:
        answer = jobs.run(_resolved, text, options.model or None, options.explore, options.compare or None, lim)
    except jobs.JobFailed as exc:
        return None, {"kind": exc.kind, "status": 422, "message": str(exc), "problems": []}
    cache.set(key, answer, CACHE_SECONDS)
    return answer


def _resolved(text, model, explore, compare, lim):
    """(result, None) or (None, error dict): resolve's answer, computed."""
    try:
        scenario, source = load_scenario(text, lim)
        return adjudicate(scenario, model, lim, force_explore=explore, compare=compare, source=source), None
    except ModelUnfit as exc:
        return None, {"kind": "unfit", "status": 400, "message": exc.headline(), "field": exc.field,
                      "problems": [p.as_dict() for p in exc.problems]}
    except ScenarioInvalid as exc:
        return None, {"kind": "invalid", "status": 400, "message": "The scenario is not valid.",
                      "problems": [p.as_dict() for p in exc.problems]}
    except ResolutionStopped as exc:
        return None, {"kind": exc.kind, "status": 422, "message": str(exc), "problems": []}


def outlined(svg, node_id):
    """The tree SVG with the current step's effect marked `current` (tree.css outlines it), so the page shows it
    without script and without an inline style, which the Content-Security-Policy forbids. dot writes an id's
    hyphens as `&#45;`."""
    if not svg or not node_id:
        return svg
    opening = f'<g id="{node_id.replace("-", "&#45;")}" class="'
    return mark_safe(svg.replace(opening, opening + "current ", 1))


def tree_svg_markup(outcome):
    """(inline <svg> markup, None) or (None, message), without its legend. The SVG comes from dot, which escapes
    every label."""
    try:
        svg = service.drawn(diagram.tree_svg, outcome, dot=settings.GRAPHVIZ_DOT,
                            timeout=settings.GRAPHVIZ_TIMEOUT_SECONDS,
                            legend=False)  # the page draws the legend beside it, folded (tree_view.legend)
        return mark_safe(diagram.svg_element(svg).decode("utf-8")), None
    except diagram.DiagramError as exc:
        logger.warning("the chain and branch tree could not be drawn: %s", exc)
        return None, str(exc)


def predict_questions(outcome, sections, names):
    """Predict mode's questions for the page (predict.js): labels in names, the deciding rule as a link."""
    out = []
    for q in predict.questions(outcome):
        rule = citations.link(q["rule"], sections, q["quote"])
        out.append({**q, "answer_text": say_conditions(str(q["answer_text"]), names),
                    "prompt": say_conditions(str(q["prompt"]), names),
                    "rule_link": {"label": rule.label, "url": rule.url, "sentence": rule.sentence,
                                  "examples": reverse("adjudicator:examples") + "?" + urlencode({"rule": q["rule"]})}
                    if rule else None})
    return out


def resolution_context(text, options, base_url, files_url=None):
    """Everything _resolution.html needs. `base_url` is the page's path; files hang below `files_url`
    (the same path, unless the page shows a library scenario under another address)."""
    files_url = files_url or base_url
    game = facts(text)["game"]
    if options.compare and options.compare == (options.model or game):  # two equal columns: say so, show one
        options.notes.append(f"{model_titles().get(options.compare, options.compare)} is the model shown: a model is "
                             "not set beside itself, so it is shown alone.")
        logger.info("compare=%s is the model shown: shown alone", options.compare)
        options.compare = ""
    result, error = resolve(text, options)
    notes = list(options.notes)
    while error and error["kind"] == "unfit" and getattr(options, error["field"]):
        # a model the picker does not offer (an old link, a typed URL): say why, show the scenario's own
        notes.append(f"{error['message'][0].upper()}{error['message'][1:]}: "
                     f"{'; '.join(p['message'] for p in error['problems'])}. Showing "
                     f"{'it without a second model' if error['field'] == 'compare' else 'its own model'} instead.")
        setattr(options, error["field"], "")
        result, error = resolve(text, options)
    choices = fitting_titles(text)
    context = {"options": options, "base_url": base_url, "files_url": files_url, "error": error, "result": result,
               "model_choices": choices, "notes": notes,
               # "Side by side with" offers the others: the model shown beside itself would be two equal columns
               "compare_choices": {slug: title for slug, title in choices.items() if slug != (options.model or game)},
               "own_title": model_titles().get(game, game)}
    if error:
        return context
    outcomes = result["outcomes"]
    if options.outcome > len(outcomes):
        context["notes"].append(f"There {'is' if len(outcomes) == 1 else 'are'} {len(outcomes)} "
                                f"outcome{'' if len(outcomes) == 1 else 's'}; showing the first.")
        options.outcome = 1
    outcome = outcomes[options.outcome - 1]
    sections = present.rule_links(outcomes)
    names = present.names_for(result, facts(text)["abilities"])
    steps = present.step_rows(outcome, sections, names)
    current = min(max(options.step, 1), len(steps)) if steps else 0
    if steps and options.step > len(steps):
        context["notes"].append(f"There {'is' if len(steps) == 1 else 'are'} {len(steps)} "
                                f"step{'' if len(steps) == 1 else 's'}; showing the last.")
    svg, svg_error = tree_svg_markup(outcome)
    ids = diagram.svg_ids(outcome) if svg else {}
    current_node = ids.get(steps[current - 1].effect) if steps else None
    svg = outlined(svg, current_node)
    titles = model_titles()
    query = options.query()
    context.update({
        "outcome": outcome, "outcome_number": options.outcome, "steps": steps, "current": current,
        "current_step": steps[current - 1] if steps else None,
        "tree_svg": svg, "svg_error": svg_error,
        "current_node": current_node,
        "step_data": {"ids": ids, "current": current, "effects": [s.effect for s in steps],
                      "predict": predict_questions(outcome, sections, names)},
        "warnings": present.warning_rows(result, options.outcome, names),
        "what_happened": present.what_happened(result, options.outcome),
        "expect_failures": [present.failure_words(f, names) for f in expect_failures(result)],
        "expect_scope": present.expect_scope(result), "own_choices_note": present.own_choices_note(result),
        "outcome_comparison": present.compare_outcomes(result, names),
        "model_comparison": present.compare_models(result, titles, names),
        "model_title": titles.get(result.get("model"), result.get("model")),
        "query": query, "step_query": options.query(step="STEP").replace("STEP", ""),
        "outcome_links": [(i + 1, options.query(outcome=i + 1)) for i in range(len(outcomes))],
        "downloads": downloads(files_url, options, text),
        "compare_query": options.query(model=result.get("compare", {}).get("model"), compare="")
        if result.get("compare") else "",
    })
    return context


def expect_failures(result):
    """What the page lists under "The scenario's expectations do not hold": the exploration's own failures,
    and a lone outcome's (several outcomes show theirs in their columns)."""
    failures = list(result.get("expect", {}).get("failures", []))
    if len(result["outcomes"]) == 1:
        failures += result["outcomes"][0].get("expect", {}).get("failures", [])
    return failures


def downloads(base_url, options, text):
    query = options.query()
    suffix = f"?{query}" if query else ""
    name = "scenario.json" if text.lstrip().startswith("{") else "scenario.yaml"
    return [
        ("Scenario", f"{base_url}{name}", name),
        ("Trace (JSON)", f"{base_url}trace.json{suffix}", "trace.json"),
        ("Tree (SVG)", f"{base_url}tree.svg{suffix}", "tree.svg"),
        ("Tree (DOT)", f"{base_url}tree.dot{suffix}", "tree.dot"),
        ("Timeline (SVG)", f"{base_url}timeline.svg{suffix}", "timeline.svg"),
        ("Timeline (DOT)", f"{base_url}timeline.dot{suffix}", "timeline.dot"),
    ]
