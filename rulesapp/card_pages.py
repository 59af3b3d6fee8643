"""What a Marvel Champions card's page shows: its stats, its text with glossary links, the rules it exercises
and the rulings that name it.

The card text comes from the MarvelCDB data with its own markup: <b>…</b> (triggers, keywords), <i>…</i>
(traits, reminders), [icon] (resources, per hero, star) and newlines. It is never trusted as HTML: each
piece is escaped on its own (plain pieces through the glossary linker, which escapes), and only the
markup this module writes is emitted.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from adjudicator.timing.marvel_champions.card_abilities import ReadAbility, read_abilities
from adjudicator.timing.marvel_champions.card_scenario import skeleton
from rulesapp.card_words import event_words, timing_words
from rulesapp.models import Card, GlossaryTerm, Ruling, Section

GAME_SLUG = "marvel-champions"
MARKUP_RE = re.compile(r"<b>(?P<bold>.*?)</b>|<i>(?P<italic>.*?)</i>|\[(?P<icon>[a-z_]+)\]", re.S)
ICON_WORDS = {
    "per_hero": "per player", "mental": "mental resource", "physical": "physical resource",
    "energy": "energy resource", "wild": "wild resource", "star": "star icon", "boost": "boost icon",
    "hazard": "hazard icon", "acceleration": "acceleration icon", "crisis": "crisis icon",
    "amplify": "amplify icon", "unique": "unique", "cost": "cost", "per_group": "per group",
}
# Shown in this order, with the card's words for them; any other stat the data has follows by its key.
STAT_LABELS = {
    "cost": "Cost", "resource_energy": "Energy resources", "resource_mental": "Mental resources",
    "resource_physical": "Physical resources", "resource_wild": "Wild resources",
    "thwart": "THW", "thwart_cost": "THW consequential damage", "attack": "ATK",
    "attack_cost": "ATK consequential damage", "defense": "DEF", "recover": "REC", "hand_size": "Hand size",
    "health": "Hit points", "scheme": "SCH", "threat": "Threat", "base_threat": "Starting threat",
    "escalation_threat": "Acceleration (escalation threat)", "stage": "Stage", "boost": "Boost icons",
    "scheme_acceleration": "Acceleration icons", "scheme_amplify": "Amplify icons",
    "scheme_crisis": "Crisis icons", "scheme_hazard": "Hazard icons",
}
MODIFIER_SUFFIXES = {"_star": "★ (see the card's text)", "_per_hero": "per player", "_per_group": "per group",
                     "_fixed": "fixed (not per player)"}
MIN_NAME_LENGTH = 4  # a shorter name ("Hex") is a word too often to say a ruling names the card


@dataclass
class Stat:
    label: str
    value: str


@dataclass
class SaidAbility:
    ability: ReadAbility
    timing: str | None  # "a “Forced Response” ability"; None: the page shows the class's code
    event: str | None  # "after this card is played"; None: the page shows the event's code


@dataclass
class CardPage:
    card: Card
    stats: list[Stat]
    text: SafeString
    rules: list = field(default_factory=list)  # glossary terms the text uses (TermLink)
    rulings: list = field(default_factory=list)
    sections: list = field(default_factory=list)  # Rules Reference headings titled with the card's name
    same_name: list = field(default_factory=list)  # other cards with this name
    abilities: list = field(default_factory=list)  # the card reader's reading of its triggered abilities
    scenario: str = ""  # a scenario skeleton (YAML) from the card, holes at their lines
    other_side: Card | None = None  # the card's other side, named on the page
    reprint_of: Card | None = None  # the card this one reprints, named on the page

    @property
    def readings(self) -> list[SaidAbility]:
        """Each ability read, with its timing class and event in words (rulesapp.card_words)."""
        said = []
        for ability in self.abilities:
            event = event_words(ability)
            when = ability.clause.split(" ", 1)[0].lower()  # "When" or "After", as the clause says
            said.append(SaidAbility(ability, timing_words(ability.timing), f"{when} {event}" if event else None))
        return said


def card_stats(stats: dict) -> list[Stat]:
    shown = []
    base_keys = [key for key in STAT_LABELS if key in stats]
    others = sorted(key for key in stats if key not in STAT_LABELS
                    and not any(key.endswith(suffix) for suffix in MODIFIER_SUFFIXES))
    for key in base_keys + others:
        value = stats[key]
        words = "—" if value is None else ("yes" if value is True else "no" if value is False else str(value))
        for suffix, meaning in MODIFIER_SUFFIXES.items():
            if stats.get(key + suffix):
                words += f" {meaning}"
        shown.append(Stat(STAT_LABELS.get(key, key.replace("_", " ")), words))
    return shown


def _plain(text: str, linker) -> str:
    return linker.link(text) if linker is not None else escape(text)


def card_text_html(text: str, linker=None) -> SafeString:
    """The card's text as paragraphs, its markup rebuilt from escaped pieces, glossary terms linked."""
    paragraphs = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        pieces, position = [], 0
        for match in MARKUP_RE.finditer(line):
            pieces.append(_plain(line[position:match.start()], linker))
            if match.group("bold") is not None:
                pieces.append(f"<b>{_plain(match.group('bold'), linker)}</b>")
            elif match.group("italic") is not None:
                pieces.append(f"<i>{escape(match.group('italic'))}</i>")
            else:
                icon = match.group("icon")
                pieces.append(f'<span class="card-icon">[{escape(ICON_WORDS.get(icon, icon.replace("_", " ")))}]</span>')
            position = match.end()
        pieces.append(_plain(line[position:], linker))
        paragraphs.append(f"<p>{''.join(pieces)}</p>")
    return mark_safe("\n".join(paragraphs))


