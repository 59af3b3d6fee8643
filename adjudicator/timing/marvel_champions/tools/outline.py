"""What an outline means in this game: its tags and what a line does to trigger the lines under it
(outline mode, adjudicator/tools/outline; the game's timing model, not this module, decides the order).

Marvel Champions: the parent is one game occurrence; its forced interrupts and interrupts resolve in its
when window, its forced responses and responses in its after window; a When Revealed, Boost or When
Defeated line is the card the parent reveals, turns face up or defeats.
"""
import re

from adjudicator.grammar import possessive
from adjudicator.tools.outline import phrases
from adjudicator.tools.outline.games import (
    OutlineGame,
    Tag,
    card_named_by_verb,
    leading_name,
    revealer_named,
    without_possessive,
)


# -- Marvel Champions --------------------------------------------------------------------------------------
WINDOW_CLASSES = ("forced-would-interrupt", "would-interrupt", "forced-interrupt", "interrupt", "forced-response",
                  "response")
INTERRUPT_CLASSES = ("forced-would-interrupt", "would-interrupt", "forced-interrupt", "interrupt")
CARD_PHRASE_RE = re.compile(r"\s*\(card\s+(?P<card>[^()#]+?)\s*(?:#(?P<n>\d+))?\)\s*$", re.I)
CANCEL_RE = re.compile(rf"\bcancels?\s+(?:the\s+effects\s+of\s+)?(?P<name>{phrases.NAME})")
# The timing class the card reader reads -> the outline's tag for it.
CARD_TAGS = {"forced-would-interrupt": "forced-would-interrupt", "would-interrupt": "would-interrupt",
             "forced-interrupt": "forced-interrupt", "interrupt": "interrupt", "forced-response": "forced-response",
             "response": "response", "when-revealed": "when-revealed"}


def _leading_name(label: str) -> str | None:
    """The whole name a line begins with ("Spider-Man's Backflip", "Porch Light"), or None."""
    leading = re.match(phrases.NAME, label)
    return leading.group(0).strip() if leading else None


def _names_inside(name: str) -> list[str]:
    """The names inside a possessive leading name ("Rhino's Charge" -> Charge, Rhino): a card of one of these
    names is only part of the line's words, so it is asked about, never taken."""
    owned = re.match(r"(?P<owner>.+?)['’]s\s+(?P<owned>.+)$", name)
    return [owned["owned"], owned["owner"]] if owned else []


def _type_of(card: dict) -> str:
    """The entity type a card's type gives, as `card:` gives it (card_entities)."""
    from adjudicator.timing.marvel_champions.card_scenario import TYPES

    return TYPES.get(card["type_code"], card["type_code"].replace("_", "-"))


