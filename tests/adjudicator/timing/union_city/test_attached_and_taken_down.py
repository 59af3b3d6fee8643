"""Attached cards (Glossary, "Attached") and being taken down, beyond the fixtures: what is refused,
and what a host leaving play in other ways does."""
import json

import pytest

from adjudicator.api import adjudicate_text
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, run, scenario

HERO = {"type": "hero", "max_stamina": 20, "block": [0, 0]}


@pytest.mark.parametrize("armor, path, message", [
    ({"type": "plot", "zone": "board", "attached_to": "nobody"}, "entities.armor.attached_to",
     "expected the id of the card or hero it is attached to"),
    ({"type": "plot", "zone": "board", "attached_to": "armor"}, "entities.armor.attached_to",
     "expected the id of the card or hero it is attached to"),
    ({"type": "plot", "zone": "board", "attached_to": "goon", "block": [2, 2]}, "entities.armor.block",
     "an attached card is on the block of what it is attached to"),
])
def test_an_attached_card_names_its_host_and_lies_on_its_block(armor, path, message):
    entities = {"wrangler": HERO, "goon": {"type": "enemy", "zone": "board", "block": [1, 0]}, "armor": armor}
    with pytest.raises(ScenarioInvalid) as invalid:
        adjudicate_text(json.dumps(scenario(entities, players=["wrangler"])))
    found = {p.path: p.message for p in invalid.value.problems}
    assert message in found[path], found


def test_a_host_discarded_from_an_active_area_takes_its_attached_card_to_the_trash():
    entities = {"wrangler": HERO,
                "gadget": {"type": "union", "owner": "wrangler", "zone": "active"},
                "sticker": {"type": "plot", "zone": "active", "attached_to": "gadget"},
                "loose": {"type": "plot", "zone": "board"}}
    outcome = only(run(scenario(entities, players=["wrangler"],
                                start={"do": [{"move": {"card": "gadget", "to": "discard"}}]})))
    assert outcome["state"]["sticker"]["zone"] == "trash"
    assert outcome["state"]["loose"]["zone"] == "board"
    note = next(s for s in outcome["steps"] if "is trashed" in s["text"] and s["kind"] == "note")
    assert note["rule"] == "union-city-alliance#glossary-section"
    assert "the Attached card is trashed" in note["quote"]


def test_an_attached_card_may_go_to_a_zone_but_not_to_another_block():
    entities = {"wrangler": HERO, "goon": {"type": "enemy", "zone": "board", "block": [1, 0]},
                "armor": {"type": "plot", "zone": "board", "attached_to": "goon"}}
    outcome = only(run(scenario(entities, players=["wrangler"], start={"do": [
        {"move": {"card": "armor", "to": "board", "block": [3, 3]}},
        {"trash": "armor"}]})))
    assert outcome["state"]["armor"]["zone"] == "trash"
    assert outcome["state"]["armor"].get("block") is None
    assert any("cannot be moved itself" in s["text"] for s in outcome["steps"])


def test_taken_down_with_fewer_than_five_cards_draws_what_there_is_and_says_so():
    entities = {"wrangler": {**HERO, "damage": 19},
                "goon": {"type": "enemy", "zone": "board", "fight": 5, "block": [0, 0]},
                "one": {"type": "union", "owner": "wrangler", "zone": "discard"},
                "two": {"type": "union", "owner": "wrangler", "zone": "deck", "position": 1}}
    outcome = only(run(scenario(entities, players=["wrangler"], start={"by": "goon", "do": [
        {"deal_damage": {"to": "wrangler", "amount": 1, "source": "goon"}}]})))
    assert outcome["state"]["one"]["zone"] == outcome["state"]["two"]["zone"] == "hand"
    assert any("the deck had only 2 cards" in s["text"] for s in outcome["steps"])
    assert outcome["resolution_order"] == ["start", "cg:wrangler", "taken-down:wrangler"]
