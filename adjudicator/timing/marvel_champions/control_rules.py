"""The Rules Reference sentences the ownership-and-control and keyword modules cite (control.py,
restricted.py, card_keywords.py), entry anchor -> quote; merged into rules.RULES_REFERENCE. Kept apart so
those modules' rules read together."""

CONTROL_RULES = {
    # Ownership and Control (control.py)
    "control-owner": ("ownership-and-control", "A card’s owner is the player whose deck contained the card at the "
                                               "start of setup."),
    "control-enters": ("ownership-and-control", "Cards enter play under their owner’s control."),
    "control-upgrades": ("ownership-and-control", "Upgrades attached to a card controlled by a player other than the "
                                                  "upgrade’s owner are controlled by that other player."),
    "control-scenario-card": ("ownership-and-control", "that player becomes the owner of that card until the game "
                                                       "ends or another player takes control of that card."),
    "control-change": ("ownership-and-control", "Control of a card remains constant unless an ability explicitly "
                                                "causes the card to change control."),
    "control-out-of-play": ("ownership-and-control", "A player controls the cards in their own out-of-play areas"),
    "control-leaves-play": ("ownership-and-control", "If a card that has changed control leaves play, after the "
                                                     "resolution of the game occurrence that makes it leave play, the "
                                                     "card is physically placed in its owner’s equivalent out-of-play "
                                                     "area"),
    "control-same-state": ("ownership-and-control", "If a character changes control while it is in play, it remains in "
                                                    "the same state"),
    "control-attachments": ("ownership-and-control", "Upgrades or attachments on a card that changes control also "
                                                     "change control to the same new controller."),
    "control-lasts": ("ownership-and-control", "Unless a duration is specified, a control change persists as long as "
                                               "the card remains in play."),
    "upgrade-attached-control": ("upgrade", "A player controls any upgrades attached to characters they control, "
                                            "including upgrades owned by another player."),
    # Restricted (restricted.py)
    "restricted": ("restricted", "A player cannot have more than two cards with the restricted keyword in play under "
                                 "their control at the same time."),
    "restricted-discard": ("restricted", "However, if a player ever controls more than two restricted cards in play, "
                                         "they must immediately choose and discard from play restricted cards they "
                                         "control until they have only two in play."),
    # Permanent (card_keywords.py)
    "permanent": ("permanent", "A card with the permanent keyword cannot be defeated, leave play, or have any part of "
                               "its text box blanked, except by card abilities in the same set"),
    "permanent-targets": ("permanent", "Permanent cards are not valid targets for card effects that would cause the "
                                       "permanent card to leave play."),
    "permanent-eliminated": ("permanent", "If a player is eliminated from the game while a permanent card they do not "
                                          "own is in their play area, place that permanent card in its owner’s "
                                          "discard pile."),
    # Temporary (card_keywords.py)
    "temporary": ("temporary", "A card with temporary must be discarded from play at the end of the round."),
    # Uses (X “type”) (card_keywords.py)
    "uses-enter": ("uses-x-type", "When a card with this keyword enters play, place X all-purpose counters from the "
                                  "token pool on the card."),
    "uses-empty": ("uses-x-type", "After the last all-purpose counter is removed from a card with uses"),
    # Victory X (card_keywords.py)
    "victory": ("victory-x", "When a card with the victory X keyword leaves play under the following conditions, "
                             "place it in the victory display instead of its owner’s discard pile:"),
    "victory-defeated": ("victory-x", "An ally, minion, or side scheme with the victory X keyword is placed in the "
                                      "victory display when it is defeated."),
    "victory-attachment": ("victory-x", "An attachment with the victory X keyword is placed in the victory display "
                                        "when the card to which it is attached is defeated."),
    "victory-uses": ("victory-x", "A card with both the victory X and uses"),
    # Teamwork (Trait) (teamwork.py)
    "teamwork": ("teamwork-trait", "After a minion with teamwork enters play and engages a player, if there is at "
                                   "least one other minion that shares the specified trait in play, each minion that "
                                   "shares the teamwork keyword with the same specified trait activates against the "
                                   "player it is engaged with."),
    # Who pays a cost: Cost and Alliance (alliance.py)
    "cost-control": ("cost", "While a player is paying a cost, that player must pay costs with cards and/or game "
                             "elements they control."),
    "alliance": ("alliance", "When a player declares their intention to play a card with the alliance keyword, any "
                             "player(s) may help pay the costs for that card."),
    # Unique Icon: unique minions (unique.py)
    "unique-minion-revealed": ("unique-icon", "If a unique minion is revealed from the encounter deck and attempts "
                                              "to enter play while another unique character with the same title is "
                                              "already in play, the player who is revealing that minion discards it, "
                                              "then reveals a new card from the encounter deck."),
    "unique-minion-put-into-play": ("unique-icon", "If a card ability attempts to put a unique minion into play while "
                                                   "another unique character with the same title is already in play, "
                                                   "that minion cannot enter play and the “put into play” effect fails "
                                                   "to resolve."),
    "victory-display": ("victory-display", "The victory display is an out-of-play game area shared by all players."),
}
