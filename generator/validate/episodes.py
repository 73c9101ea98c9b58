"""Validate a campaign's episode logs: the files in order, each episode's number, date, notes, ruleset,
rounds, adjustments and board changes."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from pathlib import Path

from generator.base.records import NamedTuple
from generator.load.nodes import Node, display_path, load_file
from generator.model import Adjustment, Episode, Pos
from generator.problems import Problems
from generator.validate import combination
from generator.validate.board_changes import read_board_changes
from generator.validate.components import stays_inside
from generator.validate.context import Context, player, unknown_player
from generator.validate.paths import Refused, listing
from generator.validate.rounds import read_rounds
from generator.validate.rulesets import episode_ruleset
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader, describe
from generator.words.i18n import _, listed


class Log(NamedTuple):
    """The episode files of a campaign, read in order up to some file: what reading the rest needs."""

    files: tuple[Path, ...]
    """Every episode file, in name order (drafts included)."""
    episodes: tuple[Episode, ...]
    """The episodes read so far."""
    at: Mapping[Path, Pos]
    """Where each file says which episode it is: its `episode:` line once read, else its start."""


def read_episodes(r: Reader, ctx: Context, keep: Callable[[Log], None] | None = None) -> list[Episode]:
    """Every episode, in file order; `keep` is told the log as it stands before its last file is read
    (with `r` and `ctx` as they stand then), which `read_last` reads again alone (table mode's writes)."""
    try:
        listed = listing(ctx.folder / "episodes", ctx.folder)
    except Refused as err:
        r.error(Pos(display_path(ctx.folder / "episodes"), 1, 1), _("chronicle does not read this folder: %(reason)s",
                                                                     reason=err.args[0]))
        listed = []
    files = sorted({*listed, *ctx.drafts})
    if files and ctx.first > 1 and files[0].stem.isdigit() and int(files[0].stem) != ctx.first:
        r.warn(Pos(display_path(files[0]), 1, 1), _("the log starts at episode %(n)s (campaign.yaml's start), so this file "
                                                   "is episode %(n)s; name it %(name)s", n=ctx.first, name=f"{ctx.first:02d}.yaml"))
    episodes: list[Episode] = []
    at = {path: Pos(display_path(path), 1, 1) for path in files}
    for number, path in enumerate(files, ctx.first):
        if keep is not None and path == files[-1]:
            keep(Log(tuple(files), tuple(episodes), dict(at)))
        if not _read_file(r, ctx, path, number, episodes, at, listed=True):
            break  # what the missing episodes did (boards, debts, players) is not known: the rest cannot be checked
    _past_the_last(r, ctx, files, at)
    return episodes


def read_last(r: Reader, ctx: Context, log: Log) -> list[Episode]:
    """The episodes of `log` and its last file read again, with `r` and `ctx` as they stood before it
    was first read: what `read_episodes` finds, without reading the files before it again."""
    episodes, at = list(log.episodes), dict(log.at)
    _read_file(r, ctx, log.files[-1], ctx.first + len(log.files) - 1, episodes, at)
    _past_the_last(r, ctx, list(log.files), at)
    return episodes


def _read_file(r: Reader, ctx: Context, path: Path, number: int, episodes: list[Episode], at: dict[Path, Pos],
               listed: bool = False) -> bool:
    """Read the file of episode `number` into `episodes`; False when it says the files before it are missing.
    `listed`: the folder's listing has just found it (read_last's file was found long ago: resolved again)."""
    if path not in ctx.drafts and not stays_inside(r, path, ctx.folder, listed=listed):
        return True
    try:
        node = load_file(path, ctx.drafts.get(path), at[path].file)
    except Problems as err:
        r.problems.extend(err.problems)
        return True
    at[path] = node.keys.get("episode", at[path])
    if _missing_before(r, node, number):
        return False
    episode = _read_episode(r, node, ctx, number)
    if episode is not None:
        episodes.append(episode)
    return True


def _past_the_last(r: Reader, ctx: Context, files: list[Path], at: Mapping[Path, Pos]) -> None:
    if ctx.mode == "legacy" and ctx.first + len(files) - 1 > 24:
        r.error(at[files[24 - ctx.first + 1]], _("a legacy campaign has 24 episodes; this is a 25th"), "LG-13")


def _missing_before(r: Reader, node: Node, expected: int) -> bool:
    """Whether the files of the episodes before this one are missing: its name and its `episode:` agree
    on a later episode than its place among the files ("04.yaml" says 4 but is the third file). A
    name and a number that disagree are a slip in one of them, said by _read_episode."""
    said = node.get("episode")
    if said is None or not isinstance(said.value, int) or isinstance(said.value, bool) or said.value <= expected \
            or Path(said.pos.file).stem.lstrip("0") != str(said.value):
        return False
    number = said.value
    if number == expected + 1:
        r.error(said.pos, _("the file of episode %(first)s is missing: the next file in name order says `episode: %(number)s`; "
                            "episodes from %(first)s on are checked once it is added", first=expected, number=number))
    else:
        r.error(said.pos, _("the files of episodes %(episodes)s are missing: the next file in name order says "
                            "`episode: %(number)s`; episodes from %(first)s on are checked once they are added",
                            first=expected, episodes=listed(range(expected, number)), number=number))
    return True


def _read_episode(r: Reader, node: Node, ctx: Context, expected: int) -> Episode | None:
    f = r.keys(node, _("episode"), keys.EPISODE)
    if f is None or not set(keys.EPISODE.required) <= f.keys():
        return None
    number = r.integer(f["episode"], _("episode number"), 1)
    if number is not None and number != expected:  # its place among the files, not its name, gives `expected`
        r.error(f["episode"].pos, _("counting the episode files in name order, this one should be episode %(expected)s, but it "
                                    "says episode %(number)s", expected=expected, number=number))
    number = expected
    chosen = episode_ruleset(r, f["rules"], ctx)
    if chosen is not None:
        combination.check(r, chosen, ctx.table, ctx.sets, number)
    ruleset = chosen.ruleset if chosen is not None else None
    players = [seat.name_at(number) for seat in ctx.seats]
    with r.about(episode=number):
        rounds = read_rounds(r, f["rounds"], ctx, players, number, ruleset.deck if ruleset else None)
        adjustments = r.each(f["adjustments"], "adjustments", lambda n: _adjustment(r, n, players, ctx.game.cap)) if "adjustments" in f else []
        changes = read_board_changes(r, f["board_changes"], ctx, players, number) if "board_changes" in f else {}
        tiebreak = _tiebreak(r, f["tiebreak"], players, ctx, number) if "tiebreak" in f else []
    ctx.table.learn(c for player_changes in changes.values() for c in player_changes)
    for name, made in changes.items():
        ctx.change(players.index(name), made)
    day = _episode_date(r, f["date"]) if "date" in f else None
    notes = (r.text(f["notes"], "notes") or "") if "notes" in f else ""
    _check_notes(r, f.get("notes"), notes)
    if ruleset is None:
        return None
    return Episode(number, day, ruleset, tuple(rounds), tuple(adjustments), changes, tuple(tiebreak), notes,
                   Pos(node.pos.file, _last_line(node), 1), f["tiebreak"].pos if "tiebreak" in f else None)


def _episode_date(r: Reader, node: Node) -> date | None:
    """The day the episode was played, as YAML reads YYYY-MM-DD."""
    if node.value is not None and not isinstance(node.value, date):
        r.error(node.pos, _("date must be written YYYY-MM-DD, not %(value)s", value=describe(node)))
        return None
    day: date | None = node.value
    return day


def _check_notes(r: Reader, node: Node | None, notes: str) -> None:
    """Notes Markdown would take long to lay out: refused past bounds.MAX_CHARS characters, else shown as
    plain text (generator/notes/bounds.py), said at the line that goes past the bounds."""
    if node is None:  # no notes: the bounds' patterns are not even compiled (imported here, for a log that has some)
        return
    from generator.notes import bounds

    found = bounds.excess(notes)
    if found is None:
        return
    if len(notes) > bounds.MAX_CHARS:
        r.error(node.pos, found.message)
        return
    at = Pos(node.pos.file, node.pos.line + 1 + found.line, node.indent + found.column) if node.block else node.pos
    r.warn(at, _("%(why)s: these notes are shown as plain text", why=found.message))


def _tiebreak(r: Reader, node: Node, players: list[str], ctx: Context, number: int) -> list[str]:
    """The table's order of tied players, best first (C-2): each written once, else the order says nothing
    (`[Ana, Ana]` has as many names as a tie of two and would rank Ana twice, her partner nowhere)."""
    seen: set[str] = set()

    def once(n: Node) -> str | None:
        name = player(r, n, players, ctx, number)
        if name in seen:
            r.error(n.pos, _("tiebreak names %(name)s twice; write each tied player once, best first", name=name), "C-2")
            return None
        if name:
            seen.add(name)
        return name

    return r.each(node, "tiebreak", once)


def _last_line(node: Node) -> int:
    """The line of an episode's last round: where a missing round would be written."""
    rounds = node.get("rounds")
    if rounds is not None and rounds.is_list and rounds.value:
        last: Node = rounds.value[-1]
        return last.pos.line
    return node.pos.line


def _adjustment(r: Reader, node: Node, players: list[str], cap: int) -> Adjustment | None:
    """A manual adjustment; at most the whole track (the game's cap) either way, as any move of a token."""
    f = r.keys(node, _("adjustment"), keys.ADJUSTMENT)
    if f is None or not set(keys.ADJUSTMENT.required) <= f.keys():
        return None
    name = r.word(f["player"], _("player"))
    if name not in players:
        r.error(f["player"].pos, unknown_player(name or "", players))
        return None
    points, reason = r.integer(f["points"], "points", -cap, cap), r.text(f["reason"], "reason")
    if points is None or reason is None:
        return None
    return Adjustment(name, points, reason, node.pos)
