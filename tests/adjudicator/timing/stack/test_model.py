"""The plain stack: it owns when a triggered effect resolves (timing/stack/rules.py) and nothing else.

Laid over a game (a comparison, `--game stack`), every other rule stays that game's, cited from its
rulebook; alone (`game: stack`) it is the neutral model. The expectations below are the stack's rules
applied to each fixture: an effect triggered by an event interrupts the effect whose op caused it; effects
triggered at once resolve last in, first out; no windows, no priorities.
"""
from pathlib import Path

from adjudicator.api import adjudicate_text, load_scenario
from adjudicator.timing import model_for
from adjudicator.timing.marvel_champions.model import MarvelChampions
from adjudicator.timing.stack.model import PlainStack, plain_stack_over
from adjudicator.timing.stack.rules import STACK_RULE
from adjudicator.timing.union_city.model import UnionCityAlliance

ROOT = Path(__file__).resolve().parents[4]
SCENARIOS = ROOT / "fixtures/scenarios"


def on_stack(path):
    """The scenario's first outcome on the plain stack laid over its own game."""
    result = adjudicate_text((SCENARIOS / path).read_text(), model_slug="stack")
    assert result["model"] == "stack"
    return result["outcomes"][0]


def test_the_stack_over_a_game_is_that_games_model_with_the_stacks_timing():
    model = model_for("stack", "union-city-alliance")
    assert isinstance(model, UnionCityAlliance) and model.slug == "stack"
    assert model.trigger_mode == "immediate"
    assert model.rules["when-effects"] == "union-city-alliance#when-effects"  # the game's rules stay its own
    assert model.rules["when-effects"].quote == UnionCityAlliance().rules["when-effects"].quote
    assert model.rules["last-in-first-out"] == STACK_RULE
    assert plain_stack_over(MarvelChampions) is plain_stack_over(MarvelChampions)
    assert type(model_for("stack")) is PlainStack and type(model_for("stack", "stack")) is PlainStack


def test_black_flag_on_the_stack_the_alert_interrupts_the_overcome_and_the_interns_are_destroyed():
    """Black Flag example: "the incorrect way to play": the alert resolves as soon as Sunbeam draws it,
    so Dr Tomorrow holds the Plucky Interns when the overcome destroys a card."""
    outcome = on_stack("union-city-alliance/black-flag.yaml")
    assert outcome["resolution_order"] == ["start", "black-flag-overcome", "master-summoner-alert"]
    steps = outcome["steps"]
    ends = [s["effect"] for s in steps if s["kind"] == "end"]
    assert ends.index("master-summoner-alert") < ends.index("black-flag-overcome")
    assert outcome["state"]["plucky-interns"]["zone"] == "destroyed"
    assert outcome["state"]["tesla-gauntlets"]["zone"] == "hand"
    begins = {s["effect"]: s["rule"] for s in steps if s["kind"] == "begin"}
    assert begins["master-summoner-alert"] == STACK_RULE  # the stack's timing decides when it resolves
    # which card's ability triggers on what is Union City Alliance's rule, cited from its rulebook
    triggers = [s for s in steps if s["kind"] == "trigger"]
    assert [s["rule"] for s in triggers] == ["union-city-alliance#when-effects"] * 2
    assert all("interrupts" in s["text"] for s in triggers)


def test_marvel_champions_on_the_stack_has_no_priorities_the_last_triggered_first():
    """The reveal's When Revealed (priority 5), forced response (6) and response (7) answer one moment:
    on the stack they trigger together in the scenario's order and the last resolves first: 3, 2, 1."""
    outcome = on_stack("marvel-champions/when-revealed-before-responses-to-the-reveal.yaml")
    assert outcome["resolution_order"] == ["start", "tracer-response", "alarm-response", "plot-revealed"]
    assert outcome["state"]["the-break-in"]["seen"] == 321
    assert outcome["state"]["sinister-plot"]["zone"] == "encounter-discard"  # the game's own rule stays
    triggers = [s["text"] for s in outcome["steps"] if s["kind"] == "trigger"]
    assert triggers and not any("priority" in text for text in triggers)


def test_marvel_champions_compared_with_the_stack_is_offered():
    text = (SCENARIOS / "marvel-champions/when-revealed-before-responses-to-the-reveal.yaml").read_text()
    compare = adjudicate_text(text, compare="stack")["compare"]
    assert compare["model"] == "stack" and "error" not in compare
    assert {"entity": "the-break-in", "prop": "seen", "this": 123, "other": 321} in compare["differences"]["state"]


def test_a_game_with_nothing_triggered_resolves_alike_on_the_stack():
    """Valiant Universe's cards are played, never triggered: the stack's timing has nothing to reorder."""
    text = (SCENARIOS / "valiant-universe/counter-keyword.yaml").read_text()
    compare = adjudicate_text(text, compare="stack")["compare"]
    assert compare["differences"]["same"]


def test_the_stack_alone_is_the_neutral_model():
    """`game: stack` (a game imported without its own model): one class, `triggered`, its own rules."""
    scenario, _ = load_scenario((SCENARIOS / "stack/chain-of-three.yaml").read_text())
    assert scenario.game == "stack"
    model = model_for("stack", scenario.game)
    assert type(model) is PlainStack and model.classes == ("triggered",)
    outcome = adjudicate_text((SCENARIOS / "stack/chain-of-three.yaml").read_text())["outcomes"][0]
    assert outcome["state"]["notebook"]["log"] == 321
    assert {s["rule"] for s in outcome["steps"] if s["rule"]} == {STACK_RULE}


def test_what_a_game_says_was_not_triggered_keeps_the_games_order():
    """The stack orders triggered effects only: Valiant's cards are played, never triggered; a Skirmish
    attack is a slot's turn and a one-time effect is used; a Skirmish card's effect and a defeat are
    triggered (is_triggered, which StackTiming.sibling_choice asks)."""
    from types import SimpleNamespace

    from adjudicator.timing.skirmish.model import MarvelSkirmish
    from adjudicator.timing.valiant.model import ValiantUniverse

    def node(kind, edge="when"):
        return SimpleNamespace(kind=kind, edge=edge, parent=0)

    valiant, skirmish = model_for("stack", "valiant-universe"), model_for("stack", "marvel-skirmish")
    assert isinstance(valiant, ValiantUniverse) and isinstance(skirmish, MarvelSkirmish)
    assert not valiant.is_triggered(None, node("attack"))
    assert not skirmish.is_triggered(None, node("attack")) and not skirmish.is_triggered(None, node("one-time", "nested"))
    assert skirmish.is_triggered(None, node("defeat")) and skirmish.is_triggered(None, node("permanent", "nested"))
