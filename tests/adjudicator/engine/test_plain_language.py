"""Steps, comparisons and decisions speak the table's language: effects by their labels, entities by
their names, sentences instead of ids and `field=value` (issue 11, "Plain language"). Step texts are not
part of the expect contract, but every step still cites and quotes its rule."""
import re
from types import SimpleNamespace

import pytest

from adjudicator.engine.events import BUILTIN_EVENTS
from adjudicator.engine.resolution import UNNAMED, Resolution
from adjudicator.timing import model_for, model_slugs
from tests.adjudicator import corpus
from tests.adjudicator.conftest import only, run, scenario

MACHINE_TALK = re.compile(r"\b[a-z_]+=\S|=None\b|^event ")


@pytest.mark.parametrize("slug", model_slugs())
def test_every_event_a_game_emits_is_said_in_a_sentence(slug):
    model = model_for(slug)
    defined = {e.name: e for e in BUILTIN_EVENTS}
    defined.update({e.name: e for opdef in model.ops.values() for e in opdef.emits})
    defined.update({e.name: e for e in model.event_defs})
    assert [name for name, e in defined.items() if e.describe is None] == []


@pytest.mark.parametrize("slug", model_slugs())
def test_an_event_missing_fields_leaves_them_out_of_its_sentence(slug):
    """An `emit` may name an event with any of its fields missing (a When Revealed card no one is named as
    revealing): the sentence leaves out what it does not carry, or says the event by its name and fields; it
    never says "nobody", "None" or the last resort for an unnamed entity. With every field it is a sentence."""
    model = model_for(slug)
    table = SimpleNamespace(entities={"kurt": {"name": "Kurt Von Kessel"}}, model=model)
    table.name = lambda entity_id: Resolution.name(table, entity_id)
    table.zone_name = lambda zone: Resolution.zone_name(table, zone)
    defined = {e.name: e for e in BUILTIN_EVENTS}
    defined.update({e.name: e for opdef in model.ops.values() for e in opdef.emits})
    defined.update({e.name: e for e in model.event_defs})
    for name, event in defined.items():
        fields = event.fields
        for given in [(), fields] + [(f,) for f in fields] + [tuple(g for g in fields if g != f) for f in fields]:
            carried = {f: 2 if f == "amount" else "kurt" for f in given}
            said = model.describe_event(table, {"event": name, **dict.fromkeys(fields), **carried})
            assert not re.search(rf"\bnobody\b|\bNone\b|{UNNAMED}", said), (name, given, said)
            if given == fields:
                assert "happens" not in said, (name, said)


def test_a_card_no_one_is_named_as_revealing_is_revealed():
    model = model_for("marvel-champions")
    table = SimpleNamespace(entities={"shadow": {"name": "Shadow of the Past"}, "peter": {"name": "Spider-Man"}})
    table.name = lambda entity_id: Resolution.name(table, entity_id)
    assert model.describe_event(table, {"event": "revealed", "card": "shadow", "who": None}) == \
        "Shadow of the Past is revealed"
    assert model.describe_event(table, {"event": "revealed", "card": "shadow", "who": "peter"}) == \
        "Spider-Man reveals Shadow of the Past"
    assert model.describe_event(table, {"event": "boost_flipped", "card": "shadow", "by": None}) == \
        "Shadow of the Past is turned face up as a boost card"


def speaks_in_no_ids_or_field_value_pairs(path):
    result = corpus.explored(path)
    for outcome in result["outcomes"]:
        ids = {n["id"] for n in outcome["tree"]["nodes"] if n["id"] != n["label"] and re.search(r"[-:#]", n["id"])}
        labels = " ".join(n["label"] for n in outcome["tree"]["nodes"])
        for step in outcome["steps"]:
            spoken = re.sub(r"`[^`]*`", "", step["text"])  # a quoted condition is the author's own words
            assert not MACHINE_TALK.search(spoken), step["text"]
            if step["kind"] == "choice":
                named = [i for i in ids if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", step["text"])
                         and i not in labels]
                assert not named, (step["text"], named)


