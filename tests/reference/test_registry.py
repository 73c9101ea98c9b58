"""The rule registry (content/rules.yaml) is the one source every citation points to."""

from __future__ import annotations

import re
from pathlib import Path

from generator.rules.scoring import KINDS
from generator.validate.content import CONTENT, games, load_game, rule_ids, rule_registry

ROOT = Path(__file__).parents[2]
RULES_MD = ROOT / "docs" / "RULES.md"
ID = re.compile(r"\b(?:LG|MI|MC)-[A-Z]?\d{2}\b|\bC-\d\b")


def ids_in(text: str) -> set[str]:
    return set(ID.findall(text))


def test_every_rule_of_the_registry_has_a_statement_in_three_languages():
    for rule, entry in rule_registry().items():
        for field in ("title", "statement"):
            assert set(entry[field]) == {"es", "fr", "en"}, (rule, field)
            assert all(entry[field].values()), (rule, field)


def test_check_finds_the_same_ids_in_the_registry_without_reading_the_statements():
    """check reads only the IDs (the top-level keys) of content/rules.yaml: the very ones, in order."""
    assert rule_ids() == tuple(rule_registry()) and len(rule_ids()) > 40


def test_the_registry_holds_exactly_the_ids_of_RULES_md():
    assert set(rule_registry()) == ids_in(RULES_MD.read_text(encoding="utf-8"))


def test_every_id_the_engine_cites_is_in_the_registry():
    cited = set()
    for path in (ROOT / "generator").rglob("*.py"):
        cited |= ids_in(path.read_text(encoding="utf-8"))
    cited |= {kind.rule for kind in KINDS.values()}
    for game_id in games():
        cited |= set(load_game(game_id).placement_rules.values())
    for path in (CONTENT / "games").rglob("rules/*.yaml"):
        cited |= ids_in(path.read_text(encoding="utf-8"))
    assert cited - set(rule_registry()) == set()


def test_every_rule_id_is_cited_by_a_test():
    """Tests name the rules they check (test_LG_04_..., docstrings): count which are covered."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in Path(__file__).parents[1].rglob("test_*.py"))
    cited = ids_in(text.replace("_", "-")) | ids_in(text)
    assert sorted(set(rule_registry()) - cited) == []
