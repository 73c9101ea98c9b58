"""Generate legal campaigns by random play, for benchmarks (not demonstrations)."""

from __future__ import annotations

import random
from pathlib import Path

from generator.load.nodes import load_file
from generator.model import Pos
from generator.rules.deck import cards
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader

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


# --- a campaign that uses every word of the envelope vocabulary, for the benchmark ---------------

ENVELOPE_CAMPAIGN = """title: Generated envelopes {seed}
game: my-island
mode: legacy
board: boards/envelopes.yaml
pieces: sample
players: [{players}]
vocabulary:
  features:
    lighthouse: {{names: {{es: Faro, en: Lighthouse}}, colour: "#c0392b", glyph: L}}
    hut: {{names: Hut, colour: "#8e5b2b", glyph: H, acts_as: house}}
  terrains:
    reef: {{names: {{es: Arrecife}}, colour: "#7fd3c8", letter: a}}
  counters:
    pearls: {{names: {{es: perlas, en: pearls}}}}
start:
  episode: 1
  players:
    Ana: {{counters: {{pearls: 1}}}}
"""
ENVELOPE_HEAD = """name: {{en: Chapter {n}, es: Capítulo {n}}}
buildable: [beach, heath, palm, reef]
adjacency: matching-symbol
first_piece: {{covers: beach}}
own_rules:
  EV-1: {{en: Nothing covers a lighthouse}}
  EV-2: Passing may not take the token below 0
  EV-3: {{es: Perlas del arrecife}}
"""
CHAPTERS = [  # eight invented chapters that together use every word of the envelope vocabulary
    """first_piece: {covers: {region: shore}, next_to: {terrain: [beach, heath, palm, rainforest, reef]}}
immediate:
  - {kind: count, where: {piece: new, symbol: house, next_to: {feature: statue}}, points: 2}
end:
  - {kind: count, where: {terrain: beach, covered: false}, points: -1}
""",
    """may_not_cover: [{feature: lighthouse}]
cite: {cover: EV-1}
immediate:
  - {kind: count, where: {next_to: {piece: previous}}, count: pieces, points: 1}
end:
  - {kind: count, where: {region: shore, covered: false}, count: features, points: 1}
chapter_end:
  - {kind: counter, counter: pearls, points: 2}
""",
    """passing: not-below-zero
pass_points: -2
cite: {pass: EV-2}
start: 8
immediate:
  - {kind: count, where: {piece: new, terrain: reef}, add: {pearls: 1}, rule: EV-3}
end:
  - {kind: groups, where: {symbol: field}, largest: true, per: space, most: true, points: 4}
""",
    """lacking: pass
immediate:
  - {kind: groups, where: {symbol: house}, size: 4, points: 3}
end:
  - {kind: line, from: {feature: lighthouse}, through: {covered: true}, points: 1}
""",
    """immediate:
  - {kind: connect, from: {feature: statue}, through: {symbol: path}, to: {edge: true}, points: 4}
end:
  - {kind: groups, where: {covered: true}, touching: {next_to: {feature: statue}}, size: 3, points: 1}
chapter_end:
  - {kind: counter, counter: pearls, most: true, circles: 1}
""",
    """immediate:
  - {kind: enclosed, where: {feature: lighthouse}, first: campaign, circles: 1}
end:
  - {kind: enclosed, where: {terrain: rainforest}, distinct: true, points: 2}
""",
    """immediate:
  - {kind: count, where: {feature: statue, next_to: {covered: true}}, first: episode, at_least: 1, points: 2}
  - {kind: count, where: {piece: new, symbol: house, next_to: {feature: [lighthouse, hut]}}, points: 2}
end:
  - {kind: count, where: {terrain: rainforest, covered: false}, at_least: 12, circles: -1, reason: {en: the forest stayed wild}}
""",
    """passing: never
end:
  - {kind: count, where: {terrain: beach, covered: false}, points: -1}
  - {kind: count, where: {symbol: wall, edge: true}, points: 1}
chapter_end:
  - {kind: counter, counter: pearls, at_least: 3, circles: 1}
""",
]
CHANGES = {  # after these episodes, board changes that keep every word of the vocabulary in use
    2: "  Ana: [{{cell: {cell}, add: lighthouse}}, {{counter: pearls, by: 1}}]\n",
    4: "  Ben: [{{cell: {cell}, terrain: reef}}, {{piece: \"1\", stickers: {{\"1,0\": wall}}}}]\n",
    6: "  Cloe: [{{piece: X1, add: {{cells: {{\"0,0\": house, \"1,0\": house, \"2,0\": path}}}}}}, {{cell: {cell}, add: hut}}]\n",
    8: "  Dana: [{{piece: \"2\", remove: true}}, {{cell: L2, terrain: reef, new: true}}]\n",
}


