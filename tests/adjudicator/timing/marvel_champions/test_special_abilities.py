"""Special abilities (special_abilities.py): the timing class `special` never triggers on its own and has no `on`;
`resolve_special` executes the card's Special ability as part of the instructing effect, and names which one when
the card has several (Special: "Special abilities may only be executed through the explicit instruction of another
card ability")."""
import pytest

from adjudicator.errors import InputStopped, ScenarioInvalid

from tests.adjudicator.timing.marvel_champions.builders import ability, doc, log, mark, resolve, table

ENV = {"type": "environment", "name": "Tar Pits", "zone": "play"}


def test_a_special_ability_with_a_triggering_condition_is_refused_at_its_line():
    specials = {"tar-special": ability("special", on={"event": "exhausted"}, card="tar-pits")}
    with pytest.raises(ScenarioInvalid) as caught:
        resolve(doc(table(tar_pits=ENV), specials, [{"exhaust": "spider-man"}]))
    assert "abilities.tar-special.on" in str(caught.value) and "resolve_special" in str(caught.value)
    conditional = {"tar-special": ability("special", card="tar-pits", **{"if": "true"})}
    with pytest.raises(ScenarioInvalid) as caught:  # resolve_special runs its `do`: an `if` would be ignored
        resolve(doc(table(tar_pits=ENV), conditional, [{"resolve_special": "tar-pits"}]))
    assert "abilities.tar-special.if" in str(caught.value)


def test_nothing_but_the_instruction_executes_it_and_it_runs_where_the_instruction_is():
    specials = {"tar-special": ability("special", card="tar-pits", do=[mark(2)])}
    quiet = resolve(doc(table(tar_pits=ENV), specials, [mark(1), {"exhaust": "spider-man"}, mark(3)]))
    assert log(quiet) == 13  # exhausting, revealing, anything else: a Special never triggers
    told = resolve(doc(table(tar_pits=ENV), specials, [mark(1), {"resolve_special": "tar-pits"}, mark(3)]))
    assert log(told) == 123


def test_which_of_several_special_abilities_is_the_scenarios_to_name():
    specials = {"first": ability("special", card="tar-pits", do=[mark(1)]),
                "second": ability("special", card="tar-pits", do=[mark(2)])}
    with pytest.raises(InputStopped) as caught:
        resolve(doc(table(tar_pits=ENV), specials, [{"resolve_special": "tar-pits"}]))
    assert "start.do[0].resolve_special.card" in str(caught.value) and "`ability`" in str(caught.value)
    named = resolve(doc(table(tar_pits=ENV), specials, [{"resolve_special": {"card": "tar-pits",
                                                                             "ability": "second"}}]))
    assert log(named) == 2
    with pytest.raises(InputStopped) as caught:
        resolve(doc(table(tar_pits=ENV), specials, [{"resolve_special": {"card": "tar-pits", "ability": "third"}}]))
    assert "'third' is not a special ability of Tar Pits" in str(caught.value)


def test_a_card_without_a_special_ability_is_an_error_naming_the_card():
    with pytest.raises(InputStopped) as caught:
        resolve(doc(table(tar_pits=ENV), {}, [{"resolve_special": "tar-pits"}]))
    assert "Tar Pits has no special ability" in str(caught.value)
