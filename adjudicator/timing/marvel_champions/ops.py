"""The Marvel Champions ops: each reader (readers.py), handler and what it emits, together.

A scenario's ops are the flowchart's sequences (sequences.py: playing a card, a
basic power, the player phase; villain.py: an enemy activation, the villain
phase) and the shared ops given their when windows; the internal ops run the
windows themselves (windows.py). Documented in docs/ops-marvel-champions.md.
"""
from dataclasses import replace

from adjudicator.engine import events as ev
from adjudicator.engine.builtin_ops import BUILTIN
from adjudicator.engine.events import EventDef
from adjudicator.engine.opdefs import OpDef
from adjudicator.timing.marvel_champions import (
    cardops,
    choosing,
    conjunction,
    each_player,
    deck_ops,
    empty_side_schemes,
    effects,
    elimination,
    encounter_ops,
    hit_points_end,
    indirect,
    leaving,
    may,
    moving,
    options,
    otherwise,
    then,
    this_way,
    villain_stage,
    player_deck,
    player_deck_draw,
    defense_label,
    flipping,
    variables,
    thwarts,
    replacement,
    resources,
    scheme_advance,
    sequences,
    turns,
    villain,
    windows,
)
from adjudicator.timing.marvel_champions.deck_readers import DECK_READERS
from adjudicator.timing.marvel_champions.readers import READERS
from adjudicator.timing.marvel_champions.control_ops import CONTROL_EVENTS, CONTROL_OP_DEFS, CONTROL_STEPS
from adjudicator.timing.marvel_champions.removal_ops import REMOVAL_OP_DEFS
from adjudicator.timing.marvel_champions.cannot_ops import CANNOT_OP_DEFS
from adjudicator.timing.marvel_champions.ability_resources import ABILITY_RESOURCE_OP_DEFS
from adjudicator.timing.marvel_champions.special_abilities import SPECIAL_OP_DEFS
from adjudicator.timing.marvel_champions import search_areas  # a deck and its discard pile; a card found revealed
from adjudicator.timing.marvel_champions import cost_damage
from adjudicator.timing.marvel_champions import attack_thwart_label  # `kind: attack`/`thwart`: the label decides
from adjudicator.timing.marvel_champions.cost_damage import COST_DAMAGE_OP_DEFS

# Events the Marvel Champions ops and occurrences emit, with their fields (for ability patterns) and
# the sentence a step says them in: a field the event does not carry is left out of it (ev.sentence).
def _by(verb, prep="", passive=None):
    forms = [f"{{by}} {verb} {prep}{{target}}", f"{{by}} {verb}"]
    return ev.sentence(*forms, *([passive] if passive else []))


def _card(verb):
    return ev.sentence(f"{{card}} {verb}")


def _threat(verb, where):
    return ev.sentence(f"{{amount}} threat {verb} {where} {{target}}", f"threat {verb} {where} {{target}}",
                       f"{{amount}} threat {verb}", raw=("amount",))


def _damage_dealt(n, e):
    excess = f", {e.get('excess')} of it excess" if e.get("excess") else ""
    return ev.DAMAGE_DEALT.describe(n, {**e, "critical": None}) + excess


