"""The rules library: games, their section trees, glossary terms, worked examples.

Rows are produced by the importer from the rulebook text exports; the admin is
the only other place they are edited.
"""
from django.db import models
from django.urls import reverse


class Game(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=200)
    source_file = models.CharField(max_length=200, help_text="file name under fixtures/rulebooks/")
    source_sha256 = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["title"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("rulesapp:game", args=[self.slug])


class Section(models.Model):
    """One heading of a rulebook and the rule text directly under it (not its children's)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="sections")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    anchor = models.SlugField(max_length=200, help_text="stable id from the title, unique per game")
    title = models.CharField(max_length=500)
    number = models.CharField(max_length=40, blank=True, help_text="outline number where the source has one, e.g. 4.2")
    depth = models.PositiveSmallIntegerField(default=0)
    order = models.PositiveIntegerField(help_text="position in document order")
    text = models.TextField(blank=True)

    class Meta:
        ordering = ["game", "order"]
        constraints = [
            models.UniqueConstraint(fields=["game", "anchor"], name="section_anchor_unique_per_game"),
            models.UniqueConstraint(fields=["game", "order"], name="section_order_unique_per_game"),
        ]

    def __str__(self):
        return f"{self.game.slug}#{self.anchor}"

    def get_absolute_url(self):
        return reverse("rulesapp:section", args=[self.game.slug, self.anchor])


class GlossaryTerm(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="terms")
    section = models.ForeignKey(Section, null=True, blank=True, on_delete=models.SET_NULL, related_name="terms")
    term = models.CharField(max_length=200)
    anchor = models.SlugField(max_length=200)
    definition = models.TextField()
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["game", "term"]
        constraints = [models.UniqueConstraint(fields=["game", "anchor"], name="term_anchor_unique_per_game")]

    def __str__(self):
        return f"{self.game.slug}: {self.term}"

    def get_absolute_url(self):
        return reverse("rulesapp:glossary", args=[self.game.slug]) + f"#{self.anchor}"


class Example(models.Model):
    """A worked example inside a section: the rulebook's own illustration of a rule."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="examples")
    section = models.ForeignKey(Section, on_delete=models.CASCADE, related_name="examples")
    anchor = models.SlugField(max_length=200)
    title = models.CharField(max_length=300)
    text = models.TextField()
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["game", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "anchor"], name="example_anchor_unique_per_game")]

    def __str__(self):
        return f"{self.game.slug}: {self.title}"

    def get_absolute_url(self):
        return self.section.get_absolute_url() + f"#{self.anchor}"
