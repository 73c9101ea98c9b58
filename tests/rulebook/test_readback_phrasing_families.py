"""The sentences chronicle builds from a ruleset (`chronicle rules`, the site's ruleset pages) read as a rulebook
writes them (issue 34, French review 13, faults 3, 4, 7, 8, 9, 10, 12, 13 and 14), in es, fr and en alike:

- a race scored at an episode's end (`first:` in `end`, `chapter_end`) is settled by that end, never « au même
  tour »: `first: campaign` goes to every player who meets the condition when the first episode in which anyone
  does ends, and to nobody after (the guide's envelopes page, LG-15);
- a free pass « ne coûte rien » (LG-03, LG-04), never « Passer coûte rien »;
- the Eternal colours are said where "each colour" announces them, never listed after the verb (MC-E04, MC-E05);
- French says what is counted in the entry's own words, « chaque statue », never the spoken « chaque chose
  comptée » (nor the generic « chaque élément compté »);
- a rank below the first counts what it names: « le deuxième plus petit nombre de cases », never « classé deuxième
  pour le moins de cases »;
- a deck lists its cards without « et … et » (LG-02);
- a group's pieces where `of` holds are said after the group: « Parmi les bâtiments du plus grand groupe …, chaque
  bâtiment à côté d'un arbre », never « Chaque bâtiment à côté d'un arbre du plus grand groupe », a tree of the group;
- a group's own feature counted in the plural is said by its plural, « le plus de phares visibles », as the
  built-in statue is, never « éléments phare ».

The families are checked over every read-back chronicle can make from the demo's rulesets, the invented chapters
of tests/fixtures/envelopes and the recipes of the envelopes guide; the shapes those never use, on entries made here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.load.nodes import load_text
from generator.model import Game, Term, Where
from generator.rulebook.phrases import sentence
from generator.rulebook.readback import read_back as read_ruleset_back
from generator.rulebook.readback import used_rulesets
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator
from helpers import DEMO, FIXTURES, ROOT, read_back

LANGS = ("es", "fr", "en")
MOMENTS = ("immediate", "end", "chapter_end")


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


def _campaign_lines(folder: Path) -> list[tuple[str, str, str]]:
    """(moment, language, sentence) of every ruleset the campaign uses: its turns, deck and scoring entries."""
    campaign = campaigns.check(folder).campaign
    lines = []
    for used in used_rulesets(campaign):
        readback = read_ruleset_back(used.ruleset, campaign.game, used.episodes, used.slug, campaign.mode, campaign.folder)
        for lang in LANGS:
            tr = translator(lang)
            lines += [("rules", lang, _plain(render(line.text, tr))) for line in (*readback.turns, readback.deck)]
            lines += [(section.key, lang, _plain(render(entry.sentence, tr)))
                      for section in readback.scoring for entry in section.entries]
    return lines


def _recipe_lines() -> list[tuple[str, str, str]]:
    """(moment, language, sentence) of every scoring entry the envelopes guide's YAML recipes write, each read as a
    ruleset of its own against the game its recipe names (a recipe that needs a group's words is left out)."""
    guide = (ROOT / "content" / "guide" / "en" / "envelopes.md").read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"```yaml\n(.*?)```", guide, re.S):
        game = load_game("my-island" if "(My Island)" in block.split("\n", 1)[0] else "my-city")
        try:
            data = yaml.safe_load(block)
        except yaml.YAMLError:
            continue
        for moment in MOMENTS:
            for entry in (data or {}).get(moment, []) if isinstance(data, dict) else []:
                text = f"name: x\nbuildable: []\n{moment}:\n  - {yaml.safe_dump(entry, default_flow_style=True).strip()}\n"
                ruleset = read_ruleset(Reader(), load_text(text, "x"), game, "x")
                if ruleset is None:
                    continue
                for item in getattr(ruleset, moment):
                    lines += [(moment, lang, _plain(render(sentence(scoring_sentence(item.kind, item.params, game, moment)),
                                                           translator(lang)))) for lang in LANGS]
    return lines


