"""Tug of War's own words for the tools (outline mode, the card-text helper)."""
