"""Top-level routes: rules library pages and API, adjudicator pages and API, admin, the health probe."""
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from config.healthz import healthz

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/", include("adjudicator.web.api.urls")),
    path("api/", include("rulesapp.api.urls")),
    path("adjudicator/", include("adjudicator.web.urls")),
    path("", include("rulesapp.urls")),
]
