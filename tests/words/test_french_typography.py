"""French typography: a narrow no-break space (U+202F) before ; ! ?, a no-break space (U+00A0) before :
and inside « », in everything chronicle shows in French (issue 23): the site's pages, table mode's
pages and the strings its script shows, and the command line. One filter sets them as the words are
shown (generator/words/typography.py); the catalogues, the content and the code keep ordinary spaces.

What is not French punctuation stays as it is: times (12:30), addresses (https://), a problem's
position (file:12:3:), queries (?key=), code, scripts and the group's own words in another language.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.words.quotes import quoted
from generator.words.typography import french, french_html, typesetter
from helpers import BAD, FIXTURES, ISLAND, NBSP, NNBSP, R, episode, faults, page_faults, table_js_typeset

ROOT = Path(__file__).parents[2]

# --- the function ------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Tour 1: carte 4", f"Tour 1{NBSP}: carte 4"),          # a word right against the colon (a round's heading)
    ("Lucía: A3", f"Lucía{NBSP}: A3"),                          # a player's line of a problem (problems.py)
    ("Règles : Épisode 1", f"Règles{NBSP}: Épisode 1"),         # an ordinary space before the colon
    ("Sûr ?", f"Sûr{NNBSP}?"),
    ("Sûr?", f"Sûr{NNBSP}?"),
    ("joueur inconnu 'Bob' ; joueurs : 'Ana'", f"joueur inconnu 'Bob'{NNBSP}; joueurs{NBSP}: 'Ana'"),
    ("Bravo !", f"Bravo{NNBSP}!"),
    ("(LG-04)?", f"(LG-04){NNBSP}?"),
    ("Quoi?!", f"Quoi{NNBSP}?!"),                                # one space before a pair of marks
    ("MI-R03: voir", f"MI-R03{NBSP}: voir"),                    # a rule ID is a word like any other
    ("la note « Baie »", f"la note «{NBSP}Baie{NBSP}»"),
    ("«Baie»", f"«{NBSP}Baie{NBSP}»"),
    ("fin :", f"fin{NBSP}:"),                                    # the end of the text
    ("x\u202f: y", f"x{NBSP}: y"),                               # the narrow space belongs to ; ! ?, not :
    ("x\u00a0; y", f"x{NNBSP}; y"),
])
def test_french_sets_the_no_break_spaces(text, expected):
    assert french(text) == expected


@pytest.mark.parametrize("text", [
    "12:30", "3:1", "https://example.org/fr/faq/", "campagnes/reef/episodes/01.yaml:12:3: erreur",
    "http://192.168.1.20:8765/?key=3f9c", "!important", "C4 r2", "A3", "MI-R03", "Ana=C4r2 Ben=pass",
    "l&amp; x", "&#39;", " »", "{lighthouse: {names: Phare, glyph: ▲}}", "`rules: chapter-3`", "‹\n    ▶\n    ›\n    »",
    f"déjà juste{NBSP}: rien{NNBSP}; à faire{NNBSP}? «{NBSP}non{NBSP}»",
])
def test_french_leaves_what_is_not_punctuation_or_already_right(text):
    assert french(text) == text


def test_a_position_in_a_file_keeps_its_colons():
    """An editor reads file:line:col: as it is; only what a person reads after it is French."""
    assert french("voir 01.yaml:12:3: erreur") == "voir 01.yaml:12:3: erreur"
    assert french("voir 01.yaml: erreur") == f"voir 01.yaml{NBSP}: erreur"


def test_other_languages_are_left_alone():
    assert typesetter("es")("Reglas: ¿seguro?") == "Reglas: ¿seguro?"
    assert typesetter("en")("Rules: sure?") == "Rules: sure?"
    assert typesetter("fr")("Règles: sûr?") == f"Règles{NBSP}: sûr{NNBSP}?"


def test_notes_are_quoted_in_each_languages_marks():
    assert quoted("Baie", "fr") == f"«{NBSP}Baie{NBSP}»"
    assert quoted("Bahía", "es") == "«Bahía»"
    assert quoted("Bay", "en") == "\u201cBay\u201d"


def test_quotes_inside_a_note_take_the_second_level():
    """« … « … » » reads « … “ … ” » (French and Spanish alike)."""
    assert quoted(f"la « baie{NBSP}» est à nous", "fr") == f"«{NBSP}la \u201cbaie\u201d est à nous{NBSP}»"
    assert quoted("la «bahía» es nuestra", "es") == "«la \u201cbahía\u201d es nuestra»"


def test_a_list_of_questions_keeps_a_space_before_its_semicolons():
    """"Voir aussi : Comment prépare-t-on un épisode ? ; En mode…": the ; after ? takes its space too."""
    assert french("un épisode ?; En mode ?: x") == f"un épisode{NNBSP}?{NNBSP}; En mode{NNBSP}?{NBSP}: x"
    assert french_html('<a href="#a">un épisode ?</a>; <a href="#b">Sûr ?</a>') == \
        f'<a href="#a">un épisode{NNBSP}?</a>{NNBSP}; <a href="#b">Sûr{NNBSP}?</a>'
    assert faults("un épisode ?; En mode") and not faults(f"un épisode{NNBSP}?{NNBSP}; En mode")


# --- pages -------------------------------------------------------------------------------------


def test_tags_between_a_word_and_its_mark_are_seen_through():
    """templates/episode_parts.html writes the round's link, then its colon: the space goes after the link."""
    html = '<p class="head"><a href="#round-1">Tour 1</a>:\ncarte 4</p>'
    assert french_html(html) == f'<p class="head"><a href="#round-1">Tour 1</a>{NBSP}:\ncarte 4</p>'


