"""One timing model per game behind one small interface (base.TimingModel)."""


def model_for(slug, game=None):
    """The timing model for a game slug (raises KeyError for an unknown one). `game`: the game of the
    scenario it is to resolve; the plain stack resolves another game's scenario laid over that game's
    model, which keeps every rule but timing (stack.model.plain_stack_over)."""
    from adjudicator.timing.registry import load

    if slug == "stack" and game not in (None, "stack"):
        from adjudicator.timing.stack.model import plain_stack_over

        return plain_stack_over(load(game))()
    return load(slug)()


def model_slugs():
    """Slugs of the games that have a timing model."""
    from adjudicator.timing.registry import available

    return available()
