"""The card reader on made-up card texts in the MarvelCDB markup (tests/rulesapp/cards/made_up_pool), and the
judged 100 on the real data when MARVELSDB_PATH names a local copy of it."""
import json
import os
from pathlib import Path

import pytest

from adjudicator.timing.marvel_champions.card_abilities import read_abilities

POOL = Path(__file__).resolve().parents[3] / "rulesapp" / "cards" / "made_up_pool"


def made_up(code):
    for path in (POOL / "pack").glob("*.json"):
        for card in json.loads(path.read_text()):
            if card["code"] == code:
                return card["text"], card["name"]
    raise KeyError(code)


def summary(ability):
    return (ability.trigger, ability.timing, ability.form, ability.event, ability.subject, ability.target)


def test_two_form_restricted_triggers_on_one_card():
    first, second = read_abilities(*made_up("99001a"))
    # "When an enemy would attack you": a “would” interrupt (Rules Reference, “Would”)
    assert summary(first) == ("Hero Interrupt", "would-interrupt", "hero", "attacks", "enemy", "you")
    assert first.holes == []
    assert summary(second) == ("Hero Response", "response", "hero", "thwarts", "you", None)


def test_an_interrupt_and_a_response_on_one_line():
    interrupt, response = read_abilities(*made_up("99002"))
    assert (interrupt.timing, interrupt.event) == ("would-interrupt", None)
    assert [h.field for h in interrupt.holes] == ["event"]  # "a villain would place threat on a scheme": not guessed
    assert summary(response) == ("Response", "response", None, "played", "this", None)


def test_forced_triggers_and_the_card_named_by_itself():
    (ability,) = read_abilities(*made_up("99010"))
    assert summary(ability) == ("Forced Interrupt", "forced-interrupt", None, "defeated", "this", None)
    (ally,) = read_abilities(*made_up("99003"))
    assert summary(ally) == ("Forced Response", "forced-response", None, "moved", "this", None)


@pytest.mark.parametrize("text, timing", [
    ("<b>Interrupt</b>: When your hero would take any amount of damage, draw 1 card.", "would-interrupt"),
    ("<b>Forced Interrupt</b>: When Made Up would be defeated, draw 1 card.", "forced-would-interrupt"),
    ("<b>Hero Interrupt</b>: When an enemy would attack you, draw 1 card.", "would-interrupt"),
    ("<b>Forced Interrupt</b>: When any amount of damage would be dealt to Made Up, draw 1 card.",
     "forced-would-interrupt"),
    # the word outside the triggering condition: a plain interrupt
    ("<b>Forced Interrupt</b>: When Made Up is defeated, draw 1 card.", "forced-interrupt"),
    ("<b>Forced Interrupt</b>: When an enemy attacks Made Up, prevent all damage that would be dealt to Made Up.",
     "forced-interrupt"),
    ("<b>Interrupt</b>: When Made Up attacks, draw 1 card.", "interrupt"),
])
def test_an_interrupt_whose_triggering_condition_says_would_is_a_would_interrupt(text, timing):
    """“Would”: "The word “would” is used to define the triggering condition of some interrupt abilities, and
    establishes a higher timing priority for those abilities than interrupts to the same triggering condition
    without the word": the model's would-interrupt and forced-would-interrupt."""
    (ability,) = read_abilities(text, "Made Up")
    assert ability.timing == timing


def test_when_revealed_by_form_and_boost_is_not_a_trigger_read_here():
    hero, alter_ego = read_abilities(*made_up("99011"))
    assert (hero.timing, hero.form, hero.event) == ("when-revealed", "hero", None)
    assert (alter_ego.timing, alter_ego.form) == ("when-revealed", "alter-ego")
    (plain,) = read_abilities(*made_up("99012"))
    assert (plain.timing, plain.form, plain.holes) == ("when-revealed", None, [])


def test_what_cannot_be_read_is_a_hole_never_a_guess():
    cases = {
        "<b>Forced Interrupt</b>: When the Gloom Lord activates against you, draw 1 card.": "event",
        "<b>Response</b>: After Pale Kid attacks or thwarts, draw 1 card.": "event",
        "<b>Hero Response</b>: After you spend this resource, draw 1 card.": "event",
        "<b>Forced Response</b>: After the Gloom Lord attacks you, draw 1 card.": "subject",
        "<b>Interrupt</b>: When a non-[[Glow]] enemy would take any amount of damage, draw 1 card.": "condition",
        "<b>Mission Response</b>: After you discard cards, draw 1 card.": "form",
        "<b>When Revealed (Lucy Lamp)</b>: Draw 1 card.": "form",
        "<b>Response</b>: Draw 1 card.": "event",
    }
    for text, field in cases.items():
        (ability,) = read_abilities(text, "Made Up")
        assert field in [hole.field for hole in ability.holes], text
        if field == "form":
            assert ability.form is None


