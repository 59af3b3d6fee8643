"""What each Marvel Champions game occurrence is, and what it changes when it happens.

A happening says whether the occurrence can happen at all (`check`), the events
its when window looks at (`events`), what happens (`happen`, which emits the
events its after window looks at and returns the ops it brings about, such as a
defeat after damage), and any tidying once its after window has closed
(`close`). The windows themselves are in windows.py; the
encounter side's occurrences (activations, boosts, dealing and revealing) in
encounter.py.
"""
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.grammar import possessive
from adjudicator.timing.marvel_champions import cannot, card_keywords, empty_side_schemes, obligations, player_deck, state
from adjudicator.timing.marvel_champions import victory, villain_stage
from adjudicator.timing.marvel_champions import stages as scheme_stages
from adjudicator.timing.marvel_champions.activation_end import end_activation, ended_before_its_damage
from adjudicator.timing.marvel_champions.attack_window import shares_the_attacks_window
from adjudicator.timing.marvel_champions.durations import expire
from adjudicator.timing.marvel_champions.elimination import eliminate
from adjudicator.timing.marvel_champions.leaving import discard_from_play, is_entering_play
from adjudicator.timing.marvel_champions.keywords import (
    has_keyword,
    is_status,
    most_cards,
    set_status_cards,
    tough_on_entering,
    status_cards,
)
from adjudicator.timing.marvel_champions.indirect import divide
from adjudicator.timing.marvel_champions.piles import place_on_top
from adjudicator.timing.marvel_champions.scenario_ops import find_op
from adjudicator.timing.marvel_champions.table import crisis_blocks, in_play, number, villain_in_play
from adjudicator.timing.marvel_champions.values import hit_points, modified, stat
from adjudicator.timing.marvel_champions.windows import (
    describe,
    fell_short,
    game_over,
    GENERIC_ANCHORS,
    internal,
    occurrence_op,
    record,
    update_record,
)

def open_records(res):
    """The records of every occurrence under way, in every effect."""
    for node in res.nodes:
        for _, value in state.RECORD.all(node):
            yield value


def resumed_amount(res, node, act, amount, what) -> int:
    """Villain Defeat: "If a villain is defeated while activating, the villain resumes that activation using the
    new villain stage." The amount of its attack's damage (step 4: "equal to the attacking enemy’s modified ATK
    value") or of its scheme's threat (its SCH plus boost), worked out before a villain stage of the same title was
    defeated in that occurrence's when window, is worked out again from the new stage's ATK or SCH, with the same
    boost and the same defending hero's DEF: a reading (it has not been dealt or placed yet; the text does not say
    when the amount is fixed). `amount` unchanged when the activation recorded at `act` has no new stage."""
    activation = record(node, act)
    if activation is None or activation.get("ended") or not activation.get("worked_out"):
        return amount
    stage, boost, less, context = activation["worked_out"]
    enemy, mode = activation["data"]["enemy"], activation["data"]["mode"]
    now = number(res.entities[enemy], "stage", 1)
    if now == stage:
        return amount
    name = "atk" if mode == "attack" else "sch"
    value = stat(res, enemy, name, context)
    new = max(0, value + boost - less)
    defense = f" - DEF {less}" if less else ""
    kind = "attack's damage" if mode == "attack" else "scheme's threat"
    res.step("note", f"{res.name(enemy)} was defeated before its {kind} and resumes the "
                     f"activation with stage {now}: {name.upper()} {value} + boost {boost}{defense} = {new} {what}, "
                     f"instead of the {amount} worked out with the old stage (a reading: not yet dealt or placed, "
                     f"and the {mode} uses the activating enemy's modified {name.upper()})",
             rule=res.model.rules["villain-resumes"])
    return new


class Happening:
    anchors = GENERIC_ANCHORS

    def check(self, res, node, data):
        """None if it can happen, else why not (a note), or True when it was refused as a ruling (refuse_play)."""
        return None

    def events(self, res, node, data):
        raise NotImplementedError

    def label(self, res, data):
        raise NotImplementedError

    def happen(self, res, node, n, rec):
        return ()

    def started(self, res, node, n):
        """Called once its record exists, before its when window opens."""

    def stopped(self, res, node, n, rec):
        """Whether what its when window did has stopped it for good (it then does not happen, and has no
        after window); the happening says why in a step."""
        return False

    def answered_though_stopped(self, res, node, n, rec) -> tuple:
        """The events of an occurrence its when window stopped that the rules still have answered (an after
        window opens for them alone); none unless a happening says so."""
        return ()

    def short_of(self, res, data) -> bool:
        """Whether it can happen only in part (for “Then”, which needs the text before it fully resolved)."""
        return False

    def before_after_window(self, res, node, n):
        """Ops to run once it has happened and brought about what it brings about, before its after
        window (e.g. an attack's retaliate, after the damage's own responses)."""
        return ()

    def close(self, res, node, n, rec):
        """Called once the occurrence's after window has closed."""

    def replaced(self, res, node, rec):
        """Called instead of `happen` when a replacement or a cancel took the occurrence's place."""

    def share_targets(self, data) -> tuple:
        """The characters each dealt a share of it, when it is damage to several at once (shares.py)."""
        return ()

    def cancel_part(self, res, canceller, home, n, rec, reason, verb) -> bool:
        """Whether `canceller` cancels a part of it alone (effects joined by “and”: conjunction.py), said in a
        step; False when it cancels the whole occurrence."""
        return False

    def without_shares(self, data, targets) -> dict:
        """Its data less the shares of `targets` (cancelled or replaced on their own: shares.py)."""
        return data


class Shared(Happening):
    """An occurrence of damage whose `hits` each start with the character dealt that share."""

    def share_targets(self, data) -> tuple:
        return tuple(dict.fromkeys(hit[0] for hit in data["hits"]))

    def without_shares(self, data, targets) -> dict:
        return {**data, "hits": tuple(hit for hit in data["hits"] if hit[0] not in targets)}


