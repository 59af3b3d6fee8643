"""Holes: a quoted `"HOLE: what to fill"` placeholder a generated skeleton (a card's scenario skeleton) leaves
where it could not read something. Validation refuses each at its line with its own words, and drops the
other problems the placeholder causes at or under its path (a hole is one thing to fill, not a cascade)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import TypeGuard

HOLE_PREFIX = "HOLE:"


def is_hole(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and value.strip().startswith(HOLE_PREFIX)


def find_holes(data: object, path: str = "") -> Iterator[tuple[str, str]]:
    """(path, placeholder) of every hole in plain data, paths written as validation writes them. (Every scenario
    checked is searched, and almost none has a hole: a plain walk says so before any path is written.)"""
    if _has_hole(data):
        yield from _holes(data, path)


def _has_hole(data: object) -> bool:
    if isinstance(data, str):
        return HOLE_PREFIX in data and is_hole(data)
    if isinstance(data, dict):
        data = data.values()
    elif not isinstance(data, list):
        return False
    for value in data:  # a word is looked at here, only a mapping or a list is walked into
        if isinstance(value, str):
            if HOLE_PREFIX in value and is_hole(value):
                return True
        elif isinstance(value, (dict, list)) and _has_hole(value):
            return True
    return False


def _holes(data: object, path: str) -> Iterator[tuple[str, str]]:
    if is_hole(data):
        yield path, data.strip()
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from _holes(value, f"{path}.{key}" if path else str(key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _holes(value, f"{path}[{index}]")


def under(path: str, holes: dict) -> bool:
    """Whether a problem at `path` is at a hole or inside it."""
    return any(path == hole or path.startswith(hole + ".") or path.startswith(hole + "[") for hole in holes)


def hole_message(placeholder: str) -> str:
    return f"is a hole left to fill — {placeholder} (replace the quoted placeholder with what it asks for)"
