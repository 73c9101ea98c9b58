"""What `chronicle init` says on a repository that already was one, in real sentences with real plurals (issue
34, French review 4, faults 9 and 10: « ajouté rien, gardé 26 fichier(s) tels quels » is not French, and
"file(s)" is no English either: the number is known)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.repo.init import completed
from generator.words.i18n import render, translator


def _said(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


@pytest.mark.parametrize(("lang", "added", "kept", "expected"), [
    ("fr", (), 26, "/r est déjà un dépôt chronicle : rien n'a été ajouté, 26 fichiers gardés tels quels"),
    ("fr", ("games/README.md", "static/.nojekyll"), 24,
     "/r est déjà un dépôt chronicle : games/README.md et static/.nojekyll ajoutés, 24 fichiers gardés tels quels"),
    ("fr", ("static/.nojekyll",), 1, "/r est déjà un dépôt chronicle : static/.nojekyll ajouté, 1 fichier gardé tel quel"),
    ("en", (), 26, "/r is already a chronicle repository: nothing added, 26 files kept as they were"),
    ("en", ("games/README.md", "static/.nojekyll"), 1,
     "/r is already a chronicle repository: games/README.md and static/.nojekyll added, 1 file kept as it was"),
    ("es", ("static/.nojekyll",), 25,
     "/r ya es un repositorio de chronicle: se ha añadido static/.nojekyll; 25 archivos conservados tal como estaban"),
])
def test_faults_9_10_init_on_a_repository_says_what_it_added_and_kept(lang, added, kept, expected):
    assert _said(render(completed(Path("/r"), added, kept), translator(lang))) == expected


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_init_on_its_own_repository_never_says_file_s(cli, tmp_path, lang):
    assert cli("init", "--language", lang, tmp_path / "r").exit_code == 0
    (tmp_path / "r" / "static" / ".nojekyll").unlink()
    said = _said(cli("--lang", lang, "init", tmp_path / "r").output)  # the terminal speaks the run's language
    assert "(s)" not in said and "ajouté rien" not in said, said
    assert {"fr": "static/.nojekyll ajouté, ", "en": "static/.nojekyll added, ",
            "es": "se ha añadido static/.nojekyll; "}[lang] in said, said
