"""What a player reads in chronicle's messages and pages, said as a player says it (issue 34, MINOR),
each family checked in every language where it could come back:

- no programmer's "dictionnaire" / "diccionario" (Python's dict): a player writes keys, one per line,
  or between braces; chronicle says so ("un bloc de clés", "un bloque de claves");
- the score is the score ("Score", "Puntuación"), not the name of the token that shows it;
- `edge: false` is "not on the edge" ("pas au bord", "fuera del borde"), never "far from" or "off" it;
- a ruleset example's failure says the example and what went wrong without stacking colons;
- the replay's hint says click as well as tap, as a page is read on a computer too;
- an FAQ topic's heading is nouns, not a noun and verbs;
- C-1's order of scoring is the order of rounds and players, never « ligne par ligne » (a board's rows).
"""

from __future__ import annotations

import re

import pytest
import yaml

from generator.words.i18n import translator
from helpers import ROOT, catalogue_texts

LANGS = ("es", "fr", "en")
_CODE = re.compile(r"\{[^{}]*\}|`[^`]*`|\([^()]*\)|\b[a-z_]+: ?[\w-]+")
"""Code a message quotes, and its parentheses: what this file's colon count leaves out."""


def _msgstrs(lang: str, msgid: str) -> dict[str, str]:
    """The translations of the messages whose English matches `msgid` (a regular expression)."""
    return {key: text for key, text in catalogue_texts(lang).items() if re.search(msgid, key.split("\x04")[-1])}


# --- no programmer's dictionary ------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "never"), [("fr", "dictionnaire"), ("es", "diccionario"), ("en", "mapping")])
def test_no_message_a_player_reads_says_dictionary(lang, never):
    """Issue 34: about 14 messages each said « dictionnaire » / «diccionario» for a YAML mapping (and the
    English the YAML specification's own "mapping"): a block of keys, one per line or between braces."""
    said = {key: text for key, text in catalogue_texts(lang).items() if never in text.lower()}
    assert said == {}
    guides = {path.name: path.read_text(encoding="utf-8") for path in (ROOT / "content" / "guide" / lang).glob("*.md")}
    faq = {path.name: path.read_text(encoding="utf-8") for path in (ROOT / "content" / "faq" / lang).glob("*.md")}
    assert [name for name, text in (guides | faq).items() if never in text.lower()] == []


@pytest.mark.parametrize(("lang", "said"), [("fr", "pas un bloc de clés"), ("es", "no un bloque de claves"),
                                            ("en", "not a block of keys")])
def test_a_value_of_the_wrong_kind_is_named_as_the_player_wrote_it(make_campaign, cli, lang, said):
    """`date: {a: 1}` where a date goes: the message names what the player wrote, keys in a block."""
    text = "episode: 1\ndate: {a: 1}\nrules: legacy-1\nrounds: []\n"
    result = cli("check", make_campaign(text, language=lang))
    assert result.exit_code == 1 and said in result.stderr.replace("\u00a0", " "), result.stderr


# --- the score is the score ----------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "token"), [("fr", r"\bmarqueurs?\b"), ("es", r"\bfichas?\b"), ("en", r"\btokens?\b")])
def test_the_charts_and_tables_call_the_score_the_score(lang, token):
    """Issue 34: « Fichas de puntuación y progreso », « Marqueurs Score partie par partie »: the charts'
    headings, their descriptions, the standings table's caption and the columns say the score, not the
    token that shows it."""
    headings = _msgstrs(lang, r"^(Token|Tokens? .*|Token, rank .*|Final token of each game)$")
    assert len(headings) == 6  # the one-frame chart's legends went with it (issue 33): two charts, each titled
    assert {key: text for key, text in headings.items() if re.search(token, text, re.IGNORECASE)} == {}


