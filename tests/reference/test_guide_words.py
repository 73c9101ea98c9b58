"""The guides `chronicle guide` shows (formats, envelopes) as a native player reads them (issue 23's native
reviews): examples in the reader's language, tiles and buildings never 'pieces', sentences that agree.
"""


from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from helpers import (
    ROOT,
    catalogue_texts,
)

CONTENT = ROOT / "content"


def _flat(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ")


LANGUAGES = {"es", "fr", "en"}


def _guide(cli, lang: str, topic: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0, result.output
    return str(result.output)


def _language_mappings(node: Any) -> list[dict[str, Any]]:
    """Every mapping of a YAML example whose keys are all languages: a text the group writes (a name's
    `genders`, {es: f, fr: f}, is no text)."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if node and set(node) <= LANGUAGES:
            found.append(node)
        for key, value in node.items():
            if key != "genders":
                found += _language_mappings(value)
    elif isinstance(node, list):
        for value in node:
            found += _language_mappings(value)
    return found


TOPICS = ("formats", "envelopes")


def _prose(text: str) -> str:
    """The guide without what stays byte for byte: code (in an example only its comments are prose), code
    spans and file names."""
    lines, code = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            code = not code
        elif code:
            lines.append(line.partition(" # ")[2])
        else:
            lines.append(line)
    text = re.sub(r"`[^`\n]*`", "", "\n".join(lines))
    return re.sub(r"[\w/-]*\.yaml\b", "", text)                # boards/our-pieces.yaml


def _one_line(text: str) -> str:
    """Text with its line breaks and (typographic) spaces made plain, so a phrase reads across a wrap."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


def _guide_one_line(cli, lang: str, topic: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0, result.output
    return _one_line(str(result.output))


ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


# --- T2: «árbol doble» in the envelopes guide and the ruleset schema, «doble árbol» everywhere else ---

_NOUN_FIRST = re.compile(r"\b(árbol|árboles|roca|rocas) dobles?\b", re.IGNORECASE)


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def _envelopes_guide(cli, lang: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", "envelopes")
    assert result.exit_code == 0, result.output
    return _plain(result.output)


# --- T1: My Island's «círculos» where My City is meant; the board section's command and its file ---

def test_LG_07_the_guides_say_circles_or_progress_symbols_where_both_games_are_meant(cli):
    """Review 9 es T1 (LG-07): `guide formats` said «para cada jugador, los círculos, la deuda…» for both games,
    and `guide envelopes` §1, right after a My City example, «la clasificación suma los círculos coloreados»:
    My City's word is «símbolos de progreso». No bare «círculos» left in the Spanish guides, nor a bare
    «cercles» in the French ones."""
    formats = _flat(cli("--lang", "es", "guide", "formats").output)
    envelopes = _flat(cli("--lang", "es", "guide", "envelopes").output)
    assert "para cada jugador, los círculos o símbolos de progreso, la deuda" in formats
    assert "la clasificación suma los símbolos de progreso ya coloreados antes de empezar el registro" in envelopes
    for lang, bare in (("es", r"círculos(?! de progreso| o símbolos de progreso)"),
                       ("fr", r"cercles(?! Progrès| cochés ou les symboles)")):
        for guide in sorted((CONTENT / "guide" / lang).glob("*.md")):
            found = re.findall(bare + r".{0,30}", _flat(guide.read_text(encoding="utf-8")))
            assert found == [], (guide, found)


@pytest.mark.parametrize(("lang", "never"), [
    ("fr", ("tejedores", "Capítulo 3", "Arrecife", "arrecife", "Palacio", "perlas", "un faro")),
    ("en", ("tejedores", "Arrecife", "arrecife", "un faro")),
])
def test_the_envelopes_guides_examples_give_every_text_in_the_guides_language_first(cli, lang, never):
    """Review 9 fr UNTRANSLATED 1: `chronicle --lang fr guide envelopes` showed `name: {es: Capítulo 3, en: Chapter 3}`,
    `CH4-1: {es: …}`, `reason: {es: arrecife sin cubrir}`, `reef: {names: {es: Arrecife}}` and `chronicle new
    tejedores` (9 places): a French group copying them got Spanish rule texts on its site. Every text a group
    writes in the guide's examples (a mapping of languages) now has the guide's language, first; the English
    guide likewise."""
    text = _guide(cli, lang, "envelopes")
    blocks = re.findall(r"```yaml\n(.*?)```", text, re.DOTALL)
    assert len(blocks) >= 10
    mappings = [m for block in blocks for m in _language_mappings(yaml.safe_load(block))]
    assert len(mappings) >= 8, mappings
    assert [m for m in mappings if next(iter(m)) != lang] == [], lang
    commands = re.findall(r"```sh\n(.*?)```", text, re.DOTALL)
    shown = "\n".join(blocks + commands)
    assert [word for word in never if re.search(rf"\b{word}\b", shown)] == []


@pytest.mark.parametrize(("lang", "heading", "where"), [
    ("fr", "## Un plateau\u00a0: boards/le-notre.yaml", "Depuis le dossier de la campagne, `"),  # set in the file (issue 34)
    ("en", "## A board: boards/ours.yaml", "From the campaign's folder, `"),
])
def test_the_formats_guides_board_command_draws_the_file_its_section_writes(cli, tmp_path: Path, monkeypatch,
                                                                             lang, heading, where):
    """Review 9 fr MINOR 4: the section « Un plateau : boards/le-notre.yaml » showed `chronicle board
    games/my-island/boards/le-notre.yaml --svg le-notre.svg`, a folder the reader had written nothing in. The
    command run from the campaign's folder now draws the section's own file, as written there."""
    text = (ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8")
    section = text[text.index(heading):]
    section = section[:section.index("\n## ", 1)]
    path = heading.rsplit(" ", 1)[1]
    board = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    command = section[section.index(where) + len(where):].split("`", 1)[0]
    assert board is not None and command.startswith(f"chronicle board {path} --svg "), command
    campaign = tmp_path / "campaign"
    (campaign / "boards").mkdir(parents=True)
    (campaign / path).write_text(board.group(1), encoding="utf-8")
    monkeypatch.chdir(campaign)
    drawn = cli("--lang", lang, *command.split()[1:])
    svg = command.split()[-1]
    assert drawn.exit_code == 0 and (campaign / svg).read_text(encoding="utf-8").lstrip().startswith("<"), drawn.output
    # any other command of the section draws the same file, from the repository's shared folder the section names
    others = re.findall(r"`chronicle board (\S+)", section)
    assert set(others) <= {path, f"games/my-island/{path}"} and "`games/my-island/boards/`" in section, others


@pytest.mark.parametrize(("lang", "word"), [("fr", r"pièces?"), ("es", r"\bpiezas?\b"), ("en", r"\bpieces?\b")])
@pytest.mark.parametrize("topic", TOPICS)
def test_the_guides_say_tile_or_building_never_piece(cli, lang, word, topic):
    """Review 10 fr TERM 1: the guides said « vos pièces », « le catalogue de pièces », « ## Les pièces :
    boards/notre-catalogue.yaml », « ## 4. Où poser les pièces », « ## 6. Des pièces différentes pour chaque
    joueur » (about 25 places; «piezas» and "pieces" likewise in es and en), a word neither edition uses. The
    prose and the examples' comments now say tile (My Island), building (My City), or both; YAML keys
    (`pieces:`, `first_piece`, `{piece: …}`) and file names stay as they are."""
    text = _guide(cli, lang, topic)
    found = re.findall(rf".{{0,40}}{word}.{{0,20}}", _prose(text), re.IGNORECASE)
    assert found == [], found
    tile, building = {"fr": ("tuile", "bâtiment"), "es": ("loseta", "edificio"), "en": ("tile", "building")}[lang]
    assert tile in text and building in text


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_the_board_change_adding_a_space_says_plainly_what_it_is(cli, lang):
    """Review 10 fr MINOR 2: envelopes section 3 said « Une case que le plateau gagne (une extension, un haut
    plateau) », a word-for-word "a plateau" (es « una meseta »): a relief, not anything on a game board. It
    now says a sticker that enlarges the island or the city."""
    text = _guide(cli, lang, "envelopes")
    assert not re.search(r"haut plateau|meseta|\ba plateau\b", text)
    expected = {"fr": "un autocollant qui agrandit l’île ou la ville", "es": "una pegatina que agranda la isla o la\nciudad",
                "en": "a sticker that enlarges the island or the city"}[lang]
    assert expected in text


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "la tuile ou le bâtiment, posé avec son ancrage sur C4 et tourné de 0 à 5 crans", "tournée"),
    ("es", "la loseta o el edificio, colocado con su anclaje en C4 y girado de 0 a 5 pasos", "girada"),
])
def test_the_formats_guide_rotation_row_agrees_in_gender(cli, lang, said, never):
    """review 11 fr GRAMMAR 1: « posé … tournée » disagreed (Spanish « colocado … girada » too)."""
    row = next(line for line in _guide_one_line(cli, lang, "formats").split("|") if "C4" in line and "r2" not in line)
    assert said in row and never not in row


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "énumère les conditions des cases qu'aucune tuile ni aucun bâtiment ne peut couvrir"),
    ("es", "enumera las condiciones de los espacios que ninguna loseta ni ningún edificio puede cubrir"),
    ("en", "lists the conditions of spaces that no tile or building may cover"),
])
def test_the_envelopes_guide_covers_spaces_not_conditions(cli, lang, said):
    """review 11 fr MINOR 4: a condition cannot be covered; a space can."""
    assert said in _guide_one_line(cli, lang, "envelopes").replace("’", "'")


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "Tout ce que ces mots ne permettent pas d'exprimer se note comme un ajustement, avec sa raison", "ci-dessus ne disent pas"),
    ("es", "Todo lo que estas palabras no permitan expresar se anota como un ajuste, con su motivo", "no digan las palabras"),
    ("en", "Anything these words cannot express is recorded as an adjustment, with its reason", "do not say is an"),
])
def test_the_envelopes_guide_notes_the_rest_as_an_adjustment(cli, lang, said, never):
    """review 11 fr MINOR 5: what the words cannot express is not itself an adjustment; it is noted as one."""
    guide = _guide_one_line(cli, lang, "envelopes").replace("’", "'")
    assert said in guide and never not in guide


