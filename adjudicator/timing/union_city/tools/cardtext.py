"""The card-text helper for Union City Alliance: each sentence classified by the rulebook's own wording rules.

The rules are the rulebook's, read literally and deterministically (no learning):
"Any text on a card that does not use "when" is a modifier effect"; "if" is still a
modifier; "X to Y" and "X. If you do, Y" are costs, "X, then Y" is not; "when ... first"
is a first effect; a Debut that mentions playing this card is a modifier, other Debuts
are when effects; keyword abilities (Alert, Rally, Counter, Gambit, Feat, Galvanize,
Defeat, Overcome) are effects of their own. Where the wording leaves room for doubt the
sentence is marked ambiguous, with the reason. Every rule is cited by name from
adjudicator/timing/union_city/rules.py.
"""
import re

from adjudicator.tools.cardtext.common import Rule, Sentence, add_ambiguity, near_miss

GAME = "union-city-alliance"


def _rule(name, term=None):
    return Rule(GAME, name, term)


# The wording rules, by the name the classifier uses -> their sentence in union_city/rules.py.
RULES = {
    "cost-to": _rule("cost-phrasing"),
    "cost-if-you-do": _rule("cost-if-you-do"),
    "then": _rule("then-phrasing"),
    "modifier": _rule("modifier-wording"),
    "if-modifier": _rule("if-modifier"),
    "requirement": _rule("requirement-example"),
    "next-time": _rule("next-time-example"),
    "when": _rule("when-wording"),
    "first": _rule("first-wording"),
    "phase": _rule("phase-wording"),
    "debut-when": _rule("debuts"),
    "debut-modifier": _rule("debut-modifier"),
    "debut-other-card": _rule("debut-other-card"),
    "debut-mixed": _rule("debut-mixed"),
    "trigger-condition": _rule("starting-triggers-and-resolving-effects"),
    "resolve-condition": _rule("resolving-effects"),
    "later-condition": _rule("jetpack-condition"),
    "description": _rule("descriptions"),
    "one-effect": _rule("effects"),
}

# Keyword abilities: the glossary sentence that says what each is.
KEYWORDS = {
    "alert": _rule("glossary-alert", term="alert"),
    "rally": _rule("glossary-rally", term="rally"),
    "counter": _rule("glossary-counter", term="counter"),
    "gambit": _rule("glossary-gambit", term="gambit"),
    "feat": _rule("glossary-feat", term="feat"),
    "galvanize": _rule("glossary-galvanize", term="galvanize"),
    "defeat": _rule("defeat-effect"),
    "overcome": _rule("overcome-effect"),
    "debut": _rule("glossary-debut", term="debut"),
}

KEYWORD_IS = {
    "alert": "an Alert is a when effect of the effect that put the card in your hand",
    "rally": "a Rally is a when effect of the card first entering a hero's hand, play area, discard pile or deck",
    "counter": "a Counter is an effect used from your hand in a Counter/Gambit phase",
    "gambit": "a Gambit is an effect used from your active area in a Counter/Gambit phase",
    "feat": "a Feat is an effect you use from your hand in your Action phase",
    "galvanize": "a Galvanize is an effect you use from your play area in your Action phase",
    "defeat": "a Defeat is a when effect of the enemy being defeated",
    "overcome": "an Overcome is a when effect of the challenge being overcome",
    "debut": "a Debut applies when the card is played",
}

TITLES = {
    "when": "A when effect",
    "first": 'A "first" effect',
    "phase": "A start or end of phase effect",
    "modifier": "A modifier",
    "if-modifier": 'An "if" that is still a modifier',
    "requirement": "A modifier (a requirement, not a cost)",
    "cost-to": 'A cost ("X to Y")',
    "cost-if-you-do": 'A cost ("X. If you do, Y")',
    "then": 'Not a cost ("X, then Y")',
    "debut-modifier": "A Debut that changes how this card is played: a modifier",
    "debut-when": "A Debut that is a when effect",
    "debut-mixed": "A Debut with a modifier part and a when part",
    "effect": "Part of a keyword ability's effect",
}

