"""An FAQ example's caption says what reaches the scoring token (issue 34, Spanish review, faults 7 and 8:
«puntos: +3 (MI-R05)» under an answer saying the token stops at 55 and the extra point is lost).

The family: every example where the cap (LG-07) or the floor (LG-08) keeps points from the token, in
es, fr and en. The engine's verdict keeps those points apart, and the caption says them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.reference.faq import Entry, load_faq
from generator.report.verdict import verdict_words
from generator.rules.example import Verdict, evaluate
from generator.validate.content import CONTENT
from generator.words.i18n import render, translator

FAQ = load_faq(CONTENT / "faq")


def caption(entry: Entry) -> str:
    assert entry.example is not None
    return " ".join(render(said, translator(entry.lang)) for said in verdict_words(entry.example.verdict, {}))


def reached(verdict: Verdict) -> int:
    """The points that moved the token: those scored, less what the cap lost and the debt took or paid."""
    return sum(gained - verdict.lost.get(rule, 0) + verdict.owed.get(rule, 0) - verdict.repaid.get(rule, 0)
               for rule, gained in verdict.points.items())


def entry(lang: str, name: str) -> Entry:
    return next(e for e in FAQ if e.lang == lang and e.id == name)


def test_LG_07_LG_08_every_caption_whose_points_did_not_all_reach_the_token_says_why():
    """In every language: an example whose token moved by less than its points names the cap or the debt."""
    kept = [e for e in FAQ if e.example and e.example.verdict.legal and (e.example.verdict.lost or e.example.verdict.owed)]
    assert {e.id for e in kept} >= {"cap-55-circle", "scoring-order", "city-scoring-order", "city-token-limits",
                                    "debt-below-zero"}
    for e in kept:
        rules = {"LG-07"} if e.example.verdict.lost else set()
        rules |= {"LG-08"} if e.example.verdict.owed else set()
        assert all(rule in caption(e) for rule in rules), (e.lang, e.id, caption(e))


def test_LG_07_the_point_over_55_is_said_lost_in_each_language():
    """MI-R05 scores +3 on a token at 53: it stops at 55 and 1 point is lost, as the answer says."""
    assert "De los +3 puntos de MI-R05, 1 se pierde por el tope (LG-07)." in caption(entry("es", "cap-55-circle"))
    assert "Of the +3 points of MI-R05, 1 is lost to the cap (LG-07)." in caption(entry("en", "cap-55-circle"))
    assert "Sur les +3\u00a0points de MI-R05, 1\u00a0point est perdu à cause du plafond (LG-07)." in caption(entry("fr", "cap-55-circle"))


def test_LG_07_a_loss_after_the_cap_is_said_to_change_nothing():
    """My City, C-1: +2 takes the token from 48 to 50, so the four empty spaces (MC-E08) take nothing."""
    assert "Los −4 puntos de MC-E08 no mueven la ficha: ya está en el tope (LG-07)." in caption(entry("es", "city-scoring-order"))
    assert "The −4 points of MC-E08 do not move the token: it is already on the cap (LG-07)." in \
        caption(entry("en", "city-scoring-order"))


def test_LG_08_points_below_0_are_said_owed():
    assert "De los −2 puntos de MI-R06, 1 queda como deuda: la ficha se queda en 0 (LG-08)." in \
        caption(entry("es", "debt-below-zero"))


def test_an_example_whose_points_all_reach_the_token_keeps_its_one_sentence():
    said = caption(entry("es", "houses-on-beach"))
    assert said == "Según el motor de reglas: está permitido; puntos: +2 (MI-R05)."


@settings(max_examples=60, deadline=None)
@given(token=st.integers(min_value=0, max_value=55))
def test_LG_07_LG_08_what_the_verdict_says_reached_the_token_is_what_moved_it(token):
    """Whatever the token at the start, the points the caption says reached it are the token's move."""
    example = entry("en", "scoring-order").example
    assert example is not None
    verdict = evaluate(example.game, example.board, example.ruleset, example.placed, example.play, token, end=True)
    assert verdict.token == token + reached(verdict)


def test_LG_08_points_all_owed_and_points_paying_debt_are_said():
    """A token already on 0 owes the whole loss; a gain pays the debt before it moves the token."""
    owed = Verdict(True, points={"MI-R06": -2}, owed={"MI-R06": 2})
    paid = Verdict(True, points={"MI-R05": 3}, repaid={"MI-R05": 1})
    es = translator("es")
    assert render(verdict_words(owed, {})[1], es) == "Los −2 puntos de MI-R06 quedan como deuda: la ficha ya está en 0 (LG-08)."
    assert render(verdict_words(paid, {})[1], es) == "De los +3 puntos de MI-R05, 1 salda primero la deuda (LG-08)."
