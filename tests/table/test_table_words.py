"""Table mode's pages, API messages, transcription pages and script as a native player reads them (issue 23's
native reviews): the edition's words for stop, pass and pieces, French typography, no JSON field named.
"""


from __future__ import annotations

import html
import json
import re
import shutil
import threading
from pathlib import Path

import pytest

from generator import campaigns
from generator.table import page
from generator.table.reads import named_rulesets
from generator.table.server import TableApp
from generator.table.state import Table
from generator.validate.content import load_game
from generator.words.i18n import Quoted, _, render, translator
from generator.words.typography import french
from helpers import (
    DEMO,
    FIXTURES,
    ROOT,
    catalogue_texts,
    table_js_typeset,
)

GENERIC = {"es": re.compile(r"\bpiezas?\b", re.IGNORECASE), "fr": re.compile(r"\bpièces?\b(?! [+−-]\d)", re.IGNORECASE)}


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


_CALL = re.compile(r"""_\(\s*"((?:[^"\\]|\\.)*)"|_\(\s*'((?:[^'\\]|\\.)*)'""")


def _table(tmp_path: Path, game: str, lang: str = "fr") -> tuple[str, dict]:
    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(FIXTURES / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), lang).decode("utf-8"))
    return text, json.loads(re.search(r'id="strings">(.*?)</script>', text, re.S)[1])


ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


def _page_text(page: Path) -> str:
    """A page's text, spaces as tests write them (French's no-break spaces read as spaces)."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _reef(tmp_path):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    return folder


def _fr(message: str, context: str | None = None) -> str:
    return translator("fr").gettext(message, context)


@pytest.mark.parametrize("game", ["island", "city"])
def test_LG_05_french_table_modes_stop_button_speaks_the_edition(tmp_path, game):
    """Found by the native review's last faults, issue 23."""
    import html
    import re
    import shutil

    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(ROOT / "tests" / "fixtures" / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), "fr").decode("utf-8"))
    button = re.search(r'id="stop">(.*?)</button>', text, re.S)[1]
    assert button == "Arrêter de jouer" and "participation" not in text  # issue 34: « Mettre fin à ma participation », heavy


def test_the_transcription_pages_refuse_a_piece_in_its_games_words(tmp_path):
    """The transcription pages know the game being drawn: a refused piece is a "loseta" / "tuile" on
    My Island, an "edificio" / "bâtiment" on My City (editions.said), never a "pieza" / "pièce". (the native review's last faults, issue 23.)"""
    import json
    import shutil

    from generator.table.transcribe import handle

    island = tmp_path / "harbour"
    shutil.copytree(ROOT / "tests" / "fixtures" / "site" / "harbour", island)
    city = tmp_path / "town"
    (city / "episodes").mkdir(parents=True)
    (city / "campaign.yaml").write_text("title: Town\ngame: my-city\nmode: legacy\nboard: sample-legacy\n"
                                        "pieces: sample\nplayers: [{name: Ana}, {name: Ben}]\n", encoding="utf-8")

    def refusal(folder: Path, data: dict, lang: str) -> str:
        status, _, body = handle("POST", "/api/transcribe/piece", {}, json.dumps(data).encode(), folder, lang)
        assert status == 400
        return json.loads(body)["error"]

    tile = {"catalogue": "ours", "id": "", "anchor": "0,0", "cells": {"0,0": "house"}}
    building = {"catalogue": "ours", "id": "Y9", "anchor": "0,0", "cells": {"0,0": None}, "colour": "pink"}
    assert refusal(island, tile, "es") == "El identificador de una loseta es el impreso en su carta, como 5 o 17."
    assert refusal(island, tile, "fr").startswith("L’identifiant d’une tuile")  # in the page's typography
    assert refusal(city, building, "es") == "Elige el color del edificio."
    assert refusal(city, building, "fr") == "Choisissez la couleur du bâtiment."


@pytest.mark.parametrize(("lang", "game", "word"), [("es", "my-island", "losetas"), ("es", "my-city", "edificios"),
                                                    ("fr", "my-island", "tuiles"), ("fr", "my-city", "bâtiments")])
