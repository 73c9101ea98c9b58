"""Each round's best alternative, and the episode's analysis per player (issue 32, parts 1 and 2)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from generator.analysis.cache import Cache
from generator.analysis.ceiling import Ceiling, Counting, Settled
from generator.analysis.counted_end import valuing
from generator.analysis.placed import Placed
from generator.analysis.results import Act, EpisodeAnalysis, PlanStep, PlayerAnalysis, RoundAnalysis
from generator.analysis.search import BEAM, EXHAUSTIVE, Line, best_line, stop_after
from generator.model import Campaign
from generator.rules.placement import Placement
from generator.rules.results import CampaignResult, EpisodeResult
from generator.rules.solo import Logged, Move, Position, Solo

STEP = 1
"""What a try's ceiling usually falls by at most in one round (part 1's ceilings, measured on the demo)."""


class NotAnalysable(ValueError):
    """The question has no answer: the episode is not in the log or not over, or the player is not in it.

    `args[0]` says which ('no-episode', 'not-over', 'no-player'); `args[1]` holds the values to say it with."""


def analyse_episode(campaign: Campaign, result: CampaignResult, number: int, players: Sequence[str] = (),
                    width: int = BEAM, exhaustive: int = EXHAUSTIVE, cache: Cache | None = None) -> EpisodeAnalysis:
    """The coach's analysis of episode `number` for `players` (every player when empty), in seat order.

    `width` is the beam's (the positions kept each round once the search cannot keep them all) and
    `exhaustive` the number of distinct positions a round may hold before the search narrows to it;
    with a `cache`, a player's analysis is read back when nothing it depends on changed."""
    episode = _episode(result, number)
    names = [p.name for p in episode.players]
    unknown = [name for name in players if name not in names]
    if unknown:
        raise NotAnalysable("no-player", {"player": unknown[0], "players": names, "episode": number})
    found = []
    for solo, key in _solos(campaign, result, episode, players, width, exhaustive, cache):
        analysis = cache.get(key, solo) if cache else None
        if analysis is None:
            analysis = analyse_player(solo, width, exhaustive)
            if cache:
                cache.put(key, analysis)
        found.append(analysis)
    return EpisodeAnalysis(campaign.slug, number, tuple(found))


def analyse_campaign(campaign: Campaign, result: CampaignResult, width: int = BEAM, exhaustive: int = EXHAUSTIVE,
                     cache: Cache | None = None) -> list[EpisodeAnalysis]:
    """The analysis of every finished episode of a campaign, in order (the last is left out while it is played)."""
    return [analyse_episode(campaign, result, e.episode.number, (), width, exhaustive, cache) for e in result.episodes if e.complete]


def unanalysed(campaign: Campaign, result: CampaignResult, cache: Cache, width: int = BEAM,
               exhaustive: int = EXHAUSTIVE) -> list[int]:
    """The finished episodes whose analyses `cache` lacks, looked for from the last back to the first whose
    analyses are all kept: an edit changes the digests of its episode's analyses and of every later episode's
    (they begin from it), so these are what a build must analyse after one, or on its first run."""
    missing: list[int] = []
    for played in reversed([e for e in result.episodes if e.complete]):
        if all(cache.has(key) for _solo, key in _solos(campaign, result, played, (), width, exhaustive, cache)):
            break
        missing.append(played.episode.number)
    return missing[::-1]


def _solos(campaign: Campaign, result: CampaignResult, episode: EpisodeResult, players: Sequence[str], width: int,
           exhaustive: int, cache: Cache | None) -> Iterator[tuple[Solo, str]]:
    """Each player of `episode` (those of `players` where given) in seat order, to be played again alone, with
    the key of their analysis in `cache` ('' without one); the log played once for every player."""
    number = episode.episode.number
    races = frozenset().union(*(e.races_won for e in result.episodes if e.episode.number < number))
    logged = Logged(episode, campaign.game, campaign.catalogue, races)
    for name in (p.name for p in episode.players if not players or p.name in players):
        solo = Solo(episode, campaign.game, campaign.catalogue, name, races, logged)
        yield solo, cache.key(solo, races, width, exhaustive, campaign.game, campaign.catalogue) if cache else ""


def best_scores(analyses: Sequence[EpisodeAnalysis]) -> dict[tuple[int, str], int]:
    """(episode, player's name in the log) -> the best score possible with the cards that came: what the
    record (generator/record) counts as points left on the table."""
    return {(a.episode, p.name): p.best for a in analyses for p in a.players}


def _episode(result: CampaignResult, number: int) -> EpisodeResult:
    found = next((e for e in result.episodes if e.episode.number == number), None)
    if found is None:
        numbers = [e.episode.number for e in result.episodes]
        raise NotAnalysable("no-episode", {"episode": number, "first": min(numbers, default=0), "last": max(numbers, default=0)})
    if not found.complete:  # the last episode while it is played: no end scoring yet
        raise NotAnalysable("not-over", {"episode": number})
    return found


