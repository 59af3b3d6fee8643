"""Graph model -> DOT source, with every piece of author text escaped.

Node and cluster names are generated (n0, cluster_phase3), ids and classes
are ours, and author text only ever appears inside quoted `label` strings,
escaped by text.label. No HTML-like labels, URLs, hrefs or tooltips are
written, so nothing the author types can become markup or a link.
"""

from . import styles, text

GRAPH_ATTRS = {
    "tree": {"rankdir": "TB", "ordering": "out", "nodesep": "0.3", "ranksep": "0.45",
             "fontname": "Helvetica", "fontsize": "11"},
    "timeline": {"rankdir": "TB", "nodesep": "0.2", "ranksep": "0.12",
                 "fontname": "Helvetica", "fontsize": "11"},
}
NODE_DEFAULTS = {"fontname": "Helvetica", "fontsize": "11", "margin": "0.12,0.05"}
EDGE_DEFAULTS = {"fontname": "Helvetica", "fontsize": "9", "arrowsize": "0.7"}


def _attrs(attrs):
    return ", ".join(f"{key}={text.quote(value)}" for key, value in attrs.items())


def _node_style(graph, node):
    if graph.monospace:
        style = dict(styles.STEP_NODE)
        style.update(styles.STEP_STYLES[node.family].attrs)
        style["width"] = str(graph.node_width)
        return style
    style = dict(styles.NODE_STYLES[node.family].attrs)
    if "forced" in node.marks:
        style.update(styles.FORCED_NODE)
    if "unresolved" in node.marks:
        style.update(styles.UNRESOLVED_NODE)
    if "chosen" in node.marks:
        style.update(styles.CHOSEN_NODE)
    return style


def _node_line(graph, node):
    attrs = {"id": node.svg_id, "class": " ".join(node.classes)}
    attrs.update(_node_style(graph, node))
    label = text.label(node.lines, left=graph.monospace)
    return f"  {node.name} [{_attrs(attrs)}, label={label}];"


def _edge_line(graph, edge):
    if graph.monospace:
        attrs = {"id": edge.svg_id, "class": "next", **styles.STEP_EDGE}
    else:
        attrs = {"id": edge.svg_id, "class": f"edge-{edge.family}"}
        attrs.update(styles.EDGE_STYLES[edge.family].attrs)
        if "chosen" in edge.marks:
            attrs.update(styles.CHOSEN_EDGE)
            attrs["class"] += " chosen"
    if edge.label:
        attrs["label"] = edge.label
    return f"  {edge.tail} -> {edge.head} [{_attrs(attrs)}];"


def _cluster_lines(graph, children, members):
    """The nested cluster subgraphs with their nodes (a loop, not recursion: nesting is unbounded)."""
    lines = []
    stack = [(cluster, 1, False) for cluster in reversed(children.get(None, ()))]
    while stack:
        cluster, depth, closing = stack.pop()
        pad = "  " * min(depth, 12)
        if closing:
            lines.append(f"{pad}}}")
            continue
        style = styles.PHASE_CLUSTER if cluster.kind == "phase" else styles.RUN_CLUSTER
        attrs = {key: value for key, value in style.items() if key != "label"}
        attrs.update({"id": cluster.svg_id, "class": f"{cluster.kind}-cluster"})
        lines.append(f"{pad}subgraph {cluster.name} {{")
        lines.append(f"{pad}  graph [{_attrs(attrs)}, label={text.label(cluster.lines)}];")
        lines.extend(pad + _node_line(graph, node) for node in members.get(cluster.name, ()))
        stack.append((cluster, depth, True))
        stack.extend((child, depth + 1, False) for child in reversed(children.get(cluster.name, ())))
    return lines


