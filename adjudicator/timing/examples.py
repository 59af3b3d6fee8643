"""What the site shows a newcomer first for a game, kept as data in the game's own package.

A game's model names its examples file (`examples_file`, YAML in its package):
- `outline`: an example outline for outline mode (adjudicator/tools/outline);
- `card_text`: example card text for the card-text helper (adjudicator/tools/cardtext);
- `starter`: optional, a scenario file in the package that the editor opens with.
Anything the file gets wrong (an unknown key, a missing text, a starter file that is not there) is an
error naming the file, raised when it is first read: never a page that silently shows nothing.
"""
import importlib.resources
from dataclasses import dataclass
from functools import cache

import yaml

KEYS = {"outline", "card_text", "starter"}


class ExamplesFileError(ValueError):
    """An examples file that cannot be read as written."""


@dataclass(frozen=True)
class GameExamples:
    outline: str
    card_text: str
    starter: str  # the scenario's YAML text, or "" when the game has none


def _package(model_class) -> str:
    return model_class.__module__.rpartition(".")[0]


@cache
def examples_of(model_class) -> GameExamples | None:
    """The examples a game's model declares, or None if it declares none."""
    if not model_class.examples_file:
        return None
    package = _package(model_class)
    where = f"{package}/{model_class.examples_file}"
    files = importlib.resources.files(package)
    data = yaml.safe_load(files.joinpath(model_class.examples_file).read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ExamplesFileError(f"{where}: expected a mapping with {', '.join(sorted(KEYS))}")
    unknown = set(data) - KEYS
    if unknown:
        raise ExamplesFileError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    texts = {}
    for key in ("outline", "card_text"):
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            raise ExamplesFileError(f"{where}: {key}: expected some text")
        texts[key] = value.strip("\n") + ("\n" if key == "outline" else "")
    starter = ""
    if data.get("starter") is not None:
        name = data["starter"]
        if not isinstance(name, str) or not files.joinpath(name).is_file():
            raise ExamplesFileError(f"{where}: starter: no scenario file {name!r} in {package}")
        starter = files.joinpath(name).read_text(encoding="utf-8")
    return GameExamples(texts["outline"], texts["card_text"].rstrip("\n"), starter)
