"""The files `chronicle init` and `chronicle new` write for a group (README, campaign.yaml, schemas) in the group's
language and its game's words (issue 23's native reviews).
"""


from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from helpers import (
    ROOT,
)


def _flat(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ")


ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


NBSP_KEY = ("start\u00a0:", "rules\u00a0:", "eternal\u00a0", "mode\u00a0:", "count\u00a0:", "board\u00a0:", "pieces\u00a0:")


@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("es", "tal como lo escribirías, con espacios y mayúsculas; ese nombre será su título", "tal como lo dices"),
    ("fr", "tel que vous l’écririez, avec espaces et majuscules", "tel que vous le dites"),
])
def test_review_9_es_M4_new_takes_the_name_as_written(cli, lang, said, wrong):
    """Review 9 es M4: `new --help` said the name «tal como lo dices» (fr « tel que vous le dites »), a literal
    "as you say it": the point is the name written with its spaces and capitals."""
    text = _flat(cli("--lang", lang, "new", "--help").output)
    assert said in text and wrong not in text


def test_what_init_writes_says_the_games_word_not_piece(tmp_path, cli):
    """Review 12 fr TERM 1: the README `chronicle init` writes said « la pièce de la carte 17 »."""
    for lang in ("fr", "es", "en"):
        assert cli("init", tmp_path / lang, "--language", lang).exit_code == 0
        readme = (tmp_path / lang / "README.md").read_text(encoding="utf-8")
        assert not re.search(r"\bpièces?\b|\bpiezas?\b|place the piece", readme), lang


def test_init_readme_places_the_piece_of_a_card():
    """Found by native review 4, es."""
    text = (ROOT / "templates" / "repo" / "es" / "README.md").read_text(encoding="utf-8")
    assert "dónde puede colocar Ana la loseta de la carta 17" in text and "puede ir la carta" not in text


def test_the_french_readme_init_writes_says_fonctionne_and_vous():
    """M16: "Chaque commande marche depuis …", "un domaine à nous" beside "un domaine à vous". (native review 4, fr.)"""
    text = (ROOT / "templates" / "repo" / "fr" / "README.md").read_text(encoding="utf-8")
    assert "marche depuis" not in text and "fonctionne depuis" in text and "à nous" not in text


def test_what_init_writes_says_the_publishing_workflow_installs_chronicle():
    """The README said requirements.txt is "de dónde obtiene chronicle el flujo de publicación" (where
    chronicle gets the workflow: backwards); phrases said "flujo de trabajo" beside "flujo de
    publicación", and "archivo(s)". (native fixes round 6 (review 5), es.)"""
    readme = (ROOT / "templates" / "repo" / "es" / "README.md").read_text(encoding="utf-8")
    assert "de dónde se instala chronicle en el flujo de publicación" in readme and "de dónde obtiene chronicle el flujo" not in readme
    phrases = {key: value["es"] for key, value in
               yaml.safe_load((ROOT / "templates" / "repo" / "phrases.yaml").read_text(encoding="utf-8")).items()}
    assert [key for key, text in phrases.items() if "flujo de trabajo" in text or "(s)" in text] == []


@pytest.mark.parametrize(("lang", "said"), [("es", "Se ha creado el repositorio en {root}."),
                                            ("fr", "Dépôt {root} créé."),
                                            ("en", "created the repository {root}")])
def test_init_of_the_current_folder_names_it(tmp_path, cli, monkeypatch, lang, said):
    """Review 6 M10: `chronicle init .` said "Repositorio . creado.": the folder is named by its path."""
    folder = tmp_path / "grupo"
    folder.mkdir()
    monkeypatch.chdir(folder)
    result = cli("--lang", lang, "init", ".")
    assert result.exit_code == 0, result.stderr
    first = result.stdout.splitlines()[0].replace("\u00a0", " ").replace("\u202f", " ")
    assert first == said.format(root=folder), first
    again = cli("--lang", lang, "init", ".").stdout
    assert again.startswith(str(folder)), again


def test_the_files_init_and_new_write_for_a_french_group_use_curly_apostrophes(make_repo):
    """Found by native fixes round 7 (review 6), fr."""
    root = make_repo("fr", "notre-ile")
    for name in ("README.md", "games/README.md", "chronicle.yaml", "notre-ile/campaign.yaml", ".github/workflows/pages.yml"):
        path = root / "campaigns" / name if name.startswith("notre-ile") else root / name
        if not path.exists():
            path = next(root.rglob(Path(name).name))
        text = path.read_text(encoding="utf-8")
        prose = re.sub(r"`[^`\n]*`", "", text)
        if path.suffix in (".yaml", ".yml"):  # only comments are prose: keys and values stay as YAML reads them
            prose = "\n".join(line.split("#", 1)[1] for line in prose.splitlines() if "#" in line)
        assert not ELISION.search(prose), (name, ELISION.findall(prose), prose[:400])


