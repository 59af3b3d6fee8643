"""Headers that harden every answer the site gives.

The Content-Security-Policy lets a page load scripts, styles, images and fonts from this site only, run no
inline script and apply no inline style (every template keeps its script in static files; a page's data for
its script travels in a `<script type="application/json">` block, which a browser never runs), post forms
only here, and be framed by no one. An answer that set its own policy keeps it (a diagram's SVG is stricter).
"""
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])


class ContentSecurityPolicy:
    """Adds CONTENT_SECURITY_POLICY to every response that has none: pages, the API, errors, static files."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        return response
