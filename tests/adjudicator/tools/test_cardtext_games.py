"""The card-text helper in every game: each game's timing words read as its rulebook defines them, each
verdict citing a sentence of that game's rules.py (whose quotes test_rules.py checks against the imported
rulebook), and a word the helper does not know said to be unknown, never passed off as something else."""
import pytest

from adjudicator.timing import registry
from adjudicator.tools import cardtext
from adjudicator.timing.marvel_champions.tools import cardtext as marvel_champions
from adjudicator.timing.skirmish.tools import cardtext as skirmish
from adjudicator.timing.union_city.tools import cardtext as union_city
from adjudicator.timing.valiant.tools import cardtext as valiant
from adjudicator.tools.cardtext.common import CardTextInvalid


def kinds(text, game):
    return [s["kind"] for s in cardtext.classify(text, game)]


def one(text, game):
    sentences = cardtext.classify(text, game)
    assert len(sentences) == 1, sentences
    return sentences[0]


# -- Marvel Champions ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("trigger, kind, anchor", [
    ("Forced Interrupt", "forced-interrupt", "rules-reference-interrupt"),
    ("Interrupt", "interrupt", "rules-reference-interrupt"),
    ("Forced Response", "forced-response", "rules-reference-response"),
    ("Response", "response", "rules-reference-response"),
    ("When Revealed", "when-revealed", "rules-reference-when-revealed-abilities"),
    ("When Defeated", "when-defeated", "rules-reference-when-defeated-abilities"),
    ("Boost", "boost", "rules-reference-boost-boost-icon"),
    ("Hero Action", "action", "rules-reference-action"),
])
def test_champions_timing_triggers(trigger, kind, anchor):
    sentence = one(f"{trigger}: Deal 1 damage to the villain.", "marvel-champions")
    assert sentence["kind"] == kind and sentence["keyword"] == trigger
    assert sentence["rule"]["anchor"] == anchor and sentence["rule"]["game"] == "marvel-champions"
    assert "flavour" not in sentence["why"] and sentence["ambiguous"] is None


def test_champions_forced_abilities_go_before_the_optional_ones():
    forced = one("Forced Response: After Rhino attacks, draw 1 card.", "marvel-champions")
    assert [n["rule"]["name"] for n in forced["notes"]] == ["forced-trigger"]
    plain = one("Response: After Rhino attacks, draw 1 card.", "marvel-champions")
    assert [n["rule"]["name"] for n in plain["notes"]] == ["optional-trigger"]


def test_champions_every_sentence_of_an_ability_belongs_to_it_and_then_and_would_are_noted():
    sentences = cardtext.classify("Interrupt: When you would take damage, prevent 2 of it. Then draw a card.\n"
                                  "Toughness.\nEach minion gets +1 ATK.", "marvel-champions")
    assert [s["kind"] for s in sentences] == ["would-interrupt", "would-interrupt", "keyword", "constant"]
    assert {"interrupt-would", "would"} <= {n["rule"]["name"] for n in sentences[0]["notes"]}
    assert "then-word" in [n["rule"]["name"] for n in sentences[1]["notes"]]
    assert sentences[1]["keyword"] == "Interrupt"


def test_champions_temporary_and_teamwork_with_its_trait_are_keywords():
    sentences = cardtext.classify("Temporary.\nTeamwork ([[Made Up]]).", "marvel-champions")
    assert [s["kind"] for s in sentences] == ["keyword", "keyword"]


def test_champions_bold_markers_of_a_pasted_card_are_read_as_the_trigger():
    assert one("**Forced Interrupt:** When Rhino attacks, he gets +1 ATK.", "marvel-champions")["kind"] == \
        "forced-interrupt"


def test_champions_an_unknown_trigger_is_said_to_be_unknown():
    sentence = one("Spider-Sense: Draw a card.", "marvel-champions")
    assert sentence["kind"] == "unknown-trigger" and "Spider-Sense" in sentence["ambiguous"]


def test_champions_when_without_a_trigger_is_a_constant_ability_with_a_warning():
    sentence = one("When Rhino attacks, he gets +1 ATK.", "marvel-champions")
    assert sentence["kind"] == "constant" and "constant ability" in sentence["ambiguous"]


