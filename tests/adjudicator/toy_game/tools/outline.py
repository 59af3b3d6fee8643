"""Tug of War in outline mode: the first line is what happens; each line under a line reacts to it."""
from adjudicator.tools.outline.games import OutlineGame, Tag


class TugOfWarOutline(OutlineGame):
    slug = "tug-of-war"
    tags = {"reaction": Tag("reaction", "reacts to the line above, once that line's effect has finished",
                            "reactions")}
    untagged = "reaction"
    player_type = "player"

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]

        def cause(line):  # the event the lines under a line wait for (linking_events names it)
            return [{"emit": {"event": f"cause-{line.effect_id}"}}] if line.children else []

        entities = {line.id: {"type": "card", "name": line.label, "zone": "play"} for line in rest}
        abilities = {line.id: {"card": line.id, "timing": "reaction", "label": line.label,
                               "on": {"event": f"cause-{line.parent.effect_id}"}, "do": cause(line)}
                     for line in rest}
        return self.assemble(None, entities, abilities, {"label": start.label, "do": cause(start)},
                             {"order": order} if order is not None else None)


OUTLINE = TugOfWarOutline