@pytest.mark.parametrize("game", corpus.GAMES)
def test_no_step_of_a_fixture_speaks_in_ids_or_field_value_pairs(game):
    corpus.each_fixture(speaks_in_no_ids_or_field_value_pairs, game)


def test_the_chooser_picks_among_effects_named_by_their_labels():
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"},
         "a": {"type": "union", "name": "Card A", "owner": "wrangler", "zone": "deck", "position": 1},
         "b": {"type": "union", "name": "Card B", "owner": "wrangler", "zone": "deck", "position": 2}},
        {"a-alert": {"card": "a", "timing": "alert", "label": "A's alert", "do": [{"say": "a"}]},
         "b-alert": {"card": "b", "timing": "alert", "label": "B's alert", "do": [{"say": "b"}]}},
        {"by": "wrangler", "do": [{"draw": {"who": "wrangler", "count": 2}}]},
        players=["wrangler"], choices={"order": ["b-alert", "a-alert"]})
    outcome = only(run(doc))
    choice = next(s for s in outcome["steps"] if s["kind"] == "choice")
    assert choice["text"] == "the chooser resolves B's alert next, before A's alert"
    assert choice["rule"] == "union-city-alliance#branches" and choice["quote"]
    assert outcome["choices"] == {"order": ["b-alert"]}  # the output's decisions stay effect ids


def test_two_effects_of_one_ability_are_told_apart_by_their_number():
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"}, "odysseus": {"type": "hero", "name": "Odysseus"},
         "watch": {"type": "union", "name": "Watch", "owner": "wrangler", "zone": "active"}},
        {"hit": {"card": "watch", "timing": "when", "label": "Watch's answer",
                 "on": {"event": "damage_dealt"}, "do": [{"say": "hit"}]}},
        {"by": "wrangler", "do": [{"deal_damage": {"to": ["wrangler", "odysseus"], "amount": 1}}]},
        players=["wrangler", "odysseus"], choices={"order": "explore"})
    outcome = run(doc)["outcomes"][0]
    choice = next(s for s in outcome["steps"] if s["kind"] == "choice" and "chooser" in s["text"])
    assert re.fullmatch(r"the chooser resolves Watch's answer #\d next, before Watch's answer #\d", choice["text"])


def test_three_effects_of_one_ability_are_numbered_as_their_ids_will_be():
    """Before any of them has resolved every one would be `ID`: they are told apart in the order they wait
    (#1, #2, #3), and the two left after the first resolves are #2 and #3, the numbers of their ids."""
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"}, "odysseus": {"type": "hero", "name": "Odysseus"},
         "sunbeam": {"type": "hero", "name": "Lady Sunbeam"},
         "watch": {"type": "union", "name": "Watch", "owner": "wrangler", "zone": "active"}},
        {"hit": {"card": "watch", "timing": "when", "label": "Watch's answer",
                 "on": {"event": "damage_dealt"}, "do": [{"say": "hit"}]}},
        {"by": "wrangler", "do": [{"deal_damage": {"to": ["wrangler", "odysseus", "sunbeam"], "amount": 1}}]},
        players=["wrangler", "odysseus", "sunbeam"])
    outcome = only(run(doc))
    chooser = [s["text"] for s in outcome["steps"] if s["kind"] == "choice" and "chooser" in s["text"]]
    assert chooser[:2] == ["the chooser resolves Watch's answer #1 next, before Watch's answer #2 and Watch's answer #3",
                           "the chooser resolves Watch's answer #2 next, before Watch's answer #3"]
    assert [e for e in outcome["resolution_order"] if e.startswith("hit")] == ["hit", "hit#2", "hit#3"]


