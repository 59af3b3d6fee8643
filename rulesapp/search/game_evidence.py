"""Which game a question is about, read from the rulebooks' own vocabulary, for searches with no game filter.

Four games share one index, and most of a player's words ("card", "damage", "turn") belong to all of
them; some belong to one ("heroism", "interrupt", "civilian marker", "sector") and say which rulebook
the player has open. Nothing here is written per game: the evidence is counted from the corpus.

At build time (`VocabularyCounter`), for every index document, each word stem and each pair of
neighbouring stems (question words left out, as in a query) is counted once per document, per game.
Each document is counted with its game's title as a running header, so the game's name is evidence
like any other word: "marvel" splits between the two Marvel games, "marvel champions" does not. The
counts are written beside the index (`VOCABULARY_FILE`): every index version carries the statistics of
the text it holds.

At query time (`GameVocabulary.boosts`), for each stem and stem pair of the question seen in the corpus:

    rate(g)   = (documents of game g using it + SMOOTHING_DOCUMENTS spread over the games by size)
                / documents of game g                      a word seen once or twice proves little
    share(g)  = rate(g) / sum of the rates                 where the word is used, games weighed equally
    weight    = concentration(share) ** CONCENTRATION_POWER
                (1 - normalised entropy: 0 when used evenly by every game, 1 when used by one only)

    meaning(g)  = softmax over the games of (the similarity of g's closest passage to the question)
                  / MEANING_TEMPERATURE                    when the sentence model has read the question

    evidence(g) = (PRIOR_WEIGHT / games + MEANING_WEIGHT * meaning(g) + sum of weight * share(g))
                  / (PRIOR_WEIGHT + MEANING_WEIGHT + sum of weight)
    boost(g)    = 1 + BOOST * max(0, games * evidence(g) - 1 - DEAD_ZONE)

Players name few game-specific words ("the villain swings at me"), and a word a game's rulebook happens
to use often can point to the wrong game; the meaning of the whole question, compared with every game's
rules, is a second witness. It is heard only when the words already point to a game: a question in
words every game uses ("how do I buy cards") still shows each game's best answer, whichever game's
rules it happens to read most like. Measured on the judged sets (bench/search_quality.py, no game filter): the
two together, with the smaller BOOST, put the question's own game first more often than the words alone
and than a larger boost, which let a wrong guess bury the right game's rule.

A word or pair found in (nearly) every document of one game and (nearly) none of another's is that
game's name, from the running header: a player who names the game has said which rules they mean, so
it weighs NAME_WEIGHT times as much as another word.

A generic question leaves the evidence even, so nothing is boosted (the dead zone absorbs the noise of
common words); a question in one game's own words multiplies that game's scores by up to
1 + BOOST * (games - 1 - DEAD_ZONE). Other games keep their scores: a boost, never a filter.
"""
import json
import math
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rulesapp.search.schema import WORD_RE, normalize
from rulesapp.search.vocabulary import stop_words

VOCABULARY_FILE = "game_vocabulary.json"
FORMAT_VERSION = 1
from rulesapp.search.weights import (  # noqa: F401, E402  (the table: weights.py; beside the constants it tunes)
    SMOOTHING_DOCUMENTS, CONCENTRATION_POWER, PRIOR_WEIGHT, BOOST, DEAD_ZONE, MEANING_WEIGHT, NAME_RATE, NAME_WEIGHT, MEANING_TEMPERATURE,
)


def content_stems(text: str) -> list[str]:
    """The stems of a text's words, question and glue words left out, exactly as a query's are."""
    stops = stop_words()
    return [normalize(word) for word in WORD_RE.findall(text.lower()) if word not in stops]


def features(stems: list[str]) -> list[str]:
    """Each stem and each pair of neighbouring stems ("villain phase"), once, in order."""
    pairs = [f"{first} {second}" for first, second in zip(stems, stems[1:])]
    return list(dict.fromkeys([*stems, *pairs]))


class VocabularyCounter:
    """Counts, per game, the documents that use each feature; written beside a new index."""

    def __init__(self):
        self.documents: Counter[str] = Counter()
        self.counts: defaultdict[str, Counter[str]] = defaultdict(Counter)

    def add(self, game: str, *texts: str) -> None:
        """One document of `game`; its texts (title, headings above it, body) are not run together."""
        self.documents[game] += 1
        used = set()
        for text in texts:
            used.update(features(content_stems(text)))
        for feature in used:
            self.counts[feature][game] += 1

    def write(self, directory: Path) -> None:
        games = sorted(self.documents)
        data = {
            "format": FORMAT_VERSION,
            "games": games,
            "documents": [self.documents[game] for game in games],
            "features": {feature: [counts[game] for game in games] for feature, counts in sorted(self.counts.items())},
        }
        with open(directory / VOCABULARY_FILE, "w", encoding="utf-8") as handle:
            json.dump(data, handle, separators=(",", ":"))


