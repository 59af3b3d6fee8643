"""yaml_list reads with libyaml's parser where it can: the same data as yaml.safe_load for every YAML list the
importer reads, and a file that is not YAML refused in yaml.safe_load's words (its line shown)."""
from pathlib import Path

import pytest
import yaml

from rulesapp.importer.yamllist import yaml_list

ROOT = Path(__file__).resolve().parents[3]
LISTS = sorted((ROOT / "fixtures/rulebooks").rglob("*.yaml"))


def test_the_shipped_lists_are_found():
    assert len(LISTS) >= 8 and any(p.parent.name == "asked" or "asked" in p.parts for p in LISTS)


@pytest.mark.parametrize("path", LISTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_shipped_list_reads_as_yaml_safe_load_reads_it(path):
    text = path.read_text(encoding="utf-8")
    assert yaml_list(text, "entries") == yaml.safe_load(text)


def test_a_file_that_is_not_yaml_is_refused_in_safe_loads_words():
    text = "- one\n- [unclosed\n"
    with pytest.raises(yaml.YAMLError) as raised:
        yaml.safe_load(text)
    with pytest.raises(ValueError) as refused:
        yaml_list(text, "entries")
    assert str(refused.value) == f"not valid YAML: {raised.value}" and "^" in str(refused.value)


def test_it_is_a_safe_loader():
    with pytest.raises(ValueError, match="not valid YAML"):
        yaml_list("- !!python/object/apply:os.system ['true']", "entries")


def test_the_players_vocabulary_reads_alike_too():
    """rulesapp/search/vocabulary.py and the migrations that seed the players' wordings read it with libyaml."""
    text = (ROOT / "rulesapp/search/query_vocabulary.yaml").read_text(encoding="utf-8")
    assert yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) == yaml.safe_load(text)
