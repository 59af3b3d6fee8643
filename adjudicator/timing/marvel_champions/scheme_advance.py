"""The main scheme advanced by a card ability, not by its threat (Main Scheme): "If the main scheme advances
other than through having threat on it equal to or greater than its target threat value, that main scheme is
not considered completed."

`advance_scheme: {scheme}` is an occurrence with its windows (`stage_advanced`): the advance's steps as when
threat advances it (happenings.PlaceThreat: the next stage's threat and target, acceleration tokens kept,
the cards attached discarded, then side A's and side B's When Revealed: stage_sides.py), but the stage is
not completed: no `scheme_completed`, and at the last stage the villain does not win.
"""
from adjudicator.engine.opdefs import entity_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.happenings import Happening
from adjudicator.timing.marvel_champions.stages import discard_attachments_of_the_stage, turn_to_next_stage
from adjudicator.timing.marvel_champions.stage_sides import sides_revealed
from adjudicator.timing.marvel_champions.table import in_play, number
from adjudicator.timing.marvel_champions.windows import game_is_over, schedule


def advance_scheme(res, node, args, op) -> None:
    """`advance_scheme: {scheme}`: a card advances the main scheme; at its last stage there is no stage to
    advance to, and since it is not completed the villain does not win (a reading, said in the step)."""
    if game_is_over(res):
        return
    scheme = entity_of(res, node, args["scheme"], "scheme", op)
    props = res.entities[scheme]
    if props.get("type") != "main-scheme" or not in_play(res, scheme):
        res.step("note", f"{res.name(scheme)} is not a main scheme in play: nothing advances",
                 rule=rule(res, "advance-not-completed"))
        return
    stage, stages = number(props, "stage", 1), number(props, "stages", 1)
    if stage >= stages:
        res.step("note", f"{res.name(scheme)} is at its last stage ({stage} of {stages}): no stage follows, and an "
                         "advance other than by its threat does not complete it, so the villain does not win; it "
                         "stays as it is (a reading: the entry says only that it is not completed)",
                 rule=rule(res, "advance-not-completed"))
        return
    schedule(res, node, "scheme-advance", {"scheme": scheme})


class SchemeAdvance(Happening):
    """The main scheme deck advances because a card says so: not completed."""

    def check(self, res, node, data):
        return None if in_play(res, data["scheme"]) else f"{res.name(data['scheme'])} is not in play: nothing advances"

    def events(self, res, node, data):
        stage = number(res.entities[data["scheme"]], "stage", 1)
        return ({"event": "stage_advanced", "card": data["scheme"], "stage": stage + 1},)

    def label(self, res, data):
        return f"{res.name(data['scheme'])} advances"

    def happen(self, res, node, n, rec):
        scheme = rec["data"]["scheme"]
        stage = turn_to_next_stage(res.entities[scheme])
        res.step("phase", f"{res.name(scheme)} advances to stage {stage} because a card says so, not through its "
                          "threat: it is not completed; the new stage starts with its own threat, and acceleration "
                          "tokens stay", rule=rule(res, "advance-not-completed"))
        res.emit(dict(rec["when"][0]))
        return discard_attachments_of_the_stage(res, scheme) + sides_revealed(scheme, stage)


KINDS = {"scheme-advance": SchemeAdvance()}
