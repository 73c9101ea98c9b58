"""The built site as a web host needs it: readable modes, deterministic search files, no broken
internal link, the group's own files copied from static/ and never silently deleted, and one
campaign per name."""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from generator.editing.atomic import write_atomically
from generator.problems import Problems
from generator.site import write
from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, tree_digest

CAMPAIGNS = FIXTURES / "site"
DEMO = Path(__file__).resolve().parents[2] / "campaigns"


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def modes(folder: Path) -> set[tuple[str, int]]:
    """The distinct (kind, mode) pairs of everything under `folder`, the folder itself included."""
    found = {("dir", stat.S_IMODE(folder.stat().st_mode))}
    for path in folder.rglob("*"):
        found.add(("dir" if path.is_dir() else "file", stat.S_IMODE(path.stat().st_mode)))
    return found


def test_under_umask_022_every_folder_is_0755_and_every_file_0644(tmp_path, umask_022):
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=True, analysis=False))
    assert modes(out) == {("dir", 0o755), ("file", 0o644)}
    build(Settings([CAMPAIGNS], out, base_url="https://example.org/", search=True, analysis=False))  # a swap, and pages carried over
    assert modes(out) == {("dir", 0o755), ("file", 0o644)}


def test_a_new_yaml_file_follows_the_umask_and_a_rewritten_one_keeps_its_mode(tmp_path, umask_022):
    fresh = tmp_path / "episodes/02.yaml"
    write_atomically(fresh, "episode: 2\n")
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
    private = tmp_path / "episodes/01.yaml"
    private.write_text("episode: 1\n")
    private.chmod(0o600)
    write_atomically(private, "episode: 1\nrounds: []\n")
    assert stat.S_IMODE(private.stat().st_mode) == 0o600


def test_two_builds_with_search_are_byte_identical(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    build(Settings([CAMPAIGNS], first, search=True, analysis=False))
    build(Settings([CAMPAIGNS], second, search=True, analysis=False))
    assert tree_digest(first) == tree_digest(second)
    entry = json.loads((first / "pagefind/pagefind-entry.json").read_text(encoding="utf-8"))
    assert list(entry["languages"]) == ["en", "es", "fr"]
    shipped = {p.name for p in first.rglob("pagefind*.js")} | {p.name for p in first.rglob("pagefind*.css")}
    assert shipped == {"pagefind.js", "pagefind-ui.js", "pagefind-ui.css", "pagefind-worker.js"}  # only what pages load


def test_search_is_built_into_an_output_folder_given_by_a_relative_path(tmp_path, monkeypatch):
    """README's own command, `chronicle build campaigns -o site`: pagefind runs inside the staging
    folder, so the folder it indexes must not be given relative to the working folder again."""
    monkeypatch.chdir(tmp_path)
    build(Settings([CAMPAIGNS], Path("site"), search=True, analysis=False))
    assert (tmp_path / "site" / "pagefind" / "pagefind-entry.json").is_file()
    assert any((tmp_path / "site" / "search").rglob("pagefind-entry.json"))


# --- every internal link of the demo site resolves -------------------------------------------------

class Links(HTMLParser):
    """The ids of a page and the URLs it points to (href, src)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.urls.append(value)


def parsed(page: Path) -> Links:
    links = Links()
    links.feed(page.read_text(encoding="utf-8"))
    return links


def target_of(page: Path, url: str, site: Path) -> tuple[Path, str] | None:
    """The file a relative link of `page` leads to and its #fragment; None for links off the site."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or url.startswith(("mailto:", "data:")):
        return None
    path = unquote(parts.path)
    folder = site if path.startswith("/") else page.parent
    target = (folder / path.lstrip("/")).resolve() if path else page
    if target.is_dir() or path.endswith("/"):
        target = target / "index.html"
    return target, unquote(parts.fragment)


@pytest.fixture(scope="module")
def demo(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("demo") / "site"
    build(Settings([DEMO], out, search=True, analysis=False))
    return out


def test_every_internal_link_and_fragment_of_the_demo_site_resolves(demo):
    """Every href and src of every page (es, fr, en and the root pages) leads to a file of the site,
    and every #fragment to an id of the page it names."""
    pages = sorted(demo.rglob("*.html"))
    assert {p.relative_to(demo).parts[0] for p in pages} >= {"es", "fr", "en", "index.html", "404.html"}
    ids: dict[Path, set[str]] = {}
    broken = []
    for page in pages:
        for url in parsed(page).urls:
            found = target_of(page, url, demo)
            if found is None:
                continue
            target, fragment = found
            if not target.is_file() or demo.resolve() not in target.parents:
                broken.append(f"{page.relative_to(demo)}: {url} (no file)")
            elif fragment and target.suffix == ".html":
                if target not in ids:
                    ids[target] = parsed(target).ids
                if fragment not in ids[target]:
                    broken.append(f"{page.relative_to(demo)}: {url} (no id {fragment!r})")
    assert broken == []


def test_the_faq_lists_a_topic_only_when_its_section_is_there(demo):
    for page in demo.glob("*/faq/*/index.html"):
        text = page.read_text(encoding="utf-8")
        listed = re.findall(r'href="#(topic-[a-z]+)"', text)
        sections = re.findall(r'<h2 id="(topic-[a-z]+)"', text)
        assert listed == sections, page


# --- the group's own files ------------------------------------------------------------------------

def own_static(tmp_path: Path) -> Path:
    static = tmp_path / "static"
    (static / ".well-known").mkdir(parents=True)
    (static / "CNAME").write_text("isla.example.org\n")
    (static / ".nojekyll").write_bytes(b"")
    (static / "favicon.ico").write_bytes(bytes(range(256)))
    (static / ".well-known/security.txt").write_text("Contact: mailto:ana@example.org\n")
    return static


def test_static_files_are_copied_into_the_site_root_as_they_are(tmp_path):
    static = own_static(tmp_path)
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, static=static, analysis=False))
    for name in ("CNAME", ".nojekyll", "favicon.ico", ".well-known/security.txt"):
        assert (out / name).read_bytes() == (static / name).read_bytes()
    (static / "CNAME").write_text("reef.example.org\n")
    build(Settings([CAMPAIGNS], out, search=False, static=static, analysis=False))  # the site of the previous build is ours: no refusal
    assert (out / "CNAME").read_text() == "reef.example.org\n"
    again = tmp_path / "again"
    build(Settings([CAMPAIGNS], again, search=False, static=static, analysis=False))
    assert tree_digest(out) == tree_digest(again)


