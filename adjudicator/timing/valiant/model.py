"""Valiant Universe timing: the attack sequence, as the rulebook's "Making an Attack" and "Card Action
Icons" state it, with the Facility rules that deal damage outside attacks.

The rules live where they act, each beside the section it cites:
valiant_attack.py (the attack sequence: cards, Chainable, defenses,
counterattacks and Counter, the damage step), valiant_facility.py (Coherence,
Sector movement, shutdown, the end of a turn), valiant_schema.py (validation
of the ops). Read docs/ops-valiant-universe.md for the ops and their events.
"""
from adjudicator.engine.ops import _entity
from adjudicator.errors import ResolutionStopped
from adjudicator.timing.valiant import actions as actions
from adjudicator.timing.valiant import attack as attack
from adjudicator.timing.valiant import checks as checks
from adjudicator.timing.valiant import facility as facility
from adjudicator.engine.ops import discard_into_deck
from adjudicator.timing.base import SiblingChoice, TimingModel
from adjudicator.timing.valiant.readers import OP_READERS

# Each rule: the anchor of the section of valiant-universe.txt that states it (as the importer derives it
# from the heading) and the sentence there that decides it, quoted exactly (a test checks both against
# the imported rulebook).
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
    "superhero-rides": ("superhero-actions", "Sector Shift: As previously noted, a Superhero moves with the Sector it "
                        "occupies when the Sector is moved by any player."),
    "superhero-once": ("actions", "A Superhero may only push once and only attack once in a turn; they cannot forgo "
                       "a push to attack twice or vice versa."),
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
    "activate-new-superhero-ability": ("activate-new-superhero-ability", "All players choose another Ability, either "
                                       "by opening up a new tier or delving deeper into a given tier by moving the "
                                       "token to indicate the unlocked Abilities."),
    "organization-elimination": ("organization-elimination", "When an Organization Coherence Tracker reaches 0, that "
                                 "player is eliminated, with the following results:"),
    "draw-refill": ("basics-of-play", "If the player runs out of cards, they shuffle their discard to draw the "
                    "remaining cards."),
    "zoi": ("purchase-actions", "The ZOI is all the Sectors in the Level and Block corresponding to the player's "
            "Zone of Influence card (9 Sectors)."),
    # names the engine's own ops look up
    "making-choices": ("on-a-players-turn", "Actions can be taken in any order."),
    "costs": ("purchase-actions", "The player must discard any 2 cards from their hand to purchase any 1 card from "
              "their Zone of Influence (ZOI)."),
    "starting-triggers-and-resolving-effects": ("card-actions", "Only the icon and any accompanying text convey "
                                                "rules."),
}

# Events the Valiant ops emit, with their fields (docs/ops-valiant-universe.md).
EVENTS = {
    "attack_declared": ("card", "by", "target", "who", "amount"),
    "chain_extended": ("card", "by"),
    "defense_played": ("card", "who", "against"),
    "damage_reduced": ("card", "by", "amount"),
    "damage_redirected": ("card", "by", "from", "to"),
    "counterattack_opened": ("card", "by", "target"),
    "coherence_damaged": ("who", "target", "source", "amount"),
    "eliminated": ("who",),
    "sector_moved": ("sector", "from", "to", "by"),
    "sector_shut_down": ("sector",),
    "superhero_moved": ("card", "from", "to"),
    "facility_damaged": ("who", "amount"),
    "facility_reset": ("durability",),
    "ability_activated": ("who", "amount"),
    "turn_ended": ("who",),
}


def _shut_down(res, node, args, op):
    facility.shut_down(res, _entity(res, node, args["sector"], "sector", op))


def _enter_sector(res, node, args, op):
    hero = _entity(res, node, args["superhero"], "superhero", op)
    sector = _entity(res, node, args["sector"], "sector", op)
    facility.enter_sector(res, hero, sector, args.get("defenses", ()))


def _end_turn(res, node, args, op):
    player = _entity(res, node, args["player"], "player", op)
    roll = res.evaluate(args["roll"], res.env(node), f"{op.path}.roll") if "roll" in args else None
    shutdown = _entity(res, node, args["shutdown"], "shutdown", op) if args.get("shutdown") else None
    facility.end_turn(res, player, roll, shutdown, args.get("defenses", ()))


