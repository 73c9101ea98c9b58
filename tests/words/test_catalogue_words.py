"""The message catalogues' words (templates/locale, generator/words) as a native player reads them (issue 23's
native reviews): per-game messages, agreement, plurals and verbs, no calque; checked on the messages themselves,
wherever they are shown.
"""


from __future__ import annotations

import datetime
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from click.testing import CliRunner

from generator import campaigns
from generator.cli import main
from generator.validate.content import Shelf, known_names, load_game
from generator.words.i18n import read_po as read_catalogue
from generator.words.i18n import render, translator
from generator.words.modes import ETERNAL, in_mode
from generator.words.typography import french
from helpers import (
    FR_PO,
    ROOT,
    catalogue_texts,
    french_prose,
)

GENERIC_PIECE = {"es": r"\bpiezas?\b", "fr": r"\bpièces?\b(?! [+−-]\d)"}  # "pièces +2": coins, a campaign's counter


GONE = {
    "es": ["se retira del", "Nunca cruzando", "deber 32", "41 ganados", "tal como empieza",
           "la carta que bloquea", "se añade árbol", "pasa a ser montañas", "Órdenes", "giro", "deja colocar una pieza",
           "espacio edificable vacío"],
    "fr": ["Jeu de règles", "jeu de règles", "On ne peut pas passer sur", "on ne peut pas passer sur", "cercles Progrès, 8 sur",
           "le plateau de qui", "fin un par un", "1 net", "devoir 32", "premier à construire", "tel qu'il commence",
           "de Inés", "permet de poser une pièce", "case constructible vide"],
}


GENERIC = {"es": re.compile(r"\bpiezas?\b", re.IGNORECASE), "fr": re.compile(r"\bpièces?\b(?! [+−-]\d)", re.IGNORECASE)}


CTX = "\x04"


_PRINTED = re.compile(r"impres|figura en su carta|imprimé|printed", re.IGNORECASE)


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


def _gold_rush_with_a_second_blocking_card(tmp_path: Path) -> Path:
    folder = _copy(tmp_path, "gold-rush")
    path = folder / "episodes" / "01.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("  - card: Y2\n", "  - card: block\n    blocked: R3\n  - card: Y2\n", 1), encoding="utf-8")
    return folder


def _spanish_msgstr(context: str | None, msgid: str) -> str:
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        for m in read_po(po):
            if m.context == context and (m.id if isinstance(m.id, str) else m.id[0]) == msgid:
                return " ".join(m.string) if isinstance(m.string, tuple) else m.string
    raise AssertionError(f"no message {context!r} {msgid!r}")








def _fr(message: str, context: str | None = None) -> str:
    return translator("fr").gettext(message, context)


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def test_LG_05_every_french_message_of_a_game_says_arreter_de_jouer():
    """The French player "arrête de jouer" (LG-05): no message said in a game's words (msgctxt my-island /
    my-city) says "participation", the table's Stop button included. (Issue 23's review asked for « mettre fin
    à sa participation » over « Arrêter »; issue 34's found it heavy: « arrêter de jouer ».)"""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po", "rb") as po:
        catalogue = read_po(po)
    said = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in catalogue if m.context}
    assert said[("my-island", "Stop")] == said[("my-city", "Stop")] == "Arrêter de jouer"
    assert [key for key, text in said.items() if "particip" in str(text).lower()] == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_message_says_the_generic_piece_even_without_a_game(lang):
    """The editions never say "pieza" or "pièce": My Island has losetas / tuiles, My City edificios /
    bâtiments. A message under a game's msgctxt names its game's (test_native_review); every other
    message of the catalogue, which may be shown where the game is not known (a catalogue file, a
    schema, the transcription pages before a game is chosen), names both or the one game concerned."""
    import re

    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po", "rb") as po:
        catalogue = read_po(po)
    generic = [m.id for m in catalogue if m.id and not m.context
               and any(re.search(GENERIC_PIECE[lang], text or "", re.IGNORECASE)
                       for text in (m.string if isinstance(m.string, tuple) else (m.string,)))]
    assert generic == []


