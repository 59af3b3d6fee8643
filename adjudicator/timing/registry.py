"""Which model serves which game slug.

Models are imported on first use, so a game whose model module is not there
yet is reported as "no timing model" instead of breaking every import.
"""
import importlib

MODEL_PATHS = {
    "union-city-alliance": "adjudicator.timing.union_city.model:UnionCityAlliance",
    "marvel-champions": "adjudicator.timing.marvel_champions.model:MarvelChampions",
    "marvel-skirmish": "adjudicator.timing.skirmish.model:MarvelSkirmish",
    "valiant-universe": "adjudicator.timing.valiant.model:ValiantUniverse",
    "stack": "adjudicator.timing.stack.model:PlainStack",
}


def load(slug):
    """The model class for a slug; KeyError if the slug is unknown or its module is missing."""
    module_name, _, class_name = MODEL_PATHS[slug].partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            raise KeyError(slug) from None
        raise
    return getattr(module, class_name)


def available():
    slugs = []
    for slug in MODEL_PATHS:
        try:
            load(slug)
        except KeyError:
            continue
        slugs.append(slug)
    return tuple(slugs)
