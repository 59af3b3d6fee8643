"""Cut a book-shaped export (front matter, table of contents, headed body) into sections.

Rules, in the order they apply:

1. Front matter: everything before the first "Table of Contents" line is one section, titled by
   its last line (the book's title line, e.g. "Union City Alliance Rulebook"); the lines above it
   ("RulesPal", "Chat", a thumbnail caption) are its text.
2. Table of contents: the "Table of Contents" line is a section; the TOC lines after it (bullets,
   a repeated "Table of Contents") are its text. Each bullet is a heading; its indentation gives
   its depth (the shallowest indentation is depth 0, the next one 1, ...). A source without a TOC
   (Skirmish) may be given one by its parser in the same bullet format.
3. Headings from the TOC: TOC entries are looked for in the body in TOC order, each after the
   previous one, as a whole line that is not a bullet. An entry never found is reported in the
   notes and skipped.
4. Headings by shape, for headings the TOC leaves out (UCA "Plot Twists", "Doing nothing"): a
   body line of at most 6 words and 50 characters that starts with a capital letter, contains no
   colon, does not end in punctuation (. , ; : ! ? …), is not a bullet, image or numbered step,
   and -- where the source separates paragraphs with blank lines -- has a blank line (or the edge
   of the file) on both sides. Such a heading is a sibling of the heading before it (same depth).
5. Every other line belongs to the section of the heading above it; a section's text is its own
   lines only, never its children's.
6. Spill-over at the end of the file (UCA prints its glossary in two columns, and the export put
   the second column after the last chapter): trailing bullets of a last section that is not a
   glossary move where they belong -- a bullet naming a heading into the TOC text (after the TOC
   line of the heading before it in the body), a "Term: definition" bullet to the end of the
   first glossary section. Nothing else moves.

Anchors are slugs of titles (see lines.slugify), made unique per game by AnchorBook: a repeated
title takes its parent's anchor as a prefix, else a numeric suffix.
"""
import re
from dataclasses import dataclass, field

from rulesapp.importer.lines import AnchorBook, Line, join_lines, non_blank, slugify, term_of
from rulesapp.importer.parsed import ParsedSection

TOC_TITLE = "Table of Contents"
NUMBERED_STEP_RE = re.compile(r"^\d+(\.\d+)*\.?\s")
MAX_SHAPE_WORDS = 6
MAX_SHAPE_CHARS = 50


@dataclass
class Draft:
    """A section while it is being built."""

    title: str
    depth: int
    title_line: Line | None = None
    lines: list[Line] = field(default_factory=list)
    parent: "Draft | None" = None
    anchor: str = ""
    number: str = ""

    def all_lines(self):
        return ([self.title_line] if self.title_line else []) + self.lines


@dataclass(frozen=True)
class ContentsEntry:
    title: str
    depth: int


def read_contents(bullet_lines):
    """TOC entries from bullet lines: depth by rank of indentation."""
    indents = sorted({line.indent for line in bullet_lines})
    return [ContentsEntry(line.bullet_body, indents.index(line.indent)) for line in bullet_lines]


def looks_like_heading(lines, index, needs_blank_lines=True):
    """Rule 4: could lines[index] be a heading the TOC does not list?"""
    line = lines[index]
    text = line.text
    words = text.split()
    if not text or line.is_bullet or line.is_image or NUMBERED_STEP_RE.match(text):
        return False
    if len(words) > MAX_SHAPE_WORDS or len(text) > MAX_SHAPE_CHARS:
        return False
    if not text[0].isupper() or ":" in text or text[-1] in ".,;:!?…":
        return False
    if needs_blank_lines:
        before = index == 0 or not lines[index - 1].text
        after = index == len(lines) - 1 or not lines[index + 1].text
        return before and after
    return True


@dataclass
class Outline:
    """The result of cutting: drafts in document order plus notes for the parse report."""

    drafts: list[Draft]
    front: Draft | None  # the front-matter section, if any
    toc: Draft | None  # the table-of-contents section, if any
    notes: list[str]

    def by_title(self, title):
        return next(draft for draft in self.drafts if draft.title == title)


