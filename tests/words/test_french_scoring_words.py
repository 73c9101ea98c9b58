"""How the French guides and catalogue say what a scoring entry does (French review 7, issue 34): each
test scans every French text a group reads for the whole family of the fault, not the one sentence.

- LG-15: an entry "rapporte" points, a player "marque" them; « payer » is a calque of "pay" (a pass is
  paid for, LG-04, in the FAQ; a scoring entry pays nobody).
"""

from __future__ import annotations

from generator.base.shipped import CONTENT
from helpers import catalogue_texts, hits


def _french() -> dict[str, str]:
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts("fr").items()}
    texts |= {f"guide/{path.stem}": path.read_text(encoding="utf-8") for path in sorted((CONTENT / "guide" / "fr").glob("*.md"))}
    return texts


def test_a_scoring_entry_never_pays_in_french_LG15() -> None:
    assert hits(_french(), r"\b(paie|paient|payer|payée?s?|payant)\b") == {}


def test_the_once_description_says_each_case_in_full() -> None:
    """`once` in the schema: each thing once an episode (each), or the entry once a player, per episode
    (episode) or in the whole campaign (campaign), each said with its verb."""
    text = catalogue_texts("fr")["Each thing counted scores once an episode, wherever it appears (each); or else the entry "
                                 "scores once for each player: once an episode (episode), or once in the whole "
                                 "campaign (campaign)."]
    assert text.count("rapporte") == 2 and "(episode)" in text and "(campaign)" in text, text
