"""The card-text helper for Marvel: Skirmish! In New York: each effect by the kind its card names.

The rulebook's cards say which kind each effect is ("Immediate effect:", "Attack effect:", "Permanent
effect:", an artifact "(one-time)" or "(permanent)"), and About the Cards says when each kind triggers:
an immediate effect once, when the card is played (right after it is placed in a slot); an attack effect
once per Attack phase, after the card attacks; a permanent effect whenever its text says; a one-time effect
once, when its player decides. A sentence without such a label is said to have none (the helper does not
guess its kind). Every rule is cited by name from adjudicator/timing/skirmish/rules.py.
"""
import re

from adjudicator.tools.cardtext.common import Rule, Sentence, near_miss

GAME = "marvel-skirmish"


def _rule(name):
    return Rule(GAME, name)


# kind -> (title, what it is, rule name, note rule name)
KINDS = {
    "immediate": ("An immediate effect", "It is carried out once, right after the card is placed in a slot when "
                                         "it is played.", "immediate", "immediate-once"),
    "attack-effect": ("An attack effect", "It is carried out after the card attacks, once per Attack phase.",
                      "attack-effect", "attack-effects-once"),
    "permanent": ("A permanent effect", "It stays active until the game ends and triggers when its text says.",
                  "about-the-cards", None),
    "one-time": ("A one-time effect", "It is used once, when its player decides (this turn or a later one); then "
                                      "the tile goes back to the box.", "one-time", None),
}
LABEL_RE = re.compile(r"^(?:(?P<card>[^:]{1,60}?)\s*:\s*)?(?P<kind>immediate|attack|permanent|one-time)\s+effect\s*:\s*",
                      re.IGNORECASE)
# "When you play this card, …" / "When you play Kang, …": what an immediate effect is ("Immediate effects trigger
# only once, when the card is played"), said without its label. Only the card itself: "When you play a main
# character" (Warlock's Eye, permanent) is about other cards and stays unlabelled.
PLAYED_RE = re.compile(r"^(?:(?P<card>[^:]{1,60}?)\s*:\s*)?when (?:you|they|its player) plays? (?P<what>this card|this|it|him|her|"
                       r"them|[A-Z][\w'’-]*(?: [A-Z][\w'’-]*){0,3})\s*,", re.IGNORECASE)
ARTIFACT_RE = re.compile(r"^(?P<card>[^():]{1,60}?)\s*\((?P<kind>one-time|permanent)\)\s*:\s*", re.IGNORECASE)


def classify(parts):
    sentences, kind, label, card, paragraph = [], None, None, None, None
    for number, (index, raw) in enumerate(parts, start=1):
        if index != paragraph:
            kind, label, card, paragraph = None, None, None, index
        text = raw
        match = LABEL_RE.match(raw) or ARTIFACT_RE.match(raw)
        if match:
            kind = _kind(match.group("kind"))
            label = match.group("kind").capitalize() + (" effect" if "effect" in match.group(0).lower() else "")
            card = match.group("card")
            text = raw[match.end():]
        sentence = Sentence(number, text.strip(), keyword=label, description=card if match else None)
        played = _played(raw) if kind is None else None
        if played:
            kind, label = "immediate", None  # the rest of the paragraph is the same effect
            title, what, rule, note = KINDS["immediate"]
            sentence.decide("immediate", title, f"It says “{played}”: that is when an immediate effect triggers, once, "
                            "when the card is played (a reading: the card names no kind, and its wording is what an "
                            "immediate effect does).", _rule(rule))
            sentence.note("How often it triggers: once, when the card is played.", _rule(note))
        elif kind is None:
            sentence.decide("unlabelled", "No effect kind named",
                            "The card names each effect's kind (“Immediate effect:”, “Attack effect:”, “Permanent "
                            "effect:”, or an artifact's “(one-time)”); this sentence has none, and the helper does "
                            "not guess it.", None)
            sentence.ambiguous = "Paste the card's label with its text, e.g. “Attack effect: After you attack …”."
            meant = _label_meant(raw)
            if meant:
                sentence.ambiguous += f" “{meant[0]}” is no effect kind the helper knows; did you mean “{meant[1]}”?"
        else:
            title, what, rule, note = KINDS[kind]
            if match is None:
                what = f"It is part of the {title.split(' ', 1)[1]} above: the same effect, carried out in order."
            sentence.decide(kind, title, what, _rule(rule))
            if note and match is not None:
                sentence.note("How often it triggers.", _rule(note))
        sentences.append(sentence)
    return [s.as_dict() for s in sentences]


# An effect's label as a card may print it misspelled: "Imediate effect:", "Kang (one-tme):".
LABEL_LIKE_RE = re.compile(r"^(?:[^:]{1,60}?:\s*)?(?P<kind>[\w-]{3,20}\s+effect)\s*:|^[^():]{1,60}?\((?P<artifact>[\w-]{3,20})\)\s*:",
                           re.IGNORECASE)
LABELS = ("Immediate effect", "Attack effect", "Permanent effect")
ARTIFACT_KINDS = ("one-time", "permanent")


def _label_meant(raw: str) -> tuple[str, str] | None:
    """(the label as printed, the one it is a letter from) for a misspelled effect label, else None."""
    match = LABEL_LIKE_RE.match(raw)
    if match is None:
        return None
    printed = match.group("kind") or match.group("artifact")
    meant = near_miss(printed, LABELS if match.group("kind") else ARTIFACT_KINDS)
    return (printed, meant) if meant else None


def _played(raw):
    """The words "When you play <this card>" when the sentence opens with them about the card itself (this card,
    it, or a name: the card's own), else None. "When you play a …" is about other cards."""
    match = PLAYED_RE.match(raw)
    if match is None:
        return None
    what, card = match.group("what"), match.group("card")
    if what.split()[0].lower() in ("a", "an", "the", "any", "each", "another", "your", "one", "two"):
        return None
    if what.lower() not in ("this card", "this", "it", "him", "her", "them") and card and what.lower() != card.lower():
        return None  # "Kang: When you play Zola, …" is about another card
    begin = match.end("card") if card else match.start()
    return raw[begin:match.end("what")].lstrip(": ").strip()


def _kind(word):
    word = word.lower()
    return "attack-effect" if word == "attack" else word
