"""Engine outcome -> plain graph models: the chain and branch tree, and the step timeline.

The tree draws each effect once, numbered by resolution order, styled by its
family, with the effects used inside each Counter/Gambit phase boxed together
and the chooser's decisions marked. The timeline lists the steps in order,
boxed per effect and indented by chain depth, with each rule citation as text.
"""

from . import styles, text
from .errors import DiagramError
from .model import Cluster, Edge, Graph, Node
from .outcome import read_steps, read_tree

TREE_WRAP, TREE_LINES = 30, 4
# A tree with more effects side by side than this (and more than it has levels) is drawn left to right:
# 88 alerts in one level are 22,500 pt wide from top to bottom, a column a phone scrolls down instead.
MAX_BREADTH_DOWN = 8
STEP_WRAP, STEP_LINES = 64, 6
MAX_INDENT = 8  # deeper chains are indented as deep as this
INDENT = "\u00a0\u00a0"  # no-break spaces: SVG viewers keep them


def _ordinal_key(effect):
    return (effect.n is None, effect.n if effect.n is not None else 0, effect.index)


def _oriented(links, effects):
    """Links with every "first" link drawn from the first effect to the effect it precedes."""
    oriented = []
    for link in links:
        if (link.kind == "first" and effects[link.target].kind == "first"
                and effects[link.source].kind != "first"):
            link = type(link)(link.target, link.source, link.kind)
        oriented.append(link)
    return oriented


def _primary_parents(effects, links):
    """Each effect's parent link: the first link into it, ignoring self-loops."""
    parents = {}
    for link in links:
        if link.source != link.target:
            parents.setdefault(link.target, link)
    return parents


def _phase_placement(effects, parents):
    """Which phase cluster each effect sits in (None: outside every phase).

    A phase sits in its own cluster; what a phase uses (a "phase" link), and
    everything those cause, sits in it; what the phase itself causes (the
    damage taken, a taken-down, the next phase) sits outside it. Returns
    (placement, outer): outer is where a phase's own cluster sits.
    """
    placement, outer = {}, {}
    for effect in effects:
        chain, seen, index = [], set(), effect.index
        while index not in placement and index not in seen:
            chain.append(index)
            seen.add(index)
            link = parents.get(index)
            if link is None:
                break
            index = link.source
        for index in reversed(chain):  # from the root of the chain down
            link = parents.get(index)
            if link is None or link.source not in placement:  # a root, or a cycle
                where = None
            elif link.kind == "phase" and effects[link.source].kind == "phase":
                where = f"cluster_phase{link.source}"
            else:
                where = outer[link.source]
            outer[index] = where
            placement[index] = f"cluster_phase{index}" if effects[index].kind == "phase" else where
    return placement, outer


def _choice_labels(effects, links, parents):
    """Edge label "k of m" on the parent link of every chosen effect."""
    children = {}
    for link in links:
        if link.source != link.target and link.target not in children.setdefault(link.source, []):
            children[link.source].append(link.target)
    labels = {}
    for effect in effects:
        link = parents.get(effect.index)
        if effect.chosen and link is not None:
            siblings = sorted((effects[i] for i in children[link.source]), key=_ordinal_key)
            place = [s.index for s in siblings].index(effect.index) + 1
            labels[id(link)] = f"{place} of {len(siblings)}"  # keyed by the link object itself
    return labels


def _breadth_and_depth(effects, parents):
    """(the most effects at one level, the number of levels) of the tree, by each effect's parent link."""
    depth = {}
    for effect in effects:
        chain, index, seen = [], effect.index, set()
        while index not in depth and index not in seen:
            seen.add(index)
            chain.append(index)
            link = parents.get(index)
            if link is None:
                break
            index = link.source
        base = depth.get(index, -1) if index in depth else -1
        for step, index in enumerate(reversed(chain), start=1):
            depth[index] = base + step
    counts = {}
    for level in depth.values():
        counts[level] = counts.get(level, 0) + 1
    return (max(counts.values()) if counts else 0), len(counts)


def _effect_lines(effect, tag):
    title = effect.label if effect.n is None else f"{effect.n}. {effect.label}"
    lines = text.wrap(title, TREE_WRAP, TREE_LINES)
    if effect.n is None:
        tag = f"{tag}, did not resolve" if tag else "did not resolve"
    if tag:
        lines.append(f"[{tag}]")
    return tuple(lines)


