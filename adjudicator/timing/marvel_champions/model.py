"""Marvel Champions timing, by the publisher's Rules Reference (the flowchart for the order of steps).

Every game occurrence has a "when" window before it (interrupts), then the
occurrence, then an "after" window (responses). Inside a window, abilities
trigger by the Rules Reference's timing priority, one priority at a time, the
chooser ordering abilities of equal priority. An occurrence inside an ability
opens its own windows, and they resolve before the ability goes on (nesting).
The machinery of windows lives in windows.py; what each occurrence changes in
happenings.py (damage dealt, then taken; defeats; attacks …); the rules' own
effects (keywords, status cards, delayed effects) in effects.py; values and
their modifiers in values.py; keywords as read off a card in keywords.py; what
is where in table.py; a card leaving play, where a discarded card goes and the
ally limit in leaving.py; lasting durations in durations.py; the sequences
(playing a card, a basic power, the player phase) in sequences.py and (an
enemy activation, the villain phase) villain.py, with their encounter-side
occurrences in encounter.py; the ops a card's text does in cardops.py; the ops
in ops.py (read by readers.py); every cited sentence, the priority table and
the rulesets in rules.py.

Each rule lives in one place — a method here, a happening, a sequence step, a
table — whose docstring names the entry (`RULES`) and paraphrases it.
"""
from adjudicator.engine.patterns import fields_match
from adjudicator.grammar import possessive
from adjudicator.scenario.model import Matcher, Op, Pattern
from adjudicator.scenario.vocabulary import COMMON_ZONES, suggest
from adjudicator.timing.base import SiblingChoice, TimingModel
from adjudicator.timing.documents import DocumentSpec
from adjudicator.timing.marvel_champions import state
from adjudicator.timing.marvel_champions import (
    attaching,
    completion,
    conjunction,
    effects,
    encounter,
    flipping,
    hit_points_end,
    leaving,
    limits,
    obligations,
    replacement,
    resources,
    scheme_advance,
    thwarts,
    values,
    vocabulary,
    windows,
)
from adjudicator.timing.marvel_champions import happenings as occurrence_kinds
from adjudicator.timing.marvel_champions import search_attach  # a card a search finds, attached
from adjudicator.timing.marvel_champions import card_keywords, control, control_occurrence, restricted  # Ownership and Control
from adjudicator.timing.marvel_champions.control import controller_of
from adjudicator.timing.marvel_champions import ability_resources
from adjudicator.timing.marvel_champions import special_abilities  # Special (timing class and op)
from adjudicator.timing.marvel_champions import cost_damage, initiating
from adjudicator.timing.marvel_champions import op_fields
from adjudicator.timing.marvel_champions.ability_kind import triggered_kind_problems
from adjudicator.timing.marvel_champions import team_up
from adjudicator.timing.marvel_champions.ops import EVENTS, OP_DEFS
from adjudicator.timing.marvel_champions.table import facedown_attached
from adjudicator.timing.marvel_champions.rules import (
    ABSENT,
    DEFAULT_RULESET,
    FORMS,
    LATER_VERSIONS,
    PLAY_ZONES,
    PRIORITY,
    RULES,
    RULESET_ORDER,
    RULESETS,
    priority_rule_name,
)

FFG = "Fantasy Flight Games"
RULESPAL = "https://github.com/borisyankov/rulespal/blob/af68f7ea/data/rulebooks/"
QUINCARTER_RR18 = ("https://github.com/quincarter/marvel-champions-digital-game/blob/f013d4ec/"
                   "mc_rulesreference_v18_compressed.md")

# Classes of constant abilities: an event's work only in play, as every card's (event_in_hand).
CONSTANT_CLASSES = ("constant", "modifier")
# Classes triggered by their own card without an `on`: its defeat, its reveal, it turned up as a boost.
OWN_CARD = {"when-defeated": ("defeated", "target"), "when-revealed": ("revealed", "card"),
            "when-completed": ("scheme_completed", "target"),
            "boost": ("boost_flipped", "card")}


def identity_extended_by(res, card) -> str | None:
    """Upgrade: "Unless attached to a different character, upgrade cards are considered to be an extension of
    the controlling player’s identity. Attacks, thwarts, defenses ... that resolve on upgrades in play under a
    player’s control are also considered to be resolved by that player’s identity." The identity an upgrade's
    attack, thwart or defence is also made by (its owner: the model's controller), else None."""
    props = res.entities.get(card) if isinstance(card, str) else None
    if not props or props.get("type") != "upgrade":
        return None
    controller = controller_of(res, card)
    if controller not in res.entities or props.get("attached_to") not in (None, controller):
        return None
    return controller


