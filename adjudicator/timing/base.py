"""The interface every game's timing model implements: every hook the engine calls, with a default.

The engine (adjudicator.engine) owns the mechanism: pending work as data, ops,
events, choices, limits. A timing model owns the game's rules: where a
triggered effect goes, which orders the chooser may pick, how damage lands,
who "you" is, when an ability is live. Each hook's rule is cited from the
model's `rules.py` (`self.rules[name]`: a `Citation` of `game#anchor` carrying
the sentence of the rulebook it rests on).

A new game overrides what its rulebook says differently from the defaults
here; docs/engine.md ("Adding a game") walks through it.
"""
from dataclasses import dataclass

from adjudicator.engine.rules import ENGINE_RULES
from adjudicator.errors import ResolutionStopped
from adjudicator.scenario.model import PLAY_ZONES, Pattern
from adjudicator.scenario.vocabulary import COMMON_ZONES
from adjudicator.timing import facts


@dataclass(frozen=True)
class SiblingChoice:
    """What may come next among an effect's pending children.

    `options` are node keys the chooser may pick from (one is picked, the rest
    wait). `fixed` means the rules decide, not the chooser. `rule` cites why.
    """

    options: tuple
    fixed: bool
    rule: str
    reason: str = ""


class Citation(str):
    """A rule reference `game#anchor`, carrying the sentence of the rulebook it rests on (or None)."""

    quote = None

    def __new__(cls, reference, quote=None):
        value = super().__new__(cls, reference)
        value.quote = quote
        return value


# model class -> (the rule_sentences they were made from, their citations): TimingModel._cited_rules
_CITED_RULES: dict[type, tuple[dict, dict]] = {}
# model class -> ((its op_defs, refused_ops, event_defs) they were made from, its op table, its events):
# TimingModel._op_table and events()
_OPS_AND_EVENTS: dict[type, tuple[tuple, dict, dict]] = {}


