"""The card-text helper for Marvel Champions: each ability by its bold timing trigger, as the Rules Reference
defines them.

"An ability prefaced by a bold timing trigger followed by a colon is referred to as a triggered ability. An
ability without a bold timing trigger is referred to as a constant ability." So a paragraph that begins with
"Forced Interrupt:", "Interrupt:", "Forced Response:", "Response:", "When Revealed:", "When Defeated:",
"Boost:", "Action:" or "Resource:" is that kind of ability, every sentence of it part of it. An action, interrupt
or response (forced or not) whose trigger contains "Hero" or "Alter-Ego" ("Hero Interrupt:") is that ability,
usable only in that form; a label in brackets ("Hero Action (attack):", "(thwart)", "(defense)") adds what the
Reference says the label means. A keyword line ("Toughness.", "Retaliate 1.") is a keyword; anything else is a
constant ability. A "Word:" the helper does not know as a timing trigger is said to be unknown, never
passed off as something else. An interrupt whose triggering condition says "would" is the card reader's
would-interrupt or forced-would-interrupt (“Would”: a higher timing priority); "then" gets the Reference's note.
Every rule is cited by name from adjudicator/timing/marvel_champions/rules.py.
"""
import re
from dataclasses import dataclass

from adjudicator.timing.marvel_champions.card_abilities import WOULD_CLASSES, read_clause, would_class
from adjudicator.timing.marvel_champions.card_effects import read_effect
from adjudicator.tools.cardtext.common import Rule, Sentence, add_ambiguity, did_you_mean, near_miss

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
    "resource": ("resource", "A resource ability",
                 "It can be triggered while its controller is generating resources to pay a cost.",
                 "resource-ability", []),
}
# The form words a bold timing trigger may contain, and the triggers they may precede ("Hero Interrupt",
# "Alter-Ego Action", "Hero Forced Response"): the Rules Reference's sentence on them (form-trigger) is about
# any trigger that contains the word; the helper reads it for these, the ones whose use a player chooses or the
# game forces, and calls any other combination unknown.
FORMS = {"hero": "Hero", "alter-ego": "Alter-Ego"}
FORM_TRIGGERS = ("action", "interrupt", "response", "forced interrupt", "forced response")
# The combinations the Rules Reference itself prints or names: "Hero Action (attack)", "Hero Interrupt
# (defense)", and the Player Turn's action "preceded by “Hero” or “Alter-Ego”". Any other is read by the
# form sentence alone, and the helper says so.
FORMS_IN_THE_BOOK = {("hero", "action"), ("alter-ego", "action"), ("hero", "interrupt")}
# Labels in brackets after the trigger ("Hero Action (attack):") -> (title, [(what it means, rule name)]), from
# the Rules Reference's entries Attack (Player Action), Thwart and Defend, Defense.
LABELS = {
    "attack": ("labeled as an attack", [
        ("Labeled (attack): resolving it is considered to attack the specified target.", "attack-labeled"),
        ("Unless its text says so, the hero does not exhaust to use it.", "attack-labeled-no-exhaust"),
        ("It is a single attack, even if it deals several instances of damage.", "attack-labeled-single"),
    ]),
    "thwart": ("labeled as a thwart", [
        ("Labeled (thwart): resolving it is considered to thwart the specified scheme.", "thwart-labeled"),
        ("Unless its text says so, the hero does not exhaust to use it.", "thwart-labeled-no-exhaust"),
        ("It is a single thwart, even if it removes several instances of threat.", "thwart-labeled-single"),
    ]),
    "defense": ("labeled as a defense", [
        ("Labeled (defense): initiated during an enemy attack, it makes the player’s identity the defender, "
         "considered to have defended the attack, if there is not already a defender.", "defense-labeled"),
        ("The identity is the defender as soon as the ability begins resolving.", "defense-labeled-at-once"),
        ("It is not a basic defense: the hero’s DEF does not reduce the damage.", "defense-labeled-not-basic"),
        ("Unless its text says so, the hero does not exhaust to use it.", "defense-labeled-no-exhaust"),
        ("Once a player has resolved a defense ability during an enemy attack, no other player can resolve one "
         "for that attack.", "defense-labeled-one-player"),
        ("A player whose ally is defending the attack may still use it, but their identity does not become the "
         "defender.", "defense-labeled-ally-defending"),
        ("Used outside an attack (its triggering condition met), the identity is not considered to have defended "
         "an attack.", "defense-labeled-outside-attack"),
    ]),
}
TRIGGER_RE = re.compile(r"^(?P<trigger>[A-Z][A-Za-z'’‐‑-]*(?:\s+[A-Z][A-Za-z'’‐‑-]*){0,2})"
                        r"(?:\s*\*?\((?P<label>[^()]{1,40})\)\*?)?\s*:\s*(?=\S)")