DISCARD_PILES = ("discard", "encounter-discard")  # Discard Pile: each player's, and the encounter deck's


class MarvelChampions(TimingModel):
    slug = "marvel-champions"
    title = "Marvel Champions"
    classes = tuple(PRIORITY) + ("modifier", special_abilities.SPECIAL)  # a Special: executed by another ability
    zone_names = COMMON_ZONES + ("encounter-deck", "encounter-discard", "set-aside", "victory")
    # the engine's zone "facedown": the "facedown encounter cards dealt to a player" (Villain Phase, step 3)
    zone_words = {"facedown": "facedown encounter cards", "set-aside": "the set-aside area", "victory": "the victory display"}
    # what `where_x` and `this_way` keep (variables.py, this_way.py), as a condition on a page says it
    result_words = {"x": "X", "this_way": "the number of cards done this way",
                    "this_way_boost_icons": "the boost icons of the cards done this way",
                    "this_way_amount": "the amount done this way"}
    # `dealt`: the order in which facedown encounter cards were dealt (they are revealed in that order)
    bookkeeping_props = TimingModel.bookkeeping_props | {"dealt"}
    classes_needing_on = ("before", "replacement", "constant", "forced-would-interrupt", "would-interrupt",
                          "forced-interrupt", "interrupt", "forced-response", "response")
    trigger_mode = "immediate"  # an occurrence's windows resolve before the ability that caused it goes on
    builtin_prefixes = ("stunned", "confused", "tough", "piercing", "quickstrike", "retaliate", "delayed", "incite",
                        "hinder", "surge", "instead", "activation", "teamwork")
    ability_prefixes = ("instead",)  # `instead:ABILITY`: the replacement an ability initiated (replacement.py)
    rulebooks = (
        DocumentSpec("marvel-champions-rules-reference.md", "rules-reference", "Rules Reference", "markdown",
                     anchor_prefix="rules-reference", publisher=FFG, source_url=RULESPAL + "marvel-champions-reference.md",
                     # the version this copy is and its publication date: docs/rulings.md ("The Rules Reference")
                     version="1.5", published="2023-05-18",
                     # KEYWORDS, ICONS and CLASSIFICATIONS list each entry in a line, "(See: X)": a summary.
                     overviews=("ROUND OVERVIEW", "KEYWORDS", "ICONS", "CLASSIFICATIONS")),
        # Version 1.8's entries that the rulesets "1.7" and "1.8" cite (rules.RULES_REFERENCE_1_8), in a public
        # Markdown conversion of the publisher's file: an excerpt, not the whole book (docs/rulings.md, "Versions")
        DocumentSpec("marvel-champions-rules-reference-1-8.md", "rr18", "Rules Reference 1.8 (excerpt)",
                     "markdown", anchor_prefix="rr18", publisher=FFG, source_url=QUINCARTER_RR18, version="1.8",
                     glossary=False),  # the game's glossary stays the shipped book's (1.5)
        DocumentSpec("marvel-champions-learn-to-play.md", "learn-to-play", "Learn to Play", "markdown",
                     anchor_prefix="learn-to-play", publisher=FFG, source_url=RULESPAL + "marvel-champions-rulebook.md",
                     overviews=("GAME OVERVIEW",)),
        DocumentSpec("marvel-champions.txt", "timing-flowchart", "Timing flowchart", "flowchart"),
    )
    rulings_file = "marvel-champions-rulings.yaml"
    lessons_file = "lessons.yaml"  # the guided walk through the timing rules (one Rules Reference rule a lesson)
    op_field_docs = op_fields.FIELDS  # what each op's field is (the editor's reference panel)
    numeric_props = frozenset({"hp", "atk", "sch", "thw", "def", "rec", "threat", "threat_limit", "crisis", "amplify",
                               "max_per_round", "max_per_phase", "max_per_game", "max_per_player"})
    # Discard: from a hand, or from play (a card in play is discarded as an occurrence: leaving.py)
    discard_from = ("hand", "play")
    rule_sentences = RULES
    cardtext_module = "tools.cardtext"  # the card-text helper's words (tools/cardtext.py)
    outline_module = "tools.outline"  # outline mode's tags and phrases (tools/outline.py)
    examples_file = "examples.yaml"  # outline mode's and the card-text helper's examples
    vocabularies = vocabulary.ENTITY_VOCABULARIES
    entity_properties = vocabulary.ENTITY_PROPERTIES
    unwritten_zone = "play"  # "zone: play (the default for a card with no zone)" (docs/ops-marvel-champions.md)
    # Ownership and Control: "“you control” ... only refers to cards in play currently under that player’s control"
    derived_filters = frozenset({"controller"})
    # Modifiers: "the entire quantity is recalculated from the start, considering the unmodified base value and all
    # active modifiers": `rhino.modified_atk` is Rhino's ATK now, as the sequences read it; `rhino.atk` its base value
    derived_properties = frozenset(f"modified_{name}" for name in values.STATS)
    event_field_words = vocabulary.EVENT_FIELD_WORDS
    rulesets = RULESETS
    default_ruleset = DEFAULT_RULESET
    later_rulesets = LATER_VERSIONS
    forms = FORMS  # Ability: a bold timing trigger with "Hero" or "Alter-Ego" in it (`form:`)
    dash_values = ("atk", "thw", "sch", "def", "rec")  # Dash (Value): a power printed "–"
    limit_periods = limits.PERIODS  # Limit: "Limit X per [period]" (`limit: {times, per}`)
    modifier_values = values.VALUES
    trigger_fields = ("excess",)
    result_names = tuple(result_words)  # the numbers where_x and this_way keep (variables.py, this_way.py)
    result_entities = ("found",)  # the card a search or a discard "until" found (deck_ops.py)
    absent_rules = ABSENT
    op_defs = OP_DEFS
    refused_ops = {
        "assault": "enemies attack with `activate` (Enemy Activations)",
        "threaten": "enemies attack with `activate` (Enemy Activations)",
        "gain_defense": "a defender's DEF reduces an attack's damage (`activate` with a `defender`)",
        "overcome": "nothing is overcome in Marvel Champions; use `defeat`",
    }
    refused_classes = {
        "resource": "a Resource ability (Rules Reference, Resource Ability) is written on its card, as what it "
                    "generates (`resource_ability: [wild]`, and `resource_for` if it pays only some cards), and used "
                    "by naming the card in a play's `spend` (docs/ops-marvel-champions.md, \"Resources\")",
    }
    event_defs = EVENTS
    # Ability: an event card works from an out-of-play area (its owner's hand: event_in_hand).
    type_zones_note = {timing: "an event card's also in its owner's hand" for timing in PRIORITY
                       if timing not in CONSTANT_CLASSES}
    # What each kind of occurrence is (windows.py builds the windows around it).
    happenings = {**occurrence_kinds.KINDS, **encounter.KINDS, **completion.KINDS, **scheme_advance.KINDS,
                  **flipping.KINDS, **control_occurrence.KINDS,
                  **thwarts.KINDS, **conjunction.KINDS, **search_attach.KINDS}

    def check_scenario(self, data, entities, abilities):
        """A constant ability's `kind` says its window: `when`, or `after` (the default). A modifier adds,
        subtracts, multiplies or sets a value while it is active (Modifiers): never once, never a
        "prevent the first N" (prevention is the `prevent` op, in an interrupt)."""
        problems = resources.check_entities(entities) + attaching.check_entities(entities)
        problems += team_up.check_entities(entities)  # Team-Up: two characters named
        for eid, props in entities.items():  # Obligation: `give_to` names an identity of the scenario
            given = props.get("give_to")
            if given is not None and (not isinstance(given, str) or entities.get(given, {}).get("type") != "hero"):
                problems.append((f"entities.{eid}.give_to", f"{given!r} is not an identity of this scenario: `give_to` "
                                 "names the identity whose player the obligation is given to"
                                 f"{suggest(str(given), [e for e, p in entities.items() if p.get('type') == 'hero'])}"))
        problems += control.scenario_problems(data, entities)  # Ownership and Control: who a controller can be
        problems += special_abilities.scenario_problems(abilities)  # Special: no `on`
        for eid, props in entities.items():  # Attach To: the card it is attached to is one of the scenario's
            host = props.get("attached_to")
            if host is not None and (not isinstance(host, str) or host not in entities or host == eid):
                problems.append((f"entities.{eid}.attached_to", f"{host!r} is not another entity of this scenario: "
                                 "`attached_to` names the card this one is attached to"
                                 f"{suggest(str(host), [e for e in entities if e != eid])}"))
        for ability in abilities.values():
            problems += triggered_kind_problems(ability)
            if ability.timing == "constant" and ability.kind not in ("constant", "when", "after"):
                problems.append((f"abilities.{ability.id}.kind",
                                 f"a constant ability's kind is its window: when or after, got {ability.kind!r}"
                                 f"{suggest(str(ability.kind), ('when', 'after'))}"))
            if ability.timing == "modifier":
                if ability.change is not None and ability.change.how not in ("add", "subtract", "multiply", "divide",
                                                                             "set"):
                    problems.append((f"abilities.{ability.id}.by.{ability.change.how}",
                                     "a Marvel Champions modifier adds, subtracts, multiplies, divides or sets a value; to "
                                     "prevent damage, write an interrupt that uses the `prevent` op"))
                if ability.once:
                    problems.append((f"abilities.{ability.id}.once", "a Marvel Champions modifier is active while "
                                     "its card is in play (and its `if` holds); write a lasting effect with the "
                                     "`lasting` op for one that ends"))
        return problems

    def derived_property(self, res, entity, prop):
        """`ENTITY.modified_atk` (thw, sch, def, rec): the stat as modified now, each modifier a step (values.stat)."""
        return values.stat(res, entity, prop[len("modified_"):])

    def filter_matches(self, res, entity, key, want) -> bool:
        """`controller=PLAYER` in count()/nearest(): a card in play that player controls now (control.controls:
        its owner unless control was taken, an upgrade on a card another player controls is that player's), so
        "you control" is `controller=you`; a card out of play never matches (Ownership and Control)."""
        return control.controls(res, want, entity)

    def ruleset(self, res):
        return res.scenario.ruleset or DEFAULT_RULESET

    def tough_point(self, res):
        """When a tough status card acts on damage: "dealt" — before interrupts to the dealing of damage,
        as the shipped Rules Reference (1.5) prints it ("Damage") — or "taken" — when the damage would
        be taken, after interrupts to its dealing (1.6). The latter is a reading: the Tough entry says a
        tough card acts when its character "would take any amount of damage", the Damage and Prevent
        entries make dealing and taking two timing points, and the later Rules Reference's Damage entry
        orders "would deal/be dealt" interrupts before tough status cards (docs/ops-marvel-champions.md,
        "Rulesets")."""
        return "dealt" if self.ruleset(res) == "1.5" else "taken"

    def since(self, res, version: str) -> bool:
        """Whether the scenario's ruleset is `version` or a later one (a later version keeps what an earlier
        one changed)."""
        return RULESET_ORDER.index(self.ruleset(res)) >= RULESET_ORDER.index(version)

    def overkill_on_defeat(self, res) -> bool:
        """Overkill: "1.5" and "1.6" pass on the excess damage *dealt* to the ally or minion, at the same
        time (Overkill, as shipped); from "1.7" on, the damage on it beyond its hit points once the attack
        has defeated it (1.8's Overkill: prevented damage is not passed on)."""
        return self.since(res, "1.7")

    def keywords_are_abilities(self, res) -> bool:
        """Version 1.8 defines quickstrike as a forced response that resolves after the revealed minion's
        When Revealed abilities, and incite and surge as When Revealed abilities (Reveal, step 3); before it
        they are keywords at priority 1 (Ability, Timing)."""
        return self.since(res, "1.8")

    def retaliate_is_a_response(self, res) -> bool:
        """Version 1.8 makes retaliate a "Forced Response: After this character is attacked" (Retaliate X) and
        resolves every forced ability after an enemy attack and its damage in any order, then the others
        (Attack (Enemy Activation), 6): one after window for the attack and its damage. Before it, retaliate
        comes between the responses to the damage and those to the attack (Retaliate X, as shipped)."""
        return self.since(res, "1.8")

    def activations_wait(self, res) -> bool:
        """Version 1.8: an activation an effect initiates during another one "resolves after the current
        activation has finished resolving", after every ability that one triggered (Activation). Before it,
        the model resolves it at once, inside the other."""
        return self.since(res, "1.8")

    # -- When/After Effects Timing Priority ---------------------------------------------------------
    def window_of(self, ability):
        """Ability, Timing: which window (when or after) and which priority an ability of each timing
        class triggers in: constant abilities and keywords (1), status cards and replacement effects
        (2), forced interrupts (3), interrupts (4), Boost/When Defeated/When Revealed (5), forced
        responses (6), responses (7); the flowchart's "before" effects (0) first of all in a when
        window. A modifier is no effect: it changes values as they are computed (values.py)."""
        if ability.timing in ("modifier", special_abilities.SPECIAL):  # a Special never triggers (Special)
            return None, None
        window, level = PRIORITY[ability.timing]
        if window is None:
            window = "when" if ability.kind == "when" else "after"
        return window, level

    def sibling_choice(self, res, parent, pending):
        """Ability, Timing: what triggered at a higher priority resolves first; several abilities of one
        priority resolve in the order the chooser picks (Simultaneous Resolution)."""
        level = min(state.LEVEL.get(res.nodes[k]) for k in pending)
        options = tuple(k for k in pending if state.LEVEL.get(res.nodes[k]) == level)
        window = state.WINDOW.get(res.nodes[options[0]]) or "when"
        rule = self.rules[priority_rule_name(window, level, self.keywords_are_abilities(res))]
        if all(res.nodes[k].kind == "activation" for k in options):  # ruleset "1.8": activations that waited together
            rule = self.rules["rr18-activation-waits-order"]
        if len(options) == 1:
            fixed_reason = ""
            if len(pending) > 1:
                fixed_reason = (f"{res.label_of(options[0], pending)} comes next: it has the highest timing priority "
                                "of the abilities waiting")
            return SiblingChoice(options, True, rule, fixed_reason)
        return SiblingChoice(options, False, rule)

    # -- The rules' own effects: keywords, status cards, delayed effects -----------------------------
    def builtin_effects(self, res, home, n, rec, window, level, events):
        """The keywords, status cards and delayed effects that answer occurrence n here (effects.py)."""
        return effects.found(res, home, n, rec, window, level, events)

    def effect_ended(self, res, node):
        """When/After Effects Timing Priority 1: a replacement effect takes the place of the
        occurrence, so once it has resolved the occurrence is gone, with what else would have
        interrupted or responded to it. An event's ability used from its owner's hand plays the card
        (event_played_ops) unless its ops play it themselves; if that play of theirs did not happen,
        the card is still in hand, and a step says so: a played event goes to the discard pile (Event)."""
        if node.kind == "replacement" and not replacement.replaces(node):  # `replace` waits for its turn
            windows.cancel_occurrence(res, node, f"{node.label} replaced it")
        card = res.entities.get(node.card, {})
        if state.FROM_HAND.get(node) and card.get("zone") == "hand":
            res.step("note", f"{res.name(node.card)} is still in {possessive(res.name(card.get('owner')))} hand: its ability's "
                             "own play of it did not happen (a played event goes to the "
                             "discard pile once it has resolved)",
                     rule=self.rules["event-discarded-after"])

    def resolve_replacement(self, res, home, rec):
        """Replacement Effect: the occurrence's turn has come and a replacement was initiated against it:
        the replacement resolves instead (replacement.py)."""
        replacement.resolve_instead(res, home, rec)

    def card_placed(self, res, card, to) -> None:
        """Discard: "If a player card is discarded, it is placed faceup on top of the owning player's discard
        pile." (an encounter card faceup on the encounter discard pile): a card put in a discard pile is face up,
        whatever it was (a card of a reshuffled deck is face down), and the move's step shows it."""
        props = res.entities[card]
        if to in DISCARD_PILES and props.get("facedown"):
            props["facedown"] = False

    def refused_initiation(self, res, home, ability, event, trigger) -> bool:
        """Whether a window's `ability` has no valid target and is not initiated (initiating.py says why)."""
        return initiating.refused_initiation(res, home, ability, event, self.you_for(res, ability, event), trigger)

    # -- What triggers, and whose it is --------------------------------------------------------------
    def event_happened(self, res, event):
        """Play a Card/Use an Ability 4.1-4.3: every game occurrence has its windows. Events of this
        model's occurrences are gathered for their after window; any other event (a built-in op's)
        has already happened, so it opens only its after window. A card that leaves play forgets its
        state and its attachments are discarded; an ally entering play may take its player beyond the
        ally limit (leaving.py): both at once, before any ability answers the move."""
        if leaving.is_leaving_play(event):
            control.left_play(res, event["card"], event.get("to"))
            leaving.left_play(res, event["card"])
            hit_points_end.after_leaving(res, event["card"])
        elif leaving.is_entering_play(event):
            attaching.attach_entering(res, event["card"])
            card_keywords.entered_play(res, event["card"])
            encounter.hinder_entering(res, event["card"])  # Hinder X: a card put into play, not revealed
            leaving.check_ally_limit(res, event["card"])
            restricted.check_restricted(res, event["card"])
            hit_points_end.after_entering(res, event["card"])
        hit_points_end.after_event(res)  # a hit point modifier whose `if` may now hold (or no longer)
        cost_damage.heard(res, event)  # a `take_damage` cost counts the damage taken
        windows.event_happened(res, event)

    def ability_matches(self, res, ability, event):
        """Whether `ability` answers to `event` (its pattern, or for a When Defeated, When Revealed or
        Boost ability without one, its own card being defeated, revealed or turned up as a boost)."""
        on = ability.on
        if on is None:
            own = OWN_CARD.get(ability.timing)
            return own is not None and event["event"] == own[0] and event.get(own[1]) == ability.card
        if on.event != event["event"]:
            return False
        you = self.you_for(res, ability, event)
        if fields_match(res, on.fields, event, ability.card, you):
            return True
        identity = identity_extended_by(res, event.get("by"))
        return identity is not None and fields_match(res, on.fields, {**event, "by": identity}, ability.card, you)

    def trigger_pattern(self, ability):
        """A When Defeated, When Revealed or Boost ability without a pattern waits for its own card's
        defeat, reveal or flip; a modifier waits for nothing."""
        if ability.timing == "modifier":
            return None
        if ability.on is None and ability.timing in OWN_CARD:
            name, field = OWN_CARD[ability.timing]
            return Pattern(name, ((field, Matcher("ref", "this")),))
        return super().trigger_pattern(ability)

    def why_not_triggered(self, res, ability, event):
        """Play a Card/Use an Ability 4.1: an interrupt answers an occurrence's when window; an event of
        a shared op that is not an occurrence has none (windows.event_happened)."""
        window = self.window_of(ability)[0]
        if window == "when" and state.COLLECTING.get(res) is None:
            return (f"the “{event['event']}” came from an op that opens no when window, so nothing could "
                    "interrupt it (write the occurrence with `occur`)")
        if window == "after" and event["event"] == "attacks":
            return ("the responses to an attack come once its damage has been dealt, and not at all when the attack "
                    "ends before that (its enemy left play: Attack (Enemy Activation))")
        return None

    def untriggered_rule(self, res, ability, event, verdict):
        """The rule predict mode quotes for an ability that did not trigger: the player's form (Ability), peril
        (Peril), or an "after … attacks" ability at the attack itself (Attack (Enemy Activation): it answers
        once the damage is dealt). None otherwise: the zone an ability works from has no one sentence here."""
        if event is None:
            return None
        if verdict == "not-live":
            if self.wrong_form(res, ability, event):
                return self.rules["form-trigger"]
            if self.peril_forbids(res, ability, event):
                return self.rules["peril"]
            return None
        if verdict == "not-triggered" and self.window_of(ability)[0] == "after" and event["event"] == "attacks":
            return self.rules["after-attack"]
        return None

    def is_live(self, res, ability, event):
        """An ability works while its card is in one of its zones (a card with no zone is in play);
        a card that is moving counts as in both zones for that move; a boost card's Boost ability
        works as it is turned face up (Enemy Activations 4.2); a triggered ability of an event card
        works from its owner's hand too, unless the ability writes its own `zones` (event_in_hand)."""
        if self.wrong_form(res, ability, event) or self.peril_forbids(res, ability, event):
            return False
        if ability.zones is None:
            return True
        if event is not None and event["event"] == "boost_flipped" and event.get("card") == ability.card:
            return True  # a boost card's own Boost ability works where the activation put it
        return in_zones(res, ability.card, ability.zones) or self.event_in_hand(res, ability, event) is not None

    def wrong_form(self, res, ability, event):
        """Ability: "If the bold timing trigger of an ability contains the word “Hero” or “Alter-Ego,” the
        ability can only be used if the player triggering the ability is in the specified form." Why the
        ability cannot be used now (its player is in the other form), or None."""
        if not ability.form:
            return None
        player = self.you_for(res, ability, event)
        form = res.entities.get(player, {}).get("form", "hero") if player else None
        if form == ability.form:
            return None
        trigger = f"{'Hero' if ability.form == 'hero' else 'Alter-Ego'} {ability.timing.replace('-', ' ').title()}"
        return (f"wrong form: {res.name(player) if player else 'no player'} is in {form or 'no'} form, and "
                f"{ability.label} is a {trigger}, usable only in {ability.form} form")

    def peril_forbids(self, res, ability, event):
        """Peril: "While a player is resolving a card with the peril keyword, that player cannot consult
        other players, and other players cannot play cards or trigger abilities." Why another player's
        ability cannot be triggered now, or None (encounter cards' abilities and the resolving player's own
        are not affected)."""
        peril = state.PERIL.get(res)
        if not peril:
            return None
        card, resolving = peril
        owner = self.owner_or_you(res, ability.card)
        if owner is None or owner == resolving:
            return None
        return (f"peril: {res.name(resolving)} is resolving {res.name(card)}, which has peril, so "
                f"{res.name(owner)} cannot trigger abilities")

    def event_in_hand(self, res, ability, event):
        """Ability: "Event cards implicitly interact with the game from an out-of-play area, as per the
        rules of the event card type", and an event is played from its owner's hand (Event; Play, Put
        Into Play): a triggered ability of an event card in a player's hand works there. Not when the
        ability writes its own `zones` (they decide); not a constant ability or modifier (an event's text
        works by the card being played, and out of play a card's text "is inactive and cannot affect the
        game"); not for the card's own being played (it is the card leaving the hand); not for an event
        whose owner is no player (no player's hand: the scenario does not say whose it is); not while the
        card is being played (declared, not yet on the table: a reading — using it would play it again). The player
        whose hand it is, or None."""
        props = res.entities.get(ability.card, {})
        if ability.zones_written or ability.timing in CONSTANT_CLASSES or props.get("type") != "event":
            return None
        if not in_zones(res, ability.card, ("hand",)) or is_own_play(ability, event) or being_played(res, ability.card):
            return None
        owner = props.get("owner")
        return owner if owner and self.is_player(res, owner) else None

    def event_played_ops(self, ability):
        """What an event's triggered ability does when used from its owner's hand (event_in_hand): the
        card is played (Event: "Each time a player plays an event card, its costs are paid, its effects
        resolve ..., and the card is placed in its owner’s discard pile"; Play, Put Into Play), by the
        `play_card` op of `this` with the ability's ops as its effects. An ability whose ops already play
        its own card anywhere keeps them (it is played once). An ability that is one `cost` pays it as the
        event's cost (Play a Card 2.2: "If playing an event ..., pay any costs to the left of that ->");
        with none, the scenario gives no cost and the pay step says none is paid (a reading)."""
        if plays_own_card(ability.do, ability.card):
            return ability.do
        pay, effects = (), ability.do
        if len(effects) == 1 and effects[0].name == "cost":
            pay, effects = tuple(effects[0].args["pay"]), tuple(effects[0].args["then"])
        play = Op("play_card", {"card": "this", "pay": pay, "do": tuple(effects), "cost_written": bool(pay)},
                  f"abilities.{ability.id}.do")
        note = windows.internal("_mc_step", step="event-from-hand",
                                data={"card": ability.card, "timing": ability.timing.replace("-", " ")})
        return (note, play)

    def why_live(self, res, ability, event):
        """(sentence, rule) when the ability works only by its card's type — an event in its owner's hand,
        beyond its zones — for the step that says so as it triggers; else None."""
        if in_zones(res, ability.card, ability.zones or ()):
            return None
        owner = self.event_in_hand(res, ability, event)
        if owner is None:
            return None
        return (f"{res.name(ability.card)} is an event card in {possessive(res.name(owner))} hand: its "
                f"{ability.timing.replace('-', ' ')} works from there, as an event is played from its owner's hand",
                self.rules["event-out-of-play"])

    def why_not_live(self, res, ability, event):
        """Where the card was and where the ability works; for an event card in a hand, also why its
        hand does not make it work (event_in_hand)."""
        restricted = self.wrong_form(res, ability, event) or self.peril_forbids(res, ability, event)
        if restricted:
            return restricted
        text = super().why_not_live(res, ability, event)
        props = res.entities.get(ability.card, {})
        if ability.zones_written or props.get("type") != "event" or not in_zones(res, ability.card, ("hand",)):
            return text
        name = res.name(ability.card)
        if ability.timing in CONSTANT_CLASSES:
            return (f"{text}; an event card's triggered abilities work from its owner's hand, and this one is a "
                    f"{ability.timing} ability, whose text works only in play")
        if is_own_play(ability, event):
            return f"{text}; an event card's abilities work from its owner's hand, and this was {name} being played"
        if being_played(res, ability.card):
            return f"{text}; an event card's abilities work from its owner's hand, and {name} is being played"
        return (f"{text}; an event card's abilities work from its owner's hand, and {name} has no owner among "
                "the players (give it `owner`)")

    def is_player(self, res, entity):
        return entity in res.scenario.players or res.entities.get(entity, {}).get("type") == "hero"

    def owner_or_you(self, res, card):
        """A hero is its own player; a player card is its controller's: its owner's, unless its control
        changed or it is an upgrade on another player's character (control.controller_of)."""
        return controller_of(res, card)

    def you_for(self, res, ability, event):
        """"You" is the player who controls the ability's card; for an encounter card attached to a
        player card, that card's controller (Attachment); for another encounter card, the player the
        occurrence is about (its `who` or `target`), else the first player."""
        mine = self.owner_or_you(res, ability.card)
        if mine:
            return mine
        host = self.owner_or_you(res, res.entities.get(ability.card, {}).get("attached_to"))
        if host:
            return host
        given = obligations.given_to(res, ability.card)  # Obligation: given to the player of the identity it names
        if given and self.is_player(res, given):
            return given
        area = res.entities.get(ability.card, {}).get("play_area")  # an obligation in a player's play area
        if area and self.is_player(res, area):
            return area
        if event is not None:
            for field in ("who", "target", "by"):
                if event.get(field) and self.is_player(res, event[field]):
                    return event[field]
        return res.current_player

    # -- Hooks of the shared ops ---------------------------------------------------------------------
    def deal_damage(self, res, target, amount, source, critical):
        """Damage is a game occurrence with its own windows (the model's own `deal_damage` op deals to
        several characters as one occurrence; this hook is for any other op that deals damage)."""
        windows.schedule(res, res.nodes[res.current], "damage", {"hits": ((target, amount),), "source": source})

    def defeat(self, res, target, by=None):
        """Play a Card/Use an Ability 4.1-4.3: a defeat is a game occurrence with its own windows."""
        windows.schedule(res, res.nodes[res.current], "defeat", {"target": target, "by": by})

    def apply_modifiers(self, res, value_name, base, context):
        """Modifiers: the value recalculated from its base with every active modifier (values.py)."""
        return values.modified(res, value_name, base, context)

    def why_unpaid(self, res, node, op) -> str | None:
        """A resource cost's reason (the types the cards spent do not generate); other costs say none."""
        return ability_resources.why_unpaid(res, node, op) if op.name == "spend_resources" else None

    def can_pay(self, res, node, op):
        """Play a Card/Use an Ability 2: a cost must be payable in full — a card to discard is in
        hand or in play (the `discard` op takes it from either: "discard Counterintelligence →"), a card to exhaust
        is ready and in play, a resource to spend is there."""
        env = res.env(node)
        args = op.args
        if op.name in ("discard",):
            card = env.ref(args["card"])
            zone = res.entities.get(card, {}).get("zone", "play")
            return card in res.entities and (zone == "hand" or zone in PLAY_ZONES)
        if op.name == "exhaust":
            card = env.ref(args["card"])
            props = res.entities.get(card, {})
            return props.get("zone", "play") in PLAY_ZONES and not props.get("exhausted")
        if op.name == "lose":
            who = env.ref(args["who"])
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(who, {}).get(args["resource"], 0) or 0) >= need
        if op.name == "spend_resources":  # Resource: the types the cost names must be generated
            return ability_resources.can_pay(res, node, op)
        if op.name == "remove_counters":  # Uses: the counters the cost removes are on the card
            need = res.evaluate(args.get("amount", 1), env)
            return card_keywords.counters_on(res, env.ref(args["card"])) >= need
        if op.name == "remove_threat":
            scheme = env.ref(args["scheme"])
            need = res.evaluate(args["amount"], env)
            return (res.entities.get(scheme, {}).get("threat", 0) or 0) >= need
        return True


