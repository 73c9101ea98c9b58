"""Hostile or careless input (issue 12): every case gets `file:line:col: error:` and exit 1, never a
traceback, a hang, a crash of the process, a line forged in the output or a file read outside the
campaign. One test (or one parametrized family) per class of the issue, on the tiny test island
of test_bad_input.py; the rule IDs of RULES.md are cited where a rule bounds the value.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from helpers import OUR_RULESET, ROOT, dedent, edit, episode_file, expect_error, line_of, reported, unprivileged

OK = dedent("""
    episode: 1
    date: 2025-09-18
    rules: legacy-1
    rounds:
      - card: 1
        Ana: A1
        Ben: stop
    """)


def check_within(cli, folder: Path, seconds: float = 10):
    """`chronicle check folder`, failing the test instead of hanging it when the check blocks."""
    done: list = []
    worker = threading.Thread(target=lambda: done.append(cli("check", folder)), daemon=True)
    worker.start()
    worker.join(seconds)
    assert done, f"check did not finish within {seconds}s"
    return done[0]


# --- 1. values the YAML loader converts ---------------------------------------------------------

@pytest.mark.parametrize("value, words", [
    ("2025-02-30", ("not a date that exists", "month 2025-02 has 28 days")),
    ("2024-02-30", ("not a date that exists", "month 2024-02 has 29 days")),  # a leap year
    ("2026-13-01", ("not a date that exists", "months go from 01 to 12")),
    ("2025-04-31", ("not a date that exists", "month 2025-04 has 30 days")),
    ("!!timestamp hello", ("not a date",)),
    ("!!int hello", ("not a whole number",)),
    ("!!int ²", ("not a whole number",)),  # a digit to str.isdigit(), not to int(): was a traceback
    ("!!float hello", ("not a number",)),
    ("!!bool hello", ("not true or false",)),
    ("1" * 5000, ("too large",)),
    ("0x" + "f" * 5000, ("too large",)),
    ("0x" + "f" * 20, ("too large",)),
    ("2025-09-18 10:00:00+99:00", ("not a time that exists",)),
    ("!!python/object:os.system x", ("not allowed",)),
], ids=["impossible-date", "leap-year", "month-13", "april-31", "timestamp-tag", "int-tag", "superscript-int", "float-tag", "bool-tag", "5000-digits", "huge-hex",
        "hex-over-18-digits", "offset-out-of-range", "python-tag"])
def test_values_the_loader_cannot_convert_are_positioned_errors(make_campaign, cli, value, words):
    folder = make_campaign(OK.replace("date: 2025-09-18", f"date: {value}  # here"))
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "# here"), words=words)
    assert len(result.stderr) < 1000  # a huge value is shortened, not echoed whole


@pytest.mark.parametrize("anchor", ["A0 r1", "A05", "A0"])
def test_MI_R03_an_anchor_in_column_0_or_with_a_leading_zero_is_not_a_cell(make_campaign, cli, anchor):
    folder = make_campaign(OK.replace("Ana: A1", f"Ana: {anchor}  # here"))
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "# here"), round=1, player="Ana",
                 words=("not a cell name", "leading zero"))


def test_a_piece_catalogue_without_grid(make_campaign, cli):
    folder = make_campaign(OK)
    pieces = folder / "pieces" / "tiny.yaml"
    edit(pieces, "grid: hex\n", "")
    result = cli("check", folder)
    expect_error(result, pieces, {1, 2}, words=("grid",))  # where the mapping starts


@pytest.mark.parametrize("where", ["episodes", "boards", "pieces"])
def test_symlink_loops_are_named_not_followed(make_campaign, cli, where):
    folder = make_campaign(OK)
    (folder / where / "loop.yaml").symlink_to("loop.yaml")
    campaign = folder / "campaign.yaml"
    if where == "boards":
        edit(campaign, "board: boards/tiny.yaml", "board: loop")
    if where == "pieces":
        edit(campaign, "pieces: pieces/tiny.yaml", "pieces: loop")
    result = cli("check", folder)
    if where == "episodes":
        expect_error(result, folder / "episodes" / "loop.yaml", 1, words=("loop",))
    else:
        expect_error(result, campaign, line_of(campaign, "loop"), words=("loop",))


@pytest.mark.parametrize("key", ["board", "pieces", "rules"])
@pytest.mark.parametrize("path, words", [('"boards/a\\0b.yaml"', ("NUL",)),
                                          ("boards/" + "a" * 300 + ".yaml", ("too long",)),
                                          ("/".join(["a"] * 600) + ".yaml", ("too long",))],
                         ids=["nul", "long-name", "long-path"])
def test_a_path_no_file_system_can_hold(make_campaign, cli, key, path, words):
    folder = make_campaign(OK)
    if key == "rules":
        file = episode_file(folder)
        edit(file, "rules: legacy-1", f"rules: {path}  # here")
    else:
        file = folder / "campaign.yaml"
        edit(file, f"{key}: {key.rstrip('s')}s/tiny.yaml", f"{key}: {path}  # here")
    result = cli("check", folder)
    expect_error(result, file, line_of(file, "# here"), words=words)


@pytest.mark.parametrize("depth", [500, 200_000])
def test_nesting_hundreds_deep_is_refused_where_it_goes_too_deep(make_campaign, cli, depth):
    """200,000 levels would crash the process inside libyaml's composer: refused before it."""
    folder = make_campaign(OK + f"notes: {'[' * depth}{']' * depth}\n")
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "notes:"), words=("levels deep",))


