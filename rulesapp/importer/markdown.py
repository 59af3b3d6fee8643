"""Markdown rulebooks: the publisher's Rules Reference and Learn to Play, and any book in that shape.

Shape: ATX headings (`#` .. `######`), paragraphs hard-wrapped over several lines, bullet (`*`, `-`,
`+`) and ordered (`1.`, `a.`) lists nested by indentation, hard line breaks (two trailing spaces),
inline bold, italics and links; tables and thematic breaks are allowed.

Rules:

1. Text. Inline markup becomes plain text, line by line: emphasis marks go, a link becomes its
   text, an image "[Image: <alt>]", a backslash escape its character. A paragraph or list item is
   one line of text: the lines of a hard-wrapped one are joined with a space; a hard line break
   ends it. A
   list item starts "• " (bullets) or with its own mark ("1.", "a."), indented two spaces per
   level of nesting. A table row is its cells joined by " | ". Blocks that were on adjacent source
   lines (or items of one list -- a bullet after a bullet, a numbered item after a numbered one,
   any nested item -- or rows of one table) are on adjacent lines of the text, others have a
   blank line between them.
2. Title. A level-1 heading that is the only one of its level and comes before every other
   heading is the book's title, not a section (unless text follows it before the next heading).
3. Sections. Every other heading is a section holding the blocks under it (not its children's).
   Depth counts ancestors: a section's parent is the nearest heading above it of a shallower
   level. Text before the first heading is a section titled by its first line.
4. Empty contents. A "Table of Contents" or "Contents" heading with nothing under it (the export
   dropped the list) is no section.
5. Glossary. The children of a section titled "Glossary" are its entries: each is a glossary term
   named by its heading (an ALL-CAPS heading in title case, keeping the words the book also writes
   in capitals in its text, such as ATK), defined by the entry's first paragraph -- with the list
   that follows it when the paragraph ends with ":" -- or by its first list when it opens with one.
   An entry that is only a cross-reference ("See: ...") makes no term. The entry stays a section
   with its whole text: the glossary copies, it never moves.
6. Rulings. A paragraph opening "Q:" starts a ruling; its answer opens at the next paragraph
   starting "A:" and runs to the next "Q:" paragraph or the end of the section. A line opening "A:"
   right under a question's line, or "Q:" right under a question's or answer's line, starts a
   paragraph of its own (the usual FAQ style has no blank line between them). The ruling's lines
   move out of the section's text into the ruling (the section page lists its rulings). A "Q:"
   without an "A:" before the next question or the section's end stays text, and is listed in
   `unpaired` (the import says so).
7. Anchors. Sections: the slug of the title, made unique by AnchorBook (a repeated title takes
   its parent's anchor as a prefix). Terms: the slug of the term. Rulings: "ruling-" and the slug
   of the question.
8. Every non-blank line is claimed: by a section (its heading or text), a ruling, or the list of
   omitted lines with the reason (the title line, an empty contents heading, a thematic break, a
   table's delimiter row, a block of markup with no words in it such as a lone "<br>").
"""
import html
import re
from dataclasses import dataclass, field

from rulesapp.importer.lines import AnchorBook, slugify
from rulesapp.importer.parsed import ParsedRuling, ParsedSection, ParsedTerm

HEADING_RE = re.compile(r"^ {0,3}(?P<hashes>#{1,6})\s+(?P<title>.*?\S)(?:\s+#+)?\s*$")
BULLET_RE = re.compile(r"^(?P<indent>\s*)[*+-]\s+(?P<body>\S.*)$")
ORDERED_RE = re.compile(r"^(?P<indent>\s*)(?P<mark>\d{1,3}|[a-z])(?P<delimiter>[.)])\s+(?P<body>\S.*)$")
THEMATIC_BREAK_RE = re.compile(r"^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$")
TABLE_ROW_RE = re.compile(r"^\s*\|.*\|\s*$")
TABLE_RULE_RE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
QUOTE_RE = re.compile(r"^\s*>\s?")
QUESTION_RE = re.compile(r"^Q[:.]\s*(?P<rest>\S.*)$")
ANSWER_RE = re.compile(r"^A[:.]\s*(?P<rest>\S.*)$")
CROSS_REFERENCE_RE = re.compile(r"^See(?: also)?\s*:", re.IGNORECASE)
CONTENTS_TITLES = {"table of contents", "contents"}
GLOSSARY_TITLE = "glossary"
SMALL_WORDS = {"a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to",
               "with"}

