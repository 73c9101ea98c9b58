"""A chapter's rules read back in plain words (issue 31, part 4): every scoring kind (LG-15), every key of a
condition and every payout key has its words in es, fr and en; the shipped rulesets and the invented
chapters of tests/fixtures/envelopes read as a native player would write them; `chronicle rules` prints
them and refuses what it cannot read; the site has a page per ruleset, linked, in three languages.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator import campaigns
from generator.model import Game, Where
from generator.rulebook.conditions import CONDITIONS
from generator.rulebook.payout import PAYOUTS
from generator.rulebook.readback import ReadBack, read_back, used_rulesets
from generator.rulebook.sentences import SENTENCES, scoring_sentence
from generator.validate.content import load_game
from generator.vocabulary.kinds import COMPOSABLE, SCORING
from generator.vocabulary.shapes import Key
from generator.words.i18n import render, translator
from helpers import FIXTURES, ROOT, Recording, served_site

ISLA, CIUDAD = FIXTURES / "envelopes" / "isla", FIXTURES / "envelopes" / "ciudad"
LANGS = ("es", "fr", "en")
NEVER = ("×", "(by the", "{", "}", "%(", "_")
"""What a sentence never shows: the score sheet's "1 × ...", explain.py's "(by the piece just placed)",
a condition written as YAML, a placeholder, an id's underscore."""
ENGLISH_WORDS = re.compile(r"\b(each|scores?|costs?|gains?|loses?|adds?|spaces?|tiles?|buildings?|pieces?|next to|covered|"
                           r"counter|player|group|connected|region|first|most|fewest|largest|with|the|of|and|"
                           r"square|house|field|wall|path|beach|heath|tree|rock|well|gold|edge|board)\b")
"""English a Spanish or French sentence must not leave in (a group's own words are checked apart); not "statue",
"or" nor "once", which French and Spanish write too."""


def checked(folder: Path) -> campaigns.Checked:
    result = campaigns.check(folder)
    assert result.problems == (), result.problems
    return result


@pytest.fixture(scope="module")
def isla() -> Any:
    return checked(ISLA).campaign


@pytest.fixture(scope="module")
def ciudad() -> Any:
    return checked(CIUDAD).campaign


def readbacks(campaign: Any) -> list[ReadBack]:
    return [read_back(u.ruleset, campaign.game, u.episodes, u.slug, campaign.mode, campaign.folder) for u in used_rulesets(campaign)]


def entries(readback: ReadBack, lang: str) -> dict[str, str]:
    """Each scoring entry's sentence by the rule it cites (French's no-break spaces read as spaces)."""
    tr = translator(lang)
    return {e.rule: render(e.sentence, tr).replace("\u00a0", " ") for section in readback.scoring for e in section.entries}


def sentences(readback: ReadBack, lang: str) -> list[str]:
    """Every sentence chronicle writes for a ruleset (not the group's own words)."""
    tr = translator(lang)
    lines = [*readback.placing, *readback.turns, readback.deck, readback.assessment]
    return [render(readback.used, tr), *(render(line.text, tr) for line in lines), *entries(readback, lang).values(),
            *(render(section.heading, tr) for section in readback.scoring)]


# --- every word of the vocabulary has its words, in every language --------------------------------------------

def test_LG_15_every_scoring_kind_has_its_sentence():
    """A kind declared in generator/vocabulary/kinds.py is said in generator/rulebook/sentences.py."""
    assert set(SENTENCES) == set(SCORING)


def test_every_key_of_a_condition_has_its_words():
    """Where's keys (terrain, feature, region, symbol, colour, covered, piece, edge, next_to) and any added later."""
    assert set(CONDITIONS) == set(Where._fields)


def test_every_payout_key_has_its_words():
    """The keys every composable kind takes (points, circles, add, at_least, most, first...) are said in payout.py."""
    payout = set.intersection(*({key.name for key in SCORING[kind]} for kind in COMPOSABLE))
    assert payout <= set(PAYOUTS), sorted(payout - set(PAYOUTS))


@pytest.fixture(scope="module")
def games(isla, ciudad) -> dict[str, Game]:
    return {"my-island": isla.game, "my-city": ciudad.game}


