"""Marvel Champions: a timing flowchart exported page by page, its numbered steps scrambled.

Shape: "N of M" page markers; after a marker, the page's title line (unless the first line is a
step); then numbered steps ("1.", "1.1.3.", "2.2" without the final dot, "5.b.1.", "0."). A line
that is neither starts nothing: it continues the step before it (the export broke long steps
over two lines).

Rules:

1. Pages. A page is a section titled by its title line; its "N of M" marker line is its text.
   A page without a title line (page 1) continues into the next titled page, marker and steps.
2. Strays. Only a step that ends its level on its page -- the page has no later sibling of it
   (a 3 with no 4, 5, ... beside it) -- can be a stray. Such a step whose number fills a gap in
   another page's outline -- that page lacks the number but has both its siblings, the one
   before and the one after (1.1.2 and 1.1.4 for 1.1.3; 2 and 4 for 3) -- belongs to that page;
   if several pages qualify, the nearest one (the earlier on a tie). Every other step stays on
   its page. Gaps are judged on the pages before any step moves, so the order of moves cannot
   matter.
3. Order. Each page's steps are sorted by number, part by part (numbers numerically, letters
   alphabetically), so parents come before children and 0 before 1; repeated numbers keep their
   source order.
4. Nesting. A step is a child section of the nearest step before it whose number is a prefix of
   its own (4.2 under 4; 5.b.1 under 5.b), else of its page. Depth follows.
5. Sections. A step's title is its first line exactly as exported, number included
   ("1.1.3. Use a basic ATK, THW, or REC power ..."); its continuation lines are its text;
   `number` holds the bare number ("1.1.3"). Anchors: the page's anchor is the slug of its title;
   a step's is "<page anchor>-<number with dots as hyphens>" ("player-phase-1-1-3"); a repeated
   number takes "-2", "-3" in source order.
"""
import re
from dataclasses import dataclass, field

from rulesapp.importer.lines import AnchorBook, join_lines, non_blank, read_lines, slugify
from rulesapp.importer.parsed import ParsedSection

MARKER_RE = re.compile(r"^(?P<page>\d+) of (?P<pages>\d+)$")
STEP_RE = re.compile(r"^(?P<number>(?:\d+|[a-z])(?:\.(?:\d+|[a-z]))*)(?:\.\s*|\s+)(?P<body>\S.*)$")


@dataclass
class Step:
    number: str
    line: object  # lines.Line
    continuation: list = field(default_factory=list)

    @property
    def parts(self):
        return tuple(self.number.split("."))

    @property
    def sort_key(self):
        return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in self.parts)


@dataclass
class Page:
    index: int  # position in the export, from 0
    markers: list = field(default_factory=list)
    title_line: object = None
    steps: list = field(default_factory=list)
    exported_numbers: frozenset = frozenset()  # the page's step numbers before any step moves


def _step_number(text):
    match = STEP_RE.match(text)
    if not match or not match["number"][0].isdigit():
        return None
    return match["number"]


def read_pages(lines):
    """Pages as exported: markers, title line, steps with their continuation lines."""
    pages = []
    page = None
    for line in non_blank(lines):
        if MARKER_RE.match(line.text):
            page = Page(len(pages), markers=[line])
            pages.append(page)
            continue
        if page is None:
            page = Page(0)
            pages.append(page)
        number = _step_number(line.text)
        if number is not None:
            page.steps.append(Step(number, line))
        elif page.steps:
            page.steps[-1].continuation.append(line)
        elif page.title_line is None:
            page.title_line = line
        else:
            page.markers.append(line)  # a second title-like line: kept as page text
    return pages


def _sibling(parts, offset):
    last = parts[-1]
    if last.isdigit():
        value = int(last) + offset
        return None if value < 0 else parts[:-1] + (str(value),)
    value = ord(last) + offset
    return None if not "a" <= chr(value) <= "z" else parts[:-1] + (chr(value),)


def _fills_gap(step, page):
    """Does the page (as exported) lack the step's number but hold both its neighbours?"""
    before, after = _sibling(step.parts, -1), _sibling(step.parts, +1)
    return (
        step.number not in page.exported_numbers
        and before is not None
        and after is not None
        and ".".join(before) in page.exported_numbers
        and ".".join(after) in page.exported_numbers
    )


def _ends_its_level(step, page):
    """Is no later sibling of the step (same parent, higher last part) on its page?"""
    key = step.sort_key
    for number in page.exported_numbers:
        other = Step(number, None).sort_key
        if len(other) == len(key) and other[:-1] == key[:-1] and other[-1] > key[-1]:
            return False
    return True


def _merge_untitled(pages):
    """Rule 1: fold pages without a title into the next titled page (or the last one)."""
    merged = []
    waiting = []
    for page in pages:
        if page.title_line is None:
            waiting.append(page)
            continue
        for early in waiting:
            page.markers[:0] = early.markers
            page.steps[:0] = early.steps
        waiting = []
        merged.append(page)
    if waiting and merged:
        for late in waiting:
            merged[-1].markers.extend(late.markers)
            merged[-1].steps.extend(late.steps)
    return merged or pages


def _move_strays(pages, notes):
    """Rule 2, judged on the exported page contents."""
    moves = []
    for page in pages:
        for step in page.steps:
            if not _ends_its_level(step, page):
                continue
            homes = [other for other in pages if other is not page and _fills_gap(step, other)]
            if homes:
                home = min(homes, key=lambda other: (abs(other.index - page.index), other.index))
                moves.append((step, page, home))
    for step, page, home in moves:
        page.steps.remove(step)
        home.steps.append(step)
        title = home.title_line.text if home.title_line else f"page {home.index + 1}"
        notes.append(f"line {step.line.number}: step {step.number} moved to {title!r} (fills a gap there)")


def parse_flowchart(text):
    """(sections, notes) of a flowchart export."""
    notes = []
    pages = _merge_untitled(read_pages(read_lines(text)))
    for page in pages:  # a merged page's outline includes what it absorbed
        page.exported_numbers = frozenset(step.number for step in page.steps)
    _move_strays(pages, notes)

    book = AnchorBook()
    sections = []
    for page in pages:
        # Only a file with no titled page at all leaves a page untitled: its marker stands in.
        if page.title_line is None and not page.markers:
            raise ValueError(
                f"line {page.steps[0].line.number}: steps with no page title or 'N of M' marker before them "
                "(not a flowchart export?)"
            )
        title_line = page.title_line or page.markers[0]
        text_lines = [line for line in page.markers if line is not title_line]
        page_anchor = book.claim(slugify(title_line.text))
        sections.append(
            ParsedSection(
                page_anchor, title_line.text, "", 0, None, join_lines(text_lines),
                tuple(line.number for line in [title_line, *text_lines]),
            )
        )
        placed = []  # (step, anchor, depth) in outline order
        for step in sorted(page.steps, key=lambda step: (step.sort_key, step.line.number)):
            parent = next((p for p in reversed(placed) if step.parts[: len(p[0].parts)] == p[0].parts and len(p[0].parts) < len(step.parts)), None)
            anchor = book.claim(f"{page_anchor}-{step.number.replace('.', '-')}")
            depth = parent[2] + 1 if parent else 1
            placed.append((step, anchor, depth))
            sections.append(
                ParsedSection(
                    anchor, step.line.text, step.number, depth, parent[1] if parent else page_anchor,
                    join_lines(step.continuation),
                    tuple(line.number for line in [step.line, *step.continuation]),
                )
            )
    return sections, notes
