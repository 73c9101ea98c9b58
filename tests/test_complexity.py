"""Small functions (issue 35 item 7, docs/DESIGN.md): no function or method of generator/ above
cyclomatic complexity 20, as radon counts it (`radon cc -s -n D generator` lists none). ruff's C901
(pyproject.toml) keeps the same bound in `ruff check`, but counts fewer branches (no boolean operators,
no comprehension conditions), so this test is the one that holds the bound as the issue measured it."""

from __future__ import annotations

from pathlib import Path

from radon.complexity import cc_visit
from radon.visitors import Function

from helpers import ROOT

LIMIT = 20


def too_complex(package: Path) -> list[str]:
    """Every function above LIMIT in the package's modules, as `path:line name (complexity)`."""
    found = []
    for path in sorted(package.rglob("*.py")):
        found += [f"{path.relative_to(package.parent)}:{block.lineno} {block.fullname} ({block.complexity})"
                  for block in cc_visit(path.read_text(encoding="utf-8"))  # functions and methods, as radon cc lists them
                  if isinstance(block, Function) and block.complexity > LIMIT]
    return found


def test_no_function_of_generator_is_above_complexity_20():
    assert too_complex(ROOT / "generator") == []


def test_a_function_above_the_limit_is_found(tmp_path):
    """The check can fail: 21 branches in one function are named, a method's included."""
    package = tmp_path / "pkg"
    package.mkdir()
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(LIMIT))
    (package / "mod.py").write_text(f"def tangled(x):\n{branches}    return -1\n\n\n"
                                    f"class Holder:\n    def method(self, x):\n" + branches.replace("    ", "        ")
                                    + "        return -1\n", encoding="utf-8")
    assert too_complex(package) == ["pkg/mod.py:1 tangled (21)", "pkg/mod.py:46 Holder.method (21)"]
