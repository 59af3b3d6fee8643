"""Illegal plays are rulings (issue 24 item 3): a play the rules forbid is refused by a step quoting the
rule and saying what happens instead, a `refused-play` warning names it, the rest resolves, and the API
answers 200 with the ruling — never a 400/422 for the whole scenario."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
SCENARIOS = ROOT / "fixtures/scenarios"

# fixture -> (the refused play the warning names, the card that stays in hand (or in its slot), the rule it cites, a quoted phrase)
CASES = {
    "valiant-universe/origin-not-the-attackers-own-sector-is-refused.yaml":
        ("Viral Assault (Electronic Warfare)", "electronic-warfare", "valiant-universe#making-an-attack",
         "designate one of their own Sectors as the origin"),
    "marvel-skirmish/cost-that-cannot-be-paid-is-refused.yaml":
        ("Captain Marvel", "captain-marvel", "marvel-skirmish#playing-a-card", "matching the colors specified by the cost"),
    "marvel-skirmish/card-played-into-an-occupied-slot-is-refused.yaml":
        ("Captain Marvel", "hawkeye", "marvel-skirmish#playing-a-card", "Each slot can hold only one card"),
    "marvel-champions/guard-attack-event-cannot-be-played.yaml":
        ("Spider-Man's play of Swinging Web Kick", "web-kick-1", "marvel-champions#play-a-card-use-an-ability-1",
         "verify that it can be done"),
    "marvel-champions/cost-that-cannot-be-paid-is-refused.yaml":
        ("Spider-Man's play of Web Strike", "web-strike-1", "marvel-champions#rules-reference-initiating-abilities",
         "the cost(s) cannot be paid, abort this process"),
    "marvel-champions/hero-action-event-in-alter-ego-form-is-refused.yaml":
        ("Peter Parker's play of Web Strike", "web-strike", "marvel-champions#rules-reference-ability",
         "can only be used if the player triggering the ability is in the specified form"),
    "marvel-champions/attack-event-at-a-target-not-in-play-is-refused.yaml":
        ("Spider-Man's play of Swinging Web Kick", "web-kick-1", "marvel-champions#rules-reference-initiating-abilities",
         "does not have at least one valid target, it cannot be played"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_api_answers_200_with_the_ruling_and_a_warning_naming_the_refused_play(client, name):
    play, card, rule, quoted = CASES[name]
    response = client.post("/api/adjudicate", (SCENARIOS / name).read_bytes(), content_type="application/yaml")
    assert response.status_code == 200, response.content[:400]
    outcome = response.json()["outcomes"][0]
    assert outcome["expect"] == {"passed": True, "failures": []}
    refused = [w for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert len(refused) == 1 and refused[0]["play"] == play and refused[0]["text"].startswith(play)
    assert not [w for w in outcome["warnings"] if w["kind"] == "did-nothing"]  # the refusal says why, once
    step = outcome["steps"][refused[0]["step"] - 1]
    assert step["text"].startswith(play + " cannot be") and "stays in" in step["text"]
    assert step["rule"] == rule and quoted in step["quote"]
    if name.endswith("occupied-slot-is-refused.yaml"):  # refused, then played into the empty slot
        assert outcome["state"][card]["slot"] == "m1" and outcome["state"]["captain-marvel"]["slot"] == "m2"
    else:
        assert outcome["state"][card]["zone"] == "hand"
