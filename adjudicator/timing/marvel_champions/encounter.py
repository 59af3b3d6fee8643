"""The encounter side's occurrences: an enemy activation, its boost cards, a defender, dealing and
revealing encounter cards (see happenings.Happening for the shape of each)."""
from adjudicator.timing.marvel_champions.happenings import Happening, in_play, number
from adjudicator.timing.marvel_champions.windows import internal, occurrence_op, record, schedule, update_record

DISCARDED_AFTER_REVEAL = ("treachery", "obligation")


class Activation(Happening):
    """Enemy Activations: an enemy attacks (a hero in hero form) or schemes (against one in
    alter-ego form). Its after window is the one of the damage or threat it results in."""

    def check(self, res, node, data):
        if not in_play(res, data["enemy"]):
            return f"{res.name(data['enemy'])} is not in play: it does not activate"
        return None

    def events(self, res, node, data):
        if data["mode"] == "attack":
            return ({"event": "attacks", "by": data["enemy"], "target": data["target"]},)
        return ({"event": "schemes", "by": data["enemy"], "target": data["scheme"]},)

    def label(self, res, data):
        if data["mode"] == "attack":
            return f"{res.name(data['enemy'])} attacks {res.name(data['target'])}"
        return f"{res.name(data['enemy'])} schemes"

    def happen(self, res, node, n, rec):
        res.emit(dict(rec["when"][0]))
        update_record(node, n, boosts=(), boost=0, defender=None)
        steps = ["activation-boost"]
        if rec["data"]["mode"] == "attack" and rec["data"].get("defender"):
            steps.append("activation-defender")
        steps += ["activation-flip", "activation-resolve"]
        return tuple(internal("_mc_step", step=step, data={"act": n}) for step in steps)

    def close(self, res, node, n, rec):
        for card in rec.get("boosts", ()):
            if res.entities[card].get("zone") == "boost":
                res.entities[card]["facedown"] = False
                res.move(card, "encounter-discard", verb="discarded")


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
    """Enemy Activations 4.1-4.2: a boost card turned face up (its Boost ability, a constant
    ability on `boost_flipped`, resolves in the after window) gives its boost icons."""

    anchors = ("boost-flipped-when", "flip-boosts", "boost-ability")

    def events(self, res, node, data):
        icons = number(res.entities[data["card"]], "boost_icons")
        return ({"event": "boost_flipped", "card": data["card"], "by": data["enemy"], "amount": icons},)

    def label(self, res, data):
        return f"{res.name(data['card'])} turned face up as a boost"

    def happen(self, res, node, n, rec):
        event = rec["when"][0]
        res.entities[event["card"]]["facedown"] = False
        res.emit(dict(event))
        act = rec["data"]["act"]
        total = record(node, act)["boost"] + event["amount"]
        update_record(node, act, boost=total)
        stat = "ATK" if record(node, act)["data"]["mode"] == "attack" else "SCH"
        res.step("phase", f"{res.name(event['by'])} gets +{event['amount']} {stat} from its boost icons "
                          f"(+{total} in all)", rule=res.model.rules["boost-icons"])
        return ()


class Defends(Happening):
    """Enemy Activations 3.1-3.2: the defender defends (when window), then exhausts."""

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
        res.emit(dict(rec["when"][0]))
        return (occurrence_op("exhaust", {"card": data["defender"]},
                              anchors=("defender-exhausts", "defender-exhausts", "defender-exhausts")),)


class EncounterDealt(Happening):
    anchors = ("deal", "deal", "deal")

    def events(self, res, node, data):
        return ({"event": "encounter_dealt", "card": data["card"], "who": data["who"]},)

    def label(self, res, data):
        return f"an encounter card dealt face down to {res.name(data['who'])}"

    def happen(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        dealt = res.flags.get("mc:dealt", 0) + 1
        res.flags["mc:dealt"] = dealt
        res.entities[card].update(facedown=True, dealt_to=who, dealt=dealt)
        res.move(card, "facedown")
        res.emit(dict(rec["when"][0]))
        return ()


class Reveal(Happening):
    """Villain Phase 4: a face-down encounter card is revealed. A minion enters play engaged with
    the player; a treachery resolves (its When Revealed, a constant ability on `revealed`, in the
    after window) and is then discarded; other cards enter play. Surge: reveal one more."""

    anchors = ("reveal", "reveal", "reveal")

    def events(self, res, node, data):
        return ({"event": "revealed", "card": data["card"], "who": data["who"]},)

    def label(self, res, data):
        return f"{res.name(data['who'])} reveals {res.name(data['card'])}"

    def happen(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        props = res.entities[card]
        props["facedown"] = False
        props.pop("dealt_to", None)
        props.pop("dealt", None)
        if props.get("type") == "minion":
            props["engaged"] = who
        res.move(card, "play")
        res.emit(dict(rec["when"][0]))
        return ()

    def replaced(self, res, node, rec):
        """A reveal that is cancelled or replaced still leaves no face-down card: it is discarded."""
        card = rec["data"]["card"]
        res.entities[card]["facedown"] = False
        if res.entities[card].get("zone") == "facedown":
            res.move(card, "encounter-discard", verb="discarded")

    def close(self, res, node, n, rec):
        card, who = rec["data"]["card"], rec["data"]["who"]
        props = res.entities[card]
        if props.get("type") in DISCARDED_AFTER_REVEAL and props.get("zone") == "play":
            res.move(card, "encounter-discard", verb="discarded")
        if "surge" in props.get("keywords", ()):
            from adjudicator.timing.marvel_champions.sequences import top_encounter_card

            extra = top_encounter_card(res)
            if extra is None:
                res.step("note", "Surge: the encounter deck is empty", rule=res.model.rules["reveal"])
                return
            res.step("phase", f"Surge: {res.name(who)} is dealt another encounter card to reveal",
                     rule=res.model.rules["reveal"])
            schedule(res, node, "encounter-dealt", {"card": extra, "who": who})


KINDS = {
    "activation": Activation(),
    "boost-dealt": BoostDealt(),
    "boost-flip": BoostFlip(),
    "defends": Defends(),
    "encounter-dealt": EncounterDealt(),
    "reveal": Reveal(),
}
