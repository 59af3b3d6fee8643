"""The encounter side's occurrences: an enemy activation, its boost cards, a defender, dealing and
revealing encounter cards (see happenings.Happening for the shape of each)."""
from adjudicator.grammar import counted, possessive
from adjudicator.timing.marvel_champions import attaching, cannot, effects, empty_side_schemes, obligations, state, unique
from adjudicator.timing.marvel_champions.happenings import attack_began, attack_over, entered_play, Happening
from adjudicator.timing.marvel_champions.keywords import has_keyword, keyword_value
from adjudicator.timing.marvel_champions.encounter_deck import take_top
from adjudicator.timing.marvel_champions.table import icons_in_play, in_play, number
from adjudicator.timing.marvel_champions.villain import going, start_waiting
from adjudicator.timing.marvel_champions.windows import (
    after_window,
    internal,
    new_record,
    occurrence_op,
    record,
    schedule,
    update_record,
)

# Treachery: "After resolving the effects of a treachery card ... place the card in the encounter discard pile".
# An obligation is not discarded: "the player places that obligation into their play area" (Obligation).
DISCARDED_AFTER_REVEAL = ("treachery",)


class Activation(Happening):
    """Enemy Activations: an enemy attacks (a hero in hero form, or an ally a card names) or schemes
    (against one in alter-ego form). An attack's damage has its own windows; then the attacked
    character's retaliate; then the responses to the attack and to a defence (Attack (Enemy
    Activation)). A scheme's threat shares the activation's after window."""

    def check(self, res, node, data):
        if not in_play(res, data["enemy"]):
            return f"{res.name(data['enemy'])} is not in play: it does not activate"
        forbidden = cannot.activation_forbidden(res, data["enemy"], data["mode"])
        if forbidden:  # “Cannot”: the activation does not happen, and nothing takes its place (a reading)
            done = "attacked" if data["mode"] == "attack" else "schemed"
            res.step("note", f"{forbidden}: its {data['mode']} activation does not happen — no boost card is dealt "
                             f"for it, nothing takes its place, and it is not considered to have {done} or activated "
                             "(a reading: an activation is an attack or a scheme, and the Rules Reference gives "
                             "nothing instead)", rule=res.model.rules["cannot-activation"])
            return True
        return None

    def events(self, res, node, data):
        if data["mode"] == "attack":
            return ({"event": "attacks", "by": data["enemy"], "target": data["target"]},)
        return ({"event": "schemes", "by": data["enemy"], "target": data["scheme"]},)

    def label(self, res, data):
        if data["mode"] == "attack":
            return f"{res.name(data['enemy'])} attacks {res.name(data['target'])}"
        return f"{res.name(data['enemy'])} schemes"

    def started(self, res, node, n):
        if record(node, n)["data"]["mode"] == "attack":
            attack_began(res, node, n)
        if res.model.activations_wait(res):  # ruleset "1.8": what it initiates waits for it (villain.initiate)
            state.ACTIVATIONS.set(res, state.ACTIVATIONS.get(res) + ((node.key, n),))

    def stopped(self, res, node, n, rec):
        return not going(res, node, n)

    def answered_though_stopped(self, res, node, n, rec):
        """Ruleset "1.8": an attack that ends in its own when window (an interrupt to its initiation made the
        attacker leave play) has still been initiated — "Although the attack sequence has initiated" (Nova
        FAQ) — and "If an enemy attack ends before damage is dealt, abilities that trigger after an attack or
        after a character defends an attack resolve as normal" (Attack (Enemy Activation)): its `attacks`
        event opens an after window. Under 1.5-1.7 those abilities "do not" (end_activation)."""
        if rec["data"]["mode"] != "attack" or not res.model.keywords_are_abilities(res):
            return ()
        return tuple(e for e in rec["when"] if e.get("event") == "attacks")

    def happen(self, res, node, n, rec):
        # a defense-labeled ability in the attack's when window may have made its player the defender already
        update_record(node, n, boosts=waiting_boosts(res, rec["data"]["enemy"]), boost=0,
                      defender=record(node, n).get("defender"))
        res.emit(dict(rec["when"][0]))
        attack = rec["data"]["mode"] == "attack"
        steps = []
        if rec["data"].get("resume"):
            home, window_n = rec["data"]["resume"]
            steps.append(internal("_mc_step", step="activation-resume", data={"home": home, "n": window_n}))
        names = ["activation-boost"]
        if attack and rec["data"].get("defender"):
            names.append("activation-defender")
        # ruleset "1.8": retaliate is a forced response in the attack's after window (effects.retaliate)
        retaliate = attack and not res.model.retaliate_is_a_response(res)
        names += ["activation-flip", "activation-resolve"] + (["activation-retaliate"] if retaliate else [])
        if rec["data"].get("handoff") and hand_off(res, node, n, names):
            return ()
        return tuple(steps) + tuple(internal("_mc_step", step=name, data={"act": n}) for name in names)

    def close(self, res, node, n, rec):
        if rec.get("handed_off"):
            return
        for card in rec.get("boosts", ()):
            if res.entities[card].get("zone") == "boost":
                res.entities[card]["facedown"] = False
                res.move(card, "encounter-discard", verb="discarded")
        attack_over(res, node, n)
        start_waiting(res, node, n, rec)

    def replaced(self, res, node, rec):
        attack_over(res, node, rec["n"])
        start_waiting(res, node, rec["n"], rec)


