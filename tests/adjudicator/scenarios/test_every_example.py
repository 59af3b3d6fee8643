"""docs/scenarios.md maps every worked example and every "for example" of the rulebooks to the fixture
that encodes it, or says why none can; this keeps that table complete and true.

A worked example is one the importer labels (`example-…`); a "for example" passage is any place the
rulebook text says so. A new one in a rulebook, a row whose quoted words are not in the rulebook, or
a fixture named that does not exist fails here.
"""
import re
from pathlib import Path

import pytest

from rulesapp.importer import GAMES_BY_SLUG, parse_document

ROOT = Path(__file__).resolve().parents[3]
TABLE = ROOT / "docs" / "scenarios.md"
RULEBOOKS = ROOT / "fixtures" / "rulebooks"
SCENARIOS = ROOT / "fixtures" / "scenarios"
HEADINGS = {"Union City Alliance": "union-city-alliance", "Valiant Universe": "valiant-universe",
            "Marvel: Skirmish!": "marvel-skirmish", "Marvel Champions": "marvel-champions"}
FOR_EXAMPLE = re.compile("for example", re.I)


def rows_by_game():
    text = TABLE.read_text(encoding="utf-8")
    start = text.index("## Every worked example")
    end = text.index("\n## ", start + 3)
    game, found = None, {}
    for line in text[start:end].splitlines():
        if line.startswith("### "):
            game = next(slug for title, slug in HEADINGS.items() if title in line)
        elif line.startswith("| ") and not line.startswith("| where") and not line.startswith("| ---"):
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            assert len(cells) == 3, line
            found.setdefault(game, []).append(cells)
    return found


ROWS = rows_by_game()


def labelled_examples(slug):
    game = GAMES_BY_SLUG[slug]
    anchors = []
    for document in game.documents:
        path = RULEBOOKS / document.file
        anchors += [e.anchor for e in parse_document(path.read_text(encoding="utf-8"), game, document).examples]
    return anchors


@pytest.mark.parametrize("slug", sorted(HEADINGS.values()))
def test_every_worked_example_has_a_row(slug):
    named = {where for where, _, _ in ROWS.get(slug, [])}
    missing = [anchor for anchor in labelled_examples(slug) if anchor not in named]
    assert not missing, f"{slug}: worked examples with no row in docs/scenarios.md: {missing}"


def inline_rows(slug):
    return [(where, what) for where, what, _ in ROWS.get(slug, []) if ", for example " in where]


@pytest.mark.parametrize("slug", sorted(HEADINGS.values()))
def test_every_for_example_has_a_row_quoting_it(slug):
    for document in GAMES_BY_SLUG[slug].documents:
        text = (RULEBOOKS / document.file).read_text(encoding="utf-8")
        places = [m.start() for m in FOR_EXAMPLE.finditer(text)]
        rows = [(where, what) for where, what in inline_rows(slug) if where.startswith(document.file + ",")]
        assert len(rows) == len(places), f"{document.file}: {len(places)} 'for example' passages, {len(rows)} rows"
        for where, what in rows:
            number = int(where.rsplit(" ", 1)[1])
            quoted = what.strip("`")
            assert FOR_EXAMPLE.match(quoted), (where, what)
            assert text.startswith(quoted.replace("/", "|"), places[number - 1]) or \
                text.startswith(quoted, places[number - 1]), f"{where}: {what} is not the passage's text"


@pytest.mark.parametrize("slug", sorted(HEADINGS.values()))
def test_every_fixture_named_exists_and_every_other_row_says_why(slug):
    for where, _, encoded in ROWS.get(slug, []):
        files = re.findall(r"`([a-z0-9/-]+\.yaml)`", encoded)
        for name in files:
            path = SCENARIOS / name if "/" in name else SCENARIOS / slug / name
            assert path.is_file(), f"{where}: no fixture {path.relative_to(ROOT)}"
        if not files or encoded.startswith("none"):
            assert encoded.startswith("none") and len(encoded) > 25, f"{where}: say why no fixture encodes it"


def test_the_table_covers_the_four_games():
    assert set(ROWS) == set(HEADINGS.values())
    assert sum(len(rows) for rows in ROWS.values()) > 100
