"""The native review's last faults (issue 23), each with a test that would find its family again.

- MC-E03: the blocked building is turned over, naming neither face (see the test),
  and every language states that one fact, in rules.yaml and in the FAQ.
- French says "ligne" for a row of the board, never "rangée", nor "workflow" (terms.yaml `avoid`).
- French table mode's Stop button says the edition's "mettre fin à sa participation" (LG-05), as
  every other French message of the games does; a campaign logged from a later episode is "notée".
- A group's own words (an adjustment's reason, a note) keep their language on every page: French
  spacing never enters a Spanish group's sentence.
- click's errors cite a parameter in the reader's quotation marks: «CAMPAÑA», « CAMPAGNE », never 'CAMPAÑA'.
- No message says the generic "pieza"/"pièce": one said for a known game goes through its msgctxt
  (generator/words/editions.py), one that cannot know the game says "loseta o edificio" / "tuile ou
  bâtiment", or the one game's word where only that game has the thing (colours, symbols).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"

FACES = {"es": ("boca arriba", "boca abajo"), "fr": ("face visible", "face cachée"), "en": ("face up", "face down")}
TURNED = {"es": ("voltea", "la vuelta"), "fr": ("retourne",), "en": ("turns that building over",)}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MC_E03_the_blocked_building_is_turned_over_naming_neither_face(lang):
    """The Spanish edition's sheet says each player "voltea su edificio bloqueado boca arriba", but its
    set-up already lays the buildings face up (review 8, both languages: "turned face up" cannot be
    done): the rule statement and the FAQ entry say it is turned over, and name neither face."""
    statement = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["MC-E03"]["statement"][lang]
    entry = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8")
    for text in (statement, entry):
        assert any(word in text for word in TURNED[lang]) and not any(face in text for face in FACES[lang]), text
    if lang == "es":
        assert "voltea" in statement and "gira" not in statement  # turned over, not rotated


def french_sources() -> dict[str, str]:
    """Everything written in French that a group reads: the FAQ, glossary and guide, the French rule
    statements, the catalogue's translations and what `chronicle init` writes."""
    from babel.messages.pofile import read_po

    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in (
        *(CONTENT / "faq" / "fr").glob("*.md"), *(CONTENT / "guide" / "fr").glob("*.md"), CONTENT / "glossary" / "fr.yaml",
        *(ROOT / "templates" / "repo" / "fr").glob("*"))}
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": " ".join(str(part.get("fr", "")) for part in body.values() if isinstance(part, dict))
              for rule, body in rules.items()}
    with open(ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po", "rb") as po:
        for message in read_po(po):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            texts[f"messages.po {message.id!r}"] = " ".join(strings)
    return texts


def test_LG_11_french_says_ligne_for_a_row_of_the_board_never_rangee():
    """The French edition compares "les lignes du plateau" for ties (LG-11) and never says "rangée":
    terms.yaml lists it among the words to avoid (so the FAQ build refuses it), and no French text
    a group reads says it."""
    from generator.reference.terminology import load_terminology

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    assert [f.word for f in terms.find("Comparez la rangée du haut.", "fr", ())] == ["rangée"]
    found = {where: [f.word for f in terms.find(text, "fr", ()) if f.word.lower().startswith("rang")]
             for where, text in french_sources().items()}
    assert {where: words for where, words in found.items() if words} == {}


def test_french_never_says_workflow_for_the_publishing_of_a_site():
    """`chronicle init`'s files, its help and its phrases say "publication automatique (GitHub
    Actions)" in French; "workflow" stays only in code and paths (`.github/workflows/pages.yml`)."""
    from generator.reference.terminology import load_terminology

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    phrases = yaml.safe_load((ROOT / "templates" / "repo" / "phrases.yaml").read_text(encoding="utf-8"))
    texts = french_sources() | {f"phrases.yaml {key}": value["fr"] for key, value in phrases.items()}
    found = {where: [f.word for f in terms.find(text, "fr", ()) if f.word.lower().startswith("workflow")]
             for where, text in texts.items()}
    assert {where: words for where, words in found.items() if words} == {}


def test_LG_05_every_french_message_of_a_game_says_mettre_fin_a_sa_participation():
    """The French editions' player "met fin à sa participation" (LG-05): no message said in a game's
    words (msgctxt my-island / my-city) says "arrêter", the table's Stop button included."""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po", "rb") as po:
        catalogue = read_po(po)
    said = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m.string for m in catalogue if m.context}
    assert said[("my-island", "Stop")] == said[("my-city", "Stop")] == "Mettre fin à ma participation"
    assert [key for key, text in said.items() if "arrêt" in str(text).lower()] == []


@pytest.mark.parametrize("game", ["island", "city"])
def test_LG_05_french_table_modes_stop_button_speaks_the_edition(tmp_path, game):
    import html
    import re
    import shutil

    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(ROOT / "tests" / "fixtures" / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), "fr").decode("utf-8"))
    button = re.search(r'id="stop">(.*?)</button>', text, re.S)[1]
    assert button == "Mettre fin à ma participation" and "Arrêter" not in text


