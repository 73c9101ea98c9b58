"""`chronicle board`: a player's board as it stands in a campaign (pieces, board changes kept by
LG-12, the open spaces LG-11 counts), piece catalogues in every rotation, and clear refusals."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from helpers import FIXTURES

OWN = FIXTURES / "own"
SVG = "{http://www.w3.org/2000/svg}"


def usage_error(result, *words: str) -> None:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    for word in words:
        assert word in result.stderr, result.stderr


def test_LG_12_a_players_board_after_an_episode_shows_pieces_changes_and_open_spaces(cli):
    """Ana removed one of B4's two trees after episode 1; in episode 2 she placed plaza-2 on A4 A5."""
    result = cli("board", "--lang", "en", OWN / "barrio", "--player", "Ana", "--episode", "2")
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("Ana's board, episode 2 (rules: 'Mercado'), after round 2 of 2")
    row_a = next(line for line in out.splitlines() if line.startswith("A  "))
    assert row_a.split()[4:7] == ["RED", "RED", "|gr"]  # A4 and A5 covered by the red building; the river east of A5
    row_b = next(line for line in out.splitlines() if line.startswith("B  "))
    assert row_b.split()[4] == "grt"  # one tree left on B4 (MC-R06)
    assert "round 1   card plaza-2    A4       covers A4 A5" in out
    assert "after episode 1 (Ana): tree removed from B4" in out
    assert "open: 75 spaces" in out and " A3 A6 " in out and " A4 " not in out.split("open:")[1]


def test_LG_11_the_open_rows_are_those_the_tie_break_counts(cli):
    out = cli("board", "--lang", "en", OWN / "barrio", "--player", "Ben", "--episode", "1").stdout
    assert "empty light-green spaces per row from the top (LG-11): 4 4 6 7 7 7 7 8 6 7 7" in out  # as score reports


def test_round_0_is_the_start_of_the_episode_and_a_round_shows_the_board_after_it(cli):
    start = cli("board", "--lang", "en", OWN / "eterno", "--player", "Ben", "--round", "0").stdout
    assert "at the start (round 0 of 5)" in start and "no building placed yet" in start  # My City's word, in English too
    after = cli("board", "--lang", "en", OWN / "eterno", "--player", "Ben", "--round", "2").stdout
    assert "after round 2 of 5" in after
    assert "card casa-2" in after and "card iglesia-1" in after and "plaza-1" not in after
    assert "PUR" in after  # the church, drawn by its colour


def test_without_a_player_every_players_board_is_drawn(cli):
    out = cli("board", "--lang", "en", OWN / "eterno").stdout
    assert "Ana's board, game 1, after" in out and "Ben's board, game 1, after" in out


def test_the_svg_of_a_players_board_draws_its_pieces_on_its_board(cli, tmp_path):
    out = tmp_path / "ben.svg"
    result = cli("board", "--lang", "en", OWN / "eterno", "--player", "Ben", "--round", "2", "--svg", out)
    assert result.exit_code == 0, result.output
    root = ET.parse(out).getroot()
    assert root.find(f"{SVG}title").text == "Ben's board, game 1, after round 2 of 5"
    pieces = root.findall(f".//{SVG}g[@class='piece']")
    assert [p.find(f"{SVG}title").text.split(" · ")[0] for p in pieces] == ["Building casa-2, round 1", "Building iglesia-1, round 2"]
    names = {t.text for t in root.iter(f"{SVG}text")}
    assert {"A1", "K11"} <= names


def test_the_svg_of_a_catalogue_draws_every_piece_in_every_rotation(cli, tmp_path):
    out = tmp_path / "pieces.svg"
    result = cli("board", OWN / "eterno" / "pieces" / "nuestras.yaml", "--svg", out)
    assert result.exit_code == 0, result.output
    root = ET.parse(out).getroot()
    titles = [g.find(f"{SVG}title").text for g in root.iter(f"{SVG}svg") if g is not root]
    assert len(titles) == 8 * 4 and titles[:4] == ["casa-1 r0", "casa-1 r1", "casa-1 r2", "casa-1 r3"]
    assert "iglesia-2 (church) r3" in titles


def test_the_svg_of_a_hex_catalogue_has_six_rotations_per_piece(cli, tmp_path):
    from generator.validate.content import CONTENT

    out = tmp_path / "tiles.svg"
    assert cli("board", CONTENT / "games/my-island/pieces/sample.yaml", "--svg", out).exit_code == 0
    root = ET.parse(out).getroot()
    assert sum(1 for g in root.iter(f"{SVG}svg") if g is not root) == 28 * 6


