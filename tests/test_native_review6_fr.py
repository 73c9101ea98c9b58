"""The sixth round of native fixes, French (what the fifth review left): the website, the command line and table mode as a French player
reads them. Each test fails on the behaviour the reviewer reported, and on the rest of its family."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml

from generator.words.i18n import render, translator
from generator.words.typography import french, french_html, french_markdown
from helpers import table_js_typeset

ROOT = Path(__file__).resolve().parent.parent
FR_PO = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"
FAQ_FR = ROOT / "content" / "faq" / "fr"


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


def _msgstrs() -> list[str]:
    """Every French msgstr of the catalogue, unquoted."""
    text = FR_PO.read_text(encoding="utf-8")
    return [json.loads(m[1]) for m in re.finditer(r'^msgstr(?:\[\d\])? (".*")$', text, re.MULTILINE)]


def _french_prose() -> str:
    """The French words the project writes itself: catalogue, FAQ, guide, glossary, rule statements."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    parts = _msgstrs() + [p.read_text(encoding="utf-8") for p in FAQ_FR.glob("*.md")]
    parts += [p.read_text(encoding="utf-8") for p in (ROOT / "content" / "guide" / "fr").glob("*.md")]
    parts.append((ROOT / "content" / "glossary" / "fr.yaml").read_text(encoding="utf-8"))
    parts += [f"{r['title']['fr']}\n{r['statement']['fr']}" for r in rules.values()]
    return "\n".join(parts)


class _FrenchText(HTMLParser):
    """The text nodes of a French page a reader reads: code, pre, scripts and styles left out, and
    elements marked in another language (a group's notes in its own)."""

    RAW = frozenset({"code", "pre", "kbd", "samp", "script", "style", "textarea"})
    VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, str | None]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append((tag, dict(attrs).get("lang")))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                del self.open[i:]
                return

    def handle_data(self, data: str) -> None:
        if any(tag in self.RAW for tag, _ in self.open):
            return
        lang = next((lang for _, lang in reversed(self.open) if lang), "fr")
        if lang.split("-")[0] == "fr":
            self.text.append(data)


def _text_nodes(page: Path) -> list[str]:
    parser = _FrenchText()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.text


def _french_pages(site: Path) -> list[Path]:
    return sorted((site / "fr").rglob("*.html"))


# --- 1. LG-11: a tie is settled by empty spaces ------------------------------------------------------

def test_LG_11_is_titled_by_empty_spaces_as_the_french_rulebook_says(site):
    """« Égalité : cases libres » read badly: the rulebook compares « les cases vides » of each row."""
    rule = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["LG-11"]
    assert rule["title"]["fr"] == "Égalité : cases vides"
    assert "cases vides" in rule["statement"]["fr"] and "l'emporte" not in rule["statement"]["fr"]
    rules_page = " ".join(_text_nodes(site / "fr" / "rules" / "index.html"))
    assert "Égalité\u00a0: cases vides" in rules_page


def test_LG_11_no_french_tie_wording_says_cases_libres():
    """The family: the tie messages of score, check, the table and the episode pages, the FAQ and the guide."""
    assert not re.search(r"cases? libres? dans|par (les )?cases? libres?|lignes de cases libres|en cases libres",
                         _french_prose())


# --- 2. a FAQ says what the rules say, not what "our sources" say --------------------------------------

def test_LG_08_the_french_faq_never_speaks_of_its_sources():
    """« une de nos sources », « d'après nos sources »: a FAQ says what the rulebook says."""
    faq = " ".join(p.read_text(encoding="utf-8") for p in FAQ_FR.glob("*.md"))
    assert not re.search(r"\bnos sources\b|\bnotre source\b", faq, re.IGNORECASE)
    english = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "content" / "faq" / "en").glob("*.md"))
    assert not re.search(r"\bour sources?\b", english, re.IGNORECASE)  # the same family in English
    assert "Les règles de My City disent au contraire" in (FAQ_FR / "debt-below-zero.md").read_text(encoding="utf-8")


def test_the_faq_build_refuses_our_sources_and_this_player_in_french():
    """The mechanism: content/faq/terms.yaml's French `avoid` words, which the FAQ build refuses."""
    from helpers import TERMS

    avoided = [pattern for pattern, _ in TERMS.avoid["fr"]]
    for wrong in ("une de nos sources", "on écrit pass pour ce joueur", "les ancrages permis", "Égalité : cases libres dans"):
        assert any(p.search(wrong) for p in avoided), wrong


# --- 3. a debt is a number of points -------------------------------------------------------------------

