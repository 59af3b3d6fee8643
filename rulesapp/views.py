"""Rules library pages: thin views that look things up and render.

Unknown games and sections get a 404 page in the site layout; search errors are shown as a message
with the status they deserve (400 for a bad query, 503 when the index is missing), never a 500.
"""
from dataclasses import dataclass, field

import re

from django.db.models import Count
from django.shortcuts import redirect, render
from django.template.loader import render_to_string

from adjudicator.tools import coverage
from rulesapp import library_version, whole_document
from rulesapp import search as rules_search
from rulesapp.counting import listed, the_games
from rulesapp.models import Card, Game, GlossaryTerm, Ruling, Section
from rulesapp.pointer_pages import pointer_html
from rulesapp.templatetags.glossary_links import linker_for_game
from rulesapp.templatetags.rules_pages import contents_html, glossary_entry_html
from rulesapp.templatetags.rules_text import SectionPart, split_section
from rulesapp.visit import remember_game, visit_game

SEARCH_RESULTS_LIMIT = 20
# Under each worked example: the first of these that exists is included with `example` in its context,
# so the adjudicator can add "step through this example" without the rules pages depending on it.
EXAMPLE_ACTION_TEMPLATES = ("adjudicator/_example_actions.html", "rulesapp/_example_actions.html")


def not_found(request, message):
    return render(request, "rulesapp/not_found.html", {"message": message}, status=404)


def home(request):
    # Two grouped counts, not one query joining sections to terms: that join multiplies a game's sections
    # by its terms (about 100,000 rows for Marvel Champions) only to count them back apart.
    sections = dict(Section.objects.values_list("game_id").annotate(count=Count("pk")).order_by())
    terms = dict(GlossaryTerm.objects.values_list("game_id").annotate(count=Count("pk")).order_by())
    games = list(Game.objects.all())
    for game in games:
        game.section_count, game.term_count = sections.get(game.pk, 0), terms.get(game.pk, 0)
    return render(request, "rulesapp/home.html", {"games": games, "game_filter": visit_game(request),
                                                  "the_games": the_games([game.title for game in games]),
                                                  "adjudicated_games": listed(_adjudicated_titles(games))})


def _adjudicated_titles(games: list[Game]) -> list[str]:
    """The titles of the games the adjudicator's examples library holds scenarios for, in the home page's order:
    read from the library, so a game added there is named without editing the page (the plain stack is none)."""
    from adjudicator.web.models import LibraryScenario  # the adjudicator's app: read only here

    in_library = set(LibraryScenario.objects.values_list("game", flat=True).distinct())
    return [game.title for game in games if game.slug in in_library]


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


OUTLINE_FIELDS = ("id", "parent_id", "anchor", "title", "number", "order", "game_id", "document_id")


@dataclass
class DocumentContents:
    document: object
    contents: str  # the document's sections as nested lists of links (rules_pages.contents_html)
    section_count: int

    @property
    def readable_whole(self) -> bool:
        return whole_document.readable_whole(self.document, self.section_count)


@dataclass
class GameContents:
    """What the game page shows of the library, kept per library version (library_version.rendered)."""

    documents: list
    section_count: int
    term_count: int
    ruling_count: int


def game_contents(game):
    sections = list(game.sections.only(*OUTLINE_FIELDS).order_by("order"))
    documents = []
    for document in game.documents.all():
        own = [s for s in sections if s.document_id == document.pk]
        documents.append(DocumentContents(document, contents_html(section_tree(own)), len(own)))
    return GameContents(documents, len(sections), game.terms.count(), game.rulings.count())


def game(request, slug):
    version, games, game = library_game(slug)
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    remember_game(request, game.slug)
    contents = library_version.rendered.get(version, ("game", game.pk), lambda: game_contents(game))
    return render(request, "rulesapp/game.html", {"game": game, "contents": contents, "nav_games": games,
                                                  "has_coverage": game.slug in coverage.games()})


