"""`ruleset:` — which version of the Rules Reference a scenario is resolved under, and what changes."""
import json
from pathlib import Path

import pytest

from adjudicator.api import adjudicate_text

from adjudicator.api import load_scenario
from adjudicator.errors import ScenarioInvalid
from tests.adjudicator.conftest import only, scenario
from tests.adjudicator.timing.marvel_champions.builders import ability, doc, resolve, table

SHIELD = {"shield": ability("interrupt", {"event": "damage_dealt", "target": "spider-man"}, [{"prevent": "all"}],
                            card="spider-man")}
HIT = {"deal_damage": {"to": "spider-man", "amount": 3, "source": "rhino"}}


def tough_table():
    entities = table()
    entities["spider-man"]["tough"] = True
    return entities


def problems(document):
    with pytest.raises(ScenarioInvalid) as caught:
        load_scenario(json.dumps(document))
    return {p.path: p.message for p in caught.value.problems}


def test_a_scenario_without_a_ruleset_is_resolved_under_the_latest():
    parsed, _ = load_scenario(json.dumps(doc(tough_table(), SHIELD, [HIT])))
    assert parsed.ruleset == "1.8"
    explicit, _ = load_scenario(json.dumps(doc(tough_table(), SHIELD, [HIT], ruleset="1.5")))
    assert explicit.ruleset == "1.5"


