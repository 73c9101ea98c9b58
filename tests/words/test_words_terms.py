"""The games' own words, in every text a group reads (issue 34, TERM, GRAMMAR and RULE): each test
checks a family of faults in every language and every place it could come back, not the one sentence
a reviewer read.

- The rules and the rulebooks, never "the sources" (or "seeds"): a player has no sources (LG-08).
- MI-E06: passing costs 1 during play, as always; the end adds only the visible beach.
- The Eternal game is played in games ("partie", "partida", "game"), not episodes.
- A board file's map is a "plan" in French: a "carte" is the game's card.
- My City's tiebreak counts empty light-green spaces (LG-11), never "uncovered" ones.
- A player's tiles or buildings are a "lot" (fr) or "conjunto" (es), never a "jeu" / "juego".
- A ruleset's name is "le nom des règles de l'épisode", not « le nom de règles ».
- A round is a "tour" in French, never a "manche", and the word is masculine (LG-02).
"""

from __future__ import annotations

import functools
import re

import pytest
import yaml

from helpers import ROOT, catalogue_texts, glossary_entries, hits

LANGS = ("es", "fr", "en")


@functools.cache  # read once: every test of the module reads the same files, none changes what it gets
def _statements() -> dict[str, dict[str, str]]:
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    return {rule_id: rule["statement"] for rule_id, rule in rules.items()}


@functools.cache  # read once: every test of the module reads the same files, none changes what it gets
def _faq(lang: str) -> dict[str, tuple[dict, str]]:
    """Each FAQ entry of `lang`: its front matter and its text (title and answer)."""
    found = {}
    for path in sorted((ROOT / "content" / "faq" / lang).glob("*.md")):
        head, answer = path.read_text(encoding="utf-8").split("\n---\n", 1)
        meta = yaml.safe_load(head.removeprefix("---\n"))
        found[path.stem] = (meta, f"{meta['title']}\n{answer}")
    return found


def _prose(lang: str) -> dict[str, str]:
    """Everything written by hand in `lang` that a player reads: catalogue, FAQ, guides, glossary, rules."""
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts(lang).items()}
    texts |= {f"faq/{name}": text for name, (_, text) in _faq(lang).items()}
    texts |= {f"guide/{path.stem}": path.read_text(encoding="utf-8") for path in (ROOT / "content" / "guide" / lang).glob("*.md")}
    texts[f"glossary/{lang}"] = (ROOT / "content" / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    texts |= {f"rules.yaml {rule}": statement[lang] for rule, statement in _statements().items()}
    return texts


# --- the rules, not "the sources" -----------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "never"), [
    ("fr", r"\bsources?\b(?! de points)|\bsemences?\b"),  # « chaque source de points » is a kind of points
    ("es", r"\bfuentes?\b|\bsemillas?\b"),
    ("en", r"\bsources?\b(?! of points)|\bseeds?\b"),
])
def test_LG_08_a_rule_statement_says_what_the_rules_say_not_the_sources(lang, never):
    """Issue 34, fr MINOR: « selon les sources », « une source ne fixe aucune limite » on the rules page
    (and the English "per the seeds"): a player knows the rules and the rulebooks."""
    assert hits(_prose(lang), never) == {}  # the rules page, and the FAQ, guides, glossary and messages
    assert "My City" in _statements()["LG-08"][lang]  # the rules that set no lower limit are named


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "(pendant la partie, passer coûte 1 point, comme toujours)", "comme d'habitude"),
    ("es", "(durante la partida, pasar cuesta 1, como siempre)", "al final, cada pase"),
    ("en", "(during play, passing costs 1, as always)", "passes cost 1 as usual"),
])
def test_MI_E06_passing_costs_1_during_play_not_at_the_end(lang, said, never):
    """MI-E06; issue 34, fr RULE: « chaque passage coûte 1 comme d'habitude » read as a charge at the end."""
    statement = _statements()["MI-E06"][lang]
    assert said in statement and never not in statement


# --- the Eternal game is played in games -----------------------------------------------------------------

@pytest.mark.parametrize(("lang", "episode"), [
    ("fr", r"\bl['’]épisode\b|\bcet épisode\b"),
    ("es", r"\b(el|este|ese) episodio\b(?! \d)"),  # « como en el episodio 1 » is the campaign's
    ("en", r"\b(the|this|that) episode\b"),
])
def test_an_eternal_faq_answer_speaks_of_the_game_not_the_episode(lang, episode):
    """Issue 34, fr TERM: « pour le reste de l'épisode », « tous les joueurs de l'épisode », « jusqu'à la fin
    de l'épisode » in three answers about the Eternal game, whose unit is a game (partie, partida)."""
    eternal = {name: text for name, (meta, text) in _faq(lang).items() if "eternal" in meta.get("tags", [])}
    assert len(eternal) > 10
    assert hits(eternal, episode) == {}


def test_french_says_une_partie_en_mode_eternite():
    """Issue 34, fr TERM: « une partie éternelle » is no French player's phrase; the edition's mode is named."""
    assert hits(_prose("fr"), r"\bparties? éternelles?\b") == {}
    assert catalogue_texts("fr")["an Eternal game stands alone and starts at episode 1: remove start"].startswith(
        "une partie en mode Éternité est indépendante")


