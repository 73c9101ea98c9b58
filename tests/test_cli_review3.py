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
@pytest.mark.parametrize("lang, words", [("es", "99999 no está entre 0 y 65535."), ("fr", "99999 n’est pas compris entre 0 et 65535.")])
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
                                                ("fr", "Erreur\u00a0: valeur incorrecte pour ", "\u00a0: 30 n’est pas compris entre 1 et 24.")])
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
    ("fr", "Erreur\u00a0: la commande «\u00a0chek\u00a0» n’existe pas. Vouliez-vous dire «\u00a0check\u00a0»\u202f?"),
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


# 3. French spacing never inside YAML or a group's own text ---------------------------------------

NBSP_KEY = ("start\u00a0:", "rules\u00a0:", "eternal\u00a0", "mode\u00a0:", "count\u00a0:", "board\u00a0:", "pieces\u00a0:")


@pytest.mark.parametrize("game, word", [("my-island", "cercles Progrès"), ("my-city", "symboles Progrès")])
def test_new_from_episode_says_the_yaml_keys_as_they_are_written(tmp_path, cli, game, word):
    """« indiquez sous start : dans campaign.yaml … la ligne rules : »: a copied key would break the file."""
    result = cli("--lang", "fr", "new", "tard", "-g", game, "-p", "Ana,Ben", "--root", tmp_path, "--from-episode", "13")
    assert result.exit_code == 0, result.stderr
    assert "«\u00a0start:\u00a0»" in result.stdout and "«\u00a0rules:\u00a0»" in result.stdout and "episodes/13.yaml" in result.stdout
    assert word in result.stdout
    assert not any(key in result.stdout for key in NBSP_KEY), result.stdout


def test_check_says_mode_eternal_and_count_2_as_yaml(make_campaign, cli):
    """MI-E01 (the Eternal game's rules in a legacy campaign) and LG-12 (a board change): their YAML unspaced."""
    folder = make_campaign("episode: 1\nrules: eternal\nrounds: []\nboard_changes: {Ana: [{cell: A1}]}\n", language="fr")
    result = cli("check", folder)
    assert "«\u00a0mode: eternal\u00a0»" in result.stderr and "{cell: C4, remove: statue}" in result.stderr, result.stderr
    assert not any(key in result.stderr.replace("\u00a0»", "»") for key in NBSP_KEY), result.stderr  # guillemets' own spaces


@pytest.mark.parametrize("game, lang, names", [
    ("my-island", "fr", ("board: boards/notre-ile.yaml", "pieces: boards/nos-tuiles.yaml")),
    ("my-city", "fr", ("board: boards/notre-ville.yaml", "pieces: boards/nos-batiments.yaml")),
    ("my-city", "es", ("board: boards/nuestra-ciudad.yaml", "pieces: boards/nuestros-edificios.yaml")),
    ("my-island", "en", ("board: boards/our-island.yaml", "pieces: boards/our-tiles.yaml")),
])
def test_the_transcribe_page_shows_yaml_to_copy_as_code_in_the_games_words(make_campaign, game, lang, names):
    """« board : boards/our-island.yaml » had a no-break space after board, and My Island's names on a My City table."""
    from generator.table.transcribe import handle

    folder = make_campaign(game=game, language=lang)
    status, _kind, body = handle("GET", "/transcribe", {"game": game, "lang": lang}, b"", folder, lang)
    page = body.decode()
    assert status == 200
    for name in names:
        assert f"<code>{name}</code>" in page, page
    assert "our-island" not in page or game == "my-island" and lang == "en"


def test_board_leaves_a_groups_spanish_note_as_written_in_french(make_campaign, cli):
    """LG-12 notes: « Carmen se despide de Punta Cangrejo : desde » in French output; the group wrote 'Cangrejo: desde'."""
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"
                           "tiebreak: [Ana, Ben]\nboard_changes: {Ana: [{note: 'Punta Cangrejo: desde el episodio 5 juega Diego'}]}\n",
                           "episode: 2\nrules: legacy-1\nrounds: []\n", language="es")
    out = cli("--lang", "fr", "board", folder, "-p", "Ana").stdout
    assert "Punta Cangrejo: desde el episodio 5" in out, out
    assert "après l’épisode 1 (Ana)\u00a0:" in out  # the reader's own words are still set in French


# 4. English left in what a group reads -----------------------------------------------------------

@pytest.mark.parametrize("lang, words", [("es", "El número del episodio: su lugar entre los archivos por orden de nombre."),
                                         ("fr", "Le numéro de l’épisode\u00a0: sa place parmi les fichiers, dans l’ordre de leurs noms.")])
