"""A group's own repository: `chronicle init`, chronicle.yaml, and every command from any folder inside."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import generator
from generator.problems import Problems
from generator.repo import init as repo_init
from generator.repo.settings import read_settings

LANGUAGES = ("es", "fr", "en")


@pytest.fixture
def repo(make_repo) -> Path:
    return make_repo("es")


@pytest.mark.parametrize("language", LANGUAGES)
def test_init_writes_a_repository_in_the_group_language(tmp_path: Path, cli, language: str) -> None:
    root = tmp_path / "group"
    result = cli("--lang", language, "init", root, "--language", language, "--title", "Los Tejedores")
    assert result.exit_code == 0, result.stderr
    expected = {"chronicle.yaml", "README.md", ".gitignore", "requirements.txt", ".github/workflows/pages.yml",
                "games/README.md", "static/.nojekyll", "campaigns/.gitkeep"}
    written = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    assert expected <= written
    for game in ("my-island", "my-city"):
        assert {f"games/{game}/{kind}/.gitkeep" for kind in ("boards", "pieces", "rules")} <= written
    assert read_settings(root).language == language
    readme = (root / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("# Los Tejedores\n") and generator.__version__ in readme
    assert repo_init.phrases(language)["created"].format(root=root) in result.stdout
    assert "/site/" in (root / ".gitignore").read_text().splitlines()


def test_every_init_phrase_and_readme_exists_in_es_fr_and_en() -> None:
    table = yaml.safe_load((repo_init.TEMPLATES / "repo" / "phrases.yaml").read_text(encoding="utf-8"))
    assert all(set(texts) == set(LANGUAGES) and all(texts.values()) for texts in table.values())
    for language in LANGUAGES:
        for name in ("README.md", "games.md"):
            assert (repo_init.TEMPLATES / "repo" / language / name).is_file()
    readmes = {lang: (repo_init.TEMPLATES / "repo" / lang / "README.md").read_text() for lang in LANGUAGES}
    assert len(set(readmes.values())) == 3  # each one translated, not copied


def test_init_refuses_a_folder_that_holds_other_files(tmp_path: Path, cli) -> None:
    (tmp_path / "thesis.tex").write_text("mine")
    result = cli("init", tmp_path)
    assert result.exit_code == 1
    assert "not empty" in result.stderr and "chronicle.yaml" in result.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["thesis.tex"]


def test_init_in_a_repository_adds_what_is_missing_and_keeps_the_rest(repo: Path, cli) -> None:
    (repo / "README.md").write_text("# Our own words\n")
    (repo / ".gitignore").unlink()
    result = cli("init", repo)
    assert result.exit_code == 0
    assert (repo / "README.md").read_text() == "# Our own words\n"
    assert (repo / ".gitignore").is_file()
    assert "ya es un repositorio" in result.stdout  # the repository's language, es, without --language


@pytest.mark.slow  # builds a whole site
def test_init_takes_a_base_url_into_chronicle_yaml_and_the_build_uses_it(tmp_path: Path, cli, monkeypatch) -> None:
    root = tmp_path / "g"
    assert cli("init", root, "--base-url", "https://ours.example/camp/").exit_code == 0
    assert read_settings(root).base_url == "https://ours.example/camp/"
    assert cli("init", tmp_path / "h", "--base-url", "ours.example").exit_code == 2
    assert not (tmp_path / "h").exists()
    monkeypatch.chdir(root)
    assert cli("build", "--no-search", "--no-analysis").exit_code == 0
    assert "https://ours.example/camp/en/" in (root / "site" / "sitemap.xml").read_text()


def test_a_wrong_chronicle_yaml_is_reported_with_its_position(repo: Path, cli) -> None:
    (repo / "chronicle.yaml").write_text("language: de\nbase_url: ours\ntheme: dark\n")
    result = cli("check")
    assert result.exit_code == 1
    assert "chronicle.yaml:1:11: error: unknown language 'de'" in result.stderr
    assert "chronicle.yaml:2:11: error: base_url must be an address" in result.stderr
    assert "chronicle.yaml:3:1: error: unknown key 'theme'" in result.stderr
    with pytest.raises(Problems):
        read_settings(repo)


@pytest.mark.slow  # builds a whole site
def test_a_fresh_repository_checks_and_builds_before_its_first_campaign(tmp_path: Path, cli, monkeypatch) -> None:
    root = tmp_path / "g"
    cli("init", root)
    monkeypatch.chdir(root / "games")
    result = cli("check")
    assert result.exit_code == 0 and "chronicle new" in result.stdout
    assert cli("build", "--no-search", "--no-analysis").exit_code == 0
    assert (root / "site" / "en" / "index.html").is_file()


def test_new_writes_into_the_root_campaigns_in_the_repository_language(repo: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(repo / "games" / "my-island")
    result = cli("new", "faro", "--game", "my-island", "--players", "Ana,Ben")
    assert result.exit_code == 0
    assert "chronicle add faro 1" in result.stdout
    assert "language: es" in (repo / "campaigns" / "faro" / "campaign.yaml").read_text()


def test_commands_take_a_campaign_by_name_from_anywhere_in_the_repository(repo: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(repo / "static")
    assert cli("add", "arrecife", "1", "--card", "1", "Ana=pass", "Ben=stop").exit_code == 0
    assert "colocaciones válidas" in cli("moves", "arrecife", "1", "Ana", "--card", "2").stdout
    assert json.loads(cli("score", "arrecife", "--json").stdout)["campaign"] == "arrecife"
    wrong = cli("score", "arecife")
    assert wrong.exit_code == 2 and "¿querías decir «arrecife»?" in wrong.stderr  # a Spanish repository


def test_inside_a_campaign_folder_the_campaign_may_be_left_out(repo: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(repo / "campaigns" / "arrecife" / "episodes")
    assert "colocaciones válidas de la loseta 1 para Ana" in cli("moves", "1", "Ana", "--card", "1").stdout  # My Island says loseta
    assert cli("add", "1", "--card", "1", "Ana=pass", "Ben=stop").exit_code == 0
    assert "Ben: stop" in (repo / "campaigns" / "arrecife" / "episodes" / "01.yaml").read_text()
    assert json.loads(cli("score", "--json").stdout)["campaign"] == "arrecife"


@pytest.mark.slow  # builds a whole site
def test_build_and_check_default_to_the_root_folders(repo: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(repo / "campaigns" / "arrecife")
    assert "1\u00a0campaña" in cli("check").stdout
    assert cli("build", "--no-search", "--no-analysis").exit_code == 0
    assert (repo / "site" / "en" / "campaigns" / "arrecife" / "index.html").is_file()
    assert not (repo / "campaigns" / "arrecife" / "site").exists()


@pytest.mark.slow  # builds a whole site
def test_the_repository_static_folder_is_copied_into_the_site_by_default(repo: Path, cli, monkeypatch) -> None:
    """CNAME and .nojekyll live in static/ (init writes .nojekyll), never in the output folder itself."""
    (repo / "static" / "CNAME").write_text("campaigns.example.org\n")
    monkeypatch.chdir(repo / "campaigns")
    assert cli("build", "--no-search", "--no-analysis").exit_code == 0
    assert (repo / "site" / ".nojekyll").is_file()
    assert (repo / "site" / "CNAME").read_text() == "campaigns.example.org\n"


def test_outside_any_repository_paths_stay_relative_to_the_working_folder(tmp_path: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = cli("check")
    assert result.exit_code == 2 and "in campaigns" in result.stderr


def test_a_wrong_chronicle_content_is_one_line_and_exit_1(tmp_path: Path) -> None:
    """CHRONICLE_CONTENT is read when chronicle starts, so this runs chronicle as a new process."""
    env = {"CHRONICLE_CONTENT": str(tmp_path / "nowhere"), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-m", "generator", "check"], capture_output=True, text=True,
                            env=env, cwd=Path(generator.__file__).parent.parent)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        f"error: CHRONICLE_CONTENT={tmp_path / 'nowhere'} is not a chronicle content folder (it has no games); "
        "correct the path or unset CHRONICLE_CONTENT"]


def test_the_version_is_the_package_version(cli) -> None:
    pyproject = (Path(generator.__file__).parent.parent / "pyproject.toml").read_text()
    assert 'dynamic = ["version"]' in pyproject and 'version = {attr = "generator.__version__"}' in pyproject
    assert cli("--version").stdout == f"chronicle, version {generator.__version__}\n"


class _Installed:
    def __init__(self, recorded: dict | None) -> None:
        self.recorded = recorded

    def read_text(self, name: str) -> str | None:
        return json.dumps(self.recorded) if self.recorded is not None else None


@pytest.mark.parametrize(("recorded", "requirement"), [
    ({"url": "https://github.com/ourgroup/chronicle.git", "vcs_info": {"vcs": "git", "commit_id": "abc123"}},
     "chronicle @ git+https://github.com/ourgroup/chronicle.git@abc123"),
    ({"url": "https://example.org/chronicle-0.1.0-py3-none-any.whl", "archive_info": {}},
     "chronicle @ https://example.org/chronicle-0.1.0-py3-none-any.whl"),
    ({"url": "file:///home/ana/chronicle-0.1.0-py3-none-any.whl", "archive_info": {}}, None),
    ({"url": "file:///home/ana/chronicle", "dir_info": {"editable": True}}, None),
    (None, None),
])
def test_requirements_name_where_chronicle_came_from_only_when_ci_can_reach_it(monkeypatch, recorded, requirement) -> None:
    """pip's direct_url.json (PEP 610) says where chronicle was installed from; a local path is no use to CI."""
    monkeypatch.setattr(repo_init, "distribution", lambda name: _Installed(recorded))
    assert repo_init.installed_from() == requirement
    text = repo_init.files("en", "T", None)["requirements.txt"]
    active = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert active == ([requirement] if requirement else [])


