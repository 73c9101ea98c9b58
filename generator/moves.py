"""The legal placements of a card for one player, now, in an episode being played."""

from __future__ import annotations

from dataclasses import dataclass

from generator.model import Campaign
from generator.rules.island import Island
from generator.rules.placement import Placement, legal_placements
from generator.rules.results import CampaignResult, PlayerEpisode


class NoMoves(ValueError):
    """The question has no answer: unknown episode, player or card, or a player who stopped."""


@dataclass(frozen=True, slots=True)
class Options:
    placements: list[Placement]
    token: int
    can_pass: bool
    must_build: bool


def island_now(player: PlayerEpisode, campaign: Campaign) -> Island:
    """The player's board with every piece placed so far this episode."""
    island = Island(player.board)
    for turn in player.turns:
        if turn.action == "place":
            island.place(campaign.catalogue.pieces[turn.card], dict(turn.cells))
    return island


def options(campaign: Campaign, result: CampaignResult, episode: int, player: str, card: str) -> Options:
    found = [e for e in result.episodes if e.episode.number == episode]
    if not found:
        raise NoMoves(f"the campaign has episodes 1 to {len(result.episodes)}; "
                      "log the first round of a new episode with 'chronicle add'")
    e = found[0]
    names = [p.name for p in e.players]
    me = next((p for p in e.players if p.name == player), None)
    if me is None:
        raise NoMoves(f"unknown player '{player}' in episode {episode}; players: {', '.join(names)}")
    if me.stopped is not None:
        raise NoMoves(f"{player} ended participation in round {me.stopped} (LG-05)")
    piece = campaign.catalogue.pieces.get(card)
    if piece is None:
        raise NoMoves(f"unknown card '{card}'; the catalogue has {', '.join(campaign.catalogue.pieces)}")
    revealed = {r.card for r in e.episode.rounds} | {r.blocked for r in e.episode.rounds if r.blocked}
    if card in revealed:
        raise NoMoves(f"card {card} was already revealed in episode {episode} (LG-02)")
    island = island_now(me, campaign)
    ruleset = e.episode.ruleset
    placements = legal_placements(island, piece, ruleset, first=island.placements == 0)
    must = piece.church and "church" in ruleset.must_build
    return Options(placements, me.token, can_pass=me.token > 0 and not must, must_build=must)
