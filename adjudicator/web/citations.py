"""Links from a trace step's rule (`game#anchor`) to the rulebook sentence that decides it.

The link is the section page plus a text fragment (`#:~:text=`), which the
browser scrolls to and highlights: no script on the rules pages needed. The
sentence is the step's own `quote` when the timing model gives one; else, for
the Union City Alliance anchors, SENTENCES picks the sentence of the section
that says what the step did (chosen by words of the step's text); any other
section is quoted from its first sentence. Every sentence here is checked
against the imported rulebook by the tests.
"""
import re
from dataclasses import dataclass
from urllib.parse import quote

from django.urls import reverse

UCA = "union-city-alliance"
# anchor -> [(regex on the step text or None for the default, exact sentence of the section text)]
SENTENCES = {
    f"{UCA}#effects": [(None, "Generally an effect occurs, is resolved, then the next effect happens and so on.")],
    f"{UCA}#when-effects": [
        (r"\balert\b", "When an effect puts an Alert card in your hand, if it is still there after the effect "
                       "has finished you may use its Alert."),
        (r"\brally\b", "When a card with Rally is for the first time put into any hero's hand, play area, "
                       "discard pile or deck resolve its Rally effect."),
        (r"\bdefeat", "When an enemy is defeated, resolve its defeat effect."),
        (r"\bovercome", "When a challenge is overcome, resolve its overcome effect."),
        (r"phase (ends|ended|is over)|damage (is )?taken|takes? \d", "When a Counter/Gambit phase ends any remaining damage is taken."),
        (None, "Many default rules of the game are also when effects."),
    ],
    f"{UCA}#resolving-chains": [(None, "If effect A causes when effect B, then finish completely resolving the first "
                                       "effect (A), and only then resolve the when effect it caused (B).")],
    f"{UCA}#branches": [
        (r"\bchoose|\bchooser|\bpicks?\b", "In this case both effects will be resolved but the current player chooses "
                                         "which branch is resolved first."),
        (None, "If one of the effects in a branch causes other when effects then continue resolving them until the "
               "branch is entirely resolved, then go back to the other branches."),
    ],
    f"{UCA}#first-effects": [(None, "These are part of the chain, but are resolved before the trigger, the effect "
                                    "that caused it is treated as a when that follows the \"first\" effect.")],
    f"{UCA}#cards-entering-and-leaving-play": [
        (None, "While a card is entering or leaving a particular area (e.g. being played, being trashed, being "
               "discarded) it is considered to be in both areas for the purpose of any when triggers.")],
    f"{UCA}#modifiers": [
        (r"order|choose|chooser|first", "If several modifiers would apply to the same number and the order matters "
                                        "then the heroes choose the order."),
        (None, "A modifier changes the thing and thus definitely occurs before any \"when\" effects."),
    ],
    f"{UCA}#start-and-end-of-phase-effects": [
        (None, "If there are multiple effects triggered by the same start/end of phase then they will form branches "
               "like \"when\" effects.")],
    f"{UCA}#triggers-affecting-damage": [
        (None, "If a card has a when effect that applies to damage it deals, that effect still applies to that "
               "damage, even if when the damage is resolved the card with that rule is no longer in play.")],
    f"{UCA}#debuts": [(None, "Most Debuts are \"when\" effects triggered by the playing of the card.")],
    f"{UCA}#starting-triggers-and-resolving-effects": [
        (r"resolv", "Conversely, if part of the trigger's effect (not the condition for triggering it, but the effect "
                    "itself) depends on something else, this is checked when it is resolved."),
        (None, "If starting a trigger is conditional on something else in the game, this is checked when it is "
               "triggered, not when it is resolved."),
    ],
    f"{UCA}#counter-and-gambit-phases": [
        (r"order the damage was dealt|damage order", "If the same effect dealt damage to several heroes the "
                                                     "Counter/Gambit phases must be resolved in the order damage was dealt."),
        (r"for last|left for last", "when Counter/Gambit phases are created as a when effect any other when effects "
                                    "must be resolved first, this branch must be left for last."),
        (r"during (a|the|another) (counter/gambit )?phase|new (counter/gambit )?phase|next phase",
         "the new Counter/Gambit phase is created to deal with the new damage as a when effect of the original "
         "Counter/Gambit phase."),
        (r"\bends?\b|\bended\b|left to take|\btakes?\b|\btaken\b", "When the phase ends, the damage (if any) that has "
                                                                  "not been removed by defense is then taken."),
        (r"\bdrawn?\b|\bused?\b|\buses\b", "Once that whole chain is resolved the players are still in the "
                                           "Counter/Gambit phase and can use more if they wish"),
        (None, "When damage is dealt to a hero (but not an enemy) a special phase is created where heroes can play "
               "Counters/Gambits."),
    ],
    f"{UCA}#counters-and-gambits": [
        (r"once|again|already", "Each card's counter or gambit may be used up to one time each time damage is dealt."),
        (r"range|self", "A card that says \"Self\" can only be used when the hero whose card it is is being dealt damage."),
        (None, "the difference being that counters can be used when the card is in your hand, and gambits when the "
               "card is in your active area."),
    ],
    f"{UCA}#dealing-damage": [(None, "Damage being dealt to enemies is quite simple, the damage is just placed on "
                                    "them, however when heroes are dealt damage they can use counters and gambits "
                                    "to respond to it.")],
    f"{UCA}#effects-of-damage": [
        (r"taken (down|out)|\bhero\b", "When a hero has damage equal or greater than their maximum stamina, they are "
                                       "Taken out."),
        (None, "When an enemy has damage equal or greater than their maximum stamina, that enemy is defeated."),
    ],
    f"{UCA}#sources-of-damage": [(None, "Most damage will come from a specific source, as detailed below.")],
    f"{UCA}#damage-dealt-and-damage-taken": [
        (None, "Damage dealt is the initial amount from the effect causing damage, whereas damage taken is the amount "
               "of damage tokens actually placed on the enemy or hero after any defense has reduced it.")],
    f"{UCA}#being-taken-down": [(None, "When a hero has taken damage equal to or greater than their maximum stamina, "
                                       "they are Taken down.")],
    f"{UCA}#doing-nothing": [(None, "In this case the thing does not count as happening for the purposes of any "
                                    "relevant triggers.")],
    f"{UCA}#costs": [
        (r"then\b", "An effect phrased as \"_____, then ____\" does not require the first part to carry out the second."),
        (None, "In a cost, if you cannot pay the cost (the part before the \"to\") you do not gain the benefit (the "
               "part after the \"to\")."),
    ],
    f"{UCA}#you": [
        (r"defeat|overcome", "If it is a defeat or overcome effect, then \"you\" is whoever has defeated or overcome "
                             "that enemy or challenge."),
        (r"when|trigger", "If it is a when effect, then it refers to whoever caused the trigger."),
        (r"current", "If none of these apply (for example when resolving most villain cards) then by default \"You\" "
                     "is the current player."),
        (None, "If the effect is on a card in a hero play area (for example their hand, active area or discard pile), "
               "it refers to that hero."),
    ],
    f"{UCA}#making-choices": [(None, "When there are choices to be made the players make the choice in whatever way "
                                     "they wish")],
}
# Rules with no rulebook behind them: shown as text, never linked.
UNLINKED = {"stack#last-in-first-out": "plain stack: the last effect triggered resolves first (no rulebook)"}
LIST_MARK_RE = re.compile(r"^\s*(?:[•◦▪‣*\-–]|\d+(?:\.\d+)*\.?)\s+")
SENTENCE_END_RE = re.compile(r"(?<=[.!?])[\"”’)]?\s")