# Keywords of the Rules Reference's list that a card prints as a sentence of their own ("Retaliate 1.").
KEYWORD_RE = re.compile(r"^(alliance|form|guard|hinder \d+|incite \d+|linked|overkill|patrol|peril|permanent|"
                        r"piercing|quickstrike|ranged|restricted|retaliate \d+|setup|stalwart|steady|surge|team-up|"
                        r"teamwork(?: \([^)]*\))?|temporary|toughness|uses \([^)]*\)|victory \d+|villainous|assault|"
                        r"aerial)\.?$", re.IGNORECASE)


@dataclass(frozen=True)
class Trigger:
    """A bold timing trigger as the card prints it, read: the trigger underneath (a key of TRIGGERS), the form
    it is restricted to, if any, and its label in brackets, if any."""

    printed: str  # "Hero Interrupt (defense)"
    base: str  # "interrupt"
    form: str | None = None  # "hero", "alter-ego"
    label: str | None = None  # "defense", as printed, lower case


def read_trigger(words, label=None):
    """The Trigger a card's "Words (label):" prints, or None when the words are no trigger the helper knows."""
    printed = f"{words} ({label})" if label else words
    tokens = re.sub(r"[‐‑]", "-", words).lower().split()
    forms = [t for t in tokens if t in FORMS]
    rest = " ".join(t for t in tokens if t not in FORMS)
    label = " ".join(label.lower().split()) if label else None
    if not forms:
        return Trigger(printed, rest, None, label) if rest in TRIGGERS else None
    # one form word, first ("Hero Forced Response") or right after "Forced" ("Forced Hero Response")
    if len(forms) == 1 and rest in FORM_TRIGGERS and tokens.index(forms[0]) == (1 if tokens[0] == "forced" else 0):
        return Trigger(printed, rest, forms[0], label)
    return None


# The keywords KEYWORD_RE reads, as the Rules Reference spells them: a one-word sentence a letter from one is
# asked about ("did you mean").
KEYWORD_WORDS = ("Alliance", "Form", "Guard", "Hinder", "Incite", "Linked", "Overkill", "Patrol", "Peril",
                 "Permanent", "Piercing", "Quickstrike", "Ranged", "Restricted", "Retaliate", "Setup", "Stalwart",
                 "Steady", "Surge", "Team-Up", "Teamwork", "Temporary", "Toughness", "Uses", "Victory", "Villainous",
                 "Assault", "Aerial")
LONE_WORD_RE = re.compile(r"^(?P<word>[A-Za-z][A-Za-z'’-]*)(?:\s+\d+)?\.?$")


def trigger_spellings():
    """Every trigger the helper reads, as a card prints it ("Forced Response", "Hero Interrupt")."""
    plain = [t.title() for t in TRIGGERS]
    return plain + [f"{FORMS[form]} {t.title()}" for form in FORMS for t in FORM_TRIGGERS]


def known_triggers():
    """The triggers the helper reads, for the message about one it does not."""
    return (", ".join(t.title() for t in TRIGGERS) + "; Action, Interrupt, Response, Forced Interrupt, Forced "
            "Response preceded by Hero or Alter-Ego; labeled (" + "), (".join(LABELS) + ")")


def classify(parts):
    sentences, ability, paragraph, subject, ability_kind = [], None, None, None, None
    for number, (index, raw) in enumerate(parts, start=1):
        if index != paragraph:
            ability, paragraph = None, index
        text, trigger, unknown = raw, None, None
        match = TRIGGER_RE.match(raw)
        if match:
            text = raw[match.end():]
            trigger = read_trigger(match.group("trigger"), match.group("label"))
            unknown = None if trigger else match.group("trigger")
            ability = trigger
            ability_kind = would_kind(trigger, text) if trigger else None
        keyword = ability.printed if ability else unknown
        sentence = Sentence(number, text.strip(), keyword=keyword)
        if unknown is not None:
            sentence.decide("unknown-trigger", "A timing trigger the helper does not know",
                            f"“{unknown}:” reads like a bold timing trigger, but it is none the helper knows "
                            f"({known_triggers()}): check the Rules Reference.{did_you_mean(unknown, trigger_spellings())}",
                            _rule("triggered-ability"))
            sentence.ambiguous = (f"The helper does not know the timing trigger “{unknown}”."
                                  + did_you_mean(unknown, trigger_spellings()))
        elif ability is not None:
            _triggered(sentence, ability, first=trigger is not None, kind=ability_kind)
            if trigger is not None:
                subject = None
            subject = _effect(sentence, ability, first=trigger is not None, subject=subject)
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
            lone = LONE_WORD_RE.match(raw.strip())
            meant = near_miss(lone["word"], KEYWORD_WORDS) if lone else None
            if meant:
                add_ambiguity(sentence, f"“{lone['word']}” is no keyword the helper knows, so the sentence is read as "
                                        f"a constant ability; did you mean “{meant}”?")
        _notes(sentence, raw)
        sentences.append(sentence)
    return [s.as_dict() for s in sentences]