def _term(game: Game, kind: str, other_than: object = None) -> str:
    terms = {"terrain": game.terrains, "symbol": game.symbols, "colour": game.colours, "feature": game.features,
             "counter": game.counters}[kind]
    return next((t for t in sorted(terms) if t != other_than), "shells")  # a word of the group's, not in the game


WHERES = (Where(feature=frozenset(["statue"])), Where(edge=True))


def _sample(key: Key, game: Game, other_than: object = None) -> object:
    """A value of `key` other than `other_than` (its default, unless given), as a ruleset could write it."""
    shape = type(key.shape).__name__
    other_than = key.default if other_than is None else other_than
    if shape == "Integer":
        return 2 if other_than in (None, 0) else other_than + 1
    if shape == "Boolean":
        return not other_than
    if shape == "Choice":
        return next(v for v in key.shape.values if v != other_than)  # type: ignore[attr-defined]
    if shape == "Term":
        return _term(game, key.shape.kind, other_than)  # type: ignore[attr-defined]
    if shape == "_Where":
        return next(w for w in WHERES if w != other_than)
    if shape == "Counts":
        return {_term(game, "counter"): 2}
    if shape == "ListOf":
        return (_term(game, "colour", *(other_than or ())[:1]),)
    if shape == "Record":  # every key of it given ({counter, at_least...}, {add, remove})
        return {k.name: _sample(k, game) for k in key.shape.keys}  # type: ignore[attr-defined]
    raise AssertionError(f"no sample for {key.name} ({shape}): add one here")


def _params(kind: str, game: Game) -> dict[str, object]:
    """An entry of `kind` with its defaults, and a value for each key it requires."""
    params: dict[str, object] = {}
    for key in SCORING[kind]:
        params[key.name] = _sample(key, game) if key.required else key.default
    if kind in COMPOSABLE:
        params["points"] = 1
    return params


def _game_for(kind: str, games: dict[str, Game]) -> Game:
    colours = any(type(k.shape).__name__ == "ListOf" or getattr(k.shape, "kind", None) == "colour" for k in SCORING[kind])
    return games["my-city" if colours or kind in ("empty-buildable", "well-surrounded") else "my-island"]


KEYS = [(kind, key.name) for kind, keys in SCORING.items() for key in keys]


@pytest.mark.parametrize("kind, key", KEYS, ids=[f"{kind}.{key}" for kind, key in KEYS])
def test_LG_15_every_key_of_every_kind_is_said_in_every_language(kind, key, games):
    """Writing a key of an entry changes its sentence, in es, fr and en, through words the catalogues hold: a key
    added to SCORING tomorrow fails here until its words exist (sentences.py, conditions.py, payout.py)."""
    game = _game_for(kind, games)
    declared = next(k for k in SCORING[kind] if k.name == key)
    base = _params(kind, game)
    if key == "rank":
        base["most"] = True  # rank is a comparison's place
    if key == "of" and kind == "groups":
        base["per"] = "space"  # of says what each group counts
    values = [v for v in declared.shape.values if v != base[key]] if type(declared.shape).__name__ == "Choice" \
        else [_sample(declared, game, base[key])]  # type: ignore[attr-defined]  # every word of a choice
    for value in values:
        changed = {**base, key: value}
        for lang in LANGS:
            tr = Recording(lang)
            before = render(scoring_sentence(kind, base, game, "end"), tr)  # type: ignore[arg-type]
            after = render(scoring_sentence(kind, changed, game, "end"), tr)  # type: ignore[arg-type]
            assert before != after, f"{lang}: {kind}'s {key}: {value} is not said: {after!r}"
            assert tr.missing == set(), f"{lang}: not in the catalogue: {sorted(tr.missing)}"
            assert not any(mark in after for mark in NEVER), after


# --- the shipped rulesets, in the words of each edition --------------------------------------------------------

def shipped(game_id: str, name: str) -> ReadBack:
    from generator.load.nodes import load_file
    from generator.validate.ruleset import read_ruleset
    from generator.vocabulary.reader import Reader

    game = load_game(game_id)
    r = Reader()
    ruleset = read_ruleset(r, load_file(game.folder / "rules" / f"{name}.yaml"), game, name)
    assert ruleset is not None and r.problems == []
    return read_back(ruleset, game)


