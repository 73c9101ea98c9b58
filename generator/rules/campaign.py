"""Replay a whole campaign: boards and debts carried between episodes, circles totalled."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from generator.base.records import NamedTuple
from generator.model import Board, BoardChange, Campaign, Catalogue, Episode, Piece
from generator.rules.episode import replay_episode
from generator.rules.findings import Fault, Finding
from generator.rules.island import Island
from generator.rules.results import CampaignResult, EpisodeResult, Standing


class Progress(NamedTuple):
    """A campaign replayed up to an episode: its results so far, and what each seat carries into the next."""

    results: tuple[EpisodeResult, ...]
    boards: tuple[Board, ...]
    debts: tuple[int, ...]
    counters: tuple[Mapping[str, int], ...]
    sets: tuple[Catalogue, ...]
    paid: tuple[frozenset[str], ...]
    races: frozenset[str]
    """The campaign races won so far."""
    faults: tuple[Fault, ...]
    """What carrying campaign.yaml's start found wrong, told with the first episode's result."""


def replay(campaign: Campaign, since: Progress | None = None, keep: Callable[[Progress], None] | None = None) -> CampaignResult:
    """Replay every episode in order; boards and debts belong to seats (LG-12, LG-08, LG-14).

    A seat's debt passes to the player who takes it over, as the board does: the token stays.
    `since`, the replay of every episode but the last (as `keep` is told it), replays the last alone:
    table mode's rounds replay the episode being played, never the whole campaign again.
    """
    progress = since if since is not None and len(since.results) == len(campaign.episodes) - 1 else _start(campaign)
    islands: dict[int, Island] = {}  # a blank island per board, for this replay alone (rules/episode.py _island)
    for index in range(len(progress.results), len(campaign.episodes)):
        last = index == len(campaign.episodes) - 1
        if last and keep is not None:
            keep(progress)
        progress = _episode(campaign, progress, campaign.episodes[index], last, islands)
    return CampaignResult(progress.results, standings(campaign, progress.results), progress.boards)


def _start(campaign: Campaign) -> Progress:
    """What each seat brings to the log's first episode: campaign.yaml's start (LG-12, LG-08)."""
    faults: list[Fault] = []
    boards = tuple(change_board(seat.board or campaign.board, seat.changes, faults) for seat in campaign.seats)
    counters = tuple(_counted({}, seat.changes, faults, seat.counters, seat.name) for seat in campaign.seats)
    sets = tuple(change_pieces(campaign.catalogue, seat.changes, faults) for seat in campaign.seats)
    return Progress((), boards, tuple(seat.debt for seat in campaign.seats), counters, sets,
                    tuple(frozenset() for _ in campaign.seats), frozenset(), tuple(faults))


def _episode(campaign: Campaign, progress: Progress, episode: Episode, last: bool, islands: dict[int, Island]) -> Progress:
    """`progress` one episode further."""
    names = [seat.name_at(episode.number) for seat in campaign.seats]
    result = replay_episode(episode, campaign.game, campaign.catalogue, dict(zip(names, progress.boards)),
                            dict(zip(names, progress.debts)), last=last, campaign_races=progress.races,
                            counters={name: dict(mine) for name, mine in zip(names, progress.counters)},
                            pieces=dict(zip(names, progress.sets)), paid=dict(zip(names, progress.paid)), islands=islands)
    debts, counters, paid = progress.debts, progress.counters, progress.paid
    if campaign.mode == "legacy":  # each Eternal game stands alone
        debts = tuple(p.debt for p in result.players)
        counters = tuple(dict(p.counters) for p in result.players)
        paid = tuple(p.paid for p in result.players)
    problems = list(progress.faults)  # the start's, told with the first episode, then what its own changes find
    changes = result.board_changes if campaign.mode == "legacy" else episode.board_changes
    boards = tuple(change_board(board, changes.get(name, ()), problems) for board, name in zip(progress.boards, names))
    counters = tuple(_counted(dict(mine), changes.get(name, ()), problems, player=name) for mine, name in zip(counters, names))
    sets = tuple(change_pieces(mine, changes.get(name, ()), problems) for mine, name in zip(progress.sets, names))
    if problems:
        result = result._replace(problems=result.problems + tuple(problems))
    return Progress((*progress.results, result), boards, debts, counters, sets, paid, progress.races | result.races_won, ())


def sets_at(campaign: Campaign, number: int) -> list[Catalogue]:
    """Each seat's set of pieces at the start of episode `number`, as the replay has it: the catalogue
    changed by campaign.yaml's start: and the board changes of the episodes before (LG-12). For
    what needs only the sets, not a replay (matching a card typed at the table); problems are the replay's to say."""
    ignored: list[Fault] = []
    sets = [change_pieces(campaign.catalogue, seat.changes, ignored) for seat in campaign.seats]
    for episode in campaign.episodes:
        if episode.number >= number:
            break
        names = [seat.name_at(episode.number) for seat in campaign.seats]
        sets = [change_pieces(mine, episode.board_changes.get(name, ()), ignored) for mine, name in zip(sets, names)]
    return sets


