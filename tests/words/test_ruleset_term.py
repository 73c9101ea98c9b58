"""A ruleset is « les règles d'épisode » in French, as the glossary, the site and `rules --help` say
(French review 7, issue 34, TERM: « jeu de règles » in both guides, a calque of "ruleset" that reads as
« jeu » = the game, My Island or My City, in the same sentence). Refused in every French text a group
reads: the catalogue, the guides, the FAQ, the glossary and the site's templates; the FAQ build refuses
it too (content/faq/terms.yaml)."""

from __future__ import annotations

import yaml

from generator.base.shipped import CONTENT
from helpers import ROOT, catalogue_texts, hits

CALQUE = r"\bjeux?\s+de\s+règles\b"


def _french() -> dict[str, str]:
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts("fr").items()}
    texts |= {str(path.relative_to(CONTENT)): path.read_text(encoding="utf-8")
              for path in sorted(CONTENT.rglob("*")) if path.suffix in (".md", ".yaml") and "fr" in path.relative_to(CONTENT).parts}
    texts["glossary/fr.yaml"] = (CONTENT / "glossary" / "fr.yaml").read_text(encoding="utf-8")
    return texts


def test_no_french_text_calls_a_ruleset_a_jeu_de_regles() -> None:
    assert hits(_french(), CALQUE) == {}


def test_the_glossary_names_the_term_the_guides_use() -> None:
    glossary = (CONTENT / "glossary" / "fr.yaml").read_text(encoding="utf-8")
    assert "règles d'épisode" in glossary
    for guide in ("formats", "envelopes"):
        assert "règles d’épisode" in (CONTENT / "guide" / "fr" / f"{guide}.md").read_text(encoding="utf-8")


def test_the_faq_build_refuses_the_calque() -> None:
    terms = yaml.safe_load((ROOT / "content" / "faq" / "terms.yaml").read_text(encoding="utf-8"))
    assert any("jeux?" in pattern and "règles" in pattern for pattern in terms["avoid"]["fr"])
