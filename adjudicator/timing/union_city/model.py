"""Union City Alliance timing, rule by rule, as the rulebook's "Ordering of Effects" states it.

This module is the model and its hooks; each hook hands over to the module of its rule, whose
docstrings cite the section (rules.py names its anchor and sentence) and paraphrase it:
chains.py (Resolving Chains, Branches, "First" effects), triggers.py (When effects and what triggers
them, where an ability works, Alert), heroes.py ("You", and the current and next hero While taken
down), damage.py (Dealing Damage, Counter and Gambit phases), defeats.py (Effects of damage, Defeat),
taken_down.py (Being taken down), modifiers.py (Modifiers), costs.py (Costs), checks.py (load-time
checks); the ops in ops.py, with the rules they keep in taken_out.py, underneath.py, attached.py,
exclusive.py, attacks.py (Attack an Enemy) and decks.py (an empty deck's trash shuffled back); spaces.py (Spaces); the facts a resolution keeps in state.py. Read each beside its chapter.
"""
from adjudicator.engine.opdefs import discard_into_deck
from adjudicator.grammar import counted, possessive
from adjudicator.scenario.vocabulary import COMMON_ZONES
from adjudicator.timing.base import TimingModel
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.union_city import (
    chains,
    checks,
    costs,
    damage,
    defeats,
    exclusive,
    heroes,
    modifiers,
    triggers,
)
from adjudicator.timing.union_city.ops import OP_DEFS
from adjudicator.timing.union_city.rules import RULES


