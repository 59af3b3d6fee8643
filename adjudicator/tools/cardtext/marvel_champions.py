"""The card-text helper for Marvel Champions: each ability by its bold timing trigger, as the Rules Reference
defines them.

"An ability prefaced by a bold timing trigger followed by a colon is referred to as a triggered ability. An
ability without a bold timing trigger is referred to as a constant ability." So a paragraph that begins with
"Forced Interrupt:", "Interrupt:", "Forced Response:", "Response:", "When Revealed:", "When Defeated:",
"Boost:", "Action:" (also "Hero Action:", "Alter-Ego Action:") or "Resource:" is that kind of ability, every
sentence of it part of it; a keyword line ("Toughness.", "Retaliate 1.") is a keyword; anything else is a
constant ability. A "Word:" the helper does not know as a timing trigger is said to be unknown, never
passed off as something else. Interrupts that say "would", and "then", get the Reference's notes.
Every rule is cited by name from adjudicator/timing/marvel_champions/rules.py.
"""
import re

from adjudicator.tools.cardtext.common import Rule, Sentence

GAME = "marvel-champions"


def _rule(name):
    return Rule(GAME, name)


# trigger (lower case, as printed) -> (kind, title, what it is, rule name, notes: [(why, rule name)])
TRIGGERS = {
    "forced interrupt": ("forced-interrupt", "A forced interrupt",
                         "It is a forced interrupt: when its triggering condition initiates, it must resolve before "
                         "that condition resolves, and before any interrupt that is not forced.", "interrupt",
                         [("Forced: its initiation is mandatory, and it goes before the non-forced interrupts.",
                           "forced-trigger")]),
    "interrupt": ("interrupt", "An interrupt",
                  "It is an interrupt: when its triggering condition initiates, it may resolve, before that "
                  "condition resolves.", "interrupt",
                  [("Not forced: the player may choose not to use it.", "optional-trigger")]),
    "forced response": ("forced-response", "A forced response",
                        "It is a forced response: once its triggering condition has resolved, it must resolve, "
                        "before any response that is not forced.", "response",
                        [("Forced: its initiation is mandatory, and it goes before the non-forced responses.",
                          "forced-trigger")]),
    "response": ("response", "A response",
                 "It is a response: it may resolve once its triggering condition has resolved.", "response",
                 [("Not forced: the player may choose not to use it.", "optional-trigger")]),
    "when revealed": ("when-revealed", "A When Revealed ability",
                      "It resolves when the card is revealed from the encounter deck (or as a new villain or "
                      "scheme stage); it is mandatory.", "when-revealed", [("It is mandatory.", "mandatory-abilities")]),
    "when defeated": ("when-defeated", "A When Defeated ability",
                      "It resolves when the card is defeated, before the card leaves play; it is mandatory.",
                      "when-defeated", [("It is mandatory.", "mandatory-abilities")]),
    "boost": ("boost", "A Boost ability",
              "It resolves when the card is turned face up as a boost card during an enemy's activation.",
              "boost-ability", [("It is mandatory.", "mandatory-abilities")]),
    "action": ("action", "An action",
               "It is an action: a player triggers it during their turn (or by request during another's).",
               "action-ability", []),
    "hero action": ("action", "An action (hero form only)",
                    "It is an action the player may trigger only while their identity is in hero form.",
                    "action-ability", []),
    "alter-ego action": ("action", "An action (alter-ego form only)",
                         "It is an action the player may trigger only while their identity is in alter-ego form.",
                         "action-ability", []),
    "resource": ("resource", "A resource ability",
                 "It can be triggered while its controller is generating resources to pay a cost.",
                 "resource-ability", []),
}
TRIGGER_RE = re.compile(r"^(?P<trigger>[A-Z][A-Za-z'’-]*(?:\s+[A-Z][A-Za-z'’-]*){0,2})\s*:\s*(?=\S)")
# Keywords of the Rules Reference's list that a card prints as a sentence of their own ("Retaliate 1.").
KEYWORD_RE = re.compile(r"^(alliance|form|guard|hinder \d+|incite \d+|linked|overkill|patrol|peril|permanent|"
                        r"piercing|quickstrike|ranged|restricted|retaliate \d+|setup|stalwart|steady|surge|team-up|"
                        r"teamwork|toughness|uses \([^)]*\)|victory \d+|villainous|assault|aerial)\.?$", re.IGNORECASE)


def classify(parts):
    sentences, ability, paragraph = [], None, None
    for number, (index, raw) in enumerate(parts, start=1):
        if index != paragraph:
            ability, paragraph = None, index
        text, printed = raw, None
        match = TRIGGER_RE.match(raw)
        if match:
            printed = match.group("trigger")
            text = raw[match.end():]
            ability = printed
        sentence = Sentence(number, text.strip(), keyword=ability)
        if printed is not None and printed.lower() not in TRIGGERS:
            sentence.decide("unknown-trigger", "A timing trigger the helper does not know",
                            f"“{printed}:” reads like a bold timing trigger, but it is none the helper knows "
                            f"({', '.join(t.title() for t in TRIGGERS)}): check the Rules Reference.",
                            _rule("triggered-ability"))
            sentence.ambiguous = f"The helper does not know the timing trigger “{printed}”."
        elif ability is not None and ability.lower() in TRIGGERS:
            _triggered(sentence, ability.lower(), first=printed is not None)
        elif KEYWORD_RE.match(raw.strip()):
            sentence.decide("keyword", "A keyword", "It is a keyword: an attribute that conveys specific rules to its "
                                                    "card.", _rule("keyword"))
        else:
            sentence.decide("constant", "A constant ability",
                            "It has no bold timing trigger, so it is a constant ability: active whenever what it "
                            "says is true, and mandatory.", _rule("constant-ability"))
            if re.search(r"\b(when|after)\b", raw, re.IGNORECASE):
                sentence.ambiguous = ("It says “when” or “after” but has no bold trigger: by the Rules Reference it "
                                      "is a constant ability, not an interrupt or a response. Check that no "
                                      "trigger was lost when the text was copied.")
        _notes(sentence, raw)
        sentences.append(sentence)
    return [s.as_dict() for s in sentences]


def _triggered(sentence, trigger, first):
    kind, title, what, rule, notes = TRIGGERS[trigger]
    if first:
        sentence.decide(kind, title, what, _rule(rule))
        for why, name in notes:
            sentence.note(why, _rule(name))
    else:
        sentence.decide(kind, title, f"It is part of the {trigger.title()} ability above: the ability resolves one "
                                     "sentence at a time.", _rule(rule))


def _notes(sentence, raw):
    if sentence.kind in ("interrupt", "forced-interrupt") and re.search(r"\bwould\b", raw, re.IGNORECASE):
        sentence.note("It says “would”: it resolves before its triggering condition even initiates.",
                      _rule("interrupt-would"))
    if re.search(r"\bthen\b", raw, re.IGNORECASE):
        sentence.note("It says “then”: what follows happens only if what precedes it fully resolved.",
                      _rule("then-word"))
