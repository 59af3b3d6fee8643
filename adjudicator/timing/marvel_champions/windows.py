"""The when and after windows around each Marvel Champions game occurrence, as pending ops.

An occurrence runs as internal ops in the effect that causes it: open its when
window, one op per priority (rules.WHEN_LEVELS) that triggers what answers at
that priority (each priority's effects resolve before the next is looked at,
because the model resolves triggered effects as soon as the op that made them
is done), then the occurrence itself, what it brings about (nested
occurrences), its after window (rules.AFTER_LEVELS), and a closing op. Everything is data: each
occurrence's record lives in its effect's `extra` (state.RECORD), replaced (never
changed in place) so copies made for exploring stay apart.
"""
from adjudicator.grammar import possessive
from adjudicator.engine import warnings
from adjudicator.scenario.model import Op
from adjudicator.timing.marvel_champions import limits, shares, state
from adjudicator.timing.marvel_champions.rules import AFTER_LEVELS, WHEN_LEVELS, level_words, priority_rule_name
from adjudicator.timing.marvel_champions.this_way_tally import tally

MARK_NAME = "_mc_mark"
MARK = Op(MARK_NAME, None, "mc:mark")
GENERIC_ANCHORS = ("occurrence-when", "occurrence-resolve", "occurrence-after")


