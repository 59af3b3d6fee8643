"""“Then”: the text after it resolves only if the text before it fully resolved.

`then: {do: [OPS], then: [OPS]}`: the `do` ops resolve; the `then` ops resolve only if every game
occurrence `do` started happened in full (none was refused, found nothing to act on, or was cancelled,
replaced or stopped in its when window; damage to several, one of them out of play, happens only in part, and so
does one short of its amount: windows.fell_short, a reading). "Resolved" is the same reading as `otherwise`'s (otherwise.py): an
occurrence of the effect itself that happened; `set` and `say` are no occurrence and never fall short.
windows.count_for_then keeps the tally (from occ_op and happen_op), per effect, while a `then` waits.
"""
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions.windows import internal, push


def then_op(res, node, args, op) -> None:
    """`then`: resolve `do`, then the check that decides whether the post-“then” ops resolve."""
    state.THEN_TALLY.set(node, state.THEN_TALLY.get(node) + ((0, 0),))
    push(res, node, [*args["do"], internal("_mc_then", after=tuple(args["then"]))])


def check_op(res, node, args, op) -> None:
    """The pre-“then” text has resolved as far as it could: the rest resolves only if all of it did."""
    waiting = state.THEN_TALLY.get(node)
    started, done = waiting[-1] if waiting else (0, 0)
    state.THEN_TALLY.set(node, waiting[:-1])
    if done < started:
        res.step("note", f"the text before “then” did not fully resolve ({started - done} of its {started} "
                         "parts did not happen): the text after it does not attempt to resolve",
                 rule=rule(res, "then-not"))
        return
    res.step("phase", "the text before “then” fully resolved: the text after it resolves",
             rule=rule(res, "then"))
    node.frames.append([args["after"], 0])
