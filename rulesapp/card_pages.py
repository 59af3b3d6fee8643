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

from adjudicator.timing.marvel_champions.card_abilities import read_abilities
from rulesapp.models import Card, Ruling, Section

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
class CardPage:
    card: Card
    stats: list[Stat]
    text: SafeString
    rules: list = field(default_factory=list)  # glossary terms the text uses (TermLink)
    rulings: list = field(default_factory=list)
    sections: list = field(default_factory=list)  # Rules Reference headings titled with the card's name
    same_name: list = field(default_factory=list)  # other cards with this name
    abilities: list = field(default_factory=list)  # the card reader's reading of its triggered abilities


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
                     .exclude(code=card.duplicate_of).only("code", "name", "subname", "type_code", "pack_name"))
    return CardPage(card, card_stats(card.stats), card_text_html(text, linker), terms, rulings_naming(card),
                    sections, same_name, read_abilities(text, card.name))
