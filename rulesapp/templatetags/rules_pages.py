"""The site header's list of games, available to every page (the adjudicator's too) without a context processor."""
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
