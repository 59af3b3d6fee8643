"""Unknown URLs anywhere get the site's own 404 page, in its layout."""
import pytest
from django.test import override_settings


@pytest.mark.django_db
@override_settings(DEBUG=False)
def test_an_unknown_url_outside_the_rules_routes_gets_the_site_404(client):
    response = client.get("/no/such/place/")
    assert response.status_code == 404
    html = response.content.decode()
    assert "Not found" in html and 'role="search"' in html


@pytest.mark.parametrize("url", ["/search/?q=%00", "/adjudicator/editor/?example=%00", "/api/search?q=a%00b",
                                 "/games/%00/"])
def test_nul_bytes_in_a_url_are_a_400_on_every_database(client, url):
    response = client.get(url)
    assert response.status_code in (400, 404)
