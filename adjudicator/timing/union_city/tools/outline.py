"""What an outline means in this game: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the game's timing model, not this module, decides the order).

Union City Alliance (and, through it, the plain stack): a when effect listens for an event its parent
emits; an alert, rally, debut, defeat or overcome waits for the event its keyword names; a counter or gambit is
used in the Counter/Gambit phase of the damage its parent deals to its hero ("… for 5 damage").
"""
import re

from adjudicator.tools.outline import phrases
from adjudicator.tools.outline.games import OutlineGame, Tag, without_possessive
from adjudicator.tools.outline.reader import actor_of

UCA_CARD_ZONE = {"alert": "hand", "rally": "hand", "counter": "hand", "gambit": "active"}
OPENS_PHASE = ("counter", "gambit")


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


OUTLINE = UnionCityOutline  # registered through the model's `outline_module`
