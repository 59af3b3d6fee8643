"""Template helpers for the adjudicator's includes on the rules pages and for showing state values."""
import json
import re

from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

from adjudicator.web import library, walk

register = template.Library()


@register.simple_tag
def example_scenarios(example):
    """Library scenarios that step through a rulebook worked example (rulesapp Example)."""
    return library.for_example(example)


@register.simple_tag
def section_scenarios(section):
    """Library scenarios citing a rulebook section or one of its worked examples."""
    return library.for_section(section)


@register.simple_tag
def section_lessons(section):
    """The guided walks' lessons (walk.WalkPage) that teach a rulebook section: every one of Union City
    Alliance's on the chapter it walks through, else those quoting a sentence of the section."""
    return walk.lessons_for(section.game.slug, section.anchor)


@register.filter
def state_value(value):
    """A state value as a reader expects it: text bare, lists and numbers as JSON, missing as a dash."""
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


CODE_SPAN_RE = re.compile(r"`([^`\n]+)`")


@register.filter
def code_spans(text):
    """Escaped `text` with each `word` in backticks (the coverage table's and the ops' own Markdown) as <code>."""
    return mark_safe(CODE_SPAN_RE.sub(r"<code>\1</code>", escape(text)))
