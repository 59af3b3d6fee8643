"""Pages keep what they render from the library per library version: they show every write from the
moment it is committed (an edit in the admin, an import in another process), and not before."""
import pytest

from rulesapp import library_version
from rulesapp.models import GlossaryTerm, Ruling, Section
from tests.rulesapp.pages.html_checks import PageStructure

pytestmark = pytest.mark.django_db

GAME = "/games/union-city-alliance/"
GLOSSARY = "/games/union-city-alliance/glossary/"
HEROES = "/games/union-city-alliance/setting-up-heroes/"
RULINGS = "/games/union-city-alliance/rulings/"


def html(client, url):
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def test_each_page_shows_an_edit_made_after_it_was_shown(client, library):
    for url in (GAME, GLOSSARY, HEROES, RULINGS):
        html(client, url)
    heroes = library["sections"]["heroes"]
    heroes.title = "Heroes, chosen and set up"
    heroes.text = heroes.text.replace("draws 5 cards", "draws 6 cards")
    heroes.save()
    term = library["terms"]["discard-pile"]
    term.definition = "The pile of discarded cards, face up."
    term.save()
    Ruling.objects.create(game=library["uca"], section=heroes, anchor="ruling-team-up", question="May I use a team up deck?",
                          answer="Not that hero's.", source="A designer's answer")
    assert "Heroes, chosen and set up" in html(client, GAME)
    glossary = PageStructure(html(client, GLOSSARY))
    assert glossary.ids["discard-pile"] and "The pile of discarded cards, face up." in html(client, GLOSSARY)
    section = html(client, HEROES)
    assert "draws 6 cards" in section and "draws 5 cards" not in section
    assert "May I use a team up deck?" in section
    links = {link["text"]: link["attrs"] for link in PageStructure(section).term_links()}
    assert links["discard pile"]["data-definition"] == "The pile of discarded cards, face up."
    assert "May I use a team up deck?" in html(client, RULINGS)


def test_a_term_edited_in_the_admin_shows_in_the_glossary_and_where_rule_text_links_it(client, library, django_user_model):
    html(client, GLOSSARY), html(client, HEROES)
    staff = django_user_model.objects.create_superuser("judge", "judge@example.com", "a long passphrase")
    client.force_login(staff)
    term = library["terms"]["hero"]
    response = client.post(f"/admin/rulesapp/glossaryterm/{term.pk}/change/", {
        "game": term.game_id, "document": term.document_id, "section": term.section_id, "term": "Hero",
        "anchor": "hero", "definition": "The character you play.", "order": 0,
    })
    assert response.status_code == 302, response.content.decode()[:2000]
    client.logout()
    hero = html(client, GLOSSARY).split('id="hero"', 1)[1].split("</div>", 1)[0]
    assert "The character you play." in hero
    links = [link for link in PageStructure(html(client, HEROES)).term_links() if link["attrs"]["data-term"] == "Hero"]
    assert links and links[0]["attrs"]["data-definition"] == "The character you play."


def test_a_write_from_another_process_shows_once_it_gives_the_library_a_new_version(client, library):
    """Another process's signals never reach this one: what it writes shows when its new version does."""
    assert "Setting up Heroes" in html(client, GAME)
    Section.objects.filter(anchor="setting-up-heroes").update(title="Heroes, chosen and set up")  # no signal here
    assert "Heroes, chosen and set up" not in html(client, GAME)  # the page kept for this version
    library_version.bump()  # what the other process's save wrote in the same transaction
    assert "Heroes, chosen and set up" in html(client, GAME)


def test_rule_text_kept_for_a_version_is_still_escaped(client, library):
    Section.objects.create(game=library["uca"], document=library["uca"].documents.get(), anchor="hostile",
                           title="<i>Hostile</i>", order=10, depth=0, text="<script>alert(1)</script> Attack!")
    GlossaryTerm.objects.create(game=library["uca"], document=library["uca"].documents.get(), term="<b>Bold</b> move",
                                anchor="bold-move", definition='"><img src=x onerror=alert(1)>')
    for _ in range(2):  # rendered, then served as kept
        section, glossary = html(client, "/games/union-city-alliance/hostile/"), html(client, GLOSSARY)
        assert "<script>alert" not in section and "&lt;script&gt;alert(1)&lt;/script&gt;" in section
        assert "<img" not in glossary and "&lt;b&gt;Bold&lt;/b&gt; move" in glossary
        assert "&lt;i&gt;Hostile&lt;/i&gt;" in html(client, GAME)
