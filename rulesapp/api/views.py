"""Rules library API views: thin — validate the parameters, look up or search, serialize.

Bad input is a 400 naming the parameter, an unknown game or section a 404, a missing search index
a 503 telling the operator what to run; never a 500.
"""
from django.db.models import Count
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework import generics, status
from rest_framework.exceptions import APIException, NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from rulesapp import search as rules_search
from rulesapp.api import serializers
from rulesapp.importer import GAME_TITLES
from rulesapp.models import Game, GlossaryTerm

GAME_PATH_PARAM = OpenApiParameter("slug", OpenApiTypes.STR, OpenApiParameter.PATH, enum=list(GAME_TITLES),
                                   description="the game's slug")


class SearchUnavailable(APIException):
    status_code = status.HTTP_503_SERVICE_UNAVAILABLE
    default_detail = "Search is unavailable."
    default_code = "search_unavailable"


def _game_or_404(slug: str) -> Game:
    try:
        return Game.objects.get(slug=slug)
    except Game.DoesNotExist:
        raise NotFound(f"No game {slug!r}.") from None


class GameList(generics.ListAPIView):
    """Every game, with how many sections and glossary terms it has."""

    serializer_class = serializers.GameSerializer
    pagination_class = None

    def get_queryset(self):
        return Game.objects.annotate(
            section_count=Count("sections", distinct=True), term_count=Count("terms", distinct=True)
        ).order_by("title")


class SectionList(generics.ListAPIView):
    """Every section of one game, document by document in order, each with its own rule text."""

    serializer_class = serializers.SectionSerializer
    pagination_class = None

    @extend_schema(parameters=[GAME_PATH_PARAM],
                   responses={200: serializers.SectionSerializer(many=True), 404: OpenApiResponse(description="no such game")})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def get_queryset(self):
        game = _game_or_404(self.kwargs["slug"])
        return game.sections.select_related("game", "parent", "document").order_by("document__order", "order")


class SectionDetail(generics.RetrieveAPIView):
    """One section by its anchor."""

    serializer_class = serializers.SectionSerializer

    @extend_schema(parameters=[GAME_PATH_PARAM],
                   responses={200: serializers.SectionSerializer, 404: OpenApiResponse(description="no such game or section")})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def get_object(self):
        game = _game_or_404(self.kwargs["slug"])
        section = game.sections.select_related("game", "parent", "document").filter(anchor=self.kwargs["anchor"]).first()
        if section is None:
            raise NotFound(f"No section {self.kwargs['anchor']!r} in {game.slug!r}.")
        return section


class GlossaryList(generics.ListAPIView):
    """Glossary terms of one game (or of every game), A to Z."""

    serializer_class = serializers.GlossaryTermSerializer
    pagination_class = None

    @extend_schema(parameters=[serializers.GlossaryParamsSerializer],
                   responses={200: serializers.GlossaryTermSerializer(many=True),
                              400: OpenApiResponse(description="unknown game")})
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def get_queryset(self):
        params = serializers.GlossaryParamsSerializer(data=self.request.query_params)
        params.is_valid(raise_exception=True)
        terms = GlossaryTerm.objects.select_related("game").order_by("game__slug", "term")
        game = params.validated_data.get("game")
        return terms.filter(game__slug=game) if game else terms


class SearchView(APIView):
    """Ranked sections, glossary terms, worked examples and rulings for a question as a player types it."""

    @extend_schema(
        parameters=[serializers.SearchParamsSerializer],
        responses={
            200: serializers.SearchResponseSerializer,
            400: OpenApiResponse(description="empty or over-long query, unknown game, or a limit outside 1-50"),
            503: OpenApiResponse(description="the search index has not been built"),
        },
    )
    def get(self, request):
        params = serializers.SearchParamsSerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        try:
            found = rules_search.search(
                params.validated_data["q"],
                game=params.validated_data.get("game") or None,
                limit=params.validated_data["limit"],
            )
        except rules_search.SearchQueryError as error:
            raise ValidationError({"detail": str(error)}) from None
        except rules_search.IndexUnavailable as error:
            raise SearchUnavailable(str(error)) from None
        return Response(serializers.SearchResponseSerializer(found).data)