@pytest.fixture(scope="module")
def reef_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo's Spanish campaign (reef-raiders) built in every language."""
    from generator.site.build import build

    out = tmp_path_factory.mktemp("reef") / "site"
    build([ROOT / "campaigns" / "reef-raiders"], out, search=False)
    return out


def _group_words(campaign: Path) -> list[str]:
    """What the group wrote itself in its logs: adjustments' reasons and board changes' notes."""
    words = []
    for log in sorted((campaign / "episodes").glob("*.yaml")):
        data = yaml.safe_load(log.read_text(encoding="utf-8")) or {}
        words += [a["reason"] for a in data.get("adjustments") or [] if a.get("reason")]
        words += [c["note"] for changes in (data.get("board_changes") or {}).values() for c in changes if c.get("note")]
    return words


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_LG_15_a_spanish_groups_own_words_keep_their_language_on_other_pages(reef_site, lang):
    """An adjustment's reason (LG-15) and a board change's note are the group's Spanish words: on a
    French page they stand as written, inside an element marked lang="es", never with French spacing
    ("Tabla del capítulo 2: bonificación", not "Tabla del capítulo 2 : bonificación")."""
    import re

    from markupsafe import escape

    pages = "\n".join(p.read_text(encoding="utf-8") for p in (reef_site / lang / "campaigns" / "reef-raiders").rglob("*.html"))
    words = _group_words(ROOT / "campaigns" / "reef-raiders")
    assert any("Tabla del capítulo 2:" in w for w in words) and len(words) > 5
    for text in words:
        shown = str(escape(text))
        assert re.search(r'<span lang="es">' + re.escape(shown) + "</span>", pages), text
        spaced = shown.replace(": ", "\u00a0: ").replace("!", "\u202f!")
        assert spaced == shown or spaced not in pages, text


def test_a_campaign_logged_from_a_later_episode_is_notee_in_french_in_its_games_words(tmp_path):
    """barrio-del-palacio (My City) began its log at episode 13: French says "notée à partir de
    l'épisode 13" and counts the progress symbols "déjà coloriés" (My City's verb), Spanish
    "anotada desde el episodio 13"."""
    from generator.site.build import build

    out = tmp_path / "site"
    build([ROOT / "campaigns" / "barrio-del-palacio"], out, search=False)
    french = (out / "fr" / "campaigns" / "barrio-del-palacio" / "index.html").read_text(encoding="utf-8")
    spanish = (out / "es" / "campaigns" / "barrio-del-palacio" / "index.html").read_text(encoding="utf-8")
    assert "suivie depuis l’épisode 13" in french and "consignée" not in french
    assert "symboles Progrès déjà coloriés" in french and "anotada desde el episodio 13" in spanish


@pytest.mark.parametrize(("lang", "campaign", "episode", "name"), [
    ("es", "\u00abCAMPAÑA\u00bb", "\u00ab--episode\u00bb / \u00ab-e\u00bb", "\u00abNOMBRE\u00bb"),
    ("fr", "\u00ab\u00a0CAMPAGNE\u00a0\u00bb", "\u00ab\u00a0--episode\u00a0\u00bb / \u00ab\u00a0-e\u00a0\u00bb",
     "\u00ab\u00a0NOM\u00a0\u00bb"),
    ("en", "'CAMPAIGN'", "'--episode' / '-e'", "'SLUG'"),
])
def test_clicks_errors_quote_a_parameter_as_the_language_quotes(tmp_path, cli, lang, campaign, episode, name):
    """click's "Invalid value for 'CAMPAIGN'" and "Missing argument 'SLUG'" put the parameter in
    English quotes; chronicle's CLI quotes values «así» and « ainsi »: every parameter an error
    names (an argument, an option, a param_hint chronicle gives) is quoted the same way."""
    import re

    said = {
        "missing campaign": cli("--lang", lang, "score", tmp_path / "nowhere").stderr,
        "bad episode": cli("--lang", lang, "score", "--episode", "x", tmp_path).stderr,
        "missing slug": cli("--lang", lang, "new").stderr,
        "bad game": cli("--lang", lang, "new", "isla", "--game", "chess", "--root", tmp_path).stderr,
    }
    assert campaign in said["missing campaign"], said
    assert episode in said["bad episode"] and name in said["missing slug"], said
    if lang != "en":
        text = "\n".join(said.values())
        assert not re.search(r"'[A-ZÁÉÍÓÚÑ-][A-ZÁÉÍÓÚÑ-]+'|'--?[a-z]", text), text
        assert "\u00ab" in said["bad game"] and "'--game'" not in said["bad game"]


GENERIC_PIECE = {"es": r"\bpiezas?\b", "fr": r"\bpièces?\b(?! [+−-]\d)"}  # "pièces +2": coins, a campaign's counter


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
    "edificio" / "bâtiment", never "pieza" / "pièce" nor My Island's "loseta" / "tuile"."""
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


def test_the_transcription_pages_refuse_a_piece_in_its_games_words(tmp_path):
    """The transcription pages know the game being drawn: a refused piece is a "loseta" / "tuile" on
    My Island, an "edificio" / "bâtiment" on My City (editions.said), never a "pieza" / "pièce"."""
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
