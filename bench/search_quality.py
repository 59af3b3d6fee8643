"""How often search puts the rule that answers a player's question at the top.

Runs every question of tests/rulesapp/judged_queries.yaml through our search (rulesapp.search) and
through a plain BM25 baseline (rank-bm25's BM25Okapi over the same sections, glossary terms and
examples: lower-cased \\w+ tokens of title + text, no stemming, no stop words, no synonyms, no field
weights), and prints for each:

    MRR@10    mean over questions of 1/rank of the first judged answer in the top 10 (0 if none)
    hit@3     share of questions with a judged answer in the top 3
    recall@3  mean share of a question's judged answers found in the top 3 (denominator capped at 3)

An example counts as the section it sits in (its page is that section's page). Questions are run with
their game filter (as a player searching one game's rules would) and, as a second table, across all
games. Needs the imported database and a built index:

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/search_quality.py [--misses]

Target: MRR@10 >= 0.8 for our search and clearly above the baseline.
"""
import argparse
import os
import re
import sys
from pathlib import Path

import django
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django.setup()

from rank_bm25 import BM25Okapi  # noqa: E402

from rulesapp import search as rules_search  # noqa: E402
from rulesapp.models import Example, GlossaryTerm, Section  # noqa: E402

JUDGED_QUERIES = ROOT / "tests" / "rulesapp" / "judged_queries.yaml"
PLAIN_TOKEN_RE = re.compile(r"\w+")


def load_judged() -> list[dict]:
    with JUDGED_QUERIES.open(encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def answers_of(entry: dict) -> set[tuple[str, str]]:
    """The judged answers as (kind, anchor): kind "section" or "glossary"."""
    return {("section", anchor) for anchor in entry.get("sections", [])} | {
        ("glossary", anchor) for anchor in entry.get("terms", [])
    }


def example_sections() -> dict[tuple[str, str], str]:
    return {(ex.game.slug, ex.anchor): ex.section.anchor for ex in Example.objects.select_related("game", "section")}


def as_answer(game: str, kind: str, anchor: str, in_section: dict) -> tuple[str, str]:
    if kind == "example":
        return ("section", in_section.get((game, anchor), ""))
    return (kind, anchor)


class PlainBM25:
    """The baseline: one BM25Okapi per game (and one over everything) on plain lower-cased tokens."""

    def __init__(self):
        self.docs = []  # (game, kind, anchor)
        texts = []
        for section in Section.objects.select_related("game"):
            self.docs.append((section.game.slug, "section", section.anchor))
            texts.append(f"{section.title} {section.text}")
        for term in GlossaryTerm.objects.select_related("game"):
            self.docs.append((term.game.slug, "glossary", term.anchor))
            texts.append(f"{term.term} {term.definition}")
        for example in Example.objects.select_related("game"):
            self.docs.append((example.game.slug, "example", example.anchor))
            texts.append(f"{example.title} {example.text}")
        tokens = [self.tokenize(text) for text in texts]
        self.indexes = {None: (BM25Okapi(tokens), list(range(len(self.docs))))}
        for game in {doc[0] for doc in self.docs}:
            positions = [i for i, doc in enumerate(self.docs) if doc[0] == game]
            self.indexes[game] = (BM25Okapi([tokens[i] for i in positions]), positions)

    @staticmethod
    def tokenize(text: str) -> list[str]:
        return PLAIN_TOKEN_RE.findall(text.lower())

    def search(self, question: str, game: str | None, limit: int = 10) -> list[tuple[str, str, str]]:
        bm25, positions = self.indexes[game]
        scores = bm25.get_scores(self.tokenize(question))
        ranked = sorted(range(len(positions)), key=lambda i: -scores[i])[:limit]
        return [self.docs[positions[i]] for i in ranked if scores[i] > 0]


def ours(question: str, game: str | None, limit: int = 10) -> list[tuple[str, str, str]]:
    response = rules_search.search(question, game=game, limit=limit)
    return [(hit.game, hit.kind, hit.anchor) for hit in response.results]


def score(ranked, entry, in_section) -> tuple[float, float, float, int | None]:
    """(reciprocal rank within 10, hit@3, recall@3, rank of the first judged answer or None)."""
    judged = answers_of(entry)
    answers = [as_answer(game, kind, anchor, in_section) if game == entry["game"] else None
               for game, kind, anchor in ranked]
    first = next((rank for rank, answer in enumerate(answers[:10], 1) if answer in judged), None)
    found3 = len(set(answers[:3]) & judged)
    return (1 / first if first else 0.0), float(found3 > 0), found3 / min(len(judged), 3), first


def evaluate(name, engine, judged, in_section, use_game_filter, show_misses):
    totals = [0.0, 0.0, 0.0]
    misses = []
    for entry in judged:
        ranked = engine(entry["question"], entry["game"] if use_game_filter else None)
        mrr, hit3, recall3, first = score(ranked, entry, in_section)
        totals = [totals[0] + mrr, totals[1] + hit3, totals[2] + recall3]
        if first != 1:
            misses.append((entry, first, ranked[:3]))
    n = len(judged)
    print(f"  {name:<22} MRR@10 {totals[0] / n:.3f}   hit@3 {totals[1] / n:.3f}   recall@3 {totals[2] / n:.3f}")
    if show_misses:
        for entry, first, top in misses:
            where = f"rank {first}" if first else "not in top 10"
            print(f"      [{where}] ({entry['game']}) {entry['question']!r} -> {[f'{k}:{a}' for _, k, a in top]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true", help="list questions whose answer is not ranked first")
    args = parser.parse_args()

    judged = load_judged()
    in_section = example_sections()
    baseline = PlainBM25()
    try:
        ours("warm up", None)
    except rules_search.IndexUnavailable as error:
        sys.exit(str(error))
    games = sorted({entry["game"] for entry in judged})
    print(f"{len(judged)} judged questions over {len(games)} games; {len(baseline.docs)} documents")
    for use_filter, label in ((True, "with the question's game filter"), (False, "across all games")):
        print(f"\n{label}:")
        evaluate("ours (Whoosh BM25F)", ours, judged, in_section, use_filter, args.misses)
        evaluate("plain BM25 baseline", baseline.search, judged, in_section, use_filter, args.misses)


if __name__ == "__main__":
    main()
