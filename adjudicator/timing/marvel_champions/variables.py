"""X: a non-numerical variable a card ability defines ("take X damage, where X is the number of allies you control").

`where_x: {is: AMOUNT, do: [OPS]}`. Non-Numerical Variable: "If a non-numerical variable is defined to have a
numerical value (such as a card ability assigning a value to ‘X’), treat that variable as the defined value." The
amount is evaluated once, as the op resolves, and kept as `result.x` for the `do` ops: a reading, as the entry's bullet
fixes X for costs ("the value of X is defined by card ability or player choice, after which the amount paid may be
modified by effects without changing the value of X") and says nothing of when X is defined in an effect. An amount
the `do` ops deal with X may be modified (prevented, reduced) without changing X.
"""
from __future__ import annotations

from adjudicator.engine.opdefs import amount_of
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.windows import push


def where_x_op(res, node, args, op) -> None:
    """`where_x`: X takes the value the card defines, now; then the ops that use it (`result.x`)."""
    value = amount_of(res, node, args["is"], op, "is")
    node.locals["x"] = value
    source = getattr(args["is"], "source", args["is"])
    res.step("note", f"X is {value} (`{source}`), the value the card defines: `result.x` in what follows",
             rule=rule(res, "x-defined"))
    push(res, node, list(args["do"]))
