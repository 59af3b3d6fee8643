"""Request guards that apply to every view."""
from urllib.parse import unquote

from django.http import HttpResponseBadRequest


class RejectNulBytes:
    """A NUL character is never meaningful in a URL, and PostgreSQL refuses it in any query: answer 400
    here, so no view can turn it into a 500."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        raw = request.META.get("QUERY_STRING", "")
        if "\x00" in request.path or "\x00" in unquote(raw) or "%00" in raw.lower():
            return HttpResponseBadRequest("NUL characters are not allowed in a request.", content_type="text/plain")
        return self.get_response(request)
