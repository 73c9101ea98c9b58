"""The GitHub Pages workflow `chronicle init` writes: it checks, builds with the site's address, and deploys."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
from pathlib import Path

import pytest
import yaml

PAGES_URL = "https://ourgroup.github.io/tejedores"  # configure-pages' base_url has no trailing slash


@pytest.fixture
def repo(make_repo) -> Path:
    return make_repo("fr", "recif")


def workflow(root: Path) -> dict:
    return yaml.safe_load((root / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))


def steps(root: Path, job: str) -> list[dict]:
    return workflow(root)["jobs"][job]["steps"]


def step_running(root: Path, command: str) -> dict:
    return next(s for s in steps(root, "build") if command in s.get("run", ""))


def test_the_workflow_publishes_on_every_push_to_main_with_the_pages_permissions(repo: Path) -> None:
    flow = workflow(repo)
    assert flow[True]["push"]["branches"] == ["main"]  # PyYAML reads the key `on` as true
    assert "workflow_dispatch" in flow[True]
    assert flow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    assert flow["concurrency"] == {"group": "pages", "cancel-in-progress": False}


def test_the_build_job_checks_out_installs_checks_builds_and_uploads_in_that_order(repo: Path) -> None:
    build = steps(repo, "build")
    used = [s["uses"].split("@")[0] for s in build if "uses" in s]
    assert used == ["actions/checkout", "actions/setup-python", "actions/configure-pages", "actions/cache",
                    "actions/upload-pages-artifact"]
    runs = [s.get("run", s.get("uses")) for s in build]
    order = [next(i for i, r in enumerate(runs) if needle in r) for needle in (
        "actions/checkout", "actions/setup-python", "pip install -r requirements.txt", "chronicle check",
        "actions/configure-pages", "actions/cache", "chronicle build", "actions/upload-pages-artifact")]
    assert order == sorted(order)
    assert build[runs.index(next(r for r in runs if "upload-pages-artifact" in r))]["with"]["path"] == "site"
    assert next(s for s in build if "setup-python" in s.get("uses", ""))["with"]["python-version"] == "3.11"


def test_the_deploy_job_deploys_the_uploaded_site_to_the_pages_environment(repo: Path) -> None:
    deploy = workflow(repo)["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["environment"]["name"] == "github-pages"
    assert [s["uses"].split("@")[0] for s in deploy["steps"]] == ["actions/deploy-pages"]
    assert deploy["environment"]["url"] == "${{ steps.deployment.outputs.page_url }}"
    assert deploy["steps"][0]["id"] == "deployment"


def address(repo: Path, tmp_path: Path) -> str:
    """Run the workflow's address step as GitHub would, with configure-pages' output in place."""
    script = step_running(repo, "GITHUB_OUTPUT")["run"].replace("${{ steps.pages.outputs.base_url }}", PAGES_URL)
    output = tmp_path / "github_output"
    output.write_text("")
    subprocess.run(["bash", "-e", "-c", script], cwd=repo, env={"GITHUB_OUTPUT": str(output), "PATH": "/usr/bin:/bin"}, check=True)
    return dict(line.split("=", 1) for line in output.read_text().splitlines())["base_url"]


def test_the_address_is_the_pages_address_or_the_custom_domain_of_static_cname(repo: Path, tmp_path: Path) -> None:
    assert address(repo, tmp_path) == PAGES_URL + "/"
    (repo / "static" / "CNAME").write_text("campagnes.example.org\n")
    assert address(repo, tmp_path) == "https://campagnes.example.org/"


@pytest.mark.slow  # builds a whole site
def test_the_workflow_build_command_builds_the_repository_with_its_address(repo: Path, tmp_path: Path, cli) -> None:
    run = step_running(repo, "chronicle build")["run"]
    command = shlex.split(run.replace("${{ steps.address.outputs.base_url }}", address(repo, tmp_path)))
    assert command[:2] == ["chronicle", "build"]
    check = next(line for line in step_running(repo, "chronicle check")["run"].splitlines() if line.startswith("chronicle"))
    assert cli(*check.split()[1:]).exit_code == 0
    result = cli(*command[1:])
    assert result.exit_code == 0, result.stderr
    sitemap = (repo / "site" / "sitemap.xml").read_text()
    assert f"<loc>{PAGES_URL}/fr/campaigns/recif/</loc>" in sitemap


def test_without_an_address_for_chronicle_the_install_step_stops_with_a_message(repo: Path) -> None:
    """chronicle is not on PyPI: a requirements.txt naming no source fails clearly, not with pip's guess."""
    script = step_running(repo, "requirements.txt")["run"].replace("python -m pip", "echo pip")
    requirements = (repo / "requirements.txt").read_text()
    assert not re.search(r"^\s*[^#\s]", requirements, re.M)  # this chronicle came from a checkout: no address
    failed = subprocess.run(["bash", "-e", "-c", script], cwd=repo, capture_output=True, text=True)
    assert failed.returncode == 1 and "::error file=requirements.txt::" in failed.stdout
    (repo / "requirements.txt").write_text(requirements + "chronicle @ git+https://github.com/ourgroup/chronicle@v1\n")
    passed = subprocess.run(["bash", "-e", "-c", script], cwd=repo, capture_output=True, text=True)
    assert passed.returncode == 0 and "pip install -r requirements.txt" in passed.stdout


