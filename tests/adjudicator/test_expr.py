"""The scenario expression language: what authors can write, what it means, and how it refuses."""

import ast
import dataclasses
import inspect
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator import expr as expr_module
from adjudicator.expr import ExpressionError, compile_expression
from tests.hypothesis_profiles import examples


class FakeTable:
    """A small stand-in for the engine's environment: entities with properties, and a trigger.

    It follows the interface the engine implements: one-segment paths give entity ids,
    `this`/`you` are aliases, a missing property is None, an unknown entity is an error.
    """

    def __init__(self, entities=None, aliases=None, trigger=None):
        self.entities = entities if entities is not None else {
            "captain-jupiter": {"type": "hero", "zone": "board", "heroism": 5, "damage": 2, "pinned": True},
            "kurt-von-kessel": {"type": "enemy", "zone": "board", "damage": 3, "max_stamina": 6},
            "green-death": {"type": "enemy", "zone": "board", "damage": 0},
            "ithacan-warrior": {"type": "enemy", "zone": "hand"},
        }
        self.aliases = aliases if aliases is not None else {"you": "captain-jupiter", "this": "kurt-von-kessel"}
        self.trigger = trigger if trigger is not None else {"amount": 4, "source": "kurt-von-kessel"}
        self.lookups = []
        self.counts = []

    def entity(self, name):
        name = self.aliases.get(name, name)
        if name not in self.entities:
            raise ExpressionError(f"unknown entity '{name}'")
        return name

    def lookup(self, path):
        self.lookups.append(path)
        if path[0] == "trigger":
            return self.trigger.get(path[1]) if len(path) == 2 else None
        entity = self.entity(path[0])
        if len(path) == 1:
            return entity
        return self.entities[entity].get(path[1]) if len(path) == 2 else None

    def count(self, filters):
        self.counts.append(filters)
        return sum(all(str(properties.get(key)) == value for key, value in filters.items())
                   for properties in self.entities.values())


def evaluate(source, env=None):
    return compile_expression(source).evaluate(env if env is not None else FakeTable())


def error_of(source, env=None) -> ExpressionError:
    with pytest.raises(ExpressionError) as caught:
        evaluate(source, env)
    return caught.value


# ---------------------------------------------------------------- constructs

@pytest.mark.parametrize("source, value", [
    ("42", 42), ("007", 7), ("999999999999999999", 999999999999999999),
    ("true", True), ("false", False),
    ('"hand"', "hand"), ("'hand'", "hand"),
    (r'"say \"hi\" \\ bye"', 'say "hi" \\ bye'), (r"'it\'s'", "it's"), ('"ünïcödé ok"', "ünïcödé ok"),
    ("2 + 3", 5), ("2 - 3", -1), ("2 * 3", 6), ("-4", -4), ("- -4", 4), ("--4", 4),
    ("1 == 1", True), ("1 != 1", False), ("1 < 2", True), ("2 <= 2", True), ("1 > 2", False), ("1 >= 2", False),
    ("true and false", False), ("true or false", True), ("not false", True),
    ("(2 + 3) * 4", 20), ("min(3, -1, 2)", -1), ("max(3, -1, 2)", 3), ("abs(-7)", 7), ("abs(7)", 7),
    ("1 +\n 2", 3), ("\t1 * 2 ", 2),
])
def test_each_construct_evaluates_to_its_value(source, value):
    result = evaluate(source)
    assert result == value and type(result) is type(value)


@pytest.mark.parametrize("source, value", [
    ("1 + 2 * 3 == 7", True),          # * before +, arithmetic before comparison
    ("2 * 3 + 1", 7),
    ("-2 * -3", 6),                    # unary minus binds tighter than *
    ("-2 * 3 + 10", 4),
    ("10 - 3 - 2", 5),                 # left to right
    ("10 - (3 - 2)", 9),
    ("2 * 3 * 4 - 1", 23),
    ("not false and false", False),    # (not false) and false, not not (false and false)
    ("not 1 == 2", True),              # not (1 == 2)
    ("true or false and false", True),  # and before or
    ("1 + 2 < 4 and 4 > 1 + 2", True),
    ("not not true", True),
    ("true and not false", True),
    ("(not true == false) == false", False),  # not (true == false), then compared
])
def test_precedence(source, value):
    assert evaluate(source) == value


