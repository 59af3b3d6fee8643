"""Every field of every op of every game says what it is in the editor's reference panel (a newcomer found
`spend` and `requested` shown as bare names: adjudicator/timing/op_fields.py)."""
from adjudicator.timing import registry
from adjudicator.web.reference import reference


def test_every_declared_op_field_has_a_description():
    bare = [(slug, op["name"], name) for slug in registry.model_classes() for op in reference(slug)["ops"]
            for name, _required, what in op["fields"] if not what.strip()]
    assert not bare, f"{len(bare)} op fields without a description: {bare[:20]}"


def test_play_cards_spend_and_requested_say_what_they_are():
    play_card = next(op for op in reference("marvel-champions")["ops"] if op["name"] == "play_card")
    described = {name: what for name, _required, what in play_card["fields"]}
    assert "resources" in described["spend"] and "another player's turn" in described["requested"]


def test_skirmish_ops_list_their_fields_and_not_opposite_takes_a_card():
    """judge7 wrote `not_opposite: true` from "leave out the card opposite this one"; the panel listed no field of
    any Skirmish op. Each now says what it takes: not_opposite a card."""
    ops = {op["name"]: op for op in reference("marvel-skirmish")["ops"]}
    described = {name: what for name, _required, what in ops["damage_each"]["fields"]}
    assert set(described) == {"amount", "source", "side", "opposed", "not_opposite", "except"}
    assert described["not_opposite"].startswith("a card, not true/false")
    assert ops["attack_phase"]["shorthand"] == "who" and ops["place"]["fields"]
