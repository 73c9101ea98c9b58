"""A player's name is one line (issue 33, the audit's seams): a name holding a newline, a carriage
return, U+2028 or another line or paragraph separator or control character was accepted by `new`
and `check`, then every action for that player was refused by `add`. It is refused where it is first
written: by `new` as a usage error, and in campaign.yaml at the name's line and column."""

from __future__ import annotations

import json

import pytest

from helpers import dedent, expect_error, line_of, reported

BREAKS = ["\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x1b"]
IDS = ["LF", "CR", "LS", "PS", "NEL", "VT", "ESC"]


@pytest.mark.parametrize("brk", BREAKS, ids=IDS)
def test_new_refuses_a_name_with_a_line_break_and_creates_nothing(tmp_path, cli, brk):
    result = cli("new", "isla", "--game", "my-island", "--players", f"Ana{brk}Mateo,Ben", "--root", tmp_path)
    assert result.exit_code == 2, result.output
    assert "--players" in result.stderr and "Traceback" not in result.output
    assert brk not in result.stderr.replace("\n", "") or brk == "\n"  # shown escaped, never as a break
    assert not (tmp_path / "isla").exists()


@pytest.mark.parametrize("brk", BREAKS, ids=IDS)
def test_check_refuses_a_name_with_a_line_break_at_its_line_and_column(make_campaign, cli, brk):
    name = json.dumps(f"Ana{brk}Mateo")  # a YAML double-quoted scalar, as an editor might save it
    folder = make_campaign(dedent("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ben: stop
        """), players=f"[{{name: {name}}}, {{name: Ben}}]")
    campaign = folder / "campaign.yaml"
    result = cli("check", folder)
    expect_error(result, campaign, line_of(campaign, "players:"), words=("line break",))
    assert len(reported(result)) == 1, result.stderr  # that alone: the seat is still counted
    error = reported(result)[0]
    assert error.col == campaign.read_text(encoding="utf-8").splitlines()[error.line - 1].index('"Ana') + 1


@pytest.mark.parametrize("lang, words", [("es", "una sola línea"), ("fr", "une seule ligne")])
def test_the_refusal_is_in_the_groups_language(make_campaign, cli, lang, words):
    folder = make_campaign(dedent("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ben: stop
        """), players='[{name: "Ana\\u2028Mateo"}, {name: Ben}]', language=lang)
    result = cli("check", folder)
    assert result.exit_code == 1 and words in result.stderr, result.stderr


def test_names_as_groups_write_them_are_accepted(tmp_path, cli):
    result = cli("new", "isla", "--game", "my-island", "--players", "Lucía,Jean-Pierre,Ana María,O'Neil", "--root", tmp_path)
    assert result.exit_code == 0, result.output
