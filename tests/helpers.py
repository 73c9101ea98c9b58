"""What several test modules (and bench scripts) share, in one module: tests import `from helpers import ...`,
never from conftest.py (pytest's hooks and fixtures) nor from another test module.

pytest puts tests/ on sys.path (pyproject.toml: pythonpath), whatever folder a test module is in; bench scripts put
it there themselves.
"""

from __future__ import annotations

import ast
import datetime
import functools
import hashlib
import html
import http.server
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

import html5lib
import jsonschema
import pytest
import yaml
from hypothesis import settings as hypothesis_settings

from generator import campaigns
from generator.reference.terminology import load_terminology
from generator.repo.schemas import schemas

# --- files and fixtures: where things are, and text written as it reads -----------------------------------

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures"
DEMO = ROOT / "campaigns"


def dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


# --- property tests: how many examples each tries ------------------------------------------------------

def examples(full: int) -> int:
    """How many examples a property test that asks for `full` tries: all in the whole suite; in the quick run as many
    as its hypothesis profile scales hypothesis's 100 to (conftest.py: a quarter), never fewer than 10. conftest.py
    applies it to every property test's own count (@settings(max_examples=...)): tests write the whole suite's."""
    return max(10, full * hypothesis_settings.default.max_examples // 100)


# --- episode logs: helpers that write them, so that a test reads like the log it checks ------------------

OUR_RULESET = """
    name: {en: Our episode, es: Nuestro episodio, fr: Notre épisode}
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    pass_points: -1
    immediate:
      - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}
    end:
      - {kind: visible-terrain, terrain: beach, points: -1}
    assessment: {first: 2, second: 1}
    """
"""A group's own ruleset, as legacy-1 but its own: tests change one line of it."""


def R(card: object, **actions: str) -> str:
    """One round: R(3, Ana="{A1: house, A2: house}", Ben="stop")."""
    lines = [f"  - card: {card}"] + [f"    {player}: {action}" for player, action in actions.items()]
    return "\n".join(lines) + "\n"


def episode(*rounds: str, number: int = 1, rules: str = "legacy-1", extra: str = "") -> str:
    """An episode file: its rounds, then any extra top-level YAML (adjustments, tiebreak...)."""
    return f"episode: {number}\nrules: {rules}\nrounds:\n" + "".join(rounds) + extra


def rules_of(problems) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.rule for p in problems]


HOUSES = "{A1: house, A2: house}"
BROKEN_YAML = "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n   Ana: A1\n"

# one mistake per campaign: validation (LG-, file syntax) and the rules engine (MI-)
BAD = {
    "bad cell": episode(R(1, Ana="{Z9: house, A2: house}", Ben="stop")),
    "unknown player": episode(R(1, Ana=HOUSES, Bob="pass")),
    "wrong card": episode(R(99, Ana=HOUSES, Ben="stop")),
    "card twice (LG-02)": episode(R(1, Ana=HOUSES, Ben="pass"), R(1, Ana="stop", Ben="stop")),
    "no action (LG-02)": episode(R(1, Ana=HOUSES)),
    "not an action": episode(R(1, Ana="jump", Ben="stop")),
    "cells that are not the piece": episode(R(1, Ana="[A1, B3]", Ben="stop")),
    "rotation that does not exist": episode(R(1, Ana="A1 r9", Ben="stop")),
    "overlap (MI-R03)": episode(R(1, Ana=HOUSES, Ben="pass"), R(3, Ana="{A2: house, A3: house, A4: house}", Ben="stop")),
    "off the board (MI-R03)": episode(R(3, Ana="A6", Ben="stop")),
    "off the board past the lettering (MI-R03)": episode(R(3, Ana="A1 r3", Ben="stop")),
    "terrain closed in episode 1 (MI-R04)": episode(R(1, Ana=HOUSES, Ben="pass"), R(4, Ana="C1", Ben="stop")),
    "no matching symbol (MI-R02)": episode(R(1, Ana=HOUSES, Ben="pass"), R(4, Ana="{F2: field, F3: field, F4: field}", Ben="stop")),
    "acting after the stop (LG-05)": episode(R(1, Ana=HOUSES, Ben="stop"), R(3, Ana="stop", Ben="pass")),
    "unknown key": "episode: 1\nrules: legacy-1\nrounds: []\nround: []\n",
    "not a number": "episode: one\nrules: legacy-1\nrounds: []\n",
    "unknown ruleset": episode(R(1, Ana=HOUSES, Ben="stop"), rules="legacy-9"),
    "indentation": BROKEN_YAML,
    "a colon too many": "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: A1: house\n",
    "an unclosed bracket": "episode: 1\nrules: legacy-1\nrounds:\n  - {card: 1, Ana: [A1, A2}\n",
    "a tab": "episode: 1\nrules: legacy-1\nrounds:\n\t- card: 1\n",
    "a bad date": episode(R(1, Ana=HOUSES, Ben="stop"), extra="date: tomorrow\n"),
}


# --- campaign folders on disk: written, found and edited ------------------------------------------------

