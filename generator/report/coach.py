"""The coach's analysis in words, for `chronicle analyse`: per player, what was played and what was possible,
the rounds that left points and why, and the plan of the best in hindsight."""

from __future__ import annotations

from typing import Protocol

from generator.analysis import Act, EpisodeAnalysis, PlayerAnalysis, RoundAnalysis, difference
from generator.model import Campaign, Game
from generator.report.explain import own_label, reason
from generator.rules.results import Item
from generator.words.editions import said
from generator.words.formats import join_list, signed
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
    left = [r for r in player.rounds if r.lost > 0]
    lines += [f"  {round_line(r, player, game, tr)}" for r in left]
    if not left:
        lines.append("  " + render(_("no single round could have done better with the rest as played"), tr))
    if player.best > player.played:
        # items apart with semicolons: an item says «ronda 17: pasar», and a comma would not set it off
        plan = "; ".join(render(step(planned.round, planned.action, game), tr) for planned in player.plan)
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
    """'round 14: placing the tile on C5 (rotation 2) instead of on B2 (rotation 0) would have made 4 more
    points, with ...', with what the points were and the later placements that no longer fitted."""
    line = render(costly(r.round, r.best_action, r.action, r.lost, game), tr)
    better, played = difference(player.items, r.best_items)
    (gained, gained_apart), (lost, lost_apart) = items_listed(better, game, tr), items_listed(played, game, tr)
    # The reasons carry colons of their own ("visible tree: H9 K5"): a plain list is joined by words ("1 more
    # point, with 2 × visible tree: H9 K5 (+2); as played, visible tree: H9 (+1)"). A list whose items hold a
    # clause (a group's quoted label) or commas of their own follows a colon, its items apart with semicolons.
    if gained:
        line = render(_("%(line)s, with these points: %(gained)s", line=line, gained=gained) if gained_apart
                      else _("%(line)s, with %(gained)s", line=line, gained=gained), tr)
    if lost:
        line += "; " + render(_("as played: %(lost)s", lost=lost) if lost_apart else _("as played, %(lost)s", lost=lost), tr)
    for number, move in r.forced:
        line += "; " + render(forced(number, move, game), tr)
    return line


class Acted(Protocol):
    """An action the coach compares: the analysis's Act, or the site's plain copy of it."""

    @property
    def kind(self) -> str: ...

    @property
    def text(self) -> str: ...


def costly(round_number: int, better: Acted, played: Acted, lost: int, game: Game) -> Message:
    """A round that left points, as the coach says it wherever it speaks (analyse, the episode page, its
    replay, table mode): 'round 14: building on C5 (rotation 2) instead of on B2 (rotation 0) would have
    made 4 more points'."""
    return ngettext("round %(round)s: %(choice)s would have made %(n)s more point",
                    "round %(round)s: %(choice)s would have made %(n)s more points", lost,
                    round=round_number, choice=choice(better, played, game), n=lost)


def choice(better: Acted, played: Acted, game: Game) -> Message:
    """The better action against the one played, as a player says it, with the game's verb: 'poser la
    tuile en C5 (rotation 2) plutôt qu'en B2 (rotation 0)', 'abandonar en lugar de pasar'; never a log's
    'C5 r2', which a player writes but does not say."""
    if better.kind == played.kind == "place":
        (cell, turned), (was, turned_was) = _anchor(better), _anchor(played)
        if cell == was:  # only the rotation differs: the space said once («en D4, con rotación 5 en lugar de 3»)
            return said(game, "placing the piece on %(cell)s, rotation %(better)s instead of %(played)s",
                        cell=cell, better=turned, played=turned_was)
        return said(game, "placing the piece on %(better)s instead of on %(played)s",
                    better=placed(better), played=placed(played))
    return _("%(better)s instead of %(played)s", better=doing(better, game), played=doing(played, game))


def doing(act: Acted, game: Game) -> Message:
    """An action as a verb: 'placing the tile on C5 (rotation 2)', 'passing', 'stopping'."""
    if act.kind == "place":
        return said(game, "placing the piece on %(where)s", where=placed(act))
    return said(game, "stopping") if act.kind == "stop" else _("passing")


def placed(act: Acted) -> Message:
    """Where a placement goes, in words: 'C5 (rotation 2)' for a log's 'C5r2' (or the site's 'C5 r2')."""
    cell, rotation = _anchor(act)
    return _("%(cell)s (rotation %(n)s)", cell=cell, n=rotation)


