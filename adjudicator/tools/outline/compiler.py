"""An outline's lines -> a scenario document: what every game shares (ids, players, the entities named in
phrases, `order:`, the YAML), with the game's own `OutlineGame` (games.py) saying what each tag means and
what a line does to trigger the lines under it."""
import re

import yaml

from adjudicator.tools.outline import phrases
from adjudicator.tools.outline.reader import MAX_ID_CHARS, OutlineInvalid, actor_of, contains, slug, words_of

DEFAULT_GAME = "union-city-alliance"


class Compiler:
    def __init__(self, reader, games):
        self.reader = reader
        self.lines = reader.lines
        self.headers = reader.headers
        self.games = games  # {slug: OutlineGame class}
        self.players = []  # (id, name) in turn order, from `players:`
        self.named = {}  # entity id -> name, for everyone a phrase names who is not a line's card
        self.taken = set()
        self.game = None

    def problem(self, line, message, words=None):
        """A problem at a line, at some words of its label when given (phrases.Words)."""
        if words is not None and hasattr(line, "label"):
            self.reader.problem(line.number, message, words.text, line.column + words.start)
        else:
            self.reader.problem(getattr(line, "number", line), message)

    # -- the game ---------------------------------------------------------------------------------
    def choose_game(self):
        slug_ = self.reader.game_override or self.headers.get("game", (None, DEFAULT_GAME))[1].strip().lower()
        cls = self.games.get(slug_)
        game = cls() if cls is not None else None
        if game is None or game.model() is None:
            where = self.headers.get("game", (None,))[0]
            if game is not None and game.model_error:
                self.reader.problem(where, f"the timing model of {slug_} could not be loaded ({game.model_error}); "
                                           "this is a fault of the adjudicator, not of the outline")
                return None
            known = [g for g, c in self.games.items() if c().model() is not None]
            self.reader.problem(where, f"outline mode has no timing model for game {slug_!r}; expected one of: "
                                       f"{', '.join(known)}")
            return None
        self.game = game
        return game

    def read_tags(self):
        """Each line's timing class from its tag (the game's words), or a problem naming the tags there are."""
        game = self.game
        for line in self.lines[1:]:
            before = len(self.reader.problems)
            game.read_card(self, line)
            if line.tag is None and len(self.reader.problems) > before:
                continue  # the card it names was the problem: said once, at the line
            if line.tag is None:
                if game.untagged is None:
                    self.problem(line, f"say when this happens with a tag: {game.tag_list()}"
                                       + game.untagged_hint)
                    continue
                line.tag = game.untagged
            tag = game.aliases.get(line.tag, line.tag)
            if tag in game.refused:
                self.problem(line, game.refused[tag])
            elif tag not in game.tags:
                self.problem(line, f"unknown timing class [{line.tag}] for {game.slug}; expected one of: "
                                   f"{game.tag_list()}" + (f" (no tag means [{game.untagged}])" if game.untagged else ""))
            else:
                line.tag = tag
                line.timing = game.tags[tag].timing

    # -- names ------------------------------------------------------------------------------------
    def read_players(self):
        if "players" not in self.headers:
            return
        number, value = self.headers["players"]
        for name in [n.strip() for n in value.split(",") if n.strip()]:
            pid = slug(name)
            if pid in self.taken:
                self.reader.problem(number, f"the player {name!r} is listed twice")
                continue
            self.taken.add(pid)
            self.players.append((pid, name))

    def player_names(self):
        return [name for _, name in self.players]

    def add_player(self, name):
        pid = slug(name)
        if pid not in self.taken:
            self.taken.add(pid)
            self.players.append((pid, name))
        return pid

    def read_phrases(self):
        names = self.player_names()
        for line in self.lines:
            line.phrases = phrases.read(line.label, actor_of(line.label, names))
            for message, words in line.phrases.problems:
                self.problem(line, message, words)

    def entity_for(self, name):
        """The id of who a phrase names: a player, or someone named (an entity of the game's `other` type)."""
        for pid, player in self.players:
            if player.lower() == name.lower():
                return pid
        eid = slug(name)
        self.named.setdefault(eid, name)
        return eid

    def assign_ids(self):
        for line in self.lines:
            base = slug(line.label)
            candidate, n = base, 1
            while candidate in self.taken or candidate == "start" or candidate in self.named:
                n += 1
                candidate = f"{base[:MAX_ID_CHARS - len(str(n)) - 1]}-{n}"
            self.taken.add(candidate)
            line.id = candidate

    # -- order ------------------------------------------------------------------------------------
    def match_line(self, name, lines, number, what):
        """The one line of `lines` that `name` names by words of it (or its id), else a problem."""
        phrase = words_of(name)
        matches = [ln for ln in lines if ln.id == name or contains(words_of(ln.label), phrase)]
        if not matches:
            self.reader.problem(number, f"no {what} mentions {name!r}; name it by words of its line")
            return None
        if len(matches) > 1:
            where = ", ".join(str(ln.number) for ln in matches)
            self.reader.problem(number, f"{name!r} matches lines {where}; use more of the line you mean")
            return None
        return matches[0]

    def order_choice(self):
        if "order" not in self.headers:
            return None
        number, value = self.headers["order"]
        if value.lower() in ("explore", "listed"):
            return value.lower()
        chosen = []
        for name in [n.strip() for n in value.split(",") if n.strip()]:
            line = self.match_line(name, self.lines, number, "effect line")
            if line is None:
                continue
            if line.parent is None:
                self.reader.problem(number, f"{name!r} is the starting effect, which always comes first; "
                                            "`order:` names branches")
            elif line.id in chosen:
                self.reader.problem(number, f"{name!r} is named twice")
            else:
                chosen.append(line.id)
        return chosen

    # -- the whole ---------------------------------------------------------------------------------
    def compile(self, source_text):
        from adjudicator.tools.outline import Compiled

        game = self.choose_game()
        if game is not None:
            self.read_tags()
        self.read_players()
        if game is not None:
            game.before_phrases(self)
        self.read_phrases()
        if game is not None:
            game.check(self)
        self.assign_ids()
        order = self.order_choice()
        if game is not None:
            document = game.document(self, order)
        if self.reader.problems or game is None:
            raise OutlineInvalid(sorted(self.reader.problems, key=lambda p: (p.line or 0, p.column or 0)))
        start = self.lines[0]
        title = self.headers.get("title", (None, f"Outline: {start.label}"))[1]
        cards = cards_taken(self.lines)
        doc = {"format": 1, "game": game.slug, "title": title[:200],
               "description": "Compiled from this outline:\n\n" + source_text.strip() + "\n"}
        doc.update(document)
        return Compiled(document=doc, text=said_cards(cards) + to_yaml(doc), lines=tuple(self.lines), game=game.slug,
                        linking=game.linking_events(self.lines), cards=tuple(cards))


def cards_taken(lines) -> list[dict]:
    """Each card a line took from the rules library: {line, code, name, fields it gave}, in line order."""
    return [{"line": line.number, "code": line.card["code"], "name": line.card["name"],
             "fields": list(getattr(line, "card_fields", []))}
            for line in lines if getattr(line, "card", None)]


def said_cards(cards: list[dict]) -> str:
    """The cards taken, said in comments atop the compiled scenario (nothing is taken silently); comments, as the
    description already holds the whole outline and has a size limit of its own."""
    if not cards:
        return ""
    return "# Cards taken from the rules library:\n" + "".join(
        f"# - {card['name']} (card {card['code']}, line {card['line']}): {'; '.join(card['fields'])}\n"
        for card in cards)


_BaseDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's emitter when the wheel has it


class _Dumper(_BaseDumper):
    """Block style for the structure, flow style for small leaf maps; `on:` stays a plain key."""


_Dumper.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in _BaseDumper.yaml_implicit_resolvers.items()
}
for _first in "tTfF":
    _Dumper.yaml_implicit_resolvers.setdefault(_first, []).insert(
        0, ("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")))


def _represent_text(dumper, value):
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _represent_text)


def to_yaml(doc):
    return yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=1000,
                     default_flow_style=None)