# -- Valiant Universe ------------------------------------------------------------------------------------------
def test_valiant_chainable_on_the_attack_card_and_on_another_card():
    on_attack, alone = cardtext.classify("Sneak Attack: deal 2 damage. Chainable.\nMind Control: Chainable.",
                                         "valiant-universe")[1:]
    assert on_attack["kind"] == alone["kind"] == "chainable"
    assert on_attack["rule"]["name"] == "chainable" and alone["rule"]["name"] == "chainable-another-card"
    assert alone["ambiguous"]
    assert "chainable-superhero" in [n["rule"]["name"] for n in on_attack["notes"]]


def test_valiant_counter_keyword_counterattack_defense_and_action_text():
    assert kinds("Counter.\nCounterattack: play an attack card back.\nShield: reduces 1 damage.\n"
                 "Psionic Projection: 3 damage to the counterattacking Opponent.", "valiant-universe") == [
        "counter", "counterattack-defense", "standard-defense", "action"]


# -- Marvel: Skirmish ------------------------------------------------------------------------------------------
def test_skirmish_effect_kinds_by_their_labels():
    sentences = cardtext.classify(
        "Zola: Attack effect: After you attack with Zola, heal 1 damage from him. This also applies at a location.\n"
        "Kang: Immediate effect: Play a card costing at most 2 from your discard pile.\n"
        "Hela (first version): Permanent effect: In the recruitment phase, you may pay 1 blue card.\n"
        "Darkhold (one-time): When you use the Darkhold, deal 2 damage to each card.", "marvel-skirmish")
    assert [s["kind"] for s in sentences] == ["attack-effect", "attack-effect", "immediate", "permanent", "one-time"]
    assert sentences[0]["description"] == "Zola" and sentences[0]["keyword"] == "Attack effect"
    assert sentences[0]["rule"]["anchor"] == "using-an-attack-effect"
    assert sentences[2]["rule"]["anchor"] == "using-an-immediate-effect"
    assert sentences[1]["notes"] == []  # the second sentence belongs to the same attack effect


def test_skirmish_an_unlabelled_sentence_has_no_kind_guessed():
    sentence = one("Kang brings back a card.", "marvel-skirmish")
    assert sentence["kind"] == "unlabelled" and sentence["rule"] is None and sentence["ambiguous"]


def test_skirmish_when_you_play_this_card_is_read_as_an_immediate_effect():
    """About the Cards: "Immediate effects trigger only once, when the card is played." — a sentence that says
    just that, without the label, is read as one (and says it is a reading); one about other cards is not."""
    first, second = cardtext.classify("When you play this card, draw 1 card. Then heal 1 damage.", "marvel-skirmish")
    assert first["kind"] == "immediate" and first["rule"]["anchor"] == "using-an-immediate-effect"
    assert "When you play this card" in first["why"] and "a reading" in first["why"]
    assert [n["rule"]["quote"] for n in first["notes"]] == ["Immediate effects trigger only once, when the card is played."]
    assert second["kind"] == "immediate"  # the same effect, carried on
    assert one("Kang: When you play Kang, heal 1 damage.", "marvel-skirmish")["kind"] == "immediate"
    # Warlock's Eye's "When you play a main character" is about other cards: no kind guessed
    assert one("When you play a main character, your opponent discards a card.", "marvel-skirmish")["kind"] == "unlabelled"
    assert one("Kang: When you play Zola, heal 1 damage.", "marvel-skirmish")["kind"] == "unlabelled"


# -- every game ------------------------------------------------------------------------------------------------
def test_union_city_alliance_stays_the_default():
    assert one("When you discard this gain 1 heroism.", "union-city-alliance")["kind"] == "when"
    assert cardtext.classify("When you discard this gain 1 heroism.") == \
        cardtext.classify("When you discard this gain 1 heroism.", "union-city-alliance")


def test_an_unknown_game_is_refused():
    with pytest.raises(CardTextInvalid):
        cardtext.classify("Anything.", "chess")


