"""How each family of node and edge is drawn, and what the legend calls it.

Every value here is a constant of ours: nothing from a scenario ever becomes
a shape, colour, class or id. docs/diagrams.md describes the same table.
"""

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Style:
    title: str  # the legend's words for this family
    attrs: dict = field(default_factory=dict)  # DOT attributes, all constants


# Effect families of the chain and branch tree, in legend order.
NODE_STYLES = {
    "start": Style("starting effect", {
        "shape": "box", "style": "rounded,filled,bold", "fillcolor": "#dbeafe", "color": "#1d4ed8"}),
    "when": Style("when effect (caused by the effect above)", {
        "shape": "ellipse", "style": "filled", "fillcolor": "#ffffff", "color": "#374151"}),
    "first": Style('"first" effect (resolves before the effect it precedes)', {
        "shape": "cds", "style": "filled", "fillcolor": "#fef3c7", "color": "#b45309"}),
    "phase": Style("Counter/Gambit phase", {
        "shape": "doubleoctagon", "style": "filled", "fillcolor": "#fee2e2", "color": "#b91c1c"}),
    "counter": Style("counter (used from the hand in a phase)", {
        "shape": "octagon", "style": "filled", "fillcolor": "#ffedd5", "color": "#c2410c"}),
    "gambit": Style("gambit (used from the active area in a phase)", {
        "shape": "octagon", "style": "filled", "fillcolor": "#fce7f3", "color": "#be185d"}),
    "defeat": Style("defeat / taken down", {
        "shape": "box", "style": "filled", "fillcolor": "#e5e7eb", "color": "#111827"}),
    "overcome": Style("overcome", {
        "shape": "box", "style": "filled", "fillcolor": "#dcfce7", "color": "#15803d"}),
    "keyword": Style("alert / rally / debut", {
        "shape": "ellipse", "style": "filled", "fillcolor": "#e0f2fe", "color": "#0369a1"}),
    "phase-timing": Style("start / end of phase effect", {
        "shape": "ellipse", "style": "filled,dashed", "fillcolor": "#ccfbf1", "color": "#0f766e"}),
    "interrupt": Style("interrupt / before", {
        "shape": "invhouse", "style": "filled", "fillcolor": "#fef9c3", "color": "#a16207"}),
    "response": Style("response", {
        "shape": "house", "style": "filled", "fillcolor": "#d1fae5", "color": "#047857"}),
    "static": Style("replacement / constant / permanent", {
        "shape": "note", "style": "filled", "fillcolor": "#f3f4f6", "color": "#4b5563"}),
    "skirmish": Style("immediate / attack effect", {
        "shape": "parallelogram", "style": "filled", "fillcolor": "#e0e7ff", "color": "#4338ca"}),
    "combat": Style("attack / defense / counterattack", {
        "shape": "trapezium", "style": "filled", "fillcolor": "#fae8ff", "color": "#a21caf"}),
    "other": Style("other effect", {
        "shape": "box", "style": "filled", "fillcolor": "#ffffff", "color": "#6b7280"}),
}

# Engine node kind -> (family, the tag shown under the label; None for none).
KINDS = {
    "action": ("start", "starting effect"),
    "when": ("when", None),
    "triggered": ("when", "triggered"),
    "first": ("first", "first"),
    "before": ("interrupt", "before"),
    "phase": ("phase", "Counter/Gambit phase"),
    "counter": ("counter", "counter"),
    "gambit": ("gambit", "gambit"),
    "defeat": ("defeat", "defeat"),
    "taken-down": ("defeat", "taken down"),
    "when-defeated": ("defeat", "when defeated"),
    "overcome": ("overcome", "overcome"),
    "alert": ("keyword", "alert"),
    "rally": ("keyword", "rally"),
    "debut": ("keyword", "debut"),
    "phase-start": ("phase-timing", "start of phase"),
    "phase-end": ("phase-timing", "end of phase"),
    "interrupt": ("interrupt", "interrupt"),
    "forced-interrupt": ("interrupt", "forced interrupt"),
    "would-interrupt": ("interrupt", "“would” interrupt"),
    "forced-would-interrupt": ("interrupt", "forced “would” interrupt"),
    "response": ("response", "response"),
    "forced-response": ("response", "forced response"),
    "replacement": ("static", "replacement"),
    "constant": ("static", "constant"),
    "permanent": ("static", "permanent"),
    "immediate": ("skirmish", "immediate"),
    "attack-effect": ("skirmish", "attack effect"),
    "attack": ("combat", "attack"),
    "chainable": ("combat", "chainable"),
    "defense": ("combat", "defense"),
    "counterattack": ("combat", "counterattack"),
}
FORCED_KINDS = {"forced-interrupt", "forced-would-interrupt", "forced-response"}

