"""The layers of generator/ (issue 35 item 2): the drawing in README.md, "How the code is laid out", is
the import contract that `lint-imports` keeps in .ci/run (pyproject.toml [tool.importlinter]), layer
for layer, in the same order, with the same independent siblings (|)."""

from __future__ import annotations

import re
import tomllib

from helpers import ROOT


def _contract() -> list[str]:
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    layers = next(c for c in settings["tool"]["importlinter"]["contracts"] if c["type"] == "layers")
    return [" ".join(layer.split()) for layer in layers["layers"]]


def _drawn() -> list[str]:
    """The first column of the README's drawing: a layer's packages, as `site/ | board/` or `model.py`."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## How the code is laid out"):]
    start = section.index("```\n") + 4
    block = section[start:section.index("\n```", start)]
    layers = []
    for line in block.splitlines():
        if line and not line[0].isspace():
            packages = re.split(r"\s{2,}", line)[0]
            layers.append(" ".join(re.sub(r"(/|\.py)(?=\s|$)", "", packages).split()))
    return layers


def test_the_readme_draws_the_layers_that_lint_imports_keeps():
    assert _drawn() == _contract()


def test_every_package_of_generator_stands_in_a_layer():
    """A package left out of the contract would be kept to nothing: a new package (a "room") is placed."""
    placed = {name for layer in _contract() for name in re.split(r" [|:] ", layer)}
    packages = {path.stem for path in (ROOT / "generator").iterdir()
                if (path.suffix == ".py" and not path.stem.startswith("__")) or (path / "__init__.py").is_file()}
    assert sorted(packages - placed) == []
