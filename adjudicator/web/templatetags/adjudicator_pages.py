"""Template helpers for the adjudicator's includes on the rules pages and for showing state values."""
import json
import re

from django import template
from django.utils.html import conditional_escape, escape
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


def _said(value) -> str:
    """A value as `{{ value }}` writes it in a template with autoescape on (numbers as str, text escaped)."""
    return str(conditional_escape(value))


def _later(n, current) -> bool:
    """`{% if n > current %}`: a comparison that cannot be made (None > 3) is false, as the template tag says."""
    try:
        return bool(n > current)
    except TypeError:
        return False


@register.simple_tag
def step_items(steps, current, base_url, step_query):
    """The step-through's list items (_stepper.html), built here rather than by a template loop: a long resolution
    has hundreds of steps, and the loop's two dozen lookups a step were a fifth of an example page's CPU. The
    markup is the loop's, byte for byte: every value escaped as `{{ }}` does."""
    base, query = _said(base_url), _said(step_query)
    items = []
    for s in steps:
        here = s.n == current
        state = " adj-current-step" if here else (" adj-future" if _later(s.n, current) else "")
        n = _said(s.n)
        aria = ' aria-current="step"' if here else ""
        rule = ""
        if s.rule:
            link = (f'<a href="{_said(s.rule.url)}">{_said(s.rule.label)}</a>' if s.rule.url
                    else _said(s.rule.label))
            sentence = (f'<span class="adj-sentence" hidden>{_said(s.rule.sentence)}</span>'
                        if s.rule.sentence else "")
            rule = f'<span class="adj-step-rule">Rule: {link}{sentence}</span>'
        items.append(
            f'\n      <li id="adj-step-{n}" class="adj-step adj-step-{_said(s.kind)}'
            f'{" adj-marked" if s.marked else ""}{state} adj-depth-{_said(s.indent)}" data-effect="{_said(s.effect)}"'
            f' data-effect-label="{_said(s.effect_label)}" data-n="{n}"{aria}>'
            f'\n        <a class="adj-step-link" href="{base}?{query}{n}#stepper"><span class="adj-step-n">{n}</span>'
            f' <span class="adj-kind adj-kind-{_said(s.kind)}">{_said(s.kind_label)}</span>'
            f' <span class="adj-step-text">{_said(s.text)}</span></a>'
            f'\n        {rule}\n      </li>\n    ')
    return mark_safe("".join(items))
