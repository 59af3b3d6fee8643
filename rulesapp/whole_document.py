"""A short document read whole on one page: every section in order, numbered as printed, each with its
anchor as its id (so /games/<game>/read/<document>/#<anchor> links a step) and a link to its own page.

Made for the Marvel Champions timing flowchart, whose steps are one-line pages that cannot be read as a
whole; any document of at most MAX_SECTIONS sections reads the same way. A longer one (a whole rulebook)
is refused with a message saying so: its contents page and section pages are the way to read it.
"""
from dataclasses import dataclass, field

from rulesapp.models import Document, Section
from rulesapp.templatetags.rules_text import render_rule_text

MAX_SECTIONS = 200
# document_id too: the document's related manager reads it on each row (deferred, it was a query per section).
FIELDS = ("id", "parent_id", "document_id", "anchor", "title", "number", "order", "depth", "text")


@dataclass
class Entry:
    """One section on the whole page: its heading, its text (HTML, glossary terms linked) and its steps."""

    section: Section
    url: str
    html: str
    children: list = field(default_factory=list)


def readable_whole(document: Document, count: int | None = None) -> bool:
    """Whether a document is short enough (and has more than one section) to be shown whole."""
    count = document.sections.count() if count is None else count
    return 1 < count <= MAX_SECTIONS


def whole_url(game_slug: str, document_slug: str, anchor: str = "") -> str:
    from django.urls import reverse

    url = reverse("rulesapp:document", args=[game_slug, document_slug])
    return f"{url}#{anchor}" if anchor else url


def entries(game, document, linker) -> list:
    """The document's sections as a forest of Entry, in document order."""
    sections = list(document.sections.only(*FIELDS).order_by("order"))
    section_url = Section.url_maker(game.slug)
    nodes = {s.pk: Entry(s, section_url(s.anchor), render_rule_text(_body(s), linker)) for s in sections}
    roots = []
    for s in sections:
        parent = nodes.get(s.parent_id)
        (parent.children if parent else roots).append(nodes[s.pk])
    return roots


def _body(section) -> str:
    """What the page prints for a section: a numbered step its whole text as printed (its title is the text's
    start), a page its own text (a page title says itself in the heading)."""
    text = (section.text or "").strip()
    if section.number:
        return text or section.title
    return "" if text == section.title.strip() else text
