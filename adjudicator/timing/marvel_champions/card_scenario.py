"""A scenario skeleton from a Marvel Champions card: its entity (type, stats, keywords) and its triggered
abilities as the card reader reads them (timing class, form, event pattern), every hole at its line.

The skeleton is YAML to paste into the scenario editor and complete: what the reader could not read is not
guessed but left for the player as a quoted "HOLE: what to write" placeholder in the field it belongs to
(an effect the reader could not read whole; an event, a subject, a condition, a form, an entity the reader could
not name), which
validation refuses at its line with those words until it is replaced (adjudicator/scenario/holes.py). A role
the format says itself is written so (`this`, `you`, `{type: minion}`); any other ("the enemy") is a hole. A
printed stat the rules change (★, per player) keeps a comment at its line. A card is given as the MarvelCDB
data's fields (rulesapp.models.Card gives them): plain Python, no Django.
"""
from __future__ import annotations

import re

import yaml

from adjudicator.timing.marvel_champions.card_abilities import OTHER_FIELD, SUBJECT_FIELD, ReadAbility, read_abilities
from adjudicator.timing.marvel_champions.card_effects import ReadEffect, scenario_ops

TYPES = {"alter_ego": "hero", "main_scheme": "main-scheme", "side_scheme": "side-scheme",
         "player_side_scheme": "side-scheme"}
STATS = (("attack", "atk"), ("thwart", "thw"), ("defense", "def"), ("recover", "rec"), ("scheme", "sch"),
         ("health", "hp"), ("hand_size", "hand_size"), ("boost", "boost_icons"),
         ("scheme_acceleration", "acceleration_icons"), ("scheme_hazard", "hazard"))
KEYWORD_RE = re.compile(r"(?:^|(?<=\n)|(?<=\. )|(?<=\.\) ))(Guard|Overkill|Patrol|Piercing|Quickstrike|Ranged|Retaliate \d+|"
                        r"Stalwart|Steady|Surge|Toughness|Villainous|"
                        # Ownership and Control's keywords, as the model writes them (card_keywords.py, teamwork.py)
                        r"Alliance|Permanent|Restricted|Temporary|Victory \d+|"
                        r"Uses \((?P<uses>\d+|\d+ ?\[per_hero\])[ a-z-]*\.?\)|Teamwork \(\[\[(?P<trait>[^\[\]]+)\]\]\))"
                        r"(?:\.|(?<=\.\)))", re.M)  # "Uses (2 made counters.)" ends with its bracket
PER_PLAYER_USES = "per_hero"  # "Uses (1[per_hero] … counters)": how many players is the scenario's to say


