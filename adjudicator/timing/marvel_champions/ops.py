"""The Marvel Champions ops: each reader (readers.py), handler and what it emits, together.

A scenario's ops are the flowchart's sequences (sequences.py: playing a card, a
basic power, the player phase; villain.py: an enemy activation, the villain
phase) and the shared ops given their when windows; the internal ops run the
windows themselves (windows.py). Documented in docs/ops-marvel-champions.md.
"""
from adjudicator.engine import events as ev
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef
from adjudicator.timing.marvel_champions import sequences, villain, windows
from adjudicator.timing.marvel_champions.readers import READERS

# Events the Marvel Champions ops and occurrences emit, with their fields (for ability patterns).
EVENTS = tuple(EventDef(name, fields) for name, fields in {
    "attacks": ("by", "target"),
    "schemes": ("by", "target"),
    "thwarts": ("by", "target"),
    "recovers": ("by",),
    "defends": ("by", "target"),
    "threat_placed": ("target", "amount", "by"),
    "threat_removed": ("target", "amount", "by"),
    "scheme_completed": ("target",),
    "stage_advanced": ("card", "stage"),
    "exhausted": ("card",),
    "readied": ("card",),
    "boost_dealt": ("card", "by"),
    "boost_flipped": ("card", "by", "amount"),
    "encounter_dealt": ("card", "who"),
    "revealed": ("card", "who"),
    "used": ("card", "who"),
    "form_changed": ("who", "form"),
}.items())
_E = {event.name: event for event in EVENTS}

STEPS = {**sequences.STEPS, **villain.STEPS}


def step_op(res, node, args, op):
    """A step of a sequence, run when its turn comes (unless the game is over)."""
    if not windows.game_is_over(res):
        STEPS[args["step"]](res, node, args["data"])


def _with_windows(name, handler):
    """A shared op whose reading is the built-in one, run as an occurrence with its windows."""
    return OpDef(name, BUILTIN[name].read, handler, BUILTIN[name].emits)


OP_DEFS = (
    OpDef("occur", READERS["occur"], sequences.occur),
    OpDef("cancel", READERS["cancel"], windows.cancel_op),
    OpDef("exhaust", READERS["exhaust"], sequences.card_occurrence("exhaust"), (_E["exhausted"],)),
    OpDef("ready", READERS["ready"], sequences.card_occurrence("ready"), (_E["readied"],)),
    OpDef("place_threat", READERS["place_threat"], sequences.threat_occurrence("place-threat"),
          (_E["threat_placed"],)),
    OpDef("remove_threat", READERS["remove_threat"], sequences.threat_occurrence("remove-threat"),
          (_E["threat_removed"],)),
    OpDef("play_card", READERS["play_card"], sequences.play_card, (ev.MOVED, ev.PLAYED)),
    OpDef("use_ability", READERS["use_ability"], sequences.use_ability, (_E["used"],)),
    OpDef("basic_power", READERS["basic_power"], sequences.basic_power),
    OpDef("activate", READERS["activate"], villain.activate),
    OpDef("villain_phase", READERS["villain_phase"], villain.villain_phase),
    OpDef("change_form", READERS["change_form"], sequences.change_form, (_E["form_changed"],)),
    OpDef("end_player_phase", READERS["end_player_phase"], sequences.end_player_phase),
    # the shared ops that change the game, given their when windows
    _with_windows("emit", sequences.emit_with_windows),
    _with_windows("heal", sequences.heal_with_windows),
    _with_windows("discard", sequences.verb_with_windows),
    _with_windows("dismiss", sequences.verb_with_windows),
    _with_windows("trash", sequences.verb_with_windows),
    _with_windows("destroy", sequences.verb_with_windows),
    _with_windows("draw", sequences.draw_with_windows),
    _with_windows("move", sequences.move_with_windows),
    # internal ops (never written in a scenario)
    OpDef("_mc_mark", None, windows.mark_op),
    OpDef("_mc_occ", None, windows.occ_op),
    OpDef("_mc_open", None, windows.open_op),
    OpDef("_mc_level", None, windows.level_op),
    OpDef("_mc_happen", None, windows.happen_op),
    OpDef("_mc_close", None, windows.close_op),
    OpDef("_mc_status", None, windows.status_op),
    OpDef("_mc_step", None, step_op),
)
