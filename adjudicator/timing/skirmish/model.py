"""Marvel: Skirmish! In New York timing, rule by rule.

Each rule lives in one method whose docstring cites the section (`RULES`
anchor) and paraphrases it. Unlike Union City Alliance, nothing waits for the
effect that caused it to finish: an immediate effect is carried out as soon
as its card is placed, inside whatever placed it (`trigger_mode = "immediate"`
— Kang's effect plays Leader, Leader's effect resolves, then Kang's goes on).
The attack phase is one internal op per slot, so each attack sees the board as
the previous attacks left it (a hero Loki took over attacks when its slot is
up; Thor, moved on, does not attack again). The board itself is read by
board.py; the shared tracks and Manhattan's civilians by tracks.py; the end of
the game is game_end.py; playing a card (costs, copies, battlegrounds)
recruit.py; permanent effects that change a number modifiers.py; the ops are in
ops.py (their readers in readers.py), the cited sentences in rules.py.
"""
from adjudicator.engine.patterns import fields_match
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.model import Op
from adjudicator.scenario.vocabulary import COMMON_ZONES
from adjudicator.timing.base import SiblingChoice, TimingModel, game_ended
from adjudicator.timing import facts
from adjudicator.timing.skirmish import state
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.skirmish import board, game_end, modifiers, op_fields, tracks
from adjudicator.timing.skirmish.ops import EVENTS, OP_DEFS
from adjudicator.timing.skirmish.rules import ABSENT, RULES

INSTEAD = "instead"  # the `kind` of an attack effect carried out in place of the attack (M.O.D.O.K.)


