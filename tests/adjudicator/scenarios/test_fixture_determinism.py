"""Two players looking up the same fixture get the same answer, byte for byte, whatever the process.

Python randomises the hashing of strings per process (PYTHONHASHSEED), which changes the
iteration order of sets; an answer that leaned on it would differ between two runs of the
CLI or two web workers while looking stable inside one process. So every fixture is resolved
(every order explored) in two processes with different hash seeds and their outputs compared.
"""
import os
import subprocess
import sys
from pathlib import Path

from tests.adjudicator.scenarios.helpers import SCENARIOS

ROOT = Path(__file__).resolve().parents[3]
RESOLVE_ALL = """
import hashlib, json, sys
from adjudicator.api import adjudicate_text
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    output = json.dumps(adjudicate_text(text, force_explore=True))
    print(path, hashlib.sha256(output.encode()).hexdigest())
"""


def digests(seed, paths):
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run([sys.executable, "-c", RESOLVE_ALL, *map(str, paths)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(line.rsplit(" ", 1) for line in done.stdout.splitlines())


def test_every_fixture_gives_the_same_json_in_processes_with_different_hash_seeds():
    paths = sorted(SCENARIOS.rglob("*.yaml"))
    first, second = digests("1", paths), digests("4242", paths)
    assert len(first) == len(paths)
    differ = sorted(Path(p).relative_to(SCENARIOS).as_posix() for p in first if first[p] != second.get(p))
    assert not differ, f"answers that depend on the process: {differ}"
