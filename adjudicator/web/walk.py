"""The guided walks, one per game that has one: pages of one rule each, on a scenario from the examples
library, resolved live. The prose is ours; the rulebook sentence is quoted and linked.

Union City Alliance's walk through "Ordering of Effects" is written below (PAGES, kept at its first
URLs, /adjudicator/learn/<slug>/); any other game's comes from the lessons file its timing package
declares (`lessons_file`, read by lessons.py) and lives at /adjudicator/learn/<game>/<slug>/.
"""
from dataclasses import dataclass, field
from functools import cache

from django.urls import reverse

from adjudicator.timing import registry
from adjudicator.web import lessons

GAME = "union-city-alliance"
CHAPTER = "ordering-of-effects"  # the rulebook chapter the walk teaches: its page links every lesson


def rule(name, game=GAME):
    """The citation (section and sentence) of a game's rule, from its rules.py."""
    return _rules(game)[name]


@cache
def _rules(game):
    return registry.load(game)().rules


@dataclass(frozen=True)
class WalkPage:
    slug: str
    title: str
    scenario: str                    # "folder/stem" in the examples library
    anchors: tuple                   # rules this page is about (names in the game's rules.py)
    explanation: tuple               # paragraphs
    watch: str                       # what to look for in the step-through
    options: dict = field(default_factory=dict)   # model / compare / explore for the resolution
    game: str = GAME

    def get_absolute_url(self) -> str:
        if self.game == GAME:
            return reverse("adjudicator:walk-page", args=[self.slug])
        return reverse("adjudicator:walk-game-page", args=[self.game, self.slug])

    def citations(self) -> list:
        return [rule(name, self.game) for name in self.anchors]


