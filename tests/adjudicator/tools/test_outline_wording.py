"""Outline mode's steps are plain sentences: none says its line twice, a name twice in a row, or a card by its
whole line ("uses the counter of Odysseus uses Trojan Horse…", "Kurt is defeated is defeated").

Every outline written anywhere in the project is resolved and read: the examples in docs/outline-mode.md, the
page's own examples (adjudicator/web/tools_views.py) and every outline in the tests (in a file that speaks of
outlines, a string that compiles as an outline and is neither a docstring nor a YAML scenario). No fixture is written as an outline, so none is derived from them.
Union City Alliance outlines are read on the plain stack too (the page's "also resolve on a plain stack").
"""
import ast
import re

from pathlib import Path

import pytest

from adjudicator.tools.outline import OutlineInvalid, compile_outline, resolve_outline
from adjudicator.tools.outline.phrases import NAME
from tests import yaml_data

ROOT = Path(__file__).resolve().parents[3]
SCENARIO_KEY = re.compile(r"(?m)^(?:format|entities|abilities|start|expect)\s*:")


# -- where the outlines are ---------------------------------------------------------------------------------
def strings_in(path):
    """Every string a Python file spells out (literals, module names bound to them, and their sums)."""
    tree = ast.parse(path.read_text())
    bound = {}

    def value(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.Name) and node.id in bound:
            return bound[node.id]
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            left, right = value(node.left), value(node.right)
            return left + right if left is not None and right is not None else None
        return None

    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found = value(node.value)
            if found is not None:
                bound[node.targets[0].id] = found
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr)}
    return {found for node in ast.walk(tree) if id(node) not in docstrings and (found := value(node)) is not None}


def is_outline(text):
    if "\n " not in text or SCENARIO_KEY.search(text):
        return False
    try:
        compile_outline(text)
    except (OutlineInvalid, Exception):  # noqa: B014 (anything that does not compile is not an outline)
        return False
    return True


def outlines():
    found = {}
    docs = (ROOT / "docs/outline-mode.md").read_text()
    for block in re.findall(r"```[^\n]*\n(.*?)```", docs, re.S):
        found.setdefault(block, "docs/outline-mode.md")
    for path in sorted((ROOT / "adjudicator/timing").glob("*/examples.yaml")):  # the examples pages show
        found.setdefault(yaml_data.safe_load(path.read_text())["outline"], str(path.relative_to(ROOT)))
    sources = sorted((ROOT / "tests").rglob("*.py"))
    for path in sources:
        if "outline" not in path.read_text():
            continue  # a file that never writes an outline
        for text in strings_in(path):
            found.setdefault(text, str(path.relative_to(ROOT)))
    return sorted(((where, text) for text, where in found.items() if is_outline(text)))


OUTLINES = outlines()


def test_the_outlines_are_found_in_every_place_and_for_every_game():
    places = {where for where, _ in OUTLINES}
    assert {"docs/outline-mode.md", "adjudicator/timing/union_city/examples.yaml", "tests/adjudicator/tools/test_outline.py",
            "tests/adjudicator/tools/test_outline_games.py", "tests/browser/test_adjudicator_tools.py"} <= places
    games = {compile_outline(text).game for _, text in OUTLINES}
    assert games == {"union-city-alliance", "marvel-champions", "marvel-skirmish", "valiant-universe", "stack"}
    assert len(OUTLINES) >= 30


# -- what a repeat is -------------------------------------------------------------------------------------
def words(text):
    return re.findall(r"[\w'’$]+", text.lower())


def at(tokens, phrase):
    return [i for i in range(len(tokens) - len(phrase) + 1) if tokens[i:i + len(phrase)] == phrase]


def repeats(text, lines, names, said_once):
    """Why a step's text is not one plain sentence, or None.

    `lines`: the outline's lines; `names`: every name a step may say (entities and effects);
    `said_once`: what the lines' phrases say (a Sector, a keyword, "2 damage", "2 defense", the attack a
    defense answers), which a step says at most once."""
    for line in lines:  # "… triggers: Kang plays Leader from the discard pile was just placed"
        if not re.fullmatch(NAME, line):  # (a line that is only a card's name names the card and its effect)
            mentions = re.findall(rf"{re.escape(line)}(?: #\d+)?", text)
            if len(mentions) != len(set(mentions)):
                return f"says its line twice: {line}"
    tokens = words(text)
    for size in range(1, 9):  # "Kurt is defeated is defeated"
        for i in range(len(tokens) - 2 * size + 1):
            if tokens[i:i + size] == tokens[i + size:i + 2 * size]:
                return f"says {' '.join(tokens[i:i + size])!r} twice in a row"
    for name in sorted(names, key=len, reverse=True):  # "Medbot's Shield (Medbot's Shield)"
        phrase = words(name)
        found = at(tokens, phrase) if phrase else []
        if any(0 <= later - (first + len(phrase)) <= 1 for first, later in zip(found, found[1:])):
            return f"says {name!r} twice in a row"
    for said in said_once:  # "from Telesthesia with Sneak Attack (Chainable) for 2 damage from Telesthesia"
        if len(at(tokens, words(said))) > 1:
            return f"says a line's {said!r} twice"
    return None