IMAGE_RE = re.compile(r"!\[(?P<alt>[^\]]*)\]\([^)]*\)")
LINK_RE = re.compile(r"\[(?P<text>[^\]]+)\]\([^)]*\)")
CODE_RE = re.compile(r"`+(?P<code>[^`]+)`+")
ESCAPE_RE = re.compile(r"\\(?P<char>[!-/:-@\[-`{-~])")
OPEN_EMPHASIS_RE = re.compile(r"(?<![\w*_])(?:\*{1,3}|_{1,3})(?=\S)")
CLOSE_EMPHASIS_RE = re.compile(r"(?<=\S)(?:\*{1,3}|_{1,3})(?![\w*_])")
BREAK_TAG_RE = re.compile(r"<br\s*/?>", re.IGNORECASE)
ESCAPED = "\x00"  # stands for an escaped character while emphasis marks are removed


def plain(text):
    """Inline Markdown as the words a reader sees (rule 1)."""
    escaped = []

    def hold(match):
        escaped.append(match["char"])
        return ESCAPED

    text = ESCAPE_RE.sub(hold, text)
    text = CODE_RE.sub(lambda m: m["code"], text)
    text = IMAGE_RE.sub(lambda m: f"[Image: {m['alt'].strip()}]", text)
    text = LINK_RE.sub(lambda m: m["text"], text)
    text = BREAK_TAG_RE.sub(" ", text)
    text = OPEN_EMPHASIS_RE.sub("", text)
    text = CLOSE_EMPHASIS_RE.sub("", text)
    for char in escaped:
        text = text.replace(ESCAPED, char, 1)
    return " ".join(html.unescape(text).split())


@dataclass
class Block:
    """A paragraph, list item or table row: one line of a section's text."""

    kind: str  # "paragraph", "item" or "row"
    parts: list  # its source lines' text, markup still in
    numbers: list  # 1-based source line numbers
    indent: int = 0  # source indentation (items)
    mark: str = ""  # "•", "1.", "a." (items)
    level: int = 0  # nesting level (items)
    open: bool = True  # may a following line continue it?

    @property
    def text(self):
        """Its words: each source line made plain on its own (markup never joins two lines), then joined."""
        return " ".join(filter(None, (plain(part) for part in self.parts)))

    def line(self):
        if self.kind == "item":
            return "  " * self.level + f"{self.mark} {self.text}"
        return self.text


@dataclass
class Heading:
    level: int
    title: str
    number: int
    blocks: list = field(default_factory=list)
    parent: "Heading | None" = None
    depth: int = 0
    anchor: str = ""
    is_book_title: bool = False


@dataclass
class MarkdownBook:
    """What the Markdown parser found: sections, terms, rulings, and the lines kept out of every text."""

    sections: list
    terms: list
    rulings: list
    omitted: list  # (line number, reason)
    notes: list
    title: str  # the book's own title line, "" if none
    unpaired: list = field(default_factory=list)  # (line number, question) of each "Q:" with no "A:" (rule 6)


def _read_blocks(lines, omitted):
    """Headings and blocks in document order (rule 1), lines that are no text sent to `omitted`."""
    items = []  # Heading or Block
    current = None  # the block a following line may continue
    list_indents = []
    previous_row = False
    for number, raw in lines:
        text = raw.strip()
        if not text:
            current = None
            continue
        heading = HEADING_RE.match(raw)
        if heading:
            items.append(Heading(len(heading["hashes"]), plain(heading["title"]) or heading["title"], number))
            current, list_indents, previous_row = None, [], False
            continue
        if THEMATIC_BREAK_RE.match(raw):
            omitted.append((number, "a thematic break"))
            current, list_indents = None, []
            continue
        if previous_row and TABLE_RULE_RE.match(raw):
            omitted.append((number, "a table's delimiter row"))
            continue
        raw = QUOTE_RE.sub("", raw)
        hard_break = raw.endswith("  ") or raw.endswith("\\")
        if hard_break and raw.endswith("\\"):
            raw = raw[:-1]
        if TABLE_ROW_RE.match(raw):
            cells = [cell.strip() for cell in raw.strip().strip("|").split("|")]
            items.append(Block("row", [" | ".join(cells)], [number], open=False))
            current, previous_row = None, True
            continue
        previous_row = False
        item = BULLET_RE.match(raw) or ORDERED_RE.match(raw)
        if item:
            indent = len(item["indent"].expandtabs(4))
            while list_indents and indent < list_indents[-1]:
                list_indents.pop()
            if not list_indents or indent > list_indents[-1]:
                list_indents.append(indent)
            mark = "•" if BULLET_RE.match(raw) else item["mark"] + item["delimiter"]
            current = Block("item", [item["body"]], [number], indent, mark, len(list_indents) - 1)
            items.append(current)
        elif current is not None and current.open and not _starts_faq_entry(text, current):
            current.parts.append(text)
            current.numbers.append(number)
        else:
            if current is None:
                list_indents = []
            current = Block("paragraph", [text], [number])
            items.append(current)
        current.open = not hard_break
    kept = []
    for item in items:
        if isinstance(item, Block) and not item.text:
            omitted.extend((number, "markup with no words") for number in item.numbers)
        else:
            kept.append(item)
    return kept