def test_nesting_through_aliases_is_bounded_too(make_campaign, cli):
    levels = ["a0: &a0 " + "[" * 30 + "]" * 30]
    levels += [f"a{i}: &a{i} " + "[" * 30 + f"*a{i - 1}" + "]" * 30 for i in range(1, 40)]
    folder = make_campaign(OK + "notes:\n" + "".join(f"  {line}\n" for line in levels))
    result = cli("check", folder)
    expect_error(result, episode_file(folder), set(range(1, 60)), words=("levels deep",))


def test_add_on_an_episode_that_is_not_utf8(make_campaign, cli):
    folder = make_campaign(OK)
    path = episode_file(folder)
    path.write_bytes(path.read_bytes() + "# caf\xe9\n".encode("latin-1"))
    before = path.read_bytes()
    result = cli("add", folder, "1", "--card", "3", "Ben=pass")
    expect_error(result, path, line_of(path, "# caf"), words=("UTF-8",))
    assert "Usage:" not in result.output and path.read_bytes() == before


# --- 2. special files never block ---------------------------------------------------------------

@pytest.mark.parametrize("kind", ["fifo", "socket"])
def test_an_episode_that_is_a_fifo_or_socket_is_named_not_read(make_campaign, cli, kind):
    folder = make_campaign(OK)
    path = episode_file(folder, 2)
    if kind == "fifo":
        os.mkfifo(path)
        result = check_within(cli, folder)
    else:
        with socket.socket(socket.AF_UNIX) as listener:
            listener.bind(str(path))
            result = check_within(cli, folder)
    expect_error(result, path, 1, words=("not a regular file",))


# --- 3. positions and messages ------------------------------------------------------------------

def test_a_control_character_gets_its_line_and_column(make_campaign, cli):
    """Counted in characters as an editor does, after accented letters (libyaml counts bytes)."""
    folder = make_campaign(OK + "notes: ééééé\x07 and more\n")
    result = cli("check", folder)
    error = expect_error(result, episode_file(folder), line_of(episode_file(folder), "notes:"), words=("control character",))
    assert error.col == len("notes: ééééé") + 1


def test_LG_13_the_25th_episode_is_reported_at_its_episode_line(make_campaign, cli):
    folder = make_campaign(*[f"# episode {n}\nepisode: {n}\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n"
                             f"    Ben: stop\ntiebreak: [Ana, Ben]\n" for n in range(1, 26)])
    result = cli("check", folder)
    expect_error(result, episode_file(folder, 25), 2, "LG-13")


@pytest.mark.parametrize("value", ['"1\\nforged.yaml:1:1: error: nothing"', '"x\\u2028y\\rz\\x1b[31m"'])
def test_a_value_with_a_newline_cannot_forge_a_line_of_output(make_campaign, cli, value):
    folder = make_campaign(OK.replace("card: 1", f"card: {value}  # here"))
    result = cli("check", folder)
    error = expect_error(result, episode_file(folder), line_of(episode_file(folder), "# here"), round=1)
    assert "forged.yaml:1:1" not in [line[:15] for line in result.stderr.splitlines()]
    assert "\\n" in error.message or "\\u2028" in error.message
    assert not any(ch in result.stderr for ch in "\r\x1b\u2028")


@pytest.mark.parametrize("make", [lambda p: p.mkdir(), lambda p: p.symlink_to("nowhere.yaml")])
def test_a_ruleset_that_is_a_folder_or_dangling_link_is_said_plainly(make_campaign, cli, make):
    """The message names the log line and says what the campaign's file is, not a file that is not there."""
    folder = make_campaign(OK)
    (folder / "rules").mkdir()
    make(folder / "rules" / "legacy-1.yaml")
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "rules:"), words=("rules/legacy-1.yaml",))
    assert all(Path(e.file).exists() for e in reported(result))


