"""Predict mode: questions drawn from a trace, so a learner calls the next step before seeing it.

Nothing here is written per example: every question comes from an outcome of the contract's output
(`steps` with their `changes`, `tree`, `resolution_order`, `trigger_checks`, `state`). Four kinds, at each
point where the rules decide:

- "Which effect resolves next?" (`next-effect`). At each point where the set of effects that could go next
  changes (just after a `trigger` step or an `end` step), the alternatives are the effects triggered and not
  yet begun, plus the effect under way (it may carry on first). The answer is the effect of the step the
  trace gives next; when that step begins an effect it is the next entry of `resolution_order`. The rule
  shown for a wrong pick is the one that decides: the `rule` (and `quote`) of the step that begins the
  effect, or, when the effect under way carries on, of the latest `trigger` step (it says when the
  triggered effect resolves). Instances of one ability that read the same are one pick. A point where the
  player, not the rules, picks (a `choice` step comes next) or where fewer than two effects could go next
  asks nothing.
- "Does X trigger here?" (`triggers`, yes or no), from `trigger_checks`: only abilities whose pattern the
  event matched (same event, same fields), so the question is real. Yes: asked while the event's step is
  shown (an interrupt that triggers in a when window, before its event's step: just before its trigger
  step); the step the rules give is the trigger step, whose rule decides. No (not live, condition false,
  or the model's own reason): asked at the event; the rules give no step, the reason is shown with the
  rule the model cites for it (`TimingModel.untriggered_rule`); without one it is not asked. Declined by
  the player: not asked. One ability is asked once per answer and rule (repeats are counted as skipped).
- "Where does X go?" (`zone`), from a step's `changes` of a card's `zone`: asked just before the deciding
  step (below) or the change, whichever comes first, so neither has said the answer yet.
  The alternatives are the zones the trace puts cards in (the game's zones this example names: every card's
  zone at the start, on the way and at the end), the card's own zone left out (it moves), ranked by how many
  cards of its type were ever there, at most four with the answer, listed by name. A move a verb event
  repeats (moved, then drawn) is asked once.
- "How much damage does X take?" (`damage`), from a step's `changes` of `damage` going up: asked like a zone
  question. The alternatives come from the trace, never at random: each amount the steps of that damage
  state (since the effect began or the last damage: "3 damage", "6 dealt", "1 before modifiers", a modifier
  step's numbers), the amount less any defense the target gained in that stretch, and none at all when the
  stretch speaks of preventing (tough, defense, toughness, prevent); the real amount and the three nearest to
  it, listed in order.

The rule of a zone or damage question is the step's own `rule`, or else that of the nearest step before it in
the same effect (over steps that cite nothing, never past a begin, end, trigger or choice) whose text names the
card or, for a zone, the zone it goes to, or, for damage, says "damage". Without one the point is not asked.

`skipped` records, with its step, every decision point asked nothing for a reason other than "fewer than
two alternatives", so none is lost silently.
"""
from dataclasses import dataclass, field

from adjudicator.tools.predict_changes import KIND_DAMAGE, KIND_ZONE, change_questions
from adjudicator.tools.predict_triggers import KIND_TRIGGERS, trigger_questions

KIND_NEXT_EFFECT = "next-effect"
PROMPT_NEXT_EFFECT = "Which effect resolves next?"
KINDS = (KIND_TRIGGERS, KIND_NEXT_EFFECT, KIND_ZONE, KIND_DAMAGE)  # the order of questions asked at one step


@dataclass
class Questions:
    questions: list = field(default_factory=list)
    skipped: list = field(default_factory=list)   # [(step n, why)]: decision points asked nothing


def _labels(outcome: dict) -> dict:
    """Effect id -> its label, from the tree (ids there may carry "(not resolved)")."""
    labels = {}
    for node in (outcome.get("tree") or {}).get("nodes", []):
        labels.setdefault(str(node.get("id", "")).removesuffix(" (not resolved)"), node.get("label") or "")
    return labels


def _triggered_effect(step: dict, labels: dict, known: set) -> str | None:
    """The effect a `trigger` step announces: the tree's effect whose label opens the step's text."""
    text = str(step.get("text", ""))
    best = None
    for effect, label in labels.items():
        if effect in known or not label or not text.startswith(label):
            continue
        if best is None or len(label) > len(labels[best]):
            best = effect
    return best


def _announced(steps: list, labels: dict) -> set:
    announced = set()
    for step in steps:
        if step.get("kind") == "trigger":
            effect = _triggered_effect(step, labels, set())
            if effect:
                announced.add(effect)
    return announced