class Damage(Shared):
    """Damage dealt to one or more characters at once (Damage): one occurrence, with one when window
    for the dealing. Each character is dealt its amount (modified by what modifies damage dealt, plus
    any "additional" damage), and the damage beyond its remaining hit points is its excess; an attack
    with overkill deals that excess at the same time to the identity or the villain (Overkill). Then
    each character takes the damage (Take, a second timing point with its own amounts) and the
    responses to both, and to any defeat, share one after window."""

    def _hits(self, res, data):
        """(target, amount it would be dealt) of each character in play, now (no step said)."""
        out = []
        for target, base in data["hits"]:
            if in_play(res, target):
                amount = modified(res, "damage", base, damage_context(res, data, target), say=False)
                out.append((target, amount + data.get("additional", 0)))
        return out

    def short_of(self, res, data) -> bool:
        """Damage to several of which one is no longer in play happens only in part."""
        return len(self._hits(res, data)) < len(data["hits"])

    def check(self, res, node, data):
        hits = self._hits(res, data)
        if not hits:
            return f"{names(res, [t for t, _ in data['hits']])} not in play: no damage is dealt"
        if all(amount <= 0 for _, amount in hits):
            return f"no damage is dealt to {', '.join(res.name(t) for t, _ in hits)} (amount 0)"
        return None

    def events(self, res, node, data):
        return tuple({"event": "damage_dealt", "target": target, "source": data.get("source"), "amount": amount,
                      "critical": False, "excess": excess_of(res, target, amount)}
                     for target, amount in self._hits(res, data) if amount > 0)

    def label(self, res, data):
        source = f" from {res.name(data['source'])}" if data.get("source") else ""
        hits = self._hits(res, data) or [(t, a) for t, a in data["hits"]]
        if len(hits) == 1:
            return f"{hits[0][1]} damage to {res.name(hits[0][0])}{source}"
        return "damage to " + ", ".join(f"{res.name(t)} ({a})" for t, a in hits) + source

    def stopped(self, res, node, n, rec):
        """Activation: "If an activating minion leaves play, that minion’s activation ends immediately and no
        further steps of that activation resolve." An enemy attack's damage whose minion left play in the
        damage's when window (an interrupt defeated it) is not dealt: the activation ends before its damage
        (activation_end says what answers it then). A reading that the dealing is such a further step, with the
        Nova FAQ: "If Nova defeats the enemy during this step, the rest of the attack sequence fails to resolve".
        Villain Defeat: "If the new stage of the villain has a different title from the previous stage, the
        activation ends without resolving": a villain defeated in that window, whose new stage has another title,
        has its activation ended (villain_stage.py), and the damage is not dealt either."""
        attack = rec["data"].get("attack") or {}
        act, attacker = attack.get("act"), attack.get("by")
        activation = record(node, act) if act is not None else None
        if activation is None or activation["data"].get("enemy") != attacker:
            return False
        if activation.get("ended") and activation.get("dealt") and res.entities[attacker].get("type") == "villain":
            # Villain Defeat: its new stage's other title ended the activation in this damage's when window
            res.step("note", f"{possessive(res.name(attacker))} activation has ended without resolving: the damage its attack "
                             "had worked out is not dealt", rule=res.model.rules["villain-new-title-activation-ends"])
            ended_before_its_damage(res, node, act)
            return True
        if in_play(res, attacker) or res.entities.get(attacker, {}).get("type") != "minion":
            return False
        update_record(node, act, dealt=False)  # the damage it had worked out is never dealt
        end_activation(res, node, act, f"{res.name(attacker)} has left play before its attack's damage was dealt")
        return True

    def _resumed(self, res, node, data) -> tuple:
        """The hits, the attack's amount worked out again if its villain resumes with a new stage (resumed_amount);
        indirect damage worked out again is divided again (_divided_again)."""
        attack = data.get("attack") or {}
        if attack.get("act") is None:
            return data["hits"]
        activation = record(node, attack["act"])
        if activation is not None and activation["data"].get("indirect"):
            return _divided_again(res, node, attack["act"], activation, data["hits"])
        if len(data["hits"]) != 1:
            return data["hits"]
        target, amount = data["hits"][0]
        return ((target, resumed_amount(res, node, attack["act"], amount, f"damage to {res.name(target)}")),)

    def happen(self, res, node, n, rec):
        data = rec["data"]
        rules = res.model.rules
        source, attack = data.get("source"), data.get("attack")
        prevented = dict(rec.get("prevented", ()))
        toughed = set(rec.get("tough", ()))
        if data.get("moved_from"):
            self._leave_source(res, data)
        takes = []
        for target, base in self._resumed(res, node, data):
            if not in_play(res, target):
                res.step("note", f"{res.name(target)} has left play: no damage is dealt to it",
                         rule=rules["damage-dealt-then-taken"])
                continue
            dealt = modified(res, "damage", base, damage_context(res, data, target)) + data.get("additional", 0)
            if data.get("additional"):
                res.step("note", f"{data['additional']} additional damage to {res.name(target)} is dealt with it, "
                                 "not increased on its own", rule=rules["additional"])
            if dealt <= 0:
                res.step("note", f"no damage is dealt to {res.name(target)}", rule=rules["damage-dealt-then-taken"])
                continue
            excess = excess_of(res, target, dealt)
            res.emit({"event": "damage_dealt", "target": target, "source": source, "amount": dealt,
                      "critical": False, "excess": excess})
            checked = res.model.tough_point(res) == "dealt"
            takes.append((target, dealt, source, checked, target in toughed, prevented.get(target, 0), False))
            if attack and "overkill" in attack.get("keywords", ()) and excess > 0 \
                    and not res.model.overkill_on_defeat(res):  # from "1.7" on: at the defeat (Defeat)
                takes += self._overkill(res, data, target, excess, target in toughed)
        if not takes:
            return ()
        take = {"hits": tuple(takes), "attack": attack, "defeat_anchors": data.get("defeat_anchors")}
        return (occurrence_op("take", take, join=n, anchors=data.get("take_anchors")),)

    def _leave_source(self, res, data) -> None:
        """Moved damage (moving.py) leaves its source as it is dealt: the card's damage, or the dial's, goes
        down by what moves; no healing."""
        source = data["moved_from"]
        props = res.entities[source]
        taken = min(sum(amount for _, amount in data["hits"]), number(props, "damage"))
        props["damage"] = number(props, "damage") - taken
        res.step("phase", f"{res.name(source)} loses the {taken} damage moved from it (now {props['damage']})",
                 rule=res.model.rules["move-damage"])

    def _overkill(self, res, data, target, excess, toughed):
        """Overkill: the excess dealt to an ally goes to its controller's identity, a minion's to the villain,
        at the same time — unless the ally or minion has a tough status card. It is "considered damage from an
        attack", so what modifies damage from an attack dealt to that character modifies it (damage_context)."""
        rules = res.model.rules
        source = data.get("source")
        kind = res.entities[target].get("type")
        if kind not in ("ally", "minion"):
            return []
        if toughed or is_status(res, target, "tough"):
            res.step("note", f"{res.name(target)} has a tough status card: the {excess} excess damage is not dealt "
                             "on by overkill", rule=rules["overkill-tough"])
            return []
        to = res.model.owner_or_you(res, target) if kind == "ally" else villain_in_play(res)
        if to is None or not in_play(res, to):
            return []
        res.step("phase", f"Overkill: the {excess} excess damage dealt to {res.name(target)} is dealt to "
                          f"{res.name(to)} at the same time (damage from the attack, not an attack against "
                          f"{res.name(to)})", rule=rules["overkill-ally" if kind == "ally" else "overkill-minion"])
        dealt = modified(res, "damage", excess, damage_context(res, data, to))
        if dealt <= 0:
            res.step("note", f"no damage is dealt to {res.name(to)}", rule=rules["damage-dealt-then-taken"])
            return []
        res.emit({"event": "damage_dealt", "target": to, "source": source, "amount": dealt, "critical": False,
                  "excess": excess_of(res, to, dealt)})
        return [(to, dealt, source, False, False, 0, True)]

    def replaced(self, res, node, rec):
        """A dealing of damage that is replaced or cancelled deals nothing (nothing is taken)."""


def _divided_again(res, node, act, activation, hits) -> tuple:
    """Indirect Damage: "If an enemy’s attack deals indirect damage, the indirect damage is dealt during step four of
    the enemy activation". The attack's indirect damage, worked out again from its villain's new stage
    (resumed_amount), is divided again by the attacked player, as they choose: the division made of the old amount
    (the scenario's `assign` included) was of damage that is no longer the attack's (a reading, as the amount's)."""
    total = sum(amount for _, amount in hits)
    player = res.model.owner_or_you(res, activation["data"]["target"]) or activation["data"]["target"]
    new = resumed_amount(res, node, act, total, f"indirect damage to {res.name(player)}")
    if new == total:
        return hits
    res.step("note", f"{res.name(player)} divides the {new} indirect damage again: the division made was of the "
                     f"{total} worked out with the old stage (a reading)", rule=res.model.rules["indirect-attack"])
    return divide(res, node, [player], new, None, find_op(res.scenario, activation["data"]["indirect"]))