def test_chronicle_new_writes_campaign_yaml_commented_in_the_groups_language(tmp_path, cli):
    """Found by native review 1, issue 23."""
    for lang, words in (("es", "en el orden en que se sientan"), ("fr", "dans l’ordre où vous êtes assis")):
        assert cli("--lang", lang, "new", f"isla-{lang}", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path,
                   "--language", lang, "--from-episode", "13").exit_code == 0
        text = (tmp_path / f"isla-{lang}" / "campaign.yaml").read_text(encoding="utf-8")
        assert words in text and "in seat order" not in text and "the log begins" not in text
        refused = cli("--lang", lang, "new", f"isla-{lang}", "--game", "my-island", "--players", "Ana", "--root", tmp_path)
        assert refused.exit_code == 1 and "never overwrites" not in refused.stderr


@pytest.mark.parametrize("game, word", [("my-island", "cercles Progrès"), ("my-city", "symboles Progrès")])
def test_new_from_episode_says_the_yaml_keys_as_they_are_written(tmp_path, cli, game, word):
    """« indiquez sous start : dans campaign.yaml … la ligne rules : »: a copied key would break the file. (native review 3, command line.)"""
    result = cli("--lang", "fr", "new", "tard", "-g", game, "-p", "Ana,Ben", "--root", tmp_path, "--from-episode", "13")
    assert result.exit_code == 0, result.stderr
    assert "«\u00a0start:\u00a0»" in result.stdout and "«\u00a0rules:\u00a0»" in result.stdout and "episodes/13.yaml" in result.stdout
    assert word in result.stdout
    assert not any(key in result.stdout for key in NBSP_KEY), result.stdout


@pytest.mark.parametrize("lang, words", [("es", "El número del episodio: su lugar entre los archivos por orden de nombre."),
                                         ("fr", "Le numéro de l’épisode\u00a0: sa place parmi les fichiers, dans l’ordre de leurs noms.")])
def test_the_schemas_init_writes_speak_the_groups_language(make_repo, lang, words):
    """An editor shows these as the logger types: 'The episode's number: its place among the files in name order.' (native review 3, command line.)"""
    import json

    from generator.repo import schemas

    root = make_repo(lang)
    folder = root / ".chronicle" / "schemas"
    english = {name: schema for name, schema in schemas.schemas().items()}
    episode = json.loads((folder / "episode.schema.json").read_text(encoding="utf-8"))
    assert episode["properties"]["episode"]["description"] == words

    def texts(schema):
        if isinstance(schema, dict):
            for key, value in schema.items():
                if key in ("title", "description") and isinstance(value, str):
                    yield value
                else:
                    yield from texts(value)
        elif isinstance(schema, list):
            for value in schema:
                yield from texts(value)

    for name, schema in english.items():
        written = json.loads((folder / name).read_text(encoding="utf-8"))
        left = [text for text, shown in zip(texts(schema), texts(written)) if text == shown]
        assert not left, (name, left)
        assert not any(key in text for text in texts(written) for key in ("letters\u00a0:", "card\u00a0:")), name


@pytest.mark.parametrize("lang, slug, absent, present", [
    ("es", "nuestra-isla", ("nuestra-campana", "<su dirección>", "cada sitio", "piezas"), ("fichas de puntuación", "cada carpeta")),
    ("fr", "notre-ile", ("jetons", "pièces"), ("marqueurs Score", "cercles Progrès")),
])
def test_init_writes_a_readme_in_the_editions_words(tmp_path, cli, lang, slug, absent, present):
    """'nuestra-campana' reads 'our bell'; the French README said 'jetons' for the marqueurs Score. (native review 3, command line.)"""
    result = cli("--lang", lang, "init", tmp_path / "grupo")
    assert result.exit_code == 0
    assert f"chronicle new {slug} " in result.stdout and result.stdout[0].isupper(), result.stdout  # 'Repositorio … creado.'
    readme = (tmp_path / "grupo" / "README.md").read_text(encoding="utf-8")
    games = (tmp_path / "grupo" / "games" / "README.md").read_text(encoding="utf-8")
    assert f"chronicle new {slug} " in readme
    assert not any(word in readme + games for word in absent), [w for w in absent if w in readme + games]
    assert all(word in readme for word in present)
    settings = (tmp_path / "grupo" / "chronicle.yaml").read_text(encoding="utf-8")
    assert "'chronicle new'" not in settings and "our-site" not in settings


@pytest.mark.parametrize("lang, words, absent", [
    ("es", ("símbolos de progreso coloreados", "{cell: C4, add: tree}", "incluido en chronicle"), ("palm", "círculos", "incluido con el juego")),
    ("fr", ("symboles Progrès coloriés", "{cell: C4, add: tree}", "fourni avec chronicle"), ("palm", "cercles", "fourni avec le jeu")),
])
def test_new_writes_a_my_city_campaign_in_my_citys_words(tmp_path, cli, lang, words, absent):
    """A My City campaign.yaml said ({cell: C4, terrain: palm}) and « cercles Progrès (dans My City, symboles) ». (native review 3, command line.)"""
    result = cli("--lang", lang, "new", "tard", "-g", "my-city", "-p", "Ana,Ben", "--root", tmp_path, "--from-episode", "13")
    assert result.exit_code == 0, result.stderr
    text = (tmp_path / "tard" / "campaign.yaml").read_text(encoding="utf-8")
    assert all(word in text for word in words), text
    assert not any(word in text for word in absent), text
