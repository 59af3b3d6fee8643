"""The adjudicator's JSON API: resolving, the editor's live validation, the two quick tools."""
