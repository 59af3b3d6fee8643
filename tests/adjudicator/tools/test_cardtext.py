"""The card-text helper: sentences classified by the rulebook's wording rules, on the rulebook's own phrasings."""
from pathlib import Path

import pytest

from adjudicator.tools.cardtext import KEYWORDS, MAX_CHARS, RULES, CardTextInvalid, classify, split_sentences

RULEBOOK = Path(__file__).resolve().parents[3] / "fixtures" / "rulebooks" / "union-city-alliance.txt"


def kinds(text):
    return [s["kind"] for s in classify(text)]


def one(text):
    sentences = classify(text)
    assert len(sentences) == 1, sentences
    return sentences[0]


@pytest.fixture(scope="module")
def rulebook_text():
    return " ".join(RULEBOOK.read_text(encoding="utf-8").split())


def test_every_quoted_rule_is_verbatim_in_the_rulebook(rulebook_text):
    for rule in list(RULES.values()) + list(KEYWORDS.values()):
        assert " ".join(rule.quote.split()) in rulebook_text, rule.quote


def test_quoted_sections_exist_as_anchors():
    from rulesapp.importer import parse_rulebook

    parsed = parse_rulebook(RULEBOOK.read_text(encoding="utf-8"), "union-city-alliance")
    anchors = {s.anchor for s in parsed.sections}
    terms = {t.anchor for t in parsed.terms}
    for rule in list(RULES.values()) + list(KEYWORDS.values()):
        if rule.term:
            assert rule.term in terms, rule.term
        else:
            assert rule.anchor in anchors, rule.anchor


# -- Costs -----------------------------------------------------------------------------------------------
def test_this_is_my_city_galvanize_is_a_cost():
    sentence = one("Galvanize: Discard a non-Origin card to move to a block with an enemy.")
    assert sentence["kind"] == "cost-to"
    assert sentence["keyword"] == "galvanize"
    assert '"Discard a non-Origin card" is the cost' in sentence["why"]
    assert '"move to a block with an enemy"' in sentence["why"]
    assert sentence["rule"]["anchor"] == "costs"
    assert "_____ to _______" in sentence["rule"]["quote"]
    assert any(n["rule"]["term"] == "galvanize" for n in sentence["notes"])


def test_the_then_rephrasing_is_not_a_cost():
    sentence = one("Move to a block with an enemy then discard a non-Origin card")
    assert sentence["kind"] == "then"
    assert "_____, then ____" in sentence["rule"]["quote"]


def test_if_you_do_makes_both_sentences_a_cost():
    assert kinds("Discard a card. If you do, draw 2 cards.") == ["cost-if-you-do", "cost-if-you-do"]


def test_then_starting_a_sentence_is_not_a_cost_either():
    assert kinds("Gain 2 Might. Then draw a card.") == ["then", "then"]


def test_to_before_a_place_or_number_is_not_a_cost():
    assert one("Deal 2 damage to an enemy in range 1.")["kind"] == "modifier"
    assert one("Heal up to 3 damage.")["kind"] == "modifier"


def test_discard_this_to_gain_is_a_cost():
    assert one("Discard this to gain three Might.")["kind"] == "cost-to"


# -- Modifiers --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("Reduce the fight of enemies on this block by 1.", "modifier"),
    ("Draw 2 extra cards during your next draw phase.", "modifier"),
    ("You must exert 2 heroism to confront this.", "requirement"),
    ("If you draw cards, draw one less.", "if-modifier"),
    ("Heroes cannot heal damage.", "modifier"),
    ("Play this on the block of the highest stamina hero", "modifier"),
    ("If this threatens it does not move, but still assaults.", "if-modifier"),
    ("If you take damage from this enemy, increase the amount by 2.", "if-modifier"),
    ("Once per turn if you gain heroism gain one extra heroism.", "if-modifier"),
    ("The next time you take damage, reduce the amount by 2.", "modifier"),
    ("You must discard a Might card to attack this.", "requirement"),
    ("City cards on this block cannot be confronted.", "modifier"),
])
def test_the_rulebooks_modifier_examples_are_modifiers(text, kind):
    sentence = one(text)
    assert sentence["kind"] == kind
    assert sentence["rule"]["anchor"] == "modifiers"
    assert sentence["ambiguous"] is None