def library_games(version) -> list[Game]:
    """Every game, in the site's order, read once per library version: a section page finds its game here and
    the games nav and the header's search box read them from its context ("nav_games"), not the database."""
    return library_version.rendered.get(version, ("games",), lambda: list(Game.objects.all()))


def library_game(slug) -> tuple:
    """(the library version, every game, the game named `slug` or None): what a game's pages start from."""
    version = library_version.current()
    games = library_games(version)
    return version, games, next((known for known in games if known.slug == slug), None)


def section(request, slug, anchor):
    """A section's page; an anchor that names a ruling instead leads to where the ruling is shown."""
    version, games, game = library_game(slug)
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    remember_game(request, game.slug)
    # game_id too: the game's related manager reads it on each row it returns (a deferred field is one more query);
    # unordered: an anchor is unique per game, and the model's ordering joins the game and the document to sort one row.
    found = game.sections.filter(anchor=anchor).only("id", "document_id", "game_id").order_by().first()
    if found is None:
        ruling = game.rulings.filter(anchor=anchor).select_related("section__game", "game").first()
        if ruling is not None:
            return redirect(ruling.get_absolute_url())
        return not_found(request, f"{game.title} has no section “{anchor}”.")
    page = library_version.rendered.get(version, ("section", found.pk), lambda: section_page(game, found, version))
    context = {"game": game, "page": page, "section": page.section, "example_action_templates": EXAMPLE_ACTION_TEMPLATES,
               "linker": page.linker, "nav_games": games}
    return render(request, "rulesapp/section.html", context)


def document_whole(request, slug, document):
    """A short document (the timing flowchart) on one page; a long one is refused with a 404 that says why."""
    version, games, game = library_game(slug)
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    found = game.documents.filter(slug=document).first()
    if found is None:
        return not_found(request, f"{game.title} has no document “{document}”.")
    remember_game(request, game.slug)
    count = found.sections.count()
    if not whole_document.readable_whole(found, count):
        return not_found(request, f"{found.title} has {count} section{'' if count == 1 else 's'}: it is read section by "
                                  f"section from its contents, not on one page (at most "
                                  f"{whole_document.MAX_SECTIONS}).")
    entries = library_version.rendered.get(
        version, ("whole", found.pk), lambda: whole_document.entries(game, found, linker_for_game(game, version)))
    return render(request, "rulesapp/document_whole.html",
                  {"game": game, "document": found, "entries": entries, "section_count": count, "nav_games": games})


@dataclass
class SectionPage:
    """What a section's page shows of the library, kept per library version (library_version.rendered).

    `parts` is the section's text cut around its worked examples, glossary terms linked (split_section).
    """

    section: Section
    ancestors: list
    children: list
    previous: Section | None
    next: Section | None
    parts: list
    rulings: list
    several_documents: bool
    linker: object
    whole_url: str = ""  # the section's place on its document's one-page reading, when there is one


def document_outline(game, document_id, version) -> list:
    """The document's sections in document order (OUTLINE_FIELDS only), read once per library version: every
    section page of a document takes its ancestors, children, previous and next from it (the Marvel Champions
    Rules Reference has 334 sections, read again for each of its pages before)."""
    return library_version.rendered.get(version, ("outline", document_id), lambda: list(
        game.sections.filter(document_id=document_id).only(*OUTLINE_FIELDS).order_by("order")))


def document_count(game, version) -> int:
    """How many documents the game has, counted once per library version."""
    return library_version.rendered.get(version, ("document-count", game.pk), game.documents.count)


