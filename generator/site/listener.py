"""A port and the HTTP server behind it, shared by `chronicle table` and `chronicle serve`.

uvicorn serves the app: a deep backlog, keep-alive, chunked and malformed requests handled by a
well-kept library, one connection costing no thread. What is ours: the socket (bound before the
first build, so a busy port is said at once), closing connections that never send a request, and
a bell that wakes the apps' event streams from the threads that build or write.
"""

from __future__ import annotations

import asyncio
import socket
import sys
import threading
from collections.abc import AsyncIterator, Callable
from typing import Any

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

IDLE = 5
"""Seconds a connection may stay silent, before its first request or between two."""
BACKLOG = 2048
"""Connections waiting to be accepted: a burst of phones or tabs waits here instead of timing out."""


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (0: any free port); OSError when it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # The protocol is named so that asyncio turns Nagle's algorithm off on each connection;
    # otherwise every kept-alive request waits 40 ms for the client's delayed ACK.
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        if sys.platform != "win32":  # a server stopped a moment ago leaves its port in TIME_WAIT
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def more_files() -> None:
    """Each open connection holds a file: a desktop's soft limit (often 1,024) is raised as far as the
    system allows, so that connections left open by a burst never leave a phone or a tab unable to connect."""
    try:
        import resource
    except ImportError:  # Windows has no such limit
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = 65536 if hard == resource.RLIM_INFINITY else min(hard, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):  # macOS caps the soft limit lower: keep what there is
            pass


class Protocol(H11Protocol):
    """uvicorn's HTTP/1.1, closing a connection that sends nothing as it closes an idle kept-alive one:
    otherwise silent connections pile up until the server has no file left for a real visitor."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.timeout_keep_alive_task = self.loop.call_later(self.timeout_keep_alive, self.timeout_keep_alive_handler)


class Bell:
    """Wakes event streams (on the server's loop) from any thread: a round written, a build done."""

    def __init__(self) -> None:
        self.loop: asyncio.AbstractEventLoop | None = None
        self.rung = asyncio.Event()

    def listen_here(self) -> None:
        """Called on the server's loop when it starts."""
        self.loop = asyncio.get_running_loop()

    def ring(self) -> None:
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(self._ring)

    def _ring(self) -> None:
        self.rung.set()
        self.rung = asyncio.Event()

    async def changes(self, read: Callable[[], int], seconds: float, told: int | None = None,
                      stop: Callable[[], bool] = lambda: False) -> AsyncIterator[int | None]:
        """For an event stream: what `read` gives each time it differs from what was last told, else
        None every `seconds` (a keep-alive), until `stop`."""
        while not stop():
            rung = self.rung  # taken before reading: a change in between still wakes us
            now = read()
            yield now if now != told else None
            told = now
            try:
                await asyncio.wait_for(rung.wait(), timeout=seconds)
            except TimeoutError:
                pass


class Listener:
    """An app served on a bound socket from a thread, until `stop`."""

    def __init__(self, app: Any, sock: socket.socket) -> None:
        self.socket = sock
        self.port: int = sock.getsockname()[1]
        config = uvicorn.Config(app, http=Protocol, log_config=None, access_log=False, log_level="warning",
                                timeout_keep_alive=IDLE, timeout_graceful_shutdown=1, lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [sock]}, daemon=True)

    def start(self) -> Listener:
        self.thread.start()
        while not self.server.started and self.thread.is_alive():
            threading.Event().wait(0.01)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        if self.thread.is_alive():
            self.thread.join(timeout=5)
        self.socket.close()
