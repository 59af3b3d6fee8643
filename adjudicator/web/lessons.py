"""Guided walks kept as data: a game's lessons file (YAML in its timing package, named by the model's
`lessons_file`) read into walk pages.

The prose lives in the data file, the rules it quotes in the game's rules.py (by name), the example in
the examples library. Anything the file gets wrong (a missing field, an unknown key, a rule rules.py
does not have, a repeated slug) is an error naming the lesson, raised when the walk is first read:
never a page that silently drops a lesson.
"""
import importlib.resources
from dataclasses import dataclass

import yaml

WALK_KEYS = {"title", "summary", "lessons"}
LESSON_KEYS = {"slug", "title", "scenario", "rules", "explanation", "watch", "options"}
LESSON_REQUIRED = LESSON_KEYS - {"options"}


class LessonFileError(ValueError):
    """A lessons file that cannot be read as written."""


@dataclass(frozen=True)
class LessonData:
    """One lesson as its file states it (the walk turns it into a page)."""
    slug: str
    title: str
    scenario: str
    rules: tuple
    explanation: tuple
    watch: str
    options: dict


@dataclass(frozen=True)
class WalkData:
    title: str
    summary: str
    lessons: tuple


def _text(value, where):
    if not isinstance(value, str) or not value.strip():
        raise LessonFileError(f"{where}: expected some text, got {value!r}")
    return " ".join(value.split())


def parse(text: str, rule_names, source: str = "lessons file") -> WalkData:
    """The walk a lessons file describes; `rule_names` are the names the game's rules.py knows."""
    data = yaml.safe_load(text)
    if not isinstance(data, dict):
        raise LessonFileError(f"{source}: expected a mapping with {', '.join(sorted(WALK_KEYS))}")
    unknown = set(data) - WALK_KEYS
    if unknown:
        raise LessonFileError(f"{source}: unknown {'key' if len(unknown) == 1 else 'keys'} {', '.join(sorted(unknown))}")
    lessons, seen = [], set()
    for number, item in enumerate(data.get("lessons") or (), start=1):
        where = f"{source}, lesson {number}"
        if not isinstance(item, dict):
            raise LessonFileError(f"{where}: expected a mapping")
        where = f"{source}, lesson {item.get('slug', number)!s}"
        missing, unknown = LESSON_REQUIRED - set(item), set(item) - LESSON_KEYS
        if missing or unknown:
            raise LessonFileError(f"{where}: " + "; ".join(
                part for part in (missing and f"missing {', '.join(sorted(missing))}",
                                  unknown and f"unknown {'key' if len(unknown) == 1 else 'keys'} {', '.join(sorted(unknown))}") if part))
        slug = _text(item["slug"], where)
        if slug in seen:
            raise LessonFileError(f"{where}: the slug is used twice")
        seen.add(slug)
        rules = item["rules"]
        if not isinstance(rules, list) or not rules:
            raise LessonFileError(f"{where}: rules: expected a list of rule names")
        for name in rules:
            if name not in rule_names:
                raise LessonFileError(f"{where}: no rule {name!r} in the game's rules.py")
        explanation = item["explanation"]
        if not isinstance(explanation, list) or not explanation:
            raise LessonFileError(f"{where}: explanation: expected a list of paragraphs")
        options = item.get("options") or {}
        if not isinstance(options, dict):
            raise LessonFileError(f"{where}: options: expected a mapping")
        lessons.append(LessonData(slug, _text(item["title"], where), _text(item["scenario"], where), tuple(rules),
                                  tuple(_text(p, where) for p in explanation), _text(item["watch"], where), options))
    if not lessons:
        raise LessonFileError(f"{source}: no lessons")
    return WalkData(_text(data.get("title"), source), _text(data.get("summary"), source), tuple(lessons))


def read(model_class) -> WalkData | None:
    """The walk a game's model declares (`lessons_file` in its package), or None if it has none."""
    if not model_class.lessons_file:
        return None
    package = model_class.__module__.rpartition(".")[0]
    text = importlib.resources.files(package).joinpath(model_class.lessons_file).read_text(encoding="utf-8")
    return parse(text, set(model_class.rule_sentences), f"{package}/{model_class.lessons_file}")