def test_table_mode_and_the_score_sheet_say_the_french_score_lightly():
    """Issue 34, fr MINOR: table mode's « Ana · marqueur Score sur 7 »; the score sheet and the replay said it
    too. The physical token keeps its name where the rule is about it (LG-04's pass on 0), and after `moves`'
    count of placements, where « (score de 10) » read as each placement scoring 10 (fr review 9, F4)."""
    fr = catalogue_texts("fr")
    # the turn line and the standings now say points, as `score` does (fr review 15: tests/site/test_standing_said_as_points.py)
    assert (fr["token"], catalogue_texts("es")["token"]) == ("score", "puntuación")  # a score sheet's last row
    assert _msgstrs("fr", r"\(token %\(token\)s\)") and not [
        text for text in _msgstrs("fr", r"\(token %\(token\)s\)").values() if "(marqueur Score sur %(token)s)" not in text]
    assert "marqueur Score sur 0" in fr["no pass with the token on 0"]


# --- edge: false ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "on", "off", "never"), [
    ("fr", "au bord", "pas au bord", r"\bloin du bord|\bhors du bord"),
    ("es", "en el borde", "fuera del borde", r"\blejos del borde"),
    ("en", "on the edge", "not on the edge", r"\boff the edge|\bfar from the edge"),
])
def test_a_condition_off_the_edge_reads_as_not_on_the_edge(lang, on, off, never):
    """Issue 34, es/fr MINOR: `edge: false` read «lejos del borde» (far from it) in a broken placement's
    condition; the rules' read-back says « qui n'est pas au bord du plateau » already."""
    t = translator(lang)
    assert (t.gettext("on the edge"), t.gettext("off the edge")) == (on, off)
    assert [text for text in catalogue_texts(lang).values() if re.search(never, text, re.IGNORECASE)] == []
    assert t.gettext("not on the board's edge").endswith(
        {"fr": "pas au bord du plateau", "es": "no está en el borde del tablero", "en": "not on the board's edge"}[lang])


# --- colons --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_ruleset_examples_failure_stacks_no_colons(lang):
    """Issue 34, fr MINOR: « erreur : exemple « … » : on attend un coup légal ; selon le moteur, il enfreint
    C5-1 : … »: after the severity's colon, the message says the example as its subject and puts the
    engine's own words in parentheses."""
    failures = _msgstrs(lang, r"^%\(example\)s: ")
    assert len(failures) == 7
    assert {key: text for key, text in failures.items() if ":" in _CODE.sub("", text)} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_a_message_that_names_its_key_first_says_the_rest_without_a_colon(lang):
    """Issue 34, fr MINOR: « erreur : mode : « legaci » est inconnu (…) ; valeurs possibles : « legacy »,
    « eternal » »: after the severity and the key, the choices are said in words ("les valeurs possibles
    sont …"), never after a third colon. Code a message quotes (`key: value`, {…}) is not counted."""
    labelled = {key: text for key, text in catalogue_texts(lang).items() if re.match(r"%\(what\)s ?:", text)}
    assert len(labelled) >= 10 or lang == "en"  # English names the key inside the sentence
    stacked = {key: text for key, text in labelled.items() if ":" in _CODE.sub("", text.split(":", 1)[1])}
    assert stacked == {}