def test_the_schemas_init_writes_speak_the_groups_language(make_repo, lang, words):
    """An editor shows these as the logger types: 'The episode's number: its place among the files in name order.'"""
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


@pytest.mark.parametrize("lang, words", [
    ("es", ("<html lang='es'>", "No se ha podido generar el sitio", "Corrige estos problemas; la página se recargará sola")),
    ("fr", ("<html lang='fr'>", "Le site n’a pas pu être généré", "Corrigez ces problèmes\u202f; la page se rechargera")),
])
def test_serves_error_page_speaks_the_readers_language(tmp_path, lang, words):
    """'The site could not be built / Fix these problems...' in English above Spanish error lines."""
    import urllib.error
    import urllib.request

    from generator.site import serve
    from generator.words.i18n import translator

    state = serve.State(translator(lang))
    server = serve.listen(tmp_path, 0, state)
    server.start()
    try:
        state.built("campaigns/x/episodes/01.yaml:3:1: error: ...")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=5)
        page = refused.value.read().decode()
    finally:
        server.stop()
    assert all(word in page for word in words), page


@pytest.mark.parametrize("game, lang, words", [
    ("my-island", "es", "el catálogo «Losetas de muestra (no son las publicadas)» tiene 28 cartas"),
    ("my-city", "fr", "le catalogue «\u00a0Bâtiments d’exemple (pas les bâtiments publiés)\u00a0» compte 27\u00a0cartes"),
])
def test_a_shipped_catalogue_is_named_in_the_readers_language(make_campaign, cli, game, lang, words):
    """LG-02: «Sample tiles (not the published set)» in a Spanish message; the site already said it in Spanish.
    (With a ruleset chronicle can read, the message names that episode's cards instead: test_native_review9_shared.)"""
    folder = make_campaign("episode: 1\nrules: no-such-rules\nrounds:\n  - card: 99\n    Ana: stop\n    Ben: stop\n",
                           game=game, board="sample-legacy", pieces="sample", language=lang)
    result = cli("check", folder)
    assert words in result.stderr, result.stderr
    assert "Sample" not in result.stderr


def test_a_shipped_board_is_named_in_the_readers_language(make_campaign, cli):
    """LG-12: a board change on a space the sample board lacks names the board in Spanish."""
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"
                           "tiebreak: [Ana, Ben]\nboard_changes: {Ana: [{cell: A1, add: statue}]}\n",
                           board="sample-legacy", pieces="sample", language="es")
    result = cli("check", folder)
    assert "«Sample" not in result.stderr and "not the published" not in result.stderr, result.stderr
    assert "Isla de muestra" in result.stderr, result.stderr


def test_french_episode_rules_agree_in_the_plural(make_campaign, cli):
    """MC-E01: « ces règles d'épisode distribue les églises » read as a plural subject with a singular verb."""
    folder = make_campaign("episode: 1\nrules: {name: X, buildable: [beach], deck: [churches]}\nrounds: []\n",
                           board="sample-legacy", pieces="sample", language="fr")
    result = cli("check", folder)
    assert "ces règles d’épisode distribuent les églises" in result.stderr, result.stderr


# 5. Words ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, slug, absent, present", [
    ("es", "nuestra-isla", ("nuestra-campana", "<su dirección>", "cada sitio", "piezas"), ("fichas de puntuación", "cada carpeta")),
    ("fr", "notre-ile", ("jetons", "pièces"), ("marqueurs Score", "cercles Progrès")),
])
def test_init_writes_a_readme_in_the_editions_words(tmp_path, cli, lang, slug, absent, present):
    """'nuestra-campana' reads 'our bell'; the French README said 'jetons' for the marqueurs Score."""
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
    """A My City campaign.yaml said ({cell: C4, terrain: palm}) and « cercles Progrès (dans My City, symboles) »."""
    result = cli("--lang", lang, "new", "tard", "-g", "my-city", "-p", "Ana,Ben", "--root", tmp_path, "--from-episode", "13")
    assert result.exit_code == 0, result.stderr
    text = (tmp_path / "tard" / "campaign.yaml").read_text(encoding="utf-8")
    assert all(word in text for word in words), text
    assert not any(word in text for word in absent), text


@pytest.mark.parametrize("lang, starts", [("es", ("Se ha creado", "Ronda 1 añadida", "Se ha quitado la ronda 1", "Tablero de Ana")),
                                          ("fr", ("créé\u00a0:", "Manche 1 ajoutée", "Manche 1 retirée", "Plateau d’Ana"))])
