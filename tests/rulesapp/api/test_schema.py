"""The OpenAPI schema validates, documents the rules library endpoints, and the docs page is self-hosted."""
import re

import yaml
from django.contrib.staticfiles import finders
from django.core.management import call_command

RULES_PATHS = {"/api/games", "/api/games/{slug}/sections", "/api/games/{slug}/sections/{anchor}", "/api/glossary",
               "/api/search"}


def test_schema_validates_without_warnings(tmp_path):
    schema_file = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(schema_file))
    schema = yaml.safe_load(schema_file.read_text())
    assert RULES_PATHS <= set(schema["paths"])
    search_params = {param["name"] for param in schema["paths"]["/api/search"]["get"]["parameters"]}
    assert {"q", "game", "limit"} <= search_params


def test_schema_is_served(client):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    assert RULES_PATHS <= set(response.json()["paths"])


def test_swagger_ui_loads_only_self_hosted_assets(client):
    response = client.get("/api/docs/")
    assert response.status_code == 200
    page = response.content.decode()
    assets = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert assets, "the docs page should load its script and styles"
    assert not [url for url in assets if re.match(r"^(https?:)?//", url)], "no asset may come from another host"
    static_assets = [url for url in assets if url.startswith("/static/")]
    assert any(url.endswith(".js") for url in static_assets)
    for url in static_assets:
        assert finders.find(url.removeprefix("/static/")), f"{url} is not shipped with the project"
