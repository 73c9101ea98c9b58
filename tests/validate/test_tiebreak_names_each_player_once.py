"""C-2: `tiebreak:` is the table's order of the tied players, best first, so each is written once. A name written
twice is an error at that name, in the group's language: `tiebreak: [Ana, Ana]` for a tie between Ana and Ben read as
settled (it has as many names as the tie has players) and ranked Ana twice and Ben nowhere."""

from __future__ import annotations

import pytest

from helpers import R

NO_END = ("rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, "
          "immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n")
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
# Ana and Ben end tied on 12 points and on every row (LG-11); Cloe stops on 10.
ENDED = (f"episode: 1\n{NO_END}rounds:\n" + R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}", Cloe="stop")
         + R(3, Ana="stop", Ben="stop"))
TWICE = {"en": "tiebreak names Ana twice", "es": "tiebreak nombra dos veces a Ana", "fr": "tiebreak nomme Ana deux fois"}


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_C_2_a_tiebreak_that_names_a_player_twice_is_an_error_at_the_second(make_campaign, cli, lang) -> None:
    folder = make_campaign(ENDED + "tiebreak: [Ana, Ana]\n", players=THREE)
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1, result.output
    line = ENDED.count("\n") + 1
    said = [row for row in result.output.replace("\u00a0", " ").replace("\u202f", " ").splitlines() if TWICE[lang] in row]
    assert len(said) == 1 and f"01.yaml:{line}:17: " in said[0] and "[C-2]" in said[0], result.output


def test_C_2_the_players_in_their_order_settle_the_tie(make_campaign, checked) -> None:
    c = checked(make_campaign(ENDED + "tiebreak: [Ben, Ana]\n", players=THREE))
    assert not c.problems
    assert [(p.name, p.rank) for p in c.result.episodes[0].players] == [("Ana", 2), ("Ben", 1), ("Cloe", 3)]


def test_C_2_a_tiebreak_naming_a_player_twice_is_no_tie_for_the_table_to_settle(make_campaign, checked) -> None:
    """Table mode and `add` write a round that leaves a tie (campaigns.unsettled_ties): a C-2 error of the episode file.
    A tiebreak written wrong is another C-2 error, found reading the file, and must refuse the write."""
    from generator.campaigns import unsettled_ties

    folder = make_campaign(ENDED + "tiebreak: [Ana, Ana]\n", players=THREE)
    found = checked(folder)
    blocking, ties = unsettled_ties(found, folder / "episodes/01.yaml")
    assert ties == () and len(blocking) == 1 and blocking[0].rule == "C-2"
    open_tie = checked(make_campaign(ENDED, players=THREE, slug="open"))
    blocking, ties = unsettled_ties(open_tie, open_tie.folder / "episodes/01.yaml")
    assert blocking == () and len(ties) == 1
