"""Exploring every order with the orders that cannot matter counted, not walked.

At a choice among pending effects (an `order` or `first-order` decision),
each option is first resolved on its own, as a branch: the option and
everything it causes, until the choice comes round again. A branch's
footprint (engine.footprint) says what it read and wrote. Options whose
footprints do not meet commute, from this state and from every state the
other options lead to: the options fall into groups (components) that are
explored on their own, and every interleaving of the groups is counted with
a multinomial coefficient instead of being walked. Options that do meet are
explored the ordinary way, order by order.

This is exact, not an estimate: the counts are the numbers of orders a walk
of every order would find, each outcome is reported with the first order (in
the walk's own order) that reaches it, and the outcomes come in the order
that walk finds them. Two things are checked on the real runs rather than
assumed: that footprints do not meet, and that when the choice comes round
again the chooser is offered exactly the options still waiting (a free
choice). If that second check fails, the choice is explored order by order.

`situations` (bounded by max_orders) counts the distinct situations solved:
choices, and groups of options explored on their own.
"""
import itertools
import math

from adjudicator.engine.footprint import Footprint, writes
from adjudicator.errors import ResolutionStopped
from adjudicator.limits import CpuBudget

ORDER_KINDS = ("order", "first-order")
# Two options are walked: two orders cost no more than resolving each alone and replaying one.


class NotFree(Exception):
    """When the choice came round again, the chooser was not offered just the options still waiting."""


