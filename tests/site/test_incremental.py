"""Incremental builds (issue 13): an edit renders and re-indexes its own campaign only, and the
result is the site a full build would write, byte for byte; a changed template renders everything
again; a deleted campaign leaves nothing behind, not even its search bundle."""

from __future__ import annotations

import gzip
import json
import os
import shutil
from pathlib import Path

import pytest

from generator.base.shipped import TEMPLATES
from generator.model import LANGUAGES
from generator.site import workers, write
from generator.site.build import build
from generator.site.settings import Settings
from generator.validate.content import CONTENT
from helpers import FIXTURES, tree_digest

HARBOUR = FIXTURES / "site" / "harbour"
WORD = "Zanzibarquest"


def two_campaigns(tmp_path: Path) -> Path:
    """The harbour campaign and a copy of it named lagoon."""
    root = tmp_path / "campaigns"
    shutil.copytree(HARBOUR, root / "harbour")
    shutil.copytree(HARBOUR, root / "lagoon")
    return root


def note(campaign: Path, text: str) -> None:
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8") + f"notes: {text}\n", encoding="utf-8")


def indexed_text(bundle: Path) -> str:
    """Everything a search bundle holds of its pages' text (pagefind's fragments are gzipped JSON)."""
    return "".join(gzip.decompress(f.read_bytes()).decode("utf-8") for f in sorted((bundle / "fragment").iterdir()))


def test_an_edited_episode_changes_its_pages_and_search_and_nothing_of_another_campaign(tmp_path):
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, analysis=False))
    before = tree_digest(out)
    note(root / "harbour", WORD)
    built = build(Settings([root], out, analysis=False))
    after = tree_digest(out)
    changed = {path for path in after if before.get(path) != after[path]}
    assert {f"{lang}/campaigns/harbour/episodes/02/index.html" for lang in ("es", "fr", "en")} <= changed
    assert WORD in indexed_text(out / "search/harbour") and WORD not in indexed_text(out / "search/lagoon")
    assert not [path for path in changed if "/lagoon/" in path or path.startswith("search/lagoon/")]
    assert built.rendered < built.pages  # lagoon and the reference pages were carried over, not rendered


def test_an_incremental_build_writes_what_a_full_build_writes(tmp_path):
    root, out, fresh = two_campaigns(tmp_path), tmp_path / "site", tmp_path / "fresh"
    build(Settings([root], out, analysis=False))
    note(root / "lagoon", WORD)
    (root / "harbour" / "episodes" / "02.yaml").unlink()  # a campaign loses its last episode
    build(Settings([root], out, analysis=False))
    build(Settings([root], fresh, analysis=False))
    assert tree_digest(out) == tree_digest(fresh)


def rendered_pages(monkeypatch) -> list[str]:
    """The pages the build renders (in this process: build with workers=1)."""
    seen: list[str] = []
    render = workers._render_page

    def recording(setup, lang, page, deliver):  # type: ignore[no-untyped-def]
        seen.append(f"{lang}/{page.path}")
        return render(setup, lang, page, deliver)

    monkeypatch.setattr(workers, "_render_page", recording)
    return seen


def test_an_edited_note_renders_its_episode_again_not_the_other_episodes(tmp_path, monkeypatch):
    """Episode 1's notes show on its own page: episode 2's page, the campaign's and its players' pages
    are carried over, searchable as before; no campaign's summary changed, so the home page and its
    search bundle are carried too."""
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, workers=1, analysis=False))
    before = tree_digest(out)
    episode = root / "harbour" / "episodes" / "01.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("A *short* first evening.", WORD), encoding="utf-8")
    rendered = rendered_pages(monkeypatch)
    build(Settings([root], out, workers=1, analysis=False))
    harbour = "campaigns/harbour/"
    assert sorted(rendered) == sorted(f"{lang}/{harbour}episodes/01/" for lang in LANGUAGES)
    after = tree_digest(out)
    assert before["en/campaigns/harbour/episodes/02/index.html"] == after["en/campaigns/harbour/episodes/02/index.html"]
    assert {p: d for p, d in before.items() if p.startswith("pagefind-home/")} == \
        {p: d for p, d in after.items() if p.startswith("pagefind-home/")}
    assert "Turtle Bay" in indexed_text(out / "search/harbour") and WORD in indexed_text(out / "search/harbour")


