"""An error about a value labels it one way only (Spanish review 6, issue 34, fault 5): by the YAML key as the file
writes it («points: debe ser un número entero, no «uno»»), never by a translated word beside it («terreno: «palmera»
no es válido …» next to «points: …» read as half-translated). A value the reader names by its kind says the kind
as the file writes it too: «terrain: «palmera» no es válido…», « terrain : « palmera » est inconnu… »."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from helpers import ROOT

LABEL = re.compile(r"^(?:error|erreur) ?: ([^\s:«»'\"]+(?: [^\s:«»'\"]+)*) ?: ")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_ruleset_mistake_is_labelled_by_its_keys_only(cli, tmp_path: Path, lang: str) -> None:
    """LG-13/LG-15: a scoring entry with an unknown terrain and a points value that is not a number."""
    folder = tmp_path / "reef"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    rules = folder / "rules" / "chapter-2.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("terrain: palm, points: 1", "terrain: palmera, points: uno"),
                     encoding="utf-8")
    source = rules.read_text(encoding="utf-8").splitlines()
    lines = [line for line in cli("--lang", lang, "check", folder).output.replace("\u202f", " ").replace("\u00a0", " ")
             .splitlines() if "chapter-2.yaml:" in line]
    assert len(lines) == 2, lines
    for line in lines:
        where, said = re.match(r"^.*?chapter-2\.yaml:(\d+):\d+: (.*)$", line).groups()  # type: ignore[union-attr]
        label = LABEL.match(said)
        assert label is None or f"{label.group(1)}:" in source[int(where) - 1], line
    assert "palmera" in lines[0] and {"es": "terrain: «palmera»", "fr": "terrain : « palmera »",
                                    "en": "unknown terrain 'palmera'"}[lang] in lines[0]
