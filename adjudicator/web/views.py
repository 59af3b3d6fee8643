"""Adjudicator pages: index, editor, resolve (POST), permalinks, examples library, guided walk, downloads.

Thin: read the request, call library/permalinks/resolving, render. Bad input
is answered with the page and a message (400/404/413), never a 500.
"""
import logging
from pathlib import Path

from django.http import HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from adjudicator.errors import ScenarioInvalid
from adjudicator.api import fitting_models, load_scenario
from adjudicator.timing import registry
from adjudicator.timing.examples import examples_of
from adjudicator.timing.marvel_champions import card_entities
from adjudicator.web import builder, citations, library, permalinks, reference, resolving, walk
from adjudicator.web.api.adjudicate import diagram_response
from adjudicator.web.models import LibraryScenario, ScenarioCitation
from adjudicator.web.service import canonical_json, diagram_bytes, limits
from adjudicator.scenario.source import parse_text
from adjudicator import diagram
from adjudicator.tools import coverage
from adjudicator.diagram import DiagramError

logger = logging.getLogger(__name__)

# The scenario the editor opens with: the starter of the first game (in display order) whose examples file
# names one (timing/examples.py).
STARTER = next(found.starter for found in map(examples_of, registry.model_classes().values())
               if found is not None and found.starter)


def not_found(request, message):
    return render(request, "rulesapp/not_found.html", {"message": message}, status=404)


def game_title(slug):
    return registry.title(slug) or slug


def _game_key(slug):
    order = registry.available()
    return (order.index(slug) if slug in order else len(order), slug)


def grouped_library(with_examples=False):
    """[(game slug, game title, [LibraryScenario])] in a fixed game order, titles alphabetical.
    With `with_examples`, each row gets `.examples`: the rulebook worked examples it steps through."""
    groups = {}
    index = library.examples_by_scenario() if with_examples else {}
    for row in sorted(LibraryScenario.objects.prefetch_related("citations"), key=library.title_key):
        row.examples = index.get(row.pk, [])
        groups.setdefault(row.game or row.folder, []).append(row)
    return [(slug, game_title(slug), groups[slug]) for slug in sorted(groups, key=_game_key)]


# -- index and editor --------------------------------------------------------------------------------

@require_GET
def index(request):
    return render(request, "adjudicator/index.html", {
        "library_count": LibraryScenario.objects.count(), "walks": list(walk.walks().values()),
    })


def resolution_page(text, options, base_url, files_url=None):
    """resolving.resolution_context, and the tree's legend, which the page lists beside the picture."""
    context = resolving.resolution_context(text, options, base_url, files_url)
    if context.get("tree_svg"):
        context["tree_legend"] = diagram.tree_legend(context["outcome"])
    return context


def validation(text, options=None):
    """Problems of a scenario text (as dicts) and the builder form for it: what the editor shows. The same
    checks as Resolve (with its `options`, default the scenario's own model): a text with no problem here
    resolves."""
    problems, form, note, fmt, explores = [], None, "", None, False
    models = list(resolving.model_titles())
    try:
        parsed = parse_text(text, limits().max_document_bytes)
        fmt = parsed.format
        explores = asks_to_explore(parsed.data)
        form, note = builder.form_from_data(parsed.data)
        scenario, _ = load_scenario(text, limits())
        models = list(fitting_models(scenario))
        problems = resolution_problems(text, options or resolving.Options())
    except ScenarioInvalid as exc:
        problems = [p.as_dict() for p in exc.problems]
        if form is None and not note:
            note = "The form shows the scenario once the text can be read."
    return {"valid": not problems, "problems": problems, "format": fmt, "explores": explores,
            "builder": {"form": form, "note": note}, "models": models}


def resolution_problems(text, options):
    """The problems that stop this text from resolving with these options ([] if it resolves, or stops only
    at a loop or a limit): what Resolve would refuse. A scenario can validate and still name, say, a
    player who is not there when an op runs (InputStopped); the live check says so before Resolve does,
    with the same words and line. The answer is cached (resolving.resolve), so Resolve and the page
    that follows reuse it."""
    _, error = resolving.resolve(text, options)
    if error and error["status"] == 400:
        return list(error["problems"])
    return []