def _legend_items(graph):
    """(svg id, DOT attributes, title, edge attributes or None) for each legend entry."""
    if graph.monospace:
        for family in graph.legend_families:
            style = styles.STEP_STYLES[family]
            yield f"legend-{family}", {**styles.STEP_NODE, **style.attrs}, style.title, None
        return
    for family in graph.legend_families:
        style = styles.NODE_STYLES[family]
        yield f"legend-{family}", style.attrs, style.title, None
    for mark in graph.legend_marks:
        overlay = styles.CHOSEN_NODE if mark == "chosen" else styles.UNRESOLVED_NODE
        yield f"legend-{mark}", {"shape": "ellipse", **overlay}, styles.MARK_TITLES[mark], None
    for family in graph.legend_edges:
        style = styles.EDGE_STYLES[family]
        yield f"legend-edge-{family}", {"shape": "plaintext"}, style.title, style.attrs


LEGEND_PER_ROW = 2


def _legend_lines(graph):
    """A "Legend" box, two entries a row, naming each family drawn (our words only)."""
    entries, rows = [], []  # rows: (is an edge row, [entry node names], [all node names])
    for k, (svg_id, attrs, title, edge) in enumerate(_legend_items(graph)):
        name = f"legend_{k}"
        attrs = {"id": svg_id, "class": "legend", **attrs}
        entries.append(f"{name} [{_attrs(attrs)}, label={text.quote(title)}];")
        names = [name]
        if edge is not None:  # an edge sample: the title, then an arrow to a dot
            entries.append(f'{name}_to [class="legend", shape="point", width="0.06"];')
            entries.append(f"{name} -> {name}_to [{_attrs({'class': 'legend', **edge})}];")
            names.append(f"{name}_to")
        is_edge = edge is not None
        if rows and rows[-1][0] == is_edge and len(rows[-1][1]) < LEGEND_PER_ROW:
            rows[-1][1].append(name)
            rows[-1][2].extend(names)
        else:
            rows.append((is_edge, [name], names))
    if not entries:
        return []
    lines = ["  subgraph cluster_legend {",
             # the graph's name in the id: a page may inline the tree and the timeline together
             f'    graph [id="{graph.name}-legend", class="legend", label="Legend", style="rounded", '
             'color="#9ca3af", bgcolor="#fafafa", labeljust="l", fontsize="10"];',
             '    node [fontsize="9", margin="0.06,0.02"];']
    lines.extend("    " + entry for entry in entries)
    for _, _, names in rows:
        lines.append(f"    {{ rank=same; {'; '.join(names)}; }}")
        for left, right in zip(names, names[1:], strict=False):  # keep the row in table order (neighbouring pairs)
            if not right.endswith("_to"):
                lines.append(f'    {left} -> {right} [style="invis"];')
    for above, below in zip(rows, rows[1:], strict=False):  # strict=False: neighbouring pairs, one fewer by design
        lines.append(f'    {above[1][0]} -> {below[1][0]} [style="invis"];')
    lines.append("  }")
    return lines


def to_dot(graph, legend=True):
    """The DOT source of a graph model (a str; encode it as UTF-8). `legend=False` leaves the legend
    out: a page that draws it in HTML beside the picture (legend.py) does not shrink the tree for it."""
    lines = [f"digraph {graph.name} {{",
             f"  graph [{_attrs({'id': graph.name, **GRAPH_ATTRS[graph.name], 'rankdir': graph.rankdir})}];",
             f"  node [{_attrs(NODE_DEFAULTS)}];",
             f"  edge [{_attrs(EDGE_DEFAULTS)}];"]
    members, children = {}, {}
    for node in graph.nodes:
        members.setdefault(node.cluster, []).append(node)
    for cluster in graph.clusters:
        children.setdefault(cluster.parent, []).append(cluster)
    lines.extend(_cluster_lines(graph, children, members))
    for node in members.get(None, ()):
        lines.append(_node_line(graph, node))
    for edge in graph.edges:
        lines.append(_edge_line(graph, edge))
    if legend:
        lines.extend(_legend_lines(graph))
    lines.append("}")
    return "\n".join(lines) + "\n"
