"""The interface every game's timing model implements.

The engine (adjudicator.engine) owns the mechanism: pending work as data, ops,
events, choices, limits. A timing model owns the game's rules: where a
triggered effect goes, which orders the chooser may pick, how damage lands,
who "you" is, when an ability is live. Each hook cites the rulebook section
that states the rule it encodes, as `game#anchor`.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class SiblingChoice:
    """What may come next among an effect's pending children.

    `options` are node keys the chooser may pick from (one is picked, the rest
    wait). `fixed` means the rules decide, not the chooser. `rule` cites why.
    """

    options: tuple
    fixed: bool
    rule: str
    reason: str = ""


class Citation(str):
    """A rule reference `game#anchor`, carrying the sentence of the rulebook it rests on (or None)."""

    quote = None

    def __new__(cls, reference, quote=None):
        value = super().__new__(cls, reference)
        value.quote = quote
        return value


class TimingModel:
    slug = ""
    title = ""
    classes = ()
    classes_needing_on = ()
    extra_ops = {}
    extra_events = {}
    # "deferred": triggered effects wait until the effect that caused them has finished;
    # "immediate": they resolve as soon as the op that caused them is done (a plain stack).
    trigger_mode = "deferred"

    builtin_prefixes = ()  # effect id prefixes of the model's own rule effects, e.g. ("attack",) → attack:CARD

    def check_scenario(self, data, entities, abilities):
        """Game-specific checks of a whole scenario at load time: [(path, message), …]."""
        return []

    def refill_deck(self, res, who):
        """When a hero must draw from an empty deck: the cards that become the deck (default: none)."""
        return []

    def cite(self, anchor, quote=None):
        return Citation(f"{self.slug}#{anchor}", quote)

    # -- hooks the engine calls ------------------------------------------------------------------
    def sibling_choice(self, res, parent, pending):
        """Which of `pending` (node keys, in trigger order) may resolve next."""
        raise NotImplementedError

    def deal_damage(self, res, target, amount, source, critical):
        """Route damage that has been dealt (after damage modifiers)."""
        raise NotImplementedError

    def trigger_home(self, res, node):
        """The node whose pending children a newly triggered effect joins."""
        return res.current

    def you_for(self, res, ability, event):
        """Who "you" is for an ability triggered by `event` (None: not triggered by an event)."""
        raise NotImplementedError

    def is_live(self, res, ability, event):
        """Whether the ability's card is where the ability works, for this event."""
        raise NotImplementedError

    def begin_rule(self, res, node):
        """The rule that says why this effect resolves now (None for the starting effect)."""
        return None

    def effect_ended(self, res, node):
        """Called when an effect has finished its ops, before its children resolve."""

    def run_phase(self, res, node):
        """Drive a phase node (e.g. a Counter/Gambit phase); return a node key to begin, or None when over."""
        return None

    def end_phase(self, res, node):
        """Finish a phase node once nothing more is used in it."""