def test_LG_02_a_deck_the_catalogue_lacks_is_said_in_my_citys_words(tmp_path):
    """LG-02: a ruleset dealing a card or the legacy extras a catalogue lacks names the campaign's
    game's pieces (generator/validate/combination.py knows the game: editions.said): My City's
    "edificio" / "bâtiment", never "pieza" / "pièce" nor My Island's "loseta" / "tuile". (the native review's last faults, issue 23.)"""
    import re
    import shutil

    from generator import campaigns
    from generator.problems import report
    from generator.words.i18n import translator

    folder = tmp_path / "barrio"
    shutil.copytree(ROOT / "tests" / "fixtures" / "own" / "barrio", folder)  # a Spanish group's My City
    rules = folder / "rules" / "mercado.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("deck: [buildings]", "deck: [casa-1, Z99, extras]"),
                     encoding="utf-8")
    problems = campaigns.check(folder).problems
    spanish, french = (report(problems, translator(lang)) for lang in ("es", "fr"))
    assert "no tiene el edificio Z99" in spanish and "los edificios extra de la campaña" in spanish
    assert "n’a pas de bâtiment Z99" in french and "les bâtiments supplémentaires de la campagne" in french
    assert not re.search(r"\b(piezas?|losetas?)\b", spanish) and not re.search(r"\b(pièces?|tuiles?)\b", french)


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_reviewers_calques_are_gone_from_the_catalogues(lang):
    """Found by native review 2, issue 23."""
    from generator.words.i18n import translator

    said = " ".join(v if isinstance(v, str) else " ".join(v) for v in translator(lang).messages.values())
    kept = {"espacio edificable vacío", "case constructible vide"}  # My Island's words, for a group's own ruleset
    assert [w for w in GONE[lang] if w not in kept and re.search(rf"\b{re.escape(w)}\b", said)] == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_every_per_game_message_names_its_games_piece(lang):
    """A message under msgctxt "my-island" or "my-city" (generator/words/editions.py) never says the
    generic piece, nor the other game's: the mechanism the pages and the command line rely on. (native review 2, issue 23.)"""
    from generator.words.i18n import translator

    other = {("es", "my-island"): r"\bedificios?\b", ("es", "my-city"): r"\blosetas?\b",
             ("fr", "my-island"): r"\bbâtiments?\b", ("fr", "my-city"): r"\btuiles?\b"}
    wrong = []
    for key, value in translator(lang).messages.items():
        if "\x04" not in key:
            continue
        game = key.split("\x04")[0]
        if game not in ("my-island", "my-city"):  # a gender's context (explain.Agreeing), not a game's
            continue
        text = value if isinstance(value, str) else " ".join(value)
        if GENERIC[lang].search(text) or re.search(other[lang, game], text, re.IGNORECASE):
            wrong.append((key, text))
    assert wrong == []


# --- T2: table mode's board change «Añadir una pegatina» opens a field «Elemento» ---

@pytest.mark.parametrize(("lang", "sticker"), [("es", "pegatina"), ("fr", "autocollant"), ("en", "sticker")])
def test_review_9_es_T2_a_board_change_adds_or_removes_a_feature_in_the_features_word(lang, sticker):
    """Review 9 es T2: the change list said «Añadir una pegatina / Quitar una pegatina», the field it opens
    «Elemento», the site and `chronicle board` «elementos»: one word, the catalogue's own for "Feature"
    (and a statue printed on the board is no sticker)."""
    texts = catalogue_texts(lang)
    feature = texts["Feature"].lower()
    for msgid in ("Add a sticker", "Remove a sticker",
                  "a board change is a space with a new terrain, a sticker added or removed, or a note"):
        assert feature in texts[msgid].lower() and sticker not in texts[msgid], (msgid, texts[msgid])
    assert texts["Add a sticker"] == {"es": "Añadir un elemento", "fr": "Ajouter un élément", "en": "Add a feature"}[lang]
    assert texts["Remove a sticker"] == {"es": "Quitar un elemento", "fr": "Retirer un élément", "en": "Remove a feature"}[lang]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MC_R01_a_building_id_is_chronicles_own_not_printed_on_its_card(lang):
    """Review 9 es M7 and the French report's MINOR 1 (MC-R01): the piece editor called a My City building's id
    «el que figura en su carta» / "as printed on its card, such as 17 or R3"; the glossary says these ids are
    chronicle's (Y, R, B or C and a number), and 17 is a My Island tile. My Island's tiles do carry printed
    numbers: their wording stays, with a tile's example. The pieces schema named "the id printed on the card"."""
    texts = catalogue_texts(lang)
    for msgid in ("A piece id is the id printed on its card, such as 17 or R3.", "Piece id (as printed on its card)"):
        city, island = texts[f"my-city{CTX}{msgid}"], texts[f"my-island{CTX}{msgid}"]
        assert "Y, R, B" in city and "R3" in city and not _PRINTED.search(city) and "17" not in city, city
        assert _PRINTED.search(island) and "17" in island and "R3" not in island, island
    schema = texts["Each card's piece, under the id this catalogue gives it (such as 17 in My Island or R3 in My City)."]
    assert not _PRINTED.search(schema) and "17" in schema and "R3" in schema
    assert not any(_PRINTED.search(text) for key, text in texts.items() if key.startswith("Each card's piece"))


def test_review_10_es_MINOR_2_my_city_says_stop_in_its_own_words():
    """LG-05, review 10 es MINOR 2: My City's edition says «abandonar», and its piece is a building."""
    for lang, words in (("es", ("del edificio", "o abandonar (LG-05)")), ("fr", ("du bâtiment", "arrêter de jouer")),
                        ("en", ("of building", "or stop (LG-05)"))):
        said = catalogue_texts(lang)["my-city\x04No legal placement of piece %(card)s for %(player)s (token %(token)s): "
                                     "pass (LG-03) or stop (LG-05)"]
        assert all(word in said for word in words), (lang, said)
        assert not said[0].isdigit()


# --- MINOR 3: «no están como YAML los espera aquí» ---

def test_review_10_es_MINOR_3_yaml_syntax_is_not_where_yaml_expects_it():
    """Review 10 es MINOR 3 (a log that does not parse, no game rule): «no están como YAML los espera aquí» → «donde»."""
    msgid = "the indentation, a ':' or a quote is not as YAML expects it here"
    assert catalogue_texts("es")[msgid] == "la sangría, unos «:» o unas comillas no están donde YAML los espera"
    assert catalogue_texts("fr")[msgid] == "l'indentation, un « : » ou un guillemet n'est pas là où YAML l'attend"


