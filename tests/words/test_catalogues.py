"""Every UI string is translated in es, fr and en; no fuzzy or missing entry ships."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import generator

ROOT = Path(__file__).parents[2]
LOCALE = ROOT / "templates/locale"
PLACEHOLDER = re.compile(r"%\((\w+)\)s")


def catalogue(lang: str):  # type: ignore[no-untyped-def]
    with (LOCALE / lang / "LC_MESSAGES/messages.po").open("rb") as handle:
        return read_po(handle, locale=lang)


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):  # type: ignore[no-untyped-def]
    """The messages of the templates and code now, as `pybabel extract` finds them (once per run)."""
    pot = tmp_path_factory.mktemp("pot") / "now.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg", "-k", "N_",
                    "--no-location", "--omit-header", "-o", str(pot), "."], cwd=ROOT, check=True, capture_output=True)
    with pot.open("rb") as handle:
        return [m for m in read_po(handle) if m.id]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_message_of_the_templates_and_code_is_translated(lang, extracted):
    translated = {}
    for message in catalogue(lang):
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        assert not message.fuzzy, f"{lang}: fuzzy entry {key!r}"
        assert all(strings), f"{lang}: no translation for {key!r}"
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for text in strings:
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(ids[-1])), f"{lang}: placeholders of {key!r}"
        translated[key] = strings
    missing = {m.id if isinstance(m.id, str) else m.id[0] for m in extracted} - set(translated)
    assert not missing, f"{lang}: not in the catalogue (run pybabel extract and update): {sorted(missing)[:5]}"


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_catalogue_keeps_a_message_the_code_no_longer_says(lang, extracted):
    """A dead entry is words nobody reads but a test can still quote (one did, after its message changed):
    `pybabel update --ignore-obsolete` (README) leaves only what pybabel extract finds."""
    said = {m.id if isinstance(m.id, str) else m.id[0] for m in extracted}
    kept = {m.id if isinstance(m.id, str) else m.id[0] for m in catalogue(lang) if m.id}
    assert sorted(kept - said) == []


PLURAL_FORMS = {"es": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);", "en": "nplurals=2; plural=(n != 1);"}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_plural_message_has_all_the_forms_its_language_declares(lang, extracted):
    """'1 cercles' cannot ship: every ngettext message is plural in the catalogue, with each form filled."""
    cat = catalogue(lang)
    assert cat.plural_forms == PLURAL_FORMS[lang]
    plural = {m.id[0]: m for m in cat if isinstance(m.id, tuple)}
    wanted = {m.id[0] for m in extracted if isinstance(m.id, tuple)}
    assert wanted and wanted <= set(plural), f"{lang}: counted messages without plural forms: {sorted(wanted - set(plural))}"
    for key, message in plural.items():
        assert len(message.string) == cat.num_plurals and all(message.string), f"{lang}: plural forms of {key!r}"


def test_counts_take_the_form_of_their_language():
    """French counts 0 and 1 in the singular, Spanish and English only 1."""
    from generator.frontend.i18n import load

    forms = {lang: [load(LOCALE, lang).ngettext("%(num)s progress circle", "%(num)s progress circles", n) % {"num": n} for n in (0, 1, 2)]
             for lang in ("es", "fr", "en")}
    assert forms["fr"] == ["0\u00a0cercle Progrès", "1\u00a0cercle Progrès", "2\u00a0cercles Progrès"]
    assert forms["es"] == ["0\u00a0círculos de progreso", "1\u00a0círculo de progreso", "2\u00a0círculos de progreso"]
    assert forms["en"] == ["0\u00a0progress circles", "1\u00a0progress circle", "2\u00a0progress circles"]


def test_every_sample_board_and_piece_set_has_a_translated_name():
    """The games page shows the shipped samples' names in the visitor's language."""
    from generator.frontend.i18n import SAMPLE_NAMES
    from generator.load.nodes import load_file

    names = {load_file(path).plain()["name"] for kind in ("boards", "pieces")
             for path in (ROOT / "content/games").glob(f"*/{kind}/*.yaml")}
    assert names == set(SAMPLE_NAMES)
    for lang in ("es", "fr"):
        cat = catalogue(lang)
        assert all(cat[name].string and cat[name].string != name for name in names), lang


def babel_messages(handle) -> tuple[dict[str, str | tuple[str, ...]], str]:  # type: ignore[no-untyped-def]
    """What babel's read_po finds in a catalogue, keyed as the Translator looks messages up."""
    cat = read_po(handle)
    messages = {}
    for message in cat:
        if message.id and not message.fuzzy:
            key = message.id if isinstance(message.id, str) else message.id[0]
            key = f"{message.context}\x04{key}" if message.context else key
            messages[key] = tuple(message.string) if isinstance(message.string, tuple) else message.string
    return messages, cat.plural_expr


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_command_line_reads_the_shipped_catalogues_as_babel_does(lang):
    """chronicle reads its .po catalogues itself (babel's reader is too slow for every `check`): same words."""
    from generator.words.i18n import read_po

    path = LOCALE / lang / "LC_MESSAGES/messages.po"
    with path.open("rb") as handle:
        assert read_po(path.read_text(encoding="utf-8")) == babel_messages(handle)