def test_property_paths_read_the_environment():
    env = FakeTable()
    assert evaluate("you.heroism <= 6 and count(type=enemy, zone=board) > 0", env) is True
    assert evaluate("kurt-von-kessel.damage + trigger.amount", env) == 7
    assert evaluate("this.max_stamina - this.damage", env) == 3
    assert evaluate("trigger.source == kurt-von-kessel", env) is True
    assert evaluate("trigger.source == this and you != this", env) is True
    assert evaluate("this", env) == "kurt-von-kessel"
    assert evaluate('this.zone == "board"', env) is True
    assert ("you", "heroism") in env.lookups and ("kurt-von-kessel",) in env.lookups


def test_paths_lists_every_property_the_expression_reads():
    expression = compile_expression(
        "you.heroism <= 6 and (trigger.source == kurt-von-kessel or count(type=enemy, owner=you) > 0)")
    assert expression.paths == frozenset({("you", "heroism"), ("trigger", "source"), ("kurt-von-kessel",)})
    assert expression.source.startswith("you.heroism")
    assert compile_expression("1 + 2").paths == frozenset()


def test_and_or_short_circuit_and_give_booleans():
    env = FakeTable()
    assert evaluate("false and nobody.damage > 0", env) is False  # reading nobody.damage would raise
    assert evaluate("true or nobody.damage > 0", env) is True
    assert ("nobody", "damage") not in env.lookups
    assert evaluate("true and true and false or true", env) is True


def test_a_missing_property_reads_as_zero_or_false():
    env = FakeTable()
    assert evaluate("you.nothing + 1", env) == 1
    assert evaluate("you.nothing", env) == 0
    assert evaluate("you.nothing == 0", env) is True
    assert evaluate("you.nothing == false", env) is True
    assert evaluate("you.nothing == you.nothing-at-all", env) is True
    assert evaluate('you.nothing == ""', env) is False
    assert evaluate("you.nothing < 1", env) is True
    assert evaluate("not you.nothing", env) is True
    assert evaluate("min(you.nothing, 5)", env) == 0


def test_equality_between_different_kinds_is_false_not_an_error():
    assert evaluate('"3" == 3') is False
    assert evaluate('"3" != 3') is True
    assert evaluate("true == 1") is False
    assert evaluate("this == 1") is False
    assert evaluate("you.pinned == true") is True


def test_count_passes_its_filters_as_words():
    env = FakeTable()
    assert evaluate('count(type=enemy, zone="board")', env) == 2
    assert evaluate("count(zone=hand)", env) == 1
    assert evaluate("count(damage=0)", env) == 1
    assert env.counts == [{"type": "enemy", "zone": "board"}, {"zone": "hand"}, {"damage": "0"}]


def test_evaluate_int_and_evaluate_bool_check_the_kind_of_result():
    env = FakeTable()
    assert compile_expression("trigger.amount - 1").evaluate_int(env) == 3
    assert compile_expression("you.nothing").evaluate_int(env) == 0
    assert compile_expression("you.nothing").evaluate_bool(env) is False
    assert compile_expression("1 < 2").evaluate_bool(env) is True
    with pytest.raises(ExpressionError, match="an amount needs a number, got true"):
        compile_expression("1 < 2").evaluate_int(env)
    with pytest.raises(ExpressionError, match="a condition needs true or false, got 3 at column 1"):
        compile_expression("trigger.amount - 1").evaluate_bool(env)


def test_an_expression_is_immutable_and_reusable():
    expression = compile_expression("trigger.amount * 2")
    with pytest.raises(dataclasses.FrozenInstanceError):
        expression.source = "0"
    assert expression.evaluate(FakeTable(trigger={"amount": 2})) == 4
    assert expression.evaluate(FakeTable(trigger={"amount": 5})) == 10
    assert compile_expression("trigger.amount * 2") == expression