def test_spanish_says_a_players_conjunto_and_a_building_ids_colour_or_kind():
    """Review 13 es MINOR 2 and 3: the edition gives each player a «conjunto» of buildings («Toma tu
    conjunto de 24 edificios»), not a «juego»; and C (a church) is no colour: «su color o tipo»."""
    from helpers import ROOT

    spanish = " ".join(path.read_text(encoding="utf-8") for path in (ROOT / "content").rglob("*")
                       if path.is_file() and path.suffix in (".md", ".yaml") and "/es" in str(path.relative_to(ROOT)))
    spanish += " ".join(catalogue_texts("es").values())
    assert not re.search(r"juego de (losetas|edificios|piezas)", spanish)
    assert "la inicial en inglés de su color o tipo (Y amarillo" in (ROOT / "content" / "guide" / "es" / "formats.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("lang", "names", "said"), [
    ("es", ["Mateo", "Lucía", "Carmen"], "Mateo, Lucía y Carmen"),
    ("es", ["Lucía", "Mateo", "Inés"], "Lucía, Mateo e Inés"),
    ("fr", ["Mateo", "Lucía", "Carmen"], "Mateo, Lucía et Carmen"),
    ("en", ["Ana", "Ben"], "Ana and Ben"),
])
def test_names_are_listed_with_the_languages_conjunction(lang, names, said):
    """Found by native review 3."""
    from generator.words.i18n import listed

    assert listed(names).render(translator(lang)) == said


def test_a_log_that_ends_early_lists_the_players_still_playing_with_a_conjunction(tmp_path):
    """Found by native review 3."""
    folder = _copy(tmp_path, "reef-raiders")
    path = folder / "episodes" / "01.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("  - card: 21")], encoding="utf-8")  # after 3 rounds, everyone still in
    es = " ".join(p.message.render(translator("es")) for p in campaigns.check(folder).problems)
    assert "Lucía, Mateo y Carmen" in es, es


def test_an_ambiguous_name_offers_its_choices_with_o_or_u():
    """Found by native review 3."""
    from generator.words.matching import Ambiguous, match

    with pytest.raises(Ambiguous) as raised:
        match("ines", ["Inés", "Ines", "Ana"], "player")
    assert "Inés o Ines" in raised.value.args[0].render(translator("es"))


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "cada carta sale una sola vez por partida", "por episodio"),
    ("fr", "chaque carte ne sort qu’une fois par partie", "par épisode"),
    ("en", "each card comes once per game", "once per episode"),
])
@pytest.mark.parametrize("campaign", ["gold-rush", "eternal-night"])
def test_LG_02_check_says_once_per_game_in_an_eternal_game(tmp_path, campaign, lang, said, never):
    """Found by native review 4, es."""
    folder = _copy(tmp_path, campaign)
    _repeat_first_card(folder)
    out = _run("--lang", lang, "check", str(folder))
    assert said in out and never not in out, out


def test_every_eternal_wording_replaces_a_message_and_is_translated():
    """modes.ETERNAL: each legacy key a msgid of the catalogues (or a plural form of one), each Eternal
    wording translated in es and fr without a word of episodes. (native review 4, es.)"""
    for lang in ("es", "fr"):
        path = ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po"
        messages = read_catalogue(path.read_text(encoding="utf-8"))[0]
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


@pytest.mark.parametrize(("campaign", "said", "never"), [
    ("reef-raiders", "{cell: C4, remove: statue}", "tree"), ("river-town", "{cell: C4, remove: tree}", "statue")])
def test_LG_12_a_malformed_board_change_shows_an_example_of_the_campaigns_game(tmp_path, campaign, said, never):
    """Found by native review 4, es."""
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


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "construyó antes que nadie sobre las dos vetas de oro (A5 K7)", "cada veta"),
    ("fr", "a construit en premier sur les deux filons d’or (A5 K7)", "chaque filon"),
    ("en", "first to build on both gold veins: A5 K7", "every gold vein"),
])
def test_MC_E07_score_says_both_gold_veins(lang, said, never):
    """Found by native review 4, es."""
    out = _run("--lang", lang, "score", str(ROOT / "campaigns" / "gold-rush")).replace("\u00a0", " ")
    assert said in out and never not in out, out


def test_MC_R01_a_terrain_the_episode_does_not_open_is_said_without_tipo():
    """Found by native review 4, es."""
    from generator.words.editions import said_n

    message = said_n("my-city", "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
                     "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered", 1,
                     cells="B5", terrain="montañas", allowed="verde")
    text = message.render(translator("es"))
    assert "de tipo" not in text and "solo se puede construir en espacios de color verde" in text, text


def test_a_shape_that_is_not_the_tile_says_it_does_not_correspond():
    """Found by native review 4, es."""
    from generator.words.editions import said_n

    message = said_n("my-island", "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
                     "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", 2,
                     cells="D11", piece="4", n=2)
    text = message.render(translator("es"))
    assert text == "estos espacios (D11) no corresponden a la loseta 4 en ninguna rotación: esa loseta tiene 2 espacios", text


