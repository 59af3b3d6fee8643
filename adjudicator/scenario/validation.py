"""Load a scenario and check it against the contract (docs: scenario-format.md).

Every problem is collected, not just the first, each with the path of its field
(`abilities.roid-rage.on.event`) and, for YAML, its line. Unknown keys are errors.
Expressions are compiled here by `adjudicator.expr` (never `eval`), so a bad
`if` is reported before anything resolves.
"""
import re

from adjudicator.errors import Problem, ScenarioInvalid
from adjudicator.expr import ExpressionError, Nearest, compile_expression
from adjudicator.grammar import possessive
from adjudicator.limits import Limits
from adjudicator.scenario.data_facts import data_facts
from adjudicator.scenario.filter_values import ValueFilter, filter_value_problems
from adjudicator.scenario.holes import find_holes, hole_message, under
from adjudicator.scenario.own_words import any_own_counter_problem, own_counter_problems
from adjudicator.scenario.model import (
    PLAY_ZONES,
    Ability,
    Choices,
    Expectation,
    FirstPattern,
    Matcher,
    ModifierChange,
    Op,
    Pattern,
    Scenario,
    Start,
    frozen_mapping,
)
from adjudicator.scenario.readers import read_limit
from adjudicator.scenario.source import parse_text
from adjudicator.scenario.vocabulary import (
    BUILTIN_PREFIXES,
    one_letter_apart,
    EFFECT_ID_RE,
    ID_RE,
    MODIFIER_VALUES,
    CHANGE_KINDS,
    CHANGE_KIND_GAMES,
    PROP_RE,
    SPECIAL_REFS,
    TRIGGER_FIELDS,
    describe,
    suggest,
    zone_vocabulary,
)

MAX_PROBLEMS = 100
DEFAULT_LIMITS = Limits()  # (frozen: one for every scenario checked without limits of its own)
CITE_RE = re.compile(r"^[a-z0-9-]+#[a-z0-9][a-z0-9-]*$")  # GAME-SLUG#SECTION-ANCHOR
ZONE_FIELDS = ("to", "from", "zone")  # event fields whose value is a zone (`{event: moved, to: hand}`)
# event fields whose value is a word of its own, not an entity: a phase, a resource, a Skirmish slot, side,
# location or result, a scheme's stage (an open word; a closed list is the model's `event_field_words`)
WORD_FIELDS = ("phase", "resource", "slot", "side", "location", "result", "stage")
TOP_KEYS = {
    "format", "game", "title", "description", "cites", "players", "current",
    "entities", "abilities", "start", "choices", "expect", "ruleset",
}
ABILITY_KEYS = {
    "card", "timing", "on", "if", "do", "optional", "range", "zones", "kind", "label",
    "modifies", "by", "once", "form", "limit",
}


_PROPERTY_NAMES: set[str] = set()  # names PROP_RE has matched (is_property_name)


def is_property_name(prop) -> bool:
    """Whether `prop` is a property name (PROP_RE), the answer for a name once matched remembered: every entity
    of every scenario checked names the same few. (Texts only, at most 4096 of them: nothing else is kept.)"""
    if prop in _PROPERTY_NAMES:
        return True
    if not isinstance(prop, str) or not PROP_RE.match(prop):
        return False
    if len(_PROPERTY_NAMES) < 4096:
        _PROPERTY_NAMES.add(prop)
    return True


class _GameWords:
    """What the checker asks of a game's model for every entity it reads, worked out from the model's class
    attributes (its vocabularies, property list, numbers, zone properties, dash values): made once per model
    class (_game_words), not once per scenario checked (tens of thousands in the typo sweeps)."""

    def __init__(self, model) -> None:
        vocabularies = model.vocabularies if model is not None else ()
        zone_properties = model.zone_properties if model is not None else ()
        declared = model.entity_properties if model is not None else None
        # the entity properties (other than `keywords`) whose value is a list of words of one of the game's closed
        # vocabularies (`Vocabulary.is_list`), each with what a word is
        self.word_lists = {v.prop: v.what for v in vocabularies if v.is_list and v.prop != "keywords"}
        # the entity properties with checks of their own (entity's branches)
        self.checked_apart = {*ENTITY_PROPERTIES_CHECKED_APART, *self.word_lists, *zone_properties}
        # the properties whose word names no entity (near_entity_values)
        self.not_entity_names = {*WORD_PROPERTIES, *self.word_lists,
                                 *(v.prop for v in vocabularies if not v.open and not v.is_list)}
        # (vocabulary, the entity properties it checks) of the game's (closed_words)
        self.closed_words_of = tuple(
            (vocabulary, (vocabulary.prop, "next_keywords") if vocabulary.prop == "keywords" else (vocabulary.prop,))
            for vocabulary in vocabularies)
        # the game's entity_properties' words, as a set (property_names), and in their order (read_property)
        self.declared_words = frozenset(declared.words()) if declared is not None else frozenset()
        self.declared_words_in_order = tuple(declared.words()) if declared is not None else ()
        # the properties the game reads, where it declares no list (near_read_properties)
        self.read_props = {*FORMAT_PROPERTIES, *model.numeric_props, *self.word_lists, *model.dash_values} \
            if model is not None else set()
        # the game's own properties, apart from a scenario's own counters (check_own_counters)
        self.game_props = set(model.numeric_props) | set(declared.words() if declared else ()) \
            if model is not None else set()
        self.zones = zone_vocabulary(model.zone_names) if model is not None else None  # (zone_name)
        self._near_declared: dict = {}  # name -> the first declared property one letter from it, or None
        self._near_read: dict = {}  # name -> the properties read (read_props) one letter from it

    def near_declared(self, prop):
        """The first of the game's declared property names one letter from `prop` (read_property), or None."""
        if prop not in self._near_declared:
            near = next((w for w in self.declared_words_in_order if one_letter_apart(prop, w)), None)
            if len(self._near_declared) >= 4096:
                return near
            self._near_declared[prop] = near
        return self._near_declared[prop]

    def near_read(self, prop):
        """The properties the game reads (read_props, in its order) one letter from `prop`
        (near_read_properties)."""
        if prop not in self._near_read:
            near = [k for k in self.read_props if isinstance(prop, str) and one_letter_apart(prop, k)]
            if len(self._near_read) >= 4096:
                return near
            self._near_read[prop] = near
        return self._near_read[prop]


_GAME_WORDS: dict = {}  # model class -> (the attributes its _GameWords was made from, the _GameWords)


def _game_words(model):
    """The model's _GameWords, made again only where an attribute it is made from was replaced since."""
    sources = (model.vocabularies, model.zone_properties, model.entity_properties, model.numeric_props,
               model.dash_values, model.zone_names) if model is not None else ()
    made = _GAME_WORDS.get(type(model))
    if made is None or made[0] != sources:  # (a tuple compares its items by identity first)
        made = _GAME_WORDS[type(model)] = (sources, _GameWords(model))
    return made[1]


def near_key(key, allowed) -> str:
    """ (did you mean 'x'?) for a key near an allowed one (`suggest`); nothing for a key that is no string."""
    return suggest(key, allowed) if isinstance(key, str) else ""


