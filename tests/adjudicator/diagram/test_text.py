"""Untrusted text in labels: cleaning, wrapping and DOT escaping."""

from adjudicator.diagram import text


def test_clean_drops_characters_xml_cannot_hold():
    assert text.clean("a\x00b\x07c\x1bd") == "abcd"
    assert text.clean("lone \ud800 surrogate") == "lone  surrogate"
    assert text.clean("non\ufffechar\uffff\ufdd0") == "nonchar"


def test_clean_keeps_line_breaks_and_turns_tabs_into_spaces():
    assert text.clean("one\r\ntwo\rthree\tfour") == "one\ntwo\nthree four"


def test_clean_keeps_unicode():
    assert text.clean("Ünïcödé 漢字 🎲") == "Ünïcödé 漢字 🎲"


def test_clean_cuts_very_long_text_with_an_ellipsis():
    cleaned = text.clean("x" * 100_000)
    assert len(cleaned) == text.MAX_TEXT
    assert cleaned.endswith(text.ELLIPSIS)


def test_wrap_keeps_lines_within_width_and_marks_what_was_cut():
    lines = text.wrap("word " * 100, width=20, max_lines=3)
    assert len(lines) == 3
    assert all(len(line) <= 20 for line in lines)
    assert lines[-1].endswith(text.ELLIPSIS)


def test_wrap_splits_words_longer_than_a_line():
    lines = text.wrap("a" * 50, width=20, max_lines=5)
    assert lines == ["a" * 20, "a" * 20, "a" * 10]


def test_wrap_keeps_the_authors_line_breaks():
    assert text.wrap("first\nsecond", width=20, max_lines=4) == ["first", "second"]


def test_cut_breaks_at_the_width_whatever_the_words():
    assert text.cut("rule: " + "x" * 10, width=8, max_lines=3) == ["rule: xx", "xxxxxxxx"]
    assert text.cut("a" * 30, width=10, max_lines=2) == ["a" * 10, "a" * 9 + text.ELLIPSIS]
    assert text.cut("one\ntwo", width=10, max_lines=1) == ["one two"]


def test_escape_neutralises_quotes_backslashes_entities_and_newlines():
    assert text.escape('say "hi"') == 'say \\"hi\\"'
    assert text.escape("back\\slash \\N") == "back\\\\slash \\\\N"
    assert text.escape("&lt; & &#60;") == "&amp;lt; &amp; &amp;#60;"
    assert text.escape("one\ntwo") == "one\\ntwo"


def test_a_trailing_backslash_cannot_swallow_the_closing_quote():
    assert text.quote("ends with \\") == '"ends with \\\\"'


def test_label_joins_lines_centred_or_left_justified():
    assert text.label(["a", "b"]) == '"a\\nb"'
    assert text.label(["a", "b"], left=True) == '"a\\lb\\l"'