# Verbs that start the benefit of a cost ("Discard a card to MOVE ..."); "to" before anything else
# ("to a block", "to 0", "to your hand") is a plain preposition.
ACTION_VERBS = {
    "gain", "move", "draw", "deal", "heal", "attack", "confront", "use", "play", "put", "place", "destroy",
    "trash", "discard", "dismiss", "reveal", "look", "search", "mine", "empower", "achieve", "explore",
    "maneuver", "activate", "return", "remove", "take", "give", "choose", "resolve", "shuffle", "threaten",
    "assault", "defeat", "overcome", "escalate", "prevent", "reduce", "increase", "double", "swap", "exert",
    "lose", "ignore", "cancel", "repeat", "copy", "trigger", "refresh", "ready", "flip", "turn", "stop",
    "make", "let", "have", "force", "retrieve", "recover", "add", "spend", "pay", "exhaust", "win",
}
# "Galvanize: …", "Counter (range 1): …", "Debut — …"; a hyphen inside a word ("non-Iconic") is no separator.
KEYWORD_RE = re.compile(r"^(alert|rally|counter|gambit|feat|galvanize|debut|defeat|overcome)\b"
                        r"(?:[^:.\n]{0,24}:|\s+[—–-]\s)\s*", re.IGNORECASE)
# Up to five capitalised words before a colon. Each word is one run of word characters, so a long run
# cannot be split into "words" in every possible way (which took minutes on 100 digits).
DESCRIPTION_RE = re.compile(r"^([A-Z0-9][\w'’&$-]*(?:\s[A-Z0-9][\w'’&$-]*){0,4}\s?):\s+(?=\S)")
SELF_PLAY_RE = re.compile(r"\bplay(?:s|ed|ing)?\s+(?:this|this card)\b|\bthis(?: card)? is played\b|"
                          r"\bplaying (?:of )?this\b", re.IGNORECASE)
PRONOUN_PLAY_RE = re.compile(r"\bplay(?:s|ed|ing)?\s+(?:it|him|her|them)\b", re.IGNORECASE)
TRIGGER_LOOKALIKES = re.compile(r"\b(each time|every time|after|as soon as)\b", re.IGNORECASE)


class UCASentence(Sentence):
    """A sentence decided by the rulebook's wording rules: `decide(kind, why, rule key)`."""

    def decide(self, kind, why, rule_key):
        super().decide(kind, TITLES[kind], why, RULES[rule_key])


# -- words ------------------------------------------------------------------------------------------
def _has(text, word):
    return re.search(rf"\b{word}\b", text, re.IGNORECASE) is not None


def cost_split(text):
    """("X", "Y") when the sentence is phrased "X to Y" (a "to" before a verb), else None."""
    for match in re.finditer(r"\bto\s+([A-Za-z]+)", text):
        before = text[:match.start()].rstrip()
        last = before.split()[-1].lower() if before.split() else ""
        if match.group(1).lower() in ACTION_VERBS and last not in ("up", "order", "able", "want", "have"):
            return before.rstrip(",;"), text[match.start() + 2:].strip().rstrip(".")
    return None


def _then_clause(text):
    return re.search(r"(^|,\s*|\s)then\s+\w", text, re.IGNORECASE) is not None


