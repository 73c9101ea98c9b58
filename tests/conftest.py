"""pytest's hooks and fixtures. Layered fixtures: a campaign folder written from log text -> checked campaign ->
results. What tests share besides fixtures is in helpers.py; no test imports this module."""

from __future__ import annotations

import gc
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hypothesis import settings as hypothesis_settings

pytest.register_assert_rewrite("helpers")  # its asserts explain themselves as a test's do

from generator import campaigns  # noqa: E402
from generator.base import collector  # noqa: E402
from generator.cli import main  # noqa: E402
from helpers import ARGS, BASE, CHROMIUM, DEMO, FIXTURES, dedent, examples, served_site, stopped_behind  # noqa: E402

TESTS = Path(__file__).parent
SLOW = {"site/test_incremental.py", "site/test_robustness.py", "site/test_serve.py", "site/test_output.py",
        "cli/test_install.py", "table/test_server.py", "site/test_html.py", "site/test_digest.py",
        "site/test_search_input.py", "site/test_build.py", "site/test_golden.py", "site/test_fixtures_build.py",
        "site/test_site_notes.py", "record/test_person_page_mode_words.py"}
"""Modules (paths under tests/) whose tests build sites, start servers or run hypothesis over processes:
seconds each (record/test_person_page_mode_words.py builds the whole demo with the coach, which analyses every
demo episode); a test of another module that builds a whole site carries @pytest.mark.slow itself. The quick
run (README.md), `python -m pytest -m "not slow and not browser and not install"`, leaves them and every
browser test out."""


hypothesis_settings.register_profile("quick", max_examples=25)
"""The quick run's property tests: a quarter of hypothesis's 100 examples, and a quarter of a test's own count
(@settings(max_examples=...), never fewer than 10: _quarter_own_counts). The whole suite keeps them all."""


def pytest_configure(config: pytest.Config) -> None:
    """A run that leaves the slow tests out (-m "not slow ...") is the quick one: it loads the 'quick' profile,
    unless --hypothesis-profile chooses another."""
    if "not slow" in (config.option.markexpr or "") and not config.getoption("hypothesis_profile", default=None):
        hypothesis_settings.load_profile("quick")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if hypothesis_settings.get_current_profile_name() == "quick":
        _quarter_own_counts(items)
    for item in items:
        where = item.path.relative_to(TESTS).as_posix() if item.path.is_relative_to(TESTS) else ""
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
        if where in SLOW:
            item.add_marker(pytest.mark.slow)
        if where == "cli/test_install.py":
            item.add_marker(pytest.mark.install)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made (the test modules, their items and parameters, what they imported) lives to the end of
    the session: frozen out of the collector's walks, and young objects collected less often, as chronicle's own
    entry point does for itself (generator/base/collector.py). Without it the collector walked that heap again and again:
    some 15% of tests/cli's and tests/words' processor time."""
    gc.collect()
    gc.freeze()
    collector.spaced()


def pytest_sessionfinish() -> None:
    stopped_behind()  # the table servers helpers.serve_table left stopping


def _quarter_own_counts(items: list[pytest.Item]) -> None:
    """A property test that asks for its own number of examples tries a quarter of them in the quick run, as those
    that keep hypothesis's 100 try 25: an explicit count is a share of the whole suite's effort, not a floor."""
    quick = hypothesis_settings.default.max_examples
    for test in {id(f): f for item in items if getattr(f := getattr(item, "obj", None), "is_hypothesis_test", False)}.values():
        own = test._hypothesis_internal_use_settings
        if own.max_examples != quick:  # never more than its own, when that is below the floor of 10
            count = min(own.max_examples, examples(own.max_examples))
            test._hypothesis_internal_use_settings = hypothesis_settings(own, max_examples=count)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests read chronicle in English unless they choose a language (--lang, campaign, LANG)."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "CHRONICLE_FAQ_URL"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(scope="session", autouse=True)
def coach_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The coach's analyses of the whole session kept in one folder of its own ($CHRONICLE_CACHE), never the
    user's cache: each demo episode is analysed once, by whichever test asks first, and read back by the others
    (an analysis read back is the one made: tests/analysis/test_coach_cache.py). A test about the cache itself
    sets a fresh folder of its own. Run over workers (pytest -n 2), the workers of the run share the folder,
    in the run's own temporary folder: an analysis is a file written atomically, named by the digest of all it
    depends on, so whichever worker makes it first, the others read back the same analysis."""
    if os.environ.get("PYTEST_XDIST_WORKER"):  # the run's folder, above each worker's own (pytest-N/popen-gw0)
        folder = tmp_path_factory.getbasetemp().parent / "coach-cache"
        folder.mkdir(exist_ok=True)
    else:
        folder = tmp_path_factory.mktemp("coach-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CHRONICLE_CACHE", str(folder))  # in the environment: build workers and subprocesses read it
        yield folder


