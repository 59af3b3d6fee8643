"""`manage.py load_scenarios`: fixtures/scenarios/ mirrored into the database, idempotently, and which
scenario steps through which rulebook section and worked example."""
import shutil
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from adjudicator.web import library
from adjudicator.web.models import LibraryScenario, ScenarioCitation

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "fixtures" / "scenarios"
BLACK_FLAG = FIXTURES / "union-city-alliance" / "black-flag.yaml"
KURT = FIXTURES / "union-city-alliance" / "kurt-von-kessel.yaml"


@pytest.fixture
def scenario_dir(tmp_path):
    """A small scenario directory: two real fixtures under their game's folder."""
    folder = tmp_path / "scenarios" / "union-city-alliance"
    folder.mkdir(parents=True)
    shutil.copy(BLACK_FLAG, folder)
    shutil.copy(KURT, folder)
    return tmp_path / "scenarios"


def load(directory):
    out = StringIO()
    call_command("load_scenarios", str(directory), stdout=out, stderr=StringIO())
    return out.getvalue()


def snapshot():
    return sorted((r.folder, r.stem, r.content_hash, r.title, tuple(str(c) for c in r.citations.all()), r.pk)
                  for r in LibraryScenario.objects.all())


def test_loading_creates_one_row_per_file_with_its_title_description_and_cites(db, scenario_dir):
    assert "2 created" in load(scenario_dir)
    row = LibraryScenario.objects.get(folder="union-city-alliance", stem="black-flag")
    assert row.title == "Black Flag's overcome finishes before Master Summoner's alert"
    assert "Plucky" in row.description
    assert row.text == BLACK_FLAG.read_text()
    assert row.problem == ""
    assert [str(c) for c in row.citations.all()] == ["union-city-alliance#resolving-chains",
                                                    "union-city-alliance#when-effects",
                                                    "union-city-alliance#glossary-section"]


def test_loading_twice_changes_nothing(db, scenario_dir):
    load(scenario_dir)
    before = snapshot()
    output = load(scenario_dir)
    assert "0 created, 0 updated, 2 unchanged, 0 deleted" in output
    assert snapshot() == before


def test_a_changed_file_is_updated_in_place_and_its_cites_replaced(db, scenario_dir):
    load(scenario_dir)
    path = scenario_dir / "union-city-alliance" / "black-flag.yaml"
    pk = LibraryScenario.objects.get(stem="black-flag").pk
    path.write_text(path.read_text().replace("union-city-alliance#when-effects", "union-city-alliance#effects"))
    assert "1 updated, 1 unchanged" in load(scenario_dir)
    row = LibraryScenario.objects.get(stem="black-flag")
    assert row.pk == pk
    assert [str(c) for c in row.citations.all()] == ["union-city-alliance#resolving-chains", "union-city-alliance#effects",
                                                    "union-city-alliance#glossary-section"]


def test_a_removed_file_removes_its_row_and_citations(db, scenario_dir):
    load(scenario_dir)
    (scenario_dir / "union-city-alliance" / "kurt-von-kessel.yaml").unlink()
    assert "1 deleted" in load(scenario_dir)
    assert list(LibraryScenario.objects.values_list("stem", flat=True)) == ["black-flag"]
    assert not ScenarioCitation.objects.filter(scenario__stem="kurt-von-kessel").exists()


def test_an_invalid_file_is_listed_with_its_problem_not_dropped(db, scenario_dir):
    (scenario_dir / "union-city-alliance" / "broken.yaml").write_text("format: 1\ngame: union-city-alliance\ntitle: Broken\n")
    err = StringIO()
    call_command("load_scenarios", str(scenario_dir), stdout=StringIO(), stderr=err)
    row = LibraryScenario.objects.get(stem="broken")
    assert row.title == "Broken"
    assert "entities" in row.problem and "start" in row.problem
    assert "broken.yaml" in err.getvalue()


def test_a_file_that_is_not_even_yaml_gets_its_stem_as_title(db, scenario_dir):
    (scenario_dir / "union-city-alliance" / "garbage.yaml").write_text("a: [\n")
    load(scenario_dir)
    row = LibraryScenario.objects.get(stem="garbage")
    assert row.title == "garbage" and "not valid YAML" in row.problem