# -- classifying ---------------------------------------------------------------------------------
def classify_sentence(sentence, previous=None):  # noqa: C901 (one branch per sentence form, tried in order)
    """Decide one sentence's kind (in place); `previous` is the sentence before it in the same ability."""
    text = sentence.text
    low = text.lower()
    if re.match(r"^if you do\b", low):
        sentence.decide("cost-if-you-do", 'It begins "If you do": it happens only if the sentence before it was done, '
                                          "so the two form a cost.", "cost-if-you-do")
        if previous is not None:
            previous.notes, previous.ambiguous = [], None
            previous.decide("cost-if-you-do", 'The next sentence begins "If you do": this sentence is the cost '
                                              "paid for it.", "cost-if-you-do")
        else:
            sentence.ambiguous = '"If you do" has no sentence before it to refer to.'
        return
    if re.match(r"^then\b", low) and previous is not None and previous.kind not in ("cost-if-you-do",):
        sentence.decide("then", 'It begins "Then": it is carried out even if the sentence before it could not be.',
                        "then")
        previous.notes, previous.ambiguous = [], None
        previous.decide("then", 'The next sentence begins "Then": it does not depend on this one being done '
                                "(though if this can be done, it must be).", "then")
        return
    if sentence.keyword == "debut" and _classify_debut(sentence):
        return
    if re.search(r"\bwhen(ever)?\b", low):
        _classify_when(sentence)
        return
    if re.match(r"^at the (start|beginning|end) of\b", low):
        sentence.decide("phase", "It is triggered by the start or end of a phase, which forms branches like a when "
                                 "effect.", "phase")
        return
    split = cost_split(text)
    if re.search(r"\bmust\b", low) and split is not None:
        sentence.decide("requirement", 'It is phrased "X to Y", but as something you must do before you may do '
                                       "Y it is listed among the modifiers, not as a cost of an effect.", "requirement")
        return
    if split is not None:
        sentence.decide("cost-to", f'It is phrased "X to Y": "{split[0]}" is the cost, and unless it is paid in full '
                                   f'you do not get "{split[1]}".', "cost-to")
        if _then_clause(text):
            sentence.ambiguous = ('It also says "then": the cost governs only the part after its "to"; what follows '
                                  '"then" happens whether or not that part could be done.')
        return
    if _then_clause(text) and not low.startswith("if "):
        sentence.decide("then", 'It is phrased "X, then Y": Y is carried out even if X cannot be (though if X can '
                                "be done, it must be).", "then")
        return
    if sentence.keyword is not None:
        _classify_in_ability(sentence)
        return
    if _has(low, "if"):
        sentence.decide("if-modifier", 'It says "if", not "when": a condition that changes things as they happen, '
                                       "not a separate effect in the chain.", "if-modifier")
    elif re.search(r"\bthe next time\b", low):
        sentence.decide("modifier", 'It does not say "when"; the rulebook lists "The next time you take damage…" '
                                    "among its modifier examples.", "next-time")
    else:
        sentence.decide("modifier", 'It does not use "when": it changes other effects instead of acting separately '
                                    "in a chain.", "modifier")
    if SELF_PLAY_RE.search(text):
        sentence.note("It changes how this card is played (as Debuts that mention playing this card do).",
                      RULES["debut-modifier"])
    lookalike = TRIGGER_LOOKALIKES.search(text)
    if lookalike:
        sentence.ambiguous = (f'"{lookalike.group(1)}" reads like a trigger, but the rule is literal: text that does '
                              'not use "when" is a modifier. Check the card\'s other printings or an FAQ.')


def _classify_when(sentence):
    low = sentence.text.lower()
    first = re.search(r"\bfirst\b[,\s]+(\w+)", low)
    if first and first.group(1) in ACTION_VERBS and first.start() > low.index("when"):
        sentence.decide("first", f'It says "when … first {first.group(1)}": the first effect resolves, with its '
                                 "whole chain, before the effect that triggered it, which then follows as a when.",
                        "first")
        return
    sentence.decide("when", 'It uses "when": it is triggered by what it names and resolves as a separate effect '
                            "once the effect that triggered it has completely finished.", "when")
    if first and not re.search(r"\b(the|your|its|their|his|her)\s+first\b", low):
        sentence.ambiguous = ('It says "first", but not before an action ("first discard…"), so it is read as a plain '
                              'when effect ("the first time…" describes the trigger).')
    if re.search(r"\bwhenever\b", low) and not re.search(r"\bwhen\b", low):
        sentence.ambiguous = ('"Whenever" is read as "when" (it uses the word); the rulebook\'s own examples only '
                              'say "when".')
    condition = re.search(r"\bwhen\b[^,]*,?\s*\bif\b", low)
    if condition:
        sentence.note('Its "if" is a condition of the trigger: checked when it triggers, not again when it resolves.',
                      RULES["trigger-condition"])
    if sentence.keyword and sentence.keyword != "debut":
        sentence.note(f"It sits inside a {sentence.keyword.title()}: {KEYWORD_IS[sentence.keyword]}.",
                      KEYWORDS[sentence.keyword])