# --- 4. nothing outside the campaign is read ----------------------------------------------------

SECRET = "root:x:0:0:root:/root:/bin/bash-SECRET\n"


def test_a_campaign_yaml_linking_outside_is_refused_unread(make_campaign, cli, tmp_path):
    folder = make_campaign(OK)
    secret = tmp_path / "passwd"
    secret.write_text(SECRET, encoding="utf-8")
    (folder / "campaign.yaml").unlink()
    (folder / "campaign.yaml").symlink_to(secret)
    result = cli("check", folder)
    expect_error(result, folder / "campaign.yaml", 1, words=("outside",))
    assert "root:x" not in result.output and "SECRET" not in result.output


@pytest.mark.parametrize("where", ["episodes", "rules"])
def test_a_folder_linking_outside_is_refused_unlisted(make_campaign, cli, tmp_path, where):
    other = tmp_path / "other"
    (other / where).mkdir(parents=True)
    (other / where / "secret-name.yaml").write_text(SECRET, encoding="utf-8")
    folder = make_campaign(OK)
    if where == "episodes":
        os.rename(folder / "episodes", tmp_path / "kept")
    (folder / where).symlink_to(other / where)
    result = cli("check", folder)
    if where == "episodes":
        expect_error(result, folder / "episodes", 1, words=("outside",))
    else:
        expect_error(result, episode_file(folder), line_of(episode_file(folder), "rules:"), words=("outside",))
    assert "secret-name" not in result.output and "SECRET" not in result.output


# --- 6. nothing wrong is silently accepted ------------------------------------------------------

@pytest.mark.parametrize("title", ["2024", '""', "[a, b]", "null", "''"])
def test_an_invalid_title_fails_check(make_campaign, cli, title):
    folder = make_campaign(OK)
    path = folder / "campaign.yaml"
    edit(path, "title: Test campaign", f"title: {title}")
    result = cli("check", folder)
    expect_error(result, path, line_of(path, "title:"), words=("title",))


def test_an_unreadable_episodes_folder_is_an_error_not_zero_episodes(make_campaign, tmp_path):
    folder = make_campaign(OK)
    (folder / "episodes").chmod(0)
    try:
        done = subprocess.run([*unprivileged(), sys.executable, "-P", "-m", "generator", "check", str(folder)],
                              capture_output=True, text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    finally:
        (folder / "episodes").chmod(0o755)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "episodes:1:1: error:" in done.stderr and "permission denied" in done.stderr
    assert "checks out" not in done.stdout


@pytest.mark.parametrize("old, new, words", [
    ("assessment: {first: 2, second: 1}", "assessment: {first: 100000000, second: 1}", ("between 0 and 80",)),
    ("assessment: {first: 2, second: 1}", "assessment: {first: 2, second: -1}", ("between 0 and 80",)),
    ("pass_points: -1", "pass_points: -100000", ("between \u221255 and 0",)),
    ("terrain: beach, points: 1}", "terrain: beach, points: 99999999}", ("between \u221255 and 55",)),
    ("points: -1}", "points: -99999999}", ("between \u221255 and 55",)),
])
def test_LG_07_LG_09_every_number_of_a_ruleset_is_bounded_by_the_game(make_campaign, cli, old, new, words):
    """Points no larger than the whole track (cap 55, LG-07), circles no more than the board has (LG-09)."""
    ruleset = OUR_RULESET.replace(old, new + "  # here")
    folder = make_campaign(OK.replace("rules: legacy-1", "rules: ours"), rules={"ours": ruleset})
    result = cli("check", folder)
    path = folder / "rules" / "ours.yaml"
    expect_error(result, path, line_of(path, "# here"), words=words)


def test_a_group_size_and_an_adjustment_are_bounded(make_campaign, cli):
    folder = make_campaign(OK + "adjustments:\n  - {player: Ana, points: 100000000, reason: typo}  # here\n")
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "# here"), words=("between \u221255 and 55",))


# --- 7. exits: 1 for what went wrong, 2 only for a mistyped command ------------------------------

def test_LG_05_moves_for_a_stopped_player_exits_1_without_usage(make_campaign, cli):
    folder = make_campaign(OK)
    result = cli("moves", folder, "1", "Ben", "--card", "3")
    assert result.exit_code == 1 and "ended participation" in result.stderr
    assert "Usage:" not in result.output and "Traceback" not in result.output