def asks_to_explore(data):
    """The scenario's own `choices` explore every order (or every modifier order): the page's "Explore
    every order" box is then checked, whatever the visitor ticks."""
    choices = data.get("choices") if isinstance(data, dict) else None
    return isinstance(choices, dict) and "explore" in (choices.get("order"), choices.get("modifier_order"))


def editor_context(text, error=None, selected="", options=None):
    check = validation(text, options)
    form = check["builder"]["form"] or {}
    games = resolving.model_titles()
    return {
        "text": text, "check": check, "error": error, "selected": selected,
        "references": reference.all_references(),
        "reference_game": form.get("game") if form.get("game") in games else next(iter(games), ""),
        "library": grouped_library(), "model_choices": resolving.fitting_titles(text),
        "editor_data": {"builder": check["builder"], "problems": check["problems"],
                        "classes": _timing_classes(), "vocabularies": _vocabularies(),
                        "games": list(resolving.model_titles()), "game_titles": resolving.model_titles(),
                        "validate_url": reverse("adjudicatorapi:validate"),
                        "build_url": reverse("adjudicatorapi:validate-build"),
                        "card_lookup_url": reverse("adjudicator:card-lookup"), "card_games": [card_entities.GAME],
                        "examples_url": reverse("adjudicator:examples"), "starter": STARTER},
    }


@require_GET
def card_lookup(request):
    """GET ?q=: the Marvel Champions cards a `card:` field may name (code or part of a name), as JSON for the
    form builder's card field; 400 for a missing or over-long query, 404 while no cards are imported."""
    query = request.GET.get("q", "")
    if not query.strip() or len(query) > 100:
        return JsonResponse({"error": "give ?q= with a card's code or part of its name (up to 100 characters)"},
                            status=400)
    cards = card_entities.lookup(query)
    if cards is None:
        return JsonResponse({"error": "no Marvel Champions cards are imported: an operator runs "
                                      "`manage.py import_cards PATH`"}, status=404)
    return JsonResponse({"cards": cards})


def _timing_classes():
    from adjudicator.timing import model_for

    return {slug: list(model_for(slug).classes) for slug in resolving.model_titles()}


def _vocabularies():
    """{slug: [{prop, words}]}: the closed word lists the form builder shows under an entity's properties."""
    return {slug: [{"prop": v["prop"], "words": v["words"]} for v in reference.reference(slug)["vocabularies"]]
            for slug in resolving.model_titles()}


def editor(request):
    """GET: the starter, a library scenario (?example=) or a shared one (?from=). POST `scenario`: open that
    text (e.g. a compiled outline from the tools) without saving it."""
    if request.method == "POST":
        text = permalinks.normalise(request.POST.get("scenario", ""))
        too_large = len(text.encode("utf-8")) > limits().max_document_bytes
        context = editor_context(text if len(text) <= 2 * limits().max_document_bytes else "")
        context["notes"] = ["This scenario is not saved yet: Resolve saves it and gives it a link."]
        return render(request, "adjudicator/editor.html", context, status=413 if too_large else 200)
    if request.method != "GET":
        return HttpResponse(status=405, headers={"Allow": "GET, POST"})
    text, selected = STARTER, ""
    example_path = request.GET.get("example", "")
    source_key = request.GET.get("from", "")
    notes = []
    if example_path:
        folder, _, stem = example_path.partition("/")
        row = LibraryScenario.objects.filter(folder=folder, stem=stem).first()
        if row:
            text, selected = row.text, row.path
        else:
            notes.append(f"There is no example “{example_path}” in the library; here is a starter instead.")
    elif source_key:
        saved = permalinks.find(source_key)
        if saved:
            text = saved.text
        else:
            notes.append("There is no shared scenario with that key; here is a starter instead.")
    context = editor_context(text, selected=selected)
    context["notes"] = notes
    return render(request, "adjudicator/editor.html", context)


