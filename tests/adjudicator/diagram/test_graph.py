"""Outcome -> graph model: numbering, families, phases, choices, the timeline."""

import pytest

from adjudicator.diagram import DiagramError, graph, styles

from .outcomes import alexander_threatens, effect, link, step


def by_svg_id(model):
    return {node.svg_id: node for node in model.nodes}


def node_of(model, outcome, effect_id):
    return by_svg_id(model)[model.ids[effect_id]]


def test_effects_are_numbered_by_resolution_order():
    outcome = alexander_threatens()
    model = graph.tree_graph(outcome)
    for node in outcome["tree"]["nodes"]:
        first_line = node_of(model, outcome, node["id"]).lines[0]
        assert first_line.startswith(f"{node['n']}. ")


def test_a_missing_number_comes_from_the_resolution_order():
    outcome = {"resolution_order": ["start", "b"],
               "tree": {"nodes": [{"id": "b", "label": "B", "kind": "when"},
                                  {"id": "start", "label": "S", "kind": "action"}], "edges": []}}
    model = graph.tree_graph(outcome)
    assert node_of(model, outcome, "b").lines[0] == "2. B"
    assert node_of(model, outcome, "start").lines[0] == "1. S"


def test_an_effect_that_never_resolved_is_unnumbered_and_marked():
    outcome = {"tree": {"nodes": [effect("x", "when", "Jetpack draw", None)], "edges": []}}
    node = graph.tree_graph(outcome).nodes[0]
    assert node.lines[0] == "Jetpack draw"
    assert "unresolved" in node.marks
    assert node.lines[-1] == "[did not resolve]"


def test_each_kind_family_is_styled_and_unknown_kinds_fall_back_to_plain():
    outcome = alexander_threatens()
    model = graph.tree_graph(outcome)
    assert node_of(model, outcome, "cg:odysseus").family == "phase"
    assert node_of(model, outcome, "showdown").family == "first"
    assert node_of(model, outcome, "trojan-horse").family == "counter"
    assert node_of(model, outcome, "blinding-gambit").family == "gambit"
    assert node_of(model, outcome, "start").family == "start"
    odd = {"tree": {"nodes": [effect("x", "made-up-kind", "X", 1)], "edges": []}}
    node = graph.tree_graph(odd).nodes[0]
    assert node.family == "other"
    assert node.lines[-1] == "[made-up-kind]"


def test_every_engine_kind_has_a_family_of_its_own_style():
    kinds = ["action", "when", "first", "phase", "counter", "gambit", "defeat", "overcome",
             "taken-down", "alert", "rally", "debut", "phase-start", "phase-end", "interrupt",
             "forced-interrupt", "response", "forced-response", "replacement", "constant",
             "when-defeated", "before", "immediate", "attack-effect", "permanent", "attack",
             "defense", "counterattack", "triggered"]
    for kind in kinds:
        family, _ = styles.node_family(kind)
        assert family != "other", kind
        assert family in styles.NODE_STYLES


def test_forced_kinds_are_marked():
    outcome = {"tree": {"nodes": [effect("x", "forced-response", "X", 1)], "edges": []}}
    assert "forced" in graph.tree_graph(outcome).nodes[0].marks


def test_the_choosers_decisions_are_marked_with_their_place_among_siblings():
    outcome = alexander_threatens()
    model = graph.tree_graph(outcome)
    labels = {(edge.tail, edge.head): edge.label for edge in model.edges}
    start = node_of(model, outcome, "start").name
    rapid = node_of(model, outcome, "alert:rapid-processing").name
    breath = node_of(model, outcome, "nuclear-breath").name
    phase = node_of(model, outcome, "cg:odysseus").name
    assert labels[(start, rapid)] == "1 of 3"
    assert labels[(start, breath)] == "2 of 3"
    assert labels[(start, phase)] is None  # the rules put the phase last, not the chooser
    assert "chosen" in node_of(model, outcome, "nuclear-breath").marks
    assert "chosen" not in node_of(model, outcome, "cg:odysseus").marks


def test_a_first_link_always_points_from_the_first_effect_to_the_one_it_precedes():
    as_given = alexander_threatens()
    reversed_link = alexander_threatens()
    reversed_link["tree"]["edges"][0] = link("start", "showdown", "first")
    for outcome in (as_given, reversed_link):
        model = graph.tree_graph(outcome)
        showdown = node_of(model, outcome, "showdown").name
        start = node_of(model, outcome, "start").name
        assert [(e.tail, e.head) for e in model.edges if e.family == "first"] == [(showdown, start)]


def test_what_a_phase_uses_sits_in_its_cluster_and_what_it_causes_outside():
    outcome = alexander_threatens()
    model = graph.tree_graph(outcome)
    phase = node_of(model, outcome, "cg:odysseus")
    assert [cluster.name for cluster in model.clusters] == [phase.cluster]
    for inside in ("trojan-horse", "clever-captain", "blinding-gambit"):
        assert node_of(model, outcome, inside).cluster == phase.cluster
    for outside in ("taken-down:odysseus", "start", "nuclear-breath"):
        assert node_of(model, outcome, outside).cluster is None


def test_phases_nest_when_opened_inside_a_phase_and_follow_it_when_caused_by_it():
    nodes = [effect("start", "action", "Kaiju threatens", 1), effect("cg:a", "phase", "A", 2),
             effect("alpha", "counter", "Alpha Predator", 3), effect("cg:b", "phase", "B", 4),
             effect("cg:a#2", "phase", "A again", 5)]
    edges = [link("start", "cg:a"), link("cg:a", "alpha", "phase"), link("alpha", "cg:b"),
             link("cg:a", "cg:a#2")]
    outcome = {"tree": {"nodes": nodes, "edges": edges}}
    model = graph.tree_graph(outcome)
    parents = {cluster.name: cluster.parent for cluster in model.clusters}
    a, b, again = (node_of(model, outcome, i).cluster for i in ("cg:a", "cg:b", "cg:a#2"))
    assert parents[b] == a  # opened by a counter used inside phase A
    assert parents[again] is None  # the next phase opens after A has ended