PAGES = (
    WalkPage(
        "chains", "Chains: an effect finishes before anything it caused",
        "union-city-alliance/chain-of-three", ("effects", "when-effects", "resolving-chains"),
        (
            "Everything that happens in the game is an effect: an action, an alert, a defeat, a card's "
            "\"when\" text. An effect can do several things, and it is still one effect.",
            "When an effect makes a \"when\" effect happen, the new effect waits. The first one is carried "
            "out to its last word, and only then does the one it caused begin. If that one causes a third, "
            "the third waits for the second in the same way. The effects linked like this form a chain.",
            "Many card games do the opposite: the newest effect interrupts the older one, like a stack of "
            "plates. The right-hand column shows the same three cards on such a stack: the effects begin in "
            "the same order, but there each one interrupts the effect that caused it, so they finish in the "
            "opposite order. Each effect writes its number in the notebook as it finishes its work: 123 "
            "here, 321 on the stack.",
        ),
        "Step through and watch the depth: A's steps all come before B begins, and B's before C.",
        {"compare": "stack"},
    ),
    WalkPage(
        "black-flag", "Black Flag: why waiting matters",
        "union-city-alliance/black-flag", ("resolving-chains",),
        (
            "The rulebook's first example. Black Flag's overcome has Lady Sunbeam draw two cards, then "
            "Dr Tomorrow destroys a card. One of Sunbeam's cards has an alert that would hand Dr Tomorrow "
            "the Plucky Interns.",
            "Because the alert is a when effect of the overcome, it waits until the whole overcome is done: "
            "by the time the Interns arrive, the destroying has already happened. On a plain stack the alert "
            "would cut in, and the Interns would be the card destroyed — the rulebook calls that the "
            "incorrect way to play.",
        ),
        "Compare where the Plucky Interns end up under each model.",
        {"compare": "stack"},
    ),
    WalkPage(
        "branches", "Branches: one effect, several when effects",
        "union-city-alliance/social-networking-explore", ("branches",),
        (
            "Sometimes one effect causes two or more when effects at once — two alert cards drawn together, "
            "say. Each is a branch, and the current player picks which goes first; the order they were "
            "triggered in does not decide it.",
            "Whichever branch goes first runs to its very end, including everything it causes in turn, "
            "before the next branch starts. Flurry of Fists is drawn inside the Rapid Processing branch, so it "
            "resolves as part of that branch. The steps below show Scientific Genius going first, then Rapid "
            "Processing with Flurry of Fists; in the rulebook's order, Rapid Processing goes first and Flurry "
            "of Fists resolves before Scientific Genius gets its turn.",
            "Here the adjudicator tries both orders. They end in the same state, so the page shows one "
            "outcome, reached by 2 orders; when the order changes the result, each distinct result gets a "
            "column of its own (the Modifiers page shows two).",
        ),
        "Look for the choice step, then for Flurry of Fists inside the branch that drew it.",
    ),
    WalkPage(
        "first-effects", "\"First\" effects jump ahead of their trigger",
        "union-city-alliance/alexander-showdown", ("first-effects",),
        (
            "Some text says \"first\": when Alexander threatens, first play a Showdown card. The first effect "
            "is still part of the chain, but it goes before the effect that caused it, and it finishes "
            "completely before that effect begins.",
            "So the Showdown card, and anything it brings, is in play by the time Alexander actually "
            "threatens and assaults.",
        ),
        "In the diagram the first effect is drawn as an arrow pointing at the threat it precedes.",
    ),
    WalkPage(
        "leaving-play", "Cards on their way out still count",
        "union-city-alliance/ithacan-warrior-leaving-hand", ("cards-entering-and-leaving-play",),
        (
            "A card that is moving between areas counts as being in both while it moves. Ithacan Warrior "
            "is discarded from the hand, yet its own \"when you discard\" text still sees the discard, "
            "because for that moment it is still in the hand too.",
        ),
        "Find the trigger step that fires from the discard of the very card that carries it.",
    ),
    WalkPage(
        "modifiers", "Modifiers change numbers; they are not effects",
        "union-city-alliance/big-paulie-explore", ("modifiers",),
        (
            "Text without \"when\" — and \"if\" text too — is a modifier. It never waits in a chain: it "
            "changes a number at the moment that number is worked out.",
            "When two modifiers touch the same number and their order matters, the heroes choose the order. "
            "Big Paulie doubles the defense gained, the Green Death's Veiled in Shadow adds 2: adding first "
            "gives 6 defense, doubling first gives 4. Both outcomes are shown side by side.",
        ),
        "Compare the Green Death's damage in the two columns, then open each outcome's steps.",
    ),
    WalkPage(
        "trigger-time", "Conditions at trigger time, contents at resolution",
        "union-city-alliance/escalate-condition-at-trigger", ("starting-triggers-and-resolving-effects",),
        (
            "If a when effect has a condition (\"if you have 6 or more heroism\", as the example's numbers read "
            "the card), the condition is checked when the effect triggers. If it held then, the effect happens "
            "later even if it no longer holds.",
            "What the effect does is worked out when it resolves: \"for each enemy on the board\" counts the "
            "enemies that are there at that moment, not when it triggered.",
        ),
        "Watch the trigger step, then the amount the effect uses when it finally resolves.",
    ),
    WalkPage(
        "damage-triggers", "Damage triggers outlive their source",
        "union-city-alliance/big-daddy-juju-voodoo-slap", ("triggers-affecting-damage",),
        (
            "A card's when effect about damage it deals still applies to that damage even if the card has "
            "left play by the time the damage is taken. Big Daddy Juju is defeated during the Counter/Gambit "
            "phase, and his Voodoo Slap still makes Captain Jupiter discard when she takes the damage.",
        ),
        "Note the order: Juju's defeat inside the phase, then the damage taken, then Voodoo Slap.",
    ),
    WalkPage(
        "counter-gambit-phases", "Counter/Gambit phases are left for last",
        "union-city-alliance/atomic-kaiju", ("counter-and-gambit-phases", "counters-and-gambits"),
        (
            "Damage dealt to a hero opens a Counter/Gambit phase. It is a when effect of the damage, with two "
            "twists: it waits until every other when effect of the same effect is done, and inside it the "
            "heroes may use counters and gambits, each with its own chain, until they choose to stop.",
            "Only when the phase ends is the damage left after defense taken. A card drawn during the phase "
            "can still be used in it — here Trojan Horse draws Clever Captain, whose counter joins in.",
        ),
        "Nuclear Breath resolves before the phase opens; Clever Captain is used inside it.",
    ),
    WalkPage(
        "phase-defeat", "Nothing is taken until the phase ends",
        "union-city-alliance/mother-munchausen", ("counter-and-gambit-phases",),
        (
            "Captain Jupiter has 1 stamina left and is dealt 2 critical damage. Inside the phase she defeats "
            "Mother Munchausen, whose defeat heals her. The damage is only taken when the phase is over, so "
            "by then she can survive it.",
        ),
        "Follow the healing inside the phase box, then the damage taken after it.",
    ),
    WalkPage(
        "choosing-wisely", "Choosing the order of branches wisely",
        "union-city-alliance/kurt-von-kessel", ("branches", "counter-and-gambit-phases"),
        (
            "Captain Jupiter's attack both defeats Kurt Von Kessel and sets off his Roid Rage. Those are two "
            "branches of the same effect, so she picks the order — and the choice matters.",
            "Roid Rage first: she can still use Cosmic Gauntlets in the phase, then the defeat destroys them. "
            "Defeat first: the Gauntlets are gone before Kurt assaults, and she takes all the damage. The "
            "two columns show both endings and the choices that lead to each.",
        ),
        "Compare Captain Jupiter's damage in the two outcomes.",
    ),
    WalkPage(
        "putting-it-together", "Putting it all together",
        "union-city-alliance/wrath-of-the-underworld-drive-by", ("counter-and-gambit-phases", "branches", "modifiers"),
        (
            "The chapter's last example uses almost every rule at once: one Peril effect plays a Gangster "
            "that threatens two heroes (modifiers change where it moves and how hard it hits), two "
            "Counter/Gambit phases open in the order the damage was dealt, and inside the first one a counter "
            "starts branches, one of which draws an alert card that must be resolved before the other branch.",
        ),
        "Use the keyboard: → to step, End to jump to the end, and watch the tree follow.",
    ),
)

