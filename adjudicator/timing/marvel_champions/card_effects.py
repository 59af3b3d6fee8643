"""Read the effect of a Marvel Champions triggered ability (what follows its "When/After …," clause, or a When
Revealed's colon) into the model's ops, where a fixed pattern of plain words says it whole.

Each sentence is cut at "→" (what stands before it is a cost: Rules Reference, "Ability": "If playing an event
or triggering an ability with an ->, pay any costs to the left of that ->"), then at "and" and "then" (the
`then` op); every piece must be one op of a short list, written in full ("place 1 threat on the main scheme", "you are stunned",
"discard this card", "deal 2 damage to attached minion"), about a role the reader knows (this card, you, the
villain, the main scheme, attached, a kind the scenario names, each of a kind, another card by its name). A
piece that is not exactly one of these is not read: it is a hole with its words, never a guess. So is any
effect that says "instead" (a replacement), and any plain words in brackets. Italic words in brackets are
reminder text, which "has no effect on the game" (Rules Reference, Reminder Text): they are set aside, and
shown as such. Counters of a kind placed or removed ("place 1 doom counter here") are a number on the card the
scenario's `set` writes (Rules Reference, All-Purpose Counter); "[Then,] if …, …" is an `if` when its condition
is one of a short list (counters or threat here, at least N; your form). "A. If X was already stunned, B" is the
Rules Reference's alternate effect (`if … else`); "choose to either A or B" / "choose:" and bullets a `choose` of
options each read whole; "+2 ATK for this attack" a `lasting` modifier and "this attack gains piercing" the
attacker's keyword, in a trigger on an attack; an amount "equal to" a number on a card an expression (a stat
as modified, a labeled attack or thwart, "for each" card in play: card_amounts.py); "prevent N of that damage" the `prevent` op in a trigger on damage; "flip this card" the `flip` op, the
top of your deck `discard_top`, "A. If no cards were discarded this way, B" the `this_way` op, "where X is …"
`where_x`, "A. Otherwise, B." `otherwise`, "X activates against you" `activate`, "You may A." `may`. The effect is
read only when
every piece of it is; the pieces read are still shown, next to the holes, so a player can check them.

Plain Python: the adjudicator and the library both use it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from adjudicator.scenario.holes import find_holes
from adjudicator.timing.marvel_champions import card_conditions
from adjudicator.timing.marvel_champions.card_amounts import (LABELLED, labelled_op, mask_stat_amounts, read_labelled,
                                                             set_aside_icons, stat_piece, through_where_x,
                                                             that_card_unclear, tied_replacement, where_x_stat)
from adjudicator.timing.marvel_champions.card_cannot import CANNOT_MASK, cannot_piece
from adjudicator.timing.marvel_champions import card_special  # another card's Special ability
from adjudicator.timing.marvel_champions import card_search  # the encounter deck and discard pile searched
from adjudicator.timing.marvel_champions import card_pronoun  # "it"/"its": the one card the sentence before named
from adjudicator.timing.marvel_champions import card_search_attach  # a card a search finds, attached to another
from adjudicator.timing.marvel_champions.vocabulary import ENTITY_PROPERTIES

KEYWORD_WORDS = ("surge", "guard", "patrol", "quickstrike", "piercing", "ranged", "overkill", "stalwart", "steady",
                 "toughness", "villainous")
STATUS = {"stun": "stunned", "stunned": "stunned", "confuse": "confused", "confused": "confused", "tough": "tough"}

# Role words -> role. "this" (the card), "you" (your hero), a card or kind the scenario names, each-KIND (every
# one of a kind), "subject" (a pronoun for the clause's subject), "that-KIND" (the clause's KIND).
EXACT_ROLES = {
    "you": "you", "yourself": "you", "your hero": "you", "your identity": "you",
    "the villain": "villain", "the main scheme": "main-scheme", "here": "this", "this card": "this",
    "the enemy leader": "enemy-leader", "the first player": "first-player",
}
# Another card by its name: "The Challengers", "the Criminal Underworld side scheme", "your Iron Man leader".
NAMED_RE = re.compile(r"(?:the (?P<the>.+?)(?: (?:side scheme|main scheme|ally|attachment|support|upgrade|"
                      r"environment|minion))?|your (?P<leader>.+) leader)", re.I)
# "this minion" is the card itself; "this character" and "this enemy" may be one the effect chose ("exhaust an
# ally you control and deal 2 damage to this character"), and are not read.
THIS_KINDS = ("card", "scheme", "side scheme", "minion", "villain", "attachment", "upgrade", "support",
              "treachery", "environment", "event")
CHOSEN_KINDS = {"scheme": "scheme", "side scheme": "side-scheme", "enemy": "enemy", "minion": "minion",
                "character": "character", "ally": "ally", "hero": "hero", "upgrade": "upgrade", "support": "support",
                "villain": "villain"}
EACH_KINDS = {"scheme in play": "each-scheme", "scheme": "each-scheme", "enemy": "each-enemy",
              "enemy in play": "each-enemy", "minion": "each-minion", "minion in play": "each-minion",
              "player": "each-player", "hero": "each-hero", "character you control": "each-character-you-control",
              "ally you control": "each-ally-you-control", "friendly character": "each-friendly-character",
              "ally": "each-ally", "character": "each-character", "side scheme": "each-side-scheme",
              "card in play": "each-card", "card": "each-card", "environment in play": "each-environment",
              "environment": "each-environment", "upgrade you control": "each-upgrade-you-control",
              "support you control": "each-support-you-control", "upgrade": "each-upgrade",
              "attachment": "each-attachment"}
# A role narrowed by one trait (Rules Reference, Traits: "some card abilities reference cards that possess or lack
# specific traits"): "an [[X-MEN]] character", "each [[Setting]] environment", "each other [[Shapeshift]] upgrade you
# control", "the [[Enchantment]] card in your play area". The role is the one without the trait, with the trait
# after it in lower case (character[x-men]): the text prints traits in capitals, the data capitalised.
TRAIT_ROLE_RE = re.compile(r"(?P<det>an?|each(?: other)?|the) \[\[(?P<trait>[^\[\]]+)\]\] (?P<rest>.+)", re.I)
TRAIT_MASK = re.compile(r"\[\[[^\[\]]*\]\]")
TRAIT_ROLE_SUFFIX = re.compile(r"(?P<role>.+)\[(?P<trait>[^\[\]]+)\]")
PRONOUNS = ("it", "him", "her", "them")
THAT_KINDS = ("minion", "enemy", "character", "ally", "villain", "hero", "scheme", "card")
# Who an op may be about: threat is placed on and removed from schemes; damage, healing, status cards and
# attacks are a character's.
SCHEME_ROLES = {"this", "main-scheme", "scheme", "side-scheme", "each-scheme", "each-side-scheme", "named",
                "attached", "that-scheme"}
THREAT_OPS = ("place_threat", "remove_threat")
CHARACTER_OPS = ("deal_damage", "heal", "give_status", "attack")
# A card another card has, by that one's name and the card's kind: "Made Up's stance upgrade".
POSSESSED_RE = re.compile(r"(?P<name>.+?)['’]s (?:[a-z][\w-]* )*(?:attachment|upgrade|support|ally|side scheme|"
                          r"environment|minion)")
NAME_RE = re.compile(r"^[A-Z0-9][\w.'’&-]*(?: (?:[A-Z0-9][\w.'’&-]*|of|the|de|du))*$")


@dataclass
class EffectOp:
    """One op read: its name, amount, who (a role), an extra word (a status, a keyword, a zone, an attack's
    target), whether it is a cost, and the words it was read from."""
    op: str
    who: str
    amount: str | None = None
    extra: str | None = None
    cost: bool = False
    words: str = ""
    then: list[EffectOp] = field(default_factory=list)  # an `if`'s ops; its condition is `extra`
    otherwise: list[EffectOp] = field(default_factory=list)  # an `if`'s else ops ("already": what it replaces)
    status: str | None = None  # an "already" condition's status (stunned, confused, tough, exhausted) on `who`
    options: list[list[EffectOp]] = field(default_factory=list)  # a `choose`'s options, each read whole
    until: str | None = None  # a keyword gained until the end of the attack ("this attack gains piercing")
    amount_of: tuple[str, str, int] | None = None  # an amount "equal to" a number on a card: (role, property, +N)
    before: list[EffectOp] = field(default_factory=list)  # a `this_way`'s ops before "this way" (`then`: after it)
    boost: int | None = None  # an activation's boost cards, where the text says (card_conditions: "do not give …")

    def key(self) -> str:
        """The op as the judged file writes it ("place_threat 1 this", "pay: exhaust this",
        "add_counter 1 clue this", "if this.clue >= 3: discard this", "choose: draw 1 you | deal_damage 1 you")."""
        if self.op == "if":
            otherwise = " else: " + "; ".join(op.key() for op in self.otherwise) if self.otherwise else ""
            return f"if {card_search.condition_key(str(self.extra))}: " + "; ".join(op.key() for op in self.then) + otherwise
        if self.op == "choose":
            return "choose: " + " | ".join("; ".join(op.key() for op in option) for option in self.options)
        if self.op == "lasting":
            return f"lasting {self.extra} {self.amount} {self.who} {self.until or 'attack'}"
        if self.op == "prevent":
            return f"prevent {self.amount}"
        if self.op == "replace":
            return "replace: " + "; ".join(op.key() for op in self.then)
        if self.op == "where_x":
            return f"where_x {self.amount}: " + "; ".join(op.key() for op in self.then)
        if self.op == "otherwise":
            return ("otherwise: " + "; ".join(op.key() for op in self.before) + " | "
                    + "; ".join(op.key() for op in self.then))
        if self.op == "may":
            return "may: " + "; ".join(op.key() for op in self.then)
        if self.op in ("this_way", "then"):
            return (f"{self.op}: " + "; ".join(op.key() for op in self.before) + " => "
                    + "; ".join(op.key() for op in self.then))
        if self.op in ("add_counter", "remove_counter"):
            parts = [self.op, self.amount, self.extra, self.who]
        elif self.op in ("give_status", "gain_keyword", "cannot"):
            parts = [self.op, self.extra, self.who, self.until]
        elif self.op == "move":
            parts = [self.op, self.who, self.extra]
        elif self.op in ("attack", "activate") and self.amount is None:  # a labeled attack: "attack AMOUNT TARGET"
            parts = [self.op, self.who, self.extra, None if self.boost is None else f"boost:{self.boost}"]
        elif self.op in ("spend_resources", "discard_until"):  # "pay: spend_resources energy mental",
            parts = [self.op, self.extra]  # "discard_until minion[brute]" (the encounter deck's)
        else:  # resolve_special's extra, the ability named: "resolve_special 1 named charge-up"
            parts = [self.op, self.amount, self.who, self.extra if self.op in ("resolve_special", "search") else None]
        text = " ".join(str(part) for part in parts if part is not None and part != "")
        return f"pay: {text}" if self.cost else text


@dataclass
class EffectHole:
    words: str
    reason: str


@dataclass
class ReadEffect:
    """An ability's effect: the words, the ops read from them, and what was not read (holes)."""
    words: str
    ops: list[EffectOp] = field(default_factory=list)
    holes: list[EffectHole] = field(default_factory=list)
    reminders: list[str] = field(default_factory=list)  # italic words in brackets, set aside

    @property
    def read(self) -> bool:
        """Whether the whole effect was read (every piece an op, no hole)."""
        return bool(self.ops) and not self.holes

    def keys(self) -> list[str]:
        return [op.key() for op in self.ops]


