"""Where the project's content lives, and loading it once per run."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from generator.load import load_file
from generator.model import Game
from generator.problems import Pos, Problem, Problems
from generator.validate.game import read_game
from generator.validate.reader import Reader, suggest

CONTENT = Path(os.environ.get("CHRONICLE_CONTENT") or Path(__file__).resolve().parent.parent / "content")


def games() -> list[str]:
    return sorted(p.name for p in (CONTENT / "games").iterdir() if (p / "game.yaml").is_file())


@cache
def load_game(game_id: str) -> Game:
    """The game definition content/games/<id>/game.yaml; Problems if absent or invalid."""
    folder = CONTENT / "games" / game_id
    if game_id not in games():
        raise Problems([Problem(Pos(str(folder)), f"unknown game '{game_id}'{suggest(game_id, games())}")])
    r = Reader()
    game = read_game(r, load_file(folder / "game.yaml"), folder)
    if r.problems or game is None:
        raise Problems(r.problems)
    return game


@cache
def rule_registry() -> dict[str, dict]:
    """content/rules.yaml: every rule ID with its game, topic, title and statement."""
    return load_file(CONTENT / "rules.yaml").plain()