def key(value):
    """A deterministic text for op args, so pending work compares by what it will do. (A text, number,
    boolean or None is answered first, before any isinstance: most args are, and every internal op of every
    occurrence is keyed.)"""
    kind = type(value)
    if kind is str or kind is int or kind is bool or value is None:
        return repr(value)
    if isinstance(value, Op):
        return value.path
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}={repr(v) if type(v) in _PLAIN else key(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, (tuple, list)):
        return "[" + ",".join(repr(v) if type(v) in _PLAIN else key(v) for v in value) + "]"
    return repr(value)


_PLAIN = frozenset({str, int, bool, type(None)})  # keyed as their repr, without a call of key (see key)


def internal(name, **args):
    """An internal op. One with only plain args (a text, number, boolean or None: every window's open, level
    and close op) is made once and shared: an Op is frozen and no handler changes its args, and keying it
    (`key`) was a tenth of resolving."""
    plain = [name]
    for k, v in args.items():
        kind = type(v)
        if kind not in _PLAIN:
            return Op(name, args, f"mc:{name}{key(args)}")
        plain += (k, kind, v)
    plain = tuple(plain)
    made = _MADE.get(plain)
    if made is None:
        if len(_MADE) >= _MADE_MAX:
            _MADE.clear()
        made = _MADE[plain] = Op(name, args, f"mc:{name}{key(args)}")
    return made


_MADE: dict = {}  # (name, arg, type, value, arg, type, value ...) -> the Op (the type too: 1 and True are equal keys)
_MADE_MAX = 20_000


def push(res, node, ops):
    """Run `ops` next in this effect, before the rest of what is running.

    Ops pushed while one op runs keep their order: they join one fresh frame
    (a frame whose first op, a mark, has not run yet can only be that op's).
    """
    ops = tuple(ops)
    if not ops:
        return
    top = node.frames[-1] if node.frames else None
    if top is not None and top[1] == 0 and top[0] and top[0][0].name == MARK_NAME:
        node.frames[-1] = [top[0] + ops, 0]
    else:
        node.frames.append([(MARK,) + ops, 0])


def next_op_of_the_effect(res, step: str, data: dict, now) -> None:
    """A decision the rules make part of what is happening (the ally limit's, the restricted limit's discard): the
    next op of the effect under way, as `_mc_step` `step`; outside any effect, `now(res, None, data)` at once."""
    if res.current is None:
        now(res, None, data)
    else:
        push(res, res.nodes[res.current], [internal("_mc_step", step=step, data=data)])


def schedule(res, node, kind, data, join=None, anchors=None):
    """An occurrence to come next in this effect; its windows are built when it starts."""
    push(res, node, [occurrence_op(kind, data, join, anchors)])


def count_for_then(node, happened: bool) -> None:
    """An occurrence of this effect started (happened False) or happened (True): tallied for each `then`
    waiting for the text before it (then.py)."""
    waiting = state.THEN_TALLY.get(node)
    if waiting:
        state.THEN_TALLY.set(node, tuple((started + (not happened), done + happened) for started, done in waiting))


def fell_short(res, node, what: str) -> None:
    """An occurrence of this effect happened only in part (less threat removed or damage healed than stated, some
    prevented, fewer cards than stated): while a `then` waits, it is a part that did not happen (then.py), said in
    a step. Which shortfalls count is a reading: "fully resolve" is not spelled out for each amount."""
    if node is None or not state.THEN_TALLY.get(node):
        return
    count_for_then(node, happened=False)
    res.step("note", f"{what}: the effect happened only in part, so the text before “then” has not fully resolved "
                     "(a reading: less than the amount it states)", rule=res.model.rules["then-not"])


def occurrence_op(kind, data, join=None, anchors=None):
    return internal("_mc_occ", kind=kind, data=data, join=join, anchors=anchors)


def happening_of(res, kind):
    """What an occurrence of this kind is (happenings.py and encounter.py, gathered by the model)."""
    return res.model.happenings[kind]


# -- records ------------------------------------------------------------------------------------------
def new_record(node, **fields):
    n = state.RECORDS_MADE.get(node) + 1
    state.RECORDS_MADE.set(node, n)
    state.RECORD.set(node, n, {"n": n, "cancelled": "", "events": (), "when": (), "join": None, **fields})
    return n


def record(node, n):
    return state.RECORD.get(node, n)


def update_record(node, n, **changes):
    state.RECORD.set(node, n, {**state.RECORD.get(node, n), **changes})


def add_event(node, n, event):
    """An event of occurrence n joins the after window it belongs to (its own, or the one it joins)."""
    rec = record(node, n)
    while rec is not None and rec["join"] is not None:
        n = rec["join"]
        rec = record(node, n)
    if rec is not None:
        update_record(node, n, events=rec["events"] + (dict(event),))


# -- the internal ops ----------------------------------------------------------------------------------
def mark_op(res, node, args, op):
    """Only marks a frame as fresh (see push)."""


def occ_op(res, node, args, op):
    """Start an occurrence: check it can happen, work out what it would be, open its when window."""
    if game_is_over(res):
        return
    happening = happening_of(res, args["kind"])
    data = args["data"]
    anchors = args["anchors"] or happening.anchors
    count_for_then(node, happened=False)
    rules = res.model.rules
    why_not = happening.check(res, node, data)
    if why_not:
        if why_not is not True:  # True: the check already refused it as a ruling, with its own step
            res.step("note", why_not, rule=rules[anchors[1]])
        return
    if state.THEN_TALLY.get(node) and happening.short_of(res, data):
        count_for_then(node, happened=False)  # a part of it that cannot happen: not fully resolved (then.py)
    events = happening.events(res, node, data)
    # ops to run later travel in the happen op's args: records stay plain data (hashed when exploring)
    later = {k: v for k, v in data.items() if _holds_ops(v)}
    plain = {k: v for k, v in data.items() if k not in later}
    n = new_record(node, kind=args["kind"], data=plain, when=events, join=args["join"], anchors=anchors,
                   label=happening.label(res, data))
    happening.started(res, node, n)
    window = []
    if events:  # an occurrence with nothing that could be interrupted (e.g. no damage would be taken) has no window
        window = [internal("_mc_open", n=n, window="when"),
                  *[internal("_mc_level", n=n, window="when", level=level) for level in WHEN_LEVELS]]
    push(res, node, [*window, internal("_mc_happen", n=n, later=later)])


def _holds_ops(value):
    return isinstance(value, Op) or (isinstance(value, tuple) and any(isinstance(v, Op) for v in value))


def open_op(res, node, args, op):
    rec = record(node, args["n"])
    if rec is None or rec["cancelled"] or (args["window"] == "after" and not rec["events"]):
        return
    when = args["window"] == "when"
    text = (f"when window: interrupts before {rec['label']}" if when
            else f"after window: responses to {rec['label']}")
    res.step("phase", text, rule=res.model.rules[rec["anchors"][0 if when else 2]])


def level_op(res, node, args, op):
    """Trigger what answers at one priority of a window (the model resolves it before the next op). A
    model that groups priorities (TimingModel.priority_groups) triggers a whole group at its first
    priority not yet answered, and marks the group answered."""
    n, window, level = args["n"], args["window"], args["level"]
    rec = record(node, n)
    if rec is None or rec["cancelled"] or (window, level) in rec.get("done", ()):
        return
    if window == "when" and rec.get("replacement"):  # “Would”: no further interrupts to it may be used
        return
    group = _group_of(res.model, window, level)
    if len(group) == 1:
        trigger_level(res, node, n, rec, window, level)
        return
    levels = tuple(g for g in group if (window, g) not in rec.get("done", ()))
    trigger_levels(res, node, n, rec, window, levels)
    now = record(node, n)
    if now is not None:
        update_record(node, n, done=tuple(now.get("done", ())) + tuple((window, g) for g in levels))


def _group_of(model, window, level):
    """The priority group `level` of this window belongs to (TimingModel.priority_groups, a function of the
    priorities alone for each kind of model), worked out once for each kind of model."""
    found = _GROUPS.get((type(model), window, level))
    if found is None:
        found = _GROUPS[(type(model), window, level)] = next(
            g for g in model.priority_groups(WHEN_LEVELS if window == "when" else AFTER_LEVELS) if level in g)
    return found


_GROUPS: dict = {}


def trigger_level(res, node, n, rec, window, level, home=None):
    """Everything that answers occurrence n (recorded on `home`, by default `node`) at one priority of
    one of its windows: the scenario's abilities and the rules' own effects (keywords, status cards,
    delayed effects). The effects hang from `node`."""
    trigger_levels(res, node, n, rec, window, (level,), home)


def trigger_levels(res, node, n, rec, window, levels, home=None):
    """Everything that answers occurrence n at any of `levels` of one of its windows, triggered together:
    the scenario's abilities in their order, then the rules' own effects, priority by priority."""
    model = res.model
    events = rec["when"] if window == "when" else rec["events"]
    for ability, level in _answering(model, res.scenario.abilities, window):
        if level not in levels:
            continue
        for event in events:
            if model.ability_matches(res, ability, event) and _restricted(res, ability, event):
                continue
            if _answers(res, ability, event) and not _declined(res, ability, window, level):
                if model.refused_initiation(res, node, ability, event, _trigger_of(event)):
                    continue
                add_trigger(res, node, ability, event, n, window, level, away=home is not None,
                            cancelled=ability.card in rec.get("effects_cancelled", ()))
                limits.count_use(res, ability)
    for level in levels:
        for spec in model.builtin_effects(res, home or node, n, rec, window, level, events):
            builtin_node(res, node, spec, n, window, level, away=home is not None)


def _answering(model, abilities, window):
    """The scenario's abilities that trigger in this kind of window, in their order, each with its priority
    (TimingModel.window_of: a function of the ability alone for each kind of model), worked out once for each
    scenario's abilities (a mapping nothing changes) and kind of model, not at every priority of every window."""
    made = _ANSWERING.get((type(model), id(abilities), window))
    if made is None or made[0] is not abilities:
        if len(_ANSWERING) >= _MADE_MAX:
            _ANSWERING.clear()
        made = _ANSWERING[(type(model), id(abilities), window)] = (abilities, tuple(
            (ability, level) for ability, (its_window, level) in ((a, model.window_of(a)) for a in abilities.values())
            if its_window == window))
    return made[1]


_ANSWERING: dict = {}  # (kind of model, id of the abilities, window) -> (the abilities, ((ability, priority), ...))


def happen_op(res, node, args, op):
    """The occurrence itself (unless replaced), then what it brings about, its after window, its close."""
    n = args["n"]
    rec = record(node, n)
    happening = happening_of(res, rec["kind"])
    if rec["cancelled"]:
        state.RECORD.drop(node, n)
        happening.replaced(res, node, rec)
        return
    if rec.get("replacement"):  # Replacement Effect: it resolves instead, now (replacement.py)
        state.RECORD.drop(node, n)
        happening.replaced(res, node, rec)
        res.model.resolve_replacement(res, node, rec)
        return
    if happening.stopped(res, node, n, rec):
        late = happening.answered_though_stopped(res, node, n, rec)
        if late:  # e.g. an enemy attack that ended in its own when window, under ruleset 1.8 (encounter.py)
            state.COLLECTING.set(res, n)
            try:
                for event in late:
                    res.emit(dict(event))
            finally:
                state.COLLECTING.clear(res)
        after = after_window(n) if late and rec["join"] is None else []
        push(res, node, [*after, internal("_mc_close", n=n)])
        return
    stopped = shares.stopped(rec)
    if stopped:
        rec = happen_shares(res, node, n, rec, happening)
        if rec is None:
            return
    res.step("phase", f"{rec['label']}: it happens", rule=res.model.rules[rec["anchors"][1]])
    if state.ATTEMPTED.get(node):  # an `otherwise` waits for its preceding effect (otherwise.py)
        state.ATTEMPTED.set(node, tuple(count + 1 for count in state.ATTEMPTED.get(node)))
    count_for_then(node, happened=True)  # a `then` waits for the text before it (then.py)
    if state.THIS_WAY.get(node):  # a `this_way` keeps what the text before it did (this_way.py)
        tally(res, node, rec)
    state.COLLECTING.set(res, n)
    try:
        then = happening.happen(res, node, n, {**rec, "data": {**rec["data"], **args["later"]}})
    finally:
        state.COLLECTING.clear(res)
    after = after_window(n) if rec["join"] is None else []
    push(res, node, [*then, *happening.before_after_window(res, node, n), *after, internal("_mc_close", n=n)])
    if stopped:  # they resolve now, before what the occurrence brings about and its after window
        resolve_share_replacements(res, node, rec, stopped)


def after_window(n):
    """The ops of occurrence n's after window: it opens, then each priority in turn."""
    return [internal("_mc_open", n=n, window="after"),
            *[internal("_mc_level", n=n, window="after", level=level) for level in AFTER_LEVELS]]


def close_op(res, node, args, op):
    n = args["n"]
    rec = record(node, n)
    if rec is None:
        return
    state.RECORD.drop(node, n)
    happening_of(res, rec["kind"]).close(res, node, n, rec)


def cancel_op(res, node, args, op):
    """`cancel`: the occurrence whose when window this effect resolves in does not happen; with
    `effects: CARD`, only the effects of that card's abilities answering it are cancelled (Cancel:
    "Only the effects are prevented from initiating"): the occurrence happens, and the abilities
    still initiate."""
    if args.get("effects"):
        cancel_effects(res, node, res.env(node).ref(args["effects"]))
        return
    reason = args.get("reason") or f"{node.label} cancels it"
    cancel_occurrence(res, node, reason, rule=res.model.rules["occurrence-resolve"], verb="cancelled")


def cancel_effects(res, canceller, card):
    """The effects of `card`'s abilities that answer the occurrence whose when window `canceller` resolves
    in are cancelled; the occurrence itself happens, and those abilities still initiate (Cancel)."""
    home = res.nodes[canceller.parent] if canceller.parent is not None else None
    n = state.OCCURRENCE.get(canceller)
    rec = record(home, n) if home is not None and n is not None else None
    rules = res.model.rules
    if rec is None or state.WINDOW.get(canceller) != "when":
        res.step("note", f"{canceller.label} has nothing to cancel: it does not resolve in a when window",
                 rule=rules["cancel-effects-only"])
        return
    update_record(home, n, effects_cancelled=tuple(rec.get("effects_cancelled", ())) + (card,))
    res.step("op", f"the effects of {possessive(res.name(card))} abilities that answer {rec['label']} are cancelled: "
                   f"{rec['label']} still happens, and those abilities still initiate, with no effect",
             rule=rules["cancel-effects-only"])


def game_over(res, outcome):
    """The game has ended: the rest of the flowchart's steps and occurrences do not happen."""
    state.GAME_OVER.set(res, outcome)


def game_is_over(res):
    """Once the game has ended, say so once; nothing more of the flowchart happens."""
    outcome = state.GAME_OVER.get(res)
    if outcome and not state.GAME_OVER_SAID.get(res):
        state.GAME_OVER_SAID.set(res, True)
        res.step("note", f"the game is over ({outcome}): the rest of the flowchart does not happen")
    return bool(outcome)


# -- building triggered effects -------------------------------------------------------------------------
def _restricted(res, ability, event):
    """A step when an ability that answers the event cannot be triggered by who may trigger it now: its
    trigger names the other form (Ability), or another player is resolving a peril card (Peril)."""
    model = res.model
    form = model.wrong_form(res, ability, event)
    limit = None if form else limits.used_up(res, ability)
    why = form or limit or model.peril_forbids(res, ability, event)
    if why is None:
        return False
    res.step("note", f"{ability.label} does not trigger — {why}",
             rule=model.rules["form-trigger" if form else "limit" if limit else "peril"])
    return True


def _answers(res, ability, event):
    """Whether the ability answers the event now, as its window comes; when it matches but its card is not
    live or its condition is false now, the warnings are told so (they give that reason, not the one seen
    when the event happened)."""
    model = res.model
    if not model.ability_matches(res, ability, event):
        return False
    if not model.is_live(res, ability, event):
        warnings.looked(res, ability, event, ("not-live", model.why_not_live(res, ability, event)))
        return False
    if not _condition_holds(res, ability, event):
        warnings.looked(res, ability, event, ("condition-false", ability.condition.source))
        return False
    return True


def _condition_holds(res, ability, event):
    if ability.condition is None:
        return True
    env = res.env(None, trigger=event)
    env.this, env.you = ability.card, res.model.you_for(res, ability, event)
    if res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True):
        return True
    res.step("note", f"{ability.label} does not trigger: `{ability.condition.source}` is false now",
             rule=res.model.rules["priority"])
    return False