def _plain(text: str) -> str:
    text = re.sub(r"</?(?:i|em|b|u)>", "", text)
    return " ".join(text.replace("->", "→").split())


def _trait_role(found: re.Match) -> str | None:
    """A role narrowed by a trait (TRAIT_ROLE_RE's match), or None: a chosen one or each of a kind, or "the [[T]] KIND
    in your play area" (one the scenario names); one trait only."""
    det, trait, rest = found["det"].lower(), found["trait"].strip().lower(), found["rest"].strip()
    if "[[" in rest:
        return None
    if det == "the":
        area = re.fullmatch(r"(card|ally|upgrade|support|attachment|environment) in your play area", rest.lower())
        return f"{area[1]}-in-your-play-area[{trait}]" if area else None
    if det.startswith("each"):
        base = EACH_KINDS.get(rest.lower())
        if base is None:
            return None
        return f"{'each-other-' + base[len('each-'):] if det == 'each other' else base}[{trait}]"
    chosen = role(f"a {rest}")
    return f"{chosen}[{trait}]" if chosen in CHOSEN_KINDS.values() else None


def role(words: str, card_name: str = "", subject: str | None = None) -> str | None:
    """The role of an op's object words, or None when the reader does not know them."""
    words = words.strip()
    lowered = words.lower()
    traited = TRAIT_ROLE_RE.fullmatch(words)
    if traited:
        return _trait_role(traited)
    if "[[" in words:  # a trait anywhere else ("a non-[[ELITE]] minion", "this [[Lamp]] minion"): not read
        return None
    if card_name and lowered == card_name.lower():
        return "this"
    if lowered in EXACT_ROLES:
        return EXACT_ROLES[lowered]
    this_kind = re.fullmatch(r"this (.+)", lowered)
    if this_kind and this_kind[1] in THIS_KINDS:
        return "this"
    attached = re.fullmatch(r"(?:the )?attached (minion|enemy|character|villain|ally|hero|scheme|side scheme)",
                            lowered)
    if attached:
        return "attached"
    if lowered in PRONOUNS:  # the clause's subject: this card, the attached card, or that one of its kind
        if subject in ("this", "attached"):
            return subject
        return f"that-{subject}" if subject in THAT_KINDS else None
    that = re.fullmatch(rf"that ({'|'.join(THAT_KINDS)})", lowered)
    if that:
        return f"that-{that[1]}"
    chosen = re.fullmatch(r"an? (.+?)(?: you control)?", lowered)
    if chosen and chosen[1] in CHOSEN_KINDS:
        return CHOSEN_KINDS[chosen[1]]
    each = re.fullmatch(r"each (.+)", lowered)
    if each:
        return EACH_KINDS.get(each[1])
    return _chosen_or_named(words, lowered)


def _chosen_or_named(words: str, lowered: str) -> str | None:
    """One card of either of two kinds ("an ally or upgrade you control": ally-or-upgrade), or another card
    by its name ("Rhino", "the Criminal Underworld side scheme", "Made Up's stance upgrade"), or None."""
    either = re.fullmatch(r"an? (.+?) or (?:an? )?(.+?)(?: you control)?", lowered)
    if either and either[1] in CHOSEN_KINDS and either[2] in CHOSEN_KINDS and either[1] != either[2]:
        return f"{CHOSEN_KINDS[either[1]]}-or-{CHOSEN_KINDS[either[2]]}"
    if NAME_RE.match(words) and not re.match(r"^(?:The|A|An|Each|That|This|Your|All|Any)\b", words):
        return "named"
    owned = POSSESSED_RE.fullmatch(words)
    if owned and NAME_RE.match(owned["name"]) and not re.match(r"^(?:The|A|An|Each|That|This|Your|All|Any)\b",
                                                               owned["name"]):
        return "named"
    named = NAMED_RE.fullmatch(words)
    name = named and (named["the"] or named["leader"])
    if name and NAME_RE.match(name) and not re.match(r"^(?:A|An|Each|That|This|Your|All|Any)\b", name):
        return "named"
    return None


def _amount(number: str, per_hero: str | None) -> str:
    return f"{number}*players" if per_hero else number


# (pattern, op, how to build it from the match); the pattern must match a piece whole.
AMOUNT = r"(?P<n>\d+)(?P<ph> ?\[per_hero\])?"
PATTERNS: tuple[tuple[str, str], ...] = (
    (rf"place {AMOUNT} (?P<counter>[a-z]+) counters? (?:on (?P<who>.+)|(?P<here>here))", "add_counter"),
    (rf"remove {AMOUNT} (?P<counter>[a-z]+) counters? from (?P<who>.+)", "remove_counter"),
    (rf"place (?:an additional )?{AMOUNT}(?: additional)? threat (?:on (?P<who>.+)|(?P<here>here))", "place_threat"),
    (rf"remove {AMOUNT} threat from (?P<who>.+)", "remove_threat"),
    (rf"deal {AMOUNT} damage to (?P<who>.+)", "deal_damage"),
    (rf"(?:(?P<who>you) )?take {AMOUNT} damage", "deal_damage"),
    (rf"heal {AMOUNT} damage from (?P<who>.+)", "heal"),
    (r"draw (?P<n>\d+|a) cards?", "draw"),
    # “Each Player”: each player in turn, as the `each_player` op with `you` that player
    (r"(?P<each>each player) (?:must draw|draws) (?P<n>\d+|a) cards?", "draw"),
    (rf"(?P<each>each player) (?:must take|takes) {AMOUNT} damage", "deal_damage"),
    (rf"(?P<each>each player) (?:must take|takes) {AMOUNT} indirect damage", "deal_indirect_damage"),
    (r"(?P<who>.+?) (?:is|are) (?P<status>stunned|confused)", "give_status"),
    (r"(?P<status>stun|confuse) (?P<who>.+)", "give_status"),
    (r"give (?P<who>.+?) an? (?P<status>tough|stunned|confused) status card", "give_status"),
    (r"gain an? (?P<status>tough) status card", "give_status"),
    (r"remove (?P<who>.+?) from the game", "move"),
    # Set Aside: the card goes to the set-aside area, out of play ("set this card aside", "set Made Up aside")
    (r"set (?P<who>.+?) aside", "move"),
    (r"discard the top (?:(?P<n>\d+) )?cards? of the encounter deck", "discard_encounter"),  # before discard: not a card by its name
    (r"discard (?P<n>\d+) cards? from the top of the encounter deck", "discard_encounter"),  # the same (card_amounts.py)
    # a player's deck (Discard: "one at a time"): the `discard_top` op with `deck` the player
    (r"discard the top (?:(?P<n>\d+) )?cards? of (?P<deck>your|each player['’]s) deck", "discard_top"),
    (r"(?P<deck>each player) discards the top (?:(?P<n>\d+) )?cards? of their deck", "discard_top"),
    # Double-Sided Card: the `flip` op ("flip this card", "flip Made Up's stance upgrade")
    (r"flip (?P<who>.+?)(?: over)?", "flip"),
    (r"discard (?P<who>.+)", "discard"),
    (r"exhaust (?P<who>.+)", "exhaust"),
    (r"ready (?P<who>.+)", "ready"),
    (rf"(?P<who>.+?) gains? (?P<keyword>{'|'.join(KEYWORD_WORDS)})", "gain_keyword"),
    (r"(?P<who>.+?) attacks? you", "attack"),
    # Enemy Activations: an enemy activates against a player (attacks in hero form, schemes in alter-ego form)
    (r"(?P<who>.+?) activates? against you", "activate"),
    # Activation: "X schemes" is X's activation in scheme mode (against you, the player resolving the effect)
    (r"(?P<who>.+?) (?P<mode>schemes)", "activate"),
    # Indirect Damage; Deal, Deal an Encounter Card ("the player takes the top card of the encounter deck and places it
    # facedown"); Encounter Deck (its top cards discarded): the ops deal_indirect_damage, deal_encounter, and
    # discard_top (named discard_encounter in the judged words)
    (rf"deal {AMOUNT} indirect damage to (?P<who>.+)", "deal_indirect_damage"),
    (rf"(?:(?P<who>you) )?take {AMOUNT} indirect damage", "deal_indirect_damage"),
    (r"deal (?P<n>\d+|an?) (?:facedown )?encounter cards? to (?P<who>.+)", "deal_encounter"),
    (r"deal (?P<who>.+?) (?P<n>\d+|an?) (?:facedown )?encounter cards?", "deal_encounter"),
    # "that much": the amount of the damage or threat the trigger is about (`trigger.amount`)
    (r"(?P<much>remove) that much threat from (?P<who>.+)", "remove_threat"),
    (r"(?P<much>place) that much threat on (?P<who>.+)", "place_threat"),
    (r"(?P<much>deal) that much damage to (?P<who>.+)", "deal_damage"),
)
EACH_PLAYER_OPS = ("draw", "deal_damage", "deal_indirect_damage")  # "each player draws / takes …": `each_player`
PLAYER_OPS = ("deal_indirect_damage", "deal_encounter")  # dealt to a player, never to a card
PLAYER_ROLES = ("you", "each-player", "first-player")
AMOUNT_EVENTS = ("damage_taken", "damage_dealt", "threat_placed", "threat_removed")  # whose `amount` is "that much"
# Pieces whose words hold what NOT_PLAIN refuses elsewhere, each read whole by its own pattern (or not at all):
# "WHO gets +N STAT for this attack" (the `lasting` op until the attack under way ends: only when the trigger is an
# attack), "this attack gains KEYWORD" (the attacker's keyword for the attack), an amount "equal to [N more than] the
# number of boost icons / threat / damage / KIND counters on WHO" (a number on a card; a stat, which the rules modify,
# is card_amounts.py's `WHO.modified_STAT`), "cancel that card's When Revealed effects" (`cancel` with `effects`).
STATS = ("atk", "sch", "thw", "def")
AMOUNT_OF = (r"equal to (?:(?P<more>\d+) more than )?the (?:number of )?(?P<what>boost icons|threat|damage|"
             r"(?P<counter>[a-z]+) counters) (?:on (?P<whose>.+)|(?P<whose_here>here))")
