"""Attack legality: the origin is the attacker's own Sector, the icon decides where the attack reaches,
a Superhero attacks from where it stands. Static problems are refused at load time; what depends on
where things are is refused as the card is played, with the sentence that forbids it."""
from tests.adjudicator.timing.valiant.builders import (
    RULES, attack, card, hit, notes, problems, resolve, sequence, state, valiant,
)

WARFARE = {"warfare": card("amy")}


def attack_at(target, kind=None, origin="telesthesia", extra=None):
    entities = {**WARFARE, **(extra or {})}
    return resolve(valiant(entities, {"viral": attack("warfare", 1, kind=kind)},
                           sequence([hit("viral", target, origin)])))


def test_a_standard_attack_reaches_an_orthogonally_adjacent_sector():
    for target in ("scout", "omega-psiot"):
        outcome = attack_at(target)
        assert state(outcome, "neil", "coherence") == 19, target
        assert state(outcome, "warfare", "zone") == "discard"


def test_a_standard_attack_on_a_diagonal_or_distant_sector_is_refused_with_the_icon_rule():
    for target in ("medbot", "far-away"):
        outcome = attack_at(target)
        assert state(outcome, "neil", "coherence") == 20, target
        assert state(outcome, "warfare", "zone") == "hand"
        refused = notes(outcome, "is not orthogonally adjacent to the origin Telesthesia")
        assert refused and refused[0]["rule"] == RULES + "card-action-icons-continued"
        assert "located orthogonally adjacent" in refused[0]["quote"]


def test_the_diagonal_icon_reaches_diagonally_and_only_diagonally():
    assert state(attack_at("medbot", kind="diagonal"), "neil", "coherence") == 19
    refused = attack_at("scout", kind="diagonal")
    assert state(refused, "neil", "coherence") == 20
    assert "diagonally adjacent" in notes(refused, "is not diagonally adjacent")[0]["quote"]


def test_the_anywhere_icon_reaches_any_sector():
    assert state(attack_at("far-away", kind="anywhere"), "neil", "coherence") == 19


def test_adjacency_wraps_round_the_facility():
    bottom = {"bottom": {"type": "sector", "name": "Bottom", "owner": "neil", "level": 5, "column": 2}}
    edge = {"edge": {"type": "sector", "name": "Edge", "owner": "amy", "level": 1, "column": 2}}
    outcome = attack_at("bottom", origin="edge", extra={**bottom, **edge})
    assert state(outcome, "neil", "coherence") == 19  # Level 1 and Level 5 touch: the Facility wraps


def test_a_shut_down_sector_of_ones_own_may_be_the_origin():
    outcome = attack_at("scout", extra={"telesthesia": {"type": "sector", "owner": "amy", "level": 2, "column": 2,
                                                        "shutdown": True}})
    assert state(outcome, "neil", "coherence") == 19


def test_an_origin_that_is_not_the_attackers_own_sector_is_a_ruling_not_a_refusal_of_the_scenario():
    # the rules forbid the play; the format reads it: the card stays in hand and the rest resolves
    outcome = resolve(valiant(WARFARE, {"viral": attack("warfare", 1)}, sequence([hit("viral", "scout", "omega-psiot")])))
    assert state(outcome, "neil", "coherence") == 20 and state(outcome, "warfare", "zone") == "hand"
    refused = notes(outcome, "Omega Psiot is Neil's Sector; the origin must be one of Amy's own")
    assert refused and refused[0]["rule"] == RULES + "making-an-attack"
    assert [w["play"] for w in outcome["warnings"] if w["kind"] == "refused-play"] == ["warfare (warfare)"]  # the builder gives no label or name


def test_a_card_attack_must_name_its_origin():
    found = problems(valiant(WARFARE, {"viral": attack("warfare", 1)}, sequence([{"play": "viral", "target": "scout"}])))
    assert "is required" in found["start.do[0].attack_sequence.attacks[0].origin"]


def test_a_counterattack_comes_from_the_counterattackers_own_sector():
    entities = {**WARFARE, "combat": card("neil"), "enhancements": card("neil")}
    abilities = {"viral": attack("warfare", 1), "combat": attack("combat", 1),
                 "counterstrike": {"card": "enhancements", "timing": "counterattack", "do": []}}
    bad = sequence([hit("viral")], [{"play": "counterstrike", "attacks": [hit("combat", "telesthesia", "telesthesia")]}])
    # a ruling, not a refusal of the scenario: the counterattack card stays in Neil's hand
    outcome = resolve(valiant(entities, abilities, bad))
    refused = notes(outcome, "Telesthesia is Amy's Sector; the origin must be one of Neil's own")
    assert refused and refused[0]["rule"] == RULES + "making-an-attack"
    assert state(outcome, "combat", "zone") == "hand"
    assert any(w["kind"] == "refused-play" and "Telesthesia is Amy's Sector" in w["text"] for w in outcome["warnings"])


def test_an_unknown_icon_and_a_sector_without_a_place_are_refused_at_load_time():
    found = problems(valiant(WARFARE, {"viral": attack("warfare", 1, kind="sideways")}, sequence([hit("viral")])))
    assert "expected the attack icon: standard, diagonal, anywhere" in found["abilities.viral.kind"]
    nowhere = {**WARFARE, "nowhere": {"type": "sector", "owner": "neil"}}
    found = problems(valiant(nowhere, {"viral": attack("warfare", 1)}, sequence([hit("viral", "nowhere")])))
    assert "needs its level and column" in found["start.do[0].attack_sequence.attacks[0].target"]


