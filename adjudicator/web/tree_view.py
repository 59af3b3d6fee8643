"""The chain and branch tree of one outcome as a page shows it: inline SVG without its legend (the page draws
the legend as a list that folds away, templates/adjudicator/_tree.html) and the legend's entries.

The SVG is dot's: every label escaped by adjudicator.diagram, no links, scripts or foreign objects, so it
can be inlined (and then zoomed and panned, tree-view.js) instead of shown as an <img> squeezed to the width.
"""
import logging

from django.conf import settings
from django.utils.safestring import mark_safe

from adjudicator import diagram
from adjudicator.web import service

logger = logging.getLogger(__name__)


def tree_markup(outcome):
    """{"svg": inline markup or None, "legend": entries, "error": message or None}."""
    try:
        svg = service.drawn(diagram.tree_svg, outcome, dot=settings.GRAPHVIZ_DOT,
                            timeout=settings.GRAPHVIZ_TIMEOUT_SECONDS, legend=False)  # a heavy job in a heavy view
        return {"svg": mark_safe(diagram.svg_element(svg).decode("utf-8")), "legend": diagram.tree_legend(outcome),
                "error": None}
    except diagram.DiagramError as exc:
        logger.warning("the chain and branch tree could not be drawn: %s", exc)
        return {"svg": None, "legend": (), "error": str(exc)}
