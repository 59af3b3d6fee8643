"""Editor, step-through, permalinks, examples library and guided walk (views.py), under /adjudicator/."""
from django.urls import path, re_path

from adjudicator.web import views

FILE = r"(?P<name>scenario\.yaml|scenario\.json|trace\.json|tree\.svg|tree\.dot|timeline\.svg|timeline\.dot)"

urlpatterns = [
    path("", views.index, name="index"),
    path("editor/", views.editor, name="editor"),
    path("editor/cards/", views.card_lookup, name="card-lookup"),
    path("resolve/", views.resolve, name="resolve"),
    path("s/<str:key>/", views.permalink, name="permalink"),
    re_path(r"^s/(?P<key>[0-9a-f]{64})/" + FILE + "$", views.permalink_file, name="permalink-file"),
    path("examples/", views.examples, name="examples"),
    path("examples/rules/", views.examples_by_rule, name="examples-by-rule"),
    path("examples/<slug:folder>/<slug:stem>/", views.example, name="example"),
    re_path(r"^examples/(?P<folder>[-\w]+)/(?P<stem>[-\w]+)/" + FILE + "$", views.example_file, name="example-file"),
    path("coverage/", views.coverage_index, name="coverage"),
    path("coverage/<slug:slug>/", views.coverage_page, name="coverage-game"),
    path("learn/", views.walk_index, name="walk"),
    path("learn/<slug:slug>/", views.walk_page, name="walk-page"),
    path("learn/<slug:game>/<slug:slug>/", views.walk_game_page, name="walk-game-page"),
]
