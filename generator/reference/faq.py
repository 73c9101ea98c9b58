"""The multilingual rules FAQ: Markdown entries with front matter, whose examples the engine judges.

content/faq/<lang>/<id>.md:

    ---
    id: first-tile-on-beach
    game: my-island                 # my-island | my-city | both
    rules: [MI-R01]
    tags: [placement]
    title: Does the first tile have to cover a beach space?
    related: [matching-symbols]
    example:                        # optional: checked by the rules engine at every build
      map: |
        b b b
         b h h
      rules: legacy-1
      placed: [{A1: house, A2: house}]
      play: {B1: house, B2: field}
      expect: {verdict: legal, points: {MI-R05: 1}}
    ---
    The answer, in Markdown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from generator.base import per_build
from generator.geometry import Cell
from generator.load.nodes import Node, display_path, load_text
from generator.model import LANGUAGES, Board, Game, Pos, Ruleset
from generator.problems import Problem, Problems, findings
from generator.reference.terminology import Terminology, foreign_games, load_terminology
from generator.rules.example import Verdict, evaluate
from generator.validate.board import read_board, read_cell
from generator.validate.content import load_game, rule_registry
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader, one_of, suggest

GAMES = ("my-island", "my-city", "both")
TAGS = ("placement", "round", "scoring", "token", "assessment", "campaign", "eternal", "convention", "setup")
ENTRY_KEYS = ("id", "game", "rules", "tags", "title", "related", "example")
EXAMPLE_KEYS = ("game", "map", "legend", "features", "river", "rules", "placed", "play", "token", "end", "church", "expect")
_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
TERMS = "terms.yaml"  # each game's words, beside the language folders


@dataclass(frozen=True, slots=True)
class Example:
    game: Game
    board: Board
    ruleset: Ruleset
    placed: tuple[Mapping[Cell, str], ...]
    play: Mapping[Cell, str] | str
    verdict: Verdict


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    lang: str
    game: str
    rules: tuple[str, ...]
    tags: tuple[str, ...]
    title: str
    related: tuple[str, ...]
    body: str
    example: Example | None
    pos: Pos


class Faq:
    """The entries indexed the ways pages look them up: by language, game, id and rule."""

    def __init__(self, entries: Sequence[Entry]) -> None:
        self.entries = list(entries)
        self._by_id = {(e.lang, e.id): e for e in self.entries}

    def for_game(self, lang: str, game: str) -> list[Entry]:
        return [e for e in self.entries if e.lang == lang and e.game in (game, "both")]

    def get(self, lang: str, entry_id: str) -> Entry:
        return self._by_id[(lang, entry_id)]

    def related(self, entry: Entry, game: str) -> list[Entry]:
        """The related entries that `game`'s page holds: an entry about both games may name the
        counterparts of each game, and every page links those of its own."""
        return [other for other_id in entry.related
                if (other := self._by_id[(entry.lang, other_id)]).game in (game, "both")]

    def citing(self, lang: str, rule: str) -> list[Entry]:
        return [e for e in self.entries if e.lang == lang and rule in e.rules]

    @staticmethod
    def page_of(entry: Entry, rule_or_game: str) -> str:
        """The FAQ page an entry lives on; entries about both games show on My Island's unless told."""
        if entry.game != "both":
            return entry.game
        return "my-city" if rule_or_game.startswith(("MC", "my-city")) else "my-island"


