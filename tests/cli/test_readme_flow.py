"""The README's way from install to published site, run as a newcomer runs it: its commands as written, in order.

The install block runs in a copy of the sources under a name of its own (a clone may have any name), with a
fresh virtual environment first on PATH, whose only chronicle is the one that block installs. The group's
block runs in an empty folder, as one shell script that stops at the first command that fails. One word is
replaced, the placeholder `<its GitHub address>`: by a bare repository in a temporary folder, which the push
fills. git's identity is given in the environment, as the `git config` the README names would give it.
"""

from __future__ import annotations

import os
import re
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

import generator

pytestmark = [pytest.mark.install, pytest.mark.slow]

CHECKOUT = Path(generator.__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "generator", "content", "templates")
SECTION = "## A group's own repository"
PLACEHOLDER = "<its GitHub address>"
TRACE = "+++ "
"""bash's PS4: each command's trace line, which splits the script's output into what each command said."""


def readme_blocks() -> list[str]:
    """The shell blocks of the README's section on a group's own repository, in order."""
    text = (CHECKOUT / "README.md").read_text(encoding="utf-8")
    section = text[text.index(SECTION):]
    section = section[:section.index("\n## ", 1)]
    return re.findall(r"```sh\n(.*?)```", section, flags=re.S)


def fresh_venv(where: Path) -> Path:
    """A virtual environment with no chronicle; its dependencies come from this Python's site-packages
    (a path file lists them after the venv's own, as tests/test_install.py does: no network needed)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    inner = next(where.glob("lib/python*/site-packages"))
    (inner / "_outer.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    return where


def as_newcomer(venv: Path, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CHRONICLE_", "PYTHON", "VIRTUAL_ENV", "GIT_"))}
    env |= {"PATH": f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}", "VIRTUAL_ENV": str(venv), "HOME": str(home),
            "LANG": "C.UTF-8", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Ana", "GIT_AUTHOR_EMAIL": "ana@example.org",
            "GIT_COMMITTER_NAME": "Ana", "GIT_COMMITTER_EMAIL": "ana@example.org"}
    return env


def run_block(block: str, cwd: Path, env: dict[str, str]) -> dict[str, str]:
    """Run a block as one script that stops at the first command that fails; what each command said, by command."""
    # `set -e` lets `a && b` go on when a fails: each line exits itself, its comment cut off first
    lines = [re.sub(r"\s+#\s.*$", "", line) for line in block.splitlines()]
    script = "\n".join([f"PS4='{TRACE}'", "set -x", *(f"{line} || exit $?" for line in lines if line.strip())])
    result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, timeout=900)
    assert result.returncode == 0, f"the README's commands stop here:\n{result.stdout}"
    said: dict[str, str] = {}
    command = ""
    print(result.stdout)  # shown when a later assertion fails
    for line in result.stdout.splitlines():
        if line.startswith(TRACE):
            command = line[len(TRACE):]
            said[command] = ""
        else:
            said[command] = said.get(command, "") + line + "\n"
    return said


def said_by(said: dict[str, str], start: str) -> str:
    found = [text for command, text in said.items() if command.startswith(start)]
    assert found, f"no command '{start}...' ran: {list(said)}"
    return found[0]


def test_the_readmes_commands_run_as_written_from_install_to_a_pushed_repository(tmp_path: Path) -> None:
    install, flow = readme_blocks()
    assert "python -m pip install ." in install and "pipx" in install  # plain pip, and pipx as the alternative
    assert "./chronicle" not in install  # a clone may have any name
    clone = tmp_path / "my-copy-of-the-tool"
    clone.mkdir()
    for name in SOURCES:
        if (CHECKOUT / name).is_dir():
            shutil.copytree(CHECKOUT / name, clone / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(CHECKOUT / name, clone / name)
    venv, home, group = fresh_venv(tmp_path / "venv"), tmp_path / "home", tmp_path / "ours"
    home.mkdir()
    group.mkdir()
    env = as_newcomer(venv, home)

    run_block(install, clone, env)
    where = subprocess.run(["python", "-c", "import generator; print(generator.__file__)"], cwd=group, env=env,
                           capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(venv), f"chronicle imported from {where}, not from the venv"

    remote = tmp_path / "github.git"
    subprocess.run(["git", "init", "--bare", "-q", str(remote)], check=True, env=env)
    assert PLACEHOLDER in flow
    said = run_block(flow.replace(PLACEHOLDER, str(remote)), group, env)

    for command in ("chronicle init", "chronicle new", "chronicle moves", "chronicle add", "chronicle check",
                    "chronicle score", "chronicle build", "git push"):
        said_by(said, command)
    add = re.search(r"chronicle add \S+ \d+ --card (\S+) Ana=(\S+)", flow)
    assert add is not None
    card, placement = add.groups()
    assert f"--card {card}" in re.search(r"chronicle moves .*", flow).group(0)  # type: ignore[union-attr]
    assert re.search(rf"^{placement}\s", said_by(said, "chronicle moves"), flags=re.M), "add places Ana where moves said she may"
    assert "1\u00a0campaña y 1 episodio" in said_by(said, "chronicle check")
    repository = group / "tejedores"
    assert (repository / "site" / "es" / "campaigns" / "arrecife" / "episodes" / "01" / "index.html").is_file()
    pushed = subprocess.run(["git", "--git-dir", str(remote), "show", "main:campaigns/arrecife/episodes/01.yaml"],
                            env=env, capture_output=True, text=True, check=True).stdout
    assert f"Ana: {placement}" in pushed.replace(" r0", "")
    listed = subprocess.run(["git", "--git-dir", str(remote), "ls-tree", "-r", "--name-only", "main"],
                            env=env, capture_output=True, text=True, check=True).stdout
    assert "site/" not in listed  # the built site is not pushed: the workflow builds its own
