"""Adjudicator API routes."""
app_name = "adjudicatorapi"
urlpatterns = []