class TimingModel:
    # -- what the game is (declared once; the registry, the checker and the pages read it) -----------
    slug = ""
    title = ""
    rulebooks = ()  # its documents (timing.documents.DocumentSpec), in the order the game page lists them
    book_parser = ""  # the module in its package reading its documents of shape "book": parse(text, kit)
    rulings_file = ""  # official rulings outside the documents (YAML beside them), if any
    lessons_file = ""  # its guided walk: a YAML file in the game's package (adjudicator/web/lessons.py reads it)
    cardtext_module = ""  # the card-text helper's words for it: a module of its package (tools layer)
    outline_module = ""  # outline mode's tags and phrases for it: a module of its package (tools layer)
    examples_file = ""  # what the tools show first: a YAML file in the game's package (timing/examples.py reads it)
    classes: tuple[str, ...] = ()  # the timing classes an ability may have
    classes_needing_on: tuple[str, ...] = ()  # classes that trigger on an event pattern (`on` is required)
    usable_classes = ()  # classes the chooser uses from `choices.counters`; only they have a `range`
    # timing class -> zones its card must be in (None: any zone); others: PLAY_ZONES
    default_zones: dict[str, tuple[str, ...] | None] = {}
    unwritten_zone: str | None = None  # the zone of an entity that writes none (zone_of)
    derived_filters: frozenset[str] = frozenset()  # count()/nearest() filters the game works out (filter_matches)
    derived_properties: frozenset[str] = frozenset()  # ENTITY.P an expression reads that the game works out
    # timing class -> where else, by its card's type, it works without `zones` (in words)
    type_zones_note: dict[str, str] = {}
    numeric_props: frozenset[str] = frozenset()  # entity properties the game computes with (integers)
    discard_from = ("hand",)  # zones the `discard` op takes a card from (a game that discards from play adds it)
    op_field_docs: dict = {}  # (op, field) -> what it is, for the reference panel (timing/op_fields.py)
    trigger_fields = ()  # `trigger.FIELD`s the game's own effects carry beyond the format's (scenario-format.md)
    result_entities = ()  # `result.NAME`s naming a card an op of the game keeps for the ops after it ("that card")
    builtin_prefixes = ()  # effect id prefixes of the model's own rule effects, e.g. ("attack",) → attack:CARD
    ability_prefixes = ()  # those of builtin_prefixes whose effect ids name an ability, not an entity
    modifier_values = ()  # values a modifier may change beyond the format's (`modifies: {value: …}`), e.g. ("atk",)
    forms = ()  # the forms an ability's trigger may be restricted to (`form:`), e.g. ("hero", "alter-ego")
    dash_values: tuple[str, ...] = ()  # powers a card may print as a dash (`atk: "-"`), e.g. ("atk", "thw")
    limit_periods = ()  # the periods a printed "Limit X per [period]" may name (`limit: {times, per}`), e.g. ("round",)
    zone_names = COMMON_ZONES  # the zones its rules name: a scenario's own zone may not be one letter from one
    zone_properties: tuple[str, ...] = ()  # entity properties besides `zone` whose value is a zone (checked as one)
    # zone (of its rules or its engine) -> how the table says it, where its id with hyphens as spaces would not
    # (grammar.zone_words: a step and "what happened" say every zone so)
    zone_words: dict[str, str] = {}
    # `result.NAME` its ops keep (where_x's `x`) -> how the table says it: the pages say a condition in words
    result_words: dict[str, str] = {}
    # the numbers its ops keep for the ops after them (`result.x`), beside those a scenario names with `as`: an
    # expression reading any other `result.NAME` is refused (it would read 0)
    result_names: tuple[str, ...] = ()
    # entity properties its engine writes for its own use, not the table's: "what happened" leaves them out
    # unless the scenario writes one in its entities (a card's `position` in a deck after a shuffle)
    bookkeeping_props: frozenset[str] = frozenset({"position"})
    # event field -> the words its value is one of (a pattern naming another never matches)
    event_field_words: dict[str, tuple[str, ...]] = {}
    vocabularies = ()  # the closed lists of words an entity property takes (scenario.vocabulary.Vocabulary);
    # a property not listed is open (any word): e.g. Union City Alliance's keywords, which name groups of cards
    # the closed list of an entity's property names (scenario.vocabulary.PropertyList); None: open (any name)
    entity_properties = None
    rulesets: dict[str, str] = {}  # name -> what it is: the versions of the rules a scenario may name with `ruleset:`
    default_ruleset = None  # the one used when a scenario names none (the latest)
    later_rulesets: dict[str, str] = {}  # name -> why not: published versions a scenario cannot name yet
    # "deferred": triggered effects wait until the effect that caused them has finished;
    # "immediate": they resolve as soon as the op that caused them is done (a plain stack).
    trigger_mode = "deferred"

    # -- its rules and ops (rules.py and ops.py of the game's package) --------------------------------
    rule_sentences: dict[str, tuple[str, str | None]] = {}  # name -> (anchor, quote or None)
    # engine rule name -> why this game's rulebook has no such rule (steps go uncited)
    absent_rules: dict[str, str] = {}
    op_defs = ()  # the game's own OpDefs (adjudicator.engine.opdefs), beside the built-in ops
    # built-in op -> why this game has no such thing (a scenario using it is refused, saying so)
    refused_ops: dict[str, str] = {}
    # timing class a card of the game prints but the model does not resolve -> why (refused, saying so)
    refused_classes: dict[str, str] = {}
    event_defs = ()  # the game's own EventDefs: what its rules and ops emit (a built-in name adds fields)

    def __init__(self):
        self.rules = dict(self._cited_rules())
        self.ops = self._op_table()

    def _cited_rules(self) -> dict[str, Citation]:
        """{rule name: Citation} of `rule_sentences`, made once per model class and its sentences: a model is
        made for every scenario checked and every model a scenario is resolved or compared under, and making
        the Marvel Champions model's 306 citations each time was a tenth of the test suite's engine time. Each
        model gets its own copy of the dict (the plain stack adds its rule to it); the citations are shared."""
        made = _CITED_RULES.get(type(self))
        if made is None or made[0] != self.rule_sentences:
            cited = {name: self.cite(anchor, quote) for name, (anchor, quote) in self.rule_sentences.items()}
            made = _CITED_RULES[type(self)] = (dict(self.rule_sentences), cited)
        return made[1]

    def cite(self, anchor, quote=None):
        return Citation(f"{self.slug}#{anchor}", quote)

    def rule(self, name):
        """The citation for one of ENGINE_RULES (None where the rulebook has no such rule)."""
        if name not in ENGINE_RULES:
            raise KeyError(f"{name!r} is not one of the engine's rule names")
        return self.rules.get(name)

    def _op_table(self):
        """{op name: OpDef}: each model gets its own copy of its class's table (_ops_and_events)."""
        return dict(self._ops_and_events()[0])

    def _ops_and_events(self) -> tuple[dict, dict]:
        """(op table, events) of the model's class, made once per class and the declarations they are made from
        (op_defs, refused_ops, event_defs: class attributes, never changed by a model): a model is made for
        every scenario checked, and the checker asks for its events for every pattern, so building both was
        a tenth of checking a scenario. Callers get copies (_op_table, events); the OpDefs are shared."""
        made = _OPS_AND_EVENTS.get(type(self))
        if made is None or made[0][0] is not self.op_defs or made[0][1:] != (self.refused_ops, self.event_defs):
            made_from = (self.op_defs, dict(self.refused_ops), self.event_defs)
            from adjudicator.engine.builtin_ops import BUILTIN_OPS
            from adjudicator.engine.events import BUILTIN_EVENTS

            own_ops: tuple = self.op_defs
            table = {op.name: op for op in BUILTIN_OPS if op.name not in self.refused_ops}
            table.update({op.name: op for op in own_ops})
            known: dict = {event.name: event.fields for event in BUILTIN_EVENTS}
            for opdef in table.values():
                for event in opdef.emits:
                    known.setdefault(event.name, event.fields)
            for event in self.event_defs:
                known[event.name] = event.fields
            made = _OPS_AND_EVENTS[type(self)] = (made_from, table, known)
        return made[1], made[2]

    def op(self, name):
        """The OpDef of an op this model runs, or None."""
        return self.ops.get(name)

    def events(self):
        """{event name: fields} of every event this model's rules and ops emit (ability patterns
        listen for them): the built-in events, then the game's own (a copy of its class's: _ops_and_events)."""
        return dict(self._ops_and_events()[1])

    def describe_event(self, res, event):
        """One line for a person (a game's own EventDef may say it its way; one that cannot say this
        event with the fields it carries leaves it to its name and fields)."""
        from adjudicator.engine.events import Saying, describe_event, plain_event

        for defn in self.event_defs:
            if defn.name == event["event"] and defn.describe is not None:
                said = defn.describe(Saying(res), event)
                return said if said is not None else plain_event(res, event)
        return describe_event(res, event)

    # -- load time --------------------------------------------------------------------------------
    def check_scenario(self, data, entities, abilities):
        """Game-specific checks of a whole scenario at load time: [(path, message), …]."""
        return []

    def accepts_ability(self, ability):
        """Whether this model can resolve an ability of a scenario written for another game (its
        timing class is one of ours; adjudicator.engine.fit names what is missing)."""
        return ability.timing in self.classes

    # -- what did not happen (adjudicator.engine.warnings) ---------------------------------------------
    def trigger_pattern(self, ability):
        """The event an ability waits for, as a pattern: its `on`, or the one its timing class implies
        (e.g. a card's own defeat). None: it is not triggered by an event (used, played, a modifier),
        and the engine does not warn when it never triggers."""
        on = ability.on
        return on if isinstance(on, Pattern) and ability.timing not in self.usable_classes else None

    def why_not_live(self, res, ability, event):
        """A sentence: why the ability's card did not work when `event` happened (is_live was false)."""
        zone = (res.entities.get(ability.card) or {}).get("zone")
        where = f"in {res.zone_name(zone)}" if zone else "in no zone"
        zones = [res.zone_name(z) for z in ability.zones or ()]
        zones = ", ".join(zones[:-1]) + " or " + zones[-1] if len(zones) > 1 else "".join(zones)
        hint = f" (give the ability `zones: [{zone}]` if it works from there)" if zone else ""
        return f"{res.name(ability.card)} was {where}, and this ability works only while its card is in {zones}{hint}"

    # why an ability the event matched did not trigger ("not-live", "condition-false", "not-triggered") -> the
    # name in `rules` of the rule that decides it (predict mode's "Does it trigger here?"; none: not asked)
    untriggered_rules: dict[str, str] = {}

    def untriggered_rule(self, res, ability, event, verdict):
        """The citation deciding that `ability` did not trigger at `event` (None: a verdict found after the
        event), for a verdict of engine.warnings; called as the event happens. None: this model cites none,
        and predict mode does not ask."""
        name = self.untriggered_rules.get(verdict)
        return self.rules.get(name) if name else None

    def why_not_triggered(self, res, ability, event):
        """A sentence: why an ability that matched `event`, live and with its condition true, did not
        trigger by this model's rules (None: the model has no reason to give)."""
        return None

    # -- who, and where an ability works ----------------------------------------------------------
    def owner_or_you(self, res, card):
        """The player a card belongs to (a player is its own), or None."""
        if card is None:
            return None
        if card in res.scenario.players:
            return card
        return res.entities.get(card, {}).get("owner")

    def current_hero(self, res):
        """Who `current` names: the player whose turn it is."""
        return res.current_player

    def next_hero(self, res):
        """Who `next` names: the player after the current one in turn order (None without players)."""
        players = list(res.scenario.players)
        current = self.current_hero(res)
        if not players:
            return None
        if current not in players:
            return players[0]
        return players[(players.index(current) + 1) % len(players)]

    # -- where things are (the expression language's nearest() and in_range()) ---------------------
    def distance(self, res, first, second):
        """The range between two entities, or None when either is in range of nothing. By default
        positions are `block: [x, y]` on a grid and range is counted in orthogonal steps; a game
        without a board has no positions, so nothing is in range of anything."""
        here = res.entities.get(first, {}).get("block")
        there = res.entities.get(second, {}).get("block")
        if here is None or there is None:
            return None
        return abs(here[0] - there[0]) + abs(here[1] - there[1])

    def exists(self, res, entity) -> bool:
        """Whether an entity counts as existing for `count(...)`: every one, unless the game's rules say
        otherwise (Union City Alliance: a card underneath another does not)."""
        return True

    def filter_matches(self, res, entity, key, want) -> bool:
        """Whether `entity` matches a filter of `derived_filters` (`want`: an entity id or a word); a game
        that declares none is never asked."""
        raise NotImplementedError(key)

    def derived_property(self, res, entity, prop):
        """The value of `ENTITY.prop` for a property of `derived_properties` (the game works it out now); a game
        that declares none is never asked."""
        raise NotImplementedError(prop)

    def break_tie(self, res, tied, what):
        """Several entities qualify equally (`nearest` at the same range): a choice the chooser makes
        (the first by id unless exploring), with a step saying so."""
        from adjudicator.engine.choice import ChoicePoint

        rule = self.rules.get("ties") or self.rule("making-choices")
        at = (res.nodes[res.current].id or res.nodes[res.current].base) if res.current is not None else ""
        point = ChoicePoint("choose", tuple(tied), tuple(range(len(tied))), rule, at, tuple(tied))
        index = res.decide(point)
        res.decisions.append(("choose", f"{what}: {tied[index]}"))
        names = ", ".join(res.name(t) for t in tied)
        res.step("choice", f"a tie ({what}): {names}; the heroes choose {res.name(tied[index])}", rule=rule)
        return tied[index]

    def you_for(self, res, ability, event):
        """Who "you" is for an ability triggered by `event` (None: not triggered by an event)."""
        return self.owner_or_you(res, ability.card) or res.current_player

    def is_live(self, res, ability, event):
        """Whether the ability's card is where the ability works, for this event."""
        if ability.zones is None:
            return True
        return (res.entities.get(ability.card) or {}).get("zone") in ability.zones

    # -- what triggers, and where it waits ----------------------------------------------------------
    def event_happened(self, res, event):
        """An event was emitted: find the abilities it triggers (default: none triggers)."""

    def zone_of(self, props: dict) -> str | None:
        """The zone of an entity: the one it writes, else the game's `unwritten_zone` — the one place that default
        is applied, for an expression (`X.zone`), a `zone=` filter, an expectation and a move's origin."""
        return props.get("zone", self.unwritten_zone)

    def card_placed(self, res, card, to) -> None:
        """`card` has just been put in zone `to`, before anything hears of the move: what the game's rules
        make of a card placed there (default: nothing)."""

    def trigger_home(self, res, current):
        """The node whose pending children a newly triggered effect joins."""
        return current

    def add_trigger(self, res, ability, you, event, rule):
        """Make the effect of a triggered ability: it joins the pending children of `trigger_home`
        (the effect whose op caused the event), and a `trigger` step says so, citing `rule`."""
        home = self.trigger_home(res, res.current)
        node = res.new_node(
            base=ability.id, kind=ability.timing, label=ability.label, parent=home, edge="when",
            ability=ability.id, card=ability.card, you=you,
            trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer")),
            ops=ability.do, rule=rule,
        )
        res.nodes[home].children.append(node.key)
        res.step("trigger", self.trigger_text(res, ability, home), rule=rule)
        return node

    def trigger_text(self, res, ability, home):
        return f"{ability.label} triggers: it resolves once {res.nodes[home].label} has finished"

    # -- ordering hooks: what a game's timing decides (the plain stack replaces each: timing/stack) ---
    def is_triggered(self, res, node):
        """Whether a pending effect was triggered by something that happened, rather than played, used
        in a phase or gone first: by default, one hanging from the effect that caused it by a `when` or
        `nested` edge. A game whose cards are played, never triggered, says no."""
        return node.parent is not None and node.edge in ("when", "nested")

    def phase_waits(self, res, current):
        """Where a phase that a rule opens during `current` waits (e.g. a Counter/Gambit phase), the words
        for when it resolves, and the rule: (node key, words, rule). Default: like any triggered effect."""
        return current.key, f"it resolves once {current.label} has finished", self.rule("making-choices")

    def priority_groups(self, priorities):
        """The timing priorities of one window, grouped as they are answered: a group's effects trigger
        together and resolve before the next group is looked at. Default: one priority a group."""
        return tuple((priority,) for priority in priorities)

    def recheck_waiting(self, res, node):
        """Re-check, by the game's rules, the triggered effects that waited for `node` to finish (e.g. an
        Alert's card must still be in the hand); a game's effect_ended calls it. Default: nothing."""

    def first_effects(self, res, node):
        """Effects that go before `node` begins (node keys; default: none)."""
        return []

    def first_choice(self, res, node, pending):
        """Which of the pending first effects resolves next (default: the first triggered)."""
        return SiblingChoice((pending[0],), True, self.rule("making-choices"))

    def sibling_choice(self, res, parent, pending):
        """Which of `pending` (node keys, in trigger order) may resolve next (default: the chooser
        picks any of them)."""
        if len(pending) == 1:
            return SiblingChoice(tuple(pending), True, self.rule("making-choices"))
        return SiblingChoice(tuple(pending), False, self.rule("making-choices"))

    def begin_rule(self, res, node):
        """The rule that says why this effect resolves now (None for the starting effect)."""
        return getattr(node, "rule", None) if node.parent is not None else None

    def effect_begun(self, res, node):
        """Called once an effect has begun (its "begins" step said), before its ops run. Default: nothing."""

    def effect_ended(self, res, node):
        """Called when an effect has finished its ops, before its children resolve."""

    # -- phases (e.g. a Counter/Gambit phase, an attack sequence) ----------------------------------
    def open_phase(self, res, node):
        """The phase node an op of `node` acts in (e.g. gain_defense), or None."""
        return None

    def run_phase(self, res, node):
        """Drive a phase node; return a node key to begin, or None when it is over."""
        return None

    def end_phase(self, res, node):
        """Finish a phase node once nothing more is used in it."""

    def run_builtin(self, res, node):
        """Run a rule effect of the model's own (a node with `builtin` set and no ops)."""

    # -- what the shared ops need of the game --------------------------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Route damage that has been dealt (after damage modifiers). Default: the damage is placed
        on the target at once."""
        props = res.entities[target]
        props["damage"] = (props.get("damage", 0) or 0) + amount
        res.emit({"event": "damage_taken", "target": target, "source": source, "amount": amount,
                  "critical": critical})

    def defeat(self, res, target, by=None):
        raise ResolutionStopped(f"error: {self.title} has no `defeat` op", "error")

    def overcome(self, res, target, by=None):
        raise ResolutionStopped(f"error: {self.title} has no `overcome` op", "error")

    def apply_modifiers(self, res, value_name, base, context):
        """A value as the game's modifiers change it (default: no modifiers)."""
        return base

    def can_pay(self, res, node, op):
        """Whether a cost op can be done in full (default: yes)."""
        return True

    def why_unpaid(self, res, node, op) -> str | None:
        """Why a cost op `can_pay` refuses cannot be paid, in words, where the model can say (default: none)."""
        return None

    def refill_deck(self, res, who):
        """When a hero must draw from an empty deck: the cards that become the deck (default: none)."""
        return []