def _starts_faq_entry(line, paragraph):
    """Rule 6: does this line open an answer under a question, or a question under an FAQ entry?"""
    if paragraph.kind != "paragraph":
        return False
    opened_by = plain(paragraph.parts[0])
    words = plain(line)
    if ANSWER_RE.match(words):
        return bool(QUESTION_RE.match(opened_by))
    return bool(QUESTION_RE.match(words) and (QUESTION_RE.match(opened_by) or ANSWER_RE.match(opened_by)))


def same_list(item, previous):
    """Could `item` continue the list `previous` is in: bullets after bullets, numbers after numbers?"""
    return (item.mark == "•") == (previous.mark == "•")


def _join(blocks):
    """Blocks as section text: adjacent source lines (or items of one list) on adjacent lines."""
    parts = []
    previous = None
    for block in blocks:
        if previous is not None:
            adjacent = (block.numbers[0] == previous.numbers[-1] + 1 or block.kind == previous.kind == "row"
                        or (block.kind == previous.kind == "item" and (block.level or same_list(block, previous))))
            parts.append("\n" if adjacent else "\n\n")
        parts.append(block.line())
        previous = block
    return "".join(parts)


MAX_TITLE = 300
PREAMBLE_LEVEL = 7  # deeper than any heading: the opening text is never a parent


def _preamble_section(blocks):
    """Rule 3: text before the first heading, titled by its first line.

    A first block too long for a title (or of several lines) stays text and the title is its first
    sentence, copied whole.
    """
    first = blocks[0]
    if first.kind == "paragraph" and len(first.numbers) == 1 and len(first.text) <= MAX_TITLE:
        section = Heading(PREAMBLE_LEVEL, first.text, first.numbers[0])
        section.blocks.extend(blocks[1:])
        return section
    sentence = re.match(r"(.+?[.!?])(?=\s|$)", first.text)
    title = sentence.group(1) if sentence and len(sentence.group(1)) <= MAX_TITLE else first.text
    if len(title) > MAX_TITLE:
        title = title[:MAX_TITLE].rsplit(" ", 1)[0] + "…"
    section = Heading(PREAMBLE_LEVEL, title, None)
    section.blocks.extend(blocks)
    return section


def _sections(items, omitted, notes):
    """Rules 2-4: the headings that are sections, each with its blocks, parents and depth."""
    headings = [item for item in items if isinstance(item, Heading)]
    preamble = []
    for item in items:
        if isinstance(item, Heading):
            break
        preamble.append(item)
    sections = []
    if preamble:
        sections.append(_preamble_section(preamble))
    current = sections[0] if sections else None
    level_one = [h for h in headings if h.level == 1]
    if len(level_one) == 1 and headings and headings[0] is level_one[0]:
        headings[0].is_book_title = True
    for item in items[len(preamble):]:
        if isinstance(item, Heading):
            current = item
            sections.append(item)
        else:
            current.blocks.append(item)

    kept = []
    for index, section in enumerate(sections):
        following = sections[index + 1] if index + 1 < len(sections) else None
        has_children = following is not None and following.level > section.level
        if section.is_book_title and not section.blocks:
            omitted.append((section.number, "the book's title line"))
            continue
        if section.title.casefold() in CONTENTS_TITLES and not section.blocks and not has_children:
            omitted.append((section.number, "an empty table of contents"))
            notes.append(f"line {section.number}: empty {section.title!r} heading left out")
            continue
        kept.append(section)
    stack = []
    for section in kept:
        while stack and stack[-1].level >= section.level:
            stack.pop()
        section.parent = stack[-1] if stack else None
        section.depth = len(stack)
        stack.append(section)
    return kept


def _caps_words(items):
    """Words the book writes in capitals in its running text (ATK, THW, X): kept so in term names."""
    words = set()
    for item in items:
        if isinstance(item, Block):
            words.update(re.findall(r"\b[A-Z]{2,5}\b", item.text))
    return words


def term_name(title, caps_words):
    """A glossary heading as a term: "ATTACK (ENEMY ACTIVATION)" -> "Attack (Enemy Activation)".

    Headings not in capitals are kept as written. Small words ("and", "of") are lower case except
    first; words the book writes in capitals in its text ("ATK", "X") stay so.
    """
    if title != title.upper():
        return title
    first = True

    def word(match):
        nonlocal first
        token, was_first = match.group(), first
        first = False
        after_space = match.start() > 0 and title[match.start() - 1] == " "
        if not was_first and after_space and token.lower() in SMALL_WORDS:
            return token.lower()
        if len(token) == 1 or token in caps_words:
            return token
        return token.capitalize()

    return re.sub(r"[A-Za-z]+(?:['’][A-Za-z]+)?", word, title)


