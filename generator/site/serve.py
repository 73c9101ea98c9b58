"""Serve the site on 127.0.0.1, rebuild when campaigns, content or templates change, reload the page."""

from __future__ import annotations

import errno
import os
import socket
import traceback
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from generator.frontend.listener import Bell, Listener, bind, more_files
from generator.frontend.tags import tag
from generator.words.i18n import ENGLISH, N_, Text, Translator, _
from generator.words.typography import typesetter

if TYPE_CHECKING:  # watchfiles is imported when serve starts watching, not with this module
    from watchfiles import Change

_RELOAD = b"""<script>
(function () {
  var source = new EventSource("/__events");
  source.onmessage = function (event) { if (event.data === "reload") { location.reload(); } };
})();
</script>"""


class PortTaken(Exception):
    """The port is in use; the message suggests a free one."""


class State:
    """The outcome of the latest build: a version that changes at each build, and its error if any; `tr`
    speaks serve's own pages (the language of the command line)."""

    def __init__(self, tr: Translator = ENGLISH) -> None:
        self.tr = tr
        self.version = 0
        self.error: str | None = None
        self.bell = Bell()

    def built(self, error: str | None) -> None:
        self.version += 1
        self.error = error
        self.bell.ring()


class Site(StaticFiles):
    """The output folder as its web host will serve it (index.html for a folder, the site's own 404
    page), every page reloading itself after the next build."""

    def file_response(self, full_path: Any, stat_result: os.stat_result, scope: Scope, status_code: int = 200) -> Response:
        if str(full_path).endswith(".html"):
            return _html(Path(full_path).read_bytes().replace(b"</body>", _RELOAD + b"</body>"), status_code)
        return super().file_response(full_path, stat_result, scope, status_code)

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if isinstance(response, FileResponse) and response.status_code == 404:  # the site's 404.html
            return self.file_response(response.path, os.stat(response.path), scope, 404)
        return response


def application(output: Path, state: State) -> Starlette:
    """The site in `output`, a page of serve's own while the first build runs or when a build failed,
    and /__events, which says 'reload' after every build."""
    files = Site(directory=output, html=True, check_dir=False)

    async def page(request: Request) -> Response:
        path = request.url.path
        if state.version == 0:
            return _html(_page(state.tr, N_("The site is being built"), N_("This page loads by itself when it is ready."), ""), 503)
        if state.error is not None and (path.endswith("/") or path.endswith(".html")):
            return _html(_page(state.tr, N_("The site could not be built"),
                               N_("Fix these problems; the page reloads by itself when the build succeeds."), state.error), 500)
        return await files.get_response(files.get_path(request.scope), request.scope)

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[bytes]:
            async for built in state.bell.changes(lambda: state.version, 15, told=state.version):
                yield b"data: reload\n\n" if built is not None else b": still here\n\n"
        return StreamingResponse(stream(), media_type="text/event-stream", headers={"Cache-Control": "no-store"})

    @asynccontextmanager
    async def running(app: Starlette) -> AsyncIterator[None]:
        state.bell.listen_here()
        yield

    # Only this computer's names: a site of elsewhere whose name is rebound to 127.0.0.1 reads nothing.
    only_here = Middleware(TrustedHostMiddleware, allowed_hosts=["127.0.0.1", "localhost"])
    return Starlette(routes=[Route("/__events", events), Route("/{path:path}", page, methods=["GET", "HEAD"])],
                     middleware=[only_here], lifespan=running)


def _html(body: bytes, status: int) -> Response:
    return Response(body, status_code=status, media_type="text/html; charset=utf-8", headers={"Cache-Control": "no-store"})


def _page(tr: Translator, title: str, advice: str, details: str) -> bytes:
    """A page of serve's own, in the language of the command line, which reloads after the next build."""
    typeset = typesetter(tr.lang)
    title, advice = (typeset(tr.gettext(text)) for text in (title, advice))
    shown = [tag("pre", details, style="white-space:pre-wrap")] if details else []
    head = tag("head", tag("meta", charset="utf-8"), tag("title", title))
    body = tag("body", tag("h1", title), tag("p", advice), *shown, Markup(_RELOAD.decode()), style="font-family:system-ui;margin:2rem")
    return b"<!doctype html>" + tag("html", head, body, lang=tr.lang).encode()


def listen(output: Path, port: int, state: State) -> Listener:
    """Bind 127.0.0.1:`port` (0: any free port) to serve `output` once started; PortTaken if it is in use."""
    try:
        sock = bind("127.0.0.1", port)
    except OSError as err:
        if err.errno != errno.EADDRINUSE:
            raise
        raise PortTaken(_("port %(port)s is already in use (another chronicle serve?); try --port %(free)s", port=port,
                          free=_free_port(port))) from None
    return Listener(application(output, state), sock)


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
          say: Callable[[Text], None], tr: Translator = ENGLISH) -> None:
    """Serve `output` while watching `watched`, building first and after every change; `rebuild`
    returns an error text or None. The port is taken before the first build, so that a busy one
    is said at once; until that build is done, pages say that it is under way."""
    from watchfiles import watch

    state = State(tr)
    more_files()
    server = listen(output, port, state).start()
    try:
        state.built(_attempt(rebuild, say))
        say(_("serving %(address)s (Ctrl+C to stop)", address=f"http://127.0.0.1:{server.port}/"))
        roots = [os.path.abspath(p) for p in watched if p.exists()]
        for _changes in watch(*roots, watch_filter=_ignoring(output), debounce=300, step=100):
            state.built(_attempt(rebuild, say))
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


def _attempt(rebuild: Callable[[], str | None], say: Callable[[Text], None]) -> str | None:
    """Build; a failure of any kind becomes the error page, and serve goes on watching for the fix."""
    try:
        return rebuild()
    except Exception:  # noqa: BLE001 - a bug of chronicle's: show it, keep serving
        text = traceback.format_exc()
        say(text)
        return text


def _ignoring(output: Path) -> Callable[[Change, str], bool]:
    """The default watch filter, blind to the output folder and its build's companions beside it
    (`serve .` in a campaign folder writes its site inside the watched tree)."""
    from watchfiles import DefaultFilter

    default = DefaultFilter()
    site = os.path.abspath(output)
    companions = os.path.join(os.path.dirname(site), f".{os.path.basename(site)}.")

    def keep(change: Change, path: str) -> bool:
        return default(change, path) and not (path == site or path.startswith(site + os.sep) or path.startswith(companions))

    return keep
