"""Page chrome shared by every page (the adjudicator's too): the games nav, headings, small lookups, and
a game's contents tree."""
import html

from django import template
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import mark_safe

from rulesapp.models import Game
from rulesapp.templatetags.rules_text import rule_text
from rulesapp.visit import visit_game

register = template.Library()


@register.inclusion_tag("rulesapp/_games_nav.html", takes_context=True)
def games_nav(context):
    """`{% games_nav %}`: links to each game, the current one (context "game") marked; the games are the
    view's "nav_games" when it read them already (views.library_games), else read here."""
    current = context.get("game")
    games = context.get("nav_games")
    if games is None:
        games = list(Game.objects.only("slug", "title"))
    return {"games": games, "current_slug": getattr(current, "slug", None)}


TITLE_PART_CHARS = 60  # what a browser tab or a bookmark can show of one part of a page's title
TITLE_SEPARATOR = " · "


@register.filter(is_safe=True)
def short_title(rendered):
    """`{% filter short_title %}…{% endfilter %}` around a page's <title>: each " · " part of it longer
    than TITLE_PART_CHARS characters is cut to that many and an ellipsis. A title may carry what a player
    typed (a search query may be 500 characters, a rejected one 20,000), which the page says in full
    where it matters. The rendered title is already escaped: it is read back to text, cut, and escaped
    again, so an entity is never cut in half."""
    parts = []
    for part in str(rendered).split(TITLE_SEPARATOR):
        text = html.unescape(part)
        if len(text) > TITLE_PART_CHARS:
            text = text[:TITLE_PART_CHARS].rstrip() + "…"
        parts.append(escape(text))
    return mark_safe(TITLE_SEPARATOR.join(parts))


@register.simple_tag(takes_context=True)
def header_search_scope(context):
    """The header box's words: which game it searches, when the visit remembers one (rulesapp.visit),
    so a player reading Valiant is not surprised that "surge" finds nothing there."""
    request = context.get("request")
    slug = visit_game(request) if request is not None and hasattr(request, "session") else ""
    games = context.get("nav_games")  # the view's games, when it read them (views.library_games)
    if not slug:
        title = None
    elif games is not None:
        title = next((game.title for game in games if game.slug == slug), None)
    else:
        title = Game.objects.filter(slug=slug).values_list("title", flat=True).first()
    return f"Search {title}" if title else "Search the rules"


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


def contents_html(roots):
    """A document's contents (a forest of views.TocNode) as nested ordered lists of links.

    The subsections of each top-level section sit in a closed <details>, opened by a button that says
    how many there are: the Marvel Champions Rules Reference has 334 sections, 237 of them under one
    heading, and on a phone the whole tree is a long scroll. Built here rather than by a template that
    includes itself for every section (that took about 20 ms of CPU for those 490 sections).
    """
    return mark_safe(_contents_list(roots, top=True))


def _contents_list(nodes, top):
    items = []
    for node in nodes:
        section = node.section
        number = format_html('<span class="section-number">{}</span> ', section.number) if shows_number(section) else ""
        item = format_html('<li><a href="{}">{}{}</a>', section.get_absolute_url(), number, section.title)
        if node.children:
            inner = _contents_list(node.children, top=False)
            if top:
                count = _descendants(node)
                inner = format_html('<details class="toc-children"><summary>{} subsection{}</summary>{}</details>',
                                    count, "" if count == 1 else "s", mark_safe(inner))
            item += "\n" + inner
        items.append(item + "</li>")
    return format_html('<ol class="{}">{}</ol>', "toc" if top else "toc toc-nested", mark_safe("\n".join(items)))


def _descendants(node):
    return sum(1 + _descendants(child) for child in node.children)


def glossary_entry_html(entry, linker, several_documents):
    """One entry of a glossary page (a views.GlossaryEntry): its term, its definition with the other terms
    linked, and the section it is printed in. Built here rather than in the page's template, which looked
    up each of Marvel Champions' 200 entries' values one by one (a few percent of a cold render)."""
    defined_in = ""
    if entry.section_url:
        book = format_html(" ({})", entry.document_title) if several_documents else ""
        defined_in = format_html('<p class="defined-in">Defined in <a href="{}">{}</a>{}</p>',
                                 entry.section_url, entry.section_title, book)
    rulings = ""
    if entry.rulings:
        items = format_html_join("", '<li><a href="{}">{}</a> <span class="ruling-byline">({})</span></li>',
                                 ((url, question, byline) for question, url, byline in entry.rulings))
        count = len(entry.rulings)
        rulings = format_html('<div class="term-rulings"><p>{} official ruling{} about it:</p><ul>{}</ul></div>',
                              count, "" if count == 1 else "s", items)
    return format_html(
        '<div class="glossary-entry" id="{}">\n      <dt><a class="entry-permalink" href="#{}">{}</a></dt>\n'
        '      <dd>{}{}{}</dd>\n    </div>',
        entry.anchor, entry.anchor, entry.term, rule_text(entry.definition, linker, exclude=entry.term), defined_in,
        rulings)
