"""What a piece of a resolution reads and writes, so the explorer can prove two branches commute.

A `TrackedResolution` records every location of the state it reads: an
entity's property, whether an entity exists, a flag, an effect counter, a
node of the tree. What it writes is found afterwards by comparing the state
before and after (`writes`). Two branches whose writes touch nothing the
other reads or writes give the same state in either order, from any state
that agrees on what they read: that is the check, made on the real run, not
assumed from the scenario.

Locations are tuples: ("e", entity, property), ("x", entity) for existence,
("b", entity) for whether the entity has any property at all (a truth test
of its properties), ("f", flag), ("c", effect base), ("n", node key). A read
of a whole collection is ("E", entity), ("X",), ("F",), ("C",) or ("N",);
("ALL",) reads everything (a loop check compares the whole state).

Properties are separate locations: a read of an entity's existence (`e in
entities`, `entities[e]`) sees nothing of its properties, each of which is
read by name (every way of looking into a properties dict is tracked: by key,
as a whole, its truth, its text). An assignment to a property counts as a
read of it as well: only a property that a branch changed by `Resolution.add`
and touched in no other way is an *increment* of it, and increments of one
counter commute with each other (`Footprint.commutes_with`, docs/engine.md).
"""
from adjudicator.engine.resolution import Resolution

EVERYTHING = ("ALL",)


class Sink:
    """Where tracked containers report their reads (one per resolution, fresh for each clone)."""

    __slots__ = ("reads", "paused")

    def __init__(self):
        self.reads = set()
        self.paused = 0

    def pause(self):
        """`with sink.pause():` reads inside are not recorded."""
        return self

    def __enter__(self):
        self.paused += 1
        return self

    def __exit__(self, *exc):
        self.paused -= 1


class _Tracked(dict):
    """A dict that reports reads of its keys as (tag, key) and of itself as a whole as `whole`."""

    __slots__ = ("sink", "tag", "whole")

    def _one(self, key):
        sink = self.sink
        if not sink.paused:
            sink.reads.add(self.tag + (key,))

    def _all(self):
        sink = self.sink
        if not sink.paused:
            sink.reads.add(self.whole)

    def __getitem__(self, key):
        self._one(key)
        return dict.__getitem__(self, key)

    def get(self, key, default=None):
        self._one(key)
        return dict.get(self, key, default)

    def __contains__(self, key):
        self._one(key)
        return dict.__contains__(self, key)

    def setdefault(self, key, default=None):
        self._one(key)
        return dict.setdefault(self, key, default)

    def pop(self, key, *default):
        self._one(key)
        return dict.pop(self, key, *default)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def __len__(self):
        self._all()
        return dict.__len__(self)

    def keys(self):
        self._all()
        return dict.keys(self)

    def values(self):
        self._all()
        return dict.values(self)

    def items(self):
        self._all()
        return dict.items(self)

    def copy(self):
        self._all()
        return dict(dict.items(self))

    def __eq__(self, other):
        self._all()
        return dict.__eq__(self, other)

    def __ne__(self, other):
        self._all()
        return dict.__ne__(self, other)

    def __or__(self, other):
        self._all()
        return dict.__or__(self, other)

    def __ror__(self, other):
        self._all()
        return dict.__ror__(self, other)

    def __reversed__(self):
        self._all()
        return dict.__reversed__(self)

    def __repr__(self):
        self._all()
        return dict.__repr__(self)

    __hash__ = None

    def __reduce__(self):
        self._all()
        return dict, (dict(dict.items(self)),)


def tracked(data, sink, tag, whole):
    table = _Tracked(data)
    table.sink, table.tag, table.whole = sink, tag, whole
    return table


class _Props(_Tracked):
    """One entity's properties. Its truth is the location ("b", entity); every change other than
    `Resolution.add` is recorded as a read of what it changes (paused or not), so that a property
    counts as incremented only where nothing else touched it."""

    __slots__ = ()

    def __bool__(self):
        sink = self.sink
        if not sink.paused:
            sink.reads.add(("b", self.tag[1]))
        return dict.__len__(self) > 0

    def _assign(self, key):
        self.sink.reads.add(self.tag + (key,))

    def __setitem__(self, key, value):
        self._assign(key)
        dict.__setitem__(self, key, value)

    def __delitem__(self, key):
        self._assign(key)
        dict.__delitem__(self, key)

    def pop(self, key, *default):
        self._assign(key)
        return dict.pop(self, key, *default)

    def setdefault(self, key, default=None):
        self._assign(key)
        return dict.setdefault(self, key, default)

    def update(self, *args, **kwargs):
        changes = dict(*args, **kwargs)
        for key in changes:
            self._assign(key)
        dict.update(self, changes)

    def __ior__(self, other):
        self.update(other)
        return self

    def popitem(self):
        self.sink.reads.add(self.whole)
        return dict.popitem(self)

    def clear(self):
        self.sink.reads.add(self.whole)
        dict.clear(self)


