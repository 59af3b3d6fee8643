"""What the OpenAPI schema says beyond each view's own decorators (SPECTACULAR_SETTINGS hooks).

- `x-body-required` on an operation (set with extend_schema(extensions=...)) becomes
  `requestBody.required: true`: drf-spectacular cannot infer it for bodies given as raw schemas.
- Every POST is throttled per client (config.throttling): each documents 429.
- Heavy views (settings.HEAVY_VIEWS) may find every slot taken (config.heavy): each documents 503.
- A query parameter given more than once is refused before any API view runs (config.middleware): every
  operation documents that 400, beside its own reasons for one.
"""
from django.conf import settings
from django.urls import Resolver404, resolve

BODY_REQUIRED = "x-body-required"
REPEATED_PARAMETER = "a query parameter given more than once (the answer names it)"


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
            responses.setdefault("429", {"description": "too many requests from this client; the Retry-After "
                                                        "header says how many seconds to wait"})
            if _view_name(path) in settings.HEAVY_VIEWS:
                responses.setdefault("503", {"description": "the server is busy with other resolutions; the "
                                                            "Retry-After header says when to try again"})
    return result


def _view_name(path):
    try:
        return resolve(path).view_name
    except Resolver404:
        return None