@pytest.fixture
def make_campaign(tmp_path: Path) -> Callable[..., Path]:
    """Write a campaign folder: campaign.yaml from keyword values, episodes from YAML text.

    Boards and pieces named like 'tiny' are copied from tests/fixtures/<game>/ into the
    campaign and referenced by path, so tests draw on small, readable islands.
    """

    def make(*episodes: str, players: str = "[{name: Ana}, {name: Ben}]", game: str = "my-island",
             mode: str = "legacy", board: str = "tiny", pieces: str = "tiny", rules: dict[str, str] | None = None,
             slug: str = "test", language: str | None = None) -> Path:
        folder = tmp_path / slug
        (folder / "episodes").mkdir(parents=True)
        for kind, name in (("boards", board), ("pieces", pieces)):
            source = FIXTURES / game / kind / f"{name}.yaml"
            if source.exists():
                (folder / kind).mkdir(exist_ok=True)
                shutil.copy(source, folder / kind / source.name)
        board_ref = f"boards/{board}.yaml" if (folder / "boards").exists() else board
        pieces_ref = f"pieces/{pieces}.yaml" if (folder / "pieces").exists() else pieces
        (folder / "campaign.yaml").write_text(dedent(f"""
            title: Test campaign
            game: {game}
            mode: {mode}
            board: {board_ref}
            pieces: {pieces_ref}
            players: {players}
            """) + (f"language: {language}\n" if language else ""), encoding="utf-8")
        for number, text in enumerate(episodes, 1):
            (folder / "episodes" / f"{number:02d}.yaml").write_text(dedent(text), encoding="utf-8")
        for name, text in (rules or {}).items():
            (folder / "rules").mkdir(exist_ok=True)
            (folder / "rules" / f"{name}.yaml").write_text(dedent(text), encoding="utf-8")
        return folder

    return make


@pytest.fixture
def checked() -> Callable[[Path], campaigns.Checked]:
    return campaigns.check


@pytest.fixture
def cli() -> Callable[..., Result]:
    """Run chronicle as a user would; the result has exit_code, stdout and stderr."""

    def run(*args: str | Path) -> Result:
        return CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=False)

    return run


@pytest.fixture
def make_repo(tmp_path: Path, cli: Callable[..., Result], monkeypatch: pytest.MonkeyPatch) -> Callable[..., Path]:
    """A group's repository made by `chronicle init`, with one campaign made by `chronicle new`; the working folder at its root."""

    def make(language: str = "es", campaign: str = "arrecife") -> Path:
        root = tmp_path / "tejedores"
        assert cli("init", root, "--language", language).exit_code == 0
        monkeypatch.chdir(root)
        assert cli("new", campaign, "--game", "my-island", "--players", "Ana,Ben").exit_code == 0
        return root

    return make


@pytest.fixture(scope="session")
def browser() -> Iterator:  # type: ignore[type-arg]
    """Debian's Chromium driven by Playwright, one for every browser test of the session."""
    playwright = pytest.importorskip("playwright.sync_api")
    with playwright.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def demo_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo campaigns' site without search, built once for the tests that only read it."""
    from generator.site.build import build
    from generator.site.settings import Settings

    out = tmp_path_factory.mktemp("demo") / "site"
    build(Settings([DEMO], out, search=False, analysis=False))
    return out


@pytest.fixture(scope="session")
def served_demo(demo_site: Path) -> Iterator[str]:
    """demo_site served on 127.0.0.1 for the browser tests that read it: its address, no slash at the end."""
    yield from served_site(demo_site)


@pytest.fixture
def chapter(make_campaign):  # type: ignore[no-untyped-def]
    """A two-player city campaign on the banks board whose episodes play rules/chapter.yaml (BASE + `rules`)."""
    def make(rules: str, *episodes: str, players: str = "[{name: Ana}, {name: Ben}]", extra_campaign: str = "",
             slug: str = "test") -> Path:
        keys = {line.split(":")[0] for line in rules.splitlines()}
        base = "".join(line + "\n" for line in BASE.splitlines() if line.split(":")[0] not in keys)  # the chapter's own win
        folder = make_campaign(*episodes, game="my-city", board="banks", players=players, slug=slug,
                               rules={"chapter": base + rules})
        if extra_campaign:
            with (folder / "campaign.yaml").open("a", encoding="utf-8") as f:
                f.write(extra_campaign)
        return folder
    return make
