"""Any outcome the engine could give, with any text in it, draws as well-formed, inert SVG."""

from hypothesis import HealthCheck, given, settings, strategies as st

import adjudicator.diagram as diagram

from . import svg
from .test_dot import assert_nothing_active
from tests.hypothesis_profiles import examples

KINDS = st.sampled_from(["action", "when", "first", "phase", "counter", "gambit", "defeat", "alert",
                         "taken-down", "forced-response", "odd kind"])
EDGE_KINDS = st.sampled_from(["when", "first", "phase", "nested", "?"])


@st.composite
def outcomes(draw):
    size = draw(st.integers(1, 12))
    ids = draw(st.lists(st.text(min_size=1, max_size=20), min_size=size, max_size=size, unique=True))
    nodes = [{"id": effect_id, "label": draw(st.text(max_size=80)), "kind": draw(KINDS),
              "n": draw(st.one_of(st.none(), st.integers(1, 99))), "chosen": draw(st.booleans())}
             for effect_id in ids]
    edges = [{"from": ids[draw(st.integers(0, size - 1))], "to": ids[draw(st.integers(0, size - 1))],
              "kind": draw(EDGE_KINDS)} for _ in range(draw(st.integers(0, 2 * size)))]
    steps = [{"n": k + 1, "effect": draw(st.sampled_from(ids)), "path": draw(st.text(max_size=10)),
              "depth": draw(st.integers(0, 20)), "kind": draw(st.text(max_size=10)),
              "text": draw(st.text(max_size=120)), "rule": draw(st.one_of(st.none(), st.text(max_size=40)))}
             for k in range(draw(st.integers(0, 8)))]
    return {"tree": {"nodes": nodes, "edges": edges}, "steps": steps}


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(outcomes())
def test_any_outcome_renders_to_well_formed_inert_svg(outcome):
    for source in (diagram.tree_dot(outcome), diagram.timeline_dot(outcome)):
        raw = diagram.render(source, cache=False)
        root = svg.parse(raw)
        assert_nothing_active(root, raw)
    ids = diagram.svg_ids(outcome)
    elements = svg.by_id(svg.parse(diagram.tree_svg(outcome)))
    assert all(svg_id in elements for svg_id in ids.values())
