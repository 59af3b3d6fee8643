"""What a Union City Alliance scenario needs before it resolves: a card underneath another names its host,
an attached card its card, and one entity at most gives the current issue; an entity property naming a rule
this model does not resolve, and a starting effect said to be a Maneuver, are refused (unmodelled_rules)."""
from functools import lru_cache
from pathlib import Path

import yaml

from adjudicator.scenario.data_facts import data_facts
from adjudicator.scenario.vocabulary import one_letter_apart, suggest
from adjudicator.timing.union_city import attached, underneath


def scenario_problems(data, entities):
    """A card underneath another names its host (`under: HOST`) and has no zone of its own; the
    current issue is one entity of type issue, with its number."""
    problems = attached.check(entities) + underneath.check_moves_under(data if isinstance(data, dict) else {})
    issues = sorted(eid for eid, props in entities.items() if isinstance(props, dict) and props.get("type") == "issue")
    for eid in issues[1:]:
        problems.append((f"entities.{eid}.type", f"one entity gives the current issue; {issues[0]} already does"))
    for eid in issues[:1]:
        number = entities[eid].get("number")
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 4:
            problems.append((f"entities.{eid}.number", f"expected the current issue, 1 to 4, got {number!r}"))
    problems += _block_without_zone(data, entities)
    problems += unmodelled_rules(data, entities)
    problems += _modified_resources(data)
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict) or "under" not in props:
            continue
        host = props["under"]
        if host not in entities or host == card:
            problems.append((f"entities.{card}.under", f"expected the id of the card it lies under, got {host!r}"
                                                       f"{suggest(str(host), [e for e in entities if e != card])}"))
        if props.get("zone") not in (None, "under"):
            problems.append((f"entities.{card}.zone", "a card underneath another is in no zone of its own: "
                                                      "leave out `zone` (or write `zone: under`)"))
    return problems


IN_PLAY = ("Glossary, In play: \"A card that is on any block, space, hero active area or villain zone is considered "
           "in play.\"")


def _block_without_zone(data, entities):
    """A card (or a block) given a `block` is on the board: the format has no default zone in this game, so
    one without `zone` would be in no zone, and its abilities would silently never work. Refused at its
    line, saying what to write. A hero (its standee) has a block and no zone; a card underneath another
    has none of its own (checked below)."""
    players = data.get("players") if isinstance(data, dict) and isinstance(data.get("players"), list) else []
    problems = []
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict) or "block" not in props or "zone" in props or "under" in props:
            continue
        if props.get("type") == "hero" or card in players:
            continue
        problems.append((f"entities.{card}.block", f"a card on a block is in play, on the board ({IN_PLAY}): "
                                                   "write `zone: board` beside its block"))
    return problems


# The entity properties the model reads whose names are also a rule's word (Heroism, Issue 2+ Exclusive): written,
# they are the game's own, never refused as a rule the model does not resolve.
READ_PROPERTIES = frozenset({"heroism", "issue_2_exclusive", "taken_out", "attacked", "used", "number", "deck",
                             "might", "speed", "valor", "fight", "max_stamina", "damage", "block", "space",
                             "under", "attached_to", "keywords", "position", "zone", "type", "name", "owner"})
GUARD = ("Glossary, Guard: \"If the guard is on the same block as the thing it is guarding then the guard has threat 0, "
         "and the thing it is guarding cannot be damaged or destroyed (if it is an enemy) or be confronted or "
         "overcome (if it is a challenge).\"")
MANEUVER = ("Maneuver: \"Exert one Speed to move to a block at range 1. Remember that diagonal blocks are at range 2, "
            "not 1.\"")
QUOTES = {"guard": GUARD, "maneuver": MANEUVER}


@lru_cache(maxsize=1)
def refused_rules() -> dict:
    """anchor -> title of every refused row of the game's coverage table (coverage.yaml): the rules this model
    does not resolve (read once)."""
    rows = yaml.safe_load((Path(__file__).parent / "coverage.yaml").read_text(encoding="utf-8"))["rows"]
    return {row["anchor"]: row["title"] for row in rows if row.get("status") == "refused"}