def test_a_static_link_leading_outside_its_folder_is_refused_and_nothing_changes(tmp_path):
    static = own_static(tmp_path)
    (tmp_path / "secret.txt").write_text("not for the web")
    (static / "leak.txt").symlink_to(tmp_path / "secret.txt")
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    before = tree_digest(out)
    with pytest.raises(write.OutputRefused, match="leak.txt is a link that leads outside"):
        build(Settings([CAMPAIGNS], out, search=False, static=static, analysis=False))
    assert tree_digest(out) == before


def test_a_static_link_inside_its_folder_is_followed(tmp_path):
    static = own_static(tmp_path)
    (static / "icon.ico").symlink_to("favicon.ico")
    build(Settings([CAMPAIGNS], tmp_path / "site", search=False, static=static, analysis=False))
    assert (tmp_path / "site/icon.ico").read_bytes() == bytes(range(256))


def test_a_static_file_in_the_place_of_a_page_is_refused(tmp_path):
    static = own_static(tmp_path)
    (static / "robots.txt").write_text("User-agent: *\nDisallow: /\n")
    with pytest.raises(write.OutputRefused, match="robots.txt would replace what chronicle writes"):
        build(Settings([CAMPAIGNS], tmp_path / "site", search=False, static=static, analysis=False))
    assert not (tmp_path / "site").exists()


def test_files_the_group_put_in_the_output_are_never_deleted(tmp_path, cli):
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    (out / ".git").mkdir()
    (out / ".git/HEAD").write_text("ref: refs/heads/main\n")
    (out / "CNAME").write_text("isla.example.org\n")
    before = tree_digest(out)
    result = cli("build", CAMPAIGNS, "-o", out, "--no-search")
    assert result.exit_code == 1
    assert ".git/ and CNAME" in result.stderr and "--static" in result.stderr and "Traceback" not in result.stderr
    assert tree_digest(out) == before
    static = tmp_path / "static"
    static.mkdir()
    shutil.move(out / "CNAME", static / "CNAME")
    shutil.rmtree(out / ".git")
    assert cli("build", CAMPAIGNS, "-o", out, "--no-search", "--static", static).exit_code == 0
    assert (out / "CNAME").read_text() == "isla.example.org\n"


def test_the_static_folder_and_the_output_must_be_apart(tmp_path):
    with pytest.raises(write.OutputRefused, match="must be apart"):
        build(Settings([CAMPAIGNS], tmp_path / "static/site", search=False, static=tmp_path / "static", analysis=False))


# --- one campaign per name ------------------------------------------------------------------------

def test_two_campaign_folders_of_one_name_are_an_error_not_an_overwrite(tmp_path):
    for group in ("a", "b"):
        shutil.copytree(CAMPAIGNS / "harbour", tmp_path / group / "campaigns/harbour")
    with pytest.raises(Problems) as err:
        build(Settings([tmp_path / "a/campaigns", tmp_path / "b/campaigns"], tmp_path / "site", search=False, analysis=False))
    [problem] = err.value.problems
    assert problem.pos.file.endswith("b/campaigns/harbour/campaign.yaml") and "a/campaigns/harbour" in str(problem.message)
    assert not (tmp_path / "site").exists()


def test_one_campaign_folder_reached_through_two_paths_is_built_once(tmp_path):
    built = build(Settings([CAMPAIGNS, CAMPAIGNS / "harbour", CAMPAIGNS / "harbour/../harbour"], tmp_path / "site", search=False, analysis=False))
    assert built.campaigns == 1


def test_a_campaign_folder_with_spaces_and_brackets_is_linked_and_searchable(tmp_path):
    shutil.copytree(CAMPAIGNS / "harbour", tmp_path / "logs/Gold Rush (2)")
    out = tmp_path / "site"
    build(Settings([tmp_path / "logs"], out, search=True, analysis=False))
    entry = json.loads((out / "search/Gold Rush (2)/pagefind-entry.json").read_text(encoding="utf-8"))
    assert all(entry["languages"][lang]["page_count"] > 0 for lang in ("es", "fr", "en"))
    assert 'href="../en/campaigns/Gold%20Rush%20%282%29/"' in (out / "en/index.html").read_text(encoding="utf-8")
