"""A small rules library built through the ORM, shaped like the real rulebooks.

Used by the page tests and the browser tests: two games, a three-level outline, a glossary whose
terms occur in the rule text (one inside another: "Discard" / "Discard pile"), and two worked examples.
"""
from rulesapp.models import Document, Example, Game, GlossaryTerm, Section


def make_game(slug, title, source_file):
    """A game with its one document, as the importer makes it."""
    game = Game.objects.create(slug=slug, title=title)
    Document.objects.create(game=game, slug="rulebook", title="Rulebook", source_file=source_file)
    return game


def add_section(game, anchor, title, order, text="", parent=None, number=""):
    return Section.objects.create(
        game=game, document=game.documents.get(), parent=parent, anchor=anchor, title=title, order=order, text=text,
        depth=(parent.depth + 1) if parent else 0, number=number,
    )


HEROES_TEXT = """Each player chooses a hero and takes their cards.

  • Hero zone. Each hero creates a hero zone with a deck and a discard pile.
    • The discard pile starts empty.
  • Draw starting hand. Each hero draws 5 cards.

[Image: example hero zone for Captain Jupiter]

Aaron is playing as Odysseus and may not use that hero's team up deck.

Wrangler attacks the Raptor Goon and discards a card."""


def build_library():
    """Create the rows; returns the games, terms and sections by short name."""
    uca = make_game("union-city-alliance", "Union City Alliance", "union-city-alliance.txt")
    setup = add_section(uca, "game-setup", "Game Setup", 0, "How to set the game up.")
    heroes = add_section(uca, "setting-up-heroes", "Setting up Heroes", 1, HEROES_TEXT, parent=setup)
    choosing = add_section(uca, "choosing-heroes", "Choosing heroes", 2, "Pick one.", parent=heroes)
    map_zone = add_section(uca, "setting-up-the-map-zone", "Setting up the Map Zone", 3, "Place the starting block.", parent=setup)
    glossary = add_section(uca, "glossary", "Glossary", 4,
                           "  • Attack: An action that exerts Might to deal damage.\n  • Discard pile: Where discarded cards go.")
    Example.objects.create(game=uca, section=heroes, anchor="example-team-up-decks", title="Team up decks", order=0,
                           text="Aaron is playing as Odysseus and may not use that hero's team up deck.")
    Example.objects.create(game=uca, section=heroes, anchor="example-wrangler-attacks", title="Wrangler attacks", order=1,
                           text="Wrangler attacks the Raptor Goon and discards a card.")
    terms = {
        "attack": GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Attack", anchor="attack",
                                              definition="An action that exerts Might to deal damage."),
        "discard": GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Discard", anchor="discard",
                                               definition="Put a card from your hand to your discard pile."),
        "discard-pile": GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Discard pile", anchor="discard-pile",
                                                    definition="Where discarded cards go."),
        "hero": GlossaryTerm.objects.create(game=uca, document=glossary.document, section=glossary, term="Hero", anchor="hero",
                                            definition='You, the player, and the hero you control ("you").'),
    }
    skirmish = make_game("marvel-skirmish", "Marvel Skirmish", "marvel-skirmish.txt")
    add_section(skirmish, "attack-phase", "Attack phase", 0, "Attack slot by slot.")
    return {
        "uca": uca, "skirmish": skirmish, "terms": terms,
        "sections": {"setup": setup, "heroes": heroes, "choosing": choosing, "map_zone": map_zone, "glossary": glossary},
    }
