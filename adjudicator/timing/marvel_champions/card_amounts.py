"""The card reader's amounts and labels (issue 26): an amount "equal to" a character's stat, read as the stat as
modified now (`you.modified_thw`: Modifiers), and a triggered ability labeled (attack) or (thwart), read as the
model's `attack` / `thwart` op by your identity (Attack (Player Action), Thwart: "resolving that ability is
considered to attack the specified target", "considered a single attack").

card_effects.py calls these with its own readers (this module sits below it and imports none of it): what is not
read here is left to card_effects.py, which leaves a hole with its words, never a guess.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

STATS = ("atk", "thw", "sch", "def", "rec")
# Whose stat: "your hero's THW", "your ATK", "Hobgoblin's ATK", "Crossbones' ATK", "its ATK", "that enemy's ATK".
# A stat "for that attack", "printed", "base", "combined", "total" or "highest" is not this (and not read).
STAT_OF = (r"(?:(?P<yours>your(?: hero['’]s| identity['’]s)?)|(?P<its>its)|(?P<whose>[^,]+?)(?:['’]s|(?<=s)['’])) "
           r"(?P<stat>ATK|THW|SCH|DEF|REC)")
# The ops whose amount the words give "equal to" a stat; each is read as the same words with 1, then given the stat.
STAT_PIECES: tuple[tuple[str, str], ...] = (
    (rf"deal damage to (?P<who>.+?) equal to {STAT_OF}", "deal 1 damage to {who}"),
    (rf"take damage equal to {STAT_OF}", "take 1 damage"),
    (rf"heal damage from (?P<who>.+?) equal to {STAT_OF}", "heal 1 damage from {who}"),
    (rf"place threat (?:on (?P<who>.+?)|(?P<here>here)) equal to {STAT_OF}", "place 1 threat on {who}"),
    (rf"remove threat from (?P<who>.+?) equal to {STAT_OF}", "remove 1 threat from {who}"),
    (rf"discard cards from the top of the encounter deck equal to {STAT_OF}",
     "discard 1 cards from the top of the encounter deck"),
)
# "Place 1 additional threat here for each [[Goblin]] minion in play": N for each card of a kind (one trait at most) in
# play, N × how many there are as the effect resolves (`count(…)`, zone play); "character" is a hero (an identity in
# either form), an ally, a villain or a minion (Character), "enemy" a villain or a minion (Enemy).
IN_PLAY_KINDS = {"minion": ("minion",), "ally": ("ally",), "villain": ("villain",), "upgrade": ("upgrade",),
                 "support": ("support",), "side scheme": ("side-scheme",), "obligation": ("obligation",),
                 "environment": ("environment",), "attachment": ("attachment",), "enemy": ("villain", "minion"),
                 "character": ("hero", "ally", "villain", "minion"), "card": (None,)}
FOR_EACH_IN_PLAY = (rf"for each (?:\[\[(?P<trait>[^\[\]]+)\]\] )?(?P<kind>{'|'.join(IN_PLAY_KINDS)}) in play")
FOR_EACH_IN_PLAY_RE = re.compile(rf"(?P<body>.+?) {FOR_EACH_IN_PLAY}", re.I)
# "remove an equal amount of threat from here": the amount of the damage or threat the trigger is about, as "that much"
EQUAL_AMOUNT_RE = re.compile(r"(?P<verb>remove|place|deal) an equal amount of (?P<what>threat|damage) "
                             r"(?P<rest>(?:from|on|to) .+|here)", re.I)
# Where a sentence says it, "equal to" is no word that makes the sentence no plain op (its piece is read here), nor
# "for each" a card in play, nor "top" in "discard N cards from the top of the encounter deck" (as "the top N cards of
# the encounter deck").
STAT_MASK = re.compile(rf"\bequal to(?= {STAT_OF}\b)|(?:(?<=\bcards from the )|(?<=\bcard from the ))top"
                       rf"(?= of the encounter deck\b)|\bfor each(?= (?:\[\[[^\[\]]+\]\] )?(?:{'|'.join(IN_PLAY_KINDS)}) "
                       r"in play\b)", re.I)

Piece = tuple[Any, str]  # (an EffectOp or None, why not)


def mask_stat_amounts(words: str) -> str:
    """The words with "equal to" blanked where a stat follows it, and "top" of the encounter deck's top cards
    discarded (so that the sentence is read piece by piece)."""
    return STAT_MASK.sub(" ", words)


def _whose(found: re.Match, role_of: Callable[[str], str | None]) -> str | None:
    """The role of the character whose stat it is: you, the clause's subject ("its"), or the one its words name."""
    if found["yours"]:
        return "you"
    if found["its"]:
        return role_of("it")
    return role_of(found["whose"])


