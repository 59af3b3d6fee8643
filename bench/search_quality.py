"""How often search puts the rule that answers a player's question at the top.

Two judged sets, each question with the game it is about and the sections/glossary terms that answer it:

    rulebook words   tests/rulesapp/judged_queries.yaml: questions mostly phrased as the rulebooks are
    players' words   tests/rulesapp/player_questions.yaml (issue 12): paraphrases, table situations and
                     typos, none naming its game, for tuning; player_questions_held_out.yaml: 80 more
                     (20 per game), not looked at while tuning (--misses never lists them) until a
                     scratch script listed their misses on 2026-12-02, beside the unseen set's; and
                     player_questions_fresh.yaml: 80 more, written after the held-out figures had been
                     read seven times, by a writer who saw no other judged set (part "fresh"; a scratch
                     script listed its misses at the start of the next sitting, so it is no longer
                     unseen); player_questions_unseen.yaml: 80 more, written then the same way, its
                     aggregates read only after that sitting's changes (part "unseen"; its misses were
                     listed on 2026-12-02); player_questions_sealed.yaml: 80 more, written the same
                     way on 2026-12-02 and read once, after that sitting's changes (part "sealed");
                     player_questions_sealed_2.yaml: 120 more (30 per game), written the same way
                     later that day and read once, with no change to search between the two reads
                     (part "sealed-2"; a scratch script listed both sealed sets' misses at the start of
                     the seventh sitting); player_questions_sealed_3.yaml: 160 more (40 per game),
                     written the same way at that start, before any change, and read once, at the
                     end of that sitting (part "sealed-3")
    mc rules ref.    tests/rulesapp/judged_queries_marvel_champions.yaml: Marvel Champions questions
                     answered by a Rules Reference entry (the goal there: the right entry in the top 3)

For each set, with the question's game filter (a player who chose the game) and without (the home
page's box), it prints, for our search (BM25F fused with the sentence model), the keyword path alone
(BM25F, the search before issue 12) and a plain BM25 baseline (rank-bm25's BM25Okapi over lower-cased
\\w+ tokens of title + text: no stemming, stop words, synonyms or field weights):

    MRR@10    mean over questions of 1/rank of the first judged answer in the top 10 (0 if none)
    recall@3  mean share of a question's judged answers found in the top 3, both counts capped at 3 (a
              question judged to have five answers is fully answered by three of them; at most 1.0); a
              rule printed twice (a Rules Reference entry imported as a section and as a glossary term)
              counts once, as search shows it once; so does a judged term with the judged section it is
              printed in (a Union City Alliance glossary entry and the Glossary section): the term's
              text is that part of the section, and either one shown finds it. A result's "See also"
              entries (the same rule elsewhere in the game's books, shown under it:
              rulesapp/search/see_also.py) count at its place, as the player sees them there;
              --results-only counts the results alone
    hit@3     share of questions with a judged answer in the top 3
    game@1    share of questions whose first result is from the question's own game (every judged
              question has one): without the filter, how often search guessed the game right (issue 29);
              with it, 1.0 unless a question found nothing

split by part (rulebook words: the original questions, those added later as `held_out`; players'
words: tuning / held-out / fresh / unseen / sealed / sealed-2 / sealed-3) and, for the players' words, by style. An
example counts as the section it sits in (its page is that section's page), a glossary term that is a
section's copy as that section.

    .venv/bin/python manage.py import_rulebooks && .venv/bin/python manage.py rebuild_index
    .venv/bin/python bench/search_quality.py [--misses] [--set players|rulebook]

Targets (issue 12), on both sets: MRR@10 >= 0.80 with the game filter and >= 0.70 without, recall@3 >=
0.85 with the filter; the rulebook-words figures no lower than the keyword path's.
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
from rulesapp.search import engine  # noqa: E402

SETS = {
    "rulebook": ("rulebook words", ROOT / "tests" / "rulesapp" / "judged_queries.yaml"),
    "players": ("players' words", (ROOT / "tests" / "rulesapp" / "player_questions.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_held_out.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_fresh.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_unseen.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_sealed.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_sealed_2.yaml",
                                   ROOT / "tests" / "rulesapp" / "player_questions_sealed_3.yaml")),
    "mc-rules": ("mc rules ref.", ROOT / "tests" / "rulesapp" / "judged_queries_marvel_champions.yaml"),
}
PLAIN_TOKEN_RE = re.compile(r"\w+")
NEVER_LISTED = ("held-out", "fresh", "unseen", "sealed", "sealed-2", "sealed-3")  # --misses never lists them: not to tune on


def load(paths: Path | tuple[Path, ...]) -> list[dict]:
    """The judged questions of one file, or of several one after another."""
    found = []
    for path in paths if isinstance(paths, tuple) else (paths,):
        with path.open(encoding="utf-8") as handle:
            found.extend(yaml.safe_load(handle))
    return found


def answers_of(entry: dict) -> set[tuple[str, str]]:
    """The judged answers as (kind, anchor): kind "section" or "glossary"."""
    return {("section", anchor) for anchor in entry.get("sections", [])} | {
        ("glossary", anchor) for anchor in entry.get("terms", [])
    }


def example_sections() -> dict[tuple, str]:
    """Where answers count as a section: {(game, example anchor): its section's anchor} and, for a glossary
    term that is a section's copy (a Rules Reference entry imported both ways: same title, the
    definition is the section's opening), {(game, "glossary", term anchor): that section's anchor}.
    A rule printed twice is one answer: finding both copies is not finding two rules."""
    found = {(ex.game.slug, ex.anchor): ex.section.anchor for ex in Example.objects.select_related("game", "section")}
    sections: dict[tuple[str, str], list] = {}
    for section in Section.objects.select_related("game"):
        sections.setdefault((section.game.slug, section.title.strip().lower()), []).append(section)
    for term in GlossaryTerm.objects.select_related("game"):
        definition = " ".join(term.definition.split())
        for section in sections.get((term.game.slug, term.term.strip().lower()), []):
            text = " ".join(section.text.split())
            if definition and (text.startswith(definition) or definition.startswith(text)):
                found[(term.game.slug, "glossary", term.anchor)] = section.anchor
                break
    return found


def as_answer(game: str, kind: str, anchor: str, in_section: dict) -> tuple[str, str]:
    if kind == "example":
        return ("section", in_section.get((game, anchor), ""))
    if kind == "glossary" and (game, "glossary", anchor) in in_section:
        return ("section", in_section[(game, "glossary", anchor)])
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


COUNT_SEE_ALSO = True  # --results-only: False


def ours(question: str, game: str | None, limit: int = 10) -> list[tuple]:
    """(game, kind, anchor, ((kind, anchor) of its see-also entries, ...)) per result, best first."""
    response = rules_search.search(question, game=game, limit=limit)
    return [(hit.game, hit.kind, hit.anchor,
             tuple((other.kind, other.anchor) for other in hit.see_also) if COUNT_SEE_ALSO else ())
            for hit in response.results]


def keyword_path(question: str, game: str | None, limit: int = 10) -> list[tuple[str, str, str]]:
    engine.semantic_enabled = False
    try:
        return ours(question, game, limit)
    finally:
        engine.semantic_enabled = True


def printed_in() -> dict[tuple[str, str], str]:
    """{(game, glossary term anchor): the anchor of the section it is printed in}. The importer makes
    each entry of a section that is a list of definitions (Union City Alliance's Glossary, Valiant's
    icon lists, Skirmish's card lists) a glossary term as well."""
    return {(term.game.slug, term.anchor): term.section.anchor
            for term in GlossaryTerm.objects.select_related("game", "section").exclude(section=None)}


def judged_answers(entry, in_section, printed) -> list[frozenset]:
    """A question's judged answers, each as the set of entries any one of which shows it. A judged term
    printed inside a judged section is one answer with that section: the term's text is that part of
    the section, printed once in the book, so a player who sees the term has read the section's
    statement of it (as with a Rules Reference entry and its glossary copy)."""
    game = entry["game"]
    answers = {as_answer(game, kind, anchor, in_section) for kind, anchor in answers_of(entry)}
    groups, joined = [], set()
    for kind, anchor in sorted(answers):
        container = ("section", printed.get((game, anchor), "")) if kind == "glossary" else None
        if container in answers:
            groups.append(frozenset({(kind, anchor), container}))
            joined.add(container)
    groups.extend(frozenset({answer}) for answer in sorted(answers - joined)
                  if not any(answer in group for group in groups))
    return groups


def score(ranked, entry, in_section, printed) -> tuple[float, float, float, int | None]:
    """(reciprocal rank within 10, hit@3, recall@3, rank of the first judged answer or None)."""
    judged = judged_answers(entry, in_section, printed)
    shown = []  # per place: the answers the player sees there (a result and its see-also entries)
    for game, kind, anchor, *see_also in ranked:
        entries = [(kind, anchor), *(see_also[0] if see_also else ())]
        shown.append({as_answer(game, *each, in_section) for each in entries} if game == entry["game"] else set())
    first = next((rank for rank, answers in enumerate(shown[:10], 1)
                  if any(answers & group for group in judged)), None)
    top3 = set().union(*shown[:3])
    found3 = sum(1 for group in judged if top3 & group)
    wanted = min(len(judged), 3)  # with see-also lines the top 3 can show more than 3 judged answers
    return (1 / first if first else 0.0), float(found3 > 0), min(found3, wanted) / wanted, first


def parts_of(judged: list[dict], which: str) -> dict[str, list[int]]:
    everything = {"all": list(range(len(judged)))}
    if which == "players":
        parts = {part: [i for i, e in enumerate(judged) if e.get("part") == part]
                 for part in ("tuning", "held-out", "fresh", "unseen", "sealed", "sealed-2", "sealed-3")}
        styles = sorted({e.get("style") for e in judged})
        return everything | parts | {style: [i for i, e in enumerate(judged) if e.get("style") == style]
                                     for style in styles}
    if which == "mc-rules":
        return everything
    return everything | {"original": [i for i, e in enumerate(judged) if not e.get("held_out")],
                         "added later": [i for i, e in enumerate(judged) if e.get("held_out")]}


def evaluate(name, search, judged, in_section, printed, use_game_filter, show_misses, parts):
    scored, misses, right_game_first = [], [], []
    for entry in judged:
        ranked = search(entry["question"], entry["game"] if use_game_filter else None)
        right_game_first.append(bool(ranked) and ranked[0][0] == entry["game"])
        mrr, hit3, recall3, first = score(ranked, entry, in_section, printed)
        scored.append((mrr, hit3, recall3))
        if first != 1 and entry.get("part") not in NEVER_LISTED:
            misses.append((entry, first, [row[:3] for row in ranked[:3]]))
    cells = []
    for positions in parts.values():
        n = max(len(positions), 1)
        mrr, recall3 = (sum(scored[i][k] for i in positions) / n for k in (0, 2))
        cells.append(f"{mrr:.3f} / {recall3:.3f}")
    hit3 = sum(row[1] for row in scored) / len(scored)
    game_first = sum(right_game_first) / len(right_game_first)
    print(f"  {name:<22}" + "".join(f"{cell:<17}" for cell in cells) + f"{hit3:.3f}   {game_first:.3f}")
    if show_misses:  # only tuning questions are listed: they are not to be tuned on
        for entry, first, top in misses:
            where = f"rank {first}" if first else "not in top 10"
            print(f"      [{where}] ({entry['game']}) {entry['question']!r} -> {[f'{k}:{a}' for _, k, a in top]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--misses", action="store_true",
                        help="list tuning questions whose answer is not ranked first "
                             "(never held-out, fresh, unseen or sealed ones)")
    parser.add_argument("--set", choices=sorted(SETS), help="only this judged set")
    parser.add_argument("--ours-only", action="store_true",
                        help="only our search, not the keyword path and plain BM25 beside it (faster)")
    parser.add_argument("--results-only", action="store_true",
                        help="count the results alone, not the See also entries shown under them")
    args = parser.parse_args()
    global COUNT_SEE_ALSO
    COUNT_SEE_ALSO = not args.results_only

    engine.recent_results.enabled = False  # each variant must really be searched
    in_section = example_sections()
    printed = printed_in()
    baseline = PlainBM25()
    try:
        ours("warm up", None)
    except rules_search.IndexUnavailable as error:
        sys.exit(str(error))
    print(f"{len(baseline.docs)} documents")
    for which in ([args.set] if args.set else ["players", "rulebook", "mc-rules"]):
        label, path = SETS[which]
        judged = load(path)
        parts = parts_of(judged, which)
        header = "".join(f"{f'{part} ({len(positions)})':<17}" for part, positions in parts.items())
        for use_filter, filter_label in ((True, "with the question's game filter"),
                                         (False, "without a game filter (the home page's box)")):
            print(f"\n{label}: {len(judged)} questions, {filter_label}\n  MRR@10 / recall@3 per part, then hit@3")
            print(f"  {'':<22}{header}hit@3   game@1")
            evaluate("ours (BM25F + meaning)", ours, judged, in_section, printed, use_filter, args.misses, parts)
            if not args.ours_only:
                evaluate("keyword path (BM25F)", keyword_path, judged, in_section, printed, use_filter, False, parts)
                evaluate("plain BM25 baseline", baseline.search, judged, in_section, printed, use_filter, False,
                         parts)


if __name__ == "__main__":
    main()
