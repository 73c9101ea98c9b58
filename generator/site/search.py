"""Full-text search: pagefind bundles, all built by one pagefind process fed the pages from memory.

One bundle per campaign (`search/<slug>/`), one for the reference pages (`pagefind/`) and one for the
home page (`pagefind-home/`), merged in the browser: editing a campaign re-indexes that campaign and
the home page only. Pages go to pagefind while the next ones render, stripped of what pagefind skips
(drawings, navigation: nine tenths of a page's bytes), and a campaign's bundle is written, then
dropped from pagefind's memory, while the next campaigns render.
pagefind's `--service` mode reads requests on its standard input, each a base64 JSON object ended by
a comma, and answers in kind on its standard output.
"""

from __future__ import annotations

import base64
import importlib
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Any

from generator.model import LANGUAGES
from generator.site import children
from generator.words.i18n import Message, _

REFERENCE = "pagefind"
"""The bundle of the pages outside campaigns (games, FAQ, rules, glossary): rebuilt only when
chronicle or its content changes."""
HOME = "pagefind-home"
"""The bundle of the home page and the record's pages (players/): they sum up every campaign, and
change with any of them."""
BUNDLES = "bundles.json"
"""The list of the bundles merged with the reference pages' one, in its folder."""


class SearchFailed(Exception):
    """pagefind is missing or failed; the message says how, and that --no-search builds without it."""

    def __init__(self, reason: Message) -> None:
        # a Message, said in the run's language where it is shown (an f-string here made it English)
        super().__init__(_("%(reason)s (build with --no-search to skip the search index)", reason=reason))


def bundle_of(page_path: str) -> str:
    """The bundle that holds a page (its path inside a language tree)."""
    if page_path.startswith("campaigns/"):
        return f"search/{page_path.split('/')[1]}"
    if page_path.startswith("players/"):
        return HOME
    return REFERENCE if page_path.strip("/").removesuffix("index.html") else HOME


SKIPPED = (b"svg", b"nav", b"noscript", b"label", b"form", b"script", b"style", b"template")
"""Elements pagefind leaves out of a page's text (checked against pagefind 1.5 by
tests/site/test_search_input.py): sending them would only make it parse more."""
_SKIPPED = re.compile(rb"<(" + b"|".join(SKIPPED) + rb")[\s>]|\sdata-pagefind-ignore[\s=>]")


def searchable(html: bytes) -> bytes:
    """A page as pagefind reads it: its head and its <main>, without what pagefind would skip
    (drawings, navigation, elements marked data-pagefind-ignore). Pagefind indexes the same text
    from a tenth of the bytes, and most of its time goes to parsing them."""
    head_end, main = html.find(b"</head>"), html.find(b"<main")
    end = html.rfind(b"</main>")
    if head_end < 0 or main < 0 or end < 0:  # not one of our pages: as it is
        return html
    kept, pos = [html[:head_end], b"</head><body>"], main
    while match := _SKIPPED.search(html, pos, end):
        start = match.start() if match.group(1) else html.rfind(b"<", pos, match.start())
        name = match.group(1) or html[start + 1:match.start()].split(maxsplit=1)[0]
        kept.append(html[pos:start])
        pos = _element_end(html, start, name)
    kept += [html[pos:end], b"</main></body></html>"]
    return b"".join(kept)


def _element_end(html: bytes, start: int, name: bytes) -> int:
    """Where the element opened at `start` ends, elements of the same name nested in it included."""
    opening, closing, depth, pos = b"<" + name, b"</" + name + b">", 1, html.find(b">", start) + 1
    if html[pos - 2:pos] == b"/>":
        return pos
    while depth:
        close = html.find(closing, pos)
        if close < 0:
            return len(html)
        nested = html.find(opening, pos, close)
        if nested < 0:
            depth, pos = depth - 1, close + len(closing)
        else:
            pos = nested + len(opening)
            depth += html[pos:pos + 1] in (b" ", b">", b"\n")
    return pos


def binary() -> str:
    """pagefind's own executable, found where pagefind's Python package looks (PAGEFIND_BINARY_PATH,
    pagefind_bin_extended, pagefind_bin, PATH) without importing that package, which loads asyncio
    (18 ms of every build); run directly, not through `python -m`, which would import modules lying
    in the working folder."""
    found = (os.environ.get("PAGEFIND_BINARY_PATH") or _packaged() or shutil.which("pagefind_extended")
             or shutil.which("pagefind"))
    if found is None or not os.path.isabs(found):  # a relative one comes from a '.' in PATH
        raise SearchFailed(_("pagefind is not installed (pip install 'pagefind[bin]')"))
    return found


