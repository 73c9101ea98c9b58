"""Serve the site on 127.0.0.1, rebuild when campaigns, content or templates change, reload the page."""

from __future__ import annotations

import errno
import functools
import html
import http.server
import os
import socket
import threading
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from generator.i18n import Text, _

_RELOAD = b"""<script>
(function () {
  var source = new EventSource("/__events");
  source.onmessage = function (event) { if (event.data === "reload") { location.reload(); } };
})();
</script>"""


class PortTaken(Exception):
    """The port is in use; the message suggests a free one."""


class State:
    """The outcome of the latest build: a version that changes at each build, and its error if any."""

    def __init__(self) -> None:
        self.version = 0
        self.error: str | None = None
        self.changed = threading.Condition()

    def built(self, error: str | None) -> None:
        with self.changed:
            self.version += 1
            self.error = error
            self.changed.notify_all()


class Handler(http.server.SimpleHTTPRequestHandler):
    state: State

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - quiet: the terminal shows builds
        pass

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        if self.path == "/__events":
            return self.events()
        if self.state.version == 0:
            return self.send_html(_page("The site is being built", "This page loads by itself when it is ready.", ""), 503)
        if self.state.error is not None and (self.path.endswith("/") or self.path.endswith(".html")):
            return self.send_html(_page("The site could not be built", "Fix these problems; the page reloads by "
                                        "itself when the build succeeds.", self.state.error), 500)
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix == ".html" and path.is_file():
            return self.send_html(path.read_bytes().replace(b"</body>", _RELOAD + b"</body>"), 200)
        return super().do_GET()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing page answers with the site's own 404 page, as its web host will."""
        page = Path(self.directory) / "404.html"
        if code == 404 and self.command == "GET" and page.is_file():
            return self.send_html(page.read_bytes().replace(b"</body>", _RELOAD + b"</body>"), 404)
        super().send_error(code, message, explain)

    def send_html(self, body: bytes, status: int) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def events(self) -> None:
        """Server-sent events: 'reload' after every build that finishes while the page is open."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        seen = self.state.version
        try:
            while True:
                with self.state.changed:
                    self.state.changed.wait(timeout=15)
                    version = self.state.version
                message = b"data: reload\n\n" if version != seen else b": still here\n\n"
                seen = version
                self.wfile.write(message)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            return


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 1024
    """Connections waiting to be accepted; http.server's 5 turns a burst of requests into timeouts."""


def _page(title: str, advice: str, details: str) -> bytes:
    """A page of serve's own (for the developer at the keyboard, in English), which reloads after the next build."""
    shown = f"<pre style='white-space:pre-wrap'>{html.escape(details)}</pre>" if details else ""
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body style='font-family:system-ui;margin:2rem'><h1>{title}</h1><p>{advice}</p>{shown}").encode() \
        + _RELOAD + b"</body></html>"


def listen(output: Path, port: int, state: State) -> Server:
    """Bind 127.0.0.1:`port` (0: any free port) to serve `output`; PortTaken if it is in use."""
    handler = type("BoundHandler", (Handler,), {"state": state})
    try:
        return Server(("127.0.0.1", port), functools.partial(handler, directory=str(output)))
    except OSError as err:
        if err.errno != errno.EADDRINUSE:
            raise
        raise PortTaken(_("port %(port)s is already in use (another chronicle serve?); try --port %(free)s", port=port,
                          free=_free_port(port))) from None


def _free_port(taken: int) -> int:
    """The first free port after `taken`, or 0 (any free port, which serve prints) if none is near."""
    for candidate in range(taken + 1, min(taken + 50, 65536)):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", candidate))
            except OSError:
                continue
            return candidate
    return 0


def serve(output: Path, port: int, rebuild: Callable[[], str | None], watched: Sequence[Path],
          say: Callable[[Text], None]) -> None:
    """Serve `output` while watching `watched`, building first and after every change; `rebuild`
    returns an error text or None. The port is taken before the first build, so that a busy one
    is said at once; until that build is done, pages say that it is under way."""
    from watchfiles import watch

    state = State()
    server = listen(output, port, state)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        state.built(_attempt(rebuild, say))
        say(_("serving %(address)s (Ctrl+C to stop)", address=f"http://127.0.0.1:{server.server_address[1]}/"))
        roots = [os.path.abspath(p) for p in watched if p.exists()]
        for _changes in watch(*roots, watch_filter=_ignoring(output), debounce=300, step=100):
            state.built(_attempt(rebuild, say))
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        server.server_close()


def _attempt(rebuild: Callable[[], str | None], say: Callable[[Text], None]) -> str | None:
    """Build; a failure of any kind becomes the error page, and serve goes on watching for the fix."""
    try:
        return rebuild()
    except Exception:  # noqa: BLE001 - a bug of chronicle's: show it, keep serving
        text = traceback.format_exc()
        say(text)
        return text


def _ignoring(output: Path) -> Callable[..., bool]:
    """The default watch filter, blind to the output folder and its build's companions beside it
    (`serve .` in a campaign folder writes its site inside the watched tree)."""
    from watchfiles import DefaultFilter

    default = DefaultFilter()
    site = os.path.abspath(output)
    companions = os.path.join(os.path.dirname(site), f".{os.path.basename(site)}.")

    def keep(change: object, path: str) -> bool:
        return default(change, path) and not (path == site or path.startswith(site + os.sep) or path.startswith(companions))

    return keep