class Take(Shared):
    """Damage taken (Damage: "When damage is dealt to a character, that character takes damage"): the
    second timing point, with its own interrupts ("when … would take damage"), after those to the
    dealing. What a character takes is what it was dealt, modified by what modifies damage taken,
    less what was prevented (Prevent); a tough status card prevents it all (Tough). The damage taken
    is placed on the character; one left with no hit points is defeated. Joined to the dealing: one
    after window for both."""

    anchors = ("tough", "damage-dealt-then-taken", "occurrence-after")

    def _would_take(self, res, hit, say=False):
        target, dealt, source, _, toughed, prevented, _ = hit
        if toughed or prevented == "all" or cannot.damage_not_taken(res, target):
            return 0
        taken = modified(res, "damage_taken", dealt, {"target": target, "source": source}, say=say)
        return max(0, taken - prevented)

    def events(self, res, node, data):
        return tuple({"event": "damage_taken", "target": hit[0], "source": hit[2],
                      "amount": self._would_take(res, hit), "critical": False}
                     for hit in data["hits"] if in_play(res, hit[0]) and self._would_take(res, hit) > 0)

    def label(self, res, data):
        who = [res.name(hit[0]) for hit in data["hits"]]
        return "the damage dealt to " + (", ".join(who[:-1]) + " and " if len(who) > 1 else "") + who[-1] + \
            " is taken"

    def happen(self, res, node, n, rec):
        rules = res.model.rules
        extra = dict(rec.get("prevented", ()))
        toughed = set(rec.get("tough", ()))
        then = []
        for hit in rec["data"]["hits"]:
            target = hit[0]
            hit = hit[:4] + (hit[4] or target in toughed, _more(hit[5], extra.get(target, 0)), hit[6])
            if not in_play(res, target):
                res.step("note", f"{res.name(target)} has left play: it takes no damage", rule=rules["damage-defeats"])
                continue
            forbidden = cannot.damage_not_taken(res, target)
            if forbidden:
                res.step("note", f"{forbidden}: none of the {hit[1]} damage dealt to it is taken, and it is not "
                                 "considered to have taken damage; the damage dealt stays dealt (a reading: as damage "
                                 "prevented in full)", rule=rules["cannot-take-damage"])
                fell_short(res, node, f"none of the damage dealt to {res.name(target)} is taken")
                continue
            if hit[4]:
                res.step("note", f"{possessive(res.name(target))} tough status card prevented all {hit[1]} damage: "
                                 f"{res.name(target)} is not considered to have taken damage",
                         rule=rules["tough-not-taken"])
                fell_short(res, node, f"the damage dealt to {res.name(target)} is prevented")
                continue
            taken = self._would_take(res, hit, say=True)
            if taken <= 0 and hit[5]:
                res.step("note", f"all the damage dealt to {res.name(target)} is prevented: it is not considered to "
                                 "have taken damage", rule=rules["prevent-all"])
                fell_short(res, node, f"the damage dealt to {res.name(target)} is prevented")
                continue
            if taken <= 0:
                res.step("note", f"what {res.name(target)} takes is modified to 0: it takes no damage, and the "
                                 f"{hit[1]} damage dealt stays dealt", rule=rules["damage-taken-modified"])
                continue
            if hit[5]:
                res.step("note", f"{hit[5] if hit[5] != 'all' else 'all'} of the damage dealt to {res.name(target)} "
                                 "is prevented: it takes less, and the damage dealt stays what it was",
                         rule=rules["prevent-not-dealt"])
                fell_short(res, node, f"part of the damage dealt to {res.name(target)} is prevented")
            props = res.entities[target]
            props["damage"] = number(props, "damage") + taken
            res.emit({"event": "damage_taken", "target": target, "source": hit[2], "amount": taken,
                      "critical": False})
            overkill = not hit[6] and "overkill" in (rec["data"].get("attack") or {}).get("keywords", ())
            then += defeat_if_dead(res, target, hit[2], n, rec, overkill=overkill)
        return tuple(then)


def _more(prevented, more):
    if "all" in (prevented, more):
        return "all"
    return prevented + more


def defeat_if_dead(res, target, source, n, rec, overkill=False):
    """Damage: a character with no hit points left is defeated (one defeat per character). `overkill`:
    the damage came from an attack with overkill, which from ruleset "1.7" on acts at the defeat."""
    props = res.entities[target]
    hp = hit_points(res, target)
    if not isinstance(hp, int) or props["damage"] < hp or state.DEFEATING.get(res, target):
        return []
    state.DEFEATING.set(res, target, True)
    res.step("note", f"{res.name(target)} has {props['damage']} damage of {hp} hit points: defeated",
             rule=res.model.rules["damage-defeats"])
    anchors = rec["data"].get("defeat_anchors") or ("occurrence-when", "damage-defeats", "occurrence-after")
    data = {"target": target, "by": source}
    if overkill and res.model.overkill_on_defeat(res) and props.get("type") in ("ally", "minion"):
        data["overkill"] = {k: v for k, v in rec["data"]["attack"].items() if k != "keywords"}
    return [occurrence_op("defeat", data, join=n, anchors=anchors)]


def damage_context(res, data, target):
    """What a modifier of damage dealt may match: target, source, critical, and for an attack whether it
    is undefended."""
    context = {"target": target, "source": data.get("source"), "critical": False}
    attack = data.get("attack")
    if attack:
        context.update(attack=True, undefended=bool(attack.get("undefended")))
    return context


def excess_of(res, target, dealt):
    """Excess damage: what is dealt beyond the character's remaining hit points."""
    props = res.entities.get(target, {})
    hp = hit_points(res, target, say=False)
    if not isinstance(hp, int):
        return 0
    return max(0, dealt - max(0, hp - number(props, "damage")))


def names(res, cards):
    return ", ".join(res.name(c) for c in cards) + (" is" if len(cards) == 1 else " are")


def joined(res, cards) -> str:
    """Card names as a sentence lists them: "Shocker", "Shocker and Goon", "A, B and C"."""
    words = [res.name(c) for c in cards]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


class Defeat(Happening):
    """A defeated card is discarded; a defeated hero is out; a defeated villain advances to its next
    stage, or, at its last stage, the players win."""

    def check(self, res, node, data):
        if not in_play(res, data["target"]):
            state.DEFEATING.clear(res, data['target'])
            return f"{res.name(data['target'])} is not in play: it cannot be defeated"
        if card_keywords.permanent_stays(res, node, data["target"], "defeat"):  # Permanent
            state.DEFEATING.clear(res, data['target'])
            return True
        if cannot.stays_in_play(res, data["target"], f"the defeat of {res.name(data['target'])}", defeat=True):
            state.DEFEATING.clear(res, data['target'])
            return True
        return None

    def events(self, res, node, data):
        return ({"event": "defeated", "target": data["target"], "by": data.get("by")},)

    def label(self, res, data):
        return f"{res.name(data['target'])} is defeated"

    def replaced(self, res, node, rec):
        state.DEFEATING.clear(res, rec['data']['target'])

    def happen(self, res, node, n, rec):
        target = rec["data"]["target"]
        state.DEFEATING.clear(res, target)
        props = res.entities[target]
        res.emit(dict(rec["when"][0]))
        kind = props.get("type")
        if kind == "villain":
            stage, stages = number(props, "stage", 1), number(props, "stages", 1)
            if stage < stages:
                new_title, old_title = villain_stage.title_changes(props), res.name(target)
                props.update(stage=stage + 1, damage=0)
                for key in [k for k in props if k.startswith("next_")]:  # the next stage's hp, atk, sch …
                    props[key[5:]] = props.pop(key)
                res.step("phase", f"{res.name(target)} advances to stage {stage + 1} at once",
                         rule=res.model.rules["villain-next-stage"])
                if new_title:
                    villain_stage.drop_what_does_not_carry_over(res, target, old_title)
                ended = new_title and villain_stage.end_its_activation(res, target)
                if not ended and any(r["kind"] == "activation" and r["data"]["enemy"] == target for r in open_records(res)):
                    res.step("note", f"{res.name(target)} was activating: the activation goes on with the new stage",
                             rule=res.model.rules["villain-resumes"])
                res.emit({"event": "stage_advanced", "card": target, "stage": stage + 1})
                return villain_stage.stage_revealed(target, stage + 1)
            props["zone"] = "defeated"
            res.step("phase", f"{res.name(target)} was at its last stage: the players win",
                     rule=res.model.rules["villain-next-stage"])
            game_over(res, "the players have won")
            return ()
        if res.model.is_player(res, target):
            return eliminate(res, target)
        then = overkill_at_defeat(res, target, rec["data"])
        victory.leaves_by_defeat(res, target, discard_from_play)  # Defeat: "it is discarded" (Discard; Victory X)
        return then


