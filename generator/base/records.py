"""NamedTuple, as typing declares it, made at run time without compiling anything per class.

Every record of chronicle (the model, the engine's results, a catalogue's message) is a NamedTuple
class, and `chronicle check` defines some sixty of them before it reads a file. typing.NamedTuple
spends about a million instructions on each: it checks every annotation, turning each one written
as text (all of them, under `from __future__ import annotations`) into a ForwardRef that compiles
it, and collections.namedtuple compiles a `__new__` from source text. That was half of what a
check's start-up costs beyond 72801dd's (issue 35).

Here a class is the same tuple, built from the same parts as collections.namedtuple builds it (the
fields' C getters, `_make`, `_replace`, `_asdict`, `__repr__`, pickling by name, defaults, the
field order), but its `__new__` is the code of its arity, compiled once per arity and given the
class's field names, and its annotations are kept as written, never evaluated. mypy reads
typing.NamedTuple itself (the TYPE_CHECKING branch), so a record is checked as any NamedTuple.
tests/base/test_records.py holds the two alike.
"""

from __future__ import annotations

import collections
from collections.abc import Iterable
from functools import cache
from types import CodeType, FunctionType
from typing import TYPE_CHECKING, Any

_NEW_GLOBALS = {"_tuple_new": tuple.__new__, "__builtins__": {}}
_tuplegetter = getattr(collections, "_tuplegetter", None)
"""CPython's getter of a tuple's item by index, as collections.namedtuple itself uses it."""

_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
                         "_make", "_replace", "_asdict", "_source"})
"""What a NamedTuple class body may not define (typing's own list)."""


@cache
def _new_code(arity: int) -> CodeType:
    """`lambda _cls, _0, _1, ...: _tuple_new(_cls, (_0, _1, ...))`, compiled once per number of fields."""
    names = ", ".join(f"_{index}" for index in range(arity))
    code: CodeType = eval(f"lambda _cls{', ' if arity else ''}{names}: _tuple_new(_cls, ({names}{',' if arity == 1 else ''}))",
                          _NEW_GLOBALS).__code__
    return code


def _new(typename: str, fields: tuple[str, ...], defaults: tuple[object, ...]) -> FunctionType:
    """The class's `__new__`: its arity's code, its arguments named after the fields (as keywords
    are given), with the fields' defaults."""
    code = _new_code(len(fields)).replace(co_varnames=("_cls", *fields), co_name="__new__",
                                          co_qualname=f"{typename}.__new__")
    new = FunctionType(code, _NEW_GLOBALS, "__new__", defaults or None)
    new.__doc__ = f"Create new instance of {typename}({', '.join(fields)})"
    return new


def _make(cls: type[tuple[Any, ...]], iterable: Iterable[object]) -> tuple[Any, ...]:
    """Make a new record from a sequence or iterable."""
    result = tuple.__new__(cls, iterable)
    if len(result) != len(cls._fields):  # type: ignore[attr-defined]
        raise TypeError(f"Expected {len(cls._fields)} arguments, got {len(result)}")  # type: ignore[attr-defined]
    return result


def _replace(self: Any, /, **changes: object) -> Any:
    """Return a new record replacing specified fields with new values."""
    result = self._make(map(changes.pop, self._fields, self))
    if changes:
        raise ValueError(f"Got unexpected field names: {list(changes)!r}")
    return result


def _repr(self: Any) -> str:
    """Return a nicely formatted representation string."""
    return f"{type(self).__name__}({', '.join(f'{name}={value!r}' for name, value in zip(self._fields, self))})"


def _asdict(self: Any) -> dict[str, object]:
    """Return a new dict which maps field names to their values."""
    return dict(zip(self._fields, self))


def _getnewargs(self: tuple[object, ...]) -> tuple[object, ...]:
    """Return self as a plain tuple. Used by copy and pickle."""
    return tuple(self)


def _field(index: int) -> object:
    doc = f"Alias for field number {index}"
    if _tuplegetter is None:  # another Python than CPython: what collections.namedtuple falls back to
        from operator import itemgetter

        return property(itemgetter(index), doc=doc)
    return _tuplegetter(index, doc)


def _fields_of(typename: str, namespace: dict[str, Any]) -> tuple[tuple[str, ...], tuple[object, ...]]:
    """The fields a class body annotates, in order, and the defaults of the last ones."""
    fields = tuple(namespace.get("__annotations__", {}))
    defaulted = [name for name in fields if name in namespace]
    if defaulted != list(fields[len(fields) - len(defaulted):]):
        first = fields.index(defaulted[0])
        late = next(name for name in fields[first:] if name not in namespace)
        raise TypeError(f"Non-default namedtuple field {late} cannot follow default field"
                        f"{'s' if len(defaulted) > 1 else ''} {', '.join(defaulted)}")
    for name in fields:
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
    return fields, tuple(namespace[name] for name in defaulted)


class _Records(type):
    """The metaclass of `NamedTuple`: a class deriving from it is made a plain tuple subclass, as
    typing.NamedTuple makes it."""

    def __new__(cls, typename: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> Any:
        if not bases:  # NamedTuple itself
            return super().__new__(cls, typename, bases, namespace)
        if bases != (NamedTuple,):
            raise TypeError("can only inherit from a NamedTuple type")
        fields, defaults = _fields_of(typename, namespace)
        for key in namespace.keys() & _PROHIBITED:
            raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
        made: dict[str, Any] = {
            "__doc__": f"{typename}({', '.join(fields)})", "__slots__": (), "_fields": fields,
            "_field_defaults": dict(zip(fields[len(fields) - len(defaults):], defaults)),
            "__new__": _new(typename, fields, defaults), "_make": classmethod(_make), "_replace": _replace,
            "__repr__": _repr, "_asdict": _asdict, "__getnewargs__": _getnewargs, "__match_args__": fields,
        }
        made.update((name, _field(index)) for index, name in enumerate(fields))
        made.update((key, value) for key, value in namespace.items() if key not in fields)  # its docstring, methods, module
        return type(typename, (tuple,), made)


if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    class NamedTuple(metaclass=_Records):
        """Derive a class from NamedTuple, as from typing.NamedTuple, to make it a record."""
