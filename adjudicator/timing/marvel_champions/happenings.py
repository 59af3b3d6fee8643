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
from adjudicator.timing.marvel_champions.rules import PLAY_ZONES
from adjudicator.timing.marvel_champions.windows import GENERIC_ANCHORS, describe, internal, occurrence_op

def in_play(res, card):
    props = res.entities.get(card)
    return props is not None and props.get("zone", "play") in PLAY_ZONES


def number(props, name, default=0):
    value = props.get(name, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def game_over(res, outcome):
    """The game has ended: the rest of the flowchart's steps and occurrences do not happen."""
    res.flags["mc:game-over"] = outcome


class Happening:
    anchors = GENERIC_ANCHORS

    def check(self, res, node, data):
        """None if it can happen, else why not (a note)."""
        return None

    def events(self, res, node, data):
        raise NotImplementedError

    def label(self, res, data):
        raise NotImplementedError

    def happen(self, res, node, n, rec):
        return ()

    def close(self, res, node, n, rec):
        """Called once the occurrence's after window has closed."""

    def replaced(self, res, node, rec):
        """Called instead of `happen` when a replacement or a cancel took the occurrence's place."""


class Damage(Happening):
    """Damage dealt to a character; a character whose damage reaches its hit points is defeated."""

    def check(self, res, node, data):
        if not in_play(res, data["target"]):
            return f"{res.name(data['target'])} is not in play: no damage is dealt"
        if data["amount"] <= 0:
            return f"no damage is dealt to {res.name(data['target'])} (amount {data['amount']})"
        return None

    def events(self, res, node, data):
        return ({"event": "damage_dealt", "target": data["target"], "source": data.get("source"),
                 "amount": data["amount"], "critical": False},)

    def label(self, res, data):
        source = f" from {res.name(data['source'])}" if data.get("source") else ""
        return f"{data['amount']} damage to {res.name(data['target'])}{source}"

    def happen(self, res, node, n, rec):
        data = rec["data"]
        target = data["target"]
        props = res.entities[target]
        props["damage"] = number(props, "damage") + data["amount"]
        res.emit(dict(rec["when"][0]))
        hp = props.get("hp")
        if isinstance(hp, int) and props["damage"] >= hp and not res.flags.get(f"mc:defeating:{target}"):
            res.flags[f"mc:defeating:{target}"] = True
            res.step("note", f"{res.name(target)} has {props['damage']} damage of {hp} hit points: defeated",
                     rule=res.model.rules[rec["anchors"][1]])
            anchors = data.get("defeat_anchors") or (rec["anchors"][1], rec["anchors"][1], rec["anchors"][2])
            return (occurrence_op("defeat", {"target": target, "by": data.get("source")}, join=n, anchors=anchors),)
        return ()


class Defeat(Happening):
    """A defeated card is discarded; a defeated hero is out; a defeated villain advances to its next
    stage, or, at its last stage, the players win."""

    def check(self, res, node, data):
        if not in_play(res, data["target"]):
            res.flags.pop(f"mc:defeating:{data['target']}", None)
            return f"{res.name(data['target'])} is not in play: it cannot be defeated"
        return None

    def events(self, res, node, data):
        return ({"event": "defeated", "target": data["target"], "by": data.get("by")},)

    def label(self, res, data):
        return f"{res.name(data['target'])} is defeated"

    def replaced(self, res, node, rec):
        res.flags.pop(f"mc:defeating:{rec['data']['target']}", None)

    def happen(self, res, node, n, rec):
        target = rec["data"]["target"]
        res.flags.pop(f"mc:defeating:{target}", None)
        props = res.entities[target]
        res.emit(dict(rec["when"][0]))
        kind = props.get("type")
        if kind == "villain":
            stage, stages = number(props, "stage", 1), number(props, "stages", 1)
            if stage < stages:
                props.update(stage=stage + 1, damage=0)
                if isinstance(props.get("next_hp"), int):
                    props["hp"] = props.pop("next_hp")
                res.step("phase", f"{res.name(target)} advances to stage {stage + 1} at once",
                         rule=res.model.rules["villain-next-stage"])
                res.emit({"event": "stage_advanced", "card": target, "stage": stage + 1})
                return ()
            props["zone"] = "defeated"
            res.step("phase", f"{res.name(target)} was at its last stage: the players win",
                     rule=res.model.rules["villain-next-stage"])
            game_over(res, "the players have won")
            return ()
        if res.model.is_player(res, target):
            props["zone"] = "defeated"
            return ()
        res.move(target, "discard", verb="discarded")
        return ()


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

    def happen(self, res, node, n, rec):
        data = rec["data"]
        scheme = data["scheme"]
        props = res.entities[scheme]
        props["threat"] = number(props, "threat") + data["amount"]
        res.emit(dict(rec["when"][0]))
        limit = props.get("threat_limit")
        if props.get("type") != "main-scheme" or not isinstance(limit, int) or props["threat"] < limit:
            return ()
        stage, stages = number(props, "stage", 1), number(props, "stages", 1)
        rule = res.model.rules["threat-placed"]
        if stage < stages:
            res.step("phase", f"{res.name(scheme)} has {props['threat']} threat of {limit}: complete, it advances "
                              f"to stage {stage + 1} at once", rule=rule)
            props.update(stage=stage + 1, threat=number(props, "next_threat"))
            if isinstance(props.get("next_threat_limit"), int):
                props["threat_limit"] = props.pop("next_threat_limit")
            props.pop("next_threat", None)
            res.emit({"event": "stage_advanced", "card": scheme, "stage": stage + 1})
            return ()
        res.step("phase", f"{res.name(scheme)} has {props['threat']} threat of {limit} at its last stage: "
                          "the scheme is complete and the players lose", rule=rule)
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
        if props.get("type") == "side-scheme" and props["threat"] <= 0:
            return (occurrence_op("defeat", {"target": data["scheme"], "by": data.get("by")}, join=n,
                                  anchors=(rec["anchors"][1], rec["anchors"][1], rec["anchors"][2])),)
        return ()


class Heal(Happening):
    def check(self, res, node, data):
        if not in_play(res, data["target"]) or number(res.entities[data["target"]], "damage") <= 0 \
                or data["amount"] <= 0:
            return f"{res.name(data['target'])} heals nothing"
        return None

    def events(self, res, node, data):
        amount = min(data["amount"], number(res.entities[data["target"]], "damage"))
        return ({"event": "healed", "target": data["target"], "amount": amount},)

    def label(self, res, data):
        return f"{res.name(data['target'])} heals"

    def happen(self, res, node, n, rec):
        event = rec["when"][0]
        props = res.entities[event["target"]]
        props["damage"] = max(0, number(props, "damage") - event["amount"])
        res.emit(dict(event))
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
        for who, card in rec["data"]["cards"]:
            res.move(card, rec["data"]["to"], verb=rec["data"]["verb"], who=who)
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
        data = rec["data"]
        if data["use"]:
            res.emit(dict(rec["when"][0]))
        else:
            res.move(data["card"], data["to"], verb="played", who=data["who"], extra={"to": data["to"]})
        return tuple(data["do"])


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

    def events(self, res, node, data):
        event = {"event": self.EVENT[data["power"]], "by": data["character"]}
        if data["power"] != "rec":
            event["target"] = data["target"]
        return (event,)

    def label(self, res, data):
        what = {"atk": f"attacks {res.name(data['target'])}", "thw": f"thwarts {res.name(data['target'])}",
                "rec": "recovers"}[data["power"]]
        return f"{res.name(data['character'])} {what}"

    def happen(self, res, node, n, rec):
        res.emit(dict(rec["when"][0]))
        return (internal("_mc_step", step="power-resolve", data=rec["data"]),)


class BuiltinOp(Happening):
    """A shared op (discard, draw, move …) given its when window: its events are worked out first,
    and the op itself runs as the occurrence."""

    def events(self, res, node, data):
        return tuple(dict(e) for e in data["events"])

    def label(self, res, data):
        return data["label"]

    def happen(self, res, node, n, rec):
        op = rec["data"]["op"]
        BUILTIN[op.name].run(res, node, op.args, op)
        return ()


class Happened(Happening):
    """An event another op has already made happen: it only has an after window."""

    def events(self, res, node, data):
        return ()

    def label(self, res, data):
        return "it"


KINDS = {
    "damage": Damage(),
    "defeat": Defeat(),
    "place-threat": PlaceThreat(),
    "remove-threat": RemoveThreat(),
    "heal": Heal(),
    "exhaust": Exhaust(),
    "ready": Ready(),
    "ready-all": ReadyAll(),
    "moves": Moves(),
    "occur": Occurrence(),
    "played": Played(),
    "form": FormChange(),
    "basic-power": BasicPower(),
    "builtin-op": BuiltinOp(),
    "happened": Happened(),
}
