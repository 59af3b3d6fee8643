"""Outline mode honours what is typed or refuses it, pointing at the words, in every game: damage amounts,
defense, and each game's own timing words as tags, resolved by that game's timing model."""
import pytest

from adjudicator.tools.outline import OutlineInvalid, compile_outline, resolve_outline
from tests.adjudicator.tools.conftest import MadeUpCards

KAIJU = """\
Atomic Kaiju assaults Odysseus for 5 damage
  Nuclear Breath trashes a Union card
  Odysseus uses Trojan Horse: gains 2 defense [counter]
"""


def problems_of(text):
    with pytest.raises(OutlineInvalid) as caught:
        compile_outline(text)
    return [p.as_dict() for p in caught.value.problems]


def only(result):
    assert len(result["outcomes"]) == 1
    return result["outcomes"][0]


# -- damage and defense, honoured ---------------------------------------------------------------------------
def test_for_5_damage_deals_5_from_the_one_who_deals_it():
    compiled, result = resolve_outline("Atomic Kaiju assaults Odysseus for 5 damage\n  Odysseus uses Trojan Horse [counter]\n")
    assert compiled.document["start"]["do"][0] == {"deal_damage": {"to": "odysseus", "amount": 5,
                                                                   "source": "atomic-kaiju"}}
    assert compiled.document["entities"]["atomic-kaiju"] == {"type": "enemy", "name": "Atomic Kaiju"}
    assert compiled.document["entities"]["odysseus"]["type"] == "hero"
    assert only(result)["state"]["odysseus"]["damage"] == 5


def test_the_counters_defense_is_honoured_and_the_phase_still_comes_last():
    compiled, result = resolve_outline(KAIJU)
    outcome = only(result)
    assert outcome["resolution_order"] == ["start", "nuclear-breath-trashes-a-union-card", "cg:odysseus",
                                           "odysseus-uses-trojan-horse-gains-2-defense"]
    assert outcome["state"]["odysseus"]["damage"] == 3


@pytest.mark.parametrize("phrase, amount", [("for five damage", 5), ("for 12 damage", 12),
                                            ("for 3 critical damage", 3)])
def test_amounts_in_words_and_critical_damage(phrase, amount):
    compiled = compile_outline(f"Atomic Kaiju assaults Odysseus {phrase}\n  Odysseus uses Trojan Horse [counter]\n")
    dealt = compiled.document["start"]["do"][0]["deal_damage"]
    assert dealt["amount"] == amount
    assert dealt.get("critical", False) == ("critical" in phrase)


def test_damage_to_several_named_heroes_opens_their_phases_in_that_order():
    text = ("players: Lady Sunbeam, Wrangler\nDrive By threatens Lady Sunbeam and Wrangler for 3 damage\n"
            "  Wrangler uses Tougher'n a $2 Steak [counter]\n  Lady Sunbeam uses Blinding Flash [counter]\n")
    compiled, result = resolve_outline(text)
    assert compiled.document["start"]["do"][0]["deal_damage"]["to"] == ["lady-sunbeam", "wrangler"]
    order = only(result)["resolution_order"]
    assert order.index("cg:lady-sunbeam") < order.index("cg:wrangler")


def test_damage_named_with_to_on_any_line():
    compiled, result = resolve_outline("players: Captain Jupiter\nCaptain Jupiter acts\n"
                                       "  Ithacan Warrior deals 2 damage to Kurt Von Kessel\n")
    ability = compiled.document["abilities"]["ithacan-warrior-deals-2-damage-to-kurt-von"]
    assert ability["do"][0] == {"deal_damage": {"to": "kurt-von-kessel", "amount": 2, "source": "ithacan-warrior"}}
    assert compiled.document["entities"]["kurt-von-kessel"]["type"] == "enemy"
    assert only(result)["state"]["kurt-von-kessel"]["damage"] == 2


# -- refused, pointing at the words ---------------------------------------------------------------------------
def test_a_counter_under_a_line_that_deals_no_damage_is_refused_not_given_1_damage():
    problems = problems_of("Atomic Kaiju threatens Odysseus\n  Odysseus uses Trojan Horse [counter]\n")
    assert problems[0]["line"] == 1 and "say how much" in problems[0]["message"]


