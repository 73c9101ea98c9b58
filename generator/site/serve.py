"""Serve the site on 127.0.0.1, rebuild when campaigns, content or templates change, reload the page."""

from __future__ import annotations

import functools
import html
import http.server
import threading
from collections.abc import Callable
from pathlib import Path

_RELOAD = b"""<script>
(function () {
  var source = new EventSource("/__events");
  source.onmessage = function (event) { if (event.data === "reload") { location.reload(); } };
})();
</script>"""


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
        if self.state.error is not None and (self.path.endswith("/") or self.path.endswith(".html")):
            return self.send_html(_error_page(self.state.error), 500)
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix == ".html" and path.is_file():
            return self.send_html(path.read_bytes().replace(b"</body>", _RELOAD + b"</body>"), 200)
        return super().do_GET()

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


def _error_page(error: str) -> bytes:
    return (b"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Build failed</title></head>"
            b"<body style='font-family:system-ui;margin:2rem'><h1>The site could not be built</h1>"
            b"<p>Fix these problems; the page reloads by itself when the build succeeds.</p><pre style='white-space:pre-wrap'>"
            + html.escape(error).encode() + b"</pre>" + _RELOAD + b"</body></html>")


def serve(output: Path, port: int, rebuild: Callable[[], str | None], watched: list[Path],
          say: Callable[[str], None]) -> None:
    """Build, then serve `output` while watching `watched`; `rebuild` returns an error text or None."""
    from watchfiles import watch

    state = State()
    state.built(rebuild())
    handler = type("BoundHandler", (Handler,), {"state": state})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(handler, directory=str(output)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    say(f"serving http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C to stop)")
    try:
        for _ in watch(*[p for p in watched if p.exists()], debounce=300, step=100):
            state.built(rebuild())
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
