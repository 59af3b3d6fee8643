"""The tree's legend as data, for a page that draws it in HTML beside the picture.

Inside the SVG a legend takes room the tree needs (a third of the width on a
small tree); a page shows it as a compact list that folds away instead, and
draws the picture with `tree_svg(..., legend=False)`. Each entry carries a
tiny swatch (an SVG path in a 32×18 box) drawn with the same constants as the
tree (styles.py): nothing here comes from a scenario.
"""

from dataclasses import dataclass

from . import styles

# Outline of each Graphviz shape in a 32×18 box.
SHAPES = {
    "box": "M2 2H30V16H2Z",
    "rounded": "M5 2H27Q30 2 30 5V13Q30 16 27 16H5Q2 16 2 13V5Q2 2 5 2Z",
    "ellipse": "M2 9A14 7 0 1 0 30 9A14 7 0 1 0 2 9Z",
    "octagon": "M8 2H24L30 6V12L24 16H8L2 12V6Z",
    "doubleoctagon": "M8 2H24L30 6V12L24 16H8L2 12V6Z",
    "cds": "M2 2H25L30 9L25 16H2Z",
    "note": "M2 2H25L30 7V16H2Z",
    "house": "M16 2L30 8V16H2V8Z",
    "invhouse": "M2 2H30V10L16 16L2 10Z",
    "parallelogram": "M7 2H30L25 16H2Z",
    "trapezium": "M7 2H25L30 16H2Z",
}
EDGE_PATH = "M2 9H24"
ARROW_PATH = "M24 5L31 9L24 13Z"
DASHES = {"dashed": "4 2", "dotted": "1.2 2"}


@dataclass(frozen=True)
class LegendEntry:
    kind: str  # "node", "mark" or "edge"
    key: str  # the family or mark it explains
    title: str  # our words
    path: str  # the swatch outline (edges: the line)
    fill: str
    color: str
    width: float  # stroke width in the swatch
    dash: str  # stroke-dasharray, "" for a solid line
    arrow: str = ""  # edges: the arrowhead

    def as_dict(self):
        return dict(self.__dict__)


def _styles(attrs):
    return set((attrs.get("style") or "").split(","))


def _dash(attrs):
    found = [DASHES[s] for s in _styles(attrs) if s in DASHES]
    return found[0] if found else ""


def _width(attrs, default=1.2):
    if "bold" in _styles(attrs):
        return 2.4
    try:
        return min(3.0, float(attrs.get("penwidth", default)))
    except ValueError:
        return default


def _node_entry(kind, key, title, attrs):
    shape = attrs.get("shape", "box")
    if shape == "box" and "rounded" in _styles(attrs):
        shape = "rounded"
    return LegendEntry(kind=kind, key=key, title=title, path=SHAPES.get(shape, SHAPES["box"]),
                       fill=attrs.get("fillcolor", "#ffffff"), color=attrs.get("color", "#374151"),
                       width=_width(attrs), dash=_dash(attrs))


def legend_entries(graph):
    """The legend of a tree graph model: each node family drawn, each mark used, each edge family."""
    entries = []
    for family in graph.legend_families:
        style = styles.NODE_STYLES[family]
        entries.append(_node_entry("node", family, style.title, style.attrs))
    for mark in graph.legend_marks:
        overlay = styles.CHOSEN_NODE if mark == "chosen" else styles.UNRESOLVED_NODE
        entries.append(_node_entry("mark", mark, styles.MARK_TITLES[mark], {"shape": "ellipse", **overlay}))
    for family in graph.legend_edges:
        style = styles.EDGE_STYLES[family]
        color = style.attrs.get("color", "#374151")
        entries.append(LegendEntry(kind="edge", key=family, title=style.title, path=EDGE_PATH, fill="none",
                                   color=color, width=_width(style.attrs), dash=_dash(style.attrs),
                                   arrow=ARROW_PATH))
    return tuple(entries)
