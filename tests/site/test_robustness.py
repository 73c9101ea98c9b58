"""Build and serve when things go wrong: hostile working folders, odd names, failing pagefind,
concurrent builds, kills mid-swap, orphaned children, unreadable input, unwritable output."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.editing.atomic import write_atomically
from generator.site import search, serve, write
from generator.site.build import SearchFailed, build
from generator.site.settings import Settings
from helpers import FIXTURES, ROOT, alive, descendants, tree_digest, unprivileged

CAMPAIGNS = FIXTURES / "site"


def chronicle(*args: str | Path, cwd: Path | None = None, prefix: tuple[str, ...] = (),
              timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run the command as its console script does: the working folder is not on sys.path (-P)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([*prefix, sys.executable, "-P", "-m", "generator", *map(str, args)], capture_output=True,
                          text=True, cwd=cwd, env=env, timeout=timeout)


def companions(output: Path) -> list[str]:
    """What a build leaves beside its output: nothing, once it is done."""
    return sorted(p.name for p in output.parent.glob(f".{output.name}.*"))


# --- pagefind -----------------------------------------------------------------------------------

def test_no_file_of_the_working_folder_runs_or_configures_the_search_index(tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    for module in ("asyncio", "json", "pagefind", "shutil"):
        (work / f"{module}.py").write_text(f"open({str(tmp_path / 'ran')!r}, 'a').write('{module}\\n')\n")
    (work / "pagefind.yml").write_text("output_subdir: hijacked\n")
    done = chronicle("build", CAMPAIGNS, "-o", tmp_path / "site", cwd=work)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "ran").exists()
    assert (tmp_path / "site/pagefind/pagefind-entry.json").is_file() and not (tmp_path / "site/hijacked").exists()


@pytest.mark.parametrize("program, said", [("false", "exit status 1 and said nothing"),
                                           ("true", "exit status 0 and said nothing")])
def test_a_pagefind_failure_stops_the_build_even_when_it_says_nothing(tmp_path, monkeypatch, program, said):
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    before = tree_digest(out)
    monkeypatch.setattr(search, "binary", lambda: shutil.which(program))
    with pytest.raises(SearchFailed, match=said):
        build(Settings([CAMPAIGNS], out, base_url="https://example.org/", analysis=False))
    assert tree_digest(out) == before and companions(out) == []


# --- one build at a time, atomic swap -------------------------------------------------------------

def test_a_second_build_into_one_output_waits_for_the_first(tmp_path):
    out = tmp_path / "site"
    with write.locked(out, lambda: None):
        second = subprocess.Popen([sys.executable, "-m", "generator", "build", str(CAMPAIGNS), "-o", str(out), "--no-search"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
        said = second.stderr.readline()  # blocks until it says it waits (or ends)
        assert "another build is writing" in said and "waiting" in said
        assert second.poll() is None and not out.exists() and companions(out) == [".site.lock"]
    assert second.wait(120) == 0
    assert (out / "en/index.html").is_file() and companions(out) == []


def test_the_swap_replaces_the_site_in_one_step(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    (first / "x").write_text("1")
    (second / "x").write_text("2")
    assert write._exchange(first, second), "renameat2 RENAME_EXCHANGE is not available here"
    assert (first / "x").read_text() == "2" and (second / "x").read_text() == "1"


def test_a_build_killed_between_the_two_renames_of_a_swap_is_recovered_by_the_next(tmp_path, monkeypatch):
    """Where the atomic exchange is missing the swap takes two renames; a kill between them leaves
    no site, and the next run puts the previous one back before anything else."""
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=False))
    before = tree_digest(out)
    monkeypatch.setattr(write, "_exchange", lambda first, second: False)
    renames = {"n": 0}
    real_replace = os.replace

    def killed_on_the_second(source, target):  # type: ignore[no-untyped-def]
        renames["n"] += 1
        if renames["n"] == 2:
            raise KeyboardInterrupt  # as a kill, with the site moved aside and the new one not yet in place
        real_replace(source, target)

    monkeypatch.setattr(write.os, "replace", killed_on_the_second)
    with pytest.raises(KeyboardInterrupt):
        build(Settings([CAMPAIGNS], out, base_url="https://example.org/", search=False, analysis=False))
    monkeypatch.setattr(write.os, "replace", real_replace)
    assert not out.exists() and len(list(tmp_path.glob(".site.old-*"))) == 1
    write.recover(out)
    assert tree_digest(out) == before
    build(Settings([CAMPAIGNS], out, base_url="https://example.org/", search=False, analysis=False))
    assert "https://example.org/en/" in (out / "sitemap.xml").read_text()
    deadline = time.time() + 30  # the previous site is removed in the background
    while companions(out) and time.time() < deadline:
        time.sleep(0.05)
    assert companions(out) == []


# --- children die with the build ------------------------------------------------------------------

WORKERS = """
import sys, time
from pathlib import Path
from generator.site import build as b, workers as w
from generator.site.settings import Settings
original = w._job
def slow(job):
    time.sleep(0.5)
    return original(job)
