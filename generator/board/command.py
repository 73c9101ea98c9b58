"""What `chronicle board PATH` draws: a board, a piece catalogue, or a player's board in a campaign."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from generator import campaigns
from generator.board.state import BoardState, NoSuchMoment, board_state
from generator.geometry import Cell
from generator.load.nodes import Node, load_file
from generator.model import BoardChange, Campaign, Game
from generator.problems import Problem, Problems
from generator.report import drawing
from generator.report.explain import note_said, what_changed
from generator.validate import content
from generator.validate.board import read_board
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader, suggest
from generator.words.editions import said, said_n
from generator.words.held import not_logged
from generator.words.i18n import (
    ENGLISH,
    Named,
    Quoted,
    Translator,
    _,
    listed,
    ngettext,
    quoted_all,
    render,
)
from generator.words.typography import typesetter

T = TypeVar("T")


class NotDrawn(ValueError):
    """PATH or the options do not name something `board` draws; the message says what would."""


@dataclass(frozen=True, slots=True)
class Drawing:
    text: str
    """Set as the reader's language sets it (French spacing), a group's own notes left as they wrote them."""
    svg: Callable[[], str]


def _typeset(svg: Callable[[], str], tr: Translator) -> Callable[[], str]:
    """The drawing in the reader's typography, as the site and table mode set theirs: its titles' French apostrophes
    and spaces (« emplacement d’autocollant »), the group's words marked in another language left as written."""
    from generator.words.typography import french_html

    return lambda: french_html(svg(), tr.lang)


@dataclass(frozen=True, slots=True)
class BoardChoice:
    """The options that choose a moment of a campaign: whose board, which episode, after which round."""

    player: str | None = None
    episode: int | None = None
    round: int | None = None

    def given(self) -> bool:
        return any(v is not None for v in (self.player, self.episode, self.round))


def draw(path: Path, moment: BoardChoice, game: str | None = None, tr: Translator = ENGLISH) -> list[Drawing]:
    """Everything PATH asks to draw: one drawing per board (several for a campaign without --player).

    NotDrawn carries a Message; the words of a player's board are in `tr`'s language.
    """
    if path.is_dir():
        if not (path / "campaign.yaml").is_file():
            raise NotDrawn(_("%(path)s is a folder without campaign.yaml: give a campaign folder, a board file or a "
                            "piece catalogue file", path=path))
        return _campaign(path, moment, tr)
    node = load_file(path)
    _refuse_logs(path, node)
    if moment.given():
        raise NotDrawn(_("--player, --episode and --round choose a moment of a campaign; %(path)s is not a campaign folder",
                        path=path))
    if node.get("map") is not None:
        return [_board(path, node, _game_of_board(node, game), tr)]
    if node.get("pieces") is not None:
        return [_catalogue(node, _game_of_catalogue(node, game), tr)]
    if node.get("buildable") is not None:
        raise NotDrawn(_("%(path)s is a ruleset; chronicle board draws boards and piece catalogues", path=path))
    raise NotDrawn(_("%(path)s is neither a board (it has no map:) nor a piece catalogue (it has no pieces:)", path=path))


def _refuse_logs(path: Path, node: Node) -> None:
    """A campaign.yaml or an episode log is not a board: say how to draw the boards they describe."""
    if path.name == "campaign.yaml" or node.get("players") is not None:
        raise NotDrawn(_("%(path)s describes a campaign, not a board. Draw a player's board as it stands with "
                        "'chronicle board %(folder)s --player %(player)s --episode N [--round R]', "
                        "or the campaign's board with 'chronicle board %(folder)s/boards/FILE.yaml'", path=path,
                        folder=path.parent, player=_first_player(node)))
    if node.get("rounds") is not None:
        folder = path.parent.parent if path.parent.name == "episodes" else path.parent
        episode = node.get("episode")
        number = episode.value if episode is not None else "N"
        raise NotDrawn(_("%(path)s is an episode log, not a board. Draw a player's board in it with "
                        "'chronicle board %(folder)s --episode %(n)s --player NAME [--round R]'", path=path, folder=folder,
                        n=number))


def _first_player(node: Node) -> str:
    players = node.get("players")
    first = players.value[0] if players is not None and players.is_list and players.value else None
    name = first.get("name") if first is not None and first.is_map else None
    return str(name.value) if name is not None else "NAME"


