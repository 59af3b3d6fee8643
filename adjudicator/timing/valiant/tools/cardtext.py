"""The card-text helper for Valiant Universe: the Chainable and Counter keywords, the defense icons, and action
text, as the rulebook's Card Action Icons and Keywords sections define them.

A Valiant card's rules are its action icon and text ("Only the icon and any accompanying text convey
rules"); its timing words are keywords: Chainable (one more attack, on the attack card or on another card),
Counter (the Opponent may answer with an attack card as a Counterattack Defense), Trash, Lock/Unlock. A
sentence naming one is classified by it; a Counterattack Defense or Standard Defense text by its icon; the
rest is an action's text. Every rule is cited by name from adjudicator/timing/valiant/rules.py.
"""
import re

from adjudicator.tools.cardtext.common import Rule, Sentence, add_ambiguity, near_miss

GAME = "valiant-universe"


def _rule(name):
    return Rule(GAME, name)


ATTACK_WORDS = re.compile(r"\b(attack|damage)\b", re.IGNORECASE)


def classify(parts):
    sentences, by_paragraph = [], {}
    for index, raw in parts:
        by_paragraph.setdefault(index, []).append(raw)
    for number, (index, raw) in enumerate(parts, start=1):
        sentence = Sentence(number, raw.strip())
        paragraph = " ".join(by_paragraph[index])
        _decide(sentence, raw, paragraph)
        sentences.append(sentence)
    return [s.as_dict() for s in sentences]


def _decide(sentence, raw, paragraph):
    if re.search(r"\bchainable\b", raw, re.IGNORECASE):
        on_attack = bool(ATTACK_WORDS.search(paragraph.replace(raw, "")) or ATTACK_WORDS.search(
            re.sub(r"\bchainable\b", "", raw, flags=re.IGNORECASE)))
        if on_attack:
            sentence.decide("chainable", "Chainable, on an attack card",
                            "The attack card itself is Chainable: after this attack the player may at once play "
                            "another card with an Attack icon, for one more attack.", _rule("chainable"))
        else:
            sentence.decide("chainable", "Chainable, on another card",
                            "A Chainable card played after an attack lets a third card with an Attack icon follow "
                            "for one more attack.", _rule("chainable-another-card"))
            sentence.ambiguous = ("The text says nothing of an attack, so it is read as a card played only for its "
                                  "Chainable keyword; if it is the attack card itself, the first Chainable rule "
                                  "applies.")
        sentence.note("Chainable never works with a Superhero attack.", _rule("chainable-superhero"))
    elif re.search(r"\bcounter\b(?!attack)", raw, re.IGNORECASE):
        sentence.decide("counter", "The Counter keyword",
                        "The Opponent may answer this card's attack with a card that has an Attack action, as "
                        "though it had the Counterattack Defense icon.", _rule("counter"))
        sentence.note("The counterattack is a single card-based attack, unless a Chainable card extends it.",
                      _rule("counterattack-single"))
    elif re.search(r"\bcounterattack\b", raw, re.IGNORECASE):
        sentence.decide("counterattack-defense", "A Counterattack Defense",
                        "A defense on the Opponent's turn: resolve its text, discard it, and make one card-based "
                        "attack back at the attacking Opponent.", _rule("counterattack-defense"))
        sentence.note("The attack card played for the counterattack is kept in hand.", _rule("counterattack-kept"))
    elif re.search(r"\btrash\b", raw, re.IGNORECASE):
        sentence.decide("trash", "The Trash keyword", "The action may trash (remove from play) the card it names.",
                        _rule("trash-keyword"))
    elif re.search(r"\b(un)?lock", raw, re.IGNORECASE):
        sentence.decide("lock", "Lock", "A Lock token fixes a Sector in place until it is Unlocked.", _rule("lock"))
    elif re.search(r"\b(standard defense|reduces?|prevents?)\b", raw, re.IGNORECASE):
        sentence.decide("standard-defense", "A defense",
                        "It is played on an Opponent's turn, in response to an attack, to reduce its damage; all "
                        "defenses resolve before the attack's damage lands.", _rule("standard-defense"))
        sentence.note("Defenses resolve first, then the damage that is left, in the order the attacks were played.",
                      _rule("order-of-damage-resolution"))
    elif re.search(r"\bheal", raw, re.IGNORECASE):
        sentence.decide("heal", "Heal", "It raises the player's Coherence by the value the card gives.", _rule("heal"))
    else:
        sentence.decide("action", "An action's text",
                        "It is the text of the card's action: it does what it says when the action is used; its "
                        "timing comes from the action's icon.", _rule("starting-triggers-and-resolving-effects"))
        sentence.note("The player declares which action they use when the card is played.", _rule("card-actions"))
        misspelled = [(word, near_miss(word, KEYWORD_NAMES)) for word in re.findall(r"\b[A-Z][a-z]{5,}\b", raw)]
        for word, meant in misspelled:
            if meant:
                add_ambiguity(sentence, f"“{word}” is no keyword the helper knows; did you mean “{meant}”?")


# The keywords _decide reads: a capitalised word of six letters or more a letter from one is asked about ("did
# you mean"); the shorter ones (Trash, Lock, Heal) are a letter from common words ("Block", "Deal") and are not.
KEYWORD_NAMES = ("Chainable", "Counter", "Counterattack", "Unlock")