def overkill_at_defeat(res, target, data):
    """Overkill from ruleset "1.7" on (version 1.8's words): an ally or minion defeated by an attack with
    overkill passes on the damage on it beyond its hit points — to its controller's identity, or to the
    villain — as a new dealing of damage from the attack (no attack against that character). Damage
    prevented was never on it, so it is not passed on. Dealt as the defeated card leaves play: a reading,
    the text says no more of when."""
    attack = data.get("overkill")
    if attack is None:
        return ()
    props = res.entities[target]
    kind = props.get("type")
    beyond = number(props, "damage") - (hit_points(res, target, say=False) or 0)
    rule = res.model.rules["rr18-overkill-ally" if kind == "ally" else "rr18-overkill-minion"]
    if beyond <= 0:
        res.step("note", f"Overkill: {res.name(target)} has no damage on it beyond its hit points: nothing is "
                         "passed on", rule=rule)
        return ()
    to = res.model.owner_or_you(res, target) if kind == "ally" else villain_in_play(res)
    if to is None or not in_play(res, to):
        res.step("note", f"Overkill: there is no {'identity' if kind == 'ally' else 'villain'} in play to deal the "
                         f"{beyond} damage to", rule=rule)
        return ()
    res.step("phase", f"Overkill: {res.name(target)} was defeated by the attack with {beyond} damage on it beyond "
                      f"its hit points, so {res.name(to)} is dealt {beyond} (damage from the attack, not an attack "
                      f"against {res.name(to)}; dealt as {res.name(target)} leaves play, a reading)", rule=rule)
    return (occurrence_op("damage", {"hits": ((to, beyond),), "source": data.get("by"),
                                     "attack": {**attack, "keywords": ()}}),)


class PlaceThreat(Happening):
    """Threat placed on a scheme; a main scheme at its threat limit is complete and advances (or, at
    its last stage, the villain wins)."""

    def check(self, res, node, data):
        if not in_play(res, data["scheme"]):
            return f"{res.name(data['scheme'])} is not in play: no threat is placed"
        if data["amount"] <= 0:
            return f"no threat is placed on {res.name(data['scheme'])} (amount {data['amount']})"
        return None

    def events(self, res, node, data):
        return ({"event": "threat_placed", "target": data["scheme"], "amount": data["amount"],
                 "by": data.get("by")},)

    def label(self, res, data):
        return f"{data['amount']} threat on {res.name(data['scheme'])}"

    def stopped(self, res, node, n, rec):
        """Villain Defeat: "If the new stage of the villain has a different title from the previous stage, the
        activation ends without resolving": a villain defeated in the when window of its scheme's threat, whose new
        stage has another title, has its activation ended (villain_stage.py), and the threat is not placed.
        Activation: "If an activating minion leaves play, that minion’s activation ends immediately and no further
        steps of that activation resolve": a minion that left play in that window (an interrupt defeated it) places
        none either — a reading, the one its attack's damage has (Damage.stopped): the threat of Scheme (Enemy
        Activation) step 3 is not placed yet, so placing it is a further step."""
        act = rec["data"].get("act")
        activation = record(node, act) if act is not None else None
        if activation is None:
            return False
        enemy = activation["data"]["enemy"]
        kind = res.entities.get(enemy, {}).get("type")
        if kind == "minion" and not activation.get("ended") and not in_play(res, enemy):
            end_activation(res, node, act, f"{res.name(enemy)} has left play before its scheme's threat was placed "
                                           "(a reading: placing it is a further step)")
            return True
        if not activation.get("ended") or kind != "villain":
            return False
        res.step("note", f"{possessive(res.name(enemy))} activation has ended without resolving: the threat its scheme "
                         "had worked out is not placed", rule=res.model.rules["villain-new-title-activation-ends"])
        return True

    def happen(self, res, node, n, rec):
        left = self._leave_source(res, n, rec) if rec["data"].get("moved_from") else ()
        act = rec["data"].get("act")
        if act is not None:  # a villain's scheme, its stage defeated in the when window (resumed_amount)
            amount = resumed_amount(res, node, act, rec["data"]["amount"], f"threat on {res.name(rec['data']['scheme'])}")
            rec = {**rec, "data": {**rec["data"], "amount": amount}}
        return (*left, *self._place(res, node, rec))

    @staticmethod
    def _after_prevention(res, rec) -> int:
        """The threat placed: what was being assigned less what an interrupt prevented (Prevent)."""
        amount, prevented = rec["data"]["amount"], rec.get("prevented_threat", 0)
        if not prevented:
            return amount
        left = 0 if prevented == "all" else max(0, amount - prevented)
        res.step("phase", f"{amount - left} of the {amount} threat is prevented: {left} is placed on "
                          f"{res.name(rec['data']['scheme'])}", rule=res.model.rules["prevent-threat"])
        return left

    def _leave_source(self, res, n, rec) -> tuple:
        """Moved threat (moving.py) leaves its source as it is placed: no removal; a side scheme left with none
        is defeated (Side Scheme: "until there is no threat on it (which causes it to be defeated")."""
        source = rec["data"]["moved_from"]
        props = res.entities[source]
        taken = min(rec["data"]["amount"], number(props, "threat"))
        props["threat"] = number(props, "threat") - taken
        res.step("phase", f"{res.name(source)} loses the {taken} threat moved from it (now {props['threat']})",
                 rule=res.model.rules["move-threat"])
        if props.get("type") == "side-scheme" and props["threat"] <= 0 and in_play(res, source):
            return (occurrence_op("defeat", {"target": source, "by": None}, join=n,
                                  anchors=("side-scheme-defeated", "side-scheme-defeated", rec["anchors"][2])),)
        return ()

    def _place(self, res, node, rec) -> tuple:
        data = rec["data"]
        scheme = data["scheme"]
        props = res.entities[scheme]
        amount = self._after_prevention(res, rec)
        if amount < data["amount"]:
            fell_short(res, node, f"{data['amount'] - amount} of the {data['amount']} threat is not placed")
        if amount <= 0:
            return ()
        props["threat"] = number(props, "threat") + amount
        res.emit({**rec["when"][0], "amount": amount})
        limit = props.get("threat_limit")
        if props.get("type") != "main-scheme" or not isinstance(limit, int) or props["threat"] < limit:
            return ()
        stage, stages = number(props, "stage", 1), number(props, "stages", 1)
        rule = res.model.rules["threat-placed"]
        if stage < stages and scheme_stages.when_completed_abilities(res, scheme):
            res.step("phase", f"{res.name(scheme)} has {props['threat']} threat of {limit}: complete; its When "
                              "Completed abilities resolve before the deck advances (a reading: “completed and the "
                              "main scheme deck advances”)", rule=res.model.rules["main-scheme-completed"])
            return (occurrence_op("scheme-completed", {"scheme": scheme}),)
        if stage < stages:
            res.step("phase", f"{res.name(scheme)} has {props['threat']} threat of {limit}: complete, it advances "
                              f"to stage {stage + 1} at once", rule=rule)
            return scheme_stages.advance(res, scheme)
        res.step("phase", f"{res.name(scheme)} has {props['threat']} threat of {limit} at its last stage: "
                          "the scheme is complete and the players lose", rule=rule)
        scheme_stages.final_stage_note(res, scheme)
        props["completed"] = True
        res.emit({"event": "scheme_completed", "target": scheme})
        game_over(res, "the villain has won")
        return ()


