"""Score the card reader (adjudicator/timing/marvel_champions/card_abilities.py, and card_effects.py for the effect)
on the judged 100 (or the held-out 50): trigger and timing class, event, effect readable and right, and what is
wrong without a hole that says so (the figure that must be zero)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import yaml

from adjudicator.timing.marvel_champions.card_abilities import read_abilities
from bench.card_reader import HELD_OUT, JUDGED, pool_cards

# Effects judged later in the scenario format's wider words (counters, conditions; then choose, lasting, cancel and
# amounts over a card's numbers), each before the reader read them: additions; the judged files are not changed.
# Where an ability has one, it is the judged effect.
EXTENDED = JUDGED.parent / "judged_effects_extended.yaml"
WIDER = JUDGED.parent / "judged_effects_wider.yaml"
# Then in the words of traits and of the ops indirect damage, replacement, dealing and discarding encounter cards.
TRAITS = JUDGED.parent / "judged_effects_traits.yaml"
# Then in the words of flipping a card, a player's deck top and "this way" (issue 26, cards60).
FLIP = JUDGED.parent / "judged_effects_flip.yaml"
# Then in the words of "Otherwise" and an enemy's activation (issue 26, cards60).
OTHERWISE = JUDGED.parent / "judged_effects_otherwise.yaml"
# Then in the words of the ops of decks, turns, control, counters and resources (issue 26, cards60b).
DECKS = JUDGED.parent / "judged_effects_decks.yaml"
# Then in the words of conditions (issue 26, cards61).
CONDITIONS = JUDGED.parent / "judged_effects_conditions.yaml"
# Then in the words of amounts (a stat as modified), labelled attacks and thwarts, and replacements (issue 26, cards62);
# its `finer` answers restate judged ones in those finer words, and are taken over them.
AMOUNTS = JUDGED.parent / "judged_effects_amounts.yaml"
# Then in the words of Special abilities resolved by another card (issue 26, cards63).
MODEL12 = JUDGED.parent / "judged_effects_model12.yaml"
# Then in the words of a card a search finds attached to another card (issue 26, cards64).
MODEL12B = JUDGED.parent / "judged_effects_model12b.yaml"
# The timing class in the model's finer classes (an interrupt whose triggering condition says "would" is a
# would-interrupt or forced-would-interrupt: Rules Reference, “Would”), judged before the reader gave them; where an
# ability has one, it is the judged class.
WOULD = JUDGED.parent / "judged_timing_would.yaml"


def extended_effects(judged_file: Path) -> dict[tuple[str, int], list[str]]:
    """(code, n) -> the effect judged in the wider words, for the judged 100 or the held-out 50."""
    section = "held_out" if judged_file == HELD_OUT else "judged"
    effects: dict[tuple[str, int], list[str]] = {}
    for addition in (EXTENDED, WIDER, TRAITS, FLIP, OTHERWISE, DECKS, CONDITIONS, AMOUNTS, MODEL12, MODEL12B):
        if addition.exists():
            for entry in yaml.safe_load(addition.read_text(encoding="utf-8")).get(section) or []:
                effects[(str(entry["code"]), entry["n"])] = entry["effect"]
    return effects


def finer_effects(judged_file: Path) -> dict[tuple[str, int], list[str]]:
    """(code, n) -> a judged effect restated in finer words (judged_effects_amounts.yaml's `finer`)."""
    section = "held_out_finer" if judged_file == HELD_OUT else "finer"
    entries = yaml.safe_load(AMOUNTS.read_text(encoding="utf-8")).get(section) or [] if AMOUNTS.exists() else []
    return {(str(entry["code"]), entry["n"]): entry["effect"] for entry in entries}


def finer_timings(judged_file: Path) -> dict[tuple[str, int], str]:
    """(code, n) -> the timing class judged in the finer classes, for the judged 100 or the held-out 50."""
    section = "held_out" if judged_file == HELD_OUT else "judged"
    if not WOULD.exists():
        return {}
    entries = yaml.safe_load(WOULD.read_text(encoding="utf-8")).get(section) or []
    return {(str(entry["code"]), entry["n"]): entry["timing"] for entry in entries}


KNOWN_FORMS = {"hero", "alter-ego", "none"}


def judge(judged: dict, read) -> dict:
    """Which of the reader's answers are right, and which are wrong without a hole that says so."""
    form = None if judged["form"] == "none" else judged["form"]
    if judged["form"] in KNOWN_FORMS:
        form_right = read.form == form
    else:  # a restriction the model has no form for: right only when the reader says so
        form_right = read.form is None and read.flagged("form")
    timing_right = read.timing == judged["timing"] and form_right
    timing_unflagged_wrong = not timing_right and not read.flagged("form")
    event = judged["event"]
    if event is None:
        event_right = read.event is None and not read.flagged("event")
    elif event == "none":
        event_right = read.event is None and read.flagged("event")
    else:
        event_right = read.event == event and read.subject == judged.get("subject")
    event_unflagged_wrong = not event_right and not read.flagged("event", "subject", "condition")
    effect = read.effect
    effect_read = effect is not None and effect.read
    judged_effect = judged.get("effect", "none")
    effect_right = effect_read and effect.keys() == judged_effect
    effect_unflagged_wrong = effect_read and not effect_right  # read whole, no hole, and not the judged ops
    return {"timing": timing_right, "event": event_right,
            "effect_expressible": judged_effect != "none", "effect_readable": effect_read,
            "effect_right": effect_right, "effect_wrong_unflagged": effect_unflagged_wrong,
            "wrong_unflagged": timing_unflagged_wrong or event_unflagged_wrong or effect_unflagged_wrong,
            "flagged": bool(read.holes) or not effect_read}


def score(root: Path, judged_file: Path = JUDGED) -> dict:
    judged = yaml.safe_load(judged_file.read_text(encoding="utf-8"))["abilities"]
    texts = dict(pool_cards(root))
    names = {card["code"]: card.get("name", "") for path in sorted((root / "pack").glob("*.json"))
             for card in json.loads(path.read_text(encoding="utf-8")) if isinstance(card, dict)}
    totals = {"timing": 0, "event": 0, "effect_expressible": 0, "effect_readable": 0, "effect_right": 0,
              "effect_wrong_unflagged": 0, "wrong_unflagged": 0, "flagged": 0}
    extended = extended_effects(judged_file)
    finer = finer_timings(judged_file)
    restated = finer_effects(judged_file)
    for entry in judged:
        entry["timing"] = finer.get((str(entry["code"]), entry["n"]), entry["timing"])
        wider = extended.get((str(entry["code"]), entry["n"]))
        if wider is not None and entry.get("effect", "none") == "none":
            entry["effect"], entry["widened"] = wider, entry.get("unread")
        entry["effect"] = restated.get((str(entry["code"]), entry["n"]), entry.get("effect", "none"))
    unread: Counter = Counter(str(entry.get("unread")) for entry in judged if entry.get("effect", "none") == "none")
    widened: Counter = Counter(str(entry["widened"]) for entry in judged if "widened" in entry)
    wrong = []
    for entry in judged:
        code = str(entry["code"])
        read = read_abilities(texts[code], names.get(code, ""))[entry["n"] - 1]
        verdict = judge(entry, read)
        for key in totals:
            totals[key] += verdict[key]
        if verdict["wrong_unflagged"] or not verdict["event"] or not verdict["timing"]:
            wrong.append((code, entry["n"], verdict, read.timing, read.form, read.event, read.subject,
                          [f"{h.field}: {h.reason}" for h in read.holes]))
        elif verdict["effect_expressible"] and not verdict["effect_right"]:
            wrong.append((code, entry["n"], "effect", entry["effect"], read.effect.keys(),
                          [hole.reason for hole in read.effect.holes]))
    for line in wrong:
        print(*line)
    print(f"judged {len(judged)}: trigger and timing class (with form) right {totals['timing']}, "
          f"event (and who) right {totals['event']}, flagged with a hole {totals['flagged']}, "
          f"wrong but not flagged {totals['wrong_unflagged']}")
    size = len(judged)
    print(f"effect: readable (read whole, no hole) {totals['effect_readable']} of {size} "
          f"({100 * totals['effect_readable'] / size:.0f}%), right {totals['effect_right']}, "
          f"wrong but not flagged {totals['effect_wrong_unflagged']}; the judged effect is one the model's ops can "
          f"say in {totals['effect_expressible']} of {size} (the most the reader could read; "
          f"{sum(widened.values())} of them in the wider words of {EXTENDED.name}, {WIDER.name}, {TRAITS.name}, {FLIP.name}, {OTHERWISE.name}, {DECKS.name}, {CONDITIONS.name}, {AMOUNTS.name}, {MODEL12.name} and {MODEL12B.name}: "
          + (", ".join(f"{reason} {count}" for reason, count in widened.most_common()) or "none") + ")")
    print("not sayable by the model's ops, by what they lack: "
          + ", ".join(f"{reason} {count}" for reason, count in unread.most_common()))
    return totals