EVENTS = (
    # `attacked`: the character considered attacked — the defender, or the one the undefended attack hit
    EventDef("attacks", ("by", "target", "attacked"), _by("attacks", passive="{target} is attacked")),
    EventDef("schemes", ("by", "target"), _by("schemes", "against ")),
    EventDef("thwarts", ("by", "target"), _by("thwarts", passive="{target} is thwarted")),
    EventDef("recovers", ("by",), _by("recovers")),
    EventDef("defends", ("by", "target"), _by("defends", "against ")),
    EventDef("threat_placed", ("target", "amount", "by"), _threat("placed", "on")),
    EventDef("threat_removed", ("target", "amount", "by"), _threat("removed", "from")),
    EventDef("scheme_completed", ("target",), ev.sentence("{target} is completed")),
    EventDef("stage_advanced", ("card", "stage"),
             ev.sentence("{card} advances to stage {stage}", "{card} advances to its next stage", raw=("stage",))),
    EventDef("exhausted", ("card",), _card("exhausts")),
    EventDef("readied", ("card",), _card("readies")),
    EventDef("boost_dealt", ("card", "by"), ev.sentence("a boost card is dealt to {by}", "a boost card is dealt")),
    EventDef("boost_flipped", ("card", "by", "amount", "who"),
             ev.sentence("{card} is turned face up as {by}'s boost", "{card} is turned face up as a boost card",
                         "a boost card is turned face up as {by}'s boost")),
    EventDef("encounter_dealt", ("card", "who"),
             ev.sentence("an encounter card is dealt face down to {who}", "an encounter card is dealt face down")),
    # Reveal: "a player flips the card faceup"; a card no player is named as revealing is said to be revealed
    EventDef("revealed", ("card", "who"), ev.sentence("{who} reveals {card}", "{card} is revealed",
                                                      "{who} reveals a card")),
    EventDef("used", ("card", "who"), ev.sentence("{who} uses {card}", "{card} is used")),
    EventDef("form_changed", ("who", "form"),
             ev.sentence("{who} changes to {form} form", "{who} changes form", raw=("form",))),
    # Double-Sided Card: a card turned over to its other side (flipping.py)
    EventDef("flipped", ("card", "side"), ev.sentence("{card} is flipped to side {side}", "{card} is flipped",
                                                      raw=("side",))),
    EventDef("engaged", ("card", "who"), ev.sentence("{card} engages {who}", "{card} engages")),
    EventDef("status_given", ("target", "status"),
             ev.sentence("{target} is given a {status} status card", "{target} is given a status card",
                         "a {status} status card is given", raw=("status",))),
    # the end of a phase and of the round (End of Player Phase 5, Villain Phase 7)
    # Main Scheme, advancing, steps 2 and 3: the new stage's "A" side, then its "B" side (stage_sides.py)
    EventDef("stage_revealed", ("card", "stage", "side"),
             ev.sentence("side {side} of {card}'s stage {stage} is revealed", "side {side} of {card} is revealed",
                         "{card} (stage {stage}) is revealed", "{card} is revealed", raw=("stage", "side"))),
    # a deck shuffled (Shuffle): `who` is the player whose deck it is; the encounter deck's has none
    EventDef("deck_shuffled", ("who",), ev.sentence("{who}'s deck is shuffled", "the encounter deck is shuffled")),
    EventDef("phase_ended", ("phase",), ev.sentence("the {phase} phase ends", "a phase ends", raw=("phase",))),
    EventDef("round_ended", (), ev.sentence("the round ends")),
    # the end of a player's turn (End of a Player's Turn; turns.py)
    EventDef("turn_ended", ("who",), ev.sentence("{who}'s turn ends", "a player's turn ends")),
    # the format's damage events, with the excess damage dealt (Excess Damage)
    EventDef("damage_dealt", ("target", "source", "amount", "critical", "excess"), _damage_dealt),
    EventDef("damage_taken", ("target", "source", "amount", "critical"), ev.DAMAGE_TAKEN.describe),
    # a cost paid with resources (resources.py): `amount` spent on it, and whether one of each type was
    EventDef("resources_paid", ("card", "who", "amount", "energy", "mental", "physical", "wild"),
             ev.sentence("{who} pays for {card} with resources ({amount} spent)", "{who} pays for {card} with resources",
                         "{card} is paid for with resources", raw=("amount",))),
    *CONTROL_EVENTS,
)
_E = {event.name: event for event in EVENTS}

STEPS = {**sequences.STEPS, **villain.STEPS, **resources.STEPS, "eliminated": elimination.eliminated_step,
         "encounter-refill": cardops.encounter_refill_step,
         villain_stage.STAGE_ENTERS_PLAY: villain_stage.stage_entered_play,
         player_deck.DECK_EMPTIED: player_deck_draw.deck_emptied_step,
         player_deck_draw.DRAW_GOES_ON: player_deck_draw.draw_goes_on_step,
         defense_label.DEFENSE_BEGINS: defense_label.begins_step,
         "ally-limit": leaving.ally_limit_step, "hit-points-ended": hit_points_end.check_step, **CONTROL_STEPS}


def step_op(res, node, args, op):
    """A step of a sequence, run when its turn comes (unless the game is over)."""
    if not windows.game_is_over(res):
        STEPS[args["step"]](res, node, args["data"])


def _with_windows(name, handler):
    """A shared op whose reading is the built-in one, run as an occurrence with its windows."""
    return replace(BUILTIN[name], run=handler)