@pytest.mark.parametrize(("game", "feature", "lang", "added", "removed"), [
    ("my-island", "statue", "es", "se añade una estatua en E7", "se quita la estatua de E7"),
    ("my-city", "tree", "es", "se añade un árbol en E7", "se quita el árbol de E7"),
    ("my-city", "rock", "es", "se añade una roca en E7", "se quita la roca de E7"),
    ("my-island", "statue", "fr", "ajout d'une statue en E7", "retrait d'une statue en E7"),
    ("my-city", "rock", "fr", "ajout d'un rocher en E7", "retrait d'un rocher en E7"),
    ("my-city", "tree", "en", "tree added on E7", "tree removed from E7"),
])
def test_LG_12_a_board_change_agrees_with_its_features_gender(game, feature, lang, added, removed):
    """Found by native review 4, es."""
    from generator.model import BoardChange
    from generator.report.explain import feature_change
    from generator.validate.content import load_game

    shipped = load_game(game)
    tr = translator(lang)
    assert feature_change(BoardChange(None, 0, add=feature), shipped, "E7").render(tr) == added
    assert feature_change(BoardChange(None, 0, remove=feature), shipped, "E7").render(tr) == removed


@pytest.mark.parametrize(("msgid", "said"), [
    ("'%(value)s' (true/false)", "un valor verdadero/falso («true»)"),
    ("%(game)s is played by %(low)s to %(high)s players, not %(n)s", "My Island se juega con 2 a 4 jugadores, no con 5"),
    ("player name '%(name)s' is already used", "el nombre «Ana» está repetido"),
    ("Serve the site and rebuild it on every change.", "Muestra el sitio en un servidor local"),
    ("Missing option", "falta la opción obligatoria"),
    ("only this computer can open it; phones need --host 0.0.0.0 (same Wi-Fi)", "(conectados a la misma wifi)"),
    ("My Island and My City are games by Reiner Knizia, published by KOSMOS.", "juegos de Reiner Knizia publicados por KOSMOS."),
])
def test_spanish_wording_of_the_review(msgid, said):
    """Found by native review 4, es."""
    text = translator("es").gettext(msgid) % {"value": "true", "game": "My Island", "low": 2, "high": 4, "n": 5, "name": "Ana"}
    assert said in text, text


def test_LG_07_a_count_of_circles_says_progress_circles():
    """«Lucía (8 círculos de progreso)» beside «Inés (19 símbolos de progreso)». (native review 4, es.)"""
    assert translator("es").ngettext("%(num)s progress circle", "%(num)s progress circles", 8) % {"num": 8} == "8\u00a0círculos de progreso"


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


def test_C_2_LG_11_a_needless_tiebreak_of_several_names_says_them_in_the_plural():
    """Found by native review 4, fr."""
    from generator.problems.findings import message
    from generator.rules.assessment import _needless

    class Finish:  # the two fields _needless reads
        def __init__(self, name: str, token: int) -> None:
            self.name, self.token = name, token

    players = [Finish("Ana", 5), Finish("Ben", 5), Finish("Cloe", 5)]
    (finding,) = _needless(["Ana", "Ben"], players)  # type: ignore[arg-type]
    game = campaigns.check(ROOT / "campaigns" / "reef-raiders").campaign.game
    fr = message(finding, game).render(translator("fr"))
    assert "retirez ces noms de tiebreak" in fr, fr


@pytest.mark.parametrize(("lang", "said"), [("fr", "joueur inconnu « Zoé »"), ("es", "jugador desconocido «Zoé»"),
                                            ("en", "unknown player 'Zoé'")])
def test_LG_05_is_not_cited_for_a_player_the_campaign_does_not_have(tmp_path, lang, said):
    """R4: {"error": "Zoé ne joue pas cette manche (LG-05)"}; LG-05 is about a player who stopped. (native review 4, fr.)"""
    from generator.table import writes
    from generator.table.answers import BadRequest
    from generator.table.state import Table

    folder = Path(shutil.copytree(ROOT / "tests" / "fixtures" / "table" / "island", tmp_path / "island"))
    table = Table(folder)
    version = table.snapshot().version
    writes.card(table, translator(lang), {"card": "1", "version": version})
    with pytest.raises(BadRequest) as raised:
        writes.choice(table, translator(lang), {"player": "Zoé", "action": "pass", "version": version})
    shown = raised.value.args[0].render(translator(lang)).replace("\u00a0", " ")
    assert said in shown and "LG-05" not in shown, shown
    assert "Ana" in shown  # the players it has


@pytest.mark.parametrize(("lang", "said"), [("fr", "la carte de blocage a déjà été révélée"),
                                            ("es", "la carta de bloqueo ya se reveló"),
                                            ("en", "the blocking card was already revealed")])
def test_LG_02_MC_E03_a_second_blocking_card_is_named_not_by_its_id(tmp_path, lang, said):
    """U1: "la carte block a déjà été révélée à la manche 1". (native review 4, fr.)"""
    checked = campaigns.check(_gold_rush_with_a_second_blocking_card(tmp_path))
    shown = " ".join(p.render(translator(lang)) for p in checked.problems)
    assert said in shown and "block " not in shown, shown


