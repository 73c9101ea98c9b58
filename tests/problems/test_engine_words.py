"""The rules engine speaks data, not words (docs/DESIGN.md: "The rules engine (`generator/rules/`)
knows nothing of YAML, HTML or files: it takes model objects and returns results").

The engine reports codes and parameters (generator/rules/findings.py); the words of each code, per
game and edition, live in generator/problems/findings.py.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from generator.problems.findings import WORDINGS

RULES = Path(__file__).resolve().parents[2] / "generator" / "rules"
FORBIDDEN = ("generator.words", "yaml", "jinja2", "markdown", "click")
"""What the engine may not import: the words and languages of generator/words/, YAML, HTML templates, the CLI."""


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    """Every module a source imports, with its line (`from a import b` imports a and a.b)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found += [(node.lineno, node.module), *((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)]
    return found


def _forbidden(source: str) -> list[tuple[int, str]]:
    return [(line, name) for line, name in _imports(ast.parse(source))
            if any(name == banned or name.startswith(banned + ".") for banned in FORBIDDEN)]


def test_the_rules_engine_imports_no_words_yaml_html_or_cli():
    sources = sorted(RULES.rglob("*.py"))
    assert len(sources) > 10
    found = [f"{path.relative_to(RULES.parent.parent)}:{line}: {name}"
             for path in sources for line, name in _forbidden(path.read_text(encoding="utf-8"))]
    assert found == [], ("the engine returns findings (generator/rules/findings.py); put their words in "
                         "generator/problems/findings.py:\n" + "\n".join(found))


def test_the_scan_finds_forbidden_imports():
    """The scan above can fail: it sees each way of importing a forbidden module, and nothing else."""
    code = ("import yaml\nfrom generator.words.i18n import _\nfrom generator import words\nimport jinja2.ext\n"
            "from markdown import markdown\nimport click\n")
    assert sorted({line for line, _name in _forbidden(code)}) == [1, 2, 3, 4, 5, 6]
    assert _forbidden("from generator.rules.findings import Finding\nimport yamlish\nfrom generator.model import Where\n") == []


def _codes(tree: ast.AST) -> set[str]:
    """The codes of the findings a source makes: `Finding("code", ...)`."""
    return {node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Finding"
            and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


def test_every_code_the_engine_finds_has_its_words_and_every_wording_a_code():
    found = set().union(*(_codes(ast.parse(path.read_text(encoding="utf-8"))) for path in RULES.rglob("*.py")))
    assert found, "no Finding(...) in generator/rules/"
    assert sorted(found - set(WORDINGS)) == [], "codes without words in generator/problems/findings.py"
    assert sorted(set(WORDINGS) - found) == [], "words for codes the engine never finds"


def test_loading_the_rules_engine_loads_nothing_of_words_yaml_or_html():
    """Not even through the model it reads: a fresh interpreter that imports every engine module has
    loaded only the engine, its model and its geometry of chronicle (and base/records.py, which makes
    their NamedTuples), and no YAML, Jinja or Markdown."""
    modules = ", ".join(f"generator.rules.{path.stem}" for path in sorted(RULES.glob("*.py")) if path.stem != "__init__")
    program = (f"import sys, importlib\nfor m in '{modules}'.split(', '): importlib.import_module(m)\n"
               "print('\\n'.join(sorted(sys.modules)))")
    loaded = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True,
                            cwd=RULES.parents[1]).stdout.split()
    ours = {m.split(".")[1] for m in loaded if m.startswith("generator.")}
    assert ours <= {"rules", "model", "geometry", "base"}, ours
    assert [m for m in loaded if m.startswith("generator.base.")] == ["generator.base.records"]
    assert not [m for m in loaded if m.split(".")[0] in ("yaml", "jinja2", "markdown", "click", "markupsafe")]
