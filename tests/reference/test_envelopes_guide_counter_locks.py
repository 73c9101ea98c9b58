"""The envelope guide's section 8, « Des compteurs conservés d’un épisode à l’autre », says plainly what went below 0
before `once` and `if` (issue 34, French review 5, fault 2, LG-12): « c'est ce qu'utilisaient les « verrous » que
les groupes de joueurs écrivaient », never an inverted relative whose « les groupes » reads as groups of symbols in a section about scoring groups."""

from __future__ import annotations

from generator.validate.content import CONTENT


def _text() -> str:
    text = (CONTENT / "guide" / "fr" / "envelopes.md").read_text(encoding="utf-8")
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


def test_fault_2_the_locks_were_written_by_groups_of_players():
    text = _text()
    assert ("un compteur peut descendre sous 0 (c'est ce qu'utilisaient les « verrous » que les groupes de joueurs "
            "écrivaient avant l'arrivée de `once` et de `if`)") in text
    assert "qu'écrivaient les groupes" not in text and "s'en servaient" not in text