@pytest.fixture(scope="module")
def corpus() -> list[tuple[str, str, str]]:
    folders = sorted(DEMO.iterdir()) + sorted((FIXTURES / "envelopes").iterdir())
    lines = [line for folder in folders if (folder / "campaign.yaml").is_file() for line in _campaign_lines(folder)]
    return lines + _recipe_lines()


FAMILIES = {
    "a race at an episode's end shared « au même tour »": (
        ("end", "chapter_end"), re.compile(r"même tour|misma ronda|same round")),
    "« Passer coûte rien »": (("rules",), re.compile(r"Passer coûte rien|Pasar cuesta nada|Passing costs nothing[;,] *$")),
    "colours listed after the verb": (
        MOMENTS, re.compile(r"(rapporte|da|scores|gagne|gana|gains)[^.]*: (jaune|amarillo|yellow|rouge|rojo|red|bleu|azul|blue)")),
    "« chaque chose comptée »": (MOMENTS, re.compile(r"chose comptée")),
    "« classé deuxième pour le moins de »": (MOMENTS, re.compile(r"classé \w+ pour (le moins|le nombre) d")),
    "a deck's « et … et »": (("rules",), re.compile(r"(et|y|and) [^,]+, (et|y|and) ")),
    "the counted thing's condition before its group": (
        MOMENTS, re.compile(r"(à côté d|junto a|next to)[^,]* (du|del|of the) (plus grand|mayor|largest)")),
}


def test_the_corpus_holds_every_kind_of_line(corpus):
    """The read-back scanned is the real one: every moment, every language, a deck and a pass for every campaign."""
    assert {(moment, lang) for moment, lang, _text in corpus} >= {(m, lang) for m in ("rules", "immediate", "end") for lang in LANGS}
    assert any(text.startswith("La pioche") for _m, _l, text in corpus)
    assert len(corpus) > 300


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_no_read_back_sentence_has_the_fault(corpus, family):
    moments, pattern = FAMILIES[family]
    faults = sorted({text for moment, _lang, text in corpus if moment in moments and pattern.search(text)})
    assert faults == [], faults


# --- the shapes the corpus never uses, on entries made here ------------------------------------------------------

PALACE_RACE = {"where": Where(feature=frozenset(["statue"]), covered=False), "count": "features", "first": "campaign",
               "points": 4}


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le premier joueur de la campagne à avoir une statue visible à la fin d'un épisode gagne 4 points, comme tout "
           "joueur qui y parvient à la fin du même épisode ; plus personne ensuite."),
    ("es", "El primer jugador de la campaña en tener una estatua visible al final de un episodio gana 4 puntos, igual "
           "que quien lo logre al final de ese mismo episodio; nadie más después."),
    ("en", "The first player of the campaign to have a visible statue at the end of an episode gains 4 points, and so "
           "does every player who gets there at the end of that same episode; nobody after it."),
])
def test_fault_9_a_campaign_race_at_the_end_is_settled_by_the_end_of_an_episode(lang, expected):
    """`first: campaign` in `end`: the players who meet it when the first episode in which anyone does ends (LG-15)."""
    assert read_back("count", PALACE_RACE, "my-island", lang, "end") == expected
    assert read_back("count", PALACE_RACE, "my-island", lang, "chapter_end") == expected