def test_the_transcription_pages_draw_the_pieces_of_the_game_chosen(tmp_path, lang, game, word):
    """Table mode's Transcribe: "Dibujar un edificio" for My City, "Dessiner une tuile" for My Island. (native review 2, issue 23.)"""
    from generator.table.transcribe import _page
    from generator.validate import content
    from generator.words.i18n import translator

    for template in ("transcribe.html", "transcribe_piece.html"):
        text = html.unescape(_page(template, translator(lang), content.load_game(game), files=[], kind="piece", file="",
                                   data={}, data_json="{}"))
        assert not GENERIC[lang].search(re.sub(r"<(script|style)\b.*?</\1>", "", text, flags=re.S)), template
    assert word in html.unescape(_page("transcribe.html", translator(lang), content.load_game(game), files=[]))


# --- MINOR ---

@pytest.mark.parametrize(("lang", "said"), [("es", "Tablero ampliado"), ("fr", "Plateau agrandi")])
def test_review_9_es_M1_the_zoom_dialog_is_an_enlarged_board(demo_site, lang, said):
    """Review 9 es M1: the dialog opened on a tapped board was named «Un tablero, ampliado» (fr « Un plateau,
    agrandi »), a word-for-word "One board, enlarged"."""
    page = (demo_site / lang / "campaigns" / "reef-raiders" / "episodes" / "01" / "index.html").read_text(encoding="utf-8")
    assert f'data-zoom="{said}"' in page
    assert catalogue_texts(lang)["One board, enlarged"] == said


def test_MI_E01_MC_E01_table_mode_offers_an_eternal_log_no_chapter_of_the_legacy_campaign():
    """Found by native fixes round 10 (review 9), es and fr."""
    for name in ("gold-rush", "eternal-night"):
        campaign = campaigns.check(DEMO / name).campaign
        assert campaign is not None
        assert [r["id"] for r in named_rulesets(campaign, "es")] == ["eternal"]
    river = campaigns.check(DEMO / "river-town").campaign
    assert river is not None and [r["id"] for r in named_rulesets(river, "es")] == ["legacy-1"]


def test_closing_brackets_and_the_transcription_menu_read_naturally():
    """es M1: «la «}» que cierra un diccionario» after «en el diccionario {...}»; es M3: «Transcribir un
    tablero o losetas», a singular with its article beside a bare plural. (native fixes round 12 (review 11), es and fr.)"""
    es, fr = catalogue_texts("es"), catalogue_texts("fr")
    assert es["a ',' or the closing '}' of a mapping is missing"].endswith("que lo cierra")
    assert fr["a ',' or the closing ']' of a list is missing"].endswith("qui la ferme")
    assert es["my-island\u0004Transcribe a board or pieces"] == "Transcribir tu tablero y tus losetas"  # review 12: as the page it opens
    assert fr["my-city\u0004Transcribe a board or pieces"] == "Transcrire votre plateau et vos bâtiments"


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["Final de la partida", "Siguiente partida", "Empezar la siguiente partida", "Partida %(episode)s · ronda",
            "nadie construye ese edificio en esta partida (MC-E03)", "Aún no hay partidas"],
     ["Final del episodio", "Siguiente episodio", "Episodio %(episode)s", "en este episodio", "Aún no hay episodios"]),
    ("fr", ["Fin de la partie", "Partie suivante", "Commencer la partie suivante", "Partie %(episode)s · tour",
            "dans cette partie (MC-E03)", "Pas encore de partie"],
     ["Fin de l'épisode", "Épisode suivant", "Épisode %(episode)s", "dans cet épisode"]),
    ("en", ["End of the game", "Next game", "Start the next game", "Game %(episode)s · round",
            "nobody builds that building this game (MC-E03)", "No game yet"],
     ["End of the episode", "Next episode", "Episode %(episode)s", "this episode"]),
])
def test_LG_06_table_page_of_an_eternal_game_says_game(tmp_path, lang, said, never):
    """Found by native review 4, es."""
    page_text = page.render(Table(_copy(tmp_path, "gold-rush")), lang).decode("utf-8")
    text = re.sub(r"\\u([0-9a-f]{4})", lambda m: chr(int(m[1], 16)), page_text)  # table.js's strings, as JSON
    text = text.replace("\u00a0", " ").replace("&#39;", "'")
    for words in said:
        assert words in text, words
    for words in never:
        assert words not in text, words


def test_LG_06_table_page_of_a_legacy_campaign_still_says_episode(tmp_path):
    """Found by native review 4, es."""
    text = page.render(Table(_copy(tmp_path, "reef-raiders")), "es").decode("utf-8")
    assert "Final del episodio" in text and "Siguiente episodio" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "La partida cambió mientras tanto"), ("fr", "La partie a changé entre-temps"), ("en", "The game changed meanwhile")])
