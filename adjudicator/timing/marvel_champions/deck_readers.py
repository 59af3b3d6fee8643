"""How the deck ops' fields are read (deck_ops.py): a deck, a search's criteria, a game's end.

A criterion names an entity property the game knows (or `trait`, `keyword`, as `count(...)` does), and a
card type or keyword from the game's closed lists: any other word is refused at its line, with "did you
mean".
"""
from typing import Any

from adjudicator.scenario.readers import read_amount, read_bool, read_fields, read_ref, read_text, read_zone
from adjudicator.scenario.vocabulary import describe, suggest
from adjudicator.timing.marvel_champions.vocabulary import CARD_TYPES, ENTITY_PROPERTIES, KEYWORDS

ENCOUNTER = "encounter"
RESULTS = ("win", "lose")  # `end_game.players`: what a scenario's alternate condition does for the players
CRITERIA = ("trait", "keyword") + tuple(name for name in ENTITY_PROPERTIES.words() if name != "zone")
WORDS = {"type": CARD_TYPES, "keyword": KEYWORDS}


def read_deck(c: Any, v: Any, p: str) -> Any:
    """`encounter`, or the player whose deck it is (a word one letter from `encounter` is its typo)."""
    if isinstance(v, str) and v != ENCOUNTER and v not in c.entities and suggest(v, (ENCOUNTER,)):
        c.problem(p, f"no deck {v!r}{suggest(v, (ENCOUNTER,))}: a deck is `encounter` or the player whose deck it is")
        return v
    return v if v == ENCOUNTER else read_ref(c, v, p)


def read_criteria(c: Any, v: Any, p: str) -> tuple:
    """`{type: ally, trait: avenger}`: what a card must have to satisfy a search (or stop a discard), every
    entry at once; read as (property, value) pairs in the order written."""
    if not isinstance(v, dict) or not v:
        c.problem(p, f"expected a mapping of a card's property to its value (e.g. {{type: ally}}), got {describe(v)}")
        return ()
    pairs = []
    for key, want in v.items():
        if key not in CRITERIA:
            c.problem(f"{p}.{key}", f"unknown criterion {key!r}{suggest(key, CRITERIA)}; expected a property of a "
                                    f"card: {', '.join(CRITERIA[:8])} …")
            continue
        if isinstance(want, (dict, list)) or want is None:
            c.problem(f"{p}.{key}", f"expected one value (a word, a number, true or false), got {describe(want)}")
            continue
        words = WORDS.get(key)
        if words is not None and str(want) not in words:
            c.problem(f"{p}.{key}", f"expected one of: {', '.join(words)}, got {describe(want)}{suggest(want, words)}")
            continue
        pairs.append((key, want))
    return tuple(pairs)


def read_result(c: Any, v: Any, p: str) -> Any:
    if v not in RESULTS:
        c.problem(p, f"expected one of: {', '.join(RESULTS)}, got {describe(v)}{suggest(v, RESULTS)}")
    return v


_DISCARD_TOP = read_fields({"deck": (read_deck, True), "count": (read_amount, False), "until": (read_criteria, False),
                            "who": (read_ref, False)})


def read_discard_top(c: Any, body: Any, path: str) -> dict:
    """`discard_top`: a number of cards (`count`) or until a card with criteria is discarded (`until`), one
    of the two (Encounter Deck: "a specified number of cards … or until a card with specific criteria")."""
    args = _DISCARD_TOP(c, body, path)
    if isinstance(body, dict) and ("count" in body) == ("until" in body):
        c.problem(path, "write `count` (how many cards) or `until` (what the card that stops it has), one of the two")
    return args


read_discard_top.fields = {**_DISCARD_TOP.fields, "count": False}  # type: ignore[attr-defined]
read_discard_top.shorthand = None  # type: ignore[attr-defined]


