"""Resources, and paying a cost with them (Rules Reference: Resource, Resource Ability, Resource Card, Wild
Resource, Requirement (Resources), Cost; Learn to Play: Resource Costs).

Opt-in: a play (`play_card`, `use_ability`) that lists what it `spend`s generates resources — a card in the
payer's hand is discarded for its printed `resources`, a card in play controlled by the payer has its Resource
ability used (`resource_ability`) — and they are checked against the cost (the card's `cost`, or the
ability's `resource_cost`) and the card's `requirement` when it is declared: a payment that cannot cover it
is a refused play. A play without `spend` pays what its `pay` ops say, as before (a card with a `cost` above
0 then cannot be paid for: no resource is generated). What is generated beyond the cost is overpaid and lost;
once paid, the payment is an occurrence, `resources_paid`, that an ability can answer.
"""
from dataclasses import dataclass

from adjudicator.engine.opdefs import entity_of
from adjudicator.errors import ResolutionStopped
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.model import Op
from adjudicator.scenario.vocabulary import describe, suggest
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.keywords import has_keyword
from adjudicator.timing.marvel_champions.table import in_play
from adjudicator.timing.marvel_champions.values import active_modifiers, modified
from adjudicator.timing.marvel_champions.vocabulary import RESOURCE_TYPES
from adjudicator.timing.marvel_champions.windows import internal, push, schedule

WILD = "wild"


# -- reading --------------------------------------------------------------------------------------------
def read_spend(c, value, path) -> tuple:
    """`spend`: the cards a payment generates resources with, in the order written; each an entity (a card in
    hand, discarded; a card in play, its Resource ability used) or `{card: X, as: [TYPE, …]}`, the types its
    wild resources are used as (Wild Resource: the player "may specify which resource type … it is being used
    as"). Read as ((ref, as-types), …)."""
    if not isinstance(value, list) or not value:
        c.problem(path, f"expected a list of the cards that generate the resources, got {describe(value)}")
        return ()
    out, seen = [], set()
    for i, item in enumerate(value):
        where = f"{path}[{i}]"
        used_as: tuple = ()
        if isinstance(item, dict):
            if not c.keys(item, where, {"card", "as"}, ("card",)):
                continue
            used_as = read_types(c, item.get("as", []), f"{where}.as")
            item = item["card"]
            where = f"{where}.card"
        ref = c.entity_ref(item, where)
        if ref is None:
            continue
        if ref in seen:  # a card discarded once is gone; a Resource ability is used once each payment
            c.problem(where, f"{ref!r} is already in this `spend`: each card generates its resources once a payment")
        seen.add(ref)
        out.append((ref, used_as))
    return tuple(out)


def read_types(c, value, path) -> tuple:
    """A list of resource types (`resource_cost`, a wild's `as`), each refused with "did you mean" if unknown."""
    if not isinstance(value, list):
        c.problem(path, f"expected a list of resource types ({', '.join(RESOURCE_TYPES)}), got {describe(value)}")
        return ()
    for i, word in enumerate(value):
        if word not in RESOURCE_TYPES:
            c.problem(f"{path}[{i}]", f"unknown resource type {describe(word)} for Marvel Champions"
                                      f"{suggest(word, RESOURCE_TYPES)}; expected one of: {', '.join(RESOURCE_TYPES)}")
    return tuple(value)


def check_entities(entities) -> list:
    """`cost` a number of 0 or more; `resource_for` only on a card with a Resource ability. (The lists and
    their words are checked as the game's closed vocabularies: vocabulary.py.)"""
    problems = []
    for eid, props in entities.items():
        cost = props.get("cost")
        if "cost" in props and (not isinstance(cost, int) or isinstance(cost, bool) or cost < 0):
            problems.append((f"entities.{eid}.cost", f"expected the card's printed resource cost, a number of 0 or "
                                                     f"more, got {describe(cost)}"))
        if "resource_for" in props and "resource_ability" not in props:
            problems.append((f"entities.{eid}.resource_for", "names the cards a Resource ability generates for, and "
                                                             "this card has no `resource_ability`"))
    return problems


