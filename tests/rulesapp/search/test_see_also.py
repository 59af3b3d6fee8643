"""See also: a rule stated in two of a game's books is one result, with the other book's entry under it
("See also: …"), not two results apart; entries of other rules, games and kinds keep their own places."""
from rulesapp import search as rules_search
from rulesapp.models import Document, Game, GlossaryTerm, Section
from rulesapp.search.fusion import FusedDocument
from rulesapp.search.see_also import SEE_ALSO_DEPTH, SEE_ALSO_SIMILARITY, with_see_also
from tests.rulesapp.search.conftest import UCA, add_section

TAKEN_DOWN = ("When a hero has taken damage equal to or greater than their maximum stamina, they are Taken "
              "down.")


def add_learn_to_play(game, sections):
    """A second book of the game, as the importer makes one: its own anchor prefix."""
    book = Document.objects.create(game=game, slug="learn-to-play", title="Learn to Play", order=1,
                                   anchor_prefix="learn-to-play", source_file="learn.md")
    for order, (anchor, title, text) in enumerate(sections):
        Section.objects.create(game=game, document=book, anchor=anchor, title=title, order=order, text=text)


def test_a_rule_restated_in_another_book_is_shown_under_the_result_not_again(built_index):
    add_learn_to_play(Game.objects.get(slug=UCA), [
        ("learn-to-play-taken-down", "Taken down",
         "A hero who has taken damage equal to or more than their maximum stamina is Taken down.")])
    rules_search.rebuild_index()
    results = rules_search.search("what happens when my hero runs out of stamina", game=UCA).results
    anchors = [hit.anchor for hit in results]
    pair = {"being-taken-down", "learn-to-play-taken-down"}
    first = next(hit for hit in results if hit.anchor in pair)
    assert [other.anchor for other in first.see_also] == list(pair - {first.anchor})
    assert len(pair & set(anchors)) == 1  # not also a result of its own
    other = first.see_also[0]
    assert other.document in {"Learn to Play", "Rulebook"} and other.document != first.document
    assert other.url.endswith(other.anchor + "/")


def test_an_unrelated_section_of_the_other_book_keeps_its_own_place(built_index):
    add_learn_to_play(Game.objects.get(slug=UCA), [
        ("learn-to-play-shopping", "Shopping for cards",
         "Buy Union cards with your resources: each card costs its printed cost in resources.")])
    rules_search.rebuild_index()
    results = rules_search.search("what do cards cost and what happens when my hero runs out of stamina",
                                  game=UCA).results
    assert "learn-to-play-shopping" in [hit.anchor for hit in results]  # a result of its own
    assert all(other.anchor != "learn-to-play-shopping" for hit in results for other in hit.see_also)


def test_a_glossary_definition_goes_with_the_section_that_gives_its_whole_rule(built_index, client):
    uca = Game.objects.get(slug=UCA)
    section = add_section(uca, "disengage", "Disengage", 20,
                          "When you are engaged with an enemy, you must pay the disengage cost of that enemy to move "
                          "away from its block.")
    GlossaryTerm.objects.create(game=uca, document=section.document, term="Disengage cost", anchor="disengage-cost",
                                definition="The cost you pay to move away from a block where you are engaged with an "
                                           "enemy.")
    rules_search.rebuild_index()
    results = rules_search.search("can I walk away from an enemy on my block", game=UCA).results
    pair = {"disengage", "disengage-cost"}
    grouped = next(hit for hit in results if hit.anchor in pair)
    assert [other.anchor for other in grouped.see_also] == list(pair - {grouped.anchor})
    assert len(pair & {hit.anchor for hit in results}) == 1
    page = client.get("/search/", {"q": "can I walk away from an enemy on my block", "game": UCA}).content.decode()
    assert ('Disengage cost</a> <span class="result-document">(Rulebook, glossary)</span>' in page
            or 'Disengage</a> <span class="result-document">(Rulebook)</span>' in page)


def test_the_page_shows_the_other_books_entry_as_a_link_under_the_result(built_index, client):
    add_learn_to_play(Game.objects.get(slug=UCA), [
        ("learn-to-play-taken-down", "Taken <down>",
         "A hero who has taken damage equal to or more than their maximum stamina is Taken down.")])
    rules_search.rebuild_index()
    page = client.get("/search/", {"q": "what happens when my hero runs out of stamina", "game": UCA}).content.decode()
    line = page[page.index('class="result-see-also"'):]
    line = line[:line.index("</p>")]
    assert "See also:" in line
    assert ('Taken &lt;down&gt;</a> <span class="result-document">(Learn to Play)</span>' in line
            or 'Being taken down</a> <span class="result-document">(Rulebook)</span>' in line)


