"""Score reports of a replayed campaign: a table for people and JSON for machines."""

from __future__ import annotations

from typing import Any

from generator.model import Campaign, Game
from generator.report.explain import reason, shown_points
from generator.rules.assessment import Tie
from generator.rules.results import CampaignResult, EpisodeResult, Item, PlayerEpisode
from generator.words.editions import context, progress, said
from generator.words.formats import long_date
from generator.words.i18n import ENGLISH, Message, Quoted, Translator, _, language_label, listed, ngettext, render
from generator.words.typography import typesetter


def as_json(campaign: Campaign, result: CampaignResult, episode: int | None = None,
            tr: Translator = ENGLISH) -> dict[str, Any]:
    """The `score --json` object of DESIGN.md, with a few extra keys; reasons in the reader's language."""
    return {
        "campaign": campaign.slug,
        "title": campaign.title,
        "game": campaign.game.id,
        "mode": campaign.mode,
        "episodes": [_episode_json(campaign, e, tr) for e in _chosen(result, episode)],
        "standings": [{"name": s.name, "circles": s.circles, "rank": s.rank, "wins": s.wins} for s in result.standings],
    }


def _chosen(result: CampaignResult, episode: int | None) -> list[EpisodeResult]:
    return [e for e in result.episodes if episode is None or e.episode.number == episode]


def _episode_json(campaign: Campaign, e: EpisodeResult, tr: Translator) -> dict[str, Any]:
    return {
        "episode": e.episode.number,
        "rules": e.episode.ruleset.id,
        "complete": e.complete,
        "players": [{
            "name": p.name, "token": p.token, "debt": p.debt, "rank": p.rank, "circles": p.circles,
            "cap_circle": p.cap_circle, "passes": p.passes, "stopped_round": p.stopped,
            "debt_before": p.debt_before, "open_rows": list(p.open_rows), **({"counters": dict(p.counters)} if p.counters else {}),
            "items": [{"round": i.round, "points": i.points, "rule": i.rule, "reason": reason(i, campaign.game, tr, alone=campaign.mode != "legacy"),
                       **({"circles": i.circles} if i.circles else {})} for i in p.items],
        } for p in e.players],
    }


def as_text(campaign: Campaign, result: CampaignResult, episode: int | None = None, tr: Translator = ENGLISH) -> str:
    """A score sheet per episode: every point with its round, rule and reason; then standings."""
    legacy = campaign.mode == "legacy"
    if legacy:
        heading = _("%(title)s (%(game)s, legacy campaign)", title=campaign.title, game=campaign.game)
    else:
        heading = Message("%(title)s (%(game)s, Eternal game)", {"title": campaign.title, "game": campaign.game},
                          context=context(campaign.game))  # said's first argument is named game too
    lines = [render(heading, tr)]
    for e in _chosen(result, episode):
        lines += ["", _episode_line(e, campaign, tr)]
        for p in _best_first(e):
            lines.append(_player_line(p, e.tie_of(p), campaign.game.id, legacy, tr))
            if p.rank and e.tied(p):
                lines.append(f"      {'':>9}  " + render(_tie(p, e.alike(p), campaign.game), tr))
            if p.debt_before:
                lines.append(f"      {'':>9}  " + render(ngettext("debt of %(n)s point carried from the previous episode",
                                                                 "debt of %(n)s points carried from the previous episode",
                                                                 p.debt_before, n=p.debt_before), tr))
            lines += [_item_line(i, campaign, tr) for i in p.items]
    standings = _("Standings (games won)")
    if legacy:  # My City's progress track has symbols, My Island's circles
        standings = _("Standings (progress symbols)") if campaign.game.id == "my-city" else _("Standings (progress circles)")
    lines += ["", render(standings, tr)]
    for s in result.standings:  # no place before an episode is finished
        place = "–" if s.rank is None else f"{s.rank}."
        lines.append(f"  {place:<2} {s.name:<12} {s.circles if legacy else s.wins}")
    return _typeset(lines, tr.lang)


def _tie(p: PlayerEpisode, alike: tuple[str, ...], game: Game) -> Message:
    """How a tie on points was ranked: by the open spaces row by row (LG-11), or, those rows being identical, by the
    table's tiebreak (C-2), never said as the rows' doing."""
    rows = " ".join(map(str, p.open_rows))
    if alike:
        return said(game, "tied on %(n)s; open spaces per row, top first: %(rows)s (LG-11), identical; "
                          "your table settled it: %(order)s (C-2)", n=p.score, rows=rows, order=" > ".join(alike))
    return said(game, "tied on %(n)s: open spaces per row, top first: %(rows)s (LG-11)", n=p.score, rows=rows)


def _episode_line(e: EpisodeResult, campaign: Campaign, tr: Translator) -> str:
    """"Episode 2 (rules: 'Base rulebook'), October 2, 2026", "Episode 13 (rules: 'Chapter 5: the palace')"; an Eternal
    game's games are games, not episodes."""
    ep = e.episode
    if campaign.mode == "eternal" and ep.ruleset.id == "eternal":
        line = render(said(campaign.game, "Game %(n)s (Eternal game)", n=ep.number), tr)
    else:
        rules = Quoted(render(ep.ruleset, tr))  # a name may have a colon of its own: always quoted, alike
        line = render(_("Game %(n)s (rules: %(rules)s)", n=ep.number, rules=rules) if campaign.mode == "eternal"  # a group's own rules
                      else _("Episode %(n)s (rules: %(rules)s)", n=ep.number, rules=rules), tr)
    line += f", {long_date(ep.date, tr.lang)}" if ep.date else ""
    return line + ("" if e.complete else "  [" + render(_("in progress: no end scoring yet"), tr) + "]")


