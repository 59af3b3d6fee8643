"""Time `manage.py import_cards` on the whole MarvelCDB card pool (target: under 30 s).

Runs against a throwaway SQLite database under a temporary directory (migrated first, not timed):
a first import into the empty table, then a re-import of the same data (every card unchanged), then
one with every card's text changed (every card updated in place). Each is a separate process, timed
from start to exit, as an operator would run it. PATH is a local copy of
https://github.com/zzorba/marvelsdb-json-data (see README: Cards).

    .venv/bin/python bench/import_cards.py PATH
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_SECONDS = 30.0


def manage(env, *args):
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(ROOT / "manage.py"), *args], env=env, cwd=ROOT,
                          capture_output=True, text=True)
    return time.monotonic() - started, done


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", type=Path)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, DATABASE_URL=f"sqlite:///{tmp}/bench.sqlite3")
        _, done = manage(env, "migrate", "-v0")
        if done.returncode:
            sys.exit(done.stderr)
        changed = Path(tmp) / "changed"
        shutil.copytree(options.path / "pack", changed / "pack")
        shutil.copy(options.path / "packs.json", changed / "packs.json")
        for pack in (changed / "pack").glob("*.json"):
            pack.write_text(pack.read_text(encoding="utf-8").replace('"text": "', '"text": "(bench) '),
                            encoding="utf-8")
        worst = 0.0
        for label, path in (("first import", options.path), ("re-import, unchanged", options.path),
                            ("re-import, every text changed", changed)):
            seconds, done = manage(env, "import_cards", str(path))
            worst = max(worst, seconds)
            summary = (done.stdout.strip().splitlines() or ["(no output)"])[-1]
            problems = len(done.stderr.strip().splitlines()) if done.stderr.strip() else 0
            print(f"{label:32} {seconds:6.1f} s  exit {done.returncode}  {summary}  ({problems} stderr lines)")
        print(f"worst {worst:.1f} s; target under {TARGET_SECONDS:.0f} s: {'met' if worst < TARGET_SECONDS else 'NOT met'}")
        sys.exit(0 if worst < TARGET_SECONDS else 1)


if __name__ == "__main__":
    main()
