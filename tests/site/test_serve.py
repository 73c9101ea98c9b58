"""chronicle serve: rebuilds on a change, reloads the open page, shows a build error in the browser."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import generator
from generator.base.shipped import TEMPLATES
from generator.validate.content import CONTENT
from helpers import FIXTURES, printed_address


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()
    except (urllib.error.URLError, ConnectionError):
        return 0, ""


def wait_for(url: str, status: int, seconds: float = 30) -> str:
    deadline = time.time() + seconds
    while time.time() < deadline:
        code, body = fetch(url)
        if code == status:
            return body
        time.sleep(0.2)
    raise AssertionError(f"{url} never answered {status}")


def test_serve_rebuilds_and_shows_errors_in_the_page(tmp_path: Path):
    logs = tmp_path / "logs"
    shutil.copytree(FIXTURES / "site", logs)
    templates = tmp_path / "templates"
    shutil.copytree(TEMPLATES, templates)
    server = subprocess.Popen([sys.executable, "-m", "generator", "serve", str(logs), "-o", str(tmp_path / "out"),
                               "-p", "0", "--no-search"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              env={**os.environ, "CHRONICLE_TEMPLATES": str(templates)})
    try:
        port = urlsplit(printed_address(server)).port
        page = wait_for(f"http://127.0.0.1:{port}/en/campaigns/harbour/", 200, 60)
        assert 'new EventSource("/__events")' in page  # the page reloads itself after each build
        episode = logs / "harbour/episodes/01.yaml"
        good = episode.read_text()
        episode.write_text(good.replace("Ana: {A1: house, A2: house, A3: house}", "Ana: {B2: house, B3: house, B4: house}"))
        error = wait_for(f"http://127.0.0.1:{port}/en/campaigns/harbour/", 500)
        assert "01.yaml:6:" in error and "[MI-R01]" in error
        episode.write_text(good.replace("A *short* first evening.", "A *long* first evening."))
        wait_for(f"http://127.0.0.1:{port}/en/campaigns/harbour/", 200)
        assert "<em>long</em>" in fetch(f"http://127.0.0.1:{port}/en/campaigns/harbour/episodes/01/")[1]
        # an edit that makes the build raise (here a broken template) shows the error; serve goes on
        page = templates / "player.html"
        working = page.read_text()
        page.write_text(working.replace("{% endblock %}", "{% endif %}", 1))
        error = wait_for(f"http://127.0.0.1:{port}/en/campaigns/harbour/", 500)
        assert "TemplateSyntaxError" in error and "player.html" in error
        page.write_text(working)
        wait_for(f"http://127.0.0.1:{port}/en/campaigns/harbour/", 200)
        assert server.poll() is None
    finally:
        server.terminate()
        server.wait(10)


def test_serve_rebuilds_when_the_repositorys_shared_ruleset_changes(tmp_path: Path):
    """The repository's games/ folder serves its campaigns' rulesets by name: serve watches it too."""
    repo = tmp_path / "ours"
    (repo / "campaigns").mkdir(parents=True)
    (repo / "chronicle.yaml").write_text("{}\n", encoding="utf-8")
    shutil.copytree(FIXTURES / "site" / "harbour", repo / "campaigns" / "harbour")
    shared = repo / "games" / "my-island" / "rules" / "legacy-1.yaml"
    shared.parent.mkdir(parents=True)
    shipped = (CONTENT / "games" / "my-island" / "rules" / "legacy-1.yaml").read_text(encoding="utf-8")
    shared.write_text(shipped.replace("name: {en: Base rulebook,", "name: {en: Harbour rules,"), encoding="utf-8")
    server = subprocess.Popen([sys.executable, "-m", "generator", "serve", "campaigns", "-o", str(tmp_path / "out"),
                               "-p", "0", "--no-search"], cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              env={**os.environ, "PYTHONPATH": str(Path(generator.__file__).parent.parent)})
    try:
        url = f"{printed_address(server).rstrip('/')}/en/campaigns/harbour/episodes/01/"
        assert "Harbour rules" in wait_for(url, 200, 60)
        shared.write_text(shipped.replace("name: {en: Base rulebook,", "name: {en: Quay rules,"), encoding="utf-8")
        deadline = time.time() + 30
        while "Quay rules" not in fetch(url)[1]:
            assert time.time() < deadline, "serve did not rebuild after the shared ruleset changed"
            time.sleep(0.2)
    finally:
        server.terminate()
        server.wait(10)


def test_a_missing_page_is_answered_with_the_sites_own_404_page(tmp_path: Path):
    from generator.site.serve import State, listen
    (tmp_path / "404.html").write_text("<html><body><h1>404</h1> our own page</body></html>", encoding="utf-8")
    state = State()
    state.built(None)
    server = listen(tmp_path, 0, state).start()
    try:
        code, body = fetch(f"http://127.0.0.1:{server.port}/en/no/such/page/")
        assert code == 404 and "our own page" in body and "/__events" in body
    finally:
        server.stop()


def test_serve_reads_nothing_outside_the_output_folder(tmp_path: Path):
    """Neither a path climbing out (.., encoded or not) nor a link inside the site reaches another file."""
    import socket

    from generator.site.serve import State, listen
    site, secret = tmp_path / "site", tmp_path / "secret.txt"
    site.mkdir()
    secret.write_text("not for the browser", encoding="utf-8")
    (site / "index.html").write_text("<html><body>home</body></html>", encoding="utf-8")
    (site / "leak.txt").symlink_to(secret)
    state = State()
    state.built(None)
    server = listen(site, 0, state).start()
    try:
        for path in ("/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/leak.txt"):
            with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
                connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
                answer = b""
                while chunk := connection.recv(65536):
                    answer += chunk
            assert b"not for the browser" not in answer and answer.startswith(b"HTTP/1.1 404"), path
        code, _ = fetch(f"http://127.0.0.1:{server.port}/", headers={"Host": "evil.example"})
        assert code == 400  # a name rebound to this computer reads nothing
    finally:
        server.stop()


def test_serve_shows_an_edit_of_chronicles_content_at_once(tmp_path: Path):
    """serve rebuilds in one process: what it read of content/ (a terrain's name, a rule's title in
    the registry, a glossary entry) is read again for each build, never kept from the first (LG-01)."""
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    server = subprocess.Popen([sys.executable, "-m", "generator", "serve", str(FIXTURES / "site"), "-o", str(tmp_path / "out"),
                               "-p", "0", "--no-search"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              env={**os.environ, "CHRONICLE_CONTENT": str(content)})
    try:
        site = f"{printed_address(server).rstrip('/')}/en"
        assert "</svg> rainforest</li>" in wait_for(f"{site}/games/my-island/", 200, 60)  # the boards' legend
        edits = [(content / "games/my-island/game.yaml", "names: {en: rainforest,", "names: {en: jungle,"),
                 (content / "rules.yaml", '{en: "Start on 10",', '{en: "Ten to start",'),
                 (content / "glossary/en.yaml", "Island spaces that tiles may cover", "Lilac spaces that tiles may cover")]
        for path, old, new in edits:
            text = path.read_text(encoding="utf-8")
            assert old in text
            path.write_text(text.replace(old, new), encoding="utf-8")
        seen = {"</svg> jungle</li>": f"{site}/games/my-island/", "Ten to start": f"{site}/rules/", "Lilac spaces": f"{site}/glossary/"}
        deadline = time.time() + 30
        while seen:
            seen = {word: url for word, url in seen.items() if word not in fetch(url)[1]}
            assert time.time() < deadline, f"serve still shows the old content instead of {sorted(seen)}"
            time.sleep(0.3)
    finally:
        server.terminate()
        server.wait(10)