@pytest.mark.parametrize("lang, expected", [
    ("en", {"MI-R05": "Each house on a beach space scores 1 point.", "MI-R06": "Each visible beach space costs 1 point."}),
    ("es", {"MI-R05": "Cada casa sobre un espacio de playa da 1 punto.", "MI-R06": "Cada espacio de playa visible cuesta 1 punto."}),
    ("fr", {"MI-R05": "Chaque maison sur une case Plage rapporte 1 point.", "MI-R06": "Chaque case Plage visible coûte 1 point."}),
])
def test_MI_R05_MI_R06_my_islands_first_episode_reads_as_its_rulebook(lang, expected):
    assert entries(shipped("my-island", "legacy-1"), lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Each visible tree scores 1 point.", "Each visible rock costs 1 point.",
            "Each empty light-green space costs 1 point, even one with trees or rocks."]),
    ("es", ["Cada árbol visible da 1 punto.", "Cada roca visible cuesta 1 punto.",
            "Cada espacio verde vacío cuesta 1 punto, aunque tenga árboles o rocas."]),
    ("fr", ["Chaque arbre visible rapporte 1 point.", "Chaque rocher visible coûte 1 point.",
            "Chaque case vert clair vide coûte 1 point, même avec des arbres ou des rochers."]),
])
def test_MC_R06_my_citys_first_episode_reads_as_its_rulebook(lang, expected):
    tr = translator(lang)
    said = [render(e.sentence, tr).replace("\u00a0", " ") for section in shipped("my-city", "legacy-1").scoring
            for e in section.entries]
    assert said == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "Each statue that a road of path symbols links to a beach space scores 5 points, as the road is completed, "
           "once per statue."),
    ("es", "Cada estatua unida a un espacio de playa por una carretera de símbolos de camino da 5 puntos al completarse "
           "la carretera, una vez por estatua."),
    ("fr", "Pour chaque statue, une route de symboles sentier jusqu'à une case Plage rapporte 5 points dès qu'elle est "
           "complétée, une seule fois."),
])
def test_MI_E04_the_road_to_the_sea(lang, expected):
    assert entries(shipped("my-island", "eternal"), lang)["MI-E04"] == expected


@pytest.mark.parametrize("game_id, name", [(g, n) for g in ("my-island", "my-city") for n in ("legacy-1", "eternal")])
@pytest.mark.parametrize("lang", LANGS)
def test_every_shipped_ruleset_reads_without_code_or_english(game_id, name, lang):
    for text in sentences(shipped(game_id, name), lang):
        assert not any(mark in text for mark in NEVER), text
        if lang != "en":  # French writes « le meilleur score » too (the Eternal ruleset's MI-E06 / MC-E08 line)
            assert not ENGLISH_WORDS.search(text.replace("meilleur score", "meilleur")), text


@pytest.mark.parametrize("lang, expected", [
    ("es", "El primer jugador que haya construido sobre todos los espacios con veta de oro gana 3 puntos, igual que "
           "quien lo logre en esa misma ronda."),
    ("fr", "Le premier joueur à avoir recouvert toutes les cases à filon d'or gagne 3 points, comme tout joueur qui y "
           "parvient au même tour."),
    ("en", "The first player to have covered every gold vein space gains 3 points, and so does every player who does it "
           "in the same round."),
])
def test_MC_E07_the_gold_race_names_every_vein_and_the_same_round(lang, expected):
    """The veins by their name, never « toutes les cases avec un filon d'or » (covering them *with* a vein)."""
    assert entries(shipped("my-city", "eternal"), lang)["MC-E07"] == expected


# --- the invented chapters: a group's own words --------------------------------------------------------------

