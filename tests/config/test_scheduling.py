"""The parallel run hands out the costliest test modules first (tests/scheduling.py), from a table of measured
seconds that names only modules that exist."""
from collections import OrderedDict
from pathlib import Path

from tests import scheduling

TESTS = Path(__file__).resolve().parents[1]


def test_the_costliest_unit_goes_first_and_unlisted_ones_are_estimated_from_their_tests():
    queue = OrderedDict([("tests/a.py", {"tests/a.py::t": False}),
                         ("tests/b.py", dict.fromkeys(f"tests/b.py::t{n}" for n in range(500))),
                         ("tests/c.py", {"tests/c.py::t": False})])
    order = [scope for scope, _ in scheduling.costliest_first(queue, {"tests/a.py": 3.0, "tests/c.py": 40.0})]
    assert order == ["tests/c.py", "tests/b.py", "tests/a.py"]  # b: 500 tests, estimated 10 s


def test_the_scheduler_reorders_its_queue_once_before_handing_out_the_first_unit(monkeypatch):
    sent = []
    scheduler = scheduling.CostliestScopeFirst.__new__(scheduling.CostliestScopeFirst)
    scheduler._measured, scheduler._ordered = {"tests/slow.py": 60.0}, False
    scheduler._corpus_modules = frozenset()
    scheduler.workqueue = OrderedDict([("tests/quick.py", {"tests/quick.py::t": False}),
                                       ("tests/slow.py", {"tests/slow.py::t": False})])
    monkeypatch.setattr(scheduling.LoadScopeScheduling, "_assign_work_unit",
                        lambda self, node: sent.append(self.workqueue.popitem(last=False)[0]))
    scheduler._assign_work_unit("node")
    scheduler._assign_work_unit("node")
    assert sent == ["tests/slow.py", "tests/quick.py"]


def test_every_module_the_table_lists_exists():
    missing = [scope for scope in scheduling.measured_seconds()
               if not (TESTS.parent / scope.split("::")[0]).is_file()]
    assert not missing, f"tests/scope_seconds.json lists modules that are gone (regenerate it): {missing}"


def test_the_plugin_schedules_loadscope_runs_and_leaves_the_others_to_xdist(pytestconfig, monkeypatch):
    plugin = scheduling.SchedulerPlugin()
    monkeypatch.setattr(pytestconfig.option, "dist", "loadscope")
    monkeypatch.setattr(pytestconfig.option, "tx", ["popen"] * 2, raising=False)
    monkeypatch.setattr(pytestconfig.option, "numprocesses", 2, raising=False)
    assert isinstance(plugin.pytest_xdist_make_scheduler(pytestconfig, None), scheduling.CostliestScopeFirst)
    monkeypatch.setattr(pytestconfig.option, "dist", "load")
    assert plugin.pytest_xdist_make_scheduler(pytestconfig, None) is None


def test_the_modules_reading_the_fixture_corpus_are_one_unit_costing_their_sum():
    """One worker builds the corpus (tests/adjudicator/corpus.py) for all of them, not each worker its own."""
    members = scheduling.corpus_modules()
    assert {"tests/adjudicator/test_names_in_steps.py", "tests/adjudicator/engine/test_reduce.py"} <= members
    assert "tests/adjudicator/test_cli.py" not in members
    scheduler = scheduling.CostliestScopeFirst.__new__(scheduling.CostliestScopeFirst)
    scheduler._corpus_modules = members
    assert scheduler._split_scope("tests/adjudicator/test_names_in_steps.py::test_x[a]") == scheduling.CORPUS_UNIT
    assert scheduler._split_scope("tests/adjudicator/test_cli.py::test_y") == "tests/adjudicator/test_cli.py"
    measured = {"tests/adjudicator/test_names_in_steps.py": 5.0, "tests/adjudicator/engine/test_reduce.py": 7.0}
    assert scheduling.estimated_seconds(scheduling.CORPUS_UNIT, 3, measured, members) == 12.0
