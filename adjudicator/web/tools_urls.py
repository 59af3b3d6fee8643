"""Outline mode and card-text helper (filled in by the tools work)."""
urlpatterns = []
