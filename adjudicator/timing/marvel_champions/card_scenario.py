"""A scenario skeleton from a Marvel Champions card: its entity (type, stats, keywords) and its triggered
abilities as the card reader reads them, every hole a comment at its line.

The skeleton is YAML to paste into the scenario editor and complete: what the reader could not read is not
guessed but left for the player — an ability's `do` is never written (the effect is not read here), so the
editor's validation stops at it, and a role the scenario must name ("you", "enemy") is written as that word
as "HOLE: name the enemy", which validation refuses at its line until it names an entity. A card is given as
the MarvelCDB data's fields (rulesapp.models.Card gives them): plain Python, no Django.
"""
from __future__ import annotations

import re

from adjudicator.timing.marvel_champions.card_abilities import OTHER_FIELD, SUBJECT_FIELD, read_abilities

TYPES = {"alter_ego": "hero", "main_scheme": "main-scheme", "side_scheme": "side-scheme",
         "player_side_scheme": "side-scheme"}
STATS = (("attack", "atk"), ("thwart", "thw"), ("defense", "def"), ("recover", "rec"), ("scheme", "sch"),
         ("health", "hp"), ("hand_size", "hand_size"), ("boost", "boost_icons"),
         ("scheme_acceleration", "acceleration_icons"), ("scheme_hazard", "hazard"))
KEYWORD_RE = re.compile(r"(?:^|(?<=\n)|(?<=\. ))(Guard|Overkill|Patrol|Piercing|Quickstrike|Ranged|Retaliate \d+|"
                        r"Stalwart|Steady|Surge|Toughness|Villainous)\.", re.M)


def entity_id(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def keywords(text: str) -> list[str]:
    """The keywords the card prints as sentences of their own ("Guard.", "Retaliate 1."), not those its effects
    give ("this card gains surge")."""
    plain = re.sub(r"</?[a-z]+>", "", text or "")
    return [found.lower() for found in KEYWORD_RE.findall(plain)]


# A role the scenario format can say itself: `this` and `you` (the player who controls the card) are its own
# references, a kind that is one entity type is `{type: T}`; any other ("enemy": a villain or a minion,
# "attached", another card by name) is a hole the validator refuses at its line until it names an entity.
ROLE_VALUES = {"this": "this", "you": "you", "minion": "{type: minion}", "ally": "{type: ally}",
               "villain": "{type: villain}", "hero": "{type: hero}", "side-scheme": "{type: side-scheme}",
               "main-scheme": "{type: main-scheme}", "event": "{type: event}", "upgrade": "{type: upgrade}",
               "support": "{type: support}", "treachery": "{type: treachery}", "attachment": "{type: attachment}"}


def _value(role: str) -> str:
    if role in ROLE_VALUES:
        return ROLE_VALUES[role]
    return f'"HOLE: name the {role}"  # the validator refuses this until it names an entity'


def skeleton(card: dict) -> str:  # noqa: C901 (one block per part of the printed card, read straight down)
    """YAML lines of an entity and its abilities for `card` (code, name, subname, type_code, stats, text)."""
    own = entity_id(card["name"])
    stats = card.get("stats") or {}
    lines = [f"# From card {card['code']} ({card['name']}): what the card reader read; complete every HOLE.",
             "entities:", f"  {own}:"]
    kind = TYPES.get(card["type_code"], card["type_code"].replace("_", "-"))
    lines += [f"    type: {kind}", f"    name: {_quoted(card['name'])}"]
    if card["type_code"] == "alter_ego":
        lines.append("    form: alter-ego")
    for key, prop in STATS:
        if key not in stats:
            continue
        value = stats[key]
        note = []
        if value is None:
            note.append("the card prints a dash")
        if stats.get(f"{key}_star"):
            note.append("★: the card's text changes it")
        if stats.get(f"{key}_per_hero"):
            note.append("per player: multiply by the number of players")
        shown = "null" if value is None else value
        lines.append(f"    {prop}: {shown}" + (f"  # HOLE: {'; '.join(note)}" if note else ""))
    found = keywords(card.get("text", ""))
    if found:
        lines.append(f"    keywords: [{', '.join(found)}]")
    abilities = read_abilities(card.get("text", ""), card["name"])
    if abilities:
        lines.append("abilities:")
    for number, ability in enumerate(abilities, 1):
        lines.append(f"  {own}-{number}:")
        lines.append(f"    card: {own}")
        lines.append(f"    timing: {ability.timing or 'null  # HOLE: the trigger is not one the reader knows'}")
        label = ability.trigger + (f" ({ability.clause})" if ability.clause else "")
        lines.append(f"    label: {_quoted(label)}")
        if ability.form:
            lines.append(f"    # HOLE (form): only in {ability.form} form; an ability has no form restriction in the "
                         "scenario format: add an `if` on the hero's form, or play it only in that form")
        for hole in ability.holes:
            lines.append(f"    # HOLE ({hole.field}): {hole.reason}")
        if ability.timing != "when-revealed":
            if ability.event and not ability.flagged("event"):
                lines.append("    on:")
                lines.append(f"      event: {ability.event}")
                if ability.subject:
                    lines.append(f"      {SUBJECT_FIELD[ability.event]}: {_value(ability.subject)}")
                if ability.target and ability.event in OTHER_FIELD:
                    lines.append(f"      {OTHER_FIELD[ability.event]}: {_value(ability.target)}")
            else:
                lines.append("    # HOLE: write `on: {event: …}`: the event was not read")
        lines.append("    # HOLE: write `do:` (the effect's ops): effects are not read from card text yet")
    return "\n".join(lines) + "\n"


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'