def test_a_mark_before_a_tag_ends_its_text():
    html = "<svg><title>Exemple : pour y jouer ?</title><desc>Verdict : interdit</desc></svg>"
    assert french_html(html) == (f"<svg><title>Exemple{NBSP}: pour y jouer{NNBSP}?</title>"
                                 f"<desc>Verdict{NBSP}: interdit</desc></svg>")


@pytest.mark.parametrize("kept", [
    '<script>var a = b ? c : d; if (x) { y(); }</script>',
    '<script type="application/json">{"next": "Suivant : %(name)s"}</script>',
    '<style>a { color: red; } b:hover { x: y; }</style>',
    '<code>mode: eternal</code>', '<pre>rounds:\n  - card: 1\n    Ana: C4 r2</pre>',
    '<a href="https://example.org/?a=1;b=2" class="x" id="y" style="color: red; margin: 0">lien</a>',
    '<meta http-equiv="refresh" content="0; url=../fr/">',
    '<textarea>Ana: A3</textarea>',
])
def test_what_is_not_prose_is_kept_byte_for_byte(kept):
    assert french_html(f"<p>Voici :</p>{kept}<p>Fin !</p>") == f"<p>Voici{NBSP}:</p>{kept}<p>Fin{NNBSP}!</p>"


def test_readable_attributes_are_set_too():
    html = ('<meta name="description" content="Reef : tous les épisodes">'
            '<main data-pagefind-meta="title:Questions : My Island">'
            '<button aria-label="Agrandir : Ana" title="Sûr ?" data-seat="0">x</button></main>')
    assert french_html(html) == (f'<meta name="description" content="Reef{NBSP}: tous les épisodes">'
                                 f'<main data-pagefind-meta="title:Questions{NBSP}: My Island">'
                                 f'<button aria-label="Agrandir{NBSP}: Ana" title="Sûr{NNBSP}?" data-seat="0">x</button></main>')


def test_an_entity_keeps_its_semicolon():
    assert french_html("<p>Ben &amp; Ana ; l&#39;île ?</p>") == f"<p>Ben &amp; Ana{NNBSP}; l\u2019île{NNBSP}?</p>"  # &#39; of an elision: ’


