"""A campaign has 24 episodes = 8 chapters x 3 episodes (RULES.md, "Shared legacy mechanics"; LG-12, LG-15):
every chapter anything chronicle ships names (the guides, the FAQ, the demo campaigns, the code's words and
examples, the JSON Schemas and what `chronicle init` writes, in es, fr and en) is one of 1 to 8. The Eternal
game (the board's back) is a stand-alone mode with no chapters, so the demo's Eternal campaigns play no
chapter's rules. Native review 12 (fr, F1) found the guide's recipes filing rules as chapter-9, -10 and -11."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from helpers import DEMO, ROOT, SCHEMAS

# A chapter named in words (chapter 9, capítulo 9, chapitre 9), as a ruleset's file (chapter-9, capitulo-9)
# or in a rule's ID (CH9-2, the envelope's rules of chapter 9).
CHAPTER = re.compile(r"\b(?:chapters?|cap[ií]tulos?|chapitres?)[-_ ]?(\d+)|\bCH(\d+)-\d", re.IGNORECASE)
SHIPPED = ("content", "campaigns", "generator", "templates", "docs", "tests/fixtures")  # with the tests' examples
TEXT = {".md", ".yaml", ".yml", ".py", ".html", ".po", ".json", ".txt", ".js"}


def chapters_named(text: str) -> list[tuple[int, str]]:
    return [(int(m.group(1) or m.group(2)), m.group(0)) for m in CHAPTER.finditer(text)]


def outside(text: str, where: str) -> list[str]:
    return [f"{where}: {said}" for number, said in chapters_named(text) if not 1 <= number <= 8]


def shipped_files() -> list[Path]:
    return sorted(p for top in SHIPPED for p in (ROOT / top).rglob("*")
                  if p.is_file() and p.suffix in TEXT and "__pycache__" not in p.parts)


def test_the_reading_finds_a_chapter_in_each_form():
    assert chapters_named("rules/chapter-9.yaml, capítulo 10, chapitre 11, CH12-1, chapter_end, episode 9") == [
        (9, "chapter-9"), (10, "capítulo 10"), (11, "chapitre 11"), (12, "CH12-1")]


def test_LG_12_nothing_shipped_names_a_chapter_outside_1_to_8():
    found = [f for path in shipped_files()
             for f in outside(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == []


def test_LG_12_the_json_schemas_name_no_chapter_outside_1_to_8():
    assert outside(json.dumps(SCHEMAS, ensure_ascii=False), "schemas") == []


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_12_what_init_writes_names_no_chapter_outside_1_to_8(tmp_path: Path, cli, lang: str):
    assert cli("init", tmp_path / "g", "--language", lang).exit_code == 0
    found = [f for path in sorted((tmp_path / "g").rglob("*")) if path.is_file()
             for f in outside(path.read_text(encoding="utf-8"), path.name)]
    assert found == []


def test_the_eternal_game_has_no_chapters_so_no_eternal_demo_plays_a_chapters_rules():
    eternal = [folder for folder in sorted(DEMO.iterdir())
               if (folder / "campaign.yaml").is_file()
               and "eternal" in str(yaml.safe_load((folder / "campaign.yaml").read_text(encoding="utf-8")).get("mode"))]
    assert eternal, "the demo has Eternal campaigns"
    for folder in eternal:
        for path in sorted((folder / "episodes").glob("*.yaml")):
            assert chapters_named(path.read_text(encoding="utf-8")) == [], path
