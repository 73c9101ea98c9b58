"""The multilingual FAQ: every rule explained in every language, examples judged by the engine."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.problems import Problems
from generator.reference.faq import load_faq
from generator.validate.content import CONTENT, rule_registry

ENTRY = """---
id: {id}
game: my-island
rules: [MI-R02]
tags: [placement]
title: {title}
example:
  map: |
    b b b b
     b h h b
  rules: legacy-1
  placed: [{{A1: house, A2: house}}]
  play: {{B1: wall, B2: field}}
  expect: {{verdict: {verdict}, rule: MI-R02}}
---
{body}
"""


@pytest.fixture(scope="module")
def faq():  # type: ignore[no-untyped-def]
    return load_faq(CONTENT / "faq")


def write_entry(root: Path, lang: str, verdict: str = "illegal", entry_id: str = "touching") -> Path:
    path = root / lang / f"{entry_id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(ENTRY.format(id=entry_id, title=f"Touching? ({lang})", verdict=verdict, body=f"No ({lang})."),
                    encoding="utf-8")
    return path


def test_every_rule_of_the_registry_is_explained_in_es_fr_and_en(faq):
    for lang in ("es", "fr", "en"):
        explained = {rule for entry in faq if entry.lang == lang for rule in entry.rules}
        assert sorted(set(rule_registry()) - explained) == [], lang


def test_every_example_of_the_shipped_faq_agrees_with_the_engine(faq):
    examples = [entry for entry in faq if entry.example]
    assert len(examples) >= 30  # loading them judged every one: a disagreement raises
    assert {e.example.verdict.legal for e in examples} == {True, False}


def test_a_wrong_expected_verdict_fails_with_the_file_and_line(tmp_path):
    for lang in ("es", "fr"):
        write_entry(tmp_path, lang)
    wrong = write_entry(tmp_path, "en", verdict="legal")
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    [problem] = err.value.problems
    assert problem.pos.file.endswith(f"{wrong.parent.name}/{wrong.name}")
    assert problem.pos.line == 14  # the line of 'expect:' in the entry
    assert "expects 'legal', but the rules engine finds it illegal" in str(problem.message)
    assert "MI-R02" in str(problem.message)


def test_an_entry_missing_in_one_language_fails_the_build(tmp_path):
    write_entry(tmp_path, "es")
    write_entry(tmp_path, "en")
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    assert [str(p.message) for p in err.value.problems] == [
        f"entry 'touching' has no fr version: write {tmp_path / 'fr' / 'touching.md'}"]


def test_invalid_front_matter_is_reported_at_its_line(tmp_path):
    for lang in ("es", "fr", "en"):
        write_entry(tmp_path, lang)
    broken = tmp_path / "fr/touching.md"
    broken.write_text(broken.read_text().replace("tags: [placement]", "tagz: [placement]").replace("MI-R02]", "MI-R99]", 1))
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    messages = {(p.pos.line, str(p.message).split(";")[0]) for p in err.value.problems}
    assert (4, "unknown rule ID 'MI-R99' (did you mean 'MI-R07'?)") in messages
    assert (5, "unknown key 'tagz' in FAQ front matter (did you mean 'tags'?)") in messages


def test_examples_speak_the_engines_points(tmp_path):
    shutil.copytree(CONTENT / "faq", tmp_path / "faq")
    entries = {(e.lang, e.id): e for e in load_faq(tmp_path / "faq")}
    houses = entries[("en", "houses-on-beach")].example.verdict
    assert houses.legal and houses.points == {"MI-R05": 2}


@pytest.mark.parametrize("game", ["my-island", "my-city"])
@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_03_LG_04_LG_05_links_go_to_the_entries_of_the_campaigns_game(faq, lang, game):
    """A My Island campaign's pass, pass-at-0 and end-participation errors link to My Island's answers."""
    from generator.reference.faq import faq_links

    links = faq_links(CONTENT / "faq", lang, "/", game)
    by_id = {e.id: e for e in faq if e.lang == lang}
    for rule in ("LG-03", "LG-04", "LG-05"):
        page, anchor = links[rule].split("#")
        assert page == f"/{lang}/faq/{game}/", rule
        assert by_id[anchor].game in (game, "both") and rule in by_id[anchor].rules, rule
    for rule, url in links.items():
        assert by_id[url.split("#")[1]].game in (game, "both"), rule


@pytest.mark.parametrize(("game", "verb"), [("my-island", "abandon"), ("my-city", "abandon")])
def test_LG_06_when_an_episode_ends_is_answered_per_game_in_its_editions_verb(faq, game, verb):
    """LG-06 (the episode ends when everyone has stopped, LG-05) links to an entry of the campaign's
    own game in every language, never to one about both games (which could say neither edition's
    verb); the Spanish one says "abandonar", both editions' verb (issue 34, Spanish review 4)."""
    from generator.reference.faq import faq_links

    for lang in ("es", "fr", "en"):
        by_id = {e.id: e for e in faq if e.lang == lang}
        entry = by_id[faq_links(CONTENT / "faq", lang, "/", game)["LG-06"].split("#")[1]]
        assert entry.game == game and {"LG-05", "LG-06"} <= set(entry.rules), (lang, entry.id)
        if lang == "es":
            assert verb in entry.body.lower() and "deja" not in entry.body, entry.body


