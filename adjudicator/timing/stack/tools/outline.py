"""What an outline means in this game: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the game's timing model, not this module, decides the order).

The plain stack: Union City Alliance's outline, with the stack's own `triggered` tag.
"""
from adjudicator.tools.outline.games import Tag
from adjudicator.timing.union_city.tools.outline import UnionCityOutline


class StackOutline(UnionCityOutline):
    slug = "stack"
    tags = dict(UnionCityOutline.tags, triggered=Tag("triggered", "the same as no tag on the plain stack",
                                                     "when-effects"))


OUTLINE = StackOutline  # registered through the model's `outline_module`
