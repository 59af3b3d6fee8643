"""Template helpers for the adjudicator's includes on the rules pages and for showing state values."""
import json

from django import template

from adjudicator.web import library

register = template.Library()


@register.simple_tag
def example_scenarios(example):
    """Library scenarios that step through a rulebook worked example (rulesapp Example)."""
    return library.for_example(example)


@register.simple_tag
def section_scenarios(section):
    """Library scenarios citing a rulebook section or one of its worked examples."""
    return library.for_section(section)


@register.filter
def state_value(value):
    """A state value as a reader expects it: text bare, lists and numbers as JSON, missing as a dash."""
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


@register.simple_tag
def section_lessons(section):
    """Pages of the game's guided walk that quote a sentence of this rulebook section."""
    from adjudicator.web import walk

    return walk.lessons_about(section.game.slug, section.anchor)
