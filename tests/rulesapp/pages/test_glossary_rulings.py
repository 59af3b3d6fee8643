"""A keyword's glossary entry lists the official rulings filed under the section that defines it (issue 27)."""
import datetime

from rulesapp.models import Ruling
from tests.rulesapp.pages.sample_library import add_section
from rulesapp.models import GlossaryTerm

GLOSSARY = "/games/union-city-alliance/glossary/"


def entry_html(page, anchor):
    start = page.index(f'<div class="glossary-entry" id="{anchor}">')
    return page[start:page.index("</div>", page.index("</dd>", start)) + 6]


def test_a_terms_entry_lists_the_rulings_on_its_section_and_links_each(client, library):
    uca = library["uca"]
    surge = add_section(uca, "surge", "Surge", 9, "After resolving this card, reveal another.")
    GlossaryTerm.objects.create(game=uca, document=surge.document, section=surge, term="Surge", anchor="surge-term",
                                definition="A keyword: reveal another card.")
    for order, question in enumerate(("Is surge revealed first?", "Does surge stack?")):
        Ruling.objects.create(game=uca, section=surge, anchor=f"ruling-surge-{order}", question=question,
                              answer="No.", source="A designer's answer", order=order, ruled_by="A designer",
                              date=datetime.date(2026, 8, 3) if order == 0 else None)
    page = client.get(GLOSSARY).content.decode()
    surge_entry = entry_html(page, "surge-term")
    assert "2 official rulings about it:" in surge_entry
    assert surge_entry.index("Is surge revealed first?") < surge_entry.index("Does surge stack?")
    assert 'href="/games/union-city-alliance/surge/#ruling-surge-0"' in surge_entry
    # each says who ruled and when (issue 23), or that its source gives no date
    assert '<span class="ruling-byline">(A designer, 3 August 2026)</span>' in surge_entry
    assert '<span class="ruling-byline">(A designer, undated)</span>' in surge_entry
    assert "official ruling" not in entry_html(page, "attack")  # a term whose section has none says nothing
