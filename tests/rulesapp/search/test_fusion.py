"""Fusing the two rankings, and a rule printed twice shown once."""
from rulesapp.search.fusion import FusedDocument, repeat_key, without_repeats


def test_a_rule_printed_twice_is_shown_once_where_it_ranks_highest():
    ranked = [FusedDocument(docnum, score, None) for docnum, score in [(7, 0.9), (3, 0.8), (8, 0.7), (4, 0.6)]]
    text = {7: ("mc", "THWART", "A hero exhausts.\n\nSee also: Exhausted"),
            8: ("mc", "Thwart", "A hero  exhausts."),  # the glossary's copy: the section's opening
            3: ("mc", "Thwart", "An ally thwarts."),  # another rule under the same title: kept
            4: ("uca", "thwart", "A hero exhausts.")}  # another game's: kept
    assert [document.docnum for document in without_repeats(ranked, lambda docnum: repeat_key(*text[docnum]))] == [7, 3, 4]
