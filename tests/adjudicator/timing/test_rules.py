"""Every game's rules.py against its imported rulebook, and the rule names the engine needs.

One test for all registered games: a new game is checked as soon as it is in the registry.
"""
import pytest

from adjudicator.engine.rules import ENGINE_RULES
from adjudicator.timing import registry
from rulesapp.models import Ruling, Section

GAMES_WITH_RULEBOOKS = [slug for slug, cls in registry.model_classes().items() if cls.rulebooks]


def squash(text):
    return " ".join(text.split())


@pytest.mark.parametrize("slug", GAMES_WITH_RULEBOOKS)
def test_every_cited_section_exists_and_every_quote_is_in_it(slug, imported_rows, db):
    sections = {s.anchor: squash(s.title + "\n" + s.text) for s in Section.objects.filter(game__slug=slug)}
    # an answer of a document's own FAQ is quoted from the section it is printed under (never a summary)
    for ruling in Ruling.objects.filter(game__slug=slug, answer_quoted=True, document__isnull=False,
                                        section__isnull=False).select_related("section"):
        sections[ruling.section.anchor] += " " + squash(ruling.question + "\n" + ruling.answer)
    model = registry.load(slug)()
    for name, citation in model.rules.items():
        game, anchor = citation.split("#", 1)
        assert game == slug, name
        assert anchor in sections, f"{name}: no section {anchor!r} in the imported {slug} rulebook"
        if citation.quote:
            assert squash(citation.quote) in sections[anchor], f"{name}: the quote is not in {anchor}"


@pytest.mark.parametrize("slug", registry.available())
def test_every_engine_rule_name_is_mapped_or_its_absence_explained(slug):
    model = registry.load(slug)()
    for name in ENGINE_RULES:
        mapped, absent = name in model.rules, name in model.absent_rules
        assert mapped != absent, f"{slug}: {name!r} must be either mapped to a section or declared absent"
        if absent:
            assert len(model.absent_rules[name]) > 20, f"{slug}: say why {name!r} has no rule"
    assert set(model.absent_rules) <= set(ENGINE_RULES)


def test_the_engine_refuses_a_rule_name_it_does_not_declare():
    model = registry.load("union-city-alliance")()
    with pytest.raises(KeyError):
        model.rule("no-such-rule")
