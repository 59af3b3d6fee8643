"""What the OpenAPI schema says beyond each view's own decorators (SPECTACULAR_SETTINGS hooks).

- `x-body-required` on an operation (set with extend_schema(extensions=...)) becomes
  `requestBody.required: true`: drf-spectacular cannot infer it for bodies given as raw schemas.
- Every POST is throttled per client (config.throttling): each documents 429.
- Heavy views (settings.HEAVY_VIEWS) may find every slot taken (config.heavy): their 429 says so too.
- A query parameter given more than once, or holding a NUL, is refused before any API view runs
  (config.middleware): every operation documents that 400, beside its own reasons for one.
- SchemaView serves the schema itself, its `format` and `lang` checked like every API parameter.
"""
from django.conf import settings
from django.http import JsonResponse
from django.urls import Resolver404, resolve
from drf_spectacular.utils import extend_schema
from drf_spectacular.views import SpectacularAPIView

from adjudicator.web.api import params

BODY_REQUIRED = "x-body-required"
REPEATED_PARAMETER = "a query parameter given more than once, or holding a NUL (the answer names it)"


def document_server_limits(result, generator, request, public):
    for path, operations in result.get("paths", {}).items():
        for method, operation in operations.items():
            if operation.pop(BODY_REQUIRED, False) and "requestBody" in operation:
                operation["requestBody"]["required"] = True
            refused = operation.setdefault("responses", {}).setdefault("400", {"description": ""})
            refused["description"] = "; or ".join(filter(None, [refused["description"], REPEATED_PARAMETER]))
            if method != "post":
                continue
            responses = operation.setdefault("responses", {})
            busy = (" or the server busy with other resolutions (every heavy-work slot taken and its queue full);"
                    if _view_name(path) in settings.HEAVY_VIEWS else ";")
            responses.setdefault("429", {"description": f"too many requests from this client,{busy} the "
                                                        "Retry-After header says how many seconds to wait"
                                                        .replace(",;", ";")})
    return result


def _view_name(path):
    try:
        return resolve(path).view_name
    except Resolver404:
        return None


SCHEMA_FORMATS = ("json", "yaml")
SCHEMA_LANGUAGES = ("", "en", "en-us")  # settings.USE_I18N is off: the schema is written in English only


class SchemaView(SpectacularAPIView):
    """/api/schema/ as drf-spectacular serves it, with its two query parameters checked like every other API's:
    `format` (json or yaml; without it the Accept header chooses) and `lang` (English only). Unchecked, a
    `?format=xml` got YAML and a `?lang=fr` English, both silently."""

    @extend_schema(exclude=not settings.SPECTACULAR_SETTINGS.get("SERVE_INCLUDE_SCHEMA", True))
    def get(self, request, *args, **kwargs):
        check = params.Checker()
        if "format" in request.query_params:
            check.one_of("format", request.query_params["format"], SCHEMA_FORMATS)
        lang = request.query_params.get("lang")
        if lang is not None and lang.strip().lower() not in SCHEMA_LANGUAGES:
            check.refuse("lang", f"lang is en: the schema is written in English only; {params.quoted(lang)} is "
                                 "not offered.")
        try:
            check.check()
        except params.BadParameters as exc:  # JSON, as every API's 400: not through the view's schema renderers
            return JsonResponse(exc.as_dict(), status=400)
        return super().get(request, *args, **kwargs)
