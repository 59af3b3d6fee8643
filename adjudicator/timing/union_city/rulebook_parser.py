"""How the importer reads Union City Alliance's rulebook (shape "book"; rulesapp/importer/kit.py is `kit`).

The book is a text export of a web page. What comes before its TOC is the page's own menu ("RulesPal",
"Chat", "Rulebook", "Union City Alliance thumbnail") and the book's title lines: no rule section, those
lines are omitted (each with its reason). TOC with indented bullets; some headings only by shape; a
glossary (bullets, continuation paragraphs, a second column spilled to the end of the file); worked
examples unlabelled (the importer's narrative rule, rulesapp/importer/examples.py) with a cast of heroes
and players.
"""
import re

GLOSSARIES = {"Glossary"}
WEB_PAGE_MENU = {"RulesPal", "Chat", "Rulebook", "Union City Alliance thumbnail"}
CAST_RE = re.compile(
    r"\b(?:Captain Jupiter|Jupiter|Odysseus|Green Death|Lady Sunbeam|Sunbeam|Wrangler|Dr Tomorrow"
    r"|Aaron|Phoebe|Darion|Joe)\b"
)


def parse(text, kit):
    """(the cut outline, glossary terms, worked examples, omitted lines) of the book's text."""
    lines = kit.read_lines(text)
    cut = kit.outline.cut(lines, glossary_titles=GLOSSARIES)
    omitted = kit.drop_front_matter(cut, WEB_PAGE_MENU)
    terms = kit.glossary.extract_terms(cut.drafts, GLOSSARIES, continuation="mentions")
    names = kit.examples.Names(text, [term.term for term in terms.terms])
    runs = kit.examples.find_runs(
        cut.drafts, names, cast_re=CAST_RE, narrative=True, skip_titles=kit.front_and_toc(cut) | GLOSSARIES
    )

    def subject(run):
        body = run.body
        if body.startswith("A hypothetical"):
            return " ".join(body.split()[1:3])  # "hypothetical enemy"
        found = names.phrases(kit.first_sentence(body, limit=10_000))
        others = [kit.examples.display_name(name) for name in found if not CAST_RE.search(" ".join(name))]
        return (others or [run.section.title])[0]

    return cut, terms.terms, kit.examples.to_examples(runs, subject), omitted