# -- planning a payment at Declare Intent ---------------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """One card that generates resources for a payment: discarded from hand, or its Resource ability used."""

    card: str
    by_ability: bool
    generated: tuple  # the types, as printed
    used_as: tuple  # each resource as it is used: a wild the player declared is that type
    declared: bool = False  # its wild resources' types were declared (`as`)
    helper: str | None = None  # another player who helps pay with it (Alliance), else None: the payer's own


@dataclass(frozen=True)
class Payment:
    """What a play's `spend` generates, which resources are spent on its cost and which are overpaid."""

    who: str
    card: str
    cost: int
    use: bool
    sources: tuple  # Source, as written
    spent: tuple  # (type used as, source card), the required ones first, then in the order written
    overpaid: tuple  # (type, source card): generated beyond the cost, not paid for it, and lost
    chosen: tuple  # (source card, type): an undeclared wild the engine used as the type a cost required


def wanted(res, args, card, use, who=None) -> bool:
    """Whether resources are counted for this play: it lists what it spends, or its card (or the ability) has
    a resource cost or a requirement that must be paid with them, or a modifier changes its card's cost."""
    props = res.entities[card]
    return bool(args.get("spend") or args.get("resource_cost") or
                (not use and ((props.get("cost") or 0) > 0 or props.get("requirement")
                              or ("cost" in props and active_modifiers(res, "cost", {"who": card, "by": who})))))


def plan(res, node, args, card, who, use, op) -> Payment | tuple:
    """The payment a play's `spend` makes, or (why, rule name) when it cannot pay: a card not in the payer's
    hand nor a Resource ability they control, an ability for another type of card, too few resources or not
    of the types required (Cost, Resource, Resource Ability, Requirement (Resources))."""
    props = res.entities[card]
    if use:
        required = tuple(args.get("resource_cost", ()))
        cost, cost_rule = len(required), "resource-types-required" if required else "resource-ability-cost"
    else:
        if "cost" not in props:
            raise ResolutionStopped(f"error: {op.path}.spend: {res.name(card)} has no printed `cost`: give the card "
                                    "its `cost` (Cost) for its payment to be checked", "error")
        required = tuple(props.get("requirement") or ())
        # Initiating Abilities 2-3: the cost determined and modified (a `modifier` of `cost`, `who` the card,
        # `by` the player playing it), never below 0 (Modifiers)
        context = {"who": card, "by": who}
        if active_modifiers(res, "cost", context):
            res.step("note", f"the cost to play {res.name(card)} is determined taking modifiers into account",
                     rule=rule(res, "initiating-cost-modifiers"))
        cost, cost_rule = modified(res, "cost", props["cost"], context), "resource-card-cost"
    sources = []
    for i, (ref, used_as) in enumerate(args.get("spend", ())):
        source = entity_of(res, node, ref, f"spend[{i}]", op)
        made = _source(res, source, used_as, who, card, use)
        if isinstance(made, tuple):
            return made
        sources.append(made)
    # (type used as, card, whether it is a wild whose type the player left open)
    pool = [(kind, s.card, kind == WILD and not s.declared) for s in sources for kind in s.used_as]
    spent, chosen = [], []
    for need in required:  # the types required first: one of that type, else a wild not declared as another
        # one of that type (for a wild, one declared wild before one left open, which could be another type)
        at = next((i for i, (kind, _, free) in sorted(enumerate(pool), key=lambda x: x[1][2]) if kind == need), None)
        if at is None and need != WILD:
            at = next((i for i, (_, _, free) in enumerate(pool) if free), None)
            if at is not None:
                chosen.append((pool[at][1], need))
        if at is None:
            name = "requirement" if not use else "resource-types-required"
            what = f"its cost needs {_listed(required)}" if use else f"its Requirement names {_listed(required)}"
            return (f"{what}, and {_generated(res, sources)}: no {need} resource is left for it", name)
        spent.append((need, pool.pop(at)[1]))
    if len(spent) > cost:  # Requirement: a resource overpaid is not paid for the cost (a reading)
        return (f"its Requirement names {counted(len(required), 'resource')}, more than its cost of {cost}: "
                "resources beyond the cost are overpaid, not spent on it", "resource-overpaid")
    while len(spent) < cost and pool:
        kind, source, _ = pool.pop(0)
        spent.append((kind, source))
    if len(spent) < cost:
        return (f"its cost is {counted(cost, 'resource')}, and {_generated(res, sources)}", cost_rule)
    return Payment(who, card, cost, use, tuple(sources), tuple(spent),
                   tuple((kind, source) for kind, source, _ in pool), tuple(chosen))


