"""The examples library: fixtures/scenarios/ mirrored into the database, and who cites which rule.

`load(directory)` makes the rows match the files (created, changed, removed),
touching nothing that is already up to date, so running it twice changes
nothing. The pages only read the rows. A file that does not validate is still
listed, with its problem, so a broken fixture is visible instead of missing.

Which scenario steps through which of the rulebook's worked examples: one that
cites the example's anchor, or one that cites its section and is named after it
(`illustrates`) — unless its description says it is "not an example of the
rulebook": the author's word beats a name that happens to match.
"""
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from adjudicator.errors import ScenarioInvalid
from adjudicator.api import load_scenario
from adjudicator.scenario.source import parse_text
from adjudicator.web.models import LibraryScenario, ScenarioCitation
from adjudicator.web.service import content_hash, limits

EXTENSIONS = (".yaml", ".yml", ".json")
SLUG_RE = re.compile(r"^[A-Za-z0-9_-]+$")
CITE_RE = re.compile(r"^([a-z0-9-]+)#([a-z0-9][a-z0-9-]*)$")
# Words an example's anchor shares with every other one: they say nothing about which example it is.
STOP_WORDS = {"example", "the", "of", "a", "an", "and", "in", "on", "to", "2", "3"}
# Rules words many scenario titles share: alone they do not say which example a scenario shows.
DISCLAIMER = re.compile(r"\bnot an example of the rulebook\b", re.IGNORECASE)
GENERIC_WORDS = {"using", "use", "attack", "attacks", "effect", "effects", "damage", "card", "cards", "phase",
                 "play", "playing", "immediate", "superhero", "abilities", "actions", "you", "your", "it", "this", "he", "she", "they", "with", "so", "can", "also", "his"}


@dataclass
class LoadReport:
    created: list = field(default_factory=list)
    updated: list = field(default_factory=list)
    unchanged: list = field(default_factory=list)
    deleted: list = field(default_factory=list)
    invalid: list = field(default_factory=list)
    skipped: list = field(default_factory=list)

    def summary(self):
        return (f"{len(self.created)} created, {len(self.updated)} updated, {len(self.unchanged)} unchanged, "
                f"{len(self.deleted)} deleted, {len(self.invalid)} invalid")


def scenario_files(directory):
    """(folder, stem, path) of every scenario file one level below `directory`, sorted."""
    directory = Path(directory)
    if not directory.is_dir():
        return []
    found = []
    for path in sorted(directory.glob("*/*")):
        if path.is_file() and path.suffix.lower() in EXTENSIONS:
            found.append((path.parent.name, path.stem, path))
    return found


def read_fields(text, fallback_title):
    """Title, description, game, cites and the validation problem of a scenario text; never raises."""
    problem = ""
    data = None
    try:  # parsed once for a valid text (every load parses every file): the fields read are untouched by loading
        data = load_scenario(text, limits())[1].data
    except ScenarioInvalid as exc:
        problem = "; ".join(str(p) for p in exc.problems[:5])
        try:
            data = parse_text(text, limits().max_document_bytes).data
        except ScenarioInvalid:
            data = None
    data = data if isinstance(data, dict) else {}
    title = data.get("title") if isinstance(data.get("title"), str) and data["title"].strip() else fallback_title
    description = data.get("description") if isinstance(data.get("description"), str) else ""
    game = data.get("game") if isinstance(data.get("game"), str) else ""
    cites = [c for c in data.get("cites", []) if isinstance(c, str) and CITE_RE.match(c)] \
        if isinstance(data.get("cites"), list) else []
    return {"title": " ".join(title.split())[:300], "description": description.strip(), "game": game[:64],
            "problem": problem}, cites


