"""One timing model per game behind one small interface (base.TimingModel)."""


def model_for(slug):
    """The timing model for a game slug (raises KeyError for an unknown one)."""
    from adjudicator.timing.registry import load

    return load(slug)()


def model_slugs():
    """Slugs of the games that have a timing model."""
    from adjudicator.timing.registry import available

    return available()