_SEARCH = read_fields({"deck": (read_deck, False), "discard_pile": (read_deck, False), "for": (read_criteria, True),
                       "to": (read_zone, False), "count": (read_amount, False), "who": (read_ref, False),
                       "pick": (read_ref, False),
                       # “… and reveal it”: the card found is revealed from where it is, not added to `to`
                       "reveal": (read_bool, False),
                       # “… and attach it to X”: the card found enters play attached to X (search_attach.py)
                       "attach": (read_ref, False)})


def read_search(c: Any, body: Any, path: str) -> dict:
    """`search`: a deck (`deck`), a discard pile (`discard_pile`), or both of one owner (search_areas.py); each is
    `encounter` or the player whose deck or pile it is (Search: "each of the cards in the searched area")."""
    args = _SEARCH(c, body, path)
    if isinstance(body, dict) and "deck" not in body and "discard_pile" not in body:
        c.problem(path, "write `deck` (a deck is searched), `discard_pile` (a discard pile is searched), or both (the "
                        "deck and its discard pile)")
    elif isinstance(body, dict) and "deck" in body and "discard_pile" in body and body["deck"] != body["discard_pile"]:
        c.problem(f"{path}.discard_pile", "with `deck`, the discard pile searched is that deck's: write the same "
                                          f"{describe(body['deck'])}")
    if isinstance(body, dict) and body.get("reveal") is True and "to" in body:
        c.problem(f"{path}.to", "with `reveal`, the card found is revealed from where it is: it is added to no zone")
    if isinstance(body, dict) and body.get("reveal") is True and any(
            body.get(area, "encounter") != "encounter" for area in ("deck", "discard_pile")):
        c.problem(f"{path}.reveal", "only an encounter card is revealed (Reveal): search the encounter deck or its "
                                    "discard pile (`encounter`) to reveal the card found")
    if isinstance(body, dict) and "attach" in body and ("to" in body or body.get("reveal") is True):
        c.problem(f"{path}.attach", "with `attach`, the card found enters play attached to that card: write no `to` "
                                    "and no `reveal`")
    return args


read_search.fields = _SEARCH.fields  # type: ignore[attr-defined]
read_search.shorthand = None  # type: ignore[attr-defined]


_LOOK = read_fields({"deck": (read_deck, False), "count": (read_amount, False), "card": (read_ref, False),
                     "hand": (read_ref, False), "who": (read_ref, False)})


def read_look(c: Any, body: Any, path: str) -> dict:
    """`look`: the top `count` cards of a `deck`, one `card` (a facedown card), or the `hand` of a player: one of
    the three (Look, Looked-At: "cards that are otherwise hidden from the players")."""
    args = _LOOK(c, body, path)
    if not isinstance(body, dict):
        return args
    given = [key for key in ("deck", "card", "hand") if key in body]
    if len(given) != 1:
        c.problem(path, "write `deck` (with `count`), `card` (one hidden card) or `hand` (a player's hand), one of "
                        "the three")
    elif given == ["deck"] and "count" not in body:
        c.problem(f"{path}.count", "is required with `deck` (how many cards from the top)")
    elif given != ["deck"] and "count" in body:
        c.problem(f"{path}.count", "goes with `deck` only (a card or a hand is looked at whole)")
    return args


read_look.fields = {**_LOOK.fields}  # type: ignore[attr-defined]
read_look.shorthand = None  # type: ignore[attr-defined]


DECK_READERS = {
    "look": read_look,
    "search": read_search,
    "shuffle": read_fields({"deck": (read_deck, True), "add_discard_pile": (read_bool, False)}, shorthand="deck"),
    "find": read_fields({"card": (read_ref, True), "to": (read_zone, False), "who": (read_ref, False)}),
    "end_game": read_fields({"players": (read_result, True), "condition": (read_text, False)}),
    "discard_top": read_discard_top,
    "advance_scheme": read_fields({"scheme": (read_ref, True)}, shorthand="scheme"),
}
