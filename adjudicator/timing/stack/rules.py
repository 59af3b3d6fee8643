"""The plain stack's rules: ours, not a rulebook's. They define the model; there is nothing to quote.

The stack exists to show, beside a game's own timing, what a plain last-in-first-out
stack would do with the same cards. It owns only when a triggered effect resolves:

- An effect triggered by an event interrupts the effect whose op caused it: it resolves
  as soon as that op is done, before the rest of that effect.
- Effects triggered at once resolve last in, first out: the most recent first.
- There are no windows and no priorities: what answers one moment triggers together, in
  the scenario's order, and nothing waits for an effect to finish.

Compared with a game, the stack is laid over that game's own model (model.plain_stack_over): every
other rule — its ops, zones, damage, keywords, which card's ability triggers on what, what a
phase does — stays the game's, cited from its rulebook. Alone (`game: stack`, the timing of a game
imported without its own model) it has these few rules more, as its own definitions:

- A trigger's condition is checked when it triggers.
- Damage dealt is placed at once; a card that is not a player, with damage at least its
  `max_stamina`, is defeated (it goes to its trash), as an effect triggered by that damage.
- A cost is paid only if it can be done in full.

Every step the stack's own rule decides cites `stack#last-in-first-out`, with no quote; the pages
show DEFINITION as text, never as a link (adjudicator/web/citations.py).
"""
from adjudicator.engine.rules import ENGINE_RULES

STACK_ANCHOR = "last-in-first-out"
STACK_RULE = f"stack#{STACK_ANCHOR}"
DEFINITION = "plain stack: the last effect triggered resolves first (no rulebook)"
# name -> (anchor, quote) of the model alone: the one rule, for its own decisions and for every one the
# engine asks it to cite (a cost, a choice, a condition: the definition above is all there is).
RULES: dict[str, tuple[str, str | None]] = {name: (STACK_ANCHOR, None) for name in (STACK_ANCHOR, *ENGINE_RULES)}
