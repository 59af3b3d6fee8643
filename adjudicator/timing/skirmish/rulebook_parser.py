"""How the importer reads Marvel: Skirmish! In New York's rulebook (shape "book"; rulesapp/importer/kit.py is
`kit`).

No TOC and no blank lines. Its print contents page is given below (in the TOC's own bullet format) for the
heading levels; headings are found by the importer's shared rules. The card entries of the appendix ("Ares:
Attack effect: ...") are its glossary; labelled examples, named after the card or rule label just before them.
"""
import re

GLOSSARIES = {"Villains", "Heroes", "Battlegrounds", "Artifacts"}
CONTENTS = """\
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



def parse(text, kit):
    """(the cut outline, glossary terms, worked examples, omitted lines) of the book's text."""
    lines = kit.read_lines(text)
    contents = kit.outline.read_contents(kit.read_lines(CONTENTS))
    cut = kit.outline.cut(lines, contents=contents, needs_blank_lines=False, glossary_titles=GLOSSARIES)
    terms = kit.glossary.extract_terms(cut.drafts, GLOSSARIES, continuation="always", bullets_only=False,
                                       card_lists=GLOSSARIES)
    names = kit.examples.Names(text, [term.term for term in terms.terms])
    runs = kit.examples.find_runs(cut.drafts, names)

    def subject(run):
        before = run.previous_line
        if before is not None and before.number in terms.term_by_line:
            return re.sub(r"\s*\([^)]*\)$", "", terms.term_by_line[before.number])
        if before is not None and kit.label_of(before):
            return kit.label_of(before)
        return run.section.title

    return cut, terms.terms, kit.examples.to_examples(runs, subject), []
