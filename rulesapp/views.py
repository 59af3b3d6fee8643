"""Rules library pages: thin views that look things up and render.

Unknown games and sections get a 404 page in the site layout; search errors are shown as a message
with the status they deserve (400 for a bad query, 503 when the index is missing), never a 500.
"""
from dataclasses import dataclass, field

from django.db.models import Count
from django.shortcuts import render

from rulesapp import search as rules_search
from rulesapp.models import Game, GlossaryTerm, Section

SEARCH_RESULTS_LIMIT = 20
# Under each worked example: the first of these that exists is included with `example` in its context,
# so the adjudicator can add "step through this example" without the rules pages depending on it.
EXAMPLE_ACTION_TEMPLATES = ("adjudicator/_example_actions.html", "rulesapp/_example_actions.html")


def not_found(request, message):
    return render(request, "rulesapp/not_found.html", {"message": message}, status=404)


def home(request):
    games = Game.objects.annotate(
        section_count=Count("sections", distinct=True), term_count=Count("terms", distinct=True)
    )
    return render(request, "rulesapp/home.html", {"games": games})


@dataclass
class TocNode:
    section: Section
    children: list = field(default_factory=list)


def section_tree(sections):
    """Sections (in document order) as a forest of TocNode, following parent links."""
    nodes = {s.pk: TocNode(s) for s in sections}
    roots = []
    for s in sections:
        parent = nodes.get(s.parent_id)
        (parent.children if parent else roots).append(nodes[s.pk])
    return roots


def game(request, slug):
    game = Game.objects.filter(slug=slug).first()
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    sections = list(game.sections.only("id", "parent_id", "anchor", "title", "number", "order", "game_id"))
    context = {
        "game": game,
        "toc": section_tree(sections),
        "section_count": len(sections),
        "term_count": game.terms.count(),
    }
    return render(request, "rulesapp/game.html", context)


def section(request, slug, anchor):
    game = Game.objects.filter(slug=slug).first()
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    outline = list(game.sections.only("id", "parent_id", "anchor", "title", "number", "order", "game_id"))
    position = next((i for i, s in enumerate(outline) if s.anchor == anchor), None)
    if position is None:
        return not_found(request, f"{game.title} has no section “{anchor}”.")
    current = Section.objects.get(pk=outline[position].pk)
    by_pk = {s.pk: s for s in outline}
    ancestors = []
    parent = by_pk.get(current.parent_id)
    while parent is not None and parent not in ancestors:
        ancestors.insert(0, parent)
        parent = by_pk.get(parent.parent_id)
    context = {
        "game": game,
        "section": current,
        "ancestors": ancestors,
        "children": [s for s in outline if s.parent_id == current.pk],
        "previous": outline[position - 1] if position > 0 else None,
        "next": outline[position + 1] if position + 1 < len(outline) else None,
        "examples": list(current.examples.order_by("order", "pk")),
        "example_action_templates": EXAMPLE_ACTION_TEMPLATES,
    }
    return render(request, "rulesapp/section.html", context)


def glossary(request, slug):
    game = Game.objects.filter(slug=slug).first()
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    terms = list(GlossaryTerm.objects.filter(game=game).select_related("section", "game").order_by("term", "pk"))
    groups = {}
    for term in terms:
        groups.setdefault(_index_letter(term.term), []).append(term)
    letters = [(letter, letter in groups) for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    if "#" in groups:
        letters.append(("#", True))
    context = {"game": game, "letters": letters, "groups": sorted(groups.items(), key=_letter_order), "term_count": len(terms)}
    return render(request, "rulesapp/glossary.html", context)


def _index_letter(term):
    first = next((c for c in term if c.isalnum()), "#").upper()
    return first if "A" <= first <= "Z" else "#"


def _letter_order(item):
    return (item[0] == "#", item[0])


def search(request):
    query = request.GET.get("q", "").strip()
    game_slug = request.GET.get("game", "").strip()
    games = list(Game.objects.all())
    context = {"query": query, "games": games, "game_filter": game_slug, "game_titles": {g.slug: g.title for g in games}}
    if game_slug and game_slug not in context["game_titles"]:
        return _search_error(request, context, f"There is no game “{game_slug}” to search in.", 400)
    if not query:
        return render(request, "rulesapp/search.html", context)
    try:
        response = rules_search.search(query, game=game_slug or None, limit=SEARCH_RESULTS_LIMIT)
    except rules_search.SearchQueryError as error:
        return _search_error(request, context, str(error), 400)
    except rules_search.IndexUnavailable as error:
        return _search_error(request, context, str(error), 503)
    context["response"] = response
    return render(request, "rulesapp/search.html", context)


def _search_error(request, context, message, status):
    return render(request, "rulesapp/search.html", {**context, "error": message}, status=status)
