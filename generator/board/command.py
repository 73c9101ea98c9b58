"""What `chronicle board PATH` draws: a board, a piece catalogue, or a player's board in a campaign."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from generator import campaigns, content, drawing
from generator.board.state import BoardState, NoSuchMoment, board_state
from generator.load import Node, load_file
from generator.model import BoardChange, Campaign, Game
from generator.problems import Problem, Problems
from generator.validate.game import read_board, read_catalogue
from generator.validate.reader import Reader, one_of, suggest


class Refused(ValueError):
    """PATH or the options do not name something `board` draws; the message says what would."""


@dataclass(frozen=True, slots=True)
class Drawing:
    text: str
    svg: Callable[[], str]


@dataclass(frozen=True, slots=True)
class Moment:
    """The options that choose a moment of a campaign: whose board, which episode, after which round."""

    player: str | None = None
    episode: int | None = None
    round: int | None = None

    def given(self) -> bool:
        return any(v is not None for v in (self.player, self.episode, self.round))


def draw(path: Path, moment: Moment, game: str | None = None) -> list[Drawing]:
    """Everything PATH asks to draw: one drawing per board (several for a campaign without --player)."""
    if path.is_dir():
        if not (path / "campaign.yaml").is_file():
            raise Refused(f"{path} is a folder without campaign.yaml: give a campaign folder, a board file or a "
                          "piece catalogue file")
        return _campaign(path, moment)
    node = load_file(path)
    _refuse_logs(path, node)
    if moment.given():
        raise Refused(f"--player, --episode and --round choose a moment of a campaign; {path} is not a campaign folder")
    if node.get("map") is not None:
        return [_board(path, node, _game_of_board(node, game))]
    if node.get("pieces") is not None:
        return [_catalogue(node, _game_of_catalogue(node, game))]
    if node.get("buildable") is not None:
        raise Refused(f"{path} is a ruleset; chronicle board draws boards and piece catalogues")
    raise Refused(f"{path} is neither a board (it has no map:) nor a piece catalogue (it has no pieces:)")


def _refuse_logs(path: Path, node: Node) -> None:
    """A campaign.yaml or an episode log is not a board: say how to draw the boards they describe."""
    if path.name == "campaign.yaml" or node.get("players") is not None:
        raise Refused(f"{path} describes a campaign, not a board. Draw a player's board as it stands with "
                      f"'chronicle board {path.parent} --player {_first_player(node)} --episode N [--round R]', "
                      f"or the campaign's board with 'chronicle board {path.parent}/boards/FILE.yaml'")
    if node.get("rounds") is not None:
        folder = path.parent.parent if path.parent.name == "episodes" else path.parent
        number = node.get("episode").value if node.get("episode") is not None else "N"
        raise Refused(f"{path} is an episode log, not a board. Draw a player's board in it with "
                      f"'chronicle board {folder} --episode {number} --player NAME [--round R]'")


def _first_player(node: Node) -> str:
    players = node.get("players")
    first = players.value[0] if players is not None and players.is_list and players.value else None
    name = first.get("name") if first is not None and first.is_map else None
    return str(name.value) if name is not None else "NAME"


def _known_game(node: Node | None, game_id: str) -> Game:
    """The game `game_id`, or a problem at the file's game: line naming the games there are."""
    if game_id not in content.games():
        where = node.pos if node is not None else None
        message = f"unknown game '{game_id}'{suggest(game_id, content.games())}; games: {one_of(content.games())}"
        if where is None:
            raise Refused(message)
        raise Problems([Problem(where, message)])
    return content.load_game(game_id)


def _game_of_board(node: Node, option: str | None) -> Game:
    named = node.get("game")
    if named is not None:
        return _known_game(named, str(named.value))
    if option is None:
        raise Refused("the board does not say its game: add 'game: my-island' (or my-city) to it, or give --game")
    return _known_game(None, option)


def _game_of_catalogue(node: Node, option: str | None) -> Game:
    if option is not None:
        return _known_game(None, option)
    kind = node.get("grid").value if node.get("grid") is not None else None
    return content.load_game(next((g for g in content.games() if content.load_game(g).grid.kind == kind), "my-island"))


def _read(read: Callable[[Reader], object]) -> object:
    r = Reader()
    drawn = read(r)
    if r.failed or drawn is None:
        raise Problems(r.problems)
    return drawn