def test_a_cycle_of_links_is_drawn_without_hanging():
    nodes = [effect("a", "phase", "A", 1), effect("b", "counter", "B", 2)]
    outcome = {"tree": {"nodes": nodes, "edges": [link("a", "b", "phase"), link("b", "a")]}}
    model = graph.tree_graph(outcome)
    assert len(model.edges) == 2


def test_svg_ids_are_generated_and_never_taken_from_the_effect_ids():
    outcome = alexander_threatens()
    model = graph.tree_graph(outcome)
    assert sorted(model.ids.values()) == sorted(f"effect-{i}" for i in range(len(model.nodes)))
    assert [node.name for node in model.nodes] == [f"n{i}" for i in range(len(model.nodes))]


def test_the_legend_lists_only_what_is_drawn():
    model = graph.tree_graph(alexander_threatens())
    assert model.legend_families == ("start", "when", "first", "phase", "counter", "gambit", "defeat", "keyword")
    assert model.legend_edges == ("when", "first", "phase")
    assert model.legend_marks == ("chosen",)


@pytest.mark.parametrize("outcome, message", [
    ({}, "tree: expected an object"),
    ({"tree": {"nodes": "x"}}, "tree.nodes: expected a list"),
    ({"tree": {"nodes": [{"label": "no id"}]}}, "tree.nodes[0].id: expected a non-empty string"),
    ({"tree": {"nodes": [{"id": "a"}, {"id": "a"}]}}, "tree.nodes[1].id: duplicate effect id 'a'"),
    ({"tree": {"nodes": [{"id": "a", "n": "1"}]}}, "tree.nodes[0].n: expected an integer"),
    ({"tree": {"nodes": [{"id": "a", "label": ["x"]}]}}, "tree.nodes[0].label: expected text"),
    ({"tree": {"nodes": [{"id": "a"}], "edges": [{"from": "a", "to": "b"}]}},
     "tree.edges[0].to: no node has the id 'b'"),
])
def test_a_malformed_outcome_is_a_clear_error_naming_the_path(outcome, message):
    with pytest.raises(DiagramError) as raised:
        graph.tree_graph(outcome)
    assert str(raised.value).startswith(message)


def test_a_malformed_step_is_a_clear_error_naming_the_path():
    with pytest.raises(DiagramError, match=r"^steps\[1\]\.depth: expected 0 or more"):
        graph.timeline_graph({"steps": [{"depth": 0}, {"depth": -1}]})


def test_the_timeline_lists_steps_in_order_with_numbers_and_rule_citations():
    model = graph.timeline_graph(alexander_threatens())
    assert [node.svg_id for node in model.nodes] == [f"step-{n}" for n in range(1, 11)]
    first = model.nodes[0].lines
    assert first[0].split() == ["1", "BEGIN", "Alexander's", "Showdown", "goes", "first"]
    assert first[1].strip() == "rule: union-city-alliance#first-effects"
    families = [node.family for node in model.nodes]
    assert families[4] == "step-phase" and families[5] == "step-choice"


def test_a_long_rule_anchor_is_shown_whole():
    anchor = "union-city-alliance#starting-triggers-and-resolving-effects"
    model = graph.timeline_graph({"steps": [step(1, "e", "note", "if x: no", rule=anchor)]})
    shown = "".join(line.replace("\u00a0", "") for line in model.nodes[0].lines[1:])
    assert shown == "rule: " + anchor


def test_the_timeline_indents_by_depth_up_to_a_limit():
    steps = [step(i + 1, f"e{i}", "op", "text", depth=depth)
             for i, depth in enumerate([0, 1, 2, 50])]
    model = graph.timeline_graph({"steps": steps})

    def indent(node):
        after_tag = node.lines[0][len("   1  OP       "):]
        return len(after_tag) - len(after_tag.lstrip("\u00a0"))

    assert [indent(node) for node in model.nodes] == [0, 2, 4, 2 * graph.MAX_INDENT]


def test_the_timeline_boxes_each_run_of_steps_of_one_effect():
    outcome = alexander_threatens()
    model = graph.timeline_graph(outcome)
    clusters = {cluster.name: cluster for cluster in model.clusters}
    runs = [clusters[node.cluster] for node in model.nodes]
    assert [run.lines[0] for run in dict.fromkeys(runs)] == [
        "1. Alexander's Showdown: play a Showdown card  (branch 1)",
        "2. Alexander threatens Odysseus  (branch 1)",
        "3. Rapid Processing: Wrangler draws and discards  (branch 1.1)",
        "4. Flurry of Fists: Wrangler draws a card  (branch 1.1.1)",
        "6. Counter/Gambit phase: 5 damage to Odysseus  (branch 1.3)",
        "7. Trojan Horse: gain defense, draw 2  (branch 1.3.1)",
    ]
    again = {"steps": [step(1, "a", "begin", "x"), step(2, "b", "begin", "y"), step(3, "a", "end", "z")]}
    assert len(graph.timeline_graph(again).clusters) == 3  # a, b, then a again


def test_a_timeline_without_steps_is_empty():
    model = graph.timeline_graph({"steps": []})
    assert model.nodes == () and model.clusters == ()
