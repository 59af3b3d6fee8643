"""Adjudicator API routes, mounted under /api/."""
from django.urls import path

from adjudicator.web import api

app_name = "adjudicatorapi"
urlpatterns = [
    path("adjudicate", api.AdjudicateView.as_view(), name="adjudicate"),
    path("adjudicate/diagram", api.DiagramView.as_view(), name="diagram"),
]
