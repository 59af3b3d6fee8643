"""Long rule texts are cut into overlapping passages; short ones stay whole."""
from rulesapp.search.semantic.passages import PASSAGE_WORDS, STRIDE_WORDS, passages_of


def document(body, title="Phase II: Attack"):
    return {"doc_id": "section:g:a", "title": title, "body": body}


def test_a_short_text_is_one_passage_with_its_title_in_front():
    (passage,) = passages_of(document("Draw two cards.", title="Phase III: Draw"))
    assert passage.text == "Phase III: Draw. Draw two cards." and passage.span == (0, len("Draw two cards."))


def test_a_flowchart_step_with_no_body_is_its_title():
    (passage,) = passages_of(document("", title="2.2. Simultaneously, draw up to your hand size"))
    assert passage.text == "2.2. Simultaneously, draw up to your hand size"


def test_a_long_text_is_cut_into_overlapping_windows_that_cover_every_word():
    words = [f"w{i}" for i in range(PASSAGE_WORDS * 3)]
    body = " ".join(words)
    passages = passages_of(document(body))
    assert len(passages) > 1
    covered = set()
    for passage in passages:
        piece = body[passage.start:passage.end].split()
        assert len(piece) <= PASSAGE_WORDS and passage.text.endswith(" ".join(piece))
        covered.update(piece)
    assert covered == set(words)
    second = body[passages[1].start:passages[1].end].split()
    assert second[0] == words[STRIDE_WORDS]  # the next window starts STRIDE_WORDS on: they overlap