# ---------------------------------------------------------------- errors, with places

@pytest.mark.parametrize("source, message", [
    ("(1 + 2))", "unexpected ')' at column 8"),
    ("you.heroism <= )", "unexpected ')' at column 16"),
    ("(1 + 2", "unexpected end of expression at column 7; expected ')' to close the '(' at column 1"),
    ("1 +", "unexpected end of expression at column 4"),
    ("", "empty expression"),
    ("   ", "empty expression"),
    ("1 2", "unexpected number 2 at column 3; is an operator missing?"),
    ("a < b < c", "comparisons cannot be chained at column 7"),
    ("1 == 1 == 1", "comparisons cannot be chained at column 8"),
    ("trigger.amount-1", "ambiguous '-' in 'amount-1' at column 15; "
                         "write `trigger.amount - 1` with spaces for subtraction"),
    ("5-3", "write `5 - 3` with spaces for subtraction"),
    ("x- 1", "ambiguous '-' in 'x-' at column 2"),
    ("x = 1", "unexpected '=' at column 3; use == to compare"),
    ("1 + not true", "unexpected 'not' at column 5; put `not ...` in parentheses here"),
    ("true == not false", "unexpected 'not' at column 9"),
    ("2 ** 3", "unexpected '*' at column 4; there is no power operator"),
    ("1 & 2", "unexpected character '&' at column 3; use `and`"),
    ("6 / 2", "unexpected character '/' at column 3; division is not supported"),
    ("You.heroism", "unexpected character 'Y' at column 1; names are lowercase"),
    ("you.Heroism", "expected a name after '.', found 'H' at column 5; names are lowercase"),
    ("you.", "expected a name after '.' at column 5"),
    ("3.5", "a number followed by '.' at column 2; decimal numbers are not supported"),
    ("1234567890123456789", "number with more than 18 digits at column 1"),
    ("'open", "unterminated string starting at column 1; add the closing '"),
    ('1 + "open', 'unterminated string starting at column 5; add the closing "'),
    (r'"a\nb"', "unknown escape '\\' followed by 'n' in a string at column 3"),
    ("and.damage", "'and' is a reserved word and cannot start a property path at column 1"),
    ("count.x", "'count' is a reserved word"),
    ("count + 1", "'count' is a function at column 1; write count(...)"),
    ("count()", "count needs at least one filter at column 1"),
    ("count(type=enemy, type=hero)", "count has the filter 'type' twice at column 19"),
    ("count(type)", "unexpected ')' at column 11; expected '='"),
    ("count(type=you.owner)", "unexpected name 'you.owner' at column 12; a filter value is one word"),
    ("count(type=enemy zone=board)", "unexpected name 'zone' at column 18; expected ',' or ')'"),
    ("count(1=2)", "unexpected number 1 at column 7; expected a filter name"),
    ("min(1)", "min takes two or more arguments at column 1"),
    ("abs(1, 2)", "abs takes one argument, got 2 at column 1"),
    ("max(1, 2", "expected ')' to close the '(' at column 4"),
    ("1 +\n(2", "unexpected end of expression at line 2, column 3; "
                "expected ')' to close the '(' at line 2, column 1"),
    ("1 − 2", "unexpected character '−' (U+2212 MINUS SIGN) at column 3; did you mean '-'?"),
    ("1 ＝= 1", "unexpected character '＝' (U+FF1D FULLWIDTH EQUALS SIGN) at column 3; did you mean '='?"),
    ("yоu.heroism", "unexpected character 'о' (U+043E CYRILLIC SMALL LETTER O) at column 2"),
    ("1\x00", "unexpected character U+0000 (a control character) at column 2"),
    ('"a\x00b"', "unexpected character U+0000 (a control character) in a string at column 3"),
    ('"\u202e"', "unexpected character U+202E RIGHT-TO-LEFT OVERRIDE in a string at column 2"),
])
def test_mistakes_are_named_with_their_place(source, message):
    assert message in str(error_of(source))


