"""chronicle as a group installs it: a wheel in a fresh virtual environment, used in a repository of its own.

Nothing here runs from the checkout: the wheel is built from a copy of the sources, installed into
a venv in a temporary folder, and every command runs with that venv's `chronicle` inside the group's
repository, far from this project's content/ and templates/.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

import generator

CHECKOUT = Path(generator.__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "generator", "content", "templates")


def run(*command: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CHRONICLE_", "PYTHON"))}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"  # no network call to ask PyPI about pip itself
    result = subprocess.run([str(c) for c in command], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{command}\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def chronicle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The `chronicle` script of a venv where only the built wheel provides chronicle."""
    work = tmp_path_factory.mktemp("install")
    source = work / "source"
    source.mkdir()
    for name in SOURCES:  # a copy, so that the build's own build/ and egg-info never land in the checkout
        if (CHECKOUT / name).is_dir():
            shutil.copytree(CHECKOUT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(CHECKOUT / name, source / name)
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", work / "dist", source, cwd=work)
    wheel = next((work / "dist").glob("chronicle-*.whl"))
    venv = work / "venv"  # the dependencies come from this Python's site-packages; chronicle only from the wheel
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=work)
    # Not --system-site-packages: run from the README's venv, that would see the base Python's packages,
    # not the venv's (nh3 was missing). A path file lists this interpreter's own site-packages instead,
    # after the venv's own (its .pth files are not read, so an editable chronicle stays out of sight).
    inner = next(venv.glob("lib/python*/site-packages"))
    (inner / "_outer.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    run(sys.executable, "-m", "pip", "--python", venv / "bin" / "python", "install", "--quiet", "--no-deps", "--no-index",
        wheel, cwd=work)
    where = run(venv / "bin" / "python", "-c", "import generator; print(generator.__file__)", cwd=work).stdout.strip()
    assert Path(where).is_relative_to(venv), f"generator imported from {where}, not from the venv"
    return venv / "bin" / "chronicle"


def test_the_wheel_carries_content_and_templates_and_its_version(chronicle: Path, tmp_path: Path) -> None:
    assert run(chronicle, "--version", cwd=tmp_path).stdout == f"chronicle, version {generator.__version__}\n"
    shipped = chronicle.parent.parent.glob("lib/python*/site-packages/generator")
    package = next(shipped)
    assert (package / "_content" / "games" / "my-island" / "game.yaml").is_file()
    assert (package / "_content" / "faq" / "es").is_dir()
    assert (package / "_templates" / "base.html").is_file()
    assert (package / "_templates" / "repo" / "pages.yml").is_file()
    assert (package / "_templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po").is_file()


def test_a_group_goes_from_install_to_built_site_in_its_own_repository(chronicle: Path, tmp_path: Path) -> None:
    """init, new, moves for the first card, add, check, score --json and build, from inside the repository."""
    run(chronicle, "init", "tejedores", "--language", "es", cwd=tmp_path)
    root = tmp_path / "tejedores"
    # installed from a local wheel: the repository keeps it in vendor/ and requirements.txt names it,
    # so that the Pages workflow installs the very version on its first push
    wheels = list((root / "vendor").glob("chronicle-*.whl"))
    assert len(wheels) == 1 and f"./vendor/{wheels[0].name}\n" in (root / "requirements.txt").read_text()
    assert (root / ".github" / "workflows" / "pages.yml").is_file()
    assert (root / ".chronicle" / "schemas" / "episode.schema.json").is_file()
    run(chronicle, "new", "arrecife", "--game", "my-island", "--players", "Ana,Ben,Cloe", cwd=root / "games")
    campaign = root / "campaigns" / "arrecife"
    assert "language: es" in (campaign / "campaign.yaml").read_text()
    moves = run(chronicle, "moves", "arrecife", "1", "Ana", "--card", "1", cwd=root).stdout
    first = moves.splitlines()[0].split("cubre")[0].replace(" ", "")  # a Spanish group reads Spanish
    assert "colocaciones válidas de la loseta 1 para Ana (ficha en 10)" in moves  # My Island says loseta
    run(chronicle, "add", "1", "--card", "1", f"Ana={first}", "Ben=pass", "Cloe=stop", cwd=campaign / "episodes")
    assert "1\u00a0campaña y 1 episodio" in run(chronicle, "check", cwd=campaign).stdout
    scored = json.loads(run(chronicle, "score", "--json", cwd=campaign).stdout)
    assert scored["campaign"] == "arrecife"
    assert [p["name"] for p in scored["episodes"][0]["players"]] == ["Ana", "Ben", "Cloe"]
    built = run(chronicle, "build", "--base-url", "https://ourgroup.github.io/tejedores/", cwd=root / "static").stdout
    assert "escritas en" in built
    site = root / "site"
    assert (site / "es" / "campaigns" / "arrecife" / "episodes" / "01" / "index.html").is_file()
    assert (site / "es" / "faq" / "my-island" / "index.html").is_file()
    assert (site / "static").is_dir() and (site / "pagefind").is_dir()
    assert "https://ourgroup.github.io/tejedores/es/campaigns/arrecife/" in (site / "sitemap.xml").read_text()
