"""How the importer reads Valiant Universe's rulebook (shape "book"; rulesapp/importer/kit.py is `kit`).

TOC; four headings only by shape; terms are defined in the "Glossary" and in the keyword and icon lists;
labelled examples, plus one whole section that is an example ("Example of Setup (Three Players)").
"""
GLOSSARIES = {"Glossary", "Keywords", "Card Action Icons", "Card Action Icons (Continued)"}


def parse(text, kit):
    """(the cut outline, glossary terms, worked examples, omitted lines) of the book's text."""
    lines = kit.read_lines(text)
    cut = kit.outline.cut(lines, glossary_titles=GLOSSARIES)
    terms = kit.glossary.extract_terms(cut.drafts, GLOSSARIES, continuation="mentions")
    names = kit.examples.Names(text, [term.term for term in terms.terms])
    example_sections = [draft for draft in cut.drafts if draft.title.startswith("Example")]
    runs = kit.examples.find_runs(cut.drafts, names, skip_titles={draft.title for draft in example_sections})
    runs += [kit.examples.Run(draft, draft.lines, [], draft.title) for draft in example_sections if draft.lines]
    runs.sort(key=lambda run: run.lines[0].number)
    return cut, terms.terms, kit.examples.to_examples(runs, lambda run: run.section.title), []
