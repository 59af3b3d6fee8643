"""Request guards that apply to every view."""
from urllib.parse import unquote

from django.http import HttpResponseBadRequest, JsonResponse

API_PREFIX = "/api/"
# The APIs whose other 400s are DRF's, keyed by field ({"game": ["Unknown game ..."]}); every other API view
# answers {"error": "...", "field": ...} as the adjudicator's do.
FIELD_KEYED_APIS = {"rulesapi"}


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


def repeated_parameters(query):
    """Each query parameter given more than once, with how many times, in the order the query first gives them."""
    return [(name, len(values)) for name, values in query.lists() if len(values) > 1]


class ApiParametersOnce:
    """An API query parameter given twice (`?model=stack&model=union-city-alliance`, even with one value twice)
    is a 400 naming it, never a silent choice of the last one: checked here, before any API view runs, so no
    view (and no new endpoint) can forget it. The answer has the shape of its API's other 400s: the rules
    library's keyed by the parameter, the adjudicator's an `error` with the `field` and each problem."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_view(self, request, view_func, view_args, view_kwargs):
        if not request.path_info.startswith(API_PREFIX):
            return None
        repeated = repeated_parameters(request.GET)
        if not repeated:
            return None
        messages = {name: f"Give {name} once; it was given {count} times." for name, count in repeated}
        match = request.resolver_match
        if match is not None and match.namespace in FIELD_KEYED_APIS:
            return JsonResponse({name: [message] for name, message in messages.items()}, status=400)
        return JsonResponse({"error": " ".join(messages.values()), "field": repeated[0][0],
                             "problems": [{"path": name, "message": message} for name, message in messages.items()]},
                            status=400)
