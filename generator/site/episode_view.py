"""What an episode page shows per step and per player, as data for templates/episode_parts.html: the
rounds list's lines, the score sheets' rows and the final boards, in one language. Words come from
the catalogue (the standing line "token 12 · rank 2 · 1 circle", which recurs constantly, is made
once per value); pictures are SVG; the markup is the templates'.

Every text field of a Line, a StepView, a Row and a caption's standing (`fits`) is Markup, escaped
here once per distinct value (`safe`): a page has a hundred lines of eight values and about fifty
rows, and MarkupSafe's escape is a Python call of about a microsecond, more for a value already
Markup. The templates' loops over them set autoescape off (templates/episode_parts.html): the types
(mypy holds a str where Markup is wanted for an error) and tests/site/test_episode_parts.py keep a
group's words from reaching the page as markup."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from markupsafe import Markup, escape

from generator.base.records import NamedTuple
from generator.frontend import cards
from generator.frontend.i18n import Translator, in_language
from generator.frontend.tags import tag
from generator.model import Campaign, Catalogue, Game
from generator.report.explain import reason, shown_points
from generator.rules.deck import piece_of
from generator.rules.results import EpisodeResult, Item, PlayerEpisode
from generator.rules.timeline import Moment, Step
from generator.words.editions import context
from generator.words.formats import number, signed

_NOTHING = Markup("")
_START, _END = Markup("round-0"), Markup("end")


class Line(NamedTuple):
    """A player's line in a step of the rounds list (templates/episode_parts.html unpacks its fields in this order)."""

    seat: int
    name: Markup
    kind: Markup
    """What they did: place, pass, stop, blocked; out (stopped earlier); '' (nothing logged yet)."""
    placed: Markup
    """The placement as the log writes it, for kind place."""
    act: Markup
    """What they did in words, for a pass, a stop or a player out."""
    points: Markup
    """What the step's items scored, signed ('+2'); '' when nothing scored."""
    why: Markup
    """The items' reasons, escaped; a group's own words (an adjustment's reason) marked with their language."""
    state: Markup
    """Their standing after the step."""


class StepView(NamedTuple):
    """A step of the rounds list (templates/episode_parts.html unpacks its fields in this order)."""

    position: int
    """The step's place in the episode (data-step): not `index`, which would hide tuple.index."""
    round: int | None
    """None for the end, 0 for the start."""
    anchor: Markup
    """The step's id on the page: round-3, or end."""
    heading: Markup
    """'Round 3', 'Start' or 'End of the episode'."""
    card: Markup
    """'card 17', or what a blocking card blocks (MC-E03); '' for the start and the end."""
    art: Markup
    """The card's piece as printed, for a round."""
    lines: list[Line]


class Row(NamedTuple):
    """A score-sheet row: when, points, rule (and where it is explained), why."""

    kind: Markup
    round: int | None
    when: Markup
    """'round 3', or 'end'."""
    points: Markup
    """Signed: '+2', '-1'."""
    rule: Markup
    href: Markup
    why: Markup


class Sheet(NamedTuple):
    """A player's score sheet (templates/episode_parts.html unpacks its fields in this order)."""

    player: PlayerEpisode
    details: str
    """'token 12, rank 2, 3 circles': the player's standing at the end."""
    tie: str
    """How a tie on points was ranked (LG-11), in the game's words; '' when there was none."""
    rows: list[Row]
    last: str
    """The foot's words: debt still owed, the round they ended participation in."""
    settled: str = ""
    """When LG-11's rows were identical too: that they were, and the table's order (C-2); '' otherwise."""


class Figure(NamedTuple):
    """A player's final board and its caption (templates/episode_parts.html unpacks its fields in this order)."""

    seat: int
    name: str
    svg: Markup
    state: str
    act: str


def _caption(when: Markup, line: Line) -> tuple[Markup, Markup, Markup, Markup]:
    """A standing the replay shows in a board's caption: when, standing, placement, act and points."""
    return when, line.state, line.placed, Markup(" ".join(p for p in (line.act, line.points) if p))  # both Markup


_COUNTED: dict[str, Callable[[Translator, int], str]] = {
    "progress symbols": lambda t, n: t.ngettext("%(num)s progress symbol", "%(num)s progress symbols", n) % {"num": n},
    "progress circles": lambda t, n: t.ngettext("%(num)s progress circle", "%(num)s progress circles", n) % {"num": n},
    "points": lambda t, n: t.ngettext("%(n)s point", "%(n)s points", n) % {"n": n},
    "rank": lambda t, n: t.gettext("rank %(n)s") % {"n": n},
}
"""The parts of a standing said of a count ('12 points', 'rank 2', '3 progress circles'), by kind."""


