"""One order rule for every moment (LG-15, C-1; DESIGN.md "One order rule"): the entries of
`immediate`, `end` and `chapter_end` apply in the order written, each seeing what the earlier ones
changed. So an entry split in two that pass through a helper counter (the first adds what it counts
to the counter, the second pays for the counter and resets it) gives what the one entry gives, in
every demonstration campaign, at every moment, per thing counted or once past a threshold."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.load.nodes import load_text
from generator.model import Campaign, Game, ScoringItem, Term
from generator.rules.campaign import replay
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader

ROOT = Path(__file__).resolve().parents[2]
DEMOS = [c for c in (campaigns.check(f).campaign for f in sorted((ROOT / "campaigns").iterdir()) if f.is_dir())
         if c is not None and c.mode == "legacy"]
HELPER = "helper"
WHERE = {  # conditions that hold on many spaces, few, or none, in both games
    "my-island": ["{covered: true}", "{covered: false}", "{symbol: house}", "{piece: new}", "{edge: true, covered: true}",
                  "{terrain: beach, covered: false}", "{next_to: {piece: new}, covered: true}"],
    "my-city": ["{covered: true}", "{covered: false}", "{colour: red}", "{piece: new}", "{edge: true, covered: true}",
                "{feature: tree, covered: false}", "{next_to: {piece: new}, covered: true}"],
}


def entries(game: Game, text: str, moment: str) -> tuple[ScoringItem, ...]:
    """The entries of `text` (a YAML list) as a ruleset of `game` reads them at `moment`."""
    words = game._replace(counters={**game.counters, HELPER: Term(HELPER, {"en": HELPER}, hidden=True)})
    ruleset = read_ruleset(Reader(), load_text(f"name: split\nbuildable: []\n{moment}:\n{text}", "split"), words, "split")
    assert ruleset is not None, text
    return getattr(ruleset, moment)


def one_and_split(game: Game, moment: str, where: str, points: int, at_least: int | None) -> tuple[tuple, tuple]:
    """The entry, and the same entry through the helper counter."""
    bound = f", at_least: {at_least}" if at_least else ""
    one = f"  - {{kind: count, where: {where}, points: {points}{bound}}}\n"
    split = (f"  - {{kind: count, where: {where}, add: {{{HELPER}: 1}}}}\n"
             f"  - {{kind: counter, counter: {HELPER}, points: {points}{bound}}}\n"
             f"  - {{kind: counter, counter: {HELPER}, set: {{{HELPER}: 0}}}}\n")
    return entries(game, one, moment), entries(game, split, moment)


def with_entries(campaign: Campaign, moment: str, at: int, added: tuple[ScoringItem, ...]) -> Campaign:
    """Every episode's ruleset with `added` written at position `at` of `moment` (or last)."""
    def changed(ruleset):  # type: ignore[no-untyped-def]
        items = getattr(ruleset, moment)
        here = min(at, len(items))
        return ruleset._replace(**{moment: items[:here] + added + items[here:]})
    game = campaign.game._replace(counters={**campaign.game.counters, HELPER: Term(HELPER, {"en": HELPER}, hidden=True)})
    return campaign._replace(game=game, episodes=tuple(e._replace(ruleset=changed(e.ruleset)) for e in campaign.episodes))


def outcome(campaign: Campaign) -> list:
    """What the table sees of every episode: tokens, debts, ranks, circles, and the counters kept."""
    result = replay(campaign)
    return [[(p.name, p.token, p.debt, p.rank, p.circles, {k: v for k, v in p.counters.items() if k != HELPER})
             for p in e.players] for e in result.episodes]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_an_entry_split_through_a_counter_scores_as_the_one_entry_at_every_moment_LG_15_C_1(data):
    campaign = data.draw(st.sampled_from(DEMOS))
    moment = data.draw(st.sampled_from(["immediate", "end", "chapter_end"]))
    where = data.draw(st.sampled_from(WHERE[campaign.game.id]))
    if moment != "immediate" and "piece: new" in where:
        where = "{covered: true}"  # no piece is new once the rounds are over
    points = data.draw(st.sampled_from([-2, -1, 1, 3]))
    at_least = data.draw(st.sampled_from([None, 1, 2, 5]))
    at = data.draw(st.integers(0, 3))
    one, split = one_and_split(campaign.game, moment, where, points, at_least)
    assert outcome(with_entries(campaign, moment, at, split)) == outcome(with_entries(campaign, moment, at, one))


def test_a_reward_for_a_counter_reached_in_this_placement_comes_with_it_not_one_placement_late(make_campaign, checked):
    """The bug of issue 31: an immediate entry paying when a counter reaches 2 did not see what the
    entry before it had just added, so the +3 came a placement late, or never after the last one."""
    rules = """
        name: Order
        buildable: [green]
        first_piece: {along: river}
        adjacency: any-building
        immediate:
          - {kind: count, where: {piece: new}, count: pieces, add: {fish: 1}}
          - {kind: counter, counter: fish, at_least: 2, once: episode, points: 3}
        """
    folder = make_campaign(
        "episode: 1\nrules: order\nrounds:\n"
        "  - card: Y1\n    Ana: A2\n    Ben: A2\n"
        "  - card: R1\n    Ana: B2\n    Ben: stop\n"
        "  - card: C1\n    Ana: stop\n",
        game="my-city", board="banks", rules={"order": rules})
    with (folder / "campaign.yaml").open("a", encoding="utf-8") as f:
        f.write("vocabulary:\n  counters:\n    fish: {names: {en: fish}}\n")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    ana = c.result.episodes[0].players[0]  # type: ignore[union-attr]
    assert [(i.round, i.points) for i in ana.items if i.points] == [(2, 3)]  # her last placement: +3 at once
    assert ana.token == 13 and ana.counters == {"fish": 2}
