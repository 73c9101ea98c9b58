"""The legal placements of a card for one player, now, in an episode being played."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from generator import campaigns
from generator.editing.episodes import episode_files, first_episode, next_episode
from generator.model import Campaign, Game
from generator.problems.findings import message
from generator.rules.deck import BLOCK, not_dealt
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement
from generator.rules.results import CampaignResult, EpisodeResult, PlayerEpisode
from generator.rules.token import Token
from generator.rules.turn import pass_refusal
from generator.words.held import not_held
from generator.words.i18n import Message, _, listed, pgettext
from generator.words.matching import Ambiguous, match


class NoMoves(ValueError):
    """The question has no answer: unknown episode, player or card, or a player who stopped."""


class NotNow(NoMoves):
    """The question is well put, but the game says no: the player stopped, the card was revealed."""


@dataclass(frozen=True, slots=True)
class Options:
    placements: list[Placement]
    token: int
    can_pass: bool
    must_build: bool
    player: str
    """The player's name as the campaign spells it."""
    card: str
    debt: int = 0
    notes: tuple[Message, ...] = ()
    """How typed names were matched: "matched player 'ines' to Inés"."""
    pass_refused: str | None = None
    """Why passing is not allowed now (generator.rules.turn.pass_refusal), or None."""
    lacking: bool = False
    """The player's set has no piece for this card (LG-12): they pass, at no cost unless the ruleset says otherwise."""
    colour: str | None = None
    """The building's colour (My City)."""


def campaign_for(folder: Path, episode: int, rules: object = None) -> campaigns.Checked:
    """The campaign as a question about `episode` sees it.

    When `episode` is the next one, it is begun with no rounds: each player's board as the
    earlier episodes left it, the token on the game's start and the debt carried (LG-08),
    under `rules` or the ruleset carried over (see editing.next_episode).
    """
    folder = folder.resolve()
    if episode == first_episode(folder) + len(episode_files(folder)):
        path, text = next_episode(folder, rules)
        return campaigns.check(folder, {path: text})
    return campaigns.check(folder)


def island_now(player: PlayerEpisode, campaign: Campaign) -> Island:
    """The player's board with every piece placed so far this episode."""
    island = Island(player.board)
    for turn in player.turns:
        if turn.action == "place":
            island.place((player.pieces or campaign.catalogue).pieces[turn.card], dict(turn.cells))
    return island


def _episode(campaign: Campaign, result: CampaignResult, episode: int) -> EpisodeResult:
    """The episode of that number; NoMoves, naming the episodes the log holds, when it has none."""
    found = [e for e in result.episodes if e.episode.number == episode]
    if found:
        return found[0]
    first = campaign.first_episode
    raise NoMoves(not_held(episode, first, first + len(result.episodes) - 1, says_next=True))


def _stopped(campaign: Campaign, player: str, stopped: int) -> Message:
    """That the player has stopped (LG-05), in the words of the campaign's game."""
    if campaign.game.id == "my-city":
        return pgettext("my-city", "%(name)s ended participation in round %(n)s (LG-05)", name=player, n=stopped)
    return pgettext("my-island", "%(name)s ended participation in round %(n)s (LG-05)", name=player, n=stopped)


def undealt(card: str, deck: Sequence[str], game: Game) -> Message | None:
    """Why `card` cannot come in an episode that deals `deck`, with its rule, in the game's words («… (LG-02)»);
    None when it can. rules/deck.not_dealt's answer, the replay's own test of a logged round's card, said as
    `check` and `add` say it: `moves` and table mode's card refuse by it."""
    refused = not_dealt(card, deck)
    return None if refused is None else _("%(reason)s (%(rule)s)", reason=message(refused[0], game), rule=refused[1])


def _refuse_undealt(campaign: Campaign, deck: tuple[str, ...], card: str, known: bool) -> None:
    """Raise what `add` meets for a card this episode cannot deal: a card of no catalogue, a card the deck does
    not deal, the blocking card too (undealt: LG-02, in the game's words); and for the blocking card a deck
    deals, that it leaves nothing to do (MC-E03: nobody builds the card it blocks)."""
    if card != BLOCK and not known:
        dealt = [c for c in deck if c != BLOCK]
        raise NoMoves(_("unknown card '%(card)s'%(hint)s; this episode deals %(cards)s", card=card, hint="", cards=listed(dealt)))
    refused = undealt(card, deck, campaign.game)
    if refused:
        raise NotNow(refused)
    if card == BLOCK:  # no piece to place, whatever the deck
        raise NotNow(_("%(reason)s (%(rule)s)", rule="MC-E03",
                       reason=_("nobody acts on the blocking card: the blocked building is set aside at no cost")))


def options(campaign: Campaign, result: CampaignResult, episode: int, player: str, card: str) -> Options:
    """What `player` may do with `card` now; names match without case or accents (see matching)."""
    e = _episode(campaign, result, episode)
    names = [p.name for p in e.players]
    try:
        player, player_note = match(player, names, _("player"))
        every = {pid: None for p in e.players for pid in (p.pieces or campaign.catalogue).pieces}
        card, card_note = match(card, {**campaign.catalogue.pieces, **every}, _("card"))
    except Ambiguous as err:
        raise NoMoves(err.args[0]) from None
    me = next((p for p in e.players if p.name == player), None)
    if me is None:
        raise NoMoves(_("unknown player '%(name)s' in episode %(n)s; players: %(players)s", name=player, n=episode,
                        players=listed(names)))
    if me.stopped is not None:
        raise NotNow(_stopped(campaign, player, me.stopped))
    piece = (me.pieces or campaign.catalogue).pieces.get(card)
    _refuse_undealt(campaign, e.deck, card, known=piece is not None or card in every)
    notes = tuple(n for n in (player_note, card_note) if n)
    if piece is None:
        return Options([], me.token, True, False, player, card, me.debt, notes, None, lacking=True)
    if card in e.revealed:
        raise NotNow(_("card %(card)s was already revealed in episode %(n)s (LG-02)", card=card, n=episode))
    island = island_now(me, campaign)
    ruleset = e.episode.ruleset
    placements = legal_placements(island, piece, ruleset, first=island.placements == 0)
    refusal = pass_refusal(Token(me.token, campaign.game.cap, me.debt), ruleset, piece.church)
    return Options(placements, me.token, refusal is None, refusal == "church", player, card, me.debt, notes, refusal,
                   colour=piece.colour)
