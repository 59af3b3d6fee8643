"""The site's icon: every page links one that is served, and /favicon.ico leads to it, so no page
leaves a 404 in the browser's console. (Served for real, with the collected static files, in test_serve.)"""
import re
import urllib.error
import urllib.request

import pytest

ICON_LINK = re.compile(r'<link rel="icon" href="([^"]+)" type="image/svg\+xml">')


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def fetch(url, follow=True):
    """(status, headers, body) of a GET on the live server."""
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(url, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.mark.parametrize("path", ["/", "/search/?q=surge", "/adjudicator/", "/no/such/page/"])
def test_each_page_links_an_icon_that_is_served(live_server, transactional_db, path):
    _, _, page = fetch(live_server.url + path)
    link = ICON_LINK.search(page.decode())
    assert link, f"{path} names no icon"
    status, headers, icon = fetch(live_server.url + link.group(1))
    assert status == 200
    assert headers["Content-Type"].startswith("image/svg+xml") and icon.lstrip().startswith(b"<svg")


def test_favicon_ico_leads_to_the_linked_icon(live_server, transactional_db):
    _, _, page = fetch(live_server.url + "/")
    linked = ICON_LINK.search(page.decode()).group(1)
    status, headers, _ = fetch(live_server.url + "/favicon.ico", follow=False)
    assert status == 302 and headers["Location"] == linked
    assert fetch(live_server.url + "/favicon.ico")[0] == 200
