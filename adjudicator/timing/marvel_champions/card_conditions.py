"""More conditions of the card reader (card_effects.py), each a general reading of a phrase of the card language,
never a card's own: damage on this card, a character with a trait in play, your identity's trait, no card of a kind
in play, cards in the encounter discard pile; "do not give the villain a boost card for this activation" after the
activation it names; "(N … instead if you were already STATUS)" after a sentence that gives you that status; and
"If you cannot, B" after one op that resolves whole or not at all (the `otherwise` op); a number "discarded this way".

This module sits below card_effects.py (which calls it) and never imports it: the effect's ops are handled through
their fields and `dataclasses.replace`; a new op is made by the `make` the reader passes (its EffectOp).

Plain Python: the adjudicator and the library both use it.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

# Rules Reference, Character: "Identities (heroes and alter-egos), allies, villains, and minions are all characters."
# (an identity is `type: hero` in either form); In Play and Out of Play: only what is in play counts.
CHARACTER_TYPES = ("hero", "ally", "villain", "minion")

CONDITIONS: tuple[tuple[str, Callable[[dict[str, str]], str]], ...] = (
    # damage on this card, as threat or counters here are (its `damage`)
    (r"there (?:is|are) (?:at least (?P<n>\d+)|(?P<m>\d+) or more) damage (?:here|on this card)",
     lambda found: f"this.damage >= {found['n'] or found['m']}"),
    # "a [[T]] character is in play": any player's or the encounter's, in play
    (r"an? \[\[(?P<trait>[^\[\]\"]+)\]\] character is in play",
     lambda found: " + ".join(f'count(trait="{found["trait"].strip().lower()}", type={kind}, zone=play)'
                              for kind in CHARACTER_TYPES) + " > 0"),
    # "your identity has the [[T]] trait", as "you have the [[T]] trait" (`you` is your identity)
    (r"your identity has the \[\[(?P<trait>[^\[\]\"]+)\]\] trait",
     lambda found: f'"{found["trait"].strip().lower()}" in you.traits'),
)


# A kind in the plural, as a `count` type: one type each ("enemies", "characters" are several: not read here).
PLURAL_TYPES = {"minions": "minion", "allies": "ally", "treacheries": "treachery", "attachments": "attachment",
                "side schemes": "side-scheme", "upgrades": "upgrade", "supports": "support"}
PLURAL = "|".join(PLURAL_TYPES)


def _none_in_play(found: dict[str, str]) -> str:
    trait = f'trait="{found["trait"].strip().lower()}", ' if found["trait"] else ""
    return f"count({trait}type={PLURAL_TYPES[found['kind'].lower()]}, zone=play) == 0"


def _in_encounter_discard(found: dict[str, str]) -> str:
    kind = found["kind"].lower()
    of_type = f"type={PLURAL_TYPES[kind]}, " if kind != "cards" else ""
    return f"count({of_type}zone=encounter-discard) >= {found['n'] or found['m']}"


CONDITIONS += (
    # "there are no [[T]] minions in play" (In Play and Out of Play)
    (rf"there are no (?:\[\[(?P<trait>[^\[\]\"]+)\]\] )?(?P<kind>{PLURAL}) in play", _none_in_play),
    # "there are N or more treacheries in the encounter discard pile" (the cards the scenario puts there)
    (rf"there are (?:at least (?P<n>\d+)|(?P<m>\d+) or more) (?P<kind>{PLURAL}|cards) in the encounter discard pile",
     _in_encounter_discard),
)


def condition(words: str) -> str | None:
    """A condition's words as an expression, when they are one of CONDITIONS; else None (not read)."""
    for pattern, expression in CONDITIONS:
        found = re.fullmatch(pattern, words.strip(), re.I)
        if found:
            return expression(found.groupdict())
    return None


# Enemy Activations: "Each time the villain activates, give the villain one boost card from the encounter deck for
# that activation." "Do not give the villain a boost card for this activation" right after the sentence that is that
# activation (an attack or a scheme: Activation) is the op's `boost: 0`; with "If C, …" before it, an `if` on C of
# the op with no boost card, else the op as printed. "The villain" is read only for an activation of the villain or
# of a card by its name (the scenario names it; the villain's own sentence says "the villain" of it); a pronoun for
# the activating enemy. Anything else ("an additional boost card": one more than how many?) is not read here.
NO_BOOST_RE = re.compile(r"(?:if (?P<cond>[^,]+), )?do not give (?P<who>the villain|him|her|it) an? boost card "
                         r"for this activation", re.I)
ACTIVATION_OPS = ("attack", "activate")


def read_no_boost(effect: Any, sentence: str, sentence_before: tuple[int, int], condition_of: Callable[[str], str | None],
                  make: Callable[..., Any]) -> bool:
    """"[If C, ]do not give the villain a boost card for this activation" folded into the one activation read whole
    in the sentence before (into `effect`); False when the sentence is not that, or its condition or the sentence
    before is not read (the caller then leaves its hole)."""
    found = NO_BOOST_RE.fullmatch(sentence.strip())
    if not found:
        return False
    before = effect.ops[sentence_before[0]:]
    if len(before) != 1 or len(effect.holes) != sentence_before[1]:
        return False
    activation = before[0]
    if activation.op not in ACTIVATION_OPS or activation.cost or activation.boost is not None:
        return False
    if found["who"].lower() == "the villain" and activation.who not in ("villain", "named"):
        return False
    cond = condition_of(found["cond"]) if found["cond"] else None
    if found["cond"] and cond is None:
        return False
    unboosted = replace(activation, boost=0, words=f"{activation.words}. {sentence}")
    effect.ops[sentence_before[0]:] = [unboosted if cond is None else
                                       make("if", "", extra=cond, words=sentence, then=[unboosted],
                                            otherwise=[activation])]
    return True