@pytest.mark.parametrize("lang, rule, expected", [
    ("es", "CH2-1", "Cada espacio de Arrecife suma 1 al contador de perlas."),
    ("en", "CH2-1", "Each Reef space adds 1 to the pearls counter."),
    ("fr", "CH2-1", "Chaque case Arrecife augmente le compteur de perlas de 1."),
    ("es", "CH3-3", "Cada espacio de un grupo conectado de al menos 3 símbolos de campo que incluya un espacio junto a un "
                    "elemento Faro da 1 punto."),
    ("fr", "CH3-3", "Chaque case d'un groupe d'un seul tenant d'au moins 3 symboles champ qui comprend une case à côté "
                    "d'un élément Faro rapporte 1 point."),
    ("en", "CH3-4", "The player with the most pearls gains 1 progress circle (if tied, each of them gains it)."),
    ("es", "CH7-3", "Cada estatua que quede sin cubrir y tenga todos sus espacios vecinos cubiertos da 5 puntos."),
    ("fr", "CH7-3", "Chaque statue visible dont toutes les cases voisines sont recouvertes rapporte 5 points."),
    ("es", "CH8-3", "El jugador que tenga 3 o más espacios de Arrecife cubiertos gana 5 puntos (una vez, no por cada espacio de Arrecife)."),
    ("fr", "CH8-4", "Le joueur qui a le plus de symboles maison gagne 3 points (en cas d'égalité, chacun les gagne)."),
])
def test_LG_15_isla_reads_back_in_each_language(isla, lang, rule, expected):
    """A group's own feature whose gender a language does not know is said through one it does ("un elemento Faro")."""
    found = {r: s for rb in readbacks(isla) for r, s in entries(rb, lang).items()}
    assert found[rule] == expected


@pytest.mark.parametrize("lang, rule, expected", [
    ("en", "CH5-1", "Each building next to the previous building scores 1 point, once per building."),
    ("es", "CH5-1", "Cada edificio junto al edificio anterior da 1 punto, una vez por edificio."),
    ("fr", "CH5-1", "Chaque bâtiment à côté du bâtiment précédent rapporte 1 point, une fois par bâtiment."),
    ("es", "CH2-1", "Cada espacio cubierto en línea recta ininterrumpida desde un elemento Palacio da 1 punto."),
    ("fr", "CH4-3", "Chaque case recouverte par un bâtiment bleu (industriel) rapporte 1 point."),
    ("es", "CH7-1", "Cada edificio amarillo (residencial) da 1 punto, una vez por edificio."),
    ("en", "CH6-1", "Each well left uncovered with every neighbouring space covered, each by a different building, "
                    "scores 4 points."),
])
def test_LG_15_ciudad_reads_back_in_each_language(ciudad, lang, rule, expected):
    found = {r: s for rb in readbacks(ciudad) for r, s in entries(rb, lang).items()}
    assert found[rule] == expected


ENVELOPES = sorted(p.parent for p in (FIXTURES / "envelopes").glob("*/campaign.yaml"))
"""Every invented envelope campaign: isla and ciudad, the same chapters in today's words and in the tricks groups used."""


@pytest.mark.parametrize("folder", ENVELOPES, ids=[p.name for p in ENVELOPES])
@pytest.mark.parametrize("lang", LANGS)
def test_no_read_back_sentence_shows_code_a_score_sheets_marks_or_english(folder, lang):
    campaign = checked(folder).campaign
    for readback in readbacks(campaign):
        for text in sentences(readback, lang):
            assert not any(mark in text for mark in NEVER), text
            assert text[:1].isupper(), text
            if lang != "en":
                assert not ENGLISH_WORDS.search(text), text


def test_a_groups_feature_with_its_gender_agrees(make_campaign):
    """vocabulary `genders: {es: m, fr: m}`: "junto a un palacio", "à côté d'un palais", as the demo's chapter 5 says."""
    readback = readbacks(checked(ROOT / "campaigns" / "barrio-del-palacio").campaign)[0]
    assert entries(readback, "es")["C5-2"] == "Cada edificio junto a un palacio da 1 punto, una vez por edificio."
    assert entries(readback, "fr")["C5-2"] == "Chaque bâtiment à côté d'un palais rapporte 1 point, une fois par bâtiment."
    assert entries(readback, "en")["C5-2"] == "Each building next to a palace scores 1 point, once per building."


def test_a_reason_is_shown_beside_its_sentence_never_in_place_of_it(isla):
    """CH2-2's reason ("reef left uncovered") is the group's; CH1-1 cites its own rule, whose statement is listed apart."""
    by_rule = {e.rule: e for rb in readbacks(isla) for section in rb.scoring for e in section.entries}
    assert render(by_rule["CH2-2"].reason, translator("en")) == "reef left uncovered"
    assert render(by_rule["CH2-2"].sentence, translator("en")) == "Each visible Reef space costs 2\u00a0points."
    assert by_rule["CH1-1"].reason is None


