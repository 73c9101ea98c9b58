"""Plain-English reasons for score items, as the CLI prints them."""

from __future__ import annotations

from generator.model import Game
from generator.rules.results import Item


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s" if not word.endswith("s") else f"{n} {word}"


def reason(item: Item, game: Game) -> str:
    """Why these points, in words a player at the table would use."""
    f = item.facts
    name = game.grid.name
    cells = [name(c) for c in f.get("cells", ())]
    at = f" at {cells[0]}" if cells else ""
    count = f.get("count", 0)
    texts = {
        "symbol-on-terrain": lambda: f"{count} {f['symbol']} on {f['terrain']}: {_where(cells)}",
        "symbol-group": lambda: f"group of {count} {f['symbol']} completed",
        "road-to-sea": lambda: f"road from the statue{at} to the sea",
        "first-to-cover-all": lambda: f"first to build on {', '.join(cells)}",
        "visible-terrain": lambda: f"{count} {f['terrain']} still visible: {_where(cells)}",
        "visible-feature": lambda: f"{count} {f['feature']} visible: {_where(cells)}",
        "empty-buildable": lambda: f"{_plural(count, 'empty buildable space')}",
        "largest-group": lambda: f"largest {f['symbol']} group ({count})",
        "largest-colour-group": lambda: f"largest {f.get('colour')} group, {_plural(count, 'building')}",
        "church-colours": lambda: f"church{at} touches all three colours",
        "well-surrounded": lambda: f"well{at} surrounded on four sides",
        "pass": lambda: "passed",
        "adjustment": lambda: str(f.get("reason", "")),
        "owed": lambda: "would go below 0: owed, taken from later gains",
        "repaid": lambda: "pays off debt",
        "capped": lambda: "token stays on the cap",
    }
    return texts.get(item.kind, lambda: item.kind)()


def _where(cells: list[str]) -> str:
    return " ".join(cells[:12]) + (" ..." if len(cells) > 12 else "")
