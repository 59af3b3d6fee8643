"""Editor, step-through, examples library and guided walk (filled in by the web pages work)."""
urlpatterns = []
