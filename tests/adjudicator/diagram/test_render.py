"""Running the real `dot`: output, failures as DiagramError, the timeout, the cache."""

import concurrent.futures
import importlib
import os
import random
import time

import pytest

from adjudicator.diagram import DiagramError
from adjudicator.diagram.render import cache_clear, render, run_dot, svg_element

from . import svg

# The module, not the package's `render` function of the same name.
render_module = importlib.import_module("adjudicator.diagram.render")
SMALL = 'digraph g { a -> b; }\n'


def slow_source():
    """A dense random graph that takes `dot` far longer than a second to lay out."""
    rng = random.Random(1)
    edges = "".join(f"  n{rng.randrange(1500)} -> n{rng.randrange(1500)};\n" for _ in range(6000))
    return "digraph slow {\n" + edges + "}\n"


def dot_children():
    """Processes named dot whose parent is this test process (live or zombie)."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/comm") as comm:
                name = comm.read().strip()
        except OSError:
            continue
        if int(fields[1]) == os.getpid() and name == "dot":
            found.append(pid)
    return found


@pytest.fixture(autouse=True)
def empty_cache():
    cache_clear()
    yield
    cache_clear()


def test_svg_is_the_whole_document_and_svg_element_strips_the_prolog():
    output = render(SMALL)
    assert output.startswith(b"<?xml")
    element = svg_element(output)
    assert element.startswith(b"<svg")
    svg.parse(element)


def test_png_is_rendered_too():
    assert render(SMALL, "png").startswith(b"\x89PNG\r\n\x1a\n")


def test_a_slow_graph_stops_at_its_cpu_time_and_dot_is_killed(monkeypatch):
    """However busy the machine (the wall-clock bound made long enough for a loaded test machine)."""
    monkeypatch.setattr(render_module, "WALL_FACTOR", 120)
    with pytest.raises(DiagramError, match=r"^Graphviz dot used more than 1 s of CPU time and was stopped "
                                           r"\(the diagram is too large\)$"):
        render(slow_source(), timeout=0.5)  # CPU time is limited in whole seconds
    assert dot_children() == []


def test_a_dot_that_waits_for_the_cpu_longer_than_its_timeout_still_finishes(tmp_path):
    """The timeout counts CPU time: a `dot` descheduled (here: sleeping) past it is not stopped, as it was when
    the timeout was wall-clock time; past WALL_FACTOR timeouts it is, saying which bound stopped it. The two dots
    run at once (they only wait), and the waiting one sleeps just past its timeout of 1 s, which is also the whole
    seconds of CPU its limit counts."""
    waiting_dot = tmp_path / "dot"
    waiting_dot.write_text("#!/bin/sh\ncat >/dev/null\nsleep 1.2\necho '<svg/>'\n")
    waiting_dot.chmod(0o755)
    stuck_dot = tmp_path / "stuck"
    stuck_dot.write_text("#!/bin/sh\nexec sleep 30\n")
    stuck_dot.chmod(0o755)

    def stopped_stuck():
        started = time.monotonic()
        with pytest.raises(DiagramError, match=r"^Graphviz dot was stopped after 1 s of wall-clock time \(the "
                                               r"server is very busy or dot is stuck\)"):
            run_dot(SMALL, dot=str(stuck_dot), timeout=0.1)
        return time.monotonic() - started

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as other:
        stuck = other.submit(stopped_stuck)
        started = time.monotonic()
        assert run_dot(SMALL, dot=str(waiting_dot), timeout=1) == b"<svg/>\n"
        assert time.monotonic() - started > 1  # it did wait longer than its timeout
        assert stuck.result() < 5


def test_a_missing_dot_binary_is_a_clear_error(tmp_path):
    with pytest.raises(DiagramError, match="dot not found at .*GRAPHVIZ_DOT"):
        render(SMALL, dot=str(tmp_path / "no-such-dot"))


def test_a_dot_that_cannot_be_started_is_a_clear_error(tmp_path):
    not_executable = tmp_path / "dot"
    not_executable.write_text("not a program")
    with pytest.raises(DiagramError, match="could not be started"):
        render(SMALL, dot=str(not_executable))


def test_invalid_dot_source_is_a_clear_error_with_dots_message():
    with pytest.raises(DiagramError, match=r"dot failed \(exit status 1\).*syntax error"):
        render("digraph {")


@pytest.mark.parametrize("arguments, message", [
    ({"fmt": "ps"}, "unsupported diagram format 'ps'"),
    ({"fmt": "svg -o/tmp/x"}, "unsupported diagram format"),
    ({"timeout": 0}, "timeout must be a positive number"),
    ({"timeout": "10"}, "timeout must be a positive number"),
    ({"dot": ""}, "dot path must be a non-empty string"),
])
def test_bad_arguments_are_refused_before_dot_runs(arguments, message):
    runs = render_module.dot_runs
    with pytest.raises(DiagramError, match=message):
        render(SMALL, **arguments)
    assert render_module.dot_runs == runs


def test_the_same_source_is_rendered_once():
    runs = render_module.dot_runs
    first = render(SMALL)
    second = render(SMALL)
    assert second == first
    assert render_module.dot_runs == runs + 1
    render(SMALL, "png")  # another format is another diagram
    assert render_module.dot_runs == runs + 2


def test_the_cache_can_be_bypassed():
    runs = render_module.dot_runs
    render(SMALL, cache=False)
    render(SMALL, cache=False)
    assert render_module.dot_runs == runs + 2


def test_failures_are_not_cached():
    runs = render_module.dot_runs
    for _ in range(2):
        with pytest.raises(DiagramError):
            render("digraph {")
    assert render_module.dot_runs == runs + 2


def test_the_cache_is_bounded_and_drops_the_least_recently_used(monkeypatch):
    monkeypatch.setattr(render_module, "CACHE_ENTRIES", 2)
    sources = [f"digraph g{k} {{ a -> b; }}\n" for k in range(3)]
    render(sources[0])
    render(sources[1])
    render(sources[0])  # now the most recently used
    render(sources[2])  # evicts sources[1]
    assert render_module.cache_size() == 2
    runs = render_module.dot_runs
    render(sources[0])
    assert render_module.dot_runs == runs
    render(sources[1])
    assert render_module.dot_runs == runs + 1


def test_without_prlimit_the_timeout_is_wall_clock_time_and_says_so(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(render_module, "CAN_LIMIT_CPU", False)
    monkeypatch.setattr(render_module, "_fallback_logged", False)
    waiting_dot = tmp_path / "dot"
    waiting_dot.write_text("#!/bin/sh\nexec sleep 30\n")
    waiting_dot.chmod(0o755)
    with caplog.at_level("WARNING", logger="adjudicator.diagram.render"):
        with pytest.raises(DiagramError, match=r"^Graphviz dot was stopped after 0\.1 s of wall-clock time"):
            run_dot(SMALL, dot=str(waiting_dot), timeout=0.1)
    assert "cannot limit dot's CPU time" in caplog.text