class MarvelSkirmish(TimingModel):
    slug = "marvel-skirmish"
    title = "Marvel: Skirmish! In New York"
    classes = ("immediate", "attack-effect", "permanent", "one-time", "modifier")
    zone_names = COMMON_ZONES + ("artifact-stack", "battleground-stack", "box", "sanctum", "under")
    classes_needing_on = ("permanent",)
    # a condition false as the event happens: the card's text says when it triggers (base.untriggered_rule)
    untriggered_rules = {"condition-false": "starting-triggers-and-resolving-effects"}
    builtin_prefixes = ("attack",)
    trigger_mode = "immediate"
    book_parser = "rulebook_parser"  # how the importer reads the book (rulebook_parser.py)
    rulebooks = (DocumentSpec("marvel-skirmish.txt", "rulebook", "Rulebook", "book",
                             overviews=("Short Overview",)),)
    numeric_props = frozenset({"strength", "health", "cost", "vp", "civilians", "artifact"})
    discard_from = ("hand", "board")  # Replacing a Main Character: "discard the Captain Marvel in play"
    rule_sentences = RULES
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)
    outline_module = "tools.outline"  # outline mode's tags and phrases (tools/outline.py)
    examples_file = "examples.yaml"  # outline mode's and the card-text helper's examples
    absent_rules = ABSENT
    op_defs = OP_DEFS
    op_field_docs = op_fields.FIELDS  # what each op's field is (the editor's reference panel)
    refused_ops = {
        "attack": "cards attack in the attack phase (`attack_phase`, or `attack_with` for an effect's attack)",
        "assault": "cards attack in the attack phase (`attack_phase`, or `attack_with` for an effect's attack)",
        "threaten": "cards attack in the attack phase (`attack_phase`, or `attack_with` for an effect's attack)",
        "gain_defense": "Skirmish has no defense gained by an effect",
        "overcome": "nothing is overcome in Skirmish; use `defeat`",
    }
    event_defs = EVENTS
    # a pattern's or a modifier's `phase`: the phases an event or a computation carries (phase_started, the
    # draw phase's `draw`); another word would never match
    event_field_words = {"phase": ("recruitment", "attack", "draw")}

    # -- Using an Immediate Effect / permanent effects: what triggers ----------------------------------
    def event_happened(self, res, event):
        """About the Cards: immediate effects trigger once, when the card is played; permanent effects
        stay active and trigger when their text says; attack effects once per attack phase, after the
        card's attack. A triggered effect is carried out at once, inside the effect that caused it. Once
        the game has ended nothing triggers."""
        if game_ended(res):
            return
        if event["event"] == "drawn":
            game_end.drawn(res, event.get("who"))
        for ability in res.scenario.abilities.values():
            rule = self.trigger_rule(res, ability, event)
            if rule is None:
                continue
            you = self.you_for(res, ability, event)
            if ability.on is not None and not fields_match(res, ability.on.fields, event, ability.card, you):
                continue
            if not self.is_live(res, ability, event):
                continue
            if ability.condition is not None and not self._condition_holds(res, ability, event, you):
                continue
            if ability.optional and ability.id in res.scenario.choices.decline:
                res.step("note", f"{ability.label} is optional and the player declines it", rule=rule)
                continue
            if ability.timing == "attack-effect":
                state.ATTACK_EFFECT_USED.set(res, ability.id, True)
            self.add_trigger(res, ability, you, event, rule)

    def trigger_rule(self, res, ability, event):
        """Which rule makes `ability` trigger on `event`, or None."""
        name = event["event"]
        if ability.on is not None and ability.on.event != name:
            return None
        if ability.timing == "immediate":
            if name == "played" and event.get("card") == ability.card and event.get("immediate", True):
                return self.rules["immediate"]
            return None
        if ability.timing == "attack-effect":
            if name == "attack_done" and event.get("by") == ability.card and ability.kind != INSTEAD \
                    and not state.ATTACK_EFFECT_USED.get(res, ability.id):
                return self.rules["attack-effect"]
            return None
        if ability.timing == "modifier":
            return None  # a modifier changes a number as it is computed (modifiers.py), it never triggers
        if ability.timing == "permanent" and ability.on is not None:
            return self.rules["about-the-cards"]
        return None  # one-time effects are used by the player (start.use), never triggered

    def _condition_holds(self, res, ability, event, you):
        env = res.env(None, trigger=event)
        env.this, env.you = ability.card, you
        if res.evaluate(ability.condition, env, f"abilities.{ability.id}.if", as_bool=True):
            return True
        res.step("note", f"{ability.label} does not trigger: `{ability.condition.source}` is false",
                 rule=self.rules["about-the-cards"])
        return False

    def add_trigger(self, res, ability, you, event, rule, what=None):
        """The triggered effect becomes a child of the effect whose op caused it, resolved before that
        effect's next op: nested, when that effect is itself a card's text."""
        home = res.current
        parent = res.nodes[home]
        nested = parent.ability is not None or parent.kind == "attack"
        node = res.new_node(
            base=ability.id, kind=ability.timing, label=ability.label, parent=home,
            edge="nested" if nested else "when", ability=ability.id, card=ability.card, you=you,
            trigger=tuple(sorted((k, v) for k, v in event.items() if k != "causer" and v is not None)),
            ops=ability.do, rule=rule,
        )
        parent.children.append(node.key)
        what = what or self._why(res, ability, event)
        inside = f", inside {parent.label}, which goes on afterwards" if nested and parent.ability else ""
        res.step("trigger", f"{ability.label} triggers: {what}{inside}", rule=rule)
        return node

    def _why(self, res, ability, event):
        name = res.name(ability.card)
        if ability.timing == "immediate":
            return f"{name} was just placed: its immediate effect is carried out now"
        if ability.timing == "attack-effect":
            return f"{name} has attacked: its attack effect is carried out now"
        return f"the permanent effect of {name} is triggered by this {event['event'].replace('_', ' ')} event"

    def is_live(self, res, ability, event):
        """Cards in play (and artifacts in front of a player) have live effects; a card being moved counts
        as in both places for the triggers of that move."""
        if ability.zones is None:
            return True
        zone = res.entities.get(ability.card, {}).get("zone")
        moving = res.transit.get(ability.card)
        return zone in ability.zones or bool(moving and (moving[0] in ability.zones or moving[1] in ability.zones))

    def you_for(self, res, ability, event):
        """"You" is the player whose card it is: the side it is on, else its owner."""
        return board.controller(res, ability.card) or res.current_player

    def owner_or_you(self, res, card):
        return board.controller(res, card)

    # -- what resolves next ----------------------------------------------------------------------------
    def sibling_choice(self, res, parent, pending):
        """Phase II: Attack: a card whose damage reaches its health is defeated at once, so defeats go
        first, in the order the damage was placed. Effects that trigger together are their player's to
        order (the rulebook fixes no order)."""
        defeats = [k for k in pending if res.nodes[k].ability is None]
        if defeats:
            reason = "" if len(pending) == 1 else f"{res.label_of(defeats[0], pending)} comes next: a defeat is " \
                                                  "checked as soon as the damage is placed"
            return SiblingChoice((defeats[0],), True, self.rules["defeated"], reason)
        if len(pending) == 1:
            return SiblingChoice(tuple(pending), True, res.nodes[pending[0]].rule or self.rules["about-the-cards"])
        return SiblingChoice(tuple(pending), False, self.rules["about-the-cards"])

    def is_triggered(self, res, node):
        """A card's effect its event caused, and a defeat its damage caused, are triggered; an attack (a
        slot's turn in Phase II) and a one-time effect its player uses are not."""
        return super().is_triggered(res, node) and node.kind not in ("attack", "one-time")

    def begin_rule(self, res, node):
        return {
            "immediate": self.rules["immediate"],
            "attack-effect": self.rules["attack-effect"],
            "permanent": self.rules["about-the-cards"],
            "attack": self.rules["attack-phase"],
            "defeat": self.rules["defeated"],
        }.get(node.kind)

    def effect_ended(self, res, node):
        """Phase II: Attack (Sanctum Sanctorum): a one-time effect is used once; then its tile goes back
        to the game box."""
        ability = res.scenario.abilities.get(node.ability) if node.ability else None
        if ability is None or ability.timing != "one-time":
            return
        res.entities[ability.card]["zone"] = "box"
        res.step("note", f"{res.name(ability.card)} has been used: it goes back to the game box",
                 rule=self.rules["one-time"], effect=node)

    def use_one_time(self, res, ability_id, before, side, at_end):
        """Artifacts: a one-time tile may be used "at any time but only once (during this or a future
        turn)", so in the middle of an attack phase, the opponent's included (a reading: the Short Overview
        says "a future turn of yours"; the tiles' own section is followed). Used once, as an effect of its
        own inside the phase; its tile then goes back to the game box (effect_ended)."""
        state.ONE_TIME_USED.set(res, ability_id, True)
        ability = res.scenario.abilities[ability_id]
        tile = res.entities[ability.card]
        owner = tile.get("owner")
        point = "as the phase ends" if at_end else f"before slot {before} ({board.location_name(res, before)})"
        if tile.get("zone") != "play" or owner not in res.scenario.players:
            res.step("note", f"{res.name(ability.card)} cannot be used {point}: it is not in front of a player "
                             f"(it is in {tile.get('zone')})", rule=self.rules["one-time"])
            return None
        whose = "the opponent's" if owner != side else "their own"
        res.step("trigger", f"{res.name(owner)} use the one-time effect of {res.name(ability.card)} ({ability.label}) "
                            f"{point}, in {whose} attack phase", rule=self.rules["one-time-any-time"])
        node = res.new_node(
            base=ability.id, kind=ability.timing, label=ability.label, parent=res.current, edge="nested",
            ability=ability.id, card=ability.card, you=owner, ops=ability.do, rule=self.rules["one-time-any-time"],
        )
        res.nodes[res.current].children.append(node.key)
        return node

    # -- Phase II: Attack ------------------------------------------------------------------------------
    def slot_turn(self, res, card):
        """Phase II: Attack: the cards attack one after the other from the Manhattan edge, each with a
        strength of 1 or more (a card with strength 0 neither deals damage nor takes the location bonus).
        Thor: a card that has attacked this phase does not attack again when its new slot comes up.
        M.O.D.O.K.: an attack effect of kind `instead` is carried out in place of the card's attack."""
        slot = res.entities[card]["slot"]
        where = f"slot {slot} ({board.location_name(res, slot)})"
        if state.ATTACKED.get(res, card):
            res.step("note", f"{where} is up, but {res.name(card)} has already attacked this phase: it does "
                             "not attack again", rule=self.rules["thor"])
            return
        state.ATTACKED.set(res, card, True)
        if self.strength(res, card) < 1:
            res.step("note", f"{where} is up: {res.name(card)} has strength 0, so it cannot attack — no damage, "
                             "no location bonus", rule=self.rules["attack-strength"])
            return
        for ability in res.scenario.abilities.values():
            if ability.card == card and ability.timing == "attack-effect" and ability.kind == INSTEAD \
                    and self.is_live(res, ability, None):
                if ability.optional and ability.id in res.scenario.choices.decline:
                    res.step("note", f"{ability.label} is declined: {res.name(card)} attacks as usual",
                             rule=self.rules["modok"])
                    break
                state.ATTACK_EFFECT_USED.set(res, ability.id, True)
                self.add_trigger(res, ability, self.you_for(res, ability, None),
                                 {"event": "attack_turn", "by": card, "slot": slot}, self.rules["attack-effect"],
                                 what=f"{where} is up and {res.name(card)} does not attack: his attack effect is "
                                      "carried out instead")
                return
        res.step("phase", f"{where} is up: {res.name(card)} attacks", rule=self.rules["attack-phase"])
        self.open_attack(res, card, bonus=True)

    def open_attack(self, res, card, bonus):
        """One attack, as an effect of its own: strike, then (once the defeats are checked) attack effects."""
        path = f"skirmish:attack:{card}:{bonus}"
        node = res.new_node(
            base=f"attack:{card}", kind="attack", label=f"{possessive(res.name(card))} attack", parent=res.current,
            edge="when", card=card, you=board.side_of(res, card),
            ops=(Op("_strike", {"card": card, "bonus": bonus}, f"{path}:strike"),
                 Op("_after_attack", {"card": card}, f"{path}:after")),
            rule=self.rules["attack-phase"],
        )
        res.nodes[res.current].children.append(node.key)
        return node

    def strength(self, res, card):
        """Doctor Strange: a hero with Doctor Strange under it attacks with both strengths together."""
        cards = [card] + board.cards_under(res, card)
        return sum(board.number(res.entities[c], "strength") for c in cards)

    def strike(self, res, node, attacker, bonus):
        """Phase II: Attack: before each attack, look at the slot opposite. There is a defender: deal it
        damage equal to the attacker's strength. There is none: activate the location bonus."""
        if not board.in_play(res, attacker):
            node.locals["result"] = "none"
            res.step("note", f"{res.name(attacker)} is no longer on the board: it does not attack",
                     rule=self.rules["attack-phase"])
            return
        slot = res.entities[attacker]["slot"]
        defender = board.opposite(res, attacker)
        if defender is None:
            node.locals["result"] = "bonus" if bonus else "none"
            self.location_bonus(res, attacker, slot, bonus)
            return
        node.locals["target"] = defender
        node.locals["result"] = "blocked" if self.immune(res, defender, attacker, note=False) else "damage"
        self.hit_defender(res, attacker, defender)

    def hit_defender(self, res, attacker, defender):
        """There is a defender: it takes damage equal to the attacker's strength. Doctor Strange: if it has
        Doctor Strange under it, the damage goes on him first until his health is used up, the rest on it.
        Ultron: a defender immune to the attacker's color takes none — and still defends its slot."""
        amount = res.compute("damage", self.strength(res, attacker),
                             {"target": defender, "source": attacker, "critical": False, "attack": True})
        res.emit({"event": "attacked", "by": attacker, "target": defender, "amount": amount})
        shares = []
        left = amount
        for shield in board.cards_under(res, defender):
            props = res.entities[shield]
            room = max(0, board.number(props, "health") - board.number(props, "damage"))
            share = min(left, room)
            if share:
                shares.append((shield, share))
                left -= share
        if left:
            shares.append((defender, left))
        if len(shares) > 1 or (shares and shares[0][0] != defender):
            res.step("note", "the damage goes on Doctor Strange first, until his health is used up: "
                             + ", ".join(f"{res.name(c)} {n}" for c, n in shares), rule=self.rules["doctor-strange"])
        for target, share in shares:
            self.deal_damage(res, target, share, attacker, False)

    def location_bonus(self, res, attacker, slot, allowed):
        """There is no defender: the attacker's player activates the bonus of the slot's location.
        Manhattan: villains get 1 victory point; heroes free one of that slot's civilians (1 victory point
        when none is left). Sanctum Sanctorum: the artifact marker moves one space their way. Avengers
        Tower: they draw a battleground card."""
        if not allowed:
            res.step("note", f"{res.name(attacker)} has no defender, but this attack may not take the location "
                             "bonus again", rule=self.rules["taskmaster"])
            return
        who = board.side_of(res, attacker)
        location = board.location_of(res, slot)
        res.step("phase", f"no defender opposite {res.name(attacker)}: {res.name(who)} takes the "
                          f"{board.location_name(res, slot)} bonus", rule=self.rules["no-defender"])
        res.emit({"event": "location_bonus", "by": attacker, "who": who, "slot": slot, "location": location})
        if location == "manhattan":
            tracks.manhattan_bonus(res, who, slot)
        elif location == "sanctum-sanctorum":
            tracks.advance(res, who, "artifact", 1, "sanctum")
        else:
            self.gain(res, who, "battlegrounds")

    def gain(self, res, who, resource, amount=1):
        props = res.entities[who]
        props[resource] = board.number(props, resource) + amount
        res.step("op", f"{res.name(who)} draw a battleground card", rule=self.rules["tower"])
        res.emit({"event": "gained", "who": who, "resource": resource, "amount": amount})

    def attack_over(self, res, node, attacker):
        """Using an Attack Effect: after the attack — damage placed and defeats checked, or the bonus
        taken — the attacking card's attack effect is carried out."""
        target = node.locals.get("target")
        event = {"event": "attack_done", "by": attacker, "slot": res.entities[attacker].get("slot"),
                 "result": node.locals.get("result", "none")}
        if event["slot"]:
            event["location"] = board.location_of(res, event["slot"])
        if target:
            event["target"] = target
            if not board.in_play(res, target):
                event["defeated"] = target
        res.emit(event)

    # -- damage and defeat -----------------------------------------------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Phase II: Attack: dealing damage is placing damage tokens on the card. A card out of play takes
        none; a card immune to the source's color (Ultron) takes none."""
        if not board.in_play(res, target):
            res.step("note", f"{res.name(target)} is not in play: no damage is dealt to it",
                     rule=self.rules["doing-nothing"])
            return
        if self.immune(res, target, source):
            return
        amount = res.compute("damage_taken", amount, {"target": target, "source": source})
        if amount <= 0:
            res.step("note", f"no damage token is placed on {res.name(target)}", rule=self.rules["about-the-cards"])
            return
        props = res.entities[target]
        props["damage"] = board.number(props, "damage") + amount
        res.emit({"event": "damage_dealt", "target": target, "source": source, "amount": amount,
                  "critical": False})
        self.check_defeat(res, target)

    def immune(self, res, target, source, note=True):
        """Ultron: a card immune to a color takes no damage from a card of that color, from an attack or
        from any other effect."""
        color = res.entities.get(source, {}).get("color") if source else None
        if color is None or color not in board.colors(res.entities[target].get("immune")):
            return False
        if note:
            res.step("note", f"{res.name(target)} is immune to damage from {color} cards: "
                             f"{res.name(source)} deals it none", rule=self.rules["ultron"])
        return True

    def check_defeat(self, res, card):
        """Phase II: Attack: a card whose damage tokens reach its health is defeated. The check comes as
        soon as the damage is placed — after the whole op that placed it, so an effect that damages many
        cards (Thanos) places all its damage first, then every card is checked."""
        props = res.entities[card]
        health = props.get("health")
        if not isinstance(health, int) or board.number(props, "damage") < health:
            return
        if facts.PENDING_DEFEAT.get(res, card):
            return
        facts.PENDING_DEFEAT.set(res, card, True)
        by = res.nodes[res.current].you if res.current is not None else res.current_player
        node = res.new_node(
            base=f"defeat:{card}", kind="defeat", label=f"{res.name(card)} is defeated", parent=res.current,
            edge="when", card=card, you=by, rule=self.rules["defeated"],
        )
        facts.mark_builtin_defeat(node, card, by)
        res.nodes[res.current].children.append(node.key)
        res.step("trigger", f"{res.name(card)} has {counted(props['damage'], 'damage token')} and health {health}: "
                            "it is defeated as soon as this damage is all placed", rule=self.rules["defeated"])

    def run_builtin(self, res, node):
        if not game_ended(res):
            self.defeat(res, facts.DEFEAT_TARGET.get(node), by=facts.DEFEAT_BY.get(node))

    def defeat(self, res, target, by=None):
        """Defeated: the card's owner puts it in their discard pile and its damage tokens go back to the
        supply. (A card that lay under it, Doctor Strange, now holds the slot alone.)"""
        facts.PENDING_DEFEAT.clear(res, target)
        props = res.entities[target]
        if props.get("zone") != "board":
            res.step("note", f"{res.name(target)} has already left the board", rule=self.rules["defeated"])
            return
        slot = board.slot_of(res, target)
        for shield in board.cards_under(res, target):
            res.entities[shield].pop("under", None)
            res.entities[shield]["slot"] = slot
        owner = props.get("owner") or board.side_of(res, target)
        props["damage"] = 0
        props.pop("slot", None)
        props.pop("under", None)
        res.move(target, "discard", verb="defeated", who=owner,
                 extra={"target": target, "by": by, "owner": owner, "slot": slot})

    # -- the rest of the interface -----------------------------------------------------------------------
    def apply_modifiers(self, res, value_name, base, context):
        """Permanent effects that change a number as it is computed (Ant-Man, Winter Soldier, Red Hulk,
        The Norn Stones): `modifier` abilities, applied by modifiers.py."""
        return modifiers.apply(res, value_name, base, context)

    def can_pay(self, res, node, op):
        """"Place 1 card from hand in your discard pile. If you do, …" (Winter Soldier, Baron Zemo): the
        card must be in hand."""
        if op.name == "discard":
            card = res.env(node).ref(op.args["card"])
            return res.entities.get(card, {}).get("zone") == "hand"
        return True
