"""A bad value for an option with a fixed list of values, in French (issue 34, French review 4, fault 13):
click's « n'est aucune de ces valeurs » becomes the project's own wording, « ne fait pas partie des valeurs
possibles »."""

from __future__ import annotations


def test_fault_13_a_bad_choice_is_not_among_the_possible_values(cli, tmp_path):
    result = cli("--lang", "fr", "new", tmp_path / "x", "-m", "foo")
    said = " ".join(result.output.split()).replace("\u00a0", " ").replace("\u202f", " ")
    assert result.exit_code == 2
    assert "« foo » ne fait pas partie des valeurs possibles : « legacy », « eternal »" in said, said
    assert "aucune de ces valeurs" not in said
