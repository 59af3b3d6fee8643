"""Attack an Enemy: the plays the section forbids are refused as rulings (no Might exerted, no damage), and
the readings a scenario relies on are said."""
from tests.adjudicator.conftest import only, run, scenario


def attack(hero=None, enemy=None, amount=3):
    entities = {
        "wrangler": {"type": "hero", "max_stamina": 20, "might": 5, "block": [0, 0], **(hero or {})},
        "goon": {"type": "enemy", "zone": "board", "max_stamina": 9, "damage": 0, "block": [0, 0], **(enemy or {})},
    }
    entities = {k: {p: v for p, v in props.items() if v is not None} for k, props in entities.items()}
    do = [{"attack": {"by": "wrangler", "target": "goon", "amount": amount}}]
    return only(run(scenario(entities, start={"label": "the attack", "do": do}, players=["wrangler"])))


def refused(outcome):
    return [w for w in outcome.get("warnings", []) if w["kind"] == "refused-play"]


def test_a_taken_out_hero_cannot_attack():
    outcome = attack(hero={"taken_out": True})
    assert outcome["state"]["goon"]["damage"] == 0 and outcome["state"]["wrangler"]["might"] == 5
    assert refused(outcome) and refused(outcome)[0]["rule"] == "union-city-alliance#while-taken-down"


def test_an_enemy_on_a_space_is_on_no_block():
    outcome = attack(enemy={"block": None, "space": [2, 0]})
    assert outcome["state"]["goon"]["damage"] == 0
    assert "is not on a block" in refused(outcome)[0]["text"]


def test_a_hero_is_not_an_enemy_to_attack():
    outcome = attack(enemy={"type": "hero"})
    assert outcome["state"]["goon"]["damage"] == 0 and outcome["state"]["wrangler"]["might"] == 5
    assert refused(outcome)


def test_without_blocks_or_might_the_readings_are_steps():
    outcome = attack(hero={"might": None, "block": None}, enemy={"block": None})
    assert outcome["state"]["goon"]["damage"] == 3
    said = [s["text"] for s in outcome["steps"]]
    assert any("gives no block for wrangler and goon" in t for t in said)
    assert any("gives no Might for wrangler" in t for t in said)
