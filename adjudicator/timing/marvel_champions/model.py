"""Marvel Champions timing, as the rulebook's timing flowchart states it.

Every game occurrence has a "when" window before it (interrupts), then the
occurrence, then an "after" window (responses). Inside a window, abilities
trigger by the priority of the "When/After Effects Timing Priority" page, one
priority at a time, the chooser ordering abilities of equal priority. An
occurrence inside an ability opens its own windows, and they resolve before the
ability goes on (nesting). The machinery of windows lives in windows.py;
what each occurrence changes in happenings.py; the flowchart's sequences
(playing a card, a basic power, the player phase) in sequences.py and (an
enemy activation, the villain phase) villain.py, with their encounter-side
occurrences in encounter.py; the ops in ops.py (read by readers.py); the cited
sections and the priority table in rules.py.

Each rule lives in one place — a method here, a happening, a sequence step, a
table — whose docstring cites the flowchart step (`RULES`) and paraphrases it.
"""
from adjudicator.engine.patterns import fields_match
from adjudicator.scenario.model import Matcher, Pattern
from adjudicator.timing.base import SiblingChoice, TimingModel
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.marvel_champions import encounter, windows
from adjudicator.timing.marvel_champions import happenings as occurrence_kinds
from adjudicator.timing.marvel_champions.ops import EVENTS, OP_DEFS
from adjudicator.timing.marvel_champions.rules import (
    ABSENT,
    PLAY_ZONES,
    PRIORITY,
    PRIORITY_RULE_NAMES,
    RULES,
    STATUS_REPLACES,
)

FFG = "Fantasy Flight Games"
RULESPAL = "https://github.com/borisyankov/rulespal/blob/af68f7ea/data/rulebooks/"