def hand_off(res, node, n, names):
    """The attack a When Defeated ability made as its last effect has been initiated (its when window has
    passed): the ability has resolved, so the defeated card leaves play and the responses to its defeat
    come; the rest of the attack — boost, defender, damage, its responses — follows them, in the effect
    where the defeat happened (cardops.when_defeated_handoff). False if that effect's ops are not found
    (the attack then goes on here)."""
    rec = record(node, n)
    home_key, root = rec["data"]["handoff"]
    home = res.nodes[home_key]
    at = _after_close(home, root)
    if at is None:
        return False
    data = {**rec["data"], "handoff": None}
    moved = new_record(home, kind="activation", data=data, when=rec["when"], join=None, anchors=rec["anchors"],
                       label=rec["label"])
    update_record(home, moved, events=rec["events"], boosts=rec.get("boosts", ()), boost=0, defender=None)
    update_record(node, n, events=(), handed_off=True)
    if rec.get("waiting"):  # ruleset "1.8": what waits for the attack waits for it where it goes on
        update_record(home, moved, waiting=rec["waiting"])
        update_record(node, n, waiting=())
    _rename_attack(res, f"{node.key}.{n}", f"{home.key}.{moved}")
    state.ACTIVATIONS.set(res, tuple((home.key, moved) if a == (node.key, n) else a
                                     for a in state.ACTIVATIONS.get(res)))
    frame, index = at
    ops, position = home.frames[frame]
    rest = (tuple(internal("_mc_step", step=name, data={"act": moved}) for name in names)
            + tuple(after_window(moved)) + (internal("_mc_close", n=moved),))
    home.frames[frame] = [ops[:index + 1] + rest + ops[index + 1:], position]
    enemy = res.name(rec["data"]["enemy"])
    res.step("phase", f"{possessive(enemy)} attack has been initiated, the When Defeated ability's last effect: "
                      "the ability has resolved, so the defeated card leaves play and the responses to its defeat "
                      f"come first; then the rest of {possessive(enemy)} attack (a reading)",
             rule=res.model.rules["when-defeated-then-leaves"])
    res.step("note", "the Rules Reference reads a treachery so: one whose last effect activates an enemy has resolved "
                     "at the start of that activation", rule=res.model.rules["treachery-activates-last"])
    return True


def _after_close(home, n):
    """(frame, index) of the op that closes occurrence n among `home`'s ops still to run, or None."""
    for frame in range(len(home.frames) - 1, -1, -1):
        ops, position = home.frames[frame]
        for index in range(position, len(ops)):
            if ops[index].name == "_mc_close" and ops[index].args.get("n") == n:
                return frame, index
    return None


def _rename_attack(res, old, new):
    """The attack under way is now known by its new place: what lasts "until the end of the attack" follows it."""
    state.ATTACKS.set(res, tuple(new if a == old else a for a in state.ATTACKS.get(res)))
    tag_old, tag_new = ("attack", old), ("attack", new)
    state.LASTING.set(res, tuple({**e, "until": tag_new} if e["until"] == tag_old else e
                                 for e in state.LASTING.get(res)))
    state.GAINED.set(res, tuple(g._replace(tag=tag_new) if g.tag == tag_old else g for g in state.GAINED.get(res)))