def test_every_rule_the_helpers_cite_is_a_sentence_of_that_games_rules_py():
    cited = [(union_city.GAME, r.name) for r in list(union_city.RULES.values()) + list(union_city.KEYWORDS.values())]
    cited += [(marvel_champions.GAME, spec[3]) for spec in marvel_champions.TRIGGERS.values()]
    cited += [(marvel_champions.GAME, n) for spec in marvel_champions.TRIGGERS.values() for _, n in spec[4]]
    cited += [(marvel_champions.GAME, n) for n in ("constant-ability", "keyword", "interrupt-would", "then-word",
                                                    "triggered-ability", "form-trigger")]
    cited += [(marvel_champions.GAME, n) for _, label_notes in marvel_champions.LABELS.values()
              for _, n in label_notes]
    cited += [(skirmish.GAME, spec[2]) for spec in skirmish.KINDS.values()]
    cited += [(skirmish.GAME, spec[3]) for spec in skirmish.KINDS.values() if spec[3]]
    for game, name in cited:
        anchor, quote = registry.load(game).rule_sentences[name]
        assert anchor and quote, (game, name)
    valiant_text = "A. Chainable.\nB. Chainable.\nCounter.\nCounterattack.\nTrash it.\nLock it.\nReduces 1.\nHeal 2.\nX."
    for sentence in cardtext.classify(valiant_text, valiant.GAME):
        for rule in [sentence["rule"]] + [n["rule"] for n in sentence["notes"]]:
            assert rule["quote"] and rule["anchor"], rule


def test_champions_the_effect_of_a_triggered_ability_is_read_into_ops_or_left_as_a_hole():
    """After its "When/After …," clause, each sentence of an interrupt, response or When Revealed ability says what
    the adjudicator's ops make of it; a pronoun is the clause's subject; what is not one plain op is a hole."""
    first, second = cardtext.classify("Interrupt: When a minion attacks you, stun it. If you are stunned, draw a "
                                      "card.", "marvel-champions")
    assert first["effect"] == {"read": True, "ops": ["give_status stunned that-minion"], "holes": [],
                               "reminders": []}
    assert (second["effect"]["read"], second["effect"]["ops"]) == (False, [])
    assert second["effect"]["holes"] == [{"words": "If you are stunned, draw a card",
                                          "reason": "“If”: not a plain op the reader reads"}]
    revealed = one("When Revealed: Place 1 threat on the main scheme.", "marvel-champions")
    assert revealed["effect"]["ops"] == ["place_threat 1 main-scheme"]
    assert "effect" not in one("Action: Draw 1 card.", "marvel-champions")  # an action: not read here
    assert "effect" not in one("Draw 1 card.", "union-city-alliance")


# -- a near miss of a closed word: "did you mean", in every game ---------------------------------------------
@pytest.mark.parametrize("game, text, meant", [
    ("marvel-champions", "Forced Reponse: After you play this, draw 1 card.", "Forced Response"),
    ("marvel-champions", "Hero Interupt: When an enemy would attack you, draw 1 card.", "Hero Interrupt"),
    ("marvel-champions", "Interrupt (defence): When an enemy attacks you, draw 1 card.", "defense"),
    ("marvel-champions", "Toughnes.", "Toughness"),
    ("marvel-champions", "Retalliate 1.", "Retaliate"),
    ("union-city-alliance", "Galvanise: Draw a card.", "Galvanize"),
    ("valiant-universe", "Chainabel. Deal 2 damage.", "Chainable"),
    ("marvel-skirmish", "Imediate effect: Draw 1 card.", "Immediate effect"),
    ("marvel-skirmish", "Kang (one-tme): Draw 1 card.", "one-time"),
])
def test_a_near_miss_of_a_closed_word_offers_did_you_mean(game, text, meant):
    first = cardtext.classify(text, game)[0]
    assert first["ambiguous"] and f"did you mean “{meant.lower()}”?" in first["ambiguous"].lower(), first


@pytest.mark.parametrize("game, text", [
    ("marvel-champions", "Forced Response: After you play this, draw 1 card."),
    ("marvel-champions", "Toughness."),
    ("marvel-champions", "You get +1 ATK."),
    ("union-city-alliance", "Galvanize: Draw a card."),
    ("union-city-alliance", "Lucky Break: Draw a card."),
    ("valiant-universe", "Chainable. Deal 2 damage."),
    ("valiant-universe", "Block 2 damage."),
    ("marvel-skirmish", "Immediate effect: Draw 1 card."),
])
def test_a_closed_word_spelled_right_or_no_near_miss_offers_nothing(game, text):
    assert "did you mean" not in str(cardtext.classify(text, game)[0]["ambiguous"])
