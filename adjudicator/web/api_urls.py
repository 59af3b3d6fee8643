"""Adjudicator API routes, mounted under /api/."""
from django.urls import path

from adjudicator.web import api
from adjudicator.web import api_pages  # the editor's validate/build calls (web pages work)
from adjudicator.web import api_tools  # outline mode and card-text helper (tools work)

app_name = "adjudicatorapi"
urlpatterns = [
    path("adjudicate", api.AdjudicateView.as_view(), name="adjudicate"),
    path("adjudicate/diagram", api.DiagramView.as_view(), name="diagram"),
    path("validate", api_pages.ValidateView.as_view(), name="validate"),
    path("validate/build", api_pages.BuildView.as_view(), name="validate-build"),
    path("outline", api_tools.OutlineView.as_view(), name="outline"),
    path("cardtext", api_tools.CardTextView.as_view(), name="cardtext"),
]
