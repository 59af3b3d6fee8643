"""What an outline means in this game: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the game's timing model, not this module, decides the order).

Marvel: Skirmish! In New York: an immediate effect is the card the parent plays, an attack effect the card
whose attack the parent makes, a permanent effect listens for the parent.
"""
from adjudicator.tools.outline.games import OutlineGame, Tag, leading_name


# -- Marvel: Skirmish! In New York -----------------------------------------------------------------------
class SkirmishOutline(OutlineGame):
    slug = "marvel-skirmish"
    tags = {
        "immediate": Tag("immediate", "its card is played by the line above", "immediate"),
        "attack-effect": Tag("attack-effect", "its card attacked in the line above", "attack-effect"),
        "permanent": Tag("permanent", "a permanent effect that the line above sets off", "about-the-cards"),
    }
    aliases = {"immediate-effect": "immediate", "attack": "attack-effect", "permanent-effect": "permanent"}
    refused = {"one-time": "a one-time effect is used when its player decides, never triggered by another line: "
                           "write it as the first line"}

    def check(self, c):
        for line in c.lines:
            self.refuse_phrases(c, line, ("damage", "defense", "reduction"),
                                "outline mode does not deal {what} in Marvel: Skirmish (cards, slots and health "
                                "live in the editor): write it there")

    def card_name(self, c, line):
        """An immediate or attack effect is its card's own: the card is whom the line is about ("Kang plays
        Leader from the discard pile" is Kang's immediate effect), so "Kang was just placed"."""
        if line.timing in ("immediate", "attack-effect"):
            return leading_name(line.label) or line.label
        return line.label

    def ops_of(self, line):
        ops, told = [], False
        for child in line.children:
            if child.timing == "immediate":
                ops.append({"emit": {"event": "played", "card": child.id}})
            elif child.timing == "attack-effect":
                ops.append({"emit": {"event": "attack_done", "by": child.id}})
            elif not told:
                ops.append({"emit": {"event": f"cause-{line.effect_id}"}})
                told = True
        return ops

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]
        abilities = {}
        for line in rest:
            ability = {"card": line.id, "timing": line.timing, "label": line.label}
            if line.timing == "permanent":
                ability["on"] = {"event": f"cause-{line.parent.effect_id}"}
            ability["do"] = self.ops_of(line)
            abilities[line.id] = ability
        entities = {line.id: {"type": "card", "name": self.card_name(c, line), "zone": "board"} for line in rest}
        return self.assemble(None, entities, abilities, {"label": start.label, "do": self.ops_of(start)},
                             {"order": order} if order is not None else None)


OUTLINE = SkirmishOutline  # registered through the model's `outline_module`