def section_page(game, found, version):
    outline = document_outline(game, found.document_id, version)
    position = next(i for i, s in enumerate(outline) if s.pk == found.pk)
    current = Section.objects.select_related("document", "game").get(pk=found.pk)
    by_pk = {s.pk: s for s in outline}
    ancestors = []
    parent = by_pk.get(current.parent_id)
    while parent is not None and parent not in ancestors:
        ancestors.insert(0, parent)
        parent = by_pk.get(parent.parent_id)
    linker = linker_for_game(game, version)
    examples = list(current.examples.select_related("game", "section__game").order_by("order", "pk"))
    return SectionPage(
        section=current,
        ancestors=ancestors,
        children=[s for s in outline if s.parent_id == current.pk],
        previous=outline[position - 1] if position > 0 else None,
        next=outline[position + 1] if position + 1 < len(outline) else None,
        parts=_parts(game, current, examples, linker, version),
        rulings=list(current.rulings.select_related("section__game", "game").order_by("document_id", "order", "pk")),
        several_documents=document_count(game, version) > 1,
        linker=linker,
        whole_url=whole_document.whole_url(game.slug, current.document.slug, current.anchor)
        if whole_document.readable_whole(current.document, len(outline)) else "",
    )


def _parts(game, section, examples, linker, version) -> list:
    """The text around its worked examples; a "See: ..." entry's text with the entries it names linked."""
    pointer = pointer_html(game, section, version)
    return [SectionPart(pointer, None)] if pointer is not None else split_section(section.text, examples, linker)


@dataclass
class RulingGroup:
    heading: str
    url: str
    rulings: list


def rulings(request, slug):
    """Every official ruling of a game: those printed in its documents by section, then the others."""
    version, games, game = library_game(slug)
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    remember_game(request, game.slug)
    rows = list(Ruling.objects.filter(game=game).select_related("document", "section__game", "game")
                .order_by("document__order", "document_id", "order", "pk"))
    printed = [r for r in rows if r.document_id is not None]
    given = [r for r in rows if r.document_id is None]
    groups = []
    for ruling in printed:
        heading = f"{ruling.document.title}: {ruling.section.title}" if ruling.section else ruling.document.title
        if not groups or groups[-1].heading != heading:
            groups.append(RulingGroup(heading, ruling.section.get_absolute_url() if ruling.section else "", []))
        groups[-1].rulings.append(ruling)
    if given:
        groups.append(RulingGroup("Rulings given outside the rulebooks", "", given))
    return render(request, "rulesapp/rulings.html", {"game": game, "groups": groups, "ruling_count": len(rows),
                                                     "linker": linker_for_game(game, version), "nav_games": games})


def glossary(request, slug):
    version, games, game = library_game(slug)
    if game is None:
        return not_found(request, f"There is no game “{slug}”.")
    remember_game(request, game.slug)
    html = library_version.rendered.get(version, ("glossary", game.pk), lambda: glossary_html(game, version))
    return render(request, "rulesapp/glossary.html", {"game": game, "glossary": html, "nav_games": games})


@dataclass(frozen=True)
class GlossaryEntry:
    """One entry of a glossary page, as plain values: rendered after an import or an edit, so a model row
    (with its section, game and book) and a reverse() per entry cost the Marvel Champions page a third of
    its time."""

    pk: int
    term: str
    anchor: str
    definition: str
    section_title: str
    section_url: str  # "" for a term printed in no section
    document_title: str
    rulings: tuple = ()  # (question, url, byline) of the official rulings on the term's section