RACES = [
    ("count", PALACE_RACE),
    ("count", {**PALACE_RACE, "at_least": 2}),
    ("groups", {"where": Where(symbol="house"), "size": 3, "per": "group", "points": 2}),
    ("groups", {"where": Where(symbol="house"), "size": 3, "per": "group", "at_least": 2, "points": 2}),
    ("connect", {"from": Where(feature=frozenset(["statue"])), "through": Where(symbol="path"), "to": Where(edge=True),
                 "points": 5}),
    ("counter", {"counter": "pearls", "at_least": 2, "points": 1}),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("first", ["episode", "campaign"])
@pytest.mark.parametrize("race", range(len(RACES)))
def test_fault_9_no_race_at_an_episode_end_is_shared_in_a_round(race, first, lang):
    """Every race's sentence at an episode's end names that end; immediately, the round (MC-E07's shape)."""
    kind, params = RACES[race]
    for moment in ("end", "chapter_end"):
        text = read_back(kind, {**params, "first": first}, "my-island", lang, moment)
        assert not re.search(r"même tour|misma ronda|same round", text), text
        assert re.search(r"fin d'un épisode|fin de l'épisode|final de un episodio|final del episodio|end of an episode|"
                         r"end of the episode", text), text
    immediate = read_back(kind, {**params, "first": first}, "my-island", lang, "immediate")
    assert re.search(r"même tour|misma ronda|same round", immediate), immediate


def _passing(lang: str, passing: str) -> str:
    text = f"name: x\nbuildable: [beach]\npass_points: 0\npassing: {passing}\n"
    game = load_game("my-island")
    ruleset = read_ruleset(Reader(), load_text(text, "x"), game, "x")
    assert ruleset is not None and ruleset.pass_points == 0
    readback = read_ruleset_back(ruleset, game, (1,), "x", "legacy", None)
    return _plain(render(readback.turns[1].text, translator(lang)))  # after the token's start: the pass


@pytest.mark.parametrize(("passing", "lang", "expected"), [
    ("above-zero", "fr", "Passer ne coûte rien ; un joueur dont le marqueur est sur 0 ne peut pas passer."),
    ("not-below-zero", "fr", "Passer ne coûte rien, et on ne peut passer que si le marqueur reste à 0 ou plus."),
    ("above-zero", "es", "Pasar no cuesta nada; con la ficha en 0 no se puede pasar."),
    ("not-below-zero", "en", "Passing costs nothing, and a player may pass only if the token stays at 0 or more."),
])
def test_fault_12_a_free_pass_costs_nothing(passing, lang, expected):
    """`pass_points: 0` (LG-03, LG-04): « Passer ne coûte rien », the negation French needs."""
    assert _passing(lang, passing) == expected


@pytest.mark.parametrize(("kind", "lang", "expected"), [
    ("largest-colour-group", "fr", "Pour chaque couleur — jaune (résidentiel), rouge (administratif) et bleu (industriel) —, "
                                   "chaque bâtiment du plus grand groupe d'un seul tenant de cette couleur rapporte 1 point."),
    ("church-colours", "fr", "Chaque église qui touche des bâtiments de chacune de ces couleurs — jaune (résidentiel), "
                             "rouge (administratif) et bleu (industriel) — rapporte 3 points."),
    ("largest-colour-group", "es", "Para cada color —amarillo (residencial), rojo (público) y azul (industrial)—, cada "
                                   "edificio del mayor grupo conectado de edificios de ese color da 1 punto."),
    ("church-colours", "en", "Each church that touches buildings of each of these colours — yellow (residential), red "
                             "(public), and blue (industrial) — scores 3 points."),
])
def test_faults_3_and_4_the_colours_come_where_they_are_announced(kind, lang, expected):
    """MC-E04, MC-E05 (the Eternal game's ruleset, Gold Rush's page): the colours first, then what scores."""
    points = 1 if kind == "largest-colour-group" else 3
    text = read_back(kind, {"colours": ["yellow", "red", "blue"], "points": points}, "my-city", lang)
    assert text == expected


@pytest.mark.parametrize(("rank", "fewest", "expected"), [
    (2, True, "Le joueur qui a le deuxième plus petit nombre de cases Plage visibles gagne 1 point"),
    (3, False, "Le joueur qui a le troisième plus grand nombre de cases Plage visibles gagne 1 point"),
])
def test_fault_10_a_rank_counts_what_it_names(rank, fewest, expected):
    params = {"where": Where(terrain=frozenset(["beach"]), covered=False), "count": "spaces", "rank": rank, "points": 1,
              ("fewest" if fewest else "most"): True}
    assert read_back("count", params, "my-island", "fr").startswith(expected)


def _deck(lang: str, deck: str) -> str:
    game = load_game("my-city")
    ruleset = read_ruleset(Reader(), load_text(f"name: x\nbuildable: [green]\ndeck: {deck}\n", "x"), game, "x")
    assert ruleset is not None
    readback = read_ruleset_back(ruleset, game, (1,), "x", "legacy", None)
    return _plain(render(readback.deck.text, translator(lang)))


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "La pioche : les cartes des bâtiments de base et des églises, ainsi que la carte de blocage et la carte R3."),
    ("es", "El mazo: las cartas de los edificios básicos y de las iglesias, así como la carta de bloqueo y la carta R3."),
    ("en", "The deck: the cards of the base buildings and of the churches, as well as the blocking card and card R3."),
])
def test_fault_13_a_deck_lists_its_cards_without_and_twice(lang, expected):
    """LG-02, MC-E03: the pieces' cards, then the cards named one by one."""
    assert _deck(lang, "[buildings, churches, block, R3]") == expected