def _rule_named(prop):
    """The anchor of the refused rule a property's name says (`guards`, `guarded_by`: guard), or None."""
    word = prop.replace("_", "-")
    words = [word]
    if word.endswith("-by"):
        word = word[:-3]
        words.append(word)
    words += [word[:-len(end)] for end in ("ing", "ed", "s", "d") if word.endswith(end)]
    rules = refused_rules()
    return next((w for w in words if w in rules), None)


def unmodelled_rules(data, entities):
    """Nothing silent: an entity property naming a rule this model does not resolve (`guards: raptor-boss`,
    Guard) is read by nothing, so the rule would be ignored without a word: refused at its line, naming the rule
    (unless the scenario's own abilities read or write it, as their counter). A starting effect or ability said
    to be a Maneuver (`kind: maneuver`) is refused likewise: the Maneuver action is the `maneuver` op
    (maneuvers.py), and an effect merely labelled so would resolve its ops as any effect's, unchecked (Attack vs
    Damage, Maneuver vs Move: a move is not a maneuver)."""
    data = data if isinstance(data, dict) else {}
    problems = []
    used = None
    for card, props in sorted(entities.items()):
        if not isinstance(props, dict):
            continue
        for prop in props:
            if not isinstance(prop, str) or prop in READ_PROPERTIES:
                continue
            anchor = _rule_named(prop)
            if anchor is None:
                continue
            if used is None:  # the scenario's own counters: what its abilities and start write or read
                used = data_facts(data).referenced
            if prop in used:
                continue
            quote = f" ({QUOTES[anchor]})" if anchor in QUOTES else ""
            problems.append((f"entities.{card}.{prop}",
                             f"`{prop}` names {refused_rules()[anchor]} (union-city-alliance#{anchor}){quote}, a rule "
                             f"this model does not resolve: nothing reads `{prop}`, so the rule would be ignored "
                             "without a word; refused (see docs/coverage-union-city-alliance.md)"))
    kinds = [("start.kind", (data.get("start") or {}) if isinstance(data.get("start"), dict) else {})]
    abilities = data.get("abilities") if isinstance(data.get("abilities"), dict) else {}
    kinds += [(f"abilities.{aid}.kind", spec) for aid, spec in sorted(abilities.items()) if isinstance(spec, dict)]
    for path, spec in kinds:
        if str(spec.get("kind", "")).strip().lower() == "maneuver":
            problems.append((path, f"a maneuver is the `maneuver` op ({MANEUVER}), which exerts the Speed and "
                                   "checks the range: an effect of kind `maneuver` would resolve its ops as "
                                   "written, a move to any block, unchecked. Write `maneuver: {by: HERO, block: "
                                   "[x, y]}`; a move by other means is no maneuver (Attack vs Damage, Maneuver vs "
                                   "Move, Achieve vs Put): give it another kind, or leave it out"))
    return problems


RESOURCES = ("speed", "might", "valor", "heroism")  # Glossary, Resources, pools and exerting (Defense: gain_defense)


def _modified_resources(data):
    """A modifier of a gain names the resource it changes (`modifies: {value: gain, resource: heroism}`); one a
    letter from one of the game's resources (`herism`) would match no gain and the modifier would never apply,
    without a word: refused at its line, with "did you mean". (Any other word is the scenario's own counter.)"""
    abilities = data.get("abilities") if isinstance(data, dict) and isinstance(data.get("abilities"), dict) else {}
    problems = []
    for aid, spec in sorted(abilities.items()):
        modifies = spec.get("modifies") if isinstance(spec, dict) else None
        word = modifies.get("resource") if isinstance(modifies, dict) else None
        if not isinstance(word, str) or word in RESOURCES:
            continue
        near = [r for r in RESOURCES if one_letter_apart(word, r)]
        if near:
            problems.append((f"abilities.{aid}.modifies.resource",
                             f"{word!r} is not a Union City Alliance resource{suggest(word, near)}: the modifier "
                             f"would match no gain and never apply; the resources are {', '.join(RESOURCES)}"))
    return problems
