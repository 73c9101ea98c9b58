"""The previous site, checked without reading it all (issue 35, the speed given back): a build notes
each file it wrote as the next build will find it (size, modification time, inode, digest, in the
user's cache folder), so that the next build reads only the files that changed since, and never
trusts one that did: a page edited by hand, even to the same size, is made again."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.site import write
from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, tree_digest

HARBOUR = FIXTURES / "site" / "harbour"
PAGE = "fr/campaigns/lagoon/episodes/02/index.html"


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))


def two_campaigns(tmp_path: Path) -> Path:
    root = tmp_path / "campaigns"
    shutil.copytree(HARBOUR, root / "harbour")
    shutil.copytree(HARBOUR, root / "lagoon")
    return root


def edit_notes(campaign: Path) -> None:
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8") + "notes: edited\n", encoding="utf-8")


def read_files(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The site files whose bytes the build reads to digest them, as it reads them."""
    read: list[str] = []
    digest = write._digest

    def counted(path: Path) -> str:
        read.append(path.as_posix())
        return digest(path)

    monkeypatch.setattr(write, "_digest", counted)
    return read


def test_an_incremental_build_reads_no_page_it_carries_over(tmp_path, monkeypatch):
    """After an edit of one campaign, the other campaign's pages are carried over unread: the previous
    build's notes vouch for them, and the new manifest takes their digests from the old one."""
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, search=False, analysis=False))
    edit_notes(root / "harbour")
    read = read_files(monkeypatch)
    build(Settings([root], out, search=False, analysis=False))
    assert read, "the pages made again are digested"
    assert not [path for path in read if "/campaigns/lagoon/" in path]


def test_a_page_edited_by_hand_to_the_same_size_is_made_again(tmp_path):
    """An edit that keeps a page's size changes its modification time: the page is read, found
    changed and made again; the site, manifest included, is a fresh build's."""
    root, out, fresh = two_campaigns(tmp_path), tmp_path / "site", tmp_path / "fresh"
    build(Settings([root], out, search=False, analysis=False))
    page = out / PAGE
    text = page.read_bytes()
    page.write_bytes(text.replace(b"<main", b"<MAIN", 1))
    assert len(page.read_bytes()) == len(text)
    build(Settings([root], out, search=False, analysis=False))
    build(Settings([root], fresh, search=False, analysis=False))
    assert page.read_bytes() == text
    assert tree_digest(out) == tree_digest(fresh)


def test_without_notes_every_file_of_the_previous_site_is_read(tmp_path, monkeypatch):
    """Notes lost (a cleared cache, another machine) cost a reading of the previous site, nothing else:
    a page emptied by hand is still found and made again."""
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    build(Settings([root], out, search=False, analysis=False))
    shutil.rmtree(tmp_path / "cache", ignore_errors=True)
    (out / PAGE).write_bytes(b"")
    read = read_files(monkeypatch)
    build(Settings([root], out, search=False, analysis=False))
    assert any(path.endswith(PAGE) for path in read)
    assert (out / PAGE).read_bytes()


def test_the_manifest_holds_the_digest_of_every_file_as_written(tmp_path):
    """Digests taken as pages are written (in the workers) and carried from the previous manifest are
    those of the files' bytes, after a full build and after an incremental one."""
    root, out = two_campaigns(tmp_path), tmp_path / "site"
    for _ in range(2):
        build(Settings([root], out, search=False, analysis=False))
        listed = json.loads((out / write.SITE_MARKER).read_text(encoding="utf-8"))["files"]
        assert listed == {relative: write.digest((out / relative).read_bytes()) for relative in write.walk(out)
                          if relative != write.SITE_MARKER}
        edit_notes(root / "harbour")
