"""The coach's words as a French player writes them (issue 34, French review 3, faults 3, 4, 7 and 8),
and Spanish where it had the same calque: the score "obtenu" (never « score joué », «puntuación
jugada», a calque of "as played"), a chart's « repère » (on a chart of points manqués, « un point »
reads as a score point), « autre choix » (never the anglicism « alternative »), and an episode in
progress that can be analysed « une fois l'épisode terminé »."""

from __future__ import annotations

import re

import pytest

from generator.words.i18n import translator
from helpers import catalogue_texts


@pytest.mark.parametrize(("lang", "calque"), [
    ("fr", r"score joué|\(joué /|\balternatives?\b"),
    ("es", r"puntuaci[oó]n jugada|\(jugado /"),
])
def test_no_catalogue_says_the_score_as_played_or_an_alternative(lang, calque):
    assert [text for text in catalogue_texts(lang).values() if re.search(calque, text)] == []


def test_the_summary_says_the_score_obtained():
    fr = translator("fr").gettext
    assert fr("%(name)s: %(played)s as played, %(best)s possible with the cards that came (accuracy %(percent)s%%, "
              "%(searched)s)").startswith("%(name)s : score obtenu %(played)s")
    assert fr("as played, %(lost)s") == "en réalité, %(lost)s"


def test_the_missed_points_chart_counts_marks_not_points():
    caption = translator("fr").gettext("One dot per finished episode, in the order played: the best score possible with "
                                       "the cards that came, less the score played.")
    assert caption.startswith("Un repère par épisode terminé")


def test_analyse_help_says_the_best_other_choice():
    from generator.cli.analyse import analyse

    fr = translator("fr").gettext(analyse.help or "")
    assert "le meilleur autre choix à chaque tour" in fr and "(obtenu / meilleur)" in fr


@pytest.mark.parametrize(("msgid", "ending"), [
    ("episode %(n)s is still being played; the analysis will be available once it is over",
     "l'analyse sera disponible une fois l'épisode terminé"),
    ("game %(n)s is still being played; the analysis will be available once it is over",
     "l'analyse sera disponible une fois la partie terminée"),
])
def test_an_episode_in_progress_is_analysed_once_it_is_over(msgid, ending):
    assert translator("fr").gettext(msgid).endswith(ending)
