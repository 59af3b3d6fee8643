"""Predict mode's "Where does X go?" and "How much damage does X take?" questions, from the `changes` of an
outcome's steps (how the alternatives and the deciding rule are chosen: predict.py)."""
import re

KIND_ZONE = "zone"
KIND_DAMAGE = "damage"
MAX_ALTERNATIVES = 4
STOPS = ("begin", "end", "trigger", "choice")  # the deciding rule is never looked for past these
# an amount of damage a step states: "3 damage", "4 additional damage", "6 dealt", "1 before modifiers",
# "is 2 (" (a modifier's result), "7 left to take"
SAID_DAMAGE = re.compile(r"\b(\d+) (?:(?:critical|additional|undefended|excess|more|unprevented) )*(?:damage|dealt)\b"
                         r"|\b(\d+) before modifiers\b|\bis (\d+) \(|\b(\d+) left to take\b")
SAID_DEFENSE = re.compile(r"\b(\d+) defense\b")  # "3 dealt, 1 defense, 3 left to take"
PREVENTING = re.compile(r"\b(?:prevent\w*|tough\w*|defen[cs]e\w*)\b", re.IGNORECASE)


def change_questions(outcome: dict, questions: list, skipped: list) -> None:
    """Add a zone question per card move and a damage question per damage taken that a rule decides."""
    steps = outcome.get("steps") or []
    state = outcome.get("state") or {}
    zones = _zones_seen(steps, state)
    last_move = {}   # entity -> (before, after) of its latest zone change
    for index, step in enumerate(steps):
        zone_asked = False
        for change in step.get("changes") or []:
            entity, prop = change.get("entity"), change.get("prop")
            before, after = change.get("before"), change.get("after")
            if prop == "zone" and isinstance(after, str) and before != after:
                repeated = last_move.get(entity) == (before, after)
                last_move[entity] = (before, after)
                if repeated or zone_asked or index == 0:
                    continue  # a verb event repeating the move; one card per step; nothing shown yet
                zone_asked = True
                question = _zone(steps, index, entity, before, after, state, zones)
            elif prop == "damage" and _number(after) > _number(before) and index > 0:
                question = _damage(steps, index, entity, _number(after) - _number(before), state)
            else:
                continue
            if isinstance(question, str):
                skipped.append((step.get("n"), question))
            elif question is not None:
                questions.append(question)


