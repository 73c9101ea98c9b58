"""The connected groups the coach's reaches and counted ends are worked out over (analysis/prospect.components, issue
32 part 5: MI-E03's groups, MI-E05's largest, LG-15's districts, MC-E04's largest district): side by side on the
board's own grid, each space's neighbours a set (`neighbourhood`). They must be the groups a walk from space to
space finds: every space of the set in exactly one, each group connected, no two groups side by side."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.analysis.prospect import components
from generator.geometry import Cell
from helpers import tiny_games

GAMES = tiny_games()
GRIDS = {name: (game.grid, sorted(board.terrain)) for name, (game, board, _pieces, _ruleset) in GAMES.items()}


def _walked(cells: set[Cell], near: dict[Cell, tuple[Cell, ...]]) -> list[frozenset[Cell]]:
    """The groups found by walking from each space not yet grouped to every neighbour in the set."""
    found, seen = [], set()
    for start in sorted(cells):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for n in near[todo.pop()]:
                if n in cells and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        found.append(frozenset(group))
    return found


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(GRIDS)), st.data())
def test_MI_E03_MC_E04_the_groups_are_the_ones_a_walk_finds(name: str, data: st.DataObject) -> None:
    grid, spaces = GRIDS[name]
    cells = set(data.draw(st.lists(st.sampled_from(spaces), max_size=len(spaces))))
    near = {c: frozenset(grid.neighbours(c)) for c in spaces}
    found = components(cells, near)
    assert sorted(map(sorted, found)) == sorted(map(sorted, _walked(cells, {c: grid.neighbours(c) for c in spaces})))
    assert sum(map(len, found)) == len(cells)
