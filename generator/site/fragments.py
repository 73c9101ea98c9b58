"""The HTML an episode page repeats by the hundred, built as plain strings in one language.

A 24-round, 4-player episode shows about a hundred player lines in its rounds list and as many
score-sheet rows; through Jinja every piece of them costs a call, a Markup and an escape. Here each
line is one f-string: user text (names, card text, rules' reasons) is escaped once, messages are
translated once per language, and the state line ("token 12 · rank 2 · 1 circle"), which recurs
constantly, is remembered. The page's sections stay in the templates; what they repeat per step
or per player (the rounds list's items, the score sheets) is built here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from markupsafe import Markup, escape

from generator.editions import context
from generator.explain import reason
from generator.model import Campaign, Episode, Game
from generator.rules.results import EpisodeResult, Item, PlayerEpisode
from generator.rules.timeline import Moment, Step
from generator.site import svg
from generator.site.i18n import Translator

_INDENT = "\n      "
"""Between two player lines of a round: where the template's loop used to put them."""


class Fragments:
    """Builders of an episode page's repeated lines, for one language."""

    def __init__(self, translator: Translator) -> None:
        self.t = translator
        self._states: dict[tuple[str, bool, int, int, int | None, int], str] = {}
        self._reasons: dict[int, tuple[Item, str]] = {}
        self._cards: dict[tuple[str, str], str] = {}

    def start_page(self) -> None:
        """Forget the reasons of the last page: they are remembered by item, for one page."""
        self._reasons.clear()

    def progress(self, game: Game, num: int) -> str:
        """A count of coloured progress marks in the game's own words: circles on My Island, symbols on My City."""
        if game.id == "my-city":
            text = self.t.ngettext("%(num)s progress symbol", "%(num)s progress symbols", num)
        else:
            text = self.t.ngettext("%(num)s circle", "%(num)s circles", num)
        return text % {"num": num}

    def state(self, game: Game, legacy: bool, m: Moment) -> Markup:
        """A player's standing after a step: 'token 12 · owes 2 · rank 2 · 1 circle'."""
        return Markup(self._state(game, legacy, m))

    def _state(self, game: Game, legacy: bool, m: Moment) -> str:
        key = (game.id, legacy, m.token, m.debt, m.rank, m.circles)
        text = self._states.get(key)
        if text is None:
            gettext = self.t.gettext
            parts = [gettext("token %(n)s") % {"n": m.token}]
            if m.debt:
                parts.append(gettext("owes %(n)s") % {"n": m.debt})
            if m.rank:
                parts.append(gettext("rank %(n)s") % {"n": m.rank})
            if legacy:
                parts.append(self.progress(game, m.circles))
            if len(self._states) > 4096:  # tokens and debts are small numbers: this stays far below
                self._states.clear()
            text = self._states[key] = " · ".join(parts)
        return text

    def reason(self, item: Item, game: Game) -> str:
        """Why an item scored, escaped: the rounds list and the score sheet both show it."""
        cached = self._reasons.get(id(item))
        if cached is not None and cached[0] is item:
            return cached[1]
        text = str(escape(reason(item, game, self.t)))
        self._reasons[id(item)] = (item, text)
        return text

    def rounds(self, campaign: Campaign, result: EpisodeResult, steps: Sequence[Step], legacy: bool) -> Markup:
        """The rounds list's items (<li> per step): its heading, then a line per player."""
        heads = self.heads(campaign, result.episode, steps)
        turns = self.turns(result.players, steps, campaign.game, legacy)
        items = []
        for index, step in enumerate(steps):
            number = step.round
            anchor = "end" if number is None else f"round-{number}"
            data = f' data-round="{number}"' if number else ""
            items.append(f'  <li id="{anchor}" data-step="{index}"{data}>{_step(heads[index], turns[index])}</li>\n')
        return Markup("".join(items))

    def last_step(self, campaign: Campaign, result: EpisodeResult, steps: Sequence[Step], legacy: bool) -> Markup:
        """The last step's item as the rounds list holds it: the replay's box shows it from the first
        paint, so that the script filling it in moves nothing."""
        head = self.heads(campaign, result.episode, steps[-1:])[0]
        return Markup(_step(head, self.turns(result.players, steps[-1:], campaign.game, legacy)[0]))

    def heads(self, campaign: Campaign, episode: Episode, steps: Sequence[Step]) -> list[Markup]:
        """Each step's heading in the rounds list: the start, a round with its card, or the end."""
        # Messages are looked up outside the f-strings: pybabel does not look into them.
        gettext = self.t.gettext
        end, start, numbered = gettext("End of the episode"), gettext("Start"), gettext("Round %(n)s")
        blocking, card = gettext("blocking card: nobody builds %(card)s"), gettext("card %(card)s")
        heads = []
        for step in steps:
            if step.round is None:
                heads.append(f'<a href="#end">{end}</a>')
            elif not step.round:
                heads.append(f'<a href="#round-0">{start}</a>')
            else:
                rnd = episode.rounds[step.round - 1]
                head = f'<a href="#round-{rnd.number}">{numbered % {"n": rnd.number}}</a>:\n'
                if rnd.card == "block":
                    head += blocking % {"card": escape(rnd.blocked)}
                else:
                    head += f'{card % {"card": escape(rnd.card)}} <span class="card-art">{self.card(campaign, rnd.card)}</span>'
                heads.append(head)
        return [Markup(head) for head in heads]

    def card(self, campaign: Campaign, card: str) -> str:
        """The piece of a card as printed (rotation 0), drawn once per campaign and card."""
        key = (campaign.slug, card)
        drawing = self._cards.get(key)
        if drawing is None:
            piece = campaign.catalogue.pieces[card]
            title = self.t.gettext("Piece %(id)s") % {"id": card}
            drawing = self._cards[key] = svg.piece_svg(dict(piece.cells), piece.colour, campaign.game, campaign.board.grid,
                                                       title, scale=0.4, named=False)
        return drawing

    def turns(self, players: Sequence[PlayerEpisode], steps: Sequence[Step], game: Game, legacy: bool) -> list[Markup]:
        """Each step's player lines (<li> per seat): what they did, what it scored and where they stand."""
        gettext = self.t.gettext
        acts = {kind: f': <span class="act">{word}</span>'
                for kind, word in (("pass", gettext("passes")), ("stop", gettext("ends participation", context(game))),
                                   ("out", gettext("out")))}
        openings: list[dict[str, str]] = [{} for _ in players]  # by seat and what they did: made once per page
        stopped = [p.stopped for p in players]
        rounds = []
        for step in steps:
            lines = []
            for seat, m in enumerate(step.players):
                turn = m.turn
                if turn is not None:
                    kind = turn.action
                    act = f': <span class="act"><code>{escape(turn.text)}</code></span>' if kind == "place" else acts.get(kind, "")
                elif step.round and stopped[seat] and stopped[seat] < step.round:  # type: ignore[operator]
                    kind, act = "out", acts["out"]
                else:
                    kind, act = "", ""
                opening = openings[seat].get(kind) or openings[seat].setdefault(kind, _opening(seat, kind, players[seat].name))
                items = m.items
                if items:
                    points = items[0].points if len(items) == 1 else sum(i.points for i in items)
                    act += f' <span class="pts">{points:+d}</span> <span class="why">({self._why(items, game)})</span>'
                lines.append(f'{opening}{act} → <span class="state">{self._state(game, legacy, m)}</span></li>')
            rounds.append(Markup(_INDENT.join(lines)))
        return rounds

    def _why(self, items: Sequence[Item], game: Game) -> str:
        """The reasons of a step's items; with several, each one's points first."""
        if len(items) == 1:
            return f"{escape(items[0].rule)}: {self.reason(items[0], game)}"
        return "; ".join(f"{i.points:+d} {escape(i.rule)}: {self.reason(i, game)}" for i in items)

    def sheets(self, result: EpisodeResult, game: Game, legacy: bool, rules: str, head: str, start: str) -> Markup:
        """Each player's score sheet: their standing, how a tie was ranked (LG-11), and a table of
        every item under the page's `head` and `start` rows; `rules` is the rules page's address."""
        gettext, link = self.t.gettext, escape(rules)
        # looked up outside the f-strings, which pybabel does not read
        cap, start_label, token_label = gettext("one for reaching the cap"), gettext("start"), gettext("token")
        standing = gettext("%(name)s: %(details)s")
        sheets = []
        for p in result.players:
            details = gettext("token %(n)s") % {"n": p.token}
            if p.rank:
                details += ", " + gettext("rank %(n)s") % {"n": p.rank}
            if legacy:
                details += ", " + self.progress(game, p.circles)
                if p.cap_circle:
                    details += f" ({cap % {}})"
            name = escape(p.name)
            sheet = f'<div class="sheet">\n<h3>{standing % {"name": name, "details": details}}</h3>\n'
            if p.rank and result.tied(p):
                rows = self.t.ngettext("Tied on %(n)s point: ranked by open spaces per row, top row first: %(rows)s",
                                       "Tied on %(n)s points: ranked by open spaces per row, top row first: %(rows)s", p.score)
                sheet += (f'<p class="tie">{rows % {"n": p.score, "rows": " · ".join(map(str, p.open_rows))}} '
                          f'(<a href="{link}#LG-11">LG-11</a>)</p>\n')
            caption = gettext("Where %(name)s's points came from") % {"name": name}
            sheet += (f'<table class="breakdown" data-pagefind-ignore="all">\n  <caption>{caption}</caption>\n'
                      f'  {head}\n  <tbody>\n    {start}\n')
            if p.debt_before:
                owed = self.t.ngettext("%(n)s point owed from earlier episodes", "%(n)s points owed from earlier episodes",
                                       p.debt_before) % {"n": p.debt_before}
                sheet += (f'<tr><td>{start_label % {}}</td><td class="num">–</td>'
                          f'<td><a href="{link}#LG-08">LG-08</a></td><td>{owed}</td></tr>')
            if p.items:
                sheet += f"    {self.score_rows(p, game, rules, result.episode.ruleset.own_rules)}\n"
            last = gettext("still owed: %(n)s") % {"n": p.debt} if p.debt else ""
            if p.stopped:
                last += " " + gettext("ended participation in round %(n)s", context(game)) % {"n": p.stopped}
            sheets.append(f'{sheet}  </tbody>\n  <tfoot><tr><th scope="row">{token_label % {}}</th>'
                          f'<td class="num">{p.token}</td><td colspan="2">{last}</td></tr></tfoot>\n</table>\n</div>\n')
        return Markup("".join(sheets))

    def score_rows(self, player: PlayerEpisode, game: Game, rules: str, own: Mapping[str, object] = {}) -> Markup:
        """A player's score-sheet rows (<tr>), one per item: when, points, rule (linked into `rules`, or
        to the episode's own rules on this page), why."""
        rules, end, numbered = escape(rules), self.t.gettext("end"), self.t.gettext("round %(n)s")
        rows = []
        for item in player.items:
            when = f'<a href="#round-{item.round}">{numbered % {"n": item.round}}</a>' if item.round else end
            rule = escape(item.rule)
            href = f"#rule-{rule}" if item.rule in own else f"{rules}#{rule}"
            rows.append(f'<tr class="{escape(item.kind)}"><td>{when}</td>\n      <td class="num">{item.points:+d}</td>'
                        f'<td><a href="{href}">{rule}</a></td><td>{self.reason(item, game)}</td></tr>')
        return Markup("\n    ".join(rows))


def _opening(seat: int, kind: str, name: str) -> str:
    """The start of a player's line in the rounds list: seat and what they did (read by the replay), name."""
    action = f' class="{escape(kind)}"' if kind else ""
    return f'<li data-seat="{seat}"{action}><span class="who">{escape(name)}</span>'


def _step(head: str, turns: str) -> str:
    """A step's heading and player lines (the inside of its item in the rounds list)."""
    return f'\n    <p class="head">{head}</p>\n    <ul class="turns">\n      {turns}\n    </ul>\n  '
