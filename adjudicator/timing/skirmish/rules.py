"""The sentences of the Marvel Skirmish rulebook that the model cites, by name.

Each rule: the anchor of the section of marvel-skirmish.txt that states it (as the importer derives
it from the heading) and the sentence there that decides it, quoted exactly (a test checks both
against the imported rulebook). A card's own entry in the appendix is quoted where the model applies
that card's rule (Doctor Strange, Thor, Ultron …).
"""

RULES = {
    # -- About the Cards ----------------------------------------------------------------------------------
    "about-the-cards": ("about-the-cards", "Permanent effects stay active until the game ends; the text specifies "
                        "when they trigger."),
    "immediate-once": ("about-the-cards", "Immediate effects trigger only once, when the card is played."),
    "attack-effects-once": ("about-the-cards", "Attack effects trigger once per Attack phase."),
    # -- Phase I: Recruitment --------------------------------------------------------------------------------
    "recruitment": ("phase-i-recruitment-optional", "On your turn, you can first play any number of cards from your "
                    "hand, one after the other."),
    "costs": ("playing-a-card", "To play a card, you must first pay its cost by placing other cards from your hand "
              "on your personal discard pile, matching the colors specified by the cost."),
    "any-card": ("playing-a-card", "Any-card symbols may be paid with any card, including a battleground card."),
    "civilians-pay": ("playing-a-card", "As the Heroes player, you may also pay a cost partially or completely with "
                      "civilian markers of a matching color; if you do, return the paid civilian markers to the game "
                      "box."),
    "playing-a-card": ("playing-a-card", "After you pay the cost, place the card in an empty card slot on your side "
                       "of the game board."),
    "one-card-a-slot": ("playing-a-card", "Each slot can hold only one card."),
    "replace": ("replacing-a-main-character", "If you play another copy of a main character already in play, you "
                "must replace the previous copy."),
    "unique": ("replacing-a-main-character", "There can never be more than one copy of the same main character in "
               "play!"),
    "replace-free": ("replacing-a-main-character", "Replacing a main character is always free, so ignore the cost of "
                     "the new version."),
    "replace-how": ("replacing-a-main-character", "When replacing, remove all damage tokens from the previous copy, "
                    "place it in your discard pile, and place the new copy from your hand in its slot."),
    "immediate": ("using-an-immediate-effect", "If you play a card with an immediate effect, carry it out right after "
                  "you place the card in a slot."),
    "battleground-pay": ("battleground-cards", "If you do, return the battleground card to the bottom of the "
                         "battleground cards stack."),
    "battleground-play": ("battleground-cards", "Pay the card's cost as normal and advance the victory point marker "
                          "in your direction by its victory point value."),
    "battleground-no-slot": ("battleground-cards", "Battleground cards are never placed in a card slot!"),
    # -- Phase II: Attack ------------------------------------------------------------------------------------
    "attack-strength": ("phase-ii-attack", "In this phase, you attack with all cards on your side of the game board "
                        "that have a strength of 1 or more."),
    "attack-phase": ("phase-ii-attack", "Carry out the attacks one after the other, starting with the card closest "
                     "to the Manhattan edge of the game board, and then proceeding slot by slot to the card at the "
                     "Avengers Tower edge, if any."),
    "defender": ("phase-ii-attack", "There is a defender: You deal damage to that card equal to the strength of "
                 "your card, i.e., you take that number of damage tokens from the supply and place them on the "
                 "defender."),
    "defeated": ("phase-ii-attack", "If the total of damage tokens on a card is ever equal to or greater than its "
                 "health, that card is defeated, i.e., the owner of that card must place it in their discard pile "
                 "and return the damage tokens to the supply."),
    "no-defender": ("phase-ii-attack", "There is no defender: You activate the location bonus."),
    "manhattan": ("phase-ii-attack", "As the Hero player, you free a civilian by taking any of the remaining "
                  "civilian markers in that card slot and placing it in front of you."),
    "manhattan-villains": ("phase-ii-attack", "Manhattan: As the Villain player, you get 1 victory point, i.e., "
                           "advance the victory point marker one space in your direction."),
    "manhattan-none-left": ("phase-ii-attack", "If there are no civilian markers left, you get 1 victory point "
                            "instead."),
    "sanctum": ("phase-ii-attack", "Sanctum Sanctorum: Advance the artifact marker one space in your direction."),
    "artifact-track-end": ("phase-ii-attack", "If the marker reaches the last space of the track, take one of the "
                           "two face-up artifact tiles and place it in front of you; return the other one face down "
                           "to the bottom of the stack."),
    "artifact-track-reset": ("phase-ii-attack", "Then reveal two new artifact tiles and move the artifact marker to "
                             "the space on your opponent's side marked by the arrow."),
    "one-time": ("phase-ii-attack", "One-time effects trigger only once, but you decide when (during this or a future "
                 "turn); after you use the effect, return the tile to the game box."),
    "one-time-any-time": ("artifacts", "You may use the effect at any time but only once (during this or a future "
                          "turn)."),
    "tower": ("phase-ii-attack", "Avengers Tower: Draw a battleground card from the top of the stack into your "
              "hand."),
    "attack-effect": ("using-an-attack-effect", "If the attacking card has an attack effect, carry it out now."),
    "permanent-affects-attack": ("using-an-attack-effect", "Some permanent effects can also affect the attack."),
    # -- Phase III: Draw and the end of the game -------------------------------------------------------------
    "draw-phase": ("phase-iii-draw", "After you complete the Attack phase, draw two cards from your deck into your "
                   "hand."),
    "game-end": ("game-end", "The game ends immediately ..."),
    "game-end-heroes": ("game-end", "when the Heroes score 7 victory points -- they win."),
    "game-end-villains": ("game-end", "when the Villains score 9 victory points -- they win."),
    "game-end-civilians": ("game-end", "when there are (at most) 2 civilian markers left in Manhattan -- the Heroes "
                           "win."),
    "game-end-last-card": ("game-end", "at the end of the turn in which a player draws the last card from their deck "
                           "-- the player who has more victory points wins."),
    # -- card entries of the appendix --------------------------------------------------------------------------
    "hydra-no-strength": ("villains", "As their attack strength is 0, they cannot attack: Thus, they neither deal "
                          "damage nor can they activate the location bonus."),
    "hela": ("villains", "This is not allowed if there is another version of Hela on your side of the game board "
             "already -- not even to replace her."),
    "loki": ("villains", "If you do, remove all its damage tokens and place it on your side of the game board as you "
             "would a villain."),
    "loki-captured": ("villains", "As long as the captured card is on the villains' side of the game board, that "
                      "hero cannot enter play on the heroes' side."),
    "modok": ("villains", "You may decide not to attack with M.O.D.O.K. when his card slot is up."),
    "red-hulk": ("villains", "While this version of Red Hulk is in play in any card slot, heroes can only get "
                 "civilian markers from card slots with all 4 civilian markers still present."),
    "taskmaster": ("villains", "Taskmaster can only activate the location bonus once, though."),
    "thanos": ("villains", "Then check for every single card on both sides of the game board whether it has been "
               "defeated and must be placed in the discard pile."),
    "ultron": ("villains", "Additionally, Ultron cannot be damaged from any other effect if it comes from a red "
               "card."),
    "ant-man": ("heroes", "While Ant-Man is in play, once per turn, he will take 1 less damage if he gets damaged by "
                "an attack or effect."),
    "black-panther": ("heroes", "The effect does nothing if there are no damage tokens on your heroes or no villains "
                      "in play."),
    "doctor-strange": ("heroes", "If the hero with Doctor Strange below is attacked, you must place any damage tokens "
                       "on Doctor Strange first until his health points are used up."),
    "doctor-strange-together": ("heroes", "When attacking with a hero who has Doctor Strange below them, total the "
                                "attack strengths of both cards (i.e., they attack together)."),
    "thor": ("heroes", "He does not attack again this turn, not even if you move him to a card slot that has not "
             "been activated yet."),
    "winter-soldier": ("heroes", "Then, check for every villain if they are defeated and must be placed in the "
                       "discard pile."),
    "winter-soldier-strength": ("heroes", "Permanent effect: While this version of Winter Soldier is in play, the "
                                "attack strength of every hero, except Winter Soldier, is increased by 1 during their "
                                "attack."),
    "tactigon": ("artifacts", "Then check whether one or more cards have been defeated and must be placed in the "
                 "discard pile."),
    "cosmic-cube": ("artifacts", "Each time you pay for a card, you may ignore one any-card symbol, i.e., you will "
                    "have to discard one card less."),
    "ten-rings": ("artifacts", "Not only do you pay one card of your choice less for the battleground card, but you "
                  "also get 1 additional victory point, i.e., advance the victory point marker 1 additional space "
                  "in your direction."),
    # -- the engine's rule names (adjudicator/engine/rules.py), answered by the sentences that say it here --
    "doing-nothing": ("villains", "The effect does nothing if there is no hero in play."),
    "making-choices": ("phase-i-recruitment-optional", "On your turn, you can first play any number of cards from "
                       "your hand, one after the other."),
    "starting-triggers-and-resolving-effects": ("about-the-cards", "Card effects trigger at different points in the "
                                                "game:"),
    "modifiers": ("using-an-attack-effect", "Some permanent effects can also affect the attack."),
    "sources-of-damage": ("heroes", "The effect does nothing if there is no villain on the opposite side."),
    "triggers-affecting-damage": ("villains", "The effect does nothing if there are no damage tokens on Zola."),
}

ABSENT = {
    "counters-and-gambits": "the rulebook has no defense to gain: an attack places its damage tokens at once",
    "damage-order": "the rulebook never deals damage to several cards at once in an order the players choose",
    "resolving-effects": "the rulebook does not say when a condition inside an effect is checked",
}