class BoostDealt(Happening):
    anchors = ("boost", "boost", "boost")

    def events(self, res, node, data):
        return ({"event": "boost_dealt", "card": data["card"], "by": data["enemy"]},)

    def label(self, res, data):
        return f"a boost card dealt face down to {res.name(data['enemy'])}"

    def happen(self, res, node, n, rec):
        card = rec["data"]["card"]
        res.entities[card]["facedown"] = True
        res.move(card, "boost")
        res.emit(dict(rec["when"][0]))
        act = rec["data"]["act"]
        update_record(node, act, boosts=record(node, act)["boosts"] + (card,))
        return ()


class BoostFlip(Happening):
    """Attack (Enemy Activation) 3a-3d: a boost card is turned face up (its interrupts first: flowchart
    4.1); its Boost ability resolves (the after window: a `boost` ability at priority 5, a constant one
    on `boost_flipped` at 1); then the enemy gets its boost icons, and the card is discarded — before
    the next boost card, and before the attack's damage (step 4)."""

    anchors = ("boost-flipped-when", "flip-boosts", "boost-ability")

    def check(self, res, node, data):
        if not going(res, node, data["act"]):
            return f"{res.name(data['card'])} is not turned face up: the activation has ended"
        return None

    def events(self, res, node, data):
        """`who` is the activation's target player: "Any constant or boost abilities that refer to “you” refer to
        the defending player" (Defend), and "to the player who controls the attacked ally" (Attacks Against
        Allies), so a boost ability's "you" (model.you_for) is the player the activation is against now."""
        icons = number(res.entities[data["card"]], "boost_icons")
        event = {"event": "boost_flipped", "card": data["card"], "by": data["enemy"], "amount": icons}
        act = record(node, data["act"])
        who = res.model.owner_or_you(res, act["data"]["target"]) if act is not None else None
        return ({**event, "who": who} if who else event,)

    def label(self, res, data):
        return f"{res.name(data['card'])} turned face up as a boost"

    def happen(self, res, node, n, rec):
        """Amplify Icon: as the card is turned faceup during the activation, it gets one more boost icon
        per amplify icon in play (counted now: they are added to the card as it turns faceup)."""
        event = dict(rec["when"][0])
        res.entities[event["card"]]["facedown"] = False
        amplify, first = icons_in_play(res, "amplify")
        if amplify > 0:
            state.AMPLIFIED.set(res, event['card'], amplify)
            event["amount"] = (event.get("amount") or 0) + amplify
            res.step("phase", f"{res.name(event['card'])} gets {counted(amplify, 'more boost icon')}: "
                              f"{counted(amplify, 'amplify icon')} in play ({res.name(first)}{' …' if amplify > 1 else ''})",
                     rule=res.model.rules["amplify"])
        res.emit(event)
        return ()

    def close(self, res, node, n, rec):
        """3c-3d: once its Boost ability has resolved, the icons count, and the card is discarded."""
        act, card = rec["data"]["act"], rec["data"]["card"]
        amplified = state.AMPLIFIED.take(res, card)
        if not going(res, node, act):
            return
        icons = number(res.entities[card], "boost_icons") + amplified
        total = record(node, act)["boost"] + icons
        update_record(node, act, boost=total)
        attack = record(node, act)["data"]["mode"] == "attack"
        res.step("phase", f"{res.name(rec['data']['enemy'])} gets +{icons} {'ATK' if attack else 'SCH'} from "
                          f"{possessive(res.name(card))} boost icons (+{total} in all), after its Boost ability",
                 rule=res.model.rules["boost-icons-after-ability" if attack else "boost-icons"])
        if res.entities[card].get("zone") == "boost":
            res.step("phase", f"{res.name(card)} has been applied to the activation: it is discarded now",
                     rule=res.model.rules["boost-discarded" if attack else "boost-discard"])
            res.move(card, "encounter-discard", verb="discarded")


