"""The HTTP side of table mode: routes, the write key, the Host and Origin checks, server-sent
events, the port and the QR code. It runs on Starlette, served by `generator.frontend.listener`."""

from __future__ import annotations

import errno
import json
import secrets
import socket
import sys
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from generator.base.shipped import TEMPLATES
from generator.frontend.listener import Bell, Listener, bind
from generator.load.reasons import os_reason
from generator.table import answers, coach, page, reads, start, writes
from generator.table.state import Table
from generator.words.i18n import Text, Translator, _, render, translator
from generator.words.modes import in_mode
from generator.words.typography import typeset_messages

STATIC = {
    "/static/table.js": ("table/static/table.js", "text/javascript; charset=utf-8"),
    "/static/table.css": ("table/static/table.css", "text/css; charset=utf-8"),
    "/static/favicon.svg": ("static/favicon.svg", "image/svg+xml"),
}
"""The only files the server reads for a request: a fixed list, so no request path reaches the disk."""
LIMIT = 1 << 20
"""The largest request body accepted (a transcribed board is a few kilobytes)."""
_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the address carries the write key: never send it to another site
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                               "frame-ancestors 'none'",
}

Handler = Callable[[Table, Any, dict[str, str], dict[str, Any]], tuple[int, Any]]


def _get(name: str) -> Handler:
    def run(table: Table, t: Any, query: dict[str, str], body: dict[str, Any]) -> tuple[int, Any]:
        if name == "state":
            return reads.state(table, t)
        if name == "pieces":
            return reads.pieces(table, t)
        if name == "board":
            return reads.board(table, t, query.get("player", ""))
        if name == "start":
            return start.form(table, t)
        if name == "coach":
            return coach.what_could(table, t)
        return reads.moves(table, t, query.get("player", ""), query.get("card", ""))
    return run


def _post(handler: Callable[..., tuple[int, Any]]) -> Handler:
    return lambda table, t, query, body: handler(table, t, body)


API: dict[tuple[str, str], Handler] = {
    ("GET", "/api/state"): _get("state"),
    ("GET", "/api/moves"): _get("moves"),
    ("GET", "/api/board"): _get("board"),
    ("GET", "/api/pieces"): _get("pieces"),
    ("GET", "/api/start"): _get("start"),
    ("GET", "/api/coach"): _get("coach"),
    ("POST", "/api/card"): _post(writes.card),
    ("POST", "/api/choice"): _post(writes.choice),
    ("POST", "/api/round"): _post(writes.round_),
    ("POST", "/api/undo"): _post(writes.undo),
    ("POST", "/api/end"): _post(writes.end),
    ("POST", "/api/episode"): _post(writes.episode),
    ("POST", "/api/start"): _post(start.save),
}


class RequestRefused(Exception):
    """A request answered before any handler runs: a status and a message for the page."""

    def __init__(self, status: int, message: Text) -> None:
        super().__init__(status)
        self.status, self.message = status, message


