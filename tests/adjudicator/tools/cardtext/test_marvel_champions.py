"""Marvel Champions triggers restricted to a form ("Hero Interrupt", "Alter-Ego Action") and labeled in brackets
("(attack)", "(thwart)", "(defense)"), as real cards print them: read as the trigger underneath, with the Rules
Reference's sentences on the form and on the label quoted (their quotes are checked against the imported text
by tests/adjudicator/timing/test_rules.py); a trigger the helper does not know is still said to be unknown."""
import pytest

from adjudicator.tools import cardtext

GAME = "marvel-champions"


def one(text):
    sentences = cardtext.classify(text, GAME)
    assert len(sentences) == 1, sentences
    return sentences[0]


def notes(sentence):
    return {n["rule"]["name"]: n for n in sentence["notes"]}


def test_a_hero_interrupt_labeled_defense_is_a_hero_only_interrupt_that_defends():
    sentence = one("Hero Interrupt (defense): When an enemy attacks you, prevent 2 of that damage.")
    assert sentence["kind"] == "interrupt" and sentence["ambiguous"] is None
    assert sentence["keyword"] == "Hero Interrupt (defense)"
    assert sentence["text"] == "When an enemy attacks you, prevent 2 of that damage."
    assert "hero form only" in sentence["title"] and "defense" in sentence["title"]
    assert sentence["rule"]["anchor"] == "rules-reference-interrupt"
    cited = notes(sentence)
    form = cited["form-trigger"]
    assert "hero form" in form["why"]
    assert form["rule"]["anchor"] == "rules-reference-ability"
    assert "can only be used if the player triggering the ability is in the specified form" in form["rule"]["quote"]
    defense = cited["defense-labeled"]
    assert defense["rule"]["anchor"] == "rules-reference-defend-defense"
    assert "that player’s identity becomes the defender" in defense["rule"]["quote"]
    assert "defender" in defense["why"]
    for name in ("defense-labeled-not-basic", "defense-labeled-no-exhaust", "defense-labeled-outside-attack"):
        assert cited[name]["rule"]["anchor"] == "rules-reference-defend-defense"
    assert "DEF" in cited["defense-labeled-not-basic"]["why"]
    assert "optional-trigger" in cited  # an interrupt that is not forced stays optional


@pytest.mark.parametrize("form", ["Hero", "Alter-Ego"])
@pytest.mark.parametrize("trigger, kind", [("Action", "action"), ("Interrupt", "interrupt"),
                                           ("Response", "response")])
def test_a_form_word_reads_as_the_trigger_underneath_usable_only_in_that_form(form, trigger, kind):
    sentence = one(f"{form} {trigger}: Draw 1 card.")
    assert sentence["kind"] == kind and sentence["keyword"] == f"{form} {trigger}"
    assert f"{form.lower()} form only" in sentence["title"]
    assert f"{form.lower()} form" in notes(sentence)["form-trigger"]["why"]


def test_a_combination_the_book_does_not_print_is_read_by_the_form_sentence_and_nothing_more():
    unprinted = one("Alter-Ego Response: After you change form, draw 1 card.")
    assert "prints no “Alter-Ego Response”" in unprinted["why"] and unprinted["ambiguous"] is None
    printed = one("Hero Action: Draw 1 card.")
    assert "prints no" not in printed["why"]
    assert [n["rule"]["name"] for n in printed["notes"]] == ["form-trigger"]


@pytest.mark.parametrize("text, kind", [("Hero Forced Interrupt: When you would be attacked, exhaust.",
                                         "forced-would-interrupt"),
                                        ("Forced Alter-Ego Response: After you recover, discard a card.",
                                         "forced-response")])
def test_a_forced_trigger_with_a_form_is_forced_and_its_form_a_stated_reading(text, kind):
    sentence = one(text)
    assert sentence["kind"] == kind
    assert {"forced-trigger", "form-trigger"} <= set(notes(sentence))
    assert "reading" in sentence["ambiguous"]