def glossary_html(game, version):
    """The game's glossary entries, A to Z, each definition with the other terms linked."""
    section_url = Section.url_maker(game.slug)
    rows = GlossaryTerm.objects.filter(game=game).values_list(
        "pk", "term", "anchor", "definition", "section__title", "section__anchor", "document__title")
    rulings = rulings_by_section(game)
    terms = sorted((GlossaryEntry(pk, term, anchor, definition, section_title or "",
                                  section_url(section_anchor) if section_anchor else "", document_title,
                                  tuple(rulings.get(section_anchor, ())) if section_anchor else ())
                    for pk, term, anchor, definition, section_title, section_anchor, document_title in rows),
                   key=lambda term: (_sort_key(term.term), term.pk))
    linker, several_documents = linker_for_game(game, version), game.documents.count() > 1
    groups = {}
    for term in terms:
        groups.setdefault(_index_letter(term.term), []).append(glossary_entry_html(term, linker, several_documents))
    letters = [(letter, letter in groups) for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    if "#" in groups:
        letters.append(("#", True))
    context = {"letters": letters, "groups": sorted(groups.items(), key=_letter_order), "term_count": len(terms)}
    return render_to_string("rulesapp/_glossary.html", context)


def rulings_by_section(game) -> dict:
    """{section anchor: [(question, url, byline)]}: the official rulings filed under each section (a keyword's
    rulings are filed under its Rules Reference entry), in the order the rulings page lists them, each with who
    ruled and when (ruling_byline). One query."""
    section_url = Section.url_maker(game.slug)
    found = {}
    rows = (Ruling.objects.filter(game=game, section__isnull=False)
            .order_by("document__order", "document_id", "order", "pk")
            .values_list("section__anchor", "anchor", "question", "ruled_by", "date", "document_id", "source"))
    for section_anchor, anchor, question, ruled_by, date, document, source in rows:
        book = source.split(" (")[0].split(",")[0] if document else None
        found.setdefault(section_anchor, []).append(
            (question, f"{section_url(section_anchor)}#{anchor}", ruling_byline(ruled_by, date, book)))
    return found


def ruling_byline(ruled_by: str, date, book: str | None) -> str:
    """Who ruled and when, in a few words: "Alex Werner, FFG Game Rules Specialist, 17 December 2025";
    for a ruling printed in a book, the book and its version's date; "undated" where the source gives none."""
    when = f"{date.day} {date:%B %Y}" if date else "undated"
    if book:
        return f"{ruled_by or 'Ruling'}, in the {book}" + (f", published {when}" if date else ", undated")
    return f"{ruled_by or 'Ruling'}, {when}"


def _sort_key(term):
    """A–Z by the words: “Would” sorts with W, not after Z."""
    return re.sub(r"[^\w\s]", "", term).casefold()


def _index_letter(term):
    first = next((c for c in term if c.isalnum()), "#").upper()
    return first if "A" <= first <= "Z" else "#"


def _letter_order(item):
    return (item[0] == "#", item[0])


# What a search parameter given twice is, for the page's message: the page never picks one of two questions.
SEARCH_PARAMETERS = {"q": ("questions", "Search for one at a time."),
                     "game": ("games to search in", "Choose one, or all games.")}


def search(request):
    repeated = {name: request.GET.getlist(name) for name in SEARCH_PARAMETERS if len(request.GET.getlist(name)) > 1}
    query = "" if "q" in repeated else request.GET.get("q", "").strip()
    chosen = "game" in request.GET
    game_slug = request.GET.get("game", "").strip() if chosen else visit_game(request)
    games = list(Game.objects.all())
    context = {"query": query, "games": games, "game_filter": game_slug, "game_titles": {g.slug: g.title for g in games}}
    if repeated:
        context["game_filter"] = "" if "game" in repeated else game_slug
        return _search_error(request, context, _repeated_message(repeated, context["game_titles"]), 400)
    if game_slug and game_slug not in context["game_titles"]:
        if not chosen:  # a game remembered from before it was deleted: search every game instead
            remember_game(request, "")
            return search(request)
        return _search_error(request, context, f"There is no game “{game_slug}” to search in.", 400)
    if chosen:
        remember_game(request, game_slug)
    if not query:
        return render(request, "rulesapp/search.html", context)
    if game_slug in ("", "marvel-champions"):  # beside the rules results, not ranked with them
        from rulesapp.card_pages import cards_matching
        context["cards"] = cards_matching(query)
    try:
        response = rules_search.search(query, game=game_slug or None, limit=SEARCH_RESULTS_LIMIT)
    except rules_search.SearchQueryError as error:
        return _search_error(request, context, str(error), 400)
    except rules_search.IndexUnavailable as error:
        return _search_error(request, context, str(error), 503)
    context["response"] = response
    context["remembered"] = bool(game_slug) and not chosen
    if game_slug and not response.results:
        context["elsewhere"] = _found_elsewhere(query, context["game_titles"])
    return render(request, "rulesapp/search.html", context)


def _repeated_message(repeated, game_titles):
    """"The search was given 2 questions: “a” and “b”. Search for one at a time." for each parameter given twice."""
    sentences = []
    for name, values in repeated.items():
        what, advice = SEARCH_PARAMETERS[name]
        if name == "game":
            values = [game_titles.get(v.strip(), v) if v.strip() else "all games" for v in values]
        shown = [f"“{value}”" for value in values]
        listed = ", ".join(shown[:-1]) + " and " + shown[-1]
        sentences.append(f"The search was given {len(values)} {what}: {listed}. {advice}")
    return " ".join(sentences)


def _found_elsewhere(query: str, game_titles: dict) -> list[tuple[str, str, int]]:
    """(slug, title, results) of each game that answers a question the chosen game does not, best first:
    a player who asked Valiant about "surge" learns that Marvel Champions has it."""
    counts: dict[str, int] = {}
    try:
        hits = rules_search.search(query, limit=SEARCH_RESULTS_LIMIT).results
    except (rules_search.SearchQueryError, rules_search.IndexUnavailable):
        return []  # the page still answers for the game searched; "Search all games" stays offered
    for hit in hits:
        counts[hit.game] = counts.get(hit.game, 0) + 1
    return [(slug, game_titles.get(slug, slug), count) for slug, count in counts.items()]


def _search_error(request, context, message, status):
    return render(request, "rulesapp/search.html", {**context, "error": message}, status=status)


CARDS_HOW_TO = ("No Marvel Champions cards have been imported: their text is the publisher's and is not shipped. "
                "An operator adds them from a local copy of the public MarvelCDB data with "
                "manage.py import_cards PATH (README: Marvel Champions cards).")


def cards(request):
    """The imported Marvel Champions cards, a page a pack (`?pack=<code>`) so a phone loads a small page: the index
    lists the packs with their counts and a search box (the site's search finds any card by name); without any
    card, how to add them. A pack the pool does not have is a 404 that names it."""
    game = Game.objects.filter(slug="marvel-champions").first()
    packs = list(Card.objects.values("pack_code", "pack_name").annotate(count=Count("pk"))
                 .order_by("pack_code", "pack_name"))
    card_count = sum(pack["count"] for pack in packs)
    context = {"game": game, "card_count": card_count, "how_to": CARDS_HOW_TO,
               "packs": [{"code": pack["pack_code"], "name": pack["pack_name"] or pack["pack_code"],
                          "count": pack["count"]} for pack in packs]}
    wanted = request.GET.get("pack")
    if wanted is None:
        return render(request, "rulesapp/cards.html", context)
    pack = next((pack for pack in context["packs"] if pack["code"] == wanted), None)
    if pack is None:
        return not_found(request, f"The Marvel Champions cards have no pack “{wanted[:100]}”.")
    rows = Card.objects.filter(pack_code=wanted).order_by("position", "code").values_list(
        "code", "name", "subname", "type_code")
    pack["cards"] = [{"code": code, "title": f"{name} ({subname})" if subname else name,
                      "type": type_code.replace("_", " ")} for code, name, subname, type_code in rows]
    return render(request, "rulesapp/cards.html", context | {"pack": pack})


def card(request, code):
    """One Marvel Champions card: stats, text with glossary links, the rules it uses, the rulings naming it."""
    from rulesapp.card_pages import card_page

    found = Card.objects.filter(code=code).first()
    if found is None:
        message = f"There is no card “{code}”."
        if not Card.objects.exists():
            message += " " + CARDS_HOW_TO
        return not_found(request, message)
    game = Game.objects.filter(slug="marvel-champions").first()
    linker = linker_for_game(game) if game is not None else None
    return render(request, "rulesapp/card.html", {"game": game, "page": card_page(found, linker), "linker": linker})
