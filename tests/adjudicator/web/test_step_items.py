"""The step-through's list items come from a template tag (adjudicator_pages.step_items) that replaced a loop in
_stepper.html for speed: it must write what the loop wrote, byte for byte, markup in the values included."""
from django.template import Context, Template

from adjudicator.web.citations import RuleLink
from adjudicator.web.present import StepRow

# _stepper.html's loop as it was (commit 05f607c), the reference the tag is held to.
LOOP = """{% for s in steps %}
      <li id="adj-step-{{ s.n }}" class="adj-step adj-step-{{ s.kind }}{% if s.marked %} adj-marked{% endif %}{% if s.n == current %} adj-current-step{% elif s.n > current %} adj-future{% endif %} adj-depth-{{ s.indent }}" data-effect="{{ s.effect }}" data-effect-label="{{ s.effect_label }}" data-n="{{ s.n }}"{% if s.n == current %} aria-current="step"{% endif %}>
        <a class="adj-step-link" href="{{ base_url }}?{{ step_query }}{{ s.n }}#stepper"><span class="adj-step-n">{{ s.n }}</span> <span class="adj-kind adj-kind-{{ s.kind }}">{{ s.kind_label }}</span> <span class="adj-step-text">{{ s.text }}</span></a>
        {% if s.rule %}<span class="adj-step-rule">Rule: {% if s.rule.url %}<a href="{{ s.rule.url }}">{{ s.rule.label }}</a>{% else %}{{ s.rule.label }}{% endif %}{% if s.rule.sentence %}<span class="adj-sentence" hidden>{{ s.rule.sentence }}</span>{% endif %}</span>{% endif %}
      </li>
    {% endfor %}"""  # noqa: E501
TAG = "{% load adjudicator_pages %}{% step_items steps current base_url step_query %}"

MARKUP = "<b>bold</b> & \"quoted\" 'single'"


def step(n, **changes):
    values = dict(n=n, kind="begin", kind_label="Begins", text=f"step {n}", effect=f"effect-{n}", effect_label="An effect",
                  path="", depth=0, indent=0, rule=None, marked=False)
    values.update(changes)
    return StepRow(**values)


STEPS = [
    step(1, kind="choice", marked=True, rule=RuleLink("g#a", "A <rule>", "/games/g/a/#:~:text=x&y", MARKUP)),
    step(2, text=MARKUP, effect_label=MARKUP, effect="e<1>", indent=3, rule=RuleLink("g#b", MARKUP, None, "")),
    step(3, kind='phase"x', kind_label=MARKUP, marked=True, rule=RuleLink("g#c", "C", "/games/g/c/", "")),
    step(4, rule=RuleLink("g#d", "D", None, "A sentence & more")),
    step(None),
]


def test_the_tag_writes_what_the_loop_wrote():
    for current in (0, 1, 3, 4, 99):
        for base_url, step_query in (("/adjudicator/examples/g/s/", ""), ("/a&b/", "model=stack&explore=1&step=")):
            context = {"steps": STEPS, "current": current, "base_url": base_url, "step_query": step_query}
            expected = Template(LOOP).render(Context(context))
            assert Template(TAG).render(Context(context)) == expected, (current, base_url)
            assert "<b>bold" not in expected and expected.count("adj-step-link") == len(STEPS)


def test_no_steps_write_nothing():
    assert Template(TAG).render(Context({"steps": [], "current": 0, "base_url": "/", "step_query": ""})) == ""