@require_POST
def resolve(request):
    """The editor's Resolve button: validate, save under the content hash, redirect to the permalink."""
    text = permalinks.normalise(request.POST.get("scenario", ""))
    options = resolving.Options.from_query(request.POST)
    try:
        permalinks.check_size(text)
    except permalinks.TooLarge as exc:
        return render(request, "adjudicator/editor.html", editor_context(text if len(text) <= 2 * limits().max_document_bytes else "", error=str(exc)),
                      status=413)
    try:
        load_scenario(text, limits())
        if resolution_problems(text, options):  # it validates, yet cannot be resolved: never stored as a link
            raise ScenarioInvalid([])
    except ScenarioInvalid:
        return render(request, "adjudicator/editor.html",
                      editor_context(text, error="The scenario is not valid yet: see the problems below.",
                                     options=options), status=400)
    try:
        saved = permalinks.save(text, client=getattr(request, "client_address", None))
    except permalinks.TooMany as exc:
        response = render(request, "adjudicator/editor.html", editor_context(text, error=str(exc)), status=429)
        response["Retry-After"] = str(exc.retry_after)
        return response
    except permalinks.StoreFull as exc:
        return render(request, "adjudicator/editor.html", editor_context(text, error=str(exc)), status=507)
    query = options.query()
    return HttpResponseRedirect(saved.get_absolute_url() + (f"?{query}" if query else ""), status=303)


# -- permalinks ----------------------------------------------------------------------------------------

@require_GET
def permalink(request, key):
    saved = permalinks.find(key)
    if saved is None:
        return not_found(request, "There is no shared scenario at this address. Shared scenarios are kept until "
                                  "an admin removes them; check the link.")
    options = resolving.Options.from_query(request.GET)
    context = resolution_page(saved.text, options, saved.get_absolute_url())
    context.update({"saved": saved, "share_url": request.build_absolute_uri(saved.get_absolute_url())})
    return render(request, "adjudicator/permalink.html", context)


@require_GET
def permalink_file(request, key, name):
    saved = permalinks.find(key)
    if saved is None:
        return JsonResponse({"error": "no shared scenario with this key"}, status=404)
    return file_response(saved.text, name, request.GET, key[:12])


# -- examples library ------------------------------------------------------------------------------

def cited_rules():
    """{(game, anchor): (order, section title or anchor, Section or None, [scenarios citing it])}."""
    from rulesapp.models import Section

    rules = {}
    for row in ScenarioCitation.objects.select_related("scenario").order_by("game", "anchor"):
        rules.setdefault((row.game, row.anchor), []).append(row.scenario)
    sections = {(s.game.slug, s.anchor): s for s in
                Section.objects.filter(anchor__in={a for _, a in rules}).select_related("game")}
    found = {}
    for key, scenarios in rules.items():
        section = sections.get(key)
        unique = sorted({s.pk: s for s in scenarios}.values(), key=lambda s: s.title)
        found[key] = (section.order if section else 10**6, section.title if section else key[1], section, unique)
    return found


def _rule_options(rules):
    """[(game slug, game title, [(value "game#anchor", section title)])] in game and rulebook order."""
    by_game = {}
    for (game, anchor), (order, title, _, _) in rules.items():
        by_game.setdefault(game, []).append((order, title, f"{game}#{anchor}"))
    return [(game, game_title(game), [(value, title) for _, title, value in sorted(rows)])
            for game, rows in sorted(by_game.items(), key=lambda item: _game_key(item[0]))]


