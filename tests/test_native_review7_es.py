"""The seventh round of native fixes, Spanish (the sixth review's report): each test fails on the fault the
reviewer reported, or on its family in the other languages."""

from __future__ import annotations

import re
import shutil

import pytest
import yaml

from generator.load.content import load_game
from generator.validate.reader import Reader
from helpers import DEMO, ROOT, TERMS, R, catalogue_texts, episode, faq_answer, glossary_entries, tiny_campaign

CONTENT = ROOT / "content"


_body = faq_answer


def _statements(lang: str) -> dict[str, str]:
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    return {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
            for rule, body in rules.items()}


def _sources(lang: str) -> dict[str, str]:
    """The FAQ, the glossary and the rule statements of one language."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in (CONTENT / "faq" / lang).glob("*.md")}
    texts[f"glossary/{lang}.yaml"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    return texts | {f"rules.yaml {rule}": text for rule, text in _statements(lang).items()}


# --- R1: the token below 0 in My City: the rules set no limit; stopping at 0 is chronicle's reading (LG-08) ---

@pytest.mark.parametrize(("lang", "rules_say", "wrong"), [
    ("es", "Por debajo de 0, según las reglas de My City, sí", "Por debajo de 0 tampoco"),
    ("en", "Below 0, the rules set no limit", "the token does not go either"),
])
def test_LG_08_my_city_token_below_0_is_chronicles_reading_not_the_rule(lang, rules_say, wrong):
    """Review 6 R1: "Por debajo de 0 tampoco, pero no se pierde nada: durante un episodio los puntos no
    tienen límite inferior" gave chronicle's reading (LG-08) as My City's rule, and said the opposite in
    the same sentence. The answer says what the rules say, then what chronicle does."""
    body = _body(lang, "city-token-limits")
    assert rules_say in body and wrong not in body
    first = body.split("(LG-08)")[0]
    assert "chronicle" in first, first


# --- T1: "espacios verdes", the edition's term, in MC-R01's message ----------------------------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("es", "el espacio A1 es de montañas; solo se puede construir en espacios verdes"),
    ("fr", "on ne peut construire que sur les cases vert clair"),
    ("en", "A6 is forest; only light-green spaces may be built on"),
])
def test_MC_R01_names_the_editions_green_spaces(tmp_path, cli, lang, said):
    """Review 6 T1: "en este episodio solo se puede construir en espacios de color verde" paraphrased the
    edition's "espacios verdes" (rules, glossary, FAQ, MC-R01)."""
    folder = tiny_campaign(tmp_path, "ciudad", episode(R("Y2", Ana="[A3, B3]", Ben="[A4, B4]"),
                                                        R("Y1", Ana="[A1, A2]", Ben="[A5, A6]")), game="my-city", language=lang)
    result = cli("--lang", lang, "check", folder)
    out = result.stderr.replace("\u00a0", " ").replace("\u202f", " ")
    assert result.exit_code != 0 and said in out and "de color" not in out, out
    assert [line for line in out.splitlines() if "MC-R01" in line and "verde" not in line and "vert" not in line
            and "green" not in line] == []


# --- Y1: "…" or "etc.", never three full stops, in prose ---------------------------------------------------

@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_prose_writes_an_ellipsis_not_three_full_stops(lang):
    """Review 6 Y1: MI-R02 read "(casa con casa, campo con campo...)" where the rest writes "…". Code
    (`{es: ...}`, `COMMAND [ARGS]...`) keeps its dots: only a word followed by three dots is prose."""
    found = {where: re.findall(r"\w+\.\.\.", text) for where, text in _sources(lang).items()}
    assert {where: hits for where, hits in found.items() if hits} == {}
    if lang == "es":
        assert "(casa con casa, campo con campo, etc.)" in _statements("es")["MI-R02"]


# --- Y4: one colon in a round's heading on the episode pages ------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("es", "carta de bloqueo (nadie construye %(card)s)"),
                                            ("fr", "carte de blocage (personne ne construit %(card)s)"),
                                            ("en", "blocking card (nobody builds %(card)s)")])
def test_MC_E03_a_blocking_round_heading_has_one_colon(lang, said):
    """Review 6 Y4: "Ronda 13: carta de bloqueo: nadie construye R8", two colons in a line; the page
    writes "Ronda 13:" before it, so what the card blocks goes in brackets."""
    assert catalogue_texts(lang)["blocking card: nobody builds %(card)s"] == said


