"""generator.base.records.NamedTuple: a record is the tuple typing.NamedTuple makes from the same class
body (fields, defaults, methods, repr, equality, _make, _replace, _asdict, pickling, match, the same
errors), made without compiling per class, since `chronicle check` defines some sixty at start-up
(issue 35)."""

from __future__ import annotations

import builtins
import copy
import importlib
import pickle
import pkgutil
import types
import typing
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import generator
from generator.base import records


def _pair(fields: int, defaults: int) -> tuple[type, type]:
    """The same class body, made once by typing.NamedTuple and once as a record."""
    def body(namespace: dict[str, Any]) -> None:
        names = [f"f{index}" for index in range(fields)]
        namespace["__annotations__"] = {name: "int" for name in names}
        namespace.update({name: -index for index, name in enumerate(names) if index >= fields - defaults})
        namespace["__module__"] = __name__
        namespace["__doc__"] = "A record."
        namespace["total"] = lambda self: sum(self)

    return (types.new_class("Kind", (typing.NamedTuple,), exec_body=body),
            types.new_class("Kind", (records.NamedTuple,), exec_body=body))


@given(st.integers(0, 6).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n),
                                                      st.lists(st.integers(), min_size=n, max_size=n))))
def test_a_record_is_the_tuple_typing_makes(case: tuple[int, int, list[int]]) -> None:
    fields, defaults, values = case
    theirs, ours = _pair(fields, defaults)
    a, b = theirs(*values), ours(*values)
    assert a == b and hash(a) == hash(b) and tuple(a) == tuple(b)
    assert repr(a) == repr(b) and str(a) == str(b)
    assert ours._fields == theirs._fields and ours.__match_args__ == theirs.__match_args__
    assert ours._field_defaults == theirs._field_defaults
    assert ours.__doc__ == "A record." and b.total() == a.total() == sum(values)
    assert b._asdict() == a._asdict() and ours._make(values) == theirs._make(values)
    assert ours(**a._asdict()) == b
    if fields:
        assert b._replace(f0=99) == a._replace(f0=99) and b.f0 == a.f0 == values[0]
    assert isinstance(b, tuple) and type(b).__mro__[1:] == (tuple, object)


@given(st.integers(0, 4), st.integers(0, 4))
def test_wrong_arguments_are_refused_in_typings_words(fields: int, defaults: int) -> None:
    defaults = min(defaults, fields)
    theirs, ours = _pair(fields, defaults)
    wrong = [((0,) * (fields + 1), {}), ((0,) * fields, {"nope": 1})]
    wrong += [((0,) * fields, {"f0": 1})] if fields else []
    wrong += [((), {})] if defaults < fields else []
    for args, kwargs in wrong:
        with pytest.raises(TypeError) as expected:
            theirs(*args, **kwargs)
        with pytest.raises(TypeError) as found:
            ours(*args, **kwargs)
        assert str(found.value).replace("Kind.__new__", "") == str(expected.value).replace("Kind.__new__", "")
    with pytest.raises(ValueError, match="unexpected field names"):
        ours(*range(fields))._replace(nope=1)
    with pytest.raises(TypeError, match="Expected"):
        ours._make(range(fields + 1))


class Placed(records.NamedTuple):
    """A record defined at module level, as chronicle's are: pickled by its name."""

    cell: str
    count: int = 1
    notes: tuple[str, ...] = ()


def test_a_record_is_pickled_and_copied_by_its_name() -> None:
    placed = Placed("A1", 2, ("x",))
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(placed, protocol)) == placed
    assert copy.copy(placed) is placed or copy.copy(placed) == placed
    assert copy.deepcopy(placed) == placed and type(copy.deepcopy(placed)) is Placed
    match placed:
        case Placed(cell, count):
            assert (cell, count) == ("A1", 2)


def test_a_record_body_is_checked_as_typing_checks_it() -> None:
    with pytest.raises(TypeError, match="Non-default namedtuple field b cannot follow default field a"):
        class Late(records.NamedTuple):
            a: int = 1
            b: int
    with pytest.raises(AttributeError, match="Cannot overwrite NamedTuple attribute _replace"):
        class Replacing(records.NamedTuple):
            a: int

            def _replace(self) -> None: ...
    with pytest.raises(ValueError, match="cannot start with an underscore"):
        class Hidden(records.NamedTuple):
            _a: int


def test_defining_a_record_compiles_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once its arity's `__new__` exists, a record compiles no text: typing compiled one `__new__` per
    class and one ForwardRef per field written as text."""
    class Warm(records.NamedTuple):
        a: str
        b: list[int]

    compiled: list[object] = []
    for name in ("compile", "eval", "exec"):
        real = getattr(builtins, name)
        monkeypatch.setattr(builtins, name, lambda *args, _real=real, **kwargs: compiled.append(args) or _real(*args, **kwargs))

    class Later(records.NamedTuple):
        a: str
        b: list[int] = []

    assert compiled == [] and Later("x").b == [] and Later.__annotations__ == {"a": "str", "b": "list[int]"}


def test_every_record_of_chronicle_is_made_here() -> None:
    """Every NamedTuple class in generator/ is a record (a `from typing import NamedTuple` left behind
    would cost a check's start-up again)."""
    made_by_typing = []
    for module in pkgutil.walk_packages(generator.__path__, "generator."):
        for value in vars(importlib.import_module(module.name)).values():
            if isinstance(value, type) and issubclass(value, tuple) and hasattr(value, "_fields") \
                    and value.__module__ == module.name and value.__new__.__globals__ is not records._NEW_GLOBALS:
                made_by_typing.append(f"{module.name}.{value.__qualname__}")
    assert made_by_typing == []
