"""The example rules on small texts: where a worked example starts, continues and stops."""
from rulesapp.importer import examples, outline
from rulesapp.importer.lines import read_lines

CAST = examples.re.compile(r"\b(?:Wrangler|Odysseus)\b")

BOOK = """\
Rules

When an enemy assaults, a Counter phase begins. The heroes choose the order.

Conversely, a rule paragraph opening with a rare adverb is no example.

Wrangler attacks Kurt Von Kessel, dealing 5 damage.

He chooses the branch with Kurt dealing damage.

Kurt is defeated, going to the trash.

Atomic Kaiju threatens Odysseus, dealing 5 damage to him.

The heroes elect to not use any Counters, the phase ends.

Note that the players may use any Counters, as with any damage. Kurt and Atomic Kaiju are cards.

Example (Big Move): Neil moves his Superhero.

Then he plays a card.

Hint: a label ends the example.
"""


def runs_of(text, **options):
    lines = read_lines(text)
    cut = outline.cut(lines, contents=outline.read_contents(read_lines("• Rules")))
    names = examples.Names(text, ["Counter"])
    runs = examples.find_runs(cut.drafts, names, **options)
    return [[line.text.split(",")[0].split(".")[0] for line in run.lines] for run in runs]


def test_narrative_runs_start_on_names_and_split_when_the_cast_changes():
    assert runs_of(BOOK, cast_re=CAST, narrative=True) == [
        ["Wrangler attacks Kurt Von Kessel", "He chooses the branch with Kurt dealing damage", "Kurt is defeated"],
        ["Atomic Kaiju threatens Odysseus", "The heroes elect to not use any Counters"],
        ["Example (Big Move): Neil moves his Superhero", "Then he plays a card"],
    ]


def test_without_the_narrative_rule_only_labels_start_examples():
    assert runs_of(BOOK) == [["Example (Big Move): Neil moves his Superhero", "Then he plays a card"]]


def test_proper_names_are_words_never_written_in_lower_case_mid_sentence():
    names = examples.Names("Conversely, the Black Flag is red. Then Wrath of the Underworld plays Black Flag and Counter.", ["Counter"])
    assert [examples.display_name(n) for n in names.phrases("Conversely, Wrath of the Underworld's red Black Flag and Counter")] == [
        "Wrath of the Underworld",
        "Black Flag",
    ]
    assert not names.is_proper("Conversely")
    assert names.starts_with_name("Black Flag is confronted.")
    assert not names.starts_with_name("Counter effects are found on hero cards.")


def test_anchors_come_from_labels_or_subjects_and_stay_unique():
    lines = read_lines(BOOK)
    cut = outline.cut(lines, contents=outline.read_contents(read_lines("• Rules")))
    runs = examples.find_runs(cut.drafts, examples.Names(BOOK), cast_re=CAST, narrative=True)
    found = examples.to_examples(runs, lambda run: "Kurt")
    assert [(e.anchor, e.title) for e in found] == [
        ("example-kurt", "Wrangler attacks Kurt Von Kessel, dealing 5 damage."),
        ("example-kurt-2", "Atomic Kaiju threatens Odysseus, dealing 5 damage to him."),
        ("example-big-move", "Big Move"),
    ]
