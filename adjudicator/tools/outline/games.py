"""What an outline means in each game: the tags (the game's own timing words), and what a line does to
trigger the lines under it, so that the game's timing model (not this module) decides the order.

- Union City Alliance (and the plain stack): a when effect listens for an event its parent emits; an alert,
  rally, debut, defeat or overcome waits for the event its keyword names; a counter or gambit is used in the
  Counter/Gambit phase of the damage its parent deals to its hero ("… for 5 damage").
- Marvel Champions: the parent is one game occurrence; its forced interrupts and interrupts resolve in its
  when window, its forced responses and responses in its after window; a When Revealed, Boost or When
  Defeated line is the card the parent reveals, turns face up or defeats.
- Marvel: Skirmish! In New York: an immediate effect is the card the parent plays, an attack effect the card
  whose attack the parent makes, a permanent effect listens for the parent.
- Valiant Universe: the first line is one player attacking another; under it the attack, Chainable, defense
  and Counterattack Defense cards in the order played — one attack sequence.

Every game refuses what it cannot honour, pointing at the words (phrases.py).
"""
import logging
import re
from dataclasses import dataclass

from adjudicator.tools.outline import phrases
from adjudicator.tools.outline.reader import actor_of, slug

logger = logging.getLogger(__name__)

# Where a line's card sits, so that its ability is live (scenario-format.md, "Abilities").
UCA_CARD_ZONE = {"alert": "hand", "rally": "hand", "counter": "hand", "gambit": "active"}
OPENS_PHASE = ("counter", "gambit")
VALIANT_COHERENCE = 20  # the rulebook's setup: "Place a token on the "20" for each player Organization Coherence Tracker."


@dataclass(frozen=True)
class Tag:
    timing: str  # the timing class it compiles to
    meaning: str  # for the page's help
    rule: str  # a rule name of the game's rules.py, cited in the help


# The card a line is about, where the line says it with the verb of its tag: "Kurt is defeated", "Odysseus
# draws Scientific Genius", "Cataphracts are played". tag -> (verb before the card, verb after it).
CARD_VERBS = {
    "alert": ("draws?", "(?:is|are) drawn"),
    "rally": (None, "(?:enters?|(?:is|are) (?:put|moved|drawn))"),
    "debut": ("plays?", "(?:is|are) played"),
    "defeat": ("defeats?", "(?:is|are|gets|get) defeated"),
    "overcome": ("overcomes?", "(?:is|are|gets|get) overcome"),
    "when-defeated": ("defeats?", "(?:is|are|gets|get) defeated"),
    "when-revealed": ("reveals?", "(?:is|are) revealed"),
    "boost": ("(?:flips?|turns?)", "(?:is|are) (?:flipped|turned)"),
}


def without_possessive(name):
    return re.sub(r"['’]s?$", "", name.strip()) or name.strip()


def card_named_by_verb(label, tag):
    """The card a line names with its tag's verb ("Kurt is defeated" -> "Kurt", "Odysseus draws Scientific
    Genius" -> "Scientific Genius"), or None when the line does not say it that way."""
    if tag not in CARD_VERBS:
        return None
    before, after = CARD_VERBS[tag]
    subject = re.match(rf"(?P<name>{phrases.NAME})\s+{after}\b", label)
    if subject:
        return without_possessive(subject.group("name"))
    obj = re.search(rf"\b{before}\s+(?P<name>{phrases.NAME})", label) if before else None
    return without_possessive(obj.group("name")) if obj else None


def revealer_named(label):
    """Who a line says reveals its card ("Spider-Man reveals Shadow of the Past", "Shadow of the Past is revealed
    by Spider-Man" -> "Spider-Man"), or None."""
    found = (re.match(rf"(?P<name>{phrases.NAME})\s+reveals?\s+\S", label)
             or re.search(rf"\b(?:is|are)\s+revealed\s+by\s+(?P<name>{phrases.NAME})", label))
    return without_possessive(found.group("name")) if found else None


def leading_name(label):
    """The capitalised name a line begins with ("Kang plays Leader" -> "Kang"), or None."""
    match = re.match(phrases.NAME, label)
    return without_possessive(match.group(0)) if match else None