def test_LG_05_formats_guide_says_stop_in_the_editions_words():
    """Found by native review 4, es; both games' verb is «abandonar» since issue 34 (Spanish review 4, fault 1)."""
    text = (ROOT / "content" / "guide" / "es" / "formats.md").read_text(encoding="utf-8")
    assert "participación" not in text
    assert "# Ana abandona" in text and "| `stop` | el jugador abandona |" in text and "retir" not in text


def test_envelopes_guide_says_a_new_space_is_added_to_the_board():
    """Found by native review 4, es."""
    text = (ROOT / "content" / "guide" / "es" / "envelopes.md").read_text(encoding="utf-8")
    assert "gana el tablero" not in text and "Un espacio nuevo que se añade al tablero" in text
    assert "(por ejemplo, un elemento con el borde del tablero o con otro elemento)" in text


def test_the_envelope_guide_says_where_the_token_starts_from_and_what_its_example_does():
    """Found by native fixes round 7 (review 6), fr."""
    fr = _plain((ROOT / "content/guide/fr/envelopes.md").read_text(encoding="utf-8"))  # set in the file (issue 34)
    en = (ROOT / "content/guide/en/envelopes.md").read_text(encoding="utf-8")
    assert "d'où part le marqueur Score" in fr and ": où part" not in fr
    for text, never in ((fr, "seulement la rive ouest"), (en, "only the west bank")):  # M10: the YAML forbids the harbour
        example = text[text.index("# rules/chapter-3.yaml"):]
        assert never not in text and "may_not_cover: [{region: harbour}]" in example[:400]
    assert "(un élément au bord, à un autre élément)" not in fr and "par exemple un élément relié au bord" in fr  # M11
    assert "(a feature to the edge, to another feature)" not in en


