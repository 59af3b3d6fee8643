"""What outline mode shares across games: the tag declaration, the verbs that name a line's card, and
`OutlineGame`, the base of each game's outline (what its tags mean and what a line does to trigger the lines
under it, so that the game's timing model, not outline mode, decides the order).

Each game's outline lives in its own package, `adjudicator/timing/<game>/tools/outline.py`, named by its
model's `outline_module` (`registered_games`). Every game refuses what it cannot honour, pointing at the
words (phrases.py).
"""
import logging
import re
from dataclasses import dataclass

from adjudicator.tools.outline import phrases

logger = logging.getLogger(__name__)

# Where a line's card sits, so that its ability is live (scenario-format.md, "Abilities").


@dataclass(frozen=True)
class Tag:
    timing: str  # the timing class it compiles to
    meaning: str  # for the page's help
    rule: str  # a rule name of the game's rules.py, cited in the help


# The card a line is about, where the line says it with the verb of its tag: "Kurt is defeated", "Odysseus
# draws Scientific Genius", "Cataphracts are played". tag -> (verb before the card, verb after it).
CARD_VERBS = {
    "alert": ("draws?", "(?:is|are) drawn"),
    "rally": (None, "(?:enters?|(?:is|are) (?:put|moved|drawn))"),
    "debut": ("plays?", "(?:is|are) played"),
    "defeat": ("defeats?", "(?:is|are|gets|get) defeated"),
    "overcome": ("overcomes?", "(?:is|are|gets|get) overcome"),
    "when-defeated": ("defeats?", "(?:is|are|gets|get) defeated"),
    "when-revealed": ("reveals?", "(?:is|are) revealed"),
    "boost": ("(?:flips?|turns?)", "(?:is|are) (?:flipped|turned)"),
}


def without_possessive(name):
    return re.sub(r"['’]s?$", "", name.strip()) or name.strip()


def card_named_by_verb(label, tag):
    """The card a line names with its tag's verb ("Kurt is defeated" -> "Kurt", "Odysseus draws Scientific
    Genius" -> "Scientific Genius"), or None when the line does not say it that way."""
    if tag not in CARD_VERBS:
        return None
    before, after = CARD_VERBS[tag]
    subject = re.match(rf"(?P<name>{phrases.NAME})\s+{after}\b", label)
    if subject:
        return without_possessive(subject.group("name"))
    obj = re.search(rf"\b{before}\s+(?P<name>{phrases.NAME})", label) if before else None
    return without_possessive(obj.group("name")) if obj else None


def revealer_named(label):
    """Who a line says reveals its card ("Spider-Man reveals Shadow of the Past", "Shadow of the Past is revealed
    by Spider-Man" -> "Spider-Man"), or None."""
    found = (re.match(rf"(?P<name>{phrases.NAME})\s+reveals?\s+\S", label)
             or re.search(rf"\b(?:is|are)\s+revealed\s+by\s+(?P<name>{phrases.NAME})", label))
    return without_possessive(found.group("name")) if found else None


def leading_name(label):
    """The capitalised name a line begins with ("Kang plays Leader" -> "Kang"), or None."""
    match = re.match(phrases.NAME, label)
    return without_possessive(match.group(0)) if match else None


class OutlineGame:
    slug = ""
    tags = {}  # tag -> Tag, in help order
    aliases = {}  # other spellings -> tag
    refused = {}  # tag -> why it has no line
    untagged = None  # the tag a line without one gets; None: a tag is required
    player_type = "hero"
    other_type = "enemy"

    def model(self):
        """The game's timing model, or None when no game has one (its package is not there). A model that
        raises while it is made is logged and named by `model_error`, and None here: a model still being
        written must not break outlines of the other games, nor pass for an absent one."""
        from adjudicator.timing import registry

        try:
            cls = registry.load(self.slug)
        except KeyError:
            return None
        try:
            return cls()
        except Exception as error:  # noqa: BLE001 - any error of a model's own code: logged here, shown by the compiler
            logger.exception("outline mode: the timing model of %s could not be loaded", self.slug)
            self.model_error = f"{type(error).__name__}: {error}"
            return None

    model_error = ""  # why model() gave None although the game has a model (set by model())

    def tag_list(self):
        return ", ".join(f"[{t}]" for t in self.tags)

    def help(self):
        """[(tag, meaning, rule name)] for the page."""
        return [(f"[{tag}]", spec.meaning, spec.rule) for tag, spec in self.tags.items()]

    untagged_hint = ""  # what else a line without a tag may say, added to the problem

    def read_card(self, c, line):
        """Hook: a card the line names (Marvel Champions), which may give its tag; before the tags are read."""

    def card_name(self, c, line):
        """The name of the card a line's ability is on, as the steps say it ("Kurt is defeated", not "Kurt is
        defeated is defeated"): the card the line names with its tag's verb, else the line itself. The effect
        keeps the line as its label, so the steps that name the effect still say the line."""
        return card_named_by_verb(line.label, line.tag) or line.label

    def linking_events(self, lines):
        """{event name: words}: the events a compiled outline emits only so that the lines under a line can
        wait for it (`cause-PARENT`: the parent's effect happening), said as the outline's own line."""
        return {f"cause-{line.effect_id}": line.label for line in lines if line.children}

    # -- hooks ---------------------------------------------------------------------------------------
    def before_phrases(self, c):
        """Players the lines imply, before the phrases are read (they name the damage's targets)."""

    def check(self, c):
        """Game checks, after every line has its timing class and phrases."""

    def document(self, c, order):
        """The scenario's players, entities, abilities, start and choices."""
        raise NotImplementedError

    # -- shared helpers ---------------------------------------------------------------------------------
    def refuse_phrases(self, c, line, kinds, why):
        for what, words in line.phrases.all_words():
            if what in kinds:
                c.problem(line, why.format(what=what), words)

    def damage_ops(self, c, line):
        ops = []
        for damage in line.phrases.damage:
            if not damage.targets:
                continue
            targets = [c.entity_for(t) for t in damage.targets]
            op = {"to": targets[0] if len(targets) == 1 else targets, "amount": damage.amount}
            if damage.source:
                op["source"] = c.entity_for(damage.source)
            if damage.critical:
                op["critical"] = True
            ops.append({"deal_damage": op})
        return ops

    @staticmethod
    def assemble(players, entities, abilities, start, choices):
        """The scenario document, its keys in the order every game's outline writes them (players, entities,
        abilities, start, choices), leaving out an empty players list, abilities map or choices."""
        doc = {"players": players} if players else {}
        doc["entities"] = entities
        if abilities:
            doc["abilities"] = abilities
        doc["start"] = start
        if choices:
            doc["choices"] = choices
        return doc

    def players_and_named(self, c):
        entities = {pid: {"type": self.player_type, "name": name} for pid, name in c.players}
        for eid, name in c.named.items():
            if eid not in entities:
                entities[eid] = {"type": self.other_type, "name": name}
        return entities


# -- Union City Alliance and the plain stack -------------------------------------------------------------


def phrases_match(name, label):
    from adjudicator.tools.outline.reader import contains, words_of

    return contains(words_of(label), words_of(name))


def registered_games():
    """{slug: OutlineGame class} of every game whose model names its outline module (`outline_module`, a module
    of its package with `OUTLINE`), in the games' display order."""
    import importlib

    from adjudicator.timing import registry

    found = {}
    for slug_, model_class in registry.model_classes().items():
        if model_class.outline_module:
            package = model_class.__module__.rpartition(".")[0]
            found[slug_] = importlib.import_module(f"{package}.{model_class.outline_module}").OUTLINE
    return found
