"""The sentences of the Union City Alliance rulebook that the model cites, by name.

Each rule: the anchor of the section of union-city-alliance.txt that states it
(as the importer derives it from the heading) and the sentence there that
decides it, quoted exactly, so a step can show it and a page can highlight it.
The tests check both against the imported rulebook. This is the one place the
game's citations come from (the model, the card-text helper, the pages).
"""

RULES = {
    "effects": ("effects", "Even if an effect does several different things, they are all considered one effect."),
    "when-effects": ("when-effects", "A number of cards have when effects (for example \"when you discard this gain 1 "
                                     "heroism\", \"when you move to this block discard a card\")."),
    "overcome-effect": ("when-effects", "When a challenge is overcome, resolve its overcome effect."),
    "alert": ("when-effects", "When an effect puts an Alert card in your hand, if it is still there after the "
                              "effect has finished you may use its Alert."),
    "rally": ("when-effects", "When a card with Rally is for the first time put into any hero's hand, play area, "
                              "discard pile or deck resolve its Rally effect."),
    "defeat-effect": ("when-effects", "When an enemy is defeated, resolve its defeat effect."),
    "resolving-chains": ("resolving-chains", "If effect A causes when effect B, then finish completely resolving "
                                             "the first effect (A), and only then resolve the when effect it caused (B)."),
    "branches": ("branches", "In this case both effects will be resolved but the current player chooses which "
                             "branch is resolved first."),
    "first-effects": ("first-effects", "These are part of the chain, but are resolved before the trigger, the effect "
                                       "that caused it is treated as a when that follows the \"first\" effect."),
    "cards-entering-and-leaving-play": ("cards-entering-and-leaving-play",
                                        "While a card is entering or leaving a particular area (e.g. being played, being "
                                        "trashed, being discarded) it is considered to be in both areas for the purpose "
                                        "of any when triggers."),
    "modifier-changes": ("modifiers", "A modifier changes the thing and thus definitely occurs before any "
                                      "\"when\" effects."),
    "modifiers": ("modifiers", "If several modifiers would apply to the same number and the order matters then "
                               "the heroes choose the order."),
    "start-and-end-of-phase-effects": ("start-and-end-of-phase-effects",
                                       "If there are multiple effects triggered by the same start/end of phase then "
                                       "they will form branches like \"when\" effects."),
    "triggers-affecting-damage": ("triggers-affecting-damage",
                                  "If a card has a when effect that applies to damage it deals, that effect still "
                                  "applies to that damage, even if when the damage is resolved the card with that "
                                  "rule is no longer in play."),
    "debuts": ("debuts", "Most Debuts are \"when\" effects triggered by the playing of the card."),
    "starting-triggers-and-resolving-effects": ("starting-triggers-and-resolving-effects",
                                                "If starting a trigger is conditional on something else in the game, "
                                                "this is checked when it is triggered, not when it is resolved."),
    "resolving-effects": ("starting-triggers-and-resolving-effects",
                          "Conversely, if part of the trigger's effect (not the condition for triggering it, but the "
                          "effect itself) depends on something else, this is checked when it is resolved."),
    "counter-and-gambit-phases": ("counter-and-gambit-phases",
                                  "Secondly, when Counter/Gambit phases are created as a when effect any other when "
                                  "effects must be resolved first, this branch must be left for last."),
    "phase-opens": ("counter-and-gambit-phases", "When damage is dealt to a hero (but not an enemy) a special phase "
                                                 "is created where heroes can play Counters/Gambits."),
    "phase-more-uses": ("counter-and-gambit-phases", "Once that whole chain is resolved the players are still in the "
                                                     "Counter/Gambit phase and can use more if they wish"),
    "damage-order": ("counter-and-gambit-phases", "If the same effect dealt damage to several heroes the "
                                                  "Counter/Gambit phases must be resolved in the order damage was dealt."),
    "phase-ends": ("counter-and-gambit-phases", "When the phase ends, the damage (if any) that has not been removed "
                                                "by defense is then taken."),
    "damage-in-a-phase": ("counter-and-gambit-phases", "In some cases, damage can be dealt to a hero when you are "
                                                       "already in a Counter/Gambit phase."),
    "counters-and-gambits": ("counters-and-gambits",
                             "Both of these can be used during the phase, the difference being that counters can be "
                             "used when the card is in your hand, and gambits when the card is in your active area."),
    "critical": ("counters-and-gambits", "Defense cannot be used to reduce critical damage, but you can still use "
                                         "counters and gambits in response to them if you wish."),
    "dealing-damage": ("dealing-damage", "Damage being dealt to enemies is quite simple, the damage is just placed "
                                         "on them, however when heroes are dealt damage they can use counters and "
                                         "gambits to respond to it."),
    "effects-of-damage": ("effects-of-damage", "When an enemy has damage equal or greater than their maximum "
                                               "stamina, that enemy is defeated."),
    "hero-damage-threshold": ("effects-of-damage", "When a hero has damage equal or greater than their maximum stamina, "
                                                   "they are Taken out."),
    "sources-of-damage": ("sources-of-damage", "When damage is dealt that does not fit into either of the above "
                                               "two cases, that damage is considered unsourced, and while Defense may "
                                               "be generated, any effects that would apply to the source of the "
                                               "damage are wasted."),
    "damage-dealt-and-damage-taken": ("damage-dealt-and-damage-taken",
                                      "Damage dealt is the initial amount from the effect causing damage, whereas "
                                      "damage taken is the amount of damage tokens actually placed on the enemy or "
                                      "hero after any defense has reduced it."),
    "being-taken-down": ("being-taken-down", "When a hero has taken damage equal to or greater than their maximum "
                                             "stamina, they are Taken down."),
    "taken-down-remove": ("being-taken-down", "Remove your character. Remove your character card and standee from "
                                              "the game."),
    "taken-down-refresh": ("being-taken-down", "Refresh your deck. Put all hero cards from your hand, play area and "
                                               "discard pile on top of your deck and shuffle them together. Then draw "
                                               "until you have 5 cards in your hand."),
    "taken-down-support": ("being-taken-down", "Take a Support action. See the Taken Out Action phase below for the "
                                               "details of this."),
    "doing-nothing": ("doing-nothing", "In this case the thing does not count as happening for the purposes of "
                                       "any relevant triggers."),
    "while-taken-down": ("while-taken-down", "The things you cannot do include but are not limited to gaining "
                                             "resources, exerting resources, using Alerts, using gambits or counters,"),
    "taken-out-current": ("while-taken-down", "If anything specifically affects you as the current hero, it "
                                              "affects the next hero instead."),
    "taken-out-you": ("your-turn-while-taken-out", "As above, when anything would affect \"you\" or the current "
                                                   "hero, it affects the next hero instead."),
    "taken-out-next": ("while-taken-down", "If something would target you as \"the next hero\", you are ignored and "
                                           "the hero after you will be affected."),
    "taken-out-last": ("while-taken-down", "Note that if there is only one hero left then they count as \"the next "
                                           "hero\", so can be affected twice."),
    "taken-out-not-affected": ("while-taken-down", "Any game effect that interacts with heroes does not affect you "
                                                   "unless it is one of the things specified above."),
    "taken-out-cards": ("while-taken-down", "drawing or discarding cards from anything other than your Support "
                                            "action,"),
    "empty-deck": ("decks-discards-and-trashes", "If a card needs to be drawn, played, revealed, trashed or otherwise "
                                                 "referenced from an empty deck, shuffle the trash back together to make "
                                                 "the deck so you can draw/play/reveal/trash/whatever the card."),
    # the Attack an Enemy action (attacks.py)
    "attack-an-enemy": ("attack-an-enemy", "Choose an enemy on your block and exert any amount of Might to deal it "
                                           "that much damage."),
    "attack-once": ("attack-an-enemy", "You can only attack each enemy once during your Action phase."),
    # the Maneuver action (maneuvers.py)
    "maneuver": ("maneuver", "Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at "
                             "range 2, not 1."),
    "maneuver-engaged": ("maneuver", "If the player is engaged (on the same block as an enemy) then they may have to "
                                     "pay an extra disengage cost as noted on the issue rules card."),
    # a Rally is not a choice (triggers.py)
    "rally-not-optional": ("glossary-section", "Rally effects are not optional."),
    # an empty deck (decks.py)
    "plot-trash": ("decks-discards-and-trashes", "The Plot trash is never shuffled back."),
    "union-trash": ("decks-discards-and-trashes", "The Union trash is shuffled back, but when you do split the "
                                                  "Union trash into two halves (this does not need to be exact)."),
    # counters and gambits that cannot answer the damage (damage.py)
    "self-counter": ("counters-and-gambits", "A card that says \"Self\" can only be used when the hero whose card "
                                             "it is is being dealt damage."),
    "range-counter": ("counters-and-gambits", "A card that says \"Range X\" can be used when a hero at range X "
                                              "(including the hero who has the card) is being dealt damage."),
    "costs": ("costs", "In a cost, if you cannot pay the cost (the part before the \"to\") you do not gain the "
                       "benefit (the part after the \"to\")."),
    "you": ("you", "If it is a when effect, then it refers to whoever caused the trigger."),
    "making-choices": ("effects", "If part of an effect states several things at the same time, the players choose the order."),
    "glossary": ("glossary-section", None),
    # where things are: range, ties, spaces (the expression language's nearest() and in_range())
    "range": ("the-board", "The range is the shortest distance between the two things, measured in blocks. The "
                           "distance is counted only in orthogonal blocks (i.e. immediately above, below, to the "
                           "left and to the right)."),
    "ties": ("ties", "If there are several options that qualify (in the examples above, two players with the same "
                     "stamina or two Union cards with the same cost) then the heroes choose how to break the tie."),
    "taken-out-range": ("while-taken-down", "resolving the Surge rule, being in range of anything, moving or "
                                            "empowering."),
    "space": ("spaces-and-blocks", "The cards on the space count as in play and act normally, but are not in "
                                   "range of any other block or space."),
    "space-move": ("spaces-and-blocks", "As such, heroes cannot move to it by maneuvering or by any other means "
                                        "(such as Achaean Ambush or the Neville-Fox Airport's action). Anything that "
                                        "says move to any block will not function, as it is not a block."),
    "space-explored": ("spaces-and-blocks", "When such a space is explored, any cards on the space are now on the new "
                                            "block in addition to any new cards that are set up there with the normal "
                                            "set up rules."),
    # issue 2+ exclusive cards
    "issue-exclusive": ("issue-2-exclusive-cards", "If you would interact with these cards in any way during issue 1 "
                                                   "(play, reveal, trash…), instead set them aside and continue "
                                                   "whatever you were doing as though the card did not exist."),
    "issue-exclusive-end": ("issue-2-exclusive-cards", "At the end of that effect, put the issue 2+ exclusive card on "
                                                       "the bottom of the city deck."),
    "issue-exclusive-named": ("issue-2-exclusive-cards", "If an effect refers to a specific Issue 2+ Exclusive card, "
                                                         "then ignore this rule."),
    # cards underneath another
    "underneath": ("face-down-and-underneath-cards", "These face down or underneath (or both) cards do not count "
                                                     "as existing unless specifically mentioned."),
    "face-down-turned-up": ("face-down-and-underneath-cards",
                            "If a face-down card is turned face up, it counts as being played which will trigger "
                            "Debut effects."),
    "face-down-placed": ("face-down-and-underneath-cards",
                         "Some game effects will cause cards to be placed face down, underneath another card, or "
                         "both."),
    "underneath-follow": ("face-down-and-underneath-cards",
                          "If a card with cards under it stops being in play (e.g. being trashed, moving to your "
                          "hand…) then all cards under it go to the relevant trash or discard pile unless otherwise "
                          "specified."),
    "underneath-specific": ("face-down-and-underneath-cards",
                            "The first is when a specific reference is made to something being face down/underneath "
                            "a card. The second is when a specific card is mentioned by name or definite article."),
    # attached cards (Glossary, "Attached")
    "attached-trashed": ("glossary-section", "If the thing they are attached to leaves a play area or the board (such "
                                             "as by being defeated or taken out), the Attached card is trashed."),
    "attached-moves": ("glossary-section", "Attached cards are always on the same block as the thing they are "
                                           "attached to. If that thing moves, they also move."),
    "attached-not-moved": ("glossary-section", "They cannot be moved themselves."),
    "attached-played": ("glossary-section", "Others will have a Debut effect that states what they attach to when "
                                            "played, others may move during the game."),
    # the wording rules the card-text helper cites (adjudicator/tools/cardtext/union_city.py)
    "cost-phrasing": ("costs", "When an effect is phrased as \"_____ to _______\" it is considered a cost."),
    "cost-if-you-do": ("costs", "Some effects are phrased as \"_____. If you do _____.\" These are also costs, if "
                                "you do not do the first part then you do not do the second part."),
    "then-phrasing": ("costs", "An effect phrased as \"_____, then ____\" does not require the first part to carry "
                               "out the second."),
    "modifier-wording": ("modifiers", "Any text on a card that does not use \"when\" is a modifier effect."),
    "if-modifier": ("modifiers", "Note that some conditional effects will use \"if\" which is grammatically similar "
                                 "to a \"when\", but they are not when effects, they are modifiers."),
    "requirement-example": ("modifiers", "\"You must exert 2 heroism to confront this.\""),
    "next-time-example": ("modifiers", "\"The next time you take damage, reduce the amount by 2.\""),
    "when-wording": ("when-effects", "A number of cards have when effects (for example \"when you discard this gain "
                                     "1 heroism\", \"when you move to this block discard a card\")."),
    "first-wording": ("first-effects", "Some effects specify \"first\" (for example \"when this threatens you first "
                                       "discard a card\"). These are part of the chain, but are resolved before the "
                                       "trigger, the effect that caused it is treated as a when that follows the "
                                       "\"first\" effect."),
    "phase-wording": ("start-and-end-of-phase-effects", "Sometimes certain effects will be triggered by the start or "
                                                        "end of a phase, for example \"At the end of the next Threat "
                                                        "phase defeat this\"."),
    "debut-modifier": ("debuts", "Some Debuts however are written mentioning \"play\" or \"playing\" of the card "
                                 "(most commonly something like \"play this on the starting block\"). These Debuts "
                                 "are modifiers, rather than \"when\" effects."),
    "debut-other-card": ("debuts", "For example \"Play this on the block with the most expansive Union card\" is a "
                                   "modifier as it refers to the playing of the card with the Debut, whereas \"Play a "
                                   "Union card on this block\" is a when effect as it refers to the playing of a card "
                                   "other than the one with the Debut."),
    "debut-mixed": ("debuts", "In some cases a card will have their Debut include both a when and a modifier."),
    "jetpack-condition": ("doing-nothing", "Jetpack's counter states in part \"...if you take damage, draw a card\"."),
    "descriptions": ("descriptions-and-keywords", "Descriptions just give more flavor and theme to the card, they "
                                                  "should not be construed as having any rules effect."),
    # glossary entries, quoted from the Glossary section (the pages link each to its term)
    "glossary-alert": ("glossary-section", "If an effect puts cards in your hand, if it is still there at the end of "
                                           "that effect you may resolve their alerts."),
    "glossary-rally": ("glossary-section", "The first time a card with rally is put into one of your hand, play area, "
                                           "discard pile or deck resolve the Rally effect."),
    "glossary-counter": ("glossary-section", "Counter effects are found on Hero cards and can be resolved in response "
                                             "to damage being dealt when that card is in your hand."),
    "glossary-gambit": ("glossary-section", "Gambit effects are found on Hero cards and can be resolved in response to "
                                            "damage being dealt when that card is in your active area."),
    "glossary-feat": ("glossary-section", "You may use the Feat effect of a card in your hand during your Action "
                                          "phase."),
    "glossary-galvanize": ("glossary-section", "You may use the Galvanize effect of a card in your play area during "
                                               "your Action phase."),
    "glossary-debut": ("glossary-section", "When the component is played, the Debut text applies."),
}

