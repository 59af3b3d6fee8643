"""Read the MarvelCDB card data (github.com/zzorba/marvelsdb-json-data) into Card rows.

The data is one JSON file per pack under `pack/` (a list of card objects) and `packs.json` (pack names).
A reprint says only `duplicate_of` and its own code, pack and position: it takes everything else from
the card it duplicates, which may be in another pack, so cards are read in two passes. A file that is
not a list of objects is reported by file and left out; a card whose fields are not of the data's
shape is reported by file and code and left out; everything else is imported.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

# Keys read into columns; everything else numeric or boolean goes to Card.stats. Flavour, artist,
# OCTGN ids, display metadata and deck-building rules are not read.
TEXT_FIELDS = {
    "name": "name", "subname": "subname", "type_code": "type_code", "faction_code": "faction_code",
    "set_code": "set_code", "traits": "traits", "text": "text", "errata": "errata",
    "duplicate_of": "duplicate_of", "back_link": "back_link",
}
IGNORED_KEYS = frozenset({
    "flavor", "illustrator", "octgn_id", "meta", "deck_options", "deck_requirements", "spoiler",
    "card_set_code", "back_name", "back_text", "double_sided", "scheme text", "hidden",
})
# A stat printed as text (a scheme's or villain's stage: "1A", "II").
TEXT_STATS = frozenset({"stage"})
LAYOUT_KEYS = frozenset({"code", "pack_code", "position", "quantity", "is_unique", "set_position", "deck_limit"})


@dataclass
class ReadCard:
    code: str
    source_file: str
    fields: dict  # Card field -> value, before a reprint takes its original's


@dataclass
class ReadPool:
    cards: dict[str, dict] = field(default_factory=dict)  # code -> Card field values
    problems: list[str] = field(default_factory=list)  # "pack/x.json: card 01001: ..."
    files: int = 0


def pack_names(root: Path) -> dict[str, str]:
    try:
        packs = json.loads((root / "packs.json").read_text(encoding="utf-8"))
        return {p["code"]: p["name"] for p in packs if isinstance(p, dict) and isinstance(p.get("code"), str)}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def _card_problem(card: dict) -> str | None:
    """What in a card object is not of the data's shape, or None."""
    code = card.get("code")
    if not isinstance(code, str) or not code.strip() or len(code) > 20:
        return "no code (a short string)"
    if not isinstance(card.get("pack_code"), str):
        return "no pack_code"
    if "duplicate_of" not in card:
        if not isinstance(card.get("name"), str) or not card["name"].strip():
            return "no name"
        if not isinstance(card.get("type_code"), str):
            return "no type_code"
    for key in TEXT_FIELDS:
        if key in card and card[key] is not None and not isinstance(card[key], str):
            return f"{key} is {type(card[key]).__name__}, not text"
    for key in ("position", "quantity"):
        if key in card and (not isinstance(card[key], int) or isinstance(card[key], bool) or card[key] < 0):
            return f"{key} is not a whole number"
    for key, value in card.items():
        if key in TEXT_FIELDS or key in IGNORED_KEYS or key in LAYOUT_KEYS:
            continue
        if key in TEXT_STATS and isinstance(value, str) and len(value) <= 20:
            continue
        if value is not None and not isinstance(value, (int, float, bool)):
            return f"{key} is {type(value).__name__}, not a number or flag"
    return None


def _fields(card: dict, relative: str, packs: dict[str, str]) -> dict:
    values = {column: (card.get(key) or "").strip() for key, column in TEXT_FIELDS.items()}
    values.update(
        code=card["code"].strip(),
        pack_code=card["pack_code"],
        pack_name=packs.get(card["pack_code"], ""),
        position=card.get("position") or 0,
        quantity=card.get("quantity") if card.get("quantity") is not None else 1,
        is_unique=bool(card.get("is_unique")),
        source_file=relative,
        stats={key: value for key, value in sorted(card.items())
               if key not in TEXT_FIELDS and key not in IGNORED_KEYS and key not in LAYOUT_KEYS
               },  # a null stat is kept: the card prints a dash there
    )
    return values


def read_pool(root: Path) -> ReadPool:
    """Every card of every pack file under root/pack, reprints completed from their originals."""
    pool = ReadPool()
    packs = pack_names(root)
    read: list[ReadCard] = []
    for path in sorted((root / "pack").glob("*.json")):
        relative = path.relative_to(root).as_posix()
        pool.files += 1
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as error:
            pool.problems.append(f"{relative}: not read, not JSON: {error}")
            continue
        if not isinstance(data, list):
            pool.problems.append(f"{relative}: not read, not a list of cards")
            continue
        for index, card in enumerate(data):
            if not isinstance(card, dict):
                pool.problems.append(f"{relative}: entry {index + 1} left out: not a card object")
                continue
            problem = _card_problem(card)
            if problem:
                label = card.get("code") if isinstance(card.get("code"), str) else f"entry {index + 1}"
                pool.problems.append(f"{relative}: card {label} left out: {problem}")
                continue
            code = card["code"].strip()
            if code in pool.cards:
                pool.problems.append(f"{relative}: card {code} left out: its code is given twice")
                continue
            read.append(ReadCard(code, relative, _fields(card, relative, packs)))
            pool.cards[code] = read[-1].fields
    for card in read:
        original_code = card.fields["duplicate_of"]
        if not original_code:
            continue
        original = pool.cards.get(original_code)
        if original is None or original["duplicate_of"]:
            pool.problems.append(f"{card.source_file}: card {card.code} left out: it duplicates "
                                 f"{original_code}, which is not in the data")
            del pool.cards[card.code]
            continue
        own = card.fields
        for column in ("name", "subname", "type_code", "faction_code", "set_code", "traits", "text", "errata",
                       "back_link"):
            own[column] = own[column] or original[column]
        own["is_unique"] = own["is_unique"] or original["is_unique"]
        own["stats"] = {**original["stats"], **own["stats"]}
    return pool
