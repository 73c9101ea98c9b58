"""`chronicle analyse CAMPAIGN EPISODE [PLAYER] [--json]` (issue 32, part 3): the JSON the issue gives, the
words in es, fr and en, and errors as every other command's."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from helpers import R, episode

FARM = """
    name: {en: Farms, es: Granjas, fr: Fermes}
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    pass_points: -1
    immediate:
      - {kind: symbol-group, symbol: field, size: 3, points: 3}
    assessment: {first: 2, second: 1}
    """
FARM_LOG = episode(R(2, Ana="A1", Ben="stop"), R(6, Ana="A3"), R(1, Ana="stop"), rules="rules/farm.yaml")
"""Ana's card 6 on A3 leaves her field on A1 alone; on B1-B3 it makes a farm of three (MI-E03's kind): 3 more."""
ACTION = re.compile(r"[A-Z][0-9]{1,2}r[0-9]|pass|stop")


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Analyses kept in the test's own folder, never the user's cache."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_the_json_is_the_issues(cli: Callable[..., Any], make_campaign: Callable[..., Path]) -> None:
    folder = make_campaign(FARM_LOG, rules={"farm": FARM})
    found = cli("analyse", folder, "1", "--json")
    assert found.exit_code == 0, found.output
    data = json.loads(found.stdout)
    assert set(data) == {"campaign", "episode", "players"} and (data["campaign"], data["episode"]) == ("test", 1)
    ana, ben = data["players"]
    assert set(ana) == {"name", "played", "best", "accuracy", "searched", "plan", "rounds"}
    assert (ana["name"], ana["played"], ana["best"], ana["accuracy"]) == ("Ana", 10, 13, round(10 / 13, 3))
    assert re.fullmatch(r"exhaustive|beam [0-9]+", ana["searched"])
    assert ana["rounds"][1] == {"round": 2, "card": "6", "action": "A3r0", "value": 10, "best_action": "B3r3", "best_value": 13}
    assert all(set(step) == {"round", "action"} and ACTION.fullmatch(step["action"]) for step in ana["plan"])
    # Ben stopped in round 1 and Ana in round 3, before the deck ran out: the plan plays round 3 and stops on the next card
    assert [step["round"] for step in ana["plan"]] == [1, 2, 3, 4] and ana["plan"][-1]["action"] == "stop"
    assert ben["rounds"] == [{"round": 1, "card": "2", "action": "stop", "value": 10, "best_action": "stop", "best_value": 10}]


def test_one_player_named_as_the_table_types_it(cli: Callable[..., Any], make_campaign: Callable[..., Path]) -> None:
    folder = make_campaign(FARM_LOG, rules={"farm": FARM})
    found = cli("analyse", folder, "1", "ana", "--json")
    assert found.exit_code == 0 and [p["name"] for p in json.loads(found.stdout)["players"]] == ["Ana"]


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["Ana: 10 as played, 13 possible with the cards that came (accuracy 77%; approximate: each round, only the 3 best "
            "options are explored)",
            "round 2: placing the tile on B3 (rotation 3) instead of on A3 (rotation 0) would have made 3 more points, with a farm of 3 fields completed (+3)",
            "best in hindsight, 13: round 1 on A1 (rotation 0); round 2 on B3 (rotation 3)"]),
    ("es", ["Ana: puntuación obtenida 10, mejor puntuación posible 13 con las cartas que salieron (precisión del 77 %; cálculo "
            "aproximado: en cada ronda solo se exploran las 3 mejores opciones)",
            "ronda 2: colocar la loseta en B3 (rotación 3) en lugar de en A3 (rotación 0) habría dado 3 puntos más, con una granja de 3 campos completada (+3)"]),
    ("fr", ["Ana : score obtenu 10, meilleur score possible 13 avec les cartes sorties (efficacité 77 % ; calcul approché : à "
            "chaque tour, seules les 3 meilleures pistes sont explorées)",
            "tour 2 : poser la tuile en B3 (rotation 3) plutôt qu'en A3 (rotation 0) aurait rapporté 3 points de plus, avec une ferme de 3 champs complétée (+3)"]),
])
def test_the_rounds_that_left_points_are_said_in_each_language(cli: Callable[..., Any], make_campaign: Callable[..., Path],
                                                               lang: str, words: list[str]) -> None:
    folder = make_campaign(FARM_LOG, rules={"farm": FARM})
    found = cli("--lang", lang, "analyse", folder, "1")
    assert found.exit_code == 0, found.output
    text = re.sub("[\u00a0\u202f]", " ", found.stdout).replace("\u2019", "'")
    for said in words:
        assert said in text
    assert "Ben" in text and "%" not in text.replace("77 %", "").replace("77%", "")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "round 4: placing the tile on C5 (rotation 2) instead of on B2 (rotation 0) would have made 4 more points; then the placement logged in round 6 no longer "
           "fits: the analysis counts a pass; then the placement logged in round 7 no longer fits and a pass is not allowed: "
           "the rules force the end of participation (LG-04)"),
    ("es", "ronda 4: colocar la loseta en C5 (rotación 2) en lugar de en B2 (rotación 0) habría dado 4 puntos más; después, la loseta anotada en la ronda 6 ya no cabe: "
           "el análisis cuenta entonces un pase; después, la loseta anotada en la ronda 7 ya no cabe y no se puede pasar: las reglas "
           "obligan a abandonar (LG-04)"),
    ("fr", "tour 4 : poser la tuile en C5 (rotation 2) plutôt qu'en B2 (rotation 0) aurait rapporté 4 points de plus ; puis la tuile notée au tour 6 ne rentre "
           "plus : l'analyse compte alors ce tour comme passé ; puis la tuile notée au tour 7 ne rentre plus et passer est interdit : "
           "les règles obligent à arrêter de jouer (LG-04)"),
])
def test_a_later_placement_that_no_longer_fits_is_said(lang: str, said: str) -> None:
    """The later logged placements the best alternative displaces become a pass the analysis counts (LG-03; the rules
    would allow a stop too, LG-02, LG-05: never « the rules force a pass »), or the end of
    participation where a pass is refused (LG-04); the text says so, in the game's words (a tile in My Island)."""
    from generator.analysis import Act, PlayerAnalysis, RoundAnalysis
    from generator.report.coach import round_line
    from generator.validate.content import load_game
    from generator.words.i18n import translator
    from generator.words.typography import typesetter

    better = RoundAnalysis(4, "9", Act("B2r0", "place"), 10, Act("C5r2", "place"), 14, 12, ((6, "pass"), (7, "stop")))
    player = PlayerAnalysis("Ana", 10, 14, "exhaustive", (), (better,))
    text = typesetter(lang)(round_line(better, player, load_game("my-island"), translator(lang)))
    assert re.sub("[\u00a0\u202f]", " ", text).replace("\u2019", "'") == said


