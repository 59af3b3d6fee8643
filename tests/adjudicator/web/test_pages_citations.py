"""Rule links of the step-through: each cited step opens its rulebook section at the sentence that decides
it (a `#:~:text=` fragment): the step's own quote, from the game's rules.py, never guessed from its text."""
from io import StringIO
from urllib.parse import unquote

import pytest
from django.conf import settings
from django.core.management import call_command

from adjudicator.api import adjudicate_text
from adjudicator.timing.union_city.model import UnionCityAlliance
from adjudicator.web import citations


@pytest.fixture
def uca_sections(db):
    call_command("import_rulebook", str(settings.RULEBOOK_DIR / "union-city-alliance.txt"),
                 game="union-city-alliance", stdout=StringIO())
    return citations.sections_for(model_rules())


def model_rules():
    """Every `game#anchor` the Union City Alliance model cites."""
    return {str(rule) for rule in UnionCityAlliance().rules.values()}


def normalised(text):
    return " ".join(text.split())


def test_every_anchor_the_union_city_model_cites_is_a_real_section(uca_sections):
    assert model_rules() <= set(uca_sections)


def test_the_link_highlights_the_steps_quote_and_nothing_else(uca_sections):
    rule = "union-city-alliance#counter-and-gambit-phases"
    quoted = citations.link(rule, uca_sections, "When the phase ends, the damage (if any) that has not been removed "
                                                "by defense is then taken.")
    assert quoted.sentence.startswith("When the phase ends")
    assert quoted.url.startswith("/games/union-city-alliance/counter-and-gambit-phases/#:~:text=")
    whole = citations.link(rule, uca_sections)  # a section cited as a whole: no sentence picked for it
    assert whole.sentence == "" and whole.url == "/games/union-city-alliance/counter-and-gambit-phases/"


def test_a_long_sentence_becomes_a_start_and_end_fragment_with_dashes_and_commas_encoded():
    fragment = citations.text_fragment("When the phase ends, the damage (if any) that has not been removed by "
                                       "defense is then taken.")
    start, end = fragment[len(":~:text="):].split(",")
    assert unquote(start) == "When the phase ends, the" and unquote(end) == "by defense is then taken."
    assert fragment.count(",") == 1 and "%2C" in start  # one start,end separator; the sentence's own comma encoded
    assert citations.text_fragment("Counter/Gambit phase-end") == ":~:text=Counter%2FGambit%20phase%2Dend"


def test_rules_without_a_rulebook_are_shown_but_not_linked(uca_sections):
    stack = citations.link("stack#last-in-first-out", uca_sections)
    assert stack.url is None and "no rulebook" in stack.label
    missing = citations.link("union-city-alliance#no-such-section", uca_sections)
    assert missing.url is None and missing.label == "union-city-alliance#no-such-section"
    assert citations.link(None, uca_sections) is None


def test_every_cited_step_of_a_real_resolution_gets_a_working_link(client, uca_sections):
    text = (settings.SCENARIO_DIR / "union-city-alliance" / "wrath-of-the-underworld-drive-by.yaml").read_text()
    steps = adjudicate_text(text)["outcomes"][0]["steps"]
    cited = [s for s in steps if s["rule"]]
    assert cited
    for step in cited:
        link = citations.link(step["rule"], uca_sections, step.get("quote"))
        assert step["quote"], f"{step['rule']} is cited without its sentence"
        assert link.url and link.sentence == step["quote"]
        assert link.sentence in normalised(" ".join(uca_sections[step["rule"]]))
        assert client.get(link.url.split("#")[0]).status_code == 200
