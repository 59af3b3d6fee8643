"""Outline mode shows a game model's failure to load, with its error, instead of "no timing model"."""
import logging

import pytest

from adjudicator.timing import registry
from adjudicator.tools.outline import OutlineInvalid, compile_outline


class HalfWritten:
    slug = "union-city-alliance"

    def __init__(self):
        raise RuntimeError("rules table not finished")


def test_a_model_that_fails_to_load_is_shown_and_logged(monkeypatch, caplog):
    real = registry.load
    monkeypatch.setattr(registry, "load", lambda slug: HalfWritten if slug == "union-city-alliance" else real(slug))
    with caplog.at_level(logging.ERROR), pytest.raises(OutlineInvalid) as raised:
        compile_outline("game: union-city-alliance\nKurt attacks Neil\n  Neil counters [counter]\n")
    message = str(raised.value)
    assert "could not be loaded" in message and "RuntimeError: rules table not finished" in message
    assert any("rules table not finished" in (r.exc_text or r.getMessage()) or r.exc_info for r in caplog.records
               if r.levelno >= logging.ERROR)


def test_a_game_with_no_model_still_says_so():
    with pytest.raises(OutlineInvalid, match="no timing model for game 'chess'"):
        compile_outline("game: chess\nKurt attacks Neil\n")
