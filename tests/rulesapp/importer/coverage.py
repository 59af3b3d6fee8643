"""Checks that a parse lost no line: each non-blank source line is claimed once, and its words are there.

A line is claimed by a section (its heading or its text), a ruling (its question or answer), or the
parse's list of omitted lines, each with the reason it is no rule text (a page marker, a web page's
menu, a book's title line). The words of a claimed line -- its Markdown markup, list or step mark and
"Q:"/"A:" label aside -- appear, one after another, in the text of what claims it.
"""
import re
from collections import Counter

from rulesapp.importer.markdown import plain

MARK_RE = re.compile(r"^(?:#{1,6}|[•*+-]|(?:\d+|[a-z])(?:\.(?:\d+|[a-z]))*[.)]?|Q[:.]|A[:.])\s+")


def squeeze(text):
    return " ".join(text.split())


def word_run(text):
    """The text's words, lower-cased, one space around each: "a run" is found in " a run of words "."""
    return " " + " ".join(re.findall(r"\w+", text.casefold())) + " "


def claims(parsed):
    """Source line number -> what claims it: ("section" | "ruling" | "omitted", its text or reason)."""
    claimed = []
    for section in parsed.sections:
        whole = word_run(f"{section.title} {section.number} {section.text}")
        claimed.extend((number, ("section", whole)) for number in section.source_lines)
    for ruling in parsed.rulings:
        whole = word_run(f"{ruling.question} {ruling.answer}")
        claimed.extend((number, ("ruling", whole)) for number in ruling.source_lines)
    for number, reason in parsed.omitted:
        claimed.append((number, ("omitted", reason)))
    return claimed


def non_blank_numbers(text):
    """Numbers of the lines with words; a byte-order mark opening the text is no word (the readers drop it)."""
    return [number for number, line in enumerate(text.lstrip("\ufeff").splitlines(), 1) if line.strip()]


def unclaimed_or_twice(text, parsed):
    """(numbers no one claims, numbers claimed more than once, numbers claimed that are blank or absent)."""
    counts = Counter(number for number, _ in claims(parsed))
    wanted = set(non_blank_numbers(text))
    return (sorted(wanted - set(counts)), sorted(n for n, c in counts.items() if c > 1), sorted(set(counts) - wanted))


def words_of(line, markdown):
    if markdown and re.match(r"^\s*\|.*\|\s*$", line):  # a table row: its cells, " | " between them
        line = " | ".join(cell.strip() for cell in line.strip().strip("|").split("|"))
    line = plain(line) if markdown else squeeze(line)
    return MARK_RE.sub("", line).strip()


def missing_words(text, parsed, markdown=False):
    """Claimed lines whose words are not in the text that claims them: [(number, line)]."""
    lines = text.lstrip("\ufeff").splitlines()
    missing = []
    for number, (kind, whole) in claims(parsed):
        if kind == "omitted":
            if not whole:
                missing.append((number, "omitted without a reason"))
            continue
        words = word_run(words_of(lines[number - 1], markdown))
        if words.strip() and words not in whole:
            missing.append((number, lines[number - 1]))
    return missing