def _source(res, source, used_as, who, card, use) -> Source | tuple:
    """What one card of `spend` generates for `who`'s payment, or (why, rule name) when it cannot. Another
    player's card pays only for a card with alliance (Alliance: "any player(s) may help pay the costs for that
    card"): that player discards it from their hand, or uses its Resource ability, for the payer."""
    props = res.entities[source]
    name = res.name(source)
    owner = props.get("owner")
    helper = owner if owner not in (None, who) and not use and has_keyword(res, card, "alliance") else None
    if source == card:
        return (f"{name} is the card being paid for: it cannot be discarded to pay its own cost (a reading)",
                "resource-generate")
    if props.get("zone") == "hand":
        if owner not in (None, who) and helper is None:
            return (f"{name} is in {possessive(res.name(owner))} hand, not {possessive(res.name(who))}"
                    f"{'' if use else f' ({res.name(card)} has no alliance)'}", "cost-own-out-of-play")
        printed = tuple(props.get("resources") or ())
        if not printed:
            return (f"{name} has no resource icons (`resources`): discarding it generates nothing",
                    "resource-discard-icons")
        return _declare(res, Source(source, False, printed, printed, helper=helper), used_as)
    if in_play(res, source) and props.get("resource_ability"):
        if owner not in (None, who) and helper is None:
            return (f"{name} is controlled by {res.name(owner)}, and its Resource ability can only pay "
                    f"{possessive(res.name(owner))} costs{'' if use else f' ({res.name(card)} has no alliance)'}",
                    "resource-ability-controller")
        allowed = tuple(props.get("resource_for") or ())
        kind = res.entities[card].get("type")
        if allowed and kind not in allowed:
            return (f"{possessive(name)} Resource ability generates resources only for {' or '.join(allowed)} cards, "
                    f"and {res.name(card)} is {'an' if str(kind)[:1] in 'aeiou' else 'a'} {kind}",
                    "resource-ability-type")
        made = tuple(props["resource_ability"])
        return _declare(res, Source(source, True, made, made, helper=helper), used_as)
    where = "in play with no Resource ability" if in_play(res, source) else \
        f"in {possessive(res.name(props['owner'])) + ' ' if props.get('owner') else ''}{res.zone_name(props.get('zone'))}"
    return (f"{name} is {where}: it is neither a card in {possessive(res.name(who))} hand to discard nor a "
            "Resource ability to use", "resource-generate")


def _declare(res, source: Source, used_as) -> Source | tuple:
    """A wild used as the type the player declares (`as`), one type per wild resource the card generates."""
    if not used_as:
        return source
    wilds = source.generated.count(WILD)
    if len(used_as) != wilds:
        return (f"`as` names {counted(len(used_as), 'type')} for {res.name(source.card)}, which generates "
                f"{counted(wilds, 'wild resource') if wilds else 'no wild resource'}: each wild resource is used as "
                "one type", "wild-any-type")
    declared = iter(used_as)
    return Source(source.card, source.by_ability, source.generated,
                  tuple(next(declared) if kind == WILD else kind for kind in source.generated), True, source.helper)


def _listed(kinds) -> str:
    return ", ".join(kinds) if kinds else "nothing"


def _generated(res, sources) -> str:
    made = [kind for s in sources for kind in s.used_as]
    if not made:
        return "nothing generates a resource"
    verb = "generates" if len(sources) == 1 else "generate"
    return (f"{' and '.join(res.name(s.card) for s in sources)} {verb} {counted(len(made), 'resource')} "
            f"({_listed(made)}{', a wild as declared' if any(s.declared for s in sources) else ''})")


