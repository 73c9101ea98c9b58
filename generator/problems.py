"""Positions in source files and the problems found at them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pos:
    """A place in a source file; line and col are 1-based."""

    file: str
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}" if self.line else self.file


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the input, in plain words, with everything needed to find it."""

    pos: Pos
    message: str
    rule: str | None = None
    player: str | None = None
    round: int | None = None
    severity: str = "error"
    """"error" fails check, build and add; "warning" is shown by check and blocks nothing."""

    @property
    def is_warning(self) -> bool:
        return self.severity == "warning"

    def __str__(self) -> str:
        where = ", ".join(
            part
            for part in (
                f"round {self.round}" if self.round is not None else "",
                self.player or "",
            )
            if part
        )
        text = f"{where}: {self.message}" if where else self.message
        if self.rule:
            text += f" [{self.rule}]"
        return f"{self.pos}: {self.severity}: {text}"


def in_file_order(problems: list[Problem]) -> list[Problem]:
    return sorted(problems, key=lambda p: (p.pos.file, p.pos.line, p.pos.col))


def errors(problems: Iterable[Problem]) -> list[Problem]:
    return [p for p in problems if not p.is_warning]


def warnings(problems: Iterable[Problem]) -> list[Problem]:
    return [p for p in problems if p.is_warning]


class Problems(Exception):
    """Raised when a stage finds problems; carries all of them, in file order."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = in_file_order(problems)