def tiny_campaign(root: Path, name: str, text: str, game: str = "my-island", language: str = "es") -> Path:
    folder = root / name
    (folder / "episodes").mkdir(parents=True)
    for kind in ("boards", "pieces"):
        (folder / kind).mkdir()
        shutil.copy(FIXTURES / game / kind / "tiny.yaml", folder / kind / "tiny.yaml")
    (folder / "campaign.yaml").write_text(
        f"title: T\ngame: {game}\nmode: legacy\nboard: boards/tiny.yaml\npieces: pieces/tiny.yaml\nlanguage: {language}\n"
        "players: [{name: Ana, animal: turtle}, {name: Ben, animal: crab}]\n", encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text(text, encoding="utf-8")
    return folder


def game_of(campaign: Path) -> str:
    return re.search(r"^game: (\S+)", (campaign / "campaign.yaml").read_text(encoding="utf-8"), re.MULTILINE)[1]


def episode_file(folder: Path, number: int = 1) -> Path:
    return folder / "episodes" / f"{number:02d}.yaml"


def line_of(path: Path, marker: str, nth: int = 1) -> int:
    """The 1-based number of the nth line of `path` that contains `marker`."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    hits = [number for number, line in enumerate(text.splitlines(), 1) if marker in line]
    assert len(hits) >= nth, f"marker {marker!r} not found {nth} time(s) in {path}"
    return hits[nth - 1]


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not in {path} exactly once"
    path.write_text(text.replace(old, new), encoding="utf-8")


# --- problems as stderr reports them: file:line:col: error: round N, Player: message [RULE-ID] -----------

NAMES = "Ana|Ben|Cloe|Dana"
ERROR_LINE = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: "
    rf"(?:round (?P<round>\d+)(?:, (?P<player>{NAMES}))?: |(?P<only_player>{NAMES}): )?"
    r"(?P<message>.*?)(?: \[(?P<rule>[A-Z]+-[A-Z]*\d+)(?:: (?P<link>\S+))?\])?$"
)


@dataclass(frozen=True)
class Reported:
    file: Path
    line: int
    col: int
    round: int | None
    player: str | None
    message: str
    rule: str | None

    def __str__(self) -> str:
        return (f"{self.file}:{self.line}:{self.col} round={self.round} player={self.player} "
                f"rule={self.rule} message={self.message!r}")


def absolute(path: str | Path) -> Path:
    """An absolute path without following symlinks: a report must name the user's own file."""
    return Path(os.path.abspath(path))


def reported(result) -> list[Reported]:
    """Every error line of stderr; a line that does not follow the standard fails the test."""
    found, malformed = [], []
    for text in result.stderr.splitlines():
        if not text.strip():
            continue
        match = ERROR_LINE.match(text)
        if not match:
            malformed.append(text)
            continue
        found.append(Reported(
            absolute(match["file"]), int(match["line"]), int(match["col"]),
            int(match["round"]) if match["round"] else None, match["player"] or match["only_player"],
            match["message"], match["rule"]))
    assert not malformed, "stderr lines not in the form 'file:line:col: error: ...':\n" + "\n".join(malformed)
    return found


def expect_error(result, file: Path, line: int | set[int], rule: str | None = None, *, round: int | None = None,
                 player: str | None = None, words: tuple[str, ...] = ()) -> Reported:
    """Exit 1, no traceback, and an error at file:line (with that rule, round, player and words)."""
    print(result.stderr)  # shown with pytest -rP, to read the messages
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 1, f"exit {result.exit_code}, expected 1; output:\n{result.output}"
    lines = {line} if isinstance(line, int) else line
    errors = reported(result)
    at = [e for e in errors if e.file == absolute(file) and e.line in lines]
    listing = "\n".join(map(str, errors)) or "(no error lines)"
    assert at, f"no error at {file.name}:{sorted(lines)}; reported:\n{listing}"
    if rule is not None:
        at = [e for e in at if e.rule == rule]
        assert at, f"no error citing [{rule}] at {file.name}:{sorted(lines)}; reported:\n{listing}"
    if round is not None:
        assert any(e.round == round for e in at), f"round {round} not named; reported:\n{listing}"
        at = [e for e in at if e.round == round]
    if player is not None:
        assert any(e.player == player for e in at), f"player {player} not named in the player slot; reported:\n{listing}"
        at = [e for e in at if e.player == player]
    for word in words:
        assert any(word.lower() in e.message.lower() for e in at), f"{word!r} not in the message; reported:\n{listing}"
    return at[0]


# --- processes: as /proc shows them (Linux), for tests and bench scripts that kill builds ----------------

SETPRIV = shutil.which("setpriv")


def descendants(pid: int) -> set[int]:
    """Living processes whose parent is `pid` (zombies count as gone)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.add(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def unprivileged() -> tuple[str, ...]:
    """A prefix that makes the command obey file permissions, even as root."""
    if os.geteuid() != 0:
        return ()
    if SETPRIV is None:
        pytest.skip("root ignores file permissions, and setpriv is missing to drop that power")
    return (SETPRIV, "--bounding-set=-dac_override,-dac_read_search")


# --- built sites: a folder's files by their digest ------------------------------------------------------

def tree_digest(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


# --- editor schemas: what the JSON Schemas chronicle gives editors say of a file -----------------------

SCHEMAS = schemas()


def as_editor_sees(value: Any) -> Any:
    """YAML as the YAML language server hands it to a schema: keys are text, dates are text."""
    if isinstance(value, dict):
        return {str(k): as_editor_sees(v) for k, v in value.items()}
    if isinstance(value, list):
        return [as_editor_sees(v) for v in value]
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def errors(schema: str, data: Any) -> list[str]:
    validator = jsonschema.Draft7Validator(SCHEMAS[schema])
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(as_editor_sees(data))]


# --- table mode's transcription: a board as the page posts it -------------------------------------------

ISLAND = {"name": "Our island", "file": "our-island",
          "terrain": [["beach", "beach", "beach", None], ["beach", "heath", "heath", "beach"], ["beach", "palm", "beach"]],
          "features": {"statue": {"1,1": 1}, "square": {"1,2": 1}}, "river": []}


# --- the words a reader meets: the editions' terms, a page's readable text ------------------------------

TERMS = load_terminology(ROOT / "content" / "faq" / "terms.yaml")


def readable(page: Path, lang: str) -> str:
    """What a reader sees (titles and SVG tooltips included), without what a group wrote in another
    language (its notes carry their own lang attribute) nor scripts and code. Its words are compared as
    tests write them: French sets an elision's apostrophe curly (l’île), read here as a straight one
    (tests/words/test_punctuation.py checks that the curly one is set)."""
    stat = page.stat()
    return _readable(page, stat.st_mtime_ns, stat.st_size, lang)


@functools.lru_cache(maxsize=8192)
def _readable(page: Path, _mtime: int, _size: int, lang: str) -> str:
    # Once per page as it stands: many tests read every page of the session's one demo site.
    text = page.read_text(encoding="utf-8")
    text = re.sub(r"<(script|style|code)\b.*?</\1>", " ", text, flags=re.S)
    text = re.sub(r'<section [^>]*class="notes".*?</section>', " ", text, flags=re.S)  # the group's own notes
    text = re.sub(r'<(section|div|p|span|blockquote)\b[^>]*\blang="(?!' + lang + r'")[^"]*"[^>]*>.*?</\1>', " ", text,
                  flags=re.S)
    text = re.sub(r'<a [^>]*hreflang="[^"]*"[^>]*>.*?</a>', " ", text, flags=re.S)  # the language switcher
    return html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("\u2019", "'")


def group_words(text: str, folders: list[Path]) -> str:
    """`text` without what the groups wrote themselves: campaign titles, player names, their own rule texts."""
    for words in _written(tuple(folders)):
        text = text.replace(words, " ")
    return text


@functools.cache
def _written(folders: tuple[Path, ...]) -> list[str]:
    """What the groups of `folders` wrote themselves, longest first (read once: every page is checked against it)."""
    import yaml

    found: list[str] = []
    for folder in folders:
        data = yaml.safe_load((folder / "campaign.yaml").read_text(encoding="utf-8"))
        written = [data.get("title", "")]
        for rules in (folder / "rules").glob("*.yaml") if (folder / "rules").is_dir() else ():
            own = (yaml.safe_load(rules.read_text(encoding="utf-8")) or {}).get("own_rules") or {}
            written += [value.get("en", "") if isinstance(value, dict) else str(value) for value in own.values()]
            written += [str(item.get("reason", "")) for key in ("immediate", "end", "chapter_end")
                        for item in (yaml.safe_load(rules.read_text(encoding="utf-8")) or {}).get(key) or []]
        found += written
    return sorted(filter(None, found), key=len, reverse=True)


# --- French typography: what a French reader sees wrong in spacing --------------------------------------
# A high mark without its no-break space, « » without theirs. The rule the tests check, written apart from
# generator/words/typography.py (which sets the spaces) so that a mistake there is not repeated here: ; ! ?
# take a narrow no-break space (U+202F) before them, : a no-break space (U+00A0), « and » a no-break space
# inside. A mark counts only where it ends a word and is followed by a space or the end: times (12:30),
# addresses (https://), positions (file:12:3:) and queries (?key=) are not punctuation.

NBSP, NNBSP = "\u00a0", "\u202f"

_FAULTS = (
    # an ordinary space, or a word right against the mark, where a no-break space belongs
    re.compile(r"\S(?P<bad> |(?<=[\w)\]»%])(?=[;!?]))[;!?](?=\s|$|[)\]»\"'.,…])"),
    re.compile(r"\S(?P<bad> |(?<=[\w)\]»%])(?=:))(?<!:\d)(?<!:\d\d)(?<!:\d\d\d):(?=\s|$)"),
    # a list of questions glued together: "épisode ?; En mode…" (the ; and : after ? or ! need their space too)
    re.compile(r"[?!](?P<bad>)[;:](?=\s|$)"),
    # the wrong no-break space: the wide one before ; ! ?, the narrow one before :
    re.compile(rf"\S(?P<bad>{NBSP})[;!?](?=\s|$)"),
    re.compile(rf"\S(?P<bad>{NNBSP}):(?=\s|$)"),
    # guillemets without a no-break space inside
    # guillemets around words without a no-break space inside (a lone » on a button is no quote)
    re.compile(rf"«(?P<bad> ?)[^\s{NBSP}]"),
    re.compile(rf"[^\s{NBSP}](?P<bad> ?)»"),
)


def faults(text: str) -> list[str]:
    """Each fault in `text`, with a little of its context (spaces shown as ␣, U+00A0 as ⍽, U+202F as ·)."""
    found = []
    for pattern in _FAULTS:
        for m in pattern.finditer(text):
            found.append(_shown(text[max(0, m.start() - 25):m.end() + 10]))
    return found


def _shown(text: str) -> str:
    return text.replace(" ", "␣").replace(NBSP, "⍽").replace(NNBSP, "·").replace("\n", "⏎")


class VisibleText(HTMLParser):
    """A page's text as a reader meets it: scripts, styles and code left out, and elements in another
    language than French (a group's notes in its own) too; tags between words seen through."""

    SKIPPED = frozenset({"script", "style", "code", "pre", "kbd", "samp", "textarea"})
    INLINE = frozenset({"a", "abbr", "b", "cite", "del", "em", "i", "ins", "mark", "q", "s", "small", "span", "strong", "sub",
              "sup", "time", "u"})
    VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.parts: list[str] = []
        self.attributes: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._boundary(tag)
        values = dict(attrs)
        for name in ("title", "aria-label", "alt", "placeholder"):
            if values.get(name) and self._french():
                self.attributes.append(values[name] or "")
        if tag in self.VOID:
            return
        lang = values.get("lang")
        french = lang.startswith("fr") if lang else self._french()
        self.stack.append((tag, french and tag not in self.SKIPPED and not self._skipping()))

    def handle_endtag(self, tag: str) -> None:
        self._boundary(tag)
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        if self._french() and not self._skipping():
            self.parts.append(data)
        elif self.parts and not self.parts[-1].endswith("\n"):
            self.parts.append("\n")  # code between words: what comes after leans on nothing here

    def _boundary(self, tag: str) -> None:
        """Text on either side of a block (a heading, a cell, a title) is not one sentence."""
        if tag not in self.INLINE and self.parts and not self.parts[-1].endswith("\n"):
            self.parts.append("\n")

    def _french(self) -> bool:
        return self.stack[-1][1] if self.stack else True

    def _skipping(self) -> bool:
        return any(tag in self.SKIPPED for tag, _ in self.stack)

    def text(self) -> str:
        return "".join(self.parts)


def page_faults(html: str) -> list[str]:
    """The faults in a French page's visible text and its human-readable attributes."""
    reader = VisibleText()
    reader.feed(html)
    reader.close()
    return faults(reader.text()) + [fault for value in reader.attributes for fault in faults(value)]


# --- DOM normalisation: a page's <main>, so that golden files and before/after comparisons see what a
# reader sees, not where the whitespace fell ---------------------------------------------------------------

_SPACE = re.compile(r"\s+")


def normalised_main(html: bytes | str) -> str:
    """The <main> element of a page, one line per element and text: tags with sorted attributes,
    runs of whitespace as one space, whitespace between elements dropped."""
    tree = html5lib.parse(html, namespaceHTMLElements=False)
    main = tree.find(".//main")
    lines: list[str] = []
    if main is not None:
        _walk(main, 0, lines)
    return "\n".join(lines) + "\n"


def _walk(element: Element, depth: int, lines: list[str]) -> None:
    attributes = "".join(f' {name}="{_SPACE.sub(" ", value).strip()}"' for name, value in sorted(element.attrib.items()))
    tag = element.tag.replace("{http://www.w3.org/2000/svg}", "svg:").replace("{http://www.w3.org/1999/xhtml}", "")
    lines.append(f"{'  ' * depth}<{tag}{attributes}>")
    _text(element.text, depth + 1, lines)
    for child in element:
        _walk(child, depth + 1, lines)
        _text(child.tail, depth + 1, lines)


def _text(text: str | None, depth: int, lines: list[str]) -> None:
    said = _SPACE.sub(" ", text or "").strip()
    if said:
        lines.append("  " * depth + said)


# --- browser and axe: Debian's Chromium as Playwright starts it, and axe-core to inject in a page -------

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
AXE = Path(__file__).parent / ".node/node_modules/axe-core/axe.min.js"


# --- table mode: its JSON API and a phone's page, on 127.0.0.1 only ------------------------------------------

class TableClient:
    """Talks to a table server on 127.0.0.1 as a page does."""

    def __init__(self, base: str, key: str) -> None:
        self.base, self.key = base, key

    def get(self, path: str) -> tuple[int, Any]:
        return self.call("GET", path)

    def post(self, path: str, body: dict[str, Any], key: str | None = "") -> tuple[int, Any]:
        return self.call("POST", path, body, self.key if key == "" else key)

    def call(self, method: str, path: str, body: dict[str, Any] | None = None, key: str | None = None) -> tuple[int, Any]:
        import json
        import urllib.error
        import urllib.request

        headers = {"Content-Type": "application/json"}
        if key:
            headers["X-Chronicle-Key"] = key
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                raw = response.read()
                status = response.status
        except urllib.error.HTTPError as err:
            raw, status = err.read(), err.code
        try:
            return status, json.loads(raw)
        except ValueError:
            return status, raw.decode("utf-8", "replace")

    def version(self) -> str:
        return self.get("/api/state")[1]["version"]


def serve_table(folder: Path) -> Iterator[tuple[Any, TableClient]]:
    """A table server for `folder` on 127.0.0.1 and a client of its API, until the loop moves on; it is then stopped
    behind the next test (stop_behind)."""
    from generator.table.server import TableServer

    server = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    try:
        yield server, TableClient(f"http://127.0.0.1:{server.port}", server.key)
    finally:
        stop_behind(server)


_STOPPING: list[threading.Thread] = []


def stop_behind(server: Any) -> None:
    """Stop a server on a thread of its own. uvicorn notices it is to stop at its next tick and then waits a tenth of
    a second more for its connections: a fifth of a second of nothing for every server a test starts (some twenty
    seconds of a quick run), which the next test spends working instead. Its port and folder are its own; a test
    about stopping calls server.stop() itself. conftest.py waits for every one at the end of the session."""
    thread = threading.Thread(target=server.stop, name="stopping a test's server", daemon=True)
    thread.start()
    _STOPPING.append(thread)


def stopped_behind() -> None:
    """Wait until every server stop_behind stopped has stopped."""
    while _STOPPING:
        _STOPPING.pop().join(timeout=10)


def printed_address(process: subprocess.Popen[Any], seconds: float = 60) -> str:
    """The address (http://127.0.0.1:PORT/..., with its ?key= if any) that a server started as a process on port 0
    prints, within `seconds`: its port is whichever was free, never one chosen beforehand that another test's
    server could take meanwhile. The rest of what it prints is read behind, so that its pipe never fills."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line if isinstance(line, str) else line.decode("utf-8", "replace"))
        lines.put(None)  # it stopped printing: it ended

    threading.Thread(target=read, name="a test's server output", daemon=True).start()
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=left)
        except queue.Empty:
            break
        if line is None:
            break
        found = re.search(r"http://127\.0\.0\.1:\d+/\S*", line)
        if found:
            return found[0]
    raise AssertionError(f"the server printed no address within {seconds} s")


def served_table(folder: Path) -> Iterator[tuple[Any, str]]:
    """A table server for `folder` on 127.0.0.1 and the address with its key, as the table prints it."""
    for server, client in serve_table(folder):
        yield server, f"{client.base}/?key={server.key}"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def served_site(site: Path, handler: type[http.server.SimpleHTTPRequestHandler] = _Quiet) -> Iterator[str]:
    """A built site served on 127.0.0.1 (a free port) while the generator is held: its address, no slash at the end.
    Each request is answered by `handler`, one that writes no log: a test that serves pages its own way (slowly, in
    chunks) passes its own."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


TABLE_PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2,
               "bypass_csp": True}  # the tests inject axe and wait on script conditions; the pages themselves need no eval


def table_phone(browser, address: str):  # type: ignore[no-untyped-def]
    """The table's page on a 390 px phone, its console errors kept in `page.errors`."""
    context = browser.new_context(**TABLE_PHONE)
    page = context.new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(address)
    page.wait_for_selector("#play:not([hidden]), #end:not([hidden])")
    return page


def accessible(page) -> None:  # type: ignore[no-untyped-def]
    """No serious or critical axe violation on the page as it stands."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    violations = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => ['serious', 'critical'].includes(v.impact))
                                .map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | '));
    }""")
    assert violations == []