@pytest.mark.parametrize(("lang", "list_after_a_colon"), [("fr", r"\b(sont|est)[ \u00a0]?: %\("), ("es", r"\b(son|es): %\(")])
def test_a_list_a_message_ends_with_follows_its_verb_without_a_colon(lang, list_after_a_colon):
    """« erreur : manche 1 : carte « 99 » inconnue ; les cartes de cet épisode sont : 1, 2, … »: the verb
    says the list already ("les cartes … sont 1, 2, …", "las cartas … son 1, 2, …")."""
    said = {key: text for key, text in catalogue_texts(lang).items() if re.search(list_after_a_colon, text)}
    assert said == {}


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "mode : « legaci » est inconnu (vouliez-vous dire « legacy » ?) ; les valeurs possibles sont « legacy » ou « eternal »"),
    ("es", "mode: «legaci» no es válido (¿querías decir «legacy»?); los valores posibles son «legacy» o «eternal»"),
])
def test_an_unknown_mode_is_said_with_two_colons_at_most(make_campaign, cli, lang, said):
    result = cli("check", make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n", language=lang, mode="legaci"))
    shown = result.stderr.replace("\u00a0", " ").replace("\u202f", " ")
    assert result.exit_code == 1 and said in shown, shown


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "erreur : l’exemple « Deux » attend 2 points, mais le moteur compte 1 point (C5-2 : +1) [C5-2]"),
    ("es", "error: el ejemplo «Dos» espera 2 puntos, pero el motor cuenta 1 punto (C5-2: +1) [C5-2]"),
])
def test_the_demos_chapter_5_example_fails_in_one_sentence(tmp_path, cli, lang, said):
    import shutil

    folder = tmp_path / "barrio"
    shutil.copytree(ROOT / "campaigns" / "barrio-del-palacio", folder)
    rules = folder / "rules" / "capitulo-5.yaml"
    text = rules.read_text(encoding="utf-8")
    text = re.sub(r"- name: \{es: Junto al palacio de Lucía, [^\n]*", "- name: {es: Dos, en: Two, fr: Deux}", text)
    rules.write_text(text.replace("expect: {points: 1}", "expect: {points: 2}"), encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1
    assert said in result.stderr.replace("\u00a0", " ").replace("\u202f", " "), result.stderr


# --- the replay's hint ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "click", "tap"), [("es", "Haz clic", "tócalo"), ("fr", "Cliquez", "touchez"),
                                                    ("en", "Click", "tap")])
def test_the_replays_hint_says_click_as_well_as_tap(lang, click, tap):
    """Issue 34, es MINOR: «Toca un tablero para ampliarlo» on a computer; French said both already."""
    hint = catalogue_texts(lang)["Use the arrow keys, or swipe the boards, to step through the rounds. Tap a board to enlarge it."]
    assert click in hint and tap in hint


# --- headings and C-1 ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "verbs"), [("fr", r"\b(passer|mettre|finir)\b"), ("es", r"\b(pasar|abandonar|finalizar)\b")])
def test_an_faq_topic_heading_is_nouns(lang, verbs):
    """Issue 34, fr MINOR: « Manches, passer et mettre fin à sa participation » mixed a noun and verbs."""
    headings = _msgstrs(lang, r"^Rounds, passing and stopping$")
    assert len(headings) == 2
    assert [text for text in headings.values() if re.search(verbs, text)] == []
    assert catalogue_texts("fr")["my-island\x04Rounds, passing and stopping"] == "Tours, passages et arrêts"


def test_C_1_the_order_of_scoring_is_said_by_rounds_and_players_never_by_lines():
    """C-1; issue 34, fr MINOR: « ligne par ligne » read as a board's rows, where it meant the log's order."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    for rule_id in ("C-1", "C-2", "C-3", "C-4", "C-5"):
        assert "ligne par ligne" not in rules[rule_id]["statement"]["fr"], rule_id
        assert "línea por línea" not in rules[rule_id]["statement"]["es"], rule_id
    assert "dans l'ordre des tours (puis des joueurs)" in rules["C-1"]["statement"]["fr"]


# --- a count before a word that cannot agree with it ------------------------------------------------------

@pytest.mark.parametrize(("lang", "plural"), [("es", "posibles"), ("fr", "possibles")])
def test_a_number_is_never_followed_by_a_plural_it_may_not_take(lang, plural):
    """Second Spanish native review, fault 2: « −2 de 1 posibles » on a player's page, where one message
    put a number its plural adjective could not agree with (« de un máximo posible de 1 » reads for any
    number); a message that counts takes ngettext, one that does not puts the number last."""
    said = {key: text for key, text in catalogue_texts(lang).items() if re.search(rf"%\(\w+\)s {plural}\b", text)}
    assert not said, said
