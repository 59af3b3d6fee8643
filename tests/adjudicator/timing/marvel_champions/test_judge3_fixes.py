"""Two defects an outside judge found (issue 23): a played card's own text is that card's ability (Permanent:
"except by card abilities in the same set"), and a refused use says where the card really is."""
from tests.adjudicator.timing.marvel_champions.builders import doc, resolve, table


def _wings(**shed):
    return table(wings={"type": "support", "name": "Wings", "owner": "spider-man", "zone": "play",
                        "keywords": ["permanent"], "card_set": "spider-man"},
                 shed={"type": "event", "name": "Shed", "owner": "spider-man", "zone": "hand", **shed})


def test_a_played_card_of_the_permanent_cards_set_makes_it_leave_play():
    outcome = resolve(doc(_wings(card_set="spider-man"), {},
                          [{"play_card": {"card": "shed", "do": [{"discard": {"card": "wings"}}]}}]))
    assert outcome["state"]["wings"]["zone"] == "discard"
    assert not [w for w in outcome["warnings"] if w["kind"] == "refused-play"]


def test_a_played_card_of_another_set_does_not():
    outcome = resolve(doc(_wings(card_set="rhino"), {},
                          [{"play_card": {"card": "shed", "do": [{"discard": {"card": "wings"}}]}}]))
    assert outcome["state"]["wings"]["zone"] == "play"
    refused = [w["text"] for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert refused and "Shed is not a card of its set" in refused[0]


def test_after_the_text_the_start_is_no_cards_ability():
    outcome = resolve(doc(_wings(card_set="spider-man"), {},
                          [{"play_card": {"card": "shed", "do": [{"say": "nothing"}]}},
                           {"discard": {"card": "wings"}}]))
    assert outcome["state"]["wings"]["zone"] == "play"


def test_a_refused_use_of_a_card_out_of_play_says_where_it_is():
    entities = table(kit={"type": "support", "name": "Kit", "owner": "spider-man", "zone": "discard"})
    outcome = resolve(doc(entities, {}, [{"use_ability": {"card": "kit", "do": [{"say": "used"}]}}]))
    refused = [w["text"] for w in outcome["warnings"] if w["kind"] == "refused-play"]
    assert refused and "stays where it is (discard)" in refused[0] and "stays in play" not in refused[0]


def _bomb_scare(zone):
    return table(bomb_scare={"type": "side-scheme", "name": "Bomb Scare", "zone": zone, "threat": 0,
                             "keywords": ["hinder 2"], "position": 1})


def test_hinder_threat_on_a_card_put_into_play_without_a_reveal():
    """Hinder X (1.8): "A card with the hinder X keyword enters play with X threat on it": any entering."""
    outcome = resolve(doc(_bomb_scare("set-aside"), {}, [{"move": {"card": "bomb-scare", "to": "play"}}]))
    assert outcome["state"]["bomb-scare"]["threat"] == 2


def test_hinder_threat_on_a_revealed_card_is_placed_once():
    outcome = resolve(doc(_bomb_scare("encounter-deck"), {}, [{"reveal": {"who": "spider-man"}}]))
    assert outcome["state"]["bomb-scare"]["threat"] == 2


def test_hinder_on_a_card_put_into_play_under_1_5_places_its_threat_as_a_stated_reading():
    # 1.5's Hinder X entry: "When a card with the hinder X keyword enters play, place X threat on that card"
    # (its Keywords summary says "reveals"); the step says the reading (mcgapsC, docs/rulings.md)
    outcome = resolve(doc(_bomb_scare("set-aside"), {}, [{"move": {"card": "bomb-scare", "to": "play"}}],
                          ruleset="1.5"))
    assert outcome["state"]["bomb-scare"]["threat"] == 2
    assert any("hinder" in s["text"].lower() and "a reading" in s["text"] for s in outcome["steps"])