# --- chronicle's own code, as the tests that read it see it -----------------------------------------------

def python_tree(path: Path) -> ast.Module:
    """A module of chronicle's (or of the tests') parsed: read once a session while unchanged, for the tests that
    read the whole package (messages, lists, layout) each parsed its 170 modules again, half a second each time.
    Read it, never change it: every such test walks the same tree."""
    stat = path.stat()
    return _python_tree(path, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=1024)
def _python_tree(path: Path, _mtime: int, _size: int) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


# --- catalogues and table.js ----------------------------------------------------------------------

def catalogue_texts(lang: str) -> dict[str, str]:
    """A catalogue's translations keyed as the site looks them up (msgid, or "ctx\x04msgid"), plural
    forms joined by a space; read by chronicle's own reader (test_i18n checks it against Babel's)."""
    path = ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po"
    stat = path.stat()
    return dict(_catalogue_texts(path, stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=16)
def _catalogue_texts(path: Path, _mtime: int, _size: int) -> dict[str, str]:
    """Read again only when the catalogue changes (some 170 tests ask; others add entries while they run)."""
    from generator.words.i18n import read_po

    messages, _ = read_po(path.read_text(encoding="utf-8"))
    return {key: text if isinstance(text, str) else " ".join(text) for key, text in messages.items()}


def table_js_typeset(cases: list[str]) -> list[str]:
    """Each text as table.js's French `typeset` sets it, run by node (the test is skipped without it)."""
    import json
    import subprocess

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    script = (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")
    port = script[script.index("  var WORD_END"):script.index("  function typeset")]  # its rules and CODE
    port += script[script.index("  function typeset"):script.index("\n  }\n", script.index("  function typeset")) + 4]
    program = (f'var LANG = "fr";\n{port}\nvar cases = JSON.parse(require("fs").readFileSync(0, "utf8"));\n'
               "console.log(JSON.stringify(cases.map(typeset)));")
    return json.loads(subprocess.run([node, "-e", program], input=json.dumps(cases), capture_output=True,
                                     text=True, check=True, timeout=60).stdout)


# --- the content a group reads, as the native-review tests quote it ------------------------------------

def schema_descriptions(node: Any, name: str | None = None) -> Iterator[tuple[str | None, str]]:
    """Every description in a JSON schema, with the name of the property it describes (None for a schema that is
    no object's property: the root, a definition, an item)."""
    if isinstance(node, dict):
        if isinstance(node.get("description"), str):
            yield name, node["description"]
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                for prop, schema in value.items():
                    yield from schema_descriptions(schema, prop)
            else:
                yield from schema_descriptions(value)
    elif isinstance(node, list):
        for value in node:
            yield from schema_descriptions(value)


def read_back(kind: str, params: dict[str, Any], game_id: str, lang: str, when: str = "end") -> str:
    """A scoring entry as `chronicle rules` reads it back in `lang`, its no-break spaces plain and its apostrophes straight."""
    from generator.rulebook.phrases import sentence
    from generator.rulebook.sentences import scoring_sentence
    from generator.validate.content import load_game
    from generator.words.i18n import render, translator

    text = render(sentence(scoring_sentence(kind, params, load_game(game_id), when)), translator(lang))
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


def glossary_entries(lang: str) -> dict[str, dict[str, Any]]:
    """The glossary of `lang`, each entry (term, game, definition) by its term."""
    import yaml

    return {entry["term"]: entry for entry in yaml.safe_load((ROOT / "content" / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8"))}


def faq_answer(lang: str, name: str) -> str:
    """An FAQ entry's answer: its Markdown after the front matter."""
    return (ROOT / "content" / "faq" / lang / f"{name}.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]


# --- the chapter fixture (conftest.py: chapter): a city chapter on the banks board, and what its tests read ------
BASE = """
name: {en: Test chapter, es: Capítulo de prueba}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
"""


def ep(*rounds: str, number: int = 1, extra: str = "tiebreak: [Ana, Ben]\n") -> str:
    """An episode of the chapter; a tie the rows cannot break goes to Ana (C-2), a needless tiebreak is only a warning."""
    return episode(*rounds, number=number, rules="chapter", extra=extra)


def items(checked: campaigns.Checked, player: str, episode: int = 1) -> list[tuple[int | None, int, str]]:
    assert checked.result is not None, checked.problems
    me = next(p for p in checked.result.episodes[episode - 1].players if p.name == player)
    return [(i.round, i.points, i.rule) for i in me.items]


def me(checked: campaigns.Checked, player: str, episode: int = 1):  # type: ignore[no-untyped-def]
    assert checked.result is not None, checked.problems
    return next(p for p in checked.result.episodes[episode - 1].players if p.name == player)


def only_problem(checked: campaigns.Checked):  # type: ignore[no-untyped-def]
    assert len(checked.problems) == 1, [str(p.message) for p in checked.problems]
    return checked.problems[0]


ENDED = R("C1", Ana="stop", Ben="stop")


FISH = """vocabulary:
  counters:
    fish: {names: {en: fish, es: peces, fr: poissons}}
"""


FR_PO = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"
FAQ_FR = ROOT / "content" / "faq" / "fr"


def french_msgstrs() -> list[str]:
    """Every French msgstr of the catalogue, unquoted."""
    text = FR_PO.read_text(encoding="utf-8")
    return [json.loads(m[1]) for m in re.finditer(r'^msgstr(?:\[\d\])? (".*")$', text, re.MULTILINE)]


def french_prose() -> str:
    """The French words the project writes itself: catalogue, FAQ, guide, glossary, rule statements."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    parts = french_msgstrs() + [p.read_text(encoding="utf-8") for p in FAQ_FR.glob("*.md")]
    parts += [p.read_text(encoding="utf-8") for p in (ROOT / "content" / "guide" / "fr").glob("*.md")]
    parts.append((ROOT / "content" / "glossary" / "fr.yaml").read_text(encoding="utf-8"))
    parts += [f"{r['title']['fr']}\n{r['statement']['fr']}" for r in rules.values()]
    return "\n".join(parts)


def shipped_texts(lang: str) -> dict[str, str]:
    """Everything chronicle ships in `lang` that a group reads, by where it comes from: the catalogue (site,
    commands, table mode, schemas' descriptions, rules read back), the FAQ (titles and answers), the
    guides, the glossary, the rules' titles and statements and the repository's templates."""
    return dict(_shipped_texts(lang))


@functools.cache
def _shipped_texts(lang: str) -> dict[str, str]:
    """Read once a session (a tenth of a second of YAML and files, asked for by some twenty tests): no test writes what chronicle ships."""
    texts = {f"catalogue: {key}": text for key, text in catalogue_texts(lang).items()}
    for path in sorted((ROOT / "content" / "faq" / lang).glob("*.md")):
        head, answer = path.read_text(encoding="utf-8").split("\n---\n", 1)
        texts[f"faq/{lang}/{path.name}"] = f"{yaml.safe_load(head.removeprefix('---'))['title']}\n{answer}"
    texts |= {f"guide/{lang}/{path.name}": path.read_text(encoding="utf-8")
              for path in sorted((ROOT / "content" / "guide" / lang).glob("*.md"))}
    texts[f"glossary/{lang}.yaml"] = (ROOT / "content" / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": f"{entry['title'][lang]}\n{entry['statement'][lang]}" for rule, entry in rules.items()}
    texts |= {f"templates/repo/{lang}/{path.name}": path.read_text(encoding="utf-8")
              for path in sorted((ROOT / "templates" / "repo" / lang).rglob("*")) if path.is_file()}
    return texts


def shipped_hits(lang: str, pattern: str) -> dict[str, list[str]]:
    """Where `pattern` (a regular expression, any case) occurs in what chronicle ships in `lang`, with a little context."""
    return hits(shipped_texts(lang), pattern)


def hits(texts: dict[str, str], pattern: str) -> dict[str, list[str]]:
    """Where `pattern` (a regular expression, any case) occurs in each named text, with a little of its context;
    {} when nowhere, so that a failing test shows each place."""
    return {where: found for where, text in texts.items()
            if (found := [text[max(0, m.start() - 40):m.end() + 40] for m in re.finditer(pattern, text, re.IGNORECASE)])}


class Recording:
    """A translator that notes every message it is asked for and its catalogue lacks."""

    def __init__(self, lang: str) -> None:
        from generator.words.i18n import translator

        self.real = translator(lang)
        self.lang, self.messages, self.plural, self.mode = self.real.lang, self.real.messages, self.real.plural, "legacy"
        self.missing: set[str] = set()

    def gettext(self, message: str, context: str | None = None) -> str:
        if not self.messages.get(f"{context}\x04{message}" if context else message):
            self.missing.add(f"{context}|{message}")
        return self.real.gettext(message, context)

    def ngettext(self, singular: str, plural: str, n: int, context: str | None = None) -> str:
        if not self.messages.get(f"{context}\x04{singular}" if context else singular):
            self.missing.add(f"{context}|{singular}")
        return self.real.ngettext(singular, plural, n, context)


# --- the coach: generated episodes on a tiny board, a demo episode's players alone, every try played -----------

_MODULES_RUN = """
import json, sys
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
try:
    run()
except SystemExit as end:
    code = end.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def modules_loaded(*args: str) -> tuple[int, set[str], str]:
    """Run `chronicle ARGS` in a fresh interpreter (its language C.UTF-8 unless the campaign says one): its exit
    status, every module it imported, and what it said on stderr; what a command's start-up costs is what it
    imports (issue 35)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", _MODULES_RUN, *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60, check=True)
    found = json.loads(done.stdout.splitlines()[-1])
    return found["code"], set(found["modules"]), done.stderr


def tiny_games(coins: bool = False) -> dict[str, tuple[Any, Any, Any, Any]]:
    """Each game on its tiny board (tests/fixtures) with its tiny catalogue and legacy-1's ruleset: what the
    coach's generated episodes are played on, as `generated_episode(data, *games[name], rounds)` takes them. With
    `coins`, the tiny city's vocabulary holds an envelope's counter, coins, which a chapter's `add:` and `counter`
    entries name (the reader drops a counter the game does not declare)."""
    from generator.load.nodes import load_file
    from generator.model import Term
    from generator.validate.board import read_board
    from generator.validate.content import load_game
    from generator.validate.pieces import read_catalogue
    from generator.validate.ruleset import read_ruleset
    from generator.vocabulary.reader import Reader

    games = {}
    for name in ("my-island", "my-city"):
        game = load_game(name)
        if coins and name == "my-city":
            game = game._replace(counters={"coins": Term("coins", {"en": "coins"})})
        games[name] = (game, read_board(Reader(), load_file(FIXTURES / f"{name}/boards/tiny.yaml"), game),
                       read_catalogue(Reader(), load_file(FIXTURES / f"{name}/pieces/tiny.yaml"), game),
                       read_ruleset(Reader(), load_file(game.folder / "rules/legacy-1.yaml"), game, "legacy-1"))
    return games


def chapter(game: Any, rid: str, text: str | None = None) -> Any:
    """The ruleset `rid` of `game`: the shipped one (rules/RID.yaml), or an invented envelope's `text`; read
    without a problem."""
    from generator.load.nodes import load_file, load_text
    from generator.validate.ruleset import read_ruleset
    from generator.vocabulary.reader import Reader

    reader = Reader()
    node = load_file(game.folder / f"rules/{rid}.yaml") if text is None else load_text(text, f"{rid}.yaml")
    found = read_ruleset(reader, node, game, rid)
    assert found and not reader.problems, reader.problems
    return found


COIN_CHAPTER = """
name: {en: A chapter of coins}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
passing: not-below-zero
own_rules:
  T-1: {en: Each building next to the well scores 2}
  T-2: {en: Each building next to the gold earns a coin}
  T-3: {en: A point per coin}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 2, rule: T-1}
  - {kind: count, where: {piece: new, next_to: {feature: gold}}, count: pieces, add: {coins: 1}, rule: T-2}
end:
  - {kind: counter, counter: coins, points: 1, rule: T-3}
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
"""An invented envelope's chapter on the tiny city (LG-15's counts as an envelope writes them, by its well and gold;
a counter, coins, scored at the end; its trees and empty spaces at the end; a pass never below zero)."""

RACE_CHAPTER = """
name: {en: A chapter that counts a loss}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1 and a coin}
  T-2: {en: Each coin scores 1 at the end}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, add: {coins: 1}, rule: T-1}
  - {kind: first-to-cover-all, feature: gold, points: 3}
end:
  - {kind: counter, counter: coins, points: 1, rule: T-2}
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: visible-feature, feature: rock, points: -2}
"""
"""An invented envelope's chapter on the tiny city: a count that adds to a counter, MC-E07's race, a counter at the
end, and end entries that give and take points for what stays uncovered."""


def coin_city() -> tuple[Any, Any, Any, Any]:
    """The tiny city with coins in its vocabulary and COIN_CHAPTER as its ruleset, as tiny_games gives a game."""
    game, board, pieces, _legacy = tiny_games(coins=True)["my-city"]
    return game, board, pieces, chapter(game, "coins", COIN_CHAPTER)


def every_position(solo: Any, visit: Any) -> None:
    """Call `visit` at every position of a player's log (a coach's Solo), and of each round's first and last try
    played out as logged from there: where the coach asks its foresight and ceilings."""
    pos = solo.start()
    while not solo.over(pos):
        visit(pos)
        for move in solo.choices(pos)[::max(1, len(solo.choices(pos)) - 1)]:  # the first and the last
            trial = solo.branch(pos)
            solo.play(trial, move)
            while not solo.over(trial):
                visit(trial)
                solo.play_logged(trial)
        solo.play_logged(pos)


def every_logged_position(solo: Any, visit: Any) -> None:
    """Call `visit` at every position of a player's log (a coach's Solo), as logged."""
    pos = solo.start()
    while not solo.over(pos):
        visit(pos)
        solo.play_logged(pos)


def foreseen_as_played(solo: Any, also: Any = None) -> None:
    """From every position `every_position` visits, each move's value foreseen (Foresight.values, a position's
    moves together, as the search foresees them) is the end of its child played (Solo.ending), and `also`'s value
    of that child where given (another way of reckoning it, which must agree)."""
    from generator.analysis.foresight import Foresight

    foresight = Foresight(solo)
    assert foresight.known

    def children(at: Any) -> None:
        moves = solo.choices(at)
        foreseen = foresight.values(at, moves)
        for index, move in enumerate(moves):
            child = solo.branch(at)
            solo.play(child, move)
            value = None if foreseen is None else foreseen[index]
            ended = solo.ending(child)
            assert value == ended and (also is None or also(child) == ended), \
                (solo.name, solo.round(at).number, move, at.player.token)

    every_position(solo, children)


GENERATED = ("generated.yaml", 1, 1)
"""Where a generated episode's rounds and actions say they are written (a Pos's file, line, column)."""


def generated_episode(data: Any, game: Any, board: Any, pieces: Any, ruleset: Any, rounds: int,
                      names: tuple[str, ...] = ("Ana", "Ben")) -> Any:
    """A random legal episode (hypothesis `data`) of at most `rounds` cards of `ruleset`'s deck on `board`, every
    player on it: placements, passes where LG-03/C-5 allow them, stops; then everyone stops on the next card, so
    that the episode is over (LG-06)."""
    from hypothesis import strategies as st

    from generator.model import Action, Episode, Pos, Round
    from generator.rules.deck import BLOCK, cards
    from generator.rules.episode import replay_episode
    from generator.rules.island import Island
    from generator.rules.legal_placements import legal_placements
    from generator.rules.token import Token
    from generator.rules.turn import pass_refusal

    here = Pos(*GENERATED)

    def replayed(played: list[Any]) -> Any:
        return replay_episode(Episode(1, None, ruleset, tuple(played), (), {}, names, "", here), game, pieces,
                              {n: board for n in names}, {})

    deck = data.draw(st.permutations([card for card in cards(ruleset.deck, pieces) if card != BLOCK]))
    played: list[Any] = []
    for number, card in enumerate(deck[:rounds], 1):
        active = [p for p in replayed(played).players if p.stopped is None]
        if not active:
            break
        actions, piece = {}, pieces.pieces[card]
        for p in active:
            island = Island(board)
            for turn in p.turns:
                if turn.action == "place":
                    island.place(pieces.pieces[turn.card], dict(turn.cells))
            legal = legal_placements(island, piece, ruleset, first=island.placements == 0)
            passing = pass_refusal(Token(p.token, game.cap, p.debt), ruleset, piece.church) is None
            choice = data.draw(st.sampled_from(["stop", *(["pass"] if passing else []), *range(len(legal))]))
            actions[p.name] = (Action("place", legal[choice].text(board.grid), here, legal[choice].cells)
                               if isinstance(choice, int) else Action(choice, choice, here))
        played.append(Round(number, card, actions, here))
    still = {p.name: Action("stop", "stop", here) for p in replayed(played).players if p.stopped is None}
    if still:
        played.append(Round(len(played) + 1, deck[len(played)], still, here))
    return replayed(played)


def generated_solos(data: Any, game: Any, board: Any, pieces: Any, ruleset: Any, rounds: int) -> list[Any]:
    """Each player of a generated episode (`generated_episode`), alone (rules/solo.Solo), as the coach sees them."""
    from generator.rules.solo import Solo

    result = generated_episode(data, game, board, pieces, ruleset, rounds)
    return [Solo(result, game, pieces, p.name) for p in result.players]


def demo_solos(campaign: str, number: int) -> list[Any]:
    """Each player of the demo campaign's episode `number`, alone (rules/solo.Solo), as the coach sees them."""
    from generator.rules.solo import Solo

    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    return [Solo(result, checked.campaign.game, checked.campaign.catalogue, p.name) for p in result.players]


def afresh_island(island: Any) -> Any:
    """A board with the same spaces covered as `island`, nothing worked out of them yet (rules/island.Island)."""
    from generator.rules.island import Island

    return Island(island.board, dict(island.covered), island.placements, dict(island.counters))


def every_try(solo: Any) -> list[tuple[int, Any, int]]:
    """(round, best action, best value) of each round with every try played to its end, as part 1 found them
    before any ceiling: the earliest among equals, the logged move first of all."""
    from generator.analysis.coach import _as_played, _same

    played = _as_played(solo).score
    pos, found = solo.start(), []
    while not solo.over(pos):
        logged = solo.logged(pos)
        best, value = logged, played
        for move in solo.choices(pos):
            if _same(move, logged):
                continue
            trial = solo.branch(pos)
            solo.play(trial, move)
            solo.play_out(trial)
            if solo.finish(trial) > value:
                best, value = move, trial.score
        found.append((solo.round(pos).number, best, value))
        solo.play_logged(pos)
    return found


def finished_demo_episodes() -> list[tuple[str, Any, Any, int]]:
    """Every finished episode of the demo campaigns: (name, campaign, result, number), for tests that read
    what the coach says of each (its lines, its lists of items)."""
    from generator import campaigns

    found = []
    for path in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        checked = campaigns.check(path)
        assert checked.campaign and checked.result, path
        found += [(f"{path.name} {e.episode.number}", checked.campaign, checked.result, e.episode.number)
                  for e in checked.result.episodes if e.complete]
    return found


def legal_one_by_one(island: Any, piece: Any, ruleset: Any, first: bool) -> list[tuple[tuple[int, int], int, dict[Any, Any]]]:
    """Every anchor of the board in reading order, every rotation: what the validator accepts (MI-R01..R04,
    MC-R01..R05), the first of the same spaces and symbols alone: what legal_placements must list, worked out
    the slow way."""
    from generator.rules.placement import orient, violations

    board = island.board
    found, seen = [], set()
    for anchor in sorted(board.terrain, key=board.grid.to_map):
        for rotation in range(board.grid.rotations):
            cells = orient(piece, board.grid, anchor, rotation).cells
            key = frozenset(cells.items())
            if key not in seen and not list(violations(island, cells, ruleset, first)):
                seen.add(key)
                found.append((anchor, rotation, dict(cells)))
    return found
