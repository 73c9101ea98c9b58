"""Running `chronicle table` in a terminal: the address with its key, its QR code, until Ctrl+C."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import click

from generator.table.server import TableServer, Unavailable, qr_text


def run(folder: Path, host: str, port: int, say: Callable[[str], None]) -> None:
    """Serve the table for `folder` until interrupted; errors of binding are usage errors, not tracebacks."""
    try:
        server = TableServer(folder, host, port, say=say)
    except Unavailable as err:
        raise click.UsageError(str(err)) from None
    server.start()
    address = server.address()
    say(f"table for {folder.resolve().name}: open {address}")
    say(qr_text(address))
    if host in ("127.0.0.1", "localhost", "::1"):
        say("only this computer can open it; phones need --host 0.0.0.0 (same Wi-Fi)")
    say("every write needs the key in that address; Ctrl+C stops the table")
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        say("table stopped")
    finally:
        server.stop()