# "take 1 damage for each venom counter here": 1 for each of a number on a card, that number (as "equal to")
FOR_EACH_OF = (r"for each (?P<what>boost icon|threat|damage|(?P<counter>[a-z]+) counter) "
               r"(?:on (?P<whose>.+)|(?P<whose_here>here))")
WORDED_PATTERNS: tuple[tuple[str, str], ...] = (
    (rf"deal 1 damage to (?P<who>.+?) {FOR_EACH_OF}", "deal_damage"),
    (rf"take 1 damage {FOR_EACH_OF}", "deal_damage"),
    (rf"heal 1 damage from (?P<who>.+?) {FOR_EACH_OF}", "heal"),
    (rf"place 1 threat (?:on (?P<who>.+?)|(?P<here>here)) {FOR_EACH_OF}", "place_threat"),
    (rf"remove 1 threat from (?P<who>.+?) {FOR_EACH_OF}", "remove_threat"),
    (r"(?P<who>.+?) gets? (?P<sign>[+-])(?P<n>\d+) (?P<stat>atk|sch|thw|def) for (?:this|that) attack", "lasting"),
    # a lasting effect until the end of your turn, the phase or the round (`lasting`'s `until`: turn, phase, round)
    (r"(?P<who>.+?) gets? (?P<sign>[+-])(?P<n>\d+) (?P<stat>atk|sch|thw|def) until the end of "
     r"(?P<until>your turn|the phase|the round)", "lasting"),
    (r"(?:this|that) attack gains (?P<keyword>overkill|piercing|ranged)", "attack_keyword"),
    (r"cancel (?P<who>that card)['’]s \"?when revealed\"? effects", "cancel_effects"),
    (rf"deal damage to (?P<who>.+?) {AMOUNT_OF}", "deal_damage"),
    (rf"take damage {AMOUNT_OF}", "deal_damage"),
    (rf"heal damage from (?P<who>.+?) {AMOUNT_OF}", "heal"),
    (rf"place threat (?:on (?P<who>.+?)|(?P<here>here)) {AMOUNT_OF}", "place_threat"),
    (rf"remove threat from (?P<who>.+?) {AMOUNT_OF}", "remove_threat"),
    (r"remove all but (?P<n>\d+) threat from (?P<who>.+)", "remove_threat"),
    # Prevent: damage, or threat ("When threat is prevented, reduce the amount of threat being assigned before it is
    # placed on the scheme"), the trigger's
    (r"prevent (?P<n>\d+|all) of that (?P<what>damage|threat)", "prevent"),
)
DAMAGE_EVENTS = ("damage_taken", "damage_dealt")  # "that damage": the damage the trigger is an interrupt to
# Where a sentence holds those words, they are not what makes it no plain op (its piece is read by its pattern).
WORDED_MASK = re.compile(r"(?<=ATK|SCH|THW|DEF) (?:for (?:this|that) attack|until the end of (?:your turn|the phase|the round))\b|\bequal to(?= (?:\d+ more than )?the "
                         r"(?:number of )?(?:boost icons|threat|damage|[a-z]+ counters) (?:on|here)\b)|"
                         r"\bfor each(?= (?:boost icon|threat|damage|[a-z]+ counter) (?:on|here)\b)|"
                         r"\b(?:indirect(?= damage\b)|facedown(?= encounter cards?\b)|"
                         r"top(?= (?:\d+ )?cards? of (?:the encounter deck|your deck|each player['’]s deck|their deck)\b)|"
                         # a discard "until" of the encounter deck (DISCARD_UNTIL_RE reads it whole)
                         r"top(?= of the encounter deck until\b)|until(?= an? (?:\[\[[^\]]+\]\] )?(?:minion|side scheme|"
                         r"attachment|treachery|environment|card) is discarded\b))", re.I)
UNTIL = {"your turn": "turn", "the phase": "phase", "the round": "round"}  # "until the end of …": `until`
ATTACK_ONLY = "“for this attack”: the trigger is not an attack, so which attack is not read"


def _not_plain(words: str) -> re.Match | None:
    """What makes words no plain op, besides the words a worded pattern reads."""
    return NOT_PLAIN.search(CANNOT_MASK.sub(" ", mask_stat_amounts(WORDED_MASK.sub(" ", TRAIT_MASK.sub("[[trait]]", words)))))


def _attacker(event: str | None, subject: str | None) -> str | None:
    """The role of the attacker when the trigger is an attack ("When you make a basic attack": you)."""
    if event != "attacks" or subject is None:
        return None
    if subject in ("this", "you", "attached"):
        return subject
    return f"that-{subject}" if subject in THAT_KINDS else None


def _worded_piece(words: str, card_name: str, subject: str | None, event: str | None,
                  cost: bool) -> tuple[EffectOp | None, str] | None:
    """A piece one of WORDED_PATTERNS reads (or refuses, saying why); None when none fits it."""
    for pattern, op in WORDED_PATTERNS:
        found = re.fullmatch(pattern, words, re.I)
        if not found:
            continue
        groups = found.groupdict()
        until = UNTIL[groups["until"].lower()] if groups.get("until") else "attack"
        if op in ("lasting", "attack_keyword") and event != "attacks" and until == "attack":
            return None, ATTACK_ONLY
        if op == "prevent":  # the `prevent` op: in an interrupt to damage dealt or taken (threat placed), the trigger's
            if event not in (DAMAGE_EVENTS if groups["what"].lower() == "damage" else ("threat_placed",)):
                return None, f"“that {groups['what']}”: the trigger is no {groups['what']}, so which {groups['what']} is not read"
            return EffectOp("prevent", "", groups["n"].lower(), None, cost, words), ""
        if op == "attack_keyword":
            who = _attacker(event, subject)
            if who is None:
                return None, f"“{words}”: the attacker is not read"
            return EffectOp("gain_keyword", who, None, groups["keyword"].lower(), cost, words, until="attack"), ""
        who_words = groups.get("who")
        who = "this" if groups.get("here") else "you" if who_words is None else role(who_words, card_name, subject)
        if who is None or (who_words and who_words.lower() in PRONOUNS):
            return None, f"“{who_words}”: not someone the reader knows"
        if op == "lasting":
            return EffectOp("lasting", who, f"{groups['sign']}{groups['n']}", groups["stat"].lower(), cost, words,
                            until=until), ""
        if op == "cancel_effects":
            return EffectOp(op, who, None, None, cost, words), ""
        if groups.get("what") is None:  # all but N threat
            if who not in SCHEME_ROLES:
                return None, f"“{who_words}”: not what remove threat is about"
            return EffectOp(op, who, f"all-but-{groups['n']}", None, cost, words), ""
        return _amount_of_op(op, who, groups, words, card_name, subject, cost)
    return None


def _amount_of_op(op: str, who: str, groups: dict, words: str, card_name: str, subject: str | None,
                  cost: bool) -> tuple[EffectOp | None, str]:
    """An op whose amount is "equal to [N more than] the number of … on WHOSE", or (None, why not)."""
    who_words = groups.get("who")
    whose = "this" if groups.get("whose_here") else role(groups["whose"], card_name, subject)
    if whose is None or groups["whose"] and groups["whose"].lower() in PRONOUNS:
        return None, f"“{groups['whose']}”: whose number it is, is not read"
    prop = groups["counter"].lower() if groups.get("counter") else groups["what"].lower().replace(" ", "_")
    prop = "boost_icons" if prop == "boost_icon" else prop  # "for each boost icon on …"
    if groups.get("counter") and (prop in NOT_COUNTERS or prop in ENTITY_PROPERTIES.words()):
        return None, f"“{prop} counters”: not a counter the reader reads"
    if (op in THREAT_OPS) != (who in SCHEME_ROLES) and who not in ("this", "named", "attached"):
        return None, f"“{who_words}”: not what {op.replace('_', ' ')} is about"
    more = int(groups.get("more") or 0)
    amount = f"{whose}.{prop}" + (f"+{more}" if more else "")
    return EffectOp(op, who, amount, None, cost, words, amount_of=(whose, prop, more)), ""


# Words that make a piece no plain op, whatever pattern it would fit: the reader leaves it as a hole.
NOT_PLAIN = re.compile(r"\b(?:instead|if|otherwise|unless|for each|equal to|X|choose|either|may|up to|until|"
                       r"for (?:this|that) (?:attack|activation|phase|round)|cannot|indirect|facedown|top|random)\b",
                       re.I)


# "Card abilities can create and define a number of different counter types, such as “arrow counters” or “web
# counters.” If a counter is called for, an all-purpose counter is used to track its presence in the game" (Rules
# Reference, All-Purpose Counter): a counter of a kind is a number on the card, which the scenario's `set` writes.
COUNTER_OPS = ("add_counter", "remove_counter")
NOT_COUNTERS = ("threat", "damage", "acceleration", "all", "the", "a", "an", "each", "any", "that", "those", "its")

# "If …, …" whose condition is one of these, checked as the effect resolves (the scenario's `if`): a number of
# counters or of threat on this card, at least N ("at least N", "N or more"); your form. Any other condition is
# not read.
CONDITIONS: tuple[tuple[str, str], ...] = (
    (r"there (?:is|are) (?:at least (?P<n>\d+)|(?P<m>\d+) or more) (?P<counter>[a-z]+) counters? here",
     "this.{counter} >= {n}"),
    (r"there (?:is|are) (?:at least (?P<n>\d+)|(?P<m>\d+) or more) threat (?:here|on this scheme)",
     "this.threat >= {n}"),
    (r"you are in (?P<form>hero|alter-ego) form", 'you.form == "{form}"'),
)
CONDITIONAL_RE = re.compile(r"(?:then,? )?if (?P<cond>[^,]+), (?P<rest>.+)", re.I)


