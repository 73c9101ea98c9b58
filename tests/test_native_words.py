"""Read as a native player reads (issue 23): the built site and the command line in Spanish and
French say each game in its own edition's words, put a singular after 1, and leave no English.

The words of the editions (content/faq/terms.yaml): Spanish My Island plays the "Juego Eterno",
its players "finalizan su participación" (LG-05) and colour "círculos de progreso"; Spanish My City
plays the "versión eterna" on the "lado eterno", builds on "espacios verdes", its players
"abandonan" and colour "símbolos de progreso". One English message says both (generator/words/editions.py);
a test below would fail if a page or a command said one game's word on the other's.

English that stays, by design and documented in README.md: "error:" and "warning:" after a
problem's place only when asked with CHRONICLE_SEVERITY=english (editors' problem matchers read
them; the workflow `chronicle init` writes asks), and what a group wrote itself (titles, names, notes marked with their own
language, rule statements of its own rulesets).
"""

from __future__ import annotations

import html
import json
import re
import shutil
from pathlib import Path

import pytest

from generator.reference.terminology import foreign_games
from helpers import BAD, DEMO, FIXTURES, TERMS, R, episode, game_of, readable, tiny_campaign

ROOT = Path(__file__).resolve().parents[1]

# A plural noun after the number 1 ("quedan 1 rondas", "il reste 1 manches", "deuda de 1 puntos").
PLURAL_AFTER_ONE = re.compile(
    r"(?<![\d.,+−\-])\b1\s+(rondas|puntos|espacios|cartas|piezas|losetas|edificios|episodios|círculos|símbolos|"
    r"jugadores|campañas|partidas|avisos|páginas|manches|points|cases|cartes|pièces|tuiles|bâtiments|épisodes|cercles|"
    r"symboles|joueurs|campagnes|parties|avertissements)\b")
# Words of the interface that must never be left in English; per language, as French "Options" and
# Spanish "error" are words of their own.
ENGLISH = {
    "es": re.compile(r"\b(warnings?|cards?|turtle|crab|parrot|rounds?|wall|house|field|beach|heath|rainforest|tiles?|"
                     r"pieces?|buildings?|TEXT|INTEGER|Options|Usage|Commands|Sure|token|circles?|debt|owed|stopped|"
                     r"ended|participation|Eternal game|light green)\b"),
    "fr": re.compile(r"\b(error|warnings?|cards?|turtle|crab|parrot|rounds?|wall|house|field|beach|heath|rainforest|"
                     r"tiles?|pieces?|buildings?|TEXT|INTEGER|Usage|Commands|Sure|token|circles?|debt|owed|stopped|"
                     r"ended|Eternal game|light green)\b"),
}
# The severity word editors read (README.md), at the start of a problem line, kept in English.
SEVERITY = re.compile(r"^(\S+:\d+:\d+: |\S+: )?(error|warning): ", re.MULTILINE)


def group_words(text: str, folders: list[Path]) -> str:
    """`text` without what the groups wrote themselves: campaign titles, player names, their own rule texts."""
    import yaml

    for folder in folders:
        data = yaml.safe_load((folder / "campaign.yaml").read_text(encoding="utf-8"))
        written = [data.get("title", "")]
        for rules in (folder / "rules").glob("*.yaml") if (folder / "rules").is_dir() else ():
            own = (yaml.safe_load(rules.read_text(encoding="utf-8")) or {}).get("own_rules") or {}
            written += [value.get("en", "") if isinstance(value, dict) else str(value) for value in own.values()]
            written += [str(item.get("reason", "")) for key in ("immediate", "end", "chapter_end")
                        for item in (yaml.safe_load(rules.read_text(encoding="utf-8")) or {}).get(key) or []]
        for words in sorted(filter(None, written), key=len, reverse=True):
            text = text.replace(words, " ")
    return text


@pytest.fixture(scope="module")
def demo_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from generator.site.build import build

    out = tmp_path_factory.mktemp("native") / "site"
    build([DEMO], out, search=False)
    return out


def pages(site: Path, lang: str) -> list[Path]:
    return sorted((site / lang).rglob("*.html"))