EDGE_STYLES = {
    "when": Style("caused (a when effect of the effect above)", {
        "style": "solid", "color": "#374151"}),
    "first": Style('goes first ("first" effect, then the effect it precedes)', {
        "style": "dashed", "color": "#b45309", "penwidth": "1.6"}),
    "phase": Style("used inside the Counter/Gambit phase", {
        "style": "bold", "color": "#b91c1c"}),
    "nested": Style("nested timing window", {
        "style": "dotted", "color": "#2563eb", "penwidth": "1.4"}),
    "other": Style("other link", {"style": "solid", "color": "#9ca3af"}),
}

# Marks laid over a node's family style.
CHOSEN_COLOR = "#7c3aed"
CHOSEN_NODE = {"color": CHOSEN_COLOR, "penwidth": "3"}
CHOSEN_EDGE = {"fontcolor": CHOSEN_COLOR, "color": CHOSEN_COLOR, "penwidth": "2"}
FORCED_NODE = {"penwidth": "2.2"}
UNRESOLVED_NODE = {"style": "filled,dashed", "fillcolor": "#ffffff"}
MARK_TITLES = {
    "chosen": "chooser's decision (k of m: k-th of m branches)",
    "unresolved": "did not resolve",
}

PHASE_CLUSTER = {
    "label": "Counter/Gambit phase", "style": "rounded,dashed", "color": "#b91c1c",
    "bgcolor": "#fff7f7", "fontcolor": "#b91c1c", "labeljust": "l",
}
RUN_CLUSTER = {"style": "rounded", "color": "#d1d5db", "bgcolor": "#ffffff", "labeljust": "l"}

# Families of the step timeline.
STEP_STYLES = {
    "step-begin": Style("an effect begins or ends", {"fillcolor": "#f9fafb", "color": "#9ca3af"}),
    "step-op": Style("an op of the effect / an event it emits", {"fillcolor": "#ffffff", "color": "#6b7280"}),
    "step-trigger": Style("a when effect is triggered", {"fillcolor": "#fef3c7", "color": "#b45309"}),
    "step-modifier": Style("a modifier changes a value", {"fillcolor": "#e0f2fe", "color": "#0369a1"}),
    "step-choice": Style("the chooser decides", {
        "fillcolor": "#ede9fe", "color": CHOSEN_COLOR, "penwidth": "2"}),
    "step-phase": Style("Counter/Gambit phase", {"fillcolor": "#fee2e2", "color": "#b91c1c", "penwidth": "2"}),
    "step-note": Style("a note", {"fillcolor": "#f3f4f6", "color": "#9ca3af", "style": "filled,dashed"}),
    "step-other": Style("other step", {"fillcolor": "#ffffff", "color": "#9ca3af"}),
}
STEP_KINDS = {
    "begin": ("step-begin", "BEGIN"), "end": ("step-begin", "END"),
    "op": ("step-op", "OP"), "event": ("step-op", "EVENT"),
    "trigger": ("step-trigger", "TRIGGER"), "modifier": ("step-modifier", "MODIFIER"),
    "choice": ("step-choice", "CHOICE"), "phase": ("step-phase", "PHASE"),
    "note": ("step-note", "NOTE"),
}


def node_family(kind):
    """(family, tag) of an engine node kind; unknown kinds get the plain style."""
    return KINDS.get(kind, ("other", None))


def edge_family(kind):
    return kind if kind in EDGE_STYLES else "other"


def step_family(kind):
    """(family, tag) of a step kind; unknown kinds get the plain style."""
    return STEP_KINDS.get(kind, ("step-other", "STEP"))

STEP_FONT_SIZE = 10
STEP_NODE = {"shape": "box", "style": "filled", "fontname": "Courier", "fontsize": str(STEP_FONT_SIZE)}
STEP_EDGE = {"style": "invis"}  # order is top to bottom; arrows would cross the box titles