def _known_game(node: Node | None, game_id: str) -> Game:
    """The game `game_id`, or a problem at the file's game: line naming the games there are."""
    if game_id not in content.games():
        where = node.pos if node is not None else None
        message = _("unknown game '%(game)s'%(hint)s; games: %(games)s", game=game_id, hint=suggest(game_id, content.games()),
                    games=listed(quoted_all(content.games()), "or"))
        if where is None:
            raise NotDrawn(message)
        raise Problems([Problem(where, message)])
    return content.load_game(game_id)


def _game_of_board(node: Node, option: str | None) -> Game:
    named = node.get("game")
    if named is not None:
        return _known_game(named, str(named.value))
    if option is None:
        raise NotDrawn(_("the board does not say its game: add 'game: my-island' (or my-city) to it, or give --game"))
    return _known_game(None, option)


def _game_of_catalogue(node: Node, option: str | None) -> Game:
    if option is not None:
        return _known_game(None, option)
    grid = node.get("grid")
    kind = grid.value if grid is not None else None
    return content.load_game(next((g for g in content.games() if content.load_game(g).grid.kind == kind), "my-island"))


def _read(read: Callable[[Reader], T | None]) -> T:
    r = Reader()
    drawn = read(r)
    if r.failed or drawn is None:
        raise Problems(r.problems)
    return drawn


def _board(path: Path, node: Node, game: Game, tr: Translator) -> Drawing:
    from generator.frontend.svg import standalone_svg

    board = _read(lambda r: read_board(r, node, game))
    return Drawing(typesetter(tr.lang)(drawing.board_text(board, glyphs=_glyphs(game), tr=tr, game=game)),
                   _typeset(lambda: standalone_svg(board, game, tr.lang, description=render(_("Every space with its name"), tr)), tr))


def _catalogue(node: Node, game: Game, tr: Translator) -> Drawing:
    from generator.frontend.cells import rotations
    from generator.frontend.svg import catalogue_svg

    catalogue = _read(lambda r: read_catalogue(r, node, game))

    def svg() -> str:
        entries = [(render(_("%(piece)s (church)", piece=p.id), tr) if p.church else p.id, p.colour,
                    [cells for _rotation, cells in rotations(p, catalogue.grid)]) for p in catalogue.pieces.values()]
        return catalogue_svg(entries, game, catalogue.grid, tr.lang,
                             render(said(game or ("my-city" if catalogue.grid.kind == "square" else "my-island"),
                                         "%(name)s: every piece in every rotation", name=Named(catalogue.name)), tr))

    return Drawing(typesetter(tr.lang)(drawing.catalogue_text(catalogue, tr, game)), _typeset(svg, tr))


def _campaign(folder: Path, moment: BoardChoice, tr: Translator) -> list[Drawing]:
    checked = campaigns.check(folder)
    if isinstance(checked, campaigns.Failed):
        raise Problems(list(checked.problems))
    campaign, result = checked.campaign, checked.result
    if not result.episodes:
        raise NotDrawn(_("%(folder)s has no episode yet: draw its board file instead", folder=folder))
    first, last = campaign.first_episode, campaign.first_episode + len(result.episodes) - 1
    number = moment.episode if moment.episode is not None else last
    if moment.player is not None:
        names = [moment.player]
    elif first <= number <= last:
        names = [p.name for p in result.episodes[number - first].players]
    else:
        raise NotDrawn(not_logged(first, last, number))
    try:
        states = [board_state(campaign, result, name, number, moment.round) for name in names]
    except NoSuchMoment as err:
        raise NotDrawn(err.args[0]) from None
    return [_state_drawing(campaign, state, tr) for state in states]


def _state_drawing(campaign: Campaign, state: BoardState, tr: Translator) -> Drawing:
    from generator.frontend.svg import Drawn, standalone_svg

    title = _title(campaign, state, tr)

    def svg() -> str:
        pieces = [Drawn(t.cells, t.round, t.colour, render(said(campaign.game, "piece %(card)s, round %(round)s", card=t.card, round=t.round), tr))
                  for t in state.placed]
        summary = _("%(placed)s; %(open)s",
                    placed=said_n(campaign.game, "%(num)s piece placed", "%(num)s pieces placed", len(pieces), num=len(pieces)),
                    open=ngettext("%(num)s open space", "%(num)s open spaces", len(state.open_cells()),
                                  num=len(state.open_cells())))
        return standalone_svg(state.board, campaign.game, tr.lang, pieces, title, render(summary, tr))

    return Drawing(state_text(campaign, state, tr), _typeset(svg, tr))


