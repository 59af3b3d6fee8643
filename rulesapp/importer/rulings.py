"""Official rulings given outside a game's documents (designers' and rules team's answers): a YAML file.

The file is a list; each entry:

    anchor:     ruling-<slug>, unique in the game (it is cited as game#anchor)
    question:   the question as asked
    answer:     the answer
    quoted:     true when `answer` is the ruling's own words; false when it is our summary of it
                (then the page says so and links the source, which has the exact wording)
    ruled_by:   who answered, with their role
    date:       YYYY-MM-DD, or omitted when the source gives no date
    source:     where it was published, in words
    source_url: where it can be read
    about:      the anchor of the section whose rule it clarifies or changes

Read with yaml.safe_load; every problem is a ValueError naming the entry and the field.
"""
import datetime
import re
from dataclasses import dataclass

from rulesapp.importer.yamllist import yaml_list

ANCHOR_RE = re.compile(r"^ruling-[a-z0-9]+(?:-[a-z0-9]+)*$")
REQUIRED = ("anchor", "question", "answer", "quoted", "ruled_by", "source", "source_url", "about")
OPTIONAL = ("date",)
MAX_LENGTHS = {"anchor": 200, "ruled_by": 200, "source": 300, "source_url": 500}


@dataclass(frozen=True)
class OfficialRuling:
    anchor: str
    question: str
    answer: str
    quoted: bool
    ruled_by: str
    date: datetime.date | None
    source: str
    source_url: str
    about: str  # section anchor


def _text(entry, key, where):
    value = entry[key]
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{where}: {key} must be non-empty text")
    value = " ".join(value.split()) if key != "answer" else value.strip()
    if len(value) > MAX_LENGTHS.get(key, 10_000):
        raise ValueError(f"{where}: {key} is longer than {MAX_LENGTHS.get(key, 10_000)} characters")
    return value


def _date(value, where):
    if value is None:
        return None
    if isinstance(value, datetime.date):
        return value
    try:
        return datetime.date.fromisoformat(str(value))
    except ValueError:
        raise ValueError(f"{where}: date must be YYYY-MM-DD, not {value!r}") from None


def parse_rulings(text):
    """The rulings of a YAML file's text, in file order; ValueError naming the first problem."""
    data = yaml_list(text, "rulings")
    rulings = []
    seen = set()
    for number, entry in enumerate(data, 1):
        where = f"ruling {number}"
        if not isinstance(entry, dict):
            raise ValueError(f"{where}: must be a mapping of {', '.join(REQUIRED)}")
        missing = [key for key in REQUIRED if key not in entry]
        unknown = sorted(set(entry) - set(REQUIRED) - set(OPTIONAL))
        if missing:
            raise ValueError(f"{where}: missing {', '.join(missing)}")
        if unknown:
            raise ValueError(f"{where}: unknown field {', '.join(map(str, unknown))}")
        anchor = _text(entry, "anchor", where)
        where = f"ruling {number} ({anchor})"
        if not ANCHOR_RE.match(anchor):
            raise ValueError(f"{where}: anchor must be 'ruling-' and lower-case words joined by '-'")
        if anchor in seen:
            raise ValueError(f"{where}: anchor used twice")
        seen.add(anchor)
        if not isinstance(entry["quoted"], bool):
            raise ValueError(f"{where}: quoted must be true or false")
        url = _text(entry, "source_url", where)
        if not url.startswith("https://"):
            raise ValueError(f"{where}: source_url must be an https:// address")
        rulings.append(OfficialRuling(
            anchor=anchor, question=_text(entry, "question", where), answer=_text(entry, "answer", where),
            quoted=entry["quoted"], ruled_by=_text(entry, "ruled_by", where), date=_date(entry.get("date"), where),
            source=_text(entry, "source", where), source_url=url, about=_text(entry, "about", where),
        ))
    return rulings