@pytest.mark.parametrize(("message", "context", "said", "never"), [
    ("card %(card)s is set aside unbuilt; nobody acts on the blocking card (MC-E03)", None,
     "le bâtiment %(card)s n'est pas construit : chacun le retourne, sans frais", "la carte %(card)s est mise de côté"),  # M4, review 7 M3, MC-E03
    ("A church cannot be passed: build it or stop (MC-E02).", None,
     "Impossible de passer quand une église est révélée", "passer sur une église"),  # M5, MC-E02
    ("logged from episode %(n)s: the standings count what was coloured before", "my-city",
     "suivie depuis l'épisode", "notée"),  # M7
    ("logged from episode %(n)s: the standings count what was coloured before", "my-island",
     "suivie depuis l'épisode", "notée"),
    ("The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s.",
     "my-island", "L'identifiant affiché", "nom en code"),  # M2
    ("The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s.",
     "my-city", "L'identifiant affiché", "nom en code"),
    ("tied on %(n)s: open spaces per row, top first: %(rows)s (LG-11)", "my-island",
     "égalité à %(n)s, départagée par les cases vides", "en commençant par le haut :"),  # M21, LG-11
    ("tied on %(n)s: open spaces per row, top first: %(rows)s (LG-11)", "my-city",
     "égalité à %(n)s, départagée par les cases vert clair vides", "en commençant par le haut :"),  # review 5, LG-11
    ("Use the arrow keys, or swipe the boards, to step through the rounds. Tap a board to enlarge it.", None,
     "Cliquez (ou touchez) un plateau", "Touchez un plateau"),  # M10
    ("road from the statue at %(cell)s to the sea", None, "jusqu'à la Plage", "la mer"),  # M13, MI-E04
    ("Address of the published site: rule IDs in messages link to its FAQ entries.", None,
     "les identifiants de règle", "les ID de règle"),  # M18
])
def test_french_words_the_reviewer_read_as_calques_or_ambiguous(message, context, said, never):
    """Found by native review 4, fr."""
    shown = translator("fr").gettext(message, context)
    assert said in shown and never not in shown, shown


def test_spanish_catalogue_words_of_the_review():
    """The blocking card's errors
    say each player turns the building over (MC-E03); `moves --help` places the piece of a card. (native fixes round 6 (review 5), es.)"""
    es = catalogue_texts("es")
    assert "le da la vuelta al edificio bloqueado, sin coste" in es["nobody acts on the blocking card: the blocked building is set aside at no cost"]
    assert "debe indicar" in es["a blocking card round must name the blocked card, such as 'blocked: R3'"]
    moves = es["List the legal placements of CARD for PLAYER now, in EPISODE being played (or about to begin)."]
    assert "la loseta o el edificio de la carta" in moves and "la carta de --card" not in moves
    assert es["The board sent is not one these pages draw; reload the page."].startswith("Estas páginas no pueden dibujar")


def test_LG_11_a_tie_message_for_both_games_does_not_call_my_citys_spaces_libres():
    """Review 5 named My City's tie-breaking spaces "espacios verdes vacíos"; the messages both games
    share (table mode's tie question, `check`'s tiebreak errors) still said "espacios libres", My
    Island's words. Where no My City wording exists, the Spanish names the board's rows instead."""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        messages = [m for m in read_po(po) if m.id]
    key = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in messages}
    shared = []
    for m in messages:
        msgid = m.id if isinstance(m.id, str) else m.id[0]
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.context is None and re.search(r"\btie", msgid) and ("my-city", msgid) not in key:
            shared += [msgid for text in strings if "libre" in text]
    assert shared == []


def test_LG_11_a_city_board_counts_its_empty_spaces_as_vacios():
    """`chronicle board` of a My City board said "libres por fila desde arriba, como los cuenta LG-11",
    My Island's word, where LG-11 counts My City's empty green spaces. (native fixes round 6 (review 5), es.)"""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        said = {m.context: m.string for m in read_po(po)
                if m.id and (m.id if isinstance(m.id, str) else m.id[0]).startswith("open: %(n)s space where")}
    assert all("vacíos por fila, de arriba abajo" in text and "libre" not in text for text in said["my-city"])
    assert all("libre" in text and "espacios sin cubrir por fila" in text for text in said["my-island"])  # review 7 (M6): what LG-11 counts


