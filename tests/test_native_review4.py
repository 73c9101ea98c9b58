"""The fourth native review (/tmp/review4/report-es.md): the command line and table mode as a Spanish
player reads them. Each test fails on the behaviour the reviewer reported."""

from __future__ import annotations

import re
import shutil
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.table import page
from generator.table.server import TableApp
from generator.table.state import Table
from generator.words.i18n import read_po, translator
from generator.words.modes import ETERNAL, in_mode

ROOT = Path(__file__).resolve().parent.parent


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


def _run(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    return result.output + (result.stderr if result.stderr_bytes is not None else "")


def _repeat_first_card(folder: Path) -> None:
    """The episode's second round reveals the first round's card again (LG-02)."""
    path = folder / "episodes" / "01.yaml"
    text = path.read_text(encoding="utf-8")
    first = re.search(r"^  - card: (\S+)$", text, re.MULTILINE)
    cards = re.findall(r"^  - card: (\S+)$", text, re.MULTILINE)
    assert first and len(cards) > 1
    path.write_text(text.replace(f"  - card: {cards[1]}\n", f"  - card: {first[1]}\n", 1), encoding="utf-8")


# --- T1: the Eternal game plays games, not episodes (LG-02, LG-06; MI-E*, MC-E*) -------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "cada carta sale una sola vez por partida", "por episodio"),
    ("fr", "chaque carte ne sort qu’une fois par partie", "par épisode"),
    ("en", "each card comes once per game", "once per episode"),
])
@pytest.mark.parametrize("campaign", ["gold-rush", "eternal-night"])
def test_LG_02_check_says_once_per_game_in_an_eternal_game(tmp_path, campaign, lang, said, never):
    folder = _copy(tmp_path, campaign)
    _repeat_first_card(folder)
    out = _run("--lang", lang, "check", str(folder))
    assert said in out and never not in out, out


def test_LG_02_a_legacy_campaign_still_says_episode(tmp_path):
    folder = _copy(tmp_path, "reef-raiders")
    _repeat_first_card(folder)
    assert "cada carta sale una sola vez por episodio" in _run("--lang", "es", "check", str(folder))


def test_LG_02_check_of_an_eternal_and_a_legacy_campaign_speaks_each_in_its_mode(tmp_path):
    eternal, legacy = _copy(tmp_path, "gold-rush"), _copy(tmp_path, "reef-raiders")
    _repeat_first_card(eternal)
    _repeat_first_card(legacy)
    out = _run("--lang", "es", "check", str(eternal), str(legacy))
    assert "una sola vez por partida" in out and "una sola vez por episodio" in out, out


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["Final de la partida", "Siguiente partida", "Empezar la siguiente partida", "Partida %(episode)s · ronda",
            "nadie construye ese edificio en esta partida (MC-E03)", "Aún no hay partidas"],
     ["Final del episodio", "Siguiente episodio", "Episodio %(episode)s", "en este episodio", "Aún no hay episodios"]),
    ("fr", ["Fin de la partie", "Partie suivante", "Commencer la partie suivante", "Partie %(episode)s · manche",
            "dans cette partie (MC-E03)", "Pas encore de partie"],
     ["Fin de l'épisode", "Épisode suivant", "Épisode %(episode)s", "dans cet épisode"]),
    ("en", ["End of the game", "Next game", "Start the next game", "Game %(episode)s · round",
            "nobody builds that building this game (MC-E03)", "No game yet"],
     ["End of the episode", "Next episode", "Episode %(episode)s", "this episode"]),
])
def test_LG_06_table_page_of_an_eternal_game_says_game(tmp_path, lang, said, never):
    page_text = page.render(Table(_copy(tmp_path, "gold-rush")), lang).decode("utf-8")
    text = re.sub(r"\\u([0-9a-f]{4})", lambda m: chr(int(m[1], 16)), page_text)  # table.js's strings, as JSON
    text = text.replace("\u00a0", " ").replace("&#39;", "'")
    for words in said:
        assert words in text, words
    for words in never:
        assert words not in text, words


