"""What did not happen that the author probably expected: the output's `warnings`.

A resolution that ends cleanly can still be a surprise: an ability that never
triggered, an op that changed nothing. The engine notes, as the resolution runs
(only when it records steps), every event with its verdict for each ability
waiting for an event of that name — its pattern's other fields did not match,
its card was not live, its condition was false, the player declined it, or it
matched — and every op that changed nothing. Once the resolution has ended,
`collect` turns what never came to anything into warnings (scenario-format.md,
"Output"): each ability that never triggered, with the reason seen nearest to
triggering, and each op that did nothing. The model says what only it knows
through its hooks (`trigger_pattern`, `is_live`, `why_not_live`,
`why_not_triggered`). Deterministic: abilities in the scenario's order, then
ops in the order they ran.

A model that looks for the abilities answering an event later than the event
(Marvel Champions: an after window opens once the occurrence is over) says what
it found then (`looked`): the card may have left play in between, or the
condition become false, and the warning gives that reason, not the verdict at
the event.
"""
from dataclasses import dataclass
from difflib import SequenceMatcher

from adjudicator.engine.nodes import freeze
from adjudicator.engine.patterns import matcher_matches
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import possessive

# Ops that are meant to change nothing by themselves (a statement, a branch not taken).
QUIET_OPS = frozenset({"say", "if", "choose"})
SIMILAR = 0.6  # how alike two event names must be to be offered as the nearest


@dataclass(frozen=True)
class Heard:
    """One event as it happened: its step, its sentence, and each waiting ability's verdict."""

    n: int
    name: str
    text: str
    checks: tuple  # ((ability id, verdict), ...); a verdict is a tuple, its first item the kind
    key: tuple = ()  # the event's content (nodes.freeze), to find what a model later made of it
    rules: tuple = ()  # ((ability id, citation), ...): the rule deciding it did not trigger (model.untriggered_rule)


@dataclass(frozen=True)
class Looked:
    """What a model found when it looked for an ability answering an event, after the event (its step n):
    a verdict as `verdict` gives one ("not-live", why) or ("condition-false", source), or ("not-triggered", why,
    rule): the model found it could not be initiated, and why, citing `rule`."""

    n: int
    ability: str
    key: tuple
    verdict: tuple


@dataclass(frozen=True)
class Refused:
    """A play the rules forbade (Resolution.refuse_play): its step, effect, words, reason, what happened
    instead and the rule that forbids it."""

    n: int
    effect: str | None
    play: str
    why: str
    instead: str
    rule: str | None


@dataclass(frozen=True)
class Idle:
    """An op that changed nothing."""

    effect: str
    label: str
    op: str
    path: str
    notes: tuple


# -- while the resolution runs ------------------------------------------------------------------------
def hear(res, event):
    """The verdict of every ability waiting for an event of this name (called as it is emitted)."""
    model = res.model
    checks, rules = [], []
    for ability in res.scenario.abilities.values():
        pattern = model.trigger_pattern(ability)
        if pattern is not None and pattern.event == event["event"]:
            found = verdict(res, ability, pattern, event)
            checks.append((ability.id, found))
            if found[0] in ("not-live", "condition-false") or (found[0] == "matched" and found[1]):
                rule = model.untriggered_rule(res, ability, event, "not-triggered" if found[0] == "matched" else found[0])
                if rule:
                    rules.append((ability.id, rule))
    return Heard(res.steps[-1]["n"] if res.steps else 0, event["event"],
                 res.steps[-1]["text"] if res.steps else event["event"], tuple(checks), freeze(event), tuple(rules))


def looked(res, ability, event, found):
    """A model looked for `ability` answering `event` after it happened and did not trigger it: `found` is
    why, ("not-live", sentence) or ("condition-false", the condition's source). Kept while recording."""
    if res.record:
        res.looked.append(Looked(res.steps[-1]["n"] if res.steps else 0, ability.id, freeze(event), found))


def later_verdict(res, ability, heard):
    """What a model found when it looked for the ability after `heard`'s event (the same event, perhaps with fields
    its window added: an attack's `attacked`), or None."""
    return next((item for item in res.looked  # the window's event may carry more fields than the one heard
                 if item.ability == ability.id and set(heard.key) <= set(item.key) and item.n >= heard.n), None)


def verdict(res, ability, pattern, event):
    model = res.model
    you = model.you_for(res, ability, event)
    wrong = tuple((name, wanted(res, matcher, ability.card, you), shown(res, event.get(name)))
                  for name, matcher in pattern.fields
                  if not matcher_matches(res, matcher, event.get(name), ability.card, you))
    if wrong:
        return ("mismatch", wrong)
    if not model.is_live(res, ability, event):
        return ("not-live", model.why_not_live(res, ability, event))
    if ability.condition is not None:
        env = res.env(None, trigger=event)
        env.this, env.you = ability.card, you
        try:
            holds = res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True)
        except ResolutionStopped:
            holds = None
        if holds is False:
            return ("condition-false", ability.condition.source)
    if ability.optional and ability.id in res.scenario.choices.decline:
        return ("declined",)
    return ("matched", model.why_not_triggered(res, ability, event))