# --- the grouping itself, on a ranking made up for it -------------------------------------------------

SHELVES = {1: ("mc", "Rules Reference", "section"), 2: ("mc", "Learn to Play", "section"),
           3: ("mc", "Timing flowchart", "section"), 4: ("mc", "Learn to Play", "section"),
           5: ("uca", "Rulebook", "section"), 6: None,  # a ruling, an example or a card: never grouped
           7: ("mc", "Rules Reference", "section"), 8: ("mc", "Rules Reference", "glossary")}


def grouped(order, close_pairs, shelves=SHELVES):
    ranked = [FusedDocument(docnum, 1.0 - place / 100, None) for place, docnum in enumerate(order)]

    def similarity(first, second):
        return SEE_ALSO_SIMILARITY if {first, second} in close_pairs else SEE_ALSO_SIMILARITY - 0.01

    return [(document.docnum, document.see_also) for document in with_see_also(ranked, shelves.get, similarity)]


def test_one_entry_per_other_shelf_of_the_same_game_and_close_enough():
    close = [{1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}]
    # 4 is a second Learn to Play section (2 came first), 5 another game's, 6 not rule text, 7 the same
    # shelf as 1; 8 is its book's glossary, another shelf
    assert grouped([1, 2, 3, 4, 5, 6, 7, 8], close) == [(1, (2, 3, 8)), (4, ()), (5, ()), (6, ()), (7, ())]


def test_a_companion_is_taken_once_and_only_from_below():
    assert grouped([2, 1, 3], [{1, 2}, {1, 3}, {2, 3}]) == [(2, (1, 3))]
    assert grouped([2, 3, 1], [{1, 3}]) == [(2, ()), (3, (1,))]


def test_nothing_is_grouped_beyond_the_depth():
    order = [1] + [100 + n for n in range(SEE_ALSO_DEPTH - 1)] + [2]
    shelves = SHELVES | {100 + n: ("other", "Rulebook", "section") for n in range(SEE_ALSO_DEPTH)}
    assert grouped(order, [{1, 2}], shelves)[0] == (1, ())
    assert grouped(order[:-2] + [2], [{1, 2}], shelves)[0] == (1, (2,))


def test_a_group_is_led_by_its_games_first_book_at_the_place_of_its_best_entry():
    ranked = [FusedDocument(2, 0.9, None), FusedDocument(9, 0.8, None), FusedDocument(1, 0.7, (5, 9)),
              FusedDocument(3, 0.6, None)]
    order = {1: 0, 2: 1, 3: 2, 9: 0}  # 1: Rules Reference, 2: Learn to Play, 3: flowchart; 9 another game's
    shelves = SHELVES | {9: ("uca", "Rulebook", "section")}
    grouped = with_see_also(ranked, shelves.get, lambda first, second: SEE_ALSO_SIMILARITY, order.get)
    assert [(document.docnum, document.see_also, document.score) for document in grouped] == [
        (1, (2, 3), 0.9), (9, (), 0.8)]
    assert grouped[0].span == (5, 9)  # the leader's own best passage is its snippet


def test_a_glossary_term_that_copies_its_own_section_sits_on_the_sections_shelf():
    """A Rules Reference entry is imported as a section and as a glossary term of the same text: the copy
    must not join another entry of its book as if it were a glossary definition ("Hand Size, see also:
    Draw, Drawing Cards (Rules Reference, glossary)")."""
    from rulesapp.search.engine import _shelf

    entry = {"game": "mc", "document": "Rules Reference", "kind": "glossary"}
    assert _shelf(entry | {"section_copy": True}) == ("mc", "Rules Reference", "section")
    assert _shelf(entry) == ("mc", "Rules Reference", "glossary")  # a glossary of its own (Union City Alliance)
    assert _shelf(entry | {"card": True}) is None and _shelf(entry | {"kind": "ruling"}) is None