def _declined(res, ability, window, level):
    if ability.optional and ability.id in res.scenario.choices.decline:
        res.step("note", f"{ability.label} is optional and the player declines it",
                 rule=res.model.rules[priority_rule_name(window, level, res.model.keywords_are_abilities(res))])
        return True
    return False


def _trigger_of(event):
    return tuple(sorted((k, v) for k, v in event.items() if k != "causer"))


def nested_edge(node):
    """An effect triggered inside another triggered effect hangs from it by a nested window."""
    return "nested" if node.parent is not None else "when"


def add_trigger(res, node, ability, event, n, window, level, away=False, cancelled=False):
    live = res.model.why_live(res, ability, event)
    if live is not None:
        res.step("note", live[0], rule=live[1])
    chart_1_8 = res.model.keywords_are_abilities(res)  # ruleset "1.8": its chart's steps and numbers
    # When Completed: in no list of timing priority; its own entry says when it resolves (completion.py)
    completed = ability.timing == "when-completed"
    rule = res.model.rules["when-completed-ability" if completed else priority_rule_name(window, level, chart_1_8)]
    ops = res.model.event_played_ops(ability) if live else ability.do
    if str(ability.kind).lower() in ("defense", "defence"):  # Defend, Defense: its defender, as it begins
        ops = (internal("_mc_step", step="defense-label-begins", data={"ability": ability.id}), *ops)
    if cancelled:  # Cancel: it initiates, and its effects do not resolve
        ops = (internal("_mc_step", step="effects-cancelled", data={"card": ability.card}),)
    child = res.new_node(
        base=ability.id, kind=ability.timing, label=ability.label, parent=node.key, edge=nested_edge(node),
        ability=ability.id, card=ability.card, you=res.model.you_for(res, ability, event),
        trigger=_trigger_of(event), ops=ops, rule=rule,
    )
    state.place(child, None if away else n, window, level, from_hand=live is not None)
    node.children.append(child.key)
    said = describe(res, event)
    # an ability labelled with the very words of its event ("Spider-Man reveals Shadow of the Past") is its card's
    which = res.name(ability.card) if ability.label.casefold() == said.casefold() else ability.label
    # a model that answers a window's priorities together (the plain stack) has no priority to name
    priority = (f", priority {level_words(level, window, chart_1_8)}"
                if len(res.model.priority_groups(WHEN_LEVELS)) > 1 and not completed else "")
    if completed:
        priority = ", resolved by the game as its scheme is completed, after the interrupts to it: a reading"
    res.step("trigger", f"{which} triggers ({ability.timing.replace('-', ' ')}{priority}), "
                        f"{'before' if window == 'when' else 'after'}: {said}", rule=rule)