def test_lines_of_their_own_start_as_sentences(tmp_path, cli, lang, starts):
    """'se ha creado…', 'ronda 1 añadida…', 'tablero de Lucía…' started in lower case; 'quedan 0 rondas'."""
    created = cli("--lang", lang, "new", "isla", "-g", "my-island", "-p", "Ana,Ben", "--root", tmp_path).stdout
    folder = tmp_path / "isla"
    drawn = cli("--lang", lang, "board", folder, "-p", "Ana").stdout
    added = cli("--lang", lang, "add", folder, "1", "--card", "1", "Ana=pass", "Ben=stop").stdout
    undone = cli("--lang", lang, "undo", folder).stdout
    assert starts[0] in created.splitlines()[0] and (created[0].isupper() or lang == "fr"), created  # fr: the folder first
    assert added.splitlines()[0].startswith(starts[1]), added
    assert drawn.startswith(starts[3]), drawn
    assert undone.startswith(starts[2]), undone
    assert ("ya no queda ninguna ronda" if lang == "es" else "il ne reste plus aucune manche") in undone, undone


@pytest.mark.parametrize("lang, words", [
    ("es", ("«sampel»", "«sample-eternal», «sample-legacy»", "como boards/nuestro.yaml")),
    ("fr", ("«\u00a0sampel\u00a0»", "«\u00a0sample-eternal\u00a0», «\u00a0sample-legacy\u00a0»", "comme boards/le-notre.yaml")),
])
def test_an_unknown_board_lists_the_known_ones_in_the_readers_quotes(make_campaign, cli, lang, words):
    """« disponibles : 'sample-eternal', 'sample-legacy' … comme boards/ours.yaml »: straight quotes and an English file."""
    result = cli("check", make_campaign(EPISODE.format(date=""), board="sampel", pieces="sample", language=lang))
    assert all(word in result.stderr for word in words), result.stderr
    assert "'" + "sample-legacy'" not in result.stderr


@pytest.mark.parametrize("lang, words", [("es", "«2025-13-45» no es una fecha que exista"),
                                         ("fr", "«\u00a02025-13-45\u00a0» n’est pas une date qui existe")])
def test_a_date_that_does_not_exist_is_quoted_as_the_reader_quotes(make_campaign, cli, lang, words):
    result = cli("check", make_campaign(EPISODE.format(date="date: 2025-13-45\n"), language=lang))
    assert words in result.stderr, result.stderr


@pytest.mark.parametrize("game, lang, words", [
    ("my-island", "es", ("(pasa)", "(finaliza su participación)", "Ana pasa, Ben finaliza su participación")),
    ("my-city", "es", ("(pasa)", "(abandona)", "Ana pasa, Ben abandona")),
    ("my-city", "fr", ("(passe)", "(met fin à sa participation)", "Ana passe, Ben met fin à sa participation")),
])
def test_add_and_undo_say_pass_and_stop_in_the_editions_words(tmp_path, cli, game, lang, words):
    """LG-03, LG-05: 'Cloe ficha en 9 (pass)', '(carta 5: … Cloe pass)' echoed the log's English keywords."""
    cli("--lang", lang, "new", "isla", "-g", game, "-p", "Ana,Ben,Cloe", "--root", tmp_path)
    card = "1" if game == "my-island" else "Y1"
    added = cli("--lang", lang, "add", tmp_path / "isla", "1", "--card", card, "Ana=pass", "Ben=stop", "Cloe=pass").stdout
    assert words[0] in added and words[1] in added and "(pass)" not in added and "(stop)" not in added, added
    undone = cli("--lang", lang, "undo", tmp_path / "isla").stdout
    assert words[2] in undone, undone


# 6. The reviewers' other findings on the command line ---------------------------------------------

@pytest.mark.parametrize("lang, text, words", [
    # es M2, fr M1: an action that is none
    ("es", "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: plantarse\n    Ben: stop\n",
     "o los espacios con su símbolo"),
    ("fr", "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: plantarse\n    Ben: stop\n",
     "ou un dictionnaire associant chaque case à son symbole"),
    # es M3: a missing action (LG-05: every player still in the episode acts)
    ("es", "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ben: stop\n", "Ana: falta su acción en esta ronda"),
    # es Y5, M7: one parenthesis, "de arriba"
    ("es", "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n   - card: 2\n",
     "(revisa la sangría)"),
])
def test_check_says_the_minor_findings_as_a_native_would(make_campaign, cli, lang, text, words):
    result = cli("check", make_campaign(text, language=lang))
    assert result.exit_code == 1
    shown = " ".join(result.stderr.split())
    assert " ".join(words.split()) in shown, shown
    assert ") (" not in shown and "de encima" not in shown and "diccionario de espacios a símbolos" not in shown


@pytest.mark.parametrize("lang, words", [("es", "no hay episodio 3: el registro solo tiene el episodio 1"),
                                         ("fr", "pas d’épisode 3\u00a0: le journal ne contient que l’épisode 1")])