def _heal(res, node, args, op):
    """Heal: the player's Organization gains Coherence (not a card's damage, as in other games)."""
    target = _entity(res, node, args["target"], "target", op)
    amount = res.compute("heal", res.evaluate(args["amount"], res.env(node), f"{op.path}.amount"),
                         {"target": target, "card": node.card})
    org = facility.organization_of(res, target)
    if org is None or amount <= 0:
        res.step("note", f"nothing is healed ({res.name(target)}: amount {amount})", rule=res.model.rules["heal"])
        return
    before = res.entities[org].get("coherence", 0) or 0
    res.entities[org]["coherence"] = before + amount
    res.step("op", f"{res.name(org)}'s Coherence {before} -> {before + amount}", rule=res.model.rules["heal"])
    res.emit({"event": "healed", "target": org, "amount": amount})


HANDLERS = {
    "heal": _heal,
    "attack_sequence": attack.attack_sequence_op,
    "reduce": actions.reduce_op,
    "redirect": actions.redirect_op,
    "move_sector": actions.move_sector_op,
    "shut_down": _shut_down,
    "enter_sector": _enter_sector,
    "end_turn": _end_turn,
    **actions.INTERNAL_OPS,
}


class ValiantUniverse(TimingModel):
    slug = "valiant-universe"
    title = "Valiant Universe"
    classes = ("attack", "defense", "counterattack", "chainable")
    classes_needing_on = ()
    extra_ops = OP_READERS
    extra_events = EVENTS
    trigger_mode = "deferred"
    builtin_prefixes = ("attack", "counterattack", "superhero-attack")  # attack:ORG, counterattack:ORG, …:HERO

    def __init__(self):
        self.rules = {name: self.cite(anchor, quote) for name, (anchor, quote) in RULES.items()}

    def op_handlers(self):
        return HANDLERS

    def check_scenario(self, data, entities, abilities):
        """What a Valiant scenario needs before it resolves (docs/ops-valiant-universe.md, "Entities")."""
        return checks.scenario_problems(data, entities, abilities)

    # -- order: nothing is the chooser's --------------------------------------------------------------
    def sibling_choice(self, res, parent, pending):
        """Making an Attack: the cards go in the order they are played, defenses after every attack
        card; no effect waits for a chooser, so each goes in the order it was opened."""
        return SiblingChoice((pending[0],), True, self.rules["making-choices"])

    def first_effects(self, res, node):
        return []

    def first_choice(self, res, node, pending):
        return SiblingChoice((pending[0],), True, self.rules["making-choices"])

    def begin_rule(self, res, node):
        return node.rule if node.parent is not None else None

    # -- no triggered abilities: cards are played, never triggered ------------------------------------
    def event_happened(self, res, event):
        """Valiant cards act when a player plays them (attack_sequence); no ability triggers on an event."""

    def is_live(self, res, ability, event):
        return True

    def you_for(self, res, ability, event):
        return self.owner_or_you(res, ability.card) or res.current_player

    def owner_or_you(self, res, card):
        return facility.organization_of(res, card)

    # -- the attack sequence is a phase of the engine -------------------------------------------------
    def run_phase(self, res, node):
        return attack.run_sequence(res, node)

    def end_phase(self, res, node):
        attack.end_sequence(res, node)

    def open_phase(self, res, node):
        return None

    def deal_damage(self, res, target, amount, source, critical):
        actions.route_damage(res, target, amount, source)

    def apply_modifiers(self, res, value_name, base, context):
        return base

    def can_pay(self, res, node, op):
        """Purchase Actions: a cost such as discarding cards can be paid only with cards in hand."""
        env = res.env(node)
        if op.name in ("discard", "trash"):
            card = env.ref(op.args["card"])
            return (res.entities.get(card) or {}).get("zone") == "hand"
        if op.name == "lose":
            who = env.ref(op.args["who"])
            need = res.evaluate(op.args["amount"], env)
            return ((res.entities.get(who) or {}).get(op.args["resource"], 0) or 0) >= need
        return True

    def refill_deck(self, res, who):
        """Basics of Play: a player who runs out of cards shuffles the discard pile to draw the rest. The
        shuffle's order is not modelled: the cards come back by id."""
        pile = discard_into_deck(res, who)
        res.step("note", f"{res.name(who)} has run out of cards: the discard pile ({len(pile)} cards) is shuffled "
                         "into a new draw pile (taken in id order here)", rule=self.rules["draw-refill"])
        return pile

    def defeat(self, res, target, by=None):
        raise ResolutionStopped("error: `defeat` has no meaning in Valiant Universe: Organizations lose Coherence "
                                "(see docs/ops-valiant-universe.md)", "error")

    def overcome(self, res, target, by=None):
        raise ResolutionStopped("error: `overcome` has no meaning in Valiant Universe (see "
                                "docs/ops-valiant-universe.md)", "error")