def builtin_node(res, node, spec, n, window, level, away=False):
    """One of the rules' own effects (a keyword, a status card, a delayed effect), as a pending effect.
    `spec` is a BuiltinEffect (effects.py)."""
    rule = res.model.rules[spec.rule or priority_rule_name(window, level, res.model.keywords_are_abilities(res))]
    child = res.new_node(
        base=spec.base, kind=spec.kind, label=spec.label, parent=node.key, edge=nested_edge(node), card=spec.card,
        you=spec.you or res.current_player, trigger=_trigger_of(spec.event) if spec.event else (), ops=spec.ops,
        rule=rule,
    )
    state.place(child, None if away else n, window, level)
    node.children.append(child.key)
    res.step("trigger", spec.says, rule=rule)


def home_record(res, effect):
    """(node, n, record) of the occurrence whose window `effect` resolves in, or (None, None, None)."""
    n = state.OCCURRENCE.get(effect)
    if n is None or effect.parent is None:
        return None, None, None
    home = res.nodes[effect.parent]
    rec = record(home, n)
    return (home, n, rec) if rec is not None else (None, None, None)


def cancel_occurrence(res, canceller, reason, rule=None, verb="replaced"):
    """The occurrence whose when window `canceller` resolves in is replaced: it does not happen, the
    effects still waiting in its when window are dropped, and its after window never opens."""
    n, window = state.OCCURRENCE.get(canceller), state.WINDOW.get(canceller)
    rule = rule or res.model.rules["interrupt-replaced"]
    if n is None or window != "when" or canceller.parent is None:
        res.step("note", f"{canceller.label} has no occurrence to cancel: it does not resolve in a when window",
                 rule=rule)
        return
    home = res.nodes[canceller.parent]
    rec = record(home, n)
    if rec is None or rec["cancelled"]:
        return
    target = shares.share_of(res, canceller, rec)
    if target is not None:
        cancel_share(res, canceller, home, n, rec, target, reason, res.model.rules["interrupt-replaced"], verb)
        return
    if happening_of(res, rec["kind"]).cancel_part(res, canceller, home, n, rec, reason, verb):
        return
    update_record(home, n, cancelled=reason)
    dropped = [k for k in home.children
               if res.nodes[k].status == "pending" and state.OCCURRENCE.get(res.nodes[k]) == n]
    for k in dropped:
        res.nodes[k].status = "dropped"
    also = ""
    if dropped:
        also = f" ({', '.join(res.label_of(k, dropped) for k in dropped)} will not resolve)"
    res.step("note", f"{rec['label']} is {verb} — {reason}: it does not happen, and nothing else interrupts "
                     f"or responds to it{also}", rule=rule, effect=canceller)