def _classify_debut(sentence):
    """Debuts: a sentence about playing this card is a modifier; anything else is a when effect."""
    text = sentence.text
    self_play = SELF_PLAY_RE.search(text)
    if self_play:
        rest = text[self_play.end():]
        if re.search(r"(\band\b|,\s*then\b|\bthen\b)\s+(?:\w+\s+)?(" + "|".join(sorted(ACTION_VERBS)) + r")\b",
                     rest, re.IGNORECASE):
            sentence.decide("debut-mixed", "It mentions playing this card (a modifier: it changes how the card is "
                                           "played) and then does something else (a when effect, after the card is "
                                           "played).", "debut-mixed")
        else:
            sentence.decide("debut-modifier", "It mentions playing this card, so it changes how the card is played: "
                                              "a modifier, not a when effect.", "debut-modifier")
        return True
    if PRONOUN_PLAY_RE.search(text):
        sentence.decide("debut-when", 'It plays a card named only by a pronoun ("it"), read as another card: a when '
                                      "effect triggered by playing this one.", "debut-other-card")
        sentence.ambiguous = ('"Play it" may mean this card (then it is a modifier) or a card the Debut found '
                              "(then it is a when effect); read the whole Debut.")
        return True
    if re.search(r"\bplay(?:s|ed|ing)?\b", text, re.IGNORECASE):
        sentence.decide("debut-when", "It plays a card other than this one, so it is a when effect triggered by "
                                      "playing this card.", "debut-other-card")
        return True
    if _has(text, "when") or cost_split(text) is not None or _then_clause(text):
        return False
    sentence.decide("debut-when", "It does not mention playing this card, so it is a when effect: it resolves "
                                  "after the effect that played the card has finished.", "debut-when")
    return True


def _classify_in_ability(sentence):
    keyword = sentence.keyword
    low = sentence.text.lower()
    sentence.decide("effect", f"It is part of the {keyword.title()}: {KEYWORD_IS[keyword]}, and everything it does "
                              "is that one effect, in the order written.", "one-effect")
    sentence.note(f"The {keyword.title()} keyword.", KEYWORDS[keyword])
    if _has(low, "if"):
        if re.search(r"\bif\b[^,]*\b(this way|already|ed)\b", low) or re.search(r"\bif\b\s+\w+\s+\w+ed\b", low):
            sentence.note('Its "if" looks at what the effect has done: checked as the effect resolves.',
                          RULES["resolve-condition"])
        else:
            sentence.note('Its "if" is checked as the effect resolves.', RULES["resolve-condition"])
            sentence.ambiguous = ('Its "if" names something that may happen after this effect (as Jetpack\'s '
                                  '"…if you take damage, draw a card" looks at damage taken when the phase ends); '
                                  "decide whether it looks at this effect or at later play.")
            sentence.notes.append(("The rulebook's example of such a condition.", RULES["later-condition"]))


# -- the whole text -----------------------------------------------------------------------------
def classify(parts):
    """Classify each (paragraph, sentence) of a card's rules text; a list of dicts (see Sentence.as_dict)."""
    sentences, keyword, paragraph, previous = [], None, None, None
    for number, (index, raw) in enumerate(parts, start=1):
        if index != paragraph:
            keyword, paragraph, previous = None, index, None
        body, description = raw, None
        match = KEYWORD_RE.match(body)
        if match and len(body) > match.end():
            keyword, previous = match.group(1).lower(), None
            body = body[match.end():]
        else:
            described = DESCRIPTION_RE.match(body)
            if described:
                description, keyword, previous = described.group(1).strip(), None, None
                body = body[described.end():]
        sentence = UCASentence(number, body.strip(), keyword=keyword, description=description)
        classify_sentence(sentence, previous)
        sentences.append(sentence)
        previous = sentence
    for sentence in sentences:
        _add_context_notes(sentence)
    return [s.as_dict() for s in sentences]


KEYWORD_NAMES = ("Alert", "Rally", "Counter", "Gambit", "Feat", "Galvanize", "Debut", "Defeat", "Overcome")  # KEYWORD_RE's


def _add_context_notes(sentence):
    """What the sentence's surroundings say: its description label, the keyword ability it sits in; a description
    a letter from a keyword ("Galvanise:") is asked about."""
    if sentence.description:
        sentence.note(f'"{sentence.description}:" is a description: flavour, not part of the rules.',
                      RULES["description"])
        meant = near_miss(sentence.description, KEYWORD_NAMES)
        if meant:
            add_ambiguity(sentence, f"“{sentence.description}:” is read as a description, as it is no keyword the "
                                    f"helper knows; did you mean “{meant}”?")
    keyword = sentence.keyword
    if keyword and not any(rule is KEYWORDS[keyword] for _, rule in sentence.notes) \
            and not sentence.kind.startswith("debut"):
        sentence.note(f"It sits inside a {keyword.title()}: {KEYWORD_IS[keyword]}.", KEYWORDS[keyword])