class TableApp:
    """The table's routes, the key and the addresses it answers to."""

    def __init__(self, table: Table, key: str, hosts: frozenset[str], stopping: threading.Event, lang: str | None = None) -> None:
        self.table, self.key, self.hosts, self.stopping = table, key, hosts, stopping
        self.lang = lang
        """The language asked for on the command line (--lang), else None: the campaign's."""
        self.bell = Bell()
        table.listeners.append(self.bell.ring)
        self.app = Starlette(routes=[Route("/{path:path}", self.answer, methods=["GET", "POST"])], lifespan=self._running)

    @asynccontextmanager
    async def _running(self, app: Starlette) -> AsyncIterator[None]:
        self.bell.listen_here()
        yield

    def language(self, query: dict[str, str]) -> str:
        if query.get("lang") in ("es", "fr", "en"):
            return query["lang"]
        if self.lang in ("es", "fr", "en"):
            return self.lang
        campaign = self.table.snapshot().checked.campaign
        return campaign.language if campaign else "en"

    def translator(self, lang: str) -> Translator:
        """The translator of `lang` in the words of the campaign's mode (an Eternal game's games: words/modes.py)."""
        campaign = self.table.snapshot().checked.campaign
        return in_mode(translator(lang), campaign.mode if campaign else "legacy")

    async def answer(self, request: Request) -> Response:
        query = dict(request.query_params)
        method, path = request.method, request.url.path
        lang = await run_in_threadpool(self.language, query)
        try:
            self._check_host(request)
            body = await self._body(request, query) if method == "POST" else b""
            if path == "/api/events" and method == "GET":
                return self.events()
            if path.startswith("/transcribe") or path.startswith("/api/transcribe/"):
                return await run_in_threadpool(self.transcribe, method, path, query, body, lang)
            if method == "GET" and path in STATIC:
                name, kind = STATIC[path]
                return _send(200, kind, (TEMPLATES / name).read_bytes())
            if method == "GET" and path == "/":
                return _send(200, "text/html; charset=utf-8", await run_in_threadpool(page.render, self.table, lang))
            handler = API.get((method, path))
            if handler is None:
                raise RequestRefused(404, _("no such page: %(page)s", page=f"{method} {path}"))
            data = answers.json_object(body) if method == "POST" else {}
            if data is None:
                raise answers.BadRequest(_("the request body is not JSON"))
            status, value = await run_in_threadpool(self.run, handler, self.translator(lang), query, data, method)
            return _json(status, value, lang)
        except RequestRefused as err:
            return _json(err.status, {"error": render(err.message, self.translator(lang))}, lang)
        except answers.BadRequest as err:
            return _json(400, {"error": render(err.args[0], self.translator(lang))}, lang)
        except ClientDisconnect:
            return Response(status_code=400)
        except Exception as err:  # a bug of ours: the page says so, the terminal gets one line, the server goes on
            sys.stderr.write(f"table: {method} {path} failed: {err!r}\n")
            return _json(500, {"error": render(_("the table server failed on this request (%(error)s); nothing was "
                                                 "written. Please report it.", error=type(err).__name__), self.translator(lang))},
                         lang)

    def run(self, handler: Handler, t: Any, query: dict[str, str], data: dict[str, Any], method: str) -> tuple[int, Any]:
        """A route's answer; a write that succeeded also carries the state it left, so that the page
        shows it at once instead of asking for it again (one round trip less per tap)."""
        status, value = handler(self.table, t, query, data)
        if method == "POST" and status == 200 and isinstance(value, dict):
            value = {**value, "state": reads.state(self.table, t)[1]}
        return status, value

    def _check_host(self, request: Request) -> None:
        """Only the addresses the table printed: a name rebound to this machine (DNS rebinding) reads
        nothing, and a page of another site posts nothing, key or no key."""
        if request.headers.get("host", "").lower() not in self.hosts:
            raise RequestRefused(421, _("this table answers only at the address it printed"))
        origin = request.headers.get("origin")
        if request.method == "POST" and origin is not None and origin.lower().removeprefix("http://") not in self.hosts:
            raise RequestRefused(403, _("this table takes writes only from its own pages"))

    async def _body(self, request: Request, query: dict[str, str]) -> bytes:
        given = request.headers.get("x-chronicle-key") or query.get("key", "")
        declared = request.headers.get("content-length", "0")
        if declared.isdigit() and int(declared) > LIMIT:
            raise RequestRefused(413, _("the request is too large"))
        body = bytearray()
        async for chunk in request.stream():  # chunked bodies too, never more than LIMIT in memory
            body += chunk
            if len(body) > LIMIT:
                raise RequestRefused(413, _("the request is too large"))
        if not secrets.compare_digest(given.encode(), self.key.encode()):
            raise RequestRefused(403, _("this needs the write key: open the address the table printed"))
        return bytes(body)

    def transcribe(self, method: str, path: str, query: dict[str, str], body: bytes, lang: str) -> Response:
        from generator.table import transcribe

        answer = transcribe.handle(method, path, query, body, self.table.folder, lang, self.table.write_lock)
        if answer is None:
            raise RequestRefused(404, _("no such page: %(page)s", page=f"{method} {path}"))
        status, kind, data = answer
        if kind.startswith("application/json") and status < 400 and method == "POST":
            self.table.snapshot()  # a saved board or catalogue reaches the open pages
        if kind.startswith("application/json"):
            return _json(status, json.loads(data), lang)
        return _send(status, kind, data)

    def events(self) -> Response:
        """Server-sent events: the change counter, whenever a round, a choice or a hand edit changes the table."""
        async def stream() -> AsyncIterator[str]:
            async for serial in self.bell.changes(lambda: self.table.serial, 10, stop=self.stopping.is_set):
                yield f"data: {serial}\n\n" if serial is not None else ": still here\n\n"
        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"})