BLUE_BY_A_TREE = {"where": Where(colour="blue"), "largest": True, "per": "piece",
                  "of": Where(next_to=Where(feature=frozenset(["tree"]))), "points": 1}


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Parmi les bâtiments du plus grand groupe d'un seul tenant de bâtiments bleus (industriels), chaque bâtiment à "
           "côté d'un arbre rapporte 1 point."),
    ("es", "Entre los edificios del mayor grupo conectado de edificios azules (industriales), cada edificio junto a un "
           "árbol da 1 punto."),
    ("en", "Among the buildings of the largest connected group of blue (industrial) buildings, each building next to a "
           "tree scores 1 point."),
])
def test_fault_8_the_group_comes_before_what_its_pieces_must_be(lang, expected):
    """`groups … largest … of:`: never « à côté d'un arbre du plus grand groupe », a tree of the group."""
    assert read_back("groups", BLUE_BY_A_TREE, "my-city", lang) == expected


@pytest.mark.parametrize("lang", ["fr"])
def test_fault_7_french_counts_elements_not_things(lang):
    once_each = {"where": Where(feature=frozenset(["statue"])), "count": "features", "once": "each", "points": 2}
    bounded = {"where": Where(feature=frozenset(["statue"])), "count": "features", "at_least": 2, "points": 2}
    assert read_back("count", once_each, "my-island", lang, "immediate").endswith(
        "mais une même statue ne compte qu'une fois par épisode.")  # what is counted, in the entry's own words
    assert read_back("count", bounded, "my-island", lang).endswith("(une fois, et non pour chaque statue).")


def _island_with_own_features() -> Game:
    game = load_game("my-island")
    own = {"lighthouse": Term("lighthouse", {"en": "lighthouse", "es": "faro", "fr": "phare"},
                              genders={"es": "masculine", "fr": "masculine"}),
           "beacon": Term("beacon", {"en": "beacon", "es": "baliza", "fr": "balise"},
                          genders={"es": "feminine", "fr": "feminine"}),
           "wreck": Term("wreck", {"en": "wreck", "es": "pecio", "fr": "épave"},
                         genders={"es": "masculine", "fr": "feminine"}),
           "main-square": Term("main-square", {"en": "main square", "es": "plaza mayor", "fr": "grand-place"},
                               genders={"es": "feminine", "fr": "feminine"})}
    return game._replace(features={**game.features, **own})


