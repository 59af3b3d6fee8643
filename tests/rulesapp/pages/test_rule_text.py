"""Rule text layout: paragraphs, nested lists, outline numbers, image notes, examples cut out in place."""
from types import SimpleNamespace

from rulesapp.templatetags.glossary_links import GlossaryLinker
from rulesapp.templatetags.rules_text import render_rule_text, split_section

NO_TERMS = GlossaryLinker([])


def test_bullets_nest_by_indentation():
    html = render_rule_text("Setup:\n  • Deck\n    • Shuffle it\n  • Hand\nDone.", NO_TERMS)
    assert html == (
        "<p>Setup:</p>"
        '<ul class="rule-list"><li>Deck<ul class="rule-list"><li>Shuffle it</li></ul></li><li>Hand</li></ul>'
        "<p>Done.</p>"
    )


def test_outline_numbers_are_kept_as_written():
    html = render_rule_text("4.2. Resolve.\n\n4.2. Again.\n\n2 cards is not a step.", NO_TERMS)
    assert html.count('<span class="step-number">4.2.</span>') == 2
    assert "<p>2 cards is not a step.</p>" in html


def test_image_placeholder_is_a_muted_note():
    html = render_rule_text("[Image: villain zone <b>map</b>]", NO_TERMS)
    assert html == '<p class="image-note"><span class="image-note-label">Image:</span> villain zone &lt;b&gt;map&lt;/b&gt;</p>'


def example(anchor, text):
    return SimpleNamespace(anchor=anchor, text=text)


def test_examples_are_cut_out_where_their_lines_are():
    text = "Rule one.\n\nFor instance, this happens.\n\nIt goes on.\n\nRule two."
    parts = split_section(text, [example("example-a", "For instance, this happens.\nIt goes on.")], NO_TERMS)
    assert [(p.example.anchor if p.example else None, str(p.html)) for p in parts] == [
        (None, "<p>Rule one.</p>"),
        ("example-a", "<p>For instance, this happens.</p><p>It goes on.</p>"),
        (None, "<p>Rule two.</p>"),
    ]


def test_example_with_its_label_kept_in_the_section_text_is_found():
    text = "Example: You play Kang, who brings back Leader from your discard."
    parts = split_section(text, [example("example-kang", "You play Kang, who brings back Leader from your discard.")], NO_TERMS)
    assert [p.example.anchor for p in parts] == ["example-kang"]
    assert "Example: You play Kang" in parts[0].html


def test_examples_missing_from_the_text_follow_it():
    parts = split_section("Rule.", [example("example-b", "Elsewhere.")], NO_TERMS)
    assert [(p.example.anchor if p.example else None) for p in parts] == [None, "example-b"]
