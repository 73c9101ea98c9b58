"""The coach's analysis in words, for `chronicle analyse`: per player, what was played and what was possible,
the rounds that left points and why, and the plan of the best in hindsight."""

from __future__ import annotations

from generator.analysis import Act, EpisodeAnalysis, PlayerAnalysis, RoundAnalysis, difference
from generator.model import Campaign, Game
from generator.report.explain import reason
from generator.rules.results import Item
from generator.words.editions import said
from generator.words.formats import signed
from generator.words.i18n import Message, Translator, _, ngettext, render
from generator.words.typography import typesetter


def as_text(campaign: Campaign, analysis: EpisodeAnalysis, tr: Translator) -> str:
    """Every analysed player's summary, the rounds that left points, and the plan of the best."""
    game = campaign.game
    # mid-sentence, so "episode 3", never the heading's "Episode 3"
    episode = render(_("game %(n)s", n=analysis.episode) if campaign.mode == "eternal"
                     else _("episode %(n)s", n=analysis.episode), tr)
    lines = [render(_("What could have been done: %(title)s, %(episode)s", title=campaign.title, episode=episode), tr)]
    for player in analysis.players:
        lines += ["", *player_lines(player, game, tr)]
    return typesetter(tr.lang)("\n".join(lines))


def player_lines(player: PlayerAnalysis, game: Game, tr: Translator) -> list[str]:
    """A player's summary line, then each round that left points, then the plan."""
    lines = [render(summary(player), tr)]
    costly = [r for r in player.rounds if r.lost > 0]
    lines += [f"  {round_line(r, player, game, tr)}" for r in costly]
    if not costly:
        lines.append("  " + render(_("no single round could have done better with the rest as played"), tr))
    if player.best > player.played:
        plan = ", ".join(render(_("round %(round)s %(action)s", round=step.round, action=shown(step.action, game, tr)), tr)
                         for step in player.plan)
        lines.append("  " + render(_("best in hindsight, %(n)s: %(plan)s", n=player.best, plan=plan), tr))
    return lines


def summary(player: PlayerAnalysis) -> Message:
    """'Ana: 18 as played, 22 possible with the cards that came (accuracy 82%, exhaustive search)'."""
    if player.searched == "exhaustive":
        searched = _("exhaustive search")
    else:
        width = int(player.searched.split()[-1])
        searched = ngettext("beam search keeping %(n)s position per round", "beam search keeping %(n)s positions per round",
                            width, n=width)
    return _("%(name)s: %(played)s as played, %(best)s possible with the cards that came (accuracy %(percent)s%%, %(searched)s)",
             name=player.name, played=player.played, best=player.best, percent=round(player.accuracy * 100), searched=searched)


def round_line(r: RoundAnalysis, player: PlayerAnalysis, game: Game, tr: Translator) -> str:
    """'round 14: C5 r2 instead of B2 r0 would have made 4 more points: ...', with what the points were
    and the later placements that no longer fitted."""
    head = ngettext("round %(round)s: %(better)s instead of %(played)s would have made %(n)s more point",
                    "round %(round)s: %(better)s instead of %(played)s would have made %(n)s more points", r.lost,
                    round=r.round, better=instead(r.best_action, game, tr), played=instead(r.action, game, tr), n=r.lost)
    line = render(head, tr)
    gained, lost = because(player.items, r.best_items, game, tr)
    if gained:
        line += ": " + gained
    if lost:  # after a semicolon, never a second colon: "1 more point; as played: passed (−1)"
        line += "; " + render(_("as played: %(lost)s", lost=lost), tr)
    for number, move in r.forced:
        line += "; " + render(forced(number, move, game), tr)
    return line


def because(played: tuple[Item, ...], better: tuple[Item, ...], game: Game, tr: Translator) -> tuple[str, str]:
    """What the better line scores that the played one does not, and what the played one scored instead."""
    gained, lost = difference(played, better)
    return _items(gained, game, tr), _items(lost, game, tr)


def _items(items: list[Item], game: Game, tr: Translator) -> str:
    """Items with their points, the same reason said once with its count: '3 × passed (−3)'."""
    counted: dict[str, list[int]] = {}
    for item in items:
        counted.setdefault(reason(item, game, tr), []).append(item.points)
    return ", ".join(f"{len(points)} × {text} ({signed(sum(points))})" if len(points) > 1 else f"{text} ({signed(points[0])})"
                     for text, points in counted.items())


def forced(number: int, move: str, game: Game) -> Message:
    """Why a later round was played otherwise: its logged placement no longer fits (a pass, or LG-04's stop)."""
    if move == "stop":
        return said(game, "then the placement logged in round %(n)s no longer fits and a pass is not allowed: the rules "
                          "force the end of participation (LG-04)", n=number)
    return said(game, "then the placement logged in round %(n)s no longer fits, and the rules force a pass", n=number)


def instead(act: Act, game: Game, tr: Translator) -> str:
    """An action as the subject of "... instead of ... would have made": a placement as a log reads it, a
    pass or a stop as a verb ("mettre fin à sa participation au lieu de passer")."""
    if act.kind == "stop":
        return render(said(game, "stopping"), tr)
    if act.kind == "pass":
        return render(_("passing"), tr)
    return shown(act, game, tr)


def shown(act: Act, game: Game, tr: Translator) -> str:
    """An action as a log reads it ('C5 r2'), a pass or a stop in the reader's words."""
    if act.kind == "place":
        anchor, rotation = act.text.rsplit("r", 1)
        return f"{anchor} r{rotation}"
    if act.kind == "stop":
        return render(said(game, "stop"), tr)
    return render(_("pass"), tr)
