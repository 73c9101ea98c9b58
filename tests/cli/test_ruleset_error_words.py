"""What `check` says of a ruleset's or a log's unknown words, as a French player reads it (issue 34,
French review 3, faults 9, 10 and 20), and the same in es and en:
- a word of the group's language is answered with the word to write "in the files", not "in the log"
  (the episode log): the error may be in a ruleset file, which its position names;
- a YAML key is never elided into French ("type de décompte d'immediate"): "sous immediate";
- a counter the campaign never declared says so, and where counters are declared."""

from __future__ import annotations

import re

import pytest

from helpers import OUR_RULESET, R, episode


def said(result) -> str:  # type: ignore[no-untyped-def]
    return re.sub("[\u00a0\u202f]", " ", result.stderr)


@pytest.mark.parametrize(("lang", "word", "expected"), [
    ("fr", "palmiers", "« palmiers » s’écrit « palm » dans les fichiers"),
    ("es", "palmeras", "«palmeras» se escribe «palm» en los archivos"),
    ("en", "palmeras", "'palmeras' is written 'palm' in chronicle's files"),
])
def test_a_ruleset_word_in_the_groups_language_names_the_word_for_the_files(make_campaign, cli, lang, word, expected):
    rules = OUR_RULESET.replace("terrain: beach, points: -1", f"terrain: {word}, points: -1")
    folder = make_campaign(episode(R(1, Ana="stop", Ben="stop"), rules="ours"), rules={"ours": rules})
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1
    (line,) = [line for line in said(result).splitlines() if "palm" in line]
    assert line.startswith(str(folder / "rules" / "ours.yaml")), line  # the file the word is in
    assert expected in line.replace("\u2019", "’"), line
    assert "journal" not in line and "registro" not in line and "in the log" not in line


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "type de décompte sous immediate : « adjacent-building » est inconnu"),
    ("en", "immediate scoring kind 'adjacent-building'"),
])
def test_an_unknown_kind_names_its_yaml_key_unelided(make_campaign, cli, lang, expected):
    rules = OUR_RULESET.replace("{kind: symbol-on-terrain,", "{kind: adjacent-building,")
    folder = make_campaign(episode(R(1, Ana="stop", Ben="stop"), rules="ours"), rules={"ours": rules})
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1
    assert expected in said(result)
    assert "d’immediate" not in said(result) and "d'immediate" not in said(result)


def test_french_never_elides_de_before_a_yaml_key():
    """The mechanism: "de %(key)s" keeps its "de" whatever the key (generator/words/elision.py)."""
    from generator.words.elision import french_de

    assert french_de("chaque entrée de %(key)s", {"key": "immediate"}) == "chaque entrée de %(key)s"
    assert french_de("le plateau de %(name)s", {"name": "Inés"}) == "le plateau d'%(name)s"


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Ana : compteur « coins » inconnu : la campagne ne déclare aucun compteur (on les déclare sous "
           "« vocabulary: counters: » dans campaign.yaml)"),
    ("es", "Ana: contador «coins» desconocido: la campaña no declara ningún contador (se declaran en "
           "«vocabulary: counters:» de campaign.yaml)"),
    ("en", "Ana: unknown counter 'coins': the campaign declares no counter (they go under “vocabulary: counters:” in "
           "campaign.yaml)"),
])
def test_an_undeclared_counter_says_where_counters_are_declared(make_campaign, cli, lang, expected):
    log = episode(R(1, Ana="stop", Ben="stop"), extra="board_changes:\n  Ana: [{counter: coins, by: -2}]\n")
    result = cli("--lang", lang, "check", make_campaign(log))
    assert result.exit_code == 1
    assert expected in said(result), said(result)
    assert "rien à choisir" not in said(result)


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "« dragon » n'existe pas : ce jeu n'a pas de symbole"),
    ("en", "unknown symbol 'dragon': there is no symbol to choose here"),
])
def test_a_word_of_a_kind_the_game_has_none_of_says_so(lang, expected):
    """The family of fault 20: My City has no symbols; « il n'y a rien à choisir comme symbole » was a
    literal rendering that did not say what is wrong."""
    from generator.load.nodes import Node
    from generator.model import Pos
    from generator.vocabulary.reader import Reader
    from generator.words.i18n import _, render, translator

    reader = Reader()
    assert reader.choice(Node("dragon", Pos("x.yaml", 1, 1)), _("symbol"), {}) is None
    (problem,) = reader.problems
    assert render(problem.message, translator(lang)) == expected