def test_LG_06_table_page_of_a_legacy_campaign_still_says_episode(tmp_path):
    text = page.render(Table(_copy(tmp_path, "reef-raiders")), "es").decode("utf-8")
    assert "Final del episodio" in text and "Siguiente episodio" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "La partida cambió mientras tanto"), ("fr", "La partie a changé entre-temps"), ("en", "The game changed meanwhile")])
def test_table_api_of_an_eternal_game_says_the_game_changed(tmp_path, lang, said):
    app = TableApp(Table(_copy(tmp_path, "gold-rush")), "key", frozenset(), threading.Event())
    stale = "The episode changed meanwhile (another phone or a hand edit): the page now shows it as it is."
    assert app.translator(lang).gettext(stale).startswith(said)


def test_every_eternal_wording_replaces_a_message_and_is_translated():
    """modes.ETERNAL: each legacy key a msgid of the catalogues (or a plural form of one), each Eternal
    wording translated in es and fr without a word of episodes."""
    for lang in ("es", "fr"):
        path = ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po"
        messages = read_po(path.read_text(encoding="utf-8"))[0]
        ids = {key.split("\x04")[-1]: key.split("\x04")[0] if "\x04" in key else None for key in messages}
        eternal_tr = in_mode(translator(lang), "eternal")
        checked = 0
        for legacy, eternal in ETERNAL.items():
            if legacy not in ids:  # the plural form of a counted message: its singular is checked
                assert any(ETERNAL.get(singular) for singular in ids), legacy
                continue
            assert eternal in ids, eternal
            found = messages[f"{ids[eternal]}\x04{eternal}" if ids[eternal] else eternal]
            assert found and all(found if isinstance(found, tuple) else [found]), (lang, eternal)
            shown = eternal_tr.ngettext(legacy, legacy, 2, ids[legacy]) if isinstance(found, tuple) else eternal_tr.gettext(legacy, ids[legacy])
            assert "episod" not in re.sub(r"%\(\w+\)s|`episode: ", "", shown).lower(), (lang, shown)
            checked += 1
        assert checked > 40


# --- U1: `chronicle --lang es table` opens the page in Spanish, whatever the campaign's language ---

def test_table_page_opens_in_the_language_asked_for(tmp_path):
    table = Table(_copy(tmp_path, "gold-rush"))  # language: en
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({}) == "es"
    assert TableApp(table, "key", frozenset(), threading.Event()).language({}) == "en"
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({"lang": "fr"}) == "fr"


# --- T2: the formats guide says `stop` in the edition's words (LG-05) -------------------------------

def test_LG_05_formats_guide_says_stop_in_the_editions_words():
    text = (ROOT / "content" / "guide" / "es" / "formats.md").read_text(encoding="utf-8")
    assert "se retira" not in text
    assert "# Ana finaliza su participación" in text and "finaliza su participación (en My City, abandona)" in text


# --- T3: a board change's example is the campaign's game's own (LG-12) -----------------------------

@pytest.mark.parametrize(("campaign", "said", "never"), [
    ("reef-raiders", "{cell: C4, remove: statue}", "tree"), ("river-town", "{cell: C4, remove: tree}", "statue")])
def test_LG_12_a_malformed_board_change_shows_an_example_of_the_campaigns_game(tmp_path, campaign, said, never):
    folder = _copy(tmp_path, campaign)
    path = sorted((folder / "episodes").glob("*.yaml"))[0]
    text = path.read_text(encoding="utf-8")
    player = re.search(r"^  - \{name: (\w+)", (folder / "campaign.yaml").read_text(encoding="utf-8"), re.MULTILINE)
    assert player
    board_changes = re.search(r"^board_changes:.*$", text, re.MULTILINE)
    assert board_changes
    text = text.replace(board_changes[0], "board_changes:", 1) + ""
    path.write_text(re.sub(r"^board_changes:(.*\n(?:[ #].*\n)*)", f"board_changes:\n  {player[1]}: [{{cell: C4}}]\n", text,
                           count=1, flags=re.MULTILINE), encoding="utf-8")
    for lang in ("es", "fr", "en"):
        out = _run("--lang", lang, "check", str(folder))
        line = next(line for line in out.splitlines() if "LG-12" in line and "{cell: C4," in line)
        assert said in line and never not in line and ("árbol" not in line if never == "tree" else True), line