def test_damage_with_no_one_to_deal_it_to_points_at_the_words():
    problems = problems_of("players: Odysseus\nStart\n  Alpha Predator deals 5 damage\n")
    assert problems == [{"line": 3, "words": "deals 5 damage", "column": 18,
                         "message": problems[0]["message"]}]
    assert "who is dealt this damage" in problems[0]["message"]


def test_who_is_a_hero_is_asked_when_nothing_tells():
    problems = problems_of("Captain Jupiter attacks Kurt for 5 damage\n")
    assert problems[0]["words"] == "attacks Kurt for 5 damage"
    assert "players:" in problems[0]["message"]
    compiled = compile_outline("players: Captain Jupiter\nCaptain Jupiter attacks Kurt for 5 damage\n")
    assert compiled.document["entities"]["kurt"]["type"] == "enemy"


def test_defense_outside_a_counter_and_reductions_are_refused_with_their_words():
    problems = problems_of("players: Odysseus\nStart\n  Odysseus gains 2 defense\n  Veiled in Shadow reduces 2 damage\n")
    assert [(p["line"], p["words"]) for p in problems] == [(3, "2 defense"), (4, "reduces 2 damage")]


def test_a_counter_of_a_hero_the_line_above_does_not_damage_is_refused():
    problems = problems_of("players: Wrangler, Odysseus\nKaiju hits Wrangler for 2 damage\n"
                           "  Odysseus uses Trojan Horse [counter]\n")
    assert problems[0]["line"] == 3 and "not dealt damage by line 2" in problems[0]["message"]


# -- Marvel Champions ------------------------------------------------------------------------------------------
RHINO = """\
game: marvel-champions
players: Spider-Man
Rhino attacks Spider-Man for 3 damage
  Black Cat's ambush [response]
  Spider-Man's Backflip [interrupt]
  Rhino's Charge [forced interrupt]
  Hydra Soldier [when defeated]
"""


def test_champions_windows_forced_first_interrupts_before_responses_after():
    compiled, result = resolve_outline(RHINO)
    outcome = only(result)
    assert outcome["resolution_order"] == ["start", "rhinos-charge", "spider-mans-backflip", "black-cats-ambush",
                                           "hydra-soldier"]
    assert outcome["state"]["spider-man"]["damage"] == 3
    assert {a["timing"] for a in compiled.document["abilities"].values()} == {
        "forced-interrupt", "interrupt", "response", "when-defeated"}
    steps = outcome["steps"]
    damage_at = next(i for i, s in enumerate(steps) if s["kind"] == "event" and "Spider-Man" in s["text"]
                     and "3" in s["text"])
    begins = {s["effect"]: i for i, s in enumerate(steps) if s["kind"] == "begin"}
    assert begins["spider-mans-backflip"] < damage_at < begins["black-cats-ambush"]


def test_champions_when_revealed_and_boost_are_their_cards_events():
    text = "game: marvel-champions\nThe villain phase\n  Shadow of the Past [when revealed]\n  Advance [boost]\n"
    compiled, result = resolve_outline(text)
    assert only(result)["resolution_order"] == ["start", "shadow-of-the-past", "advance"]
    abilities = compiled.document["abilities"]
    assert abilities["shadow-of-the-past"]["on"] == {"event": "revealed", "card": "this"}
    assert abilities["advance"]["on"] == {"event": "boost_flipped", "card": "this"}


def test_champions_needs_a_tag_and_refuses_defense():
    problems = problems_of("game: marvel-champions\nRhino attacks\n  Backflip\n  Shield gains 2 defense [interrupt]\n")
    assert problems[0]["line"] == 3 and "[interrupt]" in problems[0]["message"]
    assert problems[1]["words"] == "2 defense"


# -- Marvel: Skirmish ------------------------------------------------------------------------------------------
def test_skirmish_immediate_effects_nest_inside_the_card_that_played_them():
    text = ("game: marvel-skirmish\nThe Villains play Kang\n  Kang plays Leader from the discard pile [immediate]\n"
            "    Leader draws 1 card [immediate]\n  Eternal Flame [permanent]\n  Zola heals [attack effect]\n")
    compiled, result = resolve_outline(text)
    assert only(result)["resolution_order"] == ["start", "kang-plays-leader-from-the-discard-pile",
                                                "leader-draws-1-card", "eternal-flame", "zola-heals"]


