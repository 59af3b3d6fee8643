"""Each game's facts are declared once, typed (timing/facts.py and each game's state.py), and reached
only through their declarations."""
import ast
import pathlib
import re
import types

import pytest

from adjudicator.timing import facts
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.union_city import state as uca_state

PACKAGE = pathlib.Path(state.__file__).parent
TIMING = PACKAGE.parent
BY_HAND = re.compile(r"\b(flags|extra)(\.(get|pop|setdefault|update)\(|\[)")


def test_no_game_module_reads_or_writes_flags_or_extra_by_hand():
    """Every game's `res.flags` and `node.extra` are reached through declared facts, in every package."""
    found = []
    for path in sorted(TIMING.rglob("*.py")):
        if path.name in ("state.py", "facts.py"):
            continue
        for n, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if BY_HAND.search(code) and "res.flags" in code or BY_HAND.search(code) and ".extra" in code:
                found.append(f"{path.relative_to(TIMING)}:{n}: {line.strip()}")
    assert found == []


def _string_keys(path):
    """Every string constant (or f-string head) starting `mc:` in a module, with its line."""
    tree = ast.parse(path.read_text())
    inside_fstrings = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in node.values}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("mc:") \
                and id(node) not in inside_fstrings:
            yield node.lineno, node.value
        if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant) \
                and str(node.values[0].value).startswith("mc:"):
            yield node.lineno, ast.unparse(node)


def test_no_module_but_state_writes_a_fact_key_by_hand():
    """A key typed by hand is the bug this module exists to prevent: a typo reads as "nothing there".
    The only other `mc:` strings are the op paths of the model's internal ops (windows.internal)."""
    found = []
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name == "state.py":
            continue
        for line, text in _string_keys(path):
            if path.name == "windows.py" and text in ("mc:mark", "f'mc:{name}{key(args)}'"):
                continue
            found.append(f"{path.name}:{line}: {text}")
    assert found == []


@pytest.mark.parametrize("fact, key", [
    (state.COLLECTING, "mc:collect"), (state.PERIL, "mc:peril"), (state.PHASE, "mc:phase"),
    (state.ATTACKS, "mc:attacks"), (state.LASTING, "mc:lasting"), (state.GAINED, "mc:gained"),
])
def test_stored_keys_are_unchanged(fact, key):
    """The explorer's footprints name what an effect read and wrote by these keys."""
    assert fact.key == key


def test_per_card_and_numbered_keys():
    assert state.DEFEATING.key("rhino") == "mc:defeating:rhino"
    assert state.COUNT_OF.key("attack") == "mc:attack-count"
    assert state.RECORD.key(3) == "mc:3"
    assert state.NO_CONSEQUENTIAL.key("k1") == "mc:no-consequential:k1"


def test_defaults_and_round_trip():
    res = types.SimpleNamespace(flags={})
    assert state.PERIL.get(res) is None and state.ATTACKS.get(res) == () and state.DEALT.get(res) == 0
    state.PERIL.set(res, state.Peril("shadow", "alice"))
    assert state.PERIL.get(res).who == "alice" and res.flags == {"mc:peril": ("shadow", "alice")}
    state.PERIL.clear(res)
    state.PERIL.clear(res)  # clearing what is not there is no error
    assert res.flags == {}
    state.FORM_CHANGED.set(res, "she-hulk", True)
    assert state.FORM_CHANGED.get(res, "she-hulk") is True and state.FORM_CHANGED.get(res, "rhino") is False


def test_numbered_records_are_found_and_other_entries_are_not():
    node = types.SimpleNamespace(extra={"mc:n": 2, "mc:1": {"n": 1}, "mc:2": {"n": 2}, "mc:occ": 1,
                                        "mc:no-consequential:7": True, "finished": True})
    assert state.RECORD.all(node) == [(1, {"n": 1}), (2, {"n": 2})]
    state.RECORD.drop(node, 1)
    assert state.RECORD.get(node, 1) is None and state.RECORDS_MADE.get(node) == 2


def test_place_sets_the_window_facts_in_one_order():
    node = types.SimpleNamespace(extra={})
    state.place(node, 4, "when", 2, from_hand=True)
    assert list(node.extra.items()) == [("mc:occ", 4), ("mc:window", "when"), ("mc:level", 2), ("mc:from-hand", True)]
    other = types.SimpleNamespace(extra={})
    state.place(other, None, "after", 1)
    assert other.extra == {"mc:occ": None, "mc:window": "after", "mc:level": 1}


def test_shared_facts_keep_their_keys_and_clear_for_everyone():
    res = types.SimpleNamespace(flags={"prevented:a": 1, "prevented:b": 2, "once:a": True})
    assert facts.PREVENTED.holders(res) == ["a", "b"]
    facts.PREVENTED.clear_all(res)
    assert res.flags == {"once:a": True}
    assert uca_state.PENDING_TAKEN_DOWN.key("x") == "pending:taken-down:x"
    assert facts.PENDING_DEFEAT.key("x") == "pending:defeat:x"


def test_gained_keywords_are_named_tuples_that_compare_as_tuples():
    """A resolution copied for exploring shares these values, so they must be immutable."""
    g = state.Gained("k", "rhino", "tough", ("round",))
    assert g == ("k", "rhino", "tough", ("round",)) and g._replace(tag=("phase",)).tag == ("phase",)
    with pytest.raises(AttributeError):
        g.tag = ()  # type: ignore[misc]
