"""The admin is the only place rules are edited by hand; it needs a staff login."""
from django.contrib import admin

from rulesapp.models import Document, Example, Game, GlossaryTerm, PlayerWording, Ruling, Section


class DocumentInline(admin.TabularInline):
    model = Document
    fields = ["order", "slug", "title", "anchor_prefix", "source_file", "publisher"]
    extra = 0


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["slug", "title"]
    inlines = [DocumentInline]


@admin.register(Section)
class SectionAdmin(admin.ModelAdmin):
    list_display = ["anchor", "title", "game", "document", "order", "depth", "overview"]
    list_filter = ["game", "document", "overview"]
    search_fields = ["title", "text", "asked"]


@admin.register(GlossaryTerm)
class GlossaryTermAdmin(admin.ModelAdmin):
    list_display = ["term", "game", "document", "card"]
    list_filter = ["game", "card"]
    search_fields = ["term", "definition", "asked"]


@admin.register(Example)
class ExampleAdmin(admin.ModelAdmin):
    list_display = ["title", "game", "section"]
    list_filter = ["game"]


@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["question", "game", "ruled_by", "date", "source"]
    list_filter = ["game", "ruled_by"]
    search_fields = ["question", "answer", "source"]


@admin.register(PlayerWording)
class PlayerWordingAdmin(admin.ModelAdmin):
    """The players' vocabulary search adds beside a question's words; rebuild the index to apply edits."""

    list_display = ["players_say", "rulebook_says", "game"]
    list_filter = ["game"]
    search_fields = ["players_say", "rulebook_says"]