class OutlineGame:
    slug = ""
    tags = {}  # tag -> Tag, in help order
    aliases = {}  # other spellings -> tag
    refused = {}  # tag -> why it has no line
    untagged = None  # the tag a line without one gets; None: a tag is required
    player_type = "hero"
    other_type = "enemy"

    def model(self):
        """The game's timing model, or None when no game has one (its package is not there). A model that
        raises while it is made is logged and named by `model_error`, and None here: a model still being
        written must not break outlines of the other games, nor pass for an absent one."""
        from adjudicator.timing import registry

        try:
            cls = registry.load(self.slug)
        except KeyError:
            return None
        try:
            return cls()
        except Exception as error:  # noqa: BLE001 - any error of a model's own code: logged here, shown by the compiler
            logger.exception("outline mode: the timing model of %s could not be loaded", self.slug)
            self.model_error = f"{type(error).__name__}: {error}"
            return None

    model_error = ""  # why model() gave None although the game has a model (set by model())

    def tag_list(self):
        return ", ".join(f"[{t}]" for t in self.tags)

    def help(self):
        """[(tag, meaning, rule name)] for the page."""
        return [(f"[{tag}]", spec.meaning, spec.rule) for tag, spec in self.tags.items()]

    def card_name(self, c, line):
        """The name of the card a line's ability is on, as the steps say it ("Kurt is defeated", not "Kurt is
        defeated is defeated"): the card the line names with its tag's verb, else the line itself. The effect
        keeps the line as its label, so the steps that name the effect still say the line."""
        return card_named_by_verb(line.label, line.tag) or line.label

    def linking_events(self, lines):
        """{event name: words}: the events a compiled outline emits only so that the lines under a line can
        wait for it (`cause-PARENT`: the parent's effect happening), said as the outline's own line."""
        return {f"cause-{line.effect_id}": line.label for line in lines if line.children}

    # -- hooks ---------------------------------------------------------------------------------------
    def before_phrases(self, c):
        """Players the lines imply, before the phrases are read (they name the damage's targets)."""

    def check(self, c):
        """Game checks, after every line has its timing class and phrases."""

    def document(self, c, order):
        """The scenario's players, entities, abilities, start and choices."""
        raise NotImplementedError

    # -- shared helpers ---------------------------------------------------------------------------------
    def refuse_phrases(self, c, line, kinds, why):
        for what, words in line.phrases.all_words():
            if what in kinds:
                c.problem(line, why.format(what=what), words)

    def damage_ops(self, c, line):
        ops = []
        for damage in line.phrases.damage:
            if not damage.targets:
                continue
            targets = [c.entity_for(t) for t in damage.targets]
            op = {"to": targets[0] if len(targets) == 1 else targets, "amount": damage.amount}
            if damage.source:
                op["source"] = c.entity_for(damage.source)
            if damage.critical:
                op["critical"] = True
            ops.append({"deal_damage": op})
        return ops

    @staticmethod
    def assemble(players, entities, abilities, start, choices):
        """The scenario document, its keys in the order every game's outline writes them (players, entities,
        abilities, start, choices), leaving out an empty players list, abilities map or choices."""
        doc = {"players": players} if players else {}
        doc["entities"] = entities
        if abilities:
            doc["abilities"] = abilities
        doc["start"] = start
        if choices:
            doc["choices"] = choices
        return doc

    def players_and_named(self, c):
        entities = {pid: {"type": self.player_type, "name": name} for pid, name in c.players}
        for eid, name in c.named.items():
            if eid not in entities:
                entities[eid] = {"type": self.other_type, "name": name}
        return entities