def test_an_unknown_episode_or_player_is_a_usage_error(cli: Callable[..., Any], make_campaign: Callable[..., Path]) -> None:
    folder = make_campaign(FARM_LOG, rules={"farm": FARM}, language="en")
    found = cli("--lang", "en", "analyse", folder, "4")
    assert found.exit_code == 2 and "no episode 4: the log holds only episode 1" in found.output
    found = cli("--lang", "en", "analyse", folder, "1", "Cloe")
    assert found.exit_code == 2 and "unknown player 'Cloe' in episode 1; players: Ana and Ben" in found.output


def test_an_episode_still_being_played_has_no_analysis_yet(cli: Callable[..., Any], make_campaign: Callable[..., Path]) -> None:
    folder = make_campaign(episode(R(1, Ana="A1", Ben="pass")), language="en")
    found = cli("--lang", "en", "analyse", folder, "1")
    assert found.exit_code == 1 and "episode 1 is still being played; the analysis will be available once it is over" in found.output
    assert "Traceback" not in found.output


def test_a_campaign_that_does_not_check_fails_with_its_problems(cli: Callable[..., Any], make_campaign: Callable[..., Path]) -> None:
    folder = make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop")), language="en")
    found = cli("--lang", "en", "analyse", folder, "1")
    assert found.exit_code == 1 and "01.yaml:" in found.output and "MI-R01" in found.output