class RemoveThreat(Happening):
    """Threat removed from a scheme (at most what is on it); a side scheme left with none is defeated."""

    def check(self, res, node, data):
        props = res.entities.get(data["scheme"], {})
        if not in_play(res, data["scheme"]) or number(props, "threat") <= 0 or data["amount"] <= 0:
            return f"no threat is removed from {res.name(data['scheme'])}"
        crisis = crisis_blocks(res, data["scheme"], data.get("by"))
        if crisis:
            by = (f"{res.name(data['by'])}, a player's card" if data.get("by") else
                  "an effect the scenario gives no card for (taken as a player's: a reading, as threat is removed by "
                  "players' cards)")
            res.step("note", f"no threat is removed from {res.name(data['scheme'])}: {res.name(crisis)} has a crisis "
                             f"icon and is in play, and the removal is by {by}", rule=res.model.rules["crisis"])
            return True
        kept = cannot.threat_kept(res, data["scheme"])
        if kept:
            res.step("note", f"{kept}: no threat is removed from it", rule=res.model.rules["cannot"])
            return True
        return None

    def _amount(self, res, data):
        return min(data["amount"], number(res.entities[data["scheme"]], "threat"))

    def events(self, res, node, data):
        return ({"event": "threat_removed", "target": data["scheme"], "amount": self._amount(res, data),
                 "by": data.get("by")},)

    def label(self, res, data):
        return f"{self._amount(res, data)} threat removed from {res.name(data['scheme'])}"

    def happen(self, res, node, n, rec):
        data = rec["data"]
        props = res.entities[data["scheme"]]
        amount = min(rec["when"][0]["amount"], number(props, "threat"))
        props["threat"] = number(props, "threat") - amount
        res.emit({**rec["when"][0], "amount": amount})
        if amount < data["amount"]:
            fell_short(res, node, f"{res.name(data['scheme'])} had only {amount} of the {data['amount']} threat "
                                  "to remove")
        if props.get("type") == "side-scheme" and props["threat"] <= 0:
            return (occurrence_op("defeat", {"target": data["scheme"], "by": data.get("by")}, join=n,
                                  anchors=(rec["anchors"][1], rec["anchors"][1], rec["anchors"][2])),)
        return ()


class Heal(Happening):
    """Heal: damage sustained is removed, up to the character's maximum hit points — above it only when the
    effect says so (`above_maximum`): then all of it, and the model's `damage` goes below 0 (its remaining hit
    points, maximum minus damage, above the maximum: a reading of Sustained Damage, "the difference between a
    character's maximum hit points and remaining hit points")."""

    def check(self, res, node, data):
        forbidden = cannot.why(res, data["target"], "be_healed")
        if forbidden and in_play(res, data["target"]):
            res.step("note", f"{forbidden}: no damage is removed", rule=res.model.rules["cannot"])
            return True
        above = data.get("above_maximum")
        if not in_play(res, data["target"]) or data["amount"] <= 0 \
                or (not above and number(res.entities[data["target"]], "damage") <= 0):
            return f"{res.name(data['target'])} heals nothing"
        return None

    def events(self, res, node, data):
        amount = data["amount"] if data.get("above_maximum") else \
            min(data["amount"], number(res.entities[data["target"]], "damage"))
        return ({"event": "healed", "target": data["target"], "amount": amount},)

    def label(self, res, data):
        return f"{res.name(data['target'])} heals"

    def happen(self, res, node, n, rec):
        event = rec["when"][0]
        props = res.entities[event["target"]]
        if rec["data"].get("above_maximum"):
            props["damage"] = number(props, "damage") - event["amount"]
            res.step("note", f"the heal may bring {res.name(event['target'])} above its maximum hit points: "
                             f"{event['amount']} healed, {-props['damage'] if props['damage'] < 0 else 0} above "
                             "its maximum (damage below 0: a reading)", rule=res.model.rules["heal-above-maximum"])
            res.emit(dict(event))
            return ()
        props["damage"] = max(0, number(props, "damage") - event["amount"])
        res.emit(dict(event))
        if event["amount"] < rec["data"]["amount"]:
            fell_short(res, node, f"{res.name(event['target'])} had only {event['amount']} of the "
                                  f"{rec['data']['amount']} damage to heal")
        return ()


class Exhaust(Happening):
    ready = False

    def check(self, res, node, data):
        props = res.entities.get(data["card"], {})
        if not in_play(res, data["card"]):
            return f"{res.name(data['card'])} is not in play"
        if bool(props.get("exhausted")) == self.ready:
            return None
        return f"{res.name(data['card'])} is already {'ready' if self.ready else 'exhausted'}"

    def events(self, res, node, data):
        return ({"event": "readied" if self.ready else "exhausted", "card": data["card"]},)

    def label(self, res, data):
        return f"{res.name(data['card'])} {'readies' if self.ready else 'exhausts'}"

    def happen(self, res, node, n, rec):
        res.entities[rec["data"]["card"]]["exhausted"] = not self.ready
        res.emit(dict(rec["when"][0]))
        return ()


class Ready(Exhaust):
    ready = True

    def check(self, res, node, data):
        forbidden = cannot.why(res, data["card"], "ready")
        if forbidden and res.entities.get(data["card"], {}).get("exhausted"):
            res.step("note", f"{forbidden}: it stays exhausted", rule=res.model.rules["cannot"])
            return True
        return super().check(res, node, data)


class ReadyAll(Happening):
    """End of the player phase: each player's exhausted cards ready at once (one occurrence)."""

    anchors = ("ready-cards", "ready-cards", "ready-cards")

    def events(self, res, node, data):
        return tuple({"event": "readied", "card": card} for card in data["cards"])

    def label(self, res, data):
        return "the players ready their exhausted cards"

    def happen(self, res, node, n, rec):
        for event in rec["when"]:
            res.entities[event["card"]]["exhausted"] = False
            res.emit(dict(event))
        return ()


class Moves(Happening):
    """Cards moved at once (discarding down to hand size, drawing up to it), one occurrence."""

    def events(self, res, node, data):
        return tuple({"event": data["verb"], "card": card, "who": who} for who, card in data["cards"])

    def label(self, res, data):
        return data["label"]

    def happen(self, res, node, n, rec):
        decks = player_deck.decks_taken_from(res, (card for _, card in rec["data"]["cards"]))
        for who, card in rec["data"]["cards"]:
            if rec["data"].get("on_top"):  # Discard: "placed faceup on top of" the discard pile, as it moves there
                place_on_top(res, card, rec["data"]["to"], res.entities[card].get("owner"))
            res.move(card, rec["data"]["to"], verb=rec["data"]["verb"], who=who)
            if rec["data"]["verb"] == "drawn":  # Obligation: one drawn goes to the play area (a refill goes on)
                obligations.drawn_to_play_area(res, card, who, refilling=bool(rec["data"].get("refill")))
        return player_deck.emptied(res, decks, rec["data"]["verb"])  # Player Deck: a deck it emptied