# -- Union City Alliance and the plain stack -------------------------------------------------------------
class UnionCityOutline(OutlineGame):
    slug = "union-city-alliance"
    tags = {
        "when": Tag("when", "a when effect of the line above it (no tag means this)", "when-effects"),
        "alert": Tag("alert", "its card was put in a hand by the line above", "alert"),
        "first": Tag("first", "goes first, before the line above it", "first-effects"),
        "counter": Tag("counter", "used in the Counter/Gambit phase of the damage the line above deals to the "
                                  "hero this line begins with", "counters-and-gambits"),
        "gambit": Tag("gambit", "the same, from the active area", "counters-and-gambits"),
        "defeat": Tag("defeat", "the line above defeated its card", "defeat-effect"),
        "overcome": Tag("overcome", "the line above overcame its card", "when-effects"),
        "debut": Tag("debut", "the line above played its card", "debuts"),
        "rally": Tag("rally", "the line above put its card in a hero's area for the first time", "rally"),
        "phase-start": Tag("phase-start", "triggered by the start of a phase", "start-and-end-of-phase-effects"),
        "phase-end": Tag("phase-end", "triggered by the end of a phase", "start-and-end-of-phase-effects"),
    }
    aliases = {"start-of-phase": "phase-start", "end-of-phase": "phase-end", "alerts": "alert"}
    refused = {"modifier": "a modifier is not an effect: it changes a value as it is computed and never joins a "
                           "chain (Modifiers), so it has no line in an outline"}
    untagged = "when"
    by_event = ("when", "phase-start", "phase-end", "triggered")

    def before_phrases(self, c):
        names = c.player_names()
        for line in c.lines[1:]:
            if line.timing in OPENS_PHASE:
                hero = actor_of(line.label, names)
                if hero is None:
                    c.problem(line, f"a {line.timing} line begins with the hero who uses it, e.g. "
                                    "\"Odysseus uses Trojan Horse [counter]\"")
                    continue
                line.hero = c.add_player(hero)

    def heroes(self, c):
        return {pid for pid, _ in c.players}

    def check(self, c):
        declared = "players" in c.headers
        heroes = self.heroes(c)
        for line in c.lines:
            self.refuse_phrases(c, line, ("reduction",), "reducing damage is a modifier in Union City Alliance "
                                                         "(Modifiers): outline mode does not write one; use the "
                                                         "editor")
            if line.timing not in OPENS_PHASE:
                self.refuse_phrases(c, line, ("defense",), "defense is gained in a Counter/Gambit phase: only a "
                                                           "[counter] or [gambit] line gains it")
            for damage in line.phrases.damage:
                if not damage.targets:
                    c.problem(line, phrases.untargeted(damage), damage.words)
                    continue
                # Who is a hero: the players, and whoever uses a counter or gambit; then the other side of
                # damage a hero deals or is dealt is an enemy. Otherwise the outline cannot tell: it asks.
                sides = [n for n in (damage.source, *damage.targets) if n]
                if not declared and not any(self.is_hero(c, n, heroes) for n in sides):
                    c.problem(line, "who here is a hero? List the heroes with `players: …` (anyone else dealt "
                                    "damage, or dealing it, is an enemy)", damage.words)
        self.check_phases(c)

    def is_hero(self, c, name, heroes):
        return any(player.lower() == name.lower() for pid, player in c.players if pid in heroes)

    def check_phases(self, c):
        """Each counter's hero is dealt damage by its parent; one Counter/Gambit phase per hero."""
        owner_of = {}
        asked = set()
        for line in c.lines[1:]:
            if line.hero is None:
                continue
            parent = line.parent
            dealt = {c.entity_for(t) for d in parent.phrases.damage for t in d.targets}
            if not parent.phrases.damage:
                if parent.number not in asked:
                    asked.add(parent.number)
                    c.problem(parent, f"the {line.timing}s under this line are used in the Counter/Gambit phase of "
                                      "the damage it deals: say how much, e.g. \"… assaults Odysseus for 5 damage\"")
                continue
            if line.hero not in dealt:
                c.problem(line, f"{dict(c.players)[line.hero]} is not dealt damage by line {parent.number}, so "
                                f"there is no Counter/Gambit phase of theirs to use this {line.timing} in")
                continue
            owner = owner_of.setdefault(line.hero, parent)
            if owner is not parent:
                first = next(ch for ch in owner.children if ch.hero == line.hero)
                c.problem(line, f"{dict(c.players)[line.hero]} already uses counters/gambits in the phase opened "
                                f"under line {owner.number} (line {first.number}); an outline gives each hero one "
                                "Counter/Gambit phase")

    def ops_of(self, c, line):
        """What a line's effect does: the damage it says, then the event each child waits for, in line order."""
        ops = self.damage_ops(c, line)
        for child in line.children:
            card = child.id
            if child.timing in self.by_event:
                ops.append({"emit": {"event": f"cause-{child.id}"}})
            elif child.timing in ("alert", "rally"):
                ops.append({"emit": {"event": "moved", "card": card, "from": "deck", "to": "hand"}})
            elif child.timing == "debut":
                ops.append({"emit": {"event": "played", "card": card}})
            elif child.timing in ("defeat", "overcome"):
                verb = "defeated" if child.timing == "defeat" else "overcome"
                ops.append({"emit": {"event": verb, "target": card}})
        return ops

    def linking_events(self, lines):
        """Here each when line waits for its own event (`cause-ID`), which the line above it emits."""
        return {f"cause-{line.id}": f"{line.parent.label} causes {line.label} (line {line.number})"
                for line in lines if line.parent is not None and line.timing in self.by_event}

    def ability_of(self, c, line):
        ability = {"card": line.id, "timing": line.timing, "label": line.label, "kind": line.id}
        if line.timing in self.by_event:
            ability["on"] = {"event": f"cause-{line.id}"}
        elif line.timing == "first":
            ability["on"] = {"effect": line.parent.id}
        ops = [{"gain_defense": amount} for amount, _ in line.phrases.defense] if line.timing in OPENS_PHASE else []
        ability["do"] = ops + self.ops_of(c, line)
        return ability

    def card_name(self, c, line):
        """A counter's or gambit's card is what its hero uses ("Odysseus uses Trojan Horse: gains 2 defense"
        -> "Trojan Horse"), so the phase says "Odysseus uses the counter of Trojan Horse"."""
        if line.hero is None:
            return super().card_name(c, line)
        hero = dict(c.players)[line.hero]
        rest = line.phrases.name_in(line.label)
        if rest.lower().startswith(hero.lower()):
            rest = rest[len(hero):]
        rest = re.sub(r"^(?:['’]s?\s+|\s+(?:uses|plays|discards|activates)\s+(?:the\s+(?:counter|gambit)\s+of\s+)?)",
                      "", rest)
        rest = re.split(r"[:;,]", rest)[0].strip()
        if rest[:1].islower():  # "Odysseus blocks with Trojan Horse": the name in it
            found = re.search(phrases.NAME, rest)
            rest = without_possessive(found.group(0)) if found else ""
        rest = re.sub(r"(?:\s+[a-z]\S*)+\s*$", "", rest).strip()  # "Trojan Horse gains" -> "Trojan Horse"
        return rest or line.label

    def card_of(self, c, line):
        card = {"type": "card", "name": self.card_name(c, line), "zone": UCA_CARD_ZONE.get(line.timing, "board")}
        if line.hero:
            card["owner"] = line.hero
        return card

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]
        abilities = {line.id: self.ability_of(c, line) for line in rest}
        start_effect = {"label": start.label, "kind": start.id, "do": self.ops_of(c, start)}
        entities = self.players_and_named(c)
        for line in rest:
            entities[line.id] = self.card_of(c, line)
        choices = {}
        if order is not None:
            choices["order"] = order
        counters = [line.id for line in rest if line.timing in OPENS_PHASE]
        if counters:
            choices["counters"] = counters
        return self.assemble([pid for pid, _ in c.players], entities, abilities, start_effect, choices)