def zones_for(model, timing):
    """The zones an ability of this class is live in when it does not say (None: any zone)."""
    return model.default_zones.get(timing, PLAY_ZONES)


def zones_note(model, timing):
    """What else makes an ability of this class live when it does not say, in words ("" if nothing):
    a game whose rules widen zones_for by the card's type says so in `type_zones_note`."""
    return model.type_zones_note.get(timing, "")


def end_game(res, text, rule):
    """The game has ended (a winner, or a rule that ends it): say so once, and nothing more happens.
    Every effect still running stops where it is, every effect waiting is dropped; a model's own
    phases check `game_ended` before they go on."""
    if game_ended(res):
        return
    facts.GAME_OVER.set(res, text)
    res.step("phase", text, rule=rule)
    for node in res.nodes:
        if node.status == "running":
            node.frames = []
        elif node.status == "pending":
            node.status = "dropped"
    res.work[:] = [(kind, key) for kind, key in res.work
                   if not (kind in ("begin", "firsts") and res.nodes[key].status == "dropped")]


def game_ended(res):
    return bool(facts.GAME_OVER.get(res))



def rule(res, name):
    """The citation of one of the resolving model's own rules, by its name in the game's rules.py (a
    KeyError for a name the model lacks: a typo is an error, never an uncited step)."""
    return res.model.rules[name]