def write_terms(root: Path) -> None:
    shutil.copy(CONTENT / "faq" / "terms.yaml", root / "terms.yaml")


PLAIN = """---
id: passing
game: {game}
rules: [LG-03]
tags: [round]
title: Passing?
---
{body}
"""


@pytest.mark.parametrize(("game", "body", "word", "column"), [
    ("both", "Pass, and the tile goes face down.", "tile", 15),
    ("my-city", "Only a building along the river, never a tile.", "tile", 42),
    ("my-island", "The first building goes on the beach.", "building", 11),
])
def test_an_entry_in_the_other_games_words_fails_the_build_at_its_line(tmp_path, game, body, word, column):
    """My City's page speaks of buildings and My Island's of tiles; an entry about both games of neither."""
    for lang in ("es", "fr", "en"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "passing.md").write_text(PLAIN.format(game=game, body=body if lang == "en" else "Sí."))
    write_terms(tmp_path)
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    [problem] = err.value.problems
    assert problem.pos.file.endswith("en/passing.md") and (problem.pos.line, problem.pos.col) == (8, column)
    assert str(problem.message).startswith(f"'{word}' in an entry about ") and "a word of My " in str(problem.message)


@pytest.mark.parametrize(("game", "body", "word"), [
    ("my-city", "En el Juego Eterno se construye una iglesia.", "Juego Eterno"),
    ("my-city", "Cada espacio verde claro vacío resta 1.", "verde claro"),
    ("my-island", "En la versión eterna se cubren palmeras.", "versión eterna"),
])
def test_each_spanish_edition_keeps_its_own_words(tmp_path, game, body, word):
    """The Spanish editions differ: My City plays the "versión eterna" on the "lado eterno", builds on
    "espacios verdes"; My Island plays the "juego eterno"."""
    for lang in ("es", "fr", "en"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "passing.md").write_text(PLAIN.format(game=game, body=body if lang == "es" else "Yes."))
    write_terms(tmp_path)
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    assert [str(p.message).split("'")[1] for p in err.value.problems] == [word]


def test_an_entry_about_both_games_has_no_example(tmp_path):
    for lang in ("es", "fr", "en"):
        path = write_entry(tmp_path, lang)
        path.write_text(path.read_text().replace("game: my-island", "game: both"))
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    assert {(p.pos.line, str(p.message).split(",")[0]) for p in err.value.problems} == {
        (8, "an entry about both games has no example")}


@pytest.mark.parametrize(("lang", "body", "word"), [
    ("es", "La loseta cubre una casilla de playa.", "casilla"),
    ("fr", "La tuile couvre une case plage.", "plage"),
    ("fr", "Selon le tableau récapitulatif du chapitre.", "tableau récapitulatif"),
    ("es", "Quien deja el episodio espera a los demás.", "deja el episodio"),
    ("es", "Si no puedes colocar la loseta, te retiras.", "te retiras"),  # LG-05: both editions «abandonan»
    ("es", "Quien se retira espera a los demás.", "se retira"),
])
def test_words_the_editions_do_not_use_fail_the_build(tmp_path, lang, body, word):
    """es 'espacio', never 'casilla', and a player who stops 'abandona'
    (LG-05), never 'deja el episodio'; fr capitalised terrains and the chapter's 'table de répartition'."""
    for each in ("es", "fr", "en"):
        path = write_entry(tmp_path, each)
        if each == lang:
            path.write_text(path.read_text().replace(f"No ({lang}).", body))
    write_terms(tmp_path)
    with pytest.raises(Problems) as err:
        load_faq(tmp_path)
    [problem] = err.value.problems
    assert problem.pos.line == 16 and f"'{word}'" in str(problem.message) and "not the editions' word" in str(problem.message)
