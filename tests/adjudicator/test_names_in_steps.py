"""A step names who and what it is about as the table does: never "nobody" (or the engine's last resort for an
entity no one named) where a name belongs, never an entity's id where the scenario gives it a name.

Every fixture is resolved by every timing model that can resolve it, and every outline written anywhere in the
project (test_outline_wording.OUTLINES: the docs, the page's examples, the tests) by its game and, for Union City
Alliance, on the plain stack too. A condition quoted in backticks is the author's own expression (the pages say it
in words), and the author's own words (labels, names, properties, `say` texts) are theirs to choose.
"""
import functools
import re
from pathlib import Path

import pytest

from adjudicator.api import adjudicate, load_scenario
from adjudicator.engine.resolution import UNNAMED
from adjudicator.grammar import property_words, zone_words
from adjudicator.timing.registry import model_classes
from adjudicator.tools.outline import resolve_outline
from tests.adjudicator import corpus
from tests.adjudicator.conftest import only, run, scenario
from tests.adjudicator.tools.test_outline_wording import OUTLINES

ROOT = Path(__file__).resolve().parents[2]
NO_ONE = re.compile(rf"\b(?i:nobody|{re.escape(UNNAMED)})\b|\bNone\b")


# every zone a game declares, each with the words a step says it in ("encounter-deck": "encounter deck")
ZONE_WORDS = {zone: zone_words(zone, model.zone_words) for model in model_classes().values()
              for zone in (*model.zone_names, *model.zone_words)}


def named_ids(doc):
    """{id: name} of the entities and abilities the scenario names otherwise, and of the zones with an id
    that is no word: a game's ("encounter-deck", "facedown"), or the scenario's own ("under-spark-plug")."""
    entities = doc.get("entities") or {}
    zones = {e.get("zone") for e in entities.values() if isinstance(e.get("zone"), str)}
    named = {zone: words for zone, words in ZONE_WORDS.items() if words != zone}
    named.update({zone: zone_words(zone) for zone in zones if zone not in ZONE_WORDS})
    named.update({eid: e.get("name") or e.get("label") for eid, e in entities.items()})
    named.update({aid: a.get("label") for aid, a in (doc.get("abilities") or {}).items()})
    return {i: n for i, n in named.items() if isinstance(n, str) and n != i}


def authors_words(doc):
    """What the scenario's author wrote in words: names, labels, `say` texts, property names, the sets they
    give cards (`card_set`: any word, a step quotes it) — not ids."""
    found = {prop for e in (doc.get("entities") or {}).values() for prop in e}

    def walk(value, key=None):
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and key in ("name", "label", "say", "prop", "card_set"):
            found.add(value)
            if key == "prop":  # a step says a property in words (`set`: "held in the phase is now 1")
                found.add(property_words(value))

    walk({k: v for k, v in doc.items() if k not in ("description", "expect")})
    return sorted(found, key=len, reverse=True)


QUOTED = re.compile(r"`[^`]*`")


@functools.lru_cache(maxsize=4096)
def _alone(words):
    """`words` standing alone: not inside a longer word or id."""
    return re.compile(rf"(?<![\w-]){re.escape(words)}(?![\w-])")


def unnamed(text, named, authored):
    """What a step's text says in place of a name: "nobody", "None", the last resort, or a bare id — one with
    a hyphen or digit, or a one-word id its name only capitalises ("telesthesia" for Telesthesia).
    (Words and ids are looked for as patterns only where the text has them at all: 45,000 steps are read.)"""
    problems = [found.group(0) for found in NO_ONE.finditer(text)]
    spoken = QUOTED.sub("", text)
    for words in authored:
        if words in spoken:
            spoken = _alone(words).sub(" ", spoken)
    for eid, name in named.items():
        if eid not in spoken and " " not in eid:  # taking out the name adds a space: no spaceless id appears
            continue
        said = spoken.replace(name, " ")  # the id inside its own words ("the set-aside area") is those words
        if (re.search(r"[-\d]", eid) or eid == name.casefold()) and _alone(eid).search(said):
            problems.append(f"the id {eid} for {name}")
    return problems


def read(doc, results, step_text=lambda step: step["text"]):
    named, authored = named_ids(doc), authors_words(doc)
    return [(step_text(step), found) for result in results for outcome in result["outcomes"]
            for step in outcome["steps"] if (found := unnamed(step_text(step), named, authored))]


def says_no_nobody_and_no_id(path):
    """Resolved by every model that can resolve it."""
    results = [corpus.resolved(path, slug) for slug in corpus.fitting(path)]
    assert read(corpus.data(path), results) == []


@pytest.mark.parametrize("game", corpus.GAMES)
def test_no_step_of_a_fixture_says_nobody_or_an_id(game):
    corpus.each_fixture(says_no_nobody_and_no_id, game)


@pytest.mark.parametrize("where, text", OUTLINES, ids=[f"{w}:{t.strip().splitlines()[-1][:40]}" for w, t in OUTLINES])
def test_no_step_of_an_outline_says_nobody_or_an_id(where, text):
    compiled, result = resolve_outline(text)
    assert read(compiled.document, [result], compiled.step_text) == []
    if compiled.game == "union-city-alliance":
        compiled, result = resolve_outline(text, game="stack")
        assert read(compiled.document, [result], compiled.step_text) == []


