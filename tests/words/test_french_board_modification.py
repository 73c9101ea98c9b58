"""One term for one thing (LG-12): the site (« Modifications du plateau »), the guides and `board` (« modifications du
plateau lors des épisodes précédents ») say « modification du plateau »; `check`'s messages and the JSON Schemas'
descriptions say it too, never « changement du plateau ». (fr native review 13, fault 17.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
FR = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"

BOARD_CHANGES = [  # the messages that name a change of the board or of a piece (LG-12), as the English says them
    "a board change is {cell: C4, terrain: forest}",
    "a board change is {cell: C4, terrain: palm}",
    "a change of a piece is {piece: X1",
    "a note is a change of its own",
    "board change",
    "change of the board",
    "board_changes maps each player to a list of changes",
    "After the episode, for good: add or remove a feature on every space the entry counted",
    "%(cell)s is %(terrain)s already: this change changes nothing",
]


def _french() -> dict[str, str]:
    with FR.open("rb") as handle:
        return {m.id if isinstance(m.id, str) else m.id[0]: m.string if isinstance(m.string, str) else m.string[0]
                for m in read_po(handle) if m.id}


@pytest.mark.parametrize("start", BOARD_CHANGES)
def test_LG_12_french_says_modification_of_the_board(start: str) -> None:
    said = [text for msgid, text in _french().items() if msgid.startswith(start)]
    assert said, start
    for text in said:
        assert "changement" not in text and "modification" in text, text


def test_LG_12_the_envelopes_guide_says_modifications_du_plateau() -> None:
    guide = (ROOT / "content" / "guide" / "fr" / "envelopes.md").read_text(encoding="utf-8")
    assert "changements du plateau" not in guide and "changement du plateau" not in guide
