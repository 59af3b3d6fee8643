"""What validation says of every fixture scenario and of every typo the typo tests make, written to one file.

An oracle for work on validation's speed: run it before and after a change that is not meant to change what
validation says, and `cmp` the two files. For each fixture (in path order) it writes
- the fixture loaded from its text (`load_scenario`: problems with their lines), then validated from its
  parsed data (`validate`): the validated Scenario's repr, or every problem (path, message, line);
- the same for each one-letter typo test_vocabulary_typos.py makes (tests/adjudicator/scenario/typos.py:
  every closed word, each of its typos);
- and for each typo the sweep makes (tests/adjudicator/scenario/sweep.py, test_typo_sweep.py).
It also checks that validating never changed the data it was given.

    .venv/bin/python bench/validate_snapshot.py /tmp/validate-before.txt
    .venv/bin/python bench/validate_snapshot.py /tmp/validate-after.txt
    cmp /tmp/validate-before.txt /tmp/validate-after.txt
"""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # before bench/, whose adjudicator.py is a script, not the package

from adjudicator.api import load_scenario, validate  # noqa: E402, validate
from adjudicator.errors import ScenarioInvalid  # noqa: E402
from adjudicator.scenario.source import parse_text  # noqa: E402
from tests.adjudicator.scenario import sweep, typos  # noqa: E402

FIXTURES = ROOT / "fixtures" / "scenarios"
ADDRESS_RE = re.compile(r" at 0x[0-9a-f]+")  # an object's address in a repr: never the same twice


def said(call, data) -> str:
    try:
        result = call(data)
    except ScenarioInvalid as exc:
        return "\n".join(f"  ! {p.path!r} {p.message!r} {p.line!r}" for p in exc.problems)
    scenario = result[0] if isinstance(result, tuple) else result
    shown = repr(scenario)
    if ADDRESS_RE.search(shown):
        raise SystemExit(f"a repr holds an address, so it cannot be compared: {ADDRESS_RE.search(shown).group()}")
    return f"  = {shown}"


def main(out_path: str) -> int:
    paths = sorted(FIXTURES.rglob("*.yaml"))
    started = time.process_time()
    count = 0
    with open(out_path, "w", encoding="utf-8") as out:
        for path in paths:
            name = path.relative_to(FIXTURES).as_posix()
            text = path.read_text(encoding="utf-8")
            data = parse_text(text, 10**7).data
            pristine = typos.plain_copy(data)
            out.write(f"# {name} (text)\n{said(load_scenario, text)}\n")
            out.write(f"# {name} (data)\n{said(validate, data)}\n")
            count += 2
            for found in typos.closed_words(data):
                for typo in typos.typos(found.word):
                    changed, where = typos.mutated(data, found, typo)
                    out.write(f"# {name} typo {found.kind} {where} {typo!r}\n{said(validate, changed)}\n")
                    count += 1
            if data != pristine:
                raise SystemExit(f"validating {name}'s typos changed its data")
        for fixture, data, site, wrong in sweep.sampled(paths):
            pristine = typos.plain_copy(data)
            changed, where = sweep.mutated(data, site, wrong)
            out.write(f"# {fixture.relative_to(FIXTURES).as_posix()} sweep {site.how} {where} {wrong!r}\n"
                      f"{said(validate, changed)}\n")
            count += 1
            if data != pristine:
                raise SystemExit(f"validating {fixture.name}'s sweep typo changed its data")
    print(f"{count} validations of {len(paths)} fixtures in {time.process_time() - started:.1f} s CPU -> {out_path}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    sys.exit(main(sys.argv[1]))
