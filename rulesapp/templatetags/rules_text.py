"""Rule text as HTML: paragraphs, (nested) bullet and numbered lists, image notes, glossary links.

Rulebook exports are one paragraph per line; bullets ("•", "-") and outline numbers ("1.", "4.2.")
start list items, indentation nests them, and "[Image: …]" stands where a picture was. Every piece
of text goes through GlossaryLinker.link, which escapes it, so nothing here trusts rule text.
"""
import re
from dataclasses import dataclass

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from rulesapp.models import Game
from rulesapp.templatetags.glossary_links import GlossaryLinker, linker_for_game

register = template.Library()

BULLET_RE = re.compile(r"^(?P<indent>[ \t]*)[•◦▪‣*\-–]\s+(?P<body>\S.*)$")
NUMBERED_RE = re.compile(r"^(?P<indent>[ \t]*)(?P<number>\d+\.(?:\d+\.?)*)\s+(?P<body>\S.*)$")
IMAGE_RE = re.compile(r"^\s*\[Image:\s*(?P<body>.*?)\s*\]\s*$")
# "Term: definition" lines, as in the rulebooks' glossaries: the term is not linked to itself there.
DEFINITION_HEAD_RE = re.compile(r"^(?P<head>[^:]{2,80}):\s")
# An example line found in a section only as the tail of a longer line must be at least this long.
MIN_TAIL_MATCH = 20


@dataclass(frozen=True)
class Line:
    kind: str  # "paragraph", "item" or "image"
    body: str
    indent: int = 0
    number: str = ""


def parse_lines(text):
    """Non-blank lines of `text`, each classified."""
    lines = []
    for raw in (text or "").splitlines():
        if not raw.strip():
            continue
        image = IMAGE_RE.match(raw)
        if image:
            lines.append(Line("image", image["body"]))
            continue
        numbered = NUMBERED_RE.match(raw)
        bullet = None if numbered else BULLET_RE.match(raw)
        item = numbered or bullet
        if item:
            indent = len(item["indent"].expandtabs(4))
            lines.append(Line("item", item["body"], indent, numbered["number"] if numbered else ""))
        else:
            lines.append(Line("paragraph", raw.strip()))
    return lines


def _linked(body, linker):
    """One paragraph or list item, linked; a "Term: definition" line does not link its own term."""
    head = DEFINITION_HEAD_RE.match(body)
    exclude = [head["head"]] if head and head["head"] in linker else []
    return linker.link(body, exclude=exclude)


def _item_html(line, linker):
    """An opening <li> and its content; the caller closes it after any nested list."""
    if line.number:
        return format_html('<li class="numbered"><span class="step-number">{}</span> {}', line.number, _linked(line.body, linker))
    return format_html("<li>{}", _linked(line.body, linker))


def _list_html(items, linker):
    """Consecutive items as nested <ul>s, a deeper indent opening a list inside the item before it."""
    html = []
    open_indents = []
    for line in items:
        if not open_indents or line.indent > open_indents[-1]:
            html.append('<ul class="rule-list">')
            open_indents.append(line.indent)
        else:
            while len(open_indents) > 1 and line.indent < open_indents[-1]:
                html.append("</li></ul>")
                open_indents.pop()
            html.append("</li>")
        html.append(_item_html(line, linker))  # left open for a nested list
    html.append("</li></ul>" * len(open_indents))
    return "".join(html)


def render_lines(lines, linker):
    """HTML for parsed lines: lists grouped, paragraphs and image notes as they come."""
    html = []
    pending_items = []
    for line in lines:
        if line.kind == "item":
            pending_items.append(line)
            continue
        if pending_items:
            html.append(_list_html(pending_items, linker))
            pending_items = []
        if line.kind == "image":
            html.append(format_html('<p class="image-note"><span class="image-note-label">Image:</span> {}</p>', line.body))
        else:
            html.append(format_html("<p>{}</p>", _linked(line.body, linker)))
    if pending_items:
        html.append(_list_html(pending_items, linker))
    return mark_safe("".join(html))


def render_rule_text(text, linker):
    return render_lines(parse_lines(text), linker)


def _normalise(line):
    return " ".join(line.split())


def _same_line(section_line, example_line):
    if section_line == example_line:
        return True
    return len(example_line) >= MIN_TAIL_MATCH and section_line.endswith(example_line)


def _find_example(section_lines, example_lines, taken):
    """Index in `section_lines` (non-blank, normalised) where the example's lines run, or None."""
    width = len(example_lines)
    for start in range(len(section_lines) - width + 1):
        if any(start + k in taken for k in range(width)):
            continue
        if all(_same_line(section_lines[start + k], example_lines[k]) for k in range(width)):
            return start
    return None


@dataclass
class SectionPart:
    """A run of a section's text: plain rule text (example is None) or one worked example."""

    html: str
    example: object = None


def split_section(text, examples, linker):
    """The section text cut into parts, each worked example in place where its lines appear in the text.

    Examples whose text is not found in the section text (an importer may keep them apart) follow
    the text, in their own order.
    """
    raw_lines = [line for line in (text or "").splitlines() if line.strip()]
    normalised = [_normalise(line) for line in raw_lines]
    owner_of_line = {}
    unplaced = []
    for example in examples:
        example_lines = [_normalise(line) for line in (example.text or "").splitlines() if line.strip()]
        start = _find_example(normalised, example_lines, owner_of_line) if example_lines else None
        if start is None:
            unplaced.append(example)
            continue
        for k in range(start, start + len(example_lines)):
            owner_of_line[k] = example
    parts = []
    run, run_owner = [], None
    for index, line in enumerate(raw_lines):
        owner = owner_of_line.get(index)
        if run and owner is not run_owner:
            parts.append(SectionPart(render_rule_text("\n".join(run), linker), run_owner))
            run = []
        run.append(line)
        run_owner = owner
    if run:
        parts.append(SectionPart(render_rule_text("\n".join(run), linker), run_owner))
    parts.extend(SectionPart(render_rule_text(example.text, linker), example) for example in unplaced)
    return parts


def _linker(game):
    """`game` a Game, its pk, or a linker a view looked up once for a page that links many texts."""
    if isinstance(game, GlossaryLinker):
        return game
    return linker_for_game(game.pk if isinstance(game, Game) else game)


@register.simple_tag
def rule_text(text, game, exclude=""):
    """`{% rule_text text game %}`: rule text as HTML with the game's glossary terms linked (`game` may
    also be the game's linker, looked up once by a view that renders many texts).

    `exclude` names a term not to link (a term's own definition never links to itself).
    """
    linker = _linker(game)
    if exclude:
        linker = _Excluding(linker, exclude)
    return render_rule_text(text, linker)


class _Excluding:
    """A linker that never links one given term (used for a term's own definition)."""

    def __init__(self, linker, term):
        self._linker, self._term = linker, term

    def __contains__(self, words):
        return words in self._linker

    def link(self, text, exclude=()):
        return self._linker.link(text, exclude=[*exclude, self._term])