MESSAGES = frozenset({"error", "message", "summary"})
"""The keys of an answer whose strings are chronicle's words the page shows (the notice box, a problem, the
coach's summary); a group's own words (an adjustment's reason, a title) are data the page may send back."""


def _json(status: int, value: Any, lang: str) -> Response:
    """An answer whose messages have the page language's typography, as the site's pages do (French
    « n’est », « écriture : »): the catalogues are written plain and typeset where they are shown."""
    shown = typeset_messages(value, lang, MESSAGES)
    return _send(status, "application/json; charset=utf-8", json.dumps(shown, ensure_ascii=False).encode())


def _send(status: int, kind: str, body: bytes) -> Response:
    return Response(body, status_code=status, media_type=kind, headers=_HEADERS)


class TableServer:
    """A table server bound to a port, serving from a thread until `stop`."""

    def __init__(self, folder: Path, host: str = "127.0.0.1", port: int = 8765, key: str | None = None,
                 say: Callable[[Text], None] = print, tries: int = 20, lang: str | None = None) -> None:
        self.table = Table(folder)
        self.table.snapshot()
        self.key = key or secrets.token_hex(16)
        self.stopping = threading.Event()
        sock = _bind(host, port, say, tries)
        self.host, self.port = host, sock.getsockname()[1]
        app = TableApp(self.table, self.key, hosts(host, self.port), self.stopping, lang)
        self.listener = Listener(app.app, sock)
        self.watcher = threading.Thread(target=self.table.watch, args=(self.stopping,), daemon=True)

    def start(self) -> TableServer:
        self.listener.start()
        self.watcher.start()
        return self

    def stop(self) -> None:
        self.stopping.set()
        self.table.notify()  # wakes the event streams so that they end
        self.listener.stop()
        if self.watcher.is_alive():
            self.watcher.join(timeout=5)

    def close(self) -> None:
        """Give the port back without serving (a server never started)."""
        self.listener.socket.close()

    def address(self) -> str:
        """The address to open on a phone: this machine's address on the network when open to it."""
        return f"http://{_shown(self.host)}:{self.port}/?key={self.key}"


def _shown(host: str) -> str:
    host = lan_address() if host in ("0.0.0.0", "::", "") else host
    return f"[{host}]" if ":" in host else host


def hosts(host: str, port: int) -> frozenset[str]:
    """The Host headers the table answers: the address it printed, and this computer's own names."""
    names = {_shown(host), "127.0.0.1", "localhost", "[::1]"}
    return frozenset(f"{name.lower()}:{port}" for name in names)


class Unavailable(Exception):
    """The server cannot listen where it was asked to (a bad host, or every port tried is taken)."""


def _bind(host: str, port: int, say: Callable[[Text], None], tries: int) -> socket.socket:
    last = min(port + tries, 65536) - 1  # the last port there is
    for candidate in range(port, last + 1):
        try:
            return bind(host, candidate)
        except OSError as err:
            if err.errno not in (errno.EADDRINUSE, errno.EACCES):
                raise Unavailable(_("cannot listen on %(address)s: %(reason)s", address=f"{host}:{candidate}",
                                    reason=os_reason(err))) from None
            if candidate < last:
                say(_("port %(port)s is taken (another program, or a table already running?); trying %(next)s", port=candidate,
                      next=candidate + 1))
    raise Unavailable(_("ports %(first)s to %(last)s are all taken; choose one with --port", first=port, last=last))


def lan_address() -> str:
    """This machine's address on its local network (no packet is sent: UDP connect only picks a route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def qr_text(address: str) -> str:
    """The address as a QR code drawn with block characters, for phones to scan off the terminal."""
    import io

    import segno

    out = io.StringIO()
    segno.make(address, error="l").terminal(out=out, compact=True, border=2)
    return out.getvalue()
