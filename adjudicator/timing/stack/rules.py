"""The plain stack has no rulebook: every step it takes cites its one rule, "last in, first out".

The pages show this rule as text, never as a link (there is no section to link to).
"""
from adjudicator.timing.union_city.rules import RULES as UNION_CITY_RULES

STACK_ANCHOR = "last-in-first-out"
STACK_RULE = f"stack#{STACK_ANCHOR}"
# The stack runs Union City Alliance's machinery with its own order, so it answers each of that
# model's rule names with its one rule.
RULES = {name: (STACK_ANCHOR, None) for name in UNION_CITY_RULES}
