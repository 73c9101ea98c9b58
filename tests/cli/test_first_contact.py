"""A newcomer's first ten minutes (issue 33): every command takes a campaign by name, `new` points to
`moves`, a rebuild says what it wrote and what was already current, and a site without a known address
has no sitemap of relative addresses, which the sitemap protocol forbids (sitemaps.org: <loc> is a full URL).

The README's commands themselves, in order in a fresh environment, are run by test_readme_flow.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest


@pytest.fixture
def repo(make_repo) -> Path:
    """A Spanish group's repository with the campaign arrecife (Ana, Ben); the working folder at its root."""
    return make_repo("es")


@pytest.mark.parametrize("command", [["check", "arrecife"], ["board", "arrecife", "--player", "Ana"]])
def test_a_command_taking_paths_takes_a_campaign_by_name_from_the_root(repo: Path, cli, command: list[str]) -> None:
    result = cli(*command)
    assert result.exit_code == 0, result.output
    if command[0] == "check":
        assert "1\u00a0campaña y 1 episodio" in result.stdout


def test_check_takes_a_campaign_by_name_from_any_folder_of_the_repository(repo: Path, cli, monkeypatch) -> None:
    monkeypatch.chdir(repo / "games" / "my-island")
    result = cli("check", "arrecife")
    assert result.exit_code == 0, result.output
    assert "1\u00a0campaña y 1 episodio" in result.stdout


@pytest.mark.parametrize("command", ["check", "build", "serve", "board"])
def test_an_unknown_campaign_name_is_a_usage_error_naming_the_campaigns_there(repo: Path, cli, command: str) -> None:
    result = cli("--lang", "en", command, "arrecfe")
    assert result.exit_code == 2
    assert "'arrecfe' is neither a folder nor a campaign" in result.stderr and "arrecife" in result.stderr
    assert "does not exist" not in result.stderr


def test_a_path_is_still_a_path_and_a_missing_one_is_said_missing(repo: Path, cli) -> None:
    assert cli("check", "campaigns/arrecife").exit_code == 0
    result = cli("--lang", "en", "check", "campaigns/arrecfe")
    assert result.exit_code == 2 and "does not exist" in result.stderr


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "'chronicle moves laguna 1 Cloe --card N' lists the legal placements of card N for Cloe"),
    ("es", "«chronicle moves laguna 1 Cloe --card N» muestra las colocaciones válidas de la carta N para Cloe"),
    ("fr", "« chronicle moves laguna 1 Cloe --card N » liste les poses possibles de la carte N pour Cloe"),
])
def test_new_tells_where_to_find_a_legal_placement_before_the_first_round(repo: Path, cli, lang: str, said: str) -> None:
    """MI-R01 refuses a first tile off the beach: `moves` lists the placements that are legal now."""
    result = cli("--lang", lang, "new", "laguna", "--game", "my-island", "--players", "Cloe,Dani")
    assert result.exit_code == 0, result.output
    assert said in plain(result.stdout)


def plain(text: str) -> str:
    """French as typed: the no-break spaces that French typography adds at display, plain."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def note(repo: Path, text: str) -> None:
    episode = repo / "campaigns" / "arrecife" / "episodes" / "01.yaml"
    kept = [line for line in episode.read_text(encoding="utf-8").splitlines() if not line.startswith("notes:")]
    episode.write_text("\n".join([*kept, f"notes: {text}", ""]), encoding="utf-8")


@pytest.mark.slow
def test_a_rebuild_says_what_it_wrote_and_what_was_already_current_in_each_language(repo: Path, cli) -> None:
    first = cli("--lang", "en", "build", "--no-search", "--no-analysis")
    assert first.exit_code == 0, first.output
    found = re.search(r"(\d+) pages from 1\u00a0campaign written to ", first.stdout)
    assert found, first.stdout
    pages = int(found.group(1))

    unchanged = cli("--lang", "es", "build", "--no-search", "--no-analysis")
    assert f"ya está al día: {pages} páginas de 1\u00a0campaña, ninguna escrita de nuevo" in unchanged.stdout
    assert "escritas en" not in unchanged.stdout

    note(repo, "Ana empezó en la playa")  # the episode's page in three languages, nothing else
    edited = cli("--lang", "fr", "build", "--no-search", "--no-analysis")
    assert f"{pages} pages de 1 campagne dans " in plain(edited.stdout)
    assert f" : 3 écrites, {pages - 3} déjà à jour" in plain(edited.stdout)

    note(repo, "y Ben pasó")
    assert f": 3 written, {pages - 3} already current" in cli("--lang", "en", "build", "--no-search", "--no-analysis").stdout


@pytest.mark.slow
def test_without_the_sites_address_there_is_no_sitemap_and_robots_names_none_and_the_build_says_so(repo: Path, cli) -> None:
    """A sitemap's <loc> and robots.txt's Sitemap: are full addresses (sitemaps.org); none is known here."""
    site = repo / "site"
    result = cli("--lang", "en", "build", "arrecife", "--no-search", "--no-analysis")
    assert result.exit_code == 0, result.output
    assert not (site / "sitemap.xml").exists()
    assert (site / "robots.txt").read_text() == "User-agent: *\nAllow: /\n"
    assert "no sitemap.xml: the site's address is not known (give it with --base-url" in result.stdout
    assert "Sin sitemap.xml: no se conoce la dirección del sitio" in cli("build", "--no-search", "--no-analysis").stdout  # the group's language

    addressed = cli("--lang", "en", "build", "--no-search", "--no-analysis", "--base-url", "https://ours.example/tejedores/")
    assert "sitemap" not in addressed.stdout
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    addresses = re.findall(r'<loc>([^<]*)</loc>|href="([^"]*)"', sitemap)
    assert addresses and all(a.startswith("https://ours.example/tejedores/") for pair in addresses for a in pair if a)
    assert (site / "robots.txt").read_text().endswith("Sitemap: https://ours.example/tejedores/sitemap.xml\n")

    assert cli("build", "--no-search", "--no-analysis").exit_code == 0  # the address forgotten: no sitemap left behind from before
    assert not (site / "sitemap.xml").exists()