def test_skirmish_refuses_damage_it_cannot_place():
    problems = problems_of("game: marvel-skirmish\nThanos arrives\n  Thanos deals 2 damage to Hulk [immediate]\n")
    assert problems[0]["words"] == "deals 2 damage to Hulk" and "editor" in problems[0]["message"]


# -- Valiant Universe ----------------------------------------------------------------------------------------
AMY = """\
game: valiant-universe
Amy attacks Neil
  Infiltration's Sneak Attack (Chainable) for 2 damage from Telesthesia (level 2, block 2) [attack]
  Electronic Warfare's Viral Assault for 1 damage from Telesthesia [attack]
  Mind Control [chainable]
  Psiot Strike's Muscle for 3 damage from Telesthesia [attack]
  Medbot's Shield reduces 1 damage against Sneak Attack [defense]
  Enhancements' Counterstrike [counterattack]
    Combat for 1 damage from Scout (level 1, block 2) [attack]
"""


def test_valiant_outline_is_one_attack_sequence_with_the_rulebooks_totals():
    compiled, result = resolve_outline(AMY)
    sequence = compiled.document["start"]["do"][0]["attack_sequence"]
    assert (sequence["attacker"], sequence["defender"]) == ("amy", "neil")
    assert [a["play"] for a in sequence["attacks"]][2] == "mind-control"
    assert sequence["defenses"][0]["against"] == "infiltrations-sneak-attack-chainable-for-2"
    assert compiled.document["entities"]["infiltrations-sneak-attack-chainable-for-2"]["keywords"] == ["chainable"]
    state = only(result)["state"]
    assert state["neil"]["coherence"] == 20 - (1 + 1 + 3)  # Shield takes Sneak Attack from 2 to 1
    assert state["amy"]["coherence"] == 19  # the counterattack's Combat
    combat = next(props for props in state.values() if str(props.get("name", "")).startswith("Combat"))
    assert combat["zone"] == "hand"  # the counterattack's attack card is kept
    assert compiled.document["entities"]["telesthesia"] == {"type": "sector", "name": "Telesthesia", "owner": "amy",
                                                            "level": 2, "column": 2}
    assert compiled.document["entities"]["scout"]["owner"] == "neil"  # the counterattack's own Sector


def test_valiant_refuses_what_an_attack_sequence_cannot_hold():
    problems = problems_of("game: valiant-universe\nAmy attacks Neil\n  Sneak Attack from Telesthesia [attack]\n"
                           "  Viral Assault for 1 damage [attack]\n  Shield reduces 1 damage [defense]\n"
                           "    Something under it [attack]\n")
    messages = {}
    for p in problems:
        messages.setdefault(p["line"], []).append(p["message"])
    assert any("how much damage" in m for m in messages[3])
    assert any("where is Telesthesia" in m for m in messages[3])  # a Sector needs its place once
    assert any("which of the player's Sectors" in m for m in messages[4])
    messages = {line: m[0] if line != 5 else next(x for x in m if "which attack" in x) for line, m in messages.items()}
    assert "which attack it answers" in messages[5]
    assert "only a Counterattack Defense has cards under it" in messages[6]
    assert "one player attacking another" in problems_of(
        "game: valiant-universe\nAmy plays\n  X for 1 damage from Y (level 1, block 1) [attack]\n")[0]["message"]


# -- steps in the outline's words -------------------------------------------------------------------------------
SKIRMISH = ("game: marvel-skirmish\nThe Villains play Kang\n  Kang plays Leader from the discard pile [immediate]\n"
            "  Eternal Flame [permanent]\n")