NO_STACK_PHASE = ("the plain stack has no Counter/Gambit phase (a rule of Union City Alliance): a {tag} is "
                  "used in one, so it has no line on the stack")


class StackOutline(UnionCityOutline):
    """A Union City Alliance outline read on the plain stack: every line that something above it causes
    becomes a `triggered` ability waiting for its own event, the stack's one class (timing/stack/rules.py)."""
    slug = "stack"
    tags = dict(UnionCityOutline.tags, triggered=Tag("triggered", "the same as no tag on the plain stack",
                                                     "when-effects"))
    by_event = ("when", "phase-start", "phase-end", "triggered", "alert", "rally", "debut", "defeat", "overcome")
    refused = dict(UnionCityOutline.refused,
                   counter=NO_STACK_PHASE.format(tag="counter"), gambit=NO_STACK_PHASE.format(tag="gambit"),
                   first="the plain stack has no \"first\" effects (a rule of Union City Alliance): every effect "
                         "resolves after the one that caused it has begun")

    def ability_of(self, c, line):
        ability = super().ability_of(c, line)
        ability["timing"] = "triggered"
        ability["zones"] = [self.card_of(c, line)["zone"]]  # its card works where the outline puts it (an alert's: the hand)
        return ability


# -- Marvel Champions --------------------------------------------------------------------------------------
WINDOW_CLASSES = ("forced-interrupt", "interrupt", "forced-response", "response")


