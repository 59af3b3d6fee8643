"""A decision the chooser makes, as data: what is chosen among, and which options are alike."""
from dataclasses import dataclass


@dataclass(frozen=True)
class ChoicePoint:
    """A decision the chooser makes. `options` are labels; `group_of[i]` is the
    representative of option i among structurally interchangeable options."""

    kind: str  # order | first-order | modifier | choose
    options: tuple
    group_of: tuple
    rule: str
    at: str  # effect id or label where it happens
    keys: tuple = ()  # node keys for order choices, permutations for modifier choices

    def representatives(self):
        return [i for i, g in enumerate(self.group_of) if g == i]

    def weight(self, index):
        return sum(1 for g in self.group_of if g == index)