@pytest.mark.parametrize(("context", "msgid", "said", "never"), [
    (None, "card %(card)s is set aside unbuilt; nobody acts on the blocking card (MC-E03)", "le da la vuelta, sin coste", "boca arriba"),
    (None, "With `card: block`, the card it blocks.", "la carta bloqueada", "aparta"),
    (None, "no pass that would take the token below 0", "si con ello la ficha queda", "quedaría"),
    (None, 'note "%(note)s"', "nota: «%(note)s»", '"'),
    ("my-island", "wants the first piece on %(terrain)s", "exige la primera loseta", "quiere"),
    ("my-city", "wants the first piece on %(terrain)s", "exige el primer edificio", "quiere"),
    ("my-city", "A piece id is the id printed on its card, such as 17 or R3.", "como R3 o Y8", "17"),
    (None, "Game of a piece catalogue (default: the one using its grid).", "El juego al que pertenece", "Juego de un"),
    ("my-city", "The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s.",
     "El nombre que acompaña", "en código"),
    (None, "%(folder)s exists and was not built by chronicle (no %(marker)s in it); choose another folder with -o, or empty it yourself",
     "la carpeta %(folder)s ya existe y no la generó", "no lo generó"),
    (None, "Counters of the vocabulary changed, by so much for each thing counted (or once).", "Cuánto suma a cada contador", "tanto por"),
    (None, "Build, serve on 127.0.0.1 and rebuild on every change; build errors show in the browser.", "servidor local", "lo sirve"),
    (None, "Where the site will be served, for the sitemap (default: chronicle.yaml's base_url, else /).", "se publicará", "servirá"),
])
def test_spanish_messages_the_reviewer_read_as_translations(context, msgid, said, never):
    """Review 6, own read of the catalogue: the blocked building is turned over, not set aside
    (MC-E03); no conditional after "si"; a note in «»; a ruleset "exige", not "quiere"; a building's id
    is R3, not 17; "nombre en código" is a spy's word; "la carpeta … la generó"; the French review's
    "servi" calque of "serve" is Spanish's "lo sirve" too."""
    text = _spanish_msgstr(context, msgid)
    assert said in text and never not in text, text


def test_LG_11_no_french_tie_wording_says_cases_libres():
    """The family: the tie messages of score, check, the table and the episode pages, the FAQ and the guide. (native fixes round 6 (review 5), fr.)"""
    assert not re.search(r"cases? libres? dans|par (les )?cases? libres?|lignes de cases libres|en cases libres",
                         french_prose())


@pytest.mark.parametrize(("lang", "said"), [("es", "carta de bloqueo (nadie construye %(card)s)"),
                                            ("fr", "carte de blocage (personne ne construit %(card)s)"),
                                            ("en", "blocking card (nobody builds %(card)s)")])
def test_MC_E03_a_blocking_round_heading_has_one_colon(lang, said):
    """Review 6 Y4: "Ronda 13: carta de bloqueo: nadie construye R8", two colons in a line; the page
    writes "Ronda 13:" before it, so what the card blocks goes in brackets."""
    assert catalogue_texts(lang)["blocking card: nobody builds %(card)s"] == said


def test_undoing_the_only_round_says_none_is_left():
    """Review 6 M3: table mode said "Se ha quitado la última ronda; quedan 0 rondas."; `chronicle undo`
    already said "ya no queda ninguna ronda"."""
    es = catalogue_texts("es")
    assert es["The last round was removed; no round is left."] == "Se ha quitado la última ronda; ya no queda ninguna."
    assert es["no round left"] == "ya no queda ninguna ronda"
    table = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert "S.undone_all" in table


@pytest.mark.parametrize(("lang", "said"), [("fr", "8\u00a0cercles Progrès"), ("es", "8\u00a0círculos de progreso"),
                                            ("en", "8\u00a0progress circles")])
def test_LG_09_a_count_of_circles_names_progress_circles_in_every_language(lang, said):
    """Found by native fixes round 7 (review 6), fr."""
    t = translator(lang)
    assert t.ngettext("%(num)s progress circle", "%(num)s progress circles", 8) % {"num": 8} == said


def test_C_2_a_tie_below_zero_is_said_in_the_plural_with_the_minus_sign():
    """Found by native fixes round 7 (review 6), fr."""
    from generator.problems.findings import _tie
    from generator.validate.content import load_game

    message = _tie({"names": ["Anaïs", "Benoît"], "place": 1}, load_game("my-city"), -33)
    fr = french(render(message, translator("fr")))
    assert "à égalité au rang 1, à −33\u00a0points et avec autant de cases vides dans chaque ligne" in fr, fr
    en = render(message, translator("en"))
    assert "on −33 points" in en and "-33" not in en, en
    assert "−33 puntos" in render(message, translator("es")) or "−33" in render(message, translator("es"))


def test_a_french_date_and_a_french_count_keep_their_number_with_their_noun():
    """Found by native fixes round 7 (review 6), fr."""
    from generator.words.formats import long_date

    assert long_date(datetime.date(2026, 10, 16), "fr") == "16\u00a0octobre\u00a02026"
    with open(FR_PO, "rb") as po:
        counted = [m for m in read_po(po) if isinstance(m.id, tuple)]
    broken = [s for m in counted for s in m.string if re.search(r"%\((?:num|n|count|round)\)s [a-zà-ÿœ]", s)]
    assert broken == []
    assert translator("fr").ngettext("%(num)s episode", "%(num)s episodes", 6) % {"num": 6} == "6\u00a0épisodes"


@pytest.mark.parametrize(("message", "said"), [
    ("a blocking card round must name the blocked card, such as 'blocked: R3'", "doit indiquer la carte bloquée, par exemple"),
    ("nobody acts on the blocking card: the blocked building is set aside at no cost",
     "personne ne joue pendant un tour de carte de blocage : chacun retourne le bâtiment bloqué, sans frais"),
    ("this line has a tab character: YAML indents with spaces only", "cette ligne contient une tabulation"),
    ("Where a player can place the piece of a card now.", "peut maintenant poser"),
    ("A file name is letters, digits, - and _ (at most 64 characters), such as our-island.", "(64 caractères au plus)"),
    ("Tap the spaces to paint", "leur donner un terrain ou un élément"),
    ("Each tap paints the space with what you picked.", "ce que vous avez choisi"),
    ("No space", "pas de case"),
    ("River", "rivière"),
    ("Mode", "Type de partie"),
])
def test_french_messages_the_reviewer_read_as_machine_text(message, said):
    """Found by native fixes round 7 (review 6), fr."""
    assert said in _fr(message), _fr(message)


