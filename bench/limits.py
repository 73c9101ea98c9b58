"""Benchmark what a ruleset can ask of chronicle at the limits a file may reach: every scoring kind
and every condition, a condition nesting next_to as deep as YAML lets a file nest, on the largest
board allowed (26 rows x 99 columns), in both games.

    python bench/limits.py          # prints the figures; target: check < 1 s beyond start-up, each game

Issue 31: a ruleset must not be able to make chronicle slow. Each figure is the median wall time of
`chronicle check` on the campaign, less that of a bare `python -c pass`, run in turn.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from engine import walls  # noqa: E402

from generator.vocabulary.entries import MAX_NEXT_TO  # noqa: E402

ROWS, COLUMNS = 26, 99
DEPTH = MAX_NEXT_TO
"""next_to nested as deep as a file may: each level cost five times the last before conditions were
worked out once per board state (8 levels took 36 s)."""
TARGET = 1.0


def nested(depth: int, inner: str) -> str:
    return "{next_to: " * depth + inner + "}" * depth


def board(game: str) -> str:
    letters = "b h h p".split() if game == "my-island" else "g g g g".split()
    rows = []
    for row in range(ROWS):
        tokens = [letters[(row + column) % len(letters)] for column in range(COLUMNS)]
        rows.append(("  " if game == "my-city" else " " * (row % 2 + 2)) + " ".join(tokens))
    legend = "{b: beach, h: heath, p: palm}" if game == "my-island" else "{g: green}"
    feature = "statue" if game == "my-island" else "well"
    cells = ", ".join(f"{chr(65 + r)}{c}" for r in range(1, ROWS, 5) for c in range(3, COLUMNS, 11))
    return f"game: {game}\nname: Largest board\nlegend: {legend}\nmap: |\n" + "\n".join(rows) + \
        f"\nfeatures:\n  {feature}: [{cells}]\nregions:\n  band: [\"B2:Y98\"]\n"


def ruleset(game: str) -> str:
    symbol = "{symbol: house}" if game == "my-island" else "{colour: yellow}"
    feature = "statue" if game == "my-island" else "well"
    terrains = "[beach, heath, palm]" if game == "my-island" else "[green]"
    deep = nested(DEPTH - 1, "{covered: true}")  # written after one more next_to: DEPTH deep
    every = f"{{terrain: {terrains}, feature: {feature}, region: band, covered: false, edge: false, next_to: {deep}}}"
    composable = [
        f"{{kind: count, where: {every}, points: 1}}",
        f"{{kind: count, where: {{next_to: {deep}}}, count: pieces, points: 1}}",
        f"{{kind: count, where: {{next_to: {deep}}}, count: features, points: 1}}",
        f"{{kind: groups, where: {{covered: false, next_to: {deep}}}, per: space, points: 1}}",
        f"{{kind: groups, where: {{covered: false}}, largest: true, touching: {{feature: {feature}}}, points: 1}}",
        f"{{kind: connect, from: {{feature: {feature}}}, through: {{covered: false}}, to: {{edge: true}}, points: 1}}",
        f"{{kind: connect, from: {{feature: {feature}}}, through: {{next_to: {deep}}}, to: {{region: band}}, points: 1}}",
        f"{{kind: line, from: {{feature: {feature}}}, through: {{covered: false}}, points: 1}}",
        f"{{kind: enclosed, where: {{covered: false, next_to: {deep}}}, distinct: true, points: 1}}",
        f"{{kind: count, where: {symbol}, add: {{ore: 1}}}}",
        "{kind: counter, counter: ore, points: 1, most: true}",
    ]
    immediate = composable[:-1]
    end = composable
    return (f"name: Every word at its limit\nbuildable: {terrains}\nadjacency: none\n"
            "immediate:\n" + "".join(f"  - {entry}\n" for entry in immediate) +
            "end:\n" + "".join(f"  - {entry}\n" for entry in end) +
            "chapter_end:\n" + "".join(f"  - {entry}\n" for entry in end))


def rounds(game: str) -> str:
    """Six rounds spread over the board, for three players, each piece anchored unturned."""
    cards = ["1", "2", "3", "4", "5", "6"] if game == "my-island" else ["Y1", "Y2", "Y3", "R1", "R2", "R3"]
    anchors = [f"{chr(65 + r)}{c}" for r, c in ((2, 10), (6, 30), (10, 50), (14, 70), (18, 90), (22, 20))]
    return "".join(f"  - card: '{card}'\n" + "".join(f"    {p}: {anchor}\n" for p in ("Ana", "Ben", "Cloe"))
                   for card, anchor in zip(cards, anchors))


def campaign(folder: Path, game: str) -> Path:
    root = folder / game
    (root / "episodes").mkdir(parents=True)
    (root / "rules").mkdir()
    (root / "boards").mkdir()
    (root / "boards/largest.yaml").write_text(board(game), encoding="utf-8")
    (root / "rules/limits.yaml").write_text(ruleset(game), encoding="utf-8")
    counters = "vocabulary:\n  counters:\n    ore: {names: {en: ore}}\n"
    (root / "campaign.yaml").write_text(
        f"title: Limits\ngame: {game}\nmode: legacy\nboard: boards/largest.yaml\npieces: sample\nlanguage: en\n{counters}"
        "players:\n  - {name: Ana, animal: turtle}\n  - {name: Ben, animal: parrot}\n  - {name: Cloe, animal: crab}\n"
        "start: {episode: 3}\n",
        encoding="utf-8")
    (root / "episodes/03.yaml").write_text(
        f"episode: 3\nrules: rules/limits.yaml\nrounds:\n{rounds(game)}tiebreak: [Ana, Ben, Cloe]\n", encoding="utf-8")
    return root


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for game in ("my-island", "my-city"):
            folder = campaign(Path(tmp), game)
            command = [sys.executable, "-m", "generator", "check", str(folder)]
            refused = subprocess.run(command, capture_output=True, text=True)
            if refused.returncode:  # a refused campaign is checked in no time: the figure would mean nothing
                sys.exit(f"{game}: check refuses the campaign:\n{refused.stdout}{refused.stderr}")
            bare, full = walls([[sys.executable, "-c", "pass"], command], runs=3)
            beyond = full - bare
            verdict = "ok" if beyond < TARGET else "OVER"
            print(f"{game}: {ROWS} x {COLUMNS} board, next_to {DEPTH} deep, every kind: "
                  f"check beyond start-up {beyond * 1000:7.1f} ms   (target < {TARGET * 1000:.0f} ms) {verdict}")


if __name__ == "__main__":
    main()
