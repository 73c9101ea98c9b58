"""Every UI string is translated in es, fr and en; no fuzzy or missing entry ships."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).parent.parent
LOCALE = ROOT / "templates/locale"
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def catalogue(lang: str):  # type: ignore[no-untyped-def]
    with (LOCALE / lang / "LC_MESSAGES/messages.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def source_messages(tmp_path: Path) -> set[str]:
    """Extract the messages from the templates and code now, as `pybabel extract` would."""
    pot = tmp_path / "now.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "N_",
                    "--no-location", "--omit-header", "-o", str(pot), "."], cwd=ROOT, check=True, capture_output=True)
    with pot.open("rb") as handle:
        return {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(handle) if m.id}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_message_of_the_templates_and_code_is_translated(lang, tmp_path):
    translated = {}
    for message in catalogue(lang):
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not message.fuzzy, f"{lang}: fuzzy entry {key!r}"
        assert all(strings), f"{lang}: no translation for {key!r}"
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(ids[-1])), f"{lang}: placeholders of {key!r}"
        translated[key] = strings
    missing = source_messages(tmp_path) - set(translated)
    assert not missing, f"{lang}: not in the catalogue (run pybabel extract and update): {sorted(missing)[:5]}"
