"""A plain last-in-first-out stack, for comparison with the games' own timing.

Everything a card does when something happens is a triggered effect that
interrupts the effect that caused it: it resolves as soon as the op that
caused it is done, the most recent trigger first, with no windows and no
priorities — the "incorrect way to play" the Union City Alliance rulebook
warns about in its Black Flag example.

The stack owns only that timing (StackTiming, rules.py). A comparison lays it
over the scenario's own game (plain_stack_over): the game keeps every other
rule, so what differs is what timing changes. Alone, for a scenario of
`game: stack` (the timing of a game imported without its own model), it is
PlainStack: the timing and the few plain definitions rules.py states.
"""
from functools import cache

from adjudicator.engine.patterns import fields_match
from adjudicator.scenario.model import Pattern
from adjudicator.timing import facts
from adjudicator.timing.base import Citation, SiblingChoice, TimingModel
from adjudicator.timing.stack.rules import RULES, STACK_ANCHOR, STACK_RULE

GONE_ZONES = ("trash", "destroyed", "removed")  # a card there has left play
TITLE = "Plain stack (last in, first out)"


class StackTiming:
    """The stack's timing, as the ordering hooks of TimingModel (timing/base.py): it comes first in
    the classes it makes, so each hook here replaces the game's."""

    slug = "stack"
    title = TITLE
    game_slug = "stack"  # whose rulebook the model's other rules cite
    trigger_mode = "immediate"  # a triggered effect interrupts the effect whose op caused it
    # Not a game's package: laid over a game, the names the game gives relative to its own package (its walk,
    # examples, card-text words, book parser) mean nothing here, so the overlay has none of them.
    lessons_file = examples_file = cardtext_module = book_parser = ""

    def __init__(self):
        super().__init__()
        self.rules[STACK_ANCHOR] = Citation(STACK_RULE)

    def cite(self, anchor, quote=None):
        return Citation(f"{self.game_slug}#{anchor}", quote)

    @property
    def stack_rule(self):
        return self.rules[STACK_ANCHOR]

    def trigger_home(self, res, current):
        """A triggered effect joins the effect whose op caused it."""
        return current

    def trigger_text(self, res, ability, home):
        return f"{ability.label} triggers and interrupts {res.nodes[home].label}: it resolves now, before the rest of it"

    def phase_waits(self, res, current):
        """A phase a rule opens is triggered like any effect: it interrupts the effect that caused it."""
        return current.key, f"it interrupts {current.label}: it resolves now", self.stack_rule

    def priority_groups(self, priorities):
        """No priorities: everything that answers one moment triggers together."""
        return (tuple(priorities),) if priorities else ()

    def recheck_waiting(self, res, node):
        """Nothing waits for an effect to finish, so nothing is re-checked when it has."""

    def sibling_choice(self, res, parent, pending):
        """Effects triggered at once: the last one triggered resolves first (the game orders what was not
        triggered: played cards, a sequence's steps)."""
        triggered = [k for k in pending if self.is_triggered(res, res.nodes[k])]
        if not triggered:
            return super().sibling_choice(res, parent, pending)
        last = triggered[-1]
        reason = (f"{res.label_of(last, pending)} comes next: the last effect triggered resolves first"
                  if len(pending) > 1 else "")
        return SiblingChoice((last,), True, self.stack_rule, reason)

    def first_choice(self, res, node, pending):
        """Several effects that go before one: the last one triggered first."""
        reason = (f"{res.label_of(pending[-1], pending)} comes next: the last effect triggered resolves first"
                  if len(pending) > 1 else "")
        return SiblingChoice((pending[-1],), True, self.stack_rule, reason)

    def begin_rule(self, res, node):
        """A triggered effect resolves now because the stack says so; anything else, by the game's rule."""
        if self.is_triggered(res, node):
            return self.stack_rule
        return super().begin_rule(res, node)


@cache
def plain_stack_over(game: type[TimingModel]) -> type[TimingModel]:
    """The plain stack laid over a game's model: the stack's timing, the game's every other rule."""
    if issubclass(game, StackTiming):
        return game
    return type(f"PlainStackOver{game.__name__}", (StackTiming, game), {
        "__module__": __name__, "game_slug": game.slug,
        "__doc__": f"{TITLE}, with the rules of {game.title} for everything but timing.",
    })