def test_the_workflow_uses_the_actions_that_run_on_node_24(repo: Path) -> None:
    """GitHub retires the Node 20 runtime: checkout@v4, setup-python@v5, configure-pages@v5,
    upload-pages-artifact@v3 and deploy-pages@v4 ran on it (issue 21)."""
    uses = re.findall(r"uses: (\S+)", (repo / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    assert uses == ["actions/checkout@v6", "actions/setup-python@v6", "actions/configure-pages@v6", "actions/cache@v5",
                    "actions/upload-pages-artifact@v5", "actions/deploy-pages@v5"]


def test_the_workflow_asks_for_english_severity_words_and_its_matcher_reads_them(repo: Path, cli, monkeypatch) -> None:
    """README.md: a French group reads "erreur :" on its terminal, but the workflow sets
    CHRONICLE_SEVERITY=english for its build job and adds the problem matcher `chronicle init`
    writes beside it, so GitHub marks each problem on its file, line and column."""
    flow = workflow(repo)["jobs"]["build"]
    assert flow["env"]["CHRONICLE_SEVERITY"] == "english"
    check = step_running(repo, "chronicle check")["run"]
    assert '::add-matcher::.github/chronicle-problems.json' in check
    assert check.index("add-matcher") < check.index("chronicle check")
    matcher = json.loads((repo / ".github" / "chronicle-problems.json").read_text(encoding="utf-8"))["problemMatcher"][0]
    pattern = matcher["pattern"][0]
    regexp = re.compile(pattern["regexp"])
    campaign = repo / "campaigns" / "recif" / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + "colour: blue\n", encoding="utf-8")

    monkeypatch.setenv("CHRONICLE_SEVERITY", "english")
    line = cli("check").stderr.strip().splitlines()[0]
    found = regexp.match(line)
    assert found, line
    assert found[pattern["file"]] == "campaigns/recif/campaign.yaml"
    assert found[pattern["line"]].isdigit() and found[pattern["column"]].isdigit()
    assert found[pattern["severity"]] == "error" and "colour" in found[pattern["message"]]
    monkeypatch.delenv("CHRONICLE_SEVERITY")
    translated = cli("check").stderr.strip().splitlines()[0]
    assert ": erreur\u00a0: " in translated and not regexp.match(translated)  # why the workflow asks for English


def test_the_build_keeps_the_coachs_analyses_between_runs(repo: Path, monkeypatch) -> None:
    """The coach analyses each finished episode once (issue 32): the workflow restores the analyses of
    the last run before building and saves them after, so a push costs seconds of analysis, not minutes;
    the folder is the one chronicle keeps them in on a runner (no CHRONICLE_CACHE, no XDG_CACHE_HOME)."""
    from generator.analysis.cache import cache_folder

    cache = next(s for s in steps(repo, "build") if s.get("uses", "").startswith("actions/cache"))
    assert cache["with"] == {"path": "~/.cache/chronicle", "key": "chronicle-analyses-${{ github.sha }}",
                             "restore-keys": "chronicle-analyses-"}
    monkeypatch.delenv("CHRONICLE_CACHE", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    assert cache_folder().is_relative_to(Path.home() / ".cache" / "chronicle")