TRICKY_CATALOGUE = r'''# a comment
msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#, python-format
msgid ""
"a long message "
"on two lines with \"quotes\", a \\ and a\ttab"
msgstr ""
"un long message "
"sur deux lignes avec des \"guillemets\", un \\ et une\ttabulation\n"

#, fuzzy, python-format
msgid "a fuzzy one"
msgstr "un flou"

msgctxt "my-city"
msgid "piece"
msgstr "bâtiment"

msgid "piece"
msgstr "pièce"

msgid "%(n)s circle"
msgid_plural "%(n)s circles"
msgstr[0] "%(n)s cercle"
msgstr[1] "%(n)s cercles"

msgid "untranslated"
msgstr ""

#~ msgid "obsolete"
#~ msgstr "obsolète"
'''


def test_the_catalogue_reader_reads_what_babel_reads_in_every_kind_of_entry():
    """Context, plurals, wrapped lines, escapes; fuzzy and obsolete entries left out; French plurals."""
    from io import BytesIO

    from generator.words.i18n import read_po

    messages, plural = read_po(TRICKY_CATALOGUE)
    assert (messages, plural) == babel_messages(BytesIO(TRICKY_CATALOGUE.encode()))
    assert messages["my-city\x04piece"] == "bâtiment" and plural == "(n > 1)"
    assert messages['a long message on two lines with "quotes", a \\ and a\ttab'].endswith("tabulation\n")
    assert "a fuzzy one" not in messages and "obsolete" not in messages


def test_every_message_the_code_looks_up_is_found_by_pybabel():
    """A message looked up inside an f-string is invisible to pybabel extract: it would drop out of
    the catalogues at the next update, and the page would fall back to English."""
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_python

    missing = []
    for source in sorted(Path(generator.__file__).parent.rglob("*.py")):
        with source.open("rb") as handle:
            found = [m[2] if isinstance(m[2], tuple) else (m[2],) for m in extract_python(handle, DEFAULT_KEYWORDS, [], {})]
        extracted = {text for texts in found for text in texts if isinstance(text, str)}
        looked_up = {m[1] for m in re.findall(r"""gettext\(\s*(["'])((?:(?!\1)[^\\]|\\.)*)\1\s*[,)]""", source.read_text(encoding="utf-8"))}
        missing += [f"{source.name}: {m}" for m in sorted(looked_up - extracted)]
    assert missing == []


def test_english_names_each_games_pieces_in_its_own_word():
    """The English FAQ and glossary say My Island's tiles and My City's buildings (MI-R01, MC-R01):
    a message said per game does too, outside its placeholders and its `code`, never "piece"."""
    own = {"my-island": "tile", "my-city": "building"}
    said = [(m.context, text) for m in catalogue("en") if m.context in own
            for text in (m.string if isinstance(m.string, tuple) else (m.string,))]
    prose = [(game, re.sub(r"`[^`]*`|%\(\w+\)s", "", text)) for game, text in said]
    assert [text for _, text in prose if re.search(r"\bpieces?\b", text, re.IGNORECASE)] == []
    assert all(any(own[game] in text.lower() for game, text in prose if game == g) for g in own)
