"""Running `chronicle table` in a terminal: the address with its key, its QR code, until Ctrl+C."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from generator import campaigns
from generator.frontend.listener import more_files
from generator.table.server import TableServer, qr_text
from generator.words.i18n import Quoted, Text, _


def run(folder: Path, host: str, port: int, say: Callable[[Text], None], lang: str | None = None) -> None:
    """Serve the table for `folder` until interrupted; Unavailable (a Message) when it cannot listen.

    `say` shows a line in the group's language (messages are translated when shown); the page opens
    in `lang` (--lang) when given, else in the campaign's language."""
    more_files()
    server = TableServer(folder, host, port, say=say, lang=lang)
    server.start()
    address = server.address()
    say(_("table for %(campaign)s: open %(address)s", campaign=Quoted(campaigns.title(folder)), address=address))
    say(qr_text(address))
    if host in ("127.0.0.1", "localhost", "::1"):
        say(_("only this computer can open it; phones need --host 0.0.0.0 (same Wi-Fi)"))
    say(_("every write needs the key in that address; Ctrl+C stops the table"))
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        say(_("table stopped"))
    finally:
        server.stop()