def test_if_quotes_the_if_rule():
    assert "use \"if\"" in one("If you draw cards, draw one less.")["rule"]["quote"]


def test_playing_this_outside_a_debut_is_noted_as_changing_how_it_is_played():
    sentence = one("Play this on the block of the highest stamina hero")
    assert any(n["rule"]["anchor"] == "debuts" for n in sentence["notes"])


# -- When and first effects --------------------------------------------------------------------------------
def test_when_effects():
    sentence = one("When you discard this gain 1 heroism")
    assert sentence["kind"] == "when"
    assert sentence["rule"]["anchor"] == "when-effects"


def test_when_this_threatens_you_first_discard_a_card_is_a_first_effect():
    sentence = one("When this threatens you first discard a card")
    assert sentence["kind"] == "first"
    assert sentence["rule"]["anchor"] == "first-effects"
    assert one("When Alexander threatens first play a Showdown card")["kind"] == "first"


def test_the_first_time_is_not_a_first_effect():
    sentence = one("When you take damage for the first time each turn, draw a card.")
    assert sentence["kind"] == "when"
    assert sentence["ambiguous"] is None


def test_first_without_an_action_after_it_is_flagged():
    sentence = one("When this threatens you first, gain 1 heroism.")
    assert sentence["kind"] == "first"
    ambiguous = one("When this threatens first of all heroes, gain 1 heroism.")
    assert ambiguous["kind"] == "when" and "first" in ambiguous["ambiguous"]


def test_when_with_an_if_notes_the_trigger_time_check():
    sentence = one("When you attack this, if you have 6 or less heroism Escalate 1 for each enemy on the board")
    assert sentence["kind"] == "when"
    assert any(n["rule"]["anchor"] == "starting-triggers-and-resolving-effects" for n in sentence["notes"])


def test_whenever_is_a_when_effect_but_flagged():
    sentence = one("Whenever a hero draws a card, gain 1 Might.")
    assert sentence["kind"] == "when"
    assert "Whenever" in sentence["ambiguous"]


def test_trigger_lookalikes_without_when_are_modifiers_and_flagged():
    sentence = one("Each time a hero draws a card, gain 1 Might.")
    assert sentence["kind"] == "modifier"
    assert "each time" in sentence["ambiguous"].lower()


def test_start_and_end_of_phase_effects():
    sentence = one("At the end of the next Threat phase defeat this.")
    assert sentence["kind"] == "phase"
    assert sentence["rule"]["anchor"] == "start-and-end-of-phase-effects"


# -- Debuts ------------------------------------------------------------------------------------------------
def test_coup_d_etat_debut_is_a_modifier_then_a_when_effect():
    first, second = classify("Debut: Play this on the starting block. The heroes collectively discard 2 Legacy cards")
    assert (first["kind"], second["kind"]) == ("debut-modifier", "debut-when")
    assert first["keyword"] == second["keyword"] == "debut"
    assert 'mentioning "play" or "playing"' in first["rule"]["quote"]


def test_debut_playing_another_card_is_a_when_effect():
    sentence = one("Debut: Play a Union card on this block.")
    assert sentence["kind"] == "debut-when"
    assert "Play a Union card on this block" in sentence["rule"]["quote"]
    assert one("Debut: Play this on the block with the most expansive Union card")["kind"] == "debut-modifier"


def test_debut_with_both_parts_in_one_sentence():
    sentence = one("Debut: Play this on the starting block and threaten you.")
    assert sentence["kind"] == "debut-mixed"


def test_debut_play_it_is_ambiguous():
    sentence = one("Debut: Reveal the top card of the City deck and play it.")
    assert sentence["kind"] == "debut-when"
    assert "Play it" in sentence["ambiguous"]


def test_debut_that_threatens_is_a_when_effect():
    assert one("Debut: This threatens you.")["kind"] == "debut-when"