# --- R1: MC-E07 is for building on both gold veins, not on each ------------------------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "el primero en construir sobre las dos vetas de oro (A5 K7)", "cada veta"),
    ("fr", "premier à avoir construit sur les deux filons d’or (A5 K7)", "chaque filon"),
    ("en", "first to build on both gold veins: A5 K7", "every gold vein"),
])
def test_MC_E07_score_says_both_gold_veins(lang, said, never):
    out = _run("--lang", lang, "score", str(ROOT / "campaigns" / "gold-rush")).replace("\u00a0", " ")
    assert said in out and never not in out, out


# --- M1: a card is not placed: its tile or building is ----------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("es", "la loseta o el edificio de una carta"), ("fr", "la tuile ou le bâtiment d’une carte"),
    ("en", "place the piece of a card")])
def test_moves_help_places_the_piece_of_a_card(lang, said):
    assert said in " ".join(_run("--lang", lang, "--help").split())


def test_init_readme_places_the_piece_of_a_card():
    text = (ROOT / "templates" / "repo" / "es" / "README.md").read_text(encoding="utf-8")
    assert "dónde puede colocar Ana la loseta de la carta 17" in text and "puede ir la carta" not in text


# --- M2, M3: My City builds on green spaces; a shape that does not match its tile -----------------

def test_MC_R01_a_terrain_the_episode_does_not_open_is_said_without_tipo():
    from generator.words.editions import said_n

    message = said_n("my-city", "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
                     "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered", 1,
                     cells="B5", terrain="montañas", allowed="verde")
    text = message.render(translator("es"))
    assert "de tipo" not in text and "solo se puede construir en espacios de color verde" in text, text


def test_a_shape_that_is_not_the_tile_says_it_does_not_correspond():
    from generator.words.editions import said_n

    message = said_n("my-island", "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
                     "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", 2,
                     cells="D11", piece="4", n=2)
    text = message.render(translator("es"))
    assert text == "estos espacios (D11) no corresponden a la loseta 4 en ninguna rotación: esa loseta tiene 2 espacios", text


# --- Y1: an error with no file named opens with "Error:", as click's own ----------------------------

@pytest.mark.parametrize(("lang", "said"), [("es", "Error: "), ("fr", "Erreur\u00a0: "), ("en", "Error: ")])
def test_LG_05_an_error_with_no_file_named_opens_with_a_capital(lang, said):
    result = CliRunner().invoke(main, ["--lang", lang, "moves", str(ROOT / "campaigns" / "barrio-del-palacio"), "15", "Inés",
                                       "--card", "Y1"])
    assert result.exit_code == 1 and result.stderr.startswith(said), result.stderr


# --- M5: a board change names its feature with an article that agrees (LG-12) ---------------------

@pytest.mark.parametrize(("game", "feature", "lang", "added", "removed"), [
    ("my-island", "statue", "es", "se añade una estatua en E7", "se quita la estatua de E7"),
    ("my-city", "tree", "es", "se añade un árbol en E7", "se quita el árbol de E7"),
    ("my-city", "rock", "es", "se añade una roca en E7", "se quita la roca de E7"),
    ("my-island", "statue", "fr", "ajout d'une statue en E7", "retrait d'une statue en E7"),
    ("my-city", "rock", "fr", "ajout d'un rocher en E7", "retrait d'un rocher en E7"),
    ("my-city", "tree", "en", "tree added on E7", "tree removed from E7"),
])
def test_LG_12_a_board_change_agrees_with_its_features_gender(game, feature, lang, added, removed):
    from generator.load.content import load_game
    from generator.model import BoardChange
    from generator.report.explain import feature_change

    shipped = load_game(game)
    tr = translator(lang)
    assert feature_change(BoardChange(None, 0, add=feature), shipped, "E7").render(tr) == added
    assert feature_change(BoardChange(None, 0, remove=feature), shipped, "E7").render(tr) == removed


