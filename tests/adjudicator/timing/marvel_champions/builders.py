"""Building blocks for Marvel Champions scenarios in tests: a table, abilities, and a ledger that
records the order in which effects ran (each appends its digit to `ledger.log`)."""
from tests.adjudicator.conftest import only, run, scenario

GAME = "marvel-champions"


def table(**more):
    """Spider-Man (hero form) against Rhino, with Black Cat, a Hydra Soldier, a main scheme and a ledger."""
    entities = {
        "spider-man": {"type": "hero", "name": "Spider-Man", "form": "hero", "hp": 10, "atk": 2, "thw": 1,
                       "rec": 3, "def": 1},
        "black-cat": {"type": "ally", "name": "Black Cat", "owner": "spider-man", "zone": "play", "hp": 3,
                      "atk": 1, "thw": 1, "def": 1, "atk_consequential": 1, "thw_consequential": 1},
        "rhino": {"type": "villain", "name": "Rhino", "zone": "play", "hp": 14, "atk": 2, "sch": 1},
        "hydra-soldier": {"type": "minion", "name": "Hydra Soldier", "zone": "play", "engaged": "spider-man",
                          "hp": 2, "atk": 1, "sch": 1},
        "the-break-in": {"type": "main-scheme", "name": "The Break-In!", "zone": "play", "threat": 2,
                         "threat_limit": 12},
        "ledger": {"type": "support", "zone": "play", "owner": "spider-man", "log": 0},
    }
    for key, value in more.items():
        entities[key.replace("_", "-")] = value
    return entities


def mark(digit):
    """An op recording that this effect ran: the ledger's log gains the digit at its end."""
    return {"set": {"target": "ledger", "prop": "log", "value": f"ledger.log * 10 + {digit}"}}


def ability(timing, on=None, do=(), card="ledger", **more):
    spec = {"card": card, "timing": timing, "do": list(do) or [{"say": timing}], **more}
    if on is not None:
        spec["on"] = on
    return spec


def doc(entities, abilities=None, do=(), players=("spider-man",), **more):
    """The scenario; the ledger keeps its `log` only where an ability or the start writes it (a property no
    op reads or writes is refused: Marvel Champions' entity properties are a closed list)."""
    if "ledger.log" not in repr((abilities, list(do))) and "log" in entities.get("ledger", {}):
        entities = {**entities, "ledger": {k: v for k, v in entities["ledger"].items() if k != "log"}}
    return scenario(entities, abilities or {}, {"label": "start", "do": list(do)}, game=GAME,
                    players=list(players), **more)


def resolve(document, **kw):
    return only(run(document, **kw))


def log(outcome):
    return outcome["state"]["ledger"].get("log", 0)


def steps_of(outcome, kind=None):
    return [s for s in outcome["steps"] if kind is None or s["kind"] == kind]


def first(outcome, predicate):
    """Index of the first step matching `predicate` (AssertionError if none)."""
    for i, step in enumerate(outcome["steps"]):
        if predicate(step):
            return i
    raise AssertionError("no such step")


def text_index(outcome, fragment, kind=None):
    return first(outcome, lambda s: fragment in s["text"] and (kind is None or s["kind"] == kind))


def rule_of(outcome, fragment, kind=None):
    return outcome["steps"][text_index(outcome, fragment, kind)]["rule"]


__all__ = ["GAME", "table", "mark", "ability", "doc", "resolve", "log", "steps_of", "first", "text_index",
           "rule_of", "run", "only"]
