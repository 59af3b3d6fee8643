"""What an outline means in this game: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the game's timing model, not this module, decides the order).

Valiant Universe: the first line is one player attacking another; under it the attack, Chainable, defense
and Counterattack Defense cards in the order played — one attack sequence.
"""
from adjudicator.tools.outline import phrases
from adjudicator.tools.outline.games import OutlineGame, Tag, phrases_match
from adjudicator.tools.outline.reader import actor_of, slug

VALIANT_COHERENCE = 20  # the rulebook's setup: "Place a token on the "20" for each player Organization Coherence Tracker."


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


OUTLINE = ValiantOutline  # registered through the model's `outline_module`
