"""`--faq-url` links each rule ID a problem cites to one FAQ entry: an entry of the campaign's game (or of both)
that cites that ID, and, when some entry's example shows that very rule broken, such an entry. A building on the
mountains (MC-R01) linked to « Can I build on a space that shows trees or rocks? » (whose example is legal) rather
than « May part of a building stick out into the mountains or the forest? » (whose example breaks MC-R01); a later
building touching only at a corner (MC-R04) to the river-crossing neighbours question (native review)."""

from __future__ import annotations

import re
import shutil

import pytest

from generator.reference.faq import faq_links, load_faq
from generator.validate.content import CONTENT, rule_registry
from helpers import DEMO, edit, episode_file

GAMES = ("my-island", "my-city")


@pytest.fixture(scope="module")
def faq():  # type: ignore[no-untyped-def]
    return load_faq(CONTENT / "faq")


def _breaks(entry, rule: str) -> bool:  # type: ignore[no-untyped-def]
    """The entry's example, as the engine judges it, shows `rule` broken."""
    return entry.example is not None and not entry.example.verdict.legal and rule in entry.example.verdict.broken


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_rule_links_to_an_entry_of_its_game_that_cites_it_and_shows_it_broken_when_one_does(faq, lang, game):
    links = faq_links(CONTENT / "faq", lang, "/", game)
    mine = [e for e in faq if e.lang == lang and e.game in (game, "both")]
    by_id = {e.id: e for e in mine}
    wrong = []
    for rule in rule_registry():
        url = links.get(rule)
        citing = [e for e in mine if rule in e.rules]
        if url is None:
            if citing:
                wrong.append(f"{rule}: no link, but {[e.id for e in citing]} cite it")
            continue
        page, anchor = url.split("#")
        entry = by_id.get(anchor)
        if page != f"/{lang}/faq/{game}/" or entry is None or rule not in entry.rules:
            wrong.append(f"{rule}: {url} is no entry of {game}'s page citing {rule}")
        elif not _breaks(entry, rule) and any(_breaks(e, rule) for e in citing):
            wrong.append(f"{rule}: {anchor} does not show it broken, "
                         f"but {[e.id for e in citing if _breaks(e, rule)]} do")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_building_on_the_mountains_links_to_the_mountains_question_MC_R01(cli, tmp_path, lang):
    folder = shutil.copytree(DEMO / "river-town", tmp_path / "river-town")
    edit(episode_file(folder), "    Camille: D2\n", "    Camille: A1\n")  # B4 on A1, A2, B2: the mountains
    result = cli("--lang", lang, "check", folder, "--faq-url", "https://example.org/club/")
    assert result.exit_code == 1
    linked = re.findall(r"\[MC-R01\s?: (\S+)\]", result.stderr)
    assert linked, result.stderr
    assert set(linked) == {f"https://example.org/club/{lang}/faq/my-city/#city-mountains-forest"}, result.stderr