def cancel_share(res, canceller, home, n, rec, target, reason, rule, verb):
    """`canceller` answers one character's damage in damage dealt to several at once: that share alone is
    cancelled or replaced (shares.py); the others' damage still happens, with its windows."""
    if "cancelled" in shares.stopped(rec).get(target, {}):
        return
    dropped = shares.stop_share(res, home, n, rec, target, {"cancelled": reason})
    also = f" ({', '.join(res.label_of(k, dropped) for k in dropped)} will not resolve)" if dropped else ""
    res.step("note", f"{shares.share_words(res, rec, target)} is {verb} — {reason}: {res.name(target)} is dealt "
                     f"none of it, and nothing else interrupts or responds to it{also}", rule=rule, effect=canceller)
    share_reading(res, rec, target)


def share_reading(res, rec, target):
    """The step that says why only one character's share is stopped (a reading of Triggering Condition)."""
    stopped = shares.stopped(rec)
    others = [t for t in happening_of(res, rec["kind"]).share_targets(rec["data"]) if t != target and t not in stopped]
    then = (f"so the damage to {', '.join(res.name(t) for t in others)} still happens, with its windows" if others
            else "and the damage to the others was already cancelled or replaced: none of the occurrence is left")
    res.step("note", f"damage dealt to several characters at once is one occurrence with a triggering condition "
                     f"for each: this one answers {possessive(res.name(target))} only, {then} (a reading)",
             rule=res.model.rules["one-window"])