OP_DEFS = (
    OpDef("occur", READERS["occur"], sequences.occur,
          doc="a game occurrence of the scenario's own, with its when and after windows, and what it brings about",
          example={"occur": {"emit": {"event": "attacks", "by": "enemy", "target": "you"}}}),
    OpDef("cancel", READERS["cancel"], windows.cancel_op,
          doc='cancel the occurrence whose when window is open (an interrupt\'s "cancel")',
          example={"cancel": "the effect is cancelled"}),
    OpDef("otherwise", READERS["otherwise"], otherwise.otherwise_op,
          doc='"X. Otherwise, Y": `do` resolves; `else` resolves only if nothing of `do` could be resolved',
          example={"otherwise": {"do": [{"exhaust": "ally"}], "else": [{"deal_damage": {"to": "you", "amount": 1}}]}}),
    OpDef("then", READERS["then"], then.then_op,
          doc='"X, then Y": `do` resolves; `then` resolves only if all of `do` resolved (“Then”)',
          example={"then": {"do": [{"exhaust": "ally"}], "then": [{"deal_damage": {"to": "enemy", "amount": 1}}]}}),
    OpDef("this_way", READERS["this_way"], this_way.this_way_op,
          doc='"X. If … this way, Y": `do` resolves; `then` resolves after it, with what `do` did kept as '
              "result.this_way (cards), result.this_way_boost_icons, result.this_way_amount",
          example={"this_way": {"do": [{"discard_top": {"deck": "encounter", "count": 1}}],
                                "then": [{"if": {"cond": "result.this_way_boost_icons == 0",
                                                 "then": [{"give_status": {"target": "enemy", "status": "stunned"}}]}}]}}),
    OpDef("where_x", READERS["where_x"], variables.where_x_op,
          doc='"X, where X is …": the value the card defines, evaluated once, kept as result.x for the `do` ops '
              "(Non-Numerical Variable)",
          example={"where_x": {"is": "count(type=ally, controller=you)",
                               "do": [{"deal_damage": {"to": "you", "amount": "result.x"}}]}}),
    OpDef("flip", READERS["flip"], flipping.flip_op, (_E["flipped"], _E["form_changed"]),
          doc="turn a double-sided card over to its other side (`side` a or b); an identity changes form",
          example={"flip": "card"}),
    OpDef("may", READERS["may"], may.may_op,
          doc='"[player] may X": the option to resolve `do`, the named player\'s or the card controller\'s (May)',
          example={"may": {"do": [{"draw": {"who": "you", "count": 1}}], "label": "draw a card", "pick": "resolve"}}),
    OpDef("move_threat", READERS["move_threat"], moving.move_threat_op,
          doc='"move N threat from A to B": placed on B with its windows, A\'s loss is no removal (Move)',
          example={"move_threat": {"from": "scheme", "to": "scheme", "amount": 1}}),
    OpDef("choose_targets", READERS["choose_targets"], choosing.choose_targets_op, (),
          doc="“choose” game elements: the resolving player's choice of `count` (or `any`) from `from`, then `do` on "
              "them; none chosen of “any number” does not resolve (Choose (Game Element))",
          example={"choose_targets": {"from": ["minion"], "count": 1, "chosen": ["minion"],
                                      "do": [{"deal_damage": {"to": "minion", "amount": 1}}]}}),
    OpDef("and", READERS["and"], conjunction.and_op,
          (ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN, _E["threat_placed"], _E["threat_removed"]),
          doc='effects of different kinds joined by “and”: one occurrence, one window before and one after, as much '
              "of each as can resolve (“And”)",
          example={"and": [{"deal_damage": {"to": "you", "amount": 1}}, {"place_threat": {"scheme": "scheme",
                                                                                            "amount": 1}}]}),
    OpDef("thwart", READERS["thwart"], thwarts.thwart_op, (_E["thwarts"], _E["threat_removed"]),
          doc="an ability labeled as a thwart: the thwart (what answers a thwart answers it; a confused character's "
              "is replaced), the threat it removes, then the responses (Thwart); a scheme it cannot thwart is no target",
          example={"thwart": {"by": "you", "scheme": "scheme", "amount": 1}}),
    OpDef("move_damage", READERS["move_damage"], moving.move_damage_op, (ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN),
          doc='"move N damage from A to B": dealt to B with its windows, A\'s dial or card loses it, no healing (Move)',
          example={"move_damage": {"from": "you", "to": "ally", "amount": 1}}),
    OpDef("replace", READERS["replace"], replacement.replace_op,
          doc='a replacement effect ("when X would happen, do Y instead"): in an interrupt, `do` resolves in place '
              "of the occurrence it interrupts, once that occurrence's turn comes (Replacement Effect)",
          example={"replace": {"do": [{"heal": {"target": "you", "amount": 1}}]}}),
    OpDef("exhaust", READERS["exhaust"], sequences.card_occurrence("exhaust"), (_E["exhausted"],),
          doc="exhaust a card (an occurrence with its windows)",
          example={"exhaust": "ally"}),
    OpDef("ready", READERS["ready"], sequences.card_occurrence("ready"), (_E["readied"],),
          doc="ready a card (an occurrence with its windows)",
          example={"ready": "ally"}),
    OpDef("place_threat", READERS["place_threat"], sequences.threat_occurrence("place-threat"),
          (_E["threat_placed"],),
          doc="place threat on a scheme (an occurrence with its windows)",
          example={"place_threat": {"scheme": "scheme", "amount": 1}}),
    OpDef("remove_threat", READERS["remove_threat"],
          attack_thwart_label.labeled("thwart", sequences.threat_occurrence("remove-threat")),
          (_E["threat_removed"],),
          doc="remove threat from a scheme (an occurrence with its windows)",
          example={"remove_threat": {"scheme": "scheme", "amount": 1}}),
    OpDef("play_card", READERS["play_card"], sequences.play_card, (ev.MOVED, ev.PLAYED, _E["resources_paid"]),
          doc="play a card: pay its costs, then resolve its text sentence by sentence (Play a Card)",
          example={"play_card": {"card": "card", "do": [{"draw": {"who": "you", "count": 1}}]}}),
    OpDef("use_ability", READERS["use_ability"], sequences.use_ability, (_E["used"], _E["resources_paid"]),
          doc="use a card's action ability: pay its costs, then resolve it (Play a Card/Use an Ability)",
          example={"use_ability": {"card": "ally", "do": [{"heal": {"target": "you", "amount": 1}}]}}),
    OpDef("basic_power", READERS["basic_power"], sequences.basic_power,
          (_E["exhausted"], _E["attacks"], _E["thwarts"], _E["recovers"], ev.DAMAGE_DEALT, _E["threat_removed"],
           ev.HEALED),
          doc="a character uses its ATK, THW or REC (Using a Basic Power)",
          example={"basic_power": {"character": "you", "power": "atk", "target": "enemy"}}),
    OpDef("activate", READERS["activate"], villain.activate,
          (_E["attacks"], _E["schemes"], _E["boost_dealt"], _E["defends"], _E["exhausted"], _E["boost_flipped"],
           ev.DAMAGE_DEALT, _E["threat_placed"]),
          doc="an enemy attacks or schemes (Enemy Activations), with boost and defender",
          example={"activate": {"enemy": "enemy", "target": "you"}}),
    OpDef("villain_phase", READERS["villain_phase"], villain.villain_phase,
          (_E["threat_placed"], _E["attacks"], _E["schemes"], _E["encounter_dealt"], _E["revealed"],
           _E["phase_ended"], _E["round_ended"]),
          doc="the villain phase: accelerate, activate, deal, reveal, pass; then the phase and the round end",
          example={"villain_phase": {"villain": "enemy", "scheme": "scheme"}}),
    OpDef("change_form", READERS["change_form"], sequences.change_form, (_E["form_changed"],),
          doc="a hero flips between hero and alter-ego form",
          example={"change_form": "you"}),
    OpDef("end_player_phase", READERS["end_player_phase"], sequences.end_player_phase, (_E["phase_ended"],),
          doc="the end of the player phase: discard, draw up to hand size, ready; then the phase ends",
          example={"end_player_phase": {}}),
    OpDef("end_turn", READERS["end_turn"], turns.end_turn, (_E["turn_ended"], _E["phase_ended"]),
          doc="the active player ends their turn; the next player begins theirs, or after the last the player "
              "phase ends (`discard`: as `end_player_phase`'s); opt-in: a scenario that writes it is played in turns",
          example={"end_turn": "you"}),
    OpDef("each_player", READERS["each_player"], each_player.each_player,
          doc="an effect each player resolves, one at a time (`you` is that player), in the order the text or "
              "the first player gives",
          example={"each_player": {"do": [{"draw": {"who": "you", "count": 1}}], "order": "in-player-order"}}),
    _with_windows("deal_damage", attack_thwart_label.labeled("attack", cost_damage.deal_damage_op)),  # one occurrence, dealt then taken, whatever the number
    OpDef("attack", READERS["attack"], cardops.attack,
          (_E["attacks"], _E["defends"], _E["boost_dealt"], _E["boost_flipped"], ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN),
          doc="an attack a card causes: an enemy's is an activation (boost, defender, windows); a hero's or "
              "ally's is an attack-labeled ability (its damage, retaliate, then the responses)",
          example={"attack": {"by": "enemy", "target": "you"}}),
    OpDef("deal_indirect_damage", READERS["deal_indirect_damage"], indirect.deal_indirect_damage,
          (ev.DAMAGE_DEALT, ev.DAMAGE_TAKEN),
          doc="indirect damage to a player (or among a group of players), divided as they choose among their "
              "characters (`assign`, or every division explored); each share is damage dealt",
          example={"deal_indirect_damage": {"to": "you", "amount": 2}}),
    OpDef("prevent", READERS["prevent"], cardops.prevent,
          doc="prevent some or all of the damage a character would take (in an interrupt to that damage)",
          example={"prevent": 1}),
    OpDef("give_status", READERS["give_status"], cardops.give_status, (_E["status_given"],),
          doc="give a character a stunned, confused or tough status card (at most one; two with steady)",
          example={"give_status": {"target": "enemy", "status": "stunned"}}),
    OpDef("gain_keyword", READERS["gain_keyword"], cardops.gain_keyword,
          doc="a card gains a keyword, for good or until the end of the attack, phase or round",
          example={"gain_keyword": {"card": "ally", "keyword": "retaliate 1", "until": "round"}}),
    OpDef("engage", READERS["engage"], cardops.engage, (_E["engaged"],),
          doc="a minion engages a player (put into play if it is not), an occurrence quickstrike answers",
          example={"engage": {"minion": "enemy", "who": "you"}}),
    OpDef("reveal", READERS["reveal"], cardops.reveal, (_E["revealed"], _E["engaged"]),
          doc="a player reveals an encounter card because a card says so (the top of the encounter deck by default)",
          example={"reveal": {"who": "you"}}),
    OpDef("deal_encounter", READERS["deal_encounter"], encounter_ops.deal_encounter, (_E["encounter_dealt"],),
          doc="a card deals a player encounter cards face down (the top of the encounter deck): not revealed now, "
              "but in the villain phase with the cards dealt there (Deal)",
          example={"deal_encounter": {"who": "you", "count": 1}}),
    OpDef("discard_top", DECK_READERS["discard_top"], deck_ops.discard_top, (ev.DISCARDED,),
          doc="the top cards of the encounter deck (`deck: encounter`) or of a player's deck are discarded, in "
              "order (`count` of them, or `until` one with the criteria is); an encounter deck that empties first "
              "fulfils it",
          example={"discard_top": {"deck": "encounter", "count": 2}}),
    # a deck's cards in order (deck_ops.py)
    OpDef("look", DECK_READERS["look"], deck_ops.look,
          doc="a player looks at the top cards of a deck: only they see them, and the cards stay in the same order",
          example={"look": {"deck": "encounter", "count": 2, "who": "you"}}),
    OpDef("search", DECK_READERS["search"], search_areas.search, (ev.MOVED, _E["deck_shuffled"], _E["revealed"]),
          doc="a player searches a deck (or its top `count` cards), a discard pile, or a deck and its discard pile "
              "for a card with the criteria `for`, adds it to `to` (default hand) or, with `reveal`, reveals it, or, "
              "with `attach`, puts it into play attached to that card; "
              "the deck is shuffled once the ability has resolved",
          example={"search": {"deck": "you", "for": {"type": "ally"}, "to": "hand"}}),
    OpDef("shuffle", DECK_READERS["shuffle"], deck_ops.shuffle, (_E["deck_shuffled"],),
          doc="a deck is shuffled: its order is unknown (the model keeps a stand-in and says so)",
          example={"shuffle": {"deck": "encounter"}}),
    OpDef("find", DECK_READERS["find"], deck_ops.find, (ev.MOVED, _E["deck_shuffled"]),
          doc="a player finds a card wherever it is and adds it to `to` (default hand); the deck that could hold it "
              "is shuffled once the ability has resolved",
          example={"find": {"card": "black-cat", "to": "hand"}}),
    OpDef("advance_scheme", DECK_READERS["advance_scheme"], scheme_advance.advance_scheme,
          (_E["stage_advanced"], _E["stage_revealed"]),
          doc="a card advances the main scheme (not through its threat): its next stage, sides A then B, and it is "
              "not completed",
          example={"advance_scheme": {"scheme": "the-break-in"}}),
    OpDef("end_game", DECK_READERS["end_game"], deck_ops.end_game,
          doc="a scenario's alternate win or loss condition is met: the players win or lose, and the game is over",
          example={"end_game": {"players": "lose", "condition": "the Bomb Scare side scheme has 10 threat"}}),
    OpDef("delayed", READERS["delayed"], cardops.delayed,
          doc='a delayed effect ("after this attack, …"): its ops resolve once, right after the event, before '
              "responses",
          example={"delayed": {"on": {"event": "attacks", "by": "enemy"},
                               "do": [{"deal_damage": {"to": "enemy", "amount": 1}}]}}),
    OpDef("lasting", READERS["lasting"], cardops.lasting,
          doc='a lasting effect ("until the end of the phase"): a modifier until the end of the attack, phase or '
              "round",
          example={"lasting": {"modifies": {"value": "atk", "who": "enemy"}, "by": {"add": 1}, "until": "round"}}),
    # the shared ops that change the game, given their when windows
    _with_windows("emit", sequences.emit_with_windows),
    replace(BUILTIN["set"], run=empty_side_schemes.set_op),  # Defeat: a side scheme whose threat is set to 0
    replace(BUILTIN["heal"], read=READERS["heal"], run=sequences.heal_with_windows,
            doc="remove damage from a character (above its maximum only with `above_maximum: true`: Heal)"),
    _with_windows("discard", sequences.verb_with_windows),
    _with_windows("dismiss", sequences.verb_with_windows),
    _with_windows("trash", sequences.verb_with_windows),
    _with_windows("destroy", sequences.verb_with_windows),
    _with_windows("draw", player_deck_draw.draw),  # Player Deck: a draw that empties the deck goes on
    _with_windows("move", sequences.move_with_windows),
    *CONTROL_OP_DEFS,  # Ownership and Control, and the keywords beside it (control_ops.py)
    *REMOVAL_OP_DEFS,  # Removed from the Game for a stated duration (removal_ops.py)
    *CANNOT_OP_DEFS,  # “cannot”: a lasting effect forbidding a card a game function (cannot_ops.py)
    *ABILITY_RESOURCE_OP_DEFS,  # a triggered ability's cost in resources (ability_resources.py)
    *SPECIAL_OP_DEFS,  # a card's Special ability executed by another's instruction (special_abilities.py)
    *COST_DAMAGE_OP_DEFS,  # “take X damage” as a cost, paid only if all of it is taken (cost_damage.py)
    replace(BUILTIN["choose"], run=options.choose_option),  # Choose (Option): the options the rules allow
    # internal ops (never written in a scenario)
    OpDef("_mc_mark", None, windows.mark_op),
    OpDef("_mc_occ", None, windows.occ_op),
    OpDef("_mc_open", None, windows.open_op),
    OpDef("_mc_level", None, windows.level_op),
    OpDef("_mc_happen", None, windows.happen_op),
    OpDef("_mc_close", None, windows.close_op),
    OpDef("_mc_status", None, effects.status_op),
    OpDef("_mc_piercing", None, effects.piercing_op),
    OpDef("_mc_tough", None, effects.tough_op),
    OpDef("_mc_deal", None, effects.deal_op),
    OpDef("_mc_keyword_threat", None, effects.keyword_threat_op),
    OpDef("_mc_quickstrike", None, villain.quickstrike_op),
    OpDef("_mc_surge_deal", None, effects.surge_deal_op),
    OpDef("_mc_delayed", None, cardops.delayed_op),
    OpDef("_mc_step", None, step_op),
    OpDef("_mc_turn_over", None, turns.turn_over),
    OpDef("_mc_as_player", None, each_player.as_player),
    OpDef("_mc_otherwise", None, otherwise.check_op),
    OpDef("_mc_then", None, then.check_op),
    OpDef(deck_ops.SHUFFLE_OP, None, deck_ops.shuffle_after_op),
    OpDef("_mc_this_way", None, this_way.check_op),
)
