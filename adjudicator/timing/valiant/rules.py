"""The sentences of the Valiant Universe rulebook that the model cites, by name.

Each rule: the anchor of the section of valiant-universe.txt that states it (as the importer derives
it from the heading) and the sentence there that decides it, quoted exactly (a test checks both
against the imported rulebook).
"""

RULES = {
    "card-actions": ("card-actions", "The player must declare which action they are using when the card is played."),
    "all-cards-first": ("making-an-attack", "Regardless of the number or combination of cards a player uses when "
                        "making an attack, the attacking player must play all cards that will be used in the attack "
                        "before the target player(s) can play defensive actions, if any."),
    "separate-attacks": ("making-an-attack", "If the attacking player's cards allow for multiple card-based attacks "
                         "in a single turn, each attack action is considered a separate attack and is defended "
                         "against separately."),
    "targets": ("making-an-attack", "Damage suffered by any of these targets immediately transfers to the "
                "Organization's Coherence Tracker."),
    "two-attacks": ("making-an-attack", "A player can only attack twice on their turn unless the player uses a card "
                    "with the Chainable keyword (see Keywords below)."),
    "sector-movement": ("making-an-attack", "Instead, any displaced cards (whether 1 or more Sectors) move in to fill "
                        "the hole(s) left by the moved Sector."),
    "sector-movement-and-damage": ("making-an-attack", "Any Attack action that also moves a Sector must deal damage "
                                   "to move the target Sector(s); if the damage is blocked completely\u2014for example "
                                   "through Defense icons\u2014then a Sector is not moved."),
    "order-of-damage-resolution": ("card-action-icons", "After an Attack action from a card has been played, all "
                                   "cards with any type of Defense icon resolve their actions first, then attacking "
                                   "damage (if any remains) is applied to the target, in the order the cards were "
                                   "played."),
    "chainable": ("card-action-icons", "If taking a card-based Attack action and the card with the Attack icon (of "
                  "any type) includes the keyword Chainable, then the player may immediately play another card with "
                  "any type of Attack icon for a second attack."),
    "chainable-another-card": ("card-action-icons", "After taking a card-based Attack action, the player may play a "
                               "second card that includes the keyword Chainable and then play a third card with any "
                               "type of Attack icon for a second attack."),
    "chainable-superhero": ("card-action-icons", "Unless specifically stated otherwise, the Chainable keyword never "
                            "works with a Superhero attack."),
    "lock": ("card-action-icons", "This places a single token on any Sector, Locking that Sector into place; it "
             "cannot be Shifted (though cards may still be purchased from it) until it is Unlocked."),
    "counter": ("keywords", "A card with the keyword Counter on it means that an Opponent may play a card with an "
                "Attack action in response to an attack as though that responding card includes a Counterattack "
                "Defense icon."),
    "standard-defense": ("card-action-icons-continued", "During an Opponent's turn, when that player attacks, this "
                         "icon allows for the card to be played in response to that attack to reduce 2 damage."),
    "counterattack-defense": ("card-action-icons-continued", "Resolve text effects for the Counterattack Defense "
                              "action, if any, then discard the card."),
    "counterattack-single": ("card-action-icons-continued", "Only a single attack can be made as part of this "
                             "Counterattack Defense, unless the player plays a card with the Chainable keyword (see "
                             "Keywords above)."),
    "counterattack-cards-only": ("card-action-icons-continued", "Superhero card-based Attack actions cannot be used."),
    "counterattack-kept": ("card-action-icons-continued", "The Attack action card played for the counterattack is "
                           "not discarded."),
    "counterattack-target": ("card-action-icons-continued", "Any counterattack damage applied must be directly "
                             "targeted to the attacking Opponent, as described by the card being used; damage to "
                             "other Opponents can only occur if the counterattack deals damage to multiple Sectors "
                             "(hence other players are \"splashed\" with damage)."),
    "heal": ("card-action-icons-continued", "This icon allows the player to increase their Coherence value on their "
             "Organization Coherence Tracker; the card will specify what value."),
    "standard-shift": ("card-action-icons-continued", "This icon allows for the shifting of any one Level (right or "
                       "left) or one Block (up or down) by 1 space, using the following rules:"),
    "standard-shift-more": ("card-action-icons-continued", "Some cards may specifically note that a Standard Shift may "
                            "be more than a single shift, or performed more than once with the same card action."),
    "special-shift": ("card-action-icons-continued", "For example, \"Swap any 2 Sectors\" shifts only the 2 chosen "
                      "Sectors; the Sectors can be shut down or have Superheroes on them, but they cannot be Locked."),
    "superhero-rides": ("superhero-actions", "Sector Shift: As previously noted, a Superhero moves with the Sector it "
                        "occupies when the Sector is moved by any player."),
    "superhero-once": ("actions", "A Superhero may only push once and only attack once in a turn; they cannot forgo "
                       "a push to attack twice or vice versa."),
    "superhero-turn": ("superhero-actions", "On a player's turn, they may choose to have their Superhero participate "
                       "in Superhero Actions."),
    "superhero-move": ("actions", "Move: The Superhero may move 1 space orthogonally (up, down, left, or right)."),
    "superhero-movement": ("actions", "However, provided the Superhero can move more than one Sector in a turn, a "
                           "Superhero can split its movement up between the attack and push actions."),
    "superhero-push": ("actions", "Push: The Superhero may push another Superhero in two ways:"),
    "superhero-push-same": ("actions", "If the target Superhero is in the same Sector, it is pushed into one of the 8 "
                            "adjacent Sectors (i.e., orthogonally or diagonally), as determined by the pushing player."),
    "superhero-push-adjacent": ("actions", "If the target Superhero is in an adjacent Sector, draw a line from the "
                                "Pushing Superhero, to the target Superhero, and then to the next Sector in line. The "
                                "pushing player may push the Superhero into either that Sector or the two adjacent "
                                "Sectors that are diagonally located from the target Sector."),
    "superhero-attack": ("actions", "Any damage (including any modifiers for Abilities or cards) cannot be reduced in "
                         "any way."),
    "superhero-ends-on-shutdown": ("superheroes-and-shut-down-sectors", "If a player ends their turn with their "
                                   "Superhero on a shut-down Sector (see Sector Shutdown below), that player's "
                                   "Organization takes 1 damage, which cannot be defended against."),
    "shutdown-zoi": ("sector-shutdown", "The Sector deals 1 point of damage to any Organization that includes that "
                     "Sector in their ZOI at the end of that player's turn."),
    "shutdown-enter": ("sector-shutdown", "The moment that any Superhero enters a shut down sector (including on "
                       "another player's turn), that corresponding Organization takes 1 point of damage."),
    "shutdown-undefendable": ("sector-shutdown", "Damage from shut-down Sectors cannot be defended against."),
    "shutdown-already": ("sector-shutdown", "If the die rolls indicate an already shutdown Sector, reroll until the "
                         "result is a Sector that has not already shut down."),
    "facility-durability-tracker": ("facility-durability-tracker", "At the end of every player's turn, as the very "
                                    "last action, the player rolls the die and applies that much damage to the "
                                    "Facility Durability Tracker."),
    "facility-at-zero": ("facility-durability-tracker", "As soon as the tracker reaches 0, the following occurs in "
                         "the following order before the next player's turn starts:"),
    "facility-reset": ("facility-reset", "Move the Facility Durability Tracker token back to the starting durability "
                       "based upon the number of players."),
    "skip-turn": ("superhero-actions", "Skipping Turn: The player takes no Superhero actions and must discard 5 cards "
                  "to immediately choose a new Superhero Ability; their turn is over. The new Ability must be the "
                  "lowest level Ability available."),
    "skip-turn-five": ("superhero-actions", "(If a player has less than 5 cards at the start of their turn, they "
                       "cannot gain a new Superhero Ability in this fashion; even if a player has more than 5 cards, "
                       "they discard them all and their turn is over.)"),
    "activate-new-superhero-ability": ("activate-new-superhero-ability", "All players choose another Ability, either "
                                       "by opening up a new tier or delving deeper into a given tier by moving the "
                                       "token to indicate the unlocked Abilities."),
    "organization-elimination": ("organization-elimination", "When an Organization Coherence Tracker reaches 0, that "
                                 "player is eliminated, with the following results:"),
    "draw-refill": ("basics-of-play", "If the player runs out of cards, they shuffle their discard to draw the "
                    "remaining cards."),
    "zoi": ("purchase-actions", "The ZOI is all the Sectors in the Level and Block corresponding to the player's "
            "Zone of Influence card (9 Sectors)."),
    # -- purchases ---------------------------------------------------------------------------------------
    "purchase-turn": ("purchase-actions", "On a player's turn, they may purchase cards from the Facility using the "
                      "following rules:"),
    "purchase": ("purchase-actions", "The player must discard any 2 cards from their hand to purchase any 1 card from "
                 "their Zone of Influence (ZOI)."),
    "purchase-locked": ("purchase-actions", "Cards from a Locked Sector can still be purchased."),
    "purchase-shutdown": ("purchase-actions", "Cards from a shut-down Sector cannot be purchased."),
    "purchase-discard": ("purchase-actions", "Any purchased cards are immediately placed in the player's discard pile "
                         "(unless specifically stated otherwise)."),
    "purchase-modified": ("purchase-actions", "Text on cards may modify these rules."),
    "purchase-last-card": ("purchase-actions", "Sector Shutdown: Once all cards have been purchased from a Sector, it "
                           "shuts down, applying various effects (see Sector Shutdown below)."),
    # -- attack legality: where an attack may come from and go to --------------------------------------
    "attack-targets": ("making-an-attack", "There are only 3 valid targets of an attack:"),
    "origin": ("making-an-attack", "When making a card-based Attack action, the player must designate one of "
               "their own Sectors as the origin for the attack (this can be a shutdown Sector; see Sector Shutdown "
               "below)."),
    "superhero-origin": ("making-an-attack", "A Superhero attack, on the other hand, originates from the Sector "
                         "where the player's Superhero is located at the time of the attack."),
    "facility-wrap": ("how-to-play", "This means that any movement of cards or Superheroes, as well as any "
                      "adjacent-Sector damage, automatically wraps to the appropriate other side: i.e., left or "
                      "right, top or bottom."),
    "orthogonal": ("card-action-icons", "Only cards that include either the Diagonal Attack icon or specifically "
                   "use the word \"diagonal/diagonally\" in the text allow diagonal direction."),
    "standard-attack": ("card-action-icons-continued", "This icon represents an attack against 1 Sector, located "
                        "orthogonally adjacent (either up, down, left, or right) from the origin Sector (see Making "
                        "an Attack above, for additional details)."),
    "diagonal-attack": ("card-action-icons-continued", "This icon represents an attack against 1 Sector, located "
                        "diagonally adjacent from the origin Sector (see Making an Attack above, for additional "
                        "details)."),
    "anywhere-attack": ("card-action-icons-continued", "This icon represents an attack against 1 Sector, located "
                        "anywhere on the Facility (see Making an Attack above, for additional details)."),
    "cards-take-precedence": ("card-action-icons", "When in doubt, cards take precedence over these rules."),
    "direction-of-effect": ("making-an-attack", "This \"direction of effect\" is always drawn from the originating "
                            "Sector to the target Sector and then beyond, as far as detailed by the text on the "
                            "card."),
    "superhero-targets": ("actions", "The Superhero may attack either a Sector or another Superhero, but never "
                          "both."),
    "superhero-sector-target": ("actions", "The Superhero attacks 1 Sector, either the Sector it is located on or "
                                "an orthogonally adjacent Sector."),
    "superhero-same-sector": ("actions", "The target must be in the same Sector as the attacker (unless the "
                              "attacker has range due to Abilities or cards)."),
    "superhero-range": ("actions", "If the attacker has any range due to Abilities (or cards), unless specifically "
                        "stated otherwise, the attack must be drawn orthogonally, in a straight line, from the "
                        "attacker's Sector to the target's Sector."),
    "superhero-damage": ("actions", "Apply 1 damage to the corresponding Organization (this may be increased due "
                         "to Abilities or cards)."),
    "abilities-cumulative": ("superhero-actions", "All modifiers and effects are also cumulative, but multiple "
                             "unlocked Abilities on a given tier still do not allow a Superhero to take more than 1 "
                             "of each of their three actions."),
    "superhero-icon": ("card-action-icons-continued", "This icon allows a card to be played as part of Superhero's "
                       "Actions (see Superhero Actions below)."),
    # -- Heal, the end of a turn, Armor and Augments, the Lowest Coherence token ---------------------------
    "heal-active-turn": ("card-action-icons-continued", "Unless specifically stated otherwise, Heal actions can "
                         "only be played on the active player's turn and only affect the active player's "
                         "Organization."),
    "end-of-turn-discard": ("basics-of-play", "At the end of a player's turn, any cards left in their hand are "
                            "discarded."),
    "end-of-turn-draw": ("basics-of-play", "The player then draws 5 cards."),
    "draw-refill-order": ("basics-of-play", "For example, if there were 2 cards left in the draw pile, the player "
                          "would draw those 2 cards, then shuffle the discard into a new draw pile and draw the "
                          "remaining 3."),
    "armor": ("keywords", "Armor: Armor nullifies damage: 1 armor point negates 1 point of damage."),
    "augment-slot": ("card-action-icons-continued", "Only a single Augment card may be in an Organization's Augment "
                     "Slot; cards attached to an Augment do not count against this limit."),
    "augment-replaced": ("card-action-icons-continued", "If the player places a new card down and one is already "
                         "in play, the older card and any other cards/tokens attached to it are automatically "
                         "discarded."),
    "augment-removed": ("card-action-icons-continued", "On a player's turn, regardless of the action associated "
                        "with this icon, the player may play this card—ignoring the associated action—and "
                        "discard any other card from their hand to remove a card from another player's Augment "
                        "Slot; in this instance, it will remove all cards, including any stacked underneath that "
                        "player's Augment."),
    "augment-last-effect": ("card-action-icons-continued", "No Augment (or any amount of cards placed underneath "
                            "the Augment) is discarded until the last effects of an Augment are delivered."),
    "lowest-coherence-first": ("making-an-attack", "As soon as the first player is damaged, they receive the "
                               "Lowest Coherence token; simply place it on or in front of their Organization "
                               "Coherence Tracker."),
    "lowest-coherence-moves": ("making-an-attack", "Once another player has a lower Coherence value at the end of a "
                               "turn—whether due to damage on that other Organization, or the player with the "
                               "token healed their Organization—the token is moved to the player with the lowest "
                               "Coherence value at the end of that player's turn (it does not move in the case of "
                               "ties)."),
    "lowest-coherence-defense": ("making-an-attack", "The player with the Lowest Coherence token applies additional "
                                 "rules when using Standard Defense cards (see Card Action Icons below)."),
    # -- elimination and winning --------------------------------------------------------------------------
    "elimination-reset": ("organization-elimination", "Every time a player is eliminated from the game, the "
                          "Facility—regardless of where its token tracker is located—automatically shuts "
                          "down and resets; i.e. a Sector is shutdown and players gain a new Superhero Ability."),
    "elimination-fewer-players": ("organization-elimination", "Remember to place the token at the lower level for "
                                  "the number of players still active when the facility resets."),
    "winner": ("winning-the-game", "The last player remaining after all others have been eliminated is the "
               "winner."),
    "facility-won": ("winning-the-game", "If all remaining players were eliminated simultaneously, the Facility "
                     "won!"),
    "counterattack-to-hand": ("card-action-icons-continued", "It is kept in the player's hand after resolving the "
                              "attack and defense."),
    "counterattack-beyond-first": ("card-action-icons-continued", "However, if the player used the Chainable "
                                   "keyword to make multiple attacks at the attacking Opponent, any other cards "
                                   "played beyond the first Attack action card are discarded."),
    # names the engine's own ops look up
    "making-choices": ("on-a-players-turn", "Actions can be taken in any order."),
    "costs": ("purchase-actions", "The player must discard any 2 cards from their hand to purchase any 1 card from "
              "their Zone of Influence (ZOI)."),
    "starting-triggers-and-resolving-effects": ("card-actions", "Only the icon and any accompanying text convey "
                                                "rules."),
    # sentences the card-text helper cites (adjudicator/tools/cardtext/valiant.py)
    "keywords": ("keywords", "Cards may include specific keywords that allow for additional options."),
    "trash-keyword": ("card-action-icons", "A card with the keyword Trash indicates that the action may be used to "
                      "trash, or remove from play, the indicated card or another specified card."),
}

ABSENT = {
    "doing-nothing": "the rulebook has no rule about an effect that changes nothing",
    "sources-of-damage": "the rulebook's damage always has its attacker as source",
    "damage-order": "the rulebook's damage order is the attack order (order-of-damage-resolution)",
    "triggers-affecting-damage": "the rulebook has no healing of cards that have left play",
    "counters-and-gambits": "the rulebook's defenses are played cards, not defense gained by an op",
    "resolving-effects": "the rulebook does not say when a condition inside an effect is checked",
    "modifiers": "the rulebook has no modifiers as a class of their own",
}
