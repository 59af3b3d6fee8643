"""Outline and card-text tests read no rules library: no imported cards unless a test brings its own made-up ones
(the importer's made-up pool, read as plain data)."""
import json
from pathlib import Path

import pytest

from adjudicator.timing.marvel_champions import card_entities

POOL = Path(__file__).resolve().parents[2] / "rulesapp" / "cards" / "made_up_pool"


class MadeUpCards:
    """The made-up pool as card_entities.CardSource reads cards (what rulesapp.card_source gives)."""

    def __init__(self, extra=()):
        self.cards = [card for path in sorted((POOL / "pack").glob("*.json"))
                      for card in json.loads(path.read_text()) if card.get("name")] + list(extra)

    def by_code(self, code):
        return next((card for card in self.cards if card["code"] == code), None)

    def by_name(self, name):
        return [card for card in self.cards if card["name"].lower() == name.lower()]

    def names(self):
        return sorted({card["name"] for card in self.cards})


@pytest.fixture(autouse=True)
def no_library_cards():
    previous = card_entities._source
    card_entities.register(lambda: None)
    yield
    card_entities._source = previous


@pytest.fixture
def made_up_cards():
    def use(*extra):
        cards = MadeUpCards(extra)
        card_entities.register(lambda: cards)
        return cards
    return use