def test_the_french_guides_comment_their_yaml_with_curly_apostrophes_and_keep_its_values():
    """Found by native fixes round 7 (review 6), fr."""
    for name in ("envelopes.md", "formats.md"):
        text = (ROOT / "content/guide/fr" / name).read_text(encoding="utf-8")
        for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
            comments = [line.split(" #", 1)[1] for line in block.splitlines() if " #" in line or line.startswith("#")
                        if " #" in line]
            assert not [c for c in comments if ELISION.search(c)], (name, comments)


# --- M8: what `language:` does, said once ---

def test_language_key_is_explained_the_same_way_in_spanish():
    """Review 7 M8: «idioma de tus notas» (template), «Idioma de las notas del grupo» (help), «el idioma de
    las páginas del sitio y de los mensajes» (guide)."""
    po = catalogue_texts("es")
    guide = (CONTENT / "guide" / "es" / "formats.md").read_text(encoding="utf-8")
    line = next(x for x in guide.splitlines() if x.startswith("language:"))
    texts = [po["language of your notes: es | fr | en"],
             po["Language of the group's notes (default: the repository's, else the language of these messages)."], line]
    for text in texts:
        assert "idioma del grupo" in text.lower() and "notas" in text and "por defecto" in text, text
    assert "páginas del sitio" not in line