@per_build.cached
def faq_links(root: Path, lang: str, base_url: str = "/", game: str = "my-island") -> dict[str, str]:
    """For each rule ID, the URL of the FAQ entry that explains it best in `lang`, among the entries of
    the campaign's `game` and those about both games, on that game's page.

    A link stands beside a problem, a rule broken: the entry whose example shows that very rule broken
    explains it best (MC-R01's building on the mountains, not the legal one over trees and rocks that
    also cites MC-R01), then the entry of which it is the first rule, then the one written for this game.
    Reads only the front matter, without judging examples (the build judges each example against the
    verdict it expects): fast enough for every `chronicle check`.
    """
    best: dict[str, tuple[int, int, int, str]] = {}
    for path in sorted((root / lang).glob("*.md")):
        try:
            front, _ = _split(path.read_text(encoding="utf-8"), path.name)
            data = load_text(front, path.name).plain()
        except (Problems, OSError):
            continue  # a broken entry is reported by the build, not by check
        if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
            continue
        entry_game = data.get("game", "both")
        if entry_game not in (game, "both"):
            continue  # the other game's entry speaks of its own pieces and board
        broken = _expected_broken(data.get("example"))
        for position, rule in enumerate(data["rules"]):
            rank = (int(rule != broken), position, int(entry_game == "both"))
            url = f"{base_url}{lang}/faq/{game}/#{data.get('id', path.stem)}"
            if rule not in best or rank < best[rule][:3]:
                best[rule] = (*rank, url)
    return {rule: url for rule, (*_, url) in best.items()}


def _expected_broken(example: object) -> str | None:
    """The rule an example's front matter expects broken (`expect: {verdict: illegal, rule: MC-R01}`), if any."""
    expect = example.get("expect") if isinstance(example, dict) else None
    rule = expect.get("rule") if isinstance(expect, dict) and expect.get("verdict") == "illegal" else None
    return rule if isinstance(rule, str) else None


def load_faq(root: Path) -> list[Entry]:
    """Every entry of every language, its example judged; Problems if anything is wrong."""
    r = Reader()
    terms = load_terminology(root / TERMS) if (root / TERMS).is_file() else None
    entries = [e for lang in LANGUAGES for path in sorted((root / lang).glob("*.md"))
               if (e := _read_entry(r, path, lang, terms)) is not None]
    _check_languages(r, entries, root)
    if r.problems:
        raise Problems(r.problems)
    return sorted(entries, key=lambda e: (e.lang, e.id))


