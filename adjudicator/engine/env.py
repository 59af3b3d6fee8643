"""What expressions and references see while an effect resolves."""
from adjudicator.expr import ExpressionError

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
        value = self.res.entities[entity].get(rest[0])
        if isinstance(value, tuple):
            raise ExpressionError(f"{'.'.join(path)} is a list, not a number")
        return value

    def count(self, filters):
        total = 0
        for props in self.res.entities.values():
            ok = True
            for key, want in filters.items():
                if key == "keyword":
                    ok = str(want).lower() in props.get("keywords", ())
                elif want in ENTITY_REFS:
                    ok = props.get(key) == self.entity(want)
                else:
                    ok = str(props.get(key)) == str(want)
                if not ok:
                    break
            total += ok
        return total

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
        return value