def test_the_groups_words_in_another_language_are_theirs():
    """A Spanish group's notes on the French page keep Spanish spacing; French notes on an English
    page, and the root page's French paragraph, get French spacing."""
    french_page = '<html lang="fr"><p>Notes :</p><section lang="es"><p>Nota: ¡bien!</p></section><p>Fin ?</p></html>'
    assert french_html(french_page, "fr") == (f'<html lang="fr"><p>Notes{NBSP}:</p><section lang="es">'
                                              f'<p>Nota: ¡bien!</p></section><p>Fin{NNBSP}?</p></html>')
    english_page = '<html lang="en"><p>Notes:</p><section lang="fr"><p>Note : bien !</p></section></html>'
    assert french_html(english_page, "en") == (f'<html lang="en"><p>Notes:</p><section lang="fr">'
                                               f'<p>Note{NBSP}: bien{NNBSP}!</p></section></html>')


# --- properties --------------------------------------------------------------------------------

_TEXT = st.lists(st.sampled_from(list("aéZ19 :;!?«»()'.,/-\n&#{}`") + [NBSP, NNBSP, "http://", "12:30", "&amp;"]),
                 max_size=30).map("".join)


@given(_TEXT)
@settings(max_examples=400, deadline=None)
def test_setting_twice_is_setting_once(text):
    assert french(french(text)) == french(text)
    html = f"<p>{text}</p><a href='#x'>{text}</a> {text}"
    assert french_html(french_html(html)) == french_html(html)


@given(_TEXT)
@settings(max_examples=300, deadline=None)
def test_only_spaces_change(text):
    """The filter adds or swaps spaces and curls an elision's apostrophe, nothing else: the text without its
    spaces, apostrophes read straight, is the same."""
    def bare(value: str) -> str:
        return re.sub(rf"[ {NBSP}{NNBSP}]", "", value).replace("\u2019", "'")

    assert bare(french(text)) == bare(text)


@given(_TEXT, _TEXT)
@settings(max_examples=300, deadline=None)
def test_a_page_in_another_language_is_never_changed(text, other):
    html = f'<html lang="es"><p>{text}</p><p lang="en">{other}</p></html>'
    assert french_html(html, "es") == html
    assert typesetter("en")(text) == text


@given(_TEXT, _TEXT.filter(lambda t: "<" not in t and "&" not in t))
@settings(max_examples=300, deadline=None)
def test_scripts_styles_and_code_are_never_touched(text, inside):
    for element in ("script", "style", "code", "pre"):
        kept = f"<{element}>{inside}</{element}>"
        assert kept in french_html(f"<p>{text}</p>{kept}<p>{text}</p>")


def test_table_modes_script_sets_the_same_spaces():
    """table.js sets the API's messages and its own lines as typography.py sets the rest."""
    cases = ["Tour 1: carte 4", "Lucía: A3", "Sûr ?", "Sûr?", "12:30", "https://x.org", "file:12:3: erreur",
             "a ; b", "« note »", "«note»", "x?key=1", "!important", "Quoi?!", "(LG-04)?", "joueurs : 'Ana'",
             "carte inconnue '99' (vouliez-vous dire '9' ?)", f"Ana{NBSP}: x", f"x{NBSP}; y", "%(name)s: %(action)s",
             "#3 Ana: A3 r2 [MI-R03: titre]", "comme {piece: 7, remove: true} ou x : y", "écrivez `rules: x` puis ?"]
    shown = table_js_typeset(cases)
    assert shown == [french(case) for case in cases]


# --- what a French reader meets ----------------------------------------------------------------


def test_every_french_page_of_the_demo_site_has_french_spacing(demo_site):
    """Visible text and readable attributes of every French page: the FAQ, rules, glossary, games,
    campaigns, episodes (rounds list, score sheets, boards' captions) and players."""
    pages = sorted((demo_site / "fr").glob("**/*.html"))
    assert len(pages) > 30
    found = {str(page.relative_to(demo_site)): page_faults(page.read_text(encoding="utf-8")) for page in pages}
    assert not {page: wrong for page, wrong in found.items() if wrong}