def test_LG_12_every_shipped_feature_has_a_gender_in_spanish_and_french():
    from generator.load.content import load_game

    for game in ("my-island", "my-city"):
        for term in load_game(game).features.values():
            assert set(term.genders) == {"es", "fr"}, (game, term.id)


# --- M4, M7, M8, M9..M15, Y5: the rest of the review ------------------------------------------------

@pytest.mark.parametrize(("msgid", "said"), [
    ("'%(value)s' (true/false)", "un valor verdadero/falso («true»)"),
    ("%(game)s is played by %(low)s to %(high)s players, not %(n)s", "My Island es para 2 a 4 jugadores, no para 5"),
    ("player name '%(name)s' is already used", "el nombre «Ana» está repetido"),
    ("Serve the site and rebuild it on every change.", "Muestra el sitio en un servidor local"),
    ("Missing option", "falta la opción obligatoria"),
    ("only this computer can open it; phones need --host 0.0.0.0 (same Wi-Fi)", "(conectados a la misma wifi)"),
    ("My Island and My City are games by Reiner Knizia, published by KOSMOS.", "en España, My City lo edita Devir"),
])
def test_spanish_wording_of_the_review(msgid, said):
    text = translator("es").gettext(msgid) % {"value": "true", "game": "My Island", "low": 2, "high": 4, "n": 5, "name": "Ana"}
    assert said in text, text


def test_LG_07_a_count_of_circles_says_progress_circles():
    """«Lucía (8 círculos de progreso)» beside «Inés (19 símbolos de progreso)»."""
    assert translator("es").ngettext("%(num)s progress circle", "%(num)s progress circles", 8) % {"num": 8} == "8 círculos de progreso"


def test_LG_05_table_stop_button_says_my_participation():
    assert translator("es").gettext("Stop", "my-island") == "Finalizar mi participación"


def test_envelopes_guide_says_a_new_space_is_added_to_the_board():
    text = (ROOT / "content" / "guide" / "es" / "envelopes.md").read_text(encoding="utf-8")
    assert "gana el tablero" not in text and "Un espacio nuevo que se añade al tablero" in text
    assert "(por ejemplo, un elemento con el borde del tablero o con otro elemento)" in text


def test_a_path_that_does_not_exist_names_the_argument_without_brackets():
    out = _run("--lang", "es", "check", "nada")
    assert "«RUTAS»" in out and "[RUTAS]" not in out.split("\n\n")[-1], out


def test_C_1_spanish_faq_prose_writes_the_minus_sign():
    """«10 + 7 − 1 − 2 = 14», «vale −32»: a minus sign in the prose, never a hyphen (the examples' YAML keeps -2)."""
    for path in sorted((ROOT / "content" / "faq" / "es").glob("*.md")):
        body = path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
        assert not re.search(r"\d - \d|[\s(]-\d", body), path.name


@pytest.mark.parametrize("game,french,spanish", [("my-city", "cases vert clair vides", "espacios verdes vacíos"),
                                                 ("my-island", "cases vides", "espacios libres")])
def test_LG_11_a_tie_is_ranked_by_the_open_spaces_each_game_names(game, french, spanish):
    """Review 5: My City's open spaces are its empty green spaces (fr « cases vert clair vides »),
    as LG-11 says them; the episode page's tie line says them so."""
    from generator.words.editions import said_n

    message = said_n(game, "Tied on %(n)s point: ranked by open spaces per row, top row first: %(rows)s",
                     "Tied on %(n)s points: ranked by open spaces per row, top row first: %(rows)s", 7, n=7, rows="3 · 2")
    assert french in message.render(translator("fr")) and spanish in message.render(translator("es"))


@pytest.mark.parametrize("game", ["my-city", "my-island"])
def test_LG_05_a_player_who_stopped_is_not_called_este_jugador(game):
    """Review 5: "ronda 2, Lucía: este jugador ya abandonó" gave Lucía a masculine; the line names her already."""
    from generator.words.editions import said

    for lang in ("es", "fr"):
        text = said(game, "this player already ended participation and cannot act again this episode").render(translator(lang))
        assert "jugador" not in text and "joueur" not in text and text.startswith(("ya ", "a déjà")), text