# --- chronicle rules ---------------------------------------------------------------------------------------

def test_chronicle_rules_prints_every_ruleset_in_the_groups_language(cli):
    result = cli("rules", ISLA)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "«Capítulo 3: la laguna» (chapter-3, archivo rules/chapter-3.yaml)" in out
    assert "Se usa en los episodios 8 y 9." in out
    assert "    - Cada espacio de Arrecife suma 1 al contador de perlas. [CH2-1]" in out
    assert "etiqueta en la hoja de puntuación: «arrecife sin cubrir»" in out
    assert "  CH3-1  Nadie construye sobre el faro" in out
    assert out.count("Al colocar cada loseta [LG-15]") == 8


def test_chronicle_rules_reads_one_ruleset_by_name_or_path_in_the_language_asked(cli):
    by_name = cli("--lang", "fr", "rules", CIUDAD, "chapter-5")
    by_path = cli("rules", CIUDAD, "rules/chapter-5.yaml", "--lang", "fr")
    assert by_name.exit_code == by_path.exit_code == 0, by_name.output
    assert by_name.stdout == by_path.stdout
    assert "Chaque bâtiment à côté du bâtiment précédent rapporte 1\u00a0point, une fois par bâtiment. [CH5-1]" in by_name.stdout
    assert "Chapitre 5\u00a0: La rangée du marché" in by_name.stdout
    assert "Chapitre 1" not in by_name.stdout


def test_chronicle_rules_reads_a_shipped_ruleset_no_episode_uses_yet(cli):
    result = cli("--lang", "en", "rules", CIUDAD, "eternal")
    assert result.exit_code == 0, result.output
    assert "'Eternal game' (eternal, shipped with chronicle)" in result.stdout
    assert "No episode uses it yet." in result.stdout
    assert "A church must be built: it cannot be passed. [MC-E02]" in result.stdout


def test_chronicle_rules_inside_a_campaign_folder_takes_the_ruleset_alone(cli, monkeypatch):
    monkeypatch.chdir(ISLA)
    result = cli("--lang", "en", "rules", "chapter-6")
    assert result.exit_code == 0, result.output
    assert "Each visible Lighthouse or statue scores 2\u00a0points. [CH6-2]" in result.stdout


def test_chronicle_rules_names_the_rulesets_there_are_for_an_unknown_one(cli):
    result = cli("--lang", "en", "rules", ISLA, "capitulo-3")
    assert result.exit_code == 2
    assert "'chapter-1', 'chapter-2'" in result.stderr and "'legacy-1'" in result.stderr
    outside = cli("--lang", "en", "rules", ISLA, "../ciudad/rules/chapter-1.yaml")
    assert outside.exit_code == 2


def test_chronicle_rules_says_where_a_campaign_does_not_check(cli, make_campaign):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds:\n  - card: 99\n    Ana: pass\n    Ben: pass\n")
    result = cli("rules", folder)
    assert result.exit_code == 1
    assert re.search(r"episodes/01\.yaml:\d+:\d+: error: ", result.stderr), result.stderr


def test_chronicle_rules_says_where_an_unplayed_ruleset_is_wrong(cli, make_campaign):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n",
                           rules={"next": "name: Next\nbuildable: [beach]\nend:\n  - {kind: count, points: 1, rule: NX-1}\n"})
    result = cli("rules", folder, "next")
    assert result.exit_code == 1
    assert re.search(r"rules/next\.yaml:4:\d+: error: .*NX-1", result.stderr), result.stderr


# --- the site: a page per ruleset, linked, in three languages ------------------------------------------------

@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from generator.site.build import build
    from generator.site.settings import Settings

    out = tmp_path_factory.mktemp("rulebook") / "site"
    build(Settings([ISLA, CIUDAD], out, base_url="https://example.org/", search=False, analysis=False))  # an address known: a sitemap
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_each_ruleset_has_a_page_linked_from_its_campaign_and_its_episodes(site, lang):
    page = site / lang / "campaigns" / "isla" / "rules" / "chapter-8" / "index.html"
    assert page.is_file()
    campaign = (site / lang / "campaigns" / "isla" / "index.html").read_text(encoding="utf-8")
    link = f'/{lang}/campaigns/isla/rules/chapter-8/"'  # relative links, which end alike
    assert campaign.count(link) == 3  # the episodes table's two rows, and the list of rulesets
    for episode in ("08", "09"):
        text = (site / lang / "campaigns" / "isla" / "episodes" / episode / "index.html").read_text(encoding="utf-8")
        assert link in text
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert f"{lang}/campaigns/isla/rules/chapter-8/</loc>" in sitemap