class ChampionsOutline(OutlineGame):
    slug = "marvel-champions"
    tags = {
        "forced-interrupt": Tag("forced-interrupt", "must resolve when the line above happens, before it does, and "
                                                    "before any plain interrupt", "forced-trigger"),
        "interrupt": Tag("interrupt", "resolves when the line above happens, before it does", "interrupt"),
        "forced-response": Tag("forced-response", "must resolve after the line above has happened, before any "
                                                  "plain response", "forced-trigger"),
        "response": Tag("response", "resolves after the line above has happened", "response"),
        "when-revealed": Tag("constant", "its card is revealed by the line above", "when-revealed"),
        "boost": Tag("constant", "its card is turned face up as a boost card by the line above", "boost-ability"),
        "when-defeated": Tag("when-defeated", "its card is defeated by the line above", "when-defeated"),
    }
    aliases = {"forced-interrupts": "forced-interrupt", "interrupts": "interrupt", "responses": "response",
               "forced-responses": "forced-response", "revealed": "when-revealed", "defeated": "when-defeated",
               "when-revealed-ability": "when-revealed", "when-defeated-ability": "when-defeated"}
    player_type = "hero"
    other_type = "villain"

    def before_phrases(self, c):
        """Who reveals a When Revealed line's card, where the line says it ("Spider-Man reveals Shadow of the
        Past", "Shadow of the Past is revealed by Spider-Man"): a player, since "a player flips the card
        faceup" (Reveal), so a name not in `players:` is added to them. A line that names no one leaves the
        card revealed by no one named: nothing is guessed."""
        names = c.player_names()
        for line in c.lines[1:]:
            if line.tag == "when-revealed":
                named = revealer_named(line.label)
                if named:
                    line.revealer = c.add_player(next((p for p in names if p.lower() == named.lower()), named))

    def check(self, c):
        for line in c.lines:
            self.refuse_phrases(c, line, ("defense", "reduction"), "outline mode reads damage dealt in Marvel "
                                                                   "Champions, not {what}: write it in the editor")
            for damage in line.phrases.damage:
                if not damage.targets:
                    c.problem(line, phrases.untargeted(damage), damage.words)

    def ops_of(self, c, line):
        """The line's occurrence (with its damage inside it) where its first window child needs it, and each
        card it reveals, flips or defeats, in line order."""
        damage = self.damage_ops(c, line)
        ops, occurred = [], False
        for child in line.children:
            if child.timing in WINDOW_CLASSES:
                if not occurred:
                    event = {"event": f"cause-{line.effect_id}"}
                    ops.append({"occur": {"emit": event, "do": damage}} if damage else {"emit": event})
                    occurred = True
            elif child.tag == "when-revealed":
                revealed = {"event": "revealed", "card": child.id}
                if getattr(child, "revealer", None):
                    revealed["who"] = child.revealer
                ops.append({"emit": revealed})
            elif child.tag == "boost":
                ops.append({"emit": {"event": "boost_flipped", "card": child.id}})
            elif child.tag == "when-defeated":
                ops.append({"defeat": {"target": child.id}})
        return ops if occurred else damage + ops

    def card_name(self, c, line):
        """A When Revealed, Boost or When Defeated line is its card's own ability, so the card is whom the line
        is about ("Hydra Soldier explodes" -> "Hydra Soldier is defeated"), unless that is a player."""
        named = card_named_by_verb(line.label, line.tag)
        if named or line.tag not in ("when-revealed", "boost", "when-defeated"):
            return named or line.label
        subject = leading_name(line.label)
        players = {name.lower() for name in c.player_names()}
        return subject if subject and subject.lower() not in players else line.label

    def ability_of(self, c, line):
        ability = {"card": line.id, "timing": line.timing, "label": line.label}
        if line.timing in WINDOW_CLASSES:
            ability["on"] = {"event": f"cause-{line.parent.effect_id}"}
        elif line.tag == "when-revealed":
            ability["on"] = {"event": "revealed", "card": "this"}
        elif line.tag == "boost":
            ability["on"] = {"event": "boost_flipped", "card": "this"}
        ability["do"] = self.ops_of(c, line)
        return ability

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]
        abilities = {line.id: self.ability_of(c, line) for line in rest}
        start_ops = self.ops_of(c, start)  # before the entities: its phrases name some
        entities = self.players_and_named(c)
        for line in rest:
            kind = {"when-revealed": "treachery", "boost": "treachery", "when-defeated": "minion"}.get(line.tag, "support")
            entities[line.id] = {"type": kind, "name": self.card_name(c, line), "zone": "play"}
        return self.assemble([pid for pid, _ in c.players], entities, abilities,
                             {"label": start.label, "do": start_ops}, {"order": order} if order is not None else None)