class Reducer:
    def __init__(self, limits):
        self.limits = limits
        self.memo = {}
        self.components = {}
        self.meeting = set()  # pairs of pending effects (node keys) whose footprints met somewhere
        self.budget = CpuBudget(limits, "exploring ")

    # -- bookkeeping ------------------------------------------------------------------------------
    def _count_situation(self):
        if len(self.memo) + len(self.components) >= self.limits.max_orders:
            raise ResolutionStopped(
                f"limit: more than {self.limits.max_orders} distinct situations to explore (max_orders)", "limit")
        self.budget.check()

    @staticmethod
    def key(res, floor):
        with res.inspect():
            return res.state_key(), floor, numbering(res)

    def settle(self, res, floor):
        """Outcomes from a resolution that has just run: it stopped at a decision, or at `floor`.

        Returns ({key: [orders, path, end]}, reads): a key is the outcome (floor 0) or the state reached.
        """
        if res.pending is not None:
            return self.solve(res, floor)
        with res.inspect():
            key = res.outcome_key() if floor == 0 else res.state_key()
        return {key: [1, (), res]}, set()

    def go_on(self, end, floor):
        """Outcomes from a state at the end of a branch (left unchanged: it may be shared)."""
        copy = end.clone()
        copy.run(floor)
        outcomes, reads = self.settle(copy, floor)
        return outcomes, reads | copy.reads

    # -- a decision -------------------------------------------------------------------------------
    def solve(self, res, floor):
        key = self.key(res, floor)
        found = self.memo.get(key)
        if found is not None:
            return found
        self._count_situation()
        point = res.pending
        if point.kind in ORDER_KINDS and len(point.representatives()) > 2 and not self._known_joined(point.keys):
            found = self.reduce(res, floor)
        else:
            found = self.branch(res, floor)
        self.memo[key] = found
        return found

    def branch(self, res, floor):
        """Every option, one after the other (structurally identical options once, counted for each)."""
        point = res.pending
        outcomes, reads = {}, set()
        for option in point.representatives():
            copy = _take(res.clone(), point, option, floor)
            found, more = self.settle(copy, floor)
            reads |= copy.reads | more
            _merge(outcomes, found, point.weight(option), (option,))
        return outcomes, reads

    # -- a choice among pending effects ------------------------------------------------------------
    def reduce(self, res, floor):
        point = res.pending
        cut = len(res.work)  # the choice's own item: each branch ends when the work is back to it
        options = list(point.keys)
        branches = {}
        reads = set()
        for index, effect in enumerate(options):
            copy = _take(res.clone(), point, index, cut)
            found, more = self.settle(copy, cut)
            footprint = Footprint(copy.reads | more)
            for _, _, end in found.values():
                written, outside = writes(res, end, chosen=effect)
                footprint.writes |= written
                footprint.outside = footprint.outside or outside
            branches[effect] = (found, footprint)
            reads |= footprint.reads
        groups = _components(options, {e: fp for e, (_, fp) in branches.items()}, self.meeting)
        try:
            while len(groups) > 1:
                explored = [self.component(res, group, cut, options, branches) for group in groups]
                merged = _components_of_groups(groups, [fp for _, fp in explored], options)
                if len(merged) == len(groups):
                    for _, fp in explored:
                        reads |= fp.reads
                    outcomes, more = self.interleave(res, floor, cut, options, groups, explored)
                    return outcomes, reads | more
                groups = merged
        except NotFree:
            pass
        outcomes, more = self.each_order(res, floor, branches)
        return outcomes, reads | more

    def _known_joined(self, options):
        """Whether the pairs already seen to meet join all these options into one group. Then the
        footprints are not taken again (a guess that only saves time: walking is always exact)."""
        if len(options) < 3:
            return False
        reached, todo = {options[0]}, [options[0]]
        while todo:
            a = todo.pop()
            for b in options:
                if b not in reached and ((a, b) in self.meeting or (b, a) in self.meeting):
                    reached.add(b)
                    todo.append(b)
        return len(reached) == len(options)

    def each_order(self, res, floor, branches):
        """The ordinary walk, reusing the branches already resolved."""
        point = res.pending
        outcomes, reads = {}, set()
        for option in point.representatives():
            found, _ = branches[point.keys[option]]
            for count, path, end in found.values():
                after, more = self.go_on(end, floor)
                reads |= more
                _merge(outcomes, after, point.weight(option) * count, (option,) + path)
        return outcomes, reads

    def component(self, res, group, cut, options, branches):
        """A group of options explored on its own (the others left waiting): [(state, orders, [(effect,
        path)…], end)] in the walk's order, and the group's footprint over every branch it took."""
        if len(group) == 1:
            effect = group[0]
            found, footprint = branches[effect]
            return [(k, count, ((effect, path),), end) for k, (count, path, end) in found.items()], footprint
        return self._component(res, frozenset(group), cut, options, branches)

    def _component(self, res, group, cut, options, branches=None):
        key = (self.key(res, cut), group)
        found = self.components.get(key)
        if found is not None:
            return found
        self._count_situation()
        if res.pending is None:  # at the end of a branch: the choice comes round again
            at = res.clone()
            with at.inspect():
                at.run_one()
        else:
            at = res
        point = at.pending
        if _waiting(at, point, options) is None:
            raise NotFree()
        results, footprint = {}, Footprint()
        for option in point.representatives():
            effect = point.keys[option]
            if effect not in group:
                continue
            if branches is not None:
                found, branch_print = branches[effect]
                footprint.add(branch_print)
            else:
                copy = _take(at.clone(), point, option, cut)
                found, more = self.settle(copy, cut)
                footprint.reads |= copy.reads | more
                for _, _, end in found.values():
                    written, outside = writes(at, end, chosen=effect)
                    footprint.writes |= written
                    footprint.outside = footprint.outside or outside
            rest = group - {effect}
            weight = point.weight(option)
            for count, path, end in found.values():
                step = ((effect, path),)
                if not rest:
                    with end.inspect():
                        state = end.state_key()
                    _merge_component(results, state, weight * count, step, end)
                    continue
                after, after_print = self._component(end, rest, cut, options)
                footprint.add(after_print)
                for state, more_count, steps, last in after:
                    _merge_component(results, state, weight * count * more_count, step + steps, last)
        found = [(state, count, steps, end) for state, (count, steps, end) in results.items()], footprint
        self.components[key] = found
        return found

    def interleave(self, res, floor, cut, options, groups, explored):
        """Every combination of the groups' outcomes, each in every interleaving (counted, not walked)."""
        sizes = [len(g) for g in groups]
        coefficient = math.factorial(len(options))
        for size in sizes:
            coefficient //= math.factorial(size)
        combos = 1
        for found, _ in explored:
            combos *= len(found)
        if combos + len(self.memo) > self.limits.max_orders:
            raise ResolutionStopped(
                f"limit: more than {self.limits.max_orders} distinct situations to explore (max_orders)", "limit")
        place = {effect: i for i, effect in enumerate(options)}
        planned = []
        for combo in itertools.product(*(found for found, _ in explored)):
            steps = _merge_by_place([c[2] for c in combo], place)
            orders = coefficient
            for c in combo:
                orders *= c[1]
            planned.append((_global_path(steps, options), orders, steps))
        planned.sort(key=lambda item: item[0])
        outcomes, reads = {}, set()
        for path, orders, steps in planned:
            end = self.replay(res, cut, options, steps)
            end.run(floor)
            found, more = self.settle(end, floor)
            reads |= end.reads | more
            _merge(outcomes, found, orders, path)
        return outcomes, reads

    def replay(self, res, cut, options, steps):
        """Resolve the options in the order of `steps`, each branch with its own decisions."""
        copy = res.clone()
        for n, (effect, path) in enumerate(steps):
            if n:
                with copy.inspect():
                    copy.run_one()
            if copy.pending is not None:
                waiting = _waiting(copy, copy.pending, options)
                if waiting is None or effect not in waiting:
                    raise NotFree()
                _take(copy, copy.pending, waiting.index(effect), cut)
            else:
                if copy.work[-1] != ("begin", effect):
                    raise NotFree()
                copy.run(cut)
            for index in path:
                if copy.pending is None:
                    raise NotFree()
                copy.choose(index, cut)
            if copy.pending is not None or len(copy.work) != cut:
                raise NotFree()
        return copy


