"""The editor's problem list as the server renders it (before the script, or without it): a message's backticked
words are code, not printed with their backticks."""
import pytest

pytestmark = pytest.mark.django_db

NO_START_OPS = "format: 1\ngame: union-city-alliance\ntitle: A start with nothing to do\nentities: {}\nstart: {}\n"


def test_a_problems_backticked_words_are_code_in_the_rendered_list(client):
    html = client.post("/adjudicator/resolve/", {"scenario": NO_START_OPS}).content.decode()
    listed = html[html.index('id="problem-list"'):]
    listed = listed[:listed.index("</ul>")]
    assert "exactly one of <code>do</code>" in listed and "`" not in listed
