"""What an outline means on the plain stack: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the stack's timing, not this module, decides the order).

A Union City Alliance outline read on the plain stack: every line that something above it causes becomes a
`triggered` ability waiting for its own event, the stack's one class (timing/stack/rules.py).
"""
from adjudicator.timing.union_city.tools.outline import UnionCityOutline
from adjudicator.tools.outline.games import Tag

NO_STACK_PHASE = ("the plain stack has no Counter/Gambit phase (a rule of Union City Alliance): a {tag} is "
                  "used in one, so it has no line on the stack")


class StackOutline(UnionCityOutline):
    """A Union City Alliance outline read on the plain stack: every line that something above it causes
    becomes a `triggered` ability waiting for its own event, the stack's one class (timing/stack/rules.py)."""
    slug = "stack"
    tags = dict(UnionCityOutline.tags, triggered=Tag("triggered", "the same as no tag on the plain stack",
                                                     "when-effects"))
    by_event = ("when", "phase-start", "phase-end", "triggered", "alert", "rally", "debut", "defeat", "overcome")
    refused = dict(UnionCityOutline.refused,
                   counter=NO_STACK_PHASE.format(tag="counter"), gambit=NO_STACK_PHASE.format(tag="gambit"),
                   first="the plain stack has no \"first\" effects (a rule of Union City Alliance): every effect "
                         "resolves after the one that caused it has begun")

    def ability_of(self, c, line):
        ability = super().ability_of(c, line)
        ability["timing"] = "triggered"
        ability["zones"] = [self.card_of(c, line)["zone"]]  # its card works where the outline puts it (an alert's: the hand)
        return ability


OUTLINE = StackOutline  # registered through the model's `outline_module`
