"""Which database an index directory was built from, so that an index is never rebuilt from, or served beside,
another database's rules without saying so.

Each build writes DATABASE (JSON) at the index root: the database's identity and a description of it. The
identity is the time the database was first migrated (the earliest row of django_migrations, to the
microsecond) with its engine: the same for every machine that reaches that database, whatever name it gives its
host, and different for any other database, even one holding the same rules. A backup restored into a new
database is a new database: its first build into an old index directory must be told to replace it.
"""
import hashlib
import json
import os
from pathlib import Path

from django.db import DatabaseError, connection

RECORD_NAME = "DATABASE"


class OtherDatabase(Exception):
    """The index directory was built from another database than the one this process uses."""


def describe() -> str:
    """The database as an operator knows it (engine, host, port, name), never its credentials."""
    settings = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite {Path(str(settings['NAME'])).resolve() if settings['NAME'] != ':memory:' else ':memory:'}"
    where = f"{settings.get('HOST') or 'localhost'}:{settings.get('PORT') or 'default port'}"
    return f"{connection.vendor} {where}/{settings['NAME']}"


def identity() -> dict:
    """{"id": …, "database": description}: `id` names this database for as long as it exists."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT MIN(applied) FROM django_migrations")
        (first_migrated,) = cursor.fetchone()
    if first_migrated is None:
        raise DatabaseError("the database has not been migrated (run manage.py migrate)")
    digest = hashlib.sha256(f"{connection.vendor}|{first_migrated}".encode()).hexdigest()[:24]
    return {"id": digest, "database": describe(), "first_migrated": str(first_migrated)}


def recorded(root: Path) -> dict | None:
    """What the index directory says it was built from, or None if it says nothing (built before this was
    recorded, or no index yet)."""
    try:
        data = json.loads((root / RECORD_NAME).read_text(encoding="utf-8"))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except ValueError:
        return {"id": "unreadable", "database": f"an unreadable {RECORD_NAME} file"}
    return data if isinstance(data, dict) and "id" in data else {"id": "unreadable", "database": "an unreadable record"}


def mismatch(root: Path, current: dict) -> str | None:
    """Why the index at `root` is not this database's, or None when it is (or says nothing)."""
    built_from = recorded(root)
    if built_from is None or built_from["id"] == current["id"]:
        return None
    return (f"the search index in {root} was built from another database ({built_from.get('database', '?')}), "
            f"not this one ({current['database']})")


def check(root: Path, replace_other: bool = False) -> dict:
    """This database's identity, or OtherDatabase if the index at `root` was built from another one (unless
    `replace_other`: the operator said, by name, to rebuild it from this one)."""
    current = identity()
    problem = mismatch(root, current)
    if problem and not replace_other:
        raise OtherDatabase(f"Refusing to rebuild: {problem}. Check DATABASE_URL and RULES_INDEX_DIR against the "
                            "server's; to rebuild that directory from this database all the same, run "
                            "rebuild_index --replace-other-database.")
    return current


def record(root: Path, current: dict) -> None:
    """Write the record beside the index, atomically (a reader sees the old record or the new one)."""
    root.mkdir(parents=True, exist_ok=True)
    temporary = root / f".{RECORD_NAME}.{os.getpid()}.tmp"
    temporary.write_text(json.dumps(current, indent=1) + "\n", encoding="utf-8")
    os.replace(temporary, root / RECORD_NAME)
