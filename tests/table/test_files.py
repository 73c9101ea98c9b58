"""Table mode reads and writes a group's files as every other command does (issue 33, the audit's
seams): only regular files of UTF-8 text. A catalogue that is a FIFO no longer hangs a save and the
table's write lock with it; a catalogue that is a folder or not UTF-8, or a board saved over a
folder, is a 422 that names the file, in the page's language, never a 500."""

from __future__ import annotations

import json
import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator.table.transcribe import handle
from helpers import FIXTURES, ISLAND

TILE = {"catalogue": "our-tiles", "name": "Our tiles", "id": "17", "anchor": "0,0",
        "cells": {"0,0": "house", "0,1": "house", "1,0": "field"}}


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)
    (folder / "boards").mkdir(exist_ok=True)
    return folder


def within(seconds: float, call: Callable[[], Any], unblock: Callable[[], None] = lambda: None) -> Any:
    """`call`'s answer, failing the test instead of hanging it when `call` blocks."""
    done: list[Any] = []
    worker = threading.Thread(target=lambda: done.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if not done:  # let the blocked thread go before failing, so that it does not outlive the test
        unblock()
        worker.join(seconds)
        pytest.fail(f"no answer within {seconds} s")
    return done[0]


def release(fifo: Path) -> Callable[[], None]:
    """Open a FIFO's writing end and close it: a reader blocked on it then reads the end of the file."""
    def run() -> None:
        try:
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    return run


def post(folder: Path, path: str, data: object, lang: str = "en", lock: Any = None) -> tuple[int, dict]:
    args = (lock,) if lock is not None else ()
    status, kind, body = handle("POST", path, {}, json.dumps(data).encode(), folder, lang, *args)  # type: ignore[misc]
    assert kind.startswith("application/json")
    return status, json.loads(body)


def messages(answer: dict) -> str:
    return " ".join([p["message"] for p in answer.get("problems", [])] + [answer.get("error", "")])


def test_a_piece_saved_into_a_fifo_is_refused_and_the_write_lock_is_let_go(campaign):
    fifo = campaign / "boards" / "our-tiles.yaml"
    os.mkfifo(fifo)
    lock = threading.Lock()
    status, answer = within(5, lambda: post(campaign, "/api/transcribe/piece", TILE, lock=lock), release(fifo))
    assert status == 422 and "boards/our-tiles.yaml" in messages(answer) and "FIFO" in messages(answer)
    assert lock.acquire(timeout=1)  # every later write can still be made
    lock.release()
    assert post(campaign, "/api/transcribe/piece", {**TILE, "catalogue": "other"})[0] == 200


@pytest.mark.parametrize("lang, words", [("en", "a folder"), ("es", "una carpeta"), ("fr", "un dossier")])
def test_a_catalogue_that_is_a_folder_is_a_422_in_the_pages_language(campaign, lang, words):
    (campaign / "boards" / "our-tiles.yaml").mkdir()
    status, answer = post(campaign, "/api/transcribe/piece", TILE, lang=lang)
    assert status == 422 and words in messages(answer) and "boards/our-tiles.yaml" in messages(answer)


def test_a_catalogue_that_is_not_utf8_is_a_422_at_its_line(campaign):
    (campaign / "boards" / "our-tiles.yaml").write_bytes(b"grid: hex\npieces:\n  1: {cells: {\"0,0\": house}} # \xe9t\xe9\n")
    status, answer = post(campaign, "/api/transcribe/piece", TILE, lang="es")
    assert status == 422 and "boards/our-tiles.yaml:3:" in messages(answer) and "UTF-8" in messages(answer)
    assert "the file" not in messages(answer)  # in the page's language


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_board_saved_over_what_is_not_a_regular_file_is_refused_and_left_alone(campaign, kind):
    target = campaign / "boards" / f"{ISLAND['file']}.yaml"
    target.mkdir() if kind == "folder" else os.mkfifo(target)
    status, answer = within(5, lambda: post(campaign, "/api/transcribe/board", {**ISLAND, "overwrite": True}),
                            release(target))
    assert status == 422 and f"boards/{ISLAND['file']}.yaml" in messages(answer)
    assert target.is_dir() if kind == "folder" else target.is_fifo()


def test_transcription_pages_open_when_campaign_yaml_is_a_fifo(campaign):
    """The pages read the campaign's game leniently; a FIFO in its place must not hang them."""
    (campaign / "campaign.yaml").unlink()
    os.mkfifo(campaign / "campaign.yaml")
    status, _kind, _page = within(5, lambda: handle("GET", "/transcribe", {}, b"", campaign, "en"),
                                  release(campaign / "campaign.yaml"))
    assert status == 200
