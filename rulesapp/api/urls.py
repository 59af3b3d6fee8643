"""Rules library API routes (filled in by the search/API work)."""
app_name = "rulesapi"
urlpatterns = []
