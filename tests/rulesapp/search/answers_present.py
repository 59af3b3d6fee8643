"""The judged answers (sections and glossary terms named by anchor) that the database lacks: shared by the
tests that check every judged file's answers exist after an import."""
from rulesapp.models import GlossaryTerm, Section


def missing_answers(entries: list[dict]) -> list[tuple[str, str, str]]:
    """(game, "section" or "term", anchor) for every judged anchor with no row in the database."""
    missing = []
    for entry in entries:
        for anchor in entry.get("sections", []):
            if not Section.objects.filter(game__slug=entry["game"], anchor=anchor).exists():
                missing.append((entry["game"], "section", anchor))
        for anchor in entry.get("terms", []):
            if not GlossaryTerm.objects.filter(game__slug=entry["game"], anchor=anchor).exists():
                missing.append((entry["game"], "term", anchor))
    return missing
