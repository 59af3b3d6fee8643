"""Top-level routes: rules library pages and API, adjudicator pages and API, admin, the health probe,
and the site's icon."""
from django.contrib import admin
from django.shortcuts import redirect
from django.templatetags.static import static
from django.urls import include, path
from drf_spectacular.views import SpectacularSwaggerSplitView

from config.healthz import healthz
from config.openapi import SchemaView


def favicon(request):
    """Browsers ask for /favicon.ico on a page that names no icon (the admin, the API docs, the bare 500
    page): send them to the one the site's own pages link to, rather than answer 404."""
    return redirect(static("favicon.svg"))


urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("favicon.ico", favicon, name="favicon"),
    path("admin/", admin.site.urls),
    path("api/schema/", SchemaView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),  # its script a file: CSP
    path("api/", include("adjudicator.web.api.urls")),
    path("api/", include("rulesapp.api.urls")),
    path("adjudicator/", include("adjudicator.web.urls")),
    path("", include("rulesapp.urls")),
]
