"""Request guards that apply to every view."""
from urllib.parse import unquote

from django.http import HttpResponseBadRequest, JsonResponse
from django.urls import Resolver404, resolve

API_PREFIX = "/api/"
# The APIs whose other 400s are DRF's, keyed by field ({"game": ["Unknown game ..."]}); every other API view
# answers {"error": "...", "field": ...} as the adjudicator's do.
FIELD_KEYED_APIS = {"rulesapi"}


class RejectNulBytes:
    """A NUL character is never meaningful in a URL, and PostgreSQL refuses it in any query: answer 400
    here, so no view can turn it into a 500. On the APIs the 400 is JSON in the API's shape, naming each
    parameter that holds one; elsewhere a line of text."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        raw = request.META.get("QUERY_STRING", "")
        if "\x00" in request.path or "\x00" in unquote(raw) or "%00" in raw.lower():
            if request.path_info.startswith(API_PREFIX):
                return api_nul_response(request)
            return HttpResponseBadRequest("NUL characters are not allowed in a request.", content_type="text/plain")
        return self.get_response(request)


def api_nul_response(request):
    """The API's 400 for a NUL: each query parameter whose name or value holds one, or the path."""
    named = [name.replace("\x00", "%00") for name, values in request.GET.lists()
             if "\x00" in name or any("\x00" in value for value in values)]
    messages = {name: f"{name} holds a NUL character (%00), which no parameter may hold." for name in named}
    if "\x00" in request.path or not messages:  # a NUL in the path, or one the query parser did not keep
        message = "NUL characters (%00) are not allowed in a request."
        return JsonResponse({"detail": message} if _field_keyed(request) else {"error": message}, status=400)
    return _refused(request, messages)


def _field_keyed(request):
    """Whether the request's API keys its 400s by field. Resolved here (the NUL check runs before routing), a NUL
    read as a letter: `/api/games/a%00b/sections` is the rules library's route all the same."""
    try:
        return resolve(request.path_info.replace("\x00", "x")).namespace in FIELD_KEYED_APIS
    except Resolver404:
        return False


def _refused(request, messages):
    """A 400 naming each parameter with its problem ({name: message}), in the shape of the request's API."""
    if _field_keyed(request):
        return JsonResponse({name: [message] for name, message in messages.items()}, status=400)
    return JsonResponse({"error": " ".join(messages.values()), "field": next(iter(messages)),
                         "problems": [{"path": name, "message": message} for name, message in messages.items()]},
                        status=400)


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
        return _refused(request, {name: f"Give {name} once; it was given {count} times." for name, count in repeated})
