"""Two players looking up the same fixture get the same answer, byte for byte, whatever the process.

Python randomises the hashing of strings per process (PYTHONHASHSEED), which changes the
iteration order of sets; an answer that leaned on it would differ between two runs of the
CLI or two web workers while looking stable inside one process. So every fixture is resolved
(every order explored) in two processes with different hash seeds and their outputs compared:
this test's own process (its answers are tests/adjudicator/corpus.py's, which the per-fixture
tests of the explored outcomes resolve anyway) and a fresh one started with a hash seed other
than this process's. Resolving everything in two fresh processes as well cost about 6 s of CPU
more and compared nothing more: two processes, two hash seeds, every fixture, byte for byte.
"""
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from tests.adjudicator import corpus

ROOT = Path(__file__).resolve().parents[3]
RESOLVE_ALL = """
import hashlib, json, sys
from adjudicator.api import adjudicate_text
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    output = json.dumps(adjudicate_text(text, force_explore=True))
    print(path, hashlib.sha256(output.encode()).hexdigest())
"""


def another_seed() -> str:
    """A hash seed other than this process's: PYTHONHASHSEED where it names one, else a random one (drawn at
    start from os.urandom, which gives 1's with a chance of one in 2**64)."""
    return "4242" if os.environ.get("PYTHONHASHSEED") == "1" else "1"


def digests_in_a_fresh_process(seed: str, paths: list[Path]) -> dict[str, str]:
    env = dict(os.environ, PYTHONHASHSEED=seed)
    done = subprocess.run([sys.executable, "-c", RESOLVE_ALL, *map(str, paths)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(line.rsplit(" ", 1) for line in done.stdout.splitlines())


def digests_in_this_process(paths: list[Path]) -> dict[str, str]:
    """As RESOLVE_ALL prints them: adjudicate_text's output is adjudicate's on the loaded scenario."""
    return {str(path): hashlib.sha256(json.dumps(corpus.explored(path)).encode()).hexdigest() for path in paths}


def test_every_fixture_gives_the_same_json_in_processes_with_different_hash_seeds():
    paths = list(corpus.all_paths())
    here, fresh = digests_in_this_process(paths), digests_in_a_fresh_process(another_seed(), paths)
    assert len(fresh) == len(here) == len(paths)
    differ = sorted(corpus.relative(Path(p)) for p in here if here[p] != fresh.get(p))
    assert not differ, f"answers that depend on the process: {differ}"
