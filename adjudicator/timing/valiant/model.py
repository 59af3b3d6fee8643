"""Valiant Universe timing: the attack sequence, as the rulebook's "Making an Attack" and "Card Action
Icons" state it, with the Facility rules that deal damage outside attacks.

The rules live where they act, each beside the section it cites (rules.py holds every cited
sentence): attack.py (the attack sequence: cards, Chainable, defenses, counterattacks and Counter,
the damage step), actions.py (each card's action in it), legality.py (where an attack may come from
and go to), coherence.py (damage landing on an Organization), augments.py (the Augment Slot and
Armor), coherence_token.py (the Lowest Coherence token), game_end.py (elimination and the winner),
turn.py (Heal and Augment actions, Superhero moves, the end of a turn), facility.py (Sector positions,
movement, shutdown, the die roll and the reset), ops.py with readers.py (the ops), checks.py
(load-time checks). Read docs/ops-valiant-universe.md for the ops and their events.
"""
from adjudicator.engine.opdefs import discard_into_deck
from adjudicator.grammar import counted
from adjudicator.scenario.vocabulary import COMMON_ZONES
from adjudicator.timing.base import SiblingChoice, TimingModel
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.valiant import actions, attack, checks, facility, op_fields
from adjudicator.timing.valiant.ops import EVENTS, OP_DEFS
from adjudicator.timing.valiant.rules import ABSENT, RULES
from adjudicator.timing.valiant.vocabulary import ENTITY_VOCABULARIES


class ValiantUniverse(TimingModel):
    slug = "valiant-universe"
    title = "Valiant Universe"
    classes = ("attack", "defense", "counterattack", "chainable", "superhero", "heal", "augment")
    zone_names = COMMON_ZONES + ("augment", "sector")
    classes_needing_on = ()
    book_parser = "rulebook_parser"  # how the importer reads the book (rulebook_parser.py)
    rulebooks = (DocumentSpec("valiant-universe.txt", "rulebook", "Rulebook", "book",
                             overviews=("Basics of Play",)),)  # "provides an overview of how the game is played"
    op_field_docs = op_fields.FIELDS  # what each op's field is (the editor's reference panel)
    numeric_props = frozenset({"coherence", "durability"})
    discard_from = ("hand", "play", "augment")  # a played card is discarded from play; an Augment from its slot
    rule_sentences = RULES
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)
    outline_module = "tools.outline"  # outline mode's tags and phrases (tools/outline.py)
    examples_file = "examples.yaml"  # outline mode's and the card-text helper's examples
    vocabularies = ENTITY_VOCABULARIES
    absent_rules = ABSENT
    op_defs = OP_DEFS
    refused_ops = {
        "attack": "attacks are cards played in an `attack_sequence`",
        "assault": "attacks are cards played in an `attack_sequence`",
        "threaten": "attacks are cards played in an `attack_sequence`",
        "gain_defense": "defense is a card played in an `attack_sequence` (a Defense icon)",
        "defeat": "Organizations lose Coherence; nothing is defeated (see docs/ops-valiant-universe.md)",
        "overcome": "nothing is overcome in Valiant Universe (see docs/ops-valiant-universe.md)",
    }
    event_defs = EVENTS
    # an attack or a played action is made at once: the effect that makes it (the turn) goes on afterwards
    trigger_mode = "immediate"
    trigger_fields = ("next_in_line",)  # an attack card's: the Sector beyond its target (Direction of Effect)
    builtin_prefixes = ("attack", "counterattack", "superhero-attack")  # attack:ORG, counterattack:ORG, …:HERO

    def check_scenario(self, data, entities, abilities):
        """What a Valiant scenario needs before it resolves (docs/ops-valiant-universe.md, "Entities")."""
        return checks.scenario_problems(data, entities, abilities)

    # -- order: nothing is the chooser's --------------------------------------------------------------
    def sibling_choice(self, res, parent, pending):
        """Making an Attack: the cards go in the order they are played, defenses after every attack
        card; no effect waits for a chooser, so each goes in the order it was opened."""
        return SiblingChoice((pending[0],), True, self.rules["making-choices"])

    # -- no triggered abilities: cards are played, never triggered (attack_sequence) -----------------
    # (the default event_happened triggers nothing)
    def is_triggered(self, res, node):
        """Nothing is triggered: every effect is a card played, in the order it was played."""
        return False

    def is_live(self, res, ability, event):
        """A played card's action works wherever the card is: it is played, never triggered."""
        return True

    def owner_or_you(self, res, card):
        return facility.organization_of(res, card)

    # -- the attack sequence is a phase of the engine -------------------------------------------------
    def run_phase(self, res, node):
        return attack.run_sequence(res, node)

    def end_phase(self, res, node):
        attack.end_sequence(res, node)

    def deal_damage(self, res, target, amount, source, critical):
        actions.route_damage(res, target, amount, source)

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
        res.step("note", f"{res.name(who)} has run out of cards: the discard pile ({counted(len(pile), 'card')}) is shuffled "
                         "into a new draw pile (taken in id order here)", rule=self.rules["draw-refill"])
        return pile
