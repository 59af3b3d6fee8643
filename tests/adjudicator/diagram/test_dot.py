"""DOT source from user text: every label escaped, nothing of it outside a label.

Rendered with the real `dot`, so the checks are on what a browser would get.
"""

import re

import pytest

from adjudicator.diagram import DiagramError, render, svg_ids, timeline_dot, tree_dot

from . import svg
from .outcomes import effect, link, step

# (what the author wrote, what the diagram must show)
HOSTILE = [
    ('"quoted" and \\"escaped\\"', '"quoted" and \\"escaped\\"'),
    ("back\\slash \\N \\G \\L \\l \\n", "back\\slash \\N \\G \\L \\l \\n"),
    ("line one\nline two", "line one line two"),
    ("<script>alert(1)</script>", "<script>alert(1)</script>"),
    ("end ]]> of cdata", "end ]]> of cdata"),
    ("&amp; &lt; &#60; &#x3c; &foo; &", "&amp; &lt; &#60; &#x3c; &foo; &"),
    ('"]; evil [URL="javascript:alert(1)"]', '"]; evil [URL="javascript:alert(1)"]'),
    ("<b>html</b> <<table>>", "<b>html</b> <<table>>"),
    ("{record|field} <port>", "{record|field} <port>"),
    ("Ünïcödé 漢字 🎲", "Ünïcödé 漢字 🎲"),
    ("tab\there", "tab here"),
    ("nul\x00 and bell\x07", "nul and bell"),
    ("lone \ud800 surrogate \ufffe", "lone surrogate"),
    ("-- comment --> <!-- x", "-- comment --> <!-- x"),
    ("'single' `back` $(cmd) ;|", "'single' `back` $(cmd) ;|"),
]


def hostile_outcome():
    """Every hostile string as an effect's id and label, linked in a chain."""
    nodes = [effect(written, "when", written, n) for n, (written, _) in enumerate(HOSTILE, 1)]
    edges = [link(a["id"], b["id"]) for a, b in zip(nodes, nodes[1:])]
    steps = [step(n, written, "trigger", written, depth=1, path=written, rule=written)
             for n, (written, _) in enumerate(HOSTILE, 1)]
    return {"tree": {"nodes": nodes, "edges": edges}, "steps": steps}


def assert_nothing_active(root, raw):
    """No script, link or event handler; `javascript:` only ever as displayed text."""
    for element in root.iter():
        name = element.tag.split("}")[-1]
        assert name not in {"script", "a", "foreignObject", "iframe", "use", "image"}, name
        for attribute, value in element.attrib.items():
            assert "href" not in attribute and not attribute.startswith("on"), attribute
            assert "javascript" not in value.lower(), (attribute, value)
    displayed = sum(len(re.findall(r"javascript:", "".join(t.itertext()))) for t in root.iter(f"{svg.SVG}text"))
    assert raw.count(b"javascript:") == displayed


@pytest.fixture(scope="module")
def tree():
    outcome = hostile_outcome()
    source = tree_dot(outcome)
    raw = render(source)
    return outcome, source, raw, svg.parse(raw)


def test_hostile_labels_give_a_dot_source_that_dot_accepts(tree):
    _, _, raw, _ = tree
    assert raw.startswith(b"<?xml")


NAME = r"(?:n\d+|legend_\d+(?:_to)?)"
ATTRIBUTES = r'(?:\w+="[^"]*"(?:,\ )?)*'  # verbose: the space is escaped
STATEMENT = re.compile(rf"""\s*(?:
    digraph\ (?:tree|timeline)\ \{{ | \}} |
    (?:graph|node|edge)\ \[{ATTRIBUTES}\]; |
    subgraph\ cluster_\w+\ \{{ |
    {NAME}\ \[{ATTRIBUTES}\]; |
    {NAME}\ ->\ {NAME}\ \[{ATTRIBUTES}\]; |
    \{{\ rank=same;(?:\ {NAME};)+\ \}}
)""", re.X)
USER_TEXT_ATTRIBUTES = {"label"}