@pytest.mark.parametrize("source, message", [
    ('"hand" < 3', "'<' needs a number, got the text 'hand' at column 1"),
    ("this >= 1", "'>=' needs a number, got the text 'kurt-von-kessel' at column 1"),
    ("1 + true", "'+' needs a number, got true at column 5"),
    ('2 * "x"', "'*' needs a number, got the text 'x' at column 5"),
    ("-you.pinned", "'-' needs a number, got true at column 2"),
    ("abs(this)", "abs needs a number, got the text 'kurt-von-kessel' at column 5"),
    ("you.heroism and true", "'and' needs true or false, got 5 at column 1; compare it, e.g. `x > 0`"),
    ("false or 'yes'", "'or' needs true or false, got the text 'yes' at column 10"),
    ("not 0", "'not' needs true or false, got 0 at column 5"),
    ("nobody.damage > 0", "unknown entity 'nobody' at column 1"),
    ("1 + nobody.damage", "unknown entity 'nobody' at column 5"),
    ("99999999 * 99999999", "number too large at column 10"),
    ("1000000000000000 + 1", "number too large at column 18"),
    ("-999999999999999999", "number too large at column 1"),
])
def test_runtime_mistakes_are_named_with_their_place(source, message):
    assert message in str(error_of(source))


def test_the_error_keeps_its_parts_and_points_at_the_mistake():
    error = error_of("you.heroism <= )")
    assert (error.message, error.position, error.column) == ("unexpected ')'", 15, 16)
    assert error.pointer() == "you.heroism <= )\n               ^"
    assert isinstance(error, ValueError)


def test_an_environment_error_that_has_no_place_gets_the_paths_place():
    error = error_of("1 + nobody")
    assert error.position == 4 and str(error) == "unknown entity 'nobody' at column 5"


def test_a_value_the_language_has_no_kind_for_is_an_error():
    env = FakeTable(entities={"hero": {"keywords": ["flying"]}})
    assert "'hero.keywords' holds a list" in str(error_of("hero.keywords == 1", env))
    assert 'write `"word" in hero.keywords`' in str(error_of("hero.keywords == 1", env))


# ---------------------------------------------------------------- in: a word in a list

TRAITED = {"hero": {"traits": ["Avenger", "Soldier"], "keywords": ("flying",)}, "rock": {"damage": 1}}


@pytest.mark.parametrize("source, value", [
    ('"Avenger" in hero.traits', True),
    ('"avenger" in hero.traits', True),   # traits are printed in capitals ([[AVENGER]]): case is ignored
    ('"SOLDIER" in hero.traits', True),
    ('"Aerial" in hero.traits', False),
    ('"Aven" in hero.traits', False),     # a whole word, never a part of one
    ('"flying" in hero.keywords', True),  # a tuple is a list too
    ('"Avenger" in rock.traits', False),  # a missing list holds nothing
    ('not "Aerial" in hero.traits', True),
    ('"Avenger" in hero.traits and rock.damage == 1', True),
])
def test_in_says_whether_a_list_holds_a_word(source, value):
    assert compile_expression(source).evaluate(FakeTable(entities=TRAITED, aliases={})) is value


@pytest.mark.parametrize("source, message", [
    ("1 in hero.traits", "'in' needs text on its left, got 1"),
    ('"Avenger" in "Avenger"', "'in' needs a list property on its right"),
    ('"Avenger" in rock.damage', "'rock.damage' is not a list"),
    ('"a" in hero.traits in hero.traits', "comparisons cannot be chained"),
])
def test_in_refuses_what_is_not_a_word_and_a_list(source, message):
    assert message in str(error_of(source, FakeTable(entities=TRAITED, aliases={})))


def test_in_is_reserved():
    assert "'in' is a reserved word" in str(error_of("in.traits == 1"))


