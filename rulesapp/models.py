"""The rules library: games, their documents, section trees, glossary terms, worked examples, rulings.

Rows are produced by the importer from the rulebook texts (and the official rulings data); the admin
is the only other place they are edited. Anchors are unique per game across all its documents (see
rulesapp/importer/catalog.py), so `game#anchor` names one section, term, example or ruling.
"""
from django.db import models
from django.urls import reverse


class Game(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=200)

    class Meta:
        ordering = ["title"]

    def __str__(self):
        return self.title

    def get_absolute_url(self):
        return reverse("rulesapp:game", args=[self.slug])


class Document(models.Model):
    """One book of a game (a rulebook, a Rules Reference, a flowchart): one source file."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="documents")
    slug = models.SlugField(help_text="unique per game")
    title = models.CharField(max_length=200)
    order = models.PositiveIntegerField(default=0, help_text="position on the game page")
    anchor_prefix = models.SlugField(blank=True, help_text="prefix of every anchor from this document; blank for one per game")
    source_file = models.CharField(max_length=200, help_text="file name under fixtures/rulebooks/")
    source_sha256 = models.CharField(max_length=64, blank=True)
    publisher = models.CharField(max_length=200, blank=True)
    source_url = models.URLField(max_length=500, blank=True, help_text="where this copy of the text comes from")
    imported_at = models.DateTimeField(null=True, blank=True, help_text=(
        "when an import last changed this document's rows (blank: imported before this was recorded); shown "
        "with the offline copy of its game"))

    class Meta:
        ordering = ["game", "order", "slug"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="document_slug_unique_per_game")]

    def __str__(self):
        return f"{self.game.slug}/{self.slug}"


ASKED_HELP = ("how players ask about this rule, one phrasing per line (search matches a question to them; "
              "never shown as rule text). Shipped ones come from fixtures/rulebooks/asked/ and are set "
              "again by import_rulebooks; rebuild_index to search with an edit")
CARD_HELP = ("the entry is a card's (its term is the card's name), not a rule's: search ranks it lower for a "
             "question that does not name the card. Set by import_rulebooks; rebuild_index to search with an edit")
EDITED_HELP = ("saved in the admin: an import will not change or delete this row without --force (it names the row "
               "and keeps a copy instead); set by the admin's save, cleared when an import writes the row")
OVERVIEW_HELP = ("the book gives this section as an overview of rules it states in full elsewhere: search lists it "
                 "under the rule it restates (\"See also\"). Set by import_rulebooks from the game's declared "
                 "overviews; rebuild_index to search with an edit")


class Section(models.Model):
    """One heading of a rulebook and the rule text directly under it (not its children's)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="sections")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="sections")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    anchor = models.SlugField(max_length=200, help_text="stable id from the title, unique per game")
    title = models.CharField(max_length=500)
    number = models.CharField(max_length=40, blank=True, help_text="outline number where the source has one, e.g. 4.2")
    depth = models.PositiveSmallIntegerField(default=0)
    order = models.PositiveIntegerField(help_text="position in its document")
    text = models.TextField(blank=True)
    asked = models.TextField(blank=True, help_text=ASKED_HELP)
    overview = models.BooleanField(default=False, help_text=OVERVIEW_HELP)
    edited = models.BooleanField(default=False, help_text=EDITED_HELP)

    class Meta:
        ordering = ["game", "document__order", "order"]
        constraints = [
            models.UniqueConstraint(fields=["game", "anchor"], name="section_anchor_unique_per_game"),
            models.UniqueConstraint(fields=["document", "order"], name="section_order_unique_per_document"),
        ]

    def __str__(self):
        return f"{self.game.slug}#{self.anchor}"

    def get_absolute_url(self):
        return reverse("rulesapp:section", args=[self.game.slug, self.anchor])

    @staticmethod
    def url_maker(game_slug):
        """anchor -> get_absolute_url of that section of the game, from one reverse() for a page that links
        hundreds (an anchor is a slug, which the URL carries unchanged)."""
        marker = "section-anchor"
        before, _, after = reverse("rulesapp:section", args=[game_slug, marker]).rpartition(marker)
        return lambda anchor: f"{before}{anchor}{after}"


class GlossaryTerm(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="terms")
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="terms")
    section = models.ForeignKey(Section, null=True, blank=True, on_delete=models.SET_NULL, related_name="terms")
    term = models.CharField(max_length=200)
    anchor = models.SlugField(max_length=200)
    definition = models.TextField()
    order = models.PositiveIntegerField(default=0)
    asked = models.TextField(blank=True, help_text=ASKED_HELP)
    card = models.BooleanField(default=False, help_text=CARD_HELP)
    edited = models.BooleanField(default=False, help_text=EDITED_HELP)

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
    edited = models.BooleanField(default=False, help_text=EDITED_HELP)

    class Meta:
        ordering = ["game", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "anchor"], name="example_anchor_unique_per_game")]

    def __str__(self):
        return f"{self.game.slug}: {self.title}"

    def get_absolute_url(self):
        return self.section.get_absolute_url() + f"#{self.anchor}"


