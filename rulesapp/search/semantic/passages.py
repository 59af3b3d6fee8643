"""Rule texts cut into passages: what the sentence model embeds and what a section is ranked by.

A long section bundles several rules (Skirmish's "Phase II: Attack", Union City Alliance's "Cleanup
Phase"); one vector for all of it blurs them. So a body longer than PASSAGE_WORDS words is cut into
windows of PASSAGE_WORDS words, each starting STRIDE_WORDS after the one before (so a rule that straddles
a cut is whole in one of them), and a document is ranked by its best passage, which is also its snippet.
Each passage is embedded with its document's title in front: a flowchart step or a glossary term says
what it is about in its title. How players ask about the document (importer.asked) is embedded too, each
phrasing alone, as an "asked" passage: it has no span in the body (ASKED_SPAN), so it can rank its
document but never be its snippet. Sixty words (about three rules' sentences) measured better than 120, 80
or 40 on the judged questions (bench/search_quality.py): one vector for a shorter window blurs less.
"""
import re
from dataclasses import dataclass

from rulesapp.search.weights import (  # noqa: F401  (the table: weights.py)
    PASSAGE_WORDS, STRIDE_WORDS,
)
ASKED_SPAN = (-1, -1)
WORD_SPAN_RE = re.compile(r"\S+")


@dataclass(frozen=True)
class Passage:
    doc_id: str
    start: int  # character offsets into the document's body
    end: int
    text: str  # what is embedded: the title, then the passage

    @property
    def span(self) -> tuple[int, int]:
        return self.start, self.end


def passages_of(document: dict) -> list[Passage]:
    """The passages of one index document (a dict with doc_id, title and body)."""
    title, body = document["title"].strip(), document["body"] or ""
    words = [match.span() for match in WORD_SPAN_RE.finditer(body)]
    if len(words) <= PASSAGE_WORDS:
        return [Passage(document["doc_id"], 0, len(body), _joined(title, body))]
    found = []
    first = 0
    while True:
        last = min(first + PASSAGE_WORDS, len(words)) - 1
        start, end = words[first][0], words[last][1]
        found.append(Passage(document["doc_id"], start, end, _joined(title, body[start:end])))
        if last == len(words) - 1:
            return found
        first += STRIDE_WORDS


def asked_passages(doc_id: str, phrasings) -> list[Passage]:
    """One passage per phrasing of how players ask about the document, embedded as written."""
    return [Passage(doc_id, *ASKED_SPAN, phrasing) for phrasing in phrasings]


def _joined(title: str, text: str) -> str:
    text = " ".join(text.split())
    if not text:
        return title
    return f"{title}. {text}" if title and title[-1] not in ".:?!" else f"{title} {text}".strip()
