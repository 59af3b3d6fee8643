"""Every POST is throttled per client by the rates in settings: 429 with Retry-After, a JSON error under
/api/ and a page elsewhere; GETs are never counted; behind a proxy each forwarded client counts apart."""
import json

import pytest

from config.throttling import Rate, client_address

CARDTEXT = json.dumps({"text": "Galvanize: Discard a card."})

# (path, body, content type) for every POST endpoint of the site.
POST_ENDPOINTS = [
    ("/api/adjudicate", "{}", "application/json"),
    ("/api/adjudicate/diagram", "{}", "application/json"),
    ("/api/validate", "format: 1\n", "application/yaml"),
    ("/api/validate/build", "{}", "application/json"),
    ("/api/outline", json.dumps({"outline": "A uses B"}), "application/json"),
    ("/api/cardtext", CARDTEXT, "application/json"),
    ("/adjudicator/editor/", "scenario=x", "application/x-www-form-urlencoded"),
    ("/adjudicator/resolve/", "scenario=x", "application/x-www-form-urlencoded"),
    ("/adjudicator/tools/outline/", "outline=A+uses+B", "application/x-www-form-urlencoded"),
    ("/adjudicator/tools/cardtext/", "text=Galvanize", "application/x-www-form-urlencoded"),
    ("/admin/login/", "username=a&password=b", "application/x-www-form-urlencoded"),
]


@pytest.fixture
def one_per_minute(real_throttles, settings):
    settings.POST_THROTTLE_RATES = {scope: "1/min" for scope in settings.POST_THROTTLE_RATES}


@pytest.mark.parametrize("path,body,content_type", POST_ENDPOINTS)
def test_every_post_endpoint_answers_429_with_retry_after_over_its_rate(client, db, one_per_minute, path, body,
                                                                        content_type):
    first = client.post(path, body, content_type=content_type)
    assert first.status_code != 429
    second = client.post(path, body, content_type=content_type)
    assert second.status_code == 429
    assert 1 <= int(second["Retry-After"]) <= 60
    text = second.content.decode()
    assert "at most 1 per minute" in text
    if path.startswith("/api/"):
        assert second.json()["retry_after"] == int(second["Retry-After"])
    else:
        assert "<h1>Please wait a moment</h1>" in text


def test_gets_are_not_counted(client, real_throttles, settings):
    settings.POST_THROTTLE_RATES = dict(settings.POST_THROTTLE_RATES, post="1/min")
    for _ in range(3):
        assert client.get("/adjudicator/tools/cardtext/").status_code == 200
    assert client.post("/api/cardtext", CARDTEXT, content_type="application/json").status_code == 200


def test_each_client_address_has_its_own_count(client, real_throttles, settings):
    settings.POST_THROTTLE_RATES = dict(settings.POST_THROTTLE_RATES, post="1/min")

    def post(address):
        return client.post("/api/cardtext", CARDTEXT, content_type="application/json", REMOTE_ADDR=address)

    assert post("10.0.0.1").status_code == 200
    assert post("10.0.0.1").status_code == 429
    assert post("10.0.0.2").status_code == 200


def test_scopes_count_apart(client, real_throttles, settings):
    """The editor's checks as you type do not use up a client's resolutions."""
    settings.POST_THROTTLE_RATES = dict(settings.POST_THROTTLE_RATES, editor="1/min", heavy="1/min")
    assert client.post("/api/validate", "format: 1\n", content_type="application/yaml").status_code == 200
    assert client.post("/api/validate", "format: 1\n", content_type="application/yaml").status_code == 429
    assert client.post("/api/adjudicate", "{}", content_type="application/json").status_code == 400


def test_behind_one_proxy_the_forwarded_client_is_counted(client, real_throttles, settings):
    settings.PROXY_COUNT = 1
    settings.POST_THROTTLE_RATES = dict(settings.POST_THROTTLE_RATES, post="1/min")

    def post(forwarded):
        return client.post("/api/cardtext", CARDTEXT, content_type="application/json", REMOTE_ADDR="127.0.0.1",
                           HTTP_X_FORWARDED_FOR=forwarded)

    assert post("203.0.113.7").status_code == 200
    assert post("203.0.113.8").status_code == 200
    # A client cannot dodge its count by sending its own X-Forwarded-For: the proxy appends the real one.
    assert post("198.51.100.1, 203.0.113.7").status_code == 429


def test_client_address_reads_the_hop_the_proxies_saw(rf, settings):
    request = rf.get("/", REMOTE_ADDR="10.1.1.1", HTTP_X_FORWARDED_FOR="1.1.1.1, 2.2.2.2, 3.3.3.3")
    settings.PROXY_COUNT = 0
    assert client_address(request) == "10.1.1.1"
    settings.PROXY_COUNT = 2
    assert client_address(request) == "2.2.2.2"
    settings.PROXY_COUNT = 5  # fewer hops than proxies: the header is not trusted
    assert client_address(request) == "10.1.1.1"


def test_rates_are_read_strictly():
    assert Rate.parse("30/min") == Rate(30, 60)
    assert Rate.parse("5/hour").describe() == "5 per hour"
    for bad in ("30", "x/min", "3/fortnight", "-1/min"):
        with pytest.raises(ValueError, match="N/min"):
            Rate.parse(bad)
