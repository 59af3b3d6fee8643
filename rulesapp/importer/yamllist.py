"""A data file that is a YAML list (rulings, players' phrasings): read safely, or a ValueError saying why not."""
import yaml

# libyaml's parser where PyYAML has it: the constructor and resolver are SafeLoader's, so the data are
# yaml.safe_load's; the pure-Python parser took a seventh of an import's CPU reading the asked-questions files.
FAST_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def yaml_list(text: str, of_what: str) -> list:
    """The list a YAML text holds ([] for an empty file); ValueError when it is not YAML or not a list."""
    try:
        data = yaml.load(text, Loader=FAST_LOADER)  # a safe loader: SafeConstructor, plain data only
    except yaml.YAMLError:
        try:  # read (or refused, with the message naming the line and showing it) as yaml.safe_load does
            data = yaml.safe_load(text)
        except yaml.YAMLError as error:
            raise ValueError(f"not valid YAML: {error}") from None
    if data is None:
        return []
    if not isinstance(data, list):
        raise ValueError(f"the file must be a list of {of_what}")
    return data
