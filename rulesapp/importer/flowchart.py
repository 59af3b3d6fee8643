"""Marvel Champions: a timing flowchart exported page by page, its numbered steps scrambled.

Shape: "N of M" page markers; after a marker, the page's title line (unless the first line is a
step); then numbered steps ("1.", "1.1.3.", "2.2" without the final dot, "5.b.1.", "0."). A line
that is neither starts nothing: it continues the step before it (the export broke long steps
over two lines, mid-sentence).

Rules:

1. Pages. A page is a section titled by its title line. Its "N of M" marker is no rule text: it is
   left out of every section (an omitted line, "page marker"). Any further title-like line before
   the page's first step is the page's text. A page without a title line (page 1) continues into
   the next titled page.
2. Strays. Only a step that ends its level on its page -- the page has no later sibling of it
   (a 3 with no 4, 5, ... beside it) -- can be a stray. Such a step whose number fills a gap in
   another page's outline -- that page lacks the number but has both its siblings, the one
   before and the one after (1.1.2 and 1.1.4 for 1.1.3; 2 and 4 for 3) -- belongs to that page;
   if several pages qualify, the nearest one (the earlier on a tie). Every other step stays on
   its page. Gaps are judged on the pages before any step moves, so the order of moves cannot
   matter.
3. Repeated numbers. A number printed twice on one page ("3.3" on Using a Basic Power, "4.2" on
   Enemy Activations) is a misprint; the page settles it: the later step in source order takes
   the next number at its level when the page does not use that number (the second 3.3 is 3.4),
   else both keep the printed number. Either way the parse notes it.
4. Order. Each page's steps are sorted by number, part by part (numbers numerically, letters
   alphabetically), so parents come before children and 0 before 1; steps with the same number
   keep their source order.
5. Nesting. A step is a child section of the nearest step before it whose number is a prefix of
   its own (4.2 under 4; 5.b.1 under 5.b), else of its page. Depth follows.
6. Sections. A step's whole text is its line without the number, followed by its continuation
   lines, joined with spaces: that is the section's text, so no step is without one. Its title,
   never cut inside a sentence, is the label before the colon when the step opens with one
   ("Declare Intent: Say what card ..." is titled "Declare Intent"), else the text's first
   sentence. `number` holds the number ("1.1.3"), settled by rule 3.
7. Anchors. The page's anchor is the slug of its title; a step's is "<page anchor>-<printed number
   with dots as hyphens>" ("player-phase-1-1-3"); a repeated printed number takes "-2" in source
   order -- anchors follow the print, so they never change when rule 3 renumbers a step.
"""
import re
from dataclasses import dataclass, field

from rulesapp.importer.lines import AnchorBook, join_lines, non_blank, read_lines, slugify, whole_first_sentence
from rulesapp.importer.parsed import ParsedSection

MARKER_RE = re.compile(r"^(?P<page>\d+) of (?P<pages>\d+)$")
# "Declare Intent: ...", "End Player Phase: ...": a short capitalised label, no sentence inside it.
LABEL_RE = re.compile(r"^(?P<label>[A-Z][\w’'/-]*(?: [\w’'/()-]+){0,5}):\s+\S")
STEP_RE = re.compile(r"^(?P<number>(?:\d+|[a-z])(?:\.(?:\d+|[a-z]))*)(?:\.\s*|\s+)(?P<body>\S.*)$")


@dataclass
class Step:
    number: str  # as printed
    line: object  # lines.Line
    continuation: list = field(default_factory=list)
    settled: str = ""  # the number after rule 3 ("" until settled)

    @property
    def parts(self):
        return tuple(self.number.split("."))

    @property
    def sort_key(self):
        return sort_key(self.settled or self.number)

    @property
    def text(self):
        """The step's words: its line without the number, then its continuation lines."""
        body = STEP_RE.match(self.line.text)["body"]
        return " ".join([body, *(line.text for line in self.continuation)])

    @property
    def title(self):
        """Rule 6: the label before the colon, else the first sentence, whole."""
        text = self.text
        label = LABEL_RE.match(text)
        if label:
            return label["label"]
        return whole_first_sentence(text)


def sort_key(number):
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in number.split("."))


@dataclass
class Page:
    index: int  # position in the export, from 0
    markers: list = field(default_factory=list)  # "N of M" lines
    title_line: object = None
    extra: list = field(default_factory=list)  # further title-like lines: the page's text
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
            page.extra.append(line)  # a second title-like line: kept as page text
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
        for early in reversed(waiting):
            page.markers[:0] = early.markers
            page.extra[:0] = early.extra
            page.steps[:0] = early.steps
        waiting = []
        merged.append(page)
    if waiting and merged:
        for late in waiting:
            merged[-1].markers.extend(late.markers)
            merged[-1].extra.extend(late.extra)
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


def _settle_repeats(page, notes):
    """Rule 3: a number printed twice on a page; the later step takes the next free number."""
    used = {step.number for step in page.steps}
    seen = set()
    for step in sorted(page.steps, key=lambda step: step.line.number):
        step.settled = step.number
        if step.number not in seen:
            seen.add(step.number)
            continue
        following = _sibling(step.parts, +1)
        nxt = ".".join(following) if following else None
        title = page.title_line.text if page.title_line else f"page {page.index + 1}"
        if nxt and nxt not in used:
            step.settled = nxt
            used.add(nxt)
            notes.append(f"line {step.line.number}: step {step.number} printed twice on {title!r}; "
                         f"the later one is {nxt} (the page has no {nxt})")
        else:
            notes.append(f"line {step.line.number}: step {step.number} printed twice on {title!r}; both keep it")


def parse_flowchart(text):
    """(sections, notes, omitted) of a flowchart export; omitted: (line number, why) of the page markers."""
    notes = []
    pages = _merge_untitled(read_pages(read_lines(text)))
    for page in pages:  # a merged page's outline includes what it absorbed
        page.exported_numbers = frozenset(step.number for step in page.steps)
    _move_strays(pages, notes)

    book = AnchorBook()
    sections = []
    omitted = []
    for page in pages:
        # Only a file with no titled page at all leaves a page untitled: its marker stands in.
        if page.title_line is None and not page.markers:
            raise ValueError(
                f"line {page.steps[0].line.number}: steps with no page title or 'N of M' marker before them "
                "(not a flowchart export?)"
            )
        title_line = page.title_line or page.markers[0]
        omitted.extend((line.number, "page marker") for line in page.markers if line is not title_line)
        _settle_repeats(page, notes)
        page_anchor = book.claim(slugify(title_line.text))
        sections.append(
            ParsedSection(
                page_anchor, title_line.text, "", 0, None, join_lines(page.extra),
                tuple(line.number for line in [title_line, *page.extra]),
            )
        )
        placed = []  # (step, anchor, depth) in outline order
        for step in sorted(page.steps, key=lambda step: (step.sort_key, step.line.number)):
            parts = step.settled.split(".")
            parent = next(
                (p for p in reversed(placed)
                 if parts[: len(p[0].settled.split("."))] == p[0].settled.split(".")
                 and len(p[0].settled.split(".")) < len(parts)),
                None,
            )
            anchor = book.claim(f"{page_anchor}-{step.number.replace('.', '-')}")
            depth = parent[2] + 1 if parent else 1
            placed.append((step, anchor, depth))
            sections.append(
                ParsedSection(
                    anchor, step.title, step.settled, depth, parent[1] if parent else page_anchor, step.text,
                    tuple(line.number for line in [step.line, *step.continuation]),
                )
            )
    return sections, notes, omitted