def load(directory, report=None):
    """Make LibraryScenario rows match the files under `directory`; returns a LoadReport."""
    report = report or LoadReport()
    seen = set()
    with transaction.atomic():
        # the rows there are, read in one query with their citations in another, and the citations to write,
        # written in one (a query of each for every file was two thirds of loading the fixtures into an empty
        # library; reading each unchanged file's citations, a second of a core at every server start)
        rows = {(row.folder, row.stem): row for row in LibraryScenario.objects.prefetch_related("citations")}
        citations = []
        for folder, stem, path in scenario_files(directory):
            name = f"{folder}/{path.name}"
            if not (SLUG_RE.match(folder) and SLUG_RE.match(stem)) or (folder, stem) in seen:
                report.skipped.append(name)
                continue
            seen.add((folder, stem))
            try:
                text = path.read_text(encoding="utf-8").replace("\r\n", "\n")
            except (OSError, UnicodeDecodeError) as exc:
                text, fields, cites = "", {"title": stem, "description": "", "game": "",
                                           "problem": f"cannot read the file: {exc}"}, []
            else:
                fields, cites = read_fields(text, stem)
            if fields["problem"]:
                report.invalid.append(name)
            citations += _store(rows.get((folder, stem)), folder, stem, path.name, text, fields, cites, report)
        ScenarioCitation.objects.bulk_create(citations)
        for row in LibraryScenario.objects.all():
            if (row.folder, row.stem) not in seen:
                report.deleted.append(f"{row.folder}/{row.filename}")
                row.delete()
    return report


def _store(row, folder, stem, filename, text, fields, cites, report):
    """Create or update the file's row (`row`: the one there is, or None); the citations it is to get, to write."""
    digest = content_hash(text)
    values = {"filename": filename, "content_hash": digest, "text": text, **fields}
    if row is None:
        row = LibraryScenario.objects.create(folder=folder, stem=stem, **values)
        report.created.append(f"{folder}/{filename}")
    elif any(getattr(row, k) != v for k, v in values.items()):
        for key, value in values.items():
            setattr(row, key, value)
        row.save()
        report.updated.append(f"{folder}/{filename}")
    else:
        if [str(c) for c in row.citations.all()] == cites:
            report.unchanged.append(f"{folder}/{filename}")
            return []
        report.updated.append(f"{folder}/{filename}")
    row.citations.all().delete()
    return [ScenarioCitation(scenario=row, game=CITE_RE.match(c)[1], anchor=CITE_RE.match(c)[2], order=i)
            for i, c in enumerate(cites)]


# -- who cites what --------------------------------------------------------------------------------

def citing(game, anchors):
    """Library scenarios citing `game#anchor` for any of `anchors`, by title."""
    ids = ScenarioCitation.objects.filter(game=game, anchor__in=list(anchors)).values("scenario_id")
    return list(LibraryScenario.objects.filter(pk__in=ids).order_by("title", "folder", "stem"))


def for_section(section):
    """Scenarios citing a rulebook section or one of the worked examples inside it."""
    anchors = [section.anchor, *section.examples.values_list("anchor", flat=True)]
    return citing(section.game.slug, anchors)


def _words(text):
    """Lowercase words, possessives dropped ("Alexander's" -> "alexander", "Odysseus'" -> "odysseus")."""
    return [re.sub(r"'s?$", "", w) for w in re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))]


def example_key(anchor):
    return [w for w in anchor.split("-") if w not in STOP_WORDS and w not in GENERIC_WORDS]


def example_names(title):
    """Capitalised words of an example's opening sentence (its cards and heroes), minus generic ones."""
    return [w.lower() for w in re.findall(r"\b[A-Z][A-Za-z0-9.']+", title.replace("’", "'"))
            if re.sub(r"'s?$", "", w.lower()) not in STOP_WORDS | GENERIC_WORDS]


def disclaims(scenario):
    """The scenario's description says it is not one of the rulebook's examples."""
    return bool(DISCLAIMER.search(scenario.description or ""))


