"""Table mode refuses a blocking card where the deck has none with the LG-02 message `check` gives (issue 34, Spanish
review 5, noticed): My Island «My Island no tiene carta de bloqueo: la carta es el número de una loseta», never
«la carta block no está entre las que quedan», which suggests the card was dealt already."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.table.server import TableServer
from helpers import FIXTURES, TableClient, serve_table


@pytest.fixture
def island_table(tmp_path: Path) -> Iterator[tuple[TableServer, TableClient]]:
    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    settings = folder / "campaign.yaml"  # a group from Spain: the answers in Spanish
    settings.write_text(settings.read_text(encoding="utf-8").replace("language: en", "language: es"), encoding="utf-8")
    yield from serve_table(folder)


def test_LG_02_my_island_has_no_blocking_card(island_table):
    _, client = island_table
    status, answer = client.post("/api/card", {"card": "block", "version": client.version()})
    assert status == 400, answer
    assert answer["error"] == "My Island no tiene carta de bloqueo: la carta es el número de una loseta (LG-02)", answer
    assert client.get("/api/state")[1]["pending"]["card"] is None