class MarvelChampions(TimingModel):
    slug = "marvel-champions"
    title = "Marvel Champions"
    classes = tuple(PRIORITY)
    classes_needing_on = ("before", "replacement", "constant", "forced-interrupt", "interrupt",
                          "forced-response", "response")
    trigger_mode = "immediate"  # an occurrence's windows resolve before the ability that caused it goes on
    builtin_prefixes = ("stunned", "confused", "tough", "piercing")
    rulebooks = (
        DocumentSpec("marvel-champions-rules-reference.md", "rules-reference", "Rules Reference", "markdown",
                     anchor_prefix="rules-reference", publisher=FFG, source_url=RULESPAL + "marvel-champions-reference.md"),
        DocumentSpec("marvel-champions-learn-to-play.md", "learn-to-play", "Learn to Play", "markdown",
                     anchor_prefix="learn-to-play", publisher=FFG, source_url=RULESPAL + "marvel-champions-rulebook.md"),
        DocumentSpec("marvel-champions.txt", "timing-flowchart", "Timing flowchart", "flowchart"),
    )
    rulings_file = "marvel-champions-rulings.yaml"
    numeric_props = frozenset({"hp", "atk", "sch", "thw", "def", "rec", "threat", "threat_limit"})
    rule_sentences = RULES
    absent_rules = ABSENT
    op_defs = OP_DEFS
    refused_ops = {
        "assault": "enemies attack with `activate` (Enemy Activations)",
        "threaten": "enemies attack with `activate` (Enemy Activations)",
        "gain_defense": "a defender's DEF reduces an attack's damage (`activate` with a `defender`)",
        "overcome": "nothing is overcome in Marvel Champions; use `defeat`",
    }
    event_defs = EVENTS
    # What each kind of occurrence is (windows.py builds the windows around it).
    happenings = {**occurrence_kinds.KINDS, **encounter.KINDS}

    def check_scenario(self, data, entities, abilities):
        """A constant ability's `kind` says its window: `when`, or `after` (the default)."""
        problems = []
        for ability in abilities.values():
            if ability.timing == "constant" and ability.kind not in ("constant", "when", "after"):
                problems.append((f"abilities.{ability.id}.kind",
                                 f"a constant ability's kind is its window: when or after, got {ability.kind!r}"))
        return problems

    # -- When/After Effects Timing Priority ---------------------------------------------------------
    def window_of(self, ability):
        """When/After Effects Timing Priority: which window (when or after) and which priority an
        ability of each timing class triggers in. "Before" effects (0) only in when windows, then
        status/replacement effects (1), constant abilities and keywords (2), forced interrupts or
        responses (3), optional interrupts or responses (4), when-defeated abilities (5)."""
        window, level = PRIORITY[ability.timing]
        if window is None:
            window = "when" if ability.kind == "when" else "after"
        return window, level

    def sibling_choice(self, res, parent, pending):
        """When/After Effects Timing Priority: what triggered at a higher priority resolves first;
        several abilities of one priority resolve in the order the chooser picks."""
        level = min(res.nodes[k].extra.get("mc:level", 9) for k in pending)
        options = tuple(k for k in pending if res.nodes[k].extra.get("mc:level", 9) == level)
        rule = self.rules[PRIORITY_RULE_NAMES.get(level, "priority")]
        if len(options) == 1:
            fixed_reason = ""
            if len(pending) > 1:
                fixed_reason = (f"{res.label_of(options[0], pending)} comes next: it has the highest timing priority "
                                "of the abilities waiting")
            return SiblingChoice(options, True, rule, fixed_reason)
        return SiblingChoice(options, False, rule)

    # -- Status effects are replacement effects ------------------------------------------------------
    def builtin_triggers(self, res, level, events):
        """When/After Effects Timing Priority 0 and 1: the Piercing keyword discards a target's tough
        status cards before damage is dealt; a status card (stunned, confused, tough) replaces the
        occurrence it stops — the status card is removed instead, and the occurrence has no
        interrupts or responses."""
        found = []
        for event in events:
            if level == 0 and event["event"] == "damage_dealt":
                source, target = event.get("source"), event.get("target")
                if source and "piercing" in res.entities.get(source, {}).get("keywords", ()) \
                        and res.entities.get(target, {}).get("tough"):
                    found.append(("piercing", source, target, event))
            if level == 1:
                for status, stops in STATUS_REPLACES.items():
                    for name, field in stops:
                        who = event.get(field)
                        if event["event"] == name and who and res.entities.get(who, {}).get(status):
                            found.append((status, who, who, event))
        return found

    def effect_ended(self, res, node):
        """When/After Effects Timing Priority 1: a replacement effect takes the place of the
        occurrence, so once it has resolved the occurrence is gone, with what else would have
        interrupted or responded to it."""
        if node.kind == "replacement":
            windows.cancel_occurrence(res, node, f"{node.label} replaced it")

    # -- What triggers, and whose it is --------------------------------------------------------------
    def event_happened(self, res, event):
        """Play a Card/Use an Ability 4.1-4.3: every game occurrence has its windows. Events of this
        model's occurrences are gathered for their after window; any other event (a built-in op's)
        has already happened, so it opens only its after window."""
        windows.event_happened(res, event)

    def ability_matches(self, res, ability, event):
        """Whether `ability` answers to `event` (its pattern, or for a when-defeated ability without
        one, its own card being defeated)."""
        on = ability.on
        if on is None:
            return ability.timing == "when-defeated" and event["event"] == "defeated" \
                and event.get("target") == ability.card
        if on.event != event["event"]:
            return False
        you = self.you_for(res, ability, event)
        return fields_match(res, on.fields, event, ability.card, you)

    def trigger_pattern(self, ability):
        """A when-defeated ability without a pattern waits for its own card's defeat."""
        if ability.on is None and ability.timing == "when-defeated":
            return Pattern("defeated", (("target", Matcher("ref", "this")),))
        return super().trigger_pattern(ability)

    def why_not_triggered(self, res, ability, event):
        """Play a Card/Use an Ability 4.1: an interrupt answers an occurrence's when window; an event of
        a shared op that is not an occurrence has none (windows.event_happened)."""
        if self.window_of(ability)[0] == "when" and res.flags.get("mc:collect") is None:
            return (f"the “{event['event']}” came from an op that opens no when window, so nothing could "
                    "interrupt it (write the occurrence with `occur`)")
        return None

    def is_live(self, res, ability, event):
        """An ability works while its card is in one of its zones (a card with no zone is in play);
        a card that is moving counts as in both zones for that move; a boost card's Boost ability
        works as it is turned face up (Enemy Activations 4.2)."""
        if ability.zones is None:
            return True
        if event is not None and event["event"] == "boost_flipped" and event.get("card") == ability.card:
            return True  # a boost card's own Boost ability works where the activation put it
        zone = res.entities.get(ability.card, {}).get("zone", "play")
        if zone in ability.zones:
            return True
        moving = res.transit.get(ability.card)
        return bool(moving and (moving[0] in ability.zones or moving[1] in ability.zones))

    def is_player(self, res, entity):
        return entity in res.scenario.players or res.entities.get(entity, {}).get("type") == "hero"

    def owner_or_you(self, res, card):
        """A hero is its own player; a player card is its owner's."""
        if card is None:
            return None
        if self.is_player(res, card):
            return card
        owner = res.entities.get(card, {}).get("owner")
        return owner if owner and self.is_player(res, owner) else None

    def you_for(self, res, ability, event):
        """"You" is the player who controls the ability's card; for an encounter card, the player
        the occurrence is about (its `who` or `target`), else the first player."""
        mine = self.owner_or_you(res, ability.card)
        if mine:
            return mine
        if event is not None:
            for field in ("who", "target", "by"):
                if event.get(field) and self.is_player(res, event[field]):
                    return event[field]
        return res.current_player

    # -- Hooks of the shared ops ---------------------------------------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Play a Card/Use an Ability 4.1-4.3: damage is a game occurrence with its own windows."""
        windows.schedule(res, res.nodes[res.current], "damage",
                         {"target": target, "amount": amount, "source": source})

    def defeat(self, res, target, by=None):
        """Play a Card/Use an Ability 4.1-4.3: a defeat is a game occurrence with its own windows."""
        windows.schedule(res, res.nodes[res.current], "defeat", {"target": target, "by": by})

    # (no modifier class: constant abilities are written as effects; status effects are built-in
    # effects that run internal ops, see windows.status_node)

    def can_pay(self, res, node, op):
        """Play a Card/Use an Ability 2: a cost must be payable in full — a card to discard is in
        hand, a card to exhaust is ready and in play, a resource to spend is there."""
        env = res.env(node)
        args = op.args
        if op.name in ("discard",):
            card = env.ref(args["card"])
            return res.entities.get(card, {}).get("zone") == "hand"
        if op.name == "exhaust":
            card = env.ref(args["card"])
            props = res.entities.get(card, {})
            return props.get("zone", "play") in PLAY_ZONES and not props.get("exhausted")
        if op.name == "lose":
            who = env.ref(args["who"])
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(who, {}).get(args["resource"], 0) or 0) >= need
        if op.name == "remove_threat":
            scheme = env.ref(args["scheme"])
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(scheme, {}).get("threat", 0) or 0) >= need
        return True
