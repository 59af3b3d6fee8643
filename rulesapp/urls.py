"""Rules library page routes."""
from django.urls import path

from rulesapp import views
from rulesapp.offline import views as offline_views

app_name = "rulesapp"
urlpatterns = [
    path("", views.home, name="home"),
    path("games/marvel-champions/cards/", views.cards, name="cards"),
    path("games/marvel-champions/cards/<str:code>/", views.card, name="card"),
    path("games/<slug:slug>/", views.game, name="game"),
    path("games/<slug:slug>/glossary/", views.glossary, name="glossary"),
    path("games/<slug:slug>/rulings/", views.rulings, name="rulings"),
    path("games/<slug:slug>/read/<slug:document>/", views.document_whole, name="document"),
    path("games/<slug:slug>/<slug:anchor>/", views.section, name="section"),
    path("search/", views.search, name="search"),
    path("sw.js", offline_views.service_worker, name="service-worker"),
    path("manifest.webmanifest", offline_views.manifest, name="manifest"),
    path("offline/", offline_views.offline_page, name="offline"),
    path("offline/search/", offline_views.offline_search, name="offline-search"),
    path("offline/games.json", offline_views.catalogue, name="offline-catalogue"),
    path("offline/games/<slug:slug>.json", offline_views.game_index, name="offline-game"),
]
