"""bench/fuzz.py judges check's output rightly in every language (issue 33, the audit's seams): it
reported French problem lines as spills (689 of 2,000 mutants), and it cannot tell a French or Spanish
message from an English one leaking into a French or Spanish run. Here it reads real output of check:
the group's language passes, an English message in it is caught, a line that is no problem is a spill."""

from __future__ import annotations

import sys

import pytest

from helpers import BAD, ROOT, dedent

sys.path.insert(0, str(ROOT / "bench"))
import fuzz  # noqa: E402

BROKEN = (BAD["bad cell"], BAD["unknown player"])


def check_output(make_campaign, cli, lang: str) -> tuple[str, int]:  # type: ignore[no-untyped-def]
    folder = make_campaign(*BROKEN, slug=f"broken-{lang}", language=lang)
    notes = folder / "episodes" / "01.yaml"
    notes.write_text(notes.read_text(encoding="utf-8") + "notes: |\n  " + "1. " * 20 + "\n", encoding="utf-8")  # a warning
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1 and len(result.stderr.splitlines()) >= 3, result.stderr
    return result.output, result.exit_code


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_problems_in_the_runs_language_are_neither_spills_nor_english(make_campaign, cli, tmp_path, lang):
    output, code = check_output(make_campaign, cli, lang)
    found = fuzz.judge_output(output, code, tmp_path, lang)
    assert "spill" not in found and "english" not in found, found


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_an_english_message_in_a_french_or_spanish_run_is_caught(make_campaign, cli, tmp_path, lang):
    english, code = check_output(make_campaign, cli, "en")
    theirs, _ = check_output(make_campaign, cli, lang)
    leaked = theirs.splitlines()[0].split(": ", 2)[:2] + [english.splitlines()[0].split(": ", 2)[-1]]
    found = fuzz.judge_output("\n".join([": ".join(leaked), *theirs.splitlines()[1:]]), code, tmp_path, lang)
    assert len(found.get("english", [])) == 1, found


def test_a_line_that_is_no_problem_is_a_spill(tmp_path):
    found = fuzz.judge_output(dedent("""
        campaigns/x/campaign.yaml:3:7: erreur\u00a0: la partie n’existe pas
        Traceback (most recent call last):
        """), 1, tmp_path, "fr")
    assert found["spill"] == ["Traceback (most recent call last):"]


def test_a_campaign_checked_in_its_own_language_is_judged_in_it(make_campaign, cli, tmp_path):
    """Without --lang, as a group runs check, campaign.yaml's language speaks: a Spanish campaign whose
    campaign.yaml does not load (a number past 18 digits) was answered in English, which the fuzz,
    always passing --lang, could not see."""
    folder = make_campaign(BAD["bad cell"], language="es")
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + "start: {episode: 2, players: {Ana: {circles: 1234567890123456789012}}}\n",
                        encoding="utf-8")
    assert fuzz.declared_language(folder) == "es"
    result = cli("check", folder)
    assert result.exit_code == 1
    found = fuzz.judge_output(result.output, result.exit_code, tmp_path, fuzz.declared_language(folder))
    assert "english" not in found, found
