"""Rules library API routes, mounted under /api/ (see PRODUCT.md for the shapes)."""
from django.urls import path

from rulesapp.api import views

app_name = "rulesapi"
urlpatterns = [
    path("games", views.GameList.as_view(), name="games"),
    path("games/<slug:slug>/sections", views.SectionList.as_view(), name="sections"),
    path("games/<slug:slug>/sections/<slug:anchor>", views.SectionDetail.as_view(), name="section"),
    path("glossary", views.GlossaryList.as_view(), name="glossary"),
    path("search", views.SearchView.as_view(), name="search"),
]