@require_GET
def examples(request):
    """The library by game: the rulebook's worked examples first, then the other situations; a filter by
    game, cited rule and words (a GET form, so a filtered list has its own address)."""
    rules = cited_rules()
    titles = {f"{game}#{anchor}": title for (game, anchor), (_, title, _, _) in rules.items()}
    words_text = request.GET.get("q", "")[:200]
    words = library.filter_words(words_text)
    game = request.GET.get("game", "")
    rule = request.GET.get("rule", "")
    notes = []
    library_groups = grouped_library(with_examples=True)
    if game and game not in {slug for slug, _, _ in library_groups}:
        notes.append(f"The library has no game “{game}”; showing every game.")
        game = ""
    if rule and rule not in titles:
        notes.append(f"No scenario cites “{rule}”; showing every rule.")
        rule = ""
    filtering = bool(words or game or rule)
    groups, shown = [], 0
    for slug, title, rows in library_groups:
        if game and slug != game:
            continue
        rows = [r for r in rows if library.matches(r, words, rule, [titles.get(str(c), "") for c in r.citations.all()])]
        if rows:
            shown += len(rows)
            groups.append((slug, title, [r for r in rows if r.examples], [r for r in rows if not r.examples], len(rows)))
    return render(request, "adjudicator/examples.html", {
        "groups": groups, "count": LibraryScenario.objects.count(), "shown": shown, "filtering": filtering,
        "notes": notes, "q": words_text, "game": game, "rule": rule,
        "games": [(slug, title) for slug, title, _ in library_groups], "rule_options": _rule_options(rules),
        "adj_section": "examples",
    })


@require_GET
def examples_by_rule(request):
    """Every cited rule (section title from the rulebook where imported), with the scenarios citing it."""
    groups = {}
    for (game, anchor), (order, title, section, scenarios) in cited_rules().items():
        groups.setdefault(game, []).append((order, title, anchor, section, scenarios))
    result = [(game, game_title(game), [r[1:] for r in sorted(rows, key=lambda r: (r[0], r[1]))])
              for game, rows in sorted(groups.items(), key=lambda item: _game_key(item[0]))]
    return render(request, "adjudicator/examples_by_rule.html", {"groups": result})


def _library_row(folder, stem):
    return LibraryScenario.objects.filter(folder=folder, stem=stem).first()


def cited_sections(row):
    """[(label, url or None)] for a library scenario's cites, titled from the rulebook where imported."""
    rules = [str(c) for c in row.citations.all()]
    sections = citations.sections_for(rules)
    out = []
    for rule in rules:
        game, anchor = citations.split_rule(rule)
        if rule in sections:
            out.append((f"{game_title(game)}: {sections[rule][0]}", reverse("rulesapp:section", args=[game, anchor])))
        else:
            out.append((rule, None))
    return out


@require_GET
def example(request, folder, stem):
    row = _library_row(folder, stem)
    if row is None:
        return not_found(request, f"The examples library has no scenario “{folder}/{stem}”.")
    options = resolving.Options.from_query(request.GET)
    context = resolution_page(row.text, options, row.get_absolute_url())
    context.update({"scenario": row, "cited": cited_sections(row), "game_title": game_title(row.game or row.folder),
                    "worked_examples": library.examples_for(row)})
    return render(request, "adjudicator/example.html", context)


@require_GET
def example_file(request, folder, stem, name):
    row = _library_row(folder, stem)
    if row is None:
        return JsonResponse({"error": f"no library scenario {folder}/{stem}"}, status=404)
    return file_response(row.text, name, request.GET, stem)


# -- guided walk -------------------------------------------------------------------------------------

@require_GET
def coverage_index(request):
    """Every game's coverage table in counts, each linking to its page."""
    tables = [coverage.load(slug) for slug in coverage.games()]
    return render(request, "adjudicator/coverage_index.html", {"tables": tables})


def coverage_page(request, slug):
    """One game's coverage table: every entry of its rulebook, grouped by document, in book order."""
    if slug not in coverage.games():
        return not_found(request, f"There is no coverage table for “{slug}”.")
    from rulesapp.models import Section

    table = coverage.load(slug)
    sections = set(Section.objects.filter(game__slug=slug).values_list("anchor", flat=True))
    titles = {(folder, stem): title for folder, stem, title in  # a scenario by its title (its file name if not loaded)
              LibraryScenario.objects.values_list("folder", "stem", "title")}
    documents = []
    for row in table.rows:
        if not documents or documents[-1][0] != row.document:
            documents.append((row.document, []))
        scenarios = [(titles.get((Path(path).parent.name, Path(path).stem), Path(path).stem),
                      reverse("adjudicator:example", args=(Path(path).parent.name, Path(path).stem)))
                     for path in row.scenarios]
        link = (reverse("rulesapp:section", args=(slug, row.anchor)) if row.anchor in sections
                else reverse("rulesapp:glossary", args=(slug,)))
        documents[-1][1].append((row, link, scenarios))
    return render(request, "adjudicator/coverage.html",
                  {"table": table, "counts": table.counts(), "gaps": len(table.gaps()), "documents": documents})


