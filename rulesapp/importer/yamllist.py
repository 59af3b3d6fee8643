"""A data file that is a YAML list (rulings, players' phrasings): read safely, or a ValueError saying why not."""
import yaml


def yaml_list(text: str, of_what: str) -> list:
    """The list a YAML text holds ([] for an empty file); ValueError when it is not YAML or not a list."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        raise ValueError(f"not valid YAML: {error}") from None
    if data is None:
        return []
    if not isinstance(data, list):
        raise ValueError(f"the file must be a list of {of_what}")
    return data
