"""The eighth round of native fixes, French (the seventh review's report): rules, glossary, guides, command line,
site and table mode. Each test catches a family of faults again, in every language where the fault was not only
French's."""

from __future__ import annotations

import re

import pytest
import yaml

from generator.words.i18n import render, translator
from helpers import ROOT, R, episode, glossary_entries

FR_PO = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"
NOT_AN_ACTION = ("'%(text)s' is not an action: write pass, stop, an anchor such as C4 r2, "
                 "a list of covered cells or a mapping of cells to symbols")


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def _fr(message: str, context: str | None = None) -> str:
    return translator("fr").gettext(message, context)


def _glossary(lang: str) -> dict[str, str]:
    return {term: entry["definition"] for term, entry in glossary_entries(lang).items()}


def _rule(rule_id: str) -> dict[str, str]:
    """A rule's statement in each language, as content/rules.yaml holds it."""
    return yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))[rule_id]["statement"]


# --- T1: MI-E07's beach spaces are spaces, as everywhere else -------------------------------------------

def test_MI_E07_the_visible_beach_is_counted_in_spaces_in_every_language():
    said = _rule("MI-E07")
    assert "3 cases Plage visibles −3" in said["fr"] and "Plages visibles" not in said["fr"]
    assert "three visible beach spaces −3" in said["en"]
    assert "3 espacios de playa visibles −3" in said["es"]


# --- T2: the guide's start: names each game's progress marks ---------------------------------------------

@pytest.mark.parametrize(("lang", "island", "city"), [("fr", "cercles Progrès", "symboles Progrès"),
                                                      ("en", "progress circles", "progress symbols")])
def test_LG_12_the_formats_guide_start_names_both_games_progress_marks(lang, island, city):
    guide = " ".join((ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8").split())
    start = guide[guide.index("`start:`"):][:300]
    assert island in start and city in start and "My City" in start, start


# --- T3: My City's buildings have no symbols: no mapping of cells to symbols is offered there -------------

@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "« passe » n'est pas une action : écrivez pass, stop, un ancrage comme C4 r2 ou la liste des cases couvertes"),
    ("es", "«passe» no es una acción: escribe pass, stop, un anclaje como C4 r2 o una lista de los espacios cubiertos"),
    ("en", "'passe' is not an action: write pass, stop, an anchor such as C4 r2 or a list of covered cells")])
def test_a_my_city_log_is_never_told_to_map_cells_to_symbols(make_campaign, cli, lang, said):
    folder = make_campaign(episode(R("Y1", Ana="passe", Ben="pass")), game="my-city", language=lang)
    out = _plain(cli("check", folder).output)
    assert said in out, out
    assert not re.search(r"symbol|símbolo", out, re.I), out


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_a_my_island_log_is_still_offered_a_mapping_of_cells_to_symbols(make_campaign, cli, lang):
    folder = make_campaign(episode(R(1, Ana="passe", Ben="pass")), language=lang)
    assert re.search(r"symbol|símbolo", _plain(cli("check", folder).output), re.I)


# --- R2: a church may not be passed: it is built, or its player ends participation (MC-E02) -------------

def test_MC_E02_the_church_glossary_entry_allows_ending_participation_and_the_blocking_card():
    fr, en = _glossary("fr")["église"], _glossary("en")["church"]
    assert "on ne peut pas passer" in fr and "mettre fin à sa participation" in fr and "carte de blocage" in fr
    assert "personne ne le construit" in fr and "qu'il faut construire quand il sort" not in fr
    assert "no one may pass" in en and "ends their participation" in en and "blocking card" in en
    assert "which must be built when revealed" not in en


# --- R3: statues are printed on rainforest spaces (MI-E04) --------------------------------------------------

def test_MI_E04_statues_stand_on_rainforest_spaces_in_the_glossary():
    fr, en = _glossary("fr"), _glossary("en")
    assert "imprimées sur des cases de Forêt vierge" in fr["statue"] and "au bord" not in fr["statue"]
    assert "portent une statue" in fr["Forêt vierge"] and "à leur bord" not in fr["Forêt vierge"]
    assert "printed on rainforest spaces" in en["statue"] and "edge" not in en["statue"]
    assert "bear a statue" in en["rainforest"] and "edge" not in en["rainforest"]