def test_check_links_rule_ids_to_the_faq_of_the_repository_site(repo: Path, cli) -> None:
    """Inside a repository with base_url, a problem's rule ID links to the published FAQ entry."""
    (repo / "chronicle.yaml").write_text("language: es\nbase_url: https://ours.example/camp/\n")
    (repo / "campaigns" / "arrecife" / "episodes" / "01.yaml").write_text(
        "episode: 1\nrules: legacy-1\nrounds:\n  - {card: 1, Ana: pass, Ben: pass}\n  - {card: 1, Ana: stop, Ben: stop}\n")
    result = cli("check")
    assert result.exit_code == 1
    assert "[LG-02: https://ours.example/camp/es/faq/my-island/" in result.stderr


@pytest.mark.parametrize("command", ["table", "undo", "score"])
def test_every_campaign_command_finds_the_campaign_it_stands_in_or_by_name(repo: Path, monkeypatch, command: str) -> None:
    from generator.cli import main

    campaign = repo / "campaigns" / "arrecife"
    for where, args in ((campaign / "episodes", []), (repo / "games", ["arrecife"])):
        monkeypatch.chdir(where)
        with main.commands[command].make_context(command, args) as ctx:
            assert Path(ctx.params["campaign"]).resolve() == campaign.resolve()