def test_the_other_languages_pages_get_no_french_spacing(demo_site):
    for lang in ("en", "es"):
        for page in (demo_site / lang).glob("**/*.html"):
            html = page.read_text(encoding="utf-8")
            assert NNBSP not in re.sub(r'<([a-z]+)[^>]* lang="fr".*?</\1>', "", html, flags=re.DOTALL), page


def test_a_board_note_is_quoted_in_guillemets_on_french_pages(demo_site):
    """LG-12's written notes: « » around the group's words, which keep their own language's spacing."""
    html = (demo_site / "fr/campaigns/reef-raiders/index.html").read_text(encoding="utf-8")
    assert f"«{NBSP}<span lang=" in html and f"</span>{NBSP}»" in html
    assert "\u201c" not in html


def _bad_campaigns(tmp_path: Path) -> dict[str, Path]:
    """The bad-input campaigns of test_messages_language, written for a French group."""
    folders = {}
    for number, (case, text) in enumerate(BAD.items()):
        folder = tmp_path / f"case{number}"
        (folder / "episodes").mkdir(parents=True)
        for kind in ("boards", "pieces"):
            (folder / kind).mkdir()
            (folder / kind / "tiny.yaml").write_bytes((FIXTURES / "my-island" / kind / "tiny.yaml").read_bytes())
        (folder / "campaign.yaml").write_text("title: T\ngame: my-island\nmode: legacy\nboard: boards/tiny.yaml\n"
                                              "pieces: pieces/tiny.yaml\nlanguage: fr\n"
                                              "players: [{name: Ana}, {name: Ben}]\n", encoding="utf-8")
        (folder / "episodes" / "01.yaml").write_text(text, encoding="utf-8")
        folders[case] = folder
    return folders


# file:line:col: severity: (the reader's words, set as French sets them; English for problem matchers)
_PLACE = re.compile(r"^(?P<place>.+?(?::\d+:\d+)?): (?P<severity>(?:error|warning):|(?:erreur|avertissement)[\u00a0 ]:) ")


def test_check_in_french_on_every_bad_input(tmp_path, cli, monkeypatch):
    """Each problem line keeps its machine-readable place (file:line:col); the severity word is
    French ("erreur :", with its no-break space) and what follows has French spacing, the FAQ link
    included ([MI-R03 : https://...])."""
    monkeypatch.delenv("CHRONICLE_SEVERITY", raising=False)
    lines = []
    for case, folder in _bad_campaigns(tmp_path).items():
        result = cli("check", folder, "--faq-url", "https://example.org/")
        assert result.exit_code == 1, case
        lines += [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) >= 20
    for line in lines:
        place = _PLACE.match(line)
        assert place, f"not a problem line: {line!r}"
        assert NBSP not in place["place"] and NNBSP not in place["place"]
        assert place["severity"] in ("erreur\u00a0:", "avertissement\u00a0:"), line
        assert not faults(line[place.end():]), line
    assert any(f"{NBSP}: " in line for line in lines) and any(NNBSP in line for line in lines)


def test_score_moves_add_and_help_in_french(make_campaign, cli):
    """A French group's other commands: the score sheet, the legal moves, a round added, help, a usage error."""
    folder = make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop")),
                           language="fr")
    outputs = [cli("score", folder).stdout, cli("--lang", "fr", "--help").stdout, cli("--lang", "fr", "check", "--help").stdout]
    fresh = make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="pass")), language="fr", slug="fresh")
    outputs += [cli("moves", fresh, "1", "Ana", "--card", "3").stdout, cli("add", fresh, "1", "--card", "3", "Ana=pass", "Ben=pass").stdout]
    usage = cli("--lang", "fr", "score")
    outputs.append(usage.stderr)
    assert all(outputs)
    for text in outputs:
        assert not faults(text), text
    assert f"Utilisation{NBSP}:" in outputs[1] and f"Options{NBSP}:" in outputs[1]


