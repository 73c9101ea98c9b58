"""Spanish a reader from Spain writes, in the places a calque or a slip had crept in (issue 34, Spanish review 4,
faults 3, 4 and 5), each with its family:

- an aside opened by «y» before a complement of time or place has a comma on both sides: «(y, dentro de cada ronda,
  por orden de jugadores)» (fault 3: the My Island FAQ lacked the first comma, My City's had it);
- a ruleset page says where its sentences come from with a subject-less «Generado a partir de …», never the bare
  participle «Leído de …», a calque of *Read back from* (fault 4);
- *build* is «generar» everywhere, in the files `chronicle init` writes too: «genera el sitio», «Generar el sitio»,
  never «construye el sitio» (fault 5; the commands' help already said «Genera el sitio»)."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import catalogue_texts, faq_answer, shipped_hits

ASIDE = r"\(y (dentro|durante|después|antes|en cada|al final)\b[^,()]*, "
BUILD_SITE = r"constru\w* (el |un |tu |su )?sitio|construirlo|Construir el sitio"


def test_C_1_both_scoring_order_answers_set_off_the_aside_with_two_commas():
    for name in ("scoring-order", "city-scoring-order"):
        assert "ronda a ronda (y, dentro de cada ronda, por orden de jugadores)" in faq_answer("es", name), name


def test_no_spanish_aside_opened_by_y_lacks_its_first_comma():
    assert shipped_hits("es", ASIDE) == {}


def test_a_ruleset_page_says_generado_a_partir_de_its_file_or_chronicles_rules():
    es = catalogue_texts("es")
    assert es["Read back from the rules shipped with chronicle."] == "Generado a partir de las reglas incluidas en chronicle."
    assert es["Read back from the file %(file)s: compare each sentence with your envelope."] == \
        "Generado a partir de %(file)s: compara cada frase con tu sobre."
    assert shipped_hits("es", r"\bLeíd[oa]s? (de|del)\b") == {}


def test_init_writes_generar_el_sitio_never_construir(cli, tmp_path: Path):
    root = tmp_path / "grupo"
    assert cli("init", root, "--language", "es", "--title", "Los Tejedores").exit_code == 0
    written = {str(p.relative_to(root)): p.read_text(encoding="utf-8") for p in sorted(root.rglob("*"))
               if p.is_file() and ".git/" not in str(p)}
    assert not {name: re.findall(BUILD_SITE, text) for name, text in written.items() if re.search(BUILD_SITE, text)}
    workflow = written[".github/workflows/pages.yml"]
    assert "Generar el sitio" in workflow and "genera el sitio" in workflow, workflow
    assert "comprueba, genera y publica el sitio" in written["README.md"]
    assert "el flujo de publicación genera el sitio por su cuenta" in written[".gitignore"]
    assert shipped_hits("es", BUILD_SITE) == {}
