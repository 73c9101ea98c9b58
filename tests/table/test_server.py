"""The table server under the audit's probes (issue 20 item 3): every request talks to 127.0.0.1 only
and every loop is bounded. Malformed requests are a 400, never a 500 or silence; only the addresses
the table printed are answered, and writes come only from its own pages; silent connections are
closed; a burst of connections waits in the backlog instead of timing out."""

from __future__ import annotations

import json
import shutil
import socket
import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.frontend.listener import IDLE
from generator.table.server import TableServer
from helpers import FIXTURES


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TableServer]:
    folder = tmp_path_factory.mktemp("table") / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    running = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    yield running
    running.stop()


def raw(server: TableServer, request: bytes, timeout: float = 10) -> bytes:
    """Send bytes as they are and read the answer until the server closes or stops sending."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=timeout) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    return answer


def status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def post(server: TableServer, path: str, body: bytes, *headers: str, host: str | None = None) -> bytes:
    lines = [f"POST {path} HTTP/1.1", f"Host: {host or f'127.0.0.1:{server.port}'}", f"X-Chronicle-Key: {server.key}",
             "Content-Type: application/json", "Connection: close", *headers]
    if not any(h.lower().startswith(("content-length", "transfer-encoding")) for h in headers):
        lines.append(f"Content-Length: {len(body)}")
    return raw(server, ("\r\n".join(lines) + "\r\n\r\n").encode() + body)


def get(server: TableServer, path: str, host: str | None = None) -> bytes:
    return raw(server, f"GET {path} HTTP/1.1\r\nHost: {host or f'127.0.0.1:{server.port}'}\r\nConnection: close\r\n\r\n".encode())


@pytest.mark.parametrize("body", [
    b"[" * 100_000 + b"]" * 100_000,  # nesting past Python's stack
    b'{"card": ' + b"9" * 5_001 + b"}",  # past Python's limit on digits
    b'{"card": "1", "actions": ',  # cut short
    b"\xff\xfe{}",  # not UTF-8
    b"[1, 2]",  # JSON, not an object
], ids=["deep", "digits", "truncated", "bytes", "array"])
def test_a_malformed_body_is_a_400_with_a_reason(server, body):
    answer = post(server, "/api/card", body)
    assert status(answer) == 400 and b"JSON" in answer


@pytest.mark.parametrize("headers", [
    ("Content-Length: ten",),
    ("Content-Length: 5", "Content-Length: 7"),
    ("Content-Length: -1",),
], ids=["not-a-number", "two-lengths", "negative"])
def test_a_broken_content_length_is_a_400_not_silence(server, headers):
    assert status(post(server, "/api/card", b'{"x": 1}', *headers)) == 400


def test_a_chunked_body_is_read_as_sent(server):
    """A chunked request is the same request: read whole, not as an empty body."""
    body = b'{"version": "stale", "card": "1", "actions": {"Ana": "A1"}}'
    chunked = f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"
    answer = post(server, "/api/round", chunked, "Transfer-Encoding: chunked")
    assert status(answer) == 409  # the stale version was read from the body: nothing is written


def test_a_body_past_the_limit_is_refused_even_when_chunked(server):
    big = b"x" * (1 << 16)
    chunked = (f"{len(big):x}\r\n".encode() + big + b"\r\n") * 16 + b"1\r\nx\r\n0\r\n\r\n"  # one byte past 1 MiB
    assert status(post(server, "/api/card", chunked, "Transfer-Encoding: chunked")) == 413


@pytest.mark.parametrize("host", ["evil.example:8765", "evil.example", "127.0.0.1:1", "localhost.evil.example"])
def test_only_the_printed_address_is_answered_against_dns_rebinding(server, host):
    """A page of another site whose name now leads to this computer reads nothing of the table."""
    answer = get(server, "/api/state", host=host)
    assert status(answer) == 421 and b"only at the address it printed" in answer
    assert status(get(server, "/api/state", host=f"localhost:{server.port}")) == 200


def test_a_write_from_another_sites_page_is_refused_even_with_the_key(server):
    answer = post(server, "/api/card", b'{"card": "1"}', "Origin: http://evil.example")
    assert status(answer) == 403 and b"its own pages" in answer
    own = post(server, "/api/card", b'{"card": "nope"}', f"Origin: http://127.0.0.1:{server.port}")
    assert status(own) != 403


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["/api/transcribe/board", "/api/transcribe/piece"]),
       st.dictionaries(st.sampled_from(["file", "catalogue", "name", "terrain", "features", "river", "id", "cells",
                                        "anchor", "colour", "church", "overwrite"]),
                       st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                                    max_leaves=6)))
def test_transcription_of_any_shape_of_json_is_answered_never_a_500(server, path, data):
    """Wrong types (a list of features, a number for a river) are the page's mistake: 400, not 'please report it'."""
    assert status(post(server, path, json.dumps(data).encode())) in (200, 400, 409, 422)


def test_a_connection_that_sends_nothing_is_closed(server):
    """Silent connections would hold the server's files until a phone could not connect."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=IDLE + 10) as silent:
        started = time.monotonic()
        assert silent.recv(1) == b""
        assert time.monotonic() - started < IDLE + 10


def test_a_burst_of_connections_waits_in_the_backlog_and_is_answered(server):
    clients = []
    try:
        for _ in range(300):
            client = socket.create_connection(("127.0.0.1", server.port), timeout=10)
            clients.append(client)
        for client in clients:
            client.sendall(f"GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        for client in clients:
            assert client.recv(12).startswith(b"HTTP/1.1 200")
    finally:
        for client in clients:
            client.close()
