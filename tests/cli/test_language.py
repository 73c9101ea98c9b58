"""The command line speaks the group's language: --lang, else the campaign's, else the locale's.

A Spanish or French group reads check, score, add and moves in its own words, with the terms of
its edition (es "espacio", "ronda", "ficha de puntuación"; fr "tour", "case", "marqueur Score"),
FAQ links into its own language's pages, and no internal coordinates or parser jargon.
"""

from __future__ import annotations

import pytest

from helpers import R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))
BROKEN_YAML = "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n   Ana: A1\n"
SITE = "https://isla.example.org/"


def test_score_speaks_spanish_for_a_spanish_group(make_campaign, cli):
    """MI-R05, MI-R06, LG-03 reasons in Spanish, with the game's Spanish terms."""
    out = cli("score", make_campaign(SCORED, language="es")).stdout
    assert "ronda 1   +2  MI-R05  2 × casa en un espacio de playa: A1 A2" in out
    assert "ronda 1   \u22121  LG-03   por pasar" in out
    assert "Clasificación (círculos de progreso)" in out


def test_score_speaks_french_for_a_french_group(make_campaign, cli):
    out = cli("score", make_campaign(SCORED, language="fr")).stdout
    assert "tour 1   +2  MI-R05  2 × maison sur une case Plage\u00a0: A1 A2" in out  # French spacing: a no-break space
    assert "0\u00a0cercle Progrès · dette de 13\u00a0points" in out  # French counts 0 in the singular; the edition's term (review 7, T1)
    assert "Classement (cercles Progrès)" in out


def test_lang_overrides_the_campaigns_language_before_or_after_the_command(make_campaign, cli):
    folder = make_campaign(SCORED, language="es")
    for args in (("--lang", "en", "score", folder), ("score", folder, "--lang", "en"), ("score", "--lang=en", folder)):
        out = cli(*args).stdout
        assert "round 1   +2  MI-R05  2 × house on beach: A1 A2" in out, args


def test_score_json_reasons_in_the_groups_language(make_campaign, cli):
    import json

    data = json.loads(cli("score", make_campaign(SCORED, language="fr"), "--json").stdout)
    assert data["episodes"][0]["players"][0]["items"][0]["reason"].startswith("2 × maison")


@pytest.mark.parametrize("lang, words", [("es", ("YAML no válido", "sangría")), ("fr", ("YAML incorrect", "indentation"))])
def test_check_reports_broken_yaml_in_the_groups_words(make_campaign, cli, lang, words):
    """A syntax error is told in the group's language, never in PyYAML's words."""
    result = cli("check", make_campaign(BROKEN_YAML, language=lang))
    assert result.exit_code == 1
    assert all(word in result.stderr for word in words), result.stderr
    assert "scanning" not in result.stderr and "expected <block end>" not in result.stderr


@pytest.mark.parametrize("lang, round_word", [("es", "ronda 1"), ("fr", "tour 1")])
def test_check_links_to_the_faq_of_the_groups_language(make_campaign, cli, lang, round_word):
    """MI-R01 broken: the round in the group's words, the FAQ entry on its language's pages."""
    folder = make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop")), language=lang)
    result = cli("check", folder, "--faq-url", SITE)
    assert result.exit_code == 1
    colon = "\u00a0: " if lang == "fr" else ": "  # French spacing after "file:line:col: ", never in the place
    assert f": {'erreur' if lang == 'fr' else 'error'}{colon}{round_word}, Ana{colon}" in result.stderr
    assert f"[MI-R01{colon}{SITE}{lang}/faq/my-island/#" in result.stderr


def test_without_a_site_address_check_names_the_rule_without_a_link(make_campaign, cli):
    folder = make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop")), language="es")
    assert cli("check", folder).stderr.rstrip().endswith("[MI-R01]")


def test_the_site_address_may_come_from_the_environment(make_campaign, cli, monkeypatch):
    monkeypatch.setenv("CHRONICLE_FAQ_URL", SITE)
    folder = make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop")), language="fr")
    assert f"[MI-R01\u00a0: {SITE}fr/faq/my-island/#" in cli("check", folder).stderr


@pytest.mark.parametrize("lang, words", [("es", ("Ronda 2 añadida", "la campaña es correcta")),
                                         ("fr", ("Tour 2 ajouté", "la campagne est correcte"))])
def test_add_speaks_the_groups_language(make_campaign, cli, lang, words):
    folder = make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="pass")), language=lang)
    out = cli("add", folder, "1", "--card", "3", "Ana=stop", "Ben=stop").stdout
    assert all(word in out for word in words), out


@pytest.mark.parametrize("lang, words", [("es", ("YAML no válido",)), ("fr", ("YAML incorrect",))])
def test_add_to_a_broken_episode_keeps_the_groups_language_and_faq(make_campaign, cli, lang, words):
    """The draft does not parse, so the campaign is not read: its language still is."""
    folder = make_campaign(BROKEN_YAML, language=lang)
    result = cli("add", folder, "1", "--card", "3", "Ana=stop", "--faq-url", SITE)
    assert result.exit_code == 1
    assert all(word in result.stderr for word in words), result.stderr


def test_the_locale_chooses_french_outside_a_campaign(cli, monkeypatch):
    """LANG=fr_FR.UTF-8: help and usage errors in French."""
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    help_text = cli("--help").stdout
    assert "Utilisation\u00a0:" in help_text and "Vérifie, décompte et publie" in help_text
    assert "Affiche ce message et quitte." in help_text
    usage = cli("score")
    assert usage.exit_code == 2 and "argument manquant" in usage.stderr.lower()


def test_lang_chooses_the_help_language(cli):
    out = cli("check", "--help", "--lang", "es").stdout
    assert "Valida campañas" in out and "Muestra este mensaje y termina." in out


def test_lc_all_wins_over_lang(cli, monkeypatch):
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setenv("LC_ALL", "es_ES.UTF-8")
    assert "Uso:" in cli("--help").stdout


def test_every_command_and_option_help_is_in_the_catalogues(cli):
    """New commands get translated help too: each help text is a message of the catalogues."""
    import click

    from generator.cli import main
    from generator.words.i18n import translator

    es = translator("es")
    helps = []
    for command in main.commands.values():
        helps.append(command.help)
        helps += [p.help for p in command.params if isinstance(p, click.Option) and p.help and p.name != "help"]
    untranslated = [h for h in helps if h and es.gettext(h) == h]
    assert not untranslated, untranslated
