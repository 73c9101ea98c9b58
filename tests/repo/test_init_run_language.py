"""init speaks the run's language on the terminal; `--language` only sets the files it writes (issue 34,
Spanish review 15, F1). `new` already does so: the terminal follows --lang (or the environment)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.repo import init as repo_init
from generator.repo.settings import read_settings

PAIRS = [("es", "fr"), ("es", "en"), ("fr", "es"), ("fr", "en"), ("en", "es"), ("en", "fr")]


@pytest.mark.parametrize("lang, language", PAIRS)
def test_a_new_repository_is_announced_in_the_run_language(tmp_path: Path, cli, lang: str, language: str) -> None:
    root = tmp_path / "group"
    result = cli("--lang", lang, "init", root, "--language", language)
    assert result.exit_code == 0, result.stderr
    assert read_settings(root).language == language  # the files: the group's language
    said, other = repo_init.phrases(lang), repo_init.phrases(language)
    assert said["created"].format(root=root).split(" ")[0] in result.stdout
    assert other["created"].format(root=root).split(" ")[0] not in result.stdout, result.stdout
    assert other["next"].split(" ")[0] not in result.stdout, result.stdout


@pytest.mark.parametrize("lang, language", PAIRS)
def test_a_refusal_is_said_in_the_run_language(tmp_path: Path, cli, lang: str, language: str) -> None:
    root = tmp_path / "notrepo"
    root.mkdir()
    (root / "notes.txt").write_text("ours\n", encoding="utf-8")
    result = cli("--lang", lang, "init", root, "--language", language)
    assert result.exit_code == 1
    said, other = repo_init.phrases(lang)["not_empty"], repo_init.phrases(language)["not_empty"]
    stderr = " ".join(result.stderr.replace(str(root), "{root}").replace("\u00a0", " ").split())
    assert said.split("(")[0] in stderr, stderr
    assert other.split("(")[0] not in stderr, stderr


@pytest.mark.parametrize("lang, language", PAIRS)
def test_an_existing_repository_is_reported_in_the_run_language(tmp_path: Path, cli, lang: str, language: str) -> None:
    root = tmp_path / "group"
    assert cli("--lang", language, "init", root, "--language", language).exit_code == 0
    (root / "README.md").unlink()
    result = cli("--lang", lang, "init", root)
    assert result.exit_code == 0, result.stderr
    assert read_settings(root).language == language
    assert "README.md" in result.stdout
    words = {"es": "repositorio", "fr": "dépôt", "en": "repository"}
    stdout = result.stdout.replace(str(root), "ROOT")
    assert words[lang] in stdout and words[language] not in stdout, stdout
