"""What the importer hands a game's own book parser (`book_parser` in its timing package, shape "book").

A game's parser lives with the game (adjudicator/timing/<game>/), which never imports the site; the
importer passes it this module, the plain-Python toolkit it cuts a book with: the lines, the outline of
sections, the glossary, the worked examples, and two helpers for front matter.
"""
from rulesapp.importer import examples, glossary, outline  # noqa: F401 (handed to parsers)
from rulesapp.importer.lines import first_sentence, label_of, read_lines  # noqa: F401 (handed to parsers)


def front_and_toc(cut):
    """The titles of the book's front matter and table of contents (sections that are no rules)."""
    return {draft.title for draft in (cut.front, cut.toc) if draft is not None}


def drop_front_matter(cut, menu):
    """The front-matter section out of the outline; its lines as (number, why) omitted lines."""
    if cut.front is None:
        return []
    cut.drafts.remove(cut.front)
    omitted = [(line.number, "the web page's menu" if line.text in menu else "the book's title")
               for line in cut.front.all_lines()]
    cut.front = None
    return sorted(omitted)