def test_LG_08_no_french_text_says_doit_and_a_bare_number(site):
    """« Camille doit 2 », « marqueur Score sur 10 · doit 4 »: a debt is so many points."""
    bare = re.compile(r"(?<!\ben )\bdoit \d+(?!\d)(?![ \u00a0\u202f]points?\b)")  # « qui en doit 33 »: en says the points
    found = [f"{page.relative_to(site)}: {m[0]}" for page in _french_pages(site)
             for node in _text_nodes(page) for m in bare.finditer(node)]
    assert found == []
    assert not any(bare.search(text) for text in _msgstrs() + [_french_prose()])
    campaign = " ".join(_text_nodes(site / "fr" / "campaigns" / "river-town" / "index.html"))
    assert "Camille doit 2\u00a0points" in campaign or "Camille doit 2 points" in campaign


def test_LG_08_score_and_moves_say_the_debt_in_points(cli):
    out = cli("--lang", "fr", "score", ROOT / "campaigns" / "barrio-del-palacio").stdout
    assert "dette de 4\u00a0points reportée de l’épisode précédent" in out, out
    assert not re.search(r"dette de \d+(?![ \u00a0]points?)", out), out


# --- 4. "ancrages permis" and the other calques of "legal" ---------------------------------------------

def test_MI_R03_the_nearest_placements_are_said_in_french_words(make_campaign, cli):
    """« les ancrages permis les plus proches sont A3 »: French says where the piece can go."""
    overlap = ("episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: {A1: house, A2: house}\n    Ben: pass\n"
               "  - card: 3\n    Ana: {A2: house, A3: house, A4: house}\n    Ben: stop\n")
    err = cli("check", make_campaign(overlap, language="fr")).stderr
    assert "poses possibles les plus proches\u00a0: ancrage en" in err, err  # review 7 (M3): no calque « au plus près »
    assert not any(re.search(r"\bpermise?s?\b", text) for text in _msgstrs())


# --- 5. the command line's help ------------------------------------------------------------------------

def test_every_french_help_reads_as_french(cli):
    """« Sert le site » (Serves the site), « le sert sur 127.0.0.1 », « Où le site sera servi », « Valide des
    campagnes »: calques of the English help; every command's help is read."""
    top = cli("--lang", "fr", "--help").stdout
    commands = re.findall(r"^  (\w+)  ", top.split("Commandes")[1], re.MULTILINE)
    assert "serve" in commands and "table" in commands
    helps = top + "".join(cli("--lang", "fr", name, "--help").stdout for name in commands)
    assert "Affiche le site en local et le régénère à chaque modification" in " ".join(helps.split())
    for calque in (r"\b[Ss]ert le site\b", r"\ble sert\b", r"\bservie?\b", r"\bValide des\b", r"celui qui utilise sa grille"):
        assert not re.search(calque, helps), calque
        assert not [text for text in _msgstrs() if re.search(calque, text)], calque  # « Site servi sur … » too


# --- 6. a player is named, not "ce joueur" ---------------------------------------------------------------

def test_LG_05_no_french_text_says_ce_joueur_for_a_player(site):
    found = [str(page.relative_to(site)) for page in _french_pages(site)
             if re.search(r"\b(ce joueur|cette joueuse)\b", " ".join(_text_nodes(page)), re.IGNORECASE)]
    assert found == []
    assert not re.search(r"\b(ce joueur|cette joueuse)\b", _french_prose(), re.IGNORECASE)


# --- 7. a ruleset's name is true of every episode that uses it -------------------------------------------

def test_the_shipped_legacy_rules_are_not_named_after_episode_1(site):
    """« Règles : Épisode 1 » headed episodes 2 and 3, which use the same rules."""
    for game in ("my-island", "my-city"):
        names = yaml.safe_load((ROOT / "content" / "games" / game / "rules" / "legacy-1.yaml").read_text(encoding="utf-8"))["name"]
        assert names == {"en": "Base rulebook", "es": "Reglamento base", "fr": "Livret de base"}
    for campaign in ("river-town", "reef-raiders"):
        for number in ("02", "03"):
            lead = re.search(r'<p class="lead">(.*?)</p>',
                             (site / "fr" / "campaigns" / campaign / "episodes" / number / "index.html").read_text(encoding="utf-8"))
            assert lead and "Épisode 1" not in lead[1] and "Livret de base" in lead[1], campaign


# --- 8. French sets its apostrophe curly ----------------------------------------------------------------

def test_no_straight_apostrophe_in_the_prose_of_the_french_site(site):
    """« l'île », « d'Inés »: French typography writes ’. Every French text node outside code, pre,
    scripts and styles (the catalogue, the FAQ, glossary, rules, guide and the groups' own words)."""
    found = []
    for page in _french_pages(site):
        for node in _text_nodes(page):
            for m in re.finditer(r"[^\W\d_]'[^\W\d_]", node):
                found.append(f"{page.relative_to(site)}: …{node[max(0, m.start() - 30):m.end() + 20]}…")
    assert found == [], found[:20]