w._job = slow
b.build(Settings([Path(sys.argv[1])], Path(sys.argv[2]), search=False, workers=2))
"""

PAGEFIND = """
import sys
from pathlib import Path
from generator.site import build as b, search
from generator.site.settings import Settings
search.binary = lambda: sys.argv[3]
b.build(Settings([Path(sys.argv[1])], Path(sys.argv[2]), search=True))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="parent-death signals are Linux's")
@pytest.mark.parametrize("script", [WORKERS, PAGEFIND], ids=["render workers", "pagefind"])
def test_the_children_of_a_killed_build_die_with_it(tmp_path, script):
    sleeper = tmp_path / "pagefind"
    sleeper.write_text("#!/bin/sh\nexec sleep 60\n")
    sleeper.chmod(0o755)
    build_process = subprocess.Popen([sys.executable, "-c", script, str(CAMPAIGNS), str(tmp_path / "site"), str(sleeper)],
                                     cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60
        while not (children := descendants(build_process.pid)) and time.time() < deadline:
            time.sleep(0.05)
        assert children, "the build started no child"
        time.sleep(0.3)
        children |= descendants(build_process.pid)
    finally:
        build_process.send_signal(signal.SIGKILL)
        build_process.wait()
    deadline = time.time() + 10
    while any(map(alive, children)) and time.time() < deadline:
        time.sleep(0.05)
    assert not any(map(alive, children))


# --- add ------------------------------------------------------------------------------------------

def test_a_draft_left_by_a_killed_write_is_removed_by_the_next(tmp_path):
    episode = tmp_path / "01.yaml"
    episode.write_text("episode: 1\n")
    gone = subprocess.Popen(["true"])
    gone.wait()
    dead = tmp_path / f".01.yaml.{gone.pid}.x1y2.tmp"
    live = tmp_path / f".01.yaml.{os.getppid()}.a1b2.tmp"  # another writer at work right now
    dead.write_text("episode: 1\nrounds: [half")
    live.write_text("episode: 1\nrounds: [")
    write_atomically(episode, "episode: 1\nrounds: []\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["01.yaml", live.name])


# --- bad input and places ------------------------------------------------------------------------

def test_an_unreadable_campaign_file_is_named_not_a_traceback(tmp_path):
    logs = tmp_path / "logs"
    shutil.copytree(CAMPAIGNS, logs)
    (logs / "harbour/episodes/02.yaml").chmod(0)
    done = chronicle("build", logs, "-o", tmp_path / "site", "--no-search", prefix=unprivileged())
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "harbour/episodes/02.yaml:1:1: error: cannot read" in done.stderr and "permission denied" in done.stderr.lower()


def test_an_output_folder_that_cannot_be_written_is_named_not_a_traceback(tmp_path):
    locked = tmp_path / "readonly"
    locked.mkdir()
    locked.chmod(0o555)
    done = chronicle("build", CAMPAIGNS, "-o", locked / "site", "--no-search", prefix=unprivileged())
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "cannot write into" in done.stderr and "readonly" in done.stderr and "permission denied" in done.stderr  # the system's reason, in the reader's words


# --- serve ---------------------------------------------------------------------------------------

def test_serve_on_a_taken_port_says_so_before_building(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = chronicle("serve", CAMPAIGNS, "-o", tmp_path / "site", "-p", port, "--no-search", timeout=60)
    assert done.returncode == 1
    assert f"port {port} is already in use" in done.stderr and "try --port " in done.stderr
    assert "Traceback" not in done.stderr and "Usage:" not in done.stderr
    assert not (tmp_path / "site").exists()  # it did not build first


def test_serve_takes_hundreds_of_simultaneous_connections(tmp_path):
    """http.server's listen backlog of 5 drops connections past a few hundred at once."""
    server = serve.listen(tmp_path, 0, serve.State())
    port = server.port
    clients = []
    try:
        for _ in range(250):  # nobody accepts yet: each waits in the backlog
            client = socket.socket()
            client.setblocking(False)
            client.connect_ex(("127.0.0.1", port))
            clients.append(client)
        server.start()
        for client in clients:
            client.settimeout(5)
            client.sendall(b"GET /missing HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
            assert client.recv(12).startswith(b"HTTP/1.1 503")  # not built yet: 'being built'
    finally:
        for client in clients:
            client.close()
        server.stop()


def test_serve_ignores_its_own_output_inside_a_watched_campaign(tmp_path):
    keep = serve._ignoring(tmp_path / "harbour/site")
    assert keep(None, str(tmp_path / "harbour/episodes/01.yaml"))
    for path in ("site", "site/en/index.html", ".site.building-x1/en/index.html", ".site.lock"):
        assert not keep(None, str(tmp_path / "harbour" / path)), path


def test_a_site_built_inside_its_campaign_folder_does_not_count_as_a_change(tmp_path):
    campaign = tmp_path / "harbour"
    shutil.copytree(CAMPAIGNS / "harbour", campaign)
    chronicle("build", ".", "--no-search", "--no-analysis", cwd=campaign)
    assert (campaign / "site/en/campaigns/harbour/index.html").is_file()
    cwd = os.getcwd()
    os.chdir(campaign)
    try:
        assert build(Settings([Path(".")], Path("site"), search=False, analysis=False)).rendered == 0  # nothing: every page is carried over
    finally:
        os.chdir(cwd)
