"""The scenario expression language: a small, safe language for `if`, `cond` and amounts.

Scenario authors write conditions and amounts as text such as
``you.heroism <= 6 and count(type=enemy, zone=board) > 0``. This module reads that
text with a hand-written tokenizer and a precedence-climbing parser into a tree of
small frozen dataclasses, and evaluates the tree against an environment the engine
supplies. Text is never handed to Python's own evaluator, and every input is bounded
(length, nesting, call size, number size), so hostile text fails fast with an
ExpressionError. The language itself is described in docs/expressions.md.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol

MAX_SOURCE_LENGTH = 1000
MAX_NESTING = 64
MAX_CALL_TOKENS = 200
MAX_DIGITS = 18
MAX_MAGNITUDE = 10**15

Value = int | bool | str

KEYWORDS = frozenset({"and", "or", "not", "true", "false", "in"})
FUNCTIONS = frozenset({"count", "min", "max", "abs", "nearest", "in_range"})
RESERVED = KEYWORDS | FUNCTIONS

# What each function is, for people (docs/expressions.md; the editor's reference panel): name -> (how it
# is called, what it gives, an example). A test keeps it in step with FUNCTIONS.
FUNCTION_DOCS = {
    "count": ("count(key=value, ...)", "how many entities match every filter",
              "count(type=enemy, zone=board)"),
    "min": ("min(a, b, ...)", "the smallest of two or more numbers", "min(trigger.amount, 3)"),
    "max": ("max(a, b, ...)", "the largest of two or more numbers", "max(trigger.amount - 2, 0)"),
    "abs": ("abs(a)", "the number without its sign", "abs(you.heroism - 3)"),
    "nearest": ("nearest(to=ENTITY, key=value, ...)",
                "the entity matching every filter at the smallest range from `to` (the game measures range; a "
                "tie is the players' choice); an op's entity field may be one such call",
                "nearest(to=current, keyword=mobster, zone=board)"),
    "in_range": ("in_range(a, b, n)", "whether entities a and b are at most n apart (false when either is in "
                                      "range of nothing)", "in_range(you, trigger.source, 1)"),
}


class Environment(Protocol):
    """What an expression reads: the engine implements this."""

    def lookup(self, path: tuple[str, ...]) -> Value | tuple | list | None: ...  # a list only for `in`

    def count(self, filters: dict[str, str]) -> int: ...

    def nearest(self, filters: dict[str, str]) -> str | None: ...

    def in_range(self, first: str | None, second: str | None, distance: int) -> bool: ...


class ExpressionError(ValueError):
    """A problem with an expression, with the 0-based character offset where it is.

    `str(error)` is one line ("unexpected ')' at column 12; ...") so it fits in a list
    of validation problems; `error.pointer()` adds the source line and a caret.
    """

    def __init__(self, message: str, position: int | None = None, *,
                 hint: str | None = None, source: str | None = None):
        super().__init__(message)
        self.message = message
        self.position = position
        self.hint = hint
        self.source = source

    def locate(self, position: int) -> None:
        """Give an error raised without a place (say, by the environment) one."""
        if self.position is None:
            self.position = position

    @property
    def line_and_column(self) -> tuple[int, int] | None:
        if self.position is None:
            return None
        return _line_and_column(self.source or "", self.position)

    @property
    def column(self) -> int | None:
        place = self.line_and_column
        return None if place is None else place[1]

    def __str__(self) -> str:
        text = self.message
        if self.position is not None:
            text += " at " + _place(self.source or "", self.position)
        if self.hint:
            text += f"; {self.hint}"
        return text

    def pointer(self) -> str:
        """The source line around the error and a caret under it ('' when unknown)."""
        if self.position is None or self.source is None:
            return ""
        line_start = self.source.rfind("\n", 0, self.position) + 1
        line_end = self.source.find("\n", self.position)
        line = self.source[line_start: len(self.source) if line_end < 0 else line_end]
        offset = self.position - line_start
        window_start = max(0, offset - 40)
        shown = "".join(ch if " " <= ch <= "~" else "?" for ch in line[window_start: window_start + 80])
        return f"{shown}\n{' ' * (offset - window_start)}^"


def _line_and_column(source: str, position: int) -> tuple[int, int]:
    before = source[:position]
    return before.count("\n") + 1, position - (before.rfind("\n") + 1) + 1


def _place(source: str, position: int) -> str:
    """'column 7', or 'line 2, column 3' when the source has several lines."""
    line, column = _line_and_column(source, position)
    return f"line {line}, column {column}" if "\n" in source else f"column {column}"


# ---------------------------------------------------------------- tokens

@dataclass(frozen=True)
class Token:
    kind: str  # INT, STRING, PATH, KEYWORD, FUNCTION, OP or END
    text: str
    position: int
    value: Any = None  # its type follows `kind`: int (INT), str (STRING, KEYWORD, FUNCTION), tuple[str, ...] (PATH)


_SEGMENT_START = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_SEGMENT_CHARS = _SEGMENT_START | {"-", "_"}
_WHITESPACE = frozenset(" \t\r\n")
_TWO_CHAR_OPS = ("==", "!=", "<=", ">=")
_ONE_CHAR_OPS = frozenset("+-*(),=<>")
_CHARACTER_HINTS = {
    "&": "use `and`", "|": "use `or`", "!": "use `not`, or `!=` to compare",
    "/": "division is not supported", "%": "remainder is not supported",
    "_": "names start with a lowercase letter or digit",
}
_LOOKALIKES = {
    "\u2212": "-", "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
    "\u00d7": "*", "\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'", "\u00a0": " ",
    "\u2264": "<=", "\u2265": ">=", "\u2260": "!=",
}


def _describe_character(ch: str) -> str:
    if " " < ch <= "~":
        return repr(ch)
    if unicodedata.category(ch) == "Cc":
        return f"U+{ord(ch):04X} (a control character)"
    name = unicodedata.name(ch, "")
    code = f"U+{ord(ch):04X}" + (f" {name}" if name else "")
    if ch.isprintable() and unicodedata.category(ch)[0] in "LNPS":
        return f"{ch!r} ({code})"
    return code


def _bad_character(ch: str, position: int) -> ExpressionError:
    hint = _CHARACTER_HINTS.get(ch)
    if "A" <= ch <= "Z":
        hint = "names are lowercase"
    suggestion = _LOOKALIKES.get(ch) or unicodedata.normalize("NFKC", ch)
    if hint is None and suggestion != ch and all(" " <= c <= "~" for c in suggestion):
        hint = f"did you mean {suggestion!r}?"
    return ExpressionError(f"unexpected character {_describe_character(ch)}", position, hint=hint)


def tokenize(source: str) -> list[Token]:
    """Split source into tokens, ending with an END token."""
    tokens = []
    index, length = 0, len(source)
    while index < length:
        ch = source[index]
        if ch in _WHITESPACE:
            index += 1
            continue
        if ch == '"' or ch == "'":
            token, index = _read_string(source, index)
        elif ch in _SEGMENT_START:
            token, index = _read_word(source, index)
        elif source.startswith(_TWO_CHAR_OPS, index):
            token, index = Token("OP", source[index:index + 2], index), index + 2
        elif ch in _ONE_CHAR_OPS:
            token, index = Token("OP", ch, index), index + 1
        else:
            raise _bad_character(ch, index)
        tokens.append(token)
    tokens.append(Token("END", "", length))
    return tokens


def _read_string(source: str, start: int) -> tuple[Token, int]:
    quote = source[start]
    chars: list[str] = []
    index = start + 1
    while index < len(source):
        ch = source[index]
        if ch == quote:
            return Token("STRING", source[start:index + 1], start, "".join(chars)), index + 1
        if ch == "\\":
            escaped = source[index + 1: index + 2]
            if escaped not in ('"', "'", "\\"):
                shown = _describe_character(escaped) if escaped else "end of expression"
                raise ExpressionError(f"unknown escape '\\' followed by {shown} in a string", index,
                                      hint="only \\\", \\' and \\\\ are escapes")
            chars.append(escaped)
            index += 2
            continue
        if not ch.isprintable():
            raise ExpressionError(f"unexpected character {_describe_character(ch)} in a string", index)
        chars.append(ch)
        index += 1
    raise ExpressionError("unterminated string starting", start, hint=f"add the closing {quote}")


def _read_word(source: str, start: int) -> tuple[Token, int]:
    """Read a number, a reserved word or a dotted property path."""
    segments = []  # (text, position)
    index, length = start, len(source)
    while True:
        if index >= length or source[index] not in _SEGMENT_START:
            if index >= length or source[index] in _WHITESPACE:
                raise ExpressionError("expected a name after '.'", index)
            error = _bad_character(source[index], index)
            error.message = f"expected a name after '.', found {_describe_character(source[index])}"
            raise error
        segment_start = index
        index += 1
        while index < length and source[index] in _SEGMENT_CHARS:
            index += 1
        segments.append((source[segment_start:index], segment_start))
        if index < length and source[index] == ".":
            index += 1
            continue
        break
    text = source[start:index]
    names = tuple(name for name, _ in segments)
    if len(names) == 1 and names[0].isdigit():
        if len(text) > MAX_DIGITS:
            raise ExpressionError(f"number with more than {MAX_DIGITS} digits", start)
        return Token("INT", text, start, int(text)), index
    if names[0].isdigit():
        raise ExpressionError("a number followed by '.'", start + len(names[0]),
                              hint="decimal numbers are not supported")
    for name, position in segments:
        _reject_glued_subtraction(source, start, name, position)
    if names[0] in RESERVED:
        if len(names) == 1:
            return Token("KEYWORD" if names[0] in KEYWORDS else "FUNCTION", text, start, names[0]), index
        raise ExpressionError(f"'{names[0]}' is a reserved word and cannot start a property path", start)
    return Token("PATH", text, start, names), index


def _reject_glued_subtraction(source: str, start: int, name: str, position: int) -> None:
    """`amount-1` is one name to the tokenizer; say so rather than look up a missing property."""
    head = name.rstrip("0123456789")
    if not head.endswith("-"):
        return
    minus = position + len(head) - 1
    before = source[start:minus]
    after = name[len(head):] or "..."
    raise ExpressionError(f"ambiguous '-' in '{name}'", minus,
                          hint=f"write `{before} - {after}` with spaces for subtraction")


# ---------------------------------------------------------------- the tree

@dataclass(frozen=True)
class Literal:
    value: Value
    position: int

    def evaluate(self, env: Environment):
        return self.value


@dataclass(frozen=True)
class Path:
    segments: tuple[str, ...]
    position: int

    def evaluate(self, env: Environment):
        try:
            value = env.lookup(self.segments)
        except ExpressionError as error:
            error.locate(self.position)
            raise
        if value is None or isinstance(value, (int, str)):  # bool is an int subclass
            return value
        name = ".".join(self.segments)
        hint = f'write `"word" in {name}`' if isinstance(value, (list, tuple)) else None
        raise ExpressionError(f"'{name}' holds a {type(value).__name__}, which expressions cannot use",
                              self.position, hint=hint)

    def evaluate_list(self, env: Environment) -> tuple[str, ...]:
        """The list the path holds (an entity's keywords or traits), for `in`; a missing one holds nothing."""
        try:
            value = env.lookup(self.segments)
        except ExpressionError as error:
            error.locate(self.position)
            raise
        if value is None:
            return ()
        if isinstance(value, (list, tuple)):
            return tuple(str(word) for word in value)
        raise ExpressionError(f"'{'.'.join(self.segments)}' is not a list", self.position,
                              hint="`in` asks whether a list property holds a word")


@dataclass(frozen=True)
class Negate:
    operand: Node
    position: int

    def evaluate(self, env: Environment):
        return _bounded(-_number(self.operand.evaluate(env), self.operand, "'-'"), self.position)


@dataclass(frozen=True)
class Not:
    operand: Node
    position: int

    def evaluate(self, env: Environment):
        return not _truth(self.operand.evaluate(env), self.operand, "'not'")


@dataclass(frozen=True)
class Arithmetic:
    """first, then each (operator, operator position, operand) applied left to right."""
    first: Node
    rest: tuple[tuple[str, int, Node], ...]

    @property
    def position(self) -> int:
        return self.first.position

    def evaluate(self, env: Environment):
        operator = self.rest[0][0]
        total = _number(self.first.evaluate(env), self.first, repr(operator))
        for operator, position, operand in self.rest:
            value = _number(operand.evaluate(env), operand, repr(operator))
            if operator == "+":
                total += value
            elif operator == "-":
                total -= value
            else:
                total *= value
            total = _bounded(total, position)
        return total


@dataclass(frozen=True)
class Compare:
    operator: str
    left: Node
    right: Node
    position: int

    def evaluate(self, env: Environment):
        if self.operator == "in":
            return self._holds(env)
        left, right = self.left.evaluate(env), self.right.evaluate(env)
        if self.operator == "==":
            return _equal(left, right)
        if self.operator == "!=":
            return not _equal(left, right)
        purpose = repr(self.operator)
        left, right = _number(left, self.left, purpose), _number(right, self.right, purpose)
        if self.operator == "<":
            return left < right
        if self.operator == "<=":
            return left <= right
        if self.operator == ">":
            return left > right
        return left >= right

    def _holds(self, env: Environment) -> bool:
        """`"Avenger" in you.traits`: whether the list holds the word, ignoring case (a card prints its traits in
        capitals, "[[AVENGER]]", and its keywords capitalised: the same word either way)."""
        word = self.left.evaluate(env)
        if not isinstance(word, str):
            raise ExpressionError(f"'in' needs text on its left, got {_describe_value(word)}", self.left.position,
                                  hint='quote the word: `"Avenger" in you.traits`')
        if not isinstance(self.right, Path):
            raise ExpressionError("'in' needs a list property on its right", self.right.position,
                                  hint='e.g. `"Avenger" in you.traits`')
        return word.casefold() in {held.casefold() for held in self.right.evaluate_list(env)}


@dataclass(frozen=True)
class Logical:
    """`and`/`or` over two or more operands, short-circuiting left to right."""
    operator: str
    operands: tuple[Node, ...]

    @property
    def position(self) -> int:
        return self.operands[0].position

    def evaluate(self, env: Environment):
        stop_at = self.operator == "or"
        for operand in self.operands:
            if _truth(operand.evaluate(env), operand, repr(self.operator)) == stop_at:
                return stop_at
        return not stop_at


@dataclass(frozen=True)
class Count:
    filters: tuple[tuple[str, str], ...]
    position: int

    def evaluate(self, env: Environment):
        try:
            value = env.count(dict(self.filters))
        except ExpressionError as error:
            error.locate(self.position)
            raise
        if type(value) is not int:
            raise ExpressionError(f"count(...) gave {type(value).__name__}, not a number", self.position)
        return value


@dataclass(frozen=True)
class Nearest:
    """nearest(to=ENTITY, FILTER...): the id of the matching entity nearest to `to` (missing if none)."""
    filters: tuple[tuple[str, str], ...]
    position: int

    def evaluate(self, env: Environment):
        try:
            value = env.nearest(dict(self.filters))
        except ExpressionError as error:
            error.locate(self.position)
            raise
        if value is not None and not isinstance(value, str):
            raise ExpressionError(f"nearest(...) gave {type(value).__name__}, not an entity", self.position)
        return value


@dataclass(frozen=True)
class InRange:
    """in_range(a, b, n): true when entities a and b are both in range of something and at most n apart."""
    first: Node
    second: Node
    distance: Node
    position: int

    def evaluate(self, env: Environment):
        entities = []
        for argument in (self.first, self.second):
            value = argument.evaluate(env)
            if value is not None and not isinstance(value, str):
                raise ExpressionError(f"in_range needs entities, got {_describe_value(value)}", argument.position)
            entities.append(value)
        distance = _number(self.distance.evaluate(env), self.distance, "in_range")
        try:
            value = env.in_range(entities[0], entities[1], distance)
        except ExpressionError as error:
            error.locate(self.position)
            raise
        return bool(value)


@dataclass(frozen=True)
class Call:
    """min, max or abs over numbers."""
    function: str
    arguments: tuple[Node, ...]
    position: int

    def evaluate(self, env: Environment):
        values = [_number(argument.evaluate(env), argument, self.function) for argument in self.arguments]
        if self.function == "abs":
            return _bounded(abs(values[0]), self.position)
        return min(values) if self.function == "min" else max(values)


Node = Literal | Path | Negate | Not | Arithmetic | Compare | Logical | Count | Nearest | InRange | Call


def _describe_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"the text {shown!r}"
    return str(value)


def _number(value, node, purpose: str) -> int:
    """A missing property (None) reads as 0; booleans and text are not numbers."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise ExpressionError(f"{purpose} needs a number, got {_describe_value(value)}", node.position)
    return value


def _truth(value, node, purpose: str) -> bool:
    """A missing property (None) reads as false; numbers and text are not truth values."""
    if value is None:
        return False
    if isinstance(value, bool):
        return value
    hint = "compare it, e.g. `x > 0`" if isinstance(value, int) else None
    raise ExpressionError(f"{purpose} needs true or false, got {_describe_value(value)}",
                          node.position, hint=hint)


def _kind(value) -> str:
    return "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else "str"


def _equal(left, right) -> bool:
    """Different kinds are unequal; a missing value equals 0, false and another missing value."""
    if left is None and right is None:
        return True
    if left is None or right is None:
        present = right if left is None else left
        return present is False or (_kind(present) == "int" and present == 0)
    return _kind(left) == _kind(right) and left == right


def _bounded(value: int, position: int) -> int:
    if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
        return value
    raise ExpressionError("number too large", position,
                          hint="results must stay between -10**15 and 10**15")


# ---------------------------------------------------------------- the parser

_COMPARISON_POWER = 4
_NOT_OPERAND_POWER = 3     # `not a == b` is `not (a == b)`; `not a and b` is `(not a) and b`
_NEGATE_OPERAND_POWER = 6  # `-2 * 3` is `(-2) * 3`
_INFIX_POWER = {"or": 1, "and": 2, "==": 4, "!=": 4, "<": 4, "<=": 4, ">": 4, ">=": 4, "in": 4,
                "+": 5, "-": 5, "*": 6}


def _infix_power(token: Token) -> int | None:
    if token.kind == "OP" or (token.kind == "KEYWORD" and token.text in ("and", "or", "in")):
        return _INFIX_POWER.get(token.text)
    return None


def _describe_token(token: Token) -> str:
    if token.kind == "END":
        return "end of expression"
    if token.kind == "INT":
        return f"number {token.text}"
    if token.kind == "PATH":
        return f"name '{token.text}'"
    if token.kind == "STRING":
        return "string " + (token.text if len(token.text) <= 40 else token.text[:37] + "...")
    return f"'{token.text}'"


class _Parser:
    def __init__(self, source: str, tokens: list[Token]):
        self.source = source
        self.tokens = tokens
        self.index = 0
        self.nesting = 0
        self.paths: set[tuple[str, ...]] = set()
        self.filters: list[tuple[str, str, str]] = []  # (function, key, value) of every count/nearest filter

    def peek(self) -> Token:
        return self.tokens[self.index]

    def advance(self) -> Token:
        token = self.tokens[self.index]
        if token.kind != "END":
            self.index += 1
        return token

    def unexpected(self, token: Token, hint: str | None = None) -> ExpressionError:
        previous = self.tokens[self.index - 1] if self.index > 0 else None
        if hint is None and token.text == "=":
            hint = "use == to compare"
        elif hint is None and token.text == "(" and previous is not None and previous.kind == "PATH":
            hint = f"'{previous.text}' is not a function; the functions are {', '.join(sorted(FUNCTIONS))}"
        elif hint is None and token.kind in ("INT", "STRING", "PATH", "FUNCTION") and self.index > 0:
            hint = "is an operator missing?"
        return ExpressionError(f"unexpected {_describe_token(token)}", token.position, hint=hint)

    def expect(self, text: str, opened: Token | None = None) -> Token:
        token = self.peek()
        if token.kind == "OP" and token.text == text:
            return self.advance()
        hint = None
        if opened is not None:
            hint = f"expected '{text}' to close the '(' at {_place(self.source, opened.position)}"
        elif text:
            hint = f"expected '{text}'"
        raise self.unexpected(token, hint)

    def enter(self, token: Token) -> None:
        """Count one more level of parentheses, `not`, `-` or call before recursing."""
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            raise ExpressionError(f"expression nested more than {MAX_NESTING} levels deep", token.position)

    def parse(self) -> Node:
        if self.peek().kind == "END":
            raise ExpressionError("empty expression")
        tree = self.parse_expression(0)
        token = self.peek()
        if token.kind != "END":
            raise self.unexpected(token)
        return tree

    def parse_expression(self, min_power: int) -> Node:
        left = self.parse_prefix(min_power)
        while True:
            power = _infix_power(self.peek())
            if power is None or power <= min_power:
                return left
            if power == _COMPARISON_POWER:
                operator = self.advance()
                right = self.parse_expression(_COMPARISON_POWER)
                left = Compare(operator.text, left, right, operator.position)
                following = self.peek()
                if _infix_power(following) == _COMPARISON_POWER:
                    raise ExpressionError("comparisons cannot be chained", following.position,
                                          hint="write `a < b and b < c`")
                continue
            operators, operands = [], [left]
            while _infix_power(self.peek()) == power:
                operators.append(self.advance())
                operands.append(self.parse_expression(power))
            if power <= 2:
                left = Logical(operators[0].text, tuple(operands))
            else:
                left = Arithmetic(operands[0], tuple(
                    (operator.text, operator.position, operand)
                    for operator, operand in zip(operators, operands[1:], strict=True)))

    def parse_prefix(self, min_power: int) -> Node:
        token = self.advance()
        if token.text == "not" and token.kind == "KEYWORD" and min_power > _NOT_OPERAND_POWER:
            self.index -= 1  # `1 + not x` and `a == not b` are refused, as the grammar says
            raise self.unexpected(token, "put `not ...` in parentheses here")
        if token.kind in ("INT", "STRING"):
            return Literal(token.value, token.position)
        if token.kind == "PATH":
            self.paths.add(token.value)
            return Path(token.value, token.position)
        if token.kind == "KEYWORD" and token.text in ("true", "false"):
            return Literal(token.text == "true", token.position)
        if token.kind == "FUNCTION":
            return self.parse_call(token)
        if token.text in ("not", "-", "(") and token.kind in ("KEYWORD", "OP"):
            self.enter(token)
            if token.text == "not":
                node: Node = Not(self.parse_expression(_NOT_OPERAND_POWER), token.position)
            elif token.text == "-":
                node = Negate(self.parse_expression(_NEGATE_OPERAND_POWER), token.position)
            else:
                node = self.parse_expression(0)
                self.expect(")", opened=token)
            self.nesting -= 1
            return node
        if token.kind == "END":
            raise ExpressionError("unexpected end of expression", token.position,
                                  hint="a value is missing")
        self.index -= 1  # report the token itself, with the previous one for context
        raise self.unexpected(token, "there is no power operator" if self.after("*", "*") else None)

    def after(self, first: str, second: str) -> bool:
        return (self.index > 0 and self.tokens[self.index].text == second
                and self.tokens[self.index - 1].text == first)

    def check_call_size(self, opened: Token) -> None:
        """Refuse an over-long argument list before parsing any of it."""
        depth, index = 0, self.index
        while self.tokens[index].kind != "END":
            token = self.tokens[index]
            if token.kind == "OP" and token.text == "(":
                depth += 1
            elif token.kind == "OP" and token.text == ")":
                if depth == 0:
                    return
                depth -= 1
            if index - self.index >= MAX_CALL_TOKENS:
                raise ExpressionError(f"argument list longer than {MAX_CALL_TOKENS} tokens",
                                      token.position)
            index += 1

    def parse_call(self, function: Token) -> Node:
        if not (self.peek().kind == "OP" and self.peek().text == "("):
            raise ExpressionError(f"'{function.text}' is a function", function.position,
                                  hint=f"write {function.text}(...)")
        opened = self.advance()
        self.check_call_size(opened)
        self.enter(opened)
        if function.text == "count":
            node: Node = Count(self.parse_filters(function), function.position)
        elif function.text == "nearest":
            filters = self.parse_filters(function)
            if "to" not in dict(filters):
                raise ExpressionError("nearest needs `to=ENTITY`: nearest to what", function.position,
                                      hint="for example nearest(to=current, keyword=mobster, zone=board)")
            if len(filters) < 2:
                raise ExpressionError("nearest needs a filter besides `to`", function.position,
                                      hint="for example nearest(to=current, keyword=mobster, zone=board)")
            node = Nearest(filters, function.position)
        elif function.text == "in_range":
            arguments = [self.parse_expression(0)]
            while self.peek().kind == "OP" and self.peek().text == ",":
                self.advance()
                arguments.append(self.parse_expression(0))
            self.expect(")", opened=opened)
            if len(arguments) != 3:
                raise ExpressionError(f"in_range takes three arguments (two entities and a range), "
                                      f"got {len(arguments)}", function.position,
                                      hint="for example in_range(you, trigger.source, 1)")
            node = InRange(arguments[0], arguments[1], arguments[2], function.position)
        else:
            arguments = [self.parse_expression(0)]
            while self.peek().kind == "OP" and self.peek().text == ",":
                self.advance()
                arguments.append(self.parse_expression(0))
            self.expect(")", opened=opened)
            wanted_one = function.text == "abs"
            if wanted_one and len(arguments) != 1:
                raise ExpressionError(f"abs takes one argument, got {len(arguments)}", function.position)
            if not wanted_one and len(arguments) < 2:
                raise ExpressionError(f"{function.text} takes two or more arguments", function.position)
            node = Call(function.text, tuple(arguments), function.position)
        self.nesting -= 1
        return node

    def parse_filters(self, function: Token) -> tuple[tuple[str, str], ...]:
        name = function.text
        if self.peek().text == ")" and self.peek().kind == "OP":
            raise ExpressionError(f"{name} needs at least one filter", function.position,
                                  hint=f"for example {name}(type=enemy, zone=board)" if name == "count"
                                  else "for example nearest(to=current, keyword=mobster, zone=board)")
        filters: dict[str, str] = {}
        while True:
            key = self.advance()
            if not self.is_word(key):
                self.index -= 1
                raise self.unexpected(key, f"expected a filter name, as in {name}(type=enemy)")
            if key.text in filters:
                raise ExpressionError(f"{name} has the filter '{key.text}' twice", key.position)
            self.expect("=")
            value = self.advance()
            if not (self.is_word(value) or value.kind in ("INT", "STRING")):
                self.index -= 1
                raise self.unexpected(value, "a filter value is one word, a number or a quoted string")
            filters[key.text] = value.value if value.kind == "STRING" else value.text
            self.filters.append((name, key.text, filters[key.text]))
            separator = self.advance()
            if separator.kind == "OP" and separator.text == ")":
                return tuple(filters.items())
            if not (separator.kind == "OP" and separator.text == ","):
                self.index -= 1
                raise self.unexpected(separator, "expected ',' or ')'")

    @staticmethod
    def is_word(token: Token) -> bool:
        return token.kind in ("KEYWORD", "FUNCTION") or (token.kind == "PATH" and len(token.value) == 1)


# ---------------------------------------------------------------- the public face

@dataclass(frozen=True)
class Expression:
    """A parsed expression: immutable, so it can be shared and cached."""
    source: str
    tree: Node = field(repr=False)
    paths: frozenset = field(repr=False)
    filters: tuple = field(default=(), repr=False)  # (function, key, value) of each count/nearest filter, in order

    def evaluate(self, env: Environment) -> Value:
        """The value; a missing property on its own reads as 0."""
        value = self._run(env)
        return 0 if value is None else value

    def evaluate_int(self, env: Environment) -> int:
        """The value as an amount: a number, or an ExpressionError saying what it was instead."""
        return self._located(lambda: _number(self._run(env), self.tree, "an amount"))

    def evaluate_bool(self, env: Environment) -> bool:
        """The value as a condition: true or false, or an ExpressionError."""
        return self._located(lambda: _truth(self._run(env), self.tree, "a condition"))

    def _run(self, env: Environment):
        return self._located(lambda: self.tree.evaluate(env))

    def _located(self, compute):
        try:
            return compute()
        except ExpressionError as error:
            if error.source is None:
                error.source = self.source
            raise


def compile_expression(source: str) -> Expression:
    """Parse source into an Expression, or raise an ExpressionError saying where it is wrong."""
    if not isinstance(source, str):
        raise ExpressionError(f"an expression must be text, not {type(source).__name__}")
    if len(source) > MAX_SOURCE_LENGTH:
        raise ExpressionError(f"expression is {len(source)} characters long; "
                              f"at most {MAX_SOURCE_LENGTH} are allowed")
    return _compile(source)


@lru_cache(maxsize=1024)
def _compile(source: str) -> Expression:
    try:
        parser = _Parser(source, tokenize(source))
        tree = parser.parse()
    except ExpressionError as error:
        error.source = source
        raise
    return Expression(source, tree, frozenset(parser.paths), tuple(parser.filters))