class ChampionsOutline(OutlineGame):
    slug = "marvel-champions"
    tags = {
        "forced-interrupt": Tag("forced-interrupt", "must resolve when the line above happens, before it does, and "
                                                    "before any plain interrupt", "forced-trigger"),
        "interrupt": Tag("interrupt", "resolves when the line above happens, before it does", "interrupt"),
        # “Would”: an interrupt whose triggering condition says "would" has "a higher timing priority" than those
        # to the same triggering condition without the word
        "forced-would-interrupt": Tag("forced-would-interrupt", "its trigger says “would”: must resolve when the line "
                                      "above is about to happen, before every interrupt without the word", "would"),
        "would-interrupt": Tag("would-interrupt", "its trigger says “would”: resolves when the line above is about "
                               "to happen, before every interrupt without the word", "would"),
        "forced-response": Tag("forced-response", "must resolve after the line above has happened, before any "
                                                  "plain response", "forced-trigger"),
        "response": Tag("response", "resolves after the line above has happened", "response"),
        "when-revealed": Tag("constant", "its card is revealed by the line above", "when-revealed"),
        "boost": Tag("constant", "its card is turned face up as a boost card by the line above", "boost-ability"),
        "when-defeated": Tag("when-defeated", "its card is defeated by the line above", "when-defeated"),
    }
    aliases = {"forced-would-interrupts": "forced-would-interrupt", "would-interrupts": "would-interrupt",
               "forced-interrupts": "forced-interrupt", "interrupts": "interrupt", "responses": "response",
               "forced-responses": "forced-response", "revealed": "when-revealed", "defeated": "when-defeated",
               "when-revealed-ability": "when-revealed", "when-defeated-ability": "when-defeated"}
    player_type = "hero"
    other_type = "villain"
    untagged_hint = ", or name its card: (card CODE) or (card NAME #N), or begin the line with the card's name"

    def read_card(self, c, line):
        """The card a line names, where the rules library has the cards (card_entities): by `(card CODE)`,
        `(card NAME)` or `(card NAME #N)` at the end of the line, or, on a line with no tag, by the card's name the
        line begins with ("Black Widow cancels Stampede"; "Porch Light deals 1 damage": the whole name it begins with; a card named only inside that name,
        "Rhino's Charge", is asked about).
        The card names the line's card and gives its printed keywords; on a line with no tag, its triggered
        ability (the card reader's Nth, or its only one) gives the tag. Several cards of one name, several
        abilities, an unknown card in `(card …)`: a problem at the line, never a guess."""
        from adjudicator.timing.marvel_champions.card_entities import find_card

        line.card = None
        phrase = CARD_PHRASE_RE.search(line.label)
        number = None
        if phrase:
            line.label = line.label[:phrase.start()].rstrip()
            card, problem = find_card(phrase["card"])
            if problem:
                c.problem(line, f"(card {phrase['card']}): {problem}")
                return
            number = int(phrase["n"]) if phrase["n"] else None
        elif line.tag is None:
            card = self._card_the_line_begins_with(c, line)
            if card is None:
                return
        else:
            return
        line.card = card
        line.card_fields = [f"name: {card['name']}", f"type: {_type_of(card)}"]
        if line.tag is None or number is not None:
            tag = self._tag_from_card(c, line, card, number)
            if tag and line.tag is None:
                line.tag = tag

    def _card_the_line_begins_with(self, c, line):
        """The one card whose name is the whole name the line begins with; a name several cards share, or a
        card named only inside it ("Rhino's Charge": Charge), is a problem at the line naming the cards."""
        from adjudicator.timing.marvel_champions.card_entities import named_cards

        name = _leading_name(line.label)
        if name is None:
            return None
        found = named_cards(name)
        if len(found) > 1:
            choices = ", ".join(f"{card['code']} ({card['type_code'].replace('_', ' ')})" for card in found)
            c.problem(line, f"several cards are named {name!r}: {choices}; say which with (card CODE) "
                            "at the end of the line")
            return None
        if found:
            return found[0]
        inside = [(part, card) for part in _names_inside(name) for card in named_cards(part)]
        if inside:
            cards = "; ".join(f"{part!r} is card {card['code']} ({card['type_code'].replace('_', ' ')})"
                              for part, card in inside)
            c.problem(line, f"{name!r} is no card's name, but {cards}: to take a card from the library, write "
                            f"(card {inside[0][1]['code']}) at the end of the line; or write a tag: {self.tag_list()}")
        return None

    def _tag_from_card(self, c, line, card, number):
        from adjudicator.timing.marvel_champions.card_abilities import read_abilities

        read = [ability for ability in read_abilities(card.get("text", ""), card["name"]) if ability.timing]
        listed = "; ".join(f"#{n} {a.trigger}" + (f" ({a.clause})" if a.clause else "") for n, a in enumerate(read, 1))
        if number is not None:
            if not 1 <= number <= len(read):
                c.problem(line, f"card {card['code']} has {len(read)} triggered abilities the reader reads"
                                + (f" ({listed})" if read else "") + f": #{number} is none of them")
                return None
            ability = read[number - 1]
        elif len(read) == 1:
            ability = read[0]
        else:
            c.problem(line, f"card {card['code']} ({card['name']}) has "
                            + (f"{len(read)} triggered abilities ({listed}): say which with (card {card['code']} #N)"
                               if read else "no triggered ability the card reader reads")
                            + f", or write a tag: {self.tag_list()}")
            return None
        tag = CARD_TAGS.get(ability.timing)
        if tag is not None:
            line.card_fields.append(f"timing: {tag} (its ability #{read.index(ability) + 1}, {ability.trigger})")
        else:
            c.problem(line, f"card {card['code']}: {ability.trigger} is no timing class outline mode has a tag for "
                            f"({self.tag_list()})")
        return tag

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
            if child.timing in WINDOW_CLASSES and getattr(child, "cancels", None) is None:
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
        if getattr(line, "card", None):
            return line.card["name"]
        named = card_named_by_verb(line.label, line.tag)
        if named or line.tag not in ("when-revealed", "boost", "when-defeated"):
            return named or line.label
        subject = leading_name(line.label)
        players = {name.lower() for name in c.player_names()}
        return subject if subject and subject.lower() not in players else line.label

    def read_cancels(self, c):
        """A line that "cancels X" where X is a [when revealed] line's card: an interrupt to that card's reveal
        that cancels its When Revealed effects (`cancel: {effects: X}`; Cancel: the card is still revealed)."""
        revealed = {self.card_name(c, line).lower(): line for line in c.lines[1:] if line.tag == "when-revealed"}
        for line in c.lines[1:]:
            found = CANCEL_RE.search(line.label)
            target = revealed.get(without_possessive(found["name"]).lower()) if found else None
            line.cancels = target if target is not line else None
            if line.cancels is not None and line.timing not in INTERRUPT_CLASSES:
                c.problem(line, f"cancelling {possessive(found['name'])} When Revealed effects is done by an interrupt to its "
                                f"reveal: tag the line [interrupt] or [forced interrupt] (or a “would” one), not "
                                f"[{line.tag}]")

    def ability_of(self, c, line):
        ability = {"card": line.id, "timing": line.timing, "label": line.label}
        if getattr(line, "cancels", None) is not None:
            ability["on"] = {"event": "revealed", "card": line.cancels.id}
            ability["do"] = [{"cancel": {"effects": line.cancels.id}}] + self.ops_of(c, line)
            return ability
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
        self.read_cancels(c)
        abilities = {line.id: self.ability_of(c, line) for line in rest}
        start_ops = self.ops_of(c, start)  # before the entities: its phrases name some
        entities = self.players_and_named(c)
        for line in rest:
            kind = {"when-revealed": "treachery", "boost": "treachery", "when-defeated": "minion"}.get(line.tag, "support")
            if getattr(line, "card", None):
                kind = _type_of(line.card)
            entities[line.id] = {"type": kind, "name": self.card_name(c, line), "zone": "play"}
            if getattr(line, "card", None):
                from adjudicator.timing.marvel_champions.card_scenario import keywords

                printed = keywords(line.card.get("text", ""))
                if printed:
                    entities[line.id]["keywords"] = printed
                    line.card_fields.append(f"keywords: {', '.join(printed)}")
        return self.assemble([pid for pid, _ in c.players], entities, abilities,
                             {"label": start.label, "do": start_ops}, {"order": order} if order is not None else None)


OUTLINE = ChampionsOutline  # registered through the model's `outline_module`
