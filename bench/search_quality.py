"""How often search puts the rule that answers a player's question at the top.

Runs every question of tests/rulesapp/judged_queries.yaml and judged_queries_marvel_champions.yaml
through our search (rulesapp.search) and through a plain BM25 baseline (rank-bm25's BM25Okapi over the
same sections, glossary terms, examples and rulings: lower-cased \\w+ tokens of title + text, no
stemming, no stop words, no synonyms, no field weights), and prints for each:

    MRR@10    mean over questions of 1/rank of the first judged answer in the top 10 (0 if none)
    hit@3     share of questions with a judged answer in the top 3
    recall@3  mean share of a question's judged answers found in the top 3 (denominator capped at 3)

An example counts as the section it sits in (its page is that section's page). Questions are run with
their game filter (as a player searching one game's rules would) and, as a second table, across all
games (as the home page's search box does). Each table also splits the set, so a ranking change tuned
to some questions shows up as a gap on the others:

    original   the questions without `held_out: true` (the set the first figures were measured on)
    tuning     the original questions but every third one (the ones it is fair to look at while tuning)
    every 3rd  the original questions at positions 3, 6, 9... (not looked at while tuning)
    new        questions marked `held_out: true`, written and judged before they were ever searched
    mc rules   the Marvel Champions questions answered by a Rules Reference entry (all of them new); the
               goal there is the right entry in the top 3, so their hit@3 is printed on its own line

Across all games, a third row shows our search without the game evidence (rulesapp.search.game_evidence:
the boost for the games a question's own words point to), so its share of the gain is visible.

Needs the imported database and a built index:

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
from rulesapp.models import Example, GlossaryTerm, Ruling, Section  # noqa: E402
from rulesapp.search import game_evidence  # noqa: E402
from rulesapp.search.engine import recent_results  # noqa: E402

JUDGED_QUERIES = ROOT / "tests" / "rulesapp" / "judged_queries.yaml"
JUDGED_RULES_REFERENCE = ROOT / "tests" / "rulesapp" / "judged_queries_marvel_champions.yaml"
PLAIN_TOKEN_RE = re.compile(r"\w+")


def load_judged() -> list[dict]:
    """Both sets of judged questions; each entry knows which file it came from (`set`)."""
    judged = []
    for path in (JUDGED_QUERIES, JUDGED_RULES_REFERENCE):
        with path.open(encoding="utf-8") as handle:
            judged += [{**entry, "set": path.stem} for entry in yaml.safe_load(handle)]
    return judged


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
        for ruling in Ruling.objects.select_related("game"):
            self.docs.append((ruling.game.slug, "ruling", ruling.anchor))
            texts.append(f"{ruling.question} {ruling.answer}")
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


def ours_without_game_evidence(question: str, game: str | None, limit: int = 10) -> list[tuple[str, str, str]]:
    boost, game_evidence.BOOST = game_evidence.BOOST, 0.0
    try:
        return ours(question, game, limit)
    finally:
        game_evidence.BOOST = boost


def score(ranked, entry, in_section) -> tuple[float, float, float, int | None]:
    """(reciprocal rank within 10, hit@3, recall@3, rank of the first judged answer or None)."""
    judged = answers_of(entry)
    answers = [as_answer(game, kind, anchor, in_section) if game == entry["game"] else None
               for game, kind, anchor in ranked]
    first = next((rank for rank, answer in enumerate(answers[:10], 1) if answer in judged), None)
    found3 = len(set(answers[:3]) & judged)
    return (1 / first if first else 0.0), float(found3 > 0), found3 / min(len(judged), 3), first


def splits(judged: list[dict]) -> dict[str, list[int]]:
    """Positions of the questions in each part of the set (see the module docstring)."""
    original = [i for i, entry in enumerate(judged) if not entry.get("held_out")]
    return {
        "all": list(range(len(judged))),
        "original": original,
        "tuning": [i for n, i in enumerate(original) if n % 3 != 2],
        "every 3rd": [i for n, i in enumerate(original) if n % 3 == 2],
        "new": [i for i, entry in enumerate(judged) if entry.get("held_out")],
        "mc rules": [i for i, entry in enumerate(judged) if entry["set"] == JUDGED_RULES_REFERENCE.stem],
    }


def evaluate(name, engine, judged, in_section, use_game_filter, show_misses, parts):
    scored = []  # (MRR, hit@3, recall@3) per question
    misses = []
    for entry in judged:
        ranked = engine(entry["question"], entry["game"] if use_game_filter else None)
        mrr, hit3, recall3, first = score(ranked, entry, in_section)
        scored.append((mrr, hit3, recall3))
        if first != 1:
            misses.append((entry, first, ranked[:3]))
    cells = []
    for positions in parts.values():
        n = max(len(positions), 1)
        mrr, recall3 = (sum(scored[i][k] for i in positions) / n for k in (0, 2))
        cells.append(f"{mrr:.3f} / {recall3:.3f}")
    hit3 = sum(row[1] for row in scored) / len(scored)
    print(f"  {name:<26}" + "".join(f"{cell:<17}" for cell in cells) + f"{hit3:.3f}")
    rules_reference = parts.get("mc rules", [])
    if rules_reference:
        found = sum(scored[i][1] for i in rules_reference)
        print(f"  {'':<26}Rules Reference entry in the top 3: {found:.0f} of {len(rules_reference)} questions")
    if show_misses:
        for entry, first, top in misses:
            where = f"rank {first}" if first else "not in top 10"
            print(f"      [{where}] ({entry['game']}) {entry['question']!r} -> {[f'{k}:{a}' for _, k, a in top]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true", help="list questions whose answer is not ranked first")
    args = parser.parse_args()

    judged = load_judged()
    recent_results.enabled = False  # a variant (no game evidence) must not be answered from another's cache
    in_section = example_sections()
    baseline = PlainBM25()
    try:
        ours("warm up", None)
    except rules_search.IndexUnavailable as error:
        sys.exit(str(error))
    games = sorted({entry["game"] for entry in judged})
    print(f"{len(judged)} judged questions over {len(games)} games; {len(baseline.docs)} documents")
    parts = splits(judged)
    header = "".join(f"{f'{part} ({len(positions)})':<17}" for part, positions in parts.items())
    for use_filter, label in ((True, "with the question's game filter"),
                              (False, "across all games (no filter: the home page's search box)")):
        print(f"\n{label}\n  MRR@10 / recall@3 on each part of the set, then hit@3 on all of it")
        print(f"  {'':<26}{header}hit@3")
        evaluate("ours (Whoosh BM25F)", ours, judged, in_section, use_filter, args.misses, parts)
        if not use_filter:
            evaluate("ours, no game evidence", ours_without_game_evidence, judged, in_section, use_filter,
                     args.misses, parts)
        evaluate("plain BM25 baseline", baseline.search, judged, in_section, use_filter, args.misses, parts)


if __name__ == "__main__":
    main()