def _condition(words: str) -> str | None:
    """A condition's words as an expression, or None when the reader does not read them."""
    for pattern, expression in CONDITIONS:
        found = re.fullmatch(pattern, words.strip(), re.I)
        if found:
            groups = {key: (value or "").lower() for key, value in found.groupdict().items()}
            groups["n"] = groups.get("n") or groups.get("m", "")
            if groups.get("counter") in NOT_COUNTERS:
                return None
            return expression.format(**groups)
    return _trait_condition(words.strip()) or card_conditions.condition(words)


# A condition on a trait (Rules Reference, Traits): yours ("if you have the [[Hunted]] trait"), or one of a card you
# control in play ("if you control an [[AVENGER]] character": your identity or an ally; "a [[T]] card": any).
# Another's trait, "another", "does not have" are not read.
TRAIT_CONDITIONS = (
    (r"you have the \[\[(?P<trait>[^\[\]]+)\]\] trait", '"{trait}" in you.traits'),
    (r"you have the \[\[(?P<trait>[^\[\]]+)\]\] or \[\[(?P<other>[^\[\]]+)\]\] trait",
     '"{trait}" in you.traits or "{other}" in you.traits'),
    (r"you control an? \[\[(?P<trait>[^\[\]]+)\]\] (?P<kind>ally|upgrade|support|attachment)",
     'count(trait="{trait}", controller=you, type={kind}) > 0'),
    (r"you control an? \[\[(?P<trait>[^\[\]]+)\]\] character",
     '"{trait}" in you.traits or count(trait="{trait}", controller=you, type=ally) > 0'),
    (r"you control an? \[\[(?P<trait>[^\[\]]+)\]\] card",
     '"{trait}" in you.traits or count(trait="{trait}", controller=you) > 0'),
)


def _trait_condition(words: str) -> str | None:
    for pattern, expression in TRAIT_CONDITIONS:
        found = re.fullmatch(pattern, words, re.I)
        groups = {key: (value or "").strip().lower() for key, value in found.groupdict().items()} if found else {}
        if found and not any('"' in value for value in groups.values()):
            return expression.format(**groups)
    return None


# "Reminder text is italicized and in parentheses (like this). Reminder text has no effect on the game"
# (Rules Reference, Reminder Text).
REMINDER_RE = re.compile(r"<(?:i|em)>\s*(\([^)<]*\))\s*</(?:i|em)>")


def _extra(op: str, groups: dict, words: str, amount: str | None) -> tuple[str | None, str]:
    """An op's extra word (a status, a keyword, a zone, an attack's target, a counter's kind), or why not read."""
    if op == "give_status":
        return STATUS[groups["status"].lower()], ""
    if op == "gain_keyword":
        return groups["keyword"].lower(), ""
    if op == "move":
        return ("set-aside" if words.lower().endswith(" aside") else "removed"), ""
    if op == "activate":
        return ("you scheme" if groups.get("mode") else "you"), ""
    if op == "attack":
        return "you", ""
    if op in COUNTER_OPS:
        kind = groups["counter"].lower()
        if kind in NOT_COUNTERS or kind in ENTITY_PROPERTIES.words():  # a property the model has: not a counter
            return None, f"“{kind} counter”: not a counter the reader reads"
        if op == "remove_counter" and amount != "1":
            # Removing 1 from none removes nothing; removing N from fewer than N, the Rules Reference does not say
            return None, f"“{words}”: removing more than 1 counter (from fewer?) is not read"
        return kind, ""
    return None, ""


def _pattern_who(op: str, groups: dict, card_name: str, subject: str | None) -> str | None:
    """Who a pattern's op is about: "here", "each player", a player's deck, the encounter deck's (no one), else
    the role its words name (you when they name none)."""
    if groups.get("here"):
        return "this"
    if groups.get("each"):
        return "each-player"
    if groups.get("deck"):
        return "you" if groups["deck"].lower() == "your" else "each-player"
    if op == "discard_encounter":
        return ""
    if groups.get("who") is None:
        return "you"
    return role(groups["who"], card_name, subject)


# A triggered ability's cost in resources ("spend [energy] [mental] resources →", "spend a [wild] resource →"): the
# `spend_resources` op, only before "→" (Ability: "pay any costs to the left of that ->")
SPEND_RE = re.compile(r"spend (?:an? )?(?P<types>(?:\[(?:energy|mental|physical|wild)\] ?)+)resources?", re.I)


def _piece(words: str, card_name: str, subject: str | None, cost: bool,
           event: str | None = None) -> tuple[EffectOp | None, str]:
    """One piece of an effect as an op, or (None, why not); `event` is the trigger's (for "this attack")."""
    spent = SPEND_RE.fullmatch(words)
    if spent:
        if not cost:
            return None, f"“{words}”: resources spent not as a cost (before “→”): not read"
        types = " ".join(re.findall(r"\[(\w+)\]", spent["types"].lower()))
        return EffectOp("spend_resources", "you", None, types, cost, words), ""
    worded = cannot_piece(words, lambda who: role(who, card_name, subject), cost, EffectOp) \
        or _worded_piece(words, card_name, subject, event, cost) or stat_piece(  # “X cannot …” (card_cannot.py), then
        # the worded, then "equal to your hero's THW"
        words, lambda who: role(who, card_name, subject), lambda plain: _piece(plain, card_name, subject, cost, event))
    if worded is not None:
        return worded
    special = card_special.piece(words, card_name, subject, cost, EffectOp, role)  # "resolve … “Special” ability"
    if special is not None:
        return special
    plain_words = _not_plain(words)  # a trait's name ("X-MEN") is no word of it, nor "indirect" of indirect damage
    if plain_words:
        return None, f"“{plain_words[0]}”: not a plain op the reader reads"
    for pattern, op in PATTERNS:
        found = re.fullmatch(pattern, words, re.I)
        if not found:
            continue
        groups = found.groupdict()
        who_words = groups.get("who")
        who = _pattern_who(op, groups, card_name, subject)
        why = _who_problem(op, who, who_words)
        if why:
            return None, why
        if groups.get("much"):
            if event not in AMOUNT_EVENTS:
                return None, "“that much”: the trigger is no damage or threat, so how much is not read"
            return EffectOp(op, str(who), "trigger.amount", None, cost, words), ""
        amount = None
        if groups.get("n"):
            amount = "1" if groups["n"].lower() in ("a", "an") else _amount(groups["n"], groups.get("ph"))
        elif op in ("discard_encounter", "discard_top"):
            amount = "1"
        extra, why = _extra(op, groups, words, amount)
        if why:
            return None, why
        return EffectOp(op, str(who), amount, extra, cost, words), ""
    return None, f"“{words}”: no op the reader reads"


def _who_problem(op: str, who: str | None, who_words: str | None) -> str:
    """Why an op cannot be about this role (threat on a scheme, damage to a character, indirect damage and encounter
    cards to a player), or "" when it can."""
    if who is None:
        return f"“{who_words}”: not someone the reader knows"
    if op in PLAYER_OPS and who not in PLAYER_ROLES:
        return f"“{who_words}”: {op.replace('_', ' ')} is a player's, and this is not one the reader knows"
    if (op in THREAT_OPS) != (who in SCHEME_ROLES) and (op in THREAT_OPS or op in CHARACTER_OPS) \
            and who not in ("this", "named", "attached"):
        return f"“{who_words}”: not what {op.replace('_', ' ')} is about"
    return ""


PRONOUN_RE = re.compile(rf"\b(?:{'|'.join(PRONOUNS)})$", re.I)
PRONOUN_UNCLEAR = "a pronoun after another card in the same sentence (“exhaust that ally and heal 1 damage from it”): " \
                  "which card it is, is not read"


def _pronoun_unclear(piece: str, op: EffectOp, earlier: list[EffectOp]) -> bool:
    """Whether a piece ending in a pronoun follows, in its sentence, a piece about another card than the one the
    pronoun is read as (the clause's subject): then it may name that other card, and is not read."""
    return bool(PRONOUN_RE.search(piece)) and any(other.who not in (op.who, "you") for other in earlier)


def _plain_ops(words: str, card_name: str, subject: str | None, event: str | None) -> list[EffectOp] | None:
    """Every piece of the words as a plain op (no cost, no pronoun after another card), or None."""
    if _not_plain(words) or "→" in words:
        return None
    ops: list[EffectOp] = []
    for piece in _pieces(words):
        op = _piece(piece, card_name, subject, False, event)[0]
        if op is None or _pronoun_unclear(piece, op, ops):
            return None
        ops.append(op)
    return ops or None


def _conditional(sentence: str, card_name: str, subject: str | None, event: str | None) -> EffectOp | None:
    """A sentence "[Then,] if CONDITION, OPS" as one `if` op, when the condition is one the reader reads and every
    piece after it is a plain op (no "otherwise", no "instead", no cost); else None (the caller leaves a hole)."""
    found = CONDITIONAL_RE.fullmatch(sentence)
    if not found:
        return None
    condition = _condition(found["cond"])
    if condition is None:
        return None
    ops = _plain_ops(found["rest"], card_name, subject, event)
    if ops is None:
        return None
    return EffectOp("if", "", extra=condition, words=sentence, then=ops)


# "Already — The word “already” denotes the resolution of an alternate ability if a specific condition is met. The
# “already” effect checks if this condition is met before the preceding ability attempts to resolve. If so, the
# “already” effect resolves instead." (Rules Reference, Alteration Effect): "A. If WHO is already STATUS, B[ instead]."
# is `if WHO has STATUS: B else: A`, with or without "instead" (the entry's example, I'm Tough, has none).
ALREADY_RE = re.compile(r"if (?P<who>.+?) (?:(?:is|are|was|were) already (?P<state>stunned|confused|exhausted)|"
                        r"already (?:has|have) an? (?P<tough>tough) status card), (?P<rest>.+?)(?: instead)?", re.I)
ALREADY_INSTEAD = re.compile(r"(\bif [^.]*?\balready\b[^.]*?) instead(?=\.|$)", re.I)


def _already(sentence: str, effect: ReadEffect, read_before: int, card_name: str, subject: str | None,
             event: str | None) -> tuple[EffectOp | None, str] | None:
    """An "already" sentence as one `if` op replacing the one sentence before it (read whole), or (None, why not);
    None when the sentence is no "already" sentence."""
    found = ALREADY_RE.fullmatch(sentence)
    if not found:
        return None
    if read_before != 1 or effect.holes or not effect.ops or any(op.cost or op.op in ("if", "choose")
                                                                  for op in effect.ops):
        return None, "“already”: what it replaces is read only when it is the one sentence before it, read whole"
    who_words = found["who"]
    who = role(who_words, card_name, subject) if who_words.lower() not in PRONOUNS else None
    if who is None:
        return None, f"“{who_words}”: not someone the reader knows"
    rest = _plain_ops(found["rest"], card_name, subject, event)
    if rest is None:
        return None, f"“{found['rest']}”: not plain ops the reader reads"
    state = (found["state"] or found["tough"]).lower()
    replaced, effect.ops = effect.ops, []
    return EffectOp("if", who, extra=f"{who}.{state}", words=sentence, then=rest, otherwise=replaced,
                    status=state), ""