def test_table_mode_in_french(tmp_path):
    """The table page's text and the strings table.js shows from it."""
    from generator.table.page import render
    from generator.table.state import Table

    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    html = render(Table(folder), "fr").decode()
    assert not page_faults(html)
    strings = json.loads(re.search(r'<script type="application/json" id="strings">(.*?)</script>', html, re.DOTALL)[1])
    values = [v for value in strings.values() for v in (value if isinstance(value, list) else [value])]
    assert not [fault for value in values for fault in faults(value)]
    assert any(f"{NBSP}:" in value for value in values)


@pytest.mark.parametrize("topic", ["formats", "envelopes"])
def test_the_guides_in_french_keep_their_code_as_written(cli, topic):
    """A guide's prose has French spacing; its YAML examples and `code` are the file's, byte for byte."""
    shown = cli("--lang", "fr", "guide", topic).stdout
    assert not faults(cli("--lang", "fr", "guide").stdout)  # the list of guides
    source = (ROOT / "content/guide/fr" / f"{topic}.md").read_text(encoding="utf-8")
    blocks = re.compile(r"^```.*?^```$|`[^`\n]*`", re.MULTILINE | re.DOTALL)
    assert blocks.findall(shown) == blocks.findall(source)
    assert not faults(blocks.sub("\n", shown))


def test_board_and_init_in_french(cli, tmp_path):
    """chronicle board's listing and legend, and what init says it did; the group's own notes (in
    Spanish here) stay as written (tests/test_cli_review3.py)."""
    drawn = cli("--lang", "fr", "board", ROOT / "campaigns/reef-raiders", "--player", "Lucía")
    assert drawn.exit_code == 0, drawn.stderr
    drawn = re.sub("note «\u00a0[^»]*\u00a0»", "note", drawn.stdout)
    said = cli("--lang", "fr", "init", tmp_path / "groupe", "--language", "fr").stdout  # the run's language speaks
    for text in (drawn, said):
        assert text and not faults(text), text
    assert f"{NBSP}: " in drawn and f"{NBSP}: " in said


def test_a_transcribed_board_is_drawn_as_chronicle_board_draws_it_in_french(tmp_path, cli):
    """The transcription page's drawing of a saved board is the command line's, French spacing included."""
    from generator.table.transcribe import handle

    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)
    status, _, body = handle("POST", "/api/transcribe/board", {}, json.dumps(ISLAND).encode(), folder, "fr")
    assert status == 200, body
    drawing = json.loads(body)["drawing"]
    drawn = cli("--lang", "fr", "board", folder / "boards/our-island.yaml")
    assert drawn.exit_code == 0, drawn.stderr
    assert drawn.stdout == drawing + "\n" and f"{NBSP}:" in drawing and not faults(drawing)


def test_transcription_refusals_in_french(tmp_path):
    """A board that exists already, and a board chronicle cannot read, told in French with its spacing."""
    from generator.table.transcribe import handle

    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)

    def post(data):  # type: ignore[no-untyped-def]
        return handle("POST", "/api/transcribe/board", {}, json.dumps(data).encode(), folder, "fr")

    assert post(ISLAND)[0] == 200
    status, _, body = post(ISLAND)
    assert status == 409 and not faults(json.loads(body)["error"]) and NNBSP in json.loads(body)["error"]
    status, _, body = post({**ISLAND, "file": "lost", "terrain": [["beach"]], "features": {"statue": {"5,5": 1}}})
    messages = [_PLACE.sub("", p["message"]) for p in json.loads(body)["problems"]]  # after file:line:col: error:
    assert status == 422 and messages and all(not faults(m) for m in messages), body
    assert "ce n’est pas une case" in messages[0]  # in French, as check says it
