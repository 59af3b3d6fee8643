"""A plain last-in-first-out stack, for comparison with the games' own timing.

Everything a card does when something happens is a "triggered" effect that
interrupts the effect that caused it: it resolves as soon as the op that
caused it is done, the most recent trigger first — the "incorrect way to play"
the Union City Alliance rulebook warns about in its Black Flag example.
"""
from adjudicator.scenario.model import Pattern
from adjudicator.timing.base import SiblingChoice
from adjudicator.timing.stack.rules import RULES, STACK_RULE
from adjudicator.timing.union_city.model import UnionCityAlliance


class PlainStack(UnionCityAlliance):
    slug = "stack"
    title = "Plain stack (last in, first out)"
    classes = ("triggered",) + UnionCityAlliance.classes
    classes_needing_on = ("triggered", "when", "phase-start", "phase-end")
    trigger_mode = "immediate"
    rulebooks = ()
    cardtext_module = ""  # no card-text words of its own
    outline_module = "tools.outline"  # outlines on a plain stack (tools/outline.py)
    examples_file = ""  # none of its own: comparisons use the game's
    lessons_file = ""  # no walk of its own (Union City Alliance's is not the plain stack's)
    rule_sentences = RULES

    def accepts_ability(self, ability):
        """Any game's ability with an event pattern (or a when-defeated one) triggers here as a
        `triggered` ability (see _matches)."""
        return ability.timing in self.classes or isinstance(ability.on, Pattern) or ability.timing == "when-defeated"

    def _matches(self, res, ability, event):
        """`triggered` abilities, and any other game's class with an event pattern, trigger on their event."""
        if ability.timing == "triggered" or (ability.timing not in UnionCityAlliance.classes
                                             and isinstance(ability.on, Pattern)):
            return STACK_RULE if ability.on is not None and ability.on.event == event["event"] else None
        if ability.timing == "when-defeated" and event["event"] == "defeated" and event.get("target") == ability.card:
            return STACK_RULE
        rule = super()._matches(res, ability, event)
        return STACK_RULE if rule else None

    def trigger_text(self, res, ability, home):
        return f"{ability.label} triggers and interrupts {res.nodes[home].label}: it resolves now, before the rest of it"

    def sibling_choice(self, res, parent, pending):
        """Simultaneous triggers: the last one put on the stack resolves first."""
        return SiblingChoice((pending[-1],), True, STACK_RULE)

    def effect_ended(self, res, node):
        """No waiting for the effect to end: nothing to re-check."""

    def trigger_home(self, res, current):
        return current
