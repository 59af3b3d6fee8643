"""Links from a trace step's rule (`game#anchor`) to the rulebook sentence that decides it.

The link is the section page plus a text fragment (`#:~:text=`), which the
browser scrolls to and highlights: no script on the rules pages needed. The
sentence is the step's own `quote`, which the engine takes from the game's
rules.py (tested against the imported rulebook); nothing here guesses it. A
step whose rule cites a section as a whole (no quote), and a scenario's own
`cites`, link to the section without a highlighted sentence.
"""
from dataclasses import dataclass
from urllib.parse import quote

from django.urls import reverse

from adjudicator.timing.stack.rules import DEFINITION as STACK_DEFINITION
from adjudicator.timing.stack.rules import STACK_RULE

# Rules with no rulebook behind them: shown as text, never linked.
UNLINKED = {STACK_RULE: STACK_DEFINITION}


@dataclass(frozen=True)
class RuleLink:
    rule: str          # "game#anchor", as the engine wrote it
    label: str         # the section title, or the rule itself
    url: str | None    # None: nothing to link to
    sentence: str      # the sentence highlighted on the section page ("" when none)


def split_rule(rule):
    game, _, anchor = (rule or "").partition("#")
    return game, anchor


def text_fragment(sentence):
    """`:~:text=` directive for a sentence: whole when short, else its first and last five words."""
    words = sentence.split()
    if not words:
        return ""

    def enc(part):
        return quote(part, safe="").replace("-", "%2D")

    if len(words) <= 10:
        return ":~:text=" + enc(" ".join(words))
    return ":~:text=" + enc(" ".join(words[:5])) + "," + enc(" ".join(words[-5:]))


def link(rule, sections, quote=None):
    """RuleLink for a step. `sections` maps "game#anchor" -> (title, text) for the sections that exist;
    `quote` is the sentence the engine says the step rests on (the step's "quote"), if any."""
    if not rule:
        return None
    if rule in UNLINKED:
        return RuleLink(rule, UNLINKED[rule], None, "")
    if rule not in sections:
        return RuleLink(rule, rule, None, "")
    title, _ = sections[rule]
    game, anchor = split_rule(rule)
    sentence = quote.strip() if isinstance(quote, str) else ""
    url = reverse("rulesapp:section", args=[game, anchor])
    if sentence:
        url += "#" + text_fragment(sentence)
    return RuleLink(rule, title, url, sentence)


def sections_for(rules):
    """(title, text) of every existing section among the "game#anchor" rules, in one query.

    The query asks for the games' sections with any of the anchors and the pairs are checked here: a
    query OR-ing one condition per rule took milliseconds just to build."""
    from rulesapp.models import Section

    wanted = {split_rule(r) for r in rules if r and "#" in r}
    if not wanted:
        return {}
    rows = (Section.objects.filter(game__slug__in={game for game, _ in wanted}, anchor__in={anchor for _, anchor in wanted})
            .values_list("game__slug", "anchor", "title", "text"))
    return {f"{game}#{anchor}": (title, text) for game, anchor, title, text in rows if (game, anchor) in wanted}
