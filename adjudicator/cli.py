"""`adjudicate`: resolve scenarios from the command line (scenario-format.md, "Command line").

Exit status: 0 resolved (or every --check passed), 1 a --check failed,
2 invalid input, 3 a loop or a limit. Used by `manage.py adjudicate` and by
`python -m adjudicator`.
"""
import argparse
import json
import sys
from pathlib import Path

from adjudicator.api import adjudicate
from adjudicator.compare import Names
from adjudicator.errors import ModelUnfit, ResolutionStopped, ScenarioInvalid
from adjudicator.limits import Limits
from adjudicator.api import load_scenario
from adjudicator.timing import model_slugs

EXIT_OK, EXIT_FAILED, EXIT_INVALID, EXIT_STOPPED = 0, 1, 2, 3
SCENARIO_SUFFIXES = (".yaml", ".yml", ".json")


def add_arguments(parser):
    parser.add_argument("paths", nargs="+", metavar="FILE", help="a scenario file (with --check: files or folders)")
    parser.add_argument("--json", action="store_true", help="print the contract's JSON output")
    parser.add_argument("--svg", metavar="OUT", help="write the chain and branch tree as SVG")
    parser.add_argument("--dot", metavar="OUT", help="write the chain and branch tree as Graphviz DOT")
    parser.add_argument("--explore", action="store_true", help="explore every order the chooser could pick")
    parser.add_argument("--game", metavar="SLUG", choices=model_slugs(), help="resolve with this game's timing model")
    parser.add_argument("--compare", metavar="MODEL", choices=model_slugs(),
                        help="also resolve under this timing model and list the differences")
    parser.add_argument("--check", action="store_true", help="resolve every scenario under the paths and check its expect")


def main(argv=None, stdout=None, stderr=None, limits=None, dot="dot", dot_timeout=10):
    parser = argparse.ArgumentParser(prog="adjudicate", description=__doc__.splitlines()[0])
    add_arguments(parser)
    try:
        options = parser.parse_args(argv)
    except SystemExit as exc:
        return EXIT_INVALID if exc.code else EXIT_OK
    return run(vars(options), stdout or sys.stdout, stderr or sys.stderr, limits or Limits(), dot, dot_timeout)


