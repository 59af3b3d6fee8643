"""Marvel Champions' closed lists of words, declared once: the checker refuses any other word at its line
(with "did you mean"), the editor's reference panel and docs/scenario-format.md list them.

A keyword the Rules Reference lists ("Keywords") that the engine does not model is in UNMODELLED_KEYWORDS:
a scenario giving it to a card is refused, naming the entry, rather than resolved as if the card did not
have it. Modelling one moves it to KEYWORDS (and NUMBERED_KEYWORDS for an "X" keyword).
"""
from adjudicator.scenario.vocabulary import PropertyList, Unmodelled, Vocabulary
from adjudicator.timing.marvel_champions.rules import FORMS  # an identity's two forms (Form)

KEYWORDS = ("guard", "hinder", "incite", "overkill", "patrol", "peril", "piercing", "quickstrike", "ranged",
            "retaliate", "stalwart", "steady", "surge", "toughness", "villainous")
# Ownership and Control's keywords (card_keywords.py, restricted.py, victory.py)
KEYWORDS += ("alliance", "permanent", "restricted", "teamwork", "temporary", "uses", "victory")
KEYWORDS += ("team-up",)  # Team-Up: a play restriction (team_up.py)
# Teamwork (Trait): written with its trait, `teamwork (hydra)`; Team-Up with the two characters it names,
# `team-up (Spider-Man, Black Cat)` (team_up.check_entities checks there are two)
TRAITED_KEYWORDS = ("teamwork", "team-up")
# Those followed by a number ("Hinder X", "Incite X", "Retaliate X"): instances add up (Keywords).
NUMBERED_KEYWORDS = ("hinder", "incite", "retaliate")
NUMBERED_KEYWORDS += ("uses", "victory")  # Uses (X “type”), Victory X
UNMODELLED_KEYWORDS = (
    Unmodelled("form", "Form", "rules-reference-form-change-form"),
    Unmodelled("requirement", "Requirement (Resources)", "rules-reference-requirement-resources",  # resources.py
               instead="the resources it requires are the card's `requirement` list, e.g. `requirement: [mental]`"),
    Unmodelled("setup", "Setup", "rules-reference-setup-keyword"),
)
ATTACK_KEYWORDS = ("overkill", "piercing", "ranged")  # the keywords an attack itself may have (`attack.keywords`)
STATUSES = ("stunned", "confused", "tough")  # status cards (`give_status.status`)
SIDES = ("a", "b")  # a double-sided card's sides (`side`, `flipped`: flipping.py) and a main scheme stage's (stage_sides.py)
# "Card Types": player cards (an identity is written `hero`, with its `form`) and encounter cards.
CARD_TYPES = ("hero", "ally", "event", "resource", "support", "upgrade", "attachment", "environment", "main-scheme",
              "minion", "obligation", "side-scheme", "treachery", "villain")
IDENTITY_WRITTEN_AS_HERO = (
    Unmodelled("identity", "Identity", "rules-reference-identity",
               instead="an identity is written `type: hero`, with its `form` (hero or alter-ego)"),
    Unmodelled("alter-ego", "Alter-Ego, Alter-Ego Form", "rules-reference-alter-ego-alter-ego-form",
               instead="an identity is written `type: hero`, with `form: alter-ego`"),
)

# Resource: "There are four types of resources in the game: energy, mental, and physical, and wild." A card's
# printed resources (`resources`), what its Resource ability generates (`resource_ability`) and what the
# Requirement keyword asks for (`requirement`) are lists of these; `resource_for` lists the card types a
# Resource ability generates for (Resource Ability). Read by resources.py.
RESOURCE_TYPES = ("energy", "mental", "physical", "wild")

# Event fields whose values are words of a list: an ability's pattern (`on: {event: status_given, status: …}`)
# naming another word would never match.
EVENT_FIELD_WORDS = {"form": FORMS, "status": STATUSES, "side": SIDES}  # side: a flipped card's, or a main scheme stage's (stage_sides)

ENTITY_VOCABULARIES = (
    Vocabulary("keywords", "keyword", KEYWORDS, NUMBERED_KEYWORDS, UNMODELLED_KEYWORDS, "rules-reference-keywords",
               traited=TRAITED_KEYWORDS, shown_in_parentheses=(("team-up", "CHARACTER, CHARACTER", "team-up (Spider-Man, Black Cat)"),)),
    Vocabulary("form", "form", FORMS, anchor="rules-reference-form-change-form", is_list=False),
    Vocabulary("side", "side", SIDES, anchor="rules-reference-double-sided-card", is_list=False),
    Vocabulary("type", "card type", CARD_TYPES, (), IDENTITY_WRITTEN_AS_HERO, "rules-reference-card-types",
               is_list=False),
    Vocabulary("resources", "resource type", RESOURCE_TYPES, anchor="rules-reference-resource"),
    Vocabulary("resource_ability", "resource type", RESOURCE_TYPES, anchor="rules-reference-resource-ability"),
    Vocabulary("requirement", "resource type", RESOURCE_TYPES, anchor="rules-reference-requirement-resources"),
    Vocabulary("resource_for", "card type", CARD_TYPES, anchor="rules-reference-resource-ability"),
)

