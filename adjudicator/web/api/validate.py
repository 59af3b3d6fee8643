"""The editor's live calls: POST /api/validate (text -> problems + builder form) and
POST /api/validate/build (builder form -> YAML text + problems).

Both answer 200 with the problems, since an invalid scenario is the normal state
of a text being typed; 413 for a body over the size limit, 400 for a body that
is not what the endpoint reads. Throttled (scope "validate") because the editor
calls them as you type.
"""
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from adjudicator.web import builder, service, views
from adjudicator.web.api import bodies, params
from adjudicator.web.api.adjudicate import BODY_REQUIRED, RawParser

VALIDATION_RESPONSE = OpenApiResponse(
    OpenApiTypes.OBJECT,
    description='{"valid", "problems": [{"path", "message", "line"}], "format", "builder": {"form", "note"}, '
                '"models": [the timing models that can resolve it]}',
)


class _EditorCall(APIView):
    parser_classes = [RawParser]
    authentication_classes = []
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "validate"


def _too_large(exc):
    """413, the message also listed as the text's one problem: the editor shows it in its list and counts it."""
    return Response({"error": str(exc), "problems": [{"path": "", "message": str(exc), "line": None}]}, status=413)


class ValidateView(_EditorCall):
    """Check scenario text (YAML or JSON) as the editor types: every problem with its path and line."""

    @extend_schema(request={"application/yaml": {"description": "any YAML text: its problems are the answer"},
                            "application/json": {"description": "any JSON text: its problems are the answer"}},
                   responses={200: VALIDATION_RESPONSE, 413: OpenApiResponse(description="scenario too large"),
                              429: OpenApiResponse(description="too many calls; slow down")})
    def post(self, request):
        try:
            data, _ = service.body_text(request)
        except service.TooLarge as exc:
            return _too_large(exc)
        text = data.decode("utf-8", "replace")
        return Response(views.validation(text))


class BuildView(_EditorCall):
    """Turn the editor's builder form (JSON) into scenario YAML, and validate that YAML."""

    @extend_schema(request={"application/json": OpenApiTypes.OBJECT}, extensions=BODY_REQUIRED,
                   responses={200: VALIDATION_RESPONSE, 400: OpenApiResponse(description="not a JSON form"),
                              413: OpenApiResponse(description="form too large")})
    def post(self, request):
        try:
            data, _ = service.body_text(request)
        except service.TooLarge as exc:
            return _too_large(exc)
        try:
            form = bodies.loads(data)
        except bodies.RepeatedKey as exc:
            return params.BadParameters([(exc.name, str(exc))]).response()
        except (ValueError, RecursionError):
            return Response({"error": "the body must be the builder form as a JSON object"}, status=400)
        scenario, problems = builder.data_from_form(form, service.limits().max_document_bytes)
        if scenario is None:
            return Response({"error": "; ".join(p.message for p in problems)}, status=400)
        text = builder.dump(scenario)
        result = views.validation(text)
        result["problems"] = [p.as_dict() for p in problems] + result["problems"]
        result["valid"] = not result["problems"]
        result["text"] = text
        return Response(result)
