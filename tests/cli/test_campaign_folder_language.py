"""Inside a campaign folder, without --lang and without a chronicle.yaml above it, the command line speaks
the campaign's language from the first word: click's usage errors and --help too, not only chronicle's own
messages (--lang's help: "default: the campaign's"; es review 8, F3)."""

from __future__ import annotations

import pytest

from helpers import R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))

WORDS = {
    "es": {"usage": "Uso:", "card": "falta la opción obligatoria", "integer": "no es un número válido",
           "help": "Opciones:"},
    "fr": {"usage": "Utilisation\u00a0:", "card": "option manquante", "integer": "n\u2019est pas un nombre valide",
           "help": "Options\u00a0:"},
}


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """An English locale: whatever speaks another language here speaks it because of the campaign."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_a_missing_option_is_told_in_the_campaigns_language(make_campaign, cli, monkeypatch, lang):
    monkeypatch.chdir(make_campaign(SCORED, language=lang))
    result = cli("moves", "1", "Ana")
    assert result.exit_code == 2
    assert "Usage:" not in result.output and "Missing option" not in result.output, result.output
    assert WORDS[lang]["usage"] in result.output and WORDS[lang]["card"] in result.output, result.output


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_a_value_of_the_wrong_type_is_told_in_the_campaigns_language(make_campaign, cli, monkeypatch, lang):
    monkeypatch.chdir(make_campaign(SCORED, language=lang))
    result = cli("score", "-e", "abc")
    assert result.exit_code == 2
    assert "is not a valid integer" not in result.output, result.output
    assert WORDS[lang]["integer"] in result.output, result.output


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_help_inside_a_campaign_folder_is_in_its_language(make_campaign, cli, monkeypatch, lang):
    monkeypatch.chdir(make_campaign(SCORED, language=lang) / "episodes")
    result = cli("moves", "--help")
    assert result.exit_code == 0
    assert "Usage:" not in result.output and "Show this message and exit." not in result.output, result.output
    assert WORDS[lang]["help"] in result.output, result.output


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_a_campaign_named_on_the_command_line_chooses_the_language(make_campaign, cli, lang):
    result = cli("moves", make_campaign(SCORED, language=lang), "1", "Ana")
    assert result.exit_code == 2
    assert WORDS[lang]["card"] in result.output, result.output


def test_lang_still_wins_over_the_campaign_folder(make_campaign, cli, monkeypatch):
    monkeypatch.chdir(make_campaign(SCORED, language="es"))
    assert "Missing option" in cli("--lang", "en", "moves", "1", "Ana").output
