"""Graphviz diagrams of an adjudicator outcome: the chain and branch tree and the step timeline.

Plain Python (never Django): the caller passes the `dot` path and timeout,
e.g. from settings.GRAPHVIZ_DOT and settings.GRAPHVIZ_TIMEOUT_SECONDS.

    source = tree_dot(outcome)                  # DOT text, every label escaped
    svg = render(source, dot="dot", timeout=10)  # bytes, XML prolog first; cached
    ids = svg_ids(outcome)                       # effect id -> id of its <g> in the SVG

`outcome` is one element of the contract's "outcomes" list. See docs/diagrams.md.
"""

from .dot import to_dot
from .errors import DiagramError
from .graph import timeline_graph, tree_graph
from .legend import legend_entries
from .render import cache_clear, render, svg_element, svg_size

__all__ = [
    "DiagramError", "tree_graph", "timeline_graph", "tree_dot", "timeline_dot", "render",
    "tree_svg", "timeline_svg", "svg_ids", "timeline_svg_ids", "svg_element", "svg_size", "cache_clear",
    "tree_legend", "legend_entries",
]


def tree_dot(outcome, legend=True):
    """DOT source of the chain and branch tree of one outcome (`legend=False`: without its legend box)."""
    return to_dot(tree_graph(outcome), legend=legend)


def timeline_dot(outcome):
    """DOT source of the step timeline of one outcome."""
    return to_dot(timeline_graph(outcome))


def tree_svg(outcome, dot="dot", timeout=10, legend=True):
    """SVG document (bytes) of the chain and branch tree."""
    return render(tree_dot(outcome, legend=legend), "svg", dot=dot, timeout=timeout)


def tree_legend(outcome):
    """The tree's legend as data, for a page to draw in HTML (see legend.py)."""
    return legend_entries(tree_graph(outcome))


def timeline_svg(outcome, dot="dot", timeout=10):
    """SVG document (bytes) of the step timeline."""
    return render(timeline_dot(outcome), "svg", dot=dot, timeout=timeout)


def svg_ids(outcome):
    """Effect id -> the id of that effect's <g> element in the tree SVG (e.g. "effect-3")."""
    return dict(tree_graph(outcome).ids)


def timeline_svg_ids(outcome):
    """Step position (1-based, as in steps[].n) -> the id of its <g> in the timeline SVG."""
    return dict(timeline_graph(outcome).ids)