def illustrates(scenario, example_anchor, example_title=""):
    """Does the scenario's title or file name name the worked example? Half the distinctive words of the
    example's anchor (at least one) must be there; an anchor of generic words only ("using an attack
    effect") is matched by the first two cards or heroes its first sentence names instead (both: "You
    play Kang, which brings … Leader" is not a scenario about Black Panther that happens to defeat Kang).
    A scenario whose description disclaims being an example of the rulebook illustrates none."""
    if disclaims(scenario):
        return False
    words = set(_words(scenario.title)) | set(scenario.stem.split("-"))
    key = example_key(example_anchor)
    if key:
        hits = sum(1 for w in key if w in words)
        return hits >= max(1, (len(key) + 1) // 2)
    names = [re.sub(r"'s?$", "", name) for name in example_names(example_title)[:2]]
    return bool(names) and all(name in words for name in names)


def for_example(example):
    """Scenarios that step through this worked example: those citing the example itself, and those
    citing its section whose title names it (the rulebook's examples are named after their cards)."""
    game = example.game.slug
    direct = citing(game, [example.anchor])
    named = sorted((s for s in citing(game, [example.section.anchor]) if illustrates(s, example.anchor, example.title)),
                   key=lambda s: (s.folder != game, s.title))
    seen, out = set(), []
    for scenario in direct + named:
        if scenario.pk not in seen:
            seen.add(scenario.pk)
            out.append(scenario)
    return out


def examples_by_scenario():
    """{LibraryScenario pk: [rulesapp Example it steps through]}, in one pass (for the library pages)."""
    from rulesapp.models import Example

    citing_rows = {}
    for game, anchor, pk in ScenarioCitation.objects.values_list("game", "anchor", "scenario_id"):
        citing_rows.setdefault((game, anchor), set()).add(pk)
    scenarios = {s.pk: s for s in LibraryScenario.objects.only("pk", "title", "stem", "folder", "description")}
    found = {}
    for example in Example.objects.select_related("section", "game").order_by("game", "order"):
        game = example.game.slug
        direct = citing_rows.get((game, example.anchor), set())
        named = {pk for pk in citing_rows.get((game, example.section.anchor), set())
                 if illustrates(scenarios[pk], example.anchor, example.title)}
        for pk in sorted(direct | named):
            found.setdefault(pk, []).append(example)
    return found


def examples_for(scenario):
    """The rulebook worked examples one library scenario steps through: those it cites, and those in a
    section it cites that its title names (as examples_by_scenario finds them, in the same order), read
    from its own citations rather than from every scenario's (the step-through page needs only these).
    The query takes the cited games' examples with any cited anchor; the pairs are checked here."""
    from django.db.models import Q

    from rulesapp.models import Example

    cited = set(scenario.citations.values_list("game", "anchor"))
    if not cited:
        return []
    games, anchors = {game for game, _ in cited}, {anchor for _, anchor in cited}
    rows = (Example.objects.filter(Q(anchor__in=anchors) | Q(section__anchor__in=anchors), game__slug__in=games)
            .select_related("section", "game").order_by("game", "order"))
    found = []
    for example in rows:
        game = example.game.slug
        if (game, example.anchor) in cited or (
                (game, example.section.anchor) in cited and illustrates(scenario, example.anchor, example.title)):
            found.append(example)
    return found


def title_key(scenario):
    """Sort titles by their words, not by a leading quotation mark."""
    return scenario.title.lstrip("\"'“‘ ").lower()


# -- the library page's filter ---------------------------------------------------------------------

MAX_FILTER_WORDS = 12


def _singular(word):
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def filter_words(text):
    """The words a filter asks for: lower case, possessives dropped, at most MAX_FILTER_WORDS."""
    return _words(text or "")[:MAX_FILTER_WORDS]


def matches(scenario, words, rule=None, section_titles=()):
    """Does a library scenario pass the filter? Every word must be in its title, description, file name
    or the titles of the sections it cites (a plural finds its singular, and a word the words it begins:
    "counters" finds "counter", "draw" finds "drawn"); `rule` ("game#anchor") must be one it cites."""
    cites = [str(c) for c in scenario.citations.all()]
    if rule and rule not in cites:
        return False
    if not words:
        return True
    haystack = {_singular(w) for w in _words(" ".join([scenario.title, scenario.description,
                                                       scenario.stem.replace("-", " "), *section_titles]))}
    return all(any(h.startswith(_singular(w)) for h in haystack) for w in words)
