"""The contract's output, arranged for the step-through page: steps with rule links, the outcomes side
by side with the state that differs, and a second timing model beside the first.

Pure functions over the output dict (plus one query for the cited sections), so
the templates only loop and print; every string stays plain text for the
template to escape.
"""
from dataclasses import dataclass, field

from adjudicator.compare import Names
from adjudicator.web import citations
from adjudicator.web.conditions import say_conditions
from adjudicator.web.expectations import failure_words

MAX_INDENT = 8
STEP_KIND_LABELS = {
    "begin": "begins", "end": "ends", "op": "does", "event": "event", "trigger": "trigger",
    "modifier": "modifier", "choice": "choice", "phase": "phase", "note": "note",
}


@dataclass
class StepRow:
    n: int
    kind: str
    kind_label: str
    text: str
    effect: str
    effect_label: str
    path: str
    depth: int
    indent: int
    rule: object  # citations.RuleLink or None
    marked: bool  # a choice or a phase: the points a reader looks for


@dataclass
class StateCell:
    value: object
    differs: bool


@dataclass
class StateRow:
    key: str             # the entity's property as a person reads it: "Wrangler's damage"
    cells: list          # one StateCell per column
    differs: bool


@dataclass
class OutcomeColumn:
    number: int
    choices: list        # [(label, [values])]
    orders_reaching: int
    resolution_order: list
    expect_passed: bool
    expect_failures: list
    state: list = field(default_factory=list)   # [(key, value, differs)] for the differing properties
    own: bool = True     # the scenario's own choices reach it, and its expectations were checked against it


@dataclass
class Comparison:
    columns: list
    rows: list                      # StateRows that differ between columns
    same_count: int                 # entity properties equal in every column
    extra: dict = field(default_factory=dict)


def rule_links(outcomes):
    """RuleLink per step of each outcome (and per rule predict mode quotes for an ability that did not trigger,
    which no step cites), from one query for all the cited sections."""
    rules = {s.get("rule") for o in outcomes for s in o.get("steps", [])}
    rules |= {c.get("rule") for o in outcomes for c in o.get("trigger_checks") or []}
    return citations.sections_for(rules)


def names_for(result, abilities=None):
    """The Names of a result and of the model it is compared with (ability labels from the scenario)."""
    names = Names(result, result.get("compare") or {})
    names.abilities = dict(abilities or {})
    return names


def step_rows(outcome, sections, names=None):
    names = names or Names({"outcomes": [outcome]})
    rows = []
    for step in outcome.get("steps", []):
        kind = str(step.get("kind", ""))
        depth = step.get("depth") if isinstance(step.get("depth"), int) else 0
        rows.append(StepRow(
            n=step.get("n"), kind=kind, kind_label=STEP_KIND_LABELS.get(kind, kind),
            text=say_conditions(str(step.get("text", "")), names),
            effect=str(step.get("effect", "")), effect_label=names.effect(str(step.get("effect", ""))),
            path=str(step.get("path", "")), depth=depth,
            indent=min(max(depth, 0), MAX_INDENT),
            rule=citations.link(step.get("rule"), sections, step.get("quote")),
            marked=kind in ("choice", "phase"),
        ))
    return rows


WARNING_LABELS = {"never-triggered": "Never triggered", "not-live": "Card not live",
                  "condition-false": "Condition false", "did-nothing": "Did nothing"}


@dataclass
class WarningRow:
    kind: str
    label: str
    text: str
    outcomes: list   # the outcome numbers it is about, when not every outcome
    step: int | None  # a step of the outcome shown, to link to


def warning_rows(result, shown=1, names=None):
    """The warnings of every outcome, each once, in the order first met; one that only some outcomes
    have says which. `step` links into the outcome shown, when the warning is about it."""
    names = names or names_for(result)
    outcomes = result.get("outcomes", [])
    rows, where = {}, {}
    for number, outcome in enumerate(outcomes, start=1):
        for warning in outcome.get("warnings", []):
            key = (warning.get("kind"), warning.get("ability") or warning.get("effect"), warning.get("text"))
            if key not in rows:
                kind = str(warning.get("kind", ""))
                rows[key] = WarningRow(kind, WARNING_LABELS.get(kind, kind.replace("-", " ").capitalize()),
                                       say_conditions(str(warning.get("text", "")), names), [], None)
                where[key] = []
            where[key].append(number)
            if number == shown and isinstance(warning.get("step"), int):
                rows[key].step = warning["step"]
    for key, row in rows.items():
        if len(where[key]) < len(outcomes):
            row.outcomes = where[key]
    return list(rows.values())


CHOICE_LABELS = {"order": "The chooser picks", "modifier_order": "Modifiers apply in the order", "choose": "Chosen"}


def flat_state(outcome, names=None):
    """{"Wrangler's damage": value, …}: each entity property under the name a person reads (entities
    named, values that name an entity too)."""
    names = names or Names({"outcomes": [outcome]})
    out = {}
    for entity, props in sorted(outcome.get("state", {}).items()):
        for prop, value in sorted(props.items()):
            key = f"{names.owner(entity)} {prop.replace('_', ' ')}"
            if key in out:  # two entities with one name: tell them apart
                key = f"{key} ({entity})"
            out[key] = names.entities.get(value, value) if isinstance(value, str) else value
    return out


def choice_value(kind, value, names):
    """A decision as the output records it (effect ids, entity ids, ability ids) in a person's words."""
    return names.choice(kind, value)


