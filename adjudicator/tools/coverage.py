"""Each game's coverage table: what the adjudicator does with every entry of the game's rulebook.

The table is data in the game's own package (adjudicator/timing/<game>/coverage.yaml), beside the
model that declares the game's documents: the game's specifics live with the game, and a new game
brings its table with it. Each row names one section or glossary entry the importer reads from the
game's documents (by its game-wide anchor, in book order) and says one of:

- modelled: the scenarios under fixtures/scenarios/ that cite the entry and prove it (`missing`: a
  part of the entry known not to be modelled yet, a gap of its own);
- refused: what the engine answers a scenario that touches it (`op`: the op such a scenario would
  write, which the checker refuses by name); `gap: true` when the engine answers nothing today;
- not about resolution: why, in a few words.

tests/adjudicator/test_coverage.py keeps each table true against the rulebooks and the scenarios.
`python -m adjudicator.tools.coverage` writes docs/coverage-<game>.md from the tables.
"""
from __future__ import annotations

import importlib
import sys
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from adjudicator.timing.registry import model_classes

MODELLED, REFUSED, NOT_ABOUT = "modelled", "refused", "not about resolution"
STATUSES = (MODELLED, REFUSED, NOT_ABOUT)
ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"


@dataclass(frozen=True)
class Row:
    anchor: str  # game-wide, as the importer hands it out
    title: str
    status: str  # one of STATUSES
    scenarios: tuple[str, ...] = ()  # modelled: paths under fixtures/scenarios/
    missing: str = ""  # modelled: a part of the entry known not to be modelled yet
    message: str = ""  # refused: what the engine answers
    op: str = ""  # refused: the op a scenario would write (the checker refuses it)
    gap: bool = False  # refused: the engine answers nothing today
    why: str = ""  # not about resolution
    document: str = ""  # the title of the document the entry is in


@dataclass(frozen=True)
class Table:
    game: str
    title: str
    rows: tuple[Row, ...]

    def counts(self) -> dict[str, int]:
        found = Counter(row.status for row in self.rows)
        return {status: found.get(status, 0) for status in STATUSES}

    def gaps(self) -> tuple[Row, ...]:
        """Refused rows the engine answers nothing about (or wrongly), and modelled rows with a part missing."""
        return tuple(row for row in self.rows if row.gap or row.missing)


def table_path(slug: str) -> Path | None:
    """Where a game's table lives: coverage.yaml in the package of its model (None: no such game)."""
    cls = model_classes().get(slug)
    if cls is None:
        return None
    package = importlib.import_module(cls.__module__.rpartition(".")[0])
    return Path(package.__file__).parent / "coverage.yaml"


def games() -> tuple[str, ...]:
    """The slugs of the games that have a table, in display order."""
    return tuple(slug for slug in model_classes() if (path := table_path(slug)) and path.exists())


def document_of(cls, anchor: str) -> str:
    """The title of the document that hands out this anchor (its prefix; the unprefixed one otherwise)."""
    for document in cls.rulebooks:
        if document.anchor_prefix and anchor.startswith(document.anchor_prefix + "-"):
            return document.title
    return next((d.title for d in cls.rulebooks if not d.anchor_prefix), "")


# libyaml's parser where PyYAML has it, with SafeLoader's constructor and resolver (the data are yaml.safe_load's):
# the pure-Python parser took 0.6 s of CPU reading the four tables, in every process that loads them.
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(text: str):
    """A table's data as yaml.safe_load reads it; malformed YAML refused with yaml.safe_load's own message."""
    try:
        return yaml.load(text, Loader=FAST_LOADER)  # a safe loader: SafeConstructor, plain data only
    except yaml.YAMLError:
        return yaml.safe_load(text)


@cache
def load(slug: str) -> Table:
    """The game's table (KeyError if the game has none); ValueError naming a malformed row."""
    path = table_path(slug)
    if path is None or not path.exists():
        raise KeyError(slug)
    data = read_yaml(path.read_text(encoding="utf-8"))
    cls = model_classes()[slug]
    if data.get("game") != slug:
        raise ValueError(f"{path}: says game {data.get('game')!r}, expected {slug!r}")
    rows = []
    for i, raw in enumerate(data.get("rows") or ()):
        unknown = set(raw) - {"anchor", "title", "status", "scenarios", "missing", "message", "op", "gap", "why"}
        if unknown or raw.get("status") not in STATUSES:
            raise ValueError(f"{path}: row {i} ({raw.get('anchor')}): unknown fields {sorted(unknown)} or status "
                             f"{raw.get('status')!r}; expected one of {', '.join(STATUSES)}")
        rows.append(Row(anchor=raw["anchor"], title=raw["title"], status=raw["status"],
                        scenarios=tuple(raw.get("scenarios") or ()), missing=raw.get("missing", ""),
                        message=raw.get("message", ""),
                        op=raw.get("op", ""), gap=bool(raw.get("gap", False)), why=raw.get("why", ""),
                        document=document_of(cls, raw["anchor"])))
    return Table(slug, cls.title, tuple(rows))


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(table: Table) -> str:
    """docs/coverage-<game>.md: the counts, then one table per document, rows in book order."""
    counts = table.counts()
    lines = [
        f"# Coverage: {table.title}",
        "",
        "Generated from the game's table (`" + str(table_path(table.game).relative_to(ROOT)) + "`) by",
        "`python -m adjudicator.tools.coverage`; do not edit by hand. What the statuses mean: [coverage.md](coverage.md).",
        "",
        f"{len(table.rows)} entries: {counts[MODELLED]} modelled, {counts[REFUSED]} refused, "
        f"{counts[NOT_ABOUT]} not about resolution. {len(table.gaps())} are gaps: refused entries the engine answers "
        "nothing about today (or answers wrongly), and modelled entries with a part missing.",
    ]
    document = None
    for row in table.rows:
        if row.document != document:
            document = row.document
            lines += ["", f"## {document}", "", "| entry | status | proof, message or why |", "| --- | --- | --- |"]
        if row.status == MODELLED:
            detail = ", ".join(f"[{Path(s).stem}](../fixtures/scenarios/{s})" for s in row.scenarios)
            detail += f"; gap, not modelled yet: {row.missing}" if row.missing else ""
        elif row.status == REFUSED:
            detail = ("gap: " if row.gap else "") + f"“{row.message}”" + (f" (op `{row.op}`)" if row.op else "")
        else:
            detail = row.why
        lines.append(f"| {_cell(row.title)} (`{row.anchor}`) | {row.status} | {_cell(detail)} |")
    return "\n".join(lines) + "\n"


def docs_path(slug: str) -> Path:
    return DOCS / f"coverage-{slug}.md"


def main(argv=None) -> int:
    """Write docs/coverage-<game>.md for every game with a table; `--check` only says which are stale."""
    check = "--check" in (argv if argv is not None else sys.argv[1:])
    stale = []
    for slug in games():
        text = markdown(load(slug))
        path = docs_path(slug)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path)
        if not check:
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(("stale: " if check else "wrote ") + str(path.relative_to(ROOT)))
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