def _packaged() -> str | None:
    """The executable a pagefind binary package carries, looked up in the package's folder (importing
    the package loads logging and platform: 10 ms), else as the package finds it."""
    for package in ("pagefind_bin_extended", "pagefind_bin"):
        spec = importlib.util.find_spec(package)
        if spec is None or spec.origin is None:
            continue
        folder = os.path.dirname(spec.origin)
        for name in ("pagefind_extended", "pagefind", "pagefind_extended.exe", "pagefind.exe"):
            if os.path.isfile(candidate := os.path.join(folder, name)):
                return candidate
        try:
            return str(importlib.import_module(package).get_executable())
        except (ImportError, OSError):  # its file is missing
            continue
    return None


class Indexer:
    """One pagefind process for a build: pages are added as they come, bundles written at the end.

    It runs in the site folder with no PAGEFIND_ settings, so that no configuration of the user's
    changes the index. Requests are not awaited one by one: a thread reads the answers while pages
    are sent, and the first error is raised at the end."""

    def __init__(self, site: Path) -> None:
        self.site = site
        env = {k: v for k, v in os.environ.items() if not k.startswith("PAGEFIND_")}
        self._errors_file = tempfile.TemporaryFile()
        self._process = subprocess.Popen(children.bound([binary(), "--service"]), cwd=site, env=env,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._errors_file)
        assert self._process.stdin is not None  # stdin=PIPE
        self._stdin = self._process.stdin
        self._answers: dict[int, dict[str, Any]] = {}
        self._arrived = threading.Condition()
        self._sent = 0
        self._unanswered: set[int] = set()
        self._bundles: dict[str, int] = {}
        self._opening: dict[str, int] = {}
        """Bundles asked for ahead of their pages, and the request that makes each one's index."""
        self._sealed: set[str] = set()
        self._pending: dict[str, int] = {}
        """Sealed bundles not written yet, and the request for their files."""
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def open(self, bundles: list[str]) -> None:
        """Have pagefind make the indexes of `bundles` now, while it is idle: a bundle made when its
        first page comes would wait for pagefind to finish the pages sent before it."""
        for bundle in bundles:
            if bundle not in self._bundles and bundle not in self._opening:
                self._opening[bundle] = self._send({"type": "NewIndex", "config": None})

    def add(self, bundle: str, path: str, text: bytes) -> None:
        """Index in `bundle` the page written at `path` (relative to the site, 'en/rules/index.html'),
        given as `searchable` makes it."""
        index = self._bundles.get(bundle)
        if index is None:
            opening = self._opening.pop(bundle, None)
            answer = self._wait(opening or self._send({"type": "NewIndex", "config": None}))
            index = self._bundles[bundle] = answer["index_id"]
        self._send({"type": "AddFile", "index_id": index, "file_path": path,
                    "file_contents": text.decode("utf-8")})

    def add_page(self, path: str, text: bytes) -> None:
        """`add` a page to the bundle that holds it."""
        self.add(bundle_of(path.split("/", 1)[1]), path, text)

    def seal(self, bundle: str) -> None:
        """No more pages for `bundle`: pagefind may write its files while the next pages render.
        Bundles that came back meanwhile are written now, not held until the end."""
        if bundle in self._bundles and bundle not in self._sealed:
            self._sealed.add(bundle)
            self._pending[bundle] = self._send({"type": "GetFiles", "index_id": self._bundles[bundle]})
        self._write_bundles(wait=False)

    def finish(self) -> None:
        """Write every bundle, each checked to hold pages in every language, and stop pagefind.

        The files come back through the pipe and are written here: pagefind's own writes may still
        be under way when it answers, and be lost when it exits."""
        try:
            for bundle in sorted(self._bundles):
                self.seal(bundle)
            self._write_bundles(wait=True)
            for message in sorted(self._unanswered):
                self._wait(message)
        finally:
            self.close()

    def _write_bundles(self, wait: bool) -> None:
        for bundle, message in sorted(self._pending.items()):
            with self._arrived:
                arrived = message in self._answers
            if arrived or wait:
                files = self._wait(message)["files"]
                _write_bundle(self.site / bundle, {f["path"]: base64.b64decode(f["content"]) for f in files
                                                   if _needed(bundle, f["path"])})
                del self._pending[bundle]
                self._send({"type": "DeleteIndex", "index_id": self._bundles[bundle]})  # pagefind's memory

    def close(self) -> None:
        """End pagefind: it exits at the end of its input, or is killed."""
        if self._process.poll() is None:
            self._stdin.close()
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._reader.join(timeout=5)
        self._errors_file.close()

    def _send(self, payload: dict[str, Any]) -> int:
        self._sent += 1
        message = json.dumps({"message_id": self._sent, "payload": payload}).encode("utf-8")
        try:
            self._stdin.write(base64.b64encode(message) + b",")
            self._stdin.flush()
        except OSError:
            raise SearchFailed(self._stopped()) from None
        self._unanswered.add(self._sent)
        return self._sent

    def _wait(self, message: int) -> dict[str, Any]:
        with self._arrived:
            while message not in self._answers:
                if not self._reader.is_alive():
                    raise SearchFailed(self._stopped())
                self._arrived.wait(0.5)
            answer = self._answers.pop(message)
        self._unanswered.discard(message)
        if answer.get("type") == "Error":
            raise SearchFailed(_("the search index could not be built: %(reason)s", reason=f"pagefind said {answer.get('message')}"))
        return answer

    def _read(self) -> None:
        stream = self._process.stdout
        assert isinstance(stream, io.BufferedReader)  # Popen's default buffering: read1 returns what has arrived
        pending = b""
        while chunk := stream.read1(1 << 16):
            pending += chunk
            *complete, pending = pending.split(b",")
            for raw in complete:
                answer = json.loads(base64.b64decode(raw))
                payload = answer.get("payload", {})
                if "message_id" not in answer or answer["message_id"] is None:  # an unreadable request
                    original = json.loads(payload.get("original_message") or "{}")
                    answer["message_id"] = original.get("message_id", 0)
                with self._arrived:
                    self._answers[answer["message_id"]] = payload
                    self._arrived.notify_all()
        with self._arrived:
            self._arrived.notify_all()

    def _stopped(self) -> Message:
        code = self._process.wait()
        self._errors_file.seek(0)
        said = self._errors_file.read().decode(errors="replace").strip().splitlines()
        return _("the search index could not be built: %(reason)s", reason=f"pagefind stopped with exit status {code}"
                                                                            + (f": {said[0]}" if said else " and said nothing"))


