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