def test_a_ruleset_page_says_what_the_read_back_says(site):
    text = (site / "es" / "campaigns" / "ciudad" / "rules" / "chapter-5" / "index.html").read_text(encoding="utf-8")
    assert "Cada edificio junto al edificio anterior da 1\u00a0punto, una vez por edificio." in text
    assert '<a href="#rule-CH5-1">CH5-1</a>' in text and '<dt id="rule-CH5-1">' in text
    fr = (site / "fr" / "campaigns" / "ciudad" / "rules" / "chapter-5" / "index.html").read_text(encoding="utf-8")
    assert "Chaque bâtiment à côté du bâtiment précédent rapporte 1\u00a0point" in fr  # French spacing, as every page
    assert 'lang="es"' in fr  # the group's Spanish reason, marked as such on the French page


@pytest.mark.slow  # builds the two campaigns' whole site a second time
def test_ruleset_pages_are_the_same_at_every_build(site, tmp_path):
    from generator.site.build import build
    from generator.site.settings import Settings

    again = tmp_path / "again"
    build(Settings([ISLA, CIUDAD], again, base_url="https://example.org/", search=False, analysis=False))
    for lang in LANGS:
        for page in (site / lang / "campaigns").glob("*/rules/*/index.html"):
            assert page.read_bytes() == (again / page.relative_to(site)).read_bytes(), page


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The two campaigns' site on 127.0.0.1, a free port, until the module's tests are done."""
    yield from served_site(site)


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 900)])
def test_a_ruleset_page_reads_on_a_phone_and_a_laptop(served, browser, width, height):
    """No sideways scrolling, no console error: a long sentence wraps, each rule ID stays beside it."""
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "Failed to load resource" not in m.text else None)
        page.goto(f"{served}/fr/campaigns/isla/rules/chapter-3/")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        assert page.locator("h1").inner_text().replace("\u00a0", " ") == "Capítulo 3 : la laguna"
        assert page.locator("section[aria-labelledby=scoring] li").count() == 4
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize("lang, green, mountain", [
    ("en", "Each visible light-green space costs 1 point.", "Each building next to a mountain space scores 1 point, once per building."),
    ("es", "Cada espacio verde visible cuesta 1 punto.", "Cada edificio junto a un espacio de montañas da 1 punto, una vez por edificio."),
    ("fr", "Chaque case vert clair visible coûte 1 point.",
     "Chaque bâtiment à côté d'une case de montagne rapporte 1 point, une fois par bâtiment."),
])
def test_MC_R01_my_citys_terrains_in_its_editions_words(ciudad, lang, green, mountain):
    """The light-green spaces MC-R01 builds on are "espacios verdes", "cases vert clair"; a mountain space is "de montagne"."""
    from generator.rulebook.phrases import sentence

    tr, game = translator(lang), ciudad.game
    said = [render(sentence(scoring_sentence("count", {"where": where, "count": count, "points": points}, game, "end")), tr)
            for where, count, points in ((Where(terrain=frozenset(["green"]), covered=False), "spaces", -1),
                                         (Where(next_to=Where(terrain=frozenset(["mountain"]))), "pieces", 1))]
    assert [s.replace("\u00a0", " ") for s in said] == [green, mountain]


def test_an_entry_that_only_changes_the_board_says_so(isla):
    """`change` alone (no points): the entry gives nothing, and its change is said."""
    from generator.rulebook.phrases import sentence

    params = {"where": Where(feature=frozenset(["statue"]), covered=True), "count": "spaces", "points": 0,
              "change": {"remove": "statue"}}
    said = render(sentence(scoring_sentence("count", params, isla.game, "end")), translator("en"))
    assert said == "Each covered statue scores nothing; after the episode, the statue is removed from each space it counted."
