"""The game's own words for the tools (outline mode, the card-text helper): the tools layer, not the timing model."""
