"""Worked examples: runs of paragraphs inside a section that illustrate its rule with a real play.

An example is a contiguous run of paragraphs within one section (its lines stay in the section's
text too). How a run starts depends on the source:

- Labelled (all sources): a paragraph opening "Example:", "Examples:" or "Example (Label):".
- Narrative (UCA, whose examples are unlabelled boxes in print): a paragraph that names one of
  the game's cast (the heroes and the players of the examples), begins with a proper name (see
  Names: "Alexander's Showdown rule states...", "Big Paulie T-Rex assaults..."; not
  "Conversely, ..."), or begins "A hypothetical". If that paragraph shares a name with the
  example just before it, it continues that example instead ("Munchausen threatens...",
  "Kurt is defeated..."); consecutive examples with no name in common stay apart.

A run goes on while the next paragraph is narrative: it shares a name with the example (unless
it opens with "Note", the rules' aside), names one of the cast, uses a singular personal pronoun
(he, she, him, her, his; not the rules' "his or her"), or opens with a narrative lead-in ("No.",
"So in this case", "Later", "In a later turn", "The heroes elect"). Headings, bullets, numbered
steps, images, "Label: rule" paragraphs and anything else end it.

Anchors are "example-" plus a slug of the example's subject, unique per game (numeric suffix on
a repeat): the label in "Example (Label):"; else what the source's `subject` function picks (for
UCA the first name in the first sentence that is not one of the cast, e.g. "Black Flag", else the
section's title). Titles are the label, else the example's first sentence.
"""
import re
from dataclasses import dataclass

from rulesapp.importer.lines import EXAMPLE_LABEL_RE, AnchorBook, first_sentence, join_lines, label_of, slugify
from rulesapp.importer.outline import NUMBERED_STEP_RE
from rulesapp.importer.parsed import ParsedExample

PRONOUN_RE = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b", re.IGNORECASE)
RULES_PRONOUNS_RE = re.compile(r"\b(?:his or her|he or she|him or her)\b", re.IGNORECASE)
NARRATIVE_LEAD_INS = ("No.", "Yes.", "So in this case", "Later", "In a later turn", "The heroes elect")
TOKEN_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*")
NAME_CONNECTORS = {"of", "the", "up", "a", "in", "on", "von", "van", "de"}


FUNCTION_WORDS = {
    "A", "An", "The", "When", "If", "During", "As", "After", "Before", "In", "On", "At", "By", "For",
    "Once", "Then", "So", "But", "And", "Or", "Although", "While", "However", "Even", "Only", "Here",
    "This", "That", "These", "Those", "Both", "Each", "Every", "Some", "Many", "Most", "All", "No",
    "Yes", "It", "He", "She", "They", "We", "You", "Note", "With", "Since", "Unlike", "Later", "Next",
}
SENTENCE_OPENERS = '.!?:;"“([•—'


def _bare(token):
    return re.sub(r"['’]s$", "", token)


def _key(token):
    return _bare(token).casefold()


def _is_initial(text, start):
    before = text[:start].rstrip()
    return not before or before[-1] in SENTENCE_OPENERS


class Names:
    """Finds proper names in a rulebook's paragraphs.

    A word is proper when it is capitalised, the rulebook never writes it (or its singular) in
    lower case, it is no glossary word ("Alert", "Galvanize" are rules words however capitalised),
    and it appears capitalised somewhere other than at the start of a sentence ("Conversely" is
    only capitalised because sentences start with it). A name is a run of capitalised words holding
    a proper word; "of", "the", "up", ... may join its words ("Wrath of the Underworld"); leading
    function words ("The", "When") are not part of it, nor are trailing rules words.
    """

    def __init__(self, all_text, glossary_terms=()):
        self.common = set()
        self.mid_sentence = set()
        for paragraph in all_text.splitlines():
            for match in TOKEN_RE.finditer(paragraph):
                token = match.group()
                if not token[0].isupper():
                    self.common.add(_key(token))
                elif not _is_initial(paragraph, match.start()):
                    self.mid_sentence.add(_key(token))
        for term in glossary_terms:
            self.common.update(_key(token) for token in TOKEN_RE.findall(term))

    def is_common(self, token):
        key = _key(token)
        return key in self.common or (key.endswith("s") and key[:-1] in self.common)

    def is_proper(self, token):
        return token[0].isupper() and len(token) > 1 and not self.is_common(token) and _key(token) in self.mid_sentence

    def phrases(self, text):
        """The names in the text, in order, each a tuple of its words as written."""
        tokens = list(TOKEN_RE.finditer(text))

        def adjacent(index):
            return index > 0 and not text[tokens[index - 1].end() : tokens[index].start()].strip()

        def joins_a_capital(index):
            while index < len(tokens) and tokens[index].group() in NAME_CONNECTORS and adjacent(index):
                index += 1
            return index < len(tokens) and tokens[index].group()[0].isupper() and adjacent(index)

        found = []
        run = []
        for index, match in enumerate(tokens):
            token = match.group()
            if token[0].isupper():
                if not (run and adjacent(index)):
                    found.extend(self._finish(run))
                    run = []
                run.append(token)
            elif (
                token in NAME_CONNECTORS
                and run
                and adjacent(index)
                and any(self.is_proper(word) for word in run if word not in NAME_CONNECTORS)
                and joins_a_capital(index)
            ):
                run.append(token)
            else:
                found.extend(self._finish(run))
                run = []
        found.extend(self._finish(run))
        return found

    def _finish(self, run):
        while run and (run[0] in FUNCTION_WORDS or run[0] in NAME_CONNECTORS):
            run = run[1:]
        while run and not self.is_proper(run[-1]):
            run = run[:-1]
        return [tuple(run)] if run and any(self.is_proper(word) for word in run) else []

    def starts_with_name(self, text):
        """Does the paragraph open with a name ("Big Paulie T-Rex assaults ...")?"""
        tokens = TOKEN_RE.findall(text)
        if not tokens or tokens[0] in FUNCTION_WORDS or not tokens[0][0].isupper() or self.is_common(tokens[0]):
            return False
        names = self.phrases(text)
        return bool(names) and names[0][0] == tokens[0]