def test_a_changed_score_renders_the_later_episodes_again_as_a_full_build_would(tmp_path, monkeypatch):
    """Ben places nothing in episode 1 (LG-03): his points, and what the later episode carries over
    (LG-08 debt, LG-09 circles), change; the incremental site is the full build's, byte for byte."""
    root, out, fresh = two_campaigns(tmp_path), tmp_path / "site", tmp_path / "fresh"
    build(Settings([root], out, workers=1, analysis=False))
    episode = root / "harbour" / "episodes" / "01.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("Ben: {F1: house, F2: house, F3: house}", "Ben: pass"),
                       encoding="utf-8")
    rendered = rendered_pages(monkeypatch)
    build(Settings([root], out, workers=1, analysis=False))
    build(Settings([root], fresh, analysis=False))
    assert tree_digest(out) == tree_digest(fresh)
    assert {f"{lang}/campaigns/harbour/episodes/01/" for lang in LANGUAGES} <= set(rendered)


def test_a_ruleset_changed_in_the_repositorys_games_folder_renders_its_campaigns_again(tmp_path):
    """A group's repository shares its rulesets in games/<game>/rules/: editing one there changes
    the pages of every campaign that names it, though no file of the campaign changed."""
    repo, out = tmp_path / "ours", tmp_path / "site"
    (repo / "campaigns").mkdir(parents=True)
    (repo / "chronicle.yaml").write_text("{}\n", encoding="utf-8")
    shutil.copytree(HARBOUR, repo / "campaigns" / "harbour")
    shared = repo / "games" / "my-island" / "rules" / "legacy-1.yaml"
    shared.parent.mkdir(parents=True)
    shipped = (CONTENT / "games" / "my-island" / "rules" / "legacy-1.yaml").read_text(encoding="utf-8")
    shared.write_text(shipped.replace("name: {en: Base rulebook,", "name: {en: Harbour rules,"), encoding="utf-8")
    build(Settings([repo / "campaigns"], out, search=False, analysis=False))
    page = out / "en" / "campaigns" / "harbour" / "episodes" / "01" / "index.html"
    assert "Harbour rules" in page.read_text(encoding="utf-8")
    shared.write_text(shipped.replace("name: {en: Base rulebook,", "name: {en: Quay rules,"), encoding="utf-8")
    build(Settings([repo / "campaigns"], out, search=False, analysis=False))
    assert "Quay rules" in page.read_text(encoding="utf-8")


def test_a_changed_template_renders_every_page_again(tmp_path, monkeypatch):
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, search=False, analysis=False))
    templates = tmp_path / "templates"
    shutil.copytree(TEMPLATES, templates)
    base = templates / "base.html"
    base.write_text(base.read_text(encoding="utf-8").replace("</body>", "<!-- new template --></body>"), encoding="utf-8")
    built = build(Settings([root], out, search=False, templates=templates, analysis=False))  # the workers are given it
    pages = sorted(out.glob("*/**/index.html"))
    assert built.rendered == built.pages == len(pages)
    assert all("<!-- new template -->" in page.read_text(encoding="utf-8") for page in pages)


def test_a_deleted_campaign_leaves_no_page_and_no_search_bundle(tmp_path):
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, base_url="https://example.org/", analysis=False))  # an address known: the site has a sitemap
    assert (out / "search/lagoon/pagefind-entry.json").is_file()
    shutil.rmtree(root / "lagoon")
    build(Settings([root], out, base_url="https://example.org/", analysis=False))
    assert not any(out.glob("*/campaigns/lagoon")) and not (out / "search/lagoon").exists()
    assert json.loads((out / "pagefind/bundles.json").read_text(encoding="utf-8")) == ["pagefind-home/", "search/harbour/"]
    assert "lagoon" not in (out / "sitemap.xml").read_text() and "lagoon" not in (out / "en/index.html").read_text()