class PhaseEnd(Happening):
    """The end of a phase (and, after the villain phase, of the round): once what lasted until then has
    ended, an occurrence of its own, so "when/after the phase ends" effects can answer it (End of Player
    Phase 5; Villain Phase 7) — one when window and one after window for the phase and the round."""

    def events(self, res, node, data):
        return tuple(dict(e) for e in data["events"])

    def label(self, res, data):
        return data["label"]

    def happen(self, res, node, n, rec):
        for event in rec["when"]:
            res.emit(dict(event))
        return ()


class Occurrence(Happening):
    """`occur`: an occurrence of the scenario's own, with what it brings about."""

    def events(self, res, node, data):
        return (dict(data["event"]),)

    def label(self, res, data):
        return describe(res, data["event"])

    def happen(self, res, node, n, rec):
        res.emit(dict(rec["when"][0]))
        return tuple(rec["data"]["do"])


class Played(Happening):
    """A card played (it goes where it is played to) or an ability used; then its text resolves
    sentence by sentence, each occurrence in it with its own windows."""

    anchors = ("play-when", "resolve-sentences", "play-after")

    def events(self, res, node, data):
        if data["use"]:
            return ({"event": "used", "card": data["card"], "who": data["who"]},)
        return ({"event": "played", "card": data["card"], "who": data["who"], "to": data["to"]},)

    def label(self, res, data):
        verb = "uses" if data["use"] else "plays"
        return f"{res.name(data['who'])} {verb} {res.name(data['card'])}"

    def happen(self, res, node, n, rec):
        """An event stays on the table while its text resolves, and goes to its discard pile after it
        (Event); any other card goes where it is played (an ally with toughness gets its tough card)."""
        data = rec["data"]
        text = self._text(res, data, rec)
        if data["use"]:
            res.emit(dict(rec["when"][0]))
            return text
        state.BEING_PLAYED.clear(res, data['card'])
        if self._is_event(res, data):
            res.move(data["card"], "resolving", verb="played", who=data["who"], extra={"to": data["to"]})
            return text + (internal("_mc_step", step="event-resolved", data={"card": data["card"],
                                                                             "to": data["to"]}),)
        res.move(data["card"], data["to"], verb="played", who=data["who"], extra={"to": data["to"]})
        entered_play(res, data["card"])
        return text

    def _text(self, res, data, rec):
        """The card's text to resolve: none if an interrupt cancelled its effects (Cancel: "Only the effects
        are prevented from initiating"; an event's: "the card is still considered played, and it is
        discarded")."""
        card = data["card"]
        if card not in rec.get("effects_cancelled", ()):
            text = tuple(data["do"])
            if not text:
                return text
            return ((internal("_mc_step", step="text-begins", data={"card": card, "who": data["who"]}),) + text
                    + (internal("_mc_step", step="text-ends", data={"card": card}),))
        event = not data["use"] and self._is_event(res, data)
        res.step("note", f"the effects of {res.name(card)} were cancelled: they do not resolve"
                         + (f"; {res.name(card)} is still played, and goes to the discard pile" if event
                            else "; it is still regarded as " + ("used" if data["use"] else "played")),
                 rule=res.model.rules["cancel-event" if event else "cancel-effects"])
        return ()

    def _is_event(self, res, data):
        return res.entities[data["card"]].get("type") == "event" and data["to"] == "discard"

    def replaced(self, res, node, rec):
        """An event whose effects are cancelled is still played, and discarded (Event)."""
        data = rec["data"]
        if not data["use"]:
            state.BEING_PLAYED.clear(res, data['card'])
        if not data["use"] and self._is_event(res, data) and res.entities[data["card"]].get("zone") == "hand":
            res.step("note", f"{res.name(data['card'])} is still considered played: it is discarded",
                     rule=res.model.rules["event-cancelled"])
            res.move(data["card"], "discard")


class FormChange(Happening):
    anchors = ("change-form", "change-form", "change-form")

    def _new_form(self, res, who):
        return "hero" if res.entities[who].get("form") == "alter-ego" else "alter-ego"

    def events(self, res, node, data):
        return ({"event": "form_changed", "who": data["who"], "form": self._new_form(res, data["who"])},)

    def label(self, res, data):
        return f"{res.name(data['who'])} changes to {self._new_form(res, data['who'])} form"

    def happen(self, res, node, n, rec):
        event = rec["when"][0]
        res.entities[event["who"]]["form"] = event["form"]
        res.emit(dict(event))
        return ()


class BasicPower(Happening):
    """Using a Basic Power 2-4: the attack, thwart or recovery, with its when window before it is
    resolved and its after window once the damage, threat or healing has had its own."""

    anchors = ("power-when", "power-resolve", "power-after")
    EVENT = {"atk": "attacks", "thw": "thwarts", "rec": "recovers"}

    def check(self, res, node, data):
        """A stunned (confused) character's attempt on a target it could not attack (thwart) goes ahead for its
        status card to replace it (sequences.status_attempt); should that card be gone by now (an interrupt to the
        exhausting removed it), nothing lets the attack or thwart be made: it does not happen (a reading)."""
        why = data.get("attempt_despite")
        status = "stunned" if data["power"] == "atk" else "confused"
        if not why or is_status(res, data["character"], status):
            return None
        return (f"{res.name(data['character'])} is no longer {status} and {res.name(data['target'])} still could not be "
                f"{'attacked' if data['power'] == 'atk' else 'thwarted'} ({why}): "
                f"{'the attack' if data['power'] == 'atk' else 'the thwart'} is not made (a reading)")

    def events(self, res, node, data):
        event = {"event": self.EVENT[data["power"]], "by": data["character"]}
        if data["power"] != "rec":
            event["target"] = data["target"]
        if data["power"] == "atk":
            event["attacked"] = data["target"]
        return (event,)

    def label(self, res, data):
        verb = {"atk": "attacks", "thw": "thwarts", "rec": "recovers"}[data["power"]]
        target = f" {res.name(data['target'])}" if data["power"] != "rec" else ""
        return f"{res.name(data['character'])} {verb}{target}"

    def started(self, res, node, n):
        if record(node, n)["data"]["power"] == "atk":
            attack_began(res, node, n)

    def happen(self, res, node, n, rec):
        res.emit(dict(rec["when"][0]))
        return (internal("_mc_step", step="power-resolve", data=rec["data"]),)

    def before_after_window(self, res, node, n):
        data = record(node, n)["data"]
        if data["power"] != "atk" or res.model.retaliate_is_a_response(res):  # 1.8: a forced response (effects.py)
            return ()
        return (retaliate_step(res, data["character"], (data["target"],), attack_keywords(res, data["character"])),)

    def close(self, res, node, n, rec):
        attack_over(res, node, n)

    def replaced(self, res, node, rec):
        """A basic power replaced by a status card (or cancelled) was not used: the character is not
        considered to have attacked or thwarted, and an ally takes no consequential damage for it."""
        state.NO_CONSEQUENTIAL.set(node, rec['data']['key'], True)
        if rec["data"]["power"] == "atk":
            attack_over(res, node, rec["n"])


