"""The page of a "See: ..." entry links each entry it names, and only those, on the real Rules Reference."""
import re

from rulesapp.models import Game, Section

MC = "/games/marvel-champions/"


def rule_text(client, anchor):
    response = client.get(f"{MC}{anchor}/")
    assert response.status_code == 200
    html = response.content.decode()
    return html[html.index('<div class="rule-text">'):].split("</div>", 1)[0]


def links(html):
    return re.findall(r'<a[^>]*href="([^"]+)"[^>]*>([^<]+)</a>', html)


def test_a_pointers_page_links_the_entries_it_names_to_their_pages(client, imported_rows, db):
    assert links(rule_text(client, "rules-reference-overpay")) == [(f"{MC}rules-reference-cost/", "Cost")]
    assert links(rule_text(client, "rules-reference-deck-customization")) == [
        (f"{MC}rules-reference-appendix-i-deck-customization/", "Appendix I: Deck Customization")]  # not "Deck"
    assert links(rule_text(client, "rules-reference-alter-ego-alter-ego-form")) == [
        (f"{MC}rules-reference-form-change-form/", "Form"), (f"{MC}rules-reference-identity/", "Identity")]


def test_a_part_naming_no_entry_is_shown_unlinked_in_its_place(client, imported_rows, db):
    text = rule_text(client, "rules-reference-round-structure")
    assert links(text) == [(f"{MC}rules-reference-round-overview/", "Overview - Round Overview"),
                           (f"{MC}rules-reference-player-phase/", "Player Phase"),
                           (f"{MC}rules-reference-player-turn/", "Player Turn"),
                           (f"{MC}rules-reference-villain-phase/", "Villain Phase")]
    assert "Round Overview</a>, End of the Player Phase, <a" in text  # no "Player Phase" link inside it


def test_other_entries_keep_their_glossary_links(client, imported_rows, db):
    text = rule_text(client, "rules-reference-cost")
    assert 'class="term"' in text and 'data-term="Resource"' in text


def test_a_pointers_words_are_escaped(client, imported_rows, db):
    game = Game.objects.get(slug="marvel-champions")
    cost = game.sections.get(anchor="rules-reference-cost")
    Section.objects.create(game=game, document=cost.document, parent=cost.parent, anchor="rules-reference-spend",
                           title="SPEND", order=10_000, depth=cost.depth, text="See: Cost, <b>Gold</b> & Gems")
    text = rule_text(client, "rules-reference-spend")
    assert f'<a href="{MC}rules-reference-cost/">Cost</a>, &lt;b&gt;Gold&lt;/b&gt; &amp; Gems' in text
