"""Render pages to HTML per language through Jinja2 (autoescape, StrictUndefined, gettext)."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from urllib.parse import quote

from markupsafe import Markup, escape

from generator.base import per_build
from generator.frontend import boards, cards, svg
from generator.frontend.cells import rotations
from generator.frontend.i18n import LANGUAGE_NAMES, Translator, in_language
from generator.frontend.tags import plain, tag
from generator.frontend.templates import environment
from generator.geometry import Cell
from generator.model import LANGUAGES, Campaign, Game
from generator.record import Appearance, Record
from generator.reference.faq import Example
from generator.report.coach import costly
from generator.report.explain import feature_change, piece_change, terrain_change
from generator.report.verdict import verdict_words
from generator.rules.results import CampaignResult, EpisodeResult, PlayerEpisode
from generator.rules.timeline import Step
from generator.site import charts, coached
from generator.site.episode_view import EpisodeView, Figure
from generator.site.pages import Page
from generator.site.record_pages import History
from generator.site.settings import addressed
from generator.validate.content import rule_registry
from generator.words.editions import context
from generator.words.elision import french_de
from generator.words.formats import join_list, long_date, number, signed
from generator.words.i18n import Message, render
from generator.words.quotes import quoted
from generator.words.typography import french_html

_NOTHING = Markup("")


class Renderer:
    """Renders the pages of one language; helpers know the page being rendered, for relative links."""

    def __init__(self, templates: Path, translator: Translator, base_url: str, glossary: list[dict[str, str]]) -> None:
        self.env, self.t, self.lang, self.base_url = environment(templates), translator, translator.lang, base_url
        self.glossary = glossary
        self.view = EpisodeView(translator)
        self.constants: dict[str, Markup] = {}
        self._paths: dict[str, str] = {}
        self._wheres: dict[tuple[str, bool, int], Markup] = {}
        self._chrome: dict[tuple[str, str], Markup] = {}

    def render_root(self, page: Page) -> bytes:
        """A page at the site's root that speaks every language (the language picker, 404)."""
        return self.render(page, here="")

    def render(self, page: Page, here: str | None = None) -> bytes:
        here = f"{self.lang}/{page.path}" if here is None else here

        up = "../" * here.count("/")
        self.view.start_page()

        def url(target: str) -> str:
            """A relative link from this page to `target`: a path in this language's tree, or /-rooted."""
            path = self._paths.get(target)
            if path is None:
                path = self._paths[target] = self._path(target)
            return up + path or "./"

        context = {
            "page": page, "lang": self.lang, "languages": LANGUAGES, "language_names": LANGUAGE_NAMES,
            "url": url, "base_url": self.base_url, "addressed": addressed(self.base_url), "rules": rule_registry(),
            "term": self.term, "say": self.say, "piece_change": piece_change, "feature_change": feature_change,
            "terrain_change": terrain_change,
            "svg": svg, "boards": boards, "cards": cards, "charts": charts, "figures": self.figures, "rotations": rotations,
            "example_pieces": example_pieces, "changed": self.changed, "verdict_text": self.verdict_text, "glossary": self.glossary,
            "_": self.gettext, "gettext": self.gettext, "ngettext": self.ngettext,
            "progress": self.progress, "listed": self.listed, "long_date": self.long_date,
            "edition": self.edition, "edition_n": self.edition_n, "costly": costly,
            "named": self.t.gettext, "view": self.view, "history": self.history, "chrome": self.chrome, "quoted": self.quoted, "in_language": self.in_language, "foreign_words": self.foreign_words, "signed": signed, "number": number,
            **page.context,
        }
        # French spacing is set here, over the whole page, not in the catalogues, the content and the
        # code's strings: they are written with ordinary spaces, and a page puts them side by side.
        return french_html(self.env.get_template(page.template).render(context), self.lang).encode("utf-8")

    def chrome(self, part: str, url: Callable[[str], str]) -> Markup:
        """A part of every page's frame (a macro of templates/chrome.html: the header's sections, the search box,
        the footer), the same on every page at one depth of the site (`url` makes the links of the page being
        rendered): made once per renderer, a build's language, and depth, not with some thirty calls into Python
        and forty escapes on each page."""
        key = (part, url(""))  # the site's root from the page: what its depth changes in the links
        made = self._chrome.get(key)
        if made is None:
            frame = self.env.get_template("chrome.html").make_module({"url": url, "_": self.gettext})
            made = self._chrome[key] = Markup(getattr(frame, part)())
        return made

    def _path(self, target: str) -> str:
        """`target`'s path from the site's root, quoted as a link writes it (a campaign folder may be 'Gold
        Rush (2)'): remembered, as every page links the same sections and a campaign's pages one another."""
        return quote(target[1:] if target.startswith("/") else f"{self.lang}/{target}", safe="/#")

    def gettext(self, message: str, **variables: object) -> Markup:
        """Jinja's 'newstyle' gettext: translated, then formatted with the variables escaped."""
        if not variables:  # a heading or a label: the same on every page
            constant = self.constants.get(message)
            if constant is None:
                constant = self.constants[message] = Markup(self.t.gettext(message) % {})
            return constant
        return Markup(self._de(self.t.gettext(message), variables) % _escaped(variables))

    def listed(self, names: Sequence[str]) -> str:
        """Names listed as this language lists them: "Mateo, Lucía y Carmen" (generator/words/formats.py)."""
        return join_list(names, self.lang)

    def long_date(self, date: datetime.date) -> str:
        """A date as this language writes it: "2 de octubre de 2026" (the page keeps the ISO date in <time>)."""
        return long_date(date, self.lang)

    def edition(self, game: object, message: str, /, **variables: object) -> Markup:
        """`message` in the words of `game`'s edition (generator/words/editions.py), escaped like gettext."""
        return Markup(self._de(self.t.gettext(message, context(game)), variables) % _escaped(variables))

    def _de(self, template: str, variables: Mapping[str, object]) -> str:
        """French "de %(name)s" elided before a vowel: "le plateau d'Inés" (generator.words.typography)."""
        return french_de(template, variables) if self.lang == "fr" else template

    def edition_n(self, game: object, singular: str, plural: str, num: int, /, **variables: object) -> Markup:
        """A counted message in the words of `game`'s edition."""
        return Markup(self.t.ngettext(singular, plural, num, context(game)) % _escaped({"num": num, **variables}))

    def quoted(self, text: str, lang: str | None = None) -> Markup:
        """A group's words (a note) between this page's quotation marks, escaped; marked with their own
        language when it is another, so that this page's typography leaves them as the group wrote them."""
        words = tag("span", text, lang=lang) if lang and lang != self.lang else escape(text)
        return Markup(quoted(str(words), self.lang)) + self.in_language(lang)

    def foreign_words(self, text: str, lang: str | None) -> Markup:
        """A group's words left in `lang` (an own rule not translated), escaped: marked with that language and
        followed by « (en inglés) » when it is not this page's, so that this page's typography leaves them be."""
        if not lang or lang == self.lang:
            return escape(text)
        return tag("span", text, lang=lang) + self.in_language(lang)

    def in_language(self, lang: str | None) -> Markup:
        """« (en inglés) » after a group's words in `lang`, when that is not this page's language; else nothing."""
        return in_language(self.t, lang)

    def say(self, message: Message) -> Markup:
        """A message of the engine (a change of a piece) in this language, escaped."""
        return Markup(escape(render(message, self.t)))

    def ngettext(self, singular: str, plural: str, num: int, **variables: object) -> Markup:
        return Markup(self.t.ngettext(singular, plural, num) % _escaped({"num": num, **variables}))

    def progress(self, game: Game, num: int) -> Markup:
        """A count of coloured progress marks in the game's own words: circles on My Island, symbols on My City."""
        return Markup(self.view.progress(game, num))  # the catalogue's words and a number: nothing to escape

    def history(self, found: Record, games: Mapping[str, Game], appearances: Sequence[Appearance],
                url: Callable[[str], str]) -> list[History]:
        """The rows of a person's table of every episode they played (templates/person.html), each value escaped
        once per distinct value (`EpisodeView.safe`); `url` makes the page's links. A person of ten campaigns has
        hundreds of rows: said in the template, each was a macro call and some ten calls into Python."""
        safe, gettext = self.view.safe, self.gettext
        in_progress, dash = gettext("in progress"), safe("–")
        facts = {f.slug: f for f in found.campaigns}
        rows = []
        for a in appearances:
            f = facts[a.campaign]
            legacy = f.mode == "legacy"
            rows.append(History(
                safe(url(f"campaigns/{a.campaign}/episodes/{a.episode:02d}/")), self._where(f.title, f.mode == "eternal", a.episode),
                _NOTHING if a.complete else in_progress,
                safe(a.date) if a.date else _NOTHING, safe(self.long_date(a.day)) if a.day else _NOTHING,
                safe(number(a.score)) if a.complete else gettext("%(n)s so far", n=a.token),
                safe(str(a.rank)) if a.rank else dash,
                self.progress(games[f.game], a.circles) if legacy else _NOTHING, safe(str(a.circles)) if legacy else dash,
                dash if a.left is None else safe(str(a.left))))
        return rows

    def _where(self, title: str, eternal: bool, number: int) -> Markup:
        """'Gold Rush, episode 3' (an Eternal game's 'game 3'), as person.html's where_link says it: the same on
        each page of the campaign's players, so said once."""
        key = (title, eternal, number)
        said = self._wheres.get(key)
        if said is None:  # a renderer lives for one build (site/workers.renderer): its episodes bound this
            message = "%(title)s, game %(n)s" if eternal else "%(title)s, episode %(n)s"
            said = self._wheres[key] = self.gettext(message, title=title, n=number)
        return said

    def term(self, game: Game, term_id: str) -> str:
        """A terrain, symbol, colour or feature name in this language."""
        term = game.term(term_id)
        return term.names[self.lang] if term else term_id

    def figures(self, campaign: Campaign, whole: CampaignResult, result: EpisodeResult, last: Step, legacy: bool,
                ghosts: Sequence[coached.Ghost] = ()) -> list[Figure]:
        """Each player's board at the end of an episode, with their name, their standing after the
        `last` step and the round they ended participation in; with the coach's `ghosts`, each round's
        better placement outlined on the board (the replay shows it with its round)."""
        ended = self.t.gettext("ended participation in round %(n)s", context(campaign.game))
        played = None if result.complete else len(result.episode.rounds)
        return [Figure(seat, p.name, self.player_board(campaign, whole, result.episode.number, p,
                                                       [self.ghost(campaign.game, g) for g in ghosts if g.seat == seat], played),
                       self.view.state(campaign.game, legacy, last.players[seat]), ended % {"n": p.stopped} if p.stopped else "")
                for seat, p in enumerate(result.players)]

    def ghost(self, game: Game, ghost: coached.Ghost) -> svg.Ghost:
        """A round's better placement on a board, named as the coach's summary names it."""
        return svg.Ghost(ghost.round, ghost.cells, render(costly(ghost.round, ghost.better, ghost.played, ghost.lost, game), self.t))

    def player_board(self, campaign: Campaign, whole: CampaignResult, number: int, player: PlayerEpisode,
                     ghosts: Sequence[svg.Ghost] = (), played: int | None = None) -> Markup:
        """A player's board at the end of episode `number`, or after its `played` rounds while it is in progress: the
        pieces placed, in order (each names its card and round), the spaces changed by earlier episodes and the
        coach's `ghosts`."""
        game = context(campaign.game)
        label = self.t.gettext("piece %(card)s, round %(round)s", game)
        title = self._board_title(campaign.mode, player.name, number, played)
        pieces = [svg.Drawn(t.cells, t.round, t.colour, label % {"card": t.card, "round": t.round})
                  for t in player.turns if t.action == "place"]
        return boards.board(player.board, campaign.game, self.lang, pieces,
                            title=title,
                            description=self.t.ngettext("%(num)s piece placed", "%(num)s pieces placed", len(pieces), game)
                            % {"num": len(pieces)},
                            marks=self.changed(whole, player.seat, number), ghosts=ghosts)

    def _board_title(self, mode: str, name: str, number: int, played: int | None) -> str:
        """When a board is: an episode in progress has no end yet (LG-06), its board is after its last round logged
        (French review 6: never « plateau à la fin de l'épisode 4 » under « en cours »)."""
        if played == 0:
            return self.gettext("%(name)s's board before the first round", name=name)
        if played is not None:
            return self.gettext("%(name)s's board after round %(n)s", name=name, n=played)
        if mode == "eternal":
            return self.gettext("%(name)s's board at the end of game %(n)s", name=name, n=number)
        return self.gettext("%(name)s's board at the end of episode %(n)s", name=name, n=number)

    def changed(self, result: CampaignResult, seat: int, before: int) -> dict[Cell, str]:
        """The spaces of a seat's board that changes after episodes before `before` touched (LG-12): those
        the log writes and those the rules' own entries made."""
        said = self.t.gettext("changed after episode %(n)s")
        return {cell: said % {"n": number} for number, cell in _changes(result).get(seat, ()) if number < before}

    def verdict_text(self, example: Example) -> str:
        """The engine's verdict on an FAQ example, in words of this language (report/verdict.py)."""
        registry = rule_registry()
        titles = {rule: registry[rule]["title"][self.lang] for rule in example.verdict.broken}
        return " ".join(render(said, self.t) for said in verdict_words(example.verdict, titles))


