"""Adjudicator page routes, mounted under /adjudicator/.

The scenario editor, step-through, examples and guided walk live in views.py;
the outline mode and card-text helper in tools_views.py (tools_urls.py).
"""
from django.urls import include, path

app_name = "adjudicator"
urlpatterns = [
    path("tools/", include("adjudicator.web.tools_urls")),
    path("", include("adjudicator.web.page_urls")),
]
