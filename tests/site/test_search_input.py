"""What the build sends to pagefind (issue 13): each page without what pagefind skips anyway, so that
it parses a tenth of the bytes and still writes the very same search index."""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

from generator.site import search
from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES


def bundle_digests(site: Path, pages: list[tuple[str, bytes]]) -> dict[str, str]:
    site.mkdir()
    indexer = search.Indexer(site)
    for relative, html in pages:
        indexer.add(search.bundle_of(relative.split("/", 1)[1]), relative, html)
    indexer.finish()
    return {p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(site.rglob("*")) if p.is_file()}


def test_pagefind_writes_the_same_index_from_the_stripped_pages_as_from_the_whole_pages(tmp_path):
    output = build(Settings([FIXTURES / "site"], tmp_path / "site", search=False, analysis=False)).output
    pages = [(p.relative_to(output).as_posix(), p.read_bytes())
             for p in sorted(output.glob("*/**/index.html"))]
    stripped = [(relative, search.searchable(html)) for relative, html in pages]

    whole = bundle_digests(tmp_path / "whole", pages)
    assert bundle_digests(tmp_path / "stripped", stripped) == whole
    assert any(name.startswith("search/harbour/fragment/") for name in whole)
    assert sum(map(len, (html for _, html in stripped))) * 2 < sum(map(len, (html for _, html in pages)))


def page(main: str) -> bytes:
    return f'<html lang="en"><head><title>T</title></head><body><nav>menu</nav><main data-pagefind-body>{main}</main><footer>f</footer></body></html>'.encode()


def test_skipped_elements_go_with_everything_nested_in_them():
    html = page('<h1>Kept</h1><svg viewBox="0 0 1 1"><g><title>drawn</title></g><svg><text>inner</text></svg></svg>'
                '<p>after</p><div data-pagefind-ignore="all"><div>hidden</div><div>too</div></div><p>end</p>')
    main = search.searchable(html).split(b"<body>")[1]
    assert main == b'<main data-pagefind-body><h1>Kept</h1><p>after</p><p>end</p></main></body></html>'


def test_names_that_only_begin_like_a_skipped_element_are_kept():
    html = page("<navigation-note>kept</navigation-note><svgx>kept too</svgx><nav>gone <navx>x</navx></nav><p>end</p>")
    assert search.searchable(html).split(b"<body>")[1] == (
        b"<main data-pagefind-body><navigation-note>kept</navigation-note><svgx>kept too</svgx><p>end</p></main></body></html>")


def test_a_page_without_a_main_element_is_sent_as_it_is():
    html = b"<html><body><p>no main</p></body></html>"
    assert search.searchable(html) == html


def test_the_replay_controls_and_their_hint_are_not_searchable(tmp_path):
    """A search for 'arrow keys' or 'swipe' must not find every episode: the replay's controls are UI."""
    out = build(Settings([FIXTURES / "site"], tmp_path / "site", analysis=False)).output
    text = "".join(gzip.decompress(f.read_bytes()).decode("utf-8")
                   for f in sorted((out / "search" / "harbour" / "fragment").iterdir()))
    assert "Turtle Bay" in text and "Episode 2" in text
    assert "arrow keys" not in text and "swipe" not in text and "flèches" not in text


def test_a_campaign_bundle_holds_its_index_not_a_second_copy_of_pagefinds_scripts(tmp_path):
    """The reference bundle's scripts search the campaign bundles merged into it (tests/test_browser.py
    finds campaign pages, also with no web worker): pagefind loads no wasm for a merged index, so a
    campaign bundle holds its entry, metadata, index and fragments only."""
    out = build(Settings([FIXTURES / "site"], tmp_path / "site", analysis=False)).output
    campaign = {p.relative_to(out / "search" / "harbour").as_posix() for p in (out / "search" / "harbour").rglob("*")}
    assert "pagefind-entry.json" in campaign and any(p.endswith(".pf_meta") for p in campaign)
    assert {p.split("/")[0] for p in campaign if "/" in p} == {"index", "fragment"}
    assert not {p for p in campaign if p.startswith("wasm.") or p.endswith((".js", ".css"))}
    assert {"wasm.en.pagefind", "pagefind-worker.js"} <= {p.name for p in (out / "pagefind").iterdir()}
    assert {"pagefind.js", "pagefind-ui.js", "pagefind-ui.css"} <= {p.name for p in (out / "pagefind").iterdir()}
