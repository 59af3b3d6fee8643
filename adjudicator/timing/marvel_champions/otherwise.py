"""“Otherwise”: an effect that resolves only if the one before it could not be resolved at all.

`otherwise: {do: [OPS], else: [OPS]}`: the `do` ops resolve; if not one game occurrence they started
happened (each was refused, found nothing to act on, or was cancelled or replaced), the `else` ops
resolve. What counts as "at least partially resolved" is a reading: an occurrence of the preceding
effect that happened (windows.happen_op counts them, per effect, while an `otherwise` waits).
"""
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.windows import internal, push


def otherwise_op(res, node, args, op) -> None:
    """`otherwise`: resolve `do`, then the check that decides whether `else` resolves."""
    state.ATTEMPTED.set(node, state.ATTEMPTED.get(node) + (0,))
    push(res, node, [*args["do"], internal("_mc_otherwise", orelse=tuple(args["else"]))])


def check_op(res, node, args, op) -> None:
    """The preceding effect has resolved as far as it could: the otherwise effect resolves only if nothing
    of it happened."""
    waiting = state.ATTEMPTED.get(node)
    happened = waiting[-1] if waiting else 0
    state.ATTEMPTED.set(node, waiting[:-1])
    if happened:
        res.step("note", "the preceding effect resolved, at least in part: the “otherwise” effect does not resolve",
                 rule=rule(res, "otherwise"))
        return
    res.step("phase", "the preceding effect could not be resolved at all: the “otherwise” effect resolves",
             rule=rule(res, "otherwise-partial"))
    node.frames.append([args["orelse"], 0])