# Every property a Marvel Champions entity may have: what the model reads or sets (docs/ops-marvel-champions.md,
# "Entities"). Any other is refused at its line unless the scenario's abilities keep it as their own counter.
ENTITY_PROPERTIES = PropertyList(
    names=(
        ("type", "its card type"), ("name", "its name"),
        ("subtitle", "its subtitle: two cards are copies when they share title and subtitle (Copy)"), ("label", "its name in steps"), ("card", "an imported card"),
        ("zone", "where it is (no zone: in play)"), ("owner", "the player who owns (and controls) it"),
        ("position", "its place in a deck (1 = top)"), ("form", "an identity's form"), ("keywords", "its keywords"),
        ("traits", "its traits, a list of words (Traits): `\"Avenger\" in you.traits`, `count(trait=avenger)`"),
        ("hp", "hit points"), ("atk", "ATK"), ("thw", "THW"), ("sch", "SCH"), ("def", "DEF"), ("rec", "REC"),
        ("hand_size", "a hero's hand size"),
        ("atk_consequential", "consequential damage icons under ATK"),
        ("thw_consequential", "consequential damage icons under THW"),
        ("damage", "damage on it"), ("threat", "threat on a scheme"), ("threat_limit", "a main scheme's limit"),
        ("stage", "a villain's or main scheme's stage"), ("stages", "its number of stages"),
        ("acceleration", "a main scheme's acceleration"), ("acceleration_tokens", "acceleration tokens"),
        ("acceleration_icons", "acceleration icons (Acceleration Icon)"), ("hazard", "hazard icons (Hazard Icon)"),
        ("crisis", "crisis icons (Crisis Icon)"), ("amplify", "amplify icons (Amplify Icon)"),
        ("boost_icons", "boost icons (Boost)"),
        ("exhausted", "exhausted"), ("stunned", "a stunned status card"), ("confused", "a confused status card"),
        ("tough", "a tough status card"), ("engaged", "the player a minion is engaged with"),
        ("attached_to", "the card it is attached to (Attach To)"), ("facedown", "a card dealt face down"),
        ("dealt_to", "the player an encounter card was dealt to"), ("completed", "a main scheme completed"),
        ("double_sided", "a double-sided card (no card back): removed from the game instead of discarded"),
        ("side", "the side of a double-sided card faceup, a or b (no side: a); `flip` turns it over"),
        ("unique", "a unique card (Unique Icon): one copy by name in play, for all players"),
        ("max_per_round", "“Max X per round”: how many copies (by name) all players may play, or use the "
                          "ability of, each round (Max)"),
        ("max_per_phase", "“Max X per phase”: as `max_per_round`, counted afresh in each player and villain phase"),
        ("max_per_game", "“Max X per game”: as `max_per_round`, counted over the whole game"),
        ("max_per_player", "“Max 1 per player”: how many copies (by name) each player may control in play (Max)"),
        ("cost", "a card's printed resource cost (Cost): what a play with `spend` must generate"),
        ("resources", "the resources printed at its bottom-left corner, one word a resource (Resource): "
                      "`[physical, physical]`"),
        ("resource_ability", "the resources its “Resource” ability generates, each time it is used (Resource "
                             "Ability): `[wild]`"),
        ("resource_for", "the card types its Resource ability generates resources for, if only some (Resource "
                         "Ability)"),
        ("requirement", "the resources its Requirement keyword names, each to be spent on its cost (Requirement "
                        "(Resources))"),
        ("attach_to", "the game element its “attach to” names (Attach To): checked once as it would be attached"),
        ("attach_if", "what its “attach to” also asks of that element, a condition (`'spider-man.form == \"hero\"'` "
                      "for “your hero”)"),
        ("give_to", "an obligation's “Give to the [identity] player”: the identity whose player it goes to "
                    "(Obligation)"),
        # Ownership and Control, and the keywords beside it (control.py, card_keywords.py)
        ("controller", "the player who controls it in play, when not its owner (Ownership and Control)"),
        ("scenario_card", "a scenario- or campaign-specific player card: who takes control of it owns it"),
        ("play_area", "the player whose play area an obligation is in"),
        ("card_set", "its hero, scenario or modular set (Permanent: an ability of the same set may move it)"),
        ("counters", "all-purpose counters on it (Uses (X “type”))"),
    ),
    prefixes=(("next_", "its value on the next stage (`next_hp`, `next_threat` …)"),),
)
