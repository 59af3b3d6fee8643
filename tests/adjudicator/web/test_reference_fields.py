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
