"""The table server does not wait for ever on a request still arriving (issue 33, the audit's seams):
a client that sends a request's headers a byte at a time, or a body shorter than its Content-Length,
is answered 408 and closed after the header or body timeout, so that slow connections cannot pile
up until a phone can no longer connect. Every test talks to 127.0.0.1 only, with bounded loops and
short timeouts (the server's own are shortened here)."""

from __future__ import annotations

import shutil
import socket
import time
from collections.abc import Iterator

import pytest

from generator.frontend import listener
from generator.table.server import TableServer
from helpers import FIXTURES

pytestmark = pytest.mark.slow  # seconds per test: it waits for the timeouts

HEAD, BODY = 1.0, 1.0
"""The timeouts under test, shortened so that a test takes seconds."""
PATIENCE = 4.0
"""How long a test waits for the server before failing: well past HEAD and BODY, well under IDLE's reset by each byte."""


@pytest.fixture
def server(tmp_path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TableServer]:
    monkeypatch.setattr(listener, "HEAD", HEAD, raising=False)
    monkeypatch.setattr(listener, "BODY", BODY, raising=False)
    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    running = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    yield running
    running.stop()


def connect(server: TableServer) -> socket.socket:
    return socket.create_connection(("127.0.0.1", server.port), timeout=PATIENCE)


def closed_within(connection: socket.socket, seconds: float) -> bytes | None:
    """What the server said before closing, or None when it is still open after `seconds`."""
    connection.settimeout(seconds)
    answer = b""
    try:
        while chunk := connection.recv(4096):
            answer += chunk
    except TimeoutError:
        return None
    return answer


def test_headers_sent_a_byte_at_a_time_are_cut_off_with_a_408(server):
    head = f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow: {'a' * 200}".encode()
    with connect(server) as slow:
        slow.setblocking(False)
        started, sent, answer = time.monotonic(), 0, b""
        while time.monotonic() - started < PATIENCE and sent < len(head):  # each byte resets the idle timeout
            try:
                slow.send(head[sent:sent + 1])
                sent += 1
                answer = slow.recv(4096)  # the server spoke, or closed
                break
            except BlockingIOError:
                pass
            time.sleep(0.1)
        elapsed = time.monotonic() - started
        slow.setblocking(True)
        answer = answer + (closed_within(slow, 0.5) or b"") if answer else closed_within(slow, 0.5)
        assert answer is not None, f"still open after {elapsed:.1f} s of a slow head"
    assert answer.startswith(b"HTTP/1.1 408") and elapsed < HEAD + 2


def test_a_body_shorter_than_its_content_length_is_not_waited_for(server):
    with connect(server) as short:
        short.sendall(f"POST /api/undo HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Chronicle-Key: {server.key}\r\n"
                      "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"version\":".encode())
        answer = closed_within(short, PATIENCE)
    assert answer is not None, "the server still waits for the body"
    assert answer.startswith(b"HTTP/1.1 408")


def test_many_slow_connections_are_all_closed(server):
    """The audit's 300 slow connections stayed open; 100 here, each sending a byte of its head now and then."""
    clients = [connect(server) for _ in range(100)]
    try:
        for client in clients:
            client.sendall(b"GET / HTTP/1.1\r\n")
        started, open_ = time.monotonic(), set(range(len(clients)))
        while open_ and time.monotonic() - started < PATIENCE:
            for i in list(open_):
                try:
                    clients[i].sendall(b"X")
                except OSError:
                    open_.discard(i)
            time.sleep(0.25)
        for i in list(open_):
            if closed_within(clients[i], 0.2) is not None:
                open_.discard(i)
        assert not open_, f"{len(open_)} of {len(clients)} slow connections still open after {PATIENCE} s"
    finally:
        for client in clients:
            client.close()


def test_a_request_sent_at_once_is_answered_as_before(server):
    with connect(server) as client:
        client.sendall(f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n\r\n".encode())
        answer = closed_within(client, PATIENCE)
    assert answer is not None and answer.startswith(b"HTTP/1.1 200")
