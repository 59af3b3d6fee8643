"""What expressions and references see while an effect resolves."""
from adjudicator.expr import ExpressionError, Nearest, compile_expression

ENTITY_REFS = ("this", "you", "current", "next")


class EffectEnv:
    """The `env` of adjudicator.expr for one effect: this, you, current, next, trigger.X, result.X, ids.

    `current` and `next` are the timing model's to say (`current_hero`, `next_hero`): a game may skip a
    player who is out (Union City Alliance's taken-out heroes)."""

    def __init__(self, res, this=None, you=None, trigger=None, results=None):
        self.res = res
        self.this = this
        self.you = you
        self.trigger = trigger or {}
        self.results = results or {}

    def entity(self, name):
        if name == "this":
            value = self.this
        elif name == "you":
            value = self.you
        elif name == "current":
            value = self.res.model.current_hero(self.res)
        elif name == "next":
            value = self.res.model.next_hero(self.res)
        else:
            value = name
        if value is None:
            raise ExpressionError(f"{name!r} does not name anyone here")
        if value not in self.res.entities:
            raise ExpressionError(f"no entity {value!r}")
        return value

    def lookup(self, path):
        head, rest = path[0], path[1:]
        if head == "result":
            if len(rest) != 1:
                raise ExpressionError("write result.NAME")
            return self.results.get(rest[0], 0)
        if head == "trigger":
            if not rest:
                raise ExpressionError("write trigger.FIELD, e.g. trigger.amount")
            value = self.trigger.get(rest[0])
            if len(rest) == 1:
                return value
            if value not in self.res.entities:
                raise ExpressionError(f"trigger.{rest[0]} is not an entity here")
            entity, rest = value, rest[1:]
        else:
            entity = self.entity(head)
        if not rest:
            return entity
        if len(rest) > 1:
            raise ExpressionError(f"{'.'.join(path)}: a property path is ENTITY.PROPERTY")
        if rest[0] in self.res.model.derived_properties:  # the game works it out (Marvel Champions: modified_atk)
            return self.res.model.derived_property(self.res, entity, rest[0])
        props = self.res.entities[entity]
        if rest[0] == "zone":  # an entity that writes no zone is where its game puts it (Marvel Champions: play)
            return self.res.model.zone_of(props)
        return props.get(rest[0])  # a list (keywords, traits) is only for `in`

    def _matches(self, props, filters, entity=None):
        for key, want in filters.items():
            if key in self.res.model.derived_filters:  # the game works it out (Marvel Champions: controller)
                wanted = self.entity(want) if want in ENTITY_REFS else str(want)
                ok = self.res.model.filter_matches(self.res, entity, key, wanted)
            elif key == "keyword":
                ok = str(want).lower() in props.get("keywords", ())
            elif key == "zone":  # an entity that writes no zone is where its game puts it (Marvel Champions: play)
                ok = str(self.res.model.zone_of(props)) == str(want)
            elif key == "trait":  # a trait, ignoring case as `in` does ([[X-MEN]] is the trait X-Men)
                ok = str(want).casefold() in {str(trait).casefold() for trait in props.get("traits") or ()}
            elif want in ENTITY_REFS:
                ok = props.get(key) == self.entity(want)
            else:
                ok = str(props.get(key)) == str(want)
            if not ok:
                return False
        return True

    def count(self, filters):
        return sum(1 for entity, props in self.res.entities.items()
                   if self._matches(props, filters, entity) and self.res.model.exists(self.res, entity))

    def nearest(self, filters):
        """The entity matching the filters at the smallest range from `to` (the model measures range:
        `model.distance`); None when none is in range of it. A tie is the model's to break
        (`model.break_tie`: a choice the chooser makes, explored like any other)."""
        filters = dict(filters)
        origin = self.entity(filters.pop("to"))
        model, res = self.res.model, self.res
        found = []
        for entity in sorted(res.entities):
            if entity == origin or not self._matches(res.entities[entity], filters, entity):
                continue
            distance = model.distance(res, origin, entity)
            if distance is not None:
                found.append((distance, entity))
        if not found:
            self.last_nearest = (None, None, origin, ())
            return None
        best = min(distance for distance, _ in found)
        tied = tuple(entity for distance, entity in found if distance == best)
        chosen = tied[0] if len(tied) == 1 else model.break_tie(
            res, tied, f"nearest to {res.name(origin)}, at range {best}")
        self.last_nearest = (chosen, best, origin, tied)
        return chosen

    def in_range(self, first, second, distance):
        """Whether two entities are at most `distance` apart (false when either is in range of nothing)."""
        if first is None or second is None:
            return False
        for name in (first, second):
            self.entity(name)
        measured = self.res.model.distance(self.res, first, second)
        return measured is not None and measured <= distance

    def ref(self, value):
        """Resolve an op's entity reference to an entity id (or None)."""
        if value is None:
            return None
        if value == "current":
            return self.res.model.current_hero(self.res)
        if value == "next":
            return self.res.model.next_hero(self.res)
        if value in ENTITY_REFS:
            return {"this": self.this, "you": self.you}[value]
        if value.startswith("trigger."):
            return self.trigger.get(value[8:])
        if value.startswith("result."):  # a card an op before it kept ("that card"): None if none did
            return self.results.get(value[7:])
        if value.startswith("nearest("):
            return self.nearest_ref(value)
        return value

    def nearest_ref(self, source):
        """An op's reference written as `nearest(to=…, …)`: found now, when the op resolves, with a step
        saying what was found and at what range (or that nothing is in range)."""
        expression = compile_expression(source)
        if not isinstance(expression.tree, Nearest):
            raise ExpressionError(f"{source!r} is not a reference: write nearest(to=ENTITY, FILTER=…)")
        found = expression.evaluate(self)
        chosen, distance, origin, tied = self.last_nearest
        res = self.res
        if chosen is None:
            res.step("note", f"`{source}`: nothing that matches is in range of {res.name(origin)}",
                     rule=res.model.rules.get("range"))
            return None
        res.step("note", f"`{source}` is {res.name(chosen)}, at range {distance} from {res.name(origin)}",
                 rule=res.model.rules.get("range"))
        return found
