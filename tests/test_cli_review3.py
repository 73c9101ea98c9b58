"""Issue 23, third native review: the command line and the files chronicle writes for a group.

Each test fails on the behaviour the Spanish or French reviewer met (/tmp/review3/report-*.md):
tracebacks and internal dumps, click's own words, French spacing inside YAML, English left in the
files `init` and `new` write.
"""

from __future__ import annotations

import pytest

EPISODE = "episode: 1\n{date}rules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"


# 1. Crashes and internal dumps -------------------------------------------------------------------

@pytest.mark.parametrize("command", ["table", "serve"])
@pytest.mark.parametrize("lang, words", [("es", "99999 no está entre 0 y 65535."), ("fr", "99999 n'est pas compris entre 0 et 65535.")])
def test_a_port_out_of_range_is_a_usage_error_in_the_readers_words(make_campaign, cli, command, lang, words):
    """`table --port 99999` crashed with OverflowError's traceback."""
    folder = make_campaign(EPISODE.format(date=""), language=lang)
    result = cli("--lang", lang, command, folder, "--port", "99999")  # a traceback raises here: the fixture lets it through
    assert result.exit_code == 2
    assert words in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and "OverflowError" not in result.stderr


@pytest.mark.parametrize("value, shown", [("[1]", "pas une liste"), ("{a: 1}", "pas un dictionnaire"),
                                          ("12", "pas le nombre 12")])
def test_a_date_of_another_type_is_named_not_dumped(make_campaign, cli, value, shown):
    """`date: [1]` printed « Node(value=1, pos=Pos(...)) »."""
    result = cli("check", make_campaign(EPISODE.format(date=f"date: {value}\n"), language="fr"))
    assert result.exit_code == 1
    assert shown in result.stderr, result.stderr
    assert "Node(" not in result.stderr and "Pos(" not in result.stderr


def test_a_game_of_another_type_is_named_not_dumped(make_campaign, cli):
    folder = make_campaign(EPISODE.format(date=""), language="es")
    text = (folder / "campaign.yaml").read_text(encoding="utf-8")
    (folder / "campaign.yaml").write_text(text.replace("game: my-island", "game: [my-island]"), encoding="utf-8")
    result = cli("check", folder)
    assert result.exit_code == 1
    assert "game: debe ser un texto o un número, no una lista" in result.stderr, result.stderr
    assert "Node(" not in result.stderr


# 2. click's own words ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang, start, words", [("es", "Error: valor no válido para ", ": 30 no está entre 1 y 24."),
                                                ("fr", "Erreur\u00a0: valeur incorrecte pour ", "\u00a0: 30 n'est pas compris entre 1 et 24.")])
def test_a_range_refused_by_click_is_said_in_the_readers_words(tmp_path, cli, lang, start, words):
    """"30 is not in the range 1<=x<=24", after an error word followed by lower case as chronicle's own."""
    result = cli("--lang", lang, "new", "x", "-g", "my-city", "-p", "A", "--root", tmp_path, "--from-episode", "30")
    assert result.exit_code == 2
    assert start in result.stderr and words in result.stderr, result.stderr
    assert "is not in the range" not in result.stderr and "1<=x<=24" not in result.stderr


@pytest.mark.parametrize("lang, words", [("es", "de 1 a 24"), ("fr", "de 1 à 24")])
def test_a_range_in_help_is_said_in_the_readers_words(cli, lang, words):
    out = " ".join(cli("--lang", lang, "new", "--help").stdout.split())
    assert words in out and "1<=x<=24" not in out


@pytest.mark.parametrize("lang, words", [
    ("es", "Error: no existe el comando «chek». ¿Querías decir «check»?"),
    ("fr", "Erreur\u00a0: la commande «\u00a0chek\u00a0» n'existe pas. Vouliez-vous dire «\u00a0check\u00a0»\u202f?"),
])
def test_an_unknown_command_in_the_readers_quotes_and_case(cli, lang, words):
    """« Erreur : La commande 'chek' n'existe pas. Vouliez-vous dire 'check' ? »"""
    result = cli("--lang", lang, "chek")
    assert result.exit_code == 2
    assert words in result.stderr, result.stderr


@pytest.mark.parametrize("lang, words", [("es", "«legacy», «eternal»"), ("fr", "«\u00a0legacy\u00a0», «\u00a0eternal\u00a0»")])
def test_a_refused_choice_quotes_the_choices_as_the_reader_does(tmp_path, cli, lang, words):
    result = cli("--lang", lang, "new", "x", "-g", "my-island", "-p", "A", "--root", tmp_path, "-m", "foo")
    assert result.exit_code == 2
    assert words in result.stderr and "'foo'" not in result.stderr, result.stderr


@pytest.mark.parametrize("lang, hint, words", [("es", "TEMA", "«formats» y «envelopes»"),
                                               ("fr", "SUJET", "«\u00a0formats\u00a0» et «\u00a0envelopes\u00a0»")])
def test_an_unknown_guide_names_the_argument_in_the_readers_words(cli, lang, hint, words):
    result = cli("--lang", lang, "guide", "sobrs")
    assert result.exit_code == 2
    assert hint in result.stderr and "TOPIC" not in result.stderr, result.stderr
    assert words in result.stderr, result.stderr


@pytest.mark.parametrize("lang, topic", [("es", "sobres"), ("es", "formatos"), ("fr", "enveloppes")])
def test_a_guide_answers_to_its_name_in_the_readers_language(cli, lang, topic):
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0 and result.stdout.startswith("#")