class Defends(Happening):
    """Enemy Activations 3.1-3.2: the defender defends (when window), then exhausts. Joined to the
    activation: what answers a defence resolves after the attack ends (Defend)."""

    anchors = ("defends-when", "defender", "defender")

    def check(self, res, node, data):
        props = res.entities.get(data["defender"], {})
        if not in_play(res, data["defender"]) or props.get("exhausted"):
            return f"{res.name(data['defender'])} is not a ready character in play: it cannot defend"
        return None

    def events(self, res, node, data):
        return ({"event": "defends", "by": data["defender"], "target": data["enemy"]},)

    def label(self, res, data):
        return f"{res.name(data['defender'])} defends against {res.name(data['enemy'])}"

    def happen(self, res, node, n, rec):
        data = rec["data"]
        update_record(node, data["act"], defender=data["defender"])
        defending_player_is_target(res, node, data["act"], data["defender"])
        res.emit(dict(rec["when"][0]))
        return (occurrence_op("exhaust", {"card": data["defender"]},
                              anchors=("defender-exhausts", "defender-exhausts", "defender-exhausts")),)


def defending_player_is_target(res, node, act_n, defender) -> None:
    """Attack (Enemy Activation) 2: "If a player other than the target player defends, the defending player
    becomes the target player for this attack." The activation's target becomes that player's identity: an
    undefended attack (the defending ally gone before its damage) hits it, and a boost ability's "you" is
    that player (Defend)."""
    act = record(node, act_n)
    attacked = res.model.owner_or_you(res, act["data"]["target"])
    defending = res.model.owner_or_you(res, defender)
    if not attacked or not defending or attacked == defending:
        return
    # "Abilities that trigger “When/After [enemy] attacks you” are resolved when/after a player is attacked" (1.8):
    # from now on the player attacked is the defending player, so the after window's `attacks` names them
    update_record(node, act_n, data={**act["data"], "target": defending},
                  events=tuple({**e, "target": defending} if e["event"] == "attacks" else e for e in act["events"]))
    res.step("phase", f"{res.name(defending)} defends an attack against {res.name(attacked)}: {res.name(defending)} "
                      f"becomes the target player of this attack (if the defender leaves play before the damage, "
                      f"the attack is undefended against {res.name(defending)})",
             rule=res.model.rules["attack-defending-player-is-target"])
    if act.get("boosts"):
        res.step("note", f"a boost ability of this attack that says “you” means {res.name(defending)}",
                 rule=res.model.rules["defend-boost-you"])