class PlayerAttack(Happening):
    """An attack-labeled ability of a hero or ally (Attack (Player Action)): the attack, with its when
    window (a stunned character's is replaced), its damage with that damage's own windows, the
    attacked character's retaliate, then the responses to the attack (Retaliate X)."""

    anchors = ("attack-labeled", "attack-labeled", "occurrence-after")

    def check(self, res, node, data):
        if not in_play(res, data["by"]):
            return f"{res.name(data['by'])} is not in play: it does not attack"
        if refused_by_cannot(res, data["by"], "atk", data["targets"][0]):
            return True
        targets = data["targets"]
        if is_status(res, data["by"], "stunned") and any(in_play(res, t) for t in targets):
            stunned_attempt(res, data["by"], [t for t in targets if in_play(res, t)])
            return None  # Stun: it may attempt the attack; its stunned card is discarded instead
        if len(targets) == 1:
            if not in_play(res, targets[0]):
                return f"{res.name(targets[0])} is not in play: it cannot be attacked"
            return forbidden(res, data["by"], "atk", targets[0])
        for target in targets:  # an attack on several: each is a target of its own (Target)
            if not in_play(res, target):
                res.step("note", f"{res.name(target)} is not in play: it is not attacked", rule=res.model.rules["target-in-play"])
            elif guard_against(res, data["by"], target):
                res.step("note", f"{res.name(guard_against(res, data['by'], target))} has guard and is engaged with "
                                 f"{res.name(res.model.owner_or_you(res, data['by']))}: {res.name(target)} cannot be "
                                 "attacked, so it is not a valid target of the attack, which does not resolve against it (a reading: Target "
                                 "says so of an ability on “each” game element of a type)",
                         rule=res.model.rules["target-cannot-be-attacked"])
            elif cannot.unattackable(res, target):
                res.step("note", f"{cannot.unattackable(res, target)}: it is not a valid target of the attack, which "
                                 "does not resolve against it (a reading, as for guard)",
                         rule=res.model.rules["target-cannot-be-attacked"])
        if not attacked_targets(res, data):
            return f"none of {joined(res, targets)} can be attacked: {res.name(data['by'])} does not attack"
        return None

    def events(self, res, node, data):
        stunned = is_status(res, data["by"], "stunned")  # its attempt is on every target in play (stunned_attempt)
        return tuple({"event": "attacks", "by": data["by"], "target": t, "attacked": t}
                     for t in (tuple(t for t in data["targets"] if in_play(res, t)) if stunned else
                               attacked_targets(res, data)))

    def label(self, res, data):
        return f"{res.name(data['by'])} attacks {joined(res, data['targets'])}"

    def started(self, res, node, n):
        attack_began(res, node, n)

    def happen(self, res, node, n, rec):
        data = rec["data"]
        for event in rec["when"]:
            res.emit(dict(event))
        targets = tuple(event["attacked"] for event in rec["when"])
        if len(targets) > 1:
            res.step("note", f"the attack deals its damage to {joined(res, targets)}: {res.name(data['by'])} is "
                             "considered to have attacked each of them", rule=res.model.rules["attack-several"])
        attack = attack_info(res, data["by"], data.get("keywords", ()))
        window = n if shares_the_attacks_window(res, targets) else None  # Triggering Condition (attack_window.py)
        return (occurrence_op("damage", {"hits": tuple((t, data["amount"]) for t in targets), "source": data["by"],
                                         "additional": data.get("additional", 0), "attack": attack}, join=window),)

    def before_after_window(self, res, node, n):
        rec = record(node, n)
        data = rec["data"]
        if res.model.retaliate_is_a_response(res):  # 1.8: a forced response in the attack's after window (effects.py)
            return ()
        attacked = tuple(event["attacked"] for event in rec["when"])
        return (retaliate_step(res, data["by"], attacked, attack_keywords(res, data["by"], data.get("keywords", ()))),)

    def close(self, res, node, n, rec):
        attack_over(res, node, n)

    def replaced(self, res, node, rec):
        attack_over(res, node, rec["n"])


class GiveStatus(Happening):
    """A status card given to a character (Status Cards): at most one of each type, two stunned or
    confused for a steady character; a stalwart character cannot be stunned or confused."""

    anchors = ("occurrence-when", "status-one-each", "occurrence-after")

    def check(self, res, node, data):
        target, kind = data["target"], data["status"]
        if not in_play(res, target):
            return f"{res.name(target)} is not in play: no status card is given"
        if kind in ("stunned", "confused") and has_keyword(res, target, "stalwart"):
            res.step("note", f"{res.name(target)} has stalwart: it cannot be {kind}", rule=res.model.rules["stalwart"])
            return f"{res.name(target)} gets no {kind} status card"
        most = most_cards(res, target, kind)
        if status_cards(res, target, kind) >= most:
            rule = "status-steady" if most > 1 else "status-one-each"
            res.step("note", f"{res.name(target)} already has {most} {kind} status card{'s' if most > 1 else ''}",
                     rule=res.model.rules[rule])
            return f"{res.name(target)} gets no more {kind} status cards"
        return None

    def events(self, res, node, data):
        return ({"event": "status_given", "target": data["target"], "status": data["status"]},)

    def label(self, res, data):
        return f"{res.name(data['target'])} is given a {data['status']} status card"

    def happen(self, res, node, n, rec):
        target, kind = rec["data"]["target"], rec["data"]["status"]
        set_status_cards(res, target, kind, status_cards(res, target, kind) + 1)
        res.emit(dict(rec["when"][0]))
        return ()


# -- attacks: who may attack what, keywords of an attack, retaliate ------------------------------------------
def forbidden(res, character, power, target):
    """Guard and patrol: while a minion with guard is engaged with a player, that player's cards cannot
    attack a villain without guard; with patrol, they cannot thwart the main scheme. The attack or thwart
    is refused as a ruling (Resolution.refuse_play): True if refused, None if allowed."""
    if refused_by_cannot(res, character, power, target):
        return True
    if power == "atk" and cannot.attack_refused(res, character, target):  # “cannot be attacked” (Target)
        return True
    player = res.model.owner_or_you(res, character)
    if player is None or target is None:
        return None
    blocking = _guard_or_patrol(res, player, power, target)
    if blocking:
        keyword, minion = blocking
        attack = keyword == "guard"
        res.refuse_play(f"{possessive(res.name(character))} {'attack on' if attack else 'thwart of'} {res.name(target)}",
                        f"{res.name(minion)} has {keyword} and is engaged with {res.name(player)}",
                        res.model.rules[keyword], f"{res.name(character)} does not {'attack' if attack else 'thwart'}",
                        done="be made")
        return True
    return None


def _guard_or_patrol(res, player, power, target) -> tuple[str, str] | None:
    """The keyword and the first minion with it, in play and engaged with `player`, that stands in the way of an
    attack on `target` (guard, unless the target is a villain with guard itself) or a thwart of the main scheme
    (patrol); None if none does."""
    target_type = res.entities.get(target, {}).get("type")
    keyword = ("guard" if power == "atk" and target_type == "villain" and not has_keyword(res, target, "guard") else
               "patrol" if power == "thw" and target_type == "main-scheme" else None)
    if keyword is None:
        return None
    minions = [c for c, p in res.entities.items() if p.get("type") == "minion" and p.get("engaged") == player
               and in_play(res, c) and has_keyword(res, c, keyword)]
    return (keyword, minions[0]) if minions else None