def _in_play_count(trait: str | None, kind: str) -> str | None:
    """How many cards of the kind (with the trait) are in play, as an expression; None for "card" with no trait."""
    types = IN_PLAY_KINDS[kind.lower()]
    if types == (None,) and not trait:
        return None
    named = f'trait="{trait.strip().lower()}", ' if trait else ""
    counts = [f"count({named}{f'type={kind}, ' if kind else ''}zone=play)" for kind in types]
    return counts[0] if len(counts) == 1 else "(" + " + ".join(counts) + ")"


def for_each_in_play(words: str, read_plain: Callable[[str], Piece]) -> Piece | None:
    """"OP N … for each [[T]] KIND in play" as its op of N × that count, or (None, why not); None for other words."""
    found = FOR_EACH_IN_PLAY_RE.fullmatch(words)
    if not found:
        return None
    counted = _in_play_count(found["trait"], found["kind"])
    op, why = read_plain(found["body"])
    if counted is None or op is None or not str(op.amount).isdigit() or op.op in ("draw",) or op.cost:
        return None, why or f"“{words}”: not an amount of cards in play the reader reads"
    amount = counted if op.amount == "1" else f"{op.amount} * {counted}"
    return replace(op, amount=amount, words=words), ""


def stat_piece(words: str, role_of: Callable[[str], str | None], read_plain: Callable[[str], Piece]) -> Piece | None:
    """A piece whose amount is "equal to" a character's stat, as its op with that amount (`WHO.modified_STAT`), or
    (None, why not); None when the words are no such piece. `role_of` is the reader's role of words, `read_plain` its
    reading of a piece of plain words (the same words, with 1 for the amount). "for each [[T]] KIND in play":
    for_each_in_play; "an equal amount of threat": "that much" threat."""
    counted = for_each_in_play(words, read_plain)
    if counted is not None:
        return counted
    equal = EQUAL_AMOUNT_RE.fullmatch(words)
    if equal:  # "an equal amount": the trigger's (card_effects.py reads "that much" only when it has one)
        rest = "on this card" if equal["rest"].lower() == "here" else equal["rest"]
        op, why = read_plain(f"{equal['verb']} that much {equal['what']} {rest}")
        return (replace(op, words=words), "") if op is not None else (None, why)
    for pattern, plain in STAT_PIECES:
        found = re.fullmatch(pattern, words, re.I)
        if not found:
            continue
        whose = _whose(found, role_of)
        if whose is None:
            return None, f"“{words}”: whose {found['stat'].upper()} it is, is not read"
        who = found.groupdict().get("who") or "here"
        op, why = read_plain(plain.format(who=who).replace("on here", "here"))
        if op is None or op.amount != "1":
            return None, why or f"“{words}”: not an op the reader reads"
        prop = f"modified_{found['stat'].lower()}"
        return replace(op, amount=f"{whose}.{prop}", amount_of=(whose, prop, 0), words=words), ""
    return None


# Non-Numerical Variable: "OP X …, where X is [equal to] your ATK (Crossbones' ATK)": X as the stat modified now.
WHERE_X_STAT_RE = re.compile(rf"(?P<body>.+?),? where X is (?:equal to )?{STAT_OF}", re.I)


def where_x_stat(sentence: str, role_of: Callable[[str], str | None]) -> tuple[str, str, tuple[str, str, int]] | None:
    """(the words X is in, X as `WHO.modified_STAT`, its (role, property, 0)) of a sentence "…, where X is WHO's
    STAT"; None when it is no such sentence or whose stat it is, is not read."""
    found = WHERE_X_STAT_RE.fullmatch(sentence)
    whose = _whose(found, role_of) if found else None
    if found is None or whose is None:
        return None
    prop = f"modified_{found['stat'].lower()}"
    return found["body"], f"{whose}.{prop}", (whose, prop, 0)


# "Take 1 indirect damage for each boost icon ([boost]) discarded this way": a bracket holding only the icon that the
# words before it name is that icon printed again, no rule: set aside as reminder text is ("Reminder text has no effect
# on the game", Reminder Text), and shown so.
ICON_BRACKET_RE = re.compile(r"\b(?P<icon>boost|star) (?P<noun>icons?) (?P<bracket>\(\[(?P=icon)\]\))", re.I)


def set_aside_icons(words: str, reminders: list[str]) -> tuple[str, list[str]]:
    """The words without an icon in brackets after the words naming it, and the reminders with it."""
    found = [match["bracket"] for match in ICON_BRACKET_RE.finditer(words)]
    return ICON_BRACKET_RE.sub(r"\g<icon> \g<noun>", words), reminders + found