def _split(text: str, name: str) -> tuple[str, str]:
    """Front matter (padded so its line numbers are the file's) and body."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != "---":
        raise Problems([Problem(Pos(name, 1, 1), "an FAQ entry starts with front matter between '---' lines")])
    end = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), None)
    if end is None:
        raise Problems([Problem(Pos(name, 1, 1), "the front matter has no closing '---' line")])
    return "\n" + "".join(lines[1:end]), "".join(lines[end + 1:])


def _read_entry(r: Reader, path: Path, lang: str, terms: Terminology | None) -> Entry | None:
    name = display_path(path)
    text = path.read_text(encoding="utf-8")
    try:
        front, body = _split(text, name)
        node = load_text(front, name)
    except Problems as err:
        r.problems.extend(err.problems)
        return None
    f = r.fields(node, "FAQ front matter", required=("id", "game", "rules", "title"), optional=ENTRY_KEYS)
    if f is None or not {"id", "game", "rules", "title"} <= f.keys():
        return None
    entry_id = r.word(f["id"], "id") or ""
    if entry_id != path.stem or not _ID.fullmatch(entry_id):
        r.error(f["id"].pos, f"the id '{entry_id}' must be the file name without .md ('{path.stem}'), in lowercase-with-dashes")
    game = r.choice(f["game"], "game", GAMES) or "both"
    registry = rule_registry()
    rules = tuple(r.each(f["rules"], "rules", lambda n: r.choice(n, "rule ID", registry)))
    tags = tuple(r.each(f["tags"], "tags", lambda n: r.choice(n, "tag", TAGS))) if "tags" in f else ()
    related = tuple(r.each(f["related"], "related", lambda n: r.word(n, "entry id"))) if "related" in f else ()
    if not body.strip():
        r.error(Pos(name, 1, 1), "the entry has no answer below its front matter")
    if game == "both" and "example" in f:
        r.error(f["example"].pos, "an entry about both games has no example, which would show one game's board "
                                  "on the other's page: write one entry per game")
    example = _read_example(r, f["example"], game) if "example" in f and game != "both" else None
    entry = Entry(entry_id, lang, game, rules, tags, r.text(f["title"], "title") or "", related, body, example, node.pos)
    if terms is not None:
        _check_words(r, terms, entry, text)
    return entry


def _check_words(r: Reader, terms: Terminology, entry: Entry, text: str) -> None:
    """An entry speaks its game's words only: on My City's page no tile, on My Island's no building;
    an entry about both games speaks neither (split it into one entry per game)."""
    lines = text.splitlines(keepends=True)
    closing = next(i for i, line in enumerate(lines[1:], 1) if line.strip() == "---")
    # Of the front matter only the title is prose; the rest (game: my-island, ids) is not.
    checked = "".join(line if i > closing or line.startswith("title:") else "\n" for i, line in enumerate(lines))
    for finding in terms.find(checked, entry.lang, foreign_games(entry.game), entry.game):
        line = checked.count("\n", 0, finding.offset) + 1
        column = finding.offset - (checked.rfind("\n", 0, finding.offset) + 1) + 1
        advice = " (write one entry per game)" if entry.game == "both" and "My " in finding.why else ""
        r.error(Pos(entry.pos.file, line, column),
                f"'{finding.word}' in an entry about {_GAME_NAMES[entry.game]}: {finding.why}{advice}")


_GAME_NAMES = {"my-island": "My Island", "my-city": "My City", "both": "both games"}


def _read_example(r: Reader, node: Node, entry_game: str) -> Example | None:
    f = r.fields(node, "example", required=("map", "rules", "play", "expect"), optional=EXAMPLE_KEYS)
    if f is None or not {"map", "rules", "play", "expect"} <= f.keys():
        return None
    game_id = r.choice(f["game"], "game", GAMES[:2]) if "game" in f else entry_game
    if game_id not in GAMES[:2]:
        r.error(node.pos, "an example of an entry about both games names its game: 'game: my-island'")
        return None
    game = load_game(game_id)
    board_keys = {k: f[k] for k in ("map", "legend", "features", "river") if k in f}
    board_node = Node({"game": Node(game.id, node.pos), "name": Node("example", node.pos), **board_keys}, node.pos,
                      {k: node.keys[k] for k in board_keys} | {"game": node.pos, "name": node.pos})
    board = read_board(r, board_node, game)
    ruleset = _example_ruleset(r, f["rules"], game)
    if board is None or ruleset is None:
        return None
    placed = tuple(c for item in (r.items(f["placed"], "placed") if "placed" in f else [])
                   if (c := _cells(r, item, board, game)) is not None)
    play = _play(r, f["play"], board, game)
    token = r.integer(f["token"], "token", 0) if "token" in f else None
    flags = {k: bool(r.boolean(f[k], k)) for k in ("end", "church") if k in f}
    if play is None:
        return None
    verdict = evaluate(game, board, ruleset, placed, play, token, **flags)
    _compare(r, f["expect"], verdict, game)
    return Example(game, board, ruleset, placed, play, verdict)


def _example_ruleset(r: Reader, node: Node, game: Game) -> Ruleset | None:
    if node.is_map:
        return read_ruleset(r, node, game, "example")
    name = r.word(node, "rules") or ""
    known = _shipped_rulesets(game.id)
    if name not in known:
        r.error(node.pos, f"unknown ruleset '{name}'{suggest(name, known)}; known: {one_of(known)}")
        return None
    ruleset, problems = _shipped_ruleset(game.id, name)
    r.problems += problems
    return ruleset


@per_build.cached
def _shipped_rulesets(game_id: str) -> list[str]:
    return sorted(p.stem for p in (load_game(game_id).folder / "rules").glob("*.yaml"))


@per_build.cached
def _shipped_ruleset(game_id: str, name: str) -> tuple[Ruleset | None, tuple[Problem, ...]]:
    """A shipped ruleset, read once per `load_faq` for every example that names it (126 examples
    name a handful), with what reading it found."""
    from generator.load.nodes import load_file

    reader, game = Reader(), load_game(game_id)
    ruleset = read_ruleset(reader, load_file(game.folder / "rules" / f"{name}.yaml"), game, name)
    return ruleset, tuple(reader.problems)


def _cells(r: Reader, node: Node, board: Board, game: Game) -> dict[Cell, str] | None:
    vocabulary = game.colours or game.symbols
    what = "colour" if game.colours else "symbol"
    if not node.is_map:
        r.error(node.pos, f"a piece is a mapping of its cells to their {what}, such as {{A1: {next(iter(vocabulary))}}}")
        return None
    cells = {}
    for key, value in node.value.items():
        cell = read_cell(r, Node(key, node.keys[key]), board)
        term = r.choice(value, what, vocabulary)
        if cell is not None and term is not None:
            cells[cell] = term
    if game.colours and len(set(cells.values())) > 1:
        r.error(node.pos, "a building has one colour")
    return cells if len(cells) == len(node.value) else None


def _play(r: Reader, node: Node, board: Board, game: Game) -> Mapping[Cell, str] | str | None:
    if node.value in ("pass", "stop"):
        return str(node.value)
    return _cells(r, node, board, game)


def _compare(r: Reader, node: Node, verdict: Verdict, game: Game) -> None:
    """Fail, at the expectation, where the engine judges the example differently."""
    f = r.fields(node, "expect", required=("verdict",), optional=("verdict", "rule", "points", "token"))
    if f is None or "verdict" not in f:
        return
    expected = r.choice(f["verdict"], "verdict", ("legal", "illegal"))
    actual = "legal" if verdict.legal else "illegal"
    if expected and expected != actual:
        reasons = "; ".join(str(findings.message(reason, game)) for reason in verdict.reasons)
        detail = f": {reasons} [{', '.join(verdict.broken)}]" if verdict.broken else ""
        r.error(f["verdict"].pos, f"the example expects '{expected}', but the rules engine finds it {actual}{detail}")
    if "rule" in f and f["rule"].value not in verdict.broken:
        r.error(f["rule"].pos, f"the example expects rule {f['rule'].value} to be broken; the engine finds "
                               f"{', '.join(verdict.broken) or 'none'}")
    if "points" in f:
        wanted = {k: v.value for k, v in f["points"].value.items()} if f["points"].is_map else None
        if wanted != dict(verdict.points):
            r.error(f["points"].pos, f"the example expects points {wanted}, the engine scores {dict(verdict.points)}")
    if "token" in f and f["token"].value != verdict.token:
        r.error(f["token"].pos, f"the example expects the token on {f['token'].value}, the engine puts it on {verdict.token}")


def _check_languages(r: Reader, entries: Sequence[Entry], root: Path) -> None:
    """Every entry exists in every language, with the same facts (game, rules, tags, related)."""
    by_id: dict[str, dict[str, Entry]] = {}
    for e in entries:
        by_id.setdefault(e.id, {})[e.lang] = e
    for entry_id, langs in sorted(by_id.items()):
        some = next(iter(langs.values()))
        for lang in LANGUAGES:
            if lang not in langs:
                r.error(some.pos, f"entry '{entry_id}' has no {lang} version: write {display_path(root / lang / (entry_id + '.md'))}")
        for e in langs.values():
            if (e.game, e.rules, e.tags, e.related) != (some.game, some.rules, some.tags, some.related):
                r.error(e.pos, f"entry '{entry_id}' ({e.lang}) differs from its {some.lang} version in game, rules, tags or related")
            for other in e.related:
                if other not in by_id:
                    r.error(e.pos, f"related entry '{other}' does not exist{suggest(other, by_id)}")
                elif e.game != "both" and next(iter(by_id[other].values())).game not in (e.game, "both"):
                    r.error(e.pos, f"related entry '{other}' is about the other game and never shows on the page "
                                   f"of '{entry_id}'")
