"""A search bundle's files, as pagefind hands them back, are written inside the bundle's folder and nowhere
else (issue 35: the check reads each path rather than asking the file system twice per file). A path that
would leave the folder fails the build with a SearchFailed naming it, never a traceback."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.site import search

ENTRY = json.dumps({"version": "1", "languages": {lang: {"hash": lang, "page_count": 1} for lang in ("es", "fr", "en")}})


def _files(*extra: str) -> dict[str, bytes]:
    return {"pagefind-entry.json": ENTRY.encode(), "fragment/en_1.pf_fragment": b"1", "index/en_2.pf_index": b"2",
            **{relative: b"x" for relative in extra}}


def test_a_bundles_files_are_written_in_its_folders(tmp_path: Path) -> None:
    folder = tmp_path / "staged" / "search" / "harbour"
    search._write_bundle(folder, _files("pagefind.en_3.pf_meta"))
    written = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    assert written == ["fragment/en_1.pf_fragment", "index/en_2.pf_index", "pagefind-entry.json", "pagefind.en_3.pf_meta"]
    assert (folder / "fragment" / "en_1.pf_fragment").read_bytes() == b"1"


@pytest.mark.parametrize("relative", ["../escaped", "fragment/../../escaped", "/tmp/escaped", ".", "fragment/.."])
def test_a_file_named_outside_its_bundle_fails_the_build(tmp_path: Path, relative: str) -> None:
    folder = tmp_path / "staged" / "pagefind"
    with pytest.raises(search.SearchFailed) as failed:
        search._write_bundle(folder, _files(relative))
    assert relative in str(failed.value)
    assert not (tmp_path / "staged" / "escaped").exists()


SEGMENTS = st.sampled_from(["a", "b", "..", ".", "", "fragment"])


@given(st.lists(SEGMENTS, min_size=1, max_size=6), st.booleans())
def test_inside_reads_a_path_as_the_file_system_would_resolve_it(segments: list[str], absolute: bool) -> None:
    """In a folder without links (a bundle's, made by the build), a path lies inside the folder exactly when
    resolving it under the folder stays strictly below the folder."""
    relative = ("/" if absolute else "") + "/".join(segments)
    folder = Path("/nonexistent-bundle/search/harbour")
    resolved = Path(os.path.normpath(folder / relative))
    assert search._inside(relative) == (resolved != folder and resolved.is_relative_to(folder))
