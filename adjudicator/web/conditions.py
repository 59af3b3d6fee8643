"""A scenario's conditions in a person's words for the pages.

The engine quotes a condition as the author wrote it, in backticks (`plucky-interns.zone == "hand"`); the pages
say it with the entities' names instead ("Plucky Interns' zone is hand"). Anything in backticks that is not an
expression, or uses what this does not know how to say, is left as written.
"""
import re

from adjudicator.expr import Arithmetic, Call, Compare, Count, ExpressionError, InRange, Literal, Logical, Nearest, \
    Negate, Not, Path, compile_expression
from adjudicator.grammar import possessive

QUOTED = re.compile(r"`([^`]+)`")
COMPARISONS = {"==": "is", "!=": "is not", ">=": "is at least", ">": "is more than", "<=": "is at most",
               "<": "is less than"}
ARITHMETIC = {"+": "plus", "-": "minus", "*": "times"}
CALLS = {"min": "the smaller of", "max": "the larger of", "abs": "the size of"}
HEADS = {"this": "this card", "trigger": "the triggering event", "current": "the current hero", "next": "the next hero"}


class Unsaid(Exception):
    """A part of an expression these words do not cover: the condition stays as written."""


def _path(segments, names):
    head, props = segments[0], [s.replace("_", " ") for s in segments[1:]]
    if head == "result" and len(segments) == 2 and segments[1] in names.results:
        return names.results[segments[1]]  # what an op kept, in the game's words (TimingModel.result_words)
    if head == "you":
        said = "you" if not props else "your " + props.pop(0)
    elif head in names.entities:
        said = names.entity(head)
    elif head in HEADS:
        said = HEADS[head]
    else:
        raise Unsaid(head)
    for prop in props:
        said = f"{possessive(said)} {prop}"
    return said


def _value(value, names):
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return names.entities.get(value, value)
    return str(value)


def _entity(ident, names):
    return names.entities.get(ident) or HEADS.get(ident) or ("you" if ident == "you" else ident)


def _filters(filters, names):
    return " and ".join(f"{key.replace('_', ' ')} {_entity(value, names)}" for key, value in filters.items())


def words(node, names):
    """The expression tree `node` in words; raises Unsaid for a part it cannot say."""
    if isinstance(node, Literal):
        return _value(node.value, names)
    if isinstance(node, Path):
        return _path(node.segments, names)
    if isinstance(node, Compare):
        if node.operator == "in":  # "X-MEN" in trigger.card.traits: the list includes the word
            return f"{words(node.right, names)} include {words(node.left, names)}"
        return f"{words(node.left, names)} {COMPARISONS[node.operator]} {words(node.right, names)}"
    if isinstance(node, Logical):
        return f" {node.operator} ".join(words(operand, names) for operand in node.operands)
    if isinstance(node, Not):
        return f"not ({words(node.operand, names)})"
    if isinstance(node, Negate):
        return f"minus {words(node.operand, names)}"
    if isinstance(node, Arithmetic):
        said = words(node.first, names)
        for operator, _, operand in node.rest:
            said += f" {ARITHMETIC[operator]} {words(operand, names)}"
        return said
    if isinstance(node, Count):
        if not node.filters:
            return "the number of entities"
        return "the number of cards with " + _filters(dict(node.filters), names)
    if isinstance(node, Nearest):
        filters = dict(node.filters)
        to = filters.pop("to", None)
        said = "the nearest card" + (" with " + _filters(filters, names) if filters else "")
        return said + (f" to {_entity(to, names)}" if to else "")
    if isinstance(node, InRange):
        return (f"{words(node.first, names)} and {words(node.second, names)} are at most "
                f"{words(node.distance, names)} apart")
    if isinstance(node, Call):
        return f"{CALLS[node.function]} " + " and ".join(words(argument, names) for argument in node.arguments)
    raise Unsaid(type(node).__name__)


def say_conditions(text, names):
    """`text` with each quoted expression said in words, between quotation marks."""
    def replace(found):
        try:
            return f"“{words(compile_expression(found.group(1)).tree, names)}”"
        except (ExpressionError, Unsaid, KeyError):
            return found.group(0)

    return QUOTED.sub(replace, text)