def phrase_words(line):
    """What a line's phrases say, each a step's business to say once."""
    found = line.phrases
    said = {f"{d.amount} damage" for d in found.damage} | {f"{n} defense" for n, _ in found.defense}
    said |= set(found.keywords)
    if found.origin:
        said.add(found.origin[0])
    if found.against:
        said.add(found.against.text)
    return said


def read(compiled, result):
    entities = compiled.document.get("entities", {})
    lines = [line.label for line in compiled.lines]
    names = {e["name"] for e in entities.values() if isinstance(e.get("name"), str)}
    names |= {n["label"] for o in result["outcomes"] for n in o["tree"]["nodes"]}
    said_once = set().union(*(phrase_words(line) for line in compiled.lines))
    texts = [compiled.step_text(s) for o in result["outcomes"] for s in o["steps"]]
    return [(why, text) for text in texts if (why := repeats(text, lines, names, said_once))]


@pytest.mark.parametrize("where, text", OUTLINES, ids=[f"{w}:{t.strip().splitlines()[-1][:40]}" for w, t in OUTLINES])
def test_no_step_of_any_outline_repeats_its_line_or_a_name(where, text):
    compiled, result = resolve_outline(text)
    assert read(compiled, result) == []
    if compiled.game == "union-city-alliance":
        compiled, result = resolve_outline(text, game="stack")
        assert read(compiled, result) == []


@pytest.mark.parametrize("text, why", [
    ("Odysseus uses the counter of Odysseus uses Trojan Horse: gains 2 defense (Odysseus uses Trojan Horse: gains "
     "2 defense)", "says its line twice"),
    ("Kang plays Leader from the discard pile triggers: Kang plays Leader from the discard pile was just placed",
     "says its line twice"),
    ("Amy attacks Neil: the attack is made now, and Amy attacks Neil goes on once it is over", "says its line twice"),
    ("Kurt is defeated is defeated", "twice in a row"),
    ("Neil plays Enhancements' Counterstrike (Enhancements' Counterstrike) as a Counterattack Defense",
     "twice in a row"),
    ("the chooser resolves Draw a card #1 next, before Draw a card #1", "says its line twice"),
    ("Amy attacks Neil from Telesthesia with Sneak Attack (Chainable) for 2 damage from Telesthesia: 2 damage",
     "says a line's"),
    ("Sneak Attack (Chainable) for 2 damage from Telesthesia has the Chainable keyword", "'chainable' twice"),
])
def test_the_reading_catches_the_old_wording(text, why):
    """The check above can fail: each sentence outline mode used to say is caught."""
    lines = ["Odysseus uses Trojan Horse: gains 2 defense", "Amy attacks Neil", "Draw a card",
             "Kang plays Leader from the discard pile"]
    names = {"Enhancements' Counterstrike", "Kurt", "Neil", "Amy"}
    assert why in repeats(text, lines, names, {"Telesthesia", "chainable", "2 damage", "2 defense"})


def test_plain_sentences_pass_the_reading():
    lines = ["Odysseus uses Trojan Horse: gains 2 defense", "Draw a card", "Zola heals", "Hydra Soldier",
             "Shadow of the Past"]
    for text in ("Odysseus uses the counter of Trojan Horse", "the chooser resolves Draw a card #1 next, before "
                 "Draw a card #2 and Draw a card #3", "Zola heals triggers: Zola has attacked: its attack effect is "
                 "carried out now", "Hydra Soldier triggers (when defeated, priority 5), before: Hydra Soldier is "
                 "defeated by Spider-Man", "Shadow of the Past triggers (constant, priority 1), after: Spider-Man "
                 "reveals Shadow of the Past", "Amy attacks Neil from Telesthesia with Sneak Attack: 2 damage"):
        assert repeats(text, lines, {"Trojan Horse", "Odysseus", "Zola", "Hydra Soldier"},
                       {"Telesthesia", "2 damage"}) is None


# -- the sentences, as a person reads them -------------------------------------------------------------------
def step_texts(text, **kwargs):
    compiled, result = resolve_outline(text, **kwargs)
    return [compiled.step_text(s) for o in result["outcomes"] for s in o["steps"]]


KAIJU = ("Atomic Kaiju assaults Odysseus for 5 damage\n  Nuclear Breath trashes a Union card\n"
         "  Odysseus uses Trojan Horse: gains 2 defense [counter]\n")