@pytest.mark.parametrize("text, sentence", [
    (KAIJU, "Atomic Kaiju assaults Odysseus for 5 damage causes Nuclear Breath trashes a Union card (line 2)"),
    (RHINO, "Rhino attacks Spider-Man for 3 damage"),
    (SKIRMISH, "The Villains play Kang"),
], ids=["union-city-alliance", "marvel-champions", "marvel-skirmish"])
def test_the_events_that_only_link_lines_are_said_as_the_lines_they_link(text, sentence):
    """Issue 11: the compiled scenario's linking events ("cause-…") are the outline's own device; a person
    reads the lines they link, never their made-up names."""
    compiled, result = resolve_outline(text)
    steps = [compiled.step_text(s) for s in only(result)["steps"]]
    events = [compiled.step_text(s) for s in only(result)["steps"] if s["kind"] == "event"]
    assert sentence in events
    assert not [s for s in steps if "cause " in s], steps  # nor in the windows and triggers that name it
    damage = [compiled.step_text(s) for s in only(result)["steps"] if "damage dealt" in s["text"]]
    assert damage == [s["text"] for s in only(result)["steps"] if "damage dealt" in s["text"]]  # the engine's own


# -- Marvel Champions: cards named in the outline --------------------------------------------------------------
def test_champions_a_line_beginning_with_a_cards_name_takes_its_tag_from_the_card(made_up_cards):
    """Porch Light (made up) has one triggered ability, a Forced Response: the untagged line is that."""
    made_up_cards()
    compiled = compile_outline("game: marvel-champions\nplayers: Lantern Lass\nLantern Lass plays Porch Light\n"
                               "  Porch Light deals 1 damage to Lantern Lass\n")
    (ability,) = compiled.document["abilities"].values()
    assert ability["timing"] == "forced-response"
    assert compiled.document["entities"]["porch-light-deals-1-damage-to-lantern-lass"]["name"] == "Porch Light"


def test_champions_a_card_with_several_abilities_or_a_shared_name_is_asked_about_never_guessed(made_up_cards):
    made_up_cards({**MadeUpCards().by_code("99010"), "code": "99020"})  # a second card named The Dimmer
    problems = problems_of("game: marvel-champions\nplayers: Lantern Lass\nRhino attacks\n  Lantern Lass braces\n"
                           "  The Dimmer schemes\n  Lights Out (card 99099)\n  Bright Idea (card 99002 #3)\n")
    assert [p["line"] for p in problems] == [4, 5, 6, 7]
    assert "card 99001a (Lantern Lass) has 2 triggered abilities (#1 Hero Interrupt (When an enemy would attack " \
           "you); #2 Hero Response (After you thwart)): say which with (card 99001a #N)" in problems[0]["message"]
    assert "several cards are named 'The Dimmer': 99010 (villain), 99020 (villain)" in problems[1]["message"]
    assert "(card 99099): no card has the code or name '99099'" in problems[2]["message"]
    assert "card 99002 has 2 triggered abilities the reader reads" in problems[3]["message"]


def test_champions_without_cards_a_card_phrase_says_how_to_add_them():
    problems = problems_of("game: marvel-champions\nRhino attacks\n  Backflip (card 99001a #1)\n")
    assert problems[0]["line"] == 3 and "manage.py import_cards PATH" in problems[0]["message"]


def test_champions_a_line_that_cancels_a_revealed_card_cancels_its_when_revealed_effects(made_up_cards):
    """"Lantern Lass cancels Lights Out": her interrupt answers Lights Out's reveal and cancels its When Revealed
    effects (Cancel: the ability still initiates, with no effect), so it resolves before the When Revealed."""
    made_up_cards()
    compiled, result = resolve_outline(
        "game: marvel-champions\nplayers: Lantern Lass\nThe villain phase\n"
        "  Lantern Lass reveals Lights Out (card 99011 #1)\n  Lantern Lass cancels Lights Out (card 99001a #1)\n")
    abilities = compiled.document["abilities"]
    reveal, cancel = "lantern-lass-reveals-lights-out", "lantern-lass-cancels-lights-out"
    assert abilities[cancel]["timing"] == "would-interrupt"  # "When an enemy would attack you" (“Would”)
    assert abilities[cancel]["on"] == {"event": "revealed", "card": reveal}
    assert abilities[cancel]["do"] == [{"cancel": {"effects": reveal}}]
    assert compiled.document["entities"][reveal]["name"] == "Lights Out"
    outcome = only(result)
    assert outcome["resolution_order"] == ["start", cancel, reveal]


