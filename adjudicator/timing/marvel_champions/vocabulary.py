"""Marvel Champions' closed lists of words, declared once: the checker refuses any other word at its line
(with "did you mean"), the editor's reference panel and docs/scenario-format.md list them.

A keyword the Rules Reference lists ("Keywords") that the engine does not model is in UNMODELLED_KEYWORDS:
a scenario giving it to a card is refused, naming the entry, rather than resolved as if the card did not
have it. Modelling one moves it to KEYWORDS (and NUMBERED_KEYWORDS for an "X" keyword).
"""
from adjudicator.scenario.vocabulary import Unmodelled, Vocabulary
from adjudicator.timing.marvel_champions.rules import FORMS  # an identity's two forms (Form)

KEYWORDS = ("guard", "hinder", "incite", "overkill", "patrol", "peril", "piercing", "quickstrike", "ranged",
            "retaliate", "stalwart", "steady", "surge", "toughness", "villainous")
# Those followed by a number ("Hinder X", "Incite X", "Retaliate X"): instances add up (Keywords).
NUMBERED_KEYWORDS = ("hinder", "incite", "retaliate")
UNMODELLED_KEYWORDS = (
    Unmodelled("alliance", "Alliance", "rules-reference-alliance"),
    Unmodelled("form", "Form", "rules-reference-form-change-form"),
    Unmodelled("permanent", "Permanent", "rules-reference-permanent"),
    Unmodelled("requirement", "Requirement (Resources)", "rules-reference-requirement-resources"),
    Unmodelled("restricted", "Restricted", "rules-reference-restricted"),
    Unmodelled("setup", "Setup", "rules-reference-setup-keyword"),
    Unmodelled("team-up", "Team-Up", "rules-reference-team-up"),
    Unmodelled("teamwork", "Teamwork (Trait)", "rules-reference-teamwork-trait"),
    Unmodelled("temporary", "Temporary", "rules-reference-temporary"),
    Unmodelled("uses", "Uses (X “type”)", "rules-reference-uses-x-type", numbered=True),
    Unmodelled("victory", "Victory X", "rules-reference-victory-x", numbered=True),
)
ATTACK_KEYWORDS = ("overkill", "piercing", "ranged")  # the keywords an attack itself may have (`attack.keywords`)
STATUSES = ("stunned", "confused", "tough")  # status cards (`give_status.status`)
# "Card Types": player cards (an identity is written `hero`, with its `form`) and encounter cards.
CARD_TYPES = ("hero", "ally", "event", "resource", "support", "upgrade", "attachment", "environment", "main-scheme",
              "minion", "obligation", "side-scheme", "treachery", "villain")
IDENTITY_WRITTEN_AS_HERO = (
    Unmodelled("identity", "Identity", "rules-reference-identity",
               instead="an identity is written `type: hero`, with its `form` (hero or alter-ego)"),
    Unmodelled("alter-ego", "Alter-Ego, Alter-Ego Form", "rules-reference-alter-ego-alter-ego-form",
               instead="an identity is written `type: hero`, with `form: alter-ego`"),
)

# Event fields whose values are words of a list: an ability's pattern (`on: {event: status_given, status: …}`)
# naming another word would never match.
EVENT_FIELD_WORDS = {"form": FORMS, "status": STATUSES}

ENTITY_VOCABULARIES = (
    Vocabulary("keywords", "keyword", KEYWORDS, NUMBERED_KEYWORDS, UNMODELLED_KEYWORDS, "rules-reference-keywords"),
    Vocabulary("form", "form", FORMS, anchor="rules-reference-form-change-form", is_list=False),
    Vocabulary("type", "card type", CARD_TYPES, (), IDENTITY_WRITTEN_AS_HERO, "rules-reference-card-types",
               is_list=False),
)