class EpisodeView:
    """The builders of an episode page's repeated parts, for one language."""

    def __init__(self, translator: Translator) -> None:
        self.t = translator
        self._states: dict[tuple[str, bool, int, int, int | None, int], Markup] = {}
        self._counts: dict[tuple[str, int], str] = {}
        """A standing's parts ('12 points', 'rank 2', '3 progress circles') by kind and count: a standing
        seldom recurs whole (its token changes every round), its parts do."""
        self._reasons: dict[int, tuple[Item, Markup]] = {}
        self._cards: dict[tuple[str, str], Markup] = {}
        self._safe: dict[str, Markup] = {}
        self._plain: dict[str, str] = {_NOTHING: ""}
        """What each value made by `safe` was before it was escaped: `fits` measures the words as read."""

    def safe(self, text: str) -> Markup:
        """`text` (plain, never Markup: an equal plain key would hand it back escaped twice) escaped, once
        per distinct value: names, placements, points, rule IDs and the catalogue's words recur on every
        page of a campaign."""
        shown = self._safe.get(text)
        if shown is None:
            shown = self._safe[text] = escape(text)
            self._plain[shown] = text
        return shown

    def start_page(self) -> None:
        """Forget the reasons of the last page: they are remembered by item, for one page."""
        self._reasons.clear()
        if len(self._safe) > 16384:  # a build's distinct values stay far below; a server's may not
            self._safe.clear()
            self._states.clear()
            self._counts.clear()
            self._plain = {_NOTHING: ""}

    def progress(self, game: Game, num: int) -> str:
        """A count of coloured progress marks in the game's own words: circles on My Island, symbols on My City."""
        return self._counted("progress symbols" if game.id == "my-city" else "progress circles", num)

    def points(self, token: int) -> str:
        """Where the Score marker stands, said as points (« 31 points », « 0 point »), as `score` says it: never
        « score de 31 », an English "score 31" shape (native fr review 15)."""
        return self._counted("points", token)

    def rank(self, rank: int) -> str:
        """'rank 2'."""
        return self._counted("rank", rank)

    def _counted(self, kind: str, n: int) -> str:
        """A standing's part of `kind` (_COUNTED) for the count `n`, said once per page set and kept."""
        said = self._counts.get((kind, n))
        if said is None:
            said = self._counts[(kind, n)] = _COUNTED[kind](self.t, n)
        return said

    def state(self, game: Game, legacy: bool, m: Moment) -> Markup:
        """A player's standing after a step, as `score` says it: '12 points · debt of 2 points · rank 2 · 1 circle'."""
        key = (game.id, legacy, m.token, m.debt, m.rank, m.circles)
        text = self._states.get(key)
        if text is None:
            parts = [self.points(m.token)]
            if m.debt:
                parts.append(self.t.ngettext("debt of %(n)s point", "debt of %(n)s points", m.debt) % {"n": m.debt})
            if m.rank:
                parts.append(self.rank(m.rank))
            if legacy:
                parts.append(self.progress(game, m.circles))
            if len(self._states) > 4096:  # tokens and debts are small numbers: this stays far below
                self._states.clear()
            text = self._states[key] = self.safe(" · ".join(parts))
        return text

    def acts(self, game: Game) -> dict[str, Markup]:
        """What a player did, by kind, in the words of the game's edition (a placement shows itself)."""
        gettext, safe = self.t.gettext, self.safe
        return {"pass": safe(gettext("passes")), "stop": safe(gettext("ends participation", context(game))),
                "out": safe(gettext("out"))}

    def shown_reason(self, item: Item, game: Game, language: str | None, alone: bool = False) -> Markup:
        """Why an item scored, escaped for a page; remembered for the page, as the rounds list and the
        score sheet both show it. An adjustment's reason is the group's own words, in the campaign's
        `language`: on a page in another language it is marked as such, so that the page's typography
        (French spacing) leaves it as the group wrote it, as a note is; `alone`: the episode is an Eternal game."""
        cached = self._reasons.get(id(item))
        if cached is not None and cached[0] is item:
            return cached[1]
        shown = escape(reason(item, game, self.t, alone=alone))
        if item.kind == "adjustment" and language and language != self.t.lang:
            shown = tag("span", shown, lang=language) + in_language(self.t, language)  # said, not only marked: «(en francés)»
        self._reasons[id(item)] = (item, shown)
        return shown

    def steps(self, campaign: Campaign, result: EpisodeResult, steps: Sequence[Step], legacy: bool,
              first: int = 0) -> list[StepView]:
        """Each step of `steps` (numbered from `first`): its heading's facts and a line per player."""
        gettext, safe = self.t.gettext, self.safe
        end = safe(gettext("End of the episode") if legacy else gettext("End of the game"))  # the Eternal game's
        start, numbered = safe(gettext("Start")), gettext("Round %(n)s")
        blocking, card = gettext("blocking card: nobody builds %(card)s"), gettext("card %(card)s")
        rounds = result.episode.rounds
        stopped = [p.stopped for p in result.players]
        names = [safe(p.name) for p in result.players]
        acts = self.acts(campaign.game)
        sets = [p.pieces for p in result.players]  # a card may be one player's own piece (LG-12)
        views = []
        for index, step in enumerate(steps, first):
            lines = [self._line(seat, names[seat], m, step, stopped[seat], campaign, legacy, acts)
                     for seat, m in enumerate(step.players)]
            if step.round is None:
                views.append(StepView(index, None, _END, end, _NOTHING, _NOTHING, lines))
            elif not step.round:
                views.append(StepView(index, 0, _START, start, _NOTHING, _NOTHING, lines))
            else:
                rnd = rounds[step.round - 1]
                blocked = rnd.card == "block"
                views.append(StepView(index, rnd.number, safe(f"round-{rnd.number}"), safe(numbered % {"n": rnd.number}),
                                      safe(blocking % {"card": rnd.blocked} if blocked else card % {"card": rnd.card}),
                                      _NOTHING if blocked else self.card(campaign, rnd.card, sets), lines))
        return views

    def when(self) -> tuple[str, str]:
        """What a board's caption says before a standing mid-replay, for the script: after a round
        ('after round {n}:', {n} its number) and at the start."""
        return self.t.gettext("after round %(n)s:") % {"n": "{n}"}, self.t.gettext("before the first round:")

    def fits(self, views: Sequence[StepView], after: str, before: str, keep: int = 3) -> list[list[tuple[Markup, Markup, Markup, Markup]]]:
        """Per seat, the `keep` longest captions the replay shows mid-episode (when, standing, placement,
        act and points): the page lays them out unseen under the caption, so that it is as tall from
        the first paint as any step makes it. Longest by characters, a few of them: widths follow closely."""
        # per seat, each distinct caption's words with their length, first in the sort: (-length, words, when, line)
        shown: list[dict[tuple[str, str, str, str], tuple[int, tuple[str, str, str, str], Markup, Line]]] = \
            [{} for _ in views[0].lines] if views else []
        plain = self._plain
        for step in views:
            if step.round is None:  # the end: the caption as the page draws it
                continue
            text = after.replace("{n}", str(step.round)) if step.round else before
            when = self.safe(text)
            for seat, line in enumerate(step.lines):
                act, points = plain[line.act], plain[line.points]
                said = f"{act} {points}" if act and points else act or points  # a hundred lines a page: no join of a generator
                state, placed = plain[line.state], plain[line.placed]
                words = (text, state, placed, said)
                if words not in shown[seat]:
                    shown[seat][words] = (-(len(text) + len(state) + len(placed) + len(said)), words, when, line)
        # the words differ within a seat: the sort never compares a when or a line
        return [[_caption(when, line) for _, _, when, line in sorted(texts.values())[:keep]] for texts in shown]

    def _line(self, seat: int, name: Markup, m: Moment, step: Step, stopped: int | None, campaign: Campaign, legacy: bool,
              acts: Mapping[str, Markup]) -> Line:
        game, safe = campaign.game, self.safe
        turn = m.turn
        if turn is not None:
            kind, placed = turn.action, safe(turn.text) if turn.action == "place" else _NOTHING
        elif step.round and stopped and stopped < step.round:
            kind, placed = "out", _NOTHING
        else:
            kind, placed = "", _NOTHING
        items = m.items
        points = safe(shown_points(items[0]) if len(items) == 1 else signed(sum(i.points for i in items))) if items else _NOTHING
        why = self._why(items, game, campaign.language, not legacy) if items else _NOTHING
        return Line(seat, name, safe(kind), placed, acts.get(kind, _NOTHING), points, why, self.state(game, legacy, m))

    def _why(self, items: Sequence[Item], game: Game, language: str | None, alone: bool = False) -> Markup:
        """The reasons of a step's items, each after its rule and a dash, not a colon: a reason often
        has a colon of its own ("3 × Beach space still visible: D11 G1"); with several, each one's
        points first."""
        # Escaped by hand, not with Markup.format: a page has thousands of these, and format's
        # escaping formatter costs more than the rest of a line.
        if len(items) == 1:
            return Markup(f"{self.safe(items[0].rule)} – {self.shown_reason(items[0], game, language, alone)}")
        return Markup("; ".join(f"{shown_points(i)} {self.safe(i.rule)} – {self.shown_reason(i, game, language, alone)}".lstrip()
                                for i in items))  # LG-08's debt shows no points: its reason says them

    def card(self, campaign: Campaign, card: str, sets: Iterable[Catalogue | None] = ()) -> Markup:
        """The piece of a card as printed (rotation 0), drawn once per campaign and card: the catalogue's,
        or the one a player's own set gained (`sets`: each player's set this episode)."""
        key = (campaign.slug, card)
        drawing = self._cards.get(key)
        if drawing is None:
            piece = piece_of(card, campaign.catalogue, sets)
            if piece is None:  # no set holds it: check refuses such a log, so a page never shows one
                return Markup("")
            title = (self.t.gettext("Church %(id)s") if piece.church else self.t.gettext("Piece %(id)s", context(campaign.game))) % {"id": card}
            drawing = self._cards[key] = cards.card(dict(piece.cells), piece.colour, campaign.game, campaign.board.grid,
                                                    title, scale=0.4)  # the page defines its shapes (episode.html)
        return drawing

    def sheets(self, result: EpisodeResult, game: Game, legacy: bool, rules: str, language: str | None = None) -> list[Sheet]:
        """Each player's score sheet: their standing, whether a tie was ranked (LG-11), a row per
        item, and the foot's words; `rules` is the rules page's address, `language` the campaign's
        (the language of its own words)."""
        gettext = self.t.gettext
        sheets = []
        for p in result.players:
            details = self.points(p.token)
            if p.rank:
                details += ", " + self.rank(p.rank)
            if legacy:
                details += ", " + self.progress(game, p.circles)
                if p.cap_circle:
                    details += " (" + gettext("one for reaching the cap") + ")"
            foot = [self.t.ngettext("still owed: %(n)s point", "still owed: %(n)s points", p.debt) % {"n": p.debt}] if p.debt else []
            if p.stopped:  # two facts, apart: "still owed: 2 points · ended participation in round 22"
                foot.append(gettext("ended participation in round %(n)s", context(game)) % {"n": p.stopped})
            last = " · ".join(foot)
            rows = self.rows(p, game, rules, result.episode.ruleset.own_rules, language, not legacy)
            tied = bool(p.rank) and result.tied(p)
            alike = result.alike(p) if tied else ()
            settled = self.t.gettext("identical; your table settled it: %(order)s") % {"order": " > ".join(alike)} if alike else ""
            sheets.append(Sheet(p, details, self.tie(p, game, bool(alike)) if tied else "", rows, last, settled))
        return sheets

    def tie(self, player: PlayerEpisode, game: Game, alike: bool = False) -> str:
        """A tie on points ranked by open spaces per row (LG-11): My City's are its empty green spaces. When those
        rows are `alike` they ranked nothing (the table did, C-2): the sentence only gives them."""
        if alike:
            template = self.t.ngettext("Tied on %(n)s point; open spaces per row, top row first: %(rows)s",
                                       "Tied on %(n)s points; open spaces per row, top row first: %(rows)s",
                                       abs(player.score), context(game))
        else:
            template = self.t.ngettext("Tied on %(n)s point: ranked by open spaces per row, top row first: %(rows)s",
                                       "Tied on %(n)s points: ranked by open spaces per row, top row first: %(rows)s",
                                       abs(player.score), context(game))  # "−33 points": the plural agrees with 33
        return template % {"n": number(player.score), "rows": " · ".join(str(n) for n in player.open_rows)}

    def rows(self, player: PlayerEpisode, game: Game, rules: str, own: Mapping[str, object] = {},
             language: str | None = None, alone: bool = False) -> list[Row]:
        """A player's score-sheet rows, one per item; a rule links into `rules`, or to the episode's
        own rules on this page."""
        end, numbered, safe = self.t.gettext("end"), self.t.gettext("round %(n)s"), self.safe
        return [Row(safe(item.kind), item.round, safe(numbered % {"n": item.round} if item.round else end),
                    safe(shown_points(item)), safe(item.rule),
                    safe(f"#rule-{item.rule}" if item.rule in own else f"{rules}#{item.rule}"),
                    self.shown_reason(item, game, language, alone))
                for item in player.items]
