"""The engine's front door for the CLI, the web API and tests: text in, contract output out."""
from adjudicator.compare import Names, describe, differences
from adjudicator.engine import fit
from adjudicator.engine.explore import explore, own_choices_first
from adjudicator.errors import InputStopped, ModelUnfit, ResolutionStopped
from adjudicator.limits import Limits
from adjudicator.summary import compare_headline
from adjudicator.scenario import validation
from adjudicator.timing import model_for, model_slugs
from adjudicator.timing.marvel_champions import card_entities
from adjudicator.timing.registry import CATALOG
from adjudicator.trace import output


def load_scenario(text, limits=None, fmt=None):
    """Parse and validate scenario text against the registered games; returns (Scenario,
    ScenarioText) or raises ScenarioInvalid (every problem with its path and line).

    A Marvel Champions entity's `card:` is first replaced by what the card gives (card_entities)."""
    return validation.load_scenario(text, CATALOG, limits, fmt, prepare=card_entities.expand)


def validate(data, limits=None):
    """Check plain data against the contract and build the frozen Scenario."""
    return validation.validate(data, CATALOG, limits)


def lacks(scenario, slug):
    """What the timing model `slug` lacks to resolve `scenario` (empty: it can)."""
    return fit.lacks(model_for(slug, scenario.game), scenario, model_for(scenario.game))


def fitting_models(scenario):
    """The slugs of the timing models that can resolve `scenario`, in display order (its own among them)."""
    return tuple(slug for slug in model_slugs() if not lacks(scenario, slug))


def fitting_model(scenario, slug, field="model"):
    """The model for `slug`, or ModelUnfit naming what it lacks for this scenario."""
    model = model_for(slug, scenario.game)
    missing = fit.lacks(model, scenario, model_for(scenario.game))
    if missing:
        raise ModelUnfit(field, slug, model.title, missing)
    return model


def adjudicate(scenario, model_slug=None, limits=None, force_explore=False, compare=None, source=None):
    """Resolve a validated scenario (exploring where its choices say so) into the output dict.

    With `compare`, the same scenario is also resolved under that model and the
    output gains a "compare" entry: its outcomes and the differences. A resolution
    stopped by the input (kind "error") is an InputStopped, an invalid scenario, with the
    line of the field it names when `source` (the ScenarioText) is given.
    """
    try:
        return _adjudicate(scenario, model_slug, limits, force_explore, compare)
    except ResolutionStopped as exc:
        if exc.kind != "error":
            raise
        stopped = InputStopped(exc)
        raise (stopped.located(source) if source is not None else stopped) from None


def _adjudicate(scenario, model_slug=None, limits=None, force_explore=False, compare=None):
    limits = limits or Limits()
    model = fitting_model(scenario, model_slug or scenario.game, "model")
    if compare:
        fitting_model(scenario, compare, "compare")
    results, total, explored = explore(scenario, model, limits, force=force_explore)
    own = None
    if force_explore:
        results, own = own_choices_first(scenario, model, limits, results, total)
    result = output(scenario, model, results, total, explored, own)
    if compare:
        try:
            other = _adjudicate(scenario, compare, limits, force_explore)
        except ResolutionStopped as exc:
            # e.g. the other model has no such op: say so beside a result that stands on its own
            result["compare"] = {"model": compare, "error": str(exc), "kind": exc.kind,
                                 "summary": [f"{model_for(compare).title} cannot resolve this scenario: {exc}"],
                                 "headline": f"{model_for(compare).title} cannot resolve this scenario."}
            return result
        diff = differences(result, other)
        names = Names(result, other)
        summary = describe(diff, model.title, model_for(compare).title, names)
        result["compare"] = {"model": other["model"], "outcomes": other["outcomes"], "explored": other["explored"],
                             "differences": diff, "summary": summary,
                             "headline": compare_headline(diff, model.title, model_for(compare).title, names)}
    return result


def adjudicate_text(text, model_slug=None, limits=None, force_explore=False, compare=None):
    """Load, validate and resolve scenario text; raises ScenarioInvalid or ResolutionStopped."""
    limits = limits or Limits()
    scenario, source = load_scenario(text, limits)
    return adjudicate(scenario, model_slug, limits, force_explore, compare, source=source)