# Replacement Effect: "When X would happen, do A instead. Then, B." (or "B … this way"): B needs A resolved first
# ("Then": "If the pre-'then' text of an effect does not fully resolve, the post-'then' text does not attempt to
# resolve"; "this way": what A did), so B is part of the replacement effect and resolves with it, in place of X.
TIED_RE = re.compile(r"(?P<first>[^.→]+?) instead\.(?P<rest>(?: (?:then\b[^.→]*|[^.→]*\bthis way\b[^.→]*)\.?)+)", re.I)


def _every(ops: list) -> list:
    """The ops and every op they hold (a `then`'s, an `if`'s …)."""
    return [found for op in ops for found in (op, *_every([*op.then, *op.before, *op.otherwise,
                                                          *(inner for option in op.options for inner in option)]))]


def tied_replacement(words: str, read: Callable[[str], Any]) -> Any | None:
    """The `replace` op of an effect "A instead. Then, B." / "A instead. B … this way.", A and B read whole by `read`
    (the reader, with "instead" set aside); None when it is not exactly that."""
    found = TIED_RE.fullmatch(words)
    if found is None or re.search(r"\binstead\b", found["first"] + found["rest"], re.I):
        return None
    effect = read(f"{found['first']}.{found['rest']}")
    if not effect.read or any(op.cost or op.op in ("activate", "replace") for op in _every(effect.ops)):
        return None
    return type(effect.ops[0])("replace", "", words=words, then=list(effect.ops))


# "discard the top card of the encounter deck → deal 1 damage … for each boost icon on that card": "that card" may be
# the card the trigger is about or the card just discarded; with a card discarded from a deck's top, it is not read.
DISCARDING_OPS = ("discard_encounter", "discard_top", "discard_until")


def that_card_unclear(ops: list, hole: Callable[[str, str], Any]) -> list:
    """A hole (made by `hole(words, why)`) for each amount over "that card"'s numbers in an effect that also
    discards cards from a deck's top; none otherwise."""
    every = _every(ops)
    if not any(op.op in DISCARDING_OPS for op in every):
        return []
    return [hole(op.words, "“that card”: the card the trigger is about, or the card discarded? Not read")
            for op in every if op.amount_of is not None and op.amount_of[0] == "that-card"]


# An ability labeled as an attack or a thwart: its one damage dealt to an enemy (threat removed from a scheme) is the
# attack (thwart); the other ops of the effect stay as they are ("deal 2 damage to that minion and stun it").
LABELLED = {"attack": ("deal_damage", "attack"), "thwart": ("remove_threat", "thwart")}
ATTACKED = ("enemy", "villain", "minion", "that-enemy", "that-minion", "that-villain", "named", "each-enemy",
            "each-minion")
THWARTED = ("scheme", "main-scheme", "side-scheme", "that-scheme", "named")
# Ops that hold others: with one, which ops the label is about is not read.
HOLDING_OPS = ("if", "choose", "then", "this_way", "otherwise", "may", "where_x", "replace")


def through_where_x(ops: list) -> list:
    """The ops, a `where_x`'s ops in its place ("Discard X cards …, where X is …": a discard, for "this way")."""
    return [inner for op in ops for inner in (op.then if op.op == "where_x" else [op])]


def read_labelled(effect: Any, label: str) -> Any | None:
    """An effect read whole (label set aside) as the labeled ability it is: its one op of damage to an enemy (threat
    removed from a scheme) made the `attack` (`thwart`) by your identity; None when it is not exactly that (then the
    label is a hole)."""
    if label not in LABELLED or not effect.read:
        return None
    plain, labelled = LABELLED[label]
    ops = effect.ops
    if len(ops) == 1 and ops[0].op == "where_x":  # "deal X damage to the villain, where X is equal to your ATK"
        ops = ops[0].then
    at = [index for index, op in enumerate(ops) if op.op == plain]
    if len(at) != 1 or ops[at[0]].cost or any(op.op in HOLDING_OPS for op in ops):
        return None
    op = ops[at[0]]
    if op.who not in (ATTACKED if label == "attack" else THWARTED) or op.amount is None:
        return None
    ops[at[0]] = replace(op, op=labelled)
    return effect


def labelled_op(op: Any, fields: dict, who: str) -> dict | None:
    """A labeled attack or thwart as the scenario's op (`attack: {by: you, target, amount}`, `thwart: {by: you,
    scheme, amount}`); None for any other op."""
    if op.op == "thwart":
        return {"thwart": {"by": "you", "scheme": who, "amount": fields["amount"]}}
    if op.op == "attack" and op.amount is not None:
        return {"attack": {"by": "you", "target": who, "amount": fields["amount"]}}
    return None
