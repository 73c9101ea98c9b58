"""How the tests are laid out (issues 22 and 35): by feature, in folders laid out like the code (tests/rules,
tests/site, tests/table, tests/cli, tests/words, ...); what they share lives in tests/helpers.py, one module;
no test imports conftest.py (pytest's hooks and fixtures) or another test module."""

from __future__ import annotations

import ast

from helpers import ROOT


def test_no_test_imports_conftest_or_another_test_module():
    found = []
    for path in sorted(p for p in (ROOT / "tests").rglob("*.py") if ".node" not in p.parts) + sorted((ROOT / "bench").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            found += [f"{path.relative_to(ROOT)}:{node.lineno}: {name}" for name in names
                      if name.split(".")[0] == "conftest" or name.split(".")[0].startswith("test_")]
    assert not found, "import what tests share from helpers.py instead:\n" + "\n".join(found)


def test_tests_are_filed_by_feature_not_by_review_round():
    """Issue 35: a module is named for the feature its tests check (tests/words/test_french_typography.py), in
    the folder of that part of the package; the review that found a fault is named in its test's docstring."""
    by_review = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("test_*.py") if "review" in p.stem)
    assert by_review == [], "name these modules for the feature they check:\n" + "\n".join(by_review)