class _Checker:
    """Walks the plain data, building frozen model objects and recording problems."""

    def __init__(self, data, limits, catalog, facts=None):
        self.data = data
        self.facts = facts if facts is not None else data_facts(data if isinstance(data, dict) else {})
        self.limits = limits
        self.catalog = catalog
        self.problems = []
        self.entities = {}
        self.ability_ids = set()
        self.emitted_events = self.facts.emitted_events  # events named by `emit` ops anywhere (patterns may listen)
        self.keyword_filters = []  # (word, path) of every keyword=WORD in an expression
        self.value_filters = []  # ValueFilter of every other count/nearest filter but `to` (filter_values.py)
        self.special_refs = []  # (this/you/current/next, path) of every such reference
        self.model = None
        self._referenced_props = None  # the property names the scenario's abilities write or read
        self._written_props = None  # the property names its entities declare or its ops write
        self._result_names = None  # the `result.NAME`s its ops keep (`as`) and the game's ops keep
        self._known_fields = None  # the fields the game's events and computations carry (known_fields)
        self.game_words = _game_words(None)  # the model's, once the game is known (_GameWords)
        self._events = None  # the model's events() (a copy), asked for every pattern
        self._numeric_props = None  # the catalog's numeric_props(), asked for every entity property

    # -- helpers -----------------------------------------------------------------------------
    def problem(self, path, message):
        self.problems.append(Problem(path, message))

    def keys(self, value, path, allowed, required=()):
        """Check a mapping's keys; True only if it is a mapping with every required key (readers may
        then index them), every unknown or missing key reported either way."""
        if not isinstance(value, dict):
            self.problem(path, f"expected a mapping, got {describe(value)}")
            return False
        for key in value:
            if key not in allowed:
                self.problem(f"{path}.{key}" if path else str(key),
                             f"unknown key {key!r}{near_key(key, allowed)}; "
                             f"expected one of: {', '.join(sorted(map(str, allowed)))}")
        complete = True
        for key in required:
            if key not in value:
                self.problem(f"{path}.{key}" if path else key, "is required")
                complete = False
        return complete

    def required(self, value, path, key):
        """`key` is missing from the mapping `value`: "is required" at its path, and a key written one letter from
        it is named as its typo ("evnt" for `event`), where a mapping whose other keys are open would not."""
        self.problem(f"{path}.{key}" if path else key, "is required")
        for written in value if isinstance(value, dict) else ():
            if isinstance(written, str) and one_letter_apart(written, key):
                self.problem(f"{path}.{written}" if path else written,
                             f"unknown key {written!r} (did you mean {key!r}?): `{key}` is required")

    def text(self, value, path, max_len=2000, one_line=False):
        if not isinstance(value, str):
            self.problem(path, f"expected text, got {describe(value)}")
            return ""
        if len(value) > max_len:
            self.problem(path, f"is {len(value)} characters; at most {max_len}")
        if one_line and "\n" in value.strip():
            self.problem(path, "must be one line")
        return value

    def ident(self, value, path):
        if not isinstance(value, str) or not ID_RE.match(value):
            self.problem(path, f"{value!r} is not an id (lowercase letters, digits and '-', at most 64)")
            return None
        return value

    def boolean(self, value, path):
        if not isinstance(value, bool):
            self.problem(path, f"expected true or false, got {describe(value)}")
            return False
        return value

    def entity_ref(self, value, path, allow_special=True, allow_trigger=True):
        """A reference to an entity: an id, `this`, `you`, `current`, `trigger.FIELD` or `result.NAME`."""
        if not isinstance(value, str):
            self.problem(path, f"expected an entity reference, got {describe(value)}")
            return None
        if allow_special and value in SPECIAL_REFS:
            self.special_refs.append((value, path))
            return value
        if value.startswith("nearest("):
            return self.nearest_ref(value, path)
        if allow_trigger and value.startswith("trigger."):
            fields = TRIGGER_FIELDS + (tuple(self.model.trigger_fields) if self.model else ())
            if value[8:] not in fields:
                self.problem(path, f"unknown trigger field {value[8:]!r}{suggest(value[8:], fields)}; "
                                   f"expected one of: {', '.join(fields)}")
            return value
        if allow_trigger and value.startswith("result."):
            names = tuple(self.model.result_entities) if self.model else ()
            if value[7:] not in names:
                self.problem(path, f"result.{value[7:]} names no card here; "
                                   f"{'expected one of: ' + ', '.join(names) if names else 'this game keeps none'}"
                                   + suggest(value[7:], names))
            return value
        if value not in self.entities:
            head = value.split(".")[0]  # `triger.source`: a trigger's or result's field, one letter off
            self.problem(path, f"no entity {value!r}" + (suggest(head, ("trigger", "result")) if "." in value else
                                                         suggest(value, [*self.entities, *(SPECIAL_REFS if allow_special
                                                                                          else ())])))
            return None
        return value

    def nearest_ref(self, value, path):
        """`nearest(to=ENTITY, FILTER=…)` as a reference: the entity found when the op resolves."""
        try:
            expr = compile_expression(value)
        except ExpressionError as exc:
            self.problem(path, f"bad expression: {exc}")
            return None
        if not isinstance(expr.tree, Nearest):
            self.problem(path, "a reference written as an expression must be one nearest(to=ENTITY, FILTER=…) call")
            return None
        to = dict(expr.tree.filters)["to"]
        if to in SPECIAL_REFS:
            self.special_refs.append((to, path))
        if to not in SPECIAL_REFS and to not in self.entities:
            self.problem(path, f"nearest(to={to}): no entity {to!r}" + suggest(to, self.entities))
            return None
        self.keyword_filter(expr, path)
        return value

    def refs(self, value, path):
        if isinstance(value, list):
            if not value:
                self.problem(path, "must name at least one entity")
            return tuple(self.entity_ref(v, f"{path}[{i}]") for i, v in enumerate(value))
        return self.entity_ref(value, path)

    def amount(self, value, path):
        if isinstance(value, bool):
            self.problem(path, "expected an integer or an expression, got a boolean")
            return 0
        if isinstance(value, int):
            if abs(value) > 10**9:
                self.problem(path, "integer is out of range (at most 10^9)")
            return value
        if isinstance(value, str):
            return self.expression(value, path)
        self.problem(path, f"expected an integer or an expression, got {describe(value)}")
        return 0

    def expression(self, value, path):
        if not isinstance(value, str):
            if isinstance(value, bool):
                value = "true" if value else "false"
            else:
                self.problem(path, f"expected an expression, got {describe(value)}")
                return None
        try:
            expr = compile_expression(value)
        except ExpressionError as exc:
            self.problem(path, f"bad expression: {exc}")
            return None
        self.keyword_filter(expr, path)
        for segments in sorted(expr.paths):
            head = segments[0]
            if head in SPECIAL_REFS:
                self.special_refs.append((head, path))
                continue
            if head == "result" and len(segments) == 2:
                self.result_name(segments[1], path)
            if head == "trigger" and len(segments) == 2 and segments[1] not in self.known_fields():
                near = [k for k in self.known_fields() if one_letter_apart(segments[1], k)]
                if near:
                    self.problem(path, f"expression reads 'trigger.{segments[1]}', a field no event of this game "
                                       f"carries{suggest(segments[1], near)}: it would read nothing")
            if head in ("trigger", "result"):
                continue
            if head not in self.entities:
                self.problem(path, f"expression reads {'.'.join(segments)!r} but there is no entity {head!r}"
                                   + suggest(head, list(self.entities) + list(SPECIAL_REFS) + ["trigger", "result"]))
            elif len(segments) > 1:
                self.read_property(segments[1], repr(".".join(segments)), path)
        for function, args in FILTER_CALL_RE.findall(value):
            for key in FILTER_KEY_RE.findall(args):
                if key not in FILTER_WORDS and key not in getattr(self.model, "derived_filters", ()):
                    self.read_property(key, f"{function}({key}=…)", path)
        return expr

    def result_name(self, name, path):
        """`result.NAME` reads what an op kept: a name the scenario gives with `as`, or one the game's ops keep
        (`result.x`); any other would read 0 without a word, so it is refused (`result.y`)."""
        if self.model is None:
            return
        if self._result_names is None:
            self._result_names = set(self.model.result_names) | set(self.model.result_entities) | written_as(
                [self.data.get("abilities"), self.data.get("start")])
        if name not in self._result_names:
            known = sorted(self._result_names)
            self.problem(path, f"expression reads 'result.{name}', but no op here keeps a result {name!r} "
                               f"({'it keeps: ' + ', '.join(known) if known else 'an op keeps one with `as: NAME`'})"
                               + suggest(name, known))

    def read_property(self, prop, shown, path):
        """`ENTITY.P` read, or `count(P=…)`/`nearest(P=…)` filtered on, where P is no property of the game's
        but one letter from one, and nothing in the scenario declares or writes it: a typo
        (`hired-gun.controler`, `count(typ=ally)`), refused with "did you mean", where it would otherwise be
        read as a counter of the scenario's own that is never set (and count nothing)."""
        declared = self.model.entity_properties if self.model else None
        if declared is None or prop in self.game_words.declared_words:
            return
        near = self.game_words.near_declared(prop)
        if near is None:
            return
        if self._written_props is None:
            entities = self.data.get("entities")
            self._written_props = self.facts.written | {
                prop for entity in (entities.values() if isinstance(entities, dict) else ()) if isinstance(entity, dict)
                for prop in entity}
        if prop not in self._written_props:
            self.problem(path, f"expression reads {shown}: {prop!r} is not a {self.model.title} "
                               f"property (did you mean {near!r}?), and nothing in the scenario declares or writes it")

    # -- top level ------------------------------------------------------------------------------
    def scenario(self):
        data = self.data
        if not isinstance(data, dict):
            self.keys(data, "", TOP_KEYS)
            raise ScenarioInvalid(self.problems)
        self.keys(data, "", TOP_KEYS, ("format", "game", "title", "entities", "start"))  # go on: report everything
        if "format" in data and data["format"] != 1:
            self.problem("format", f"must be 1 (this engine reads format 1), got {data['format']!r}")
        game = data.get("game")
        games = self.catalog.slugs()
        if "game" not in data:
            game = None
        elif game not in games:
            # The rest is in some game's words: checked as another's it would pile on errors that are not there
            # once the game is named right ("unknown event 'used'"), so it waits for the game.
            self.problem("game", f"unknown game {game!r}{suggest(game, games)}; expected one of: {', '.join(games)}; "
                                 "the rest of the scenario is checked once the game is known")
            raise ScenarioInvalid(self.problems)
        else:
            self.model = self.catalog.shared_model(game)  # only read here: one per game, not per scenario
            self.game_words = _game_words(self.model)
        ruleset = self.ruleset(data["ruleset"]) if "ruleset" in data else None
        if ruleset is None and self.model is not None:
            ruleset = self.model.default_ruleset
        title = self.text(data.get("title", ""), "title", 200, one_line=True) if "title" in data else ""
        if "title" in data and not str(title).strip():
            self.problem("title", "must not be empty")
        description = self.text(data.get("description", ""), "description", 10_000)
        cites = self.cites(data.get("cites", []))
        if "entities" in data:
            self.entities_of(data["entities"])
        players = self.players(data.get("players", []))
        current = data.get("current")
        if current is not None:
            current = self.ident(current, "current")
            if current and players and current not in players:
                self.problem("current", f"{current!r} is not one of the players ({', '.join(players)})"
                                        + suggest(current, players))
        elif players:
            current = players[0]
        abilities = self.abilities_of(data.get("abilities", {}))
        start = self.start(data["start"], abilities) if "start" in data else None
        choices = self.choices(data.get("choices", {}), abilities)
        expect, cases = self.expectations(data.get("expect"), abilities)
        self.check_keyword_filters()
        self.check_value_filters()
        self.check_own_counters()
        self.check_special_refs(players, current, data.get("start"))
        if self.model and not self.problems:
            for path, message in self.model.check_scenario(data, self.entities, abilities):
                self.problem(path, message)
        if self.problems:
            raise ScenarioInvalid(_capped(self.problems))
        return Scenario(
            format=1, game=game, title=title.strip(), description=description, cites=cites,
            players=players, current=current,
            entities=frozen_mapping({k: frozen_mapping(v) for k, v in self.entities.items()}),
            abilities=frozen_mapping(abilities), start=start, choices=choices,
            expect=expect, expect_cases=cases, source=data, ruleset=ruleset,
        )

    def ruleset(self, value):
        """`ruleset`: which version of its game's rules the scenario is resolved under (a game that has
        several; default the latest its model knows)."""
        if self.model is None:
            return None
        known = self.model.rulesets
        if not known:
            self.problem("ruleset", f"{self.model.title} has only one version of its rules: leave `ruleset` out")
            return None
        if isinstance(value, str) and value in self.model.later_rulesets:
            self.problem("ruleset", f"ruleset {value!r} of {self.model.title} is published but not modelled: "
                                    f"{self.model.later_rulesets[value]}; expected one of: {', '.join(known)} "
                                    f"(default {self.model.default_ruleset}); see docs/rulings.md")
            return None
        if not isinstance(value, str) or value not in known:
            shown = value if isinstance(value, str) else describe(value)
            self.problem("ruleset", f"unknown ruleset {shown!r} for {self.model.title}; expected one of: "
                                    f"{', '.join(known)} (default {self.model.default_ruleset})")
            return None
        return value

    def cites(self, value):
        if not isinstance(value, list):
            self.problem("cites", f"expected a list of GAME#ANCHOR references, got {describe(value)}")
            return ()
        out = []
        slugs = self.catalog.slugs()
        for i, cite in enumerate(value):
            if not isinstance(cite, str) or not CITE_RE.match(cite):
                self.problem(f"cites[{i}]", f"expected GAME-SLUG#SECTION-ANCHOR, got {cite!r}")
            elif cite.split("#")[0] not in slugs:
                self.problem(f"cites[{i}]", f"unknown game in {cite!r}")
            else:
                out.append(cite)
        return tuple(out)

    def players(self, value):
        if not isinstance(value, list):
            self.problem("players", f"expected a list of ids, got {describe(value)}")
            return ()
        out = []
        for i, player in enumerate(value):
            pid = self.ident(player, f"players[{i}]")
            if pid and pid not in self.entities:
                self.problem(f"players[{i}]", f"no entity {pid!r} (each player is an entity, usually its hero)"
                                              + suggest(pid, self.entities))
            if pid in out:
                self.problem(f"players[{i}]", f"{pid!r} is listed twice")
            out.append(pid)
        return tuple(p for p in out if p)

    def entities_of(self, value):
        if not isinstance(value, dict):
            self.problem("entities", f"expected a mapping of id to entity, got {describe(value)}")
            return
        if len(value) > self.limits.max_entities:
            self.problem("entities", f"{len(value)} entities; the limit is {self.limits.max_entities}")
            return
        raw = {}
        for key, entity in value.items():
            path = f"entities.{key}"
            if self.ident(key, path) is None:
                continue
            if not isinstance(entity, dict):
                self.problem(path, f"expected a mapping of properties, got {describe(entity)}")
                continue
            raw[key] = entity
        self.entities = {k: {} for k in raw}
        for key, entity in raw.items():
            self.entities[key] = self.entity(key, entity, f"entities.{key}")

    def entity(self, eid, entity, path):  # noqa: C901 (one branch per kind of property, each with its own check)
        props = {}
        if "type" not in entity:
            self.required(entity, path, "type")
        zone_properties = self.model.zone_properties if self.model is not None else ()
        word_lists = self.game_words.word_lists
        dash_values = self.model.dash_values if self.model else ()
        numeric_props = self.numeric_props()
        checked_apart = self.game_words.checked_apart
        for prop, value in entity.items():
            if type(value) is int and -10**9 <= value <= 10**9 and prop in _PROPERTY_NAMES \
                    and prop not in checked_apart:  # a plain number (most properties): kept as the last branches do
                props[prop] = value
                continue
            ppath = f"{path}.{prop}"
            if not is_property_name(prop):
                self.problem(ppath, f"{prop!r} is not a property name (lowercase letters, digits, '_')")
                continue
            if prop in zone_properties:
                self.zone_name(value, ppath)  # a property naming a zone (Union City Alliance: a trash card's deck)
            if prop in ("type", "zone", "name", "label", "form"):
                if isinstance(value, str) and len(value) <= 200 and "\n" not in value:  # self.text's, said at once
                    props[prop] = value
                else:
                    props[prop] = self.text(value, ppath, 200, one_line=True)
                if prop == "zone":
                    self.zone_name(value, ppath)
            elif prop == "owner":
                props[prop] = self.entity_ref(value, ppath, allow_special=False, allow_trigger=False)
            elif prop in ("keywords", "next_keywords"):  # next_keywords: a villain's next stage's (Villain Defeat)
                if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
                    self.problem(ppath, "expected a list of keywords")
                else:
                    props[prop] = tuple(" ".join(k.strip().lower().split()) for k in value)
            elif prop == "traits":  # words a card prints (Marvel Champions, Traits): any, as written
                if not isinstance(value, list) or not all(isinstance(t, str) and 0 < len(t.strip()) <= 60
                                                          for t in value):
                    self.problem(ppath, "expected a list of traits, each a word or a few (`[Avenger, Soldier]`)")
                else:
                    props[prop] = tuple(" ".join(t.split()) for t in value)
            elif prop in word_lists:  # a list of words from one of its game's closed lists
                if not isinstance(value, list) or not all(isinstance(w, str) for w in value):
                    self.problem(ppath, f"expected a list of {word_lists[prop]}s")
                else:
                    props[prop] = tuple(value)
            elif prop in ("block", "space"):  # where it is on the board: a block, or a space (no block yet)
                if (not isinstance(value, list) or len(value) != 2
                        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
                    self.problem(ppath, "expected [x, y], two integers")
                else:
                    props[prop] = tuple(value)
            elif prop == "position":
                if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                    self.problem(ppath, "expected a position, 1 or more (1 = top of the deck)")
                else:
                    props[prop] = value
            elif value in ("-", "–") and prop in dash_values:
                props[prop] = "-"
            elif prop in numeric_props and (isinstance(value, bool) or not isinstance(value, int)
                                            or abs(value) > 10**9):
                self.problem(ppath, f"{prop} is a number the rules compute with; expected an integer, "
                                    f"got {describe(value)}")
            elif isinstance(value, bool) or (isinstance(value, int) and abs(value) <= 10**9):
                props[prop] = value
            elif isinstance(value, str) and len(value) <= 200:
                props[prop] = value
            else:
                self.problem(ppath, f"expected an integer, true/false or short text, got {describe(value)}")
        self.closed_words(entity, path)
        self.property_names(entity, path)
        self.near_entity_values(eid, entity, path)
        return props

    def near_entity_values(self, eid, entity, path):
        """A property's word one letter from another entity's id, and no entity itself (`attached_to: old-rg`),
        is a typo of that id: the property would name nothing."""
        not_entity_names = self.game_words.not_entity_names
        for prop, value in entity.items():
            if prop in not_entity_names or not isinstance(value, str) or value in self.entities:
                continue
            near = [other for other in self.entities if other != eid and one_letter_apart(value, other)]
            if near:
                self.problem(f"{path}.{prop}", f"{value!r} is no entity of this scenario{suggest(value, near)}: "
                                               f"`{prop}` would name nothing")

    def word_lists(self):
        """The entity properties (other than `keywords`) whose value is a list of words of one of the game's
        closed vocabularies (`Vocabulary.is_list`), each with what a word is (made once: entities are checked
        after the game is known)."""
        return self.game_words.word_lists

    def numeric_props(self):
        """The properties some game computes with (the catalog's, asked once per scenario checked)."""
        if self._numeric_props is None:
            self._numeric_props = self.catalog.numeric_props()
        return self._numeric_props

    def property_names(self, entity, path):
        """An entity's property names, where its game declares them (`model.entity_properties`): one the game
        does not know is refused at its line, with "did you mean", unless the scenario's abilities keep it
        as their own counter (scenario.vocabulary.PropertyList)."""
        declared = self.model.entity_properties if self.model else None
        if declared is None:
            self.near_read_properties(entity, path)
            return
        derived = getattr(self.model, "derived_properties", frozenset())
        declared_words = self.game_words.declared_words
        for prop in entity:
            if prop in declared_words and prop not in derived:  # the game's own: nothing to say
                continue
            if prop in derived:  # read only: the game works it out (a value written here would never be read)
                self.problem(f"{path}.{prop}", f"`{prop}` is worked out by {self.model.title} as the effect resolves, "
                                               "not written: write the base value it is worked out from")
                continue
            if isinstance(prop, str) and PROP_RE.match(prop) and not declared.known(prop):
                if self._referenced_props is None:  # walked only for a property that is not the game's
                    self._referenced_props = self.facts.referenced
                message = declared.check(prop, self._referenced_props, self.model.title)
                if message:
                    self.problem(f"{path}.{prop}", message)

    def near_read_properties(self, entity, path):
        """Where a game declares no list of property names, the ones it is known to read (the format's, its
        numbers, its word lists) still are not to be typed one letter wrong: `max_stamna` would be a property of
        the scenario's own that nothing reads, and the hero's stamina would be missing without a word."""
        if self.model is None:
            return
        known = self.game_words.read_props
        for prop in entity:
            if prop in known:
                continue
            near = self.game_words.near_read(prop)
            if near:
                self.problem(f"{path}.{prop}", f"{prop!r} is not a property {self.model.title} reads"
                                               f"{suggest(prop, near)}: a property of the scenario's own may have any "
                                               "other name, but not one a letter from one the game reads")

    def closed_words(self, entity, path):
        """The entity's properties whose words come from one of its game's closed lists (the model's
        `vocabularies`): any other word is refused at its path, with "did you mean"."""
        for vocabulary, props in self.game_words.closed_words_of:
            for prop in props:
                if prop in entity:
                    self.closed_list_words(vocabulary, entity[prop], f"{path}.{prop}")

    def closed_list_words(self, vocabulary, value, ppath):
        """One property's words, each checked against its closed list (`next_keywords`, a villain's next stage's
        keywords, against the keywords')."""
        items = enumerate(value) if vocabulary.is_list and isinstance(value, list) else ()
        if not vocabulary.is_list:
            items = ((None, value),)
        for i, word in items:
            message = vocabulary.check(word, self.model.title, self.model.slug)
            if message:
                self.problem(ppath if i is None else f"{ppath}[{i}]", message)

    def check_special_refs(self, players, current, start):
        """`current` and `next` need players (the first is the current player, or `current`); in the starting
        effect's ops, `this` is its `by` and `you` its `you`, its `by`'s player or the current player. A
        reference that can name nobody is refused here, at its line, rather than stopping the resolution."""
        start = start if isinstance(start, dict) else {}
        for word, path in self.special_refs:
            if word in ("current", "next") and not players and not current:
                self.problem(path, f"`{word}` names the {'current' if word == 'current' else 'next'} player, but "
                                   "this scenario has no `players`: list them (the first is the current player) "
                                   "or name the entity by its id")
            elif not path.startswith("start.do") or "use" in start:
                continue
            elif word == "this" and "by" not in start:
                self.problem(path, "`this` in the starting effect is its `by`, and the start has no `by`: give "
                                   "`start.by` or name the entity by its id")
            elif word == "you" and not (players or current or "you" in start or "by" in start):
                self.problem(path, "`you` in the starting effect is its `you`, its `by`'s player or the current "
                                   "player, and this scenario has none of them: list the `players`, give "
                                   "`start.you`, or name the entity by its id")

    def zone_name(self, value, path):
        """A zone: one its game's rules name, or the scenario's own, never one a letter from the game's."""
        if self.model is not None and isinstance(value, str):
            message = self.game_words.zones.check(value, self.model.title, self.model.slug)
            if message:
                self.problem(path, message)

    def keyword_filter(self, expr, path):
        """`keyword=WORD` in an expression (nearest(…), count(…)): the word is checked once every entity is
        read (check_keyword_filters); `zone=WORD` is a zone name; any other filter's value but `to`'s is
        checked once every entity is read too (check_value_filters)."""
        for function, key, word in expr.filters:
            if key == "keyword":
                self.keyword_filters.append((word, path))
            elif key == "zone":
                self.zone_name(word, path)
            elif key == "to":  # nearest(to=ENTITY, …) inside an expression: the entity measured from
                if word not in SPECIAL_REFS and word not in self.entities:  # a special ref is noted with the paths
                    self.problem(path, f"{function}(to={word}): no entity {word!r}"
                                       + suggest(word, [*self.entities, *SPECIAL_REFS]))
            else:
                self.value_filters.append(ValueFilter(function, key, word, path))

    def check_own_counters(self):
        """A counter of the scenario's own written and read under names a letter apart (own_words.py)."""
        if self.model is None:
            return
        game_props = self.game_words.game_props
        if not any_own_counter_problem(self.data, self.facts.own_written, self.facts.own_read, game_props):
            return
        for path, message in own_counter_problems(self.data, game_props):
            self.problem(path, message)

    def check_value_filters(self):
        """A filter's value one letter from an entity or a word the entities carry is a typo (filter_values)."""
        if not self.value_filters:
            return
        written = _gathered(self.data, lambda key, item: (), lambda text: (text,))
        model = self.model
        keys = set(FILTER_WORDS) | set(getattr(model, "derived_filters", ())) | set(
            model.entity_properties.words() if model and model.entity_properties else ()) | self.facts.written
        for path, message in filter_value_problems(
                self.value_filters, self.entities, model.vocabularies if model else (), written, keys,
                model.title if model else "", model.slug if model else ""):
            self.problem(path, message)

    def check_keyword_filters(self):
        """A keyword an expression filters on must be one the game knows (its closed list), or, where a
        game's keywords are open words, one some entity carries; and an entity's open keyword one letter
        from a filtered word is taken for a typo of it. (No filter, nothing to say: an entity's keyword is
        near no filtered word then.)"""
        if not self.keyword_filters:
            return
        closed = next((v for v in (self.model.vocabularies if self.model else ()) if v.prop == "keywords"), None)
        carried = {}
        for eid, props in self.entities.items():
            for i, word in enumerate(props.get("keywords", ()) or ()):
                carried.setdefault(word, f"entities.{eid}.keywords[{i}]")
        filtered = {word.lower() for word, _ in self.keyword_filters}
        for word, path in self.keyword_filters:
            word = word.lower()
            if closed is not None:
                message = closed.check(word, self.model.title, self.model.slug)
                if message:
                    self.problem(path, f"keyword={word}: {message}")
            elif word not in carried:
                self.problem(path, f"keyword={word}: no entity has the keyword {word!r}"
                                   f"{suggest(word, carried)}; a filter on it finds nothing")
        if closed is None:
            for word, path in carried.items():
                near = suggest(word, filtered - {word}) if word not in filtered else ""
                if near:
                    self.problem(path, f"the keyword {word!r} is one letter from a keyword an expression filters "
                                       f"on{near}: a typo would make the filter miss this entity")

    # -- abilities ------------------------------------------------------------------------------
    def abilities_of(self, value):
        if not isinstance(value, dict):
            self.problem("abilities", f"expected a mapping of id to ability, got {describe(value)}")
            return {}
        self.ability_ids = {k for k in value if isinstance(k, str)}
        out = {}
        for index, (aid, spec) in enumerate(value.items()):
            path = f"abilities.{aid}"
            if self.ident(aid, path) is None:
                continue
            ability = self.ability(aid, spec, path, index)
            if ability:
                out[aid] = ability
        return out

    def ability(self, aid, spec, path, index):  # noqa: C901 (one check per ability field, in the format's order)
        if not self.keys(spec, path, ABILITY_KEYS, ("card", "timing")):
            return None
        card = self.entity_ref(spec.get("card"), f"{path}.card", allow_special=False, allow_trigger=False) \
            if "card" in spec else None
        timing = spec.get("timing")
        classes = self.model.classes if self.model else ()
        if self.model and isinstance(timing, str) and timing in self.model.refused_classes:
            self.problem(f"{path}.timing", f"{self.model.title} has no `{timing}` timing class: "
                                           f"{self.model.refused_classes[timing]}")
            return None
        if self.model and timing not in classes:
            self.problem(f"{path}.timing",
                         f"{timing!r} is not a timing class of {self.model.slug}{suggest(timing, classes)}; "
                         f"expected one of: {', '.join(classes)}")
            return None
        on = None
        if timing == "first":
            on = self.first_pattern(spec.get("on"), f"{path}.on")
        elif "on" in spec:
            on = self.pattern(spec["on"], f"{path}.on")
        elif self.model and timing in self.model.classes_needing_on:
            self.problem(f"{path}.on", f"is required for a {timing} ability (the event that triggers it)")
        condition = self.expression(spec["if"], f"{path}.if") if "if" in spec else None
        do = self.ops(spec.get("do", []), f"{path}.do") if "do" in spec else ()
        modifies = change = None
        if timing == "modifier":
            if "do" in spec:
                self.problem(f"{path}.do", "a modifier changes a value as it is computed; it has no `do`")
            modifies = self.modifier_pattern(spec.get("modifies"), f"{path}.modifies")
            change = self.modifier_change(spec.get("by"), f"{path}.by")
        else:
            for key in ("modifies", "by", "once"):
                if key in spec:
                    self.problem(f"{path}.{key}", f"only modifiers have `{key}`")
            if "do" not in spec and timing not in ("first",):
                self.problem(f"{path}.do", "is required (the ops the effect runs)")
            if timing == "first" and "do" not in spec:
                self.problem(f"{path}.do", "is required (the ops the first effect runs)")
        rng = None
        if "range" in spec:
            rng = spec["range"]
            if timing not in self._usable_classes():
                self.problem(f"{path}.range", f"only {self._usable_words()} have a range")
            elif rng != "self" and (not isinstance(rng, int) or isinstance(rng, bool) or rng < 0):
                self.problem(f"{path}.range", f"expected `self` or a range of 0 or more, got {rng!r}"
                                              f"{suggest(rng, ('self',))}")
        elif timing in self._usable_classes():
            rng = "self"
        default_zones = self.model.default_zones if self.model else {}
        zones = default_zones.get(timing, PLAY_ZONES) if isinstance(timing, str) else PLAY_ZONES
        zones_written = "zones" in spec
        if zones_written:
            zs = spec["zones"]
            if not isinstance(zs, list) or not zs or not all(isinstance(z, str) and ID_RE.match(z) for z in zs):
                self.problem(f"{path}.zones", "expected a list of zone names")
            else:
                zones = tuple(zs)
                for i, zone in enumerate(zs):
                    self.zone_name(zone, f"{path}.zones[{i}]")
        optional = self.boolean(spec["optional"], f"{path}.optional") if "optional" in spec else False
        once = self.boolean(spec["once"], f"{path}.once") if "once" in spec else False
        kind = self.text(spec.get("kind", timing), f"{path}.kind", 64, one_line=True) or timing
        label = self.text(spec.get("label", aid), f"{path}.label", 200, one_line=True) or aid
        form = self.ability_form(spec, path)
        limit = self.ability_limit(spec, path)
        return Ability(
            id=aid, card=card, timing=timing, index=index, on=on, condition=condition, do=do,
            optional=optional, range=rng, zones=zones, zones_written=zones_written, kind=kind, label=label,
            modifies=modifies, change=change, once=once, form=form, limit=limit,
        )

    def ability_limit(self, spec, path):
        """`limit: {times: X, per: PERIOD}`: a printed "Limit X per [period]", one of the game's periods."""
        if "limit" not in spec:
            return ()
        periods = tuple(self.model.limit_periods) if self.model else ()
        value = spec["limit"]
        if not periods:
            game = self.model.slug if self.model else "this game"
            self.problem(f"{path}.limit", f"{game} has no “Limit X per [period]” abilities")
            return ()
        limit = read_limit(self.problem, f"{path}.limit", value, periods)
        if limit and self.model and spec.get("timing") == "modifier":
            self.problem(f"{path}.limit", "a modifier is active while its card is in play; it has no limit")
            return ()
        return limit

    def ability_form(self, spec, path):
        """`form`: the form its bold timing trigger names ("Hero Response"), one of the game's forms."""
        if "form" not in spec:
            return ""
        forms = tuple(self.model.forms) if self.model else ()
        form = spec["form"]
        if not forms:
            game = self.model.slug if self.model else "this game"
            self.problem(f"{path}.form", f"{game} has no forms an ability could be restricted to")
        elif form not in forms:
            self.problem(f"{path}.form", f"unknown form {describe(form)}{suggest(form, forms)}; expected one of: "
                                         f"{', '.join(forms)}")
        return form if isinstance(form, str) else ""

    def pattern(self, spec, path):
        if not isinstance(spec, dict):
            self.problem(path, f"expected an event pattern {{event: NAME, FIELD: VALUE}}, got {describe(spec)}")
            return None
        event = spec.get("event")
        if event is None:
            self.required(spec, path, "event")
            return None
        known = self.events()
        if not isinstance(event, str):
            self.problem(f"{path}.event", f"expected an event name, got {describe(event)}")
            return None
        if event not in known and event not in self.emitted_events:
            self.problem(f"{path}.event",
                         f"unknown event {event!r}; expected a built-in event ({', '.join(sorted(known))}) "
                         "or one an `emit` op in this scenario emits" + suggest(event, [*known, *self.emitted_events]))
            return None
        fields = []
        for name, value in spec.items():
            if name == "event":
                continue
            fpath = f"{path}.{name}"
            if event in known and name not in known[event]:
                self.problem(fpath, f"{event} events have no field {name!r}{suggest(name, known[event])}; they carry: "
                                    f"{', '.join(known[event])}")
                continue
            if name in ZONE_FIELDS and isinstance(value, str) and value not in self.entities:
                self.zone_name(value, fpath)
            words = self.model.event_field_words.get(name) if self.model else None
            if words and isinstance(value, str) and value not in words and value not in self.entities:
                self.problem(fpath, f"{event} events carry a {name} of: {', '.join(words)}; "
                                    f"{value!r} would never match{suggest(value, words)}")
                continue
            if not words and name not in ZONE_FIELDS + WORD_FIELDS and self.names_no_entity(value, fpath):
                continue
            fields.append((name, self.matcher(value, fpath)))
        return Pattern(event, tuple(fields))

    def names_no_entity(self, value, path):
        """A bare word in an entity field of a pattern that is no entity and no special ref would never match:
        refused at its line with "did you mean" (and `{type: T}` when the word is a type of the scenario)."""
        if not isinstance(value, str) or value in SPECIAL_REFS or value in self.entities or not ID_RE.match(value):
            return False
        raw = self.data.get("entities") if isinstance(self.data.get("entities"), dict) else {}
        types = {props["type"] for props in raw.values()
                 if isinstance(props, dict) and isinstance(props.get("type"), str)}  # a malformed type is refused at its own line
        for vocabulary in (self.model.vocabularies if self.model else ()):
            types.update(vocabulary.words if vocabulary.prop == "type" else ())
        hint = f"; to match any entity of that type write {{type: {value}}}" if value in types else ""
        self.problem(path, f"{value!r} is not an entity of this scenario nor {', '.join(SPECIAL_REFS)}: "
                           f"the pattern would never match{hint}"
                           f"{suggest(value, list(self.entities) + list(SPECIAL_REFS))}")
        return True

    def matcher(self, value, path):
        if isinstance(value, dict):
            if set(value) != {"type"} or not isinstance(value["type"], str):
                self.problem(path, "expected {type: T} to match any entity of a type")
                if "type" not in value:
                    self.required(value, path, "type")
                return Matcher("type", None)
            closed = self.closed_vocabulary("type")
            message = closed.check(value["type"], self.model.title, self.model.slug) if closed else None
            if message:
                self.problem(f"{path}.type", message)
            return Matcher("type", value["type"])
        if isinstance(value, list):
            return Matcher("any", tuple(self.entity_ref(v, f"{path}[{i}]", allow_trigger=False)
                                        for i, v in enumerate(value)))
        if isinstance(value, (bool, int)) and not isinstance(value, str):
            return Matcher("literal", value)
        if isinstance(value, str) and (value in SPECIAL_REFS or value in self.entities):
            return Matcher("ref", value)
        if isinstance(value, str) and ID_RE.match(value):
            near = [ref for ref in (*self.entities, *SPECIAL_REFS) if one_letter_apart(value, ref)]
            if near:  # a word, not a reference, but one letter from an entity: a typo that would never match
                self.problem(path, f"{value!r} is no entity{suggest(value, near)}: as a word it would match only "
                                   "a field holding that word")
            return Matcher("literal", value)  # a zone or resource name, e.g. {event: moved, to: hand}
        self.problem(path, f"expected an entity id, this/you/current, a list, {{type: T}} or a value, got {describe(value)}")
        return Matcher("literal", None)

    def first_pattern(self, spec, path):
        if not self.keys(spec, path, {"effect", "by"}, ("effect",)):
            return None
        effect = self.text(spec.get("effect", ""), f"{path}.effect", 64, one_line=True)
        by = self.entity_ref(spec["by"], f"{path}.by", allow_trigger=False) if "by" in spec else None
        return FirstPattern(effect, by)

    def modifier_pattern(self, spec, path):
        if not isinstance(spec, dict) or "value" not in spec:
            self.problem(path, "is required: {value: NAME, FIELD: VALUE} naming the computation it changes")
            if isinstance(spec, dict):
                self.required(spec, path, "value")
            return None
        value = spec["value"]
        values = MODIFIER_VALUES + (tuple(self.model.modifier_values) if self.model else ())
        if value not in values:
            self.problem(f"{path}.value", f"unknown value {value!r}{suggest(value, values)}; expected one of: "
                                          f"{', '.join(values)}")
            return None
        fields = tuple((k, self.matcher(v, f"{path}.{k}")) for k, v in spec.items() if k != "value")
        self.near_known_fields([k for k, _ in fields], path, "a computation's field")
        for name, field in spec.items():  # a closed list of the game's (Skirmish's phases) holds here as in `on`
            words = self.model.event_field_words.get(name) if self.model and name != "value" else None
            if words and isinstance(field, str) and field not in words and field not in self.entities:
                self.problem(f"{path}.{name}", f"a computation's {name} is one of: {', '.join(words)}; "
                                               f"{field!r} would never match{suggest(field, words)}")
        return Pattern(value, fields)

    def known_fields(self) -> set[str]:
        """Every field a game's event or computation carries (`trigger.FIELD`, a modifier's `who`/`source` …)."""
        if self._known_fields is None:
            known = set(TRIGGER_FIELDS) | {"who", "attack", "undefended"}
            if self.model is not None:
                known |= set(self.model.trigger_fields)
                for fields in self.events().values():
                    known |= set(fields)
            known |= self.facts.emit_fields  # an `emit` op's own fields
            self._known_fields = known
        return self._known_fields

    def events(self):
        """{event name: fields} of the game's events (the built-in ones where the game is unknown), asked once
        per scenario checked, not for every pattern (the model gives a copy each time)."""
        if self._events is None:
            self._events = self.model.events() if self.model else self.catalog.builtin_events()
        return self._events

    def near_known_fields(self, names, path, what):
        """A field one letter from one the game's events and computations carry, and none itself, is a typo that
        would match nothing (read as nothing), refused with "did you mean"."""
        known = self.known_fields()
        for name in names:
            near = [k for k in known if one_letter_apart(str(name), k)]
            if name not in known and near:
                self.problem(f"{path}.{name}", f"{name!r} is not {what} of this game{suggest(name, near)}: it "
                                               "would match nothing")

    def closed_vocabulary(self, prop):
        """The game's closed list of words for an entity property (Marvel Champions' `type`), if it has one."""
        return next((v for v in (self.model.vocabularies if self.model else ())
                     if v.prop == prop and not v.open and not v.is_list), None)

    def modifier_change(self, spec, path):
        if not isinstance(spec, dict) or len(spec) != 1:
            self.problem(path, f"is required: exactly one of {', '.join(CHANGE_KINDS)} with an amount")
            return None
        (how, amount), = spec.items()
        if how not in CHANGE_KINDS:
            self.problem(f"{path}.{how}", f"unknown change {how!r}{suggest(how, CHANGE_KINDS)}; expected one of: "
                                          f"{', '.join(CHANGE_KINDS)}")
            return None
        games = CHANGE_KIND_GAMES.get(how)
        if games is not None and (self.model is None or self.model.slug not in games):
            self.problem(f"{path}.{how}", f"`{how}` is a change of {', '.join(games)} only; this game's modifiers: "
                                          f"{', '.join(k for k in CHANGE_KINDS if k not in CHANGE_KIND_GAMES)}")
            return None
        if isinstance(amount, float):
            self.problem(f"{path}.{how}", f"expected an integer or an expression, got {describe(amount)}: an amount "
                                          "is a whole number (a halving is `divide: 2`, where the game has it)")
            return None
        if how == "divide" and isinstance(amount, int) and not isinstance(amount, bool) and amount < 1:
            self.problem(f"{path}.{how}", f"a divisor is 1 or more, got {amount}")
            return None
        return ModifierChange(how, self.amount(amount, f"{path}.{how}"))

    # -- ops ------------------------------------------------------------------------------------
    def ops(self, value, path):
        if not isinstance(value, list):
            self.problem(path, f"expected a list of ops, got {describe(value)}")
            return ()
        out = []
        for i, item in enumerate(value):
            op = self.op(item, f"{path}[{i}]")
            if op is not None:
                out.append(op)
        return tuple(out)

    def op(self, item, path):
        if not isinstance(item, dict) or len(item) != 1:
            self.problem(path, f"an op is a one-key map{self.example_op(path)}, got {describe(item)}")
            return None
        (name, body), = item.items()
        ops = self.model.ops if self.model else self.catalog.builtin_ops()
        opdef = ops.get(name)
        if self.model and name in self.model.refused_ops:
            self.problem(f"{path}.{name}", f"{self.model.title} has no `{name}`: {self.model.refused_ops[name]}")
            return None
        if opdef is None or opdef.read is None:
            names = sorted(n for n, d in ops.items() if d.read is not None)
            self.problem(f"{path}.{name}", f"unknown op {name!r}{suggest(name, names)}; expected one of: {', '.join(names)}")
            return None
        try:
            args = opdef.read(self, body, f"{path}.{name}")
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
            # a game's op reader met a shape it did not expect: still an input problem, never a crash
            self.problem(f"{path}.{name}", f"cannot be read ({type(exc).__name__}: {exc}); see the op's documentation")
            return None
        return Op(name, args, f"{path}.{name}")

    def example_op(self, path):
        """An op to show as an example at `path`, written so that it validates in this scenario: `draw` for
        the player `you` names there, or for a player by id where `you` names nobody ("" if the game has no
        `draw` or the scenario no entity)."""
        ops = self.model.ops if self.model else self.catalog.builtin_ops()
        if "draw" not in ops or (self.model and "draw" in self.model.refused_ops):
            return ""
        start = self.data.get("start") if isinstance(self.data.get("start"), dict) else {}
        players = self.data.get("players") if isinstance(self.data.get("players"), list) else []
        you_named = bool(players or self.data.get("current")) \
            or (path.startswith("start.") and bool({"you", "by", "use"} & set(start)))
        who = "you" if you_named else next((p for p in players if p in self.entities), None) \
            or next(iter(self.entities), None)
        return f" like {{draw: {{who: {who}, count: 1}}}}" if who else ""

    # used by the op readers (scenario/readers.py)
    def fields(self, body, path, schema, shorthand=None, keys=None):
        """Read a field map by a schema {name: (reader, required)}; a scalar body fills `shorthand`. `keys`: the
        schema's (names, required names), made once by a reader that reads many ops (readers.read_fields)."""
        if shorthand and not isinstance(body, dict):
            body = {shorthand: body}
        allowed, required = keys or (set(schema), [k for k, (_, req) in schema.items() if req])
        if not self.keys(body, path, allowed, required):
            return {}
        return {k: schema[k][0](self, v, f"{path}.{k}") for k, v in body.items() if k in schema}

    def expectations(self, value, abilities):
        if value is None:
            return (), False
        if isinstance(value, list):
            cases = []
            for i, case in enumerate(value):
                exp = self.expectation(case, f"expect[{i}]", abilities, case_mode=True)
                if exp:
                    cases.append(exp)
            return tuple(cases), True
        exp = self.expectation(value, "expect", abilities)
        return ((exp,) if exp else ()), False

    def expectation(self, spec, path, abilities, case_mode=False):
        allowed = {"order", "state", "not_triggered", "triggered", "distinct_outcomes"}
        if case_mode:
            allowed |= {"when"}
        if not self.keys(spec, path, allowed, ("when",) if case_mode else ()):
            return None
        when = None
        when_mods = None
        if case_mode and isinstance(spec.get("when"), dict):
            self.keys(spec["when"], f"{path}.when", {"order", "modifier_order"})
            if not set(spec["when"]) & {"order", "modifier_order"}:
                self.problem(f"{path}.when", "needs `order` or `modifier_order` (which outcomes this case is about)")
            when = self.effect_ids(spec["when"].get("order", []), f"{path}.when.order", abilities)
            if "modifier_order" in spec["when"]:
                when_mods = self.ability_list(spec["when"]["modifier_order"], f"{path}.when.modifier_order", abilities)
        order = self.effect_ids(spec.get("order", []), f"{path}.order", abilities)
        state = []
        raw_state = spec.get("state", {})
        if not isinstance(raw_state, dict):
            self.problem(f"{path}.state", "expected a mapping of ENTITY.PROPERTY to value")
        else:
            for key, val in raw_state.items():
                kpath = f"{path}.state.{key}"
                if not isinstance(key, str) or key.count(".") != 1:
                    self.problem(kpath, "keys are ENTITY.PROPERTY, e.g. captain-jupiter.damage")
                    continue
                ent, prop = key.split(".")
                if ent not in self.entities:
                    self.problem(kpath, f"no entity {ent!r}" + suggest(ent, self.entities))
                    continue
                if isinstance(val, list):
                    val = tuple(val)
                if prop == "zone":
                    self.zone_name(val, kpath)
                state.append((ent, prop, val))
        not_triggered = self.ability_list(spec.get("not_triggered", []), f"{path}.not_triggered", abilities)
        triggered = self.ability_list(spec.get("triggered", []), f"{path}.triggered", abilities)
        distinct = spec.get("distinct_outcomes")
        if distinct is not None and (not isinstance(distinct, int) or isinstance(distinct, bool) or distinct < 1):
            self.problem(f"{path}.distinct_outcomes", "expected a number of outcomes, 1 or more")
            distinct = None
        return Expectation(when, order, tuple(state), not_triggered, triggered, distinct, when_mods)

    def effect_ids(self, value, path, abilities):
        if not isinstance(value, list):
            self.problem(path, f"expected a list of effect ids, got {describe(value)}")
            return ()
        out = []
        for i, eid in enumerate(value):
            if not isinstance(eid, str) or not EFFECT_ID_RE.match(eid):
                self.problem(f"{path}[{i}]", f"{eid!r} is not an effect id (start, an ability id, ID#2, defeat:ENEMY, cg:HERO …)")
                continue
            base = eid.split("#")[0]
            if ":" in base:
                prefix, target = base.split(":", 1)
                prefixes = BUILTIN_PREFIXES + tuple(getattr(self.model, "builtin_prefixes", ()))
                if prefix not in prefixes:
                    self.problem(f"{path}[{i}]", f"unknown built-in effect {prefix!r}{suggest(prefix, prefixes)}; "
                                                 f"expected one of: {', '.join(prefixes)}")
                elif prefix in getattr(self.model, "ability_prefixes", ()):  # named for the ability it comes from
                    if target != "start" and target not in abilities and target not in self.ability_ids:
                        self.problem(f"{path}[{i}]", f"no ability {target!r}" + suggest(target, abilities))
                elif target not in self.entities:
                    self.problem(f"{path}[{i}]", f"no entity {target!r}" + suggest(target, self.entities))
            elif base != "start" and base not in abilities and base not in self.ability_ids:
                self.problem(f"{path}[{i}]", f"no ability {base!r}" + suggest(base, ["start", *abilities]))
            out.append(eid)
        return tuple(out)

    def ability_list(self, value, path, abilities):
        if not isinstance(value, list):
            self.problem(path, f"expected a list of ability ids, got {describe(value)}")
            return ()
        out = []
        for i, aid in enumerate(value):
            if not isinstance(aid, str) or (aid not in abilities and aid not in self.ability_ids):
                self.problem(f"{path}[{i}]", f"no ability {aid!r}" + suggest(str(aid), abilities))
            else:
                out.append(aid)
        return tuple(out)

    def start(self, spec, abilities):
        if not self.keys(spec, "start", {"label", "kind", "by", "you", "do", "use"}):
            return Start("the starting action", "action", None, None, ())
        if ("do" in spec) == ("use" in spec):
            self.problem("start", "needs exactly one of `do` (the ops of the starting effect) or `use` (an ability id)")
        use = None
        if "use" in spec:
            use = spec["use"]
            if not isinstance(use, str) or use not in abilities:
                self.problem("start.use", f"no ability {use!r}" + suggest(str(use), abilities))
                use = None
        do = self.ops(spec["do"], "start.do") if "do" in spec else ()
        by = self.entity_ref(spec["by"], "start.by", allow_special=False, allow_trigger=False) if "by" in spec else None
        you = self.entity_ref(spec["you"], "start.you", allow_special=False, allow_trigger=False) if "you" in spec else None
        kind = self.text(spec.get("kind", "action"), "start.kind", 64, one_line=True) or "action"
        label = self.text(spec["label"], "start.label", 300, one_line=True) if "label" in spec else ""
        label = label or self.start_label(use, by, kind, abilities)
        return Start(label, kind, by, you, do, use)

    def start_label(self, use, by, kind, abilities):
        """What the steps call a start its author gave no label, in the table's words, never an id: the
        ability it uses ("Galvanize"), whose it is and what kind ("Captain Jupiter's attack", "Odysseus'
        action"), or else "the starting action" (its kind as given, hyphens read as spaces)."""
        kind_words = " ".join(re.split(r"[-_\s]+", str(kind).strip())) or "action"
        if use in abilities:
            return abilities[use].label
        whose = self.entities.get(by) or {}
        name = whose.get("name") or whose.get("label")
        if isinstance(name, str) and name.strip():
            name = name.strip()
            return f"{possessive(name)} {kind_words}"
        return f"the starting {kind_words}"

    def choices(self, spec, abilities):
        if not self.keys(spec, "choices", {"order", "modifier_order", "counters", "decline"}):
            return Choices()
        order = self.order_choice(spec.get("order", "listed"), "choices.order", abilities)
        mod_order = self.order_choice(spec.get("modifier_order", "listed"), "choices.modifier_order", abilities)
        counters = self.ability_list(spec.get("counters", []), "choices.counters", abilities)
        for i, aid in enumerate(counters):
            if aid in abilities and abilities[aid].timing not in self._usable_classes():
                self.problem(f"choices.counters[{i}]",
                             f"{aid!r} is a {abilities[aid].timing} ability, not {self._usable_words(article=True)}")
        decline = self.ability_list(spec.get("decline", []), "choices.decline", abilities)
        for i, aid in enumerate(decline):
            if aid in abilities and not abilities[aid].optional:
                self.problem(f"choices.decline[{i}]", f"{aid!r} is not optional, so it cannot be declined")
        return Choices(order, mod_order, counters, decline)

    def _usable_classes(self):
        """The classes `choices.counters` may name and that have a `range` (the game's, e.g. counter and gambit)."""
        return self.model.usable_classes if self.model else ()

    def _usable_words(self, article=False):
        classes = self._usable_classes()
        if not classes:
            return "abilities of a class the chooser uses (this game has none)"
        if article:
            return "a " + " or ".join(classes)
        return " and ".join(f"{c}s" for c in classes)

    def order_choice(self, value, path, abilities):
        if value in ("listed", "explore"):
            return value
        if isinstance(value, list):
            return self.effect_ids(value, path, abilities)
        self.problem(path, f"expected listed, explore or a list of effect ids, got {describe(value)}"
                           + suggest(value, ("listed", "explore")))
        return "listed"


def _capped(problems):
    if len(problems) <= MAX_PROBLEMS:
        return problems
    rest = len(problems) - MAX_PROBLEMS
    return problems[:MAX_PROBLEMS] + [Problem("", f"… and {rest} more problems not shown")]


def load_scenario(text, catalog, limits=None, fmt=None, prepare=None):
    """Parse and validate scenario text against the games of `catalog` (adjudicator.timing.registry.CATALOG:
    callers use adjudicator.api.load_scenario); returns (Scenario, ScenarioText) or raises ScenarioInvalid.
    `prepare(data)` may rewrite the parsed data first (a card's entity), returning [(path, message)] problems."""
    limits = limits or Limits()
    parsed = parse_text(text, limits.max_document_bytes, fmt)
    try:
        prepared = prepare(parsed.data) if prepare else []
        if prepared:
            raise ScenarioInvalid([Problem(path, message) for path, message in prepared])
        return validate(parsed.data, catalog, limits), parsed
    except ScenarioInvalid as exc:
        problems = [Problem(p.path, p.message, p.line or parsed.line_of(p.path)) for p in exc.problems]
        raise ScenarioInvalid(problems) from None


def validate(data, catalog, limits=None):
    """Check plain data against the contract and build the frozen Scenario.

    `catalog` answers what the checker needs of the games (slugs(), model(slug),
    numeric_props(), builtin_ops(), builtin_events()): the input layer never
    imports the timing models."""
    facts = data_facts(data) if isinstance(data, dict) else None
    holes = dict(find_holes(data)) if facts is None or facts.has_hole else {}
    try:
        scenario = _Checker(data, limits or DEFAULT_LIMITS, catalog, facts).scenario()
    except ScenarioInvalid as exc:
        if not holes:
            raise
        others = [problem for problem in exc.problems if not under(problem.path, holes)]
        raise ScenarioInvalid(_capped(_hole_problems(holes) + others)) from None
    if holes:
        raise ScenarioInvalid(_capped(_hole_problems(holes)))
    return scenario


def _hole_problems(holes):
    return [Problem(path, hole_message(placeholder)) for path, placeholder in holes.items()]


# An entity's properties that hold a word or text of their own, never another entity's id.
# the properties entity() checks in branches of their own (beside the game's word lists and zone properties)
ENTITY_PROPERTIES_CHECKED_APART = frozenset(("type", "zone", "name", "label", "form", "owner", "keywords",
                                             "next_keywords", "traits", "block", "space", "position"))
WORD_PROPERTIES = ("name", "label", "subtitle", "type", "zone", "form", "side", "location", "card_set", "card")
# The properties every game's entities take, read by the format itself (docs/scenario-format.md, "Entities").
FORMAT_PROPERTIES = ("type", "zone", "name", "label", "form", "owner", "keywords", "traits", "block", "space",
                     "position", "attached_to", "under", "damage")
FILTER_CALL_RE = re.compile(r"\b(count|nearest)\(([^()]*)\)")  # a filtering call and its arguments
FILTER_WORDS = ("to", "keyword", "trait", "zone")  # a filter's own words, not properties (engine.env's _matches)
FILTER_KEY_RE = re.compile(r"([a-z][a-z0-9_]*)\s*=(?!=)")  # each argument's property (`type=ally`)


def _gathered(value, from_pair, from_text=None, found=None):
    """The names `from_pair(key, item)` finds in every mapping of the scenario's data, nested lists and
    mappings included (and `from_text(text)` in every string, if given), added to one set as the walk goes
    (every scenario checked is walked so several times)."""
    if found is None:
        found = set()
    if isinstance(value, dict):
        for key, item in value.items():
            found.update(from_pair(key, item))
            if isinstance(item, (dict, list)) or (from_text is not None and isinstance(item, str)):
                _gathered(item, from_pair, from_text, found)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (dict, list)) or (from_text is not None and isinstance(item, str)):
                _gathered(item, from_pair, from_text, found)
    elif isinstance(value, str) and from_text is not None:
        found.update(from_text(value))
    return found


def written_as(value):
    """Every result name the scenario's ops keep with `as: NAME` (read as `result.NAME`)."""
    return _gathered(value, lambda key, item: (item,) if key == "as" and isinstance(item, str) else ())


