"""Defeat: "if a side scheme has no threat on it, it is defeated" — for a side scheme left with no threat
otherwise than by threat removed from it or moved off it (happenings.RemoveThreat and PlaceThreat check those):
one that enters play with none (revealed, or put into play by a card), and one whose threat an ability sets to 0.

The rule states a condition, as hit points do (Defeat puts the two in one sentence). When a side scheme entering
play is checked, the text leaves open: it "enters play with an amount of threat on it equal to the card’s
starting threat value", hinder X places X threat on it "when [it] enters play", and revealing it is resolving it
"including any keywords and “When Revealed” effects" (Reveal). So it is checked once its entering is over — its
reveal closed (keywords, When Revealed abilities and the responses to the reveal, the moment surge also waits
for: "Complete the process of resolving the original card"), or the move that put it into play closed (its
hinder, placed in that move's after window, and the responses): a reading, and each step says so.
"""
from adjudicator.grammar import possessive
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import schedule

ANCHORS = ("side-scheme-defeated", "side-scheme-defeated", "occurrence-after")


def _empty(res, card) -> bool:
    props = res.entities.get(card, {})
    return (props.get("type") == "side-scheme" and in_play(res, card) and number(props, "threat") <= 0
            and not state.DEFEATING.get(res, card))


def _defeat(res, node, card, says) -> None:
    state.DEFEATING.set(res, card, True)
    res.step("note", says, rule=res.model.rules["side-scheme-no-threat"])
    res.step("note", f"{res.name(card)} has no threat on it: defeated", rule=res.model.rules["side-scheme-defeated"])
    schedule(res, node, "defeat", {"target": card, "by": None}, anchors=ANCHORS)


def after_reveal(res, node, card) -> None:
    """A revealed side scheme with no threat on it once its reveal has closed is defeated (a reading)."""
    if _empty(res, card):
        _defeat(res, node, card, f"{res.name(card)} has been revealed and resolved — its keywords, its When Revealed "
                                 "abilities and the responses to its reveal — and has no threat on it (a reading: a "
                                 "side scheme is checked once the card has resolved, since revealing it resolves it "
                                 "“including any keywords and ‘When Revealed’ effects” (Reveal), and hinder places its threat "
                                 "as it enters play; the moment surge waits for)")


def after_entering(res, node, events) -> None:
    """A side scheme a card put into play with no threat on it, once the move has closed, is defeated (a reading)."""
    for event in events:
        card = event.get("card")
        if _empty(res, card):
            _defeat(res, node, card, f"{res.name(card)} has entered play, put into play by a card — its hinder, if "
                                     "any, and the responses to its entering resolved — and has no threat on it (a "
                                     "reading: a side scheme is checked once its entering is over, as hinder places "
                                     "its threat “when [it] enters play”)")


def set_op(res, node, args, op):
    """`set`, and a side scheme in play whose threat it sets to 0 (no threat removed: nothing answers a removal) is
    defeated, as the condition now holds (Defeat)."""
    had = {card: number(props, "threat") for card, props in res.entities.items()
           if args.get("prop") == "threat" and props.get("type") == "side-scheme" and in_play(res, card)}
    BUILTIN["set"].run(res, node, args, op)
    for card, threat in had.items():
        if threat > 0 and _empty(res, card):
            _defeat(res, node, card, f"{possessive(res.name(card))} threat is set to "
                                     f"{number(res.entities[card], 'threat')}: there is no threat on it (no threat "
                                     "is removed, and the rule states a condition, not a way of losing the threat)")
