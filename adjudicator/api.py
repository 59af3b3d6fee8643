"""The engine's front door for the CLI, the web API and tests: text in, contract output out."""
from adjudicator.compare import describe, differences
from adjudicator.engine.explore import explore
from adjudicator.limits import Limits
from adjudicator.scenario import load_scenario
from adjudicator.timing import model_for
from adjudicator.trace import output


def adjudicate(scenario, model_slug=None, limits=None, force_explore=False, compare=None):
    """Resolve a validated scenario (exploring where its choices say so) into the output dict.

    With `compare`, the same scenario is also resolved under that model and the
    output gains a "compare" entry: its outcomes and the differences.
    """
    limits = limits or Limits()
    model = model_for(model_slug or scenario.game)
    results, total, explored = explore(scenario, model, limits, force=force_explore)
    result = output(scenario, model, results, total, explored)
    if compare:
        other = adjudicate(scenario, compare, limits, force_explore)
        diff = differences(result, other)
        result["compare"] = {"model": other["model"], "outcomes": other["outcomes"], "explored": other["explored"],
                             "differences": diff, "summary": describe(diff, result["model"], other["model"])}
    return result


def adjudicate_text(text, model_slug=None, limits=None, force_explore=False, compare=None):
    """Load, validate and resolve scenario text; raises ScenarioInvalid or ResolutionStopped."""
    limits = limits or Limits()
    scenario, _ = load_scenario(text, limits)
    return adjudicate(scenario, model_slug, limits, force_explore, compare)
