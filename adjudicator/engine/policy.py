"""How decisions are made: by the scenario's `choices`, or left open for exploration."""


class ChooserPolicy:
    """Answers decisions from `choices`; returns None where it explores (the explorer branches)."""

    def __init__(self, choices, explore_orders=False, explore_modifiers=False, explore_choose=False):
        self.choices = choices
        self.explore_orders = explore_orders
        self.explore_modifiers = explore_modifiers
        self.explores_choices = explore_choose

    def decide(self, res, point):
        if point.kind in ("order", "first-order"):
            if self.explore_orders:
                return None
            return self._order_index(res, point)
        if point.kind == "modifier":
            if self.explore_modifiers:
                return None
            return self._modifier_index(res, point)
        if point.kind == "damage-order":
            return None if self.explore_orders else 0  # as listed, unless exploring
        if point.kind == "choose":
            return None if self.explores_choices else 0
        return 0

    def _order_index(self, res, point):
        """`listed`: abilities in the order the scenario lists them, the rules' own effects after them
        in the order they triggered; a list of effect ids: those first, in its order."""
        wanted = self.choices.order if isinstance(self.choices.order, tuple) else ()

        def rank(i):
            node = res.nodes[point.keys[i]]
            label = point.options[i]
            place = len(wanted)
            for j, effect_id in enumerate(wanted):
                if effect_id == label or effect_id == node.base:
                    place = j
                    break
            listed = res.scenario.abilities[node.ability].index if node.ability else 10**6
            return (place, listed, node.key)

        return min(range(len(point.options)), key=rank)

    def _modifier_index(self, res, point):
        wanted = self.choices.modifier_order if isinstance(self.choices.modifier_order, tuple) else ()

        def rank(mod):
            return (wanted.index(mod.id) if mod.id in wanted else len(wanted), mod.index)

        best = tuple(sorted(point.keys[0], key=rank))
        return point.keys.index(best)


class ScriptedPolicy:
    """Replays the decisions that exploration recorded for one outcome."""

    def __init__(self, base, script):
        self.base = base
        self.script = list(script)
        self.explores_choices = base.explores_choices

    def decide(self, res, point):
        index = self.base.decide(res, point)
        if index is not None:
            return index
        return self.script.pop(0)