def test_only_text_compiles():
    with pytest.raises(ExpressionError, match="must be text, not int"):
        compile_expression(3)
    with pytest.raises(ExpressionError, match="must be text, not list"):
        compile_expression(["1"])


# ---------------------------------------------------------------- hostile input

@pytest.mark.parametrize("source, message", [
    ("(" * 10_000, "10000 characters long; at most 1000"),
    ('"' + "x" * 1_000_000 + '"', "1000002 characters long"),
    ("1" * 1001, "1001 characters long"),
    ("(" * 65 + "1" + ")" * 65, "nested more than 64 levels deep at column 65"),
    ("(" * 500, "nested more than 64 levels deep"),
    ("-" * 500 + "1", "nested more than 64 levels deep"),
    ("not " * 200 + "true", "nested more than 64 levels deep"),
    ("abs(" * 66 + "1" + ")" * 66, "nested more than 64 levels deep"),
    ("abs(" * 100 + "1" + ")" * 100, "argument list longer than 200 tokens"),
    (" * ".join(["99999999"] * 80), "number too large at column 10"),
    (" * ".join(["999999999999999999"] * 40), "number too large at column 20"),
    ("max(" + ", ".join(["1"] * 101) + ")", "argument list longer than 200 tokens"),
    ("__import__('os')", "unexpected character '_' at column 1"),
    ("__import__('os').system('true')", "unexpected character '_'"),
    ("().__class__", "unexpected character '.' at column 3"),
    ("()", "unexpected ')' at column 2"),
    ("(1).__class__", "unexpected character '.' at column 4"),
    ("lambda: 0", "unexpected character ':' at column 7"),
    ("[x for x in y]", "unexpected character '['"),
    ("{}", "unexpected character '{'"),
    ("open('/etc/passwd')", "unexpected '(' at column 5; 'open' is not a function"),
    ("eval", "unknown entity 'eval'"),
    ("\x00", "U+0000 (a control character) at column 1"),
    ("1 +\x00 2", "U+0000 (a control character) at column 4"),
    ("1\u00a0+ 2", "U+00A0 NO-BREAK SPACE"),
    ("'unterminated", "unterminated string"),
    ("'" * 999, "unterminated string"),
    ("\\", "unexpected character '\\\\'"),
])
def test_hostile_input_fails_with_an_expression_error(source, message):
    assert message in str(error_of(source))


def test_the_deepest_allowed_nesting_still_parses_and_evaluates():
    assert evaluate("(" * 64 + "7" + ")" * 64) == 7
    levels = 32  # each level is a '-' and a '(': 64 nestings
    assert evaluate("-(1 + " * levels + "0" + ")" * levels) == 0
    assert evaluate("-" * 64 + "3") == 3


def test_the_module_never_uses_pythons_own_evaluator_or_django():
    tree = ast.parse(Path(expr_module.__file__).read_text())
    called = {node.func.id for node in ast.walk(tree)
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert not called & {"eval", "exec", "compile", "__import__"}
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.startswith(("django", "ast", "importlib")) for name in imported)


# ---------------------------------------------------------------- properties

_SOUP_WORDS = [
    "1", "0", "999999999999999999", "-", "+", "*", "**", "(", ")", ",", "=", "==", "!=", "<", "<=",
    ">", ">=", "and", "or", "not", "true", "false", "count", "min", "max", "abs", "you", "this",
    "you.heroism", "trigger.amount", "trigger.source", "kurt-von-kessel", "kurt-von-kessel.damage",
    "nobody.x", "type=enemy", "zone", '"', "'", "'hand'", '"x\\"y"', "\\", ".", "a-1", "x-",
    "_", "__import__", "[", "]", "{", "}", ";", ":", "\x00", "\u2212", "é", "\U0001f600", "\n",
]
_soup = st.lists(st.one_of(st.sampled_from(_SOUP_WORDS), st.text(max_size=3)), max_size=40).flatmap(
    lambda words: st.lists(st.sampled_from(["", " ", "  "]), min_size=len(words), max_size=len(words))
    .map(lambda gaps: "".join(gap + word for gap, word in zip(gaps, words))))