def test_under_1_5_the_tough_card_goes_before_an_interrupt_to_the_dealing_and_cites_the_damage_entry():
    outcome = resolve(doc(tough_table(), SHIELD, [HIT], ruleset="1.5"))
    assert outcome["resolution_order"] == ["start", "tough:spider-man", "shield"]
    assert outcome["state"]["spider-man"]["tough"] is False
    trigger = next(s for s in outcome["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
    assert trigger["rule"] == "marvel-champions#rules-reference-damage"
    assert trigger["quote"].startswith("Tough status cards resolve before interrupts to the dealing of damage")
    assert "ruleset 1.5" in trigger["text"]


def test_under_1_6_an_interrupt_to_the_dealing_goes_first_and_the_step_says_it_is_a_reading():
    outcome = resolve(doc(tough_table(), SHIELD, [HIT], ruleset="1.6"))
    assert outcome["resolution_order"] == ["start", "shield"]
    assert outcome["state"]["spider-man"]["tough"] is True
    unshielded = resolve(doc(tough_table(), {}, [HIT], ruleset="1.6"))
    trigger = next(s for s in unshielded["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
    assert trigger["rule"] == "marvel-champions#rules-reference-tough"
    assert "ruleset 1.6, a reading" in trigger["text"]
    assert not unshielded["state"]["spider-man"].get("damage")


def test_an_unknown_ruleset_is_refused_naming_those_there_are():
    found = problems(doc(table(), {}, [HIT], ruleset="2.0"))
    assert ("unknown ruleset '2.0' for Marvel Champions; expected one of: 1.5, 1.6, 1.7, 1.8 (default 1.8)"
            in found["ruleset"])
    assert "ruleset" in problems(doc(table(), {}, [HIT], ruleset=1.5))


def test_a_game_with_one_version_of_its_rules_refuses_a_ruleset():
    uca = scenario({"wrangler": {"type": "hero", "max_stamina": 10}}, {}, {"do": [{"say": "hi"}]},
                   players=["wrangler"], ruleset="1.5")
    assert "has only one version of its rules" in problems(uca)["ruleset"]


def test_a_published_version_the_model_does_not_apply_is_refused_saying_why(monkeypatch):
    from adjudicator.timing.marvel_champions.model import MarvelChampions

    monkeypatch.setattr(MarvelChampions, "later_rulesets", {"1.9": "version 1.9 changes surge again"})
    found = problems(doc(table(), {}, [HIT], ruleset="1.9"))["ruleset"]
    assert "ruleset '1.9' of Marvel Champions is published but not modelled" in found
    assert "changes surge again" in found and "expected one of: 1.5, 1.6, 1.7, 1.8 (default 1.8)" in found


def test_each_ruleset_says_when_and_where_its_version_was_published():
    import re

    from adjudicator.timing.marvel_champions.rules import LATER_VERSIONS, RULESET_ORDER, RULESET_SOURCES, RULESETS

    assert set(RULESET_SOURCES) == set(RULESETS) == set(RULESET_ORDER)
    for date, source, url in RULESET_SOURCES.values():
        assert re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", date) and source and url.startswith("https://")
    assert [RULESET_SOURCES[v][0] for v in RULESET_ORDER] == sorted(RULESET_SOURCES[v][0] for v in RULESET_ORDER)
    assert not set(LATER_VERSIONS) & set(RULESETS)


def test_1_8_is_the_default_as_the_model_applies_all_it_changes():
    """The latest version may be the default only once the model applies all it changes (docs/rulings.md)."""
    from adjudicator.timing.marvel_champions.rules import DEFAULT_RULESET, RULESET_1_8_NOT_APPLIED, RULESETS

    assert RULESET_1_8_NOT_APPLIED == () and DEFAULT_RULESET == "1.8"
    assert "Not applied" not in RULESETS["1.8"] and "in part" not in RULESETS["1.8"]


def _fixture(name, ruleset):
    """A fixture's outcome under another ruleset (its `ruleset:` line replaced)."""
    import re
    from pathlib import Path

    from adjudicator.api import adjudicate_text

    path = Path(__file__).resolve().parents[4] / "fixtures" / "scenarios" / "marvel-champions" / name
    text = re.sub(r"^ruleset: .*$", f'ruleset: "{ruleset}"', path.read_text(encoding="utf-8"), count=1, flags=re.M)
    return only(adjudicate_text(text))


def test_1_7_passes_on_overkill_as_1_8_does():
    """Ruleset 1.7 knows one change: overkill passes on the damage on the defeated ally beyond its hit points."""
    outcome = _fixture("overkill-passes-on-the-damage-beyond-hit-points-1-8.yaml", "1.7")
    assert outcome["state"]["spider-man"]["damage"] == 1
    assert outcome["state"]["black-cat"]["zone"] == "discard"
    step = next(s for s in outcome["steps"] if s["text"].startswith("Overkill: Black Cat was defeated"))
    assert step["rule"] == "marvel-champions#rr18-overkill"
    under_1_6 = _fixture("overkill-passes-on-the-damage-beyond-hit-points-1-8.yaml", "1.6")
    assert under_1_6["state"]["spider-man"]["damage"] == 2


def test_1_7_keeps_quickstrike_and_surge_as_1_6_has_them():
    before = _fixture("quickstrike-after-when-revealed-1-8.yaml", "1.7")
    assert before["resolution_order"][:3] == ["start", "quickstrike:goon", "goon-revealed"]
    kept = _fixture("cancel-when-revealed-effects-cancels-surge-1-8.yaml", "1.7")
    assert kept["state"]["hydra-goon"]["zone"] == "play"


def test_under_1_8_a_gained_surge_is_dealt_once_the_card_has_resolved():
    outcome = _fixture("already-im-tough-gains-surge.yaml", "1.8")
    assert outcome["state"]["bad-luck"]["zone"] == "facedown"
    assert outcome["state"]["bad-luck"]["dealt_to"] == "spider-man"
    note = next(s for s in outcome["steps"] if "gained surge" in s["text"])
    assert note["rule"] == "marvel-champions#rr18-reveal" and "a reading" in note["text"]


def test_under_1_8_the_tough_card_cites_the_1_8_tough_entry_and_is_no_reading():
    unshielded = resolve(doc(tough_table(), {}, [HIT], ruleset="1.8"))
    trigger = next(s for s in unshielded["steps"] if s["kind"] == "trigger" and "tough" in s["text"])
    assert trigger["rule"] == "marvel-champions#rr18-tough" and "a reading" not in trigger["text"]


def test_under_1_8_a_trigger_cites_and_numbers_the_1_8_chart_and_under_1_6_the_1_5_list():
    for ruleset, rule, quote, words in (
            ("1.8", "marvel-champions#rr18-ability", "3. “Boost” and “When Revealed” abilities.", "priority 3"),
            ("1.6", "marvel-champions#rules-reference-ability", "5. “Boost,” “When Defeated,”", "priority 5")):
        outcome = _fixture("quickstrike-after-when-revealed-1-8.yaml", ruleset)
        step = next(s for s in outcome["steps"] if s["kind"] == "trigger" and s["text"].startswith("Goon (When"))
        assert step["rule"] == rule and step["quote"].startswith(quote) and words in step["text"], ruleset


def test_the_1_8_excerpt_is_a_document_of_sections_only_with_its_version_and_source():
    """Its entries are cited (rr18-…) but define no glossary term: the game's glossary stays the shipped book's."""
    from pathlib import Path

    from rulesapp.importer import GAMES_BY_SLUG, parse_document

    game = GAMES_BY_SLUG["marvel-champions"]
    excerpt = next(d for d in game.documents if d.slug == "rr18")
    assert excerpt.version == "1.8" and excerpt.source_url.startswith("https://github.com/quincarter/")
    assert excerpt.anchor_prefix == "rr18" and not excerpt.glossary
    root = Path(__file__).resolve().parents[4]
    parsed = parse_document((root / "fixtures" / "rulebooks" / excerpt.file).read_text(encoding="utf-8"), game, excerpt)
    assert parsed.terms == () and {"rr18-overkill", "rr18-surge", "rr18-quickstrike"} <= {s.anchor for s in parsed.sections}


def test_under_1_8_when_defeated_cites_the_1_8_entry_and_says_the_later_answer_is_a_reading():
    for ruleset, rule, words in (
            ("1.8", "marvel-champions#rr18-when-defeated-abilities", "13 August 2026 — a reading"),
            ("1.6", "marvel-champions#rules-reference-ability", "priority 5")):
        outcome = _fixture("when-defeated-after-every-interrupt-to-its-defeat-1-8.yaml", ruleset)
        assert outcome["resolution_order"][1:] == ["rhino-forced-interrupt", "tracker-interrupt", "hideout-when-defeated"]
        step = next(s for s in outcome["steps"] if s["kind"] == "trigger" and s["text"].startswith("Hideout (When"))
        assert step["rule"] == rule and words in step["text"], ruleset


def test_1_7_keeps_retaliate_and_an_activation_during_another_as_1_6_has_them():
    retaliate = _fixture("retaliate-after-the-damage-responses-1-6.yaml", "1.7")
    assert retaliate["resolution_order"] == ["start", "armor-forced", "retaliate:spider-man", "rhino-forced",
                                             "spider-response"]
    at_once = _fixture("activation-during-an-activation-at-once-1-6.yaml", "1.7")
    assert at_once["resolution_order"] == ["start", "ambush-boost", "mercenary-forced", "rhino-forced"]
    for name in ("treachery-discarded-at-the-start-of-its-activation.yaml", "when-defeated-attack-follows-the-defeat.yaml"):
        assert _fixture(name, "1.7")["expect"]["passed"], name
        assert not _fixture(name, "1.8")["expect"]["passed"], name  # 1.8's Treachery and Activation change them


def test_under_1_8_retaliate_still_needs_its_character_in_play_and_no_ranged():
    """1.8's Retaliate X: "must be in play after the attack resolves"; Ranged: the attack ignores retaliate."""
    text = (Path(__file__).resolve().parents[4] / "fixtures" / "scenarios" / "marvel-champions"
            / "retaliate-ranged-and-survival.yaml").read_text(encoding="utf-8")
    outcome = only(adjudicate_text(text.replace("game: marvel-champions\n", 'game: marvel-champions\nruleset: "1.8"\n', 1)))
    assert outcome["expect"]["passed"], outcome["expect"]
    assert any(s["rule"] == "marvel-champions#rr18-retaliate-x" and "not in play after the attack" in s["text"]
               for s in outcome["steps"])
    assert any(s["rule"] == "marvel-champions#rules-reference-ranged" for s in outcome["steps"])
