"""What the adjudicator's pages keep: shared scenarios (permalinks) and the examples library.

A `SavedScenario` is immutable: its key is the sha256 of its text, so the same
text always gives the same URL and a URL always shows the same text. Only an
admin deletes one. `LibraryScenario` rows mirror fixtures/scenarios/ and are
rewritten by `manage.py load_scenarios`; the library pages read them.
"""
from django.db import models
from django.urls import reverse


class ImmutableRow(Exception):
    """Raised when code tries to change a saved scenario after it was stored."""


class SavedScenario(models.Model):
    key = models.CharField(max_length=64, unique=True, help_text="sha256 of the text (service.content_hash)")
    text = models.TextField()
    title = models.CharField(max_length=200, blank=True)
    game = models.CharField(max_length=64, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        verbose_name = "shared scenario"

    def __str__(self):
        return self.title or self.key[:12]

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise ImmutableRow("a shared scenario cannot be changed; delete it and share the new text instead")
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("adjudicator:permalink", args=[self.key])


class LibraryScenario(models.Model):
    """One file of fixtures/scenarios/: `folder/stem.yaml`."""

    folder = models.SlugField(max_length=64, help_text="the directory under fixtures/scenarios/, usually the game")
    stem = models.SlugField(max_length=200, help_text="the file name without its extension")
    filename = models.CharField(max_length=300)
    game = models.CharField(max_length=64, blank=True, help_text="the scenario's `game` (timing model)")
    title = models.CharField(max_length=300)
    description = models.TextField(blank=True)
    text = models.TextField()
    content_hash = models.CharField(max_length=64)
    problem = models.TextField(blank=True, help_text="why the file does not load, if it does not")

    class Meta:
        ordering = ["folder", "title"]
        constraints = [models.UniqueConstraint(fields=["folder", "stem"], name="library_scenario_unique_path")]

    def __str__(self):
        return f"{self.folder}/{self.stem}"

    @property
    def path(self):
        return f"{self.folder}/{self.stem}"

    def get_absolute_url(self):
        return reverse("adjudicator:example", args=[self.folder, self.stem])


class ScenarioCitation(models.Model):
    """One `cites` entry of a library scenario, `game#anchor`, in the order the scenario lists it."""

    scenario = models.ForeignKey(LibraryScenario, on_delete=models.CASCADE, related_name="citations")
    game = models.SlugField(max_length=64)
    anchor = models.SlugField(max_length=200)
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["scenario", "order"]
        indexes = [models.Index(fields=["game", "anchor"])]

    def __str__(self):
        return f"{self.game}#{self.anchor}"
