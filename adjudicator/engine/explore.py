"""Resolve once, or explore every order the chooser could pick.

Exploration walks the decision tree depth first, memoising on a canonical
state (entities plus pending work, not history), so orders that reach the
same state are solved once. Interchangeable options (structurally identical
pending effects, modifier orders giving the same value) are tried once and
counted for each. Where pending effects provably commute, their orders are
counted instead of walked (engine.reduce); `reduce=False` walks every order
(kept to check the reduction against). Each distinct final state is then
replayed with the decisions that first reached it, to produce its full trace.

Exploring a scenario whose own choices pick an order (`force`) answers "what
if the chooser picked otherwise?"; `own_choices_first` then says which of the
outcomes its own choices reach, and shows those in the order the choices pick.
"""
import sys

from adjudicator.engine.footprint import TrackedResolution
from adjudicator.engine.policy import ChooserPolicy, ScriptedPolicy
from adjudicator.engine.reduce import Reducer
from adjudicator.engine.resolution import Resolution
from adjudicator.errors import ResolutionStopped
from adjudicator.limits import CpuBudget, Limits


def policy_for(scenario, explore=False):
    choices = scenario.choices
    return ChooserPolicy(
        choices,
        explore_orders=explore or choices.order == "explore",
        explore_modifiers=explore or choices.modifier_order == "explore",
        explore_choose=True,
    )


def explore(scenario, model, limits=None, force=False, reduce=True):
    """Every distinct outcome: [(resolution, orders_reaching)], plus the total number of orders.

    Without exploring choices (and without `force`) this is a single resolution.
    """
    limits = limits or Limits()
    policy = policy_for(scenario, force)
    recorded = Resolution(scenario, model, limits, policy, record=True).run()
    if recorded.finished:
        return [(recorded, 1)], 1, policy.explore_orders or policy.explore_modifiers
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, 20_000))
    try:
        if reduce:
            reducer = Reducer(limits)
            try:
                first = TrackedResolution.start(scenario, model, limits, policy).run()
                found, _ = reducer.solve(first, 0)
            except ResolutionStopped as stop:
                raise first_stop_of_walk(scenario, model, limits, policy, stop, reducer.budget) from None
            outcomes = [(count, path) for count, path, _ in found.values()]
        else:
            outcomes = walk_every_order(Resolution(scenario, model, limits, policy, record=False).run(), limits)
    except RecursionError:
        raise ResolutionStopped("limit: too many decisions in one order to explore (max_depth)", "limit") from None
    finally:
        sys.setrecursionlimit(old_limit)
    total = sum(count for count, _ in outcomes)
    results = []
    for count, path in outcomes:
        replay = Resolution(scenario, model, limits, ScriptedPolicy(policy, path), record=True).run()
        results.append((replay, count))
    return results, total, True


def widens(scenario):
    """Does forcing exploration leave open decisions the scenario's own choices make?"""
    own, forced = policy_for(scenario), policy_for(scenario, True)
    return (own.explore_orders, own.explore_modifiers) != (forced.explore_orders, forced.explore_modifiers)


def own_choices_first(scenario, model, limits, results, total, reduce=True):
    """(results, n): a forced exploration's outcomes (`results` of `total` orders), the n that the
    scenario's own choices reach first, each of those replayed in the order its choices pick (an outcome
    stands for every order reaching it, so the one shown may as well be the author's). The scenario's
    `expect` was written for its own choices, so it speaks of those n outcomes, not of orders the author
    did not pick.

    n is None where forcing opened no decision the choices make (the same number of orders), or where an
    own outcome is not among the explored ones (it cannot be: the own choices are one of the orders
    explored); then every outcome is the scenario's own.
    """
    if not widens(scenario):
        return results, None
    own_results, own_total, _ = explore(scenario, model, limits, reduce=reduce)
    if own_total == total:
        return results, None
    own = {res.outcome_key(): res for res, _ in own_results}
    first, rest = [], []
    for res, count in results:
        mine = own.pop(res.outcome_key(), None)
        if mine is None:
            rest.append((res, count))
        else:
            first.append((mine, count))
    if own:
        return results, None
    return first + rest, len(first)


def first_stop_of_walk(scenario, model, limits, policy, stop, budget):
    """The stop (a loop, an input error) to report when the reduction met `stop`.

    Exploring ends at the first stop met, and the reduction resolves options in another order than the
    walk of every order (each option on its own first), so it can meet a stop of a later order first: a
    real one, but not the one the walk names. The walk is run to find that one, within what is left of the
    same CPU-time budget; if it reaches a limit first, `stop` (a real stop of some order) is reported."""
    if stop.kind == "limit":
        return stop
    try:
        walk_every_order(Resolution(scenario, model, limits, policy, record=False).run(), limits, budget)
    except ResolutionStopped as walked:
        return stop if walked.kind == "limit" else walked
    except RecursionError:
        return stop
    return stop


def walk_every_order(first, limits, budget=None):
    """[(orders, decisions)] for each distinct outcome, walking every order (no reduction)."""
    budget = budget if budget is not None else CpuBudget(limits, "exploring ")
    memo = {}

    def solve(res):
        if res.finished:
            return {res.outcome_key(): [1, ()]}
        key = res.state_key()
        found = memo.get(key)
        if found is not None:
            return found
        if len(memo) >= limits.max_orders:
            raise ResolutionStopped(
                f"limit: more than {limits.max_orders} distinct situations to explore (max_orders)", "limit")
        budget.check()
        point = res.pending
        result = {}
        for option in point.representatives():
            weight = point.weight(option)
            branch = res.clone().choose(option)
            for outcome, (count, path) in solve(branch).items():
                if outcome in result:
                    result[outcome][0] += count * weight
                else:
                    result[outcome] = [count * weight, (option,) + path]
        memo[key] = result
        return result

    return [(count, path) for count, path in solve(first).values()]
