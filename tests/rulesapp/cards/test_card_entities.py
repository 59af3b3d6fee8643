"""`card: CODE` (or name) on a Marvel Champions entity, read from the imported (made-up) cards."""
import io
from pathlib import Path

import pytest
from django.core.management import call_command

from adjudicator import api
from adjudicator.errors import ScenarioInvalid

POOL = Path(__file__).parent / "made_up_pool"
pytestmark = pytest.mark.django_db

SCENARIO = """format: 1
game: marvel-champions
title: The Dimmer from its card
players: [lass]
entities:
  lass: {card: 99001a, form: hero}
  dimmer:
    card: DIMMER
    hp: 14
  goon: {card: Shade Goon}
abilities:
  dimmer-defeated:
    card: dimmer
    timing: forced-interrupt
    on: {event: defeated, target: dimmer}
    do:
      - heal: {target: lass, amount: 1}
start:
  label: Lantern Lass deals 14 damage to The Dimmer
  do:
    - deal_damage: {to: dimmer, amount: 14, source: lass}
"""


def scenario(dimmer):
    return SCENARIO.replace("DIMMER", dimmer)


@pytest.fixture
def pool():
    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())


def problems_of(text):
    with pytest.raises(ScenarioInvalid) as invalid:
        api.load_scenario(text)
    return [(problem.line, problem.message) for problem in invalid.value.problems]


def test_entities_get_the_cards_type_name_stats_and_keywords(pool):
    loaded, _ = api.load_scenario(scenario("99010"))
    lass, dimmer, goon = (loaded.entities[eid] for eid in ("lass", "dimmer", "goon"))
    assert (lass["type"], lass["name"], lass["hp"], lass["atk"], lass["form"]) == ("hero", "Lantern Lass", 11, 2, "hero")
    assert (goon["type"], goon["name"], goon["hp"], goon["atk"], goon["sch"]) == ("minion", "Shade Goon", 3, 1, 1)
    assert list(goon["keywords"]) == ["guard", "quickstrike"]
    assert (dimmer["type"], dimmer["hp"]) == ("villain", 14)
    assert list(dimmer["keywords"]) == ["retaliate 1", "toughness"]


def test_entities_get_the_cards_traits_unless_they_give_their_own(pool):
    loaded, _ = api.load_scenario(scenario("99010").replace("goon: {card: Shade Goon}",
                                                           "goon: {card: Shade Goon, traits: [Thug]}"))
    lass, dimmer, goon = (loaded.entities[eid] for eid in ("lass", "dimmer", "goon"))
    assert list(lass["traits"]) == ["Avenger", "Glow"]  # the data's "Avenger. Glow."
    assert list(dimmer["traits"]) == ["Criminal"]
    assert list(goon["traits"]) == ["Thug"]  # the entity's own, not the card's


def test_a_card_by_name_resolves_like_its_code(pool):
    by_name = api.adjudicate_text(scenario("The Dimmer"))
    by_code = api.adjudicate_text(scenario("99010"))
    assert by_name == by_code
    (outcome,) = by_name["outcomes"]
    assert outcome["resolution_order"] == ["start", "dimmer-defeated"]  # its forced interrupt at the defeat


def test_a_stat_printed_per_player_or_with_a_star_must_be_given(pool):
    text = scenario("99010").replace("    hp: 14\n", "")
    (line, message), = problems_of(text)
    assert line == 8 and "prints hp 14 per player: give `hp`" in message



def test_a_code_yaml_reads_as_an_octal_number_is_refused_not_misread(pool):
    (line, message), = problems_of(scenario("01075"))  # YAML: the octal number 573
    assert line == 8 and "YAML reads this code as the number 573: write it in quotes" in message


def test_an_unknown_card_is_refused_at_its_line_with_did_you_mean(pool):
    (line, message), = problems_of(scenario("The Dimer"))
    assert line == 8 and "no card has the code or name 'The Dimer'; did you mean 'The Dimmer'?" in message


def test_a_name_several_cards_share_asks_which(pool):
    call_command("import_cards", str(POOL), stdout=io.StringIO(), stderr=io.StringIO())
    from rulesapp.models import Card
    twin = Card.objects.get(code="99010")
    twin.pk, twin.code = None, "99020"
    twin.save()
    (line, message), = problems_of(scenario("The Dimmer"))
    assert line == 8 and "several cards are named 'The Dimmer': 99010 (villain, Test Pack Beta), 99020" in message


def test_without_cards_card_says_how_to_add_them():
    problems = problems_of(scenario("99010"))
    assert [line for line, _ in problems] == [6, 8, 10]
    assert all("manage.py import_cards PATH" in message for _, message in problems)