# --- Y1: a list of scores has minus signs and each its own plural (C-2) ------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("fr", "(−2 points et 1 point)"), ("es", "(−2 puntos y 1 punto)"),
                                            ("en", "(−2 points and 1 point)")])
def test_C_2_a_needless_tiebreak_lists_scores_with_minus_signs_and_agreeing_plurals(lang, said):
    from generator.load.content import load_game
    from generator.rules.findings import Finding
    from generator.words.findings import message

    finding = Finding("tiebreak-not-tied", {"names": ("Camille", "Théo"), "points": (-2, 1)}, 2)
    text = _plain(render(message(finding, load_game("my-island")), translator(lang)))
    assert said in text, text
    assert "-2" not in text and "1 points" not in text and "1 puntos" not in text


# --- M1, M2: table mode's stop confirmation and blocking-card button ----------------------------------------

@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_05_table_stop_confirmation_says_for_the_rest_of_the_episode(game):
    said = _fr("%(name)s ends participation for the rest of this episode (LG-05). Sure?", game)
    assert "pour le reste de l'épisode" in said and "jusqu'à la fin" not in said


def test_table_blocking_card_back_button_is_a_sentence():
    assert _fr("Not the blocking card") == "Ce n'est pas la carte de blocage"


# --- M3: the nearest placements, with no calque of "at the nearest" -----------------------------------------

def test_placement_errors_name_the_nearest_possible_placements_without_au_plus_pres():
    said = _fr("no rotation fits at %(cell)s; the nearest legal anchors are %(anchors)s")
    assert "poses possibles les plus proches : ancrage en %(anchors)s" in said
    assert "au plus près" not in FR_PO.read_text(encoding="utf-8")


# --- M4: a key without its ':' is said at its line, not "in the key that starts" ------------------------------

def test_a_key_without_its_colon_is_said_at_its_line(make_campaign, cli):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: Y1\n    Ana pass\n    Ben: pass\n",
                           game="my-city", language="fr")
    out = _plain(cli("check", folder).output)
    assert "YAML incorrect à la ligne 5, colonne 5 : il manque le « : » après une clé" in out, out
    assert "dans la clé qui commence" not in out


# --- M5: the piece's spaces, its symbols listed in words ------------------------------------------------------

def test_a_piece_that_does_not_match_counts_its_spaces_and_lists_its_symbols(make_campaign, cli):
    folder = make_campaign(episode(R(8, Ana="{A1: wall, B1: house}", Ben="pass")), language="fr")
    out = _plain(cli("check", folder).output)
    assert re.search(r"dans aucune rotation : elle compte 2 cases, mur et mur", out), out
    assert "elle a 2 cases" not in out


# --- M6: one episode is not "episodes 1 to 1" ------------------------------------------------------------------

