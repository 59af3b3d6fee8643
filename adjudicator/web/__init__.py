"""The thin Django app that serves the adjudicator's pages and API."""
