"""Generate legal campaigns by random play, for benchmarks (not demonstrations)."""

from __future__ import annotations

import random
from pathlib import Path

from generator.content import load_game
from generator.load import load_file
from generator.problems import Pos
from generator.rules.deck import cards
from generator.rules.island import Island
from generator.rules.placement import legal_placements
from generator.validate.game import read_board, read_catalogue, read_ruleset
from generator.validate.reader import Reader

NAMES = ["Ana", "Ben", "Cloe", "Dana"]
HERE = Pos("synth", 1, 1)


def _content(game_id: str, board: str, pieces: str, rules: str):  # type: ignore[no-untyped-def]
    game = load_game(game_id)
    r = Reader()
    b = read_board(r, load_file(game.folder / "boards" / f"{board}.yaml"), game)
    c = read_catalogue(r, load_file(game.folder / "pieces" / f"{pieces}.yaml"), game)
    rs = read_ruleset(r, load_file(game.folder / "rules" / f"{rules}.yaml"), game, rules, "en")
    assert not r.problems, r.problems
    return game, b, c, rs


def play_episode(rng: random.Random, game_id: str, board: str, pieces: str, rules: str, players: int) -> list[dict]:
    """Rounds of one random legal episode: everyone places while they can, passing now and then."""
    game, b, cat, ruleset = _content(game_id, board, pieces, rules)
    names = NAMES[:players]
    islands = {n: Island(b) for n in names}
    tokens = {n: game.start for n in names}
    active = set(names)
    rounds = []
    deck = [c for c in cards(ruleset.deck, cat) if c != "block"]
    for card in rng.sample(deck, len(deck)):
        if not active:
            break
        entry = {"card": card}
        for name in names:
            if name not in active:
                continue
            island = islands[name]
            legal = legal_placements(island, cat.pieces[card], ruleset, first=island.placements == 0)
            if legal and rng.random() > 0.08:
                choice = rng.choice(legal)
                island.place(cat.pieces[card], dict(choice.cells))
                entry[name] = choice.text(b.grid)
            elif tokens[name] > 3 and rng.random() < 0.7:
                entry[name] = "pass"
                tokens[name] -= 1
            else:
                entry[name] = "stop"
                active.discard(name)
        rounds.append(entry)
    return rounds


def episode_yaml(number: int, rules: str, rounds: list[dict], tiebreak: list[str] | None = None) -> str:
    lines = [f"episode: {number}", f"rules: {rules}", "rounds:"]
    for entry in rounds:
        lines.append(f"  - card: {entry['card']}")
        lines += [f"    {k}: {v}" for k, v in entry.items() if k != "card"]
    if tiebreak:
        lines.append(f"tiebreak: [{', '.join(tiebreak)}]")
    return "\n".join(lines) + "\n"


def write_campaign(folder: Path, seed: int, episodes: int = 24, players: int = 4, game: str = "my-island",
                   mode: str = "legacy", rules: str = "legacy-1") -> Path:
    """A campaign folder of random legal episodes; ties that rows cannot break get a tiebreak."""
    from generator.campaigns import check

    rng = random.Random(seed)
    (folder / "episodes").mkdir(parents=True, exist_ok=True)
    names = NAMES[:players]
    (folder / "campaign.yaml").write_text(
        f"title: Generated {seed}\ngame: {game}\nmode: {mode}\nboard: sample-{mode}\npieces: sample\n"
        f"players: [{', '.join('{name: ' + n + '}' for n in names)}]\n", encoding="utf-8")
    for number in range(1, episodes + 1):
        rounds = play_episode(rng, game, f"sample-{mode}", "sample", rules, players)
        path = folder / "episodes" / f"{number:02d}.yaml"
        path.write_text(episode_yaml(number, rules, rounds), encoding="utf-8")
        last = check(folder).result.episodes[-1]
        keys = [(p.token, p.open_rows) for p in last.players]
        tied = [p.name for p, key in zip(last.players, keys) if keys.count(key) > 1]
        if tied:  # rows cannot separate them: the table decides (C-2)
            path.write_text(episode_yaml(number, rules, rounds, tied), encoding="utf-8")
    return folder
