"""Each game's examples (outline, card text, the editor's starter) are data in its own package, and work."""
import pytest
import yaml

from adjudicator.api import adjudicate_text
from adjudicator.timing import examples, registry
from adjudicator.tools import cardtext, outline

GAMES = [slug for slug in registry.model_classes() if slug != "stack"]


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_declares_its_examples_in_its_package(slug):
    found = examples.examples_of(registry.load(slug))
    assert found is not None and found.outline.strip() and found.card_text.strip()


@pytest.mark.parametrize("slug", GAMES)
def test_the_example_outline_compiles_and_resolves(slug):
    compiled, result = outline.resolve_outline(examples.examples_of(registry.load(slug)).outline, game=slug)
    assert result["outcomes"], slug


@pytest.mark.parametrize("slug", GAMES)
def test_the_example_card_text_is_read_sentence_by_sentence(slug):
    sentences = cardtext.classify(examples.examples_of(registry.load(slug)).card_text, slug)
    assert len(sentences) >= 2


def test_the_starter_is_a_scenario_that_resolves():
    starter = examples.examples_of(registry.load("union-city-alliance")).starter
    assert yaml.safe_load(starter)["game"] == "union-city-alliance"
    assert adjudicate_text(starter)["outcomes"]


def _model_with(tmp_path, monkeypatch, text, name="examples.yaml"):
    """A throwaway game package holding one examples file."""
    name_of_package = f"toy_examples_{abs(hash(str(tmp_path)))}"  # a fresh package each time: none is cached
    package = tmp_path / name_of_package
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / name).write_text(text)
    monkeypatch.syspath_prepend(str(tmp_path))
    examples.examples_of.cache_clear()
    return type("Toy", (), {"__module__": f"{name_of_package}.model", "examples_file": name})


@pytest.mark.parametrize("text, said", [
    ("outline: a\ncard_text: b\nstory: c\n", "unknown key(s) story"),
    ("outline: a\n", "card_text: expected some text"),
    ("outline: a\ncard_text: b\nstarter: missing.yaml\n", "no scenario file 'missing.yaml'"),
    ("- a list\n", "expected a mapping"),
])
def test_a_wrong_examples_file_is_an_error_naming_it(tmp_path, monkeypatch, text, said):
    model = _model_with(tmp_path, monkeypatch, text)
    with pytest.raises(examples.ExamplesFileError, match=r"toy_examples_\d+/examples\.yaml") as error:
        examples.examples_of(model)
    assert said in str(error.value)
    examples.examples_of.cache_clear()


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_offers_its_words_to_outline_mode_and_the_card_text_helper_from_its_package(slug):
    package = registry.load(slug).__module__.rpartition(".")[0]
    assert outline.outline_games()[slug].__module__ == f"{package}.tools.outline"
    assert cardtext.games()[slug].__name__ == f"{package}.tools.cardtext"