def in_zones(res, card, zones):
    """Whether the card is in one of `zones` (a card with no zone is in play), or moving from or to one
    of them: a card that is moving counts as in both zones for that move."""
    props = res.entities.get(card, {})
    if props.get("zone", "play") in zones and not (facedown_attached(props) and props.get("zone", "play") in PLAY_ZONES):
        return True  # a card attached face down is out of play (In Play and Out of Play)
    moving = res.transit.get(card)
    return bool(moving and (moving[0] in zones or moving[1] in zones))


def plays_own_card(ops, card):
    """Whether any of `ops`, or of the ops nested in them, is `play_card` of this card."""
    return any(op.name == "play_card" and op.args.get("card") in ("this", card) for op in ops_within(ops))


def ops_within(value):
    """Every op in `value` (ops, their args, and the ops nested in those), depth first."""
    if isinstance(value, Op):
        yield value
        yield from ops_within(value.args)
    elif isinstance(value, dict):
        for item in value.values():
            yield from ops_within(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from ops_within(item)


def being_played(res, card):
    """Whether the card has been declared played and has not yet left the hand (sequences._play)."""
    return bool(state.BEING_PLAYED.get(res, card))


def is_own_play(ability, event):
    """Whether `event` is the ability's own card being played."""
    return event is not None and event.get("event") == "played" and event.get("card") == ability.card