def wanted(res, matcher, this, you):
    """What a pattern field asks for, in words."""
    def ref(name):
        return res.name({"this": this, "you": you, "current": res.current_player}.get(name, name))

    if matcher.kind == "ref":
        return ref(matcher.value)
    if matcher.kind == "any":
        return " or ".join(ref(v) for v in matcher.value)
    if matcher.kind == "type":
        return f"any {matcher.value}"
    return shown(res, matcher.value)


def shown(res, value):
    """A field's value in words: an entity by its name, nothing as "nothing"."""
    if value is None:
        return "nothing"
    if isinstance(value, str) and value in res.entities:
        return res.name(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def fingerprint(res, node):
    """Everything an op could change: new effects and events, entities, facts, any effect's own data
    (a game may keep what is pending, e.g. damage of an attack, on the effect that owns it)."""
    return _counted(res, node), freeze(res.entities), freeze(res.flags), _effects(res)


def unchanged(res, node, before):
    """Whether `fingerprint(res, node)` is still `before`, its cheap parts (counts) compared first: an op that
    emitted an event or made an effect is told from one that did nothing without freezing the whole state."""
    counted, entities, flags, effects = before
    return (_counted(res, node) == counted and freeze(res.entities) == entities and freeze(res.flags) == flags
            and _effects(res) == effects)


def _counted(res, node):
    return (len(res.nodes), len(res.heard), len(res.work),
            tuple((tuple(op.path for op in ops), index) for ops, index in node.frames), res.current_player)


def _effects(res):
    return tuple((len(n.children), n.status, freeze(n.locals), freeze(n.phase), freeze(n.extra)) for n in res.nodes)


def watches(res, op):
    """Whether to check that this op changed something (an op a scenario writes, not a statement)."""
    if not res.record or op.name in QUIET_OPS:
        return False
    opdef = res.model.op(op.name)
    return opdef is not None and not opdef.internal


def idle(res, node, op, first_step):
    notes = tuple(s["text"] for s in res.steps[first_step:] if s["kind"] == "note")
    return Idle(node.id or node.base, node.label, op.name, op.path, notes)


# -- once it has ended ---------------------------------------------------------------------------------
def collect(res):
    """The warnings of a finished resolution, as the contract's plain dicts."""
    out = [w for ability in res.scenario.abilities.values() if (w := about_ability(res, ability))]
    seen = set()
    for item in res.idle:
        if (item.effect, item.path) in seen:
            continue
        seen.add((item.effect, item.path))
        why = ": " + "; ".join(note.rstrip(".") for note in item.notes) if item.notes else ""
        out.append({"kind": "did-nothing", "effect": item.effect, "op": item.path,
                    "text": f"“{item.op}” changed nothing in {item.label}{why}."})
    for item in res.refused:
        out.append({"kind": "refused-play", "effect": item.effect, "play": item.play, "step": item.n,
                    "rule": item.rule,
                    "text": f"{item.play} was refused (step {item.n}): {item.why}; {item.instead}."})
    return out


def expected_not_to(scenario, ability_id):
    return any(ability_id in case.not_triggered for case in scenario.expect)


def about_ability(res, ability):
    """The warning for one ability that never triggered, or None."""
    scenario, model = res.scenario, res.model
    if ability.id in res.triggered or scenario.start.use == ability.id or expected_not_to(scenario, ability.id):
        return None
    pattern = model.trigger_pattern(ability)
    if pattern is None:
        return None
    seen = [(heard, dict(heard.checks)[ability.id]) for heard in res.heard if ability.id in dict(heard.checks)]
    if any(v[0] == "declined" for _, v in seen):
        return None
    label = ability.label
    for kind in ("not-live", "condition-false", "matched"):
        found = next(((h, v) for h, v in seen if v[0] == kind), None)
        if found is None:
            continue
        heard, v = found
        when = f"{label} did not trigger when {heard.text} (step {heard.n})"
        if kind == "not-live":
            return warning("not-live", ability, f"{when}: {v[1]}.", heard.n)
        if kind == "condition-false":
            return warning("condition-false", ability, f"{when}: its condition `{v[1]}` was false then.", heard.n)
        later = later_verdict(res, ability, heard) if not v[1] else None
        if later is not None:
            then = f"by the time the rules looked for abilities answering it (step {later.n})"
            if later.verdict[0] == "not-live":
                return warning("not-live", ability, f"{when}: {then}, {later.verdict[1]}.", heard.n)
            return warning("condition-false", ability, f"{when}: its condition `{later.verdict[1]}` was true when "
                                                       f"it happened, and false {then}.", heard.n)
        reason = v[1] or f"{possessive(model.title)} rules did not trigger it there"
        return warning("never-triggered", ability, f"{when}: {reason}.", heard.n)
    waits = f"{label} never triggered: it waits for {pattern_text(res, ability, pattern)}"
    if seen:
        heard, v = min(seen, key=lambda item: (len(item[1][1]), item[0].n))
        differs = ", ".join(f"{name} {got} (not {want})" for name, want, got in v[1])
        return warning("never-triggered", ability,
                       f"{waits}; the nearest “{pattern.event}”, at step {heard.n} ({heard.text}), had {differs}.",
                       heard.n)
    text = f"{waits}, and no “{pattern.event}” event happened."
    near = nearest_event(res, pattern.event)
    if near is not None:
        unheard = "" if any(model.trigger_pattern(a) is not None and model.trigger_pattern(a).event == near.name
                            for a in scenario.abilities.values()) else ", which no ability waits for"
        text += f" The nearest that did: “{near.name}” at step {near.n} ({near.text}){unheard}."
    sources = sorted(name for name, opdef in model.ops.items()
                     if not opdef.internal and any(e.name == pattern.event for e in opdef.emits))
    if sources:
        text += f" Under {model.title}, “{pattern.event}” comes from the op{'s' if len(sources) > 1 else ''} " \
                f"{', '.join(sources)}."
    return warning("never-triggered", ability, text, near.n if near else None)


def nearest_event(res, name):
    """The event that happened whose name is most like `name` (the first of equals), if alike enough."""
    best, score = None, SIMILAR
    for heard in res.heard:
        ratio = SequenceMatcher(None, name, heard.name).ratio()
        if ratio > score:
            best, score = heard, ratio
    return best


def pattern_text(res, ability, pattern):
    you = res.model.you_for(res, ability, None)
    fields = ", ".join(f"{name}: {wanted(res, matcher, ability.card, you)}" for name, matcher in pattern.fields)
    return f"“{pattern.event}”" + (f" ({fields})" if fields else "")


def warning(kind, ability, text, step=None):
    out = {"kind": kind, "ability": ability.id, "text": text}
    if step is not None:
        out["step"] = step
    return out


# -- each event's verdicts, for predict mode (adjudicator/tools/predict.py) ---------------------------------
def trigger_checks(res):
    """For each event, every ability waiting for an event of that name whose pattern the event matched, and
    what came of it: the outcome's `trigger_checks` (docs/scenario-format.md). An ability whose pattern's
    fields differ from the event's is left out (the event could not have triggered it). Each check is
    {"step", "event", "ability", "label", "verdict", "why", "effect", "trigger_step", "rule", "quote"}:
    `verdict` "triggered" (its effect `effect`, announced by step `trigger_step`, `rule` that step's),
    "not-live", "condition-false", "not-triggered" (the model's reason in `why`, or none) or "declined" (the
    player declined it); a verdict found when a model looked later (an after window) replaces the one at
    the event. `rule`/`quote` of a check that did not trigger: the model's `untriggered_rule`, or None."""
    model = res.model
    nodes = [node for node in res.nodes if node.ability]
    claimed_nodes, claimed_steps = set(), set()
    out = []
    for heard in res.heard:
        event = {k: v for k, v in heard.key if k != "causer"}
        key = freeze(event)
        for ability_id, found in heard.checks:
            if found[0] == "mismatch":
                continue
            ability = res.scenario.abilities[ability_id]
            check = {"step": heard.n, "event": heard.name, "ability": ability_id, "label": ability.label,
                     "verdict": found[0], "why": None, "effect": None, "trigger_step": None, "rule": None,
                     "quote": None}
            node = None
            if found[0] == "matched":
                node = next((n for n in nodes if n.key not in claimed_nodes and n.ability == ability_id
                             and freeze(n.trigger_dict()) == key), None)
            if node is not None:
                claimed_nodes.add(node.key)
                step = _trigger_step(res, node, heard.n, claimed_steps)
                claimed_steps.add(step)
                check.update(verdict="triggered", effect=node.id or node.base, trigger_step=step,
                             rule=str(node.rule) if node.rule else None, quote=getattr(node.rule, "quote", None))
            else:
                rule = dict(heard.rules).get(ability_id)
                if found[0] == "matched":
                    later = later_verdict(res, ability, heard)
                    if later is not None and len(later.verdict) > 2:  # the model's own finding, with its rule
                        found, rule = later.verdict[:2], later.verdict[2]
                    elif later is not None and not found[1]:
                        found, rule = later.verdict, model.untriggered_rule(res, ability, None, later.verdict[0])
                    else:
                        found = ("not-triggered", found[1])
                if found[0] in ("not-live", "not-triggered"):
                    check["why"] = found[1]
                elif found[0] == "condition-false":
                    check["why"] = f"its condition `{found[1]}` was false"
                check.update(verdict=found[0], rule=str(rule) if rule else None, quote=getattr(rule, "quote", None))
            out.append(check)
    return out


def _trigger_step(res, node, event_step, claimed):
    """The `trigger` step that announces `node`: among the steps not yet claimed whose text opens with the
    effect's label or its card's name, the first after the event's step, else the last before it (an
    interrupt triggers in the when window, before the event's own step)."""
    openings = tuple(o for o in (node.label, res.name(node.card) if node.card else None) if o)
    found = [s["n"] for s in res.steps
             if s["kind"] == "trigger" and s["n"] not in claimed and s["text"].startswith(openings)]
    after = [n for n in found if n > event_step]
    before = [n for n in found if n < event_step]
    return after[0] if after else (before[-1] if before else None)
