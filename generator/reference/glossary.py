"""The glossary of both games' terms, one YAML list per language (content/glossary/<lang>.yaml)."""

from __future__ import annotations

from pathlib import Path

from generator.load.nodes import load_file
from generator.model import LANGUAGES, Pos
from generator.problems import Problem, Problems
from generator.vocabulary.reader import Reader

GAMES = ("my-island", "my-city", "both")


def load_glossary(root: Path) -> dict[str, list[dict[str, str]]]:
    """Terms per language, sorted as that language sorts them (case and accents aside)."""
    r = Reader()
    terms: dict[str, list[dict[str, str]]] = {}
    for lang in LANGUAGES:
        path = root / f"{lang}.yaml"
        if not path.is_file():
            r.problems.append(Problem(Pos(str(path)), f"the glossary has no {lang} version"))
            continue
        entries = []
        for item in r.items(load_file(path), "glossary"):
            f = r.fields(item, "glossary entry", required=("term", "game", "definition"))
            if f and {"term", "game", "definition"} <= f.keys():
                entries.append({"term": r.text(f["term"], "term") or "", "game": r.choice(f["game"], "game", GAMES) or "both",
                                "definition": r.text(f["definition"], "definition") or ""})
        terms[lang] = sorted(entries, key=lambda e: _collation(e["term"]))
    if r.problems:
        raise Problems(r.problems)
    return terms


def _collation(text: str) -> str:
    import unicodedata

    return unicodedata.normalize("NFKD", text.casefold()).encode("ascii", "ignore").decode()