class UnionCityAlliance(TimingModel):
    slug = "union-city-alliance"
    title = "Union City Alliance"
    classes = ("when", "first", "modifier", "counter", "gambit", "defeat", "overcome", "debut", "alert",
               "rally", "phase-start", "phase-end")
    zone_names = COMMON_ZONES + ("city-deck", "under", "set-aside", "taken-out", "plot-deck", "union-deck", "peril-deck")
    zone_properties = ("deck",)  # a trash card's deck, the one its trash is shuffled back into (decks.py)
    classes_needing_on = ("when", "phase-start", "phase-end")
    usable_classes = ("counter", "gambit")
    # Zones in which an ability of these classes is live when it does not say (scenario-format.md).
    default_zones = {
        "counter": ("hand",),
        "alert": ("hand",),
        "gambit": ("active",),
        "rally": None,  # any zone
        "defeat": None,
        "overcome": None,
        "debut": None,
    }
    numeric_props = frozenset({"max_stamina", "damage", "fight", "heroism", "valor", "might", "speed"})
    # why an ability did not trigger -> the rule predict mode quotes (base.untriggered_rule): a condition is
    # checked as the trigger would start; a card works from where it is (in both areas only while moving)
    untriggered_rules = {"condition-false": "starting-triggers-and-resolving-effects",
                         "not-live": "cards-entering-and-leaving-play"}
    book_parser = "rulebook_parser"  # how the importer reads the book (rulebook_parser.py)
    rulebooks = (DocumentSpec("union-city-alliance.txt", "rulebook", "Rulebook", "book"),)
    trigger_mode = "deferred"
    rule_sentences = RULES
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)
    outline_module = "tools.outline"  # outline mode's tags and phrases (tools/outline.py)
    examples_file = "examples.yaml"  # outline mode's and the card-text helper's examples
    lessons_file = "lessons.yaml"  # the guided walk through "Ordering of Effects" (one rule a lesson)
    op_defs = OP_DEFS  # the shared ops, kept off taken-out heroes and underneath cards (ops.py)

    def check_scenario(self, data, entities, abilities):
        """What a scenario needs before it resolves (checks.py)."""
        return checks.scenario_problems(data, entities)

    # -- Range, Ties, Spaces: where things are ------------------------------------------------------
    def distance(self, res, first, second):
        """Range: counted in orthogonal blocks between the blocks things are on. A card on a space, a
        card underneath another and a taken-out hero are in range of nothing."""
        for entity in (first, second):
            props = res.entities.get(entity, {})
            if props.get("taken_out") or props.get("under") or props.get("space") is not None:
                return None
        return super().distance(res, first, second)

    def exists(self, res, entity):
        """Face down and underneath cards: a card under another does not count as existing (count(...))."""
        return not res.entities.get(entity, {}).get("under")

    # -- Resolving Chains / Branches / "First" effects (chains.py) ----------------------------------
    def sibling_choice(self, res, parent, pending):
        return chains.sibling_choice(self, res, parent, pending)

    def begin_rule(self, res, node):
        return chains.begin_rule(self, res, node)

    def first_effects(self, res, node):
        return chains.first_effects(self, res, node)

    def first_choice(self, res, node, pending):
        return chains.first_choice(self, res, node, pending)

    # -- When effects and what triggers them (triggers.py) ------------------------------------------
    def event_happened(self, res, event):
        triggers.event_happened(self, res, event)

    def trigger_pattern(self, ability):
        """Each class's event: its `on`, or its card's own (triggers.implied_pattern)."""
        return triggers.implied_pattern(ability) or super().trigger_pattern(ability)

    def add_trigger(self, res, ability, you, event, rule):
        """The base's triggered effect; an alert's remembers the card drawn (triggers.remember_alert_card)."""
        node = super().add_trigger(res, ability, you, event, rule)
        triggers.remember_alert_card(ability, node)
        return node

    def trigger_text(self, res, ability, home):
        return (f"{ability.label} triggers: a when effect of {res.nodes[home].label}, "
                "resolved once that effect has finished")

    def trigger_home(self, res, current):
        return current

    def is_live(self, res, ability, event):
        return self.live_by(res, ability, event) is not None

    def live_by(self, res, ability, event):
        """Why the ability works now ("zone", or the rule that keeps it live), or None (triggers.py)."""
        return triggers.live_by(res, ability, event)

    def effect_ended(self, res, node):
        """Alert: when an effect put an Alert card in a hand, its Alert may be used if the card is
        still there once that effect has finished. Issue 2+ Exclusive Cards: the cards the effect set
        aside go to the bottom of the city deck."""
        exclusive.put_back(res, node)
        self.recheck_waiting(res, node)

    def recheck_waiting(self, res, node):
        triggers.recheck_waiting(self, res, node)

    # -- "You" and taken-out heroes (heroes.py) -----------------------------------------------------
    def owner_or_you(self, res, card):
        return heroes.owner_or_you(res, card)

    def is_hero(self, res, entity):
        return heroes.is_hero(res, entity)

    def current_hero(self, res):
        return heroes.current_hero(self, res)

    def next_hero(self, res):
        return heroes.next_hero(self, res)

    def you_for(self, res, ability, event):
        return heroes.you_for(self, res, ability, event)

    def effect_begun(self, res, node):
        heroes.you_on_a_taken_out_turn(self, res, node)

    # -- Dealing Damage / Counter and Gambit phases (damage.py) -------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        damage.deal_damage(self, res, target, amount, source, critical)

    def phase_waits(self, res, current):
        return damage.phase_waits(self, res, current)

    def place_damage(self, res, target, amount, source, critical):
        damage.place_damage(self, res, target, amount, source, critical)

    def open_phase(self, res, node):
        return damage.open_phase(res, node)

    def run_phase(self, res, node):
        return damage.run_phase(self, res, node)

    def end_phase(self, res, node):
        damage.end_phase(self, res, node)

    # -- Effects of damage / Defeat (defeats.py) ----------------------------------------------------
    def run_builtin(self, res, node):
        defeats.run_builtin(self, res, node)

    def defeat(self, res, target, by=None):
        defeats.defeat(self, res, target, by)

    def overcome(self, res, target, by=None):
        defeats.overcome(res, target, by)

    # -- Decks, Modifiers, Costs -------------------------------------------------------------------
    def refill_deck(self, res, who):
        """Decks, discards and trashes: a hero who must draw from an empty deck shuffles the discard
        pile to make a new deck. The shuffle's order is not modelled: cards come back by id."""
        pile = discard_into_deck(res, who)
        res.step("note", f"{possessive(res.name(who))} deck is empty: the discard pile ({counted(len(pile), 'card')}) is shuffled to make "
                         "the new deck (taken in id order here)", rule=self.rules["empty-deck"])
        return pile

    def apply_modifiers(self, res, value_name, base, context):
        return modifiers.apply_modifiers(self, res, value_name, base, context)

    def can_pay(self, res, node, op):
        return costs.can_pay(res, node, op)