class EncounterDealt(Happening):
    anchors = ("deal", "deal", "deal")

    def events(self, res, node, data):
        return ({"event": "encounter_dealt", "card": data["card"], "who": data["who"]},)

    def label(self, res, data):
        return f"an encounter card dealt face down to {res.name(data['who'])}"

    def happen(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        dealt = state.DEALT.get(res) + 1
        state.DEALT.set(res, dealt)
        res.entities[card].update(facedown=True, dealt_to=who, dealt=dealt)
        res.move(card, "facedown")
        res.emit(dict(rec["when"][0]))
        return ()


def revealing(res, who, card):
    """Reveal: "a player flips the card faceup"; a card no player is named as revealing is said revealed."""
    return f"{res.name(who)} reveals {res.name(card)}" if who else f"{res.name(card)} is revealed"


class Reveal(Happening):
    """Reveal: a face-down encounter card is revealed and resolves by its type — a minion enters play
    and engages the player (an occurrence of its own, joined to the reveal: quickstrike answers it); a
    treachery resolves (its When Revealed in the after window) and is then discarded; other cards
    enter play (an obligation, in the revealing player's play area, where it stays). Surge: one more card — in the villain phase once this card has resolved, when a
    player's ability revealed it once that ability's effect has ended."""

    anchors = ("reveal", "reveal", "reveal")

    def events(self, res, node, data):
        return ({"event": "revealed", "card": data["card"], "who": data["who"]},)

    def label(self, res, data):
        return revealing(res, data["who"], data["card"])

    def happen(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        props = res.entities[card]
        props["facedown"] = False
        props.pop("dealt_to", None)
        props.pop("dealt", None)
        if obligations.for_the_eliminated(res, card, who):  # Obligation: removed, and another card revealed
            update_record(node, n, reveal_another=True)
            res.emit(dict(rec["when"][0]))
            return ()
        clash = unique.revealed_clash(res, card, who)  # Unique Icon: a unique minion whose title is in play
        if clash is not None:
            res.emit(dict(rec["when"][0]))
            return clash
        obligations.give(res, card, who)
        why = attaching.failed_check(res, card, who)
        if why:  # Attach To: a revealed card cannot stay in the encounter deck, so it is discarded
            attaching.say_failed(res, card, why, "it cannot stay in the encounter deck, so it is discarded (no other "
                                                 "card is revealed in its place)")
            res.move(card, "encounter-discard", verb="discarded")
            res.emit(dict(rec["when"][0]))
            return ()
        state.REVEALING.set(res, card)
        res.move(card, "play")
        state.REVEALING.set(res, None)
        enters_with_hinder_threat(res, card)
        res.emit(dict(rec["when"][0]))
        if has_keyword(res, card, "peril"):
            state.PERIL.set(res, state.Peril(card, who))
            res.step("phase", f"{res.name(card)} has peril: while {res.name(who)} resolves it, the other players "
                              "cannot play cards or trigger abilities", rule=res.model.rules["peril"])
        if props.get("type") == "minion":
            entered_play(res, card)
            res.step("phase", f"{res.name(card)} enters play engaged with {res.name(who)}",
                     rule=res.model.rules["minion-engages"])
            return (occurrence_op("engage", {"minion": card, "who": who, "entering": True}, join=n),)
        return ()

    def replaced(self, res, node, rec):
        """A reveal that is cancelled or replaced still leaves no face-down card: it is discarded."""
        card = rec["data"]["card"]
        res.entities[card]["facedown"] = False
        if res.entities[card].get("zone") in ("facedown", "encounter-deck"):
            res.move(card, "encounter-discard", verb="discarded")

    def close(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        props = res.entities[card]
        peril = state.PERIL.get(res)
        if peril is not None and peril.card == card:
            state.PERIL.clear(res)
            res.step("note", f"{res.name(card)} has resolved: the other players may play cards and trigger abilities "
                             "again", rule=res.model.rules["peril"])
        if rec.get("reveal_another"):
            reveal_another(res, node, who, rec["data"].get("by_ability"))
            return
        empty_side_schemes.after_reveal(res, node, card)  # Defeat: a side scheme with no threat once it has resolved
        if props.get("type") in DISCARDED_AFTER_REVEAL and props.get("zone") == "play":
            res.move(card, "encounter-discard", verb="discarded")
        elif props.get("type") == "obligation" and props.get("zone") == "play":
            holder = obligations.given_to(res, card)
            props["play_area"] = holder or who  # Ownership and Control: the scenario's card, in this player's play area
            res.step("note", f"{res.name(card)} is an obligation: it stays in {possessive(res.name(holder or who))} play "
                             "area until its own text (or another card's) makes it leave play; no rule discards it",
                     rule=res.model.rules["obligation-given" if holder else "obligation-play-area"])
        if not has_keyword(res, card, "surge"):
            return
        if res.model.keywords_are_abilities(res):  # ruleset "1.8": surge is a When Revealed ability (effects.surge)
            if not rec.get("surge_seen"):
                res.step("note", f"{res.name(card)} gained surge while its When Revealed abilities resolved: one more "
                                 "When Revealed ability of the card, resolved with them (a reading)",
                         rule=res.model.rules["rr18-reveal-when-revealed"])
                effects.deal_surge_card(res, node, who, card)
            return
        if rec["data"].get("by_ability"):
            waiting = state.SURGES.get(node)
            state.SURGES.set(node, waiting + (who,))
            if not waiting:
                node.frames.insert(0, [(internal("_mc_step", step="surges", data={}),), 0])
            res.step("note", f"Surge: {res.name(who)} will reveal one more encounter card once the effect that "
                             f"revealed {res.name(card)} has ended", rule=res.model.rules["surge-after"])
            return
        extra = take_top(res)
        if extra is None:
            res.step("note", "Surge: the encounter deck is empty", rule=res.model.rules["surge"])
            return
        res.step("phase", f"Surge: {res.name(card)} has resolved, so {res.name(who)} is dealt another encounter "
                          "card to reveal", rule=res.model.rules["surge-after"])
        schedule(res, node, "encounter-dealt", {"card": extra, "who": who})


def reveal_another(res, node, who, by_ability):
    """Obligation: "reveal an additional encounter card" — the same player reveals the top card of the encounter
    deck, once the obligation's reveal has closed (a reading: as surge's card, after the responses to it)."""
    extra = take_top(res)
    if extra is None:
        res.step("note", "the encounter deck is empty: no additional card is revealed",
                 rule=res.model.rules["obligation-eliminated"])
        return
    res.step("phase", f"{res.name(who)} reveals an additional encounter card in its place (a reading: once its "
                      "reveal has closed)", rule=res.model.rules["obligation-eliminated"])
    schedule(res, node, "reveal", {"card": extra, "who": who, **({"by_ability": True} if by_ability else {})})


def enters_with_hinder_threat(res, card):
    """Hinder X under ruleset "1.8": the card "enters play with X threat on it" — a constant ability, so no
    threat is placed (no occurrence, nothing answers it); 1.5 to 1.7 place it (effects.hinder). As 1.5's
    hinder in this model, only a card revealed (not one put into play otherwise)."""
    x = keyword_value(res, card, "hinder")
    if x <= 0 or not res.model.keywords_are_abilities(res) or not in_play(res, card):
        return
    props = res.entities[card]
    props["threat"] = number(props, "threat") + x
    res.step("note", f"Hinder {x} of {res.name(card)}: it enters play with {x} more threat on it (now "
                     f"{props['threat']}); no threat is placed", rule=res.model.rules["rr18-hinder"])


def hinder_entering(res, card):
    """Hinder X for a card that enters play without being revealed (a card puts it into play): under "1.8" it
    "enters play with X threat on it" as a revealed one does; 1.5 to 1.7 ("When a card with the hinder X keyword
    enters play, place X threat on that card") place it as the keyword does for a revealed card, at priority 1
    of the move's after window (effects.hinder reads the mark set here)."""
    put = state.REVEALING.get(res) != card and keyword_value(res, card, "hinder") > 0
    if put and res.model.keywords_are_abilities(res):
        enters_with_hinder_threat(res, card)
        return
    if put or state.HINDER_PUT.get(res, card):  # a revealed card's hinder is the reveal's: no stale mark
        state.HINDER_PUT.set(res, card, put)


class Engage(Happening):
    """Engage: a minion engages a player — when it enters play in their play area, or because a card
    says so — an occurrence with its windows; a minion already engaged with that player cannot engage
    them again."""

    anchors = ("occurrence-when", "engage", "occurrence-after")

    def check(self, res, node, data):
        minion, who = data["minion"], data["who"]
        props = res.entities[minion]
        if props.get("type") != "minion":
            return f"{res.name(minion)} is not a minion: it engages no one"
        if props.get("engaged") == who and in_play(res, minion) and not data.get("entering"):
            res.step("note", f"{res.name(minion)} is already engaged with {res.name(who)}",
                     rule=res.model.rules["engage-not-again"])
            return f"{res.name(minion)} does not engage {res.name(who)} again"
        return None

    def events(self, res, node, data):
        return ({"event": "engaged", "card": data["minion"], "who": data["who"]},)

    def label(self, res, data):
        return f"{res.name(data['minion'])} engages {res.name(data['who'])}"

    def happen(self, res, node, n, rec):
        minion, who = rec["data"]["minion"], rec["data"]["who"]
        props = res.entities[minion]
        props["engaged"] = who
        if not in_play(res, minion):
            res.move(minion, "play")
            entered_play(res, minion)
        res.emit(dict(rec["when"][0]))
        return ()


KINDS = {
    "activation": Activation(),
    "boost-dealt": BoostDealt(),
    "boost-flip": BoostFlip(),
    "defends": Defends(),
    "encounter-dealt": EncounterDealt(),
    "reveal": Reveal(),
    "engage": Engage(),
}


def waiting_boosts(res, enemy):
    """Boost: the boost cards dealt face down to `enemy` outside its activation (zone `boost`, `dealt_to`
    it), in the order listed (by `position`), which its activation now turns face up first."""
    cards = sorted((c for c, p in res.entities.items() if p.get("zone") == "boost" and p.get("dealt_to") == enemy),
                   key=lambda c: (res.entities[c].get("position") or 10**6, c))
    if cards:
        res.step("note", f"{', '.join(res.name(c) for c in cards)}, dealt to {res.name(enemy)} before this activation, "
                         f"{'has' if len(cards) == 1 else 'have'} stayed face down until now and "
                         f"{'is' if len(cards) == 1 else 'are'} part of it", rule=res.model.rules["boost-outside"])
    return tuple(cards)