# "Some abilities instruct a player to choose between multiple options" (Rules Reference, Choose (Option)): "choose
# to either A or B", "Choose: Either A, or B", or "choose:" and a bullet per option; the `choose` op, each option read
# whole. "Each player must choose …" is each player's: not read.
CHOOSE_EITHER_RE = re.compile(r"choose(?: to|:) either (?P<options>.+)", re.I)


def _either_options(words: str) -> list[str] | None:
    """Two options of "A, or B" / "A or B" (one "or" only: "stunned or confused" in an option is not split)."""
    for separator in (", or ", " or "):
        if words.count(separator) == 1:
            return words.split(separator)
    return None


def _choice(options: list[str], words: str, card_name: str, subject: str | None,
            event: str | None) -> tuple[EffectOp | None, str]:
    """The `choose` op of the options' words, each read whole, or (None, why not)."""
    read = []
    for option in options:
        ops = None
        for sentence in re.split(r"(?<=[.!?])\s+", option.strip().lstrip("•").strip()):
            sentence_ops = _plain_ops(sentence.strip().rstrip("."), card_name, subject, event)
            if sentence_ops is None:
                return None, f"option “{option.strip()}”: not plain ops the reader reads"
            ops = (ops or []) + sentence_ops
        if not ops:
            return None, f"option “{option.strip()}”: empty"
        read.append(ops)
    return EffectOp("choose", "", words=words, options=read), ""


def _bullet_options(sentences: list[str]) -> list[str] | None:
    """The options of a bulleted list ("• A. • B. B2."), two at least, each its sentences; None otherwise."""
    options: list[str] = []
    for sentence in sentences:
        if sentence.startswith("•"):
            options.append(sentence)
        elif options:
            options[-1] += " " + sentence
        else:
            return None
    return options if len(options) >= 2 else None


def _pieces(sentence: str) -> list[str]:
    sentence = re.sub(r"^(?:then,?)\s+", "", sentence.strip(), flags=re.I)
    # "gains overkill and piercing": a keyword each
    sentence = re.sub(rf"(\b(?:this|that) attack gains) ({'|'.join(KEYWORD_WORDS)}),? and ({'|'.join(KEYWORD_WORDS)})\b",
                      r"\1 \2 and \1 \3", sentence, flags=re.I)
    parts = re.split(r",? (?:and then|then|and) |, ", sentence)
    return [part.strip() for part in parts if part.strip()]


THEN_SPLIT = re.compile(r",? (?:and then|then),? ", re.I)


def _read_sentence(effect: ReadEffect, halves: list[str], card_name: str, subject: str | None,
                   event: str | None, thens: list[int]) -> None:
    """A sentence's pieces (its cost before "→", then the rest) as ops or holes, into `effect`; where the effect
    says "then", the number of ops read before it is added to `thens` (“Then”)."""
    earlier: list[EffectOp] = []  # the ops read so far in this sentence, for a pronoun
    for index, half in enumerate(halves):
        cost = len(halves) == 2 and index == 0
        for number, segment in enumerate(THEN_SPLIT.split(half) if not cost else [half]):
            if number:
                thens.append(len(effect.ops))
            _read_pieces(effect, segment, earlier, card_name, subject, cost, event)


# Encounter Deck: "discard cards from the encounter deck until the discard condition is met": the `discard_top` op
# with `until` (a kind, a trait: "until a [[Brute]] minion is discarded"); the card it stopped at is `result.found`,
# which "reveal that minion" / "reveal it" right after it reveals (Reveal: "from the encounter deck or any other game
# area"). Only right after such a discard: elsewhere "that minion" is the trigger's.
UNTIL_KINDS = {"minion": "minion", "side scheme": "side-scheme", "attachment": "attachment", "treachery": "treachery",
               "environment": "environment", "card": None}
DISCARD_UNTIL_RE = re.compile(r"discard cards from (?:the top of )?the encounter deck until an? (?:\[\[(?P<trait>[^\]]+)"
                              rf"\]\] )?(?P<kind>{'|'.join(UNTIL_KINDS)}) is discarded", re.I)
REVEAL_FOUND_RE = re.compile(rf"reveal (?:it|that (?P<kind>{'|'.join(UNTIL_KINDS)}))", re.I)


def _found_piece(piece: str, effect: ReadEffect, cost: bool) -> tuple[EffectOp | None, str] | None:
    """A discard "until" or the reveal of the card it found, as an op (or a hole saying why); None for other words."""
    until = DISCARD_UNTIL_RE.fullmatch(piece)
    if until:
        kind = UNTIL_KINDS[until["kind"].lower()]
        trait = until["trait"].lower() if until["trait"] else None
        if cost or (kind is None and trait is None):
            return None, f"“{piece}”: {'a cost' if cost else 'any card'}: not read"
        return EffectOp("discard_until", "", None, f"{kind or 'card'}{f'[{trait}]' if trait else ''}", cost,
                        piece), ""
    reveal = REVEAL_FOUND_RE.fullmatch(piece)
    if reveal:
        last = effect.ops[-1] if effect.ops else None
        if last is None or last.op != "discard_until" or cost:
            return None, f"“{piece}”: no discard “until” right before it found the card: which card is not read"
        if reveal["kind"] and UNTIL_KINDS[reveal["kind"].lower()] not in (None, str(last.extra).split("[")[0]):
            return None, f"“{piece}”: not the kind the discard was until: which card is not read"
        return EffectOp("reveal", "found", None, None, cost, piece), ""
    return None


def _read_pieces(effect: ReadEffect, words: str, earlier: list[EffectOp], card_name: str, subject: str | None,
                 cost: bool, event: str | None) -> None:
    """Each piece of the words as an op or a hole, into `effect`."""
    if True:
        for piece in _pieces(words):
            found = _found_piece(piece, effect, cost)
            if found is not None:
                op, why = found
                if op is None:
                    effect.holes.append(EffectHole(piece, why))
                else:
                    earlier.append(op)
                    effect.ops.append(op)
                continue
            op, why = _piece(piece, card_name, subject, cost, event)
            if op is not None and _pronoun_unclear(piece, op, earlier):
                op, why = None, PRONOUN_UNCLEAR
            if op is None:
                effect.holes.append(EffectHole(piece, why))
            else:
                earlier.append(op)
                effect.ops.append(op)


def _read_plain_sentence(effect: ReadEffect, sentence: str, thens: list[int], card_name: str, subject: str | None,
                         event: str | None) -> None:
    """A sentence of plain pieces, its cost before one "→", into `effect`; "Then, …" after the text before it."""
    halves = sentence.split("→")
    if len(halves) > 2:
        effect.holes.append(EffectHole(sentence, "two “→”: not read"))
        return
    if re.match(r"then\b", sentence, re.I) and effect.ops:  # "A. Then, B": B only if A fully resolved
        thens.append(len(effect.ops))
    _read_sentence(effect, halves, card_name, subject, event, thens)


def _read_list(effect: ReadEffect, sentence: str, bullets: list[str], card_name: str, subject: str | None,
               event: str | None) -> None:
    """"choose:" and its bulleted options as one `choose` op, or the list (any other) as one hole, into `effect`."""
    listed = " ".join([sentence, *bullets])
    options = _bullet_options(bullets)
    if not (re.fullmatch(r"choose:", sentence, re.I) and options):
        effect.holes.append(EffectHole(listed, "a list of options follows: not read"))
        return
    choice, why = _choice(options, listed, card_name, subject, event)
    if choice is not None:
        effect.ops.append(choice)
    else:
        effect.holes.append(EffectHole(listed, why))


def _read_alternatives(effect: ReadEffect, sentence: str, read_before: int, card_name: str, subject: str | None,
                       event: str | None) -> bool:
    """A sentence of alternatives ("choose to either A or B"; "If you were already stunned, B") as one op or one
    hole, into `effect`; False when the sentence is neither."""
    either = CHOOSE_EITHER_RE.fullmatch(sentence)
    if either:
        options = _either_options(either["options"])
        found: tuple[EffectOp | None, str] | None = _choice(options, sentence, card_name, subject, event) \
            if options else (None, "“or”: which words are each option is not read")
    else:
        found = _already(sentence, effect, read_before, card_name, subject, event)
    if found is None:
        return False
    op, why = found
    if op is not None:
        effect.ops.append(op)
    else:
        effect.holes.append(EffectHole(sentence, why))
    return True


# "Most replacement effects are interrupt abilities in the format of “when [triggering condition] would happen, do
# [replacement effect] instead.”" (Rules Reference, Replacement Effect): in an interrupt to what "would" happen, an
# effect that is one sentence "OPS instead[ of doing that]." is the `replace` op of those ops.
REPLACEMENT_RE = re.compile(r"(?P<body>[^.()→]+?) instead(?: of \w+ing (?:that|the|it|them)\b[^.()]*)?\.?", re.I)


def _replacement(words: str, card_name: str, subject: str | None, event: str | None) -> EffectOp | None:
    """The `replace` op of a one-sentence "… instead." effect whose every piece is a plain op; else None."""
    found = REPLACEMENT_RE.fullmatch(words)
    if not found or re.search(r"\binstead\b", found["body"], re.I):
        return None
    ops = _plain_ops(found["body"], card_name, subject, event)
    if ops and any(op.op == "activate" and op.extra == "you scheme" for op in ops):
        # "When an enemy would attack you, it schemes instead": the activation under way changes its mode, or a
        # new one begins (another boost card?): the Rules Reference does not say, so it is not read
        return None
    return EffectOp("replace", "", words=words, then=ops) if ops else None


# "This way" (the Rules Reference uses the words, Alteration Effect's example: "For each printed Energy resource
# discarded this way, deal 2 additional damage to that enemy."): what the sentence before did, the `this_way` op.
# "If no cards (or KIND, boost icons) were discarded (exhausted, readied) this way, OPS" is an `if` on it; "OP 1 …
# for each boost icon (card) discarded this way" an amount of it. The sentence before must be read whole, with no
# cost, and do what the words say was done (a discard, an exhaust, a ready); a kind must be the one it acted on.
THIS_WAY_IF_RE = re.compile(r"if no (?P<what>[a-z ]+?) (?:was|were) (?P<verb>discarded|exhausted|readied) this way, "
                            r"(?P<rest>.+)", re.I)
