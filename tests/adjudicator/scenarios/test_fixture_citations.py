"""Every fixture scenario cites real sections, and every step of its resolution cites a rule as `game#anchor`.

A judge follows these links from the trace to the rulebook, so a rule that names no
section of the imported rulebook is a dead link.
"""
import re

import pytest

from adjudicator.scenario.source import parse_text
from rulesapp.models import Section
from tests.adjudicator.scenarios.helpers import INVALID, SCENARIOS
from adjudicator.timing import registry
from tests.adjudicator import corpus

CITATION = re.compile(r"^[a-z0-9-]+#[a-z0-9][a-z0-9-]*$")
FIXTURES = sorted(SCENARIOS.rglob("*.yaml")) + sorted(INVALID.rglob("*.yaml"))
RESOLVABLE = sorted(SCENARIOS.rglob("*.yaml"))
RULEBOOK_GAMES = tuple(registry.rulebook_games())


def relative(path):
    return str(path.relative_to(SCENARIOS.parent))


def outcomes_of(path):
    return corpus.resolved(path)["outcomes"]


def test_there_are_fixtures_to_check():
    assert len(RESOLVABLE) >= 40


def cites_every_rule_as_game_hash_anchor(path):
    for outcome in outcomes_of(path):
        for step in outcome["steps"]:
            if step["rule"] is not None:
                assert CITATION.match(step["rule"]), step
            else:
                assert step["kind"] not in ("trigger", "choice", "phase"), f"a {step['kind']} step cites no rule: {step}"


@pytest.mark.parametrize("game", corpus.GAMES)
def test_every_step_rule_is_game_hash_anchor_and_every_decision_has_one(game):
    corpus.each_fixture(cites_every_rule_as_game_hash_anchor, game)


@pytest.fixture
def anchors(imported_rows, db):
    """Section anchors per game, from the real rulebooks imported into the test database (once per module)."""
    found = {}
    for game, anchor in Section.objects.values_list("game__slug", "anchor"):
        found.setdefault(game, set()).add(anchor)
    return found


def test_every_cited_section_exists_in_the_imported_rulebook(anchors):
    dead = []
    for path in FIXTURES:
        cites = parse_text(path.read_bytes(), 1_000_000).data.get("cites", [])
        assert cites, f"{relative(path)} cites no section"
        for cite in cites:
            game, anchor = cite.split("#", 1)
            if anchor not in anchors.get(game, set()):
                dead.append(f"{relative(path)}: {cite}")
    assert not dead, dead


def test_every_rule_a_step_cites_is_a_section_of_its_rulebook(anchors):
    dead = set()
    for path in RESOLVABLE:
        for outcome in outcomes_of(path):
            for step in outcome["steps"]:
                game, _, anchor = (step["rule"] or "").partition("#")
                if game in RULEBOOK_GAMES and anchor not in anchors.get(game, set()):
                    dead.add(step["rule"])
    assert not dead, sorted(dead)