def _take(res, point, index, floor):
    """Answer a decision and go on to `floor`. For a choice among pending effects, running its
    handler again with the answer (labels, what is offered) reads only what the run that stopped at
    the choice read already: it is not counted again in the branch's footprint."""
    if point.kind not in ORDER_KINDS:
        return res.choose(index, floor)
    with res.inspect():
        res.pending = None
        res.replay.append(index)
        res.run_one()
    return res.run(floor)


def _waiting(res, point, options):
    """The options of a choice if they are just `options` still pending, in their order (the free
    choice the count assumes), else None."""
    if point is None or point.kind not in ORDER_KINDS:
        return None
    with res.inspect():
        remaining = [k for k in options if res.nodes[k].status == "pending"]
    offered = list(point.keys)
    return offered if offered == remaining else None


def _merge(outcomes, found, factor, prefix):
    for key, (count, path, end) in found.items():
        if key in outcomes:
            outcomes[key][0] += count * factor
        else:
            outcomes[key] = [count * factor, prefix + path, end]


def _merge_component(results, state, count, steps, end):
    if state in results:
        results[state][0] += count
    else:
        results[state] = [count, steps, end]


def _components(options, footprints, meeting=None):
    """Options joined when their footprints meet (union-find), as groups in the options' order;
    the pairs found to meet go into `meeting`."""
    parent = {e: e for e in options}

    def root(e):
        while parent[e] != e:
            parent[e] = parent[parent[e]]
            e = parent[e]
        return e

    for i, a in enumerate(options):
        for b in options[i + 1:]:
            if meeting is not None:
                if not footprints[a].commutes_with(footprints[b]):
                    meeting.add((a, b))
                    parent[root(b)] = root(a)
            elif root(a) != root(b) and not footprints[a].commutes_with(footprints[b]):
                parent[root(b)] = root(a)
    groups = {}
    for e in options:
        groups.setdefault(root(e), []).append(e)
    return list(groups.values())


def _components_of_groups(groups, footprints, options):
    index = list(range(len(groups)))
    joined = _components(index, dict(zip(index, footprints, strict=True)))
    return [sorted((e for i in part for e in groups[i]), key=options.index) for part in joined]


def _merge_by_place(sequences, place):
    """Interleave the groups' orders: at each step the waiting effect listed first goes next (the
    walk's first order among all the interleavings)."""
    heads = [0] * len(sequences)
    out = []
    total = sum(len(s) for s in sequences)
    while len(out) < total:
        best = None
        for i, seq in enumerate(sequences):
            if heads[i] < len(seq) and (best is None or place[seq[heads[i]][0]] < place[sequences[best][heads[best]][0]]):
                best = i
        out.append(sequences[best][heads[best]])
        heads[best] += 1
    return out


def _global_path(steps, options):
    """The decisions a walk would record for these steps: the place of each effect among those still
    waiting (none when only one is left), then its branch's own decisions."""
    waiting = list(options)
    path = []
    for effect, inner in steps:
        if len(waiting) > 1:
            path.append(waiting.index(effect))
        waiting.remove(effect)
        path.extend(inner)
    return tuple(path)


def numbering(res):
    """Which keys the live nodes have: memoised results name nodes by key, so they are reused only
    where the keys are the same."""
    nodes = res.nodes
    out = [len(nodes)]

    def walk(key):
        out.append(key)
        node = nodes[key]
        for child in node.children:
            if nodes[child].status == "pending":
                walk(child)
        for child in node.firsts:
            if nodes[child].status == "pending":
                walk(child)

    for _, key in res.work:
        walk(key)
    return tuple(out)