# --- Y5 and its family: a table-mode text of several sentences ends as a sentence -------------------------------

_CALL = re.compile(r"""_\(\s*"((?:[^"\\]|\\.)*)"|_\(\s*'((?:[^'\\]|\\.)*)'""")


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


# --- U1: undo says a blocking card in words ----------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("es", "(carta de bloqueo: bloquea R8)"),
                                            ("fr", "(carte de blocage : bloque R8)"),
                                            ("en", "(blocking card: blocks R8)")])
def test_MC_E03_undo_names_the_blocking_card_in_words(tmp_path, cli, lang, said):
    """Review 6 U1: `chronicle undo` said "(carta block: blocked Y1)", the log's keys in a Spanish
    sentence, where the episode page says the blocking card in words."""
    folder = tmp_path / "gold-rush"
    shutil.copytree(DEMO / "gold-rush", folder)
    log = folder / "episodes" / "01.yaml"
    text = log.read_text(encoding="utf-8")
    log.write_text(text[:text.index("  - card: Y2", text.index("card: block"))], encoding="utf-8")
    result = cli("--lang", lang, "undo", folder)
    assert result.exit_code == 0, result.stderr
    out = result.stdout.replace("\u00a0", " ").replace("\u202f", " ")
    assert said in out and "card block" not in out and "carta block" not in out and "blocked" not in out, out


# --- M2: a symbol written in the group's language ---------------------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("es", "símbolo: «muro» se escribe «wall» en el registro; se espera uno de estos: «field» (campo), «house» (casa), "
           "«wall» (muro), «path» (camino)"),
    ("fr", "« mur » s’écrit « wall » dans le journal"),
    ("en", "symbol 'wall' is written"),
])
def test_a_symbol_in_the_groups_words_gets_one_message_naming_the_log_word(tmp_path, cli, lang, said):
    """Review 6 M2: `{B2: muro, C2: muro}` drew "no corresponden a la loseta 4 en ninguna rotación: esa
    loseta tiene 2 espacios (muro, muro)" and then "«muro» no es válido": the first a consequence of the
    second, and the two contradicting each other. Now one message per symbol, naming the word to write."""
    word = {"es": "muro", "fr": "mur", "en": "Wall"}[lang]
    folder = tiny_campaign(tmp_path, "isla", episode(R(8, Ana=f"{{A1: {word}, A2: {word}}}", Ben="stop")), language=lang)
    result = cli("--lang", lang, "check", folder)
    lines = [line for line in result.stderr.replace("\u00a0", " ").replace("\u202f", " ").splitlines() if line.strip()]
    assert result.exit_code != 0
    assert len(lines) == 2 and all(said.replace("mur »", f"{word} »").replace("'wall'", f"'{word}'") in line
                                   for line in lines), lines
    assert not any("rotación" in line or "rotation" in line for line in lines), lines


def test_a_term_in_any_language_is_read_as_its_id():
    """The family: a terrain, a feature or a colour in the group's words ("Plage", "montañas", "rojo (público)")
    is answered with its id, and the check goes on with it instead of piling errors on the first."""
    from generator.load.nodes import Node
    from generator.model import Pos

    island, city = load_game("my-island"), load_game("my-city")
    reader = Reader()
    at = Pos("x.yaml", 1, 1)
    assert reader.choice(Node("Plage", at), "terrain", island.terrains) == "beach"
    assert reader.choice(Node("montañas", at), "terrain", city.terrains) == "mountain"
    assert reader.choice(Node("estatua", at), "feature", island.features) == "statue"
    assert reader.choice(Node("nube", at), "terrain", island.terrains) is None
    assert len(reader.problems) == 4


# --- M3: no "quedan 0 rondas" -----------------------------------------------------------------------------------

def test_undoing_the_only_round_says_none_is_left():
    """Review 6 M3: table mode said "Se ha quitado la última ronda; quedan 0 rondas."; `chronicle undo`
    already said "ya no queda ninguna ronda"."""
    es = catalogue_texts("es")
    assert es["The last round was removed; no round is left."] == "Se ha quitado la última ronda; ya no queda ninguna."
    assert es["no round left"] == "ya no queda ninguna ronda"
    table = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert "S.undone_all" in table


# --- M4, M9: what the FAQ said loosely -------------------------------------------------------------------------

def test_LG_15_beach_spaces_subtract_and_the_player_scores():
    """Review 6 M4: "los espacios de playa visibles se descuentan al final… la loseta gana +1": the
    spaces subtract points, and the tile gives the point."""
    body = _body("es", "immediate-or-end-points")
    assert "los espacios de playa visibles restan al final" in body and "la loseta da +1" in body
    assert "se descuentan al final" not in body and "loseta gana" not in body


