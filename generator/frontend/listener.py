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

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

IDLE = 5
"""Seconds a connection may stay silent, before its first request or between two."""
HEAD = 10
"""Seconds a request's line and headers may take to arrive from their first byte: a client that
sends a byte now and then (each one resetting IDLE) holds no connection longer."""
BODY = 30
"""Seconds a request's body may take to arrive after its headers (a 1 MiB body over a slow phone
network takes a few): a body shorter than its Content-Length is not waited for for ever."""
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
    """uvicorn's HTTP/1.1, closing a connection that sends nothing as it closes an idle kept-alive one,
    and one whose request takes longer than HEAD to send its headers or BODY its body (a 408):
    otherwise silent or slow connections pile up until the server has no file left for a real visitor."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.timeout_keep_alive_task = self.loop.call_later(self.timeout_keep_alive, self.timeout_keep_alive_handler)
        self.arriving: tuple[object, asyncio.TimerHandle] | None = None
        """What is awaited of the client (their h11 state: IDLE for the head, SEND_BODY for the body) and its deadline."""

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        self._await(self.conn.their_state)

    def on_response_complete(self) -> None:
        super().on_response_complete()  # may start a pipelined request already received, in part
        if self.conn.their_state is not h11.IDLE:
            self._await(self.conn.their_state)

    def connection_lost(self, exc: Exception | None) -> None:
        self._await(None)
        super().connection_lost(exc)

    def _await(self, state: object) -> None:
        """Keep the deadline of what the request still has to send: its head, then its body, then nothing."""
        if self.arriving is not None and self.arriving[0] is state:
            return
        if self.arriving is not None:
            self.arriving[1].cancel()
            self.arriving = None
        seconds = {h11.IDLE: HEAD, h11.SEND_BODY: BODY}.get(state)  # type: ignore[call-overload]
        if seconds is not None and not self.transport.is_closing():
            self.arriving = (state, self.loop.call_later(seconds, self._too_slow))

    def _too_slow(self) -> None:
        """408 when nothing was answered yet on this request, then the connection is closed."""
        self.arriving = None
        if self.transport.is_closing():
            return
        if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE) and (self.cycle is None or self.cycle.response_complete
                                                                      or not self.cycle.response_started):
            self.transport.write(b"HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        self.transport.close()


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
