"""A small rules library built through the ORM (sentences taken from the rulebooks) and indexed for real.

Each test gets its own index directory under tmp_path, so rebuilds and swaps never touch var/index. `built_index`
builds the index once per worker for each exact library (index_builds.py) and gives every test
that asks for the same library its own copy.
"""
import pytest

from tests.rulesapp.search.index_builds import IndexBuilds

from rulesapp import search as rules_search
from rulesapp.models import Document, Example, Game, GlossaryTerm, Section
from rulesapp.search import storage

UCA, SKIRMISH, VALIANT = "union-city-alliance", "marvel-skirmish", "valiant-universe"


def make_game(slug, title, source_file):
    """A game with its one document, as the importer makes it."""
    game = Game.objects.create(slug=slug, title=title)
    Document.objects.create(game=game, slug="rulebook", title="Rulebook", source_file=source_file)
    return game


def add_section(game, anchor, title, order, text="", parent=None):
    return Section.objects.create(
        game=game, document=game.documents.get(), parent=parent, anchor=anchor, title=title, order=order, text=text,
        depth=(parent.depth + 1) if parent else 0,
    )


@pytest.fixture
def index_dir(settings, tmp_path):
    settings.RULES_INDEX_DIR = tmp_path / "index"
    yield settings.RULES_INDEX_DIR
    storage.close_thread_searchers()


@pytest.fixture
def small_library(db):
    uca = make_game(UCA, "Union City Alliance", "union-city-alliance.txt")
    skirmish = make_game(SKIRMISH, "MARVEL: Skirmish! In New York", "marvel-skirmish.txt")
    valiant = make_game(VALIANT, "Valiant Universe", "valiant-universe.txt")

    action = add_section(uca, "action-phase", "Action Phase", 0,
                         "During the action phase, the current hero takes actions from this section.")
    add_section(uca, "maneuver", "Maneuver", 1,
                "Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at range 2, not 1.",
                parent=action)
    add_section(uca, "threat-phase", "Threat Phase", 2,
                "Select an enemy in threat range if able. That enemy threatens. The enemy moves to your block. "
                "Then the enemy assaults, which means they deal you damage equal to their fight value.")
    damage = add_section(uca, "dealing-damage", "Dealing Damage", 3,
                         "Damage can be dealt in a variety of ways, most commonly from enemies to heroes.")
    add_section(uca, "counters-and-gambits", "Counters and Gambits", 4,
                "When damage is dealt to a hero a Counter and Gambit phase begins, where the heroes may use counter "
                "and gambit effects.", parent=damage)
    add_section(uca, "being-taken-down", "Being taken down", 5,
                "When a hero has taken damage equal to or greater than their maximum stamina, they are Taken down.")
    add_section(uca, "damage-dealt-and-damage-taken", "Damage dealt and damage taken", 6,
                "There is a distinction between damage dealt and damage taken. Red Leech assaults Captain Jupiter, "
                "dealing 2 damage (because his fight is 2).")
    add_section(uca, "decks-discards-and-trashes", "Decks, discards and trashes", 7,
                "The Plot trash is never shuffled back. The Union trash is shuffled back, but when you do split "
                "the Union trash into two halves. Shuffle the bottom half to make the new Union deck.")
    add_section(uca, "the-golden-rule", "The Golden Rule", 8,
                "Many individual components can and do contradict these rules, in which case the component takes "
                "precedence. Beware: <script>alert('x')</script> & other <b>markup</b> is just text.")
    glossary = add_section(uca, "glossary", "Glossary", 9, "")
    GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Counter", anchor="counter",
                                definition="Counter effects are found on Hero cards and can be resolved in response "
                                           "to damage being dealt when that card is in your hand.")
    GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Gambit", anchor="gambit",
                                definition="Gambit effects are found on Hero cards and can be resolved in response "
                                           "to damage being dealt when that card is in your active area.")
    GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Engaged", anchor="engaged",
                                definition="When a hero is on the same block as an enemy, both the hero and the "
                                           "enemy are considered to be engaged.")
    GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Union cards & deck", anchor="union-cards-deck",
                                definition="Unlike other decks, if you run out of Union cards instead of shuffling "
                                           "the trash to make the new deck, you only shuffle the bottom half.")
    GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Block", anchor="block",
                                definition="The sections of the map that heroes and cards are placed on.")

    attack = add_section(skirmish, "phase-ii-attack", "Phase II: Attack", 0,
                         "If the total of damage tokens on a card is ever equal to or greater than its health, that "
                         "card is defeated.")
    Example.objects.create(game=skirmish, section=attack, anchor="example-leader-defeated", title="Example", order=0,
                           text="Captain Marvel attacks and deals 1 damage to Leader. He is now defeated.")
    add_section(skirmish, "playing-a-card", "Playing a Card", 1,
                "To play a card, you must first pay its cost by placing other cards from your hand on your "
                "personal discard pile.")

    add_section(valiant, "move", "Move", 0, "The Superhero may move 1 space orthogonally (up, down, left, or right).")
    add_section(valiant, "facility-reset", "Facility Reset", 1,
                "Move the Facility Durability Tracker token back to the starting durability.")
    valiant_glossary = add_section(valiant, "glossary", "Glossary", 2, "")
    GlossaryTerm.objects.create(game=valiant, document=valiant_glossary.document, section=valiant_glossary, term="Block", anchor="block",
                                definition="Column.")
    return {"uca": uca, "skirmish": skirmish, "valiant": valiant}


@pytest.fixture(scope="session")
def index_builds(tmp_path_factory):
    return IndexBuilds(tmp_path_factory.mktemp("small-library-indexes"))


@pytest.fixture
def built_index(small_library, index_dir, index_builds):
    """What `rules_search.rebuild_index()` returns for the library in the database, the index built in
    `index_dir`: built for real the first time this worker sees that library (and that build code), copied
    from that build after (a copy a test may rebuild, swap or break)."""
    return index_builds.build_or_copy(index_dir, rules_search.rebuild_index)