def walk_index(request):
    return render(request, "adjudicator/walk_index.html", {"walks": list(walk.walks().values())})


@require_GET
def walk_page(request, slug):
    """A page of Union City Alliance's walk (its first URLs); a game's slug leads to its walk on the index."""
    if slug in walk.walks() and walk.UNION_CITY.page(slug) is None:
        return HttpResponseRedirect(walk.walks()[slug].url)
    return _walk_page(request, walk.UNION_CITY, slug)


@require_GET
def walk_game_page(request, game, slug):
    """A lesson of another game's walk (from its lessons file)."""
    this_walk = walk.walks().get(game)
    if this_walk is None or game == walk.GAME:
        if game == walk.GAME and walk.UNION_CITY.page(slug) is not None:
            return HttpResponseRedirect(walk.UNION_CITY.page(slug).get_absolute_url())
        return not_found(request, f"No guided walk for the game “{game}”.")
    return _walk_page(request, this_walk, slug)


def _walk_page(request, this_walk, slug):
    page = this_walk.page(slug)
    if page is None:
        return not_found(request, f"The guided walk through {this_walk.title} has no page “{slug}”.")
    previous, following, number = this_walk.neighbours(slug)
    rules = page.citations()
    sections = citations.sections_for(rules)
    passages = [citations.link(rule, sections, rule.quote) for rule in rules]
    folder, _, stem = page.scenario.partition("/")
    row = _library_row(folder, stem)
    context = {"page": page, "walk": this_walk, "previous": previous, "next": following, "number": number,
               "total": len(this_walk.pages), "passages": passages, "scenario": row,
               "predict_default_on": True}  # a lesson teaches: Predict mode starts on (predict.js)
    if row is not None:
        options = resolving.Options.from_query(request.GET, defaults=page.options)
        context.update(resolution_page(row.text, options, request.path, row.get_absolute_url()))
    return render(request, "adjudicator/walk_page.html", context)


# -- downloads ---------------------------------------------------------------------------------------

def file_response(text, name, query, stem):
    """The scenario as stored, or a file computed from its resolution under the query's options."""
    if name in ("scenario.yaml", "scenario.json"):
        kind = "json" if name.endswith("json") else "yaml"
        response = HttpResponse(text, content_type=f"application/{kind}; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{stem}.{kind}"'
        response["X-Content-Type-Options"] = "nosniff"
        return response
    if name not in resolving.FILES:
        return JsonResponse({"error": f"no file {name!r}; files: scenario.yaml, {', '.join(resolving.FILES[1:])}"},
                            status=404)
    options = resolving.Options.from_query(query)
    result, error = resolving.resolve(text, options)
    if error:
        return JsonResponse({"error": error["message"], "problems": error["problems"]}, status=error["status"])
    if name == "trace.json":
        response = HttpResponse(canonical_json(result), content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{stem}-trace.json"'
        return response
    outcomes = result["outcomes"]
    if options.outcome > len(outcomes):
        return JsonResponse({"error": f"there {'is' if len(outcomes) == 1 else 'are'} {len(outcomes)} outcome{'' if len(outcomes) == 1 else 's'}"}, status=400)
    kind, fmt = name.split(".")
    try:
        body = diagram_bytes(outcomes[options.outcome - 1], kind, fmt)
    except DiagramError as exc:
        logger.warning("%s of outcome %s could not be drawn: %s", name, options.outcome, exc)
        return JsonResponse({"error": f"diagram: {exc}"}, status=422)
    response = diagram_response(body, fmt)
    if fmt == "dot":
        response["Content-Disposition"] = f'attachment; filename="{stem}-{kind}.dot"'
    return response
