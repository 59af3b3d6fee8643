"""Caps on shared scenarios: new ones per client per hour (429 + Retry-After) and the total stored size
(507), each with a message that says what happened. Nothing already shared is lost, and sharing a text
that is already stored always works."""
from pathlib import Path

from adjudicator.web import permalinks
from adjudicator.web.models import SavedScenario

ROOT = Path(__file__).resolve().parents[3]
BLACK_FLAG = (ROOT / "fixtures/scenarios/union-city-alliance/black-flag.yaml").read_text()


def variant(number):
    return BLACK_FLAG.replace("title: ", f"title: (variant {number}) ", 1)


def share(client, text, address="192.0.2.1"):
    return client.post("/adjudicator/resolve/", {"scenario": text}, REMOTE_ADDR=address)


def test_a_client_over_its_hourly_cap_gets_429_and_keeps_what_it_shared(client, real_throttles, settings):
    settings.SHARED_SCENARIOS_PER_HOUR = 2
    first, second = share(client, variant(1)), share(client, variant(2))
    assert first.status_code == second.status_code == 303
    refused = share(client, variant(3))
    assert refused.status_code == 429
    assert 1 <= int(refused["Retry-After"]) <= 3600
    assert "shared 2 new scenarios this hour" in refused.content.decode()
    assert "(variant 3)" in refused.content.decode()  # the editor is shown again with the text
    assert SavedScenario.objects.count() == 2
    assert client.get(first["Location"]).status_code == 200
    assert share(client, variant(1)).status_code == 303  # re-sharing a stored text is not a new share
    assert share(client, variant(3), address="192.0.2.99").status_code == 303  # another client


def test_a_full_store_refuses_new_scenarios_with_507_and_keeps_the_old_ones(client, db, settings):
    settings.SHARED_SCENARIOS_MAX_TOTAL_BYTES = len(variant(1).encode()) + 100
    assert share(client, variant(1)).status_code == 303
    refused = share(client, variant(2))
    assert refused.status_code == 507
    assert "The store of shared scenarios is full" in refused.content.decode()
    assert SavedScenario.objects.count() == 1
    assert share(client, variant(1)).status_code == 303


def test_the_store_size_is_counted_in_bytes(db):
    permalinks.save("title: café\n")
    permalinks.save("title: plain\n")
    assert permalinks.stored_bytes() == len("title: café\n".encode()) + len("title: plain\n")


def test_saving_without_a_client_is_not_counted_per_hour(db, settings):
    """Operator commands and the tests save without an address; the size cap still holds."""
    settings.SHARED_SCENARIOS_PER_HOUR = 1
    permalinks.save(variant(1))
    permalinks.save(variant(2))
    assert SavedScenario.objects.count() == 2