class PlainStack(StackTiming, TimingModel):
    """The plain stack alone: its timing and its own plain definitions (rules.py), nothing of any game."""

    classes = ("triggered",)
    classes_needing_on = ("triggered",)
    numeric_props = frozenset({"damage"})
    rule_sentences = RULES
    outline_module = "tools.outline"  # outlines read on the plain stack (tools/outline.py)

    def event_happened(self, res, event):
        """Every live ability waiting for this event triggers now, in the scenario's order; its
        condition is checked now, when it triggers."""
        for ability in res.scenario.abilities.values():
            pattern = ability.on
            if not isinstance(pattern, Pattern) or pattern.event != event["event"]:
                continue
            you = self.you_for(res, ability, event)
            if not fields_match(res, pattern.fields, event, ability.card, you):
                continue
            if not self.is_live(res, ability, event):
                continue
            if ability.condition is not None:
                env = res.env(None, trigger=event)
                env.this, env.you = ability.card, you
                if not res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True):
                    res.step("note", f"{ability.label} does not trigger: its condition "
                                     f"`{ability.condition.source}` is false now", rule=self.stack_rule)
                    continue
            if ability.optional and ability.id in res.scenario.choices.decline:
                res.step("note", f"{ability.label} is optional and the player declines it", rule=self.stack_rule)
                continue
            self.add_trigger(res, ability, you, event, self.stack_rule)
        if event["event"] == "damage_taken":
            self.defeat_by_damage(res, event)

    # -- damage, defeat and costs: the stack's own plain definitions (rules.py) -----------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Damage dealt is placed at once: `damage_dealt`, then `damage_taken`."""
        res.emit({"event": "damage_dealt", "target": target, "source": source, "amount": amount,
                  "critical": critical})
        super().deal_damage(res, target, amount, source, critical)

    def defeat_by_damage(self, res, event):
        """A card that is not a player, with damage at least its `max_stamina`, is defeated: an
        effect triggered by the damage, so it interrupts like any other."""
        target = event.get("target")
        props = res.entities.get(target)
        if props is None or target in res.scenario.players or res.current is None:
            return
        limit = props.get("max_stamina")
        if limit is None or (props.get("damage", 0) or 0) < limit or props.get("zone") in GONE_ZONES:
            return
        base = f"defeat:{target}"
        if facts.PENDING_DEFEAT.get(res, target):
            return
        facts.PENDING_DEFEAT.set(res, target, True)
        source = event.get("source")
        by = source if source in res.scenario.players else res.nodes[res.current].you
        node = res.new_node(
            base=base, kind="defeat", label=f"{res.name(target)} is defeated", parent=res.current, edge="when",
            card=target, you=by, trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer")),
            rule=self.stack_rule,
        )
        facts.mark_builtin_defeat(node, target, by)
        res.nodes[res.current].children.append(node.key)
        res.step("trigger", f"{res.name(target)} has damage {props['damage']} of {limit}: defeated, as a "
                            "triggered effect", rule=self.stack_rule)

    def run_builtin(self, res, node):
        target = facts.DEFEAT_TARGET.get(node)
        facts.PENDING_DEFEAT.clear(res, target)
        self.defeat(res, target, by=facts.DEFEAT_BY.get(node))

    def can_pay(self, res, node, op):
        """A cost is paid only if it can be done in full: the card is where the op takes it from, the
        resource or the cards to draw are there."""
        env = res.env(node)
        args = op.args
        if op.name in ("discard", "dismiss"):
            card = env.ref(args["card"])
            zones = self.discard_from if op.name == "discard" else ("active",)
            return card in res.entities and res.entities[card].get("zone") in zones
        if op.name in ("trash", "destroy"):
            card = env.ref(args["card"])
            return card in res.entities and res.entities[card].get("zone") not in GONE_ZONES
        if op.name == "lose":
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(env.ref(args["who"]), {}).get(args["resource"], 0) or 0) >= need
        if op.name == "draw" and "count" in args:
            who = env.ref(args["who"])
            need = res.evaluate(args["count"], env)
            return sum(1 for p in res.entities.values() if p.get("owner") == who and p.get("zone") == "deck") >= need
        return True

    def defeat(self, res, target, by=None):
        """A defeated card leaves play for its trash (the `defeated` event says so)."""
        facts.PENDING_DEFEAT.clear(res, target)
        if res.entities[target].get("zone") in GONE_ZONES:
            res.step("note", f"{res.name(target)} has already left play", rule=self.stack_rule)
            return
        res.move(target, "trash", verb="defeated", extra={"target": target, "by": by})

    def overcome(self, res, target, by=None):
        res.move(target, "trash", verb="overcome", extra={"target": target, "by": by})
