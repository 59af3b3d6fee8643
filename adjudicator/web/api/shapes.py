"""JSON Schema pieces the API's OpenAPI schema uses to say exactly what the server reads, so that a request the
schema calls valid is never refused for a part the schema describes (tests/config/test_openapi.py).

Blank means what Python's str.strip() removes, the test the server applies: the character classes below list
exactly those characters (\\s differs between Python, ECMAScript and Rust regular expressions, so it is not used).
"""
PYTHON_WHITESPACE = ("\\u0009-\\u000d\\u001c-\\u0020\\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f"
                     "\\u205f\\u3000")
_SPACE, _INK = f"[{PYTHON_WHITESPACE}]", f"[^{PYTHON_WHITESPACE}]"

NOT_BLANK = _INK  # a pattern is searched for, not matched whole: somewhere a character that is not whitespace
ONE_LINE = f"^{_SPACE}*({_INK}([^\\u000a]*{_INK})?)?{_SPACE}*$"  # no line break once the ends are stripped
ONE_LINE_NOT_BLANK = f"^{_SPACE}*{_INK}([^\\u000a]*{_INK})?{_SPACE}*$"


def text(max_length: int, pattern: str, description: str = "") -> dict:
    schema = {"type": "string", "maxLength": max_length, "pattern": pattern}
    return {**schema, "description": description} if description else schema


def any_case(words) -> str:
    """A pattern for one of `words` in any case, between blanks, or nothing (what params.Checker.yes_no reads)."""
    spelled = "|".join("".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in word) for word in words if word)
    return f"^{_SPACE}*({spelled})?{_SPACE}*$"


def yes_no(*also_yes: str) -> dict:
    from adjudicator.web.api import params

    return {"type": "string", "pattern": any_case([*params.YES, *also_yes, *params.NO])}
