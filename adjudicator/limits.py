"""Bounds that keep every resolution finite; the web and CLI pass the configured values."""
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Limits:
    max_document_bytes: int = 200_000
    max_entities: int = 500
    max_steps: int = 20_000
    max_depth: int = 200
    max_orders: int = 100_000
    max_seconds: float = 10.0

    @classmethod
    def from_mapping(cls, mapping):
        known = {k: v for k, v in (mapping or {}).items() if k in cls.__dataclass_fields__}
        return replace(cls(), **known)

    def describe(self):
        return ", ".join(f"{k}={getattr(self, k)}" for k in self.__dataclass_fields__)