# --- the built site ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_puts_a_plural_after_1(demo_site, lang):
    """"queda 1 ronda", "deuda de 1 punto", "Empate a 1 punto", "il reste 1 manche": ngettext chooses."""
    found = [(page.relative_to(demo_site).as_posix(), m.group()) for page in pages(demo_site, lang)
             for m in PLURAL_AFTER_ONE.finditer(readable(page, lang))]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_leaves_an_interface_word_in_english(demo_site, lang):
    """Tooltips of boards and cards, ranks, animals, modes: everything the site says is in the page's
    language; only what a group wrote stays as written."""
    campaigns = sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file())
    found = []
    for page in pages(demo_site, lang):
        text = group_words(readable(page, lang), campaigns)
        found += [(page.relative_to(demo_site).as_posix(), m.group(), text[max(m.start() - 30, 0):m.end() + 20])
                  for m in ENGLISH[lang].finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_ranks_are_ordinals_of_the_language(demo_site, lang):
    """A rank beside a player's name reads "puesto 1" in Spanish, "rang 1" in French, as the episode
    pages say it: never "#1", nor a gendered "1er" or "1.º" (French review 4, G2), nor "n.º 1", which
    reads as a serial number (review 5)."""
    text = "".join(readable(page, lang) for page in (demo_site / lang / "campaigns").glob("*/index.html"))
    assert "#1" not in text and "#2" not in text
    word = "puesto" if lang == "es" else "rang"
    assert f"{word} 1" in text and f"{word} 2" in text
    assert "n.º" not in text and "n°" not in text
    assert " 1er " not in text and " 1.º " not in text


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_each_campaigns_pages_speak_its_games_edition(demo_site, lang):
    """A My City campaign's pages never say "Juego Eterno", "verde claro", "finalizó su participación"
    or "círculos"; a My Island campaign's never say "abandonó", "versión eterna" or "símbolos de
    progreso" (LG-05, MC-E01, MI-E01; content/faq/terms.yaml)."""
    found = []
    for campaign in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        game = game_of(campaign)
        for page in sorted((demo_site / lang / "campaigns" / campaign.name).rglob("*.html")):
            text = readable(page, lang)
            found += [(page.relative_to(demo_site).as_posix(), f.word) for f in TERMS.find(text, lang, foreign_games(game), game)]
    assert found == []


def test_the_home_page_names_each_eternal_mode_as_its_edition_does(demo_site):
    """es: My Island's "Juego Eterno" (eternal-night), My City's "versión eterna" (gold-rush)."""
    text = " ".join(readable(demo_site / "es" / "index.html", "es").split())
    assert re.search(r"Eternal Night .*?Modo Juego Eterno", text)
    assert re.search(r"Gold Rush .*?Modo Versión eterna", text)


@pytest.mark.parametrize(("game", "said", "never"), [("my-island", "Juego Eterno", "versión eterna"),
                                                   ("my-city", "versión eterna", "Juego Eterno")])
def test_the_spanish_faq_pages_name_the_eternal_game_as_each_edition_does(demo_site, game, said, never):
    """The back of the board: My Island's "Juego Eterno", My City's "versión eterna" (MI-E01, MC-E01)."""
    text = readable(demo_site / "es" / "faq" / game / "index.html", "es")
    assert said in text and never.lower() not in text.lower()


# --- the command line on bad input and on the demo campaigns -----------------------------------

def terminal(cli, tmp_path: Path, lang: str) -> str:
    """All a Spanish or French group reads on bad input and at play: check on every broken log,
    score, moves, undo, board and new, and the help of every command."""
    from generator.cli.group import main

    out = []

    def run(*args: object) -> None:
        result = cli("--lang", lang, *args)
        out.append(result.stdout + result.stderr)

    for number, text in enumerate(BAD.values()):
        run("check", tiny_campaign(tmp_path / lang, f"case{number}", text, language=lang))
    for campaign in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        run("score", campaign)
    good = tiny_campaign(tmp_path / lang, "good", episode(R(1, Ana="{A1: house, A2: house}", Ben="pass")), language=lang)
    run("moves", good, "1", "Ana", "--card", "3")
    run("moves", good, "1", "Ben", "--card", "3")
    run("board", good)
    run("board", ROOT / "content" / "games" / "my-island" / "pieces" / "sample.yaml")
    run("board", ROOT / "content" / "games" / "my-city" / "boards" / "sample-eternal.yaml")
    run("undo", good)
    two = tiny_campaign(tmp_path / lang, "two", episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="A3", Ben="pass")),
                        language=lang)
    run("undo", two)  # one round left: "queda 1 ronda", "il reste 1 manche"
    run("new", "good", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path / lang)
    for command in (None, *sorted(main.commands)):
        run(*((command,) if command else ()), "--help")
    return "\n".join(out)


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    from click.testing import CliRunner

    from generator.cli.group import main

    def cli(*args: object):  # type: ignore[no-untyped-def]
        return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)

    root = tmp_path_factory.mktemp("terminal")
    return {lang: terminal(cli, root, lang) for lang in ("es", "fr")}


