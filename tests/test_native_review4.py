"""The fourth native review (/tmp/review4/report-es.md): the command line and table mode as a Spanish
player reads them. Each test fails on the behaviour the reviewer reported."""

from __future__ import annotations

import re
import shutil
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.table import page
from generator.table.server import TableApp
from generator.table.state import Table
from generator.words.i18n import read_po, translator
from generator.words.modes import ETERNAL, in_mode

ROOT = Path(__file__).resolve().parent.parent


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


def _run(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    return result.output + (result.stderr if result.stderr_bytes is not None else "")


def _repeat_first_card(folder: Path) -> None:
    """The episode's second round reveals the first round's card again (LG-02)."""
    path = folder / "episodes" / "01.yaml"
    text = path.read_text(encoding="utf-8")
    first = re.search(r"^  - card: (\S+)$", text, re.MULTILINE)
    cards = re.findall(r"^  - card: (\S+)$", text, re.MULTILINE)
    assert first and len(cards) > 1
    path.write_text(text.replace(f"  - card: {cards[1]}\n", f"  - card: {first[1]}\n", 1), encoding="utf-8")


# --- T1: the Eternal game plays games, not episodes (LG-02, LG-06; MI-E*, MC-E*) -------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "cada carta sale una sola vez por partida", "por episodio"),
    ("fr", "chaque carte ne sort qu'une fois par partie", "par épisode"),
    ("en", "each card comes once per game", "once per episode"),
])
@pytest.mark.parametrize("campaign", ["gold-rush", "eternal-night"])
def test_LG_02_check_says_once_per_game_in_an_eternal_game(tmp_path, campaign, lang, said, never):
    folder = _copy(tmp_path, campaign)
    _repeat_first_card(folder)
    out = _run("--lang", lang, "check", str(folder))
    assert said in out and never not in out, out


def test_LG_02_a_legacy_campaign_still_says_episode(tmp_path):
    folder = _copy(tmp_path, "reef-raiders")
    _repeat_first_card(folder)
    assert "cada carta sale una sola vez por episodio" in _run("--lang", "es", "check", str(folder))


def test_LG_02_check_of_an_eternal_and_a_legacy_campaign_speaks_each_in_its_mode(tmp_path):
    eternal, legacy = _copy(tmp_path, "gold-rush"), _copy(tmp_path, "reef-raiders")
    _repeat_first_card(eternal)
    _repeat_first_card(legacy)
    out = _run("--lang", "es", "check", str(eternal), str(legacy))
    assert "una sola vez por partida" in out and "una sola vez por episodio" in out, out


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["Final de la partida", "Siguiente partida", "Empezar la siguiente partida", "Partida %(episode)s · ronda",
            "nadie construye ese edificio en esta partida (MC-E03)", "Aún no hay partidas"],
     ["Final del episodio", "Siguiente episodio", "Episodio %(episode)s", "en este episodio", "Aún no hay episodios"]),
    ("fr", ["Fin de la partie", "Partie suivante", "Commencer la partie suivante", "Partie %(episode)s · manche",
            "dans cette partie (MC-E03)", "Pas encore de partie"],
     ["Fin de l'épisode", "Épisode suivant", "Épisode %(episode)s", "dans cet épisode"]),
    ("en", ["End of the game", "Next game", "Start the next game", "Game %(episode)s · round",
            "nobody builds that building this game (MC-E03)", "No game yet"],
     ["End of the episode", "Next episode", "Episode %(episode)s", "this episode"]),
])
def test_LG_06_table_page_of_an_eternal_game_says_game(tmp_path, lang, said, never):
    page_text = page.render(Table(_copy(tmp_path, "gold-rush")), lang).decode("utf-8")
    text = page_text.replace("\u00a0", " ").replace("&#39;", "'")
    for words in said:
        assert words in text, words
    for words in never:
        assert words not in text, words


def test_LG_06_table_page_of_a_legacy_campaign_still_says_episode(tmp_path):
    text = page.render(Table(_copy(tmp_path, "reef-raiders")), "es").decode("utf-8")
    assert "Final del episodio" in text and "Siguiente episodio" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "La partida cambió mientras tanto"), ("fr", "La partie a changé entre-temps"), ("en", "The game changed meanwhile")])
def test_table_api_of_an_eternal_game_says_the_game_changed(tmp_path, lang, said):
    app = TableApp(Table(_copy(tmp_path, "gold-rush")), "key", frozenset(), threading.Event())
    stale = "The episode changed meanwhile (another phone or a hand edit): the page now shows it as it is."
    assert app.translator(lang).gettext(stale).startswith(said)


def test_every_eternal_wording_replaces_a_message_and_is_translated():
    """modes.ETERNAL: each key a msgid of the catalogues, each wording translated in es and fr."""
    catalogues = {lang: read_po((ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po").read_text(encoding="utf-8"))[0]
                  for lang in ("es", "fr")}
    for lang, messages in catalogues.items():
        ids = {key.split("\x04")[-1] for key in messages}
        plurals = {form for value in messages.values() if isinstance(value, tuple) for form in value}
        for legacy, eternal in ETERNAL.items():
            found = [key for key in messages if key.split("\x04")[-1] == eternal]
            if not found:  # a plural form: its singular is the key
                assert any(ETERNAL.get(k.split("\x04")[-1]) for k in messages), eternal
                continue
            assert legacy in ids or legacy in plurals or legacy.startswith("%("), legacy
            for key in found:
                value = messages[key]
                assert value and all(value if isinstance(value, tuple) else [value]), (lang, key)
                shown = in_mode(translator(lang), "eternal").gettext(legacy, key.split("\x04")[0] if "\x04" in key else None)
                assert "episod" not in shown.lower().replace("`episode:", ""), (lang, shown)


# --- U1: `chronicle --lang es table` opens the page in Spanish, whatever the campaign's language ---

def test_table_page_opens_in_the_language_asked_for(tmp_path):
    table = Table(_copy(tmp_path, "gold-rush"))  # language: en
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({}) == "es"
    assert TableApp(table, "key", frozenset(), threading.Event()).language({}) == "en"
    assert TableApp(table, "key", frozenset(), threading.Event(), "es").language({"lang": "fr"}) == "fr"