def test_champions_a_would_interrupt_resolves_before_the_interrupts_without_the_word():
    """“Would”: "a higher timing priority for those abilities than interrupts to the same triggering condition
    without the word", forced or not (the model's reading, docs/ops-marvel-champions.md), whatever the line order."""
    compiled, result = resolve_outline("game: marvel-champions\nplayers: Spider-Man\nRhino attacks Spider-Man\n"
                                       "  Rhino's Charge [forced interrupt]\n  Spider-Man's Backflip [interrupt]\n"
                                       "  Spider-Man's Dodge [would interrupt]\n")
    abilities = compiled.document["abilities"]
    assert abilities["spider-mans-dodge"]["timing"] == "would-interrupt"
    assert only(result)["resolution_order"] == ["start", "spider-mans-dodge", "rhinos-charge", "spider-mans-backflip"]


def test_champions_black_widow_cancels_stampede_with_tags_and_no_cards():
    """The issue's own words, tagged by hand: the interrupt answers Stampede's reveal and cancels its effects;
    a line that cancels anything else is refused unless it is an interrupt."""
    compiled, result = resolve_outline("game: marvel-champions\nplayers: Black Widow\nThe villain phase\n"
                                       "  Stampede [when revealed]\n  Black Widow cancels Stampede [interrupt]\n")
    assert compiled.document["abilities"]["black-widow-cancels-stampede"]["do"] == [{"cancel": {"effects": "stampede"}}]
    assert only(result)["resolution_order"] == ["start", "black-widow-cancels-stampede", "stampede"]
    problems = problems_of("game: marvel-champions\nplayers: Black Widow\nThe villain phase\n"
                           "  Stampede [when revealed]\n  Black Widow cancels Stampede [response]\n")
    assert problems[0]["line"] == 5 and "by an interrupt to its reveal" in problems[0]["message"]


CHARGE = {"code": "99030", "name": "Charge", "type_code": "attachment",  # made up, in our own words
          "text": "<b>Forced Interrupt</b>: When the villain attacks, he gets +1 ATK."}


def test_champions_a_card_name_inside_a_lines_words_is_asked_about_never_taken(made_up_cards):
    """"Rhino's Charge (zzz)" names no card by its whole leading name: the card Charge, found inside it, is not
    taken silently (no forced interrupt from it); the line asks, naming the card and how to take it."""
    made_up_cards(CHARGE)
    problems = problems_of("game: marvel-champions\nplayers: Spider-Man\nRhino attacks Spider-Man\n"
                           "  Rhino's Charge (zzz)\n")
    assert [p["line"] for p in problems] == [4]
    message = problems[0]["message"]
    assert "'Charge'" in message and "99030" in message and "attachment" in message
    assert "(card 99030)" in message


def test_champions_says_every_card_it_took_and_every_field_it_read_from_it(made_up_cards):
    """The cards a compiled outline took from the library, by line, with their code and the fields they gave;
    the entity takes the card's own type (Porch Light is an ally; Charge an attachment), never `support`."""
    made_up_cards(CHARGE)
    compiled = compile_outline("game: marvel-champions\nplayers: Lantern Lass\nLantern Lass plays Porch Light\n"
                               "  Porch Light deals 1 damage to Lantern Lass\n"
                               "  Rhino's Charge (card 99030)\n")
    entities = compiled.document["entities"]
    assert entities["porch-light-deals-1-damage-to-lantern-lass"]["type"] == "ally"
    assert entities["rhinos-charge"]["type"] == "attachment"
    assert [(c["line"], c["code"], c["name"]) for c in compiled.cards] == [(4, "99003", "Porch Light"),
                                                                           (5, "99030", "Charge")]
    porch, charge = compiled.cards
    assert porch["fields"] == ["name: Porch Light", "type: ally",
                               "timing: forced-response (its ability #1, Forced Response)"]
    assert charge["fields"] == ["name: Charge", "type: attachment",
                                "timing: forced-interrupt (its ability #1, Forced Interrupt)"]
    assert compiled.text.startswith("# Cards taken from the rules library:\n# - Porch Light (card 99003, line 4): "
                                    "name: Porch Light; type: ally; timing: forced-response")
