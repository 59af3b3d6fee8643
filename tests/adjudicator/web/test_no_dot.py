"""Without Graphviz's `dot` the step-through and the outline page still answer, say the diagram could not
be drawn and why, and log it."""
import logging
from pathlib import Path

import pytest

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[3]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()
GALVANIZE = """\
Wrangler uses Social Networking's Galvanize
  Odysseus draws Scientific Genius [alert]
  Odysseus draws Rapid Processing [alert]
order: Rapid Processing
"""


@pytest.fixture
def no_dot(settings, tmp_path):
    settings.GRAPHVIZ_DOT = str(tmp_path / "no-such-dot")
    return settings.GRAPHVIZ_DOT


def test_the_step_through_says_the_diagram_could_not_be_drawn(client, no_dot, caplog):
    with caplog.at_level(logging.WARNING):
        location = client.post("/adjudicator/resolve/", {"scenario": BLACK_FLAG})["Location"]
        page = client.get(location).content.decode()
    assert "The diagram could not be drawn: Graphviz dot not found at" in page
    assert "Black Flag&#x27;s overcome finishes before" in page  # the ruling itself is still there
    assert any("Graphviz dot not found" in r.getMessage() and r.name.startswith("adjudicator.web")
               for r in caplog.records)


def test_the_outline_page_says_the_diagram_could_not_be_drawn(client, no_dot, caplog):
    with caplog.at_level(logging.WARNING):
        page = client.post("/adjudicator/tools/outline/", {"outline": GALVANIZE}).content.decode()
    assert "Graphviz dot not found at" in page
    assert any("Graphviz dot not found" in r.getMessage() for r in caplog.records)
