"""Every judged question's answer, written to one JSON file: the oracle for a refactor of search.

For each question in tests/rulesapp/*.yaml, searched with its game and without (the home page's box), it
records the whole answer: every result's game, kind, anchor (in order), score rounded to 6 places,
snippet, see-also entries, the pointer it was reached by, and the answer's suggestion, definitions and
notice. Run it before a change that must not change rankings and after it; the two files must be
byte-identical (`cmp`). The output holds the sealed sets' questions: keep it out of the repository.

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/search_snapshot.py var/search-before.json
    .venv/bin/python bench/search_snapshot.py --words-only var/words-before.json   # the degraded path
"""
import json
import os
import sys
from pathlib import Path

import django
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup()

from rulesapp import search as rules_search  # noqa: E402
from rulesapp.search import engine  # noqa: E402


def questions() -> list[tuple[str, str, str]]:
    """(file name, question, game) for every judged question, file by file in name order."""
    found = []
    for path in sorted((ROOT / "tests" / "rulesapp").glob("*.yaml")):
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            if isinstance(entry, dict) and "question" in entry:
                found.append((path.name, entry["question"], entry.get("game")))
    return found


def answer(question: str, game: str | None) -> dict:
    """One search's whole answer as plain data."""
    response = rules_search.search(question, game=game)
    return {
        "suggestion": response.suggestion,
        "notice": response.notice,
        "definitions": [[d.game, d.anchor] for d in response.definitions],
        "results": [{
            "id": [hit.game, hit.kind, hit.anchor],
            "score": round(hit.score, 6),
            "snippet": hit.snippet,
            "asked": hit.asked,
            "see_also": [[s.kind, s.anchor, s.document] for s in hit.see_also],
            "via": [hit.via, hit.via_words],
        } for hit in response.results],
    }


def main() -> None:
    arguments = sys.argv[1:]
    if arguments[:1] == ["--words-only"]:
        engine.semantic_enabled = False  # the keyword path, as when the sentence model cannot load
        arguments = arguments[1:]
    if len(arguments) != 1:
        sys.exit("usage: bench/search_snapshot.py [--words-only] OUTPUT.json")
    snapshot = []
    for source, question, game in questions():
        for filtered in (game, None) if game else (None,):
            snapshot.append({"file": source, "question": question, "game": filtered,
                             "answer": answer(question, filtered)})
    Path(arguments[0]).write_text(json.dumps(snapshot, indent=1, ensure_ascii=False, sort_keys=True) + "\n",
                                 encoding="utf-8")
    print(f"{len(snapshot)} searches written to {arguments[0]}")


if __name__ == "__main__":
    main()
