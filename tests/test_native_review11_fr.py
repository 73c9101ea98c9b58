"""The eleventh round of native fixes, French (the tenth review's report, items TERM 1, MINOR 1 and 2, TYPO 1):
the guides say tile and building as the editions do, never piece; a space the board gains is explained
plainly; an unknown campaign is said without a colon of its own; `new --help` keeps a folder name whole.
Each test checks every language where the fault was not only French's."""

from __future__ import annotations

import re

import pytest

from helpers import catalogue_texts

TOPICS = ("formats", "envelopes")


def _guide(cli, lang: str, topic: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0, result.output
    return str(result.output)


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


UNKNOWN = ("there is no campaign '%(name)s' (no folder by that name)",
           "there is no campaign '%(name)s' (neither a folder nor a campaign of %(folder)s)%(hint)s%(known)s")


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_an_unknown_campaign_is_said_without_a_colon_of_its_own(cli, lang):
    """Review 10 fr MINOR 1: `chronicle --lang fr score nowhere` chained three colons, « valeur incorrecte pour
    « CAMPAGNE » : pas de campagne « nowhere » : ce dossier n'existe pas ». Both messages for an unknown
    campaign now put the reason in brackets (fr « il n'y a pas de campagne « nowhere » (aucun dossier de ce
    nom) »), after click's own colon only."""
    texts = catalogue_texts(lang)
    for msgid in UNKNOWN:
        assert ":" not in texts[msgid], texts[msgid]
    result = cli("--lang", lang, "score", "nowhere")
    assert result.exit_code == 2
    output = result.output.replace("\u00a0", " ").replace("\u202f", " ")
    line = [line for line in output.splitlines() if "nowhere" in line and "--help" not in line][0]
    start = {"fr": "il n’y a pas de campagne « nowhere » (", "es": "no hay ninguna campaña «nowhere» (",
             "en": "there is no campaign 'nowhere' ("}[lang]
    assert start in line, line
    reason = line.split(start, 1)[1].split(")", 1)[0]
    assert ":" not in reason, line


@pytest.mark.parametrize(("lang", "folder"), [("fr", "ile-aux-tresors"), ("es", "isla-de-los-tesoros"),
                                              ("en", "ile-aux-tresors")])
def test_new_help_keeps_the_example_folder_on_one_line(cli, lang, folder):
    """Review 10 fr TYPO 1: `chronicle --lang fr new --help` broke the example folder after its own hyphen
    (« ile-aux-⏎tresors »): was it ile-aux-tresors or ile-auxtresors? The folder now stands on a line of its
    own that click does not rewrap (a \\b paragraph), whole, as it is to be typed."""
    result = cli("--lang", lang, "new", "--help")
    assert result.exit_code == 0, result.output
    after_usage = result.output.splitlines()[1:]
    description = after_usage[:next(i for i, line in enumerate(after_usage) if line[:1].strip())]  # up to Options
    lines = [line.strip() for line in description]
    assert folder in lines, result.output
    assert "\b" not in result.output
    assert [line for line in lines if line.endswith("-")] == []
