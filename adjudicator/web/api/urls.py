"""Adjudicator API routes, mounted under /api/."""
from django.urls import path

from adjudicator.web.api import adjudicate, tools, validate

app_name = "adjudicatorapi"
urlpatterns = [
    path("adjudicate", adjudicate.AdjudicateView.as_view(), name="adjudicate"),
    path("adjudicate/diagram", adjudicate.DiagramView.as_view(), name="diagram"),
    path("validate", validate.ValidateView.as_view(), name="validate"),
    path("validate/build", validate.BuildView.as_view(), name="validate-build"),
    path("outline", tools.OutlineView.as_view(), name="outline"),
    path("cardtext", tools.CardTextView.as_view(), name="cardtext"),
]