def test_from_card_prefills_an_ability_from_the_card_reader(pool):
    """`from_card: 1` fills timing, form and `on` from the card's first trigger ("Forced Interrupt: When The
    Dimmer is defeated"): it resolves as the ability written out by hand does."""
    text = scenario("99010").replace("    timing: forced-interrupt\n    on: {event: defeated, target: dimmer}\n",
                                     "    from_card: 1\n")
    loaded, _ = api.load_scenario(text)
    ability = loaded.abilities["dimmer-defeated"]
    assert (ability.timing, ability.form) == ("forced-interrupt", "")
    (prefilled,), (by_hand,) = api.adjudicate_text(text)["outcomes"], api.adjudicate_text(scenario("99010"))["outcomes"]
    assert prefilled["resolution_order"] == by_hand["resolution_order"] == ["start", "dimmer-defeated"]
    assert [step["kind"] for step in prefilled["steps"]] == [step["kind"] for step in by_hand["steps"]]
    assert prefilled["state"] == by_hand["state"]


def test_from_card_labels_the_ability_with_its_cards_name(pool):
    """A trace says which card's ability triggers: three cards' "Forced Response (After …)" read alike."""
    text = scenario("99010").replace("    timing: forced-interrupt\n    on: {event: defeated, target: dimmer}\n",
                                     "    from_card: 1\n")
    loaded, _ = api.load_scenario(text)
    assert loaded.abilities["dimmer-defeated"].label.startswith("The Dimmer: Forced Interrupt (When The Dimmer is")


def test_from_card_gives_the_form_and_refuses_what_it_cannot_read_at_its_line(pool):
    text = scenario("99010").replace("""abilities:
""", """abilities:
  lass-thwarts:
    card: lass
    from_card: 2
    do: [{heal: {target: lass, amount: 1}}]
  lass-braces:
    card: lass
    from_card: 1
    do: [{heal: {target: lass, amount: 1}}]
  lass-more:
    card: lass
    from_card: 3
    do: [{heal: {target: lass, amount: 1}}]
""")
    found = problems_of(text)
    assert [line for line, _ in found] == [18, 22]  # each from_card line
    assert "the card reader could not name the enemy" in found[0][1] and "write `on`" in found[0][1]
    assert "card 99001a has 2 triggered abilities the reader reads: from_card is 1 to 2" in found[1][1]
    filled = text.replace("    from_card: 1\n", "    from_card: 1\n    on: {event: attacks, by: dimmer, target: lass}\n"
                          ).replace("    from_card: 3\n", "    from_card: 2\n")
    loaded, _ = api.load_scenario(filled)
    thwarts, braces = loaded.abilities["lass-thwarts"], loaded.abilities["lass-braces"]
    assert (thwarts.timing, thwarts.form, thwarts.on.event) == ("response", "hero", "thwarts")
    # "When an enemy would attack you": a “would” interrupt (Rules Reference, “Would”)
    assert (braces.timing, braces.form, braces.on.event) == ("would-interrupt", "hero", "attacks")


WOULD_FIRST = """format: 1
game: marvel-champions
title: Lantern Lass's “would” interrupt, from its card, before a plain interrupt to the same attack
players: [lass]
entities:
  lass: {card: 99001a, form: hero, tally: 0}
  dimmer: {card: 99010, hp: 14}
abilities:
  plain:
    card: lass
    timing: interrupt
    label: "Interrupt: when The Dimmer attacks Lantern Lass"
    on: {event: attacks, by: dimmer, target: lass}
    do:
      - set: {target: lass, prop: tally, value: lass.tally * 10 + 1}
  beacon:
    card: lass
    from_card: 1
    on: {event: attacks, by: dimmer, target: lass}
    do:
      - set: {target: lass, prop: tally, value: lass.tally * 10 + 2}
start:
  label: The Dimmer attacks Lantern Lass
  do:
    - attack: {by: dimmer, target: lass, boost: 0}
expect:
  order: [start, beacon, plain]
  state:
    lass.tally: 21
    lass.damage: 2
"""