BY_SLUG = {page.slug: page for page in PAGES}


def neighbours(slug):
    """Union City Alliance's walk: (previous, next, number) of a page."""
    return UNION_CITY.neighbours(slug)


@dataclass(frozen=True)
class Walk:
    game: str
    title: str                       # what it walks through
    summary: str                     # one paragraph for the index
    pages: tuple

    @property
    def game_title(self) -> str:
        return registry.title(self.game) or self.game

    @property
    def url(self) -> str:
        return reverse("adjudicator:walk") + f"#walk-{self.game}"

    def page(self, slug):
        return next((p for p in self.pages if p.slug == slug), None)

    def neighbours(self, slug):
        index = next(i for i, p in enumerate(self.pages) if p.slug == slug)
        return (self.pages[index - 1] if index > 0 else None,
                self.pages[index + 1] if index + 1 < len(self.pages) else None, index + 1)


UNION_CITY = Walk(GAME, "Ordering of Effects",
                  "Union City Alliance's chapter “Ordering of Effects” decides what happens first when cards set "
                  "each other off: chains, branches, first effects, modifiers and Counter/Gambit phases, built up "
                  "one rule at a time, each on one of the rulebook's own examples.", PAGES)


def _from_file(slug, model_class) -> Walk | None:
    data = lessons.read(model_class)
    if data is None:
        return None
    pages = tuple(WalkPage(item.slug, item.title, item.scenario, item.rules, item.explanation, item.watch,
                           dict(item.options), slug) for item in data.lessons)
    return Walk(slug, data.title, data.summary, pages)


@cache
def walks() -> dict:
    """{game: Walk} of every game with a walk, in the games' display order."""
    found = {}
    for slug, model_class in registry.model_classes().items():
        walk = UNION_CITY if slug == GAME else _from_file(slug, model_class)
        if walk is not None:
            found[slug] = walk
    return found


def lessons_about(game: str, anchor: str) -> list:
    """The walk pages of a game that quote a sentence of the section `anchor` (for its rules page)."""
    walk = walks().get(game)
    if walk is None:
        return []
    rule_ref = f"{game}#{anchor}"
    return [page for page in walk.pages if any(str(c) == rule_ref for c in page.citations())]


def lessons_for(game_slug, anchor):
    """The walk pages a rulebook section leads to: every page of Union City Alliance's walk from the
    chapter it teaches, else those that quote a sentence of that section."""
    if game_slug == GAME and anchor == CHAPTER:
        return list(PAGES)
    return lessons_about(game_slug, anchor)
