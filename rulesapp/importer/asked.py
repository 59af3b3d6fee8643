"""How players ask about each rule: curated phrasings that lead a question in the players' words to it.

Search matches "how many cards can I hold" badly against "There is no hand size limit" and well against
another question in the players' words. So each rule may carry a few phrasings, written from the rule's
own text (never from the judged search questions): search compares a typed question with them by
meaning and, with a low weight, by words. They are never shown as rules.

They ship as YAML under RULEBOOK_DIR/asked/<game slug>/*.yaml (files read in name order), each a list:

    - section: rules-reference-hand-size      (or `term: <glossary term anchor>`: exactly one of the two)
      asked:
        - how many cards can I hold
        - is there a max number of cards in my hand

Read with yaml.safe_load; every problem is a ValueError naming the file, the entry and the field.
"""
from dataclasses import dataclass
from pathlib import Path

from rulesapp.importer.yamllist import yaml_list

MAX_PHRASING = 300  # characters
KINDS = ("section", "term")


@dataclass(frozen=True)
class AskedAbout:
    kind: str  # "section" or "term"
    anchor: str
    asked: tuple[str, ...]


def asked_dir(rulebook_dir: Path, game_slug: str) -> Path:
    return Path(rulebook_dir) / "asked" / game_slug


def parse_asked(text: str, source: str) -> list[AskedAbout]:
    """The entries of one file's text; `source` names the file in errors."""
    try:
        data = yaml_list(text, "entries")
    except ValueError as error:
        raise ValueError(f"{source}: {error}") from None
    found = []
    for number, entry in enumerate(data, start=1):
        where = f"{source}, entry {number}"
        if not isinstance(entry, dict):
            raise ValueError(f"{where}: must be a mapping with `section` or `term`, and `asked`")
        unknown = sorted(set(entry) - {*KINDS, "asked"})
        if unknown:
            raise ValueError(f"{where}: unknown field {unknown[0]!r}")
        kinds = [kind for kind in KINDS if kind in entry]
        if len(kinds) != 1:
            raise ValueError(f"{where}: needs exactly one of `section` and `term`")
        anchor = entry[kinds[0]]
        if not isinstance(anchor, str) or not anchor.strip():
            raise ValueError(f"{where}: {kinds[0]} must be an anchor")
        asked = entry.get("asked")
        if not isinstance(asked, list) or not asked:
            raise ValueError(f"{where}: asked must be a non-empty list of phrasings")
        phrasings = []
        for phrasing in asked:
            if not isinstance(phrasing, str) or not phrasing.strip():
                raise ValueError(f"{where}: every phrasing in asked must be text (quote one YAML reads otherwise)")
            phrasing = " ".join(phrasing.split())
            if len(phrasing) > MAX_PHRASING or "\n" in phrasing:
                raise ValueError(f"{where}: a phrasing is longer than {MAX_PHRASING} characters")
            if phrasing not in phrasings:
                phrasings.append(phrasing)
        found.append(AskedAbout(kinds[0], anchor.strip(), tuple(phrasings)))
    return found


def read_asked(rulebook_dir: Path, game_slug: str) -> list[AskedAbout] | None:
    """Every entry of a game's asked files, or None when the game has no asked folder. One anchor named
    twice (in one file or two) is an error: its phrasings would silently replace each other."""
    directory = asked_dir(rulebook_dir, game_slug)
    if not directory.is_dir():
        return None
    entries, seen = [], {}
    for path in sorted(directory.glob("*.yaml")):
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"{path}: cannot be read ({error})") from error
        for entry in parse_asked(text, str(path)):
            key = (entry.kind, entry.anchor)
            if key in seen:
                raise ValueError(f"{path}: {entry.kind} {entry.anchor!r} is already given in {seen[key]}")
            seen[key] = str(path)
            entries.append(entry)
    return entries