class Ruling(models.Model):
    """An official answer to a rules question: printed in a document's FAQ, or given elsewhere.

    `ruled_by`, `date` and `source`/`source_url` say who answered, when and where it can be read;
    a blank date means the source gives none. A ruling printed in a document belongs to it and to
    the section it is printed in; one given elsewhere has no document, and its section (if any)
    is the rule it clarifies.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rulings")
    document = models.ForeignKey(Document, null=True, blank=True, on_delete=models.CASCADE, related_name="rulings")
    section = models.ForeignKey(Section, null=True, blank=True, on_delete=models.SET_NULL, related_name="rulings")
    anchor = models.SlugField(max_length=200)
    question = models.TextField()
    answer = models.TextField()
    answer_quoted = models.BooleanField(default=True, help_text="the answer is the source's own words, not a summary")
    ruled_by = models.CharField(max_length=200, blank=True)
    date = models.DateField(null=True, blank=True)
    source = models.CharField(max_length=300, help_text="where the ruling is printed or was given")
    source_url = models.URLField(max_length=500, blank=True)
    order = models.PositiveIntegerField(default=0)
    edited = models.BooleanField(default=False, help_text=EDITED_HELP)

    class Meta:
        ordering = ["game", "document__order", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "anchor"], name="ruling_anchor_unique_per_game")]

    def __str__(self):
        return f"{self.game.slug}#{self.anchor}"

    def get_absolute_url(self):
        """On the page of the section it belongs to, else on the game's rulings page."""
        if self.section_id is not None:
            return self.section.get_absolute_url() + f"#{self.anchor}"
        return reverse("rulesapp:rulings", args=[self.game.slug]) + f"#{self.anchor}"


class PlayerWording(models.Model):
    """How players say something a rulebook names otherwise ("hold" for hand size, "KO'd" for taken out).

    Search adds the rulebook's words beside a question's own words, with a lower weight (the question's
    words count most). Edited here, in the admin; a rebuilt index (manage.py rebuild_index) takes the
    current rows with it. The game is named by its slug (so the curated list can be loaded before any
    rulebook is imported); empty: every game.
    """

    game = models.SlugField(max_length=100, blank=True,
                            help_text="the game's slug, e.g. marvel-champions; leave empty for every game")
    players_say = models.CharField(max_length=200, help_text="a word or phrase as players say it, e.g. “knocked out”")
    rulebook_says = models.TextField(help_text="the rulebook's words for it, one per line, e.g. “taken out”")

    class Meta:
        ordering = ["game", "players_say"]
        constraints = [models.UniqueConstraint(fields=["game", "players_say"], name="player_wording_unique_per_game")]

    def __str__(self):
        return f"{self.players_say} → {', '.join(self.rulebook_words())}"

    def rulebook_words(self) -> list[str]:
        return [line.strip() for line in self.rulebook_says.splitlines() if line.strip()]


class CuratedWordingAdded(models.Model):
    """A curated players' wording (rulesapp/search/query_vocabulary.yaml) once added to this database as a
    PlayerWording: never added again, so a row the admin deleted stays deleted (rulesapp/wordings.py)."""

    game = models.SlugField(max_length=100, blank=True)
    players_say = models.CharField(max_length=200)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "players_say"], name="curated_wording_added_once")]


class LibraryVersion(models.Model):
    """One row whose token names the library's current state: every write to the rules (an import, an edit
    in the admin) gives it a new random token, in the same transaction (see rulesapp/library_version.py).

    Pages rendered from the library are kept per process under the token they were rendered at, and
    served again only while the database still holds that token.
    """

    token = models.CharField(max_length=32)

    def __str__(self):
        return self.token


class Card(models.Model):
    """One Marvel Champions card as the public MarvelCDB card data gives it (manage.py import_cards).

    The text is the publisher's and is never shipped with the project: rows exist only where an operator
    imported a local copy of the data. `stats` holds the data's numbers and flags under its own keys
    (cost, attack, thwart, defense, health, scheme, boost, scheme_hazard, scheme_acceleration,
    scheme_crisis, health_per_hero, attack_star, …) so a key the data adds later is kept, not dropped.
    Flavour text, artists and deck-building data are not imported.
    """

    code = models.CharField(max_length=20, unique=True, help_text="MarvelCDB card code, e.g. 01001a")
    name = models.CharField(max_length=200)
    subname = models.CharField(max_length=200, blank=True)
    type_code = models.CharField(max_length=40, help_text="hero, ally, event, minion, treachery, …")
    faction_code = models.CharField(max_length=40, blank=True)
    pack_code = models.CharField(max_length=40)
    pack_name = models.CharField(max_length=200, blank=True)
    set_code = models.CharField(max_length=80, blank=True)
    position = models.PositiveIntegerField(default=0)
    quantity = models.PositiveIntegerField(default=1)
    is_unique = models.BooleanField(default=False)
    traits = models.CharField(max_length=300, blank=True)
    text = models.TextField(blank=True, help_text="the card's text with the data's markup (<b>, <i>, [icon])")
    errata = models.TextField(blank=True, help_text="the data's note of what an erratum changed")
    duplicate_of = models.CharField(max_length=20, blank=True, help_text="the code whose text this reprint shares")
    back_link = models.CharField(max_length=20, blank=True, help_text="the code of the card's other side")
    stats = models.JSONField(default=dict, blank=True)
    source_file = models.CharField(max_length=200, help_text="the pack file it was imported from")

    class Meta:
        ordering = ["code"]

    def __str__(self):
        return f"{self.code} {self.title}"

    @property
    def title(self) -> str:
        return f"{self.name} ({self.subname})" if self.subname else self.name

    @property
    def type_words(self) -> str:
        """The card type as words ("alter ego", "side scheme"), not the data's code."""
        return self.type_code.replace("_", " ")

    @property
    def told_apart(self) -> str:
        """What tells this card from others of its name: its type, stage if printed, pack and code."""
        stage = (self.stats or {}).get("stage")
        return ", ".join(filter(None, [self.type_words, f"stage {stage}" if stage else "",
                                       self.pack_name or self.pack_code, f"card {self.code}"]))

    def get_absolute_url(self):
        return reverse("rulesapp:card", args=[self.code])