THIS_WAY_EACH_RE = re.compile(r"(?P<body>.+?) for each (?P<what>boost icon|card) (?:\(\[boost\]\) )?"
                              r"(?P<verb>discarded|exhausted|readied) this way", re.I)
THIS_WAY_EQUAL_RE = re.compile(r"(?P<body>.+?) equal to the number of (?P<what>boost icons|cards) "
                               r"(?:\(\[boost\]\) )?(?P<verb>discarded|exhausted|readied) this way", re.I)
THIS_WAY_VERBS = {"discarded": ("discard", "discard_top", "discard_encounter"), "exhausted": ("exhaust",),
                  "readied": ("ready",)}
PLURAL_KINDS = {"allies": "ally", "minions": "minion", "enemies": "enemy", "characters": "character",
                "upgrades": "upgrade", "supports": "support", "schemes": "scheme", "side schemes": "side-scheme"}


def _this_way_what(what: str, verb: str, before: list[EffectOp]) -> str | None:
    """The tally "this way" counts (this_way.cards, this_way.boost_icons), or None when the words name what the
    ops before did not do (another verb, another kind, boost icons of anything but a discard)."""
    if not before or any(op.op not in THIS_WAY_VERBS[verb.lower()] for op in through_where_x(before)):
        return None
    what = what.lower().strip()
    if what in ("boost icons", "boost icon"):
        return "this_way.boost_icons" if verb.lower() == "discarded" else None
    if what in ("cards", "card"):
        return "this_way.cards"
    kind = PLURAL_KINDS.get(what) or card_conditions.singular_kind(what, PLURAL_KINDS)
    roles = {TRAIT_ROLE_SUFFIX.sub(r"\g<role>", op.who) for op in before}
    fits = kind is not None and all(who == kind or who.startswith("each-") and who[len("each-"):].split("-")[0] == kind
                                    for who in roles)
    return "this_way.cards" if fits else None


def _this_way(sentence: str, before: list[EffectOp], card_name: str, subject: str | None,
              event: str | None) -> tuple[EffectOp | None, str] | None:
    """A "this way" sentence as one `this_way` op of the ops before it, or (None, why not); None when the sentence
    says no "this way"."""
    if not re.search(r"\bthis way\b", sentence, re.I):
        return None
    if not before or any(op.cost or op.op in ("if", "choose", "this_way", "replace") for op in before):
        return None, "“this way”: what the sentence before did is read only when that sentence is read whole"
    found = THIS_WAY_IF_RE.fullmatch(sentence) or card_conditions.THIS_WAY_COUNT_RE.fullmatch(sentence)
    if found:
        tally = _this_way_what(found["what"], found["verb"], before)
        rest = _plain_ops(found["rest"], card_name, subject, event) if tally else None
        if rest is None:
            return None, f"“{sentence}”: not a condition on what was done this way the reader reads"
        condition = EffectOp("if", "", extra=card_conditions.this_way_comparison(found, str(tally)), words=sentence,
                             then=rest)
        return EffectOp("this_way", "", words=sentence, before=before, then=[condition]), ""
    found = THIS_WAY_EACH_RE.fullmatch(sentence)
    body = found["body"] if found else None
    if found is None:  # "heal damage from X equal to the number of boost icons discarded this way": 1 each
        found = THIS_WAY_EQUAL_RE.fullmatch(sentence)
        body = re.sub(r"\b(?=(?:indirect )?damage\b|threat\b)", "1 ", found["body"], count=1) if found else None
    tally = _this_way_what(found["what"], found["verb"], before) if found else None
    ops = _plain_ops(str(body), card_name, subject, event) if found and tally else None
    if not ops or len(ops) != 1 or ops[0].amount != "1" or ops[0].op in ("draw",):
        return None, f"“{sentence}”: an amount of what was done this way the reader does not read"
    ops[0].amount = tally
    return EffectOp("this_way", "", words=sentence, before=before, then=ops), ""


# “Then”: "If the pre-'then' text of an effect does not fully resolve, the post-'then' text does not attempt to
# resolve" (Rules Reference): "A, then B" / "A. Then, B" is the `then` op, `do` the text before the word (the whole
# effect's, but its costs), `then` the text after it, up to the next "then".
def _fold_thens(effect: ReadEffect, thens: list[int]) -> None:
    """The ops read, cut where the effect says "then", folded into `then` ops (none when it says none)."""
    costs = [op for op in effect.ops if op.cost]
    if not thens:
        return
    if any(op.op in ("this_way", "otherwise") or op.otherwise for op in effect.ops):  # where "then" was is lost
        effect.holes.append(EffectHole(effect.words, "“then” with “this way”, “otherwise” or “already”: not read"))
        return
    if any(op.cost for op in effect.ops[len(costs):]) or len(costs) > min(thens):
        effect.holes.append(EffectHole(effect.words, "“then” around a cost: which text precedes it is not read"))
        return
    ops, cut = effect.ops[len(costs):], [at - len(costs) for at in thens]
    folded = ops[:cut[0]]
    for start, end in zip(cut, [*cut[1:], len(ops)], strict=True):
        if not folded or start >= end:
            effect.holes.append(EffectHole(effect.words, "“then” with no text read before or after it: not read"))
            return
        folded = [EffectOp("then", "", words=effect.words, before=folded, then=ops[start:end])]
    effect.ops = costs + folded


# May: "The word “may” indicates that a specified player has the option to resolve the text that follows" (Rules
# Reference): "You may A." is the `may` op (you choose), when A is read whole.
MAY_RE = re.compile(r"you may (?P<rest>.+)", re.I)


def _read_this_way(effect: ReadEffect, sentence: str, sentence_before: tuple[int, int], card_name: str,
                   subject: str | None, event: str | None) -> bool:
    """A "this way" sentence as one `this_way` op of the sentence before it (its ops, read whole: no hole since it
    began, `sentence_before`), or a hole, into `effect`; False when the sentence says no "this way"."""
    found = _this_way(sentence, effect.ops[sentence_before[0]:] if len(effect.holes) == sentence_before[1] else [],
                      card_name, subject, event)
    if found is None:
        return False
    if found[0] is not None:
        effect.ops[sentence_before[0]:] = [found[0]]
    else:
        effect.holes.append(EffectHole(sentence, found[1]))
    return True


# Non-Numerical Variable: "If a non-numerical variable is defined to have a numerical value (such as a card ability
# assigning a value to ‘X’), treat that variable as the defined value": "OP X …, where X is [equal to] the number of
# KIND counters (boost icons, threat, damage) on Y" is the `where_x` op, X that number on Y (as "equal to").
WHERE_X_RE = re.compile(r"(?P<body>.+?),? where X is (?:equal to )?the (?:number|amount) of (?P<what>boost icons|"
                        r"threat|damage|(?P<counter>[a-z]+) counters) (?:on (?P<whose>.+)|(?P<whose_here>here))")


def _read_where_x(effect: ReadEffect, sentence: str, card_name: str, subject: str | None, event: str | None) -> bool:
    """A sentence "OP X …, where X is …" as one `where_x` op, or a hole, into `effect`; False when it says no
    "where X is"."""
    if not re.search(r"\bwhere X is\b", sentence):
        return False
    found = WHERE_X_RE.fullmatch(sentence)
    stated = None if found else where_x_stat(sentence, lambda who: role(who, card_name, subject))  # "X is your ATK"
    body = found["body"] if found else stated[0] if stated else ""
    ops = _plain_ops(re.sub(r"\bX\b", "1", body), card_name, subject, event) \
        if body and len(re.findall(r"\bX\b", body)) == 1 else None
    measured = _amount_of_op("deal_damage", "this", {**found.groupdict(), "who": None}, sentence, card_name, subject,
                             False)[0] if found and ops and len(ops) == 1 and ops[0].amount == "1" else None
    amount = (measured.amount, measured.amount_of) if measured else stated[1:] if stated and ops and len(ops) == 1 \
        and ops[0].amount == "1" else None
    if amount is None or ops is None:
        effect.holes.append(EffectHole(sentence, "“X”: what the card defines it as is not read"))
        return True
    ops[0].amount = "X"
    effect.ops.append(EffectOp("where_x", "", amount[0], words=sentence, then=ops, amount_of=amount[1]))
    return True


# “Otherwise”: "Effects beginning with “otherwise” resolve only if the preceding effect could not be resolved. • If the
# preceding effect cannot be at least partially resolved, the otherwise effect will resolve." (Rules Reference): "A.
# Otherwise, B." is the `otherwise` op, A the sentence before (read whole, no cost; an "If C, A" is an `if`, which
# resolves nothing when C fails), B plain ops.
OTHERWISE_RE = re.compile(r"otherwise,? (?P<rest>.+)", re.I)


def _read_otherwise(effect: ReadEffect, sentence: str, sentence_before: tuple[int, int], card_name: str,
                    subject: str | None, event: str | None) -> bool:
    """An "Otherwise, B" sentence as one `otherwise` op of the sentence before it, or a hole, into `effect`; False when
    the sentence does not begin with "otherwise"."""
    found = OTHERWISE_RE.fullmatch(sentence)
    if not found:
        return False
    before = effect.ops[sentence_before[0]:] if len(effect.holes) == sentence_before[1] else []
    rest = _plain_ops(found["rest"], card_name, subject, event)
    if not before or any(op.cost for op in before) or rest is None:
        effect.holes.append(EffectHole(sentence, "“Otherwise”: read only after a sentence read whole, with plain ops"))
        return True
    effect.ops[sentence_before[0]:] = [EffectOp("otherwise", "", words=sentence, before=before, then=rest)]
    return True


def _may(sentence: str, card_name: str, subject: str | None, event: str | None) -> EffectOp | None:
    found = MAY_RE.fullmatch(sentence)
    ops = _plain_ops(found["rest"], card_name, subject, event) if found else None
    return EffectOp("may", "you", words=sentence, then=ops) if ops else None


def _instead(plain: str, card_name: str, subject: str | None, event: str | None, would: bool) -> EffectOp | None:
    """The effect's words with "instead" as one op: a replacement (in an interrupt to what "would" happen: "A instead.",
    "A instead. Then, B."); None for any other ("(N … instead if you were already stunned)" is card_conditions.py's)."""
    def read(text: str) -> ReadEffect:
        return read_effect(text, card_name, subject, None, event)
    if would:
        replaced = _replacement(plain, card_name, subject, event) or tied_replacement(plain, read)
        return replaced
    return None


