"""Card entries (GlossaryTerm.card, Skirmish's appendix): a card's own entry counts for less on a question
that does not name the card, so the rule the player asks about is not pushed down by a card whose text
happens to use the same words; a question that names the card still finds the card first."""
from rulesapp import search as rules_search
from rulesapp.models import Game, GlossaryTerm, Section
from rulesapp.search.cards import CARD_NOT_NAMED_WEIGHT, NamedEntries
from tests.rulesapp.search.conftest import SKIRMISH, add_section

RULE_QUESTION = "can my hand get too big"  # the rule: Phase III: Draw; the casket's text shares its words


def add_card(name, anchor, definition, card=True):
    skirmish = Game.objects.get(slug=SKIRMISH)
    return GlossaryTerm.objects.create(game=skirmish, document=skirmish.documents.get(), term=name, anchor=anchor,
                                       definition=definition, card=card)


def results(question):
    return rules_search.search(question, game=SKIRMISH).results


def add_draw_rule_and_casket(card):
    add_section(Game.objects.get(slug=SKIRMISH), "phase-iii-draw", "Phase III: Draw", 5,
                "Draw cards from your draw pile until you have 5 cards in your hand. There is no limit to the "
                "number of cards in your hand.")
    add_card("Casket of Ancient Winters", "casket-of-ancient-winters",
             "Immediate effect: every opponent whose hand is bigger than 3 cards discards cards from their hand "
             "until they have 3.", card=card)
    rules_search.rebuild_index()


def test_a_card_whose_text_shares_the_questions_words_does_not_outrank_the_rule_it_does_not_name(built_index):
    add_draw_rule_and_casket(card=True)
    assert [hit.anchor for hit in results(RULE_QUESTION)][:2] == ["phase-iii-draw", "casket-of-ancient-winters"]


def test_the_same_entry_not_marked_as_a_card_is_ranked_on_its_words_and_meaning_alone(built_index):
    add_draw_rule_and_casket(card=False)  # so the order above is the card flag's doing
    ranked = results(RULE_QUESTION)
    assert ranked[0].anchor == "casket-of-ancient-winters"
    GlossaryTerm.objects.filter(anchor="casket-of-ancient-winters").update(card=True)
    rules_search.rebuild_index()
    weighted = next(hit for hit in results(RULE_QUESTION) if hit.anchor == "casket-of-ancient-winters")
    assert abs(weighted.score - CARD_NOT_NAMED_WEIGHT * ranked[0].score) < 1e-6


def test_a_question_that_names_the_card_finds_it_first(built_index):
    add_draw_rule_and_casket(card=True)
    assert results("can my hand get too big after the casket of ancient winters")[0].anchor == \
        "casket-of-ancient-winters"
    assert results("can my hand get too big after the casket of ancient wniters")[0].anchor == \
        "casket-of-ancient-winters"  # a misspelt name, corrected, still names it


def card_names(*titles):
    return NamedEntries.cards_of((number, {"title": title, "card": True}) for number, title in enumerate(titles))


def test_a_name_is_said_without_its_edition_dots_or_letter_case():
    cards = card_names("S.H.I.E.L.D. Agents", "Baron Zemo (first version)", "Warlock's Eye", "Thor")
    assert cards.not_named("are the shield agents free to put down".split()) == {1, 2, 3}
    assert cards.not_named("what does baron zemo do".split()) == {0, 2, 3}
    assert cards.not_named("the warlocks eye".split()) == {0, 1, 3}
    assert cards.not_named("is zemo an agent".split()) == {0, 1, 2, 3}  # part of a name is not the name
    assert cards.not_named("a thorough question".split()) == {0, 1, 2, 3}


def test_entries_not_stored_as_cards_are_never_weighted():
    stored = [(0, {"title": "Thor", "card": False}), (1, {"title": "Hulk"})]  # the second: an index built before
    assert NamedEntries.cards_of(stored).not_named(["nothing"]) == frozenset()


def add_villains_list():
    """Skirmish's appendix list as the importer makes it: the section's text is its cards' entries."""
    skirmish = Game.objects.get(slug=SKIRMISH)
    entry = ("Red Hulk: Attack effect: After you attack with Red Hulk, the heroes lose the game if they rescue "
             "fewer civilians than you.")
    villains = add_section(skirmish, "villains", "Villains", 6, entry)
    Section.objects.filter(pk=villains.pk).update(asked="which villain makes the heroes lose when they rescue few "
                                                        "civilians")
    GlossaryTerm.objects.create(game=skirmish, document=skirmish.documents.get(), section=villains, term="Red Hulk",
                                anchor="red-hulk", definition=entry.split(": ", 1)[1], card=True)
    add_section(skirmish, "game-end", "Game End", 7,
                "The game ends when all civilians are rescued. The player who rescued the most civilians wins.")
    rules_search.rebuild_index()


def test_a_list_of_cards_is_found_by_its_title_not_by_its_cards_texts(built_index):
    add_villains_list()
    scores = {hit.anchor: hit.score for hit in results("who wins when the heroes rescue the civilians")}
    # embedded whole, the list (Red Hulk's text and a phrasing about him) came within 3% of the rule
    assert scores.get("villains", 0.0) < 0.8 * scores["game-end"]
    assert [hit.anchor for hit in results("villains")][0] == "villains"
    assert [hit.anchor for hit in results("red hulk")][0] == "red-hulk"  # the card's own entry, named