def change_board(board: Board, changes: Sequence[BoardChange], problems: list[Fault]) -> Board:
    """The board after permanent changes: new terrain, features added or removed (LG-12)."""
    if not changes:
        return board
    terrain = dict(board.terrain)
    features = {name: dict(counts) for name, counts in board.features.items()}
    facing = dict(board.facing)
    for change in changes:
        if change.cell is None:
            continue
        if change.terrain:
            if terrain.get(change.cell) == change.terrain and not change.new:
                problems.append(Fault(change.pos, Finding("terrain-unchanged", {"cell": board.grid.name(change.cell),
                                                                                 "terrain": change.terrain}), "LG-12"))
            terrain[change.cell] = change.terrain
        if change.add:
            counts = features.setdefault(change.add, {})
            counts[change.cell] = counts.get(change.cell, 0) + change.count
            if change.facing is not None:
                facing[change.cell] = change.facing
        if change.remove:
            # one at a time unless count says more: a double-tree space keeps one tree (MC-R06)
            counts = features.get(change.remove, {})
            there = counts.get(change.cell, 0)
            if there < change.count:
                problems.append(Fault(change.pos, Finding("not-there", {"cell": board.grid.name(change.cell), "feature": change.remove,
                                                                        "there": there}, change.count), "LG-12"))
            elif there > change.count:
                counts[change.cell] -= change.count
            else:
                del counts[change.cell]
    spans = [board.grid.to_map(cell) for cell in terrain]  # new spaces may widen the board
    rows, columns = max(board.rows, *(r + 1 for r, _ in spans)), max(board.columns, *(c + 1 for _, c in spans))
    return board._replace(terrain=terrain, features=features, rows=rows, columns=columns, facing=facing)


def change_pieces(catalogue: Catalogue, changes: Sequence[BoardChange], problems: list[Fault]) -> Catalogue:
    """A player's set of pieces after the changes of an episode: pieces added, taken out, stickered
    (a symbol changed at an offset) or recoloured; the player's later decks follow (LG-12)."""
    pieces = dict(catalogue.pieces)
    game = "my-city" if catalogue.grid.kind == "square" else "my-island"  # said of a tile or a building (editions.py)
    for change in changes:
        if change.piece is None:
            continue
        piece = pieces.get(change.piece)
        if change.added is not None:
            if piece is not None:
                problems.append(Fault(change.pos, Finding("piece-exists", {"piece": change.piece, "game": game}), "LG-12"))
                continue
            pieces[change.piece] = change.added
        elif piece is None:
            problems.append(Fault(change.pos, Finding("no-such-piece", {"piece": change.piece, "game": game}), "LG-12"))
        elif change.removed:
            del pieces[change.piece]
        else:
            pieces[change.piece] = _stickered(piece, change, problems, game)
    return catalogue._replace(pieces=pieces) if pieces != catalogue.pieces else catalogue


def _stickered(piece: Piece, change: BoardChange, problems: list[Fault], game: str) -> Piece:
    symbols = dict(piece.cells)
    for offset, symbol in change.stickers:
        if offset not in symbols:
            problems.append(Fault(change.pos, Finding("no-space-at-offset", {
                "piece": piece.id, "offset": f"{offset[0]},{offset[1]}", "offsets": " ".join(f"{q},{r}" for q, r in symbols),
                "game": game}), "LG-12"))
            continue
        symbols[offset] = symbol
    return piece._replace(cells=tuple(symbols.items()), colour=change.colour or piece.colour)


def _counted(counters: dict[str, int], changes: Sequence[BoardChange], problems: list[Fault],
             start: Mapping[str, int] = {}, player: str | None = None) -> dict[str, int]:
    """A player's counters after the changes that mark or spend them; a counter never goes below 0 (the fault names
    `player`, whose counter it is)."""
    counted = {**counters, **start}
    for change in changes:
        if change.counter is not None:
            now = counted.get(change.counter, 0) + change.by
            if now < 0:
                problems.append(Fault(change.pos, Finding("counter-below-zero", {"counter": change.counter, "n": now - change.by,
                                                                                  "by": -change.by}), "LG-12", player))
                continue
            counted[change.counter] = now
    return counted


def standings(campaign: Campaign, results: Sequence[EpisodeResult]) -> tuple[Standing, ...]:
    """Seats by progress circles coloured so far (LG-13), or by games won in Eternal play. Seats level
    share their place: no rule orders campaign totals that are equal. Nobody has a place before an
    episode is finished (a campaign logged from a later episode counts what was coloured before it)."""
    circles = [seat.circles for seat in campaign.seats]
    wins = [0] * len(campaign.seats)
    for result in results:
        for player in result.players:
            circles[player.seat] += player.circles
            wins[player.seat] += player.rank == 1
    score = circles if campaign.mode == "legacy" else wins
    ranked = any(result.complete for result in results) or (campaign.mode == "legacy" and campaign.first_episode > 1)
    order = sorted(range(len(score)), key=lambda s: -score[s])
    ranks = {s: 1 + sum(1 for t in score if t > score[s]) if ranked else None for s in order}
    return tuple(Standing(s, campaign.seats[s].name, circles[s], ranks[s], wins[s]) for s in order)
