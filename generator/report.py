"""Score reports of a replayed campaign: a table for people and JSON for machines."""

from __future__ import annotations

from typing import Any

from generator.explain import reason
from generator.model import Campaign, Game
from generator.rules.results import CampaignResult, EpisodeResult, Item


def as_json(campaign: Campaign, result: CampaignResult, episode: int | None = None) -> dict[str, Any]:
    """The `score --json` object of DESIGN.md, with a few extra keys."""
    return {
        "campaign": campaign.slug,
        "title": campaign.title,
        "game": campaign.game.id,
        "mode": campaign.mode,
        "episodes": [_episode_json(campaign, e) for e in _chosen(result, episode)],
        "standings": [{"name": s.name, "circles": s.circles, "rank": s.rank, "wins": s.wins} for s in result.standings],
    }


def _chosen(result: CampaignResult, episode: int | None) -> list[EpisodeResult]:
    return [e for e in result.episodes if episode is None or e.episode.number == episode]


def _episode_json(campaign: Campaign, e: EpisodeResult) -> dict[str, Any]:
    return {
        "episode": e.episode.number,
        "rules": e.episode.ruleset.id,
        "complete": e.complete,
        "players": [{
            "name": p.name, "token": p.token, "debt": p.debt, "rank": p.rank, "circles": p.circles,
            "cap_circle": p.cap_circle, "passes": p.passes, "stopped_round": p.stopped,
            "debt_before": p.debt_before, "open_rows": list(p.open_rows),
            "items": [{"round": i.round, "points": i.points, "rule": i.rule, "reason": reason(i, campaign.game)}
                      for i in p.items],
        } for p in e.players],
    }


def as_text(campaign: Campaign, result: CampaignResult, episode: int | None = None) -> str:
    """A score sheet per episode: every point with its round, rule and reason; then standings."""
    lines = [f"{campaign.title} ({campaign.game.names['en']}, {campaign.mode})"]
    for e in _chosen(result, episode):
        ep = e.episode
        date = f", {ep.date.isoformat()}" if ep.date else ""
        status = "" if e.complete else "  [in progress: no end scoring yet]"
        lines += ["", f"Episode {ep.number} (rules: {ep.ruleset.names['en']}){date}{status}"]
        for p in sorted(e.players, key=lambda p: (p.rank or 99, p.seat)):
            rank = f"rank {p.rank}" if p.rank else "rank -"
            extra = "".join([f", debt {p.debt}" if p.debt else "", " (cap circle)" if p.cap_circle else ""])
            lines.append(f"  {p.name:<12} token {p.token:>3}  {rank}  circles {p.circles}{extra}")
            if p.rank and e.tied(p):
                lines.append(f"      {'':>9}  tied on {p.token}: open spaces per row, top first: "
                             f"{' '.join(map(str, p.open_rows))} (LG-11)")
            if p.debt_before:
                lines.append(f"      {'':>9}  debt {p.debt_before} carried from the previous episode")
            lines += [_item_line(i, campaign.game) for i in p.items]
    legacy = campaign.mode == "legacy"
    lines += ["", "Standings (progress circles)" if legacy else "Standings (games won)"]
    for s in result.standings:
        lines.append(f"  {s.rank}. {s.name:<12} {s.circles if legacy else s.wins}")
    return "\n".join(lines)


def _item_line(item: Item, game: Game) -> str:
    when = f"round {item.round}" if item.round is not None else "end"
    return f"      {when:>9} {item.points:+4d}  {item.rule:<7} {reason(item, game)}"


def round_text(campaign: Campaign, e: EpisodeResult, number: int) -> str:
    """What round `number` scored, per player, worded as the score sheet; then the end, if it came."""
    rnd = e.episode.rounds[number - 1]
    if rnd.card == "block":
        return f"  card {rnd.blocked} is set aside unbuilt; nobody acts on the blocking card (MC-E03)"
    lines = []
    for p in e.players:
        items = [i for i in p.items if i.round == number]
        token = campaign.game.start + sum(i.points for i in p.items if i.round is not None and i.round <= number)
        turn = next((t for t in p.turns if t.round == number), None)
        did = f"  ({turn.text})" if turn else "  (ended participation earlier)"
        lines.append(f"  {p.name:<12} token {token:>3}{did}{'' if items else '  no points'}")
        lines += [_item_line(i, campaign.game) for i in items]
    if e.complete:
        lines.append("  the episode is over: end scoring and ranks (LG-06)")
        for p in sorted(e.players, key=lambda p: (p.rank or 99, p.seat)):
            lines.append(f"  {p.name:<12} token {p.token:>3}  rank {p.rank or '-'}  circles {p.circles}")
            lines += [_item_line(i, campaign.game) for i in p.items if i.round is None]
    return "\n".join(lines)