def test_user_text_reaches_the_dot_source_only_inside_labels(tree):
    _, source, _, _ = tree
    without_labels = re.sub(r'label="(?:[^"\\]|\\.)*"', 'label=""', source)
    for line in without_labels.splitlines():
        assert STATEMENT.fullmatch(line), line
    keys = set(re.findall(r'(\w+)="', without_labels))
    assert not keys & {"URL", "href", "tooltip", "target", "xlabel", "headURL", "tailURL", "edgeURL"}
    for key, value in re.findall(r'(\w+)="([^"]*)"', without_labels):
        if key not in USER_TEXT_ATTRIBUTES:
            assert re.fullmatch(r"[\w#.,\- ]*", value), (key, value)


def test_hostile_labels_are_shown_as_text_exactly(tree):
    outcome, _, _, root = tree
    elements = svg.by_id(root)
    for node, (_, shown) in zip(outcome["tree"]["nodes"], HOSTILE):
        group = elements[svg_ids(outcome)[node["id"]]]
        assert svg.texts(group) == " ".join(f"{node['n']}. {shown}".split())


def test_hostile_labels_add_no_elements_links_or_scripts(tree):
    outcome, _, raw, root = tree
    assert len(svg.groups(root, "effect")) == len(HOSTILE)
    assert len(svg.groups(root, "edge-when")) == len(HOSTILE) - 1
    assert_nothing_active(root, raw)
    assert b"&lt;script&gt;alert(1)&lt;/script&gt;" in raw
    assert b"<script" not in raw


def test_every_svg_id_is_one_of_ours(tree):
    _, _, _, root = tree
    for element_id in svg.by_id(root):
        assert re.fullmatch(r"(effect|edge|phase|legend|tree)[-_\w]*", element_id), element_id


def test_hostile_steps_give_a_safe_timeline():
    outcome = hostile_outcome()
    raw = render(timeline_dot(outcome))
    root = svg.parse(raw)
    assert_nothing_active(root, raw)
    elements = svg.by_id(root)
    for n, (_, shown) in enumerate(HOSTILE, 1):
        shown_text = svg.texts(elements[f"step-{n}"])
        assert " ".join(shown.split()) in shown_text
        assert "rule: " in shown_text
    for element_id in elements:
        assert re.fullmatch(r"(step|run|next|legend|timeline)[-_\w]*", element_id), element_id


def test_long_labels_are_wrapped_and_cut():
    outcome = {"tree": {"nodes": [effect("long", "alert", "Flurry " * 2000, 1)], "edges": []}}
    source = tree_dot(outcome)
    assert len(source) < 5000
    root = svg.parse(render(source))
    lines = ["".join(t.itertext()) for t in svg.groups(root, "effect")[0].iter(f"{svg.SVG}text")]
    assert 2 <= len(lines) <= 5
    assert all(len(line) <= 30 for line in lines)
    assert lines[-2].endswith("\u2026")
    assert lines[-1] == "[alert]"


def test_deeply_nested_phases_give_dot_source_without_exhausting_the_stack():
    nodes, edges, parent = [effect("start", "action", "start", 1)], [], "start"
    for k in range(3000):
        nodes += [effect(f"cg{k}", "phase", "phase", 2 * k + 2), effect(f"c{k}", "counter", "counter", 2 * k + 3)]
        edges += [link(parent, f"cg{k}"), link(f"cg{k}", f"c{k}", "phase")]
        parent = f"c{k}"
    source = tree_dot({"tree": {"nodes": nodes, "edges": edges}})
    assert source.count("subgraph cluster_phase") == 3000


def test_an_empty_tree_still_renders():
    root = svg.parse(render(tree_dot({"tree": {"nodes": [], "edges": []}})))
    assert svg.groups(root, "effect") == []


def test_a_malformed_outcome_never_reaches_dot():
    with pytest.raises(DiagramError, match="tree.nodes"):
        tree_dot({"tree": {"nodes": None}})