def test_the_english_messages_of_the_same_family_have_a_verb_too():
    """Found by native fixes round 7 (review 6), fr."""
    en = translator("en")
    assert en.gettext("a blocking card round must name the blocked card, such as 'blocked: R3'").startswith("a blocking card round must")
    assert "at most 64 characters" in en.gettext("A file name is letters, digits, - and _ (at most 64 characters), such as our-island.")


@pytest.mark.parametrize(("message", "verb"), [
    ("this line has a tab character: YAML indents with spaces only", "contient"),
    ("a ':' where YAML does not expect one (check the indentation, or put the text in quotes)", "il y a ici"),
    ("a key here has no ':' after it (write 'key: value'), or this line is not lined up with the others", "il manque"),
    ("an alias (*name) that refers to no anchor (&name) above it", "ne renvoie"),
    ("a backslash that starts no known escape in double quotes: use single quotes", "ne commence"),
])
def test_a_yaml_problem_after_where_it_starts_is_a_sentence_with_a_verb(message, verb):
    """M4's family: « dans le bloc de texte qui commence ligne 108, colonne 8, une tabulation : … » had no verb;
    every problem the YAML reader words may follow « dans la liste qui commence ligne 3, colonne 1, ». (native fixes round 7 (review 6), fr.)"""
    said = _fr(message)
    assert verb in said and not said.startswith(("un « : » là où", "une clé sans")), said


def test_yaml_missing_colon_has_a_verb_in_every_language():
    """Found by native fixes round 8 (review 7), es."""
    for lang in ("es", "fr", "en"):
        po = catalogue_texts(lang)
        plain = po["a key here has no ':' after it (write 'key: value'), or this line is not lined up with the others"]
        assert plain and "sin sus" not in plain, (lang, plain)


@pytest.mark.parametrize(("lang", "said"), [("fr", "(−2 points et 1 point)"), ("es", "(−2 puntos y 1 punto)"),
                                            ("en", "(−2 points and 1 point)")])
def test_C_2_a_needless_tiebreak_lists_scores_with_minus_signs_and_agreeing_plurals(lang, said):
    """Found by native fixes round 8 (review 7), fr."""
    from generator.problems.findings import message
    from generator.rules.findings import Finding
    from generator.validate.content import load_game

    finding = Finding("tiebreak-not-tied", {"names": ("Camille", "Théo"), "points": (-2, 1)}, 2)
    text = _plain(render(message(finding, load_game("my-island")), translator(lang)))
    assert said in text, text
    assert "-2" not in text and "1 points" not in text and "1 puntos" not in text


def test_placement_errors_name_the_nearest_possible_placements_without_au_plus_pres():
    """Found by native fixes round 8 (review 7), fr."""
    said = _fr("no rotation fits at %(cell)s; the nearest legal anchors are %(anchors)s")
    assert "poses possibles les plus proches : ancrage en %(anchors)s" in said
    assert "au plus près" not in FR_PO.read_text(encoding="utf-8")


@pytest.mark.parametrize(("kind", "n", "said"), [("circle", 8, "Lucía : 8 cercles Progrès sur 80"),
                                                 ("circle", 1, "Lucía : 1 cercle Progrès sur 80")])  # My City's total is no longer said (review 10)
def test_LG_09_progress_counts_put_the_noun_before_out_of_total(kind, n, said):
    """Found by native fixes round 8 (review 7), fr."""
    t = translator("fr")
    text = t.ngettext(f"%(name)s: %(num)s progress {kind} out of %(total)s", f"%(name)s: %(num)s progress {kind}s out of %(total)s",
                      n) % {"name": "Lucía", "num": n, "total": 80}
    assert _plain(text) == said
    template = (ROOT / "templates" / "campaign.html").read_text(encoding="utf-8")
    assert "of %(total)s progress" not in template


def test_a_terrain_change_says_the_space_becomes_a_space_of_that_terrain():
    """Found by native fixes round 8 (review 7), fr."""
    assert _fr("%(cell)s becomes %(terrain)s") == "%(cell)s devient une case %(terrain)s"
    table = (ROOT / "generator" / "table" / "reads.py").read_text(encoding="utf-8")  # table mode says it in the same words
    assert "what_changed(change, campaign.game" in table  # review 8 MINOR 5: « une case de montagne » there too
    explain = (ROOT / "generator" / "report" / "explain.py").read_text(encoding="utf-8")  # board -p's and the table's words
    assert "return terrain_change(change, game, name(change.cell))" in explain


