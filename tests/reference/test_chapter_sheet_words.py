"""A chapter's sheet has one French name everywhere a French group reads (French review 6, issue 34, item 4, TERM;
LG-12, LG-15): the sheet as a whole is its « table de répartition », the edition's word (« Les conditions de score
sont celles de sa table de répartition »), and the charts on it its « tableaux » (« Les tableaux du chapitre
indiquent aussi les modifications… »). Never « le tableau du chapitre » for the sheet, as the French demo campaign's
comments said while the site said « table de répartition »: site, rules, glossary, FAQ, guides, catalogue (CLI,
schemas), the files `init` writes and the French demo campaign."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from helpers import DEMO, ROOT, TERMS

CONTENT = ROOT / "content"
SINGULAR = re.compile(r"\btableau\b(?! de bord)", re.IGNORECASE)  # a chart alone; the sheet is a table de répartition


def _french_texts() -> dict[str, str]:
    """Every French text a group reads, by where it is."""
    paths = [*(CONTENT / "faq" / "fr").glob("*.md"), *(CONTENT / "guide" / "fr").glob("*.md"), CONTENT / "glossary" / "fr.yaml",
             *(ROOT / "templates" / "repo" / "fr").glob("*"), ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"]
    french_demos = [folder for folder in DEMO.iterdir()
                    if "language: fr" in (folder / "campaign.yaml").read_text(encoding="utf-8")]
    assert french_demos, "the demo campaigns have a French group (river-town)"
    paths += [path for folder in french_demos for path in sorted(folder.rglob("*.yaml"))]
    texts = {str(path.relative_to(ROOT)): path.read_text(encoding="utf-8") for path in paths}
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": str((body.get("statement") or {}).get("fr", "")) for rule, body in rules.items()}
    return texts


def test_LG_12_LG_15_no_french_text_calls_the_chapters_sheet_a_tableau():
    said = {where: SINGULAR.findall(text) for where, text in _french_texts().items()}
    assert {where: found for where, found in said.items() if found} == {}


def test_the_glossary_defines_the_sheet_by_its_charts_not_by_a_table_of_tables():
    """« La table d'un chapitre, avec ses tableaux » defined the word by itself; the sheet holds the charts."""
    entries = {entry["term"]: entry["definition"] for entry in yaml.safe_load((CONTENT / "glossary" / "fr.yaml").read_text(encoding="utf-8"))}
    definition = entries["table de répartition"]
    assert "tableaux" in definition and not definition.startswith("La table"), definition


def test_the_faq_build_refuses_the_chapters_tableau():
    """content/faq/terms.yaml's French `avoid` words make the FAQ build refuse the singular at its line."""
    found = [f.word for f in TERMS.find("Le tableau du chapitre donne +2 au dernier.", "fr", ())]
    assert [word.lower() for word in found] == ["tableau du chapitre"], found
    assert list(TERMS.find("Les tableaux du chapitre indiquent les autocollants ; la table de répartition dit tout.", "fr", ())) == []


def test_LG_15_the_rule_statements_keep_the_editions_words():
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert "table de répartition du chapitre" in rules["LG-15"]["statement"]["fr"]
    assert "tableaux du chapitre" in rules["LG-12"]["statement"]["fr"]


def test_the_demo_adjustments_name_the_sheet():
    """An adjustment's reason is shown on the site's score sheet: the demo's say « Table de répartition du chapitre 1 »."""
    reasons = [line for path in sorted((DEMO / "river-town" / "episodes").glob("*.yaml"))
               for line in Path(path).read_text(encoding="utf-8").splitlines() if "reason:" in line]
    assert reasons and all("Table de répartition du chapitre 1" in line for line in reasons), reasons