@pytest.mark.parametrize("label, entry, names", [
    ("attack", "rules-reference-attack-player-action",
     ["attack-labeled", "attack-labeled-no-exhaust", "attack-labeled-single"]),
    ("thwart", "rules-reference-thwart", ["thwart-labeled", "thwart-labeled-no-exhaust", "thwart-labeled-single"]),
])
def test_an_attack_or_thwart_label_says_what_the_ability_counts_as(label, entry, names):
    sentence = one(f"Hero Action ({label}): Deal 2 damage to an enemy and remove 1 threat from a scheme.")
    assert sentence["kind"] == "action" and sentence["ambiguous"] is None and label in sentence["title"]
    cited = notes(sentence)
    assert [cited[name]["rule"]["anchor"] for name in names] == [entry] * 3
    assert f"labeled as a{'n' if label == 'attack' else ''} {label}" in cited[names[0]]["rule"]["quote"]
    assert "does not exhaust" in cited[names[1]]["why"]


def test_every_sentence_of_a_labeled_ability_belongs_to_it_and_the_label_is_said_once():
    first, second = cardtext.classify("Hero Interrupt (defense): When an enemy attacks you, prevent 2 damage. "
                                      "Then draw a card.", GAME)
    assert second["kind"] == "interrupt" and second["keyword"] == "Hero Interrupt (defense)"
    assert "defense-labeled" in notes(first) and "defense-labeled" not in notes(second)


def test_a_trigger_pasted_from_the_rulebook_with_bold_and_italic_markers_is_read():
    sentence = one("**Hero Interrupt** *(defense)*: When an enemy attacks you, prevent 2 damage.")
    assert sentence["kind"] == "interrupt" and "defense-labeled" in notes(sentence)


@pytest.mark.parametrize("text, printed", [("Spider-Sense: Draw a card.", "Spider-Sense"),
                                           ("Hero Resource: Generate a resource.", "Hero Resource"),
                                           ("Villain Action: Deal 1 damage.", "Villain Action"),
                                           ("Spider-Sense (defense): Prevent 1 damage.", "Spider-Sense"),
                                           ("Hero Alter-Ego Action: Draw a card.", "Hero Alter-Ego Action")])
def test_a_trigger_the_helper_does_not_know_is_still_unknown(text, printed):
    sentence = one(text)
    assert sentence["kind"] == "unknown-trigger" and printed in sentence["ambiguous"]
    assert sentence["notes"] == []


def test_a_label_the_book_does_not_define_is_read_as_the_trigger_but_marked_unknown():
    sentence = one("Hero Action (recover): Heal 2 damage.")
    assert sentence["kind"] == "action" and "(recover)" in sentence["ambiguous"]
    assert not [name for name in notes(sentence) if "labeled" in name]


@pytest.mark.parametrize("text, kind", [
    ("Interrupt: When your hero would take any amount of damage, draw 1 card.", "would-interrupt"),
    ("Forced Interrupt: When Rhino would be defeated, draw 1 card.", "forced-would-interrupt"),
    ("Hero Interrupt: When an enemy would attack you, draw 1 card.", "would-interrupt"),
])
def test_an_interrupt_whose_triggering_condition_says_would_is_the_readers_would_class(text, kind):
    """The helper says the class the card reader gives (card_abilities) and the Rules Reference's “Would”: "a
    higher timing priority for those abilities than interrupts to the same triggering condition without the
    word"."""
    from adjudicator.timing.marvel_champions.card_abilities import read_abilities
    trigger, words = text.split(": ", 1)
    (read,) = read_abilities(f"<b>{trigger}</b>: {words}", "Rhino")
    sentence = one(text)
    assert sentence["kind"] == read.timing == kind
    assert "“would”" in sentence["title"]
    cited = notes(sentence)
    assert cited["would"]["rule"]["anchor"] == "rules-reference-would"
    assert "higher timing priority" in cited["would"]["rule"]["quote"]
    assert "interrupt-would" in cited


def test_would_only_in_the_effect_is_a_plain_interrupt():
    """"prevent all damage that would be dealt": the word is in the effect, not the triggering condition."""
    sentence = one("Forced Interrupt: When an enemy attacks Rhino, prevent all damage that would be dealt to Rhino.")
    assert sentence["kind"] == "forced-interrupt" and "“would”" not in sentence["title"]
    assert "would" not in notes(sentence) and "interrupt-would" not in notes(sentence)