def test_every_file_in_fixtures_scenarios_gets_a_row(db):
    load(settings.SCENARIO_DIR)
    files = {(p.parent.name, p.stem) for p in FIXTURES.glob("*/*") if p.suffix in (".yaml", ".yml", ".json")}
    assert set(LibraryScenario.objects.values_list("folder", "stem")) == files
    assert len(files) > 40


def test_a_missing_directory_is_a_clear_command_error(db, tmp_path):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="no scenario directory"):
        call_command("load_scenarios", str(tmp_path / "nowhere"))


# -- which scenario steps through which example -------------------------------------------------------

@pytest.fixture
def uca_book(uca_library_rows, db):
    """The Union City Alliance rulebook and every fixture scenario (loaded once for this module)."""
    from rulesapp.models import Game

    return Game.objects.get(slug="union-city-alliance")


@pytest.mark.parametrize("example_anchor, stem", [
    ("example-black-flag", "black-flag"),
    ("example-social-networking", "social-networking"),
    ("example-kurt-von-kessel", "kurt-von-kessel"),
    ("example-big-paulie-t-rex", "big-paulie-explore"),
    ("example-alexanders-showdown", "alexander-showdown"),
    ("example-tactical-feint", "ithacan-warrior-leaving-hand"),
    ("example-hypothetical-enemy", "escalate-condition-at-trigger"),
])
def test_a_worked_example_finds_the_scenarios_named_after_it(uca_book, example_anchor, stem):
    example = uca_book.examples.get(anchor=example_anchor)
    stems = [s.stem for s in library.for_example(example)]
    assert stem in stems


def test_a_scenario_citing_a_section_is_not_matched_to_an_unrelated_example_there(uca_book):
    example = uca_book.examples.get(anchor="example-black-flag")
    stems = {s.stem for s in library.for_example(example)}
    assert "social-networking" not in stems and "chain-of-three" not in stems
    section = example.section
    assert {"black-flag", "chain-of-three"} <= {s.stem for s in library.for_section(section)}


def test_a_scenario_citing_an_example_anchor_directly_is_matched(uca_book, scenario_dir):
    path = scenario_dir / "union-city-alliance" / "kurt-von-kessel.yaml"
    path.write_text(path.read_text().replace("cites: [", "cites: [union-city-alliance#example-jetpack, "))
    load(scenario_dir)
    example = uca_book.examples.get(anchor="example-jetpack")
    assert [s.stem for s in library.for_example(example)] == ["kurt-von-kessel"]


def test_one_scenarios_worked_examples_are_those_the_whole_library_index_gives_it(uca_book):
    index = library.examples_by_scenario()
    assert sum(map(len, index.values())) > 20  # the fixtures step through many worked examples
    for scenario in LibraryScenario.objects.all():
        assert library.examples_for(scenario) == index.get(scenario.pk, []), scenario.stem


def scenario_titled(title, stem="some-scenario"):
    return LibraryScenario(folder="g", stem=stem, title=title)


def test_an_example_named_by_generic_rules_words_is_matched_by_the_card_it_names_first():
    zola = scenario_titled("Zola attacks, then his attack effect heals 1 damage from him")
    soldier = scenario_titled("Winter Soldier's attack effect damages every villain")
    title = "You attack with Zola so you can also use his attack effect, healing 1 damage from him."
    assert library.illustrates(zola, "example-using-an-attack-effect", title)
    assert not library.illustrates(soldier, "example-using-an-attack-effect", title)


def test_a_card_named_in_s_is_matched_by_its_possessive_with_an_apostrophe_alone():
    """Steps and labels say "Odysseus' deck" (adjudicator.grammar): the name is found in either form."""
    title = "Odysseus plays Trojan Horse from his hand."
    assert library.illustrates(scenario_titled("Odysseus' Trojan Horse"), "example-of-playing-a-card", title)
    assert library.illustrates(scenario_titled("Odysseus's Trojan Horse"), "example-of-playing-a-card", title)


def test_half_the_distinctive_words_of_the_anchor_must_be_in_the_title_or_file_name():
    assert library.illustrates(scenario_titled("Alexander's Showdown goes first"), "example-alexanders-showdown")
    assert library.illustrates(scenario_titled("x", stem="order-of-damage-six"), "example-order-of-damage-resolution")
    assert not library.illustrates(scenario_titled("Kurt Von Kessel"), "example-big-paulie-t-rex")
