"""The built site: pages per language, alternates, determinism, atomic writes, refusals."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.problems import Problems
from generator.site import write
from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, tree_digest

CAMPAIGNS = FIXTURES / "site"


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("built") / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    return out


def test_every_page_exists_in_the_three_language_trees_with_the_same_paths(site):
    trees = {lang: {p.relative_to(site / lang).as_posix() for p in (site / lang).rglob("index.html")}
             for lang in ("es", "fr", "en")}
    assert trees["es"] == trees["fr"] == trees["en"]
    assert {"index.html", "campaigns/harbour/index.html", "campaigns/harbour/episodes/01/index.html",
            "campaigns/harbour/players/ana/index.html", "faq/my-island/index.html", "rules/index.html",
            "games/my-city/index.html", "glossary/index.html"} <= trees["en"]
    for name in ("index.html", "404.html", "robots.txt", "static/style.css", "static/site.js"):
        assert (site / name).is_file()
    assert not (site / "sitemap.xml").exists()  # built without the site's address: a sitemap holds full ones


def test_pages_declare_their_language_and_no_alternates_without_the_sites_address(site):
    """hreflang alternates must be full addresses: built without the site's address (as the sitemap, issue 33),
    a page names none, root-relative ones included (Lighthouse: 'Relative href value')."""
    page = (site / "fr/campaigns/harbour/episodes/01/index.html").read_text(encoding="utf-8")
    assert page.startswith('<!doctype html>\n<html lang="fr">')
    assert '<link rel="alternate"' not in page and '<link rel="alternate"' not in (site / "index.html").read_text(encoding="utf-8")
    # the switcher leads to the same page in the other languages
    assert 'href="../../../../../es/campaigns/harbour/episodes/01/" hreflang="es"' in page


def test_the_root_page_links_every_language_and_picks_the_visitors(site):
    root = (site / "index.html").read_text(encoding="utf-8")
    assert all(f'href="{lang}/"' in root for lang in ("es", "fr", "en"))
    assert "navigator.languages" in root


def test_sitemap_lists_every_page_in_every_language(tmp_path):
    addressed = tmp_path / "site"
    build(Settings([CAMPAIGNS], addressed, base_url="https://example.org/", search=False, analysis=False))
    sitemap = (addressed / "sitemap.xml").read_text(encoding="utf-8")
    pages = len(list((addressed / "en").rglob("index.html")))
    assert sitemap.count("<loc>") == 3 * pages


def test_episode_page_shows_every_point_with_its_rule_and_reason(site):
    page = (site / "en/campaigns/harbour/episodes/01/index.html").read_text(encoding="utf-8")
    assert "3 × house on beach: A1 A2 A3" in page
    assert 'href="../../../../../en/rules/#MI-R05">MI-R05</a>' in page
    assert 'id="round-3"' in page and "ends participation" in page
    assert "<em>short</em>" in page  # notes rendered from Markdown


def test_two_builds_of_the_same_logs_are_byte_identical(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    build(Settings([CAMPAIGNS], first, search=False, analysis=False))
    build(Settings([CAMPAIGNS], second, search=False, analysis=False))
    assert tree_digest(first) == tree_digest(second)


def test_a_failed_build_leaves_the_previous_site_intact(tmp_path, monkeypatch):
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    before = tree_digest(out)
    calls = {"n": 0}
    from generator.site import render

    original = render.Renderer.render

    def failing(self, page, here=None):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] > 20:
            raise RuntimeError("disk full")
        return original(self, page, here)

    monkeypatch.setattr(render.Renderer, "render", failing)
    with pytest.raises(RuntimeError):
        build(Settings([CAMPAIGNS], out, base_url="https://elsewhere.example/", search=False, workers=1, analysis=False))
    assert tree_digest(out) == before
    assert not list(tmp_path.glob(".site.building-*"))


def test_a_build_killed_midway_leaves_the_previous_site_intact(tmp_path):
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    before = tree_digest(out)
    proc = subprocess.Popen([sys.executable, "-m", "generator", "build", str(CAMPAIGNS), "-o", str(out),
                             "--base-url", "https://elsewhere.example/"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 20
    while time.time() < deadline and not any(tmp_path.glob(".site.building-*/en")):
        time.sleep(0.01)
    proc.kill()
    proc.wait()
    assert tree_digest(out) == before


def test_the_build_refuses_campaigns_with_errors(tmp_path):
    broken = tmp_path / "logs"
    shutil.copytree(CAMPAIGNS, broken)
    episode = broken / "harbour/episodes/01.yaml"
    episode.write_text(episode.read_text().replace("Ana: {A1: house, A2: house, A3: house}", "Ana: {B2: house, B3: house, B4: house}"))
    with pytest.raises(Problems) as err:
        build(Settings([broken], tmp_path / "site", search=False, analysis=False))
    assert "MI-R01" in [p.rule for p in err.value.problems]
    assert not (tmp_path / "site").exists()


def test_the_build_never_replaces_a_folder_it_did_not_create(tmp_path):
    mine = tmp_path / "site"
    mine.mkdir()
    (mine / "thesis.txt").write_text("precious")
    with pytest.raises(write.NotOurs):
        build(Settings([CAMPAIGNS], mine, search=False, analysis=False))
    assert (mine / "thesis.txt").read_text() == "precious"


def test_an_unchanged_campaign_is_carried_over_and_a_changed_one_rendered_again(tmp_path):
    logs = tmp_path / "logs"
    shutil.copytree(CAMPAIGNS, logs)
    out = tmp_path / "site"
    first = build(Settings([logs], out, search=False, analysis=False))
    assert build(Settings([logs], out, search=False, analysis=False)).rendered == 0  # nothing changed: every page is carried over, the home page too
    episode = logs / "harbour/episodes/02.yaml"
    episode.write_text(episode.read_text() + "notes: A late *note*.\n")
    again = build(Settings([logs], out, search=False, analysis=False))
    assert again.rendered == 3 < first.rendered  # the episode's page in three languages: a note shows nowhere else
    assert "<em>note</em>" in (out / "en/campaigns/harbour/episodes/02/index.html").read_text()
    fresh = tmp_path / "fresh"
    build(Settings([logs], fresh, search=False, analysis=False))
    assert tree_digest(out) == tree_digest(fresh)  # carrying over gives the bytes a full build gives


def test_no_timestamps_or_absolute_paths_leak_into_pages(site):
    page = (site / "en/campaigns/harbour/index.html").read_text(encoding="utf-8")
    assert str(CAMPAIGNS) not in page and str(Path.home()) not in page
    assert not re.search(r"20\d\d-\d\d-\d\dT\d\d:", page)


def visible_text(page: Path) -> str:
    """What a reader sees in the page's main part (SVG titles and verdicts included, code left out)."""
    import html

    text = re.search(r"<main.*?</main>", page.read_text(encoding="utf-8"), re.S).group()
    text = re.sub(r"<(script|style|code)\b.*?</\1>", " ", text, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", text))


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_each_games_faq_page_speaks_only_that_games_words(site, lang, game):
    """No tile, island or progress circle on My City's FAQ, no building or city on My Island's; and in
    es and fr only the editions' words (espacio, not casilla; Plage, not plage; table de répartition),
    each game's own (My City's "versión eterna" and "espacios verdes", My Island's "juego eterno")."""
    from generator.reference.terminology import foreign_games, load_terminology
    from generator.validate.content import CONTENT

    text = visible_text(site / lang / "faq" / game / "index.html")
    found = [(f.word, text[max(f.offset - 40, 0):f.offset + 20])
             for f in load_terminology(CONTENT / "faq" / "terms.yaml").find(text, lang, foreign_games(game), game)]
    assert found == []


def test_no_question_appears_twice_on_a_games_faq_page(site):
    for lang in ("es", "fr", "en"):
        for game in ("my-island", "my-city"):
            page = (site / lang / "faq" / game / "index.html").read_text(encoding="utf-8")
            titles = re.findall(r'<h3[^>]*><a href="#[^"]+">(.*?)</a></h3>', page)
            assert len(titles) > 10 and len(titles) == len(set(titles)), (lang, game)


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_reference_pages_use_the_editions_words(site, lang):
    """The rule index, glossary and games pages, like the FAQ, say espacio, Plage and table de répartition."""
    from generator.reference.terminology import load_terminology
    from generator.validate.content import CONTENT

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    for page in ("rules", "glossary", "games/my-island", "games/my-city"):
        text = visible_text(site / lang / page / "index.html")
        assert [f.word for f in terms.find(text, lang, ())] == [], page


def test_a_campaign_logged_from_episode_13_is_shown_with_its_own_numbers_and_words(tmp_path):
    """campaigns/barrio-del-palacio began its log at episode 13 (start:): its pages are episodes 13
    to 15, its standings add the symbols coloured before, its own rules and palace are shown."""
    out = tmp_path / "site"
    build(Settings([FIXTURES.parent.parent / "campaigns" / "barrio-del-palacio"], out, search=False, analysis=False))
    root = out / "es" / "campaigns" / "barrio-del-palacio"
    assert sorted(p.name for p in (root / "episodes").iterdir()) == ["13", "14", "15"]
    campaign = (root / "index.html").read_text(encoding="utf-8")
    assert "anotada desde el episodio 13" in campaign
    assert re.search(r"Inés</a>\s*· 19\u00a0símbolos de progreso", campaign)  # 15 coloured before the log, 4 since (LG-13)
    episode = (root / "episodes" / "15" / "index.html").read_text(encoding="utf-8")
    assert '<dt id="rule-C5-5">C5-5</dt><dd>Al final del capítulo, 1 punto por moneda</dd>' in episode
    assert 'href="#rule-C5-5">C5-5</a>' in episode  # the score sheet links the episode's own rule
    assert ">P</text>" in episode  # the palace drawn with its glyph
    assert 'rel="prev" href="../../../../../es/campaigns/barrio-del-palacio/episodes/14/"' in episode