# Rules Reference, Alteration Effect: "Already — … The “already” effect checks if this condition is met before the
# preceding ability attempts to resolve. If so, the “already” effect resolves instead." "A. OP N … (M … instead if you
# were already STATUS)." where A gives you that STATUS is `if you.STATUS: OP M … else: A; OP N …`, as card_effects
# reads "A. If you were already STATUS, B instead." (`if … else`, A not resolved): a reading of which text the
# bracket's "instead" replaces (both sentences before it), which is the same game whichever it is, but for a steady
# identity ("can have one additional … stunned status card", Status Cards), where A would give a second one.
BRACKET_ALREADY_RE = re.compile(r"\s*\((?P<m>\d+) (?:(?P<unit>[a-z]+) )?instead if (?P<who>you) "
                                r"(?:are|were) already (?P<state>stunned|confused)\)", re.I)


def split_bracket_already(plain: str) -> tuple[str, re.Match | None]:
    """The effect's words without one "(M … instead if you were already STATUS)" bracket, and the bracket (None when
    there is none, more than one, or another "instead" in the words: then the whole is the reader's usual hole)."""
    found = list(BRACKET_ALREADY_RE.finditer(plain))
    rest = plain[:found[0].start()] + plain[found[0].end():] if len(found) == 1 else plain
    if len(found) != 1 or re.search(r"\binstead\b", rest, re.I):
        return plain, None
    return rest, found[0]


def fold_bracket_already(effect: Any, bracket: re.Match | None, hole: Callable[[str, str], Any]) -> None:
    """Fold the bracket set aside by split_bracket_already into `effect`: its two ops (A giving you the status, then
    the op with N) become one `if … else`; when they are not that, the bracket is a hole (never lost)."""
    if bracket is None:
        return
    words = bracket.group(0).strip()
    state, unit = bracket["state"].lower(), (bracket["unit"] or "").lower()
    ops = effect.ops
    if effect.holes or len(ops) != 2 or any(op.cost for op in ops):
        effect.holes.append(hole(words, "“instead”: read only after “you are STATUS” and one op, each read whole"))
        return
    given, changed = ops
    if not (given.op == "give_status" and given.extra == state and given.who == "you" and changed.amount
            and changed.amount.isdigit() and re.search(rf"\b{changed.amount} {re.escape(unit) or '[a-z]+'}\b", changed.words, re.I)):
        effect.holes.append(hole(words, "“instead”: not after “you are STATUS” and the op whose amount it changes"))
        return
    effect.ops = [replace(given, op="if", who="you", amount=None, extra=f"you.{state}", status=state,
                          words=f"{changed.words} {words}", then=[replace(changed, amount=bracket["m"])],
                          otherwise=[given, changed])]


# "A. If you cannot, B." is read as the `otherwise` op (Rules Reference, “Otherwise”: "Effects beginning with
# “otherwise” resolve only if the preceding effect could not be resolved"): a reading, the Rules Reference has no entry
# for "if you cannot"; it is the same when A is one op that resolves whole or not at all (an exhaust, a ready, a
# discard, a status card given: "A character cannot have more than one status card of each type at a time", Status
# Cards), so only after such an A, read whole as the one sentence before it.
IF_CANNOT_RE = re.compile(r"if you cannot, (?P<rest>.+)", re.I)
WHOLE_OR_NOTHING_OPS = ("exhaust", "ready", "discard", "give_status")


def read_if_cannot(effect: Any, sentence: str, sentence_before: tuple[int, int],
                   plain_ops: Callable[[str], list | None], make: Callable[..., Any]) -> bool:
    """"If you cannot, B" folded with the one op of the sentence before into an `otherwise` op (into `effect`); False
    when the sentence is not that or the reading does not apply (the caller then leaves its hole)."""
    found = IF_CANNOT_RE.fullmatch(sentence.strip())
    if not found:
        return False
    before = effect.ops[sentence_before[0]:]
    if len(before) != 1 or len(effect.holes) != sentence_before[1] or before[0].cost \
            or before[0].op not in WHOLE_OR_NOTHING_OPS:
        return False
    rest = plain_ops(found["rest"])
    if not rest:
        return False
    effect.ops[sentence_before[0]:] = [make("otherwise", "", words=sentence, before=before, then=rest)]
    return True


# "This way" (docs/cards.md): "If N or more (N or fewer) boost icons were discarded this way, B" compares the tally
# of the ops before with N, as "If no … this way, B" compares it with 0 (card_effects' THIS_WAY_IF_RE).
THIS_WAY_COUNT_RE = re.compile(r"if (?P<n>\d+) or (?P<than>more|fewer) (?P<what>[a-z ]+?) (?:\(\[boost\]\) )?"
                               r"(?:was|were) (?P<verb>discarded|exhausted|readied) this way, (?P<rest>.+)", re.I)


def this_way_comparison(found: re.Match, tally: str) -> str:
    """The condition on the tally of a "this way" sentence: `== 0` for "no …", `>= N` / `<= N` for "N or more / N or
    fewer …" (THIS_WAY_COUNT_RE)."""
    if "than" not in found.re.groupindex:
        return f"{tally} == 0"
    return f"{tally} {'>=' if found['than'].lower() == 'more' else '<='} {found['n']}"


def singular_kind(what: str, kinds: dict[str, str]) -> str | None:
    """A kind named in the singular ("no character was exhausted this way") as the plural's kind, else None."""
    return what if what in kinds.values() else None