def test_a_would_interrupt_read_from_its_card_resolves_before_a_plain_interrupt(pool):
    """Lantern Lass's "Hero Interrupt: When an enemy would attack you" (from_card: 1) and a plain interrupt "when
    The Dimmer attacks Lantern Lass", listed first: “Would” gives the first "a higher timing priority … than
    interrupts to the same triggering condition without the word", so it resolves first (tally 2, then 1), and
    the attack still deals The Dimmer's 2 ATK (no defender, no boost)."""
    loaded, _ = api.load_scenario(WOULD_FIRST)
    assert loaded.abilities["beacon"].timing == "would-interrupt"
    result = api.adjudicate_text(WOULD_FIRST)
    assert result["expect"]["passed"] is True, result["expect"]
    (outcome,) = result["outcomes"]
    assert outcome["resolution_order"] == ["start", "beacon", "plain"]
    (trigger,) = [step for step in outcome["steps"]
                  if step["kind"] == "trigger" and step["text"].startswith("Lantern Lass: Hero Interrupt")]
    assert "(would interrupt, priority" in trigger["text"] and "“would”" in trigger["text"]
    assert trigger["rule"] == "marvel-champions#rules-reference-would"


def test_from_card_fills_do_with_the_effect_read(pool):
    """Lantern Lass's second trigger ("…, draw 1 card.") gives `do` too: the ability needs nothing written."""
    text = scenario("99010").replace("abilities:\n", "abilities:\n  lass-thwarts:\n    card: lass\n"
                                     "    from_card: 2\n")
    loaded, _ = api.load_scenario(text)
    thwarts = loaded.abilities["lass-thwarts"]
    assert (thwarts.timing, thwarts.form, thwarts.on.event) == ("response", "hero", "thwarts")
    assert [(op.name, op.args) for op in thwarts.do] == [("draw", {"who": "you", "count": 1})]


def test_from_card_refuses_an_effect_it_could_not_read_or_whose_entity_it_cannot_name(pool):
    """No `do` written: an effect the reader did not read whole, or one about an entity only the scenario can
    name ("the main scheme"), is refused at the from_card line, saying what was and was not read."""
    text = scenario("99010").replace("    timing: forced-interrupt\n    on: {event: defeated, target: dimmer}\n"
                                     "    do:\n      - heal: {target: lass, amount: 1}\n", "    from_card: 1\n")
    text = text.replace("abilities:\n", "abilities:\n  lass-braces:\n    card: lass\n    from_card: 1\n"
                        "    on: {event: attacks, by: dimmer, target: lass}\n")
    found = problems_of(text)
    assert [line for line, _ in found] == [14, 18]  # each from_card line
    assert "could not read its effect" in found[0][1] and "(Limit once per round.)" in found[0][1]
    assert "read: deal_damage 1 that-enemy" in found[0][1] and "write `do`" in found[0][1]
    assert "read its effect (place_threat 1 main-scheme) but could not name the main scheme" in found[1][1]


def test_the_form_builder_has_a_card_field_that_round_trips(pool):
    from adjudicator.web import builder

    data = {"format": 1, "game": "marvel-champions", "title": "t", "entities": {"lass": {"card": "99001a",
                                                                                            "form": "hero"}},
            "start": {"do": []}}
    form, why = builder.form_from_data(data)
    assert why == "" and form["entities"][0]["card"] == "99001a" and form["entities"][0]["props"] == "form=hero"
    back, problems = builder.data_from_form(form)
    assert problems == [] and back["entities"]["lass"] == {"card": "99001a", "form": "hero"}
    assert "card: 99001a" in builder.dump(back)


def test_the_card_lookup_finds_cards_by_code_or_part_of_a_name(client, pool):
    found = client.get("/adjudicator/editor/cards/", {"q": "dimm"}).json()["cards"]
    assert [(card["code"], card["name"], card["type"]) for card in found] == [("99010", "The Dimmer", "villain")]
    lass = client.get("/adjudicator/editor/cards/", {"q": "99001a"}).json()["cards"][0]
    assert lass["name"] == "Lantern Lass"
    # what from_card takes from each trigger, for the form builder to show beside the card
    braces, thwarts = lass["abilities"]
    assert thwarts == {"n": 2, "trigger": "Hero Response", "clause": "After you thwart", "timing": "response",
                       "form": "hero", "on": {"event": "thwarts", "by": "you"}, "if": None, "effect": "draw 1 card.",
                       "ops": ["draw 1 you"], "effect_read": True, "holes": []}
    assert (braces["effect_read"], braces["ops"]) == (False, ["deal_damage 1 that-enemy"])
    assert "effect: “(Limit once per round.)”: words in brackets: not read" in braces["holes"]
    assert client.get("/adjudicator/editor/cards/", {"q": " "}).status_code == 400
    assert client.get("/adjudicator/editor/cards/", {"q": "zzzz"}).json() == {"cards": []}


def test_the_card_lookup_says_when_no_cards_are_imported(client):
    response = client.get("/adjudicator/editor/cards/", {"q": "dimm"})
    assert response.status_code == 404 and "manage.py import_cards PATH" in response.json()["error"]