def _definition(blocks):
    """Rule 5: the entry's first paragraph (and the list it introduces), or its first list."""
    if not blocks:
        return []
    first = blocks[0]
    chosen = [first]
    if first.kind == "item" or first.text.endswith(":"):
        for block in blocks[1:]:
            if block.kind != "item":
                break
            chosen.append(block)
    return chosen


def _find_rulings(section, notes, unpaired):
    """Rule 6: (rulings as (question blocks, answer blocks), the section's remaining blocks)."""
    rulings = []
    remaining = []
    blocks = section.blocks
    index = 0
    while index < len(blocks):
        block = blocks[index]
        if block.kind != "paragraph" or not QUESTION_RE.match(block.text):
            remaining.append(block)
            index += 1
            continue
        answer_at = None
        for later in range(index + 1, len(blocks)):
            candidate = blocks[later]
            if candidate.kind == "paragraph" and QUESTION_RE.match(candidate.text):
                break
            if candidate.kind == "paragraph" and ANSWER_RE.match(candidate.text):
                answer_at = later
                break
        if answer_at is None:
            notes.append(f"line {block.numbers[0]}: a question with no answer after it stays text")
            unpaired.append((block.numbers[0], _strip_label([block], QUESTION_RE)))
            remaining.append(block)
            index += 1
            continue
        end = answer_at + 1
        while end < len(blocks) and not (blocks[end].kind == "paragraph" and QUESTION_RE.match(blocks[end].text)):
            end += 1
        rulings.append((blocks[index:answer_at], blocks[answer_at:end]))
        index = end
    return rulings, remaining


def _strip_label(blocks, label_re):
    """The blocks as text, the "Q:"/"A:" label taken off the first one."""
    text = _join(blocks)
    first_line, _, rest = text.partition("\n")
    match = label_re.match(first_line)
    first_line = match["rest"] if match else first_line
    return first_line + (("\n" + rest) if rest else "")


MAX_RULING_SLUG = 50


def ruling_slug(question):
    """"ruling-" and the question's slug, cut at a word within MAX_RULING_SLUG characters."""
    slug = slugify(question)
    if len(slug) > MAX_RULING_SLUG:
        slug = slug[: MAX_RULING_SLUG + 1].rsplit("-", 1)[0]
    return f"ruling-{slug}"


def parse_markdown(text):
    """A MarkdownBook from a Markdown rulebook's text; see the module docstring for the rules."""
    lines = list(enumerate(text.lstrip("\ufeff").splitlines(), 1))
    omitted = []
    notes = []
    items = _read_blocks(lines, omitted)
    sections = _sections(items, omitted, notes)
    book_title = next((item.title for item in items if isinstance(item, Heading) and item.is_book_title), "")

    anchors = AnchorBook()
    for section in sections:
        section.anchor = anchors.claim(slugify(section.title), section.parent.anchor if section.parent else None)

    parsed_sections = []
    parsed_rulings = []
    unpaired = []
    for section in sections:
        rulings, remaining = _find_rulings(section, notes, unpaired)
        for question_blocks, answer_blocks in rulings:
            question = _strip_label(question_blocks, QUESTION_RE)
            parsed_rulings.append(ParsedRuling(
                anchor=anchors.claim(ruling_slug(question)),
                question=question,
                answer=_strip_label(answer_blocks, ANSWER_RE),
                section=section.anchor,
                source_lines=tuple(n for block in question_blocks + answer_blocks for n in block.numbers),
            ))
        heading_lines = (section.number,) if section.number else ()
        parsed_sections.append(ParsedSection(
            anchor=section.anchor,
            title=section.title,
            number="",
            depth=section.depth,
            parent=section.parent.anchor if section.parent else None,
            text=_join(remaining),
            source_lines=heading_lines + tuple(n for block in remaining for n in block.numbers),
        ))

    caps_words = _caps_words(items)
    term_anchors = AnchorBook()
    terms = []
    seen = set()
    for glossary in (s for s in sections if s.title.casefold() == GLOSSARY_TITLE):
        for entry in (s for s in sections if s.parent is glossary):
            definition = _definition(entry.blocks)
            name = term_name(entry.title, caps_words)
            if not definition or CROSS_REFERENCE_RE.match(definition[0].text) or name.casefold() in seen:
                continue
            seen.add(name.casefold())
            terms.append(ParsedTerm(name, term_anchors.claim(slugify(name)), _join(definition), entry.anchor))
    return MarkdownBook(parsed_sections, terms, parsed_rulings, sorted(omitted), notes, book_title, unpaired)