def test_undo_names_the_only_episode_of_a_log(make_campaign, cli, lang, words):
    """M9: 'el registro tiene los episodios 1 a 1'."""
    result = cli("undo", make_campaign(EPISODE.format(date=""), language=lang), "3")
    assert result.exit_code == 2 and words in result.stderr, result.stderr


@pytest.mark.parametrize("lang, words", [("es", "este debería ser el episodio 1, pero dentro pone «episode: 25»"),
                                         ("fr", "celui-ci devrait être l’épisode 1, mais il indique «\u00a0episode: 25\u00a0»")])
def test_an_episode_number_that_does_not_match_its_file(make_campaign, cli, lang, words):
    """es M8, fr M2: 'este es el archivo de episodio número 6 por orden de nombre'."""
    result = cli("check", make_campaign(EPISODE.format(date="").replace("episode: 1", "episode: 25"), language=lang))
    assert words in result.stderr, result.stderr


def test_french_board_says_modifications_and_transcription_draws(make_campaign, cli):
    """fr M20 « changements du plateau », M4 « Peindre un plateau »."""
    from generator.table.transcribe import handle

    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"
                           "tiebreak: [Ana, Ben]\nboard_changes: {Ana: [{note: x}]}\n",
                           "episode: 2\nrules: legacy-1\nrounds: []\n", language="fr")
    out = cli("board", folder, "-p", "Ana").stdout
    assert "modifications du plateau lors des épisodes précédents" in out and "changements" not in out, out
    page = handle("GET", "/transcribe", {}, b"", folder, "fr")[2].decode()  # type: ignore[index]
    assert "Dessiner un plateau" in page and "Peindre" not in page and "Peignez" not in page


@pytest.mark.parametrize("lang, words", [("es", "Genera el sitio."), ("fr", "Génère le site.")])
def test_the_list_of_commands_says_whole_summaries(cli, lang, words):
    """fr Y8: « build  Génère le site à partir des campagnes de CHEMINS (par défaut :... », cut mid-sentence."""
    out = cli("--lang", lang, "--help").stdout
    summaries = out.split("Comandos:" if lang == "es" else "Commandes\u00a0:")[1]
    assert words in summaries and "..." not in summaries, out


@pytest.mark.parametrize("lang, words", [("es", "chronicle conoce «my-city» y «my-island»"),
                                         ("fr", "«\u00a0my-city\u00a0» et «\u00a0my-island\u00a0»")])
def test_new_lists_the_games_it_knows_as_the_reader_lists(tmp_path, cli, lang, words):
    """es G1: 'chronicle conoce my-city, my-island'."""
    result = cli("--lang", lang, "new", "x", "-g", "my-town", "-p", "A", "--root", tmp_path)
    assert result.exit_code == 2 and words in result.stderr, result.stderr


@pytest.mark.parametrize("lang, absent", [("es", ("3, 6 ... 24", "B7...", "Turnos", "boards/ours.yaml")),
                                          ("fr", ("3, 6 ... 24", "B7...", "(My City):", "lecteur même", "la ligne de la carte",
                                                  "boards/ours.yaml", "en peint un"))])
def test_the_guides_read_as_written_in_the_readers_language(cli, lang, absent):
    """es Y7, M15, U6; fr Y9, Y10, M3, M4, M6, U4: the guides `chronicle guide` shows."""
    text = cli("--lang", lang, "guide", "envelopes").stdout + cli("--lang", lang, "guide", "formats").stdout
    assert [word for word in absent if word in text] == []


def test_board_names_the_rules_as_rules_not_as_an_episode(make_campaign, cli):
    """fr M11: « plateau de Camille, épisode 2 (Épisode 1) » read like two episode numbers."""
    out = cli("--lang", "fr", "board", make_campaign(EPISODE.format(date="").replace("rounds:", "tiebreak: [Ana, Ben]\nrounds:"), language="fr"), "-p", "Ana").stdout
    assert out.startswith("Plateau d’Ana, épisode 1 (règles\u00a0: «\u00a0Livret de base\u00a0»)"), out


def test_a_closed_terrain_reads_as_spanish_on_my_island(make_campaign, cli):
    """MI-R01 (es M4): 'solo se pueden cubrir espacios de tipo playa y brezal' read as a calque."""
    folder = make_campaign("episode: 1\nrules: {name: X, buildable: [heath]}\nrounds:\n  - card: 1\n    Ana: {A1: house, A2: house}\n"
                           "    Ben: stop\n", language="es")
    result = cli("check", folder)
    assert "solo se pueden cubrir espacios de brezal" in result.stderr, result.stderr