# -- Marvel: Skirmish! In New York -----------------------------------------------------------------------
class SkirmishOutline(OutlineGame):
    slug = "marvel-skirmish"
    tags = {
        "immediate": Tag("immediate", "its card is played by the line above", "immediate"),
        "attack-effect": Tag("attack-effect", "its card attacked in the line above", "attack-effect"),
        "permanent": Tag("permanent", "a permanent effect that the line above sets off", "about-the-cards"),
    }
    aliases = {"immediate-effect": "immediate", "attack": "attack-effect", "permanent-effect": "permanent"}
    refused = {"one-time": "a one-time effect is used when its player decides, never triggered by another line: "
                           "write it as the first line"}

    def check(self, c):
        for line in c.lines:
            self.refuse_phrases(c, line, ("damage", "defense", "reduction"),
                                "outline mode does not deal {what} in Marvel: Skirmish (cards, slots and health "
                                "live in the editor): write it there")

    def card_name(self, c, line):
        """An immediate or attack effect is its card's own: the card is whom the line is about ("Kang plays
        Leader from the discard pile" is Kang's immediate effect), so "Kang was just placed"."""
        if line.timing in ("immediate", "attack-effect"):
            return leading_name(line.label) or line.label
        return line.label

    def ops_of(self, line):
        ops, told = [], False
        for child in line.children:
            if child.timing == "immediate":
                ops.append({"emit": {"event": "played", "card": child.id}})
            elif child.timing == "attack-effect":
                ops.append({"emit": {"event": "attack_done", "by": child.id}})
            elif not told:
                ops.append({"emit": {"event": f"cause-{line.effect_id}"}})
                told = True
        return ops

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]
        abilities = {}
        for line in rest:
            ability = {"card": line.id, "timing": line.timing, "label": line.label}
            if line.timing == "permanent":
                ability["on"] = {"event": f"cause-{line.parent.effect_id}"}
            ability["do"] = self.ops_of(line)
            abilities[line.id] = ability
        entities = {line.id: {"type": "card", "name": self.card_name(c, line), "zone": "board"} for line in rest}
        return self.assemble(None, entities, abilities, {"label": start.label, "do": self.ops_of(start)},
                             {"order": order} if order is not None else None)