def test_an_apostrophe_in_code_an_address_or_an_attribute_that_is_no_prose_stays_straight():
    page = ('<p>l&#39;île d&#39;<b>Inés</b> <code>l&#39;x</code> <a href="/l&#39;a" data-x="l&#39;a" title="l&#39;aide">'
            "qu&#39;un</a> &#39;Bob&#39; https://x.org/l&#39;a</p><pre>d'abord</pre><script>var a = \"l'a\";</script>"
            '<p lang="es">l&#39;x</p>')
    assert french_html(page) == ('<p>l’île d’<b>Inés</b> <code>l&#39;x</code> <a href="/l&#39;a" data-x="l&#39;a" '
                                 'title="l’aide">qu’un</a> &#39;Bob&#39; https://x.org/l&#39;a</p><pre>d\'abord</pre>'
                                 '<script>var a = "l\'a";</script><p lang="es">l&#39;x</p>')
    assert french("l'action d'Ana : 'Bob' ; campaigns/l'île, `rules: l'a`, {note: 'l'a'}") == (
        "l’action d’Ana\u00a0: 'Bob'\u202f; campaigns/l'île, `rules: l'a`, {note: 'l'a'}")
    assert french_markdown("l'île\n\n```yaml\nnote: l'a\n```\n") == "l’île\n\n```yaml\nnote: l'a\n```\n"
    assert french(french("l'île")) == french("l'île")


def test_table_modes_script_sets_the_same_apostrophes():
    """table.js sets the API's messages as typography.py sets the rest: ’ in an elision, never in code."""
    cases = ["l'action d'Ana", "'Bob'", "campaigns/l'île", "`l'a` et l'a", "{note: l'a} d'Inés", "aujourd'hui ?"]
    shown = table_js_typeset(cases)
    assert shown == [french(case) for case in cases]


# --- 9. one colon in a heading ----------------------------------------------------------------------------

def _colons(text: str) -> int:
    """The colons of a line outside the quotations it holds (a ruleset's own name, a group's note)."""
    return re.sub(r"«[^»]*»|“[^”]*”", "", text).count(":")


def test_an_episode_header_and_a_note_have_one_colon(site):
    """« Règles : Chapitre 5 : le palais » and « Diego : note : « … » » read wrong: a ruleset named with a
    colon of its own is quoted, and a note is « note « … » »."""
    for page in (site / "fr" / "campaigns").rglob("episodes/*/index.html"):
        text = page.read_text(encoding="utf-8")
        lead = html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<p class="lead">(.*?)</p>', text, re.S)[1]))
        assert _colons(lead) <= 1, (page, lead)
        for item in re.findall(r"<li>(.*?)</li>", text, re.S):
            shown = html.unescape(re.sub(r"<[^>]+>", "", item))
            assert "note\u00a0: «" not in shown and "note : «" not in shown, shown
    palace = (site / "fr" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html").read_text(encoding="utf-8")
    assert "Règles\u00a0: «\u00a0Chapitre 5\u00a0: le palais\u00a0»" in palace  # review 7 (Y3): the label keeps its colon


def test_score_and_board_quote_a_ruleset_named_with_a_colon(cli):
    out = cli("--lang", "fr", "score", ROOT / "campaigns" / "barrio-del-palacio").stdout
    assert "Épisode 13 (règles\u00a0: «\u00a0Chapitre 5\u00a0: le palais\u00a0»)" in out, out
    board = cli("--lang", "fr", "board", ROOT / "campaigns" / "barrio-del-palacio", "-p", "Inés").stdout
    assert "(règles\u00a0: «\u00a0Chapitre 5\u00a0: le palais\u00a0»)" in board.split("\n")[0], board[:200]


# --- 10. table mode speaks to players in words, never in JSON keys ---------------------------------------

def test_table_errors_name_no_json_field():
    """« « reason » doit être un texte court », « envoyez un « adjustment » … »: the API's keys shown to players."""
    from generator.table import api

    source = (ROOT / "generator" / "table" / "api.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'_text\(\w+, "(\w+)"', source)) | {"terrain", "add", "remove"}
    assert keys <= set(api._FIELDS), keys - set(api._FIELDS)
    messages = re.findall(r'BadRequest\(_\("((?:[^"\\]|\\.)*)"', source)
    assert messages and not [m for m in messages if re.search(r"'(actions|tiebreak|adjustment|board_change|seat|cell|piece|reason)'", m)]
    with pytest.raises(api.BadRequest) as refused:
        api._text({"reason": ""}, "reason")
    shown = {lang: render(refused.value.args[0], translator(lang)) for lang in ("fr", "es", "en")}
    assert shown == {"fr": "Remplissez la raison de l'ajustement (200 caractères au plus).",
                     "es": "Rellena el motivo del ajuste (como mucho 200 caracteres).",
                     "en": "Fill in the reason for the adjustment (at most 200 characters)."}
    script = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert '"#" + p.round' not in script and "S.round_player" in script