def _title(campaign: Campaign, state: BoardState, tr: Translator) -> str:
    when = (_("at the start (round 0 of %(rounds)s)", rounds=state.rounds) if state.round == 0
            else _("after round %(n)s of %(rounds)s", n=state.round, rounds=state.rounds))
    if campaign.mode == "eternal":  # a game of its own: no episode, its rules are the Eternal game's
        return render(_("%(player)s's board, game %(n)s, %(when)s", player=state.player, n=state.episode, when=when), tr)
    return render(_("%(player)s's board, episode %(n)s (rules: %(rules)s), %(when)s", player=state.player, n=state.episode,
                    rules=Quoted(render(state.ruleset, tr)), when=when), tr)


def state_text(campaign: Campaign, state: BoardState, tr: Translator = ENGLISH) -> str:
    """The board as it stands, then its pieces, its changes since the printed board and its open spaces,
    set as the reader's language sets them; a group's notes are theirs, in whatever language they wrote
    them: never set in French (« Cangrejo: desde » stays as written)."""
    notes: list[str] = []
    text = typesetter(tr.lang)(_state_text(campaign, state, tr, notes))
    return _NOTE.sub(lambda found: notes[int(found[1])], text)


_NOTE = re.compile("\ue000([0-9]+)\ue001")
"""Where a group's note stands while the text is set."""


def _state_text(campaign: Campaign, state: BoardState, tr: Translator, notes: list[str]) -> str:
    grid = state.board.grid
    lines = [_title(campaign, state, tr), "", drawing.board_text(state.board, {c: s or "" for c, s in state.covered.items()},
                                                       _glyphs(campaign.game), tr, campaign.game), ""]
    lines.append(render(said(campaign.game, "pieces placed (%(n)s), shown by symbol or colour in capitals:", n=len(state.placed))
                        if state.placed else said(campaign.game, "no piece placed yet"), tr))
    for turn in state.placed:
        cells = " ".join(grid.name(c) for c in sorted(turn.cells, key=grid.to_map))
        lines.append("  " + render(_("round %(n)s card %(card)s %(text)s covers %(cells)s", n=f"{turn.round:<3}",
                                     card=f"{turn.card:<10}", text=f"{turn.text:<8}", cells=cells), tr))
    if state.history:
        lines.append(render(_("board changes from earlier episodes (LG-12):"), tr))
        for past in state.history:
            described = "; ".join(_change(grid.name, c, campaign, notes, tr) for c in past.changes)
            lines.append("  " + render(_("after episode %(n)s (%(player)s): %(changes)s", n=past.episode,
                                         player=past.player, changes=described), tr))
    open_cells = state.open_cells()
    lines.append(render(said_n(
        campaign.game,
        "open: %(n)s space where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s",
        "open: %(n)s spaces where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s",
        len(open_cells), n=len(open_cells), rules=state.ruleset, rows=" ".join(map(str, state.open_rows))), tr))
    lines.append("  " + (" ".join(grid.name(c) for c in open_cells) or render(_("none"), tr)))
    return "\n".join(lines)


def _glyphs(game: Game | None) -> dict[str, str]:
    """How the text drawing marks a group's own features: the glyph its vocabulary gives them."""
    return {f: t.glyph for f, t in game.features.items() if t.glyph} if game else {}


def _change(name: Callable[[Cell], str], change: BoardChange, campaign: Campaign, notes: list[str], tr: Translator) -> str:
    """A change in words; a note is the group's own, in the campaign's language, said to be in it as `score` says it
    of an adjustment's reason (« … » (en espagnol))."""
    if change.note is not None:
        notes.append(change.note)
        return note_said(f"\ue000{len(notes) - 1}\ue001", campaign.language, tr)  # the note put back as written
    return render(what_changed(change, campaign.game, name), tr)  # as table mode's end of an episode says it