def happen_shares(res, node, n, rec, happening):
    """Before occurrence n happens: a step for each character's share stopped on its own (shares.py), and
    its record less those shares; None when every share was stopped (the occurrence does not happen, and
    each replaced share's replacement resolves instead)."""
    stopped = shares.stopped(rec)
    if shares.is_whole(res, rec):
        state.RECORD.drop(node, n)
        happening.replaced(res, node, rec)
        res.step("phase", f"every share of {rec['label']} was cancelled or replaced on its own: it does not happen",
                 rule=res.model.rules["one-window"])
        resolve_share_replacements(res, node, rec, stopped)
        return None
    for target, how in stopped.items():
        if "cancelled" in how:
            res.step("note", f"{shares.share_words(res, rec, target)} was cancelled ({how['cancelled']}): "
                             f"{res.name(target)} is dealt none of it", rule=res.model.rules["one-window"])
    return {**rec, "data": happening.without_shares(rec["data"], tuple(stopped))}


def resolve_share_replacements(res, node, rec, stopped):
    """Each replaced share's replacement resolves instead of it, as an effect of its own (replacement.py)."""
    for target, how in stopped.items():
        if "replacement" in how:
            res.model.resolve_replacement(res, node, {**rec, "replacement": how["replacement"],
                                                      "label": shares.share_words(res, rec, target)})


# -- events of anything else ---------------------------------------------------------------------------
def event_happened(res, event):
    """Gather an occurrence's events for its after window; give any other event an after window."""
    if res.current is None:
        return
    node = res.nodes[res.current]
    n = state.COLLECTING.get(res)
    if n is not None:
        add_event(node, n, event)
        return
    model = res.model
    answers = False
    for ability in res.scenario.abilities.values():
        if not model.ability_matches(res, ability, event):
            continue
        if model.window_of(ability)[0] == "after":
            answers = True
        elif model.is_live(res, ability, event):
            res.step("note", f"{ability.label} would interrupt {event['event']}, but that op opens no when window "
                             "(write the occurrence with `occur`)", rule=model.rules["occurrence-when"])
    if not answers:
        return
    n = new_record(node, kind="happened", data={}, events=(dict(event),), anchors=GENERIC_ANCHORS,
                   label=describe(res, event))
    push(res, node, [internal("_mc_open", n=n, window="after"),
                     *[internal("_mc_level", n=n, window="after", level=level) for level in AFTER_LEVELS],
                     internal("_mc_close", n=n)])


def describe(res, event):
    """The event in a sentence (its EventDef's, ops.py)."""
    return res.model.describe_event(res, event)
