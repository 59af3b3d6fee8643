"""Snippets: the window around the query's words, escaped, marked; nothing else becomes markup."""
import random
import re
from pathlib import Path

from django.conf import settings

from rulesapp.search.schema import WORD_RE, normalize
from rulesapp.search.snippets import MAX_MATCHES_CONSIDERED, SNIPPET_CHARS, _matches, make_snippet


def stems(*words):
    return frozenset(normalize(word) for word in words)


def tags(snippet):
    return set(re.findall(r"<[^>]*>", snippet))


def test_matches_are_marked_in_any_inflection():
    snippet = make_snippet("That enemy threatens you. Threatening is an effect.", stems("threaten"))
    assert snippet == "That enemy <mark>threatens</mark> you. <mark>Threatening</mark> is an effect."


def test_rule_text_markup_is_escaped():
    snippet = make_snippet('Card text: <script>alert("x")</script> & <img src=x onerror=y> deals damage', stems("damage"))
    assert tags(snippet) == {"<mark>", "</mark>"}
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=y&gt;" in snippet


def test_a_match_inside_escaped_text_is_still_escaped():
    snippet = make_snippet("<b>damage</b>", stems("damage"))
    assert snippet == "&lt;b&gt;<mark>damage</mark>&lt;/b&gt;"


def test_long_text_is_cut_to_the_window_with_the_most_query_words():
    filler = "Lorem ipsum dolor sit amet. " * 40
    text = filler + "Counters and gambits reduce damage dealt to a hero. " + filler + "One damage here."
    snippet = make_snippet(text, stems("counter", "gambit", "damage"))
    assert snippet.startswith("…") and snippet.endswith("…")
    assert "<mark>Counters</mark> and <mark>gambits</mark> reduce <mark>damage</mark>" in snippet
    assert len(re.sub(r"</?mark>", "", snippet)) <= SNIPPET_CHARS + 2


def test_an_opening_with_every_query_word_is_kept_over_a_later_denser_window():
    """A rule's first sentence usually states it: "three allies" must not be cut off because the later
    sentences repeat "ally" more often."""
    text = ("Each player may control a maximum of three allies in play. " + "Lorem ipsum dolor sit amet. " * 12
            + "An ally beyond the ally limit is discarded; allies, ally, ally limit.")
    snippet = make_snippet(text, stems("allies"))
    assert snippet.startswith("Each player may control a maximum of three <mark>allies</mark>")
    later = make_snippet(text, stems("allies", "discarded"))  # the opening lacks a word: the window moves
    assert later.startswith("…") and "<mark>discarded</mark>" in later


def test_no_match_in_the_body_gives_its_opening():
    assert make_snippet("Exert one Speed to move.\n\nMore text.", stems("maneuver")) == "Exert one Speed to move. More text."
    assert make_snippet("", stems("anything")) == ""


def test_fast_match_finding_agrees_with_stemming_every_word():
    """The prefix scan must find exactly the words the index would match, in every rulebook."""
    texts = [path.read_text(encoding="utf-8") for path in sorted(Path(settings.RULEBOOK_DIR).glob("*.txt"))]
    assert len(texts) == 4
    vocabulary = sorted({normalize(word) for text in texts for word in WORD_RE.findall(text)})
    chooser = random.Random(20)
    for _ in range(200):
        query_stems = frozenset(chooser.sample(vocabulary, chooser.randint(1, 6)))
        text = chooser.choice(texts)
        every_word = [(m.start(), m.end(), normalize(m.group())) for m in WORD_RE.finditer(text)
                      if normalize(m.group()) in query_stems][:MAX_MATCHES_CONSIDERED]
        assert _matches(text, query_stems) == every_word, sorted(query_stems)