@settings(max_examples=examples(300), deadline=None)
@given(_soup)
def test_token_soup_never_raises_anything_but_an_expression_error(source):
    try:
        expression = compile_expression(source)
        for read in (expression.evaluate, expression.evaluate_int, expression.evaluate_bool):
            try:
                read(FakeTable())
            except ExpressionError as error:
                assert str(error) and isinstance(error.pointer(), str)
    except ExpressionError as error:
        assert str(error) and isinstance(error.pointer(), str)


_PRECEDENCE = {"+": 1, "-": 1, "*": 2}
_ARITHMETIC_ENV = FakeTable(entities={"hero": {"damage": 3, "fight": 12}}, aliases={}, trigger={"amount": 9})
_LEAF_PATHS = {"hero.damage": 3, "hero.fight": 12, "trigger.amount": 9, "hero.missing": 0}


class TooLarge(Exception):
    pass


def _bounded(value):
    if abs(value) > 10**15:
        raise TooLarge
    return value


def reference_value(tree):
    """The value of a generated tree, computed directly from its structure."""
    kind = tree[0]
    if kind == "int":
        return tree[1]
    if kind == "path":
        return _LEAF_PATHS[tree[1]]
    if kind == "neg":
        return _bounded(-reference_value(tree[1]))
    if kind == "abs":
        return _bounded(abs(reference_value(tree[1])))
    if kind in ("min", "max"):
        values = [reference_value(argument) for argument in tree[1]]
        return min(values) if kind == "min" else max(values)
    left, right = reference_value(tree[1]), reference_value(tree[2])
    return _bounded(left + right if kind == "+" else left - right if kind == "-" else left * right)


def render(tree):
    """Source text for a tree, with only the parentheses precedence needs."""
    kind = tree[0]
    if kind in ("int", "path"):
        return str(tree[1])
    if kind == "neg":
        inner = render(tree[1])
        return "-" + (f"({inner})" if tree[1][0] in _PRECEDENCE else inner)
    if kind == "abs":
        return f"abs({render(tree[1])})"
    if kind in ("min", "max"):
        return f"{kind}({', '.join(render(argument) for argument in tree[1])})"
    power = _PRECEDENCE[kind]
    left, right = render(tree[1]), render(tree[2])
    if _PRECEDENCE.get(tree[1][0], 9) < power:
        left = f"({left})"
    if _PRECEDENCE.get(tree[2][0], 9) <= power:
        right = f"({right})"
    return f"{left} {kind} {right}"


_leaves = st.one_of(
    st.integers(0, 10**6).map(lambda n: ("int", n)),
    st.integers(0, 10**15).map(lambda n: ("int", n)),
    st.sampled_from(sorted(_LEAF_PATHS)).map(lambda name: ("path", name)),
)
_trees = st.recursive(_leaves, lambda children: st.one_of(
    st.tuples(st.sampled_from(["+", "-", "*"]), children, children),
    st.tuples(st.just("neg"), children),
    st.tuples(st.just("abs"), children),
    st.tuples(st.sampled_from(["min", "max"]), st.lists(children, min_size=2, max_size=4).map(tuple)),
), max_leaves=12)


@settings(max_examples=examples(300), deadline=None)
@given(_trees)
def test_well_formed_arithmetic_matches_a_reference_evaluation(tree):
    source = render(tree)
    expression = compile_expression(source)
    try:
        expected = reference_value(tree)
    except TooLarge:
        with pytest.raises(ExpressionError, match="number too large"):
            expression.evaluate(_ARITHMETIC_ENV)
    else:
        assert expression.evaluate(_ARITHMETIC_ENV) == expected


