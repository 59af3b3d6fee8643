"""The words of the scenario format: id shapes, references, value names, built-in effect prefixes.

Shared by validation, the op readers, the engine and the timing models. The built-in events and
their fields are declared in engine/events.py; a game's numeric properties on its model.
"""
import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

from adjudicator.grammar import possessive

ID_RE = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
PROP_RE = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
EVENT_RE = re.compile(r"^[a-z][a-z0-9_-]{0,63}$")
EFFECT_ID_RE = re.compile(r"^(start|[a-z-]+:[a-z0-9][a-z0-9-]*|[a-z0-9][a-z0-9-]*)(#[1-9][0-9]*)?$")
SPECIAL_REFS = ("this", "you", "current", "next")
TRIGGER_FIELDS = ("source", "target", "amount", "critical", "by", "card", "who", "from", "to", "resource")
MODIFIER_VALUES = ("damage", "damage_taken", "defense", "fight", "heal", "gain", "draw")
CHANGE_KINDS = ("add", "subtract", "multiply", "divide", "set", "prevent_first")
# a change only some games have: `divide` (halving, rounded up after all modifiers: Marvel Champions' Modifiers)
CHANGE_KIND_GAMES = {"divide": ("marvel-champions",)}

BUILTIN_PREFIXES = ("defeat", "taken-down", "cg", "alert", "rally", "overcome", "debut")


def describe(value):
    """A short phrase for a value in a message ("the text 'x'", "a mapping")."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def suggest(word, candidates):
    """ (did you mean 'x'?) for a near miss, else nothing: a word one letter (or two swapped letters) from a
    candidate first, one with the letters typed first ('no' is 'on' before 'do'), every one as near named
    ('wo': 'do' or 'who'); else the closest by difflib (whose similarity cutoff alone misses short words: 'mya' is 0.67 from 'may')."""
    import difflib

    words = [str(c) for c in candidates]
    if isinstance(word, str):
        near = sorted((sorted(word) != sorted(c), c) for c in words if one_letter_apart(word, c))
        if near:  # as near as the first, they are named too ('wo': 'do' or 'who'), so the one meant is among them
            tied = [c for rank, c in near if rank == near[0][0]][:3]
            return f" (did you mean {' or '.join(repr(c) for c in tied)}?)"
    close = difflib.get_close_matches(str(word), words, n=1, cutoff=0.75)
    return f" (did you mean {close[0]!r}?)" if close else ""


@lru_cache(maxsize=1 << 16)
def one_letter_apart(first, second):
    """Whether two words differ by one letter: one dropped, added or changed, or two neighbours swapped.
    (Remembered: every property a scenario names that is not its game's is compared with each of the game's
    own, for every scenario checked; the same few pairs come back again and again.)"""
    if first == second or abs(len(first) - len(second)) > 1:
        return False
    if len(first) == len(second):
        diffs = [i for i, (a, b) in enumerate(zip(first, second, strict=True)) if a != b]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and first[diffs[0]] == second[diffs[1]] and first[diffs[1]] == second[diffs[0]])
    short, long_ = sorted((first, second), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


# -- closed vocabularies: the words a game's entity property may take ------------------------------------

def _without_remembered(value) -> dict:
    """A Vocabulary's or PropertyList's fields for pickling or copying, without the answers it remembers
    (functools.lru_cache wrappers, which cannot be pickled; a copy remembers its own)."""
    return {k: v for k, v in value.__dict__.items() if k not in ("_checked", "_near")}


@dataclass(frozen=True)
class Unmodelled:
    """A word the game's rulebook defines that the engine does not model yet: refused, saying so."""

    word: str
    entry: str  # the rulebook's entry, as it is titled ("Hinder X")
    anchor: str  # its anchor in the game's rulebook ("rules-reference-hinder-x")
    numbered: bool = False  # written with a number ("hinder 2")
    instead: str = ""  # what a scenario writes instead, if the format has a way