def test_table_api_of_an_eternal_game_says_the_game_changed(tmp_path, lang, said):
    """Found by native review 4, es."""
    app = TableApp(Table(_copy(tmp_path, "gold-rush")), "key", frozenset(), threading.Event())
    stale = "The episode changed meanwhile (another phone or a hand edit): the page now shows it as it is."
    assert app.translator(lang).gettext(stale).startswith(said)


# --- U1: `chronicle --lang es table` opens the page in Spanish, whatever the campaign's language ---

def test_table_page_opens_in_the_language_asked_for(tmp_path):
    """Found by native review 4, es."""
    table = Table(_copy(tmp_path, "gold-rush"))  # language: en
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({}) == "es"
    assert TableApp(table, "key", frozenset(), threading.Event()).language({}) == "en"
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({"lang": "fr"}) == "fr"


def test_LG_05_table_stop_button_says_my_participation():
    """Found by native review 4, es."""
    assert translator("es").gettext("Stop", "my-island") == "Abandonar"  # both editions' verb (Spanish review 4)


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_players_rank_in_the_campaign_table_has_no_gendered_ordinal(lang):
    """G2: "Margaux 5 · 1er" (and "1.º"): the tool cannot know a player's gender. (native review 4, fr.)"""
    t = translator(lang)
    for n in (1, 2, 3):
        shown = t.gettext("rank %(n)s") % {"n": n}  # as `score` says it (templates/campaign.html)
        assert shown in (f"rang {n}", f"puesto {n}"), shown


@pytest.mark.parametrize("game", ["island", "city"])
def test_LG_05_the_table_stop_button_speaks_as_the_player_as_change_my_choice_does(tmp_path, game):
    """G4: "Mettre fin à sa participation" beside "Changer mon choix". (native review 4, fr.)"""
    import html
    import re

    from generator.table import page
    from generator.table.state import Table

    folder = Path(shutil.copytree(ROOT / "tests" / "fixtures" / "table" / game, tmp_path / game))
    text = html.unescape(page.render(Table(folder), "fr").decode("utf-8"))
    assert re.search(r'id="stop">(.*?)</button>', text, re.S)[1] == "Arrêter de jouer"  # type: ignore[index]
    assert "Changer mon choix" in text


def test_LG_11_a_tie_left_to_the_table_reads_ex_aequo_not_an_equals_sign(tmp_path):
    """M20: the end-of-episode table showed a tie as "1 =". (native review 4, fr.)"""
    import html

    from generator.table import page
    from generator.table.state import Table

    folder = Path(shutil.copytree(ROOT / "tests" / "fixtures" / "table" / "island", tmp_path / "island"))
    text = html.unescape(page.render(Table(folder), "fr").decode("utf-8"))
    assert '"tied_rank": "%(rank)s (ex aequo)"' in text, text[:200]  # one spelling, as the ruleset pages (French review 4)
    script = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert '+ " ="' not in script and "S.tied_rank" in script


def test_table_modes_script_sets_the_same_apostrophes():
    """table.js sets the API's messages as typography.py sets the rest: ’ in an elision, never in code. (native fixes round 6 (review 5), fr.)"""
    cases = ["l'action d'Ana", "'Bob'", "campaigns/l'île", "`l'a` et l'a", "{note: l'a} d'Inés", "aujourd'hui ?"]
    shown = table_js_typeset(cases)
    assert shown == [french(case) for case in cases]


