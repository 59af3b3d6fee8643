"""The three book-shaped rulebooks: what each one's export needs beyond the shared rules.

- Union City Alliance: a text export of a web page. What comes before its TOC is the page's own
  menu ("RulesPal", "Chat", "Rulebook", "Union City Alliance thumbnail") and the book's title
  lines: no rule section, those lines are omitted (each with its reason). TOC with indented
  bullets; some headings only by shape; a glossary (bullets, continuation paragraphs, a second
  column spilled to the end of the file); worked examples unlabelled (narrative rule, see
  examples.py) with a cast of heroes and players.
- Valiant Universe: TOC; four headings only by shape; terms are defined in the "Glossary" and in
  the keyword and icon lists; labelled examples, plus one whole section that is an example
  ("Example of Setup (Three Players)").
- Marvel: Skirmish!: no TOC and no blank lines. Its print contents page is given below (in the
  TOC's own bullet format) for the heading levels; headings are found by the shared rules. The
  card entries of the appendix ("Ares: Attack effect: ...") are its glossary; labelled examples,
  named after the card or rule label just before them.
"""
import re

from rulesapp.importer import examples, glossary, outline
from rulesapp.importer.lines import first_sentence, label_of, read_lines

UCA_GLOSSARIES = {"Glossary"}
UCA_WEB_PAGE_MENU = {"RulesPal", "Chat", "Rulebook", "Union City Alliance thumbnail"}
UCA_CAST_RE = re.compile(
    r"\b(?:Captain Jupiter|Jupiter|Odysseus|Green Death|Lady Sunbeam|Sunbeam|Wrangler|Dr Tomorrow"
    r"|Aaron|Phoebe|Darion|Joe)\b"
)

VALIANT_GLOSSARIES = {"Glossary", "Keywords", "Card Action Icons", "Card Action Icons (Continued)"}

SKIRMISH_GLOSSARIES = {"Villains", "Heroes", "Battlegrounds", "Artifacts"}
SKIRMISH_CONTENTS = """\
• Components
• Setup
• About the Cards
• Course of Play
  • Phase I: Recruitment (Optional)
    • Playing a Card
    • Replacing a Main Character
    • Using an Immediate Effect
    • Battleground Cards
  • Phase II: Attack
    • Using an Attack Effect
  • Phase III: Draw
• Game End
• Short Overview
• Appendix
  • Villains
  • Heroes
  • Battlegrounds
  • Artifacts
"""


def _front_and_toc(cut):
    return {draft.title for draft in (cut.front, cut.toc) if draft is not None}


def _drop_front_matter(cut, menu):
    """The front-matter section out of the outline; its lines as (number, why) omitted lines."""
    if cut.front is None:
        return []
    cut.drafts.remove(cut.front)
    omitted = [(line.number, "the web page's menu" if line.text in menu else "the book's title")
               for line in cut.front.all_lines()]
    cut.front = None
    return sorted(omitted)


def parse_union_city(text):
    lines = read_lines(text)
    cut = outline.cut(lines, glossary_titles=UCA_GLOSSARIES)
    omitted = _drop_front_matter(cut, UCA_WEB_PAGE_MENU)
    terms = glossary.extract_terms(cut.drafts, UCA_GLOSSARIES, continuation="mentions")
    names = examples.Names(text, [term.term for term in terms.terms])
    runs = examples.find_runs(
        cut.drafts, names, cast_re=UCA_CAST_RE, narrative=True, skip_titles=_front_and_toc(cut) | UCA_GLOSSARIES
    )

    def subject(run):
        body = run.body
        if body.startswith("A hypothetical"):
            return " ".join(body.split()[1:3])  # "hypothetical enemy"
        found = names.phrases(first_sentence(body, limit=10_000))
        others = [examples.display_name(name) for name in found if not UCA_CAST_RE.search(" ".join(name))]
        return (others or [run.section.title])[0]

    return cut, terms.terms, examples.to_examples(runs, subject), omitted


def parse_valiant(text):
    lines = read_lines(text)
    cut = outline.cut(lines, glossary_titles=VALIANT_GLOSSARIES)
    terms = glossary.extract_terms(cut.drafts, VALIANT_GLOSSARIES, continuation="mentions")
    names = examples.Names(text, [term.term for term in terms.terms])
    example_sections = [draft for draft in cut.drafts if draft.title.startswith("Example")]
    runs = examples.find_runs(cut.drafts, names, skip_titles={draft.title for draft in example_sections})
    runs += [examples.Run(draft, draft.lines, [], draft.title) for draft in example_sections if draft.lines]
    runs.sort(key=lambda run: run.lines[0].number)
    return cut, terms.terms, examples.to_examples(runs, lambda run: run.section.title), []


def parse_skirmish(text):
    lines = read_lines(text)
    contents = outline.read_contents(read_lines(SKIRMISH_CONTENTS))
    cut = outline.cut(lines, contents=contents, needs_blank_lines=False, glossary_titles=SKIRMISH_GLOSSARIES)
    terms = glossary.extract_terms(cut.drafts, SKIRMISH_GLOSSARIES, continuation="always", bullets_only=False,
                                   card_lists=SKIRMISH_GLOSSARIES)
    names = examples.Names(text, [term.term for term in terms.terms])
    runs = examples.find_runs(cut.drafts, names)

    def subject(run):
        before = run.previous_line
        if before is not None and before.number in terms.term_by_line:
            return re.sub(r"\s*\([^)]*\)$", "", terms.term_by_line[before.number])
        if before is not None and label_of(before):
            return label_of(before)
        return run.section.title

    return cut, terms.terms, examples.to_examples(runs, subject), []