def test_a_refused_attack_does_not_use_up_the_turns_card_attack():
    entities = {**WARFARE, "psiot-strike": card("amy")}
    abilities = {"viral": attack("warfare", 1), "muscle": attack("psiot-strike", 3)}
    outcome = resolve(valiant(entities, abilities, sequence([hit("viral", "far-away"), hit("muscle")])))
    assert state(outcome, "neil", "coherence") == 17  # Muscle, the legal one, is the turn's card attack
    assert state(outcome, "warfare", "zone") == "hand"


def test_the_next_sector_in_line_is_known_to_the_card():
    entities = {**WARFARE, "beyond": {"type": "sector", "name": "Beyond", "owner": "neil", "level": 2, "column": 4}}
    pyrokinesis = attack("warfare", 2, {"deal_damage": {"to": "trigger.next_in_line", "amount": 1}})
    outcome = resolve(valiant(entities, {"pyro": pyrokinesis}, sequence([hit("pyro", "omega-psiot")])))
    assert state(outcome, "neil", "coherence") == 17
    lands = [s["text"] for s in outcome["steps"] if s["kind"] == "op" and "damage lands" in s["text"]]
    assert "Omega Psiot" in lands[0] and "Beyond" in lands[1]


# -- Superhero attacks -------------------------------------------------------------------------------------
def hero_attack(target, hero_sector="telesthesia", range_=None, extra=None):
    hero = {"type": "superhero", "name": "Livewire", "owner": "amy", "sector": hero_sector}
    if range_:
        hero["range"] = range_
    entities = {"livewire": hero, **(extra or {})}
    return resolve(valiant(entities, {}, sequence([{"superhero": "livewire", "target": target}])))


def test_a_superhero_attacks_its_own_sector_or_an_orthogonally_adjacent_one():
    assert state(hero_attack("scout"), "neil", "coherence") == 19
    assert state(hero_attack("telesthesia", hero_sector="telesthesia"), "amy", "coherence") == 19
    refused = hero_attack("medbot")
    assert state(refused, "neil", "coherence") == 20
    assert notes(refused, "nor orthogonally adjacent")[0]["rule"] == RULES + "actions"


def test_a_superhero_attacks_another_only_in_its_sector_unless_it_has_range():
    faith = {"faith": {"type": "superhero", "name": "Faith", "owner": "neil", "sector": "omega-psiot"}}
    refused = hero_attack("faith", extra=faith)
    assert state(refused, "neil", "coherence") == 20
    assert "has no range" in notes(refused, "has no range")[0]["text"]
    assert state(hero_attack("faith", range_=1, extra=faith), "neil", "coherence") == 19
    diagonal = {"faith": {**faith["faith"], "sector": "medbot"}}
    out_of_line = hero_attack("faith", range_=2, extra=diagonal)
    assert state(out_of_line, "neil", "coherence") == 20
    assert "straight orthogonal line" in notes(out_of_line, "straight orthogonal line")[0]["text"]


def test_a_superhero_never_attacks_an_organization():
    hero = {"livewire": {"type": "superhero", "owner": "amy", "sector": "telesthesia"}}
    found = problems(valiant(hero, {}, sequence([{"superhero": "livewire", "target": "neil"}])))
    assert "never an Organization" in found["start.do[0].attack_sequence.attacks[0].target"]


def test_a_superhero_attacks_damage_is_computed_never_given():
    hero = {"livewire": {"type": "superhero", "owner": "amy", "sector": "telesthesia"}}
    found = problems(valiant(hero, {}, sequence([{"superhero": "livewire", "target": "scout", "amount": 4}])))
    assert "damage is computed" in found["start.do[0].attack_sequence.attacks[0].amount"]


def test_superhero_damage_adds_each_ability_and_each_superhero_icon_card():
    entities = {"super": {"type": "ability", "owner": "livewire", "superhero_damage": 1},
                "legend": {"type": "ability", "owner": "livewire", "superhero_damage": 2},
                "locked-away": {"type": "ability", "owner": "livewire", "superhero_damage": 5, "unlocked": False},
                "nano-swarm": card("amy"),
                "livewire": {"type": "superhero", "name": "Livewire", "owner": "amy", "sector": "telesthesia"}}
    abilities = {"strength": {"card": "nano-swarm", "timing": "superhero", "do": [{"boost": 1}]}}
    outcome = resolve(valiant(entities, abilities,
                              sequence([{"superhero": "livewire", "target": "scout", "cards": ["strength"]}])))
    assert state(outcome, "neil", "coherence") == 20 - (1 + 1 + 2 + 1)
    assert outcome["resolution_order"] == ["start", "attack:amy", "superhero-attack:livewire", "strength"]


def test_only_a_superhero_icon_action_enhances_a_superhero_attack():
    entities = {"warfare": card("amy"),
                "livewire": {"type": "superhero", "owner": "amy", "sector": "telesthesia"}}
    found = problems(valiant(entities, {"viral": attack("warfare", 1)},
                             sequence([{"superhero": "livewire", "target": "scout", "cards": ["viral"]}])))
    assert "timing superhero" in found["start.do[0].attack_sequence.attacks[0].cards[0]"]
