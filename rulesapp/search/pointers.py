"""Search results that are only a pointer ("“OVERPAY”": "See: Cost") give their place to the rules they name.

When the index is built, every pointer's parts are resolved (pointer_targets) and written beside the
version as pointers.json, by index document id. When a search ranks a pointer, `followed` puts in its
place the entries it names, in the pointer's order, each with the pointer's score and a `Via` saying
how it was reached ("Overpay: see Cost"). An entry already ranked above the pointer stays where it is
and is not repeated (nor is its glossary copy: an entry is shown once); one ranked below moves up,
keeping its own best passage. A part that names no single entry is never dropped: the pointer itself
stays, where the first such part stood, so its words are read. A version built before pointers were
resolved has no pointers.json and is searched as it was.
"""
import json
from dataclasses import dataclass, replace
from pathlib import Path

from rulesapp.search.fusion import FusedDocument
from rulesapp.search.pointer_targets import Part, Pointer

POINTERS_FILE = "pointers.json"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Via:
    pointer: str  # the pointer's name, "Overpay"
    words: str  # its words for the entry shown, "Cost"


NOT_REACHED = Via("", "")  # a result ranked for itself


def write(directory: Path, pointers: dict[str, Pointer]) -> None:
    table = {key: {"name": pointer.name, "parts": [{"words": part.words, "targets": list(part.targets)}
                                                   for part in pointer.parts]}
             for key, pointer in sorted(pointers.items())}
    with open(directory / POINTERS_FILE, "w", encoding="utf-8") as handle:
        json.dump({"format": FORMAT_VERSION, "pointers": table}, handle, ensure_ascii=False, indent=1)


def load(directory: Path) -> dict[str, Pointer]:
    """{pointer's document id: Pointer}; empty for a version written before pointers were resolved."""
    try:
        with open(directory / POINTERS_FILE, encoding="utf-8") as handle:
            data = json.load(handle)
    except FileNotFoundError:
        return {}
    if data.get("format") != FORMAT_VERSION:
        return {}
    return {key: Pointer(entry["name"], tuple(Part(part["words"], tuple(part["targets"])) for part in entry["parts"]))
            for key, entry in data["pointers"].items()}


def _table(opened, memory) -> dict[int, Pointer]:
    """This version's pointers by document number, their targets by document number too (a target the
    index does not hold counts as unresolved). Kept in the version's cache."""
    table = opened.cache.get("pointers")
    if table is None:
        stored = load(opened.root / opened.version)
        docnum_of = memory.docnum_of() if stored else {}
        table = opened.cache["pointers"] = {
            docnum_of[key]: Pointer(pointer.name, tuple(
                Part(part.words, tuple(docnum_of[target] for target in part.targets if target in docnum_of))
                for part in pointer.parts))
            for key, pointer in stored.items() if key in docnum_of}
    return table


def pointer_documents(opened, memory):
    """The document numbers of this version's pointers (entries whose whole text names other entries), as
    a view of the cached table: asked on every search, so not copied."""
    return _table(opened, memory).keys()


def followed(opened, memory, ranked: list[FusedDocument]) -> tuple[list[FusedDocument], dict[int, Via]]:
    """`ranked` with each pointer replaced by the entries it names, and {document number: Via} for those."""
    table = _table(opened, memory)
    if not table or not any(document.docnum in table for document in ranked):
        return ranked, {}
    own_ranking = {document.docnum: document for document in ranked}
    shown: set[int] = set()
    result, reached = [], {}
    for document in ranked:
        if document.docnum in shown:
            continue
        pointer = table.get(document.docnum)
        if pointer is None:
            result.append(document)
            shown.add(document.docnum)
            continue
        for part in pointer.parts:
            if not part.targets:
                if document.docnum not in shown:  # its words must be read: the pointer stays
                    result.append(document)
                    shown.add(document.docnum)
                continue
            if shown.intersection(part.targets):
                continue
            entry = part.targets[0]
            result.append(replace(own_ranking.get(entry) or FusedDocument(entry, document.score, None),
                                  score=document.score))
            reached[entry] = Via(pointer.name, part.words)
            shown.update(part.targets)
    return result, reached