@pytest.mark.slow  # builds a whole site
def test_a_fifo_in_a_campaign_folder_does_not_block_the_build(make_campaign, tmp_path):
    """The build's change detection reads every file of a campaign: a FIFO would block it for ever."""
    folder = make_campaign(OK)
    os.mkfifo(folder / "pipe.yaml")
    done = subprocess.run([sys.executable, "-P", "-m", "generator", "build", str(folder), "-o", str(tmp_path / "site"),
                           "--no-search", "--no-analysis"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr


# --- 5. serve survives what it did not expect ---------------------------------------------------

def test_serve_shows_an_unexpected_exception_and_goes_on():
    """A bug of chronicle's during a rebuild becomes the error page; the watch loop carries on."""
    from generator.site import serve

    said: list[str] = []

    def rebuild() -> str | None:
        raise RuntimeError("boom")

    text = serve._attempt(rebuild, said.append)
    assert text is not None and "RuntimeError: boom" in text and said == [text]


@pytest.mark.parametrize("brk", ["\r", "\x85", "\u2028", "\u2029", "\n"])
def test_an_action_cannot_write_lines_of_its_own_into_a_log(brk):
    """The audit's injection: an action holding a character YAML reads as a line break, sent by table
    mode or typed to `add`, could write other players' moves and an adjustment. It is refused, and
    every part of an action is written as a YAML scalar of its own (LG-02)."""
    from generator.editing.actions import parse_actions

    injected = f"Lucía=A8: house, A9: house}}{brk}    Mateo: B6{brk}adjustments:{brk}  - {{player: Mateo, points: -50}}{brk}#"
    with pytest.raises(ValueError, match="line break"):
        parse_actions([injected])
    assert parse_actions(["Lucía=A8:house,A9: field"]) == [("Lucía", "{A8: house, A9: field}")]
    assert parse_actions(["Ana=A3,A4"]) == [("Ana", "[A3, A4]")]
    assert parse_actions(["Ana=A3:x{y: z}"])[0][1] == "{A3: 'x{y: z'}"  # odd text is quoted, never pasted


def test_a_mistyped_game_is_a_usage_error_naming_the_games_and_no_folder_is_made(tmp_path, cli):
    """chronicle new --game mycity named campaigns/x/campaign.yaml:3:7, a file it had already removed."""
    result = cli("new", "x", "--game", "mycity", "--players", "Ana,Ben", "--root", tmp_path)
    assert result.exit_code == 2 and "did you mean 'my-city'?" in result.stderr and "campaign.yaml" not in result.stderr
    assert not (tmp_path / "x").exists()


def test_notes_too_long_to_render_quickly_are_a_positioned_error(make_campaign, cli):
    """A 1.66 MB paragraph passed check in 0.13 s and took 198 s to build (Markdown is quadratic on it)."""
    folder = make_campaign(OK + "notes: " + "word " * 5000 + "\n")
    result = cli("check", folder)
    assert result.exit_code == 1 and "notes hold at most 20000" in result.stderr


def test_a_quoted_map_is_reported_on_its_own_line_not_past_the_end_of_the_file(tmp_path, cli):
    """The fuzzer's map written as one quoted string with \\n escapes: its rows share one line."""
    board = tmp_path / "q.yaml"
    board.write_text('game: my-island\nname: q\nmap: "b b b\\n b x b\\n b b b\\n"\n', encoding="utf-8")
    result = cli("board", board)
    assert result.exit_code == 1 and f"{board}:3:6: error: map token 'x'" in result.stderr


def test_a_campaign_named_as_the_group_says_it_keeps_its_accents_as_title(tmp_path, cli):
    """chronicle new 'Île aux trésors': the folder ile-aux-tresors, the title as typed (not 'Ile Aux Tresors')."""
    result = cli("new", "Île aux trésors", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path)
    assert result.exit_code == 0, result.output
    assert "title: Île aux trésors\n" in (tmp_path / "ile-aux-tresors" / "campaign.yaml").read_text(encoding="utf-8")
    assert cli("new", "reef-raiders", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path).exit_code == 0
    assert "title: Reef raiders\n" in (tmp_path / "reef-raiders" / "campaign.yaml").read_text(encoding="utf-8")


def test_a_bad_map_token_is_reported_at_its_own_line_and_column(tmp_path, cli):
    """In a block map, the position is the token's own, blank lines and the block's indentation
    counted: 'x' on line 6, column 6 (it was shown four columns past the end of its line)."""
    board = tmp_path / "r.yaml"
    board.write_text("game: my-island\nname: r\nmap: |\n  b b b\n\n   b x b\n", encoding="utf-8")
    result = cli("board", board)
    assert result.exit_code == 1 and f"{board}:6:6: error: map token 'x'" in result.stderr
