"""Authoring tools that write scenarios: outline mode and the card-text helper."""
