"""The expectations a resolution did not meet, in a person's words for the pages.

The output keeps adjudicator/expect.py's failures as the contract has them (ids, `entity.prop`, Python
reprs: what an author greps for); the pages say them with the effects' labels and the entities' names. A
failure these patterns do not know is shown as it is.
"""
import ast
import re

FAILURES = (  # adjudicator/expect.py's failures, each in a person's words
    (re.compile(r"order: expected (\[.*\]) in this order within the resolution order (\[.*\])"),
     lambda n, wanted, got: f"expected {_effects(n, wanted)} to resolve in this order; here the order is "
                            f"{_effects(n, got)}"),
    (re.compile(r"state: expected ([\w-]+)\.(\w+) = (.*), got (.*)"),
     lambda n, entity, prop, wanted, got: f"expected {n.owner(entity)} {prop.replace('_', ' ')} to be "
                                          f"{_value(n, wanted)}; "
                                          + ("here there is none" if got == "None" else f"here it is {_value(n, got)}")),
    (re.compile(r"not_triggered: (\S+) triggered"),
     lambda n, ability: f"expected {_effect(n, ability)} not to trigger; here it triggered"),
    (re.compile(r"triggered: (\S+) never triggered"),
     lambda n, ability: f"expected {_effect(n, ability)} to trigger; here it never did"),
    (re.compile(r"distinct_outcomes: expected (\d+), got (\d+)"),
     lambda n, wanted, got: f"expected {wanted} distinct outcome{'s' if wanted != '1' else ''}; exploring "
                            f"found {got}"),
    (re.compile(r"no outcome resolves in the order (\[.*\])"),
     lambda n, wanted: f"no outcome resolves {_effects(n, wanted)} in this order"),
)


def _literal(text):
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def _effect(names, ident):
    return names.abilities.get(ident) or names.effect(ident)


def _effects(names, listed):
    value = _literal(listed)
    if not isinstance(value, list):
        return listed
    return ", ".join(f"“{_effect(names, str(e))}”" for e in value if e != "start") or "nothing"


def _value(names, text):
    value = _literal(text)
    return names.value(value) if isinstance(value, (str, bool, list, type(None))) else str(value)


def failure_words(text, names):
    """One of the expectations' failures (the output keeps expect.py's words, ids and all) said with
    labels and names: "case 1: expected Captain Jupiter's damage to be 2; here it is 4"."""
    text = str(text)
    case = re.match(r"(case \d+): (.*)", text, re.S)
    prefix, body = (f"{case.group(1).capitalize()}: ", case.group(2)) if case else ("", text)
    for pattern, say in FAILURES:
        found = pattern.fullmatch(body)
        if found:
            words = say(names, *found.groups())
            return prefix + (words if prefix else words[0].upper() + words[1:])
    return text