def _best_first(e: EpisodeResult) -> list[PlayerEpisode]:
    """The players by place, those of an unsettled tie at the place they share (C-2), then in seat order."""
    return sorted(e.players, key=lambda p: (p.rank or (tie.place if (tie := e.tie_of(p)) else 99), p.seat))


def _player_line(p: PlayerEpisode, tie: Tie | None, game: str, legacy: bool, tr: Translator) -> str:
    debt = [" · " + render(ngettext("debt of %(n)s point", "debt of %(n)s points", p.debt, n=p.debt), tr)] if p.debt else []
    cap = [" (" + render(_("cap circle"), tr) + ")"] if p.cap_circle else []
    return f"  {p.name:<12} {_standing(p, tie, game, legacy, tr)}" + "".join(debt + cap)


def _points(token: int, tr: Translator) -> str:
    """Where the Score marker stands, said as points ("17 points", French "0 point"), the number in a column of three:
    a row is read "Lucía 17 points", never "Lucía score de 17", a calque of 'Lucía scores 17' (French review 6)."""
    return render(ngettext("%(n)s point", "%(n)s points", token, n=f"{token:>3}"), tr)


def _standing(p: PlayerEpisode, tie: Tie | None, game: str, legacy: bool, tr: Translator) -> str:
    """Points, rank and progress, set apart by « · »; My City's progress track has symbols, My Island's circles; the
    Eternal game has no progress track. A player in a tie the log does not settle yet (C-2) has no place of their
    own: the place they share, with whom, and what settles it; no progress, which the place decides."""
    if tie:
        shared = _("rank %(n)s, tied with %(names)s until your table breaks the tie (C-2)", n=tie.place,
                   names=listed([name for name in tie.names if name != p.name]))
        return " · ".join([_points(p.token, tr), render(shared, tr)])
    parts = [_("rank %(n)s", n=p.rank) if p.rank else _("no rank yet")]  # never "rank -"
    return " · ".join([_points(p.token, tr), *(render(m, tr) for m in ([*parts, progress(game, p.circles)] if legacy else parts))])


class _AsWritten(str):
    """A line already typeset, holding a group's own words in another language than the reader's, which the reader's
    typography (French spacing) must leave as the group wrote them."""


def _typeset(lines: list[str], lang: str) -> str:
    """The lines in `lang`'s typography, but for those that hold a group's words as written."""
    typeset = typesetter(lang)
    return "\n".join(line if isinstance(line, _AsWritten) else typeset(line) for line in lines)


def _item_line(item: Item, campaign: Campaign, tr: Translator) -> str:
    """An item's row: when, points, rule and reason (an Eternal game's games stand alone). An adjustment's reason is
    the group's own words, in the campaign's language: in another, quoted as written and said to be in it, as the
    episode page does (« … (en espagnol) »)."""
    when = render(_("round %(n)s", n=item.round) if item.round is not None else _("end"), tr)
    head = f"      {when:>9} {shown_points(item):>4}  {item.rule:<7} "
    text = reason(item, campaign.game, tr, alone=campaign.mode != "legacy")
    label = language_label(campaign.language, tr) if item.kind == "adjustment" else ""
    if label:
        typeset = typesetter(tr.lang)
        return _AsWritten(typeset(head) + text + typeset(" " + label))
    return head + text


def _action_words(text: str, game: object, tr: Translator) -> str:
    """A player's action in a round as the reader says it: "pasa", "abandona"; a placement as the log writes it (C4 r2)."""
    if text == "pass":
        return render(_("passes"), tr)
    if text == "stop":
        return render(said(game, "ends participation"), tr)
    return text


def round_text(campaign: Campaign, e: EpisodeResult, number: int, tr: Translator = ENGLISH) -> str:
    """What round `number` scored, per player, worded as the score sheet; then the end, if it came."""
    rnd = e.episode.rounds[number - 1]
    if rnd.card == "block":  # typeset too: every line `add` prints is (French apostrophes and spaces)
        return typesetter(tr.lang)("  " + render(_("card %(card)s is set aside unbuilt; nobody acts on the blocking card (MC-E03)",
                                                   card=rnd.blocked), tr))
    lines = []
    for p in e.players:
        items = [i for i in p.items if i.round == number]
        token = campaign.game.start + sum(i.points for i in p.items if i.round is not None and i.round <= number)
        turn = next((t for t in p.turns if t.round == number), None)
        did = _action_words(turn.text, campaign.game, tr) if turn else render(said(campaign.game, "ended participation earlier"), tr)
        nothing = [] if items else [render(_("no points this round"), tr)]
        lines.append(f"  {p.name:<12} " + " · ".join([_points(token, tr), did, *nothing]))
        lines += [_item_line(i, campaign, tr) for i in items]
    if e.complete:
        lines.append("  " + render(_("the episode is over: end scoring and ranks (LG-06)"), tr))
        for p in _best_first(e):
            lines.append(f"  {p.name:<12} {_standing(p, e.tie_of(p), campaign.game.id, campaign.mode == 'legacy', tr)}")
            lines += [_item_line(i, campaign, tr) for i in p.items if i.round is None]
    return _typeset(lines, tr.lang)