def test_search_added_to_a_site_built_without_it_indexes_the_carried_pages(tmp_path):
    root, out, fresh = two_campaigns(tmp_path), tmp_path / "site", tmp_path / "fresh"
    build(Settings([root], out, search=False, analysis=False))
    build(Settings([root], out, analysis=False))
    build(Settings([root], fresh, analysis=False))
    assert tree_digest(out) == tree_digest(fresh)
    assert "Harbour" in indexed_text(out / "search/lagoon")


def test_a_page_deleted_from_the_site_is_rendered_again(tmp_path):
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, search=False, analysis=False))
    page = out / "fr/campaigns/lagoon/episodes/02/index.html"
    before = page.read_bytes()
    page.unlink()
    build(Settings([root], out, search=False, analysis=False))
    assert page.read_bytes() == before


@pytest.mark.parametrize("damage", ["emptied", "edited", "linked"])
def test_a_page_or_search_file_changed_by_hand_in_the_site_is_made_again(tmp_path, damage):
    """The build does not trust the previous site: a page emptied, edited or swapped for a link by
    hand (and a search file likewise) is made again, and the site, manifest included, is a fresh
    build's, byte for byte."""
    root, out, fresh = two_campaigns(tmp_path), tmp_path / "site", tmp_path / "fresh"
    build(Settings([root], out, analysis=False))
    page = out / "fr/campaigns/lagoon/episodes/02/index.html"
    reference = out / "en/rules/index.html"
    search_file = next((out / "search/harbour/fragment").iterdir())
    for target in (page, reference, search_file):
        if damage == "emptied":
            target.write_bytes(b"")
        elif damage == "edited":
            target.write_bytes(target.read_bytes().replace(b"<", b"<!-- hand edit --><", 1))
        else:
            copy = tmp_path / f"copy-{target.name}"
            shutil.copyfile(target, copy)
            target.unlink()
            target.symlink_to(copy)
    build(Settings([root], out, analysis=False))
    build(Settings([root], fresh, analysis=False))
    assert tree_digest(out) == tree_digest(fresh)
    assert not page.is_symlink() and not search_file.is_symlink()


def test_an_output_folder_that_is_a_link_is_built_where_it_leads_and_stays_a_link(tmp_path):
    root, target, link = two_campaigns(tmp_path), tmp_path / "www" / "site", tmp_path / "site"
    build(Settings([root], target, search=False, analysis=False))
    link.symlink_to(target, target_is_directory=True)
    note(root / "harbour", WORD)
    build(Settings([root], link, search=False, analysis=False))
    assert link.is_symlink() and os.path.realpath(link) == str(target)
    assert WORD in (target / "en/campaigns/harbour/episodes/02/index.html").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["campaigns", "site", "www"]  # no trash link beside it


def test_a_page_that_cannot_be_carried_over_fails_the_build_naming_it_and_leaves_the_site(tmp_path, monkeypatch):
    """Unchanged pages are linked from the previous site: what fails there is raised by the build,
    file name and all, and the previous site stays as it was."""
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, search=False, analysis=False))
    before = tree_digest(out)
    note(root / "harbour", WORD)

    def refused(output, staged, relatives):  # type: ignore[no-untyped-def]
        raise PermissionError(13, "Permission denied", f"{output}/{list(relatives)[0]}")

    monkeypatch.setattr(write, "carry_over", refused)
    with pytest.raises(PermissionError) as raised:
        build(Settings([root], out, search=False, analysis=False))
    assert raised.value.filename.endswith("index.html") and raised.value.strerror == "Permission denied"
    assert tree_digest(out) == before