def _number(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _name(state: dict, entity: str) -> str:
    props = state.get(entity) or {}
    return str(props.get("name") or props.get("label") or entity)


def _zones_seen(steps: list, state: dict) -> dict:
    """zone -> the cards ever in it (at the start, on the way, at the end), from the trace alone."""
    seen = {}
    for entity, props in state.items():
        if isinstance(props.get("zone"), str):
            seen.setdefault(props["zone"], set()).add(entity)
    for step in steps:
        for change in step.get("changes") or []:
            if change.get("prop") == "zone":
                for zone in (change.get("before"), change.get("after")):
                    if isinstance(zone, str):
                        seen.setdefault(zone, set()).add(change.get("entity"))
    return seen


def deciding_step(steps: list, index: int, names: tuple, words: tuple = (), to: str | None = None) -> dict | None:
    """The step whose rule decides the change of step `index`: that step if it cites one, else the nearest
    before it in the same effect, over steps that cite nothing and never past a begin, end, trigger or
    choice, whose text says one of `names`, or, an op or note step, one of `words` when every step passed over
    only moves cards to `to` (the rule step said of them all: "Amy discards the 2 cards left in hand").
    Case-insensitive."""
    step = steps[index]
    if step.get("rule"):
        return step
    only_there = True
    for earlier in reversed(steps[:index]):
        if earlier.get("effect") != step.get("effect") or earlier.get("kind") in STOPS:
            return None
        text = str(earlier.get("text", "")).casefold()
        if earlier.get("rule"):
            if any(n and n.casefold() in text for n in names):
                return earlier
            said_of_all = only_there and earlier.get("kind") in ("op", "note")
            return earlier if said_of_all and any(w and w.casefold() in text for w in words) else None
        only_there = only_there and all(c.get("prop") == "zone" and c.get("after") == to
                                        for c in earlier.get("changes") or [])
    return None


def _zone(steps, index, entity, before, after, state, zones):
    name = _name(state, entity)
    decider = deciding_step(steps, index, (name,), (after.replace("-", " "), after.rstrip("e")), after)
    if decider is None:
        return f"where {name} goes: no step cites a rule that decides it (the effect's own text does)"
    if decider.get("n") == 1:
        return f"where {name} goes: decided by the first step, before anything is shown"
    kind = (state.get(entity) or {}).get("type")
    alike = {e for e, props in state.items() if props.get("type") == kind}
    others = sorted((z for z in zones if z not in (before, after)),
                    key=lambda z: (-len(zones[z] & alike), -len(zones[z]), z))
    options = sorted([after] + others[:MAX_ALTERNATIVES - 1])
    if len(options) < 2:
        return None
    step = steps[index]
    return {
        "kind": KIND_ZONE, "prompt": f"Where does {name} go?", "entity": entity,
        "at": _asked_at(steps, index, decider), "answer_step": step.get("n"), "answer_text": step.get("text", ""),
        "alternatives": [{"value": z, "label": z.replace("-", " ")} for z in options],
        "answer": after, "from": before,
        "rule": decider.get("rule"), "quote": decider.get("quote"), "rule_step": decider.get("n"),
    }


def _damage(steps, index, entity, amount, state):
    name = _name(state, entity)
    decider = deciding_step(steps, index, (name, "damage", "dealt", "left to take"))
    if decider is None:
        return f"how much damage {name} takes: no step cites a rule that decides it"
    if decider.get("n") == 1:
        return f"how much damage {name} takes: decided by the first step, before anything is shown"
    stretch = _stretch(steps, index)
    said = set()
    for step in stretch:
        text = str(step.get("text", ""))
        for match in SAID_DAMAGE.finditer(text):
            said.add(int(next(g for g in match.groups() if g)))
        said.update(amount - int(d) for d in SAID_DEFENSE.findall(text) if 0 < int(d) <= amount)
        if step.get("kind") == "modifier":
            said.update(int(n) for n in re.findall(r"\b\d+\b", text))
    # defense the target gained in this effect, said or not: the amount had it reduced the damage
    defense = sum(max(0, _number(c.get("after")) - _number(c.get("before")))
                  for step in stretch for c in step.get("changes") or []
                  if c.get("entity") == entity and c.get("prop") == "defense")
    if defense and amount - defense >= 0:
        said.add(amount - defense)
    if any(PREVENTING.search(str(step.get("text", ""))) for step in stretch):
        said.add(0)
    others = sorted((n for n in said if n != amount), key=lambda n: (abs(n - amount), n))
    options = sorted([amount] + others[:MAX_ALTERNATIVES - 1])
    if len(options) < 2:
        return f"how much damage {name} takes: the trace states no other amount"
    step = steps[index]
    return {
        "kind": KIND_DAMAGE, "prompt": f"How much damage does {name} take?", "entity": entity,
        "at": _asked_at(steps, index, decider), "answer_step": step.get("n"), "answer_text": step.get("text", ""),
        "alternatives": [{"value": str(n), "label": f"{n} damage"} for n in options],
        "answer": str(amount),
        "rule": decider.get("rule"), "quote": decider.get("quote"), "rule_step": decider.get("n"),
    }


def _asked_at(steps: list, index: int, decider: dict) -> int:
    """Asked before the deciding step is shown (its text may say the answer: "Conqueror Armor … is trashed"),
    or just before the change when the change's own step decides."""
    return min(decider.get("n"), steps[index].get("n")) - 1


def _stretch(steps: list, index: int) -> list:
    """The steps of this damage: back from it, in its effect, to the effect's begin or the last damage taken."""
    effect = steps[index].get("effect")
    out = [steps[index]]
    for earlier in reversed(steps[:index]):
        if earlier.get("effect") != effect:
            continue
        if earlier.get("kind") == "begin" or any(c.get("prop") == "damage" for c in earlier.get("changes") or []):
            break
        out.append(earlier)
    return out
