"""The resolution page's "Side by side with" offers the other models only: the model shown beside itself would
be two equal columns. A link that asks for it anyway (`?model=stack&compare=stack`) is shown alone, saying so."""
from pathlib import Path

from django.core.cache import cache

from adjudicator.web.resolving import Options, resolution_context

TEXT = (Path(__file__).resolve().parents[3] / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()


def context(db, **query):
    cache.clear()
    return resolution_context(TEXT, Options.from_query(query), "/adjudicator/resolve/")


def test_side_by_side_offers_every_fitting_model_but_the_one_shown(db):
    own = context(db)
    assert "union-city-alliance" in own["model_choices"]
    assert "union-city-alliance" not in own["compare_choices"] and "stack" in own["compare_choices"]
    other = context(db, model="stack")
    assert "stack" not in other["compare_choices"] and "union-city-alliance" in other["compare_choices"]


def test_a_model_asked_beside_itself_is_shown_alone_with_a_note(db):
    shown = context(db, model="stack", compare="stack")
    assert shown["options"].compare == ""
    assert any("beside itself" in note for note in shown["notes"]), shown["notes"]