def test_different_effects_with_one_label_are_numbered_as_the_scenario_lists_them():
    doc = scenario(
        {"wrangler": {"type": "hero", "name": "Wrangler"},
         **{c: {"type": "union", "name": f"Card {c}", "owner": "wrangler", "zone": "board"} for c in "abc"}},
        {f"draw-{c}": {"card": c, "timing": "when", "label": "Draw a card", "on": {"event": "gained"},
                       "do": [{"say": c}]} for c in "abc"},
        {"by": "wrangler", "do": [{"gain": {"who": "wrangler", "heroism": 1}}]},
        players=["wrangler"], choices={"order": ["draw-b", "draw-a", "draw-c"]})
    chooser = [s["text"] for s in only(run(doc))["steps"] if s["kind"] == "choice" and "chooser" in s["text"]]
    assert chooser == ["the chooser resolves Draw a card #2 next, before Draw a card #1 and Draw a card #3",
                       "the chooser resolves Draw a card #1 next, before Draw a card #3"]


@pytest.mark.parametrize("label, said", [
    ("Cosmic Gauntlets", "Captain Jupiter uses the counter of Cosmic Gauntlets"),
    ("Captain Jupiter uses Cosmic Gauntlets: gains 1 defense", "Captain Jupiter uses the counter of Cosmic Gauntlets"),
    ("Cosmic Gauntlets' counter", "Captain Jupiter uses the counter of Cosmic Gauntlets (Cosmic Gauntlets' counter)"),
    ("Deflect", "Captain Jupiter uses the counter of Cosmic Gauntlets (Deflect)"),
])
def test_a_counter_is_named_by_its_card_and_by_its_label_only_when_that_says_more(label, said):
    doc = scenario(
        {"captain-jupiter": {"type": "hero", "name": "Captain Jupiter", "max_stamina": 20},
         "kurt": {"type": "enemy", "name": "Kurt Von Kessel", "fight": 4, "zone": "board"},
         "gauntlets": {"type": "origin", "name": "Cosmic Gauntlets", "owner": "captain-jupiter", "zone": "hand"}},
        {"gauntlets-counter": {"card": "gauntlets", "timing": "counter", "label": label,
                               "do": [{"gain_defense": 1}]}},
        {"by": "kurt", "do": [{"assault": {"by": "kurt", "target": "captain-jupiter"}}]},
        players=["captain-jupiter"], choices={"counters": ["gauntlets-counter"]})
    phases = [s["text"] for s in only(run(doc))["steps"] if s["kind"] == "phase" and "uses the" in s["text"]]
    assert phases == [said]


def test_an_event_of_the_scenarios_own_is_said_by_its_name_and_fields():
    doc = scenario({"kaiju": {"type": "enemy", "name": "Atomic Kaiju", "zone": "board"},
                    "odysseus": {"type": "hero", "name": "Odysseus"}},
                   start={"do": [{"emit": {"event": "cause-nuclear-breath", "by": "kaiju", "target": "odysseus"}}]},
                   players=["odysseus"])
    event = next(s for s in only(run(doc))["steps"] if s["kind"] == "event")
    assert event["text"] == "cause nuclear breath happens (by: Atomic Kaiju, target: Odysseus)"


@pytest.mark.parametrize("slug", model_slugs())
def test_a_zone_a_step_names_is_said_in_words_never_by_its_id(slug):
    """"Spark moves from play to under-spark-plug" reads as an id: a scenario's own zone is said with its
    hyphens as spaces, in every game; one the game's package gives words (`zone_words`) in those words."""
    card_type = "ally" if slug == "marvel-champions" else "marker"
    doc = scenario({"spark": {"name": "Spark", "zone": "play", "type": card_type}},
                   start={"do": [{"move": {"card": "spark", "to": "under-spark-plug"}}]}, game=slug)
    steps = [s["text"] for s in only(run(doc))["steps"]]
    assert "Spark moves from play to under spark plug" in steps, steps
    assert not [s for s in steps if "under-spark-plug" in s], steps
    model = model_for(slug)
    for zone, words in model.zone_words.items():
        table = SimpleNamespace(entities={}, model=model)
        assert Resolution.zone_name(table, zone) == words
