"""The page of an entry whose whole text is a pointer ("See: Cost") links each entry it names.

Which entry a part names is decided by rulesapp.search.pointer_targets, the same rules search uses.
The glossary linker alone gets these lines wrong: it links only glossary terms, and inside a longer
name ("End of the Player Phase", "Appendix I: Deck Customization") it links a shorter term ("Player
Phase", "Deck") that is not the entry meant. A part naming no single entry is shown as plain words.
"""
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from rulesapp import library_version
from rulesapp.models import Game, Section
from rulesapp.search.pointer_targets import Entry, resolve, split_pointer

SECTION_FIELDS = ("id", "parent_id", "anchor", "title", "text", "game_id", "document_id")


def pointer_html(game: Game, section: Section, version: str | None = None) -> SafeString | None:
    """The section's text as HTML with its parts linked, or None when its text is not only a pointer.

    `version` is the library version the caller read (library_version.current()): the game's pointers are
    resolved once for it (reading every section and term of the game), not again for each pointer page."""
    split = split_pointer(section.text or "")
    if split is None:
        return None
    prefix = split[0]
    pointers = library_version.rendered.get(version, ("pointers", game.pk), lambda: resolve(_entries(game)))
    pointer = pointers.get(Section.url_maker(game.slug)(section.anchor))
    if pointer is None:
        return None
    parts = format_html_join(", ", "{}", ((format_html('<a href="{}">{}</a>', part.targets[0], part.words)
                                           if part.targets else part.words,) for part in pointer.parts))
    return format_html('<p class="pointer">{}{}</p>', prefix, parts)


def _entries(game: Game) -> list[Entry]:
    """The game's sections and glossary terms, each named by its page's address."""
    sections = list(game.sections.select_related("document").only(*SECTION_FIELDS, "document__title"))
    by_pk = {section.pk: section for section in sections}

    def path(section) -> str:
        titles, parent = [], by_pk.get(section.parent_id)
        while parent is not None and len(titles) < len(by_pk):
            titles.insert(0, parent.title)
            parent = by_pk.get(parent.parent_id)
        return " / ".join(titles)

    glossary_url, section_url = reverse("rulesapp:glossary", args=[game.slug]), Section.url_maker(game.slug)
    entries = [Entry(key=section_url(section.anchor), kind="section", game=game.slug,
                     book=section.document.title, title=section.title, path=path(section), body=section.text)
               for section in sections]
    entries += [Entry(key=f"{glossary_url}#{term.anchor}", kind="glossary", game=game.slug, book=term.document.title,
                      title=term.term, path="", body=term.definition)
                for term in game.terms.select_related("document")]
    return entries