@pytest.mark.parametrize(("lang", "island", "city"), [("fr", "cercles Progrès", "symboles Progrès"),
                                                      ("en", "progress circles", "progress symbols")])
def test_LG_12_the_formats_guide_start_names_both_games_progress_marks(lang, island, city):
    """Found by native fixes round 8 (review 7), fr."""
    guide = " ".join((ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8").split())
    start = guide[guide.index("`start:`"):][:300]
    assert island in start and city in start and "My City" in start, start


# --- M11: the guide's language is the group's notes, in the reader's own language; a space meets a condition ----

@pytest.mark.parametrize(("lang", "said"), [("fr", "language: fr               # es, fr ou en : la langue de vos notes"),
                                            ("en", "language: en               # es, fr or en: the language of your notes")])
def test_the_formats_guide_language_line_matches_new(lang, said):
    """Found by native fixes round 8 (review 7), fr."""
    guide = (ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8")
    assert said in guide


def test_the_envelopes_guide_says_a_space_meets_a_condition():
    """Found by native fixes round 8 (review 7), fr."""
    guide = " ".join((ROOT / "content" / "guide" / "fr" / "envelopes.md").read_text(encoding="utf-8").split())
    assert "Une case remplit une condition quand elle satisfait toutes les clés indiquées" in guide
    assert "est remplie par une case" not in guide


def test_MC_R06_the_double_tree_is_called_doble_arbol_everywhere_in_spanish(tmp_path, cli):
    """Review 8 T2 (MC-R06): `guide envelopes` §7 and the ruleset schema said «un árbol doble cuenta 2», the
    rules, the FAQ and the rest of the site «doble árbol» and «doble roca»: one thing of the board, one name."""
    guide = cli("--lang", "es", "guide", "envelopes")
    assert guide.exit_code == 0, guide.output
    assert "un doble árbol cuenta 2" in guide.output
    cli("--lang", "es", "init", tmp_path / "g")
    schemas = sorted((tmp_path / "g" / ".chronicle" / "schemas").glob("ruleset*.schema.json"))
    assert schemas
    for schema in schemas:
        text = schema.read_text(encoding="utf-8")
        assert "un doble árbol cuenta 2" in text and not _NOUN_FIRST.search(text), schema.name
    sources = [path for path in CONTENT.rglob("*") if path.is_file() and ("/es/" in str(path) or path.stem == "es")]
    texts = {str(path): path.read_text(encoding="utf-8") for path in sources}
    texts["rules.yaml (es)"] = " ".join(str(r["title"]["es"]) + " " + str(r["statement"]["es"])
                                        for r in yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8")).values())
    texts["messages.po (es)"] = " ".join(catalogue_texts("es").values())
    assert not {where: _NOUN_FIRST.findall(text) for where, text in texts.items() if _NOUN_FIRST.search(text)}


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("fr", "Cet identifiant s'écrit avec des lettres et des chiffres reliés par des tirets, sans reprendre l'un des "
           "identifiants LG-, MI-, MC- ou C- de chronicle.", "qui ne soit pas"),
    ("es", "El identificador se escribe con letras y cifras unidas por guiones, sin repetir ninguno de los "
           "identificadores LG-, MI-, MC- o C- de chronicle.", "que no sea uno"),
])
def test_envelopes_guide_own_rule_ids_do_not_hang_a_relative_clause_on_a_plural(cli, lang, said, not_said):
    """Review 8 GRAMMAR 1: « des lettres et des chiffres …, qui ne soit pas l'un des identifiants » read as a
    wrong agreement; the ID's form is now a sentence whose subject is the ID (LG-, MI-, MC-, C- stay chronicle's)."""
    guide = _envelopes_guide(cli, lang)
    assert said in guide and not_said not in guide


@pytest.mark.parametrize(("lang", "heading", "calque"), [
    ("fr", "## 10. Le classement quand un marqueur finit sur 0 avec des points encore dus", "rangs sous 0"),
    ("es", "## 10. La clasificación cuando una ficha termina en 0 debiendo puntos", "Clasificación por debajo de 0"),
    ("en", "## 10. Ranking when a token ends on 0 owing points", "Ranks below 0"),
])
def test_C_5_the_envelopes_guide_heading_names_a_token_on_0_owing_points(cli, lang, heading, calque):
    """Review 8 MINOR 7: « ## 10. Les rangs sous 0 » was a calque: it is a marker on 0 with points owed (C-5)."""
    guide = _envelopes_guide(cli, lang)
    assert heading in guide and calque not in guide


@pytest.mark.parametrize("lang, hint, words", [("es", "TEMA", "«formats» y «envelopes»"),
                                               ("fr", "SUJET", "«\u00a0formats\u00a0» et «\u00a0envelopes\u00a0»")])
def test_an_unknown_guide_names_the_argument_in_the_readers_words(cli, lang, hint, words):
    """Found by native review 3, command line."""
    result = cli("--lang", lang, "guide", "sobrs")
    assert result.exit_code == 2
    assert hint in result.stderr and "TOPIC" not in result.stderr, result.stderr
    assert words in result.stderr, result.stderr


@pytest.mark.parametrize("lang, topic", [("es", "sobres"), ("es", "formatos"), ("fr", "enveloppes")])
def test_a_guide_answers_to_its_name_in_the_readers_language(cli, lang, topic):
    """Found by native review 3, command line."""
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0 and result.stdout.startswith("#")


@pytest.mark.parametrize("lang, absent", [("es", ("3, 6 ... 24", "B7...", "Turnos", "boards/ours.yaml")),
                                          ("fr", ("3, 6 ... 24", "B7...", "(My City):", "lecteur même", "la ligne de la carte",
                                                  "boards/ours.yaml", "en peint un"))])
def test_the_guides_read_as_written_in_the_readers_language(cli, lang, absent):
    """es Y7, M15, U6; fr Y9, Y10, M3, M4, M6, U4: the guides `chronicle guide` shows. (native review 3, command line.)"""
    text = cli("--lang", lang, "guide", "envelopes").stdout + cli("--lang", lang, "guide", "formats").stdout
    assert [word for word in absent if word in text] == []
