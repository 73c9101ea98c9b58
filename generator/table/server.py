"""The HTTP side of table mode: routes, the write key, server-sent events, the port and the QR code."""

from __future__ import annotations

import errno
import json
import secrets
import socket
import sys
import threading
import urllib.parse
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from generator.i18n import Text, _, render
from generator.table import api, page
from generator.table.state import Table

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

Route = Callable[["Handler", dict[str, str], dict[str, Any]], tuple[int, Any]]


def _get(name: str) -> Route:
    def run(h: Handler, query: dict[str, str], body: dict[str, Any]) -> tuple[int, Any]:
        t = page.translator(h.language(query))
        if name == "state":
            return api.state(h.table, t)
        if name == "pieces":
            return api.pieces(h.table, t)
        if name == "board":
            return api.board(h.table, t, query.get("player", ""))
        return api.moves(h.table, t, query.get("player", ""), query.get("card", ""))
    return run


def _post(handler: Callable[..., tuple[int, Any]]) -> Route:
    return lambda h, query, body: handler(h.table, page.translator(h.language(query)), body)


ROUTES: dict[tuple[str, str], Route] = {
    ("GET", "/api/state"): _get("state"),
    ("GET", "/api/moves"): _get("moves"),
    ("GET", "/api/board"): _get("board"),
    ("GET", "/api/pieces"): _get("pieces"),
    ("POST", "/api/card"): _post(api.card),
    ("POST", "/api/choice"): _post(api.choice),
    ("POST", "/api/round"): _post(api.round_),
    ("POST", "/api/undo"): _post(api.undo),
    ("POST", "/api/end"): _post(api.end),
    ("POST", "/api/episode"): _post(api.episode),
}