def _column(number, outcome, names):
    choices = [(CHOICE_LABELS.get(k, k), [choice_value(k, v, names) for v in values])
               for k, values in outcome.get("choices", {}).items()]
    expect = outcome.get("expect", {})
    return OutcomeColumn(number, choices, outcome.get("orders_reaching", 1),
                         [names.effect(e) for e in outcome.get("resolution_order", [])],
                         bool(expect.get("passed", True)),
                         [failure_words(f, names) for f in expect.get("failures", [])],
                         own=bool(outcome.get("by_own_choices", True)))


def _numbers(numbers):
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def own_choices_note(result):
    """When every order was explored beyond what the scenario's own choices leave open: which outcome(s)
    those choices reach, the ones its expectations speak of. "" otherwise."""
    if not result.get("explored", {}).get("beyond_choices"):
        return ""
    outcomes = result.get("outcomes", [])
    own = [n for n, o in enumerate(outcomes, 1) if o.get("by_own_choices", True)]
    if len(outcomes) == len(own):
        return (f"Every order ends as the scenario's own choices do; {'it is' if len(own) == 1 else 'each is'} "
                f"shown in the order they pick.")
    return (f"Outcome{'s' if len(own) > 1 else ''} {_numbers(own)} {'are the ones' if len(own) > 1 else 'is the one'}"
            f" the scenario's own choices reach; the others come from orders it does not pick.")


def expect_scope(result):
    """What the expectations headline is about: the scenario's own choices, when the page also shows
    outcomes only other orders reach (its `expect` was written for its choices, not for those)."""
    if any(not o.get("by_own_choices", True) for o in result.get("outcomes", [])):
        return " for the scenario's own choices"
    return ""


def state_comparison(states):
    """Rows for the properties whose values are not all equal, and how many are equal everywhere."""
    keys = sorted(set().union(*states)) if states else []
    rows, same = [], 0
    for key in keys:
        values = [s.get(key) for s in states]
        if all(v == values[0] for v in values):
            same += 1
            continue
        first = values[0]
        rows.append(StateRow(key, [StateCell(v, v != first) for v in values], True))
    return rows, same


def compare_outcomes(result, names=None):
    """One column per distinct outcome; None when there is only one."""
    names = names or names_for(result)
    outcomes = result.get("outcomes", [])
    if len(outcomes) < 2:
        return None
    rows, same = state_comparison([flat_state(o, names) for o in outcomes])
    for row in rows:  # in an outcome comparison every differing value is worth a mark, not just non-first ones
        counts = {}
        for cell in row.cells:
            counts[repr(cell.value)] = counts.get(repr(cell.value), 0) + 1
        for cell in row.cells:
            cell.differs = counts[repr(cell.value)] < len(row.cells)
    return _with_state(Comparison([_column(i + 1, o, names) for i, o in enumerate(outcomes)], rows, same))


def _with_state(comparison):
    """Give each column its own cells of the differing rows, so a template can print a column alone."""
    for index, column in enumerate(comparison.columns):
        column.state = [(row.key, row.cells[index].value, row.cells[index].differs) for row in comparison.rows]
    return comparison


@dataclass
class ModelColumn:
    model: str
    title: str
    outcome_count: int
    resolution_order: list        # [(effect, differs)]
    interrupts: list              # [(outer, inner)]
    step_count: int
    state: list = field(default_factory=list)


def compare_models(result, titles, names=None):
    """The scenario's model and the `compare` model side by side (first outcomes), or None."""
    names = names or names_for(result)
    other = result.get("compare")
    if not other or not result.get("outcomes") or not other.get("outcomes"):
        return None
    diff = other.get("differences", {})
    order = diff.get("order", {})
    first = order.get("first_difference")
    this_outcome, other_outcome = result["outcomes"][0], other["outcomes"][0]

    def marked(effects):
        return [(names.effect(e), first is not None and i >= first) for i, e in enumerate(effects)]

    def pairs(found):
        return [(names.effect(outer), names.effect(inner)) for outer, inner in found]

    interrupts = diff.get("interrupts", {})
    columns = [
        ModelColumn(result.get("model", ""), titles.get(result.get("model"), result.get("model", "")),
                    len(result["outcomes"]), marked(this_outcome.get("resolution_order", [])),
                    pairs(interrupts.get("this", [])), len(this_outcome.get("steps", []))),
        ModelColumn(other.get("model", ""), titles.get(other.get("model"), other.get("model", "")),
                    len(other["outcomes"]), marked(other_outcome.get("resolution_order", [])),
                    pairs(interrupts.get("other", [])), len(other_outcome.get("steps", []))),
    ]
    rows, same = state_comparison([flat_state(this_outcome, names), flat_state(other_outcome, names)])
    for row in rows:
        for cell in row.cells:
            cell.differs = True
    return _with_state(Comparison(columns, rows, same,
                                  {"summary": list(other.get("summary", [])), "same": diff.get("same", False),
                                   "headline": other.get("headline", "")}))


@dataclass
class HappenedRow:
    number: int          # the outcome's number
    lines: list          # its state differences from the start, in plain words
    shown: bool          # the outcome stepped through below


def what_happened(result, shown=1):
    """Each outcome's `what_happened` sentences, for the box at the top of a result."""
    return [HappenedRow(number, [str(w.get("text", "")) for w in outcome.get("what_happened", [])], number == shown)
            for number, outcome in enumerate(result.get("outcomes", []), start=1)]
