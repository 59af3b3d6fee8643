"""Serializers for the rules library API: the JSON shapes PRODUCT.md promises, field for field."""
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from rulesapp import search as rules_search
from rulesapp.importer import GAME_TITLES
from rulesapp.models import Game, GlossaryTerm, Section

GAME_SLUG_SCHEMA = {"type": "string", "enum": ["", *GAME_TITLES], "description": "a game's slug; empty: every game"}


@extend_schema_field(GAME_SLUG_SCHEMA)
class GameSlugField(serializers.CharField):
    """A game filter: one of the four games' slugs, or empty for all (checked against the imported games)."""


@extend_schema_field({"type": "string", "minLength": 1, "maxLength": rules_search.MAX_QUERY_LENGTH, "pattern": r"\S"})
class QueryField(serializers.CharField):
    """The search words: anything but blank (the schema says so with its pattern)."""


class WholeNumberParam(serializers.IntegerField):
    """An empty `limit=` is a mistake to name (400), not a request for the default: the schema says integer."""

    def get_value(self, dictionary):
        if dictionary.get(self.field_name) == "":
            return ""
        return super().get_value(dictionary)


class GameSerializer(serializers.ModelSerializer):
    sections = serializers.IntegerField(source="section_count", read_only=True, help_text="number of sections")
    terms = serializers.IntegerField(source="term_count", read_only=True, help_text="number of glossary terms")

    class Meta:
        model = Game
        fields = ["slug", "title", "sections", "terms"]


class SectionSerializer(serializers.ModelSerializer):
    parent = serializers.CharField(
        source="parent.anchor", read_only=True, allow_null=True,
        help_text="the parent section's anchor; null for a top-level section",
    )
    document = serializers.SlugRelatedField(slug_field="slug", read_only=True,
                                            help_text="the slug of the book the section is in")
    url = serializers.SerializerMethodField(help_text="the section's page")

    class Meta:
        model = Section
        fields = ["anchor", "title", "parent", "text", "url", "document"]

    @extend_schema_field(OpenApiTypes.STR)
    def get_url(self, section) -> str:
        return section.get_absolute_url()


class GlossaryTermSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    url = serializers.SerializerMethodField(help_text="the term on its game's glossary page")

    class Meta:
        model = GlossaryTerm
        fields = ["game", "term", "definition", "anchor", "url"]

    @extend_schema_field(OpenApiTypes.STR)
    def get_url(self, term) -> str:
        return term.get_absolute_url()


def _validate_game_slug(slug: str) -> str:
    slug = slug.strip()
    if slug and not Game.objects.filter(slug=slug).exists():
        known = ", ".join(Game.objects.order_by("slug").values_list("slug", flat=True)) or "none imported yet"
        raise serializers.ValidationError(f"Unknown game {slug!r}. Games: {known}.")
    return slug


class GlossaryParamsSerializer(serializers.Serializer):
    game = GameSlugField(required=False, allow_blank=True, max_length=100,
                         help_text="a game's slug; all games when omitted")

    def validate_game(self, value):
        return _validate_game_slug(value)


class SearchParamsSerializer(serializers.Serializer):
    q = QueryField(
        max_length=rules_search.MAX_QUERY_LENGTH,
        help_text="the question or words to search for; quote words to require an exact phrase",
        error_messages={
            "required": "Enter something to search for (the q parameter).",
            "blank": "Enter something to search for (the q parameter).",
            "max_length": f"The search query is too long; the limit is {rules_search.MAX_QUERY_LENGTH} characters.",
        },
    )
    game = GameSlugField(required=False, allow_blank=True, max_length=100,
                         help_text="only search this game (its slug)")
    limit = WholeNumberParam(
        required=False, default=rules_search.DEFAULT_LIMIT,
        min_value=rules_search.MIN_LIMIT, max_value=rules_search.MAX_LIMIT,
        help_text=f"how many results, {rules_search.MIN_LIMIT} to {rules_search.MAX_LIMIT}",
    )

    def validate_game(self, value):
        return _validate_game_slug(value)


class GlossaryHitSerializer(serializers.Serializer):
    game = serializers.CharField()
    term = serializers.CharField()
    definition = serializers.CharField()
    anchor = serializers.CharField()
    url = serializers.CharField()


class SeeAlsoSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["section", "glossary"])
    title = serializers.CharField()
    anchor = serializers.CharField()
    url = serializers.CharField()
    document = serializers.CharField(help_text="the book it is in, e.g. Learn to Play")


class SearchHitSerializer(serializers.Serializer):
    game = serializers.CharField()
    document = serializers.CharField(help_text="the title of the book it is in, e.g. Rules Reference")
    kind = serializers.ChoiceField(choices=["section", "glossary", "example", "ruling"])
    title = serializers.CharField(
        help_text="the heading or glossary term exactly as the rulebook writes it; a ruling's question")
    anchor = serializers.CharField()
    url = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML: escaped rule text with <mark> around the matched words")
    score = serializers.FloatField()
    asked = serializers.CharField(help_text="how players ask about this rule, when the question was closest to that "
                                            "phrasing (plain text, not rule text); empty otherwise")
    see_also = SeeAlsoSerializer(many=True, help_text="the entries of the game's other books that say the same as "
                                                      "this one (closest in meaning), shown with it and not again")
    via = serializers.CharField(
        help_text='the entry whose whole text only points here and which ranked in this result\'s place, e.g. '
                  '"Overpay" (its text: "See: Cost"); empty when the result ranked for itself')
    via_words = serializers.CharField(
        help_text='that entry\'s words for this result, e.g. "Cost" (a page shows "Overpay: see Cost"); '
                  'empty when `via` is')


class SearchResponseSerializer(serializers.Serializer):
    query = serializers.CharField()
    suggestion = serializers.CharField(allow_null=True, help_text='"did you mean": the query with typos corrected')
    definition = GlossaryHitSerializer(allow_null=True, help_text="the glossary term the query names, if any")
    results = SearchHitSerializer(many=True)
    notice = serializers.CharField(
        help_text='what this search could not do and why, e.g. "Searching by words only: the sentence model '
                  'could not be loaded (…)"; empty for a full search')