class _Entities(_Tracked):
    """Entity id -> properties; every properties dict put in it is tracked too. Putting or taking one
    counts as reading every property of the old and the new (they are all assigned)."""

    __slots__ = ()

    def _replace(self, key, new=()):
        reads = self.sink.reads
        reads.add(("x", key))
        for prop in dict.keys(dict.get(self, key, {})) | dict.keys(dict(new)):
            reads.add(("e", key, prop))

    def __setitem__(self, key, value):
        self._replace(key, value)
        dict.__setitem__(self, key, _props(value, self.sink, key))

    def __delitem__(self, key):
        self._replace(key)
        dict.__delitem__(self, key)

    def pop(self, key, *default):
        self._replace(key)
        return dict.pop(self, key, *default)

    def setdefault(self, key, default=None):
        if not dict.__contains__(self, key):
            self[key] = {} if default is None else default
        self._replace(key)
        return dict.__getitem__(self, key)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def popitem(self):
        self.sink.reads.add(self.whole)
        key, value = dict.popitem(self)
        self._replace(key, value)
        return key, value

    def clear(self):
        self.sink.reads.add(self.whole)
        dict.clear(self)

    def __ior__(self, other):
        self.update(other)
        return self


def _props(data, sink, entity):
    table = _Props(data)
    table.sink, table.tag, table.whole = sink, ("e", entity), ("E", entity)
    return table


def _entities(data, sink):
    table = _Entities({eid: _props(props, sink, eid) for eid, props in dict.items(data)})
    table.sink, table.tag, table.whole = sink, ("x",), ("X",)
    return table


class _Nodes(list):
    """The node list; looking a node up by key reads it."""

    __slots__ = ("sink",)

    def __getitem__(self, index):
        sink = self.sink
        if not sink.paused:
            sink.reads.add(("n", index) if isinstance(index, int) else ("N",))
        return list.__getitem__(self, index)

    def __iter__(self):
        if not self.sink.paused:
            self.sink.reads.add(("N",))
        return list.__iter__(self)


def _nodes(data, sink):
    table = _Nodes(data)
    table.sink = sink
    return table


class TrackedResolution(Resolution):
    """A resolution whose state reports what is read (see the module docstring)."""

    def track(self):
        """Give this resolution fresh tracked containers and an empty record of reads."""
        sink = self.sink = Sink()
        self.entities = _entities(self.entities, sink)
        self.flags = tracked(dict.items(self.flags), sink, ("f",), ("F",))
        self.counts = tracked(dict.items(self.counts), sink, ("c",), ("C",))
        self.nodes = _nodes(list.__iter__(self.nodes), sink)
        return self

    @classmethod
    def start(cls, scenario, model, limits, policy):
        res = cls.__new__(cls)
        res.sink = Sink()
        with res.sink.pause():
            Resolution.__init__(res, scenario, model, limits, policy, record=False)
        return res.track()

    def clone(self):
        with self.sink.pause():
            copy = super().clone()
        return copy.track()

    @property
    def reads(self):
        return self.sink.reads

    def _snapshot(self):
        with self.sink.pause():
            return super()._snapshot()

    def _restore(self, snapshot):
        super()._restore(snapshot)
        self.flags = tracked(dict.items(self.flags), self.sink, ("f",), ("F",))

    def _check_loop(self, node):
        """The loop check fingerprints the whole state; it depends on it only when it compares."""
        with self.sink.pause():
            super()._check_loop(node)
            compares = False
            cursor = node
            while node.ability and cursor.parent is not None:
                cursor = list.__getitem__(self.nodes, cursor.parent)
                if cursor.ability == node.ability:
                    compares = True
                    break
        if compares:
            self.sink.reads.add(EVERYTHING)

    def inspect(self):
        """For the explorer's own looks at the state (keys, comparisons): reads nothing."""
        return self.sink.pause()

    def add(self, entity, prop, amount):
        """An increment: the entity's existence is read, the counter's old value is not (the sum does not
        depend on it) and the assignment is not recorded as a read (see the module docstring)."""
        props = self.entities[entity]
        dict.__setitem__(props, prop, (dict.get(props, prop, 0) or 0) + amount)