def entity_id(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def keywords(text: str) -> list[str]:
    """The keywords the card prints as sentences of their own ("Guard.", "Retaliate 1."), not those its effects
    give ("this card gains surge")."""
    plain = re.sub(r"</?[a-z]+>", "", text or "")
    found = []
    for match in KEYWORD_RE.finditer(plain):
        if match["uses"]:  # Uses (X “type”): `uses X` (the type is not written: card_keywords.py)
            if PER_PLAYER_USES not in match["uses"]:
                found.append(f"uses {match['uses']}")
        elif match["trait"]:  # Teamwork (Trait): `teamwork (trait)`
            found.append(f"teamwork ({match['trait'].strip().lower()})")
        else:
            found.append(match[1].lower())
    return found


USES_ANYWHERE = re.compile(r"\bUses \([^()]*\)")  # any printed Uses (X “type”), read or not


def unread_keywords(text: str) -> list[str]:
    """The printed keywords `keywords` leaves out, in words: Uses X per player (the scenario gives the number),
    and a Uses in a form the keyword pattern does not take (never dropped silently)."""
    plain = re.sub(r"</?[a-z]+>", "", text or "")
    unread = []
    read_spans = []
    for match in KEYWORD_RE.finditer(plain):
        if match["uses"] and PER_PLAYER_USES in match["uses"]:
            unread.append(f"“{match[1]}”: uses per player: give `keywords: [uses N]` with N for the number of players")
        read_spans.append(match.span())
    for match in USES_ANYWHERE.finditer(plain):
        if not any(start <= match.start() < end for start, end in read_spans):
            unread.append(f"“{match[0]}”: not read as a keyword: give `keywords: [uses N]` with N its counters")
    return unread


# A role the scenario format can say itself: `this` and `you` (the player who controls the card) are its own
# references, a kind that is one entity type is `{type: T}`; any other ("enemy": a villain or a minion,
# "attached", another card by name) is a hole the validator refuses at its line until it names an entity.
ROLE_VALUES = {"this": "this", "you": "you", "minion": "{type: minion}", "ally": "{type: ally}",
               "villain": "{type: villain}", "hero": "{type: hero}", "side-scheme": "{type: side-scheme}",
               "main-scheme": "{type: main-scheme}", "event": "{type: event}", "upgrade": "{type: upgrade}",
               "support": "{type: support}", "treachery": "{type: treachery}", "attachment": "{type: attachment}"}


def role_value(role: str) -> str | dict | None:
    """A role as the format says it (`this`, `you`, `{type: minion}`), or None: a role the scenario must name."""
    value = ROLE_VALUES.get(role)
    if value is None or not value.startswith("{type: "):
        return value
    return {"type": value[len("{type: "):-1]}


def _value(role: str) -> str:
    if role in ROLE_VALUES:
        return ROLE_VALUES[role]
    return _hole(f"name the {role}")


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
    unread = unread_keywords(card.get("text", ""))
    if found or unread:
        lines.append(f"    keywords: [{', '.join(found)}]" + (f"  # HOLE: {'; '.join(unread)}" if unread else ""))
    abilities = read_abilities(card.get("text", ""), card["name"])
    if abilities:
        lines.append("abilities:")
    for number, ability in enumerate(abilities, 1):
        lines += [f"  {own}-{number}:"] + [f"    {line}" for line in ability_lines(ability, own)]
    return "\n".join(lines) + "\n"


def ability_lines(ability: ReadAbility, own: str) -> list[str]:
    """One read ability as scenario YAML: timing class, form, event pattern and condition pre-filled from the
    reader; each thing it could not read a quoted "HOLE: …" placeholder at its own line, which validation
    refuses with those words (adjudicator/scenario/holes.py) until the player writes it."""
    reasons = {name: [hole.reason for hole in ability.holes if hole.field == name]
               for name in ("form", "event", "subject", "condition")}
    lines = [f"card: {own}"]
    if ability.timing:
        lines.append(f"timing: {ability.timing}")
    else:
        lines.append(f"timing: {_hole('write its timing class: ' + '; '.join(reasons['form']))}")
        reasons["form"] = []
    label = ability.trigger + (f" ({ability.clause})" if ability.clause else "")
    lines.append(f"label: {_quoted(label)}")
    if ability.form:
        lines.append(f"form: {ability.form}")
    elif reasons["form"]:
        lines.append(f"form: {_hole('write the form it is limited to, or remove this line: ' + '; '.join(reasons['form']))}")
    if ability.timing != "when-revealed":
        if ability.event and not reasons["event"]:
            lines += ["on:", f"  event: {ability.event}"]
            subject_field = SUBJECT_FIELD[ability.event]
            if reasons["subject"]:
                lines.append(f"  {subject_field}: {_hole('name the entity: ' + '; '.join(reasons['subject']))}")
            elif ability.subject:
                lines.append(f"  {subject_field}: {_value(ability.subject)}")
            if ability.target and ability.event in OTHER_FIELD:
                lines.append(f"  {OTHER_FIELD[ability.event]}: {_value(ability.target)}")
        else:
            why = "; ".join(reasons["event"]) or "the event was not read"
            lines.append(f"on: {_hole('write the event pattern {event: …}: ' + why)}")
    if reasons["condition"]:
        lines.append(f"if: {_hole('write the condition, or remove this line if none is needed: ' + '; '.join(reasons['condition']))}")
    elif ability.condition:  # a trait the clause names: "After an [[X-MEN]] ally enters play"
        lines.append(f"if: {_quoted(ability.condition)}")
    lines += effect_lines(ability)
    return lines


def effect_lines(ability: ReadAbility) -> list[str]:
    """`do:` with the ops read, one a line (an entity the scenario must name is a hole in its field); or, when
    the effect was not read whole, a hole that says what was read and what was not."""
    effect = ability.effect
    if effect is not None and effect.read:
        ops = scenario_ops(effect, ability.trigger_fields())
        return ["do:"] + [f"  - {yaml.safe_dump(op, default_flow_style=True, sort_keys=False, width=10_000).strip()}"
                          for op in ops]
    return [f"do: {_hole(effect_hole(effect))}"]


def effect_hole(effect: ReadEffect | None) -> str:
    """What to write for an effect the reader could not read whole, with what it did read."""
    return "write the effect's ops (a list)" + (f": {effect_unread(effect)}" if effect is not None else "")


def effect_unread(effect: ReadEffect) -> str:
    """What of an effect was not read (with why), and what was."""
    unread = "; ".join(f"“{hole.words}” ({hole.reason})" if hole.words else hole.reason for hole in effect.holes)
    read = f"; read: {', '.join(effect.keys())}" if effect.ops else ""
    return f"not read: {unread}{read}"


def _hole(what: str) -> str:
    return _quoted(f"HOLE: {what}")


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'
