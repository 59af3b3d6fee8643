"""Untrusted text made safe and readable inside DOT labels.

Labels come from scenario authors, so every string passes through `clean`
(characters XML cannot carry are dropped) and `escape` (DOT quoting, Graphviz
escape sequences and entities neutralised) before it reaches `dot`.
"""

import textwrap
import unicodedata

# The most characters of any one user string we look at; the rest is cut.
MAX_TEXT = 600
ELLIPSIS = "\u2026"


def _is_xml_safe(char):
    category = unicodedata.category(char)
    if category == "Cs":  # lone surrogates cannot be encoded at all
        return False
    if category == "Cc":
        return False
    code = ord(char)
    if 0xFDD0 <= code <= 0xFDEF or (code & 0xFFFE) == 0xFFFE:
        return False  # Unicode noncharacters are not allowed in XML
    return True


def clean(text):
    """Return `text` as a string with only characters an SVG can hold.

    Tabs become spaces, line breaks become "\\n", other control characters,
    surrogates and noncharacters are dropped, and the text is cut to MAX_TEXT.
    """
    text = "" if text is None else str(text)
    text = text[: MAX_TEXT * 2]
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    kept = "".join(c for c in text if c == "\n" or _is_xml_safe(c))
    if len(kept) > MAX_TEXT:
        kept = kept[: MAX_TEXT - 1] + ELLIPSIS
    return kept


def wrap(text, width, max_lines):
    """Cleaned `text` as at most `max_lines` lines of at most `width` characters.

    The author's own line breaks are kept; words longer than a line are split;
    text that does not fit ends with an ellipsis.
    """
    lines = []
    for paragraph in clean(text).split("\n"):
        lines.extend(textwrap.wrap(paragraph, width, break_on_hyphens=False) or [""])
    while len(lines) > 1 and not lines[-1].strip():
        lines.pop()
    if len(lines) > max_lines:
        last = lines[max_lines - 1][: width - 1].rstrip()
        lines = lines[: max_lines - 1] + [last + ELLIPSIS]
    return lines


def cut(text, width, max_lines):
    """Cleaned `text` on one logical line, broken every `width` characters (for ids and anchors)."""
    flat = " ".join(clean(text).split())
    lines = [flat[start:start + width] for start in range(0, len(flat), width)] or [""]
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1][: width - 1] + ELLIPSIS
    return lines


def escape(text):
    """`text` escaped for the inside of a DOT double-quoted string.

    Backslashes are doubled (so Graphviz's \\N, \\G, \\l … never fire), quotes
    are escaped, "&" becomes "&amp;" (Graphviz decodes entities in labels, so
    the author's "&lt;" stays the five characters they typed) and a line
    break becomes DOT's centred "\\n".
    """
    text = clean(text)
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("&", "&amp;")
    return text.replace("\n", "\\n")


def quote(text):
    """Any string as a safe DOT double-quoted string."""
    return '"' + escape(text) + '"'


def label(lines, left=False):
    """A quoted DOT label of several lines, centred or left-justified."""
    if left:
        return '"' + "".join(escape(line) + "\\l" for line in lines) + '"'
    return '"' + "\\n".join(escape(line) for line in lines) + '"'
