"""The editor knows the Marvel Champions constructs: its live validation reports a bad one with its path,
and its form carries a scenario's ruleset through."""
from pathlib import Path

import yaml

from adjudicator.web import builder, views

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures" / "scenarios" / "marvel-champions"


def test_the_editors_validation_names_the_path_of_a_bad_construct():
    text = (FIXTURES / "tough-before-interrupts-to-dealing-1-5.yaml").read_text()
    assert views.validation(text)["valid"]
    bad = text.replace('ruleset: "1.5"', 'ruleset: "1.9"').replace("prevent: all", "prevent: most")
    problems = {p["path"]: p["message"] for p in views.validation(bad)["problems"]}
    assert "expected one of: 1.5, 1.6" in problems["ruleset"]
    assert "or `all`" in problems["abilities.shield-up.do[0].prevent.amount"]


def test_the_form_carries_the_ruleset_through():
    data = yaml.safe_load((FIXTURES / "tough-before-interrupts-to-dealing-1-5.yaml").read_text())
    form, why = builder.form_from_data(data)
    assert why == "" and form["kept"]["ruleset"] == "1.5"
    again, problems = builder.data_from_form(form)
    assert not problems and again["ruleset"] == "1.5"