VALIANT = ("game: valiant-universe\nAmy attacks Neil\n"
           "  Infiltration's Sneak Attack (Chainable) for 2 damage from Telesthesia (level 2, block 2) [attack]\n"
           "  Medbot's Shield reduces 1 damage against Sneak Attack [defense]\n"
           "  Enhancements' Counterstrike [counterattack]\n    Combat for 1 damage from Scout (level 1, block 2) [attack]\n")


@pytest.mark.parametrize("line, sentence", [
    ("Odysseus uses Trojan Horse: gains 2 defense", "Odysseus uses the counter of Trojan Horse"),
    ("Odysseus uses Trojan Horse", "Odysseus uses the counter of Trojan Horse"),
    ("Odysseus's Trojan Horse", "Odysseus uses the counter of Trojan Horse"),
    ("Odysseus uses Tougher'n a $2 Steak", "Odysseus uses the counter of Tougher'n a $2 Steak"),
    ("Odysseus blocks with Trojan Horse", "Odysseus uses the counter of Trojan Horse"),
])
def test_a_counter_is_used_by_its_hero_once_in_the_sentence(line, sentence):
    texts = step_texts(KAIJU.replace("Odysseus uses Trojan Horse: gains 2 defense", line))
    assert sentence in texts
    assert f"{line} begins" in texts  # the effect is still named by its line


def test_a_valiant_card_is_named_without_its_numbers_and_places():
    texts = step_texts(VALIANT)
    assert ("Amy attacks Neil from Telesthesia with Infiltration's Sneak Attack: 2 damage, which waits until every "
            "defense has resolved") in texts
    assert "Infiltration's Sneak Attack has the Chainable keyword: another attack card may follow at once" in texts
    assert "Neil plays Medbot's Shield against Infiltration's Sneak Attack" in texts
    assert "Medbot's Shield reduces Infiltration's Sneak Attack's damage 2 -> 1" in texts
    assert "Neil plays Enhancements' Counterstrike as a Counterattack Defense" in texts
    assert "Neil attacks Amy from Scout with Combat: 1 damage, which waits until every defense has resolved" in texts
    assert "Amy attacks Neil: the attack is made now" in texts


@pytest.mark.parametrize("text, sentences", [
    ("Captain Jupiter acts\n  Kurt is defeated [defeat]\n  Black Flag is overcome [overcome]\n"
     "  Conqueror Power Armor is played [debut]\n  Odysseus defeats Kurt Von Kessel [defeat]\n",
     ["Kurt is defeated", "Black Flag is overcome", "Conqueror Power Armor is played", "Kurt Von Kessel is defeated"]),
    ("Wrangler uses Social Networking's Galvanize\n  Odysseus draws Scientific Genius [alert]\n"
     "  Daring Rescue enters the discard pile [rally]\n",
     ["Scientific Genius moves from deck to hand", "Daring Rescue moves from deck to hand"]),
    ("game: marvel-skirmish\nThe Villains play Kang\n  Kang plays Leader from the discard pile [immediate]\n"
     "  Zola heals [attack effect]\n  Eternal Flame [permanent]\n",
     ["Kang plays Leader from the discard pile triggers: Kang was just placed: its immediate effect is carried out now",
      "Zola heals triggers: Zola has attacked: its attack effect is carried out now",
      "Eternal Flame triggers: the permanent effect of Eternal Flame is triggered by The Villains play Kang"]),
    ("game: marvel-champions\nplayers: Spider-Man\nSpider-Man attacks Hydra Soldier for 9 damage\n"
     "  Hydra Soldier explodes [when defeated]\n",
     ["Hydra Soldier is defeated by Spider-Man"]),
], ids=["union-city-alliance", "alert-and-rally", "marvel-skirmish", "marvel-champions"])
def test_a_card_is_named_as_its_line_names_it(text, sentences):
    texts = step_texts(text)
    for sentence in sentences:
        assert sentence in texts
    assert not [t for t in texts if "cause-" in t or "cause " in t], texts


def test_a_line_that_does_not_name_its_card_keeps_its_words():
    """Nothing is guessed: a rally line that says no card with its verb names the card by the whole line."""
    texts = step_texts("Wrangler acts\n  Wrangler puts Nice Try in his hand [rally]\n")
    assert "Wrangler puts Nice Try in his hand moves from deck to hand" in texts


def test_identical_lines_are_told_apart_by_their_place():
    texts = step_texts("Start\n  Draw a card\n  Draw a card\n  Draw a card\n")
    assert "the chooser resolves Draw a card #1 next, before Draw a card #2 and Draw a card #3" in texts
    assert "the chooser resolves Draw a card #2 next, before Draw a card #3" in texts
