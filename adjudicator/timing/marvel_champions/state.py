"""Every fact the Marvel Champions model keeps during a resolution, declared once with its type.

See adjudicator/timing/facts.py for why: a key typed by hand let a typo read as
"nothing there". The stored keys are unchanged (`mc:…`).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from adjudicator.timing.facts import Fact, FactPer, NodeFact, NodeFactPer


class Gained(NamedTuple):
    """A keyword a card gains for a while: who gave it, to whom, which, until when."""

    key: str
    card: str
    keyword: str
    tag: Any


class Peril(NamedTuple):
    """The peril card being resolved and the player who resolves it alone."""

    card: str
    who: str


# -- about the whole resolution ------------------------------------------------------------------------
COLLECTING = Fact[int | None]("mc:collect", None)        # the occurrence whose when window is collecting triggers
PERIL = Fact[Peril | None]("mc:peril", None)
PHASE = Fact[str]("mc:phase", "player")                  # "player" or "villain"
FIRST_PLAYER = Fact[str | None]("mc:first-player", None)
GAME_OVER = Fact[Any]("mc:game-over", None)              # how the game ended, once it has
GAME_OVER_SAID = Fact[bool]("mc:game-over-said", False)
ATTACKS = Fact[tuple[str, ...]]("mc:attacks", ())        # the attacks under way, innermost last
ACTIVATIONS = Fact[tuple[tuple[str, int], ...]]("mc:activations", ())  # ruleset "1.8": (effect, occurrence) under way
LASTING = Fact[tuple[dict, ...]]("mc:lasting", ())       # lasting effects, each with its `until`
GAINED = Fact[tuple[Gained, ...]]("mc:gained", ())
CANNOT = Fact[tuple[dict, ...]]("mc:cannot", ())         # “cannot” effects (cannot.py): card, function, until
DELAYED = Fact[tuple[dict, ...]]("mc:delayed", ())       # delayed effects waiting for their event
DEALT = Fact[int]("mc:dealt", 0)                         # encounter cards dealt so far
BEING_PLAYED = FactPer[bool]("mc:being-played:", False)
DEFEATING = FactPer[bool]("mc:defeating:", False)
HIT_POINTS_SEEN = FactPer[int | None]("mc:hit-points-seen:", None)  # hit_points_end.check_conditions
FORM_CHANGED = FactPer[bool]("mc:form-changed:", False)
LIMIT_USED = FactPer[int]("mc:limit-used:", 0)           # uses of a limited ability in its period (Limit)
ACTION_LIMITS = Fact[dict]("mc:action-limits", {})        # "use:CARD" -> the period of its action's limit
AMPLIFIED = FactPer[int]("mc:amplified:", 0)             # boost icons a boost card gained from amplify icons
COUNT_OF = FactPer[int]("mc:", 0, "-count")              # how many times a kind of thing happened
ROUND = Fact[int]("mc:round", 0)                         # rounds ended so far (the villain phase's step 7)
PLAYED_IN_ROUND = FactPer[int]("mc:played-in-round:", 0)  # "ROUND:use|play:TITLE" -> copies played/used (Max)
TURNS_TAKEN = Fact[tuple[int, tuple[str, ...]]]("mc:turns-taken", (0, ()))  # (round, players whose turn ended)
SEEN = FactPer[tuple[str, ...]]("mc:seen:", ())         # per player: the hidden cards they have looked at (deck_ops)
SHUFFLED = FactPer[bool]("mc:shuffled:", False)          # per deck ("encounter" or a player): order a stand-in (deck_ops)
DEFEATED_NOW = FactPer[bool]("mc:defeated-now:", False)  # a card a defeat is taking out of play (victory.py)
REMOVED_UNTIL = Fact[tuple]("mc:removed-until", ())  # (card, zone it left, duration tag): a removal that ends
CONTROL_UNTIL = Fact[tuple]("mc:control-until", ())  # (card, taker, duration tag): a control change that ends
HINDER_PUT = FactPer[bool]("mc:hinder-put:", False)  # 1.5-1.7: a card with hinder put into play, not revealed (effects)
REVEALING = Fact[str | None]("mc:revealing", None)  # the card a reveal is moving into play (its hinder is the reveal's)
JUST_ENTERED = FactPer[bool]("mc:entered-unengaged:", False)  # a teamwork minion entered, not yet engaged (teamwork.py)

# -- about one effect ------------------------------------------------------------------------------------
OCCURRENCE = NodeFact[int | None]("mc:occ", None)        # the occurrence whose window triggered this effect
WINDOW = NodeFact[str | None]("mc:window", None)         # "when" or "after"
LEVEL = NodeFact[int]("mc:level", 9)                     # its priority within the window (rules.WHEN_LEVELS)
FROM_HAND = NodeFact[bool]("mc:from-hand", False)
RECORDS_MADE = NodeFact[int]("mc:n", 0)
RECORD = NodeFactPer[dict | None]("mc:", None)           # occurrence N's record, `mc:N`
SURGES = NodeFact[tuple[str, ...]]("mc:surges", ())
AND_ABLE = NodeFact[tuple]("mc:and-able", ())  # an `and`'s parts that can happen, between check and record (conjunction.py)
ATTEMPTED = NodeFact[tuple[int, ...]]("mc:attempted", ())  # per `otherwise` waiting: occurrences that happened
THEN_TALLY = NodeFact[tuple[tuple[int, int], ...]]("mc:then", ())  # per `then` waiting: (started, happened)
# per `this_way` waiting: what its `do` did, (card, boost icons on it, amount) per event (this_way.py)
THIS_WAY = NodeFact[tuple[tuple[tuple[Any, int, int], ...], ...]]("mc:this-way", ())
# per `take_damage` cost waiting: (the character taking it, the damage it has taken so far) (cost_damage.py)
COST_TAKEN = NodeFact[tuple[tuple[str, int], ...]]("mc:cost-taken", ())
NO_CONSEQUENTIAL = NodeFactPer[bool]("mc:no-consequential:", False)
# the cards whose text a play or use is resolving in this effect, innermost last (Permanent: whose ability it is)
TEXT_OF = NodeFact[tuple[str, ...]]("mc:text-of", ())
# per play or use whose text resolves in this effect, innermost last: the effect's "you" before it (its player's
# while the text resolves: You, Your), given back when the text ends (sequences.text_ends_step)
TEXT_YOU = NodeFact[tuple[str | None, ...]]("mc:text-you", ())

def place(node: Any, occurrence: int | None, window: str, level: int, from_hand: bool | None = None) -> None:
    """Where a triggered effect waits: the occurrence whose window it answers (None once that has gone),
    the window and its priority, and for a card's ability whether it was used from the hand."""
    OCCURRENCE.set(node, occurrence)
    WINDOW.set(node, window)
    LEVEL.set(node, level)
    if from_hand is not None:
        FROM_HAND.set(node, from_hand)