@pytest.mark.parametrize(("feature", "payout", "lang", "expected"), [
    ("lighthouse", {"most": True}, "fr", "Le joueur qui a le plus de phares visibles gagne 2 points"),
    ("beacon", {"fewest": True}, "fr", "Le joueur qui a le moins de balises visibles gagne 2 points"),
    ("wreck", {"at_least": 2}, "fr", "Le joueur qui a au moins 2 épaves visibles gagne 2 points"),
    ("lighthouse", {"most": True}, "es", "El jugador con más faros visibles gana 2 puntos"),
    ("beacon", {"at_least": 2}, "es", "El jugador que tenga 2 o más balizas visibles gana 2 puntos"),
    ("lighthouse", {"most": True}, "en", "The player with the most visible lighthouses gains 2 points"),
    # a name of several words is not put in the plural by guess: it keeps the noun that holds it
    ("main-square", {"most": True}, "fr", "Le joueur qui a le plus d'éléments grand-place visibles gagne 2 points"),
])
def test_fault_14_a_groups_feature_in_a_plural_count_is_said_in_the_plural(feature, payout, lang, expected):
    """A vocabulary's feature with its gender and no `plural:`: the regular plural where the language's rule is sure."""
    params = {"where": Where(feature=frozenset([feature]), covered=False), "count": "features", "points": 2, **payout}
    text = _plain(render(sentence(scoring_sentence("count", params, _island_with_own_features(), "end")), translator(lang)))
    assert text.startswith(expected), text


def test_fault_14_a_plural_the_vocabulary_gives_wins():
    game = _island_with_own_features()
    own = game.features["lighthouse"]._replace(plural={"fr": "feux"})
    game = game._replace(features={**game.features, "lighthouse": own})
    params = {"where": Where(feature=frozenset(["lighthouse"])), "count": "features", "most": True, "points": 1}
    assert "le plus de feux" in render(sentence(scoring_sentence("count", params, game, "end")), translator("fr"))


@pytest.mark.parametrize(("lang", "end"), [("fr", "à la fin du même épisode."), ("es", "al final del mismo episodio."),
                                           ("en", "at the end of the same episode.")])
def test_fault_9_the_schema_of_first_says_the_race_at_an_episodes_end(lang, end):
    """The `first` key's description (the JSON Schemas `chronicle init` writes) says the same as the sentences."""
    from generator.vocabulary.kinds import SCORING

    first = next(key for kind in SCORING.values() for key in kind if key.name == "first")
    said = translator(lang).gettext(first.shape.doc)  # type: ignore[attr-defined]
    assert said.endswith(end), said


def test_fault_14_a_campaigns_vocabulary_gives_a_features_plural(tmp_path):
    """`vocabulary: features: {square: {…, plural: {…}}}`: a name of several words is said by the plural the group
    gives (« le plus de grand-places visibles »), never guessed."""
    from helpers import tiny_campaign

    folder = tiny_campaign(tmp_path, "c", "episode: 1\nrules: legacy-1\nrounds: []\n")
    with (folder / "campaign.yaml").open("a", encoding="utf-8") as out:
        out.write("vocabulary:\n  features:\n    square: {names: {en: main square, es: plaza mayor, fr: grand-place}, "
                  "genders: {es: f, fr: f}, plural: {en: main squares, es: plazas mayores, fr: grand-places}}\n")
    result = campaigns.check(folder)
    game = result.campaign.game
    assert dict(game.features["square"].plural) == {"en": "main squares", "es": "plazas mayores", "fr": "grand-places"}
    params = {"where": Where(feature=frozenset(["square"]), covered=False), "count": "features", "most": True, "points": 1}
    said = {lang: _plain(render(sentence(scoring_sentence("count", params, game, "end")), translator(lang))) for lang in LANGS}
    assert said["fr"].startswith("Le joueur qui a le plus de grand-places visibles"), said
    assert said["es"].startswith("El jugador con más plazas mayores visibles"), said
    assert said["en"].startswith("The player with the most visible main squares"), said
