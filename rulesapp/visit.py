"""The game a visitor is looking at, remembered for the visit (players play one game at a time): search
uses it unless they choose another, or "all games", on the search form; the header's box says so."""

VISIT_GAME = "game"  # the session key


def visit_game(request) -> str:
    return request.session.get(VISIT_GAME, "")


def remember_game(request, slug: str) -> None:
    if request.session.get(VISIT_GAME, "") != slug:
        request.session[VISIT_GAME] = slug
        request.session.set_expiry(0)  # for the visit: the cookie ends with the browser session
