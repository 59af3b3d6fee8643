"""The coverage tables are read with libyaml's parser where PyYAML has it (adjudicator.tools.coverage.read_yaml):
the data must be exactly what yaml.safe_load reads, and malformed YAML refused with yaml.safe_load's message."""
import pytest
import yaml

from adjudicator.timing.registry import model_classes
from adjudicator.tools import coverage

TABLES = [slug for slug in sorted(model_classes()) if (path := coverage.table_path(slug)) and path.exists()]


def test_every_shipped_table_is_found():
    assert len(TABLES) >= 4, TABLES


@pytest.mark.parametrize("slug", TABLES)
def test_a_table_reads_as_yaml_safe_load_reads_it(slug):
    text = coverage.table_path(slug).read_text(encoding="utf-8")
    fast, plain = coverage.read_yaml(text), yaml.safe_load(text)
    assert fast == plain
    assert repr(fast) == repr(plain)  # the same types and order too (1 and True are equal, not the same)


def test_malformed_yaml_is_refused_with_safe_loads_message():
    text = "game: x\nrows: [unclosed\n"
    with pytest.raises(yaml.YAMLError) as plain:
        yaml.safe_load(text)
    with pytest.raises(yaml.YAMLError) as fast:
        coverage.read_yaml(text)
    assert str(fast.value) == str(plain.value)
