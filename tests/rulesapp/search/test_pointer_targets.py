"""Which entries a "See: ..." entry names (pointer_targets): exact titles only, never a guess."""
from rulesapp.search.pointer_targets import Entry, pointer_words, resolve, through_chains

GAME, OTHER = "marvel-champions", "union-city-alliance"
REFERENCE, LEARN = "Rules Reference", "Learn to Play"


def section(anchor, title, body, book=REFERENCE, path="GLOSSARY", game=GAME):
    return Entry(key=f"section:{anchor}", kind="section", game=game, book=book, title=title, path=path, body=body)


def term(anchor, title, body, book=REFERENCE, game=GAME):
    return Entry(key=f"glossary:{anchor}", kind="glossary", game=game, book=book, title=title, path="", body=body)


COST = section("cost", "COST", "A card’s resource cost is the numerical value that must be paid to play the card.\n\n"
                               "Resources generated beyond the specified cost are considered to have been overpaid.")
COST_TERM = term("cost", "Cost", "A card’s resource cost is the numerical value that must be paid to play the card.")


def parts(entries, key):
    return [(part.words, part.targets) for part in resolve(entries)[key].parts]


def test_only_a_whole_text_of_see_is_a_pointer():
    assert pointer_words("See: Encounter Deck, Player Deck") == ["Encounter Deck", "Player Deck"]
    assert pointer_words("  see:Cost ") == ["Cost"]
    assert pointer_words("The player taking their turn is the active player.\n\nSee also: Player") is None
    assert pointer_words("See Card Action Icons above for the details.") is None


def test_a_part_names_the_entry_with_its_title_and_the_entry_is_shown_before_its_glossary_copy():
    overpay = section("overpay", "“OVERPAY”", "See: Cost")
    pointers = resolve([COST, COST_TERM, overpay])
    assert list(pointers) == ["section:overpay"]
    assert pointers["section:overpay"].name == "Overpay"
    assert parts([COST, COST_TERM, overpay], "section:overpay") == [("Cost", ("section:cost", "glossary:cost"))]


def test_case_quotes_and_surrounding_punctuation_do_not_matter():
    would = section("would", "“WOULD”", "The word “would” is used to establish the triggering condition.")
    timing = section("timing", "TIMING", "See: \"Would\"., Cost")
    assert parts([would, COST, timing], "section:timing") == [('"Would".', ("section:would",)), ("Cost", ("section:cost",))]


def test_a_title_listing_several_names_is_named_by_each_but_an_exact_title_comes_first():
    form = section("form-change-form", "FORM, CHANGE FORM", "Each identity has two forms.")
    identity = section("identity", "IDENTITY", "Identity is a player card type.")
    hero = section("hero-hero-form", "HERO, HERO FORM", "See: Form, Identity")
    assert parts([form, identity, hero], "section:hero-hero-form") == [
        ("Form", ("section:form-change-form",)), ("Identity", ("section:identity",))]
    plain_form = section("form", "FORM", "A form.")
    assert parts([form, plain_form, identity, hero], "section:hero-hero-form")[0] == ("Form", ("section:form",))


def test_a_name_with_a_comma_is_one_part_when_together_the_words_name_an_entry():
    alter_ego = section("alter-ego", "ALTER-EGO, ALTER-EGO FORM", "An identity's alter-ego side.")
    pointer = section("see-alter-ego", "ALTER EGO SIDE", "See: Alter-Ego, Alter-Ego Form, Cost")
    assert parts([alter_ego, COST, pointer], "section:see-alter-ego") == [
        ("Alter-Ego, Alter-Ego Form", ("section:alter-ego",)), ("Cost", ("section:cost",))]


def test_heading_dash_entry_names_the_entry_under_that_heading():
    overview = section("overview", "OVERVIEW", "The game is played over rounds.", path="")
    round_overview = section("round-overview", "ROUND OVERVIEW", "Each round has two phases.", path="OVERVIEW")
    elsewhere = section("appendix-round-overview", "ROUND OVERVIEW", "A summary.", path="APPENDIX")
    pointer = section("round-structure", "ROUND STRUCTURE", "See: Overview - Round Overview")
    entries = [overview, round_overview, elsewhere, pointer]
    assert parts(entries, "section:round-structure") == [("Overview - Round Overview", ("section:round-overview",))]


def test_the_pointers_own_book_comes_first_and_two_entries_of_one_name_are_never_guessed_between():
    reference = section("player-phase", "PLAYER PHASE", "During the player phase, each player takes one turn.")
    learn = section("learn-player-phase", "PLAYER PHASE", "Now it is your turn.", book=LEARN)
    pointer = section("round-structure", "ROUND STRUCTURE", "See: Player Phase")
    assert parts([reference, learn, pointer], "section:round-structure") == [("Player Phase", ("section:player-phase",))]
    learn_only = section("learn-turn", "PLAYER TURN", "Take your turn.", book=LEARN)
    flowchart = section("flow-turn", "PLAYER TURN", "Repeatedly perform any of the following.", book="Flowchart")
    other_book = section("turns", "TURNS", "See: Player Turn")
    assert parts([learn_only, flowchart, other_book], "section:turns") == [("Player Turn", ())]
    assert parts([learn_only, other_book], "section:turns") == [("Player Turn", ("section:learn-turn",))]


def test_a_part_naming_nothing_or_another_games_entry_stays_unresolved_with_its_words():
    elsewhere = section("end-of-the-player-phase", "END OF THE PLAYER PHASE", "Discard down.", game=OTHER)
    end = section("end-of-player-phase", "END OF PLAYER PHASE", "Each player discards down to their hand size.")
    pointer = section("round-structure", "ROUND STRUCTURE", "See: End of the Player Phase, Cost")
    assert parts([elsewhere, end, COST, pointer], "section:round-structure") == [
        ("End of the Player Phase", ()), ("Cost", ("section:cost",))]


def test_examples_and_rulings_are_never_named():
    ruling = Entry(key="ruling:cost", kind="ruling", game=GAME, book=REFERENCE, title="Cost", path="", body="Yes.")
    pointer = section("pay", "“PAY”", "See: Cost")
    assert parts([ruling, pointer], "section:pay") == [("Cost", ())]


def test_in_search_a_part_naming_another_pointer_stands_for_that_pointers_parts_and_cycles_end():
    pay = section("pay", "“PAY”", "See: Cost")
    overpay = section("overpay", "“OVERPAY”", "See: Pay, Overpay")
    entries = [COST, pay, overpay]
    assert parts(entries, "section:overpay")[0] == ("Pay", ("section:pay",))  # as the page links it
    followed = through_chains(resolve(entries))["section:overpay"]
    assert [(part.words, part.targets) for part in followed.parts] == [
        ("Cost", ("section:cost",)), ("Overpay", ("section:overpay",))]


def test_the_name_keeps_the_capitals_the_book_writes_in_its_text():
    basic = section("basic-power", "BASIC POWER", "A character's ATK value is its basic attack power.")
    atk = section("atk", "ATK", "See: Basic Power")
    x_value = section("x-value", "“X” (VALUE)", "See: Basic Power")
    pointers = resolve([basic, atk, x_value])
    assert (pointers["section:atk"].name, pointers["section:x-value"].name) == ("ATK", "X (Value)")