def run(options, out, err, limits, dot="dot", dot_timeout=10):
    if options.get("check"):
        return check(options["paths"], out, err, limits)
    if len(options["paths"]) != 1:
        err.write("error: give one scenario FILE (or use --check for several)\n")
        return EXIT_INVALID
    path = Path(options["paths"][0])
    try:
        scenario, source = load_scenario(_read(path), limits)
        result = adjudicate(scenario, options.get("game"), limits, force_explore=options.get("explore", False),
                            compare=options.get("compare"), source=source)
    except ModelUnfit as exc:
        flag = "--game" if exc.field == "model" else "--compare"
        err.write(f"{path}: {flag} {exc.slug}: {exc.headline()}\n")
        for lack in exc.lacks:
            err.write(f"  {lack.message}\n")
        return EXIT_INVALID
    except ScenarioInvalid as exc:
        err.write(f"{path}: invalid scenario\n")
        for problem in exc.problems:
            line = f" (line {problem.line})" if problem.line else ""
            err.write(f"  {problem.path or '(document)'}: {problem.message}{line}\n")
        return EXIT_INVALID
    except ResolutionStopped as exc:
        err.write(f"{path}: {exc}\n")
        return EXIT_STOPPED
    except OSError as exc:
        err.write(f"{path}: cannot read: {exc.strerror or exc}\n")
        return EXIT_INVALID
    for flag, fmt in (("dot", "dot"), ("svg", "svg")):
        if options.get(flag):
            # the diagram package (its renderer, graph and legend: about a tenth of this command's start-up CPU)
            # only when a diagram is asked for
            from adjudicator.diagram.errors import DiagramError

            try:
                write_diagrams(result, options[flag], fmt, dot, dot_timeout)
            except (DiagramError, OSError) as exc:  # say so, keep the exit status meaningful
                err.write(f"cannot write {fmt.upper()} to {options[flag]}: {exc}\n")
                return EXIT_STOPPED
    if options.get("json"):
        out.write(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    else:
        out.write(render_text(result, {aid: ability.label for aid, ability in scenario.abilities.items()}))
    return EXIT_OK


def _read(path):
    data = path.read_bytes()
    return data


def write_diagrams(result, target, fmt, dot="dot", timeout=10):
    """The tree of outcome 1 to `target`; further outcomes beside it as NAME-2.EXT, NAME-3.EXT …"""
    from adjudicator import diagram

    target = Path(target)
    for index, outcome in enumerate(result["outcomes"], start=1):
        source = diagram.tree_dot(outcome)
        data = source.encode("utf-8") if fmt == "dot" else diagram.render(source, fmt="svg", dot=dot, timeout=timeout)
        path = target if index == 1 else target.with_name(f"{target.stem}-{index}{target.suffix}")
        path.write_bytes(data)


def render_text(result, abilities=None):
    """The trace for a person: each step indented by its depth in the chain, with its rule; effects, entities and
    abilities (`abilities`: id -> label, from the scenario) said by name as the pages say them (compare.Names),
    the ids being for --json."""
    names = Names(result)
    names.abilities = dict(abilities or {})
    lines = [f"{result['title']}  [{result['model']}]"]
    explored = result["explored"]
    if explored["explored"]:
        lines.append(f"explored {explored['orders']} orders: {explored['distinct_outcomes']} distinct outcome{'' if explored['distinct_outcomes'] == 1 else 's'}")
    for index, outcome in enumerate(result["outcomes"], start=1):
        lines.append("")
        if len(result["outcomes"]) > 1 or explored["explored"]:
            chosen = "; ".join(f"{k}: {', '.join(names.choice(k, value) for value in v)}"
                               for k, v in outcome["choices"].items()) or "no choices"
            own = " — the scenario's own choices" if explored.get("beyond_choices") and outcome.get("by_own_choices") \
                else ""
            lines.append(f"Outcome {index}{own} — {outcome['orders_reaching']} order{'' if outcome['orders_reaching'] == 1 else 's'}, e.g. {chosen}")
        lines += [f"warning ({w['kind']}): {w['text']}" for w in outcome.get("warnings", [])]
        happened = [w["text"] for w in outcome.get("what_happened", [])]
        lines.append("what happened: " + ("; ".join(happened) if happened else "nothing differs from the start"))
        for step in outcome["steps"]:
            if step["kind"] in ("end",):
                continue
            rule = f"   [{step['rule']}]" if step["rule"] else ""
            lines.append(f"{'  ' * step['depth']}{step['path']:<8} {step['text']}{rule}")
        lines.append("resolution order: " + " -> ".join(names.effect(e) for e in outcome["resolution_order"]))
        exp = outcome["expect"]
        if result["expect"]["checked"] and not outcome.get("by_own_choices", True):
            lines.append("expect: not checked (only orders the scenario's own choices do not pick reach this outcome)")
        elif result["expect"]["checked"]:
            lines.append("expect: passed" if exp["passed"] else "expect: FAILED\n  " + "\n  ".join(exp["failures"]))
    for failure in result["expect"]["failures"]:
        lines.append(f"expect: FAILED {failure}")
    if "compare" in result:
        lines += ["", f"Compared with {result['compare']['model']}: {result['compare'].get('headline', '')}".rstrip()]
        lines += [f"  {line}" for line in result["compare"]["summary"]]
    return "\n".join(lines) + "\n"


def scenario_files(paths):
    files = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files += sorted(p for p in path.rglob("*") if p.suffix in SCENARIO_SUFFIXES and p.is_file())
        else:
            files.append(path)
    return files


def check(paths, out, err, limits):
    files = scenario_files(paths)
    passed = failed = 0
    for path in files:
        try:
            scenario, _ = load_scenario(_read(path), limits)
            result = adjudicate(scenario, None, limits)
        except ScenarioInvalid as exc:
            failed += 1
            out.write(f"ERROR {path}: invalid: {'; '.join(str(p) for p in exc.problems)}\n")
            continue
        except ResolutionStopped as exc:
            failed += 1
            out.write(f"ERROR {path}: {exc}\n")
            continue
        except OSError as exc:
            failed += 1
            out.write(f"ERROR {path}: cannot read: {exc}\n")
            continue
        if result["expect"]["passed"]:
            passed += 1
            note = "" if result["expect"]["checked"] else " (no expect: nothing checked)"
            out.write(f"PASS  {path}{note}\n")
        else:
            failed += 1
            failures = list(result["expect"]["failures"])
            for i, outcome in enumerate(result["outcomes"], start=1):
                failures += [f"outcome {i}: {f}" for f in outcome["expect"]["failures"]]
            out.write(f"FAIL  {path}\n" + "".join(f"        {f}\n" for f in failures))
    if not files:
        out.write("no scenario files found\n")
    out.write(f"{passed} passed, {failed} failed\n")
    return EXIT_FAILED if failed or not files else EXIT_OK
