"""The admin is the only place rules are edited by hand; it needs a staff login."""
from django.contrib import admin

from rulesapp.models import Document, Example, Game, GlossaryTerm, PlayerWording, Ruling, Section


class MarksEdits(admin.ModelAdmin):
    """A row saved here is marked `edited`, so an import names it and will not change or delete it
    without --force (rulesapp/importer/loader.py)."""

    readonly_fields = ["edited"]

    def save_model(self, request, obj, form, change):
        if not change or form.has_changed():
            obj.edited = True
        super().save_model(request, obj, form, change)


class DocumentInline(admin.TabularInline):
    model = Document
    fields = ["order", "slug", "title", "anchor_prefix", "source_file", "publisher", "imported_at"]
    readonly_fields = ["imported_at"]  # set by an import that changes the document; offline copies show it
    extra = 0


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["slug", "title"]
    inlines = [DocumentInline]


@admin.register(Section)
class SectionAdmin(MarksEdits):
    list_display = ["anchor", "title", "game", "document", "order", "depth", "overview", "edited"]
    list_filter = ["game", "document", "overview", "edited"]
    search_fields = ["title", "text", "asked"]


@admin.register(GlossaryTerm)
class GlossaryTermAdmin(MarksEdits):
    list_display = ["term", "game", "document", "card", "edited"]
    list_filter = ["game", "card", "edited"]
    search_fields = ["term", "definition", "asked"]


@admin.register(Example)
class ExampleAdmin(MarksEdits):
    list_display = ["title", "game", "section", "edited"]
    list_filter = ["game", "edited"]


@admin.register(Ruling)
class RulingAdmin(MarksEdits):
    list_display = ["question", "game", "ruled_by", "date", "source", "edited"]
    list_filter = ["game", "ruled_by", "edited"]
    search_fields = ["question", "answer", "source"]


@admin.register(PlayerWording)
class PlayerWordingAdmin(admin.ModelAdmin):
    """The players' vocabulary search adds beside a question's words; rebuild the index to apply edits."""

    list_display = ["players_say", "rulebook_says", "game"]
    list_filter = ["game"]
    search_fields = ["players_say", "rulebook_says"]
