"""The input side: scenario text in, a validated frozen Scenario out.

source (safe YAML/JSON with line numbers), validation (every field checked, each
problem with its path), readers (how op fields are read), vocabulary (the
format's words), model (the frozen dataclasses the engine reads).

Callers load scenarios through adjudicator.api.load_scenario, which passes the
registered games (the input layer never imports the timing models).
"""
