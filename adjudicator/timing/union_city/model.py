"""Union City Alliance timing, rule by rule, as the rulebook's "Ordering of Effects" states it.

Each rule lives in one method, whose docstring cites the section (rules.py
names its anchor and sentence) and paraphrases it. Read this module beside the chapter.
"""
from adjudicator.engine.opdefs import discard_into_deck
from adjudicator.engine.patterns import fields_match
from adjudicator.grammar import counted, fill, possessive
from adjudicator.scenario.model import Matcher, Pattern
from adjudicator.scenario.vocabulary import COMMON_ZONES
from adjudicator.timing.base import SiblingChoice, TimingModel
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.union_city import attached, exclusive, spaces, taken_down, taken_out, underneath
from adjudicator.timing import facts
from adjudicator.timing.union_city import state
from adjudicator.timing.union_city.rules import RULES

HERO_AREAS = ("hand", "active", "discard")
RALLY_ZONES = ("hand", "active", "discard", "deck")
GONE_ZONES = ("trash", "destroyed", "removed", "taken-out")


class UnionCityAlliance(TimingModel):
    slug = "union-city-alliance"
    title = "Union City Alliance"
    classes = ("when", "first", "modifier", "counter", "gambit", "defeat", "overcome", "debut", "alert",
               "rally", "phase-start", "phase-end")
    zone_names = COMMON_ZONES + ("city-deck", "under", "set-aside", "taken-out")
    classes_needing_on = ("when", "phase-start", "phase-end")
    usable_classes = ("counter", "gambit")
    # Zones in which an ability of these classes is live when it does not say (scenario-format.md).
    default_zones = {
        "counter": ("hand",),
        "alert": ("hand",),
        "gambit": ("active",),
        "rally": None,  # any zone
        "defeat": None,
        "overcome": None,
        "debut": None,
    }
    numeric_props = frozenset({"max_stamina", "damage", "fight", "heroism", "valor", "might", "speed"})
    # why an ability did not trigger -> the rule predict mode quotes (base.untriggered_rule): a condition is
    # checked as the trigger would start; a card works from where it is (in both areas only while moving)
    untriggered_rules = {"condition-false": "starting-triggers-and-resolving-effects",
                         "not-live": "cards-entering-and-leaving-play"}
    book_parser = "rulebook_parser"  # how the importer reads the book (rulebook_parser.py)
    rulebooks = (DocumentSpec("union-city-alliance.txt", "rulebook", "Rulebook", "book"),)
    trigger_mode = "deferred"
    rule_sentences = RULES
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)
    outline_module = "tools.outline"  # outline mode's tags and phrases (tools/outline.py)
    examples_file = "examples.yaml"  # outline mode's and the card-text helper's examples
    lessons_file = "lessons.yaml"  # the guided walk through "Ordering of Effects" (one rule a lesson)
    # the shared ops, kept off taken-out heroes (While taken down) and off cards underneath another
    # (Face down and underneath cards)
    # (Face down and underneath cards); an attached card is not moved itself (Glossary, Attached)
    op_defs = attached.op_defs(underneath.op_defs(taken_out.OP_DEFS + exclusive.OP_DEFS))

    def check_scenario(self, data, entities, abilities):
        """A card underneath another names its host (`under: HOST`) and has no zone of its own; the
        current issue is one entity of type issue, with its number."""
        problems = attached.check(entities) + underneath.check_moves_under(data if isinstance(data, dict) else {})
        issues = sorted(eid for eid, props in entities.items() if isinstance(props, dict) and props.get("type") == "issue")
        for eid in issues[1:]:
            problems.append((f"entities.{eid}.type", f"one entity gives the current issue; {issues[0]} already does"))
        for eid in issues[:1]:
            number = entities[eid].get("number")
            if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 4:
                problems.append((f"entities.{eid}.number", f"expected the current issue, 1 to 4, got {number!r}"))
        for card, props in sorted(entities.items()):
            if not isinstance(props, dict) or "under" not in props:
                continue
            host = props["under"]
            if host not in entities or host == card:
                problems.append((f"entities.{card}.under", f"expected the id of the card it lies under, got {host!r}"))
            if props.get("zone") not in (None, "under"):
                problems.append((f"entities.{card}.zone", "a card underneath another is in no zone of its own: "
                                                          "leave out `zone` (or write `zone: under`)"))
        return problems

    # -- Range, Ties, Spaces: where things are ------------------------------------------------------
    def distance(self, res, first, second):
        """Range: counted in orthogonal blocks between the blocks things are on. A card on a space, a
        card underneath another and a taken-out hero are in range of nothing."""
        for entity in (first, second):
            props = res.entities.get(entity, {})
            if props.get("taken_out") or props.get("under") or props.get("space") is not None:
                return None
        return super().distance(res, first, second)

    def exists(self, res, entity):
        """Face down and underneath cards: a card under another does not count as existing (count(...))."""
        return not res.entities.get(entity, {}).get("under")

    # -- Resolving Chains / Branches ---------------------------------------------------------------
    def sibling_choice(self, res, parent, pending):
        """Resolving Chains: an effect finishes completely before the when effects it caused; then
        Branches: the current player chooses which branch goes first, and each branch resolves
        entirely (depth first) before the next. Counter and Gambit phases: a Counter/Gambit phase
        is left for last among its siblings, and several go in the order the damage was dealt."""
        others = [k for k in pending if res.nodes[k].phase is None]
        if others:
            if len(others) == 1 and len(pending) == 1:
                return SiblingChoice(tuple(others), True, self.rules["resolving-chains"])
            if len(others) == 1:
                return SiblingChoice(tuple(others), True, self.rules["counter-and-gambit-phases"],
                                     f"{res.label_of(others[0], pending)} comes next: Counter/Gambit phases are left for last")
            return SiblingChoice(tuple(others), False, self.rules["branches"])
        phases = sorted(pending, key=lambda k: res.nodes[k].phase["seq"])
        reason = ""
        if len(phases) > 1:
            reason = (f"{res.label_of(phases[0], pending)} comes next: Counter/Gambit phases go in the order "
                      "the damage was dealt")
        return SiblingChoice((phases[0],), True, self.rules["damage-order" if reason else "counter-and-gambit-phases"],
                             reason)

    def begin_rule(self, res, node):
        if node.precedes is not None:
            return self.rules["first-effects"]
        if node.edge == "phase":
            return self.rules["phase-more-uses"]
        if node.parent is None:
            return None
        return self.rules["branches" if node.chosen else "resolving-chains"]

    # -- "First" effects ----------------------------------------------------------------------------
    def first_effects(self, res, node):
        """"First" effects: a first effect that names an effect about to begin resolves (with its
        whole chain) before it; the effect it preceded then follows as if it were a when."""
        kind = facts.EFFECT_KIND.get(node) or (res.scenario.abilities[node.ability].kind if node.ability else node.kind)
        made = []
        for ability in res.scenario.abilities.values():
            if ability.timing != "first" or ability.on is None:
                continue
            if ability.on.effect != kind:
                continue
            if ability.on.by is not None:
                env = res.env(node)
                want = env.ref(ability.on.by) if ability.on.by not in ("this",) else ability.card
                if want != node.card:
                    continue
            if not self.is_live(res, ability, None):
                continue
            first = res.new_node(
                base=ability.id, kind="first", label=ability.label, parent=node.parent, edge="first",
                ability=ability.id, card=ability.card, you=node.you, trigger=node.trigger, ops=ability.do,
                precedes=node.key, rule=self.rules["first-effects"],
            )
            res.step("trigger", f"{ability.label} goes first, before {node.label}",
                     rule=self.rules["first-effects"], effect=node)
            made.append(first.key)
        return made

    def first_choice(self, res, node, pending):
        return SiblingChoice(tuple(pending), len(pending) == 1, self.rules["first-effects"])

    # -- When effects and what triggers them --------------------------------------------------------
    def event_happened(self, res, event):
        """When Effects: abilities whose trigger matches the event join the chain as when effects
        of the effect that caused it. Starting Triggers and Resolving Effects: a trigger's
        condition is checked now, when it triggers, not when it resolves."""
        for ability in res.scenario.abilities.values():
            trigger_rule = self._matches(res, ability, event)
            if trigger_rule is None:
                continue
            you = self.you_for(res, ability, event)
            if ability.on is not None and not isinstance(ability.on, tuple) and hasattr(ability.on, "fields"):
                if not fields_match(res, ability.on.fields, event, ability.card, you):
                    continue
            live_by = self.live_by(res, ability, event)
            if live_by is None:
                continue
            if ability.timing == "alert" and res.entities.get(event.get("who") or "", {}).get("taken_out"):
                res.step("note", f"{ability.label} is not used: {res.name(event.get('who'))} is taken out",
                         rule=self.rules["while-taken-down"])
                continue
            if live_by != "zone":
                trigger_rule = self.rules[live_by]
            if ability.condition is not None:
                env = res.env(None, trigger=event)
                env.this, env.you = ability.card, you
                if not res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True):
                    res.step("note", f"{ability.label} does not trigger: its condition "
                                     f"`{ability.condition.source}` is false now",
                             rule=self.rules["starting-triggers-and-resolving-effects"])
                    continue
            if ability.optional and ability.id in res.scenario.choices.decline:
                res.step("note", f"{ability.label} is optional and the player declines it",
                         rule=trigger_rule)
                continue
            self.add_trigger(res, ability, you, event, trigger_rule)
        if event["event"] == "damage_taken":
            self._check_damage_thresholds(res, event)
        if event["event"] == "moved":
            underneath.follow(res, event)
        if event["event"] in ("moved", "taken_down"):
            attached.follow(res, event)
        if event["event"] == "played":
            spaces.explored(res, event)

    def _matches(self, res, ability, event):
        """Which rule makes `ability` trigger on `event`, or None."""
        name = event["event"]
        timing = ability.timing
        if timing in ("when", "phase-start", "phase-end"):
            if ability.on is not None and ability.on.event == name:
                return self.rules["start-and-end-of-phase-effects" if timing != "when" else "when-effects"]
            return None
        if timing == "defeat" and name == "defeated" and event.get("target") == ability.card:
            return self.rules["defeat-effect"]
        if timing == "overcome" and name == "overcome" and event.get("target") == ability.card:
            return self.rules["overcome-effect"]
        if timing == "debut" and name == "played" and event.get("card") == ability.card:
            return self.rules["debuts"]
        if timing == "alert" and name == "moved" and event.get("card") == ability.card and event.get("to") == "hand":
            return self.rules["alert"]
        if timing == "rally" and name == "moved" and event.get("card") == ability.card \
                and event.get("to") in RALLY_ZONES and not state.RALLIED.get(res, ability.card):
            state.RALLIED.set(res, ability.card, True)
            return self.rules["rally"]
        return None

    def trigger_pattern(self, ability):
        """The event each class waits for: its `on`; for a defeat, overcome, debut, alert or rally, the
        card's own defeat, overcome, play, draw into the hand, or arrival in a hero's area or deck."""
        this = Matcher("ref", "this")
        implied = {
            "defeat": Pattern("defeated", (("target", this),)),
            "overcome": Pattern("overcome", (("target", this),)),
            "debut": Pattern("played", (("card", this),)),
            "alert": Pattern("moved", (("card", this), ("to", Matcher("literal", "hand")))),
            "rally": Pattern("moved", (("card", this), ("to", Matcher("any", RALLY_ZONES)))),
        }
        return implied.get(ability.timing) or super().trigger_pattern(ability)

    def add_trigger(self, res, ability, you, event, rule):
        home = self.trigger_home(res, res.current)
        node = res.new_node(
            base=ability.id, kind=ability.timing, label=ability.label, parent=home, edge="when",
            ability=ability.id, card=ability.card, you=you,
            trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer")),
            ops=ability.do, rule=rule,
        )
        if ability.timing == "alert":
            state.ALERT_CARD.set(node, ability.card)
        res.nodes[home].children.append(node.key)
        res.step("trigger", self.trigger_text(res, ability, home), rule=rule)
        return node

    def trigger_text(self, res, ability, home):
        return (f"{ability.label} triggers: a when effect of {res.nodes[home].label}, "
                "resolved once that effect has finished")

    def trigger_home(self, res, current):
        return current

    # -- Cards entering and leaving play / Triggers affecting damage --------------------------------
    def is_live(self, res, ability, event):
        return self.live_by(res, ability, event) is not None

    def live_by(self, res, ability, event):
        """Why the ability works now ("zone", or the rule that keeps it live), or None.

        An ability works only while its card is in one of its zones. Cards entering and leaving
        play: a card that is moving counts as in both zones for the triggers of that move.
        Triggers affecting damage: a when effect about damage its card deals still applies to that
        damage after the card has left play."""
        if ability.zones is None:
            return "zone"
        card = res.entities.get(ability.card, {})
        if card.get("zone") in ability.zones:
            return "zone"
        moving = res.transit.get(ability.card)
        if moving and (moving[0] in ability.zones or moving[1] in ability.zones):
            return "cards-entering-and-leaving-play"
        if event and event["event"] in ("damage_dealt", "damage_taken") and event.get("source") == ability.card \
                and ability.on is not None and any(f == "source" and m.kind == "ref" and m.value == "this"
                                                   for f, m in ability.on.fields):
            return "triggers-affecting-damage"
        return None

    # -- "You" --------------------------------------------------------------------------------------
    def owner_or_you(self, res, card):
        if card is None:
            return None
        if self.is_hero(res, card):
            return card
        owner = res.entities.get(card, {}).get("owner")
        return owner if owner and self.is_hero(res, owner) else None

    def is_hero(self, res, entity):
        return entity in res.scenario.players or res.entities.get(entity, {}).get("type") == "hero"

    # -- Taken-out heroes: who "current" and "next" are ---------------------------------------------
    def current_hero(self, res):
        """While taken down: on a taken-out hero's turn, what affects the current hero affects the next
        hero instead."""
        current = res.current_player
        if not res.entities.get(current, {}).get("taken_out"):
            return current
        found = self._hero_after(res, current)
        self._say_skipped(res, current, found, "the current hero", "taken-out-current")
        return found

    def next_hero(self, res):
        """While taken down: a taken-out hero is ignored as "the next hero"; with one hero left, that hero
        is the next hero too (and may be affected twice)."""
        current = self.current_hero(res)
        players = list(res.scenario.players)
        if current not in players:
            return None
        following = players[players.index(current) + 1:] + players[:players.index(current) + 1]
        found = next((p for p in following if not res.entities.get(p, {}).get("taken_out")), None)
        skipped = [p for p in following[:following.index(found)] if p != current] if found else []
        for hero in skipped:
            self._say_skipped(res, hero, found, "the next hero", "taken-out-next")
        return found

    def _hero_after(self, res, hero):
        players = list(res.scenario.players)
        if hero not in players:
            return hero
        following = players[players.index(hero) + 1:] + players[:players.index(hero)]
        return next((p for p in following if not res.entities.get(p, {}).get("taken_out")), hero)

    def _say_skipped(self, res, hero, instead, as_what, rule_name):
        if state.SKIPPED_SAID.get(res, f"{hero}:{rule_name}") or res.current is None:
            return
        state.SKIPPED_SAID.set(res, f"{hero}:{rule_name}", True)
        res.step("note", f"{res.name(hero)} is taken out: {res.name(instead)} is {as_what} instead",
                 rule=self.rules[rule_name])

    def you_for(self, res, ability, event):
        """"You": on a card in a hero's hand, active area or discard pile, that hero; for a defeat or
        overcome effect, whoever defeated or overcame it; for a when effect, whoever caused the
        trigger; otherwise the current player."""
        card = res.entities.get(ability.card, {})
        owner = card.get("owner")
        moving = res.transit.get(ability.card)
        in_area = card.get("zone") in HERO_AREAS or (moving and (moving[0] in HERO_AREAS or moving[1] in HERO_AREAS))
        if self.is_hero(res, ability.card):
            return ability.card
        if owner and self.is_hero(res, owner) and in_area:
            return owner
        if ability.timing in ("defeat", "overcome") and event and event.get("by"):
            return event["by"]
        if event is not None:
            for field in ("who", "by"):
                if event.get(field) and self.is_hero(res, event[field]):
                    return event[field]
            if event.get("causer"):
                return event["causer"]
        return self.current_hero(res)

    # -- Dealing Damage / Counter and Gambit phases -------------------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Dealing Damage: damage dealt to an enemy is simply placed on it; damage dealt to a hero
        begins a Counter/Gambit phase (a when effect). Damage dealt to a hero during a phase opens
        a new phase after the current one has ended and its damage was taken, as its when effect."""
        if self.is_hero(res, target) and res.entities.get(target, {}).get("taken_out"):
            res.step("note", f"{res.name(target)} is taken out: the {amount} damage does not affect them",
                     rule=self.rules["taken-out-not-affected"])
            return
        res.emit({"event": "damage_dealt", "target": target, "source": source, "amount": amount,
                  "critical": critical})
        if not self.is_hero(res, target):
            self.place_damage(res, target, amount, source, critical)
            return
        home, where, rule = self.phase_waits(res, res.nodes[res.current])
        res.seq += 1
        node = res.new_node(
            base=f"cg:{target}", kind="phase", label=f"Counter/Gambit phase for {res.name(target)}",
            parent=home, edge="when", you=target,
            trigger=(("amount", amount), ("critical", critical), ("source", source), ("target", target)),
            rule=self.rules["counter-and-gambit-phases"],
        )
        node.phase = {"target": target, "source": source, "amount": amount, "critical": critical,
                      "defense": 0, "used": [], "seq": res.seq, "opened": False}
        res.nodes[home].children.append(node.key)
        res.step("trigger", f"damage dealt to {res.name(target)} begins a Counter/Gambit phase ({where})", rule=rule)

    def phase_waits(self, res, current):
        """Counter and Gambit phases: a phase is left for last among its siblings; damage dealt during a
        phase opens a new one after the current phase has ended."""
        open_phase = self.open_phase(res, current)
        if open_phase is not None:
            return open_phase.key, "after the current phase", self.rules["damage-in-a-phase"]
        return current.key, "left for last among its siblings", self.rules["counter-and-gambit-phases"]

    def place_damage(self, res, target, amount, source, critical):
        """Damage dealt and damage taken: what is placed may be less than what was dealt."""
        taken = max(0, res.compute("damage_taken", amount, {"target": target, "source": source, "critical": critical}))
        if taken <= 0:
            res.step("note", f"{res.name(target)} takes no damage", rule=self.rules["doing-nothing"])
            return
        props = res.entities[target]
        props["damage"] = (props.get("damage", 0) or 0) + taken
        res.emit({"event": "damage_taken", "target": target, "source": source, "amount": taken,
                  "critical": critical})

    def _check_damage_thresholds(self, res, event):
        """Effects of damage: an enemy with damage at least its max stamina is defeated; a hero is
        taken down. Both are when effects of the effect in which the damage was taken."""
        target = event.get("target")
        if target not in res.entities:
            return
        props = res.entities[target]
        limit = props.get("max_stamina")
        if limit is None or (props.get("damage", 0) or 0) < limit or props.get("zone") in GONE_ZONES:
            return
        hero = self.is_hero(res, target)
        base = f"{'taken-down' if hero else 'defeat'}:{target}"
        pending = state.PENDING_TAKEN_DOWN if hero else facts.PENDING_DEFEAT
        if pending.get(res, target):
            return
        pending.set(res, target, True)
        by = event.get("source")
        if not (by and self.is_hero(res, by)):
            by = res.nodes[res.current].you if res.current is not None else res.current_player
        node = res.new_node(
            base=base, kind="taken-down" if hero else "defeat",
            label=f"{res.name(target)} is {'taken down' if hero else 'defeated'}",
            parent=res.current, edge="when", card=target, you=by,
            trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer")),
            rule=self.rules["hero-damage-threshold" if hero else "effects-of-damage"],
        )
        facts.mark_builtin_defeat(node, target, by)
        res.nodes[res.current].children.append(node.key)
        res.step("trigger", f"{res.name(target)} has damage {props['damage']} of {limit}: "
                            f"{'taken down' if hero else 'defeated'}, as a when effect",
                 rule=self.rules["hero-damage-threshold" if hero else "effects-of-damage"])

    def run_builtin(self, res, node):
        target = facts.DEFEAT_TARGET.get(node)
        if node.kind == "defeat":
            self.defeat(res, target, by=facts.DEFEAT_BY.get(node))
        elif node.kind == "taken-down":
            state.PENDING_TAKEN_DOWN.clear(res, target)
            taken_down.take_down(res, target)

    def defeat(self, res, target, by=None):
        """Defeat: the enemy goes to its trash, and its defeat effect (a when effect) follows."""
        facts.PENDING_DEFEAT.clear(res, target)
        if res.entities[target].get("zone") in GONE_ZONES:
            res.step("note", f"{res.name(target)} has already left play", rule=self.rules["glossary"])
            return
        res.move(target, "trash", verb="defeated", extra={"target": target, "by": by})

    def overcome(self, res, target, by=None):
        res.move(target, "trash", verb="overcome", extra={"target": target, "by": by})

    def open_phase(self, res, node):
        """The innermost Counter/Gambit phase still open around `node`, if any."""
        cursor = node
        while cursor is not None:
            if cursor.phase is not None and cursor.status == "running" and not cursor.phase.get("ended"):
                return cursor
            cursor = res.nodes[cursor.parent] if cursor.parent is not None else None
        return None

    def run_phase(self, res, node):
        """Counter and Gambit phases: heroes use counters (from hand) and gambits (from the active
        area) in range, each card once per damage, one after another, each with its whole chain
        before the next — so a card drawn during the phase can be used in it."""
        data = node.phase
        if not data["opened"]:
            data["opened"] = True
            crit = " critical" if data["critical"] else ""
            source = f" from {res.name(data['source'])}" if data["source"] else " (unsourced)"
            res.step("phase", f"Counter/Gambit phase begins: {data['amount']}{crit} damage dealt to "
                              f"{res.name(data['target'])}{source}", rule=self.rules["phase-opens"],
                     effect=node)
        for aid in res.scenario.choices.counters:
            if aid in data["used"]:
                continue
            ability = res.scenario.abilities[aid]
            reason = self._unusable(res, ability, data)
            if reason:
                continue
            data["used"].append(aid)
            user = self.owner_or_you(res, ability.card) or res.current_player
            counter = res.new_node(
                base=ability.id, kind=ability.timing, label=ability.label, parent=node.key, edge="phase",
                ability=ability.id, card=ability.card, you=user, trigger=node.trigger, ops=ability.do,
                rule=self.rules["phase-more-uses"],
            )
            res.step("phase", f"{res.name(user)} uses the {ability.timing} of "
                              f"{res.card_and_ability(ability.card, ability.label, user)}",
                     rule=self.rules["counters-and-gambits"], effect=node)
            return counter.key
        return None

    def _unusable(self, res, ability, data):
        """Why a counter/gambit cannot be used now (None if it can)."""
        card = res.entities.get(ability.card, {})
        if card.get("zone") not in (ability.zones or (card.get("zone"),)):
            return "not in its zone"
        user = self.owner_or_you(res, ability.card)
        if user and res.entities.get(user, {}).get("taken_out"):
            return "its hero is taken out"
        if ability.range == "self":
            return None if user in (None, data["target"]) else "self only"
        here, there = res.entities.get(user, {}).get("block"), res.entities.get(data["target"], {}).get("block")
        if here is None or there is None:
            return None  # positions not modelled: the scenario says it may be used
        distance = abs(here[0] - there[0]) + abs(here[1] - there[1])
        return None if distance <= ability.range else "out of range"

    def end_phase(self, res, node):
        """When the phase ends, the damage not removed by defense is taken (critical damage ignores
        defense). Affecting the source of damage afterwards changes nothing: it was dealt."""
        data = node.phase
        data["ended"] = True
        left = data["amount"] if data["critical"] else max(0, data["amount"] - data["defense"])
        note = " (critical: defense does not reduce it)" if data["critical"] and data["defense"] else ""
        res.step("phase", f"Counter/Gambit phase ends: {data['amount']} dealt, {data['defense']} defense, "
                          f"{left} left to take{note}", rule=self.rules["critical" if note else "phase-ends"],
                 effect=node)
        if left <= 0:
            res.step("note", f"{res.name(data['target'])} takes no damage, so nothing about taking damage "
                             "triggers", rule=self.rules["doing-nothing"], effect=node)
            return
        self.place_damage(res, data["target"], left, data["source"], data["critical"])

    def effect_ended(self, res, node):
        """Alert: when an effect put an Alert card in a hand, its Alert may be used if the card is
        still there once that effect has finished. Issue 2+ Exclusive Cards: the cards the effect set
        aside go to the bottom of the city deck."""
        exclusive.put_back(res, node)
        self.recheck_waiting(res, node)

    def recheck_waiting(self, res, node):
        """Alert: an Alert that waited for `node` is dropped if its card has left the hand."""
        for key in node.children:
            child = res.nodes[key]
            card = state.ALERT_CARD.get(child)
            if card and child.status == "pending" and res.entities[card].get("zone") != "hand":
                child.status = "dropped"
                # "still in the hand once the effect has finished" is part of the Alert's trigger
                if not any(n.ability == child.ability and n.status != "dropped" for n in res.nodes):
                    res.triggered.discard(child.ability)
                res.step("note", f"{child.label} is not used: {res.name(card)} left the hand before "
                                 f"{node.label} finished", rule=self.rules["alert"], effect=node)

    def refill_deck(self, res, who):
        """Decks, discards and trashes: a hero who must draw from an empty deck shuffles the discard
        pile to make a new deck. The shuffle's order is not modelled: cards come back by id."""
        pile = discard_into_deck(res, who)
        res.step("note", f"{possessive(res.name(who))} deck is empty: the discard pile ({counted(len(pile), 'card')}) is shuffled to make "
                         "the new deck (taken in id order here)", rule=self.rules["empty-deck"])
        return pile

    # -- Modifiers ----------------------------------------------------------------------------------
    def apply_modifiers(self, res, value_name, base, context):
        """Modifiers: rules that do not say "when" (an "if" included) change a value as it is
        computed, before any when effect; if several apply to one number and the order matters,
        the heroes choose the order."""
        mods = [a for a in res.scenario.abilities.values()
                if a.timing == "modifier" and a.modifies is not None and a.modifies.event == value_name
                and self.is_live(res, a, None) and not (a.once and facts.ONCE_USED.get(res, a.id))
                and fields_match(res, a.modifies.fields, context, a.card, self.owner_or_you(res, a.card))]
        if not mods:
            return base
        if len(mods) > 6:
            mods = mods[:6]
        order = mods
        if len(mods) > 1:
            order = res.permutations_choice(mods, value_name, lambda p: self._apply(res, p, base, context, dry=True, name=value_name))
        return self._apply(res, order, base, context, dry=False, name=value_name)[0]

    def _apply(self, res, mods, base, context, dry, name=""):
        value = base
        spent = {}
        for mod in mods:
            env = res.env(None, trigger=context)
            env.this, env.you = mod.card, self.owner_or_you(res, mod.card)
            amount = res.evaluate(mod.change.amount, env, f"abilities.{mod.id}.by")
            before = value
            if mod.change.how == "add":
                value += amount
            elif mod.change.how == "subtract":
                value -= amount
            elif mod.change.how == "multiply":
                value *= amount
            elif mod.change.how == "set":
                value = amount
            elif mod.change.how == "prevent_first":
                left = max(0, amount - facts.PREVENTED.get(res, mod.id) - spent.get(mod.id, 0))
                prevented = min(left, max(0, value))
                spent[mod.id] = spent.get(mod.id, 0) + prevented
                value -= prevented
            value = max(value, 0)  # no value (damage, defense, cards …) goes below zero
            if not dry:
                if mod.once:
                    facts.ONCE_USED.set(res, mod.id, True)
                if value != before:
                    res.step("modifier", f"{mod.label} changes {describe_value(res, name, context)} from {before} to {value}",
                             rule=self.rules["modifier-changes"])
                else:
                    res.step("note", f"{mod.label} changes nothing here ({describe_value(res, name, context)} stays {value})",
                             rule=self.rules["modifier-changes"])
        if not dry:
            for mod_id, amount in spent.items():
                facts.PREVENTED.set(res, mod_id, facts.PREVENTED.get(res, mod_id) + amount)
        return value, tuple(sorted((facts.PREVENTED.key(mod_id), amount) for mod_id, amount in spent.items()))

    # -- Costs ---------------------------------------------------------------------------------------
    def can_pay(self, res, node, op):
        """Costs ("X to Y", "X. If you do, Y"): the part before can be done in full, or Y does not happen."""
        env = res.env(node)
        args = op.args
        if op.name in ("discard", "dismiss"):
            card = env.ref(args["card"])
            zone = "hand" if op.name == "discard" else "active"
            return card in res.entities and res.entities[card].get("zone") == zone
        if op.name in ("trash", "destroy"):
            card = env.ref(args["card"])
            return card in res.entities and res.entities[card].get("zone") not in GONE_ZONES
        if op.name == "lose":
            who = env.ref(args["who"])
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(who, {}).get(args["resource"], 0) or 0) >= need
        if op.name == "draw" and "count" in args:
            who = env.ref(args["who"])
            need = res.evaluate(args["count"], env)
            have = sum(1 for p in res.entities.values() if p.get("owner") == who and p.get("zone") == "deck")
            return have >= need
        return True


VALUE_NAMES = {
    "damage": "the damage dealt to {target}", "damage_taken": "the damage {target} takes",
    "defense": "the defense gained against the damage dealt to {who}", "fight": "{who}'s fight",
    "heal": "the healing of {target}", "gain": "the {resource} {who} gains", "draw": "the cards {who} draws",
}


def describe_value(res, name, context):
    """"the defense gained against the damage dealt to Captain Jupiter", for modifier steps."""
    template = VALUE_NAMES.get(name, "the value")
    fields = {k: res.name(v) if isinstance(v, str) and v in res.entities else v for k, v in context.items()}
    try:
        return fill(template, fields)
    except KeyError:
        return "the value"

