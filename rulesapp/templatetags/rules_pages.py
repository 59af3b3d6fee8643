"""Page chrome shared by every page (the adjudicator's too): the games nav, headings, small lookups."""
from django import template

from rulesapp.models import Game

register = template.Library()


@register.inclusion_tag("rulesapp/_games_nav.html", takes_context=True)
def games_nav(context):
    """`{% games_nav %}`: links to each game, the current one (context "game") marked."""
    current = context.get("game")
    return {"games": list(Game.objects.only("slug", "title")), "current_slug": getattr(current, "slug", None)}


@register.filter
def lookup(mapping, key):
    """`{{ game_titles|lookup:hit.game }}`: a dict value by a key held in a variable ("" when absent)."""
    try:
        return mapping.get(key, "")
    except AttributeError:
        return ""


@register.filter
def shows_number(section):
    """Whether a heading should print the section's outline number (some titles already start with it)."""
    number = (getattr(section, "number", "") or "").strip()
    return bool(number) and not section.title.lstrip().startswith(number)


@register.filter
def example_heading(example):
    """The box heading of a worked example: "Example", "Example · <its name>", or its own "Example of …" title.

    Titles that only repeat the start of the example's text add nothing, so they are left out.
    """
    title = " ".join((example.title or "").split())
    core = title.rstrip("…").rstrip(".").strip()
    text = " ".join((example.text or "").split())
    for label in ("Example: ", "Examples: "):
        if text.startswith(label):
            text = text[len(label):]
    if not core or text.startswith(core) or core.lower() in ("example", "examples"):
        return "Example"
    if core.lower().startswith("example"):
        return title
    return f"Example · {title}"
