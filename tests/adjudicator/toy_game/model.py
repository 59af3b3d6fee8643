"""Tug of War timing: reactions wait for the effect that caused them, then go first come, first served."""
from adjudicator.engine.patterns import fields_match
from adjudicator.timing.base import SiblingChoice, TimingModel
from tests.adjudicator.toy_game.ops import OP_DEFS, PULLED
from tests.adjudicator.toy_game.rules import ABSENT, RULES


class TugOfWar(TimingModel):
    slug = "tug-of-war"
    title = "Tug of War"
    classes = ("reaction",)
    classes_needing_on = ("reaction",)
    numeric_props = frozenset({"mark"})
    rule_sentences = RULES
    absent_rules = ABSENT
    op_defs = OP_DEFS
    event_defs = (PULLED,)
    examples_file = "examples.yaml"  # what the tools show first (beside this file)
    outline_module = "tools.outline"  # outline mode's tags (tools/outline.py)
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)

    def event_happened(self, res, event):
        """Reactions: a reaction whose pattern matches the event waits for the effect that caused it."""
        for ability in res.scenario.abilities.values():
            you = self.you_for(res, ability, event)
            if ability.on.event == event["event"] and fields_match(res, ability.on.fields, event, ability.card, you):
                self.add_trigger(res, ability, you, event, self.rules["reactions"])

    def sibling_choice(self, res, parent, pending):
        """Reactions triggered at the same time resolve in the order they were triggered."""
        return SiblingChoice((pending[0],), True, self.rules["same-time"])
