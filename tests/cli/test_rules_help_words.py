"""`chronicle rules` states a ruleset in words; the group reads it back against the envelope. French says the
command « énonce » the rules: « relit » is what the reader does (« Relisez-les ensuite », the guide says), not
the command (fr review 9, F1)."""

from __future__ import annotations

import pytest


def _shown(output: str) -> str:
    return " ".join(output.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


@pytest.mark.parametrize(("args", "said"), [
    (("--help",), "Énonce en toutes lettres les règles d'épisode d'une campagne."),
    (("rules", "--help"), "Énonce en toutes lettres les règles d'épisode qu'utilise CAMPAGNE"),
])
def test_the_rules_command_states_the_rules_it_does_not_reread_them(cli, args: tuple[str, ...], said: str) -> None:
    result = cli("--lang", "fr", *args)
    assert result.exit_code == 0
    shown = _shown(result.output)
    assert said in shown and "Relit" not in shown, shown
