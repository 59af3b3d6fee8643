"""The card reader measured on the judged 100 (tests/rulesapp/cards/judged_abilities.yaml).

The judged abilities were picked (before any reader was written) by `sample()`: every bold Interrupt,
Response, Forced Interrupt, Forced Response and When Revealed trigger of every card of the MarvelCDB data
that is not a reprint, in file and text order, then 100 of them by random.Random(SEED).sample. Each is named
by its card code and its place among the card's sampled triggers (`n`, from 1), and judged by hand from the
Rules Reference: timing class, form restriction, the event and target of its "When/After …" clause; later,
before the effect reader existed, its effect in the model's ops (or none, with what the ops lack). The judged
file holds codes and answers only, never card text. The score says trigger, event, effect readable and right,
and what is wrong with no hole saying so (bench/card_reader_score.py).

    .venv/bin/python bench/card_reader.py PATH            # score the reader against the judged file
    .venv/bin/python bench/card_reader.py PATH --sample   # print the sample (codes and text, to judge; not to commit)
    .venv/bin/python bench/card_reader.py PATH --pool     # over every trigger of the pool: effects read whole
"""
from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SEED = 26
SIZE = 100
JUDGED = ROOT / "tests" / "rulesapp" / "cards" / "judged_abilities.yaml"
# Judged after the reader was written and tuned on the judged 100, before the reader was run on them:
# 50 others (seed 27), so the figures are not only those of the set the reader was developed against.
HELD_OUT = ROOT / "tests" / "rulesapp" / "cards" / "judged_abilities_held_out.yaml"
HELD_OUT_SEED, HELD_OUT_SIZE = 27, 50
# A bold trigger that opens an ability; one inside quotes ('resolve its "<b>When Revealed</b>" ability',
# 'play an "<b>Interrupt</b>" … ability') names another ability and is not one.
TRIGGER_RE = re.compile(r"(?<![\"“])<b>\s*((?:Hero |Alter-Ego |Forced |Mission |First Player )*"
                        r"(?:Interrupt|Response|When Revealed)\b[^<]*)</b>(?![\"”])")


def pool_cards(root: Path):
    """(code, text) of every card with text that is not a reprint, in file order."""
    for path in sorted((root / "pack").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            if isinstance(card, dict) and card.get("text") and not card.get("duplicate_of"):
                yield card["code"], card["text"]


def triggers(text: str) -> list[re.Match]:
    return list(TRIGGER_RE.finditer(text))


def sample(root: Path) -> list[tuple[str, int, str]]:
    """(code, n, text) of the judged abilities: n-th sampled trigger of the card, from 1."""
    every = [(code, n, text) for code, text in pool_cards(root) for n, _ in enumerate(triggers(text), 1)]
    return random.Random(SEED).sample(every, SIZE)


def held_out(root: Path) -> list[tuple[str, int, str]]:
    """(code, n, text) of the held-out abilities: 50 not among the judged 100."""
    judged = {(code, n) for code, n, _ in sample(root)}
    every = [(code, n, text) for code, text in pool_cards(root) for n, _ in enumerate(triggers(text), 1)
             if (code, n) not in judged]
    return random.Random(HELD_OUT_SEED).sample(every, HELD_OUT_SIZE)


def pool(root: Path) -> None:
    """Over every trigger of the pool (reprints left out): how many effects are read whole, and how many of those
    leave no entity for the scenario to name; how many triggers `from_card` fills but for `do` (counts only: no card
    text)."""
    from adjudicator.timing.marvel_champions.card_abilities import read_abilities
    from adjudicator.timing.marvel_champions.card_effects import find_role_holes, scenario_ops
    from adjudicator.timing.marvel_champions.card_entities import _prefill
    names = {card["code"]: card.get("name", "") for path in sorted((root / "pack").glob("*.json"))
             for card in json.loads(path.read_text(encoding="utf-8")) if isinstance(card, dict)}
    total = whole = named = revealed = but_do = 0
    for code, text in pool_cards(root):
        for ability in read_abilities(text, names.get(code, "")):
            total += 1
            but_do += all("write `do`" in missing for missing in _prefill({}, ability, names.get(code, "")))
            if ability.effect is not None and ability.effect.read:
                whole += 1
                revealed += ability.timing == "when-revealed"
                named += not find_role_holes(scenario_ops(ability.effect, ability.trigger_fields()))
    print(f"{total} triggers: the effect read whole for {whole} ({100 * whole / max(total, 1):.0f}%; {revealed} of them "
          f"When Revealed), {named} of those with no entity left to name; from_card fills {but_do} with nothing but "
          "`do` left to write")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    parser.add_argument("--sample", action="store_true")
    parser.add_argument("--held-out", action="store_true", help="with --sample: the held-out 50; else score them")
    parser.add_argument("--pool", action="store_true", help="count the effects read whole over the whole pool")
    options = parser.parse_args()
    if options.pool:
        pool(options.path)
        return
    if options.sample:
        for code, n, text in (held_out if options.held_out else sample)(options.path):
            match = triggers(text)[n - 1]
            print(f"{code} #{n}: {text[match.start():match.start() + 260]!r}")
        return
    from bench.card_reader_score import score  # noqa: E402  (written after the judging)
    score(options.path, HELD_OUT if options.held_out else JUDGED)


if __name__ == "__main__":
    main()
