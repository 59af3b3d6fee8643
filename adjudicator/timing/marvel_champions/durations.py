"""How long a lasting effect or a gained keyword lasts (Lasting Effects): this attack, this phase, this
round, or for good; and ending them when that time is over. Kept in the resolution's flags."""

from adjudicator.grammar import possessive
from adjudicator.timing.base import rule


def duration_tag(res, until):
    """What a lasting effect's duration ends with: this attack (the one under way), this phase, this round."""
    if until is None:
        return ("ever",)
    if until == "attack":
        attacks = res.flags.get("mc:attacks", ())
        return ("attack", attacks[-1]) if attacks else None
    if until == "phase":
        return ("phase", res.flags.get("mc:phase", "player"))
    return ("round",)


def expire(res, tags, why, rule_name="lasting-expires"):
    """Lasting effects and gained keywords whose duration is one of `tags` end now (Lasting Effects)."""
    effects = res.flags.get("mc:lasting", ())
    gained = res.flags.get("mc:gained", ())
    ending = [e for e in effects if e["until"] in tags]
    losing = [g for g in gained if g[3] in tags]
    if not ending and not losing:
        return
    res.flags["mc:lasting"] = tuple(e for e in effects if e["until"] not in tags)
    res.flags["mc:gained"] = tuple(g for g in gained if g[3] not in tags)
    said = [e["label"] for e in ending] + [f"{possessive(res.name(g[1]))} {g[2]}" for g in losing]
    res.step("note", f"{why}: {', '.join(said)} ends", rule=rule(res, rule_name))


def next_key(res, kind):
    count = res.flags.get(f"mc:{kind}-count", 0) + 1
    res.flags[f"mc:{kind}-count"] = count
    return count
