"""The card-text helper: each sentence of a card's rules text classified by its game's own wording and timing
words, with the rule sentence that decides it, quoted from that game's rules.py.

Each game's words live in its own package, `adjudicator/timing/<game>/tools/cardtext.py` (named by the model's
`cardtext_module`); this module finds them through the game registry and holds what they share (common.py).

- Union City Alliance: "when" makes a when effect, anything else is a modifier, "X to Y" is
  a cost, "X, then Y" is not; Debuts, "first" effects and keyword abilities.
- Marvel Champions: the bold timing triggers — Forced Interrupt, Interrupt, Forced
  Response, Response, When Revealed, When Defeated, Boost, Action, Resource; "Hero" and "Alter-Ego" ones
  ("Hero Interrupt"), and the labels (attack), (thwart), (defense) — and constant abilities.
- Valiant Universe: the Chainable and Counter keywords, the defense icons, action text.
- Marvel: Skirmish! In New York: immediate, attack, permanent and one-time effects.

Deterministic (plain patterns, no learning): the same text always gives the same answer. A word the helper
does not know is said to be unknown (marked ambiguous), never passed off as something else. Plain Python:
never imports Django.
"""
from adjudicator.tools.cardtext.common import MAX_CHARS, MAX_SENTENCES, CardTextInvalid, Rule, check_text, split_sentences
import importlib

from adjudicator.timing import registry
from adjudicator.timing.union_city.tools.cardtext import KEYWORDS, RULES

DEFAULT_GAME = "union-city-alliance"
GAME = DEFAULT_GAME  # the default, for callers that name one game

__all__ = ["MAX_CHARS", "MAX_SENTENCES", "CardTextInvalid", "Rule", "classify", "split_sentences", "games",
           "KEYWORDS", "RULES", "DEFAULT_GAME"]


def games():
    """{slug: the module classifying that game's card text}, in display order: every game whose model names
    one (`cardtext_module`, a module of its package with `classify(text)`)."""
    found = {}
    for slug, model_class in registry.model_classes().items():
        if model_class.cardtext_module:
            package = model_class.__module__.rpartition(".")[0]
            found[slug] = importlib.import_module(f"{package}.{model_class.cardtext_module}")
    return found


def classify(text, game=DEFAULT_GAME):
    """Classify each sentence of a card's rules text under `game`; a list of dicts (see Sentence.as_dict).
    CardTextInvalid for no text, too much text, or a game the helper does not read."""
    readers = games()
    if game not in readers:
        raise CardTextInvalid(f"the card-text helper reads {', '.join(readers)}; not {game!r}")
    return readers[game].classify(check_text(text))