def test_a_trait_narrowing_the_clauses_subject_is_the_abilitys_condition():
    # Traits: "some card abilities reference cards that possess or lack specific traits" (made-up words)
    (glow,) = read_abilities("<b>Interrupt</b>: When a [[Glow]] enemy would take any amount of damage, draw 1 card.")
    assert (glow.event, glow.subject, glow.holes) == ("damage_taken", "enemy", [])
    assert glow.condition == '"glow" in trigger.target.traits'
    (ally,) = read_abilities("<b>Response</b>: After an [[X-MEN]] ally enters play, draw 1 card.")
    assert (ally.event, ally.subject, ally.condition) == ("moved", "ally", '"x-men" in trigger.card.traits')
    # lacking a trait, two traits, a trait and more words: a hole, and no condition
    for clause in ("a non-[[ELITE]] minion is defeated", "a [[Glow]] [[Lamp]] minion is defeated",
                   "a [[Glow]] minion you control is defeated"):
        (ability,) = read_abilities(f"<b>Response</b>: After {clause}, draw 1 card.")
        assert ability.condition is None and "condition" in [hole.field for hole in ability.holes], clause


def test_from_card_writes_the_trait_condition_as_the_abilitys_if():
    from adjudicator.timing.marvel_champions.card_entities import _prefill
    (ally,) = read_abilities("<b>Response</b>: After an [[X-MEN]] ally enters play, draw 1 card.")
    spec: dict = {"card": "x"}
    assert _prefill(spec, ally, "") == []
    assert spec["if"] == '"x-men" in trigger.card.traits' and spec["on"] == {"event": "moved", "card": {"type": "ally"}}
    own = {"card": "x", "if": "true"}
    _prefill(own, ally, "")
    assert own["if"] == "true"  # the scenario's own is kept


def test_a_quoted_trigger_names_another_ability_and_is_not_one():
    text = 'Resolve this card\'s "<b>When Revealed</b>" ability. <b>Response</b>: After you play an event, draw 1 card.'
    (ability,) = read_abilities(text)
    assert (ability.timing, ability.event, ability.subject) == ("response", "played", "event")


@pytest.mark.skipif(not os.environ.get("MARVELSDB_PATH"), reason="MARVELSDB_PATH names no local copy of the card data")
def test_the_judged_100_on_the_real_data():
    from bench.card_reader_score import score

    totals = score(Path(os.environ["MARVELSDB_PATH"]))
    assert totals["wrong_unflagged"] == 0 and totals["effect_wrong_unflagged"] == 0
    assert totals["timing"] == 100 and totals["event"] >= 90  # in the finer classes (judged_timing_would.yaml)
    assert totals["effect_right"] >= 60  # of the 60 the ops and every addition of judged words can say (docs/cards.md)


@pytest.mark.skipif(not os.environ.get("MARVELSDB_PATH"), reason="MARVELSDB_PATH names no local copy of the card data")
def test_the_held_out_50_on_the_real_data():
    from bench.card_reader import HELD_OUT
    from bench.card_reader_score import score

    totals = score(Path(os.environ["MARVELSDB_PATH"]), HELD_OUT)
    assert totals["wrong_unflagged"] == 0 and totals["effect_wrong_unflagged"] == 0
    assert totals["timing"] == 50  # in the finer classes (judged_timing_would.yaml)
    assert totals["effect_right"] >= 13  # of the 14 (judged_effects_amounts.yaml, _model12.yaml, _model12b.yaml: not blind)


def test_the_pattern_uses_the_events_own_fields_and_waits_while_a_hole_is_open():
    (defeat,) = read_abilities("<b>Response</b>: After Made Up defeats a minion, draw 1 card.", "Made Up")
    assert defeat.pattern() == {"event": "defeated", "target": "minion", "by": "this"}
    first, _ = read_abilities(*made_up("99001a"))
    assert first.pattern() == {"event": "attacks", "by": "enemy", "target": "you"}
    (narrowed,) = read_abilities("<b>Interrupt</b>: When a non-[[Glow]] enemy attacks, draw 1 card.")
    assert narrowed.pattern() is None


def test_the_end_of_your_turn_and_a_resource_paid_with_are_events():
    # Player turns: `turn_ended` {who}; Resources: `resources_paid` {who, TYPE: true} ("using a [physical] resource")
    (ends,) = read_abilities("<b>Forced Interrupt</b>: When your turn ends, take 1 damage.", "Made Up")
    assert (ends.timing, ends.pattern(), ends.effect.keys()) == (
        "forced-interrupt", {"event": "turn_ended", "who": "you"}, ["deal_damage 1 you"])
    (paid,) = read_abilities("<b>Response</b>: After you pay for a card using a [physical] resource, draw 1 card.")
    assert paid.pattern() == {"event": "resources_paid", "who": "you", "physical": True}
    # the card paid for narrowed ("an event", "a [[Made]] card"): a condition not read, so no pattern
    (narrowed,) = read_abilities("<b>Response</b>: After you pay for an event using a [mental] resource, draw 1 card.")
    assert narrowed.flagged("condition") and narrowed.pattern() is None
    # spending stays no event of the model
    (spent,) = read_abilities("<b>Response</b>: After you spend this card, draw 1 card.")
    assert spent.flagged("event")
