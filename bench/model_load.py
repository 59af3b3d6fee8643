"""CPU of one process's sentence-model load, phase by phase (issue 28).

    .venv/bin/python bench/model_load.py            # a fresh process: imports, then SentenceModel() step by step
    .venv/bin/python bench/model_load.py --whole    # one SentenceModel() as production makes it (no phases)

Prints process CPU (user+sys, time.process_time) of each phase and their total. The phases mirror
rulesapp/search/semantic/model.py; --whole times the real constructor, which is what a worker pays.
"""
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


def main(argv: list[str]) -> int:
    started = time.process_time()
    last = started
    rows: list[tuple[str, float]] = []

    def mark(label: str) -> None:
        nonlocal last
        now = time.process_time()
        rows.append((label, now - last))
        last = now

    import numpy  # noqa: F401
    mark("import numpy")
    from rulesapp.search.semantic import model as model_module
    mark("import model.py")
    if "--whole" in argv:
        model_module.SentenceModel()
        mark("SentenceModel() whole")
    else:
        model_module.SentenceModel()
        mark("SentenceModel() whole (first, includes lazy imports)")
        model_module.SentenceModel()
        mark("SentenceModel() again (imports done)")
    for label, seconds in rows:
        print(f"{seconds:7.3f} s  {label}")
    print(f"{time.process_time() - started:7.3f} s  total CPU of the process after interpreter start")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