# -- writes -----------------------------------------------------------------------------------------
def writes(before, after, chosen=None):
    """The locations whose value differs between two states of one resolution (net writes), and
    whether anything outside what is tracked by location changed (then nothing commutes with it).

    `chosen` is the effect that was begun between them: its own node is written, and its parent's
    count of begun children (which only numbers branch paths) goes up by one.
    """
    out = set()
    outside = False
    with before.inspect(), after.inspect():
        _diff_entities(dict(dict.items(before.entities)), dict(dict.items(after.entities)), out)
        _diff_table(before.flags, after.flags, "f", out)
        _diff_table(before.counts, after.counts, "c", out)
        old_nodes = list.__iter__(before.nodes)
        parent = before.nodes[chosen].parent if chosen is not None else None
        # strict=False: `after` also holds the nodes made since; the nodes both states have are compared
        for old, new in zip(old_nodes, list.__iter__(after.nodes), strict=False):
            if old.key == chosen:
                out.add(("n", old.key))
                continue
            if old.key == parent:
                if new.begun != old.begun + 1 or _fields(new, begun=0) != _fields(old, begun=0):
                    out.add(("n", old.key))
                continue
            if new != old:
                out.add(("n", old.key))
        if after.current_player != before.current_player:
            outside = True
    return out, outside


def _fields(node, **override):
    values = {k: getattr(node, k) for k in node.__dataclass_fields__}
    values.update(override)
    return values


def _diff_entities(old, new, out):
    for eid in old.keys() | new.keys():
        a, b = old.get(eid), new.get(eid)
        if a is None or b is None:
            out.add(("x", eid))
            out.add(("b", eid))
            for prop in dict.keys(a if a is not None else b):
                out.add(("e", eid, prop))
            continue
        if (dict.__len__(a) == 0) != (dict.__len__(b) == 0):
            out.add(("b", eid))
        for prop in dict.keys(a) | dict.keys(b):
            if dict.get(a, prop, _MISSING) != dict.get(b, prop, _MISSING):
                out.add(("e", eid, prop))


def _diff_table(old, new, tag, out):
    for key in dict.keys(old) | dict.keys(new):
        if dict.get(old, key, _MISSING) != dict.get(new, key, _MISSING):
            out.add((tag, key))


_MISSING = object()

_WHOLE = {"e": lambda loc: ("E", loc[1]), "b": lambda loc: ("E", loc[1]), "x": lambda loc: ("X",),
          "f": lambda loc: ("F",), "c": lambda loc: ("C",), "n": lambda loc: ("N",)}


class Footprint:
    """Reads and (net) writes of one branch, or of several explored together."""

    __slots__ = ("reads", "writes", "touched", "outside", "_increments")

    def __init__(self, reads=(), writes=(), outside=False):
        self.reads = set(reads)
        self.writes = set(writes)
        self.outside = outside
        self.touched = None
        self._increments = None

    def add(self, other):
        self.reads |= other.reads
        self.writes |= other.writes
        self.outside = self.outside or other.outside
        self.touched = None
        self._increments = None

    @property
    def increments(self):
        """The properties written only by adding to them: written, never read nor assigned (an
        assignment is recorded as a read), of an entity neither created nor removed. Whatever order
        the additions come in, the counter ends at its old value plus their sum, and nothing else
        these branches did depended on its value."""
        if self._increments is None:
            reads, writes = self.reads, self.writes
            self._increments = frozenset(
                loc for loc in writes if loc[0] == "e" and loc not in reads and ("x", loc[1]) not in writes)
        return self._increments

    def _touched(self):
        """Every location a read would have to name to see these writes (the writes and their wholes).
        A property's entity is not among them: its existence is ("x", entity), written apart."""
        if self.touched is None:
            touched = set(self.writes)
            for loc in self.writes:
                touched.add(_WHOLE[loc[0]](loc))
            self.touched = touched
        return self.touched

    def commutes_with(self, other):
        """Neither writes what the other reads, and what both write both only add to (so either order
        gives the same state)."""
        if self.outside or other.outside:
            return False
        shared = self.writes & other.writes
        if shared and not shared <= (self.increments & other.increments):
            return False
        for mine, theirs in ((self, other), (other, self)):
            if mine.writes and EVERYTHING in theirs.reads:
                return False
            if mine._touched() & theirs.reads:
                return False
        return True
