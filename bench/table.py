"""Benchmark table mode: from the card's choice to the highlighted moves, at round 20; a tap that
writes a round; the page's weight.

    python bench/table.py     # prints the figures; targets: moves < 100 ms server-side, page < 300 KB

A generated 24-episode, 4-player campaign of each game has its last episode cut after round 20
(or its last round, in an episode shorter than that). For every player still in and every card
left, the server answers what the page asks once a card is chosen: the player's board and the
card's legal placements with their points (GET /api/board, GET /api/moves). "First" is the first
question after the episode file changed (the episode is replayed again), "then" every later one.
A tap that writes a round is the last player's choice of a round (POST /api/round: every player
passes on a card left), checked and written, in the last of the campaign's 24 episodes cut after its
12th round: the table checks the episode being played, from how the campaign stood before it, not
the whole campaign again.
The page's weight is every byte a phone loads to show a board with its highlighted moves.
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))

from synth import write_campaign  # noqa: E402

from generator.table import page, reads, writes  # noqa: E402
from generator.table.server import TableServer  # noqa: E402
from generator.table.state import Table  # noqa: E402


def at_round(folder: Path, rounds: int) -> int:
    """Make the campaign end in its first episode of more than `rounds` rounds (else its longest),
    cut after round `rounds`: an episode being played. Returns the rounds it keeps."""
    files = sorted((folder / "episodes").glob("*.yaml"))
    starts = {f: [i for i, line in enumerate(f.read_text(encoding="utf-8").splitlines()) if line.startswith("  - card:")]
              for f in files}
    chosen = next((f for f in files if len(starts[f]) > rounds), max(files, key=lambda f: len(starts[f])))
    for later in files[files.index(chosen) + 1:]:
        later.unlink()
    keep = min(rounds, len(starts[chosen]) - 1)
    lines = chosen.read_text(encoding="utf-8").splitlines()
    chosen.write_text("\n".join(lines[: starts[chosen][keep]]) + "\n", encoding="utf-8")
    return keep


def answer_time(table, player: str, card: str) -> float:  # type: ignore[no-untyped-def]
    t = page.translator("en")
    start = time.perf_counter()
    reads.board(table, t, player)
    reads.moves(table, t, player, card)
    return time.perf_counter() - start


def measure(game: str, tmp: Path) -> None:
    folder = write_campaign(tmp / game, seed=7, game=game, mode="legacy", rules="legacy-1")
    played = at_round(folder, 20)
    server = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    try:
        table = server.table
        state = reads.state(table, page.translator("en"))[1]
        assert not state["problems"], state["problems"][:3]
        players = [p["name"] for p in state["players"] if p["active"]]
        first, then, counts = [], [], []
        for card in state["cards_left"]:
            for player in players:
                table.snapshot().previews.clear()  # as after a new round: the episode is replayed again
                first.append(answer_time(table, player, card))
                then.append(answer_time(table, player, card))
                counts.append(len(reads.moves(table, page.translator("en"), player, card)[1]["moves"]))
        print(f"{game}: episode {state['episode']} after round {played}, {len(players)} players still in, "
              f"{len(state['cards_left'])} cards left, {statistics.median(counts):.0f} legal placements (median)")
        for name, times in (("first", first), ("then", then)):
            ordered = sorted(times)
            print(f"  card -> board and moves, {name + ':':6} median {statistics.median(times) * 1000:6.1f} ms, "
                  f"90th percentile {ordered[int(len(ordered) * 0.9)] * 1000:6.1f} ms, max {ordered[-1] * 1000:6.1f} ms"
                  "   (target < 100 ms)")
        weigh(server, players[0], state["cards_left"][0])
    finally:
        server.stop()


def tap_time(game: str, tmp: Path, trials: int = 5, taps: int = 4) -> None:
    """Rounds written as the last player's tap writes them, `taps` in a row from round 12 of the 24th
    episode, on `trials` fresh copies of the campaign (the table opened on each, as `chronicle table` opens it)."""
    source = write_campaign(tmp / f"{game}-taps", seed=7, game=game, mode="legacy", rules="legacy-1")
    last = sorted((source / "episodes").glob("*.yaml"))[-1]
    lines = last.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("  - card:")]
    played = min(12, len(starts) - taps)
    last.write_text("\n".join(lines[: starts[played]]) + "\n", encoding="utf-8")
    t = page.translator("en")
    times = []
    for trial in range(trials):
        folder = tmp / f"{game}-tap-{trial}"
        shutil.copytree(source, folder)
        table = Table(folder)
        for _ in range(taps):
            snap = table.snapshot()
            assert snap.checked.result is not None
            episode = snap.checked.result.episodes[-1]
            active = [p.name for p in episode.players if p.stopped is None]
            if episode.over or not active:
                break
            body = {"card": episode.cards_left()[0], "actions": {name: "pass" for name in active}, "version": snap.version}
            start = time.perf_counter()
            status, answer = writes.round_(table, t, body)
            times.append(time.perf_counter() - start)
            assert status == 200, answer
    ordered = sorted(times)
    print(f"  a tap that writes a round (episode {last.stem} from round {played}, {len(times)} taps): median {statistics.median(times) * 1000:6.1f} ms, "
          f"max {ordered[-1] * 1000:6.1f} ms   (load {' '.join(f'{x:.2f}' for x in os.getloadavg())})")


def weigh(server: TableServer, player: str, card: str) -> None:
    base = f"http://127.0.0.1:{server.port}"
    parts = {"/": "page", "/static/table.js": "script", "/static/table.css": "style", "/static/favicon.svg": "icon",
             "/api/pieces": "pieces", "/api/state": "state", f"/api/board?player={player}": "board",
             f"/api/moves?player={player}&card={card}": "moves"}
    sizes = {}
    for path, name in parts.items():
        with urllib.request.urlopen(base + path, timeout=10) as response:
            sizes[name] = len(response.read())
    total = sum(sizes.values())
    print(f"  table page with a board and its moves: {total / 1024:.1f} KB   (target < 300 KB): "
          + ", ".join(f"{name} {size / 1024:.1f}" for name, size in sizes.items()))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for game in ("my-island", "my-city"):
            measure(game, Path(tmp))
            tap_time(game, Path(tmp))


if __name__ == "__main__":
    main()
