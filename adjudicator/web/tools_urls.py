"""Outline mode and card-text helper, under /adjudicator/tools/ (namespace "adjudicator", from urls.py)."""
from django.urls import path

from adjudicator.web import tools_views

urlpatterns = [
    path("", tools_views.tools_index, name="tools"),
    path("outline/", tools_views.outline_page, name="outline"),
    path("cardtext/", tools_views.cardtext_page, name="cardtext"),
]
