"""Table mode checks the episode being played, not the whole campaign again (issue 35): a round told
at the table reads and replays the current episode file alone, from how the campaign stood before it
(campaigns.check_last), and finds exactly what `chronicle check` of the whole campaign finds. A change
to any other file (an earlier episode, campaign.yaml, a ruleset) makes the table check the whole
campaign again, as a hand edit always did.

C-1..C-5, LG-01..LG-14: whatever the rules say of the last episode, the check of it alone says the same.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.editing.episodes import append_round, remove_last_round
from generator.load import nodes
from generator.table.state import Rejected, Snapshot, Table
from helpers import ROOT

DEMO = sorted((ROOT / "campaigns").iterdir())


def _copy(tmp_path: Path, source: Path) -> Path:
    folder = tmp_path / source.name
    shutil.copytree(source, folder)
    return folder


def _last(folder: Path) -> Path:
    return sorted((folder / "episodes").glob("*.yaml"))[-1]


def _drafts(text: str) -> Iterator[tuple[str, str]]:
    """The last episode file as a table or a hand may leave it: as it is, a round shorter, broken YAML,
    a key misspelt, a placement off the board, a player who is not in the campaign."""
    yield "as it is", text
    yield "a round shorter", remove_last_round(text)
    yield "broken YAML", text + "  - card: [\n"
    yield "a key misspelt", text.replace("rounds:", "roundz:", 1)
    yield "off the board", re.sub(r"(\n\s+\w+: )[A-Z]\d+( r\d)?\n", r"\1Z99\n", text, count=1)
    yield "an unknown player", re.sub(r"(\n\s+)(?!card\b)(\w+)(: )", r"\1Zed\3", text, count=1)


@pytest.mark.parametrize("source", DEMO, ids=[p.name for p in DEMO])
def test_checking_the_last_episode_alone_finds_what_checking_the_whole_campaign_finds(tmp_path, source):
    """Every demo campaign, its last episode file as each draft says it: the same Passed or Failed,
    campaign, replay, problems and warnings, whether read from the draft or from the file."""
    folder = _copy(tmp_path, source)
    last = _last(folder)
    _checked, kept = campaigns.check_resumable(folder)
    assert kept is not None and kept.last == last
    for name, draft in _drafts(last.read_text(encoding="utf-8")):
        whole = campaigns.check(folder, {last: draft})
        alone, _kept = campaigns.check_last(kept, draft)
        assert alone == whole, name
        last.write_text(draft, encoding="utf-8")
        assert campaigns.check_last(kept)[0] == campaigns.check(folder), name


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_round_cut_or_changed_in_the_last_episode_is_checked_alike(tmp_path_factory, data):
    """A property: the last episode cut after any round, one action of any round made any other
    (a pass, a stop, a placement anywhere, a card of another round), checked alone or whole: alike."""
    source = data.draw(st.sampled_from(DEMO))
    folder = _copy(tmp_path_factory.mktemp("c"), source)
    last = _last(folder)
    _checked, kept = campaigns.check_resumable(folder)
    assert kept is not None
    lines = last.read_text(encoding="utf-8").splitlines(keepends=True)
    actions = [i for i, line in enumerate(lines) if re.match(r"\s+(?!card\b)\w+: \S", line) and line.startswith("    ")]
    if actions:
        at = data.draw(st.sampled_from(actions))
        new = data.draw(st.sampled_from(["pass", "stop", "A1", "C4 r2", "F7 r1", "B2 r5", "[A1, A2]"]))
        lines[at] = re.sub(r": .*", f": {new}", lines[at])
    draft = "".join(lines[: data.draw(st.integers(0, len(lines)))])
    assert campaigns.check_last(kept, draft)[0] == campaigns.check(folder, {last: draft})


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The names of the files YAML is read from, from here on (campaign.yaml's, which the start form
    reads for itself after every change, left out)."""
    read: list[str] = []
    load_text = nodes.load_text

    def spy(text: str, name: str) -> nodes.Node:
        if name != "campaign.yaml":  # the start form's (table/state.py Setup), named so; the check's is a path
            read.append(Path(name).name)
        return load_text(text, name)

    monkeypatch.setattr(nodes, "load_text", spy)
    return read


