"""Digests of values that are the same in every process: what an incremental build compares to know
whether a page shows anything new.

Not pickle or repr: a set of strings iterates in an order that changes with every process (hash
randomisation), and some objects repr as their address."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable, Sequence
from datetime import date
from enum import Enum
from pathlib import PurePath
from typing import Any

_PLAIN = (type(None), bool, int, float, str, bytes, Enum, date, PurePath)
_ATOMS = frozenset({type(None), bool, int, float, str})
"""Types whose tuples repr alike in every process (most of what is digested: cells, names)."""


class Digests:
    """Digests of values that share parts (a campaign's game, board and rulesets, met in every
    episode): each object is written out once."""

    def __init__(self) -> None:
        self._seen: dict[int, tuple[Any, str]] = {}
        """id -> (the object, kept so that its id is not reused; its text)"""
        self._writers: dict[type, Callable[[Any], str]] = {}

    def digest(self, value: Any) -> str:
        return hashlib.sha256(self._text(value).encode("utf-8", "surrogatepass")).hexdigest()

    def _text(self, value: Any) -> str:
        kind = type(value)
        writer = self._writers.get(kind)
        if writer is None:
            writer = self._writers[kind] = self._writer(kind)
        return writer(value)

    def _writer(self, kind: type) -> Callable[[Any], str]:
        if issubclass(kind, _PLAIN):
            return repr
        names = _field_names(kind)
        if names is not None and issubclass(kind, tuple):  # a NamedTuple: its fields are its items, in order
            return self._record_writer(kind, lambda obj: obj)
        if names is not None:
            return self._record_writer(kind, lambda obj: [getattr(obj, n) for n in names])
        if issubclass(kind, (list, tuple)):
            return self._sequence
        if issubclass(kind, dict):
            return self._mapping
        if issubclass(kind, (set, frozenset)):
            return lambda items: "{" + ",".join(sorted(map(self._text, items))) + "}"
        return self._once(lambda obj: self._text(vars(obj)))

    def _mapping(self, mapping: dict[Any, Any]) -> str:
        """A mapping's items in the order of their texts (a set of strings' order changes with every
        process); an atom (an action's cell's content) by its repr, as `_items` writes it."""
        return "{" + ",".join(sorted([f"{self._text(k)}:{repr(v) if type(v) in _ATOMS else self._text(v)}"
                                      for k, v in mapping.items()])) + "}"

    def _sequence(self, items: list[object] | tuple[object, ...]) -> str:
        if _ATOMS.issuperset(map(type, items)):  # one call, not a generator resumed per item
            return repr(list(items))
        return "[" + self._items(items) + "]"

    def _items(self, values: Sequence[object]) -> str:
        """`values` written one after the other: an atom (most of a record's fields: names, numbers) by its repr,
        as `_text` writes it, without a call to find its writer (a campaign's page keys write some ten thousand)."""
        return ",".join([repr(value) if type(value) in _ATOMS else self._text(value) for value in values])

    def _record_writer(self, kind: type, fields: Callable[[Any], Sequence[object]]) -> Callable[[Any], str]:
        """A record's writer (`fields`: its fields' values, in order): one of atoms only (a place in a file: a
        campaign's episodes hold thousands, one per action) stands as its text, written where it is met, neither
        kept by id nor hashed; another is written once per object (`_once`). Both write it alike (`_items`)."""
        name, once = kind.__qualname__, self._once(lambda obj: self._items(fields(obj)))

        def written(obj: Any) -> str:
            values = fields(obj)
            if _ATOMS.issuperset(map(type, values)):
                return f"{name}({','.join([repr(value) for value in values])})"
            return once(obj)
        return written

    def _once(self, write: Callable[[Any], str]) -> Callable[[Any], str]:
        def written(obj: Any) -> str:
            known = self._seen.get(id(obj))
            if known is None:
                known = self._seen[id(obj)] = (obj, self._record(f"{type(obj).__qualname__}({write(obj)})"))
            return known[1]
        return written

    def _record(self, text: str) -> str:
        """How a record (written once per object) stands in the text of what holds it: its text."""
        return text


class Condensed(Digests):
    """Digests in which a record stands as the digest of its text, hashed once per object: values digested
    many times over with large parts in common (a campaign's pages: each episode page's inputs hold every
    earlier episode) then hash each part once, not once per page. Other digests than Digests' of the same
    values; as they, the same in every process."""

    def _record(self, text: str) -> str:
        return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _field_names(kind: type) -> list[str] | None:
    """The fields of a record type: a dataclass, or a NamedTuple (the model's records); else None."""
    if dataclasses.is_dataclass(kind):
        return [f.name for f in dataclasses.fields(kind)]
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        return list(kind._fields)
    return None
