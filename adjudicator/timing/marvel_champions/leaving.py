"""Cards leaving play: where a discarded card goes, what a card that leaves play forgets, the cards
attached to it, and the ally limit (a fourth ally entering play makes its player discard one).

Every move of a card from a play area to an out-of-play area passes through `left_play` (the model's
event_happened sees its `moved` event), so a defeat, a discard, a card returned to hand or removed from
the game all forget the card's state the same way (Leaves Play).
"""
from adjudicator.engine.choice import ChoicePoint
from adjudicator.grammar import possessive
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import card_keywords, victory
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES
from adjudicator.timing.marvel_champions.table import REMOVED, in_play
from adjudicator.timing.marvel_champions.windows import next_op_of_the_effect

PLAYER_CARD_TYPES = ("hero", "ally", "event", "resource", "support", "upgrade")  # Card Types: player cards
ALLY_LIMIT = 3
# What a card in play carries that is its state, not its card (Leaves Play: "no memory of its previous
# state"): tokens go back to none, status cards and exhaustion go, an engagement ends.
TOKENS = ("damage", "threat", "acceleration_tokens", "counters")
FLAGS = ("stunned", "confused", "tough", "exhausted")
LINKS = ("engaged", "attached_to")


def discard_pile(res, card):
    """Discard: a player card goes to its owner's discard pile (`discard`, the owner kept), an encounter
    card to the encounter discard pile — an obligation too, though it sits in a player's play area (an
    encounter card type: Obligation). (zone, rule name)."""
    props = res.entities[card]
    if props.get("type") in PLAYER_CARD_TYPES or (props.get("owner") and props.get("type") != "obligation"):
        return "discard", "discard-player-card"
    return "encounter-discard", "discard-encounter-card"


def discard_from_play(res, card):
    """A card in play discarded: to its discard pile (discard_pile), with the step that says which; a
    double-sided card is removed from the game instead (Double-Sided Card)."""
    if victory.to_victory_display(res, card):  # Victory X: instead of a discard pile
        return
    if res.entities[card].get("double_sided"):
        res.step("op", f"{res.name(card)} is double-sided: instead of going to a discard pile it is removed from the "
                       "game", rule=rule(res, "double-sided-removed"))
        res.move(card, REMOVED)
        return
    pile, rule_name = discard_pile(res, card)
    owner = res.entities[card].get("owner")
    where = ("the encounter discard pile" if pile == "encounter-discard" else
             f"{possessive(res.name(owner))} discard pile" if owner else "a player's discard pile (the scenario gives no owner)")
    res.step("op", f"{res.name(card)} is discarded from play to {where}", rule=rule(res, rule_name))
    res.move(card, pile, verb="discarded")


def is_leaving_play(event):
    """Whether a `moved` event takes a card from a play area (no zone is in play) to an out-of-play one."""
    return (event.get("event") == "moved" and (event.get("from") or "play") in PLAY_ZONES
            and (event.get("to") or "play") not in PLAY_ZONES)


def left_play(res, card):
    """Leaves Play: the card forgets its state — its damage and threat tokens, status cards, exhaustion,
    engagement and what it was attached to — and the cards attached to it are discarded."""
    props = res.entities[card]
    forgotten = []
    for prop in TOKENS:
        if isinstance(props.get(prop), int) and not isinstance(props.get(prop), bool) and props[prop]:
            props[prop] = 0
            forgotten.append(prop)
    for prop in FLAGS:
        if props.get(prop):
            props[prop] = False
            forgotten.append(prop)
    for prop in LINKS:
        if props.pop(prop, None) is not None:
            forgotten.append(prop)
    if forgotten:
        res.step("note", f"{res.name(card)} has left play: it keeps no {', '.join(forgotten)} (a new copy of the "
                         "card)", rule=rule(res, "leaves-play-no-memory"))
    # a card attached face down (out of play) goes with it too (a reading: "the attached card is discarded")
    attached = sorted(c for c, p in res.entities.items() if p.get("attached_to") == card
                      and p.get("zone", "play") in PLAY_ZONES)
    for other in attached:
        res.step("note", f"{res.name(other)} was attached to {res.name(card)}, which has left play: it is discarded",
                 rule=rule(res, "leaves-play-attachments"))
        discard_from_play(res, other)


def is_entering_play(event):
    return (event.get("event") == "moved" and (event.get("from") or "play") not in PLAY_ZONES
            and (event.get("to") or "play") in PLAY_ZONES)


def allies_of(res, player):
    """The allies a player controls in play (control.controller_of: its owner unless control changed)."""
    return [c for c, p in res.entities.items() if p.get("type") == "ally" and in_play(res, c)
            and controller_of(res, c) == player]


def check_ally_limit(res, card):
    """Ally Limit: an ally that enters play may take its player beyond three allies; the player then at
    once chooses allies to discard until three are left, before abilities on entering play resolve. The
    choice is an op of its own, next in the effect (before the after window of the entering): a decision
    is made before anything changes in the op that makes it."""
    props = res.entities.get(card, {})
    player = controller_of(res, card)
    if props.get("type") != "ally" or not player or len(allies_of(res, player)) <= ALLY_LIMIT:
        return
    next_op_of_the_effect(res, "ally-limit", {"card": card, "player": player}, ally_limit_step)


def ally_limit_step(res, node, data):
    """Ally Limit: the player chooses an ally they control to discard, and again, until three are left. The
    choice is the player's: every pick is explored (one outcome per ally), the ally that just entered first."""
    card, player = data["card"], data["player"]
    allies = allies_of(res, player)
    while len(allies) > ALLY_LIMIT:
        choosable = card_keywords.discardable(res, allies, player, "allies")  # Permanent: not one of these
        if not choosable:
            break
        options = tuple([card] + [a for a in choosable if a != card] if card in choosable else choosable)
        res.step("phase", f"{res.name(player)} controls {len(allies)} allies, more than the ally limit of "
                          f"{ALLY_LIMIT}: they must choose one to discard at once",
                 rule=rule(res, "ally-limit-discard"))
        at = (res.nodes[res.current].id or res.nodes[res.current].base) if res.current is not None else ""
        point = ChoicePoint("choose", options, tuple(range(len(options))), rule(res, "ally-limit-discard"), at, options)
        pick = options[res.decide(point)]
        res.decisions.append(("choose", f"the ally {res.name(player)} discards: {pick}"))
        res.step("choice", f"{res.name(player)} discards {res.name(pick)}, before abilities on entering play",
                 rule=rule(res, "ally-limit-before"))
        discard_from_play(res, pick)
        allies = allies_of(res, player)
