"""JSON request bodies of the adjudicator API, each key given once: `{"game": "a", "game": "b"}` is refused
naming the key (as a repeated query parameter is, config.middleware), never read as its last value."""
import json
from collections import Counter


class RepeatedKey(ValueError):
    def __init__(self, name, count):
        super().__init__(f"Give {name} once; it was given {count} times.")
        self.name = name


def _once(pairs):
    counts = Counter(name for name, _ in pairs)
    for name, count in counts.items():
        if count > 1:
            raise RepeatedKey(name, count)
    return dict(pairs)


def loads(text):
    """json.loads, refusing (RepeatedKey) an object that gives a key twice; other errors as json.loads raises them."""
    return json.loads(text, object_pairs_hook=_once)