def test_table_errors_name_no_json_field():
    """« « reason » doit être un texte court », « envoyez un « adjustment » … »: the API's keys shown to players. (native fixes round 6 (review 5), fr.)"""
    from generator.table import answers, writes

    source = "".join((ROOT / "generator" / "table" / f"{name}.py").read_text(encoding="utf-8")
                     for name in ("answers", "reads", "writes"))
    keys = set(re.findall(r'_text\(\w+, "(\w+)"', source)) | {"terrain", "add", "remove"}
    assert keys <= set(writes._FIELDS), keys - set(writes._FIELDS)
    messages = re.findall(r'BadRequest\(_\("((?:[^"\\]|\\.)*)"', source)
    assert messages and not [m for m in messages if re.search(r"'(actions|tiebreak|adjustment|board_change|seat|cell|piece|reason)'", m)]
    with pytest.raises(answers.BadRequest) as refused:
        writes._text({"reason": ""}, "reason")
    shown = {lang: render(refused.value.args[0], translator(lang)) for lang in ("fr", "es", "en")}
    assert shown == {"fr": "Remplissez la raison de l'ajustement (200 caractères au plus).",
                     "es": "Rellena el motivo del ajuste (como mucho 200 caracteres).",
                     "en": "Fill in the reason for the adjustment (at most 200 characters)."}
    script = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert '"#" + p.round' not in script and "S.round_player" in script


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_table_mode_sentences_end_with_a_full_stop(lang):
    """Review 6 Y5: "…Compruébalo con chronicle board ARCHIVO" lacked its full stop, after a first
    sentence that had one."""
    ids = {m.group(1) or m.group(2) for page in (ROOT / "templates" / "table").rglob("*.html")
           for m in _CALL.finditer(page.read_text(encoding="utf-8"))}
    catalogue = catalogue_texts(lang)
    texts = {msgid: catalogue.get(msgid) or msgid for msgid in ids}
    unfinished = {msgid: text for msgid, text in texts.items()
                  if re.search(r"\w\. \S", text) and not text.rstrip().endswith((".", "…", "?", "!", ".»", ")", ":"))}
    assert unfinished == {}