def test_a_books_overview_is_listed_under_the_rule_it_restates(built_index):
    """Skirmish's "Short Overview" restates its phases in brief: a question about attacking should show
    the Attack phase with the overview under it, not the same rule twice in the top places. Unmarked,
    the same section (same book, same kind) is a result of its own."""
    uca = Game.objects.get(slug=UCA)
    summary = add_section(uca, "round-summary", "Round summary", 40,
                          "Taken down: a hero who has taken damage equal to or greater than their maximum stamina "
                          "is Taken down.")
    question = "what happens when my hero runs out of stamina"
    rules_search.rebuild_index()
    apart = rules_search.search(question, game=UCA).results
    assert {"being-taken-down", "round-summary"} <= {hit.anchor for hit in apart}

    summary.overview = True
    summary.save()
    rules_search.rebuild_index()
    results = rules_search.search(question, game=UCA).results
    leader = next(hit for hit in results if hit.anchor in {"being-taken-down", "round-summary"})
    assert leader.anchor == "being-taken-down"  # the whole rule leads, its overview under it
    assert [other.anchor for other in leader.see_also] == ["round-summary"]
    assert "round-summary" not in {hit.anchor for hit in results}


def test_an_overview_is_a_shelf_of_its_own_and_never_leads_a_rule():
    from rulesapp.search.engine import _lead_order, _shelf

    section = {"game": "mc", "document": "Rules Reference", "kind": "section", "book_order": 0}
    assert _shelf(section | {"overview": True}) == ("mc", "Rules Reference", "overview")
    assert _shelf(section) == ("mc", "Rules Reference", "section")
    assert _lead_order(section) < _lead_order(section | {"book_order": 1})  # the authority first
    assert _lead_order(section | {"book_order": 1}) < _lead_order(section | {"overview": True})


def test_an_overview_ranked_first_takes_only_other_overviews():
    """The Rules Reference's Round Overview restates every phase: asked about the round, it stays first
    with the Learn to Play's overview under it, and the Villain Phase below it keeps its own place."""
    shelves = {1: ("mc", "Rules Reference", "overview"), 2: ("mc", "Rules Reference", "section"),
               3: ("mc", "Learn to Play", "section"), 4: ("mc", "Learn to Play", "overview")}
    close = [{1, 2}, {1, 3}, {1, 4}, {2, 4}]
    assert grouped([1, 2, 3, 4], close, shelves) == [(1, (4,)), (2, ()), (3, ())]
    assert grouped([2, 1, 3], close, shelves) == [(2, (1,)), (3, ())]  # under the rule it restates


def test_places_are_counted_within_each_game_so_every_game_groups_as_one_does():
    """Searched without a game, other games' entries sit between a rule and its restatement; counted
    in the mixed ranking they pushed the restatement past the depth, and the home page's box showed
    two results where the game's own search showed one."""
    between = [100 + n for n in range(SEE_ALSO_DEPTH)]
    shelves = SHELVES | {docnum: ("other", "Rulebook", "section") for docnum in between}
    ranked = [FusedDocument(docnum, 1.0 - place / 100, None) for place, docnum in enumerate([1, *between, 2])]
    game_of = {1: "mc", 2: "mc"} | {docnum: "other" for docnum in between}
    grouped = with_see_also(ranked, shelves.get, lambda first, second: SEE_ALSO_SIMILARITY, lambda docnum: (),
                            game_of.get)
    assert [(document.docnum, document.see_also) for document in grouped][0] == (1, (2,))
    assert 2 not in [document.docnum for document in grouped]


def test_a_keyword_rule_shows_the_rules_references_keyword_list_under_it(full_site):
    """The Rules Reference's KEYWORDS entry sums each keyword up in a line ("Alliance: … (See: Alliance)")
    and is declared an overview: asked about one keyword, the keyword's own entry leads and the list's
    line comes with it, instead of the list taking a place of its own further down."""
    results = rules_search.search("can two of us pay for an alliance card", game="marvel-champions").results
    assert results[0].anchor == "rules-reference-alliance"
    assert [other.anchor for other in results[0].see_also] == ["rules-reference-keywords"]
    assert "rules-reference-keywords" not in {hit.anchor for hit in results}
    listed = rules_search.search("what are keywords", game="marvel-champions").results
    assert (listed[0].anchor, listed[0].see_also) == ("rules-reference-keywords", ())  # asked for, it leads