@pytest.mark.parametrize("text, found", [
    ("nobody reveals Shadow of the Past", "nobody"),
    ("Advance is turned face up as nobody's boost", "nobody"),
    ("Neil plays Enhancements as a defense against nobody", "nobody"),
    (f"{UNNAMED} reveals Shadow of the Past", UNNAMED),
    ("None damage dealt to Odysseus (unsourced)", "None"),
    ("Livewire moves to dead-sector", "the id dead-sector for Apportation"),
    ("Faith moves to telesthesia", "the id telesthesia for Telesthesia"),
    ("Wrangler's location is now impossible-academy", "the id impossible-academy for Impossible Academy"),
    ("Ambush moves from encounter-deck to facedown", "the id encounter-deck for encounter deck"),
    ("Starlet moves from set-aside to city-deck", "the id city-deck for city deck"),
    ("Spark moves to under-spark-plug", "the id under-spark-plug for under spark plug"),
])
def test_the_reading_catches_the_old_sentences(text, found):
    """The check above can fail: each sentence the adjudicator used to say is caught; the author's own words
    and a quoted condition are not."""
    named = {**named_ids({"entities": {"spark": {"zone": "under-spark-plug"}}}),
             "dead-sector": "Apportation", "telesthesia": "Telesthesia", "impossible-academy": "Impossible Academy",
             "beam": "Falling Beam"}
    assert found in unnamed(text, named, ["A beam falls"])
    assert unnamed("A beam falls; the condition `telesthesia.level == 2` holds now", named, ["A beam falls"]) == []


# -- the sentences, as a person reads them -------------------------------------------------------------------
def step_texts(text):
    compiled, result = resolve_outline(text)
    return [compiled.step_text(s) for o in result["outcomes"] for s in o["steps"]]


@pytest.mark.parametrize("line, said, which", [
    ("Shadow of the Past", "Shadow of the Past is revealed", "Shadow of the Past"),
    ("Spider-Man reveals Shadow of the Past", "Spider-Man reveals Shadow of the Past", "Shadow of the Past"),
    ("Shadow of the Past is revealed by Spider-Man", "Spider-Man reveals Shadow of the Past",
     "Shadow of the Past is revealed by Spider-Man"),
    ("Peter Parker reveals Shadow of the Past", "Peter Parker reveals Shadow of the Past", "Shadow of the Past"),
])
def test_a_revealed_card_is_revealed_by_whom_the_line_says_or_by_no_one_named(line, said, which):
    """Reveal: "a player flips the card faceup"; who, only where the line says it. The effect is named by its
    line, or by its card where the line is the very words of the reveal."""
    texts = step_texts(f"game: marvel-champions\nplayers: Spider-Man\nThe villain phase\n  {line} [when revealed]\n")
    assert said in texts
    assert f"after window: responses to {said}" in texts
    assert f"{which} triggers (constant, priority 1), after: {said}" in texts


def test_who_reveals_is_a_player_of_the_scenario():
    compiled, _ = resolve_outline("game: marvel-champions\nThe villain phase\n  Peter Parker reveals Shadow of the "
                                  "Past [when revealed]\n  Advance [boost]\n")
    assert compiled.document["players"] == ["peter-parker"]
    assert compiled.document["start"]["do"][0] == {"emit": {"event": "revealed", "card": "peter-parker-reveals-"
                                                            "shadow-of-the-past", "who": "peter-parker"}}
    assert "Advance is turned face up as a boost card" in step_texts("game: marvel-champions\nThe villain phase\n"
                                                                     "  Advance [boost]\n")


def test_a_counterattack_defense_defends_against_the_attackers_attack():
    """Counterattack Defense: "a defense against an attack on an Opponent's turn"; it answers no one card."""
    texts = step_texts("game: valiant-universe\nAmy attacks Neil\n"
                       "  Infiltration's Sneak Attack for 2 damage from Telesthesia (level 2, block 2) [attack]\n"
                       "  Enhancements' Counterstrike [counterattack]\n"
                       "    Combat for 1 damage from Scout (level 1, block 2) [attack]\n")
    assert "Neil plays Enhancements' Counterstrike as a Counterattack Defense" in texts
    assert "Neil plays Enhancements' Counterstrike as a defense against Amy's attack" in texts
    fixture = ROOT / "fixtures/scenarios/valiant-universe/standard-shift-and-chaining.yaml"
    steps = [s["text"] for s in only(adjudicate(load_scenario(fixture.read_text())[0]))["steps"]]
    assert "Neil plays Enhancements as a defense against Amy's attack" in steps
    assert "Amy plays The Tank as a defense against Neil's attack" in steps  # the answer to Neil's counterattack
    assert "Neil plays Medbot as a defense against Infiltration" in steps


def test_a_superhero_enters_a_sector_and_a_property_becomes_a_place_by_their_names():
    moved = ROOT / "fixtures/scenarios/valiant-universe/superhero-move-and-push.yaml"
    steps = [s["text"] for s in only(adjudicate(load_scenario(moved.read_text())[0]))["steps"]]
    assert "Faith moves to Telesthesia" in steps and "Livewire moves to Telekinesis" in steps
    doc = scenario({"wrangler": {"type": "hero", "name": "Wrangler", "location": "start-block"},
                    "start-block": {"type": "block", "name": "the starting block"},
                    "academy": {"type": "location", "name": "Impossible Academy"}},
                   start={"do": [{"set": {"target": "wrangler", "prop": "location", "value": "academy"}},
                                 {"set": {"target": "wrangler", "prop": "mood", "value": "calm"}}]},
                   players=["wrangler"])
    steps = [s["text"] for s in only(run(doc))["steps"]]
    assert "Wrangler's location is now Impossible Academy" in steps
    assert "Wrangler's mood is now calm" in steps  # a word that names no entity stays as written