@dataclass(frozen=True)
class RuleLink:
    rule: str          # "game#anchor", as the engine wrote it
    label: str         # the section title, or the rule itself
    url: str | None    # None: nothing to link to
    sentence: str      # the sentence highlighted on the section page ("" when none)


def split_rule(rule):
    game, _, anchor = (rule or "").partition("#")
    return game, anchor


def sentence_for(rule, step_text="", section_text=""):
    """The sentence of the section that decides a step: the curated one, else the section's first sentence."""
    for pattern, sentence in SENTENCES.get(rule, ()):
        if pattern is None or re.search(pattern, step_text or "", re.IGNORECASE):
            return sentence
    return first_sentence(section_text)


def first_sentence(text):
    for line in (text or "").splitlines():
        line = LIST_MARK_RE.sub("", line).strip()
        if len(line) >= 12 and not line.startswith("["):
            end = SENTENCE_END_RE.search(line)
            return line[:end.start() + 1].strip() if end else line
    return ""


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


def link(rule, step_text, sections, quote=None):
    """RuleLink for a step. `sections` maps "game#anchor" -> (title, text) for the sections that exist;
    `quote` is the sentence the engine says the step rests on (the step's "quote"), preferred when given."""
    if not rule:
        return None
    if rule in UNLINKED:
        return RuleLink(rule, UNLINKED[rule], None, "")
    if rule not in sections:
        return RuleLink(rule, rule, None, "")
    title, text = sections[rule]
    game, anchor = split_rule(rule)
    sentence = quote if isinstance(quote, str) and quote.strip() else sentence_for(rule, step_text, text)
    url = reverse("rulesapp:section", args=[game, anchor])
    if sentence:
        url += "#" + text_fragment(sentence)
    return RuleLink(rule, title, url, sentence)


def sections_for(rules):
    """(title, text) of every existing section among the "game#anchor" rules, in one query."""
    from django.db.models import Q

    from rulesapp.models import Section

    wanted = {split_rule(r) for r in rules if r and "#" in r}
    if not wanted:
        return {}
    query = Q()
    for game, anchor in wanted:
        query |= Q(game__slug=game, anchor=anchor)
    return {f"{s.game.slug}#{s.anchor}": (s.title, s.text)
            for s in Section.objects.filter(query).select_related("game").only("title", "text", "anchor", "game__slug")}