def test_a_campaign_yaml_gets_the_form_that_draws_its_boards(cli):
    usage_error(cli("board", OWN / "barrio" / "campaign.yaml"), "describes a campaign, not a board",
                f"chronicle board {OWN / 'barrio'} --player Ana --episode N")


def test_an_episode_log_gets_the_form_that_draws_its_boards(cli):
    usage_error(cli("board", OWN / "barrio" / "episodes" / "02.yaml"), "is an episode log",
                f"chronicle board {OWN / 'barrio'} --episode 2 --player NAME")


def test_a_ruleset_is_not_a_board(cli):
    usage_error(cli("board", OWN / "barrio" / "rules" / "mercado.yaml"), "is a ruleset")


def test_a_folder_that_is_not_a_campaign_is_refused(cli):
    usage_error(cli("board", OWN / "barrio" / "episodes"), "without campaign.yaml")


def test_moment_options_need_a_campaign(cli):
    usage_error(cli("board", OWN / "barrio" / "pieces" / "nuestras.yaml", "--player", "Ana"),
                "choose a moment of a campaign")


@pytest.mark.parametrize("args, words", [
    (("--player", "Anna"), ("no hay ningún jugador Anna (¿querías decir «Ana»?)",)),  # barrio is a Spanish group
    (("--episode", "3"), ("episodios 1 y 2, no el 3",)),
    (("--player", "Ana", "--episode", "1", "--round", "6"), ("rondas 1 a 5", "no la 6")),
    (("--svg", "out.svg"), ("--svg dibuja un solo tablero", "--player")),
])
def test_a_moment_that_does_not_exist_is_a_usage_error(cli, args, words):
    usage_error(cli("board", OWN / "barrio", *args), *words)


def test_LG_14_a_player_who_does_not_play_that_episode(cli, tmp_path):
    """A seat taken over from episode 2: Dana is named, but Cloe still plays episode 1."""
    import shutil

    folder = tmp_path / "barrio"
    shutil.copytree(OWN / "barrio", folder)
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8").replace(
        "{name: Ben}", "{name: Ben, replaced_by: {name: Dana, from_episode: 2}}"), encoding="utf-8")
    episode = folder / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("Ben:", "Dana:"), encoding="utf-8")
    usage_error(cli("board", "--lang", "en", folder, "--player", "Dana", "--episode", "1"), "Dana does not play episode 1", "LG-14")
    assert "Dana's board, episode 2" in cli("board", "--lang", "en", folder, "--player", "Dana").stdout


def test_a_campaign_with_errors_is_reported_not_drawn(cli, tmp_path):
    import shutil

    folder = tmp_path / "barrio"
    shutil.copytree(OWN / "barrio", folder)
    episode: Path = folder / "episodes" / "01.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("Ana: A4\n", "Ana: K11\n", 1), encoding="utf-8")
    result = cli("board", "--lang", "en", folder, "--player", "Ana")
    assert result.exit_code == 1 and "01.yaml:5:10: error:" in result.stderr, result.output


def test_a_spanish_groups_board_speaks_spanish(cli):
    """The barrio group plays in Spanish: its board, pieces, changes (LG-12) and open rows (LG-11) in its words."""
    out = cli("board", OWN / "barrio", "--player", "Ana", "--episode", "2").stdout
    assert out.startswith("Tablero de Ana, episodio 2 (reglas: «Mercado»), tras la ronda 2 de 2")
    assert "tras el episodio 1 (Ana): se quita el árbol de B4" in out
    assert "vacíos: 75 espacios en los que las reglas «Mercado» permiten construir un edificio" in out


def test_MC_R03_a_my_island_board_with_a_river_is_told_only_my_city_has_one(cli, tmp_path):
    """A river is My City's (MC-R03): a My Island board given one is told so once, at its key, with the
    rule, rather than that each of its edges is badly written."""
    board = tmp_path / "isla.yaml"
    shipped = Path(__file__).resolve().parents[2] / "content" / "games" / "my-island" / "boards" / "sample-legacy.yaml"
    board.write_text(shipped.read_text(encoding="utf-8") + "river: [A5|A6, C6/D6]\n", encoding="utf-8")
    result = cli("board", "--lang", "en", board)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    line = len(shipped.read_text(encoding="utf-8").splitlines()) + 1
    assert result.stderr.splitlines() == [
        f"{board}:{line}:8: error: only My City's boards have a river: leave out this board's river key [MC-R03]"]
