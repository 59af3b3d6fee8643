"""The engine's front door for the CLI, the web API and tests: text in, contract output out."""
from adjudicator.engine.explore import explore
from adjudicator.limits import Limits
from adjudicator.scenario import load_scenario
from adjudicator.timing import model_for
from adjudicator.trace import output


def adjudicate(scenario, model_slug=None, limits=None, force_explore=False):
    """Resolve a validated scenario (exploring where its choices say so) into the output dict."""
    limits = limits or Limits()
    model = model_for(model_slug or scenario.game)
    results, total, explored = explore(scenario, model, limits, force=force_explore)
    return output(scenario, model, results, total, explored)


def adjudicate_text(text, model_slug=None, limits=None, force_explore=False):
    """Load, validate and resolve scenario text; raises ScenarioInvalid or ResolutionStopped."""
    limits = limits or Limits()
    scenario, _ = load_scenario(text, limits)
    return adjudicate(scenario, model_slug, limits, force_explore)
