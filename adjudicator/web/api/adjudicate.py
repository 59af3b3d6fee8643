"""POST /api/adjudicate and POST /api/adjudicate/diagram — the contract's output over HTTP.

400 for an invalid scenario (every problem with its path and line) or a `model`
/ `compare` that cannot resolve it (what that model lacks: an op or a timing
class), 413 for one over the size limit, 422 for a loop or a limit reached;
never a 500. A resolution's `warnings` (what did not happen) never change the status.
"""
from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.parsers import BaseParser
from rest_framework.response import Response
from rest_framework.views import APIView

from adjudicator.diagram import DiagramError
from adjudicator.errors import ModelUnfit, ResolutionStopped, ScenarioInvalid
from adjudicator.timing import model_slugs
from adjudicator.web import service

SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox"


class RawParser(BaseParser):
    """Accept any body: the view reads request.body itself (JSON or YAML)."""

    media_type = "*/*"

    def parse(self, stream, media_type=None, parser_context=None):
        return None


def problem_response(exc):
    return Response({"error": "invalid scenario", "problems": [p.as_dict() for p in exc.problems]}, status=400)


def _flag(request, name):
    return request.query_params.get(name, "").lower() in ("1", "true", "yes", "on")


def _model(request, name="model"):
    model = request.query_params.get(name) or None
    if model is not None and model not in model_slugs():
        return None, Response({"error": f"unknown {name} {model!r}; expected one of: {', '.join(model_slugs())}"},
                              status=400)
    return model, None


def resolve_request(request, with_compare=False):
    """The output for the scenario in the request body, or the 4xx Response that says what is wrong."""
    model, error = _model(request)
    compare, compare_error = _model(request, "compare") if with_compare else (None, None)
    if error or compare_error:
        return error or compare_error
    try:
        data, fmt = service.body_text(request)
        return service.resolve_text(data, fmt, model, _flag(request, "explore"), compare)
    except service.TooLarge as exc:
        return Response({"error": str(exc)}, status=413)
    except ModelUnfit as exc:
        return Response(exc.as_dict(), status=400)
    except ScenarioInvalid as exc:
        return problem_response(exc)
    except ResolutionStopped as exc:
        return Response({"error": str(exc), "kind": exc.kind}, status=422)


SCENARIO_JSON = {
    "type": "object", "required": ["format", "game", "title", "entities", "start"],
    "properties": {"format": {"type": "integer", "enum": [1]}, "game": {"type": "string", "enum": list(model_slugs())},
                   "title": {"type": "string"}, "entities": {"type": "object"}, "start": {"type": "object"}},
    "description": "a scenario (scenario-format.md); what it means is checked by the adjudicator, and a "
                   "400 lists every problem with its path",
}
SCENARIO_BODY = {"application/json": SCENARIO_JSON, "application/yaml": SCENARIO_JSON}  # YAML: the same document
BODY_REQUIRED = {"x-body-required": True}  # config.openapi turns it into requestBody.required
COMMON_PARAMS = [
    OpenApiParameter("explore", OpenApiTypes.BOOL, description="explore every order the chooser could pick"),
    OpenApiParameter("model", OpenApiTypes.STR, enum=list(model_slugs()),
                     description="resolve with this timing model instead of the scenario's game"),
]
COMPARE_PARAM = OpenApiParameter("compare", OpenApiTypes.STR, enum=list(model_slugs()),
                                 description="also resolve under this model; adds `compare` with the differences")


class AdjudicateView(APIView):
    """Resolve a scenario (scenario-format.md) and return the trace, outcomes and tree."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request=SCENARIO_BODY, parameters=COMMON_PARAMS + [COMPARE_PARAM], extensions=BODY_REQUIRED,
        responses={200: OpenApiTypes.OBJECT,
                   400: OpenApiResponse(description="invalid scenario (problems with paths), or a model or compare "
                                                    "model that cannot resolve it (what it lacks)"),
                   413: OpenApiResponse(description="scenario too large"),
                   422: OpenApiResponse(description="a trigger loop or a limit reached")},
    )
    def post(self, request):
        result = resolve_request(request, with_compare=True)
        return result if isinstance(result, Response) else Response(result)


class DiagramView(APIView):
    """The chain and branch tree (or the step timeline) of one outcome, as SVG or DOT."""

    parser_classes = [RawParser]
    authentication_classes = []

    @extend_schema(
        request=SCENARIO_BODY, extensions=BODY_REQUIRED,
        parameters=COMMON_PARAMS + [
            OpenApiParameter("format", OpenApiTypes.STR, enum=["svg", "dot"]),
            OpenApiParameter("kind", OpenApiTypes.STR, enum=["tree", "timeline"]),
            OpenApiParameter("outcome", OpenApiTypes.INT, description="1-based outcome number"),
        ],
        responses={(200, "image/svg+xml"): OpenApiTypes.BINARY, (200, "text/vnd.graphviz"): OpenApiTypes.STR,
                   400: OpenApiResponse(description="invalid scenario or parameters"),
                   413: OpenApiResponse(description="scenario too large"),
                   422: OpenApiResponse(description="a loop or a limit reached")},
    )
    def post(self, request):
        fmt = request.query_params.get("format", "svg")
        kind = request.query_params.get("kind", "tree")
        number = request.query_params.get("outcome", "1")
        if fmt not in ("svg", "dot") or kind not in ("tree", "timeline") or not number.isdigit() or int(number) < 1:
            return Response({"error": "format is svg or dot, kind is tree or timeline, outcome is 1 or more"},
                            status=400)
        result = resolve_request(request)
        if isinstance(result, Response):
            return result
        if int(number) > len(result["outcomes"]):
            return Response({"error": f"there are {len(result['outcomes'])} outcome(s)"}, status=400)
        try:
            body = service.diagram_bytes(result["outcomes"][int(number) - 1], kind, fmt)
        except DiagramError as exc:
            return Response({"error": f"diagram: {exc}"}, status=422)
        return diagram_response(body, fmt)


def diagram_response(body, fmt):
    if fmt == "dot":
        response = HttpResponse(body, content_type="text/vnd.graphviz; charset=utf-8")
    else:
        response = HttpResponse(body, content_type="image/svg+xml")
        response["Content-Security-Policy"] = SVG_CSP
    response["X-Content-Type-Options"] = "nosniff"
    return response
