"""The edges of `flip` (Double-Sided Card) and `this_way` (what the text before "this way" did), and the `may` op
written without `pick` (the card reader writes it so); the fixtures flip-a-double-sided-card-to-its-other-side.yaml
and this-way-is-what-the-preceding-text-did.yaml prove the entries."""
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, log, mark, resolve, table, text_index


def test_a_card_out_of_play_is_not_flipped():
    entities = table(plot={"type": "side-scheme", "name": "Plot", "zone": "encounter-discard", "threat": 0,
                           "double_sided": True})
    answers = {"flips": ability("response", {"event": "flipped", "card": "plot"}, [mark(1)])}
    outcome = resolve(doc(entities, answers, [{"flip": "plot"}]))
    assert text_index(outcome, "Plot is not in play: nothing is flipped") >= 0
    assert log(outcome) == 0 and "side" not in outcome["state"]["plot"]


def test_a_replaced_discard_did_nothing_this_way():
    # Replacement Effect: the discard does not happen, its replacement is another occurrence; neither is this way's
    entities = table(rocket={"type": "attachment", "name": "Rocket", "zone": "play", "attached_to": "rhino",
                             "boost_icons": 2})
    swap = {"swap": ability("would-interrupt", {"event": "discarded", "card": "rocket"},
                            [{"replace": {"do": [{"exhaust": "black-cat"}]}}])}
    do = [{"this_way": {"do": [{"discard": "rocket"}],
                        "then": [{"if": {"cond": "result.this_way == 0", "then": [mark(1)]}}]}}]
    outcome = resolve(doc(entities, swap, do))
    assert outcome["state"]["rocket"].get("zone", "play") == "play"
    assert outcome["state"]["black-cat"]["exhausted"] is True
    assert log(outcome) == 1


def test_this_way_counts_damage_amounts_and_nests():
    do = [{"this_way": {"do": [{"deal_damage": {"to": ["rhino", "hydra-soldier"], "amount": 1}}],
                        "then": [{"this_way": {"do": [{"exhaust": "black-cat"}],
                                               "then": [{"set": {"target": "ledger", "prop": "log",
                                                                 "value": "result.this_way"}}]}},
                                 ]}}]
    outcome = resolve(doc(table(), {}, do + [mark(0)]))
    assert text_index(outcome, "done this way: 1 card (Black Cat)") >= 0
    assert text_index(outcome, "done this way: 2 cards (Rhino, Hydra Soldier), 0 boost icons on them, amounts 2") >= 0
    assert log(outcome) == 10


def test_may_without_pick_resolves_the_text():
    # May: the option to resolve the text; `pick` defaults to resolve (docs/ops-marvel-champions.md)
    outcome = resolve(doc(table(), {}, [{"may": {"do": [mark(1)]}}]))
    assert log(outcome) == 1