def _spoken(text: str) -> str:
    """The words a person reads: the documented severity word, paths, options (--card), YAML keys
    and values as the log writes them (`rounds: []`, {A1: house}) and quoted values left out."""
    text = SEVERITY.sub(" ", text)
    text = re.sub(r"--[\w-]+|`[^`\n]*`|\{[^}\n]*\}", " ", text)
    text = re.sub(r"\S*/\S*", " ", text)  # paths and river edges (A4|A5, B5/C5)
    text = re.sub(r"'[^'\n]*'|\u00ab[^\u00bb\n]*\u00bb", " ", text)  # what the user typed, quoted back
    return group_words(text, sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()))


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_command_line_puts_no_plural_after_1(outputs, lang):
    assert [m.group() for m in PLURAL_AFTER_ONE.finditer(outputs[lang])] == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_command_line_leaves_no_interface_word_in_english(outputs, lang):
    """Help placeholders (TEXTO, [OPCIONES]), the board legend, moves' symbols, undo's card and the
    scaffolded campaign.yaml all speak the group's language; "error:" before a problem stays (README.md)."""
    text = _spoken(outputs[lang])
    assert [(m.group(), text[max(m.start() - 40, 0):m.end() + 20]) for m in ENGLISH[lang].finditer(text)] == []


def test_chronicle_new_writes_campaign_yaml_commented_in_the_groups_language(tmp_path, cli):
    for lang, words in (("es", "en el orden en que se sientan"), ("fr", "dans l’ordre où vous êtes assis")):
        assert cli("--lang", lang, "new", f"isla-{lang}", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path,
                   "--language", lang, "--from-episode", "13").exit_code == 0
        text = (tmp_path / f"isla-{lang}" / "campaign.yaml").read_text(encoding="utf-8")
        assert words in text and "in seat order" not in text and "the log begins" not in text
        refused = cli("--lang", lang, "new", f"isla-{lang}", "--game", "my-island", "--players", "Ana", "--root", tmp_path)
        assert refused.exit_code == 1 and "never overwrites" not in refused.stderr


@pytest.mark.parametrize(("lang", "said"), [("fr", "erreur\u00a0: "), ("es", "error: "), ("en", "error: ")])
def test_MI_R01_the_severity_word_is_the_groups_unless_a_matcher_asks_for_english(tmp_path, cli, monkeypatch, lang, said):
    """README.md: a problem (here MI-R01, a space off the board) reads "erreur :" in a French campaign,
    French typography included; CHRONICLE_SEVERITY=english gives "error:" for editors' problem
    matchers, and "translated", the former way to ask for the group's word, still says it."""
    folder = tiny_campaign(tmp_path, "t", episode(R(1, Ana="{Z9: house, A2: house}", Ben="stop")), language=lang)
    monkeypatch.delenv("CHRONICLE_SEVERITY", raising=False)
    line = cli("check", folder).stderr
    assert re.search(rf"\d: {said}", line), line
    if lang == "fr":
        assert ": error: " not in line
    monkeypatch.setenv("CHRONICLE_SEVERITY", "english")
    assert re.search(r"\d: error: ", cli("check", folder).stderr)
    monkeypatch.setenv("CHRONICLE_SEVERITY", "translated")
    assert re.search(rf"\d: {said}", cli("check", folder).stderr)