def _read_as_one(effect: ReadEffect, words: str, card_name: str, subject: str | None, label: str | None,
                 event: str | None, would: bool) -> ReadEffect | None:
    """The effect read as one op when it is one: a labeled (attack) or (thwart) ability (card_amounts.py), or a
    replacement ("… instead"); None otherwise."""
    if label in LABELLED:  # an ability labeled (attack) or (thwart): the `attack` / `thwart` op (card_amounts.py)
        labelled = read_labelled(read_effect(words, card_name, subject, None, event, would), label)
        if labelled is not None:
            return labelled
    replaced = None if label else _instead(effect.words, card_name, subject, event, would)
    if replaced is None:
        return None
    effect.ops.append(replaced)
    return effect


def read_effect(words: str, card_name: str = "", subject: str | None = None, label: str | None = None,
                event: str | None = None, would: bool = False) -> ReadEffect:
    """The ops of an effect's words (markup allowed); `subject` is the role of the trigger clause's subject, for
    a pronoun ("give it a tough status card"); `label` the trigger's (attack), (thwart) or (defense); `event` the
    trigger's event ("this attack" is read only when it is `attacks`); `would` whether the trigger is an interrupt to
    something that "would" happen (then "… instead." is the `replace` op)."""
    reminders = [_plain(found[1]) for found in REMINDER_RE.finditer(words)]
    plain, reminders = set_aside_icons(_plain(REMINDER_RE.sub(" ", words)).strip().lstrip(":").strip(), reminders)
    effect = ReadEffect(plain, reminders=reminders)
    if not plain:
        effect.holes.append(EffectHole("", "no effect after the trigger"))
        return effect
    whole = _read_as_one(effect, words, card_name, subject, label, event, would)
    if whole is not None:
        return whole
    plain, already_bracket = card_conditions.split_bracket_already(plain)  # "(2 damage instead if … already …)"
    if re.search(r"\binstead\b", ALREADY_INSTEAD.sub(r"\1", plain), re.I):  # an "already … instead" is read below
        effect.holes.append(EffectHole(plain, "“instead”: a replacement effect, not read"))
        return effect
    if label:  # "If a triggered ability is labeled as an attack … is considered to attack" (Attack, Thwart)
        effect.holes.append(EffectHole(f"({label})", f"labeled ({label}): the effect is {'an' if label.startswith('attack') else 'a'} "
                                       f"{label}, which the ops read do not say: write it"))
    for reminder in re.findall(r"\([^)]*\)", plain):
        effect.holes.append(EffectHole(reminder, "words in brackets: not read"))
    body = re.sub(r"\s*\([^)]*\)", "", plain)
    # (a colon ends a sentence, but for "Choose: Either A, or B")
    sentences = [sentence.strip() for sentence in re.split(r"(?<=[.!?])\s+|(?<=:)\s+(?!either\b)", body, flags=re.I)
                 if sentence.strip()]
    index = 0
    thens: list[int] = []  # where the effect says "then": how many ops were read before it
    previous = (0, 0)  # where the sentence before began: (ops, holes) read so far then
    while index < len(sentences):
        raw = sentences[index]
        sentence = raw.rstrip(".")
        index += 1
        this_way_at, previous = previous, (len(effect.ops), len(effect.holes))
        if card_search.read_in_play(effect, sentence, this_way_at, card_name, subject, EffectOp, role,
                                    lambda words: _plain_ops(words, card_name, subject, event)) or \
                _read_this_way(effect, sentence, this_way_at, card_name, subject, event) or \
                _read_where_x(effect, sentence, card_name, subject, event) or \
                _read_otherwise(effect, sentence, this_way_at, card_name, subject, event) or \
                card_conditions.read_no_boost(effect, sentence, this_way_at, _condition, EffectOp) or \
                card_search.read(effect, sentence, card_name, subject, EffectOp, role) or \
                card_search_attach.read(effect, sentence, card_name, subject, EffectOp, role) or \
                card_conditions.read_if_cannot(effect, sentence, this_way_at,
                                               lambda words: _plain_ops(words, card_name, subject, event), EffectOp) or \
                card_pronoun.read(effect, sentence, this_way_at, card_name, subject,
                                  lambda words: _plain_ops(words, card_name, subject, event)):
            continue
        if sentence.endswith(":"):  # a list follows: its bullet lines, to the end (card_abilities joins them)
            _read_list(effect, sentence, sentences[index:], card_name, subject, event)
            index = len(sentences)
            continue
        if _read_alternatives(effect, sentence, index - 1, card_name, subject, event):
            continue
        # "If the pre-'then' text of an effect does not fully resolve, the post-'then' text does not attempt to
        # resolve" (Rules Reference, Then): a "Then, if …" after a counter placed, which always fully resolves ("There
        # is no limit to the number of … all-purpose counters", Component Limitations), is the plain `if`; after other
        # ops read, the `then` op of them and the `if`; after nothing read, a hole
        after_then = re.match(r"then\b", sentence, re.I) and not (effect.ops and effect.ops[-1].op == "add_counter")
        conditional = None if after_then and not effect.ops else _conditional(sentence, card_name, subject, event)
        if conditional is not None:
            if after_then:  # after anything else: the `then` op, the `if` only once the text before fully resolved
                thens.append(len(effect.ops))
            effect.ops.append(conditional)
            continue
        condition = _not_plain(sentence)
        may = _may(sentence, card_name, subject, event) if condition else None
        if may is not None:
            effect.ops.append(may)
            continue
        if condition:  # "If …, take 2 damage": no piece of the sentence stands alone
            effect.holes.append(EffectHole(sentence, f"“{condition[0]}”: not a plain op the reader reads"))
            continue
        _read_plain_sentence(effect, sentence, thens, card_name, subject, event)
    _fold_thens(effect, thens)
    costs = [op for op in effect.ops if op.cost]
    if any(op.op == "remove_counter" for op in costs) and len(costs) > 1:
        effect.holes.append(EffectHole(" and ".join(op.words for op in costs),
                                       "a counter to remove with another cost: not read"))
    card_conditions.fold_bracket_already(effect, already_bracket, EffectHole)
    effect.holes += that_card_unclear(effect.ops, EffectHole)  # "that card" after a card discarded (card_amounts.py)
    return effect


# Ops as the scenario writes them. A role the format says itself: `this`, `you`, and the trigger's own fields
# (`trigger.by` for "that enemy" when the clause's subject is an enemy); any other (the villain, a scheme the
# player chooses, each scheme in play, another card by its name) is the scenario's to name: a hole.
OP_FIELDS = {"add_counter": "target", "remove_counter": "target", "place_threat": "scheme", "remove_threat": "scheme", "deal_damage": "to", "heal": "target",
             "give_status": "target", "discard": "card", "exhaust": "card", "ready": "card", "move": "card",
             "gain_keyword": "card", "attack": "by", "draw": "who", "deal_indirect_damage": "to",
             "deal_encounter": "who", "flip": "card", "thwart": "scheme", "cannot": "card"}
EXTRA_FIELDS = {"gain_keyword": "keyword", "cannot": "function"}  # the field an op's `extra` is written in
ROLE_WORDS = {"villain": "the villain", "enemy-leader": "the enemy leader", "first-player": "the first player", "main-scheme": "the main scheme", "attached": "the card it is attached to",
              "named": "the card it names", "scheme": "the scheme chosen", "side-scheme": "the side scheme chosen",
              "enemy": "the enemy chosen", "minion": "the minion chosen", "character": "the character chosen",
              "ally": "the ally chosen", "hero": "the hero chosen", "upgrade": "the upgrade chosen",
              "support": "the support chosen"}


def role_ref(who: str, trigger_fields: dict[str, str]) -> str | None:
    """A role as an op's value (`this`, `you`, `trigger.by`), or None: an entity the scenario must name.
    `trigger_fields` maps the clause's roles to the event's fields ({"enemy": "by"})."""
    if who in ("this", "you"):
        return who
    if who.startswith("that-"):
        field_name = trigger_fields.get(who[len("that-"):])
        return f"trigger.{field_name}" if field_name else None
    return None


def role_hole(who: str) -> str:
    traited = TRAIT_ROLE_SUFFIX.fullmatch(who)
    if traited:
        base, trait = traited["role"], traited["trait"]
        if base.startswith("each-"):
            return f"HOLE: list each {base[len('each-'):].replace('-', ' ')} with the trait {trait} (a list of entities)"
        if base.endswith("-in-your-play-area"):
            return f"HOLE: name the {base[:-len('-in-your-play-area')]} with the trait {trait} in your play area"
        return f"HOLE: name {ROLE_WORDS.get(base, base)}, one with the trait {trait}"
    if who.startswith("each-"):
        return f"HOLE: list each {who[len('each-'):].replace('-', ' ')} (a list of entities)"
    if who.startswith("that-"):
        return f"HOLE: name that {who[len('that-'):]} (the trigger's)"
    if "-or-" in who:
        return f"HOLE: name the {' or '.join(kind.replace('-', ' ') for kind in who.split('-or-'))} chosen"
    return f"HOLE: name {ROLE_WORDS.get(who, who)}"


def counter_ops(op: EffectOp, trigger_fields: dict[str, str]) -> list[dict]:
    """A counter placed or removed as the scenario's `set` of a number on the card (Rules Reference, All-Purpose
    Counter): placed, the number + N; removed (1, the only amount read), the number − 1 when there is one."""
    who = role_ref(op.who, trigger_fields)
    target = who or role_hole(op.who)
    counter = f"{who}.{op.extra}" if who else None
    if op.op == "add_counter":
        if op.amount is None or not op.amount.isdigit():
            value = f"HOLE: {str(op.amount).split('*')[0]} per player: write the {op.extra} counters + that × the number of players"
        else:
            value = f"{counter} + {op.amount}" if counter else f"HOLE: that card's {op.extra} + {op.amount}"
        return [{"set": {"target": target, "prop": op.extra, "value": value}}]
    value = f"{counter} - 1" if counter else f"HOLE: that card's {op.extra} - 1"
    cond = f"{counter} >= 1" if counter else f"HOLE: that card has a {op.extra} counter"
    return [{"if": {"cond": cond, "then": [{"set": {"target": target, "prop": op.extra, "value": value}}]}}]


def _status_condition(op: EffectOp, trigger_fields: dict[str, str]) -> str:
    """An "already" condition as an expression: a status card is written `true` or as a number of cards (two with
    steady), so "has one" is neither false nor 0; exhausted is true or false."""
    who = role_ref(op.who, trigger_fields)
    if who is None:
        return f"HOLE: write the condition: {ROLE_WORDS.get(op.who, op.who)} is already {op.status}"
    if op.status == "exhausted":
        return f"{who}.exhausted == true"
    return f"{who}.{op.status} != false and {who}.{op.status} != 0"


