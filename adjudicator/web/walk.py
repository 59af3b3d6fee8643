"""The guided walks, one per game that has one: pages of one rule each, on a scenario from the examples
library, resolved live. The prose is ours; the rulebook sentence is quoted and linked.

Every game's walk comes from the lessons file its timing package declares (`lessons_file`, read by
lessons.py). Union City Alliance's, through "Ordering of Effects", keeps its first URLs
(/adjudicator/learn/<slug>/); any other game's lives at /adjudicator/learn/<game>/<slug>/.
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
        walk = _from_file(slug, model_class)
        if walk is not None:
            found[slug] = walk
    return found


UNION_CITY = walks()[GAME]
PAGES = UNION_CITY.pages
BY_SLUG = {page.slug: page for page in PAGES}


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