def cut(lines, *, contents=None, needs_blank_lines=True, glossary_titles=()):
    """Rules 1-6: the section drafts of a book-shaped export."""
    notes = []
    drafts = []
    toc_index = next((i for i, line in enumerate(lines) if line.text == TOC_TITLE), None)
    body_start = 0
    toc_draft = front_draft = None
    if toc_index is not None:
        front = non_blank(lines[:toc_index])
        if front:
            front_draft = Draft(front[-1].text, 0, title_line=front[-1], lines=front[:-1])
            drafts.append(front_draft)
        toc_draft = Draft(TOC_TITLE, 0, title_line=lines[toc_index])
        drafts.append(toc_draft)
        body_start = toc_index + 1
        while body_start < len(lines) and (
            not lines[body_start].text or lines[body_start].is_bullet or lines[body_start].text == TOC_TITLE
        ):
            body_start += 1
        toc_lines = non_blank(lines[toc_index + 1 : body_start])
        toc_draft.lines = toc_lines
        if contents is None:
            contents = read_contents([line for line in toc_lines if line.is_bullet])
    contents = contents or []

    heading_at = _match_contents(lines, body_start, contents, notes)
    last_depth = 0
    current = drafts[-1] if drafts else None
    for index in range(body_start, len(lines)):
        line = lines[index]
        if index in heading_at:
            last_depth = heading_at[index].depth
            current = Draft(line.text, last_depth, title_line=line)
            drafts.append(current)
        elif looks_like_heading(lines, index, needs_blank_lines):
            current = Draft(line.text, last_depth, title_line=line)
            drafts.append(current)
            notes.append(f"line {line.number}: heading {line.text!r} recognised by shape (not in the contents)")
        elif line.text:
            if current is None:
                current = Draft(line.text, 0, title_line=line)
                drafts.append(current)
            else:
                current.lines.append(line)

    _link_parents(drafts)
    _move_spill_over(drafts, toc_draft, glossary_titles, notes)
    _assign_anchors(drafts)
    return Outline(drafts, front_draft, toc_draft, notes)


def _match_contents(lines, start, contents, notes):
    """Rule 3: line index -> contents entry, each entry found after the previous one."""
    heading_at = {}
    position = start
    for entry in contents:
        if not entry.title.strip():  # an empty bullet ("-") names no heading: it must not claim a blank line
            notes.append("a contents entry with no title names no heading")
            continue
        found = next(
            (i for i in range(position, len(lines)) if lines[i].text == entry.title and not lines[i].is_bullet),
            None,
        )
        if found is None:
            notes.append(f"contents entry {entry.title!r} not found in the body")
            continue
        heading_at[found] = entry
        position = found + 1
    return heading_at


def _link_parents(drafts):
    stack = []
    for draft in drafts:
        while stack and stack[-1].depth >= draft.depth:
            stack.pop()
        draft.parent = stack[-1] if stack else None
        stack.append(draft)


def _move_spill_over(drafts, toc_draft, glossary_titles, notes):
    """Rule 6."""
    if not drafts or drafts[-1].title in glossary_titles:
        return
    last = drafts[-1]
    trailing = []
    for line in reversed(last.lines):
        if not line.is_bullet:
            break
        trailing.insert(0, line)
    if not trailing:
        return
    heading_titles = {draft.title.casefold(): draft for draft in drafts}
    glossary = next((draft for draft in drafts if draft.title in glossary_titles), None)
    moved_entries = []
    for line in trailing:
        named = heading_titles.get(line.bullet_body.casefold())
        if named is not None and toc_draft is not None:
            last.lines.remove(line)
            _insert_toc_line(toc_draft, drafts, named, line)
            notes.append(f"line {line.number}: {line.text!r} moved into the table of contents")
        elif glossary is not None and term_of(line):
            last.lines.remove(line)
            glossary.lines.append(line)
            moved_entries.append(line.number)
    if moved_entries:
        notes.append(
            f"lines {moved_entries[0]}-{moved_entries[-1]}: {len(moved_entries)} glossary entries moved "
            f"from the end of {last.title!r} into {glossary.title!r}"
        )


def _insert_toc_line(toc_draft, drafts, named, line):
    """Put a stray TOC bullet after the TOC line of the heading that precedes `named` in the body."""
    index = drafts.index(named)
    for earlier in reversed(drafts[:index]):
        for position, toc_line in enumerate(toc_draft.lines):
            if toc_line.is_bullet and toc_line.bullet_body == earlier.title:
                toc_draft.lines.insert(position + 1, line)
                return
    toc_draft.lines.append(line)


def _assign_anchors(drafts):
    book = AnchorBook()
    for draft in drafts:
        draft.anchor = book.claim(slugify(draft.title), draft.parent.anchor if draft.parent else None)


def to_parsed(drafts):
    """Drafts as ParsedSections, in document order."""
    sections = []
    for draft in drafts:
        sections.append(
            ParsedSection(
                anchor=draft.anchor,
                title=draft.title,
                number=draft.number,
                depth=draft.depth,
                parent=draft.parent.anchor if draft.parent else None,
                text=join_lines(draft.lines),
                source_lines=tuple(line.number for line in draft.all_lines()),
            )
        )
    return sections