def tree_graph(outcome):
    """The chain and branch tree of one outcome."""
    effects, links = read_tree(outcome)
    links = _oriented(links, effects)
    parents = _primary_parents(effects, links)
    placement, outer = _phase_placement(effects, parents)
    choice_labels = _choice_labels(effects, links, parents)

    nodes, families, marks_used = [], set(), set()
    for effect in effects:
        family, tag = styles.node_family(effect.kind)
        if family == "other" and effect.kind:
            tag = " ".join(text.clean(effect.kind).split())[:30]
        marks = []
        if effect.chosen:
            marks.append("chosen")
        if effect.kind in styles.FORCED_KINDS:
            marks.append("forced")
        if effect.n is None:
            marks.append("unresolved")
        families.add(family)
        marks_used.update(marks)
        nodes.append(Node(
            name=f"n{effect.index}", svg_id=f"effect-{effect.index}", family=family,
            lines=_effect_lines(effect, tag), classes=("effect", f"kind-{family}", *marks),
            marks=tuple(marks), cluster=placement[effect.index],
        ))

    clusters = tuple(
        Cluster(name=f"cluster_phase{e.index}", svg_id=f"phase-{e.index}", kind="phase",
                lines=(styles.PHASE_CLUSTER["label"],), parent=outer[e.index])
        for e in effects if e.kind == "phase"
    )

    # Children left to right in resolution order (the graph uses ordering=out).
    ordered = sorted(links, key=lambda link: (_ordinal_key(effects[link.source]), _ordinal_key(effects[link.target])))
    edges, edge_families = [], set()
    for number, link in enumerate(ordered):
        family = styles.edge_family(link.kind)
        edge_families.add(family)
        label = choice_labels.get(id(link))
        edges.append(Edge(
            tail=f"n{link.source}", head=f"n{link.target}", family=family,
            svg_id=f"edge-{number}", label=label, marks=("chosen",) if label else (),
        ))

    breadth, levels = _breadth_and_depth(effects, parents)
    return Graph(
        name="tree", nodes=tuple(nodes), edges=tuple(edges), clusters=clusters,
        rankdir="LR" if breadth > MAX_BREADTH_DOWN and breadth > levels else "TB",
        legend_families=tuple(f for f in styles.NODE_STYLES if f in families),
        legend_edges=tuple(f for f in styles.EDGE_STYLES if f in edge_families),
        legend_marks=tuple(m for m in styles.MARK_TITLES if m in marks_used),
        ids={e.id: f"effect-{e.index}" for e in effects},
    )


def _effect_titles(outcome):
    """Effect id -> "N. label" from the tree, for the timeline's boxes."""
    try:
        effects, _ = read_tree(outcome)
    except DiagramError:  # a timeline needs only the steps; fall back to ids
        return {}
    return {e.id: (e.label if e.n is None else f"{e.n}. {e.label}") for e in effects}


def _step_lines(step, tag):
    indent = INDENT * min(step.depth, MAX_INDENT)
    lead = f"{step.position:>4}  {tag:<8} {indent}"
    pad = "\u00a0" * len(lead)
    body = text.wrap(step.text, STEP_WRAP, STEP_LINES)
    lines = [lead + body[0]] + [pad + line for line in body[1:]]
    if step.rule:  # a citation is shown whole when it fits two lines
        rule = text.cut("rule: " + step.rule, STEP_WRAP, 2)
        lines.extend(pad + line for line in rule)
    return lines


def timeline_graph(outcome):
    """The steps of one outcome, in order, boxed per effect and indented by depth."""
    steps = read_steps(outcome)
    titles = _effect_titles(outcome)
    nodes, clusters, families, widest = [], [], set(), 0
    run_effect = object()
    for step in steps:
        if step.effect != run_effect:
            run_effect = step.effect
            title = titles.get(step.effect, step.effect)
            if step.path:
                title = f"{title}  (branch {step.path})"
            clusters.append(Cluster(
                name=f"cluster_run{len(clusters)}", svg_id=f"run-{len(clusters)}", kind="run",
                lines=tuple(text.wrap(title, 90, 2)),
            ))
        family, tag = styles.step_family(step.kind)
        families.add(family)
        lines = _step_lines(step, tag)
        widest = max(widest, *(len(line) for line in lines))
        nodes.append(Node(
            name=f"n{step.position}", svg_id=f"step-{step.position}", family=family,
            lines=tuple(lines), classes=("step", f"kind-{family}"), cluster=clusters[-1].name,
        ))
    edges = tuple(  # strict=False: neighbouring pairs, one fewer by design
        Edge(tail=a.name, head=b.name, family="next", svg_id=f"next-{number}")
        for number, (a, b) in enumerate(zip(nodes, nodes[1:], strict=False))
    )
    return Graph(
        name="timeline", nodes=tuple(nodes), edges=edges, clusters=tuple(clusters),
        legend_families=tuple(f for f in styles.STEP_STYLES if f in families),
        ids={s.position: f"step-{s.position}" for s in steps},
        monospace=True,
        # Every step box as wide as the widest (Courier is 0.6 em a character),
        # so the boxes line up and the indentation reads as depth.
        node_width=round((widest * 0.6 * styles.STEP_FONT_SIZE + 16) / 72, 2),
    )