def _anchor(act: Acted) -> tuple[str, int]:
    """A placement's space and rotation: ('C5', 2) for a log's 'C5r2' (or the site's 'C5 r2')."""
    anchor, rotation = act.text.rsplit("r", 1)
    return anchor.strip(), int(rotation)


def because(played: tuple[Item, ...], better: tuple[Item, ...], game: Game, tr: Translator) -> tuple[str, str]:
    """What the better line scores that the played one does not, and what the played one scored instead."""
    gained, lost = difference(played, better)
    return _items(gained, game, tr), _items(lost, game, tr)


def _items(items: list[Item], game: Game, tr: Translator) -> str:
    """Items with their points, the same reason said once with its count: '3 passes (−3)'."""
    return items_listed(items, game, tr)[0]


def items_listed(items: list[Item], game: Game, tr: Translator) -> tuple[str, bool]:
    """The items as a sentence lists them, and whether the list is set apart. Listed as the language lists
    ("…: F4 (+1) y 2 pases (−2)"), unless an item is a group's label (a clause, quoted: «cada edificio junto al
    palacio da 1 punto» (1): C5 (+1)) or holds commas or semicolons of its own: then the items stand apart with
    semicolons, after a colon, as no joining verb can take a clause for its object (es/fr review 13, F1)."""
    said = items_said(items, game, tr)
    texts = [text for _item, text in said]
    if any(own_label(item) or "," in text or ";" in text for item, text in said):
        return "; ".join(texts), True
    return join_list(texts, tr.lang, "and"), False


def items_said(items: list[Item], game: Game, tr: Translator) -> list[tuple[Item, str]]:
    """Each reason said once, as a sentence's list holds it (a count, or an article: «un campo en un espacio de
    palmeras: F4 (+1)», «2 pases (−2)»), with its points and the first item that gave it."""
    counted: dict[str, list[Item]] = {}
    for item in items:
        counted.setdefault(reason(item, game, tr, sentence=True), []).append(item)
    return [(found[0], f"{render(_counted(text, found), tr)} ({signed(sum(i.points for i in found))})")
            for text, found in counted.items()]


PASSED = ngettext("%(n)s pass", "%(n)s passes", 2)
REPEATED = ngettext("%(reason)s, %(n)s time", "%(reason)s, %(n)s times", 2)
"""A reason scored several times, its count said after it as a player says it ("arbre visible, 3 fois"): a
count before it ("3 × a passé") reads as a count of things, as the score sheet's "3 × arbre visible" is.
Passes are counted as a noun ("3 tours passés"), never as the sheet's past tense ("a passé 3 fois"), which in
a better line that was not played would read as if the player had passed."""


def _counted(text: str, found: list[Item]) -> Message | str:
    # A pass is counted even alone («1 pase (−1)», as «2 pases (−2)»): its score sheet's line («por pasar»,
    # « a passé ») is no noun for the list the sentence names (es review 12, F1).
    if all(i.kind == "pass" for i in found):
        return Message(PASSED.template, {"n": len(found)}, PASSED.plural, len(found))
    if len(found) == 1:
        return text
    return Message(REPEATED.template, {"n": len(found), "reason": text}, REPEATED.plural, len(found))


def forced(number: int, move: str, game: Game) -> Message:
    """Why a later round was played otherwise: its logged placement no longer fits (the pass the analysis counts,
    or LG-04's stop where a pass is not allowed)."""
    if move == "stop":
        return said(game, "then the placement logged in round %(n)s no longer fits and a pass is not allowed: the rules "
                          "force the end of participation (LG-04)", n=number)
    # The rules allow a pass or a stop there (LG-02, LG-05): the pass is the analysis's choice, not a rule's.
    return said(game, "then the placement logged in round %(n)s no longer fits: the analysis counts a pass", n=number)


def step(number: int, act: Act, game: Game) -> Message:
    """A round of the plan: 'round 3 on C5 (rotation 2)', 'round 12: stopping' (es «ronda 12: abandonar»; the
    round and the verb apart, so that the round never reads as the verb's subject)."""
    if act.kind == "place":
        return _("round %(round)s on %(where)s", round=number, where=placed(act))
    return _("round %(round)s: %(action)s", round=number, action=said(game, "stopping") if act.kind == "stop" else _("passing"))