@pytest.mark.parametrize(("lang", "said", "loose"), [("es", "4 losetas más, con sus cartas", "4 losetas y cartas más"),
                                                      ("en", "4 more tiles, each with its card", "4 more tiles and cards")])
def test_the_campaigns_four_tiles_come_with_their_cards(lang, said, loose):
    """Review 6 M9: "la campaña añade 4 losetas y cartas más" read as 4 tiles and some cards."""
    body = _body(lang, "setup")
    assert said in body and loose not in body


# --- M5: a player owes points, not a token (C-5, LG-08) ---------------------------------------------------------

@pytest.mark.parametrize(("lang", "pattern"), [
    ("es", r"(?<!con la )(?<!con las )\bfichas?\b(?: \w+){0,3} (?:que )?deben?\b|\bfichas? terminan\b"),
    ("en", r"(?<!their )\btokens?\b(?: \w+){0,3} (?:owing|owes?)\b|\btokens end\b"),
])
def test_C_5_a_player_owes_points_not_a_token(lang, pattern):
    """Review 6 M5: "Dos fichas terminan el episodio en 0, pero deben puntos distintos"; "Una ficha en 0
    que debe 32 vale −32": the debt is a player's. The title is also every "see also" link to it."""
    found = {where: [m.group() for m in re.finditer(pattern, text, re.IGNORECASE)] for where, text in _sources(lang).items()}
    assert {where: hits for where, hits in found.items() if hits} == {}
    assert "Un jugador con la ficha en 0 que debe 32 cuenta como −32" in _body("es", "ranking-below-zero")


# --- M6: "carretera de caminos" (MI-E04) ---------------------------------------------------------------------------

def test_MI_E04_a_road_is_not_a_road_of_paths():
    """Review 6 M6: "Una carretera de caminos que une…" (MI-E04, the glossary's "estatua"): a road is a
    chain of paths already. terms.yaml makes the FAQ build refuse it; the glossary and rules are read here."""
    assert {where for where, text in _sources("es").items() if re.search(r"carreteras? de caminos", text)} == set()
    assert {where for where, text in _sources("en").items() if re.search(r"roads? of paths", text)} == set()
    assert [f.word for f in TERMS.find("puntúan cuando una carretera de caminos las une", "es", (), "my-island")] == [
        "carretera de caminos"]


# --- M7: the small square of My Island's board, explained ---------------------------------------------------------

@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_glossary_says_what_my_islands_small_square_is(lang):
    """Review 6 M7: the board legend and the spaces' titles say "cuadrado pequeño", a drawing, with
    nothing to say what it is. The sources say only that it matters later, so the name stays (calling it a
    sticker slot would invent a rule) and the glossary says what it is."""
    name = load_game("my-island").features["square"].names[lang]
    entries = glossary_entries(lang)
    assert entries[name]["game"] == "my-island" and "#" in entries[name]["definition"]


# --- M8: the glossary speaks impersonally ---------------------------------------------------------------------------

def test_the_spanish_glossary_and_rules_are_impersonal():
    """Review 6 M8: "(en My City, puedes colorear un símbolo de progreso)", "también puedes colorear uno":
    every other definition is impersonal."""
    second = re.compile(r"\b(puedes|tienes|debes|tu|tus|coloreas|colocas|ganas|pierdes|pasas|construyes)\b", re.IGNORECASE)
    found = {where: second.findall(text) for where, text in _sources("es").items()
             if where.startswith(("glossary", "rules.yaml"))}
    assert {where: hits for where, hits in found.items() if hits} == {}


# --- Y3: score says an episode in progress has no rank yet -----------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("es", "sin puesto"), ("fr", "pas encore de rang"), ("en", "no rank yet")])
def test_LG_09_score_of_an_episode_in_progress_says_no_rank_yet(tmp_path, cli, lang, said):
    """Review 6 Y3: `chronicle score` wrote "puesto -" beside each player of an episode in progress."""
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana="{A1: house, A2: house}", Ben="pass")), language=lang)
    out = cli("--lang", lang, "score", folder).stdout.replace("\u00a0", " ")
    assert out.count(said) == 2 and not re.search(r"(puesto|rang|rank) -", out), out


# --- M10: init names the folder it made ------------------------------------------------------------------------------

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