@dataclass(frozen=True)
class GameVocabulary:
    games: tuple[str, ...]
    documents: tuple[int, ...]
    counts: dict[str, list[int]]

    @classmethod
    def load(cls, directory: Path) -> "GameVocabulary | None":
        """The counts stored with an index version, or None for an index built before they were."""
        return _load(str(directory))

    def shares(self, feature: str) -> list[float] | None:
        counts = self.counts.get(feature)
        if counts is None:
            return None
        total = sum(self.documents)
        rates = [(count + SMOOTHING_DOCUMENTS * size / total) / size for count, size in zip(counts, self.documents)]
        whole = sum(rates)
        return [rate / whole for rate in rates]

    def names_a_game(self, feature: str) -> bool:
        """In (nearly) every document of one game and (nearly) none of the others: the game's own name,
        counted from its running header ("marvel champions", "valiant"). A player who names the game
        has said which rulebook they mean."""
        counts = self.counts.get(feature)
        if counts is None:
            return False
        rates = sorted((count / size for count, size in zip(counts, self.documents)), reverse=True)
        return rates[0] >= NAME_RATE and (len(rates) < 2 or rates[1] <= 1 - NAME_RATE)

    def evidence(self, stems: Iterable[str], meaning: dict[str, float] | None = None) -> dict[str, float]:
        """How the question's words divide between the games: even (1/games each) when they say nothing."""
        size = len(self.games)
        weighted = [PRIOR_WEIGHT / size] * size
        total_weight = PRIOR_WEIGHT
        if meaning:
            shares = [meaning.get(game, 0.0) for game in self.games]
            weighted = [w + MEANING_WEIGHT * share for w, share in zip(weighted, shares)]
            total_weight += MEANING_WEIGHT
        for feature in features(list(stems)):
            shares = self.shares(feature)
            if shares is None:
                continue
            weight = _concentration(shares) ** CONCENTRATION_POWER
            if self.names_a_game(feature):
                weight *= NAME_WEIGHT
            weighted = [sum_so_far + weight * share for sum_so_far, share in zip(weighted, shares)]
            total_weight += weight
        return {game: value / total_weight for game, value in zip(self.games, weighted)}

    def boosts(self, stems: Iterable[str], meaning: dict[str, float] | None = None) -> dict[str, float]:
        """{game: score multiplier > 1} for the games the question's words point to; empty when generic."""
        size = len(self.games)
        if size < 2:
            return {}
        stems = list(stems)
        found = self._boosts(self.evidence(stems))
        if found and meaning:  # the words point somewhere: the meaning helps say where
            found = self._boosts(self.evidence(stems, meaning))
        return found

    def _boosts(self, evidence: dict[str, float]) -> dict[str, float]:
        size = len(self.games)
        found = {}
        for game, share in evidence.items():
            excess = size * share - 1 - DEAD_ZONE
            if excess > 0:
                found[game] = 1 + BOOST * excess
        return found


def _concentration(shares: list[float]) -> float:
    if len(shares) < 2:
        return 0.0
    entropy = -sum(share * math.log(share) for share in shares if share > 0)
    return max(0.0, 1 - entropy / math.log(len(shares)))


@lru_cache(maxsize=4)
def _load(directory: str) -> GameVocabulary | None:
    """Cached per version directory: a version never changes once published, and threads can share it."""
    try:
        with open(Path(directory) / VOCABULARY_FILE, encoding="utf-8") as handle:
            data = json.load(handle)
    except FileNotFoundError:
        return None
    if data.get("format") != FORMAT_VERSION or any(size <= 0 for size in data["documents"]):
        return None
    return GameVocabulary(games=tuple(data["games"]), documents=tuple(data["documents"]), counts=data["features"])


def meaning_shares(best_similarity: dict[str, float]) -> dict[str, float]:
    """{game: share} from each game's closest passage to the question (a softmax of the similarities)."""
    if not best_similarity:
        return {}
    top = max(best_similarity.values())
    weights = {game: math.exp((value - top) / MEANING_TEMPERATURE) for game, value in best_similarity.items()}
    total = sum(weights.values())
    return {game: weight / total for game, weight in weights.items()}