UNUSED = ("pagefind-component-ui.", "pagefind-modular-ui.", "pagefind-highlight.")
"""pagefind's other interfaces: the pages load pagefind-ui.js and .css only (283 KB never fetched)."""


def _needed(bundle: str, path: str) -> bool:
    """Whether a bundle needs this file. The search runs the reference bundle's engine (pagefind.js,
    its worker and wasm, its UI); a bundle merged into it gives only its entry, metadata, index and
    fragments: pagefind loads no wasm for a merged index (`load_wasm: false`), so the engine files
    would be published once per campaign and never fetched."""
    if bundle == REFERENCE:
        return not path.startswith(UNUSED)
    return not (path.startswith(("pagefind-", "wasm.")) or path.endswith((".js", ".css"))) or path == "pagefind-entry.json"


def _write_bundle(folder: Path, files: dict[str, bytes]) -> None:
    """Write a bundle's files, after checking that pagefind indexed pages in every language; its
    entry file with its keys in order (pagefind writes them in a different order at each run)."""
    try:
        entry = json.loads(files["pagefind-entry.json"])
    except (KeyError, ValueError):
        raise SearchFailed(_("the search index could not be built: %(reason)s", reason=f"pagefind gave no readable entry file for {folder.name}")) from None
    languages = entry.get("languages", {})
    empty = [lang for lang in LANGUAGES if not languages.get(lang, {}).get("page_count")]
    if empty:
        raise SearchFailed(_("the search index could not be built: %(reason)s", reason=f"pagefind found no page of {folder.name} in {', '.join(empty)}"))
    files["pagefind-entry.json"] = json.dumps(entry, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    made: set[str] = set()  # a bundle's thousand files lie in four folders
    for relative, data in sorted(files.items()):
        if not _inside(relative):
            raise SearchFailed(_("the search index could not be built: %(reason)s", reason=f"pagefind named a file outside its bundle: {relative}"))
        target = os.path.join(folder, relative)
        if (parent := os.path.dirname(target)) not in made:
            os.makedirs(parent, exist_ok=True)
            made.add(parent)
        with open(target, "wb") as out:
            out.write(data)


def _inside(relative: str) -> bool:
    """Whether a file pagefind names lies in its bundle's folder, read off its path: the folder is made by
    this build, in its staging folder, with no link in it to follow. Asking the file system (resolving
    both paths, a system call per folder of each) took a third of the build's own process's time in a
    search build."""
    normal = os.path.normpath(relative)
    return not os.path.isabs(normal) and normal != "." and normal.split(os.sep, 1)[0] != ".."