def _amount_value(op: EffectOp, trigger_fields: dict[str, str]) -> str | int:
    """An amount read from a number on a card ("equal to 1 more than the boost icons on that card"), "all but N"
    threat, or a number (per player: a hole)."""
    amount = str(op.amount)
    if op.amount_of is not None:
        whose, prop, more = op.amount_of
        ref = role_ref(whose, trigger_fields)
        if ref is None:
            return f"HOLE: write the amount: the {prop.replace('_', ' ')} on {ROLE_WORDS.get(whose, whose)}" + (
                f" + {more}" if more else "")
        return f"{ref}.{prop}" + (f" + {more}" if more else "")
    if amount.startswith("all-but-"):
        left = amount[len("all-but-"):]
        ref = role_ref(op.who, trigger_fields)
        return f"max({ref}.threat - {left}, 0)" if ref else f"HOLE: write the amount: all but {left} of its threat"
    if amount.endswith("*players"):
        number = amount.split("*")[0]
        return f"HOLE: {number} per player: write {number} × the number of players"
    return int(amount)


def _this_way_words(expression: str) -> str:
    """The judged words' this_way.cards / this_way.boost_icons as the scenario's results (this_way.py)."""
    return expression.replace("this_way.cards", "result.this_way").replace("this_way.boost_icons",
                                                                             "result.this_way_boost_icons")


def _scenario_amount(amount: str | None) -> int | str:
    """A read amount as the scenario writes it: a number, or an expression (trigger.amount, a result)."""
    text = str(amount)
    if text == "X":  # defined by the `where_x` around it
        return "result.x"
    return int(text) if text.isdigit() else _this_way_words(text)


def _compound_op(op: EffectOp, trigger_fields: dict[str, str]) -> dict | None:
    """An `if` (an "already" one with its `else`), a `choose`, a `lasting` or a `cancel` as the scenario's op; None
    for any other op."""
    if op.op == "if":
        body: dict = {"cond": _status_condition(op, trigger_fields) if op.status else _this_way_words(str(op.extra)),
                      "then": [scenario_op(inner, trigger_fields) for inner in op.then]}
        if op.otherwise:
            body["else"] = [scenario_op(inner, trigger_fields) for inner in op.otherwise]
        return {"if": body}
    if op.op == "choose":  # every option the player could pick is explored (Choose (Option))
        return {"choose": {"label": "choose", "pick": "explore", "options": {
            f"option-{number}": [scenario_op(inner, trigger_fields) for inner in option]
            for number, option in enumerate(op.options, 1)}}}
    who = role_ref(op.who, trigger_fields) or role_hole(op.who)
    if op.op == "lasting":
        change = "add" if str(op.amount).startswith("+") else "subtract"
        return {"lasting": {"modifies": {"value": op.extra, "who": who}, "by": {change: int(str(op.amount)[1:])},
                            "until": op.until or "attack"}}
    if op.op == "cancel_effects":
        return {"cancel": {"effects": who}}
    if op.op == "prevent":
        return {"prevent": "all" if op.amount == "all" else int(str(op.amount))}
    if op.op == "replace":  # Replacement Effect: resolves instead of the occurrence the interrupt is to
        return {"replace": {"do": [scenario_op(inner, trigger_fields) for inner in op.then]}}
    if op.op == "discard_encounter":  # the judged words' name; the model's op is discard_top (Discard)
        return {"discard_top": {"deck": "encounter", "count": _scenario_amount(op.amount)}}
    return _flow_op(op, trigger_fields)


# The ops whose inner ops the text's own words order: before/after (`then`, `this_way`, `otherwise`), an option
# (`may`), X defined (`where_x`); and an enemy's activation and a player's deck's top.
TWO_PART_OPS = {"then": ("do", "then"), "this_way": ("do", "then"), "otherwise": ("do", "else")}


def _flow_op(op: EffectOp, trigger_fields: dict[str, str]) -> dict | None:
    """A `then` (“Then”), `this_way`, `otherwise` (“Otherwise”), `may` (May), `where_x` (Non-Numerical Variable),
    `activate` (Enemy Activations: its mode by the player's form) or a player's `discard_top` as the scenario's op;
    None for any other op."""
    if op.op in TWO_PART_OPS:
        first, second = TWO_PART_OPS[op.op]
        return {op.op: {first: [scenario_op(inner, trigger_fields) for inner in op.before],
                        second: [scenario_op(inner, trigger_fields) for inner in op.then]}}
    if op.op == "discard_top":  # a player's deck: yours, or each player's (one op per player, in player order)
        deck = "you" if op.who == "you" else "HOLE: each player's deck: write one discard_top per player, in player order"
        return {"discard_top": {"deck": deck, "count": _scenario_amount(op.amount)}}
    if op.op == "discard_until":  # Encounter Deck: until a card with the criteria is discarded; it is result.found
        kind, _, trait = str(op.extra).partition("[")
        criteria = {"type": kind} if kind != "card" else {}
        if trait:
            criteria["trait"] = trait.rstrip("]")
        return {"discard_top": {"deck": "encounter", "until": criteria}}
    if op.op == "reveal":  # the card the discard "until" found
        return {"reveal": {"card": "result.found"}}
    if op.op == "spend_resources":  # the types the text names; the cards that generate them are the player's
        return {"spend_resources": {"resources": str(op.extra).split(),
                                    "spend": "HOLE: list the cards that generate these resources (cards in your hand "
                                             "to discard, or Resource abilities you use)"}}
    if op.op == "activate":
        activation = {"enemy": role_ref(op.who, trigger_fields) or role_hole(op.who), "target": "you"}
        if op.extra == "you scheme":  # "X schemes": the scheme mode, whatever the player's form
            activation["mode"] = "scheme"
        if op.boost is not None:
            activation["boost"] = op.boost
        return {"activate": activation}
    if op.op == "resolve_special":  # another card's Special ability (card_special.py)
        return card_special.scenario_op(op, role_ref(op.who, trigger_fields), role_hole)
    if card_search_attach.is_attach(op):  # the card found attached to another (card_search_attach.py)
        return card_search_attach.scenario_op(op, role_ref(str(op.extra)[len("attach "):], trigger_fields), role_hole)
    if op.op == "search":  # the encounter deck and its discard pile searched, the card revealed (card_search.py)
        return card_search.scenario_op(op)
    if op.op == "where_x":  # X as the card defines it, evaluated once (variables.py)
        return {"where_x": {"is": _amount_value(op, trigger_fields),
                            "do": [scenario_op(inner, trigger_fields) for inner in op.then]}}
    if op.op == "may":  # the option is the player's: both followed
        return {"may": {"do": [scenario_op(inner, trigger_fields) for inner in op.then], "label": op.words,
                        "pick": "explore"}}
    return None


def _player_op(op: EffectOp, fields: dict) -> dict | None:
    """A draw or encounter cards dealt as the scenario's op (a count, not an amount); None for any other op."""
    if op.op == "draw":
        return {"draw": {"who": "you", "count": fields["count"]}}
    if op.op == "deal_encounter":
        return {"deal_encounter": {"who": fields["who"], "count": fields["amount"]}}
    return None


def scenario_op(op: EffectOp, trigger_fields: dict[str, str]) -> dict:
    """One read op as the scenario's op (a mapping); a role or amount the scenario must give is a hole."""
    if op.who == "each-player" and op.op in EACH_PLAYER_OPS:  # “Each Player”: once per player, `you` that player
        return {"each_player": {"do": [scenario_op(replace(op, who="you"), trigger_fields)]}}
    compound = _compound_op(op, trigger_fields)
    if compound is not None:
        return compound
    if op.op in COUNTER_OPS:
        return counter_ops(op, trigger_fields)[0]
    who = role_ref(op.who, trigger_fields) or role_hole(op.who)
    fields: dict = {OP_FIELDS[op.op]: who}
    if op.amount is not None and (op.amount_of is not None or op.amount.startswith("all-but-")):
        fields["amount"] = _amount_value(op, trigger_fields)
    elif op.amount in ("trigger.amount", "X") or str(op.amount).startswith("this_way.") or "count(" in str(op.amount):
        fields["amount" if op.op != "draw" else "count"] = _scenario_amount(op.amount)
    elif op.amount is not None:
        if op.amount.endswith("*players"):
            number = op.amount.split("*")[0]
            fields["amount" if op.op != "draw" else "count"] = (
                f"HOLE: {number} per player: write {number} × the number of players")
        else:
            fields["amount" if op.op != "draw" else "count"] = int(op.amount)
    # an ability labeled (attack) or (thwart), by your identity; a draw; encounter cards dealt
    whole = labelled_op(op, fields, who) or _player_op(op, fields)
    if whole is not None:
        return whole
    if op.op == "give_status":
        fields["status"] = op.extra
    elif op.op in EXTRA_FIELDS:  # a keyword gained, a function a `cannot` forbids; for good or until …
        fields[EXTRA_FIELDS[op.op]] = op.extra
        if op.until:
            fields["until"] = op.until
    elif op.op == "move":
        fields["to"] = op.extra or "removed"
    elif op.op == "attack":
        fields |= {"target": "you"} | ({} if op.boost is None else {"boost": op.boost})
    return {op.op: fields}


def scenario_ops(effect: ReadEffect, trigger_fields: dict[str, str]) -> list:
    """The effect's ops as the scenario writes them: the costs (before "→") as one `cost` op that pays them and
    then runs the rest (scenario-format: "X to Y")."""
    costs = [op for op in effect.ops if op.cost]
    rest = [scenario_op(op, trigger_fields) for op in effect.ops if not op.cost]
    if len(costs) == 1 and costs[0].op == "remove_counter":
        # "remove 1 doom counter from X → Y": payable in full only when there is one (Ability: the cost is paid
        # first); so Y happens only then, after the counter is removed
        removal = counter_ops(costs[0], trigger_fields)[0]["if"]
        return [{"if": {"cond": removal["cond"], "then": removal["then"] + rest}}]
    paid = [scenario_op(op, trigger_fields) for op in costs]
    return [{"cost": {"pay": paid, "then": rest}}] if paid else rest


def find_role_holes(ops: list) -> list[str]:
    """The holes an op list holds (what the scenario must name), in words."""
    return [placeholder[len("HOLE:"):].strip() for _, placeholder in find_holes(ops)]