@dataclass(frozen=True)
class Vocabulary:
    """The closed list of words one entity property takes in one game (declared once, on the timing model:
    the checker, the editor's reference panel and docs/scenario-format.md all read it).

    A word in `numbered` is written with its number ("retaliate 1"); one in `unmodelled` is the
    rulebook's but the engine cannot resolve it, and is refused naming the rulebook entry."""

    prop: str  # the entity property: "keywords" (a list of words) or "form" (one word)
    what: str  # what a word is, for messages: "keyword", "form"
    words: tuple  # the words the model resolves
    numbered: tuple = ()
    unmodelled: tuple = ()  # Unmodelled entries
    anchor: str = ""  # where the rulebook lists them
    is_list: bool = True
    open: bool = False  # other words are allowed too (a scenario's own), except one a letter from a listed word
    traited: tuple = ()  # words written with a trait in parentheses ("teamwork (hydra)")
    shown_in_parentheses: tuple = ()  # (word, what its parentheses hold, an example) where that is not a TRAIT

    def held(self, word: str) -> tuple[str, str]:
        """What a traited word's parentheses hold, and an example of it written."""
        return next(((held, example) for w, held, example in self.shown_in_parentheses if w == word),
                    ("TRAIT", f"{word} (hydra)"))

    def shown(self, word: str) -> str:
        """A word as the docs and the editor show it: `retaliate X`, `teamwork (TRAIT)`, `guard`."""
        held = self.held(word)[0]
        return f"{word} X" if word in self.numbered else f"{word} ({held})" if word in self.traited else word

    def known(self):
        """Every word the checker accepts or refuses by name (for "did you mean")."""
        return tuple(self.words) + tuple(u.word for u in self.unmodelled)

    def check(self, value, game, slug):
        """None if `value` is a word of this vocabulary written as it must be, else the message."""
        if not isinstance(value, str):
            return f"expected a {self.what}, got {describe(value)}"
        return self._checked(value, game, slug)

    def __getstate__(self):
        return _without_remembered(self)

    @cached_property
    def _checked(self):
        """_check_word, remembered for this vocabulary: its answer depends only on the word, the game's title and
        slug (texts) and this vocabulary (frozen), and every entity of every scenario checked asks it for the
        same few words. At most 4096 are kept."""
        return lru_cache(maxsize=4096)(self._check_word)

    def _check_word(self, value: str, game: str, slug: str):
        if self.open:
            near = "" if value in self.words else next(
                (f" (did you mean {w!r}?)" for w in self.words if one_letter_apart(value, w)), "")
            return (f"{value!r} is not a {self.what} {possessive(game)} rules name{near}: a {self.what} of the "
                    f"scenario's own may have any other name, but not one a letter from one of the game's "
                    f"({', '.join(self.words)})") if near else None
        name, *rest = " ".join(value.strip().lower().split()).split(" ")
        number = " ".join(rest) or None  # "retaliate 1": its number; "teamwork (mercenary)": its trait
        for entry in self.unmodelled:
            if entry.word == name:
                if entry.instead:
                    return (f"{value!r}: the {self.what} {entry.entry} ({slug}#{entry.anchor}) is not written as "
                            f"a {self.what} in a scenario: {entry.instead}")
                return (f"{value!r} is the {self.what} {entry.entry} of {possessive(game)} rules "
                        f"({slug}#{entry.anchor}), which the engine does not model yet: it would be ignored, "
                        "so it is refused")
        if name not in self.words:
            words = ", ".join(self.shown(w) for w in self.words)
            return (f"unknown {self.what} {value!r} for {game}{suggest(name, self.known())}; "
                    f"expected one of: {words}")
        if name in self.traited:
            if number is None or not (number.startswith("(") and number.endswith(")") and number[1:-1].strip()):
                held, example = self.held(name)
                return (f"{name} is written with its {'trait' if held == 'TRAIT' else held} in parentheses, e.g. "
                        f"`{example}`; got {value!r}")
        elif name in self.numbered:
            if number is None:
                return f"{name} is written with its number, e.g. `{name} 1`"
            if not number.isdigit():  # "retaliate x", "retaliate 1 2"
                return f"the X of `{name} X` is a number of 0 or more, e.g. `{name} 1`; got {number!r}"
        elif number is not None:
            return f"{name} is written alone, without a number or any other word (`{name}`)"
        if not self.is_list and value != name:  # the rules compare the word as written ("Minion" is no minion)
            return f"write the {self.what} as the rules' word, in lowercase: {name!r}, not {value!r}"
        return None


@dataclass(frozen=True)
class PropertyList:
    """The closed list of property names an entity takes in one game (declared once, on the timing model:
    the checker, the editor's reference panel and docs/scenario-format.md read it).

    A property the game's model does not know is refused at its line, with "did you mean" — unless it is
    the scenario's own counter: one its abilities write (`set: {prop: P}`) or read (`ENTITY.P` in an
    expression), and not one letter from a property of the game's. A property nothing reads would be
    ignored, so it is refused."""

    names: tuple  # (name, what it is) of every property the model reads or sets
    prefixes: tuple = ()  # (prefix, what it is): e.g. ("next_", "a villain's next stage's value")

    def words(self):
        return self._words

    @cached_property
    def _words(self) -> tuple:
        """Made once: every entity of every scenario checked asks for them."""
        return tuple(name for name, _ in self.names)

    def __getstate__(self):
        return _without_remembered(self)

    @cached_property
    def _near(self):
        """The first of the game's properties one letter from a name, or None; remembered for this list (frozen):
        a scenario's own counter is compared with every property of its game's, for every entity checked."""
        return lru_cache(maxsize=4096)(
            lambda prop: next((w for w in self.words() if one_letter_apart(prop, w)), None))

    def known(self, prop) -> bool:
        """Whether `prop` is one of the game's properties, or one of them with a prefix (`next_hp`)."""
        words = self.words()
        if prop in words:
            return True
        for prefix, _ in self.prefixes:
            rest = prop[len(prefix):]
            if prop.startswith(prefix) and rest in words:
                return True
        return False

    def check(self, prop, referenced, game):
        """None if `prop` is a property of the game's or the scenario's own counter, else the message."""
        if self.known(prop):
            return None
        words = self.words()
        near = self._near(prop)
        if near is not None:
            return (f"{prop!r} is not a {game} property (did you mean {near!r}?): a property of the scenario's own "
                    f"may have any other name, but not one a letter from one of the game's")
        if prop in referenced:
            return None
        prefixed = [prefix + word for prefix, _ in self.prefixes for word in words]  # next_hp
        return (f"unknown property {prop!r} for {game}{suggest(prop, [*words, *sorted(referenced), *prefixed])}: the model "
                f"would ignore it; a "
                f"property of the scenario's own is one its abilities write (`set: {{prop: {prop}}}`) or read "
                f"(`ENTITY.{prop}`), and this scenario's never do; the game's properties are: {', '.join(words)}")


# The zones every game's rules name (a game adds its own: TimingModel.zone_names).
COMMON_ZONES = ("board", "active", "play", "hand", "deck", "discard", "trash", "removed", "destroyed")


@lru_cache(maxsize=64)
def zone_vocabulary(names: tuple) -> "Vocabulary":
    """A game's zone names as an open vocabulary: a scenario may name zones of its own (a gangster deck, the
    cards under a card), never one a letter from one of the game's ("discrad"). (Made once per tuple of names:
    every zone a scenario names asks for it, and a Vocabulary is frozen.)"""
    return Vocabulary("zone", "zone", tuple(names), is_list=False, open=True)