def _table(tmp_path: Path, name: str = "reef-raiders") -> tuple[Table, Path]:
    """A table on a demo campaign whose last episode is being played: its last rounds not told yet."""
    folder = _copy(tmp_path, ROOT / "campaigns" / name)
    last = _last(folder)
    last.write_text(remove_last_round(remove_last_round(last.read_text(encoding="utf-8"))), encoding="utf-8")
    table = Table(folder)
    result = table.snapshot().checked.result
    assert result is not None and not result.episodes[-1].over
    return table, folder


def _round_of_passes(snap: Snapshot) -> tuple[Path, str]:
    """The current episode with one more round, every player passing on a card left."""
    result = snap.checked.result
    assert snap.path is not None and result is not None
    episode = result.episodes[-1]
    card = episode.cards_left()[0]
    return snap.path, append_round(snap.text, card, [(p.name, "pass") for p in episode.players if p.stopped is None], None)


def test_a_round_written_at_the_table_reads_the_episode_being_played_alone(tmp_path, reads):
    """Writing a round reads one file, the episode being played (as the draft says it), and the
    table then shows the campaign as `chronicle check` of the whole does."""
    table, folder = _table(tmp_path)
    reads.clear()
    with table.write_lock:
        snap = table.write(table.snapshot().version, _round_of_passes)
    assert reads == [_last(folder).name]
    assert snap.checked == campaigns.check(folder)
    reads.clear()
    with table.write_lock:
        table.write(table.snapshot().version, _round_of_passes)  # the next round too
    assert reads == [_last(folder).name]


def test_a_hand_edit_of_the_current_episode_is_read_alone_and_one_of_an_earlier_episode_reads_all(tmp_path, reads):
    """The pages follow a hand edit of the episode being played by reading that file; an edit of an
    earlier episode (here: a player who is not in the campaign) changes what every later one starts
    from, so the whole campaign is checked again and the table shows its problem."""
    table, folder = _table(tmp_path)
    reads.clear()
    last = _last(folder)
    last.write_text(last.read_text(encoding="utf-8") + "# a note\n", encoding="utf-8")
    table.snapshot()
    assert reads == [last.name]
    earlier = sorted((folder / "episodes").glob("*.yaml"))[0]
    text = earlier.read_text(encoding="utf-8")
    earlier.write_text(re.sub(r"(\n\s+)(?!card\b)(\w+)(: )", r"\1Zed\3", text, count=1), encoding="utf-8")
    reads.clear()
    snap = table.snapshot()
    assert earlier.name in reads and len(reads) > 2
    assert snap.checked == campaigns.check(folder) and snap.problems


def test_a_rejected_write_leaves_the_table_checking_the_files_as_they_are(tmp_path):
    """A new episode the rules refuse is not written; the table goes on from the files on disk, not
    from the refused draft (LG-06: a new episode only once the current one is over)."""
    table, folder = _table(tmp_path)
    before = table.snapshot()
    new = folder / "episodes" / "99.yaml"
    with table.write_lock, pytest.raises(Rejected):
        table.write(before.version, lambda snap: (new, "episode: 99\nrules: nowhere\nrounds: []\n"))
    assert not new.exists()
    _last(folder).write_text(_last(folder).read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert table.snapshot().checked == campaigns.check(folder)


def test_a_deleted_current_episode_is_noticed(tmp_path):
    """The last episode file removed by hand: the campaign is checked without it, never read from the
    file that is gone."""
    table, folder = _table(tmp_path)
    _last(folder).unlink()
    assert table.snapshot().checked == campaigns.check(folder)
