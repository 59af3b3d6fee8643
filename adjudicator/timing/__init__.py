"""One timing model per game behind one small interface (base.TimingModel)."""


def model_for(slug):
    """The timing model for a game slug (raises KeyError for an unknown one)."""
    from adjudicator.timing.registry import MODELS

    return MODELS[slug]()


def model_slugs():
    from adjudicator.timing.registry import MODELS

    return tuple(MODELS)