def test_the_worst_case_the_limits_allow_needs_little_stack():
    """Callers may sit deep in their own stacks: 400 frames of headroom must be enough."""
    level = "false or true and 1 == 1 + 1 * ("  # every precedence level inside each parenthesis
    levels = (1000 - 1) // (len(level) + 1)
    source = level * levels + "1" + ")" * levels
    depth = len(inspect.stack(0))
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + 400)
    try:
        expression = expr_module._compile.__wrapped__(source)  # parsed here, not taken from the cache
        # the innermost comparison's boolean reaches the '*' around it: evaluation went all the way down
        with pytest.raises(ExpressionError, match="'\\*' needs a number, got false"):
            expression.evaluate(FakeTable())
    finally:
        sys.setrecursionlimit(previous)


# ---------------------------------------------------------------- nearest and in_range

class BoardTable(FakeTable):
    """FakeTable with positions: `nearest` and `in_range` as the engine's environment gives them."""

    def __init__(self):
        super().__init__(entities={
            "green-death": {"type": "hero", "block": (2, 1)},
            "near-mobster": {"type": "enemy", "keyword": "mobster", "block": (2, 2)},
            "far-mobster": {"type": "enemy", "keyword": "mobster", "block": (0, 0)},
        }, aliases={"current": "green-death"})
        self.asked = []

    def nearest(self, filters):
        self.asked.append(dict(filters))
        origin = self.entities[self.entity(filters.pop("to"))]["block"]
        found = sorted((abs(p["block"][0] - origin[0]) + abs(p["block"][1] - origin[1]), name)
                       for name, p in self.entities.items()
                       if all(str(p.get(k)) == v for k, v in filters.items()))
        return found[0][1] if found else None

    def in_range(self, first, second, distance):
        if first is None or second is None:
            return False
        a, b = self.entities[first]["block"], self.entities[second]["block"]
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) <= distance


def test_nearest_gives_an_entity_that_in_range_and_comparisons_can_use():
    env = BoardTable()
    assert evaluate("nearest(to=current, keyword=mobster)", env) == "near-mobster"
    assert env.asked == [{"to": "current", "keyword": "mobster"}]
    assert evaluate("nearest(to=current, keyword=mobster) == near-mobster", env) is True
    assert evaluate("in_range(nearest(to=current, keyword=mobster), current, 1)", env) is True
    assert evaluate("in_range(nearest(to=current, keyword=mobster), current, 0)", env) is False
    assert evaluate("in_range(far-mobster, green-death, 2 + 1)", env) is True


def test_nearest_that_finds_nothing_is_missing_and_in_range_of_nothing_is_false():
    env = BoardTable()
    assert evaluate("nearest(to=current, keyword=dinosaur)", env) == 0  # missing reads as 0 on its own
    assert evaluate("in_range(nearest(to=current, keyword=dinosaur), current, 99)", env) is False


@pytest.mark.parametrize("source, message", [
    ("nearest(keyword=mobster)", "nearest needs `to=ENTITY`: nearest to what at column 1"),
    ("nearest(to=current)", "nearest needs a filter besides `to` at column 1"),
    ("nearest()", "nearest needs at least one filter at column 1"),
    ("nearest(to=current, to=you)", "nearest has the filter 'to' twice"),
    ("in_range(you, this)", "in_range takes three arguments (two entities and a range), got 2 at column 1"),
    ("in_range(you, this, 1, 2)", "got 4"),
    ("nearest.x", "'nearest' is a reserved word"),
])
def test_nearest_and_in_range_mistakes_are_named(source, message):
    with pytest.raises(ExpressionError) as caught:
        compile_expression(source)
    assert message in str(caught.value)


def test_in_range_needs_entities_and_a_number():
    env = BoardTable()
    assert "in_range needs entities, got 3 at column 10" in str(error_of("in_range(3, current, 1)", env))
    assert "in_range needs a number, got the text 'x'" in str(error_of("in_range(current, current, 'x')", env))


def test_every_function_is_documented_with_an_example_that_compiles():
    assert set(expr_module.FUNCTION_DOCS) == set(expr_module.FUNCTIONS)
    for name, (call, doc, example) in expr_module.FUNCTION_DOCS.items():
        assert call.startswith(name + "(") and doc
        assert compile_expression(example).source == example
