"""What the adjudicator's views share: reading a request body, limits, resolving, diagrams.

Views stay thin: they call these and turn the two failure kinds into 400/413/422.
"""
import hashlib
import json

from django.conf import settings

from adjudicator import diagram
from adjudicator.api import adjudicate
from adjudicator.limits import Limits, too_large_message
from adjudicator.api import load_scenario
from adjudicator.web import jobs

YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml", "text/plain")


def limits():
    """The configured limits, with a tighter time bound for a web request (a worker is held meanwhile)."""
    configured = dict(settings.ADJUDICATOR_LIMITS)
    configured["max_seconds"] = min(configured.get("max_seconds", 10), settings.ADJUDICATOR_WEB_MAX_SECONDS)
    return Limits.from_mapping(configured)


class TooLarge(Exception):
    pass


def bounded_body(request, cap, what="the body"):
    """The raw request body, refused (TooLarge) past `cap` bytes — by its declared length before reading."""
    declared = request.META.get("CONTENT_LENGTH")
    if declared and declared.isdigit() and int(declared) > cap:
        raise TooLarge(too_large_message(what, int(declared), cap))
    data = request.body
    if len(data) > cap:
        raise TooLarge(too_large_message(what, len(data), cap))
    return data


def body_text(request):
    """The scenario text of a POST: the raw body (JSON or YAML), bounded before it is read."""
    data = bounded_body(request, limits().max_document_bytes, "the scenario")
    content_type = request.META.get("CONTENT_TYPE", "").split(";")[0].strip().lower()
    fmt = "json" if content_type == "application/json" else ("yaml" if content_type in YAML_TYPES else None)
    return data, fmt


def resolve_text(data, fmt=None, model=None, explore=False, compare=None):
    """Validate and resolve (in a heavy job inside a heavy view: jobs.run); raises ScenarioInvalid /
    ResolutionStopped (a job out of time or crashed: jobs.JobFailed, one of them)."""
    return jobs.run(_resolve_text, data, fmt, model, explore, compare, limits())


def _resolve_text(data, fmt, model, explore, compare, lim):
    scenario, source = load_scenario(data, lim, fmt)
    return adjudicate(scenario, model, lim, force_explore=explore, compare=compare, source=source)


def diagram_bytes(outcome, kind="tree", fmt="svg"):
    """The diagram's DOT or SVG (in a heavy job inside a heavy view); raises DiagramError, saying why."""
    return drawn(_diagram_bytes, outcome, kind, fmt, settings.GRAPHVIZ_DOT, settings.GRAPHVIZ_TIMEOUT_SECONDS)


def _diagram_bytes(outcome, kind, fmt, dot, timeout):
    source = diagram.tree_dot(outcome) if kind == "tree" else diagram.timeline_dot(outcome)
    if fmt == "dot":
        return source.encode("utf-8")
    return diagram.render(source, fmt="svg", dot=dot, timeout=timeout)


def drawn(fn, *args, **kwargs):
    """fn(*args, **kwargs) through jobs.run, a job out of time or crashed raised as the DiagramError it is to
    the views that draw."""
    try:
        return jobs.run(fn, *args, what="the diagram", **kwargs)
    except jobs.JobFailed as exc:
        raise diagram.DiagramError(str(exc)) from None


def content_hash(text):
    """The permalink key of a scenario: sha256 of its text, normalised to Unix newlines."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return hashlib.sha256(text.replace("\r\n", "\n").encode("utf-8")).hexdigest()


def canonical_json(result):
    return json.dumps(result, ensure_ascii=False, separators=(",", ":"))
