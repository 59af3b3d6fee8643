"""Only what can run is offered: a model asked to resolve another game's scenario is refused up front,
naming the op or timing class it lacks (issue 11, "Only offer what can run")."""
from pathlib import Path

import pytest

from adjudicator.api import adjudicate, fitting_models, lacks, load_scenario
from adjudicator.errors import ModelUnfit, ResolutionStopped
from adjudicator.timing import model_slugs
from tests.adjudicator import corpus

ROOT = Path(__file__).resolve().parents[3]


def load(relative):
    return load_scenario((ROOT / "fixtures/scenarios" / relative).read_bytes())[0]


def test_marvel_champions_lacks_the_union_city_classes_of_atomic_kaiju():
    scenario = load("union-city-alliance/atomic-kaiju.yaml")
    found = lacks(scenario, "marvel-champions")
    assert [(lack.what, lack.name, lack.where) for lack in found] == [
        ("op", "threaten", "start.do[0].threaten"),
        ("op", "gain_defense", "abilities.trojan-horse-counter.do[0].gain_defense"),
        ("timing class", "when", "abilities.nuclear-breath.timing"),
        ("timing class", "counter", "abilities.trojan-horse-counter.timing"),
    ]
    assert found[0].message.startswith("Marvel Champions has no op “threaten”: enemies attack with `activate`")
    assert found[2].message == ("Marvel Champions has no timing class “when”, which Nuclear Breath has "
                                "(abilities.nuclear-breath.timing)")


def test_a_model_lacking_an_op_names_the_op_and_where_it_is_used():
    scenario = load("marvel-champions/stunned-villain-attack.yaml")
    found = {(lack.what, lack.name): lack for lack in lacks(scenario, "union-city-alliance")}
    assert ("op", "activate") in found
    assert found[("op", "activate")].where.endswith(".activate")


def test_a_scenario_fits_its_own_model_and_the_union_city_examples_fit_the_plain_stack():
    scenario = load("union-city-alliance/atomic-kaiju.yaml")
    assert fitting_models(scenario) == ("union-city-alliance", "stack")
    assert lacks(scenario, "union-city-alliance") == []


def test_asking_for_a_model_that_cannot_resolve_it_is_an_input_problem_naming_the_field():
    scenario = load("union-city-alliance/atomic-kaiju.yaml")
    with pytest.raises(ModelUnfit) as caught:
        adjudicate(scenario, "valiant-universe")
    assert caught.value.field == "model" and caught.value.slug == "valiant-universe"
    assert {p.path for p in caught.value.problems} == {"model"}
    assert len(caught.value.problems) == len(caught.value.lacks) == 4
    with pytest.raises(ModelUnfit) as caught:
        adjudicate(scenario, compare="marvel-skirmish")
    assert caught.value.field == "compare"


def refused_or_resolved_by_every_model(path):
    for slug in model_slugs():
        if slug not in corpus.fitting(path):  # fitting_models: the slugs whose model lacks nothing
            with pytest.raises(ModelUnfit):
                corpus.resolve(path, slug)
            continue
        try:
            corpus.resolve(path, slug)
        except ResolutionStopped as exc:
            assert exc.kind != "internal", f"{slug}: {exc}"


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_fixture_under_every_model_is_refused_or_resolves_without_an_internal_error(game):
    """What the pickers offer can run: no model that passes the check stops with an internal error."""
    corpus.each_fixture(refused_or_resolved_by_every_model, game)


def test_a_built_in_op_the_model_refuses_is_lacking_too():
    """A model may refuse a built-in op its game has no such thing as (`refused_ops`)."""
    from adjudicator.engine import fit
    from adjudicator.timing.stack.model import plain_stack_over
    from adjudicator.timing.union_city.model import UnionCityAlliance

    class NoDrawing(plain_stack_over(UnionCityAlliance)):
        refused_ops = {"draw": "nobody draws on this stack"}

    scenario = load("union-city-alliance/social-networking.yaml")
    found = fit.lacks(NoDrawing(), scenario, UnionCityAlliance())
    assert [(lack.what, lack.name) for lack in found] == [("op", "draw")]
    assert found[0].message.startswith("Plain stack (last in, first out) has no op “draw”: nobody draws on this "
                                       "stack (used at ")