def analyse_player(solo: Solo, width: int = BEAM, exhaustive: int = EXHAUSTIVE) -> PlayerAnalysis:
    """One player's analysis: each round's best alternative, then the best in hindsight and its plan."""
    grid = solo.grid
    played_line = _as_played(solo)
    played = played_line.score
    placed = Placed(solo.ruleset.immediate)  # what a placement scores, shared by part 1 and the search
    rounds, lines = _rounds(solo, played, played_line, placed)
    best, searched = best_line(solo, [Line(played, played_line), *lines], width, exhaustive, placed)
    plan = tuple(PlanStep(number, Act.of(move, grid)) for number, move in best.position.moves) + stop_after(solo, best.position)
    return PlayerAnalysis(solo.name, played, best.value, searched, plan, tuple(rounds), played_line.items, best.position.items)


def rounds_of(solo: Solo) -> list[RoundAnalysis]:
    """Each round's best alternative alone (part 1, without the search)."""
    played_line = _as_played(solo)
    return _rounds(solo, played_line.score, played_line)[0]


def _as_played(solo: Solo) -> Position:
    """The player's episode as logged, scored to its end."""
    line = solo.start()
    solo.play_out(line)
    solo.finish(line)
    return line


def _rounds(solo: Solo, played: int, played_line: Position, placed: Placed | None = None) -> tuple[list[RoundAnalysis], list[Line]]:
    """Each round's best alternative (the logged action when none does better), and the line each
    best alternative makes (a full episode, as candidates for the search)."""
    pos = solo.start()
    solo.ending(pos)  # what the end works out of the board (its largest groups) each try keeps up to date
    placed = Placed(solo.ruleset.immediate) if placed is None else placed
    ceiling, valued, counting = Ceiling(solo, played_line, placed), valuing(solo), Counting(solo, placed)
    rounds, lines = [], []
    while not solo.over(pos):
        rnd = solo.round(pos)
        logged = solo.logged(pos)
        choices = solo.choices(pos)
        best, best_value, best_line_ = logged, played, played_line
        for move in choices:
            if _same(move, logged):
                continue
            settled = Settled()  # what its ceilings find that its play-out does not change
            room = ceiling.after(pos, move, best_value, settled) if ceiling.known else None
            if room is not None and room <= 0:
                continue  # it cannot end above the best found: not played at all
            trial = solo.branch(pos)
            (counting.play if counting.known else solo.play)(trial, move)
            if not _played_out(solo, trial, ceiling, best_value, counting, room, settled):
                continue  # it cannot end above the best found, which only a higher value replaces
            value = valued(trial)  # its value alone: only the best is finished, for its items
            if value > best_value:  # the earliest in reading order among equals; the logged one first of all
                if counting.known:  # played again in full, for its items
                    trial = solo.branch(pos)
                    solo.play(trial, move)
                    solo.play_out(trial)
                solo.finish(trial)
                best, best_value, best_line_ = move, value, trial
        if best_line_ is not played_line:
            lines.append(Line(best_value, best_line_))
        forced = tuple((r, move) for r, move in best_line_.forced if r > rnd.number)
        rounds.append(RoundAnalysis(rnd.number, rnd.card, Act.of(logged, solo.grid), played, Act.of(best, solo.grid),
                                    best_value, len(choices), forced, best_line_.items))
        solo.play_logged(pos)
    return rounds, lines


def _played_out(solo: Solo, trial: Position, ceiling: Ceiling, best: int, counting: Counting, room: int | None,
                settled: Settled | None = None) -> bool:
    """Play the rest of `trial` as logged (counted where the ruleset allows: then good for its value alone);
    False, stopping early, once it can no longer end above `best` (where the ruleset's ceiling is known).
    The ceiling seldom falls by more than STEP a round: where it leaves room, it is looked at again only
    after the rounds that room allows (a try played a round further than needed ends the same), the first
    time after those its move's ceiling (`room`, Ceiling.after) allowed; `settled`: what that ceiling found,
    which the later ones take on."""
    play = counting.play_logged if counting.known else solo.play_logged
    if not ceiling.known:
        while not solo.over(trial):
            play(trial)
        return True
    wait = 0 if room is None else (room - 1) // STEP
    while not solo.over(trial):
        if wait:
            wait -= 1
        else:
            room = ceiling.room(trial, best, settled)
            if room <= 0:
                return False
            wait = (room - 1) // STEP
        play(trial)
    return True


def _same(a: Move, b: Move) -> bool:
    """The same action: placements that cover the same spaces with the same symbols (a symmetric piece
    lands the same way in two rotations)."""
    if isinstance(a, Placement) and isinstance(b, Placement):
        return a.cells == b.cells
    return a == b