def test_a_campaign_of_one_episode_says_only_episode_1(make_campaign, cli):
    folder = make_campaign(episode(R("Y1", Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n"),
                           game="my-city", language="fr")
    assert cli("check", folder).exit_code == 0
    score = _plain(cli("--lang", "fr", "score", folder, "-e", "3").output)
    assert "la campagne ne compte que l'épisode 1" in score and "1 à 1" not in score
    board = _plain(cli("--lang", "fr", "board", folder, "-e", "3").output)
    assert "la campagne ne compte que l'épisode 1, pas le 3" in board and "1 à 1" not in board


# --- M7: an episode with no round is not "after round 0" (LG-06) -------------------------------------------

def test_LG_06_an_episode_with_no_round_says_so_not_after_round_0(make_campaign, cli):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n",  # episode 1 left empty, episode 2 begun
                           episode(R("Y1", Ana="stop", Ben="stop"), number=2, extra="tiebreak: [Ana, Ben]\n"),
                           game="my-city", language="fr")
    out = _plain(cli("check", folder).output)
    assert "aucune manche n'est notée, avec Ana et Ben encore en jeu" in out, out
    assert "manche 0" not in out


# --- M8, M9, M10: progress counts in French order; a terrain change names a space; a church is a church --------

@pytest.mark.parametrize(("kind", "n", "said"), [("circle", 8, "Lucía : 8 cercles Progrès sur 80"),
                                                 ("circle", 1, "Lucía : 1 cercle Progrès sur 80")])  # My City's total is no longer said (review 10)
def test_LG_09_progress_counts_put_the_noun_before_out_of_total(kind, n, said):
    t = translator("fr")
    text = t.ngettext(f"%(name)s: %(num)s progress {kind} out of %(total)s", f"%(name)s: %(num)s progress {kind}s out of %(total)s",
                      n) % {"name": "Lucía", "num": n, "total": 80}
    assert _plain(text) == said
    template = (ROOT / "templates" / "campaign.html").read_text(encoding="utf-8")
    assert "of %(total)s progress" not in template


def test_a_terrain_change_says_the_space_becomes_a_space_of_that_terrain():
    assert _fr("%(cell)s becomes %(terrain)s") == "%(cell)s devient une case %(terrain)s"
    table = (ROOT / "generator" / "table" / "api.py").read_text(encoding="utf-8")  # table mode says it in the same words
    assert "terrain_change(change, campaign.game, cell)" in table  # review 8 MINOR 5: « une case de montagne » there too


def test_the_my_city_game_page_captions_a_church_as_a_church():
    template = (ROOT / "templates" / "game.html").read_text(encoding="utf-8")
    assert '_("Church %(id)s, rotation r%(r)s", id=piece.id, r=r) if piece.church' in template
    assert _fr("Church %(id)s, rotation r%(r)s") == "Église %(id)s, rotation r%(r)s"


# --- M11: the guide's language is the group's notes, in the reader's own language; a space meets a condition ----

@pytest.mark.parametrize(("lang", "said"), [("fr", "language: fr               # es, fr ou en : la langue de vos notes"),
                                            ("en", "language: en               # es, fr or en: the language of your notes")])
def test_the_formats_guide_language_line_matches_new(lang, said):
    guide = (ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8")
    assert said in guide


def test_the_envelopes_guide_says_a_space_meets_a_condition():
    guide = " ".join((ROOT / "content" / "guide" / "fr" / "envelopes.md").read_text(encoding="utf-8").split())
    assert "Une case remplit une condition quand elle satisfait toutes les clés indiquées" in guide
    assert "est remplie par une case" not in guide


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_a_counter_taken_down_is_said_with_a_minus_sign_on_the_board_and_the_site(lang):
    """Y1's family: a board change that takes from a counter reads −2 (U+2212), never the hyphen of a file."""
    from generator.board.command import _change
    from generator.load.content import load_game
    from generator.model import BoardChange, Pos

    change = BoardChange(Pos("01.yaml", 1, 1), counter="gold", by=-2)
    text = render(_change(str, change, load_game("my-city"), []), translator(lang))
    assert "\u22122" in text and "-2" not in text, text
    assert 'by=signed(change.by)' in (ROOT / "templates" / "changes.html").read_text(encoding="utf-8")


@pytest.mark.parametrize(("lang", "said"), [("fr", "le journal ne contient que l'épisode 1 ; le suivant est le 2"),
                                            ("es", "el registro solo tiene el episodio 1; el siguiente es el 2"),
                                            ("en", "the log holds only episode 1; the next is 2")])
def test_moves_after_a_single_episode_says_only_episode_1(make_campaign, cli, lang, said):
    """M6's family: `moves` and `add` for an episode past the next one never say 'episodes 1 to 1'."""
    folder = make_campaign(episode(R(1, Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n"), language=lang)
    out = _plain(cli("--lang", lang, "moves", folder, "4", "Ana", "--card", "1").output)
    assert said in out and "1 à 1" not in out and "1 a 1" not in out and "1 to 1" not in out, out
