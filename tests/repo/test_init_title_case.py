"""`chronicle init FOLDER` without --title names the group after the folder in the language's own title case (es
review 10, issue 34, fault 1): Spanish and French capitalise the first word only, «# Los de los jueves», as `new`
already does for a campaign («Mi gran isla»); English keeps its title case, "# Thursday Crew"."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("lang", "folder", "title"), [
    ("es", "los-de-los-jueves", "# Los de los jueves"),
    ("es", "mi_grupo", "# Mi grupo"),
    ("fr", "les-joueurs-du-jeudi", "# Les joueurs du jeudi"),
    ("en", "thursday-crew", "# Thursday Crew"),
])
def test_init_title_from_the_folder_in_the_language_s_case(cli, tmp_path, lang: str, folder: str, title: str) -> None:  # type: ignore[no-untyped-def]
    root = tmp_path / folder
    result = cli("init", root, "--language", lang)
    assert result.exit_code == 0, result.output
    assert (root / "README.md").read_text(encoding="utf-8").splitlines()[0] == title
