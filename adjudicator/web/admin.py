"""Admin (staff login): shared scenarios can be read and deleted (that is how one expires), never edited;
library rows are read-only mirrors of fixtures/scenarios/ (edit the files, then `load_scenarios`)."""
from django.contrib import admin

from adjudicator.web.models import LibraryScenario, SavedScenario, ScenarioCitation


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(SavedScenario)
class SavedScenarioAdmin(ReadOnlyAdmin):
    list_display = ["title", "game", "key", "created"]
    list_filter = ["game"]
    search_fields = ["title", "key", "text"]
    date_hierarchy = "created"


class CitationInline(admin.TabularInline):
    model = ScenarioCitation
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(LibraryScenario)
class LibraryScenarioAdmin(ReadOnlyAdmin):
    list_display = ["title", "folder", "stem", "game", "problem"]
    list_filter = ["folder", "game"]
    search_fields = ["title", "description", "stem"]
    inlines = [CitationInline]

    def has_delete_permission(self, request, obj=None):
        return False