_CHANGES: dict[int, tuple[CampaignResult, dict[int, list[tuple[int, Cell]]]]] = per_build.table()


def _changes(result: CampaignResult) -> dict[int, list[tuple[int, Cell]]]:
    """Per seat, the spaces board changes touched after each episode (its number and the space), in the
    campaign's order: read once a build, not once per board shown (an episode page shows four, in
    three languages, each asking for the episodes before it)."""
    cached = _CHANGES.get(id(result))
    if cached is not None and cached[0] is result:
        return cached[1]
    seats: dict[int, list[tuple[int, Cell]]] = {}
    for played in result.episodes:
        changes = played.board_changes
        for player in played.players:
            seats.setdefault(player.seat, []).extend((played.episode.number, change.cell)
                                                     for change in changes.get(player.name, ()) if change.cell is not None)
    if len(_CHANGES) > 256:  # a build holds a result per campaign: keep memory bounded for serve
        _CHANGES.clear()
    _CHANGES[id(result)] = (result, seats)
    return seats


def _escaped(variables: dict[str, object]) -> dict[str, object]:
    """Message arguments made safe to format into HTML: what Markup's % does, in one pass (numbers
    need no escaping; a negative whole number takes the minus sign people read, "−2", never a hyphen;
    Markup is what escaping it would give again, at a microsecond's cost, and so is a text escaping leaves as it is)."""
    return {key: number(value) if type(value) is int else value if type(value) in (float, Markup) or plain(value) else escape(value)
            for key, value in variables.items()}


def example_pieces(example: Example) -> list[svg.Drawn]:
    """An FAQ example's earlier pieces (round 0) and the play in question (round 1)."""
    pieces = [*example.placed, *([example.play] if not isinstance(example.play, str) else [])]
    drawn_pieces = []
    for index, cells in enumerate(pieces):
        is_play = index == len(pieces) - 1 and not isinstance(example.play, str)
        if example.game.colours:
            colour = next(iter(cells.values()))
            drawn_pieces.append(svg.Drawn({c: None for c in cells}, int(is_play), colour, ""))
        else:
            drawn_pieces.append(svg.Drawn(dict(cells), int(is_play), None, ""))
    return drawn_pieces
