"""A small cache of recent answers, keyed by the index version they were computed on.

Players at different tables ask the same things ("hand limit", "can I move diagonally"). An answer is
a pure function of the question, the game filter, the limit and the index version, so it can be kept
and given again until the index is replaced: the version is part of the key, and a rebuild makes every
older entry unreachable (they age out of the LRU). Shared by the process's threads; the answers are
frozen dataclasses, and each caller gets its own copy of the results list.
"""
import threading
from collections import OrderedDict

DEFAULT_SIZE = 256


class RecentResults:
    def __init__(self, size: int = DEFAULT_SIZE):
        self.size = size
        self.enabled = True
        self._entries: OrderedDict[tuple, object] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: tuple):
        if not self.enabled:
            return None
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
            return found

    def put(self, key: tuple, value) -> None:
        if not self.enabled or self.size <= 0:
            return
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.hits = self.misses = 0