# -- Keyword abilities --------------------------------------------------------------------------------------
@pytest.mark.parametrize("keyword", ["Alert", "Rally", "Counter", "Gambit", "Feat", "Galvanize", "Defeat", "Overcome"])
def test_keyword_abilities_make_their_sentences_one_effect(keyword):
    sentence = one(f"{keyword}: Gain 2 defense.")
    assert sentence["kind"] == "effect"
    assert sentence["keyword"] == keyword.lower()
    assert sentence["rule"]["anchor"] == "effects"
    assert any(n["rule"]["quote"] == KEYWORDS[keyword.lower()].quote for n in sentence["notes"])


def test_glory_hog_alert_if_is_checked_as_it_resolves():
    first, second = classify("Alert: Another hero loses 2 heroism and you gain as much heroism as they lost. "
                             "If you gained any heroism this way draw a card")
    assert first["kind"] == second["kind"] == "effect"
    assert any(n["rule"]["anchor"] == "starting-triggers-and-resolving-effects" for n in second["notes"])
    assert second["ambiguous"] is None


def test_jetpack_counter_if_you_take_damage_is_flagged():
    gain, condition = classify("Counter: Gain 2 defense. If you take damage, draw a card.")
    assert condition["kind"] == "effect"
    assert "Jetpack" in condition["ambiguous"]


@pytest.mark.parametrize("text, keyword", [
    ("Counter (range 1): Gain 2 defense.", "counter"),
    ("Debut — Play this on the starting block.", "debut"),
    ("Defeat a non-Iconic enemy.", None),
    ("Galvanize - Gain 1 Speed.", "galvanize"),
])
def test_keyword_labels(text, keyword):
    assert one(text)["keyword"] == keyword


def test_keyword_ends_with_its_paragraph():
    galvanize, rule = classify("Galvanize: Gain 1 Speed.\nHeroes cannot heal damage.")
    assert galvanize["keyword"] == "galvanize" and rule["keyword"] is None
    assert rule["kind"] == "modifier"


def test_description_labels_are_flavour():
    sentence = one("Arrogant: Double defense gained against this")
    assert sentence["description"] == "Arrogant"
    assert sentence["text"] == "Double defense gained against this"
    assert sentence["kind"] == "modifier"
    assert any(n["rule"]["anchor"] == "descriptions-and-keywords" for n in sentence["notes"])
    assert one("Roid Rage: When this is attacked, it assaults you.")["kind"] == "when"


# -- Splitting and bounds -----------------------------------------------------------------------------------
def test_sentences_split_on_full_stops_but_not_abbreviations():
    parts = [s for _, s in split_sentences("Gain 2 Might, e.g. for an attack. Then draw.\nDr. Tomorrow heals.")]
    assert parts == ["Gain 2 Might, e.g. for an attack.", "Then draw.", "Dr. Tomorrow heals."]


def test_markup_is_kept_as_text():
    sentence = one("When <script>x</script> attacks, gain 1 heroism.")
    assert sentence["text"] == "When <script>x</script> attacks, gain 1 heroism."


def test_deterministic():
    text = "Debut: Play this on the starting block. The heroes collectively discard 2 Legacy cards"
    assert classify(text) == classify(text)


@pytest.mark.parametrize("text, words", [
    ("", "no sentence"),
    ("   \n  ", "no sentence"),
    ("x" * (MAX_CHARS + 1), "at most"),
    ("Gain. " * 101, "at most 100"),
    (None, "must be text"),
])
def test_bad_input_gets_a_clear_error(text, words):
    with pytest.raises(CardTextInvalid, match=words):
        classify(text)


def test_a_long_run_without_spaces_is_classified_at_once():
    """A description is up to five capitalised words before a colon; a 5,000-digit run used to make the
    pattern try every way of cutting it into words (minutes, holding a web worker). Run apart, with a bound."""
    import subprocess
    import sys

    code = "from adjudicator.tools import cardtext; print(len(cardtext.classify('0' * 5000)))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == "1", done.stderr
