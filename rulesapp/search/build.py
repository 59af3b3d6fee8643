"""Turn the rules library rows into index documents and write a new index version.

Only management commands (and tests) call this: no writer ever runs inside a web request.
"""
import shutil
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

from whoosh import index as whoosh_index

from rulesapp.search import pointers, provenance, storage
from rulesapp.search.game_evidence import VocabularyCounter
from rulesapp.search.pointer_targets import Entry, resolve, through_chains
from rulesapp.search.schema import build_schema
from rulesapp.search.vocabulary import PlayerVocabulary, default_vocabulary
from rulesapp.search.semantic.model import sentence_model
from rulesapp.search.semantic.vectors import PassageCollector

KINDS = ("section", "glossary", "example", "ruling")
# A table of contents is not embedded: a list of headings is near every question and answers none. Nor
# is a section that is the glossary: its terms are documents of their own, each embedded, and its
# passages (a few definitions run together) only repeat them, taking places from the rules.
NOT_EMBEDDED_TITLES = {"table of contents", "glossary"}
# A section that lists cards (Skirmish's Villains, Heroes, Battlegrounds, Artifacts: its glossary terms
# are cards) is embedded by its title alone: its entries are documents of their own, each embedded with
# its phrasings, and the list's passages (a few cards' texts run together) and phrasings ("which villain
# gets to attack two times") only repeat them, taking places from the rules. By its title it still
# answers "which heroes are there"; its phrasings still count as words. Measured on the players' tuning
# questions about Skirmish (with the game filter, MRR@10 / recall@3): embedded whole 0.611 / 0.719,
# without its phrasings' vectors too 0.634 / 0.906; not embedded at all (0.707 / 0.906) lost the list to
# a search for "villains".
EMBED_TITLE_ONLY = "title"


def _document(*, kind, game, anchor, url, title, path, body, document="", embed=True, asked="",
              card=False, book_order=0, section_copy=False, overview=False) -> dict:
    """An index document; `embed` and `asked_list` (taken out before it is written to Whoosh) say whether
    its passages get vectors (True, False or EMBED_TITLE_ONLY) and how players ask about it (one phrasing
    per line of `asked`)."""
    phrasings = [line.strip() for line in asked.splitlines() if line.strip()]
    return {
        "embed": embed,
        "asked_list": phrasings,
        "doc_id": f"{kind}:{game}:{anchor}",
        "kind": kind,
        "game": game,
        "document": document,  # the title of the book it is in ("Rules Reference")
        "book_order": book_order,  # its place on the game page (Marvel Champions: the Rules Reference first)
        "section_copy": section_copy,  # a glossary term that is its own section's copy (a Rules Reference entry)
        "overview": overview,  # a section its book gives as an overview of rules stated in full elsewhere
        "anchor": anchor,
        "url": url,
        "card": card,
        "title": title,
        "path": path,
        "body": body,
        "words": f"{title}\n{body}",
        "asked": "\n".join(phrasings),
    }


def _same_title(first: str, second: str) -> bool:
    return " ".join(first.split()).casefold() == " ".join(second.split()).casefold()


def collect_documents() -> Iterator[dict]:
    """Every section, glossary term, worked example and ruling, as index documents."""
    from rulesapp.models import Example, GlossaryTerm, Ruling, Section

    sections = {section.pk: section for section in Section.objects.select_related("game", "document")}
    card_lists = set(GlossaryTerm.objects.filter(card=True).values_list("section_id", flat=True))

    def embedding(section):
        if section.title.strip().lower() in NOT_EMBEDDED_TITLES:
            return False
        return EMBED_TITLE_ONLY if section.pk in card_lists else True

    def heading_path(section_id) -> str:
        """The titles of a section's ancestors, nearest last: where the section sits in the rulebook."""
        titles = []
        section = sections.get(section_id)
        while section is not None and section.parent_id is not None:
            section = sections.get(section.parent_id)
            if section is not None:
                titles.append(section.title)
        return " / ".join(reversed(titles))

    for section in sections.values():
        yield _document(
            kind="section", game=section.game.slug, anchor=section.anchor, url=section.get_absolute_url(),
            title=section.title, path=heading_path(section.pk), body=section.text, document=section.document.title,
            book_order=section.document.order, overview=section.overview,
            embed=embedding(section), asked=section.asked,
        )
    for term in GlossaryTerm.objects.select_related("game", "section", "document"):
        parent_path = ""
        if term.section_id is not None:
            parent_path = " / ".join(filter(None, [heading_path(term.section_id), term.section.title]))
        yield _document(
            kind="glossary", game=term.game.slug, anchor=term.anchor, url=term.get_absolute_url(),
            title=term.term, path=parent_path, body=term.definition, document=term.document.title, asked=term.asked,
            book_order=term.document.order,
            card=term.card, section_copy=term.section is not None and _same_title(term.section.title, term.term),
        )
    for example in Example.objects.select_related("game", "section__game", "section__document"):
        parent_path = " / ".join(filter(None, [heading_path(example.section_id), example.section.title]))
        yield _document(
            kind="example", game=example.game.slug, anchor=example.anchor, url=example.get_absolute_url(),
            title=example.title, path=parent_path, body=example.text, document=example.section.document.title,
        )
    for ruling in Ruling.objects.select_related("game", "document", "section__game"):
        parent_path = ""
        if ruling.section_id is not None:
            parent_path = " / ".join(filter(None, [heading_path(ruling.section_id), ruling.section.title]))
        yield _document(
            kind="ruling", game=ruling.game.slug, anchor=ruling.anchor, url=ruling.get_absolute_url(),
            title=ruling.question, path=parent_path, body=ruling.answer,
            document=ruling.document.title if ruling.document else "Official rulings",
        )


