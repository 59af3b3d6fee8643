"""Auto-linking of glossary terms inside rule text: what gets linked, what never does, and escaping."""
import re

import pytest
from hypothesis import given, settings, strategies as st

from rulesapp.templatetags.glossary_links import GlossaryLinker, TermLink, linker_for_game, term_key, terms_regex
from tests.rulesapp.pages.html_checks import PageStructure
from tests.hypothesis_profiles import examples


def linker(*terms):
    return GlossaryLinker([TermLink(term, term.lower().replace(" ", "-"), f"About {term}.", f"/g/#{term.lower()}") for term in terms])


def linked_words(html):
    return [(link["text"], link["attrs"]["data-term"]) for link in PageStructure(html).term_links()]


def test_whole_words_only_case_insensitive():
    html = linker("Block").link("A blocker blocks nothing, but the BLOCK does.")
    assert linked_words(html) == [("blocks", "Block")]


def test_whole_word_not_inside_a_longer_word():
    html = linker("Hero").link("Heroism is gained by a superhero.")
    assert linked_words(html) == []


def test_longest_term_wins_and_is_never_nested():
    html = linker("Discard", "Discard pile").link("Put it on your discard pile, then discard a card.")
    assert linked_words(html) == [("discard pile", "Discard pile"), ("discard", "Discard")]
    assert PageStructure(html).nested_links == []


def test_a_term_is_linked_once_per_paragraph():
    html = linker("Attack").link("Attack once. You may attack again.")
    assert linked_words(html) == [("Attack", "Attack")]


def test_multi_word_term_matches_across_any_whitespace():
    html = linker("Active area").link("Put it in your active\tarea now.")
    assert linked_words(html) == [("active\tarea", "Active area")]


def test_excluded_term_is_left_as_text():
    html = linker("Attack", "Might").link("Attack: exerts Might.", exclude=["attack"])
    assert linked_words(html) == [("Might", "Might")]


def test_rule_text_markup_is_escaped_around_and_inside_links():
    html = linker("Attack").link('<script>alert(1)</script> Attack <b onclick="x()">now</b>')
    assert "<script>" not in html and "<b " not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert linked_words(html) == [("Attack", "Attack")]


def test_definitions_and_terms_cannot_break_out_of_attributes():
    hostile = GlossaryLinker([TermLink('Say "hi"', "say-hi", '"><img src=x onerror=alert(1)>', "/g/#say-hi")])
    html = hostile.link('They Say "hi" loudly.')
    page = PageStructure(html)
    assert page.term_links()[0]["attrs"]["data-definition"] == '"><img src=x onerror=alert(1)>'
    assert "<img" not in html


def test_one_letter_terms_are_never_linked():
    assert linked_words(linker("X", "Attack").link("Deal X damage; attack.")) == [("attack", "Attack")]


def test_game_linker_follows_glossary_edits(library):
    uca = library["uca"]
    before = linker_for_game(uca).link("Attack!")
    assert "exerts Might" in before
    term = library["terms"]["attack"]
    term.definition = "Deal damage to an enemy on your block."
    term.save()
    assert "on your block" in linker_for_game(uca).link("Attack!")
    term.delete()
    assert PageStructure(linker_for_game(uca).link("Attack!")).term_links() == []


@pytest.mark.parametrize("text", ["", "   ", "no terms here"])
def test_text_without_terms_is_returned_escaped(text):
    assert linker("Attack").link(text) == text


def test_compound_terms_are_found_by_the_words_rule_text_uses():
    html = linker("Union cards & deck", "Epic cards/mode", "Trash (noun)").link(
        "If the Union deck runs out, trash it; play in Epic mode."
    )
    assert linked_words(html) == [("Union deck", "Union cards & deck"), ("trash", "Trash (noun)"), ("Epic mode", "Epic cards/mode")]


def test_an_alias_two_terms_share_is_not_guessed_and_a_real_term_wins():
    html = linker("Trash (noun)", "Trash (verb)", "Hydra Agents", "Hydra Agents (blue)").link("Trash the Hydra Agents.")
    assert linked_words(html) == [("Hydra Agents", "Hydra Agents")]


def test_a_compound_term_is_not_linked_inside_its_own_definition_by_an_alias():
    html = linker("Union cards & deck", "Block").link("Union cards go on a block; the Union deck too.", exclude=["Union cards & deck"])
    assert linked_words(html) == [("block", "Block")]


def longest_first_alternation(keys):
    """The plain way to find the terms: every key tried in turn at each place, longest first."""
    body = "|".join(r"\s+".join(re.escape(word) for word in key.split()) for key in sorted(keys, key=len, reverse=True))
    return body


def term_matches(body, text):
    pattern = re.compile(rf"(?<!\w)({body})(?:e?s)?(?!\w)", re.IGNORECASE)
    return [(match.span(), match.group(1)) for match in pattern.finditer(text)]


WORDS = st.text(alphabet="abeSs’“-(", min_size=1, max_size=4)
KEYS = st.lists(st.lists(WORDS, min_size=1, max_size=3).map(" ".join).map(term_key), min_size=1, max_size=8, unique=True)
GAPS = st.sampled_from(["", " ", "  ", "\t", "\n", ".", "x", "s", "es"])


@settings(max_examples=examples(400), deadline=None)
@given(keys=KEYS, data=st.data())
def test_the_term_trie_finds_what_trying_every_term_longest_first_finds(keys, data):
    # Text made of the keys' own words (upper- or lower-case) between gaps, so that keys sharing words meet.
    words = sorted({word for key in keys for word in key.split()})
    pieces = st.one_of(st.sampled_from(words), st.sampled_from(words).map(str.upper), WORDS, GAPS)
    text = "".join(data.draw(st.lists(pieces, max_size=30)))
    assert term_matches(terms_regex(keys), text) == term_matches(longest_first_alternation(keys), text)


def test_the_term_trie_on_terms_that_share_words():
    keys = ["discard", "discard pile", "discards", "dis", "pile"]
    text = "Discard pile; discards, the discard\tpile, DISCARDES and a pile."
    assert term_matches(terms_regex(keys), text) == term_matches(longest_first_alternation(keys), text)
    assert [words for _, words in term_matches(terms_regex(keys), text)] == [
        "Discard pile", "discards", "discard\tpile", "DISCARD", "pile"]