def test_table_mode_names_a_terrain_a_terrain_and_agrees_with_its_changes(tmp_path):
    """T2: « Élément » over a list of terrains; G1: « Aucun » for « modifications »; M17: « il reste 0 manche ». (native fixes round 7 (review 6), fr.)"""
    text, strings = _table(tmp_path, "island")
    assert strings["what_terrain"] == "Terrain" and strings["what_feature"] == "Élément"
    assert '<span class="what">Terrain</span>' in text
    assert strings["no_change"] == "Aucune pour l’instant." and strings["none"] == "Aucun pour l’instant."
    assert strings["undone_all"] == "Le dernier tour a été retiré\u202f; il ne reste aucun tour."
    script = (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")
    assert "S.no_change" in script and "S.undone_all" in script and "S.what_terrain" in script


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_an_eternal_games_table_has_no_progress_column(tmp_path, lang):
    """M16: a « Symboles » column at 0 for everyone in an Eternal game, which colours no progress. (native fixes round 7 (review 6), fr.)"""
    text, _ = _table(tmp_path, "city", lang)  # the fixture is My City's Eternal game
    head = re.search(r'<table class="scores">.*?</thead>', text, re.S)[0]
    assert head.count("<th ") == 3, head
    legacy, _ = _table(tmp_path / "legacy", "island", lang)
    assert re.search(r'<table class="scores">.*?</thead>', legacy, re.S)[0].count("<th ") == 4
    assert 'state.mode !== "eternal"' in (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")


def test_table_js_sets_an_elision_before_a_path_as_python_does():
    """Found by native fixes round 7 (review 6), fr."""
    cases = ["retirée d'ile/episodes/01.yaml", "campaigns/l'île", "filon d'or", "l'église en A6"]
    shown = table_js_typeset(cases)
    assert shown == [french(case) for case in cases]


def test_table_modes_api_gives_its_terms_and_reasons_in_french_typography(tmp_path):
    """« filon d'or », « emplacement d'autocollant », « l'église en A6 » came straight from the API. (native fixes round 7 (review 6), fr.)"""
    from generator.table import reads
    from generator.table.state import Table
    from generator.table.transcribe import _terms
    from generator.validate.content import load_game

    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    _, state = reads.state(Table(folder), translator("fr"))
    names = list(state.get("terrains", {}).values()) + list(state.get("features", {}).values())
    assert names and not [n for n in names if ELISION.search(n)], names
    terms = _terms(load_game("my-city").features, translator("fr"))
    assert not [t["name"] for t in terms if ELISION.search(t["name"])]
    assert "typeset(reason(" in (ROOT / "generator/table/answers.py").read_text(encoding="utf-8")


def test_the_transcription_grid_labels_a_space_in_french_typography(tmp_path):
    """Found by native fixes round 7 (review 6), fr."""
    from generator.table.transcribe import handle

    folder = tmp_path / "isla"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    status, _, body = handle("GET", "/transcribe/board", {"game": "my-island"}, b"", folder, "fr")
    page = body.decode("utf-8")
    assert status == 200 and '<span data-key="cell">%(cell)s\u00a0: %(what)s</span>' in page, page[-2000:]
    script = (ROOT / "templates/table/static/transcribe.js").read_text(encoding="utf-8")
    assert 'cellName(r, c) + ":"' not in script and "said(strings.cell" in script


def test_LG_08_the_debt_item_has_no_points_on_the_sheet_the_page_or_the_table(site):
    """Found by native fixes round 7 (review 6), fr."""
    from generator.report.explain import shown_points
    from generator.rules.results import Item

    owed = Item(None, 21, "LG-08", "owed", {})
    assert shown_points(owed) == "" and shown_points(Item(None, -3, "MC-R06", "visible-terrain", {})) == "−3"
    page = _page_text(site / "fr" / "campaigns" / "river-town" / "episodes" / "02" / "index.html")
    assert "2 points dus : le marqueur s’arrête sur 0" in page.replace("'", "’") and "+2 LG-08" not in page
    assert "item.shown" in (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")


def test_table_modes_board_and_pieces_are_titled_in_french_typography(tmp_path):
    """Y1: the names of table mode's spaces (« filon d'or », « emplacement d'autocollant ») came straight. (native fixes round 7 (review 6), fr.)"""
    from generator.table import reads
    from generator.table.state import Table

    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    table = Table(folder)
    name = reads.state(table, translator("fr"))[1]["players"][0]["name"]
    drawing = reads.board(table, translator("fr"), name)[1]["svg"]
    titles = re.findall(r"<title>([^<]*)</title>", drawing)
    assert any("filon d’or" in title for title in titles) and not [t for t in titles if ELISION.search(t)]
    pieces = reads.pieces(table, translator("fr"))[1]["pieces"]
    assert not [p for p in pieces.values() if ELISION.search(" ".join(re.findall(r"<title>([^<]*)</title>", p)))]


# --- T2: the board painter's list: «Sin espacio» and «Río» among lowercase terrains ---

@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_painter_list_is_all_lowercase_like_the_terrains(lang):
    """Review 7 T2: only «Sin espacio» and «Río» started with a capital among «verde», «montañas»... (en had
    the same: 'No space', 'River' beside 'light green')."""
    po = catalogue_texts(lang)
    for msgid in ("No space", "River"):
        assert po[msgid][:1].islower(), (lang, msgid, po[msgid])
    assert all(t.names[lang][:1].islower() for t in load_game("my-city").terrains.values())


# --- M9: the painter's hint spoke of a terrain for every brush ---

@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_painter_hint_fits_every_brush(lang):
    """Review 7 M9: «Cada toque pinta un espacio con este terreno» also under «Sin espacio»."""
    hint = catalogue_texts(lang)["Each tap paints the space with what you picked."]
    assert hint and not any(word in hint for word in ("terreno", "terrain")), hint


# --- M11: «indica el archivo» for two files ---

@pytest.mark.parametrize(("lang", "said"), [("es", "indica los archivos"), ("fr", "les fichiers"), ("en", "name the files")])
def test_transcribe_names_both_files_in_the_plural(lang, said):
    """Review 7 M11: «Después indica el archivo en campaign.yaml: board: ..., pieces: ...»."""
    po = catalogue_texts(lang)
    assert said in po["Then name the files in campaign.yaml: %(board)s, %(pieces)s. Check it with: %(command)s"]


@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_05_table_stop_confirmation_says_for_the_rest_of_the_episode(game):
    """Found by native fixes round 8 (review 7), fr."""
    said = _fr("%(name)s ends participation for the rest of this episode (LG-05). Sure?", game)
    assert "pour le reste de l'épisode" in said and "jusqu'à la fin" not in said


def test_table_blocking_card_back_button_is_a_sentence():
    """Found by native fixes round 8 (review 7), fr."""
    assert _fr("Not the blocking card") == "Ce n'est pas la carte de blocage"


def test_LG_02_table_mode_never_undoes_with_the_word_that_cancels():
    """Found by native fixes round 9 (review 8), es and fr."""
    for lang in ("es", "fr"):
        texts = catalogue_texts(lang)
        verb = texts["Cancel"].split()[0]
        assert not texts["Undo the last round"].startswith(verb), lang
    assert catalogue_texts("fr")["Undo the last round"] == "Retirer le dernier tour"


# --- fr MINOR 8: « Table de river-town » at start-up, the folder where the group reads its title ---

@pytest.mark.parametrize(("lang", "said"), [("fr", "Table de «\u00a0River Town\u00a0»"), ("es", "Mesa de «River Town»")])
def test_table_mode_names_the_campaign_by_its_title(lang, said):
    """Found by native fixes round 9 (review 8), es and fr."""
    assert campaigns.title(DEMO / "river-town") == "River Town"
    message = _("table for %(campaign)s: open %(address)s", campaign=Quoted(campaigns.title(DEMO / "river-town")),
                address="http://127.0.0.1:8792/")
    assert message.render(translator(lang)).startswith(said)


@pytest.mark.parametrize(("game", "stop", "never", "progress"), [
    ("island", "Abandonar", "Retirarse", "Círculos"),
    ("city", "Abandonar", "Finalizar", None),  # an Eternal game: no progress column (review 7, M16)
])
def test_LG_05_table_modes_stop_button_and_question_speak_the_edition(tmp_path, game, stop, never, progress):
    """French says "vous" throughout, as the rest of its interface: never "Choisis", "tourne-la". Table mode's Stop button, its question and its hints use the verb of the campaign's game (LG-05);
    its end table counts My Island's circles or My City's symbols. (native review 1, issue 23.)"""
    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(FIXTURES / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), "es").decode("utf-8"))
    strings = json.loads(re.search(r'id="strings">(.*?)</script>', text, re.S)[1])
    assert f'id="stop">{stop}</button>' in text and never not in text + json.dumps(strings, ensure_ascii=False)
    assert (f">{progress}</th>" in text if progress else "Símbolos" not in text) and strings["stop_ask"].endswith("(LG-05). ¿Seguro?")
    french = json.loads(re.search(r'id="strings">(.*?)</script>', page.render(Table(folder), "fr").decode("utf-8"), re.S)[1])
    assert "Sûr" not in french["stop_ask"] and "vous" in french["lacking"].lower() and "Choisis " not in text


def test_table_js_receives_both_forms_of_a_counted_message(tmp_path):
    """"quedan 1 rondas" cannot come back: the page sends one and many, table.js picks by the count. (native review 1, issue 23.)"""
    import json

    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    text = page.render(Table(folder), "es").decode("utf-8")
    strings = json.loads(re.search(r'<script type="application/json" id="strings">(.*?)</script>', text, re.S)[1])
    assert strings["undone"] == ["Se ha quitado la última ronda; queda %(round)s ronda.",
                                 "Se ha quitado la última ronda; quedan %(round)s rondas."]
    assert "plural(S.undone" in (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("game, lang, names", [
    ("my-island", "fr", ("board: boards/notre-ile.yaml", "pieces: boards/nos-tuiles.yaml")),
    ("my-city", "fr", ("board: boards/notre-ville.yaml", "pieces: boards/nos-batiments.yaml")),
    ("my-city", "es", ("board: boards/nuestra-ciudad.yaml", "pieces: boards/nuestros-edificios.yaml")),
    ("my-island", "en", ("board: boards/our-island.yaml", "pieces: boards/our-tiles.yaml")),
])
def test_the_transcribe_page_shows_yaml_to_copy_as_code_in_the_games_words(make_campaign, game, lang, names):
    """« board : boards/our-island.yaml » had a no-break space after board, and My Island's names on a My City table. (native review 3, command line.)"""
    from generator.table.transcribe import handle

    folder = make_campaign(game=game, language=lang)
    status, _kind, body = handle("GET", "/transcribe", {"game": game, "lang": lang}, b"", folder, lang)
    page = body.decode()
    assert status == 200
    for name in names:
        assert f"<code>{name}</code>" in page, page
    assert "our-island" not in page or game == "my-island" and lang == "en"


def test_french_board_says_modifications_and_transcription_draws(make_campaign, cli):
    """fr M20 « changements du plateau », M4 « Peindre un plateau ». (native review 3, command line.)"""
    from generator.table.transcribe import handle

    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"
                           "tiebreak: [Ana, Ben]\nboard_changes: {Ana: [{note: x}]}\n",
                           "episode: 2\nrules: legacy-1\nrounds: []\n", language="fr")
    out = cli("board", folder, "-p", "Ana").stdout
    assert "modifications du plateau lors des épisodes précédents" in out and "changements" not in out, out
    page = handle("GET", "/transcribe", {}, b"", folder, "fr")[2].decode()  # type: ignore[index]
    assert "Dessiner un plateau" in page and "Peindre" not in page and "Peignez" not in page
