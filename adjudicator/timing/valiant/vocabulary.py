"""Valiant Universe's closed lists of words, declared once (the checker, the editor's reference panel and
docs/scenario-format.md read them). The rulebook's "Keywords" lists Armor, Counter, Chainable and
Trash: Chainable and Counter are keywords the model reads off a card; Armor and Trash are written otherwise
in a scenario, so as keywords they are refused, saying how to write them."""
from adjudicator.scenario.vocabulary import Unmodelled, Vocabulary

KEYWORDS = ("chainable", "counter")
KEYWORDS_WRITTEN_OTHERWISE = (
    Unmodelled("armor", "Armor", "keywords", instead="write a card's Armor as its `armor` property, a number"),
    Unmodelled("trash", "Trash", "keywords", instead="the Trash action is the `trash` op"),
)

ENTITY_VOCABULARIES = (
    Vocabulary("keywords", "keyword", KEYWORDS, (), KEYWORDS_WRITTEN_OTHERWISE, "keywords"),
)
