"""A catalogue kept parsed (generator/words/i18n.py's parsed_po) says what the .po file says now:
it is kept under the digest of the file's bytes, so that an edit of one byte is parsed again, and
anything wrong with what was kept only costs a parse (issue 35: check's speed, without a cache that
could go stale)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from generator.words import i18n
from helpers import ROOT

SHIPPED = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"

_PO = '''msgid ""
msgstr ""
"Plural-Forms: nplurals=2; plural=(n > 1);\\n"

msgid "the round"
msgstr "{said}"
'''


def _po(said: str) -> bytes:
    return _PO.replace("{said}", said).encode("utf-8")


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Catalogues kept in a folder of the test's own, written as with bytecode."""
    monkeypatch.setattr(i18n, "PARSED", tmp_path / "parsed")
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    return tmp_path / "parsed"


def _parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text read_po is asked to parse from here on."""
    seen: list[str] = []
    read_po = i18n.read_po
    monkeypatch.setattr(i18n, "read_po", lambda text: seen.append(text) or read_po(text))
    return seen


def test_kept_catalogue_is_the_shipped_one_parsed(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = SHIPPED.read_bytes()
    first = i18n.parsed_po(data, "fr")
    parses = _parses(monkeypatch)
    assert i18n.parsed_po(data, "fr") == first == i18n.read_po(data.decode("utf-8"))
    assert parses == [data.decode("utf-8")]  # the direct call above; parsed_po read what it kept
    assert len(list(kept.glob("catalogue-fr-*.marshal"))) == 1


def test_a_changed_byte_is_parsed_again_and_the_old_version_dropped(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert i18n.parsed_po(_po("la manche"), "fr")[0] == {"the round": "la manche"}
    parses = _parses(monkeypatch)
    assert i18n.parsed_po(_po("la manchf"), "fr")[0] == {"the round": "la manchf"}
    assert len(parses) == 1
    assert len(list(kept.glob("catalogue-fr-*.marshal"))) == 1


def test_languages_are_kept_apart(kept: Path) -> None:
    i18n.parsed_po(_po("la manche"), "fr")
    i18n.parsed_po(_po("la ronda"), "es")
    assert i18n.parsed_po(_po("la manche"), "fr")[0] == {"the round": "la manche"}
    assert len(list(kept.glob("catalogue-*.marshal"))) == 2


def test_a_damaged_kept_file_is_parsed_again(kept: Path) -> None:
    i18n.parsed_po(_po("la manche"), "fr")
    (path,) = kept.glob("catalogue-fr-*.marshal")
    for damage in (b"", b"\x00garbage", path.read_bytes()[:40]):
        path.write_bytes(damage)
        assert i18n.parsed_po(_po("la manche"), "fr") == ({"the round": "la manche"}, "(n > 1)")


def test_nothing_is_written_where_python_writes_no_bytecode(kept: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert i18n.parsed_po(_po("la manche"), "fr")[0] == {"the round": "la manche"}
    assert not kept.exists()


def test_an_unwritable_place_only_costs_a_parse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(i18n, "PARSED", blocked / "parsed")
    assert i18n.parsed_po(_po("la manche"), "fr")[0] == {"the round": "la manche"}