def _children(outcome: dict) -> dict:
    """Effect id -> the effects it brought about (tree edges), in the tree's order."""
    out = {}
    for edge in (outcome.get("tree") or {}).get("edges", []):
        if edge.get("kind") != "first":
            out.setdefault(edge.get("from"), []).append(str(edge.get("to")).removesuffix(" (not resolved)"))
    return out


def questions_for(outcome: dict) -> Questions:
    """The predict questions of one outcome, in step order."""
    steps = outcome.get("steps") or []
    labels = _labels(outcome)
    order = list(outcome.get("resolution_order") or [])
    begun_order = [s.get("effect") for s in steps if s.get("kind") == "begin"]
    announced = _announced(steps, labels)
    children = _children(outcome)
    found = Questions()
    pending: list[str] = []     # triggered, not yet begun, in the order they triggered
    running: list[str] = []     # begun, not yet ended (innermost last)
    last_trigger = None
    begun_count = 0
    for index, step in enumerate(steps):
        kind = step.get("kind")
        if index and steps[index - 1].get("kind") in ("trigger", "end") and kind != "trigger":
            _ask(found, steps, index, pending, running, last_trigger, labels, order, begun_count)
        effect = step.get("effect")
        if kind == "trigger":
            last_trigger = step
            triggered = _triggered_effect(step, labels, set(pending) | set(begun_order[:begun_count]))
            if triggered and triggered not in pending:
                pending.append(triggered)
        elif kind == "begin":
            begun_count += 1
            if effect in pending:
                pending.remove(effect)
            running.append(effect)
            # an effect no trigger step announces (an attack card of a Valiant attack) is known once its
            # parent in the tree begins
            pending.extend(c for c in children.get(effect, []) if c not in announced and c not in pending
                           and c not in begun_order[:begun_count])
        elif kind == "end" and effect in running:
            running.remove(effect)
        elif kind == "note":  # "X is not used: …": a dropped effect is no longer one that could go next
            pending[:] = [p for p in pending if not str(step.get("text", "")).startswith(labels.get(p) or "\0")]
    trigger_questions(outcome, found.questions, found.skipped)
    change_questions(outcome, found.questions, found.skipped)
    found.questions.sort(key=lambda q: (q["at"], KINDS.index(q["kind"]), q["answer_step"]))
    return found


def _ask(found, steps, index, pending, running, last_trigger, labels, order, begun_count):
    step = steps[index]
    if step.get("kind") == "choice":
        found.skipped.append((step.get("n"), "the player chooses here (a choice step)"))
        return
    candidates = list(pending)
    if running and running[-1] not in candidates:
        candidates.append(running[-1])
    if len(candidates) < 2:
        return
    answer = step.get("effect")
    if answer not in candidates:
        found.skipped.append((step.get("n"), f"the next step's effect {answer!r} was not among {candidates}"))
        return
    if step.get("kind") == "begin" and step.get("rule"):
        decider = step
    elif last_trigger is not None and last_trigger.get("rule"):
        decider = last_trigger
    else:
        found.skipped.append((step.get("n"), "no step cites the rule that decides"))
        return
    alternatives = {}   # label -> effect: two instances of one ability read the same, so they are one pick
    for effect in candidates:
        label = labels.get(effect) or effect
        carries_on = effect in running and effect not in pending
        label = f"{label} carries on" if carries_on else f"{label} begins"
        if label not in alternatives or effect == answer:
            alternatives[label] = effect
    if len(alternatives) < 2:
        return
    alternatives = [{"value": effect, "effect": effect, "label": label} for label, effect in alternatives.items()]
    found.questions.append({
        "kind": KIND_NEXT_EFFECT,
        "prompt": PROMPT_NEXT_EFFECT,
        "at": steps[index - 1].get("n"),          # the step shown when the question is asked
        "answer_step": step.get("n"),             # the step the rules give next
        "answer_text": step.get("text", ""),
        "alternatives": alternatives,
        "answer": answer,
        "resolution_index": order.index(answer) if step.get("kind") == "begin" and answer in order else None,
        "rule": decider.get("rule"),
        "quote": decider.get("quote"),
        "rule_step": decider.get("n"),
    })


def questions(outcome: dict) -> list:
    """The questions alone (the documented `predict` field of an outcome)."""
    return questions_for(outcome).questions


def answer(question: dict, value: str) -> dict:
    """What predict mode shows for a pick (an alternative's `value`): right or not, the step the rules give,
    and the deciding rule."""
    return {"right": value == question["answer"], "step": question["answer_step"],
            "rule": question["rule"], "quote": question["quote"]}
