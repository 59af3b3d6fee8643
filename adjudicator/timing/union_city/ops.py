"""The ops of Union City Alliance: the shared ops, kept off taken-out heroes (While taken down,
taken_out.py) and off cards underneath another (Face down and underneath cards, underneath.py); an
attached card is not moved itself and `play` can attach one (Glossary, Attached: attached.py); with the city deck's ops of Issue 2+
Exclusive Cards (exclusive.py); `attack` is the Attack an Enemy action (attacks.py), `maneuver` the Maneuver action (maneuvers.py); `set` of `facedown` from true to 0 turns a card face up, which counts as playing it (face_up.py). The game declares no events of its own."""
from adjudicator.timing.union_city import attached, attacks, exclusive, face_up, maneuvers, taken_out, underneath

OP_DEFS = face_up.op_defs(maneuvers.op_defs(attacks.op_defs(attached.op_defs(underneath.op_defs(
    taken_out.OP_DEFS + exclusive.OP_DEFS)))))
