"""Spanish as a player from Spain writes it, in everything we ship in Spanish (Spanish native review,
issue 34, faults 5, 6, 9, 10, 12, 13, 18 and 22): the catalogue (help, messages, schemas' descriptions,
site), the FAQ, the guides, the glossary, the rules' statements, the repository's templates and the
notes of our Spanish demo campaigns.

- a player who stops *abandona* (LG-05) in both games (Spanish review 4, fault 1); never «abandonar la
  participación» (fault 9), which only the glossary quotes, as the My Island rulebook's words;
- a tile is a *loseta*; *ficha* is the score marker only (LG-01), so no «ficha» is placed, fits or
  covers spaces (fault 10);
- a scoring entry *puntúa*, *da sus puntos* or *premia*; it never *paga* (a calque of "pays"); a
  player still *paga* a cost: «paga 1 por pasar» (fault 22);
- no calques of English turns: «léelo de vuelta» ("read it back"), «cada otro jugador» ("each other
  player"), «ninguno incluido» for "zero included", «otra cosa de la que», «las mismas pocas cosas»
  (faults 5, 6, 12, 13, 18).
"""

from __future__ import annotations

import functools
import re

import pytest
import yaml

from helpers import DEMO, ROOT, catalogue_texts, hits, shipped_texts


@functools.cache  # read once: every test of the module reads the same files, none changes what it gets
def _faq() -> dict[str, tuple[dict, str]]:
    """Each Spanish FAQ entry: its front matter and its text (title and answer)."""
    found = {}
    for path in sorted((ROOT / "content" / "faq" / "es").glob("*.md")):
        head, answer = path.read_text(encoding="utf-8").split("\n---\n", 1)
        meta = yaml.safe_load(head.removeprefix("---\n"))
        found[path.stem] = (meta, f"{meta['title']}\n{answer}")
    return found


@functools.cache  # read once: every test of the module reads the same files, none changes what it gets
def _rules() -> dict[str, dict]:
    rules: dict[str, dict] = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    return rules


def _spanish_demo_notes() -> dict[str, str]:
    """The demo campaigns written in Spanish, whole: their notes are ours to ship, not a group's."""
    found = {}
    for campaign in sorted(DEMO.iterdir()):
        meta = yaml.safe_load((campaign / "campaign.yaml").read_text(encoding="utf-8"))
        if meta.get("language") == "es":
            found |= {str(path.relative_to(DEMO)): path.read_text(encoding="utf-8") for path in sorted(campaign.rglob("*.yaml"))}
    return found


def _spanish() -> dict[str, str]:
    """Everything we ship in Spanish that a player reads."""
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts("es").items()}
    texts |= {f"faq/{name}": text for name, (_, text) in _faq().items()}
    texts |= {f"guide/{path.stem}": path.read_text(encoding="utf-8") for path in sorted((ROOT / "content" / "guide" / "es").glob("*.md"))}
    texts["glossary/es"] = (ROOT / "content" / "glossary" / "es.yaml").read_text(encoding="utf-8")
    texts |= {f"rules.yaml {rule}": entry["statement"]["es"] for rule, entry in _rules().items()}
    texts |= {f"templates/repo/{path.name}": path.read_text(encoding="utf-8")
              for path in sorted((ROOT / "templates" / "repo" / "es").rglob("*")) if path.is_file()}
    texts |= _spanish_demo_notes()
    return texts


def test_LG_05_my_city_abandons_and_my_island_ends_participation_never_both_at_once():
    """«abandonar la participación» is administrative; the glossary quotes it once, in guillemets, as the
    My Island rulebook's full phrase for what both games call «abandonar»."""
    assert not hits(_spanish(), r"(?<!«)\babandon\w*\s+(la|tu|su|mi)\s+participación")


def test_LG_05_my_city_faq_and_rules_speak_of_abandoning_not_of_participation():
    said = {f"faq/{name}": text for name, (meta, text) in _faq().items() if meta["game"] == "my-city"}
    said |= {rule: entry["statement"]["es"] for rule, entry in _rules().items() if entry.get("game") == "my-city"}
    assert said and not hits(said, r"participación")


def test_LG_01_a_ficha_is_the_score_marker_never_a_tile():
    """A tile (loseta) is placed, fits and covers spaces; the score marker (ficha) does none of that."""
    tile = (r"\b(qué|las|una|la|esa|cada|otra)\s+fichas?\s+(que\s+)?(encaj\w*|se\s+coloc\w*|cubr\w*|gir\w*|de\s+(dos|tres|cuatro|cinco)\s+espacios)"
            r"|\b(coloc|pon|gir|rot)\w*\s+(la|una|esa|las|otra)\s+fichas?\b")
    assert not hits(_spanish(), tile)


def test_a_scoring_entry_scores_it_never_pays():
    """«paga» stays for what a player pays (a pass, a debt, a blocked building): «paga 1 por pasar»,
    «se paga después», «nadie … paga por él»."""
    assert not hits(_spanish(), r"\bpagan?\b(?!\s+(\d|por\b|con\b|después\b))|\bpagad[oa]\b")


@pytest.mark.parametrize("calque", [
    r"\bde vuelta\b",            # "read it back": «vuelve a leerlo»
    r"\bcada otro\b",            # "each other player": «cada uno de los demás»
    r"\bninguno incluido\b",     # "none included" for "zero included": «0 incluido»
    r"\botra cosa de la que\b",  # «algo distinto de lo que»
    r"\bmismas pocas\b",         # "the same few things": «unas pocas cosas, siempre las mismas»
])
def test_spanish_has_no_calque_of_an_english_turn(calque):
    assert not hits(_spanish(), calque)


RE_BARE_FLIP = re.compile(r"\b(?:no|nunca|sin)\s+(?:se\s+puede\s+)?dar\s+la\s+vuelta\b")


def test_a_piece_is_never_flipped_said_with_its_clitic():
    """A tile or building is rotated but never flipped (RULES.md, each game's components): «darle la vuelta»;
    bare «dar la vuelta» reads as "turn round", the very move that is allowed (Spanish review 14, fault 1)."""
    assert [where for where, text in shipped_texts("es").items() if RE_BARE_FLIP.search(text)] == []
