"""An envelope entry whose payout is refused where it is written (an undeclared counter in `add`, points that are
not a number) has one fault and gets one message: the cause. That the entry then "gives nothing" follows from it
and is not said again (LG-15: a group's own entries; reviewers met both messages on one line). An entry that
writes no payout at all still gives nothing, and says so."""

from __future__ import annotations

import pytest

from helpers import ENDED, FISH, R, ep, only_problem


@pytest.mark.parametrize(("entry", "cause"), [
    ("{kind: count, where: {covered: true}, add: {pearls: 1}}", "unknown counter 'pearls'"),
    ("{kind: count, where: {covered: true}, points: many}", "must be a whole number"),
    ("{kind: count, where: {covered: true}, set: {pearls: 0}}", "unknown counter 'pearls'"),
    ("{kind: count, where: {covered: true}, change: {add: dragonn}}", "dragonn"),
])
def test_LG_15_a_refused_payout_is_said_once_by_its_cause(chapter, checked, entry, cause):
    folder = chapter(f"immediate:\n  - {entry}\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED), extra_campaign=FISH)
    problem = only_problem(checked(folder))
    assert cause in str(problem.message) and "gives nothing" not in str(problem.message), problem


def test_LG_15_an_entry_writing_no_payout_still_gives_nothing(chapter, checked):
    folder = chapter("immediate:\n  - {kind: count, where: {covered: true}, add: {}}\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED),
                     extra_campaign=FISH)
    assert "gives nothing" in str(only_problem(checked(folder)).message)
