"""Card entries and empty headings: such an entry answers questions about itself, not about a rule.

Marvel: Skirmish!'s glossary is its appendix of cards ("Red Hulk: Attack effect: ... civilians ...").
A card's text uses the words players ask about the rules with (civilians, hand, empty space, attack),
so on a question about a rule ("what happens if the heroes save nearly all the civilians") card
entries took the top places from the rule sections that answer it (Game End). So a card entry whose
name the question does not say counts CARD_NOT_NAMED_WEIGHT times its score; one it names ("what does
Thor's attack do", "are the shield agents free") keeps its score. Which entries are cards is set by the
importer (GlossaryTerm.card) and stored with the index; an index built before has none.

A section with no text of its own (a heading over its subsections, as Union City Alliance's "Taken Down
Heroes", or a Rules Reference heading over a card's rulings) is weighed the same way, by
HEADING_NOT_NAMED_WEIGHT: the sentence model sees nothing but its title, so a short question in other
words ("sidekick") could find it first, with no snippet to show and no rule to read. So it is a
candidate only when words of the question match it (engine), and then weighed down unless named
("taken down heroes"), when it keeps its score: its page lists what is under it.
"""
import re
from dataclasses import dataclass

from rulesapp.search.schema import WORD_RE, normalize
from rulesapp.search.vocabulary import stop_words

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    CARD_NOT_NAMED_WEIGHT, HEADING_NOT_NAMED_WEIGHT,
)
# Words of a card's title that do not name it: "Baron Zemo (first version)" is named by "Baron Zemo".
EDITION_RE = re.compile(r"\([^)]*\)")


def name_words(text: str) -> frozenset[str]:
    """The stems that name something: dots dropped ("S.H.I.E.L.D." is "shield"), stop words and single
    letters ("Warlock's") left out."""
    stops = stop_words()
    words = (word.replace(".", "").lower() for word in WORD_RE.findall(text))
    return frozenset(normalize(word) for word in words if len(word) > 1 and word not in stops)


@dataclass(frozen=True)
class NamedEntries:
    """Entries of one index version weighed down unless named: {document number: its name's stems}."""

    names: dict[int, frozenset[str]]

    @classmethod
    def cards_of(cls, documents) -> "NamedEntries":
        """From (document number, stored fields) pairs; entries not stored as cards are left out."""
        found = {}
        for docnum, stored in documents:
            if stored.get("card"):
                words = name_words(EDITION_RE.sub(" ", stored["title"]))
                if words:
                    found[docnum] = words
        return cls(found)

    @classmethod
    def empty_headings_of(cls, documents) -> "NamedEntries":
        """From (document number, stored fields) pairs of sections: those with no text of their own."""
        found = {}
        for docnum, stored in documents:
            if not (stored.get("body") or "").strip():
                words = name_words(stored["title"])
                if words:
                    found[docnum] = words
        return cls(found)

    def not_named(self, question_words) -> frozenset[int]:
        """The entries whose name is not wholly among `question_words` (words as typed, and the
        spelling corrections of any)."""
        asked = name_words(" ".join(question_words))
        return frozenset(docnum for docnum, words in self.names.items() if not words <= asked)