def _contains(longer, shorter):
    return any(longer[i : i + len(shorter)] == shorter for i in range(len(longer) - len(shorter) + 1))


def shares_name(names_a, names_b):
    """Does a name of one list equal, or run inside, a name of the other ("Kurt" in "Kurt Von Kessel")?"""
    bare_a = [tuple(_bare(word) for word in name) for name in names_a]
    bare_b = [tuple(_bare(word) for word in name) for name in names_b]
    return any(_contains(a, b) or _contains(b, a) for a in bare_a for b in bare_b)


def display_name(name):
    """A name as prose: its words, a trailing possessive dropped ("Cosmic Gauntlet's" -> "Cosmic Gauntlet")."""
    return " ".join([*name[:-1], _bare(name[-1])])


def is_narrative_pronoun(text):
    return bool(PRONOUN_RE.search(RULES_PRONOUNS_RE.sub("", text)))


@dataclass
class Run:
    section: object  # outline.Draft
    lines: list
    names: list
    label: str | None = None
    previous_line: object = None  # the line just before the run, for subject rules

    @property
    def body(self):
        """The run's text without its "Example...:" label."""
        first = self.lines[0].text
        match = EXAMPLE_LABEL_RE.match(first)
        return match["rest"] if match else first


def _ends_run(line):
    text = line.text
    return (
        line.is_bullet
        or line.is_image
        or bool(NUMBERED_STEP_RE.match(text))
        or (label_of(line) is not None and not EXAMPLE_LABEL_RE.match(text))
    )


def find_runs(drafts, names, *, cast_re=None, narrative=False, skip_titles=()):
    """Example runs in every section of `drafts` not titled in `skip_titles`."""
    runs = []
    for draft in drafts:
        if draft.title in skip_titles:
            continue
        current = None
        previous = None
        for line in draft.lines:
            text = line.text
            label = EXAMPLE_LABEL_RE.match(text)
            line_names = names.phrases(text)
            if label:
                current = Run(draft, [line], line_names, label["label"], previous)
                runs.append(current)
            elif _ends_run(line):
                current = None
            elif narrative and _opens_example(text, names, cast_re) and not (
                current and shares_name(line_names, current.names)
            ):
                current = Run(draft, [line], line_names, None, previous)
                runs.append(current)
            elif current and (
                (shares_name(line_names, current.names) and not text.startswith("Note"))
                or (cast_re is not None and cast_re.search(text))
                or is_narrative_pronoun(text)
                or text.startswith(NARRATIVE_LEAD_INS)
            ):
                current.lines.append(line)
                current.names.extend(line_names)
            else:
                current = None
            previous = line
    return runs


def _opens_example(text, names, cast_re):
    return bool(cast_re and cast_re.search(text)) or names.starts_with_name(text) or text.startswith("A hypothetical")


def to_examples(runs, subject_of):
    """ParsedExamples from runs; `subject_of(run)` names an unlabelled run's subject."""
    book = AnchorBook()
    examples = []
    for run in runs:
        subject = run.label or subject_of(run)
        title = run.label or first_sentence(run.body)
        anchor = book.claim(_example_slug(subject))
        examples.append(ParsedExample(anchor, title, join_lines(run.lines), run.section.anchor))
    return examples


def _example_slug(subject):
    slug = slugify(subject)
    return slug if slug.startswith("example") else f"example-{slug}"
