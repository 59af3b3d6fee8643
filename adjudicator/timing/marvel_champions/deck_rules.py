"""The Rules Reference sentences the deck ops cite (deck_ops.py), quoted exactly: name -> (entry, quote).

Kept apart from rules.py so the deck ops' citations are one list; rules.py adds them to RULES under the
same `rules-reference-ENTRY` anchors (tests/adjudicator/timing/test_rules.py checks every quote).
"""

DECK_RULES_REFERENCE = {
    # Look, Looked-At (deck_ops.look)
    "look": ("look-looked-at", "If an ability instructs a player to look at cards that are otherwise hidden from the "
                               "players, only the player who is resolving the ability can look at those cards."),
    "look-convey": ("look-looked-at", "However, that player is permitted to convey any amount of information related "
                                      "to those cards to other players."),
    "look-return": ("look-looked-at", "After looking at cards in a deck, those cards are returned to that deck in the "
                                      "same order."),
    # Search (deck_ops.search)
    "search": ("search", "When a player is instructed to search for a card, the player is permitted to look at each "
                         "of the cards in the searched area."),
    "search-found": ("search", "If the player finds a card that satisfies the criteria of the search, the player adds "
                               "that card to the game area indicated by the instructions on the search effect."),
    "search-choose": ("search", "If a player finds multiple cards that satisfy the criteria of a search, the player "
                                "chooses among those options."),
    "search-stay": ("search", "Cards being searched are not considered to leave the searched area."),
    "search-shuffle": ("search", "If any portion of a deck is searched, upon completion of that game step, game "
                                 "function, or card ability, shuffle that entire deck."),
    # Shuffle (deck_ops.shuffle)
    "shuffle": ("shuffle", "Shuffling is the game function of randomizing the contents of a deck."),
    "shuffle-unknown": ("shuffle", "If a player is instructed to shuffle a deck, that deck must be randomized to the "
                                   "point where no player within the game can ascertain the order of the cards within "
                                   "that deck."),
    "shuffle-after-search": ("shuffle", "Any time a deck is searched by a game step or card ability, that deck is "
                                        "shuffled after the game step or card ability completes its resolution."),
    # A discard pile shuffled into its deck (deck_ops.shuffle with `add_discard_pile`)
    "discard-pile-empty": ("discard-pile", "Any ability that would shuffle a discard pile of zero cards back into a "
                                           "deck does not shuffle the deck."),
    # Find (deck_ops.find)
    "find": ("find", "When instructed to find a card, a player searches each game area where that card could be "
                     "found (play area, set-aside area, player deck, discard pile, encounter deck, etc.)."),
    # Set Aside; Removed from the Game (a `move` to zone `set-aside` or `removed`: deck_ops.out_of_game_note)
    "set-aside": ("set-aside-set-aside", "Set-aside cards are out of play and have no interaction with the game until "
                                         "they are referenced by instructions within the scenario or by a card "
                                         "ability."),
    "removed": ("removed-from-the-game", "A card that has been removed from the game is set aside and does not "
                                         "interact with the game in any manner for the duration of its removal."),
    "removed-until-end": ("removed-from-the-game", "If there is no specified duration, a card that has been removed "
                                                   "from the game is considered removed until the end of the game."),
    # Discarding until a card with criteria is discarded (deck_ops.discard_until); the discard pile's order
    "discard-until": ("encounter-deck", "If a card ability discards a specified number of cards from the encounter "
                                        "deck or until a card with specific criteria is discarded, discard cards from "
                                        "the encounter deck until the discard condition is met or the encounter deck "
                                        "is empty."),
    "discard-on-top-player": ("discard", "If a player card is discarded, it is placed faceup on top of the owning "
                                         "player’s discard pile."),
    "discard-on-top-encounter": ("discard", "If an encounter card is discarded, it is placed faceup on top of the "
                                            "encounter discard pile."),
    # A scenario's alternate win or loss condition (deck_ops.end_game)
    "win-alternate": ("winning-the-game", "Some scenarios may have alternate win or loss conditions. If these "
                                          "conditions are met, the players win or lose accordingly."),
    # Copy (copies.py)
    "copy": ("copy", "A second copy of a card is any other card that shares the same title and subtitle (if any), "
                     "regardless of card’s type, text, artwork, or any other differing characteristics between the "
                     "cards."),
    # The main scheme advanced by an ability (scheme_advance.py)
    "advance-not-completed": ("main-scheme-main-scheme-deck", "If the main scheme advances other than through having "
                                                              "threat on it equal to or greater than its target "
                                                              "threat value, that main scheme is not considered "
                                                              "completed."),
    "advance-side-a": ("main-scheme-main-scheme-deck", "Resolve any “When Revealed” ability on the “A” side of the "
                                                       "new top card of the main scheme deck."),
    "advance-side-b": ("main-scheme-main-scheme-deck", "Flip the top card of the main scheme deck to its “B” side and "
                                                       "resolve any “When Revealed” ability on that side of the "
                                                       "card."),
}