# -- paying -------------------------------------------------------------------------------------------------
def pay_step(res, node, data) -> None:
    """Play a Card 2: the costs are paid at once (Cost: "those costs must be paid simultaneously"): the ops of
    `pay`, the cards discarded for their resources; then what is spent and what is lost is said, and the
    payment happens (`resources_paid`)."""
    payment: Payment = data["spend"]
    card = payment.card
    res.step("phase", f"the cost of {res.name(card)} is paid: {counted(payment.cost, 'resource')}"
                      f"{' and ' + ', '.join(p.name for p in data['pay']) if data['pay'] else ''}",
             rule=rule(res, "pay-arrow-costs" if payment.use else "pay-resources"))
    discards = []
    helpers = list(dict.fromkeys(s.helper for s in payment.sources if s.helper))
    if helpers:
        res.step("note", f"{res.name(card)} has alliance: {', '.join(res.name(p) for p in helpers)} "
                         f"help{'s' if len(helpers) == 1 else ''} {res.name(payment.who)} pay its cost",
                 rule=rule(res, "alliance"))
    for source in payment.sources:
        kinds = _listed(source.generated)
        payer = res.name(source.helper or payment.who)
        if source.by_ability:
            res.step("note", f"{payer} uses the Resource ability of {res.name(source.card)}: it "
                             f"generates {kinds}", rule=rule(res, "resource-ability"))
        else:
            res.step("note", f"{payer} discards {res.name(source.card)} from {'their ' if source.helper else ''}hand "
                             f"for its resources: {kinds}", rule=rule(res, "resource-discard-icons"))
            discards.append(Op("discard", {"card": source.card}, f"spend.{source.card}"))
        if source.declared:
            kinds = _listed([k for k, g in zip(source.used_as, source.generated, strict=True) if g == WILD])
            res.step("note", f"the wild {'resource' if source.generated.count(WILD) == 1 else 'resources'} of "
                             f"{res.name(source.card)}: used as {kinds}, as {res.name(payment.who)} declares",
                     rule=rule(res, "wild-any-type"))
    push(res, node, [*data["pay"], *discards, _internal_step(payment)])


def _internal_step(payment: Payment):
    """The step that spends the payment, once the costs and discards are paid (sequences.step's form)."""
    return internal("_mc_step", step="resources-spent", data={"payment": payment})


def spent_step(res, node, data) -> None:
    """After the cost is paid: the resources spent on it, those overpaid and lost, then the payment as an
    occurrence an ability can answer ("after you pay for a card using a [physical] resource")."""
    payment: Payment = data["payment"]
    who, card = payment.who, payment.card
    for source, kind in payment.chosen:
        res.step("note", f"the wild resource of {res.name(source)} is used as {kind}, the type the cost requires "
                         "(a reading: the player may declare its type, and this is the one the payment needs)",
                 rule=rule(res, "wild-any-type"))
    kinds = [kind for kind, _ in payment.spent]
    rule_name = "resource-paid-for-card" if payment.use else "resource-card-cost"
    res.step("note", f"{counted(len(kinds), 'resource')} spent on the cost of {res.name(card)}"
                     f"{': ' + _listed(kinds) if kinds else ''}", rule=rule(res, rule_name))
    if any(res.entities[s.card].get("type") == "resource" and not s.by_ability for s in payment.sources):
        if any(s.helper for s in payment.sources):
            res.step("note", "resource cards paid: the resources each player spends are also spent by their identity "
                             "(in this model a player is their identity)", rule=rule(res, "resource-card-identity"))
        else:
            res.step("note", f"resource cards paid: the resources {res.name(who)} spends are also spent by "
                             f"{possessive(res.name(who))} identity (in this model a player is their identity)",
                     rule=rule(res, "resource-card-identity"))
    if payment.overpaid:
        lost = _listed([kind for kind, _ in payment.overpaid])
        res.step("note", f"{counted(len(payment.overpaid), 'resource')} generated beyond the cost ({lost}): overpaid, "
                         "not paid for it (a reading: the ones written last, the types the cost names being spent "
                         "first)", rule=rule(res, "resource-overpaid"))
        one = len(payment.overpaid) == 1
        res.step("note", f"the overpaid {lost} {'is' if one else 'are'} lost, and {'does' if one else 'do'} not carry "
                         "over to another cost", rule=rule(res, "resource-lost"))
    event = {"event": "resources_paid", "card": card, "who": who, "amount": len(kinds)}
    event.update({kind: kind in kinds for kind in RESOURCE_TYPES})
    schedule(res, node, "occur", {"event": event, "do": ()})


STEPS = {"resources-spent": spent_step}