def _verify(build_dir: Path, expected_documents: int) -> None:
    """Refuse to publish an index that does not open or does not hold every document written."""
    ix = whoosh_index.open_dir(str(build_dir))
    with ix.searcher() as searcher:
        found = searcher.doc_count()
    if found != expected_documents:
        raise RuntimeError(f"new index holds {found} documents, expected {expected_documents}; not published")


def player_vocabulary() -> PlayerVocabulary:
    """The players' vocabulary as edited in the admin, to be stored with the index; with no rows at all
    (a database emptied since its migration loaded them), the curated file's list."""
    from rulesapp.models import PlayerWording

    rows = [(row.game, row.players_say, row.rulebook_words()) for row in PlayerWording.objects.all()]
    return PlayerVocabulary.from_rows(rows) if rows else default_vocabulary()


def game_titles() -> dict[str, str]:
    from rulesapp.models import Game

    return dict(Game.objects.values_list("slug", "title"))


def write_index(root: Path, documents: Iterable[dict], titles: dict[str, str] | None = None,
                wordings: PlayerVocabulary | None = None, before_embedding=None) -> tuple[str, dict]:
    """Write `documents` into a new version beside the current one, then swap it in atomically.

    Beside the Whoosh files go the passage vectors (semantic.vectors: only passages whose text is not in
    the version being replaced are embedded) and the per-game vocabulary (game_evidence) counted from the same
    documents, each counted with its game's title from `titles` as a running header, the way every page
    of a printed rulebook carries it: a player who names the game ("marvel champions") says which one;
    and the entries each "See: ..." pointer names (pointers.json, see rulesapp.search.pointers).
    `before_embedding(count)` is told how many passages are about to be embedded, when any are.
    If anything fails before the swap, the build directory is removed and CURRENT is untouched,
    so searches keep using the old index. Returns (version name, counts by kind).
    """
    counts = Counter({kind: 0 for kind in KINDS})
    vocabulary = VocabularyCounter()
    passages = PassageCollector()
    entries = []
    titles = titles or {}
    with storage.rebuild_lock(root):
        storage.clean_up(root)
        build_dir = storage.new_build_dir(root)
        try:
            ix = whoosh_index.create_in(str(build_dir), build_schema())
            writer = ix.writer()
            try:
                for document in documents:
                    embed = document.pop("embed", True)
                    asked = document.pop("asked_list", [])
                    writer.add_document(**document)
                    counts[document["kind"]] += 1
                    game = document["game"]
                    vocabulary.add(game, titles.get(game, ""), document["title"], *document["path"].split(" / "),
                                   document["body"], *asked)
                    if embed:
                        if embed == EMBED_TITLE_ONLY:
                            passages.add({**document, "body": ""})
                        else:
                            passages.add(document, asked)
                    entries.append(Entry(key=document["doc_id"], kind=document["kind"], game=game,
                                         book=document["document"], title=document["title"], path=document["path"],
                                         body=document["body"]))
            except BaseException:
                writer.cancel()
                raise
            writer.commit(optimize=True)
            vocabulary.write(build_dir)
            (wordings or default_vocabulary()).write(build_dir)
            pointers.write(build_dir, through_chains(resolve(entries)))
            current = storage.read_pointer(root)
            embedded = passages.write(build_dir, root / current if current else None, sentence_model,
                                     before_embedding)
            _verify(build_dir, sum(counts.values()))
        except BaseException:
            shutil.rmtree(build_dir, ignore_errors=True)
            raise
        version = storage.publish(root, build_dir)
        storage.clean_up(root)
    return version, {"sections": counts["section"], "glossary": counts["glossary"], "examples": counts["example"],
                     "rulings": counts["ruling"], "documents": sum(counts.values()),
                     "passages": embedded["passages"], "embedded": embedded["embedded"]}


def rebuild_index(before_embedding=None, replace_other_database=False) -> dict:
    """Index every section, glossary term, example and ruling from the database; swap the new index in.
    `before_embedding(count)`: see write_index. An index directory built from another database is refused
    (provenance.OtherDatabase) unless `replace_other_database`."""
    root = storage.index_root()
    database = provenance.check(root, replace_other_database)
    _version, counts = write_index(root, collect_documents(), game_titles(), player_vocabulary(), before_embedding)
    provenance.record(root, database)
    return counts