# --- a board file's map is a "plan" ----------------------------------------------------------------------

def test_a_board_files_map_is_a_plan_in_french():
    """Issue 34, fr TERM: « la carte a au plus 26 lignes », « la lettre de la carte »: a carte is the game's
    card; the drawing of a board in its file is its plan (the guides' word)."""
    maps = {msgid: text for msgid, text in catalogue_texts("fr").items() if re.search(r"\bmaps?\b(?!:)", msgid, re.IGNORECASE)}
    assert len(maps) >= 5
    assert {msgid: text for msgid, text in maps.items() if re.search(r"\bcartes?\b", text)} == {}
    assert hits({name: text for name, text in _prose("fr").items() if name.startswith("guide/")},
                  r"\bcartes? d['’]un fichier de plateau|\bcarte dessinée") == {}


# --- My City's tiebreak counts empty light-green spaces ---------------------------------------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "cases vert clair vides par ligne depuis le haut (LG-11)", "non couvertes"),
    ("es", "espacios verdes vacíos por fila, de arriba abajo (LG-11)", "sin cubrir"),
    ("en", "empty light-green spaces per row from the top (LG-11)", "uncovered"),
])
def test_LG_11_board_on_my_city_counts_empty_light_green_spaces(cli, lang, said, never):
    """LG-11; issue 34, fr TERM: `chronicle board` on My City said « cases non couvertes » where only the
    light-green spaces left empty count (MC-R06); My Island's uncovered spaces stay so."""
    city = cli("--lang", lang, "board", ROOT / "campaigns" / "river-town", "--player", "Camille", "--episode", "1")
    assert city.exit_code == 0, city.output
    shown = city.stdout.replace("\u00a0", " ")
    assert said in shown and never not in shown
    island = cli("--lang", lang, "board", ROOT / "campaigns" / "reef-raiders", "--player", "Lucía")
    assert island.exit_code == 0 and never in island.stdout.replace("\u00a0", " ")


# --- a lot of tiles, un conjunto de losetas -------------------------------------------------------------

@pytest.mark.parametrize(("lang", "never"), [
    ("fr", r"\bjeux? (de|des) (tuiles|bâtiments)\b"),  # « son jeu » is the game a board belongs to
    ("es", r"\bjuegos? de (losetas|edificios)\b|\bjuego del jugador\b"),
])
def test_a_players_tiles_or_buildings_are_a_lot_or_a_conjunto(lang, never):
    """Issue 34, TERM: the editions say « lot » (fr) and «conjunto» (es) of tiles or buildings; « jeu »,
    «juego» is the game itself. Checked in the catalogue (the JSON Schemas' descriptions are in it), the
    FAQ (the set-up answer), the guides (their examples' comments), the glossary and the rules."""
    assert hits(_prose(lang), never) == {}


# --- grammar ---------------------------------------------------------------------------------------------

def test_french_names_the_rules_of_an_episode_with_their_article():
    """Issue 34, fr GRAMMAR: the schema's « Le nom de règles, ou un chemin dans la campagne »."""
    assert hits(_prose("fr"), r"\bnom de règles\b") == {}
    assert catalogue_texts("fr")["A ruleset's name, or a path inside the campaign."] == (
        "Le nom des règles de l'épisode, ou un chemin dans la campagne.")


# --- a round is a "tour" in French -----------------------------------------------------------------------

def _french_read() -> dict[str, str]:
    """Every French text a player reads: the prose, and the files `init --language fr` writes."""
    texts = _prose("fr")
    texts |= {f"init/{path.name}": path.read_text(encoding="utf-8") for path in sorted((ROOT / "templates" / "repo" / "fr").rglob("*"))
              if path.is_file()}
    return texts


def test_LG_02_a_round_is_a_tour_in_french_never_a_manche():
    """Issue 34, fr TERM: each revealed card is a « tour » (« un épisode compte plusieurs tours »; the tool
    says « passer son tour »), where a French player reads « manche » as a larger unit."""
    assert hits(_french_read(), r"\bmanches?\b") == {}
    assert "tour" in glossary_entries("fr") and "manche" not in glossary_entries("fr")
    assert catalogue_texts("fr")["Previous round"] == "Tour précédent"


def test_LG_02_the_french_tour_is_masculine_and_never_said_twice():
    """Issue 34, fr TERM: « tour » is masculine (« au tour 16 », « le dernier tour », « tour 1 retiré »), and
    a sentence never says « passer son tour au tour 3 »."""
    # « la tour », « une tour » alone may be My City's tower (« une tour achevée »): a round is told by what follows
    feminine = (r"\b(cette|aucune|dernière|première|nouvelle|seule)[ \u00a0]+tours?\b|\bà la tour\b"
                r"|\b(la|une)[ \u00a0]+tour[ \u00a0]+(\d+|%\(\w+\)s|suivante|précédente|de carte|notée)"
                r"|\btours?[ \u00a0]+(\d+|%\(\w+\)s)[ \u00a0]+(retirée|écrite|ajoutée|notée)s?\b"
                r"|\btours? (suivante|précédente|affichée|notées|restantes|vérifiées)\b")
    assert hits(_french_read(), feminine) == {}
    assert hits(_french_read(), r"\bson tour,? (au|du|le|ce) tour\b") == {}