# An interrupt whose triggering condition says "would": (title, what it adds), by the Rules Reference's “Would”.
WOULD_TITLES = {"would-interrupt": "A “would” interrupt", "forced-would-interrupt": "A forced “would” interrupt"}
WOULD_WHY = (" Its triggering condition says “would”: it has a higher timing priority than the interrupts to the same "
             "triggering condition without the word, forced or not.")


def would_kind(trigger, text):
    """The timing class of an ability whose first sentence, after its trigger, is `text`: the card reader's
    would-class where it is an interrupt whose "When …" clause says "would" (card_abilities.would_class), else the
    trigger's own."""
    clause = CLAUSE_RE.match(text.strip())
    return would_class(TRIGGERS[trigger.base][0], clause.group(0) if clause else "")


def _triggered(sentence, trigger, first, kind=None):
    base_kind, title, what, rule, notes = TRIGGERS[trigger.base]
    kind = kind or base_kind
    if kind in WOULD_TITLES:
        title = WOULD_TITLES[kind]
        what += WOULD_WHY
        notes = [*notes, ("“Would”: it resolves before the interrupts to the same triggering condition that do not "
                          "say it.", "would")]
    if not first:
        sentence.decide(kind, title, f"It is part of the {trigger.printed} ability above: the ability resolves one "
                                     "sentence at a time.", _rule(rule))
        return
    if trigger.form:
        title = f"{title} ({trigger.form} form only)"
    if trigger.label in LABELS:
        title = f"{title}, {LABELS[trigger.label][0]}"
    sentence.decide(kind, title, what + _form_why(trigger), _rule(rule))
    for why, name in notes:
        sentence.note(why, _rule(name))
    if trigger.form:
        sentence.note(f"Its trigger says “{FORMS[trigger.form]}”: it can be used only while the player triggering "
                      f"it is in {trigger.form} form.", _rule("form-trigger"))
        if trigger.base.startswith("forced "):
            sentence.ambiguous = (f"The Rules Reference prints no forced trigger with “{FORMS[trigger.form]}” in it, "
                                  "and a forced ability is triggered by the game: that it resolves only while its "
                                  f"player is in {trigger.form} form is a reading of the sentence on the words "
                                  "“Hero” and “Alter-Ego” in a timing trigger.")
    if trigger.label in LABELS:
        for why, name in LABELS[trigger.label][1]:
            sentence.note(why, _rule(name))
    elif trigger.label:
        meant = near_miss(trigger.label, LABELS)
        sentence.ambiguous = (f"The helper does not know the label “({trigger.label})”: the Rules Reference defines "
                              f"the labels ({'), ('.join(LABELS)})." + (f" Did you mean “{meant}”?" if meant else ""))


# The triggers whose effect the card reader reads (adjudicator/timing/marvel_champions/card_effects.py).
EFFECT_KINDS = ("interrupt", "response", "forced interrupt", "forced response", "when revealed")
CLAUSE_RE = re.compile(r"^(?:When|After)\s+(?P<body>[^,]+),\s*", re.IGNORECASE)


def _effect(sentence, trigger, first, subject):
    """What the sentence's effect reads as in the adjudicator's ops (the words after a first sentence's
    "When/After …," clause), and what was not read; gives the clause's subject for the next sentences'
    pronouns."""
    if trigger.base not in EFFECT_KINDS:
        return subject
    words = sentence.text
    clause = CLAUSE_RE.match(words) if first and trigger.base != "when revealed" else None
    if clause:
        event, role, _, holes = read_clause(clause["body"], "")
        subject = role if event and not any(hole.field in ("event", "subject") for hole in holes) else None
        words = words[clause.end():]
    effect = read_effect(words, "", subject, trigger.label if trigger.label in LABELS else None)
    sentence.effect = {"read": effect.read, "ops": effect.keys(),
                       "holes": [{"words": hole.words, "reason": hole.reason} for hole in effect.holes],
                       "reminders": effect.reminders}
    return subject


def _form_why(trigger):
    """What the form word adds to the trigger's meaning, and whether the Rules Reference prints that combination
    (a forced one is marked ambiguous instead)."""
    if not trigger.form:
        return ""
    why = f" Only a player in {trigger.form} form can use it."
    if (trigger.form, trigger.base) not in FORMS_IN_THE_BOOK and not trigger.base.startswith("forced "):
        why += (f" The Rules Reference prints no “{FORMS[trigger.form]} {trigger.base.title()}”: the helper reads it "
                "by the sentence on the words “Hero” and “Alter-Ego” in a timing trigger, and says no more.")
    return why


def _notes(sentence, raw):
    clause = CLAUSE_RE.match(sentence.text)
    if sentence.kind in WOULD_CLASSES.values() and clause and re.search(r"\bwould\b", clause.group(0), re.IGNORECASE):
        sentence.note("It says “would”: it resolves before its triggering condition even initiates.",
                      _rule("interrupt-would"))
    if re.search(r"\bthen\b", raw, re.IGNORECASE):
        sentence.note("It says “then”: what follows happens only if what precedes it fully resolved.",
                      _rule("then-word"))
