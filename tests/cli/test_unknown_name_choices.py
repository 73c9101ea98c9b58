"""An unknown ruleset, board or catalogue name lists the choices as one list (issue 34, Spanish review 5, fault 2, and
review 7, fault 5; LG-13): «elige «chapter-2» (de la carpeta rules/ de la campaña), «eternal» o «legacy-1» (incluidos en
chronicle para My Island), o indica una ruta …», each folder's names followed by where they are; never a bare
parenthesis that reads as if «chapter-2» were the folder, nor a semicolon cutting the list in two, nor «entre A y B o
C», which reads as if one had to pick A and then B or C. Names from one folder alone: «elige entre «eternal» y
«legacy-1» (…)»."""

from __future__ import annotations

import re
import shutil

import pytest

from helpers import DEMO


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "; elige «chapter-2» (de la carpeta rules/ de la campaña), «eternal» o «legacy-1» (incluidos en chronicle "
           "para My Island), o indica una ruta dentro de la campaña"),
    ("fr", " ; choisissez « chapter-2 » (dans le dossier rules/ de la campagne), « eternal » ou « legacy-1 » "
           "(fournis avec chronicle pour My Island), ou donnez un chemin"),
    ("en", "; choose 'chapter-2' (the campaign's rules/), 'eternal', or 'legacy-1' (shipped with chronicle for My Island), "
           "or give a path"),
])
def test_LG_13_an_unknown_ruleset_lists_every_choice_in_one_list(tmp_path, cli, lang, said):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    path = folder / "episodes" / "05.yaml"
    path.write_text(re.sub(r"(?m)^rules: .*$", "rules: chapter-7", path.read_text(encoding="utf-8"), count=1),
                    encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    text = " ".join(result.output.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").split())
    assert result.exit_code == 1 and said in text, result.output


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "; elige entre «eternal» y «legacy-1» (incluidos en chronicle para My Island), o indica una ruta"),
    ("fr", " ; choisissez entre « eternal » et « legacy-1 » (fournis avec chronicle pour My Island), ou donnez un chemin"),
    ("en", "; known: 'eternal' and 'legacy-1' (shipped with chronicle for My Island); or give a path"),
])
def test_LG_13_names_from_one_folder_alone_are_a_list_to_choose_among(tmp_path, cli, lang, said):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    shutil.rmtree(folder / "rules")
    for path in (folder / "episodes").glob("*.yaml"):
        path.write_text(re.sub(r"(?m)^rules: .*$", "rules: legacy-1", path.read_text(encoding="utf-8"), count=1),
                        encoding="utf-8")
    path = folder / "episodes" / "05.yaml"
    path.write_text(re.sub(r"(?m)^rules: .*$", "rules: chapter-7", path.read_text(encoding="utf-8"), count=1),
                    encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    text = " ".join(result.output.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").split())
    assert result.exit_code == 1 and said in text, result.output