def write_envelope_campaign(folder: Path, seed: int, episodes: int = 24, players: int = 4) -> Path:
    """A legacy campaign of random legal episodes under a ruleset that uses every envelope word,
    with board changes that bring features, terrain, stickers, pieces, new spaces and counters."""
    from generator.campaigns import check

    rng = random.Random(seed)
    names = NAMES[:players]
    for sub in ("episodes", "boards", "rules"):
        (folder / sub).mkdir(parents=True, exist_ok=True)
    board = (load_game("my-island").folder / "boards" / "sample-legacy.yaml").read_text(encoding="utf-8")
    (folder / "boards" / "envelopes.yaml").write_text(
        board + 'regions:\n  shore: ["A1:B12", "J1:K12"]\n', encoding="utf-8")
    for n, body in enumerate(CHAPTERS, 1):
        keys = {line.split(":")[0] for line in body.splitlines() if not line.startswith(" ")}
        head = "".join(line + "\n" for line in ENVELOPE_HEAD.format(n=n).splitlines() if line.split(":")[0] not in keys
                       or line.startswith(" "))
        (folder / "rules" / f"chapter-{n}.yaml").write_text(head + body, encoding="utf-8")
    (folder / "campaign.yaml").write_text(ENVELOPE_CAMPAIGN.format(
        seed=seed, players=", ".join("{name: " + n + "}" for n in names)), encoding="utf-8")
    for number in range(1, episodes + 1):
        path = folder / "episodes" / f"{number:02d}.yaml"
        rules = f"chapter-{(number - 1) // 3 + 1}"
        begun = check(folder, {path: episode_yaml(number, rules, [])})
        assert not begun.problems, begun.problems[:3]
        now = begun.result.episodes[-1]
        rounds = _play_sets(rng, now, begun.campaign)
        changes = _changes(rng, number, now)
        path.write_text(episode_yaml(number, rules, rounds) + changes, encoding="utf-8")
        last = check(folder).result.episodes[-1]
        keys = [(p.score, p.open_rows) for p in last.players]
        tied = [p.name for p, key in zip(last.players, keys) if keys.count(key) > 1]
        if tied:  # rows cannot separate them: the table decides (C-2)
            path.write_text(episode_yaml(number, rules, rounds, tied) + changes, encoding="utf-8")
    return folder


def _play_sets(rng: random.Random, now, campaign) -> list[dict]:  # type: ignore[no-untyped-def]
    """Random legal rounds on each player's own board and set (free passes on pieces they lack)."""
    from generator.rules.token import Token
    from generator.rules.turn import pass_refusal

    ruleset = now.episode.ruleset
    islands = {p.name: Island(p.board) for p in now.players}
    sets = {p.name: p.pieces or campaign.catalogue for p in now.players}
    tokens = {p.name: Token(p.token, campaign.game.cap, p.debt) for p in now.players}
    union = {pid: piece for mine in sets.values() for pid, piece in mine.pieces.items()}
    every = [c for c in cards(ruleset.deck, campaign.catalogue._replace(pieces={**union, **campaign.catalogue.pieces}))
             if c != "block"]
    active, rounds = set(islands), []
    for card in rng.sample(every, len(every)):
        if not active:
            break
        entry = {"card": card}
        for name, island in islands.items():
            if name not in active:
                continue
            piece = sets[name].pieces.get(card)
            legal = legal_placements(island, piece, ruleset, first=island.placements == 0) if piece else []
            if piece is None:
                entry[name] = "pass"
            elif legal and rng.random() > 0.08:
                choice = rng.choice(legal)
                island.place(piece, dict(choice.cells))
                entry[name] = choice.text(island.board.grid)
            elif pass_refusal(tokens[name], ruleset) is None and tokens[name].value > 3 and rng.random() < 0.7:
                entry[name] = "pass"
                tokens[name].add(ruleset.pass_points)
            else:
                entry[name] = "stop"
                active.discard(name)
        rounds.append(entry)
    return rounds


def _changes(rng: random.Random, number: int, now) -> str:  # type: ignore[no-untyped-def]
    if number not in CHANGES:
        return ""
    seat = list(CHANGES).index(number)
    board = now.players[seat].board
    free = sorted(c for c, t in board.terrain.items() if t in ("heath", "palm") and not any(c in f for f in board.features.values()))
    cell = board.grid.name(rng.choice(free))
    return "board_changes:\n" + CHANGES[number].format(cell=cell)
