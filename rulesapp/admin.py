"""The admin is the only place rules are edited by hand; it needs a staff login."""
from django.contrib import admin

from rulesapp.models import Example, Game, GlossaryTerm, Section


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["slug", "title", "source_file"]


@admin.register(Section)
class SectionAdmin(admin.ModelAdmin):
    list_display = ["anchor", "title", "game", "order", "depth"]
    list_filter = ["game"]
    search_fields = ["title", "text"]


@admin.register(GlossaryTerm)
class GlossaryTermAdmin(admin.ModelAdmin):
    list_display = ["term", "game"]
    list_filter = ["game"]
    search_fields = ["term", "definition"]


@admin.register(Example)
class ExampleAdmin(admin.ModelAdmin):
    list_display = ["title", "game", "section"]
    list_filter = ["game"]