def target_restriction(res, character, power, target) -> str | None:
    """Why `target` is one the character's basic attack or thwart could not be made against — it cannot be
    attacked (Target), a guard or patrol minion is engaged with its player, or (from ruleset 1.7) it cannot
    take damage — without refusing anything (forbidden and cannot.basic_attack_refused refuse); None if none."""
    if power == "atk":
        why = cannot.unattackable(res, target) or (cannot.no_damage_target(res, target) if target else None)
        if why:
            return why
    player = res.model.owner_or_you(res, character)
    if player is None or target is None:
        return None
    blocking = _guard_or_patrol(res, player, power, target)
    return f"{res.name(blocking[1])} has {blocking[0]} and is engaged with {res.name(player)}" if blocking else None


def refused_by_cannot(res, character, power, target):
    """A “cannot attack” / “cannot thwart” effect on the character (cannot.py): its attack or thwart is refused as
    a ruling quoting “Cannot”. True if refused."""
    function = {"atk": "attack", "thw": "thwart"}.get(power)
    forbidden = cannot.why(res, character, function) if function else None
    if not forbidden:
        return None
    verb = "attack on" if function == "attack" else "thwart of"
    res.refuse_play(f"{possessive(res.name(character))} {verb} {res.name(target)}" if target else
                    f"{possessive(res.name(character))} {function}", forbidden, res.model.rules["cannot"],
                    f"{res.name(character)} does not {function}", done="be made")
    return True


def guard_against(res, character, target):
    """The minion with guard that keeps `character`'s player from attacking the villain `target`, if any (Guard)."""
    player = res.model.owner_or_you(res, character)
    if player is None or res.entities.get(target, {}).get("type") != "villain" or has_keyword(res, target, "guard"):
        return None
    return next((c for c, p in res.entities.items() if p.get("type") == "minion" and p.get("engaged") == player
                 and in_play(res, c) and has_keyword(res, c, "guard")), None)


def stunned_attempt(res, by, targets) -> None:
    """Stun: "A stunned character can attempt to attack or use an attack ability even if there are no enemies that
    can be attacked": what keeps a target from being attacked (guard, “cannot be attacked”) does not stop the
    attempt, which the stunned card then replaces (effects.status); a step says so where it would have."""
    kept = [(t, why) for t in targets if (why := target_restriction(res, by, "atk", t))]
    for target, why in kept:
        res.step("note", f"{res.name(by)} is stunned and may attempt the attack though {res.name(target)} could not be "
                         f"attacked ({why}): the stunned card is discarded instead", rule=res.model.rules["stunned-attempt"])


def attacked_targets(res, data) -> tuple:
    """The targets of a player's attack it can attack now: in play, and not kept from it by guard (Target: "A
    target that cannot be attacked is not a valid target for an attack-labeled ability")."""
    return tuple(t for t in data["targets"] if in_play(res, t) and not guard_against(res, data["by"], t)
                 and not cannot.unattackable(res, t))


def attack_keywords(res, attacker, more=()):
    """The keywords an attack has: the attacker's piercing, overkill, ranged, and the ability's own."""
    return tuple(sorted(set(more) | {k for k in ("overkill", "piercing", "ranged") if has_keyword(res, attacker, k)}))


def attack_info(res, attacker, more=(), undefended=False, act=None):
    return {"by": attacker, "keywords": attack_keywords(res, attacker, more), "undefended": undefended, "act": act}


def retaliate_step(res, attacker, attacked, keywords):
    return internal("_mc_step", step="retaliate", data={"attacker": attacker, "attacked": tuple(attacked),
                                                         "keywords": tuple(keywords)})


def attack_began(res, node, n):
    state.ATTACKS.set(res, state.ATTACKS.get(res) + (f"{node.key}.{n}",))


def attack_over(res, node, n):
    """The attack under way ends: what lasts "until the end of the attack" ends with it."""
    attacks = state.ATTACKS.get(res)
    key = f"{node.key}.{n}"
    if key not in attacks:
        return
    state.ATTACKS.set(res, tuple(a for a in attacks if a != key))
    expire(res, (("attack", key),), "the attack is over")


def entered_play(res, card):
    """Toughness: a character with toughness that enters play gets a tough status card."""
    tough_on_entering(res, card)


class BuiltinOp(Happening):
    """A shared op (discard, draw, move …) given its when window: its events are worked out first,
    and the op itself runs as the occurrence."""

    def events(self, res, node, data):
        return tuple(dict(e) for e in data["events"])

    def label(self, res, data):
        return data["label"]

    def happen(self, res, node, n, rec):
        op = rec["data"]["op"]
        decks = player_deck.decks_taken_from(res, (e.get("card") for e in rec["data"]["events"]))
        entering = [e["card"] for e in rec["data"]["events"] if op.name == "move" and is_entering_play(e)]
        BUILTIN[op.name].run(res, node, op.args, op)
        for card in entering:  # Enters Play: "putting a card into play by using a card ability" is one means
            if in_play(res, card):
                entered_play(res, card)  # Toughness
        if op.name == "draw":  # Obligation: one drawn goes to the play area, not replaced
            for event in rec["data"]["events"]:
                obligations.drawn_to_play_area(res, event["card"], event["who"], refilling=False)
        return player_deck.emptied(res, decks, op.name)  # Player Deck: a deck it emptied

    def close(self, res, node, n, rec):
        """Defeat: a side scheme a card put into play with no threat on it, once the move has closed."""
        empty_side_schemes.after_entering(res, node, [e for e in rec["data"]["events"] if is_entering_play(e)])


# Card types the rules never let leave play by a discard: type -> (what it is, the rule saying so)
UNDISCARDABLE = {"villain": ("a villain card", "villain-not-discarded"),
                 "main-scheme": ("a main scheme card", "main-scheme-not-discarded"),
                 "hero": ("an identity card", "identity-not-discarded")}  # an identity is written `type: hero`


class DiscardFromPlay(Happening):
    """Discard: a card in play discarded by an ability (the `discard` op) goes to its discard pile, an
    occurrence with both windows (leaving.discard_from_play says which pile)."""

    def check(self, res, node, data):
        card = data["card"]
        if not in_play(res, card):
            return f"{res.name(card)} is not in play: nothing is discarded"
        if card_keywords.permanent_stays(res, node, card, "discard"):  # Permanent
            return True
        if cannot.stays_in_play(res, card, f"the discard of {res.name(card)}"):
            return True
        undiscardable = UNDISCARDABLE.get(res.entities[card].get("type"))
        if undiscardable:
            res.refuse_play(f"the discard of {res.name(card)}", f"it is {undiscardable[0]}",
                            res.model.rules[undiscardable[1]], f"{res.name(card)} stays in play as it is",
                            done="be made")
            return True
        return None

    def events(self, res, node, data):
        return ({"event": "discarded", "card": data["card"], "who": res.entities[data["card"]].get("owner")},)

    def label(self, res, data):
        return f"{res.name(data['card'])} is discarded from play"

    def happen(self, res, node, n, rec):
        discard_from_play(res, rec["data"]["card"])
        return ()


class Happened(Happening):
    """An event another op has already made happen: it only has an after window."""

    def events(self, res, node, data):
        return ()

    def label(self, res, data):
        return "it"


KINDS = {
    "damage": Damage(),
    "take": Take(),
    "defeat": Defeat(),
    "place-threat": PlaceThreat(),
    "remove-threat": RemoveThreat(),
    "heal": Heal(),
    "exhaust": Exhaust(),
    "ready": Ready(),
    "ready-all": ReadyAll(),
    "moves": Moves(),
    "occur": Occurrence(),
    "phase-end": PhaseEnd(),
    "played": Played(),
    "form": FormChange(),
    "basic-power": BasicPower(),
    "player-attack": PlayerAttack(),
    "status": GiveStatus(),
    "builtin-op": BuiltinOp(),
    "discard-from-play": DiscardFromPlay(),
    "happened": Happened(),
}