def test_LG_11_a_spanish_warning_reads_aviso_and_english_for_matchers(monkeypatch):
    """A warning (LG-11's needless tiebreak is one) says "aviso:" to a Spanish group, "avertissement :"
    to a French one, and "warning:" when CHRONICLE_SEVERITY=english."""
    from generator.model import Pos
    from generator.problems import Problem
    from generator.words.i18n import translator

    monkeypatch.delenv("CHRONICLE_SEVERITY", raising=False)
    problem = Problem(Pos("c/episodes/01.yaml", 3, 1), "tiebreak", rule="LG-11", severity="warning")
    assert ":3:1: aviso: " in problem.render(translator("es"))
    assert ":3:1: avertissement\u00a0: " in problem.render(translator("fr"))
    monkeypatch.setenv("CHRONICLE_SEVERITY", "english")
    assert ":3:1: warning: " in problem.render(translator("es"))


@pytest.mark.parametrize(("game", "said", "never"), [
    ("my-island", "finalizar la participación", "abandon"),
    ("my-city", "abandonar", "finaliz"),
])
def test_LG_05_moves_ends_with_the_editions_verb(tmp_path, cli, game, said, never):
    """`moves` lists the legal placements, then the other choices: pass (LG-03) or end participation
    (LG-05), in the words of the campaign's edition."""
    first, card = ("{A1: house, A2: house}", "3") if game == "my-island" else ("[A2, A3]", "Y2")
    folder = tiny_campaign(tmp_path, game, episode(R(1 if game == "my-island" else "Y1", Ana=first, Ben="pass")), game=game)
    out = cli("--lang", "es", "moves", folder, "1", "Ben", "--card", card).stdout
    assert said in out and never not in out, out


@pytest.mark.parametrize(("game", "stop", "never", "progress"), [
    ("island", "Finalizar mi participación", "Abandonar", "Círculos"),
    ("city", "Abandonar", "Finalizar", None),  # an Eternal game: no progress column (review 7, M16)
])
def test_LG_05_table_modes_stop_button_and_question_speak_the_edition(tmp_path, game, stop, never, progress):
    """French says "vous" throughout, as the rest of its interface: never "Choisis", "tourne-la". Table mode's Stop button, its question and its hints use the verb of the campaign's game (LG-05);
    its end table counts My Island's circles or My City's symbols."""
    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(FIXTURES / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), "es").decode("utf-8"))
    strings = json.loads(re.search(r'id="strings">(.*?)</script>', text, re.S)[1])
    assert f'id="stop">{stop}</button>' in text and never not in text + json.dumps(strings, ensure_ascii=False)
    assert (f">{progress}</th>" in text if progress else "Símbolos" not in text) and strings["stop_ask"].endswith("(LG-05). ¿Seguro?")
    french = json.loads(re.search(r'id="strings">(.*?)</script>', page.render(Table(folder), "fr").decode("utf-8"), re.S)[1])
    assert "Sûr" not in french["stop_ask"] and "vous" in french["lacking"].lower() and "Choisis " not in text


def test_table_js_receives_both_forms_of_a_counted_message(tmp_path):
    """"quedan 1 rondas" cannot come back: the page sends one and many, table.js picks by the count."""
    import json

    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    text = page.render(Table(folder), "es").decode("utf-8")
    strings = json.loads(re.search(r'<script type="application/json" id="strings">(.*?)</script>', text, re.S)[1])
    assert strings["undone"] == ["Se ha quitado la última ronda; queda %(round)s ronda.",
                                 "Se ha quitado la última ronda; quedan %(round)s rondas."]
    assert "plural(S.undone" in (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")


def test_every_edition_message_shown_is_listed_for_extraction():
    """A message shown through `said` or `edition(game, ...)` is translated under both games'
    msgctxt only if generator/words/editions.py lists it: otherwise it would fall back to English."""
    from generator.words.editions import LISTED

    listed = {(m.context, m.template) for m in LISTED}
    shown = set()
    for path in [*ROOT.glob("generator/**/*.py"), *ROOT.glob("templates/**/*.html")]:
        source = path.read_text(encoding="utf-8")
        shown |= {re.sub(r'"\s*\n\s*"', "", m[1]) for m in re.finditer(
            r'\b(?:said|said_n|edition)\([^,()]+,\s*((?:"[^"]*"\s*)+)', source)}
    shown = {s.strip().strip('"') for s in shown} - {"..."}  # "..." is this module's own docstring example
    missing = [s for s in shown for game in ("my-island", "my-city") if (game, s) not in listed]
    assert shown and missing == []
