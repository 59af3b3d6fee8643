"""The package's public API end to end: outcome -> DOT -> SVG with the real `dot`."""

import subprocess
import sys
from pathlib import Path

import pytest

import adjudicator.diagram as diagram

from . import svg
from .outcomes import alexander_threatens

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def drawn():
    outcome = alexander_threatens()
    raw = diagram.tree_svg(outcome)
    root = svg.parse(raw)
    return outcome, diagram.svg_ids(outcome), root, svg.by_id(root)


def node_element(drawn, effect_id):
    _, ids, _, elements = drawn
    return elements[ids[effect_id]]


def test_every_effect_has_an_svg_element_under_its_mapped_id(drawn):
    outcome, ids, root, elements = drawn
    assert set(ids) == {node["id"] for node in outcome["tree"]["nodes"]}
    for effect_id, svg_id in ids.items():
        assert "effect" in elements[svg_id].get("class").split(), effect_id
    assert len(svg.groups(root, "effect")) == len(ids)


def test_effects_are_labelled_with_their_resolution_number(drawn):
    outcome = drawn[0]
    for node in outcome["tree"]["nodes"]:
        shown = svg.texts(node_element(drawn, node["id"]))
        assert shown.startswith(f"{node['n']}. "), shown


def test_phase_and_first_effects_are_drawn_distinctly(drawn):
    phase = node_element(drawn, "cg:odysseus")
    first = node_element(drawn, "showdown")
    when = node_element(drawn, "nuclear-breath")
    counter = node_element(drawn, "trojan-horse")
    assert "kind-phase" in phase.get("class").split()
    assert "kind-first" in first.get("class").split()
    polygons = lambda g: g.findall(f"{svg.SVG}polygon")  # noqa: E731
    assert len(polygons(phase)) == 2  # a double octagon
    assert len(polygons(first)) == 1 and first.find(f"{svg.SVG}ellipse") is None
    assert when.find(f"{svg.SVG}ellipse") is not None
    fills = {polygons(phase)[0].get("fill"), polygons(first)[0].get("fill"),
             when.find(f"{svg.SVG}ellipse").get("fill"), polygons(counter)[0].get("fill")}
    assert len(fills) == 4


def test_what_the_phase_uses_is_drawn_inside_its_box_and_what_follows_outside(drawn):
    _, ids, root, elements = drawn
    cluster = svg.groups(root, "phase-cluster")
    assert len(cluster) == 1
    for inside in ("cg:odysseus", "trojan-horse", "clever-captain", "blinding-gambit"):
        assert svg.inside(node_element(drawn, inside), cluster[0]), inside
    for outside in ("taken-down:odysseus", "nuclear-breath", "start"):
        assert not svg.inside(node_element(drawn, outside), cluster[0]), outside


def test_edges_are_drawn_by_kind_between_the_right_effects(drawn):
    outcome, _, root, _ = drawn
    name = {node["id"]: svg.title(node_element(drawn, node["id"])) for node in outcome["tree"]["nodes"]}
    drawn_edges = {}
    for family in ("when", "first", "phase"):
        for group in svg.groups(root, f"edge-{family}"):
            drawn_edges[svg.title(group)] = family
    given = {}
    for edge in outcome["tree"]["edges"]:
        given[f"{name[edge['from']]}->{name[edge['to']]}"] = edge["kind"]
    assert drawn_edges == given


def test_the_choosers_decisions_are_visible(drawn):
    outcome, _, root, _ = drawn
    chosen = svg.groups(root, "chosen")
    chosen_nodes = [g for g in chosen if "effect" in g.get("class").split()]
    assert {svg.title(g) for g in chosen_nodes} == {
        svg.title(node_element(drawn, "alert:rapid-processing")),
        svg.title(node_element(drawn, "nuclear-breath"))}
    edge_labels = sorted(svg.texts(g) for g in chosen if "edge" in g.get("class").split())
    assert edge_labels == ["1 of 3", "2 of 3"]


def test_a_legend_names_every_family_drawn_and_no_other(drawn):
    _, _, _, elements = drawn
    legend = elements["tree-legend"]
    assert "Legend" in svg.texts(legend)
    for entry in ("legend-start", "legend-when", "legend-first", "legend-phase", "legend-counter",
                  "legend-gambit", "legend-defeat", "legend-keyword", "legend-chosen",
                  "legend-edge-when", "legend-edge-first", "legend-edge-phase"):
        assert entry in elements, entry
    assert "Counter/Gambit phase" in svg.texts(elements["legend-phase"])
    assert "legend-combat" not in elements and "legend-edge-nested" not in elements
    # the sample looks like the real thing
    assert elements["legend-phase"].find(f"{svg.SVG}polygon").get("fill") == \
        node_element(drawn, "cg:odysseus").find(f"{svg.SVG}polygon").get("fill")


def test_the_timeline_has_one_element_per_step_under_its_mapped_id():
    outcome = alexander_threatens()
    root = svg.parse(diagram.timeline_svg(outcome))
    elements = svg.by_id(root)
    ids = diagram.timeline_svg_ids(outcome)
    assert list(ids) == [s["n"] for s in outcome["steps"]]
    for position, svg_id in ids.items():
        shown = svg.texts(elements[svg_id])
        assert shown.startswith(f"{position} "), shown
    choice = elements[ids[6]]
    assert "kind-step-choice" in choice.get("class").split()
    assert "rule: union-city-alliance#branches" in svg.texts(choice)
    assert "kind-step-phase" in elements[ids[9]].get("class").split()
    assert "timeline-legend" in elements


def test_the_tree_and_the_timeline_can_be_inlined_in_one_page_without_id_clashes():
    outcome = alexander_threatens()
    tree = set(svg.by_id(svg.parse(diagram.tree_svg(outcome))))
    timeline = set(svg.by_id(svg.parse(diagram.timeline_svg(outcome))))
    assert tree and timeline and not tree & timeline


def test_the_same_outcome_gives_byte_identical_dot_and_svg():
    diagram.cache_clear()
    first = diagram.tree_dot(alexander_threatens()), diagram.tree_svg(alexander_threatens())
    diagram.cache_clear()
    second = diagram.tree_dot(alexander_threatens()), diagram.tree_svg(alexander_threatens())
    assert first == second


def test_the_package_never_imports_django():
    code = ("import sys, adjudicator.diagram as d; "
            "d.tree_dot({'tree': {'nodes': [], 'edges': []}}); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'django'))")
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