def _board(path: Path, node: Node, game: Game) -> Drawing:
    from generator.site.svg import standalone_svg

    board = _read(lambda r: read_board(r, node, game))
    return Drawing(drawing.board_text(board), lambda: standalone_svg(board, game))  # type: ignore[arg-type]


def _catalogue(node: Node, game: Game) -> Drawing:
    from generator.site.render import rotations
    from generator.site.svg import catalogue_svg

    catalogue = _read(lambda r: read_catalogue(r, node, game))

    def svg() -> str:
        entries = [(f"{p.id}{' (church)' if p.church else ''}", p.colour,
                    [cells for _, cells in rotations(p, catalogue.grid)]) for p in catalogue.pieces.values()]
        return catalogue_svg(entries, game, catalogue.grid, f"{catalogue.name}: every piece in every rotation")

    return Drawing(drawing.catalogue_text(catalogue), svg)  # type: ignore[arg-type]


def _campaign(folder: Path, moment: Moment) -> list[Drawing]:
    checked = campaigns.check(folder)
    if checked.problems:
        raise Problems(list(checked.problems))
    campaign, result = checked.campaign, checked.result
    assert campaign is not None and result is not None
    if not result.episodes:
        raise Refused(f"{folder} has no episode yet: draw its board file instead")
    number = moment.episode if moment.episode is not None else len(result.episodes)
    if moment.player is not None:
        names = [moment.player]
    elif 1 <= number <= len(result.episodes):
        names = [p.name for p in result.episodes[number - 1].players]
    else:
        raise Refused(f"the campaign has episodes 1 to {len(result.episodes)}, not {number}")
    try:
        states = [board_state(campaign, result, name, number, moment.round) for name in names]
    except NoSuchMoment as err:
        raise Refused(str(err)) from None
    return [_state_drawing(campaign, state) for state in states]


def _state_drawing(campaign: Campaign, state: BoardState) -> Drawing:
    from generator.site.svg import Drawn, standalone_svg

    title = _title(state)

    def svg() -> str:
        pieces = [Drawn(t.cells, t.round, t.colour, f"piece {t.card}, round {t.round}") for t in state.placed]
        return standalone_svg(state.board, campaign.game, campaign.language, pieces, title,
                              f"{len(pieces)} piece(s) placed; {len(state.open_cells())} open space(s)")

    return Drawing(state_text(campaign, state), svg)


def _title(state: BoardState) -> str:
    when = (f"at the start (round 0 of {state.rounds})" if state.round == 0
            else f"after round {state.round} of {state.rounds}")
    return f"{state.player}'s board, episode {state.episode} ({state.ruleset.names['en']}), {when}"


def state_text(campaign: Campaign, state: BoardState) -> str:
    """The board as it stands, then its pieces, its changes since the printed board and its open spaces."""
    grid = state.board.grid
    lines = [_title(state), "", drawing.board_text(state.board, {c: s or "" for c, s in state.covered.items()}), ""]
    lines.append(f"pieces placed ({len(state.placed)}), shown by symbol or colour in capitals:" if state.placed
                 else "no piece placed yet")
    for turn in state.placed:
        cells = " ".join(grid.name(c) for c in sorted(turn.cells, key=grid.to_map))
        lines.append(f"  round {turn.round:<3} card {turn.card:<10} {turn.text:<8} covers {cells}")
    if state.history:
        lines.append("board changes from earlier episodes (LG-12):")
        for past in state.history:
            described = "; ".join(_change(grid.name, c) for c in past.changes)
            lines.append(f"  after episode {past.episode} ({past.player}): {described}")
    open_cells = state.open_cells()
    lines.append(f"open: {len(open_cells)} space(s) where {state.ruleset.names['en']} lets a piece go; "
                 f"open per row from the top, as LG-11 counts them: {' '.join(map(str, state.open_rows))}")
    lines.append("  " + (" ".join(grid.name(c) for c in open_cells) or "none"))
    return "\n".join(lines)


def _change(name: Callable, change: BoardChange) -> str:
    if change.note is not None:
        return f"note \"{change.note}\""
    cell = name(change.cell)
    count = f"{change.count} " if change.count > 1 else ""
    if change.terrain:
        return f"{cell} becomes {change.terrain}"
    if change.add:
        return f"{count}{change.add} added on {cell}"
    return f"{count}{change.remove} removed from {cell}"