# -- Valiant Universe -------------------------------------------------------------------------------------
class ValiantOutline(OutlineGame):
    slug = "valiant-universe"
    tags = {
        "attack": Tag("attack", "an attack card, played in this order: its damage and the Sector it comes from "
                                "(\"… for 2 damage from Telesthesia (level 2, block 2)\"; \"(Chainable)\" if the card "
                                "has the keyword)", "card-actions"),
        "chainable": Tag("chainable", "a card played for its Chainable keyword: one more attack", "chainable"),
        "defense": Tag("defense", "the defender's Standard Defense against an attack (\"reduces 2 damage against "
                                  "Sneak Attack\")", "standard-defense"),
        "counterattack": Tag("counterattack", "a Counterattack Defense: the attack cards under it strike back",
                             "counterattack-defense"),
    }
    aliases = {"counterattack-defense": "counterattack", "standard-defense": "defense", "attacks": "attack"}
    player_type = "organization"

    def before_phrases(self, c):
        start = c.lines[0]
        import re

        self.sectors = {}  # sector id -> what the lines say of it
        names = c.player_names()
        attacker = actor_of(start.label, names)
        match = re.search(rf"\battacks\s+(?P<name>{phrases.NAME})", start.label)
        if attacker is None or match is None:
            c.problem(start, "the first line is one player attacking another, e.g. \"Amy attacks Neil\"")
            self.sides = None
            return
        self.sides = (c.add_player(attacker), c.add_player(match.group("name")))
        if self.sides[0] == self.sides[1]:
            c.problem(start, "a player does not attack their own Organization")

    def check(self, c):
        start = c.lines[0]
        self.refuse_phrases(c, start, ("damage", "defense", "reduction"),
                            "the first line only says who attacks whom; each attack card says its damage")
        if not self.sides:
            return  # who attacks whom is unknown: the lines under it cannot be placed on a side
        for line in c.lines[1:]:
            self.refuse_phrases(c, line, ("defense",), "a Valiant defense reduces damage: write \"reduces 2 damage\"")
            inside_counter = line.parent.timing == "counterattack"
            if line.parent is not start and not inside_counter:
                c.problem(line, "only a Counterattack Defense has cards under it: put this line under the first "
                                "line (the attack sequence) or under a [counterattack]")
                continue
            if inside_counter and line.timing == "counterattack":
                c.problem(line, "a counterattack is answered by defenses, not by another counterattack")
            if line.timing == "attack":
                self.check_attack(c, line)
            else:
                self.refuse_phrases(c, line, ("damage",), "only an [attack] card deals damage")
            if line.timing == "defense":
                self.check_defense(c, line)
            elif line.phrases.reduce:
                self.refuse_phrases(c, line, ("reduction",), "only a [defense] card reduces damage")
        self.check_sectors(c)

    def check_attack(self, c, line):
        damage = line.phrases.damage
        if not damage:
            c.problem(line, "say how much damage the attack deals, e.g. \"Sneak Attack for 2 damage\"")
        elif len(damage) > 1:
            c.problem(line, "an attack card deals its damage once: give one amount", damage[1].words)
        elif damage[0].targets:
            c.problem(line, "an attack in an outline strikes the defending player; to aim at a Sector, use the editor",
                      damage[0].words)
        self.check_origin(c, line)

    def check_origin(self, c, line):
        """Making an Attack: a card's attack comes from one of its player's own Sectors, placed on the grid."""
        origin = line.phrases.origin
        if origin is None:
            c.problem(line, "say which of the player's Sectors the attack comes from, with its place on the grid: "
                            "\"… from Telesthesia (level 2, block 2)\"")
            return
        name, level, column, words = origin
        owner = self.sides[0] if self.on_attacking_side(line) else self.sides[1]
        c.taken.add(slug(name))  # no line's id may be the Sector's
        sector = self.sectors.setdefault(slug(name), {"name": name, "owner": owner, "level": None, "column": None,
                                                      "line": line, "words": words})
        if sector["owner"] != owner:
            c.problem(line, f"{name} is the other player's Sector (line {sector['line'].number}); an attack comes from "
                            "one of its own player's Sectors", words)
        if level is not None:
            if sector["level"] is not None and (sector["level"], sector["column"]) != (level, column):
                c.problem(line, f"{name} is placed at level {sector['level']}, block {sector['column']} on line "
                                f"{sector['line'].number}", words)
            sector["level"], sector["column"] = level, column
        line.origin = slug(name)

    def check_sectors(self, c):
        for sector in self.sectors.values():
            if sector["level"] is None:
                c.problem(sector["line"], f"where is {sector['name']}? Give its place once: \"from {sector['name']} "
                                          "(level 2, block 2)\"", sector["words"])

    def attacks_of(self, line):
        return [ch for ch in line.parent.children if ch.timing in ("attack", "chainable")]

    def check_defense(self, c, line):
        if len(line.phrases.reduce) != 1:
            c.problem(line, "say how much the defense reduces, e.g. \"Shield reduces 1 damage\" (a Standard "
                            "Defense icon reduces 2)")
        attacks = [a for a in self.attacks_of(line) if a.timing == "attack"]
        if line.phrases.against:
            name = line.phrases.against.text
            matches = [a for a in attacks if phrases_match(name, a.label)]
            if len(matches) != 1:
                c.problem(line, f"“{name}” must name exactly one attack of this sequence "
                                f"({', '.join(a.label for a in attacks) or 'there is none'})", line.phrases.against)
            else:
                line.against = matches[0]
        elif len(attacks) == 1:
            line.against = attacks[0]
        else:
            c.problem(line, "say which attack it answers: \"… against Sneak Attack\" (each attack is defended "
                            "against separately)")

    def items(self, lines, target):
        found = []
        for line in lines:
            if line.timing == "attack":
                found.append({"play": line.id, "target": target, "origin": getattr(line, "origin", None)})
            elif line.timing == "chainable":
                found.append({"play": line.id})
        return found

    def entries(self, lines, attacker):
        found = []
        for line in lines:
            if line.timing == "defense" and getattr(line, "against", None) is not None:
                found.append({"play": line.id, "against": line.against.id})
            elif line.timing == "counterattack":
                entry = {"play": line.id, "attacks": self.items(line.children, attacker)}
                defenses = self.entries(line.children, None)
                if defenses:
                    entry["defenses"] = defenses
                found.append(entry)
        return found

    def document(self, c, order):
        start, rest = c.lines[0], c.lines[1:]
        if not self.sides:
            return {}
        attacker, defender = self.sides
        abilities, entities = {}, self.players_and_named(c)
        for pid in (attacker, defender):
            entities[pid]["coherence"] = VALIANT_COHERENCE
        for sid, sector in self.sectors.items():
            entities[sid] = {"type": "sector", "name": sector["name"], "owner": sector["owner"],
                             "level": sector["level"], "column": sector["column"]}
        for line in rest:
            owner = attacker if self.on_attacking_side(line) else defender
            name = self.card_name(c, line)
            card = {"type": "card", "name": name, "owner": owner, "zone": "hand"}
            if line.phrases.keywords:
                card["keywords"] = list(line.phrases.keywords)
            entities[line.id] = card
            ops = []
            if line.timing == "attack" and line.phrases.damage:
                ops = [{"deal_damage": {"to": "trigger.target", "amount": line.phrases.damage[0].amount}}]
            elif line.timing == "defense" and line.phrases.reduce:
                ops = [{"reduce": line.phrases.reduce[0][0]}]
            abilities[line.id] = {"card": line.id, "timing": line.timing, "label": name, "do": ops}
        sequence = {"attacker": attacker, "defender": defender,
                    "attacks": self.items(start.children, defender),
                    "defenses": self.entries(start.children, attacker)}
        doc = {"players": [attacker, defender], "entities": entities, "abilities": abilities,
               "start": {"label": start.label, "by": attacker, "do": [{"attack_sequence": sequence}]}}
        if order is not None:
            doc["choices"] = {"order": order}
        return doc

    def card_name(self, c, line):
        """A card is named by what its line says before the phrases ("Infiltration's Sneak Attack (Chainable)
        for 2 damage from Telesthesia" -> "Infiltration's Sneak Attack"): the steps say the damage, the
        keyword and the Sector themselves. It names the card's effect too."""
        return line.phrases.name_in(line.label) or line.label

    def on_attacking_side(self, line):
        """Cards of the attack are the attacker's; the defender answers; a counterattack's own attacks are the
        defender's and the answers to them the attacker's."""
        if line.parent.timing == "counterattack":
            return line.timing == "defense"
        return line.timing in ("attack", "chainable")


def phrases_match(name, label):
    from adjudicator.tools.outline.reader import contains, words_of

    return contains(words_of(label), words_of(name))


GAMES = {game.slug: game for game in (UnionCityOutline, ChampionsOutline, SkirmishOutline, ValiantOutline,
                                      StackOutline)}
