"""The games the adjudicator knows: the single source of truth.

A game is one package under `adjudicator/timing/` whose `model.py` declares a
`TimingModel` subclass, plus one line in `GAMES` below (its place there is its
display order). Everything else about the game is declared on the model class,
once: slug, title, rulebook files, timing classes, numeric properties, default
zones. The scenario checker, the engine, the Django pages, the importer, the
tests and the docs all read it from here.

Models are imported on first use, so a game whose package is missing is
reported as "no timing model" instead of breaking every import.
"""
import importlib
from functools import cache

# "package.module:Class", in display order.
GAMES = [
    "adjudicator.timing.union_city.model:UnionCityAlliance",
    "adjudicator.timing.marvel_champions.model:MarvelChampions",
    "adjudicator.timing.skirmish.model:MarvelSkirmish",
    "adjudicator.timing.valiant.model:ValiantUniverse",
    "adjudicator.timing.stack.model:PlainStack",
]


def register(path):
    """Add a game ("package.module:Class") after the others; for a game that lives outside this
    package (the test suite's toy game). Registering the same path twice changes nothing."""
    if path not in GAMES:
        GAMES.append(path)
        _classes.cache_clear()


def unregister(path):
    if path in GAMES:
        GAMES.remove(path)
        _classes.cache_clear()


def _import(path):
    module_name, _, class_name = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise
    return getattr(module, class_name)


@cache
def _classes(paths):
    found = {}
    for path in paths:
        cls = _import(path)
        if cls is not None:
            found[cls.slug] = cls
    return found


def model_classes():
    """{slug: model class} of every game whose model is there, in display order."""
    return _classes(tuple(GAMES))


def load(slug):
    """The model class for a slug; KeyError if no game has it."""
    return model_classes()[slug]


def available():
    """Slugs of the games that have a timing model, in display order."""
    return tuple(model_classes())


def title(slug):
    cls = model_classes().get(slug)
    return cls.title if cls else None


def rulebook_games():
    """{slug: (title, documents)} of the games that ship a rulebook, in display order."""
    return {slug: (cls.title, cls.rulebooks) for slug, cls in model_classes().items() if cls.rulebooks}


def numeric_props():
    """Properties some game computes with (they must be integers in any scenario: a scenario of one
    game can be resolved under another model for comparison). Made again only when the games or what they
    declare change: the scenario checker asks for them for every scenario it checks."""
    declared = tuple(cls.numeric_props for cls in model_classes().values())
    if _NUMERIC_PROPS[0] != declared:
        props = set()
        for numbers in declared:
            props |= set(numbers)
        _NUMERIC_PROPS[:] = [declared, frozenset(props)]
    return _NUMERIC_PROPS[1]


_NUMERIC_PROPS: list = [None, frozenset()]  # (what the games declared, numeric_props made of it)


_SHARED: dict = {}  # model class -> (the declarations its instance was made from, the instance)


class Catalog:
    """What the scenario checker needs of the games (adjudicator.scenario never imports timing)."""

    def slugs(self):
        return available()

    def model(self, slug):
        """A fresh model instance; KeyError for an unknown slug."""
        return load(slug)()

    def shared_model(self, slug):
        """A model instance for the scenario checker, which only reads it: one per model class, made again
        only where a declaration a model's own state is made from (its rule sentences and ops, base.py) was
        replaced since. Making a fresh one for every scenario checked was a twentieth of checking it."""
        cls = load(slug)
        sources = (cls.rule_sentences, cls.op_defs, cls.refused_ops, cls.event_defs)
        made = _SHARED.get(cls)
        if made is None or made[0] != sources:  # (a tuple compares its items by identity first)
            made = _SHARED[cls] = (sources, cls())
        return made[1]

    def numeric_props(self):
        return numeric_props()

    def builtin_ops(self):
        """{name: OpDef} of the built-in ops (for a scenario whose game is unknown)."""
        from adjudicator.engine.builtin_ops import BUILTIN

        return BUILTIN

    def builtin_events(self):
        from adjudicator.engine.events import BUILTIN_EVENT_FIELDS

        return dict(BUILTIN_EVENT_FIELDS)


CATALOG = Catalog()
