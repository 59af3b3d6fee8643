"""The `adjudicate` command: output forms and exit statuses as the contract says (0, 1, 2, 3).

`manage.py adjudicate` runs in this process, the way manage.py runs a command once Django is set up (a process of
its own spent over a second of CPU starting Django for each of these tests); so does `python -m adjudicator` where
what is checked is the output (its __main__ exits with cli.main()'s status). A real process of each still runs
where the process is the contract: the test that the two print the same bytes, and `python -m adjudicator`
refusing a model (exit status 2, the reason on stderr, no traceback)."""
import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import ManagementUtility

from adjudicator import cli

ROOT = Path(__file__).resolve().parents[2]
BLACK_FLAG = ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml"


def manage(*args):
    """`manage.py adjudicate ARGS` in this process: what manage.py does after django.setup() (which pytest-django
    has done), from reading the arguments to exiting with the command's status; its status, stdout and stderr."""
    argv = ["manage.py", "adjudicate", *map(str, args)]
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        try:
            ManagementUtility(argv).fetch_command("adjudicate").run_from_argv(argv)
            status = 0
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1
    return subprocess.CompletedProcess(argv, status, stdout.getvalue(), stderr.getvalue())


def manage_process(*args):
    return subprocess.run([sys.executable, "manage.py", "adjudicate", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def plain(*args):
    return subprocess.run([sys.executable, "-m", "adjudicator", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def plain_here(*args):
    """`python -m adjudicator ARGS` in this process: what adjudicator/__main__.py does, `sys.exit(cli.main())`,
    with sys.argv's arguments; its status, stdout and stderr (an exception it let out fails the test, as its
    traceback on stderr would). Django is set up here, so a scenario's `card:` would read the library's cards,
    which `python -m adjudicator` has not: the scenarios given here name no card."""
    argv = [sys.executable, "-m", "adjudicator", *map(str, args)]
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
        status = cli.main(argv[3:])
    return subprocess.CompletedProcess(argv, status, stdout.getvalue(), stderr.getvalue())


def test_the_trace_for_a_person_shows_each_step_with_its_rule():
    result = manage(BLACK_FLAG)
    assert result.returncode == 0, result.stderr
    assert "Master Summoner's alert begins   [union-city-alliance#resolving-chains]" in result.stdout
    # effects by their labels, as the pages say them (ids are for --json)
    assert ("resolution order: Dr Tomorrow confronts Black Flag -> Black Flag's overcome -> Master Summoner's alert"
            in result.stdout)


def test_json_output_is_byte_identical_between_runs_and_without_django():
    first, second = manage_process(BLACK_FLAG, "--json"), plain(BLACK_FLAG, "--json")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout
    assert json.loads(first.stdout)["outcomes"][0]["expect"]["passed"] is True


def test_svg_and_dot_files_are_written(tmp_path):
    result = manage(BLACK_FLAG, "--svg", tmp_path / "tree.svg", "--dot", tmp_path / "tree.dot")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "tree.svg").read_text().count("<svg") == 1
    assert (tmp_path / "tree.dot").read_text().startswith("digraph")


def test_invalid_input_exits_2_with_each_problem(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(BLACK_FLAG.read_text().replace("timing: alert", "timing: alarm"))
    result = manage(bad)
    assert result.returncode == 2
    assert "abilities.master-summoner-alert.timing" in result.stderr and "(line" in result.stderr


def test_a_missing_file_exits_2():
    assert manage("no/such/file.yaml").returncode == 2


def test_a_loop_exits_3(tmp_path):
    loop = tmp_path / "loop.yaml"
    loop.write_text("""format: 1
game: union-city-alliance
title: loop
entities: {rules: {type: rules, zone: play}}
abilities:
  ping: {card: rules, timing: when, on: {event: ping}, do: [{emit: {event: ping}}]}
start: {do: [{emit: {event: ping}}]}
""")
    result = manage(loop)
    assert result.returncode == 3 and "loop: ping -> ping" in result.stderr


def test_check_exits_1_when_an_expectation_fails(tmp_path):
    (tmp_path / "good.yaml").write_text(BLACK_FLAG.read_text())
    (tmp_path / "wrong.yaml").write_text(BLACK_FLAG.read_text().replace("plucky-interns.zone: hand",
                                                                          "plucky-interns.zone: destroyed"))
    result = manage("--check", tmp_path)
    assert result.returncode == 1
    lines = result.stdout.strip().splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    assert any(line.startswith("FAIL") and "wrong.yaml" in line for line in lines)
    assert "expected plucky-interns.zone = 'destroyed', got 'hand'" in result.stdout


def test_check_of_an_empty_folder_is_not_a_pass(tmp_path):
    result = manage("--check", tmp_path)
    assert result.returncode == 1 and "no scenario files found" in result.stdout


@pytest.mark.parametrize("flag", ["--game", "--explore"])
def test_flags_change_the_resolution(flag):
    args = [BLACK_FLAG, "--json"] + (["--game", "stack"] if flag == "--game" else ["--explore"])
    data = json.loads(manage(*args).stdout)
    if flag == "--game":
        assert data["model"] == "stack" and data["outcomes"][0]["state"]["plucky-interns"]["zone"] == "destroyed"
    else:
        assert data["explored"]["explored"] is True and data["explored"]["orders"] == 1


def test_explore_holds_the_expect_to_the_scenarios_own_order_and_says_which_outcomes_it_skips():
    """--explore over a worked example that picks an order: its outcome first, checked; the other order's
    outcome shown and said not to be checked (not "expect: FAILED")."""
    result = manage(ROOT / "fixtures/scenarios/union-city-alliance/big-paulie-veiled-first.yaml", "--explore")
    assert result.returncode == 0, result.stderr
    outcomes = result.stdout.split("\nOutcome ")[1:]
    assert len(outcomes) == 2 and "FAILED" not in result.stdout
    assert outcomes[0].startswith("1 — the scenario's own choices — 1 order, e.g. modifier_order: "
                                  "Veiled in Shadow then Big Paulie's Half-Blind")  # abilities by their labels
    assert "expect: passed" in outcomes[0]
    assert "expect: not checked (only orders the scenario's own choices do not pick reach this outcome)" in outcomes[1]


def test_warnings_are_printed_above_the_steps_and_the_exit_status_stays_0(tmp_path):
    scenario = tmp_path / "rhino.yaml"
    scenario.write_text(
        "format: 1\ngame: marvel-champions\ntitle: After Rhino attacks\nplayers: [spider-man]\n"
        "entities:\n  spider-man: {type: hero, name: Spider-Man, form: hero, hp: 10}\n"
        "  rhino: {type: villain, name: Rhino, zone: play, hp: 14, atk: 2}\n"
        "  charge: {type: attachment, name: Charge, zone: play}\n"
        "abilities:\n  charge-forced:\n    card: charge\n    timing: forced-response\n    label: Charge\n"
        "    on: {event: attacked, by: rhino}\n    do: [{say: charge}]\n"
        "start:\n  do: [{attack: {by: rhino, target: spider-man, boost: 0}}]\n")
    result = plain_here(scenario)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    warning = next(i for i, line in enumerate(lines) if line.startswith("warning (never-triggered): Charge never"))
    assert warning < next(i for i, line in enumerate(lines) if "begins" in line)


@pytest.mark.parametrize("flag", ["--game", "--compare"])
def test_a_model_that_cannot_resolve_the_scenario_exits_2_naming_what_it_lacks(flag):
    run = plain if flag == "--game" else plain_here  # one real process: its exit status and stderr are the contract
    result = run(ROOT / "fixtures/scenarios/union-city-alliance/atomic-kaiju.yaml", flag, "valiant-universe")
    assert result.returncode == 2
    assert f"{flag} valiant-universe: the timing model Valiant Universe (valiant-universe) cannot resolve" \
        in result.stderr
    assert "Valiant Universe has no timing class “when”, which Nuclear Breath has" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_diagram_that_cannot_be_written_is_said_with_exit_status_3(tmp_path):
    result = manage(BLACK_FLAG, "--svg", tmp_path / "missing-dir" / "tree.svg")
    assert result.returncode == 3
    assert "cannot write SVG to" in result.stderr and "No such file or directory" in result.stderr


def test_the_text_output_names_effects_and_choices_as_the_pages_do_and_json_keeps_the_ids():
    """The order and the choice an outcome was reached by, in a person's words (effect labels); --json keeps ids."""
    kurt = ROOT / "fixtures/scenarios/union-city-alliance/kurt-von-kessel.yaml"
    result = manage(kurt, "--explore")
    assert result.returncode == 0, result.stderr
    assert "Outcome 1 — 1 order, e.g. order: Roid Rage\n" in result.stdout
    assert "Outcome 2 — 1 order, e.g. order: Kurt Von Kessel is defeated\n" in result.stdout
    assert ("resolution order: Captain Jupiter attacks Kurt Von Kessel for 5 -> Roid Rage -> Counter/Gambit phase "
            "for Captain Jupiter -> Cosmic Gauntlets' counter -> Kurt Von Kessel is defeated -> Kurt Von Kessel's "
            "defeat effect\n") in result.stdout
    data = json.loads(manage(kurt, "--explore", "--json").stdout)
    assert data["outcomes"][0]["resolution_order"][:2] == ["start", "roid-rage"]
