"""Adjudicator page routes."""
app_name = "adjudicator"
urlpatterns = []
