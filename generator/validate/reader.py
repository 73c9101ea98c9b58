"""Read YAML nodes into typed values, collecting every problem with its position."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from generator.load import Node
from generator.problems import Pos, Problem

T = TypeVar("T")


def suggest(word: str, choices: Collection[str]) -> str:
    """' (did you mean 'x'?)' when a choice is close to `word`, else ''."""
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{close[0]}'?)" if close else ""


def one_of(choices: Collection[str]) -> str:
    return ", ".join(f"'{c}'" for c in choices)


class Reader:
    """Collects problems while turning nodes into values; never raises on bad input."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self._context: dict[str, Any] = {}

    @contextmanager
    def about(self, **context: Any) -> Iterator[None]:
        """Name the player or round that the problems reported inside this block concern."""
        saved = self._context
        self._context = {**saved, **context}
        try:
            yield
        finally:
            self._context = saved

    def error(self, pos: Pos, message: str, rule: str | None = None, **context: Any) -> None:
        merged = {**self._context, **context}
        self.problems.append(Problem(pos, message, rule, merged.get("player"), merged.get("round")))

    def warn(self, pos: Pos, message: str, rule: str | None = None, **context: Any) -> None:
        """Something likely unintended that breaks no rule: shown by check, blocking nothing."""
        merged = {**self._context, **context}
        self.problems.append(Problem(pos, message, rule, merged.get("player"), merged.get("round"), "warning"))

    @property
    def failed(self) -> bool:
        """Whether any error (not only warnings) was found."""
        return any(not p.is_warning for p in self.problems)

    def fields(self, node: Node, what: str, required: Collection[str] = (), optional: Collection[str] = ()) -> dict[str, Node] | None:
        """The entries of a mapping; unknown keys (with a suggestion) and missing keys are problems."""
        if not node.is_map:
            self.error(node.pos, f"{what} must be a mapping of keys to values, not {describe(node)}")
            return None
        known = list(dict.fromkeys([*required, *optional]))
        for key, pos in node.keys.items():
            if key not in known:
                self.error(pos, f"unknown key '{key}' in {what}{suggest(key, known)}; known keys: {one_of(known)}")
        for key in required:
            if key not in node.value:
                self.error(node.pos, f"{what} lacks the key '{key}'")
        return {k: v for k, v in node.value.items() if k in known}

    def text(self, node: Node, what: str) -> str | None:
        if isinstance(node.value, str) and node.value.strip():
            return node.value
        self.error(node.pos, f"{what} must be text, not {describe(node)}")
        return None

    def word(self, node: Node, what: str) -> str | None:
        """An identifier such as a card id: text or a whole number, read as text."""
        if isinstance(node.value, bool) or node.value is None or node.is_map or node.is_list:
            self.error(node.pos, f"{what} must be a name or number, not {describe(node)}")
            return None
        return str(node.value).strip()

    def integer(self, node: Node, what: str, low: int | None = None, high: int | None = None) -> int | None:
        value = node.value
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(node.pos, f"{what} must be a whole number, not {describe(node)}")
            return None
        if (low is not None and value < low) or (high is not None and value > high):
            bounds = f"between {low} and {high}" if low is not None and high is not None else (
                f"at least {low}" if low is not None else f"at most {high}")
            self.error(node.pos, f"{what} must be {bounds}, not {value}")
            return None
        return value

    def boolean(self, node: Node, what: str) -> bool | None:
        if isinstance(node.value, bool):
            return node.value
        self.error(node.pos, f"{what} must be true or false, not {describe(node)}")
        return None

    def choice(self, node: Node, what: str, choices: Collection[str]) -> str | None:
        value = self.word(node, what)
        if value is None:
            return None
        if value not in choices:
            self.error(node.pos, f"unknown {what} '{value}'{suggest(value, choices)}; expected one of {one_of(choices)}")
            return None
        return value

    def items(self, node: Node, what: str) -> list[Node]:
        """The entries of a list; a single value is not silently accepted as a list."""
        if node.is_list:
            return node.value
        self.error(node.pos, f"{what} must be a list, not {describe(node)}")
        return []

    def each(self, node: Node, what: str, read: Callable[[Node], T | None]) -> list[T]:
        return [value for item in self.items(node, what) if (value := read(item)) is not None]


def describe(node: Node) -> str:
    """Name a value's type for a message, as a YAML user would."""
    value = node.value
    if node.is_map:
        return "a mapping"
    if node.is_list:
        return "a list"
    if value is None:
        return "an empty value"
    if isinstance(value, bool):
        return f"'{str(value).lower()}' (true/false)"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"'{value}'" if len(value) < 40 else f"'{value[:37]}...'"
    return f"'{value}'"