def plain_card_text(text: str) -> str:
    """The text without the data's markup, icons as words: what terms and names are looked for in."""
    return MARKUP_RE.sub(lambda m: m.group("bold") or m.group("italic") or ICON_WORDS.get(m.group("icon") or "", ""),
                         text)


def names_card(name: str, text: str) -> bool:
    """Whether `text` says the card's name as a whole word, as printed (capitalised)."""
    return len(name) >= MIN_NAME_LENGTH and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def rulings_naming(card: Card) -> list[Ruling]:
    candidates = Ruling.objects.filter(game__slug=GAME_SLUG).filter(
        question__icontains=card.name) | Ruling.objects.filter(game__slug=GAME_SLUG, answer__icontains=card.name)
    return [ruling for ruling in candidates.select_related("game", "section__game").distinct()
            if names_card(card.name, ruling.question) or names_card(card.name, ruling.answer)]


def card_page(card: Card, linker=None) -> CardPage:
    text = card.text
    terms = linker.terms_in(plain_card_text(text)) if linker is not None else []
    sections = list(Section.objects.filter(game__slug=GAME_SLUG, title__iexact=card.name).select_related("game"))
    same_name = list(Card.objects.filter(name=card.name).exclude(pk=card.pk).exclude(duplicate_of=card.code)
                     .exclude(code=card.duplicate_of).only("code", "name", "subname", "type_code", "pack_code", "pack_name", "stats"))
    return CardPage(card, card_stats(card.stats), card_text_html(text, linker), terms, rulings_naming(card),
                    sections, same_name, read_abilities(text, card.name),
                    skeleton({"code": card.code, "name": card.name, "subname": card.subname, "type_code": card.type_code,
                              "stats": card.stats, "text": text}),
                    named_card(card.back_link), named_card(card.duplicate_of))


def named_card(code: str) -> Card | None:
    """The card a page links to by code, so that the link can say its name (None: no code, or not imported)."""
    return Card.objects.filter(code=code).only("code", "name", "subname").first() if code else None


# Words of a question that say nothing about which card: left out when cards are looked up by words.
QUESTION_WORDS = frozenset(
    "a an and any are at be by can card cards do does for from how i if in is it its my of on or the their them "
    "then they this to what when where which while who why will with you your".split())
CARD_RESULTS = 6
PER_NAME = 3
TOKEN_RE = re.compile(r"[\w'’-]+")


def _card_names(version):
    """(lowercased name, code) of every card that is not a reprint, longest names first; kept per library version."""
    from rulesapp import library_version

    def load():
        rows = Card.objects.filter(duplicate_of="").order_by("code").values_list("name", "code")
        # A card named as a rule is ("Surge", "Guard") is not what a question saying that word is about.
        terms = {term.lower() for term in GlossaryTerm.objects.filter(game__slug=GAME_SLUG).values_list("term", flat=True)}
        return sorted(((name.lower(), code) for name, code in rows
                       if len(name) >= MIN_NAME_LENGTH and name.lower() not in terms),
                      key=lambda row: -len(row[0]))
    return library_version.rendered.get(version, ("card-names",), load)


def cards_matching(query: str) -> list[Card]:
    """The cards a question is about, beside the rules search (not in its ranking): the cards it names ("Widow's
    Bite", "Rhino"), else those whose name, subname or traits hold every word of it, or whose text holds a
    phrase it puts in quotes."""
    from django.db.models import Q

    from rulesapp import library_version

    lowered = query.lower().replace("’", "'")
    named = [code for name, code in _card_names(library_version.current())
             if name in lowered and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", lowered)]
    if named:
        by_name: dict[str, list[Card]] = {}
        for card in sorted(Card.objects.filter(code__in=named), key=lambda card: (lowered.find(card.name.lower()), card.code)):
            by_name.setdefault(card.name, []).append(card)
        # In the order the question names them, a few of each name, so one name's many versions do not
        # hide the next name ("Black Widow's interrupt cancels Stampede").
        return [card for cards in by_name.values() for card in cards[:PER_NAME]][:CARD_RESULTS * 2]
    quoted = re.findall(r'"([^"]{3,})"|“([^”]{3,})”', query)
    if quoted:  # a phrase in quotes is looked for in the cards' text too
        condition = Q()
        for pair in quoted:
            condition &= Q(text__icontains=pair[0] or pair[1])
        return list(Card.objects.filter(condition, duplicate_of="").order_by("code")[:CARD_RESULTS])
    words = [word for word in TOKEN_RE.findall(lowered) if len(word) > 1 and word not in QUESTION_WORDS]
    if not words or len(words) > 4:
        return []
    # Every word in a card's name, subname or traits: a question's words found in some card's text by chance
    # ("how does surge work") would list cards it is not about.
    condition = Q()
    for word in words:
        condition &= Q(name__icontains=word) | Q(subname__icontains=word) | Q(traits__icontains=word)
    cards = list(Card.objects.filter(condition, duplicate_of="").order_by("code")[:200])
    cards.sort(key=lambda card: (not all(w in card.title.lower() for w in words), card.code))
    return cards[:CARD_RESULTS]
