"""The closed word lists are declared once (each game's `vocabularies`): docs/scenario-format.md lists
exactly them, and every rulebook entry a refused word cites is a heading of its rulebook."""
import re
from pathlib import Path

import pytest

from adjudicator.timing import registry

ROOT = Path(__file__).resolve().parents[3]
DOC = ROOT / "docs" / "scenario-format.md"


def _cell(words):
    return ", ".join(f"`{words.shown(w)}`" for w in words.words)


def _refused(words):
    return "; ".join(f"`{u.word}{' X' if u.numbered else ''}` ({u.entry}{': ' + u.instead if u.instead else ''})"
                     for u in words.unmodelled) or "—"


def declared_rows():
    return [f"| {cls.title} | `{v.prop}` | {_cell(v)} | {_refused(v)} |"
            for cls in registry.model_classes().values() for v in cls.vocabularies]


def test_the_docs_table_is_the_declarations():
    text = DOC.read_text(encoding="utf-8")
    header = "| game | property | the words resolved | in the rules, refused |"
    assert header in text
    table = text.split(header, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    assert table == declared_rows()


def test_the_docs_zone_table_is_the_declarations():
    text = DOC.read_text(encoding="utf-8")
    header = "| game | the zones its rules name |"
    table = text.split(header, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    assert table == [f"| {cls.title} | {', '.join(f'`{z}`' for z in cls.zone_names)} |"
                     for cls in registry.model_classes().values()]


def test_the_docs_property_table_is_the_declarations():
    text = DOC.read_text(encoding="utf-8")
    header = "| game | entity properties | prefixes |"
    table = text.split(header, 1)[1].split("\n\n", 1)[0].strip().splitlines()[1:]
    assert table == [f"| {cls.title} | {', '.join(f'`{n}`' for n, _ in cls.entity_properties.names)} | "
                     f"{', '.join(f'`{p}…`' for p, _ in cls.entity_properties.prefixes) or '—'} |"
                     for cls in registry.model_classes().values() if cls.entity_properties is not None]
    assert table, "no game declares its entity properties"


def test_the_editor_reference_lists_the_declared_properties():
    from adjudicator.web import reference

    panel = reference.reference("marvel-champions")["properties"]
    assert {"name": "crisis", "what": "crisis icons (Crisis Icon)"} in panel["names"]
    assert reference.reference("union-city-alliance")["properties"] is None


def _slug(heading):
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def test_every_refused_keyword_cites_a_heading_of_the_rules_reference():
    reference = ROOT / "fixtures" / "rulebooks" / "marvel-champions-rules-reference.md"
    headings = {"rules-reference-" + _slug(h) for h in re.findall(r"^### (.+)$", reference.read_text("utf-8"), re.M)}
    model = registry.load("marvel-champions")
    for vocabulary in model.vocabularies:
        for entry in vocabulary.unmodelled:
            assert entry.anchor in headings, entry


def test_the_editor_reference_and_form_builder_read_the_same_declarations():
    from adjudicator.web import reference, views

    panel = reference.reference("marvel-champions")["vocabularies"]
    keywords = next(v for v in panel if v["prop"] == "keywords")
    assert "retaliate X" in keywords["words"] and "guard" in keywords["words"]
    assert {"word": "setup", "entry": "Setup", "cite": "marvel-champions#rules-reference-setup-keyword", "instead": ""} \
        in keywords["refused"]
    assert views._vocabularies()["valiant-universe"] == [{"prop": "keywords", "words": ["chainable", "counter"]}]
    assert reference.reference("union-city-alliance")["vocabularies"] == []
    assert "city-deck" in reference.reference("union-city-alliance")["zones"]


@pytest.mark.django_db
def test_the_editor_page_shows_the_closed_word_lists_and_gives_them_to_the_form_builder(client):
    from html import unescape

    html = unescape(client.get("/adjudicator/editor/").content.decode())
    section = html[html.index('data-game="marvel-champions"'):]
    section = section[:section.index("</section>")]
    assert "<h3>Closed word lists</h3>" in section
    assert "<code>retaliate X</code>" in section and "<code>setup</code> (Setup: not modelled yet)" in section
    assert '"vocabularies": {' in html and '"chainable", "counter"' in html