class Handler(BaseHTTPRequestHandler):
    table: Table
    key: str
    stopping: threading.Event
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the terminal stays readable
        pass

    def words(self, message: Text, query: dict[str, str]) -> str:
        """A message in the page's language."""
        return render(message, api.translator(self.language(query)))

    def language(self, query: dict[str, str]) -> str:
        if query.get("lang") in ("es", "fr", "en"):
            return query["lang"]
        campaign = self.table.snapshot().checked.campaign
        return campaign.language if campaign else "en"

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self.handle_request("GET")

    def do_POST(self) -> None:  # noqa: N802
        self.handle_request("POST")

    def handle_request(self, method: str) -> None:
        url = urllib.parse.urlsplit(self.path)
        query = {k: v[0] for k, v in urllib.parse.parse_qs(url.query).items()}
        path = url.path
        body = b""
        if method == "POST":
            length = int(self.headers.get("Content-Length") or 0)
            if length > LIMIT:
                return self.send(413, "application/json", b'{"error": "request too large"}', close=True)
            body = self.rfile.read(length) if length > 0 else b""
            given = self.headers.get("X-Chronicle-Key") or query.get("key", "")
            if not secrets.compare_digest(given.encode(), self.key.encode()):
                return self.json(403, {"error": self.words(_("this needs the write key: open the address the table printed"), query)})
        try:
            if path == "/api/events" and method == "GET":
                return self.events()
            if path.startswith("/transcribe") or path.startswith("/api/transcribe/"):
                return self.transcribe(method, path, query, body)
            if method == "GET" and path in STATIC:
                name, kind = STATIC[path]
                return self.send(200, kind, (page.TEMPLATES / name).read_bytes())
            if method == "GET" and path == "/":
                return self.send(200, "text/html; charset=utf-8", page.render(self.table, self.language(query)))
            route = ROUTES.get((method, path))
            if route is None:
                return self.json(404, {"error": self.words(_("no such page: %(page)s", page=f"{method} {path}"), query)})
            data = json.loads(body or b"{}") if method == "POST" else {}
            if not isinstance(data, dict):
                raise api.BadRequest(_("the request body is a JSON object"))
            status, answer = route(self, query, data)
            return self.json(status, answer)
        except api.BadRequest as err:
            return self.json(400, {"error": self.words(err.args[0], query)})
        except (json.JSONDecodeError, UnicodeDecodeError):
            return self.json(400, {"error": self.words(_("the request body is not JSON"), query)})
        except (BrokenPipeError, ConnectionResetError):
            return
        except Exception as err:  # a bug of ours: the page says so, the terminal gets one line, the server goes on
            sys.stderr.write(f"table: {method} {path} failed: {err!r}\n")
            return self.json(500, {"error": self.words(_("the table server failed on this request (%(error)s); nothing was "
                                                         "written. Please report it.", error=type(err).__name__), query)})

    def transcribe(self, method: str, path: str, query: dict[str, str], body: bytes) -> None:
        from generator.table import transcribe

        answer = transcribe.handle(method, path, query, body, self.table.folder, self.language(query), self.table.write_lock)
        if answer is None:
            return self.json(404, {"error": f"no such page: {method} {path}"})
        status, kind, data = answer
        if kind.startswith("application/json") and status < 400 and method == "POST":
            self.table.snapshot()  # a saved board or catalogue reaches the open pages
        return self.send(status, kind, data)

    def json(self, status: int, value: Any) -> None:
        self.send(status, "application/json; charset=utf-8", json.dumps(value, ensure_ascii=False).encode())

    def send(self, status: int, kind: str, body: bytes, close: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in _HEADERS.items():
            self.send_header(name, value)
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        self.wfile.write(body)

    def events(self) -> None:
        """Server-sent events: the change counter, whenever a round, a choice or a hand edit changes the table."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        table = self.table
        seen = -1
        try:
            while not self.stopping.is_set():
                with table.changed:
                    if table.serial == seen:
                        table.changed.wait(timeout=10)
                    serial = table.serial
                message = f"data: {serial}\n\n" if serial != seen else ": still here\n\n"
                seen = serial
                self.wfile.write(message.encode())
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            return


class TableServer:
    """A table server bound to a port, serving from a thread until `stop`."""

    def __init__(self, folder: Path, host: str = "127.0.0.1", port: int = 8765, key: str | None = None,
                 say: Callable[[Text], None] = print, tries: int = 20) -> None:
        self.table = Table(folder)
        self.table.snapshot()
        self.key = key or secrets.token_hex(16)
        self.stopping = threading.Event()
        handler = type("TableHandler", (Handler,), {"table": self.table, "key": self.key, "stopping": self.stopping})
        self.httpd = _bind(host, port, handler, say, tries)
        self.httpd.daemon_threads = True
        self.host, self.port = host, self.httpd.server_address[1]
        self._threads: list[threading.Thread] = []

    def start(self) -> TableServer:
        for target in (self.httpd.serve_forever, lambda: self.table.watch(self.stopping)):
            thread = threading.Thread(target=target, daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def stop(self) -> None:
        self.stopping.set()
        self.table.notify()  # wakes the event streams so that they end
        self.httpd.shutdown()
        self.httpd.server_close()

    def address(self) -> str:
        """The address to open on a phone: this machine's address on the network when open to it."""
        host = lan_address() if self.host in ("0.0.0.0", "::", "") else self.host
        host = f"[{host}]" if ":" in host else host
        return f"http://{host}:{self.port}/?key={self.key}"


class Unavailable(Exception):
    """The server cannot listen where it was asked to (a bad host, or every port tried is taken)."""


def _bind(host: str, port: int, handler: type[Handler], say: Callable[[Text], None], tries: int) -> ThreadingHTTPServer:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    server_class = type("Server", (ThreadingHTTPServer,), {"address_family": family})
    for candidate in range(port, port + tries):
        try:
            return server_class((host, candidate), handler)
        except OSError as err:
            if err.errno not in (errno.EADDRINUSE, errno.EACCES):
                raise Unavailable(_("cannot listen on %(address)s: %(reason)s", address=f"{host}:{candidate}",
                                    reason=err.strerror or err)) from None
            say(_("port %(port)s is taken (another program, or a table already running?); trying %(next)s", port=candidate,
                  next=candidate + 1))
    raise Unavailable(_("ports %(first)s to %(last)s are all taken; choose one with --port", first=port, last=port + tries - 1))


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
