"""The tree for a page: without its legend (the page lists it, folded), the legend as data drawn with the tree's
own styles, the size of the picture, and a broad tree laid out left to right so it is not 20,000 points wide."""
import adjudicator.diagram as diagram
from adjudicator.diagram import styles

from . import svg
from .outcomes import alexander_threatens, effect, link


def broad(children):
    """A start whose effect causes `children` alerts at once."""
    nodes = [effect("start", "action", "The start", 1)]
    nodes += [effect(f"a{i}", "alert", f"Alert number {i} of the start", i + 2) for i in range(children)]
    edges = [link("start", f"a{i}") for i in range(children)]
    return {"resolution_order": [n["id"] for n in nodes], "steps": [], "tree": {"nodes": nodes, "edges": edges}}


def test_the_tree_without_its_legend_keeps_every_effect_and_drops_only_the_legend():
    outcome = alexander_threatens()
    with_legend = svg.by_id(svg.parse(diagram.tree_svg(outcome)))
    without = svg.by_id(svg.parse(diagram.tree_svg(outcome, legend=False)))
    assert "tree-legend" in with_legend and "tree-legend" not in without
    assert not [i for i in without if i.startswith("legend")]
    effects = {i for i in with_legend if i.startswith(("effect-", "edge-", "phase-"))}
    assert effects and effects == {i for i in without if i.startswith(("effect-", "edge-", "phase-"))}
    assert diagram.svg_size(diagram.tree_svg(outcome, legend=False))[0] < diagram.svg_size(diagram.tree_svg(outcome))[0]


def test_the_legend_data_names_each_family_drawn_with_the_trees_colours():
    outcome = alexander_threatens()
    entries = diagram.tree_legend(outcome)
    graph = diagram.tree_graph(outcome)
    nodes = [e for e in entries if e.kind == "node"]
    assert [e.key for e in nodes] == list(graph.legend_families)
    for entry in nodes:
        style = styles.NODE_STYLES[entry.key]
        assert entry.title == style.title
        assert (entry.fill, entry.color) == (style.attrs["fillcolor"], style.attrs["color"])
    assert [e.key for e in entries if e.kind == "edge"] == list(graph.legend_edges)
    assert {e.key for e in entries if e.kind == "mark"} == {"chosen"}
    dashed = next(e for e in entries if e.kind == "edge" and e.key == "first")
    assert dashed.dash and dashed.arrow
    assert next(e for e in nodes if e.key == "phase").path != next(e for e in nodes if e.key == "when").path


def test_svg_size_reads_the_points_dot_wrote():
    raw = diagram.tree_svg(alexander_threatens())
    width, height = diagram.svg_size(raw)
    head = raw[raw.find(b"<svg"):raw.find(b">", raw.find(b"<svg"))].decode()
    assert f'width="{width:g}pt"' in head and f'height="{height:g}pt"' in head


def test_a_narrow_tree_is_drawn_top_down_and_a_broad_one_left_to_right():
    assert diagram.tree_graph(broad(4)).rankdir == "TB"
    assert 'rankdir="TB"' in diagram.tree_dot(broad(4))
    wide = broad(30)
    assert diagram.tree_graph(wide).rankdir == "LR"
    width, height = diagram.svg_size(diagram.tree_svg(wide, legend=False))
    assert height > width  # a column to scroll down, not a row thirty effects wide
    top_down_width = 30 * 150  # each effect's ellipse is wider than 150 pt drawn top down
    assert width < top_down_width / 4
