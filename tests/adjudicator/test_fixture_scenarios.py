"""Every scenario under fixtures/scenarios resolves and meets its own expect."""
import io
from pathlib import Path

import pytest
from django.core.management import call_command

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "fixtures" / "scenarios"


def test_check_passes_every_fixture_scenario():
    out = io.StringIO()
    try:
        call_command("adjudicate", str(SCENARIOS), check=True, stdout=out)
    except SystemExit as exc:
        pytest.fail(f"adjudicate --check exited {exc.code}:\n{out.getvalue()}")
    last = out.getvalue().strip().splitlines()[-1]
    passed, failed = (int(part.split()[0]) for part in last.split(", "))
    assert failed == 0 and passed == len(list(SCENARIOS.rglob("*.yaml"))), out.getvalue()
