"""Attach To: a card with the phrase (`attach_to`: the game element named; `attach_if`: a condition the phrase
also asks, such as "your hero" — the identity in hero form) is attached to that element as it enters play.
The phrase is checked once, when the card would be attached, never again; a card that fails it stays where it
was (a card in hand stays in hand), or is discarded if it cannot stay there (a revealed encounter card)."""
from typing import Any

from adjudicator.expr import ExpressionError, compile_expression
from adjudicator.scenario.vocabulary import suggest
from adjudicator.timing.base import rule
from adjudicator.timing.marvel_champions.table import in_play


def check_entities(entities: dict) -> list[tuple[str, str]]:
    """Scenario problems: `attach_to` must name another entity, `attach_if` be a condition that parses."""
    problems = []
    for eid, props in entities.items():
        host = props.get("attach_to")
        if host is not None and (not isinstance(host, str) or host not in entities or host == eid):
            problems.append((f"entities.{eid}.attach_to", f"{host!r} is not another entity of this scenario: "
                             "`attach_to` names the game element the card must be attached to"
                             f"{suggest(str(host), [e for e in entities if e != eid])}"))
        condition = props.get("attach_if")
        if condition is not None:
            if host is None:
                problems.append((f"entities.{eid}.attach_if", "`attach_if` is what the card's “attach to” phrase "
                                 "also asks of `attach_to`: write `attach_to` too"))
            try:
                compile_expression(str(condition))
            except ExpressionError as exc:
                problems.append((f"entities.{eid}.attach_if", f"not a condition: {exc}"))
    return problems


def failed_check(res: Any, card: str, who: str | None = None) -> str | None:
    """The “attach to” check, made now (the card would be attached): why `card` cannot be attached to the game
    element its phrase names, or None if it can (or the card has no such phrase)."""
    props = res.entities[card]
    host = props.get("attach_to")
    if host is None:
        return None
    if not in_play(res, host):
        return f"{res.name(host)} is not in play"
    condition = props.get("attach_if")
    if condition is not None:
        env = res.env(None)
        env.this, env.you = card, who or res.model.owner_or_you(res, card) or res.current_player
        if not res.evaluate(compile_expression(str(condition)), env, f"entities.{card}.attach_if", as_bool=True):
            return f"{res.name(host)} is not what its “attach to” asks (`{condition}` does not hold)"
    res.step("note", f"{res.name(card)} can be attached to {res.name(host)}: its “attach to” is checked now, and "
                     "never again", rule=rule(res, "attach-to-checked-once"))
    return None


def say_failed(res: Any, card: str, why: str, instead: str) -> None:
    res.step("note", f"{res.name(card)} cannot be attached: {why}; {instead}", rule=rule(res, "attach-to-fails"))


def attach_entering(res: Any, card: str) -> None:
    """A card with “attach to” enters play (its check passed as it would be attached): it is attached."""
    props = res.entities.get(card, {})
    host = props.get("attach_to")
    if host is None or props.get("attached_to") is not None:
        return
    props["attached_to"] = host
    res.step("note", f"{res.name(card)} enters play attached to {res.name(host)}", rule=rule(res, "attach-to"))
