"""One resolution in progress: entity state, the tree, and the pending work stack.

The pending work is a list of small tuples (`("begin", key)`, `("exec", key)`,
…), not the Python call stack, so a resolution can stop at a choice, be
copied, and go on down each branch. Handlers are atomic with respect to
choices: when one must stop for a decision it rolls back what it recorded and
is run again once the decision is made.
"""
import itertools

from adjudicator.engine import warnings
from adjudicator.engine.choice import ChoicePoint
from adjudicator.engine.env import EffectEnv
from adjudicator.engine.nodes import Node, freeze
from adjudicator.engine.opdefs import run_op
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import zone_words
from adjudicator.expr import ExpressionError
from adjudicator.limits import CpuBudget

LOOP_REPEATS = 12  # the same ability this many times in one chain, state changing each time: a loop
# Said for an entity a sentence needs but the scenario never names (a sentence that can do without it leaves
# it out instead, e.g. "Shadow of the Past is revealed"); never "nobody", which would say there is no one.
UNNAMED = "someone unnamed"


def _plain(value):
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


class _Pause(Exception):
    """Raised inside a handler when a decision has to come from outside."""


class Resolution:
    def __init__(self, scenario, model, limits, policy, record=True):
        self.scenario = scenario
        self.model = model
        self.limits = limits
        self.policy = policy
        self.record = record
        self.entities = {eid: dict(props) for eid, props in scenario.entities.items()}
        self.current_player = scenario.current
        self.nodes = []
        self.work = []
        self.order = []
        self.steps = []
        self.decisions = []  # (kind, chosen label) for the output's `choices`
        self.counts = {}  # effect base id -> times begun (for ID#2 …)
        self.flags = {}  # modifier bookkeeping and other per-resolution facts
        self.triggered = set()
        self.heard = []  # warnings.Heard per event, while recording (what each waiting ability made of it)
        self.idle = []  # warnings.Idle per op that changed nothing, while recording
        self.scenario_op = None  # the path of the scenario's op last begun (a stopped resolution names it)
        self.looked = []  # warnings.Looked: what a model found when it looked for an ability after its event
        self.refused = []  # warnings.Refused: each play the rules forbade, while recording
        self.replay = []  # decisions already made for the handler being (re)run
        self.replay_pos = 0
        self.pending = None  # ChoicePoint when stopped for a decision
        self.current = None  # key of the effect whose ops are running
        self.transit = {}  # card -> (from, to) while its move's triggers are checked
        self.seq = 0
        # the entities as the last recorded step left them, for each step's `changes` (what it shows)
        self._seen = {eid: dict(props) for eid, props in self.entities.items()} if record else {}
        self._carried = None  # the change a verb event repeats from the `moved` event just before it
        self.step_budget = limits.max_steps
        self.budget = CpuBudget(limits)
        self._start()

    # -- copying and comparing (exploration) -------------------------------------------------------
    def clone(self):
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.entities = {k: dict(v) for k, v in self.entities.items()}
        copy.nodes = [n.clone() for n in self.nodes]
        copy.work = list(self.work)
        copy.order = list(self.order)
        copy.steps = list(self.steps)
        copy.decisions = list(self.decisions)
        copy.counts = dict(self.counts)
        copy.flags = dict(self.flags)
        copy.triggered = set(self.triggered)
        copy.heard = list(self.heard)
        copy.idle = list(self.idle)
        copy.looked = list(self.looked)
        copy.refused = list(self.refused)
        copy.replay = list(self.replay)
        copy.transit = dict(self.transit)
        copy._seen = {k: dict(v) for k, v in self._seen.items()}
        return copy

    def state_key(self):
        """Everything that decides the future, nothing that is only history."""
        work = tuple((kind, self._canon(key)) for kind, key in self.work)
        return (
            freeze(self.entities), work, freeze(self.counts), freeze(self.flags),
            tuple(self.replay), self.pending is not None,
        )

    def outcome_key(self):
        return freeze(self.entities)

    def _canon(self, key):
        node = self.nodes[key]
        return (
            node.base, node.ability, node.card, node.you, node.trigger, node.status, node.begun,
            node.firsts_checked, freeze(node.locals), freeze(node.phase), freeze(node.extra),
            tuple((tuple(op.path for op in ops), index) for ops, index in node.frames),
            tuple(self._canon(c) for c in node.children if self.nodes[c].status == "pending"),
            tuple(self._canon(c) for c in node.firsts if self.nodes[c].status == "pending"),
        )

    def signature(self, key):
        """Structural identity of a pending node, for interchangeable siblings."""
        return self._canon(key)

    # -- the loop ---------------------------------------------------------------------------------
    def _start(self):
        sc = self.scenario
        start = sc.start
        if start.use:
            ability = sc.abilities[start.use]
            you = start.you or self.model.owner_or_you(self, ability.card)
            node = self.new_node(
                base="start", kind="action", label=start.label,
                parent=None, edge="when", ability=ability.id, card=ability.card, you=you, ops=ability.do,
            )
            node.extra["effect_kind"] = ability.kind
        else:
            you = start.you or (self.model.owner_or_you(self, start.by) if start.by else None) or self.current_player
            node = self.new_node(
                base="start", kind="action", label=start.label, parent=None, edge="when",
                card=start.by, you=you, ops=start.do,
            )
            node.extra["effect_kind"] = start.kind
        self.work.append(("begin", node.key))

    def run(self, floor=0):
        """Run until finished or stopped at a decision the policy leaves open.

        With `floor`, stop as soon as only `floor` items of pending work are left: the explorer
        resolves one branch of a choice (everything its handler pushed) and stops before the rest.
        """
        while len(self.work) > floor and self.pending is None:
            self.run_one()
        return self

    def run_one(self):
        """Handle the top item of pending work; a handler stopped for a decision goes back on top."""
        kind, key = self.work.pop()
        handler = getattr(self, f"_do_{kind.replace('-', '_')}")
        snapshot = self._snapshot()
        try:
            handler(key)
        except _Pause:
            self._restore(snapshot)
            self.work.append((kind, key))
            return
        except (TypeError, KeyError, ValueError, AttributeError, IndexError, ZeroDivisionError) as exc:
            # a situation the engine did not foresee: a clear stop (422), never a crash (500)
            raise ResolutionStopped(
                f"error: the engine could not resolve this situation ({type(exc).__name__}: {exc}); "
                "please report it with the scenario", "internal") from exc
        self.replay = []
        self.replay_pos = 0

    @property
    def finished(self):
        return not self.work and self.pending is None

    def choose(self, index, floor=0):
        """Answer the pending decision and go on (down to `floor` items of pending work, see `run`)."""
        self.pending = None
        self.replay.append(index)
        self.run_one()
        return self.run(floor)

    def _snapshot(self):
        self.replay_pos = 0
        return (len(self.steps), len(self.decisions), dict(self.flags), len(self.order), len(self.heard),
                len(self.idle), len(self.looked), len(self.refused))

    def _restore(self, snapshot):
        steps, decisions, flags, order, heard, idle, looked, refused = snapshot
        del self.refused[refused:]
        del self.looked[looked:]
        del self.steps[steps:]
        del self.decisions[decisions:]
        del self.order[order:]
        del self.heard[heard:]
        del self.idle[idle:]
        self.flags = flags

    def decide(self, point):
        """The chooser's answer (an option index); stops the handler if it must come from outside."""
        if self.replay_pos < len(self.replay):
            index = self.replay[self.replay_pos]
            self.replay_pos += 1
            return index
        index = self.policy.decide(self, point)
        if index is None:
            self.pending = point
            raise _Pause()
        self.replay.append(index)
        self.replay_pos += 1
        return index

    def tick(self):
        self.step_budget -= 1
        if self.step_budget < 0:
            raise ResolutionStopped(
                f"limit: more than {self.limits.max_steps} steps (max_steps); the resolution does not end", "limit")
        if self.step_budget % 256 == 0:
            self.budget.check()

    # -- handlers ---------------------------------------------------------------------------------
    def _do_begin(self, key):
        node = self.nodes[key]
        if not node.firsts_checked:
            node.firsts_checked = True
            firsts = self.model.first_effects(self, node)
            if firsts:
                node.firsts = firsts
                self.work.append(("begin", key))
                self.work.append(("firsts", key))
                return
        self._check_loop(node)
        count = self.counts.get(node.base, 0) + 1
        self.counts[node.base] = count
        node.id = node.base if count == 1 else f"{node.base}#{count}"
        node.status = "running"
        node.n = len(self.order) + 1
        self.order.append(node.id)
        parent = self.nodes[node.parent] if node.parent is not None else None
        if parent is None:
            node.path = str(sum(1 for n in self.nodes if n.n is not None and n.parent is None))
            node.depth = 0
        else:
            parent.begun += 1
            node.path = f"{parent.path}.{parent.begun}"
            node.depth = parent.depth + 1
        if node.depth > self.limits.max_depth:
            raise ResolutionStopped(f"limit: chain deeper than {self.limits.max_depth} (max_depth)", "limit")
        self.step("begin", f"{node.label} begins", effect=node, rule=self.model.begin_rule(self, node))
        self.model.effect_begun(self, node)
        self.work.append(("finish", key))
        if node.phase is not None:
            self.work.append(("phase", key))
        else:
            node.frames = [[node.ops, 0]] if node.ops else []
            self.work.append(("exec", key))

    def _do_firsts(self, key):
        node = self.nodes[key]
        pending = [k for k in node.firsts if self.nodes[k].status == "pending"]
        if not pending:
            return
        choice = self.model.first_choice(self, node, pending)
        chosen = self._pick(choice, node, "first-order")
        self.work.append(("firsts", key))
        self.work.append(("begin", chosen))

    def _do_exec(self, key):
        node = self.nodes[key]
        previous, self.current = self.current, key
        try:
            if not node.ops and node.frames == [] and node.extra.get("builtin"):
                self.model.run_builtin(self, node)
                node.extra["builtin_done"] = True
                return
            while node.frames:
                frame = node.frames[-1]
                ops, index = frame
                if index >= len(ops):
                    node.frames.pop()
                    continue
                before = len(node.children)
                snapshot = self._snapshot()
                op = ops[index]
                watched = warnings.fingerprint(self, node) if self.record and warnings.watches(self, op) else None
                try:
                    run_op(self, node, op)
                except _Pause:
                    self._restore(snapshot)
                    raise
                refused = len(self.refused) > snapshot[7]  # a refused play already says why it did nothing
                if watched is not None and not refused and warnings.unchanged(self, node, watched):
                    self.idle.append(warnings.idle(self, node, op, snapshot[0]))
                frame[1] = index + 1
                self.replay = []
                self.replay_pos = 0
                if self.model.trigger_mode == "immediate" and len(node.children) > before:
                    # the triggered effects interrupt: resolve them all (in the model's order), then go on
                    self.work.append(("exec", key))
                    self.work.append(("children", key))
                    return
        finally:
            self.current = previous

    def _do_phase(self, key):
        node = self.nodes[key]
        previous, self.current = self.current, key
        try:
            nxt = self.model.run_phase(self, node)
            if nxt is not None:
                self.work.append(("phase", key))
                self.work.append(("begin", nxt))
            else:
                self.model.end_phase(self, node)
        finally:
            self.current = previous

    def _do_finish(self, key):
        node = self.nodes[key]
        node.extra["finished"] = True
        self.model.effect_ended(self, node)
        self.step("end", f"{node.label} has resolved", effect=node)
        self.work.append(("children", key))

    def _do_children(self, key):
        node = self.nodes[key]
        pending = [k for k in node.children if self.nodes[k].status == "pending"]
        if not pending:
            if node.extra.get("finished"):
                node.status = "done"
            return
        choice = self.model.sibling_choice(self, node, pending)
        chosen = self._pick(choice, node, "order")
        self.work.append(("children", key))
        self.work.append(("begin", chosen))

    def _pick(self, choice, node, kind):
        """Pick the next of `choice.options`, asking the chooser unless the rules fix it."""
        options = list(choice.options)
        if choice.fixed or len(options) == 1:
            if len(options) > 1 or choice.reason:
                self.step("choice", choice.reason or f"{self.label_of(options[0], options)} comes next",
                          rule=choice.rule, effect=node)
            return options[0]
        labels = tuple(self.prospective_id(k) for k in options)
        sigs = [self.signature(k) for k in options]
        group_of = tuple(sigs.index(s) for s in sigs)
        point = ChoicePoint(kind, labels, group_of, choice.rule, node.id or node.base, tuple(options))
        index = self.decide(point)
        chosen = options[index]
        self.nodes[chosen].chosen = True
        if len(point.representatives()) > 1:
            self.decisions.append(("order", labels[index]))
        others = [self.label_of(k, options) for k in options if k != chosen]
        self.step("choice", f"the chooser resolves {self.label_of(chosen, options)} next, before {and_list(others)}",
                  rule=choice.rule, effect=node)
        return chosen

    def label_of(self, key, among=()):
        """An effect as a person names it: its label, with its number (#2) when another of `among`
        has the same label."""
        node = self.nodes[key]
        same = [k for k in among if self.nodes[k].label == node.label]
        if key not in same:
            same.append(key)
        if len(same) < 2:
            return node.label
        bases = [self.nodes[k].base for k in same]
        listed = [aid for aid, ability in self.scenario.abilities.items() if ability.label == node.label]
        if len(set(bases)) == len(bases) and set(bases) <= set(listed):  # different abilities: as listed
            numbers = [listed.index(base) + 1 for base in bases]
        else:  # one ability's effects: the number each will have in its id (ID#2)
            numbers = [self.prospective_id(k).rpartition("#")[2] for k in same]
            numbers = [int(n) if n.isdigit() else 1 for n in numbers]
            if len(set(numbers)) < len(numbers):  # not told apart by their ids yet: in the order they wait
                numbers = range(min(numbers), min(numbers) + len(same))
        return f"{node.label} #{numbers[same.index(key)]}"

    def card_and_ability(self, card, label, who=None):
        """A card by its name, then the label of its ability that is meant, in brackets, unless the label says
        no more than the sentence does: the card's own name, or words naming the card and who uses it
        ("Odysseus uses Trojan Horse"), which would say them twice."""
        name = self.name(card)
        said = label.casefold()
        if said == name.casefold() or (who is not None and name.casefold() in said
                                       and self.name(who).casefold() in said):
            return name
        return f"{name} ({label})"

    def prospective_id(self, key):
        node = self.nodes[key]
        if node.id:
            return node.id
        count = self.counts.get(node.base, 0)
        return node.base if count == 0 else f"{node.base}#{count + 1}"

    def _check_loop(self, node):
        """A chain that repeats one ability without end is a loop: name one turn of it.

        Caught at once when an ability comes round again with nothing changed,
        or after LOOP_REPEATS turns when something changes each time.
        """
        if not node.ability:  # only an ability's effects are compared (with the same ability's, below)
            return
        node.entity_hash = hash(freeze(self.entities))
        chain = [node]
        nearest = None
        repeats = 0
        cursor = node
        while cursor.parent is not None:
            cursor = self.nodes[cursor.parent]
            chain.append(cursor)
            if cursor.ability != node.ability:
                continue
            repeats += 1
            nearest = nearest or len(chain)
            if cursor.entity_hash == node.entity_hash or repeats >= LOOP_REPEATS:
                turn = [c.base for c in reversed(chain[:nearest])]
                raise ResolutionStopped(f"loop: {' -> '.join(turn)}", "loop")

    # -- building blocks used by ops and models ---------------------------------------------------
    def new_node(self, **fields):
        node = Node(key=len(self.nodes), **fields)
        self.nodes.append(node)
        if node.ability:
            self.triggered.add(node.ability)
        return node

    def env(self, node, trigger=None):
        return EffectEnv(self, this=node.card if node else None, you=node.you if node else None,
                         trigger=trigger if trigger is not None else (node.trigger_dict() if node else {}),
                         results=node.locals if node else {})

    def evaluate(self, value, env, what="amount", as_bool=False):
        """An amount (integer) or, with as_bool, a condition; a runtime error stops the resolution."""
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        try:
            return value.evaluate_bool(env) if as_bool else value.evaluate_int(env)
        except ExpressionError as exc:
            raise ResolutionStopped(f"error: cannot evaluate {what} `{value.source}`: {exc}", "error") from None

    def add(self, entity, prop, amount):
        """Add `amount` to a counter of an entity (missing or None counts as 0). Nothing is returned: an
        op that needs the new value reads it, and then its change is no longer a mere increment (the
        explorer counts the orders of mere increments to one counter instead of walking them)."""
        props = self.entities[entity]
        props[prop] = (props.get(prop, 0) or 0) + amount

    def name(self, entity_id):
        if entity_id is None:
            return UNNAMED
        props = self.entities.get(entity_id)
        if props is None:
            props = {}
        return props.get("name") or props.get("label") or entity_id

    def zone_name(self, zone) -> str:
        """A zone as a step says it: a zone that is an entity (the cards under one) by that entity's name,
        else in words (grammar.zone_words: the game's own for a zone it declares)."""
        if isinstance(zone, str) and zone in self.entities:
            return self.name(zone)
        return zone_words(zone, self.model.zone_words)

    def step(self, kind, text, rule=None, effect=None):
        self.tick()
        if not self.record:
            return
        node = effect if effect is not None else (self.nodes[self.current] if self.current is not None else None)
        self.steps.append({
            "n": len(self.steps) + 1,
            "effect": (node.id or node.base) if node else None,
            "path": node.path if node else "",
            "depth": node.depth if node else 0,
            "kind": kind,
            "text": text,
            "rule": str(rule) if rule else None,
            "quote": getattr(rule, "quote", None),
            "changes": self._changes(),
        })

    def refuse_play(self, play: str, why: str, rule, instead: str, effect=None, done: str = "be played") -> None:
        """A play the rules forbid is a ruling, not an input error: one step says the play is refused,
        why (quoting `rule`) and what happens instead ("the card stays in hand"), a `refused-play`
        warning names it, and the caller skips the play so the rest of the scenario resolves."""
        self.step("note", f"{play} cannot {done}: {why}; {instead}", rule=rule, effect=effect)
        if self.record:
            node = effect if effect is not None else (self.nodes[self.current] if self.current is not None else None)
            self.refused.append(warnings.Refused(self.steps[-1]["n"], (node.id or node.base) if node else None,
                                                 play, why, instead, str(rule) if rule else None))

    def _changes(self):
        """The state difference this step shows: each entity property changed since the previous step,
        as `{entity, prop, before, after}`. A verb event (`drawn`, `trashed` …) shows the move that
        made it, which the `moved` event just before it recorded."""
        changes = []
        for eid, props in self.entities.items():
            before = self._seen.get(eid)
            if props == before:
                continue
            before = before or {}
            for prop in sorted(set(props) | set(before)):
                if props.get(prop) != before.get(prop):
                    changes.append({"entity": eid, "prop": prop, "before": _plain(before.get(prop)),
                                    "after": _plain(props.get(prop))})
            self._seen[eid] = dict(props)
        carried, self._carried = self._carried, None
        return changes or list(carried or ())

    def emit(self, event):
        """Record an event and let the timing model find what it triggers."""
        node = self.nodes[self.current] if self.current is not None else None
        event.setdefault("causer", node.you if node else self.current_player)
        self.step("event", self.model.describe_event(self, event))
        if self.record:
            self.heard.append(warnings.hear(self, event))
        self.model.event_happened(self, event)

    def move(self, card, to, verb=None, who=None, extra=None, owner=None, block=None):
        """Move a card between zones (or to another hero's zone); while its triggers are checked it
        counts as in both. `block`: the block of the board it is put on, named by its `moved` event."""
        props = self.entities[card]
        origin = self.model.zone_of(props)
        changes_hands = owner is not None and owner != props.get("owner")
        if changes_hands:
            props["owner"] = owner
            who = who or owner
        if origin == to and not changes_hands:
            self.step("note", f"{self.name(card)} is already in {self.zone_name(to)}: nothing moves, nothing triggers",
                      rule=self.model.rule("doing-nothing"))
            return False
        props["zone"] = to
        self.model.card_placed(self, card, to)
        self.transit[card] = (origin, to)
        try:
            owner = who or props.get("owner")
            moved = {"event": "moved", "card": card, "from": origin, "to": to, "who": owner}
            if block is not None:
                moved["block"] = f"block {block[0]},{block[1]}"
            self.emit(moved)
            if verb:
                if self.record:
                    self._carried = [{"entity": card, "prop": "zone", "before": origin, "after": to}]
                event = {"event": verb, "card": card, "who": owner}
                event.update(extra or {})
                self.emit(event)
        finally:
            self.transit.pop(card, None)
        return True

    def compute(self, value_name, base, context):
        """A value as modifiers change it (modifiers are not effects: they never join the chain)."""
        return self.model.apply_modifiers(self, value_name, base, context)

    def order_of(self, items, kind, rule, why):
        """Let the chooser put simultaneous things (e.g. damage to several heroes) in an order."""
        perms = list(itertools.permutations(items))
        labels = tuple(", ".join(p) for p in perms)
        point = ChoicePoint(kind, labels, tuple(range(len(perms))), rule, self.nodes[self.current].id or "", tuple(perms))
        index = self.decide(point)
        self.decisions.append(("order", f"{why}: {labels[index]}"))
        self.step("choice", f"{why}: {and_list([self.name(i) for i in perms[index]], 'then')}", rule=rule)
        return list(perms[index])

    def permutations_choice(self, mods, value_name, results):
        """Let the chooser order several modifiers on one number; `results[i]` is permutation i's outcome."""
        perms = list(itertools.permutations(mods))
        labels = tuple(" then ".join(m.id for m in p) for p in perms)
        outcome_of = [results(p) for p in perms]
        group_of = tuple(outcome_of.index(o) for o in outcome_of)
        point = ChoicePoint("modifier", labels, group_of, self.model.rule("modifiers"), value_name, tuple(perms))
        if len(set(group_of)) == 1:
            return perms[0]
        index = self.decide(point)
        self.decisions.append(("modifier", labels[index]))
        return perms[index]


def and_list(items, word="and"):
    """"a", "a and b", "a, b and c" (a list as a sentence says it)."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"
