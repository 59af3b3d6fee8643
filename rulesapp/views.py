"""Rules library pages: thin views that look things up and render."""
from django.shortcuts import get_object_or_404, render

from rulesapp.models import Game, Section


def home(request):
    return render(request, "rulesapp/home.html", {"games": Game.objects.all()})


def game(request, slug):
    game = get_object_or_404(Game, slug=slug)
    return render(request, "rulesapp/game.html", {"game": game, "sections": game.sections.all()})


def section(request, slug, anchor):
    section = get_object_or_404(Section.objects.select_related("game"), game__slug=slug, anchor=anchor)
    return render(request, "rulesapp/section.html", {"game": section.game, "section": section})


def glossary(request, slug):
    game = get_object_or_404(Game, slug=slug)
    return render(request, "rulesapp/glossary.html", {"game": game, "terms": game.terms.all()})


def search(request):
    return render(request, "rulesapp/search.html", {"query": request.GET.get("q", "")})