def test_the_my_city_game_page_captions_a_church_as_a_church():
    """Found by native fixes round 8 (review 7), fr."""
    template = (ROOT / "templates" / "game.html").read_text(encoding="utf-8")
    assert '_("Church %(id)s, rotation r%(r)s", id=piece.id, r=r) if piece.church' in template
    assert _fr("Church %(id)s, rotation r%(r)s") == "Église %(id)s, rotation r%(r)s"


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_a_counter_taken_down_is_said_with_a_minus_sign_on_the_board_and_the_site(lang):
    """Y1's family: a board change that takes from a counter reads −2 (U+2212), never the hyphen of a file. (native fixes round 8 (review 7), fr.)"""
    from generator.model import BoardChange, Pos
    from generator.report.explain import what_changed
    from generator.validate.content import load_game

    change = BoardChange(Pos("01.yaml", 1, 1), counter="gold", by=-2)
    text = render(what_changed(change, load_game("my-city"), str), translator(lang))
    assert "\u22122" in text and "-2" not in text, text
    assert 'by=signed(change.by)' in (ROOT / "templates" / "changes.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("lang", "said"), [("es", "«eternal» (incluido en chronicle para My Island)"),
                                            ("fr", "«\u00a0eternal\u00a0» (fourni avec chronicle pour My Island)")])
def test_review_8_M3_one_shipped_name_is_said_in_the_singular(tmp_path, lang, said):
    """Review 8 M3: «incluidos» agrees with the names listed: one name, «incluido»."""
    (tmp_path / "eternal.yaml").write_text("name: x\n", encoding="utf-8")
    game = load_game("my-island")
    shelf = Shelf(tmp_path, "unused", tmp_path, shipped=True, game=game)
    assert known_names([shelf]).render(translator(lang)) == said  # type: ignore[union-attr]


@pytest.mark.parametrize(("game", "terrain", "said"), [
    ("my-city", "mountain", "D2 devient une case de montagne"),
    ("my-city", "forest", "D2 devient une case de forêt"),
    ("my-city", "green", "D2 devient une case vert clair"),
    ("my-island", "beach", "D2 devient une case Plage"),  # the edition's capitalised labels follow « case » as they are
    ("my-island", "rainforest", "D2 devient une case Forêt vierge"),
])
def test_MC_LG_12_a_terrain_change_names_a_space_of_that_terrain(game, terrain, said):
    """Review 8 MINOR 5: « D2 devient une case montagnes » (a singular space, a plural noun); My City's ordinary
    nouns take « de » and the singular (game.yaml's `space`), an adjective and My Island's labels do not."""
    from generator.model import BoardChange, Pos
    from generator.report.explain import terrain_change
    from generator.validate.content import load_game

    change = BoardChange(Pos("01.yaml", 1, 1), cell=(0, 0), terrain=terrain)  # type: ignore[arg-type]
    assert _plain(render(terrain_change(change, load_game(game), "D2"), translator("fr"))) == said
    assert "becomes" in render(terrain_change(change, load_game(game), "D2"), translator("en"))


def test_every_translated_attribute_of_the_templates_is_set_in_french():
    """The search box's « Aucun résultat pour « … » » had plain spaces inside its quotes: a translated
    data-* attribute is read by people, so the French typography must know it. (native fixes round 9 (review 8), es and fr.)"""
    from generator.words.typography import _TEXT_ATTRIBUTES
    from helpers import ROOT

    translated = {m for path in (ROOT / "templates").rglob("*.html")
                  for m in re.findall(r'\b((?:data-|aria-)?[a-z-]+)="\{\{ *(?:_|ngettext)\(', path.read_text(encoding="utf-8"))}
    assert translated and translated <= _TEXT_ATTRIBUTES, translated - _TEXT_ATTRIBUTES


def test_LG_11_a_spanish_warning_reads_aviso_and_english_for_matchers(monkeypatch):
    """A warning (LG-11's needless tiebreak is one) says "aviso:" to a Spanish group, "avertissement :"
    to a French one, and "warning:" when CHRONICLE_SEVERITY=english. (native review 1, issue 23.)"""
    from generator.model import Pos
    from generator.problems import Problem
    from generator.words.i18n import translator

    monkeypatch.delenv("CHRONICLE_SEVERITY", raising=False)
    problem = Problem(Pos("c/episodes/01.yaml", 3, 1), "tiebreak", rule="LG-11", severity="warning")
    assert ":3:1: aviso: " in problem.render(translator("es"))
    assert ":3:1: avertissement\u00a0: " in problem.render(translator("fr"))
    monkeypatch.setenv("CHRONICLE_SEVERITY", "english")
    assert ":3:1: warning: " in problem.render(translator("es"))


def test_every_edition_message_shown_is_listed_for_extraction():
    """A message shown through `said` or `edition(game, ...)` is translated under both games'
    msgctxt only if generator/words/editions.py lists it: otherwise it would fall back to English. (native review 1, issue 23.)"""
    from generator.words.editions import LISTED

    listed = {(m.context, m.template) for m in LISTED}
    shown = set()
    for path in [*ROOT.glob("generator/**/*.py"), *ROOT.glob("templates/**/*.html")]:
        source = path.read_text(encoding="utf-8")
        shown |= {re.sub(r'"\s*\n\s*"', "", m[1]) for m in re.finditer(
            r'\b(?:said|said_n|edition)\([^,()]+,\s*((?:"[^"]*"\s*)+)', source)}
    shown = {s.strip().strip('"') for s in shown} - {"..."}  # "..." is this module's own docstring example
    missing = [s for s in shown for game in ("my-island", "my-city") if (game, s) not in listed]
    assert shown and missing == []
