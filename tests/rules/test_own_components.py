"""A group's own components and rules: its catalogue on the shipped rulesets (MC-E01, MC-E03),
rulesets by path and in one language, its repository's shared games/ folder, problems reported
at the group's own file, double-tree removal (MC-R06, LG-12) and warnings (C-2)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import campaigns
from generator.rules.deck import cards
from generator.vocabulary.texts import fallback
from helpers import FIXTURES, dedent, errors, rules_of

OWN = FIXTURES / "own"


@pytest.fixture
def group(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Copy a campaign of tests/fixtures/own into tmp_path, so that a test may change it."""

    def copy(name: str, into: Path | None = None) -> Path:
        target = (into or tmp_path) / name
        shutil.copytree(OWN / name, target)
        return target

    return copy


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dedent(text), encoding="utf-8")
    return path


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def players(checked: campaigns.Checked, episode: int):  # type: ignore[no-untyped-def]
    assert checked.result is not None
    return {p.name: p for p in checked.result.episodes[episode - 1].players}


# --- a transcribed catalogue on the shipped rulesets ----------------------------------------

def test_MC_R06_own_catalogue_plays_the_shipped_legacy_1_ruleset():
    """Ids like casa-1 are not the sample's Y1: legacy-1 deals 'every building' of any catalogue."""
    c = campaigns.check(OWN / "barrio")
    assert not c.problems and not c.warnings, c.problems + c.warnings
    ep1 = players(c, 1)
    # C-5: both tokens on 0, but Ana owes 60 and Ben 59: the signed score ranks Ben first
    assert (ep1["Ana"].token, ep1["Ana"].debt, ep1["Ana"].rank) == (0, 60, 2)
    assert [(i.rule, i.points) for i in ep1["Ana"].items] == [
        ("LG-03", -1), ("MC-R06", 7), ("MC-R06", -7), ("MC-R06", -69), ("LG-08", 60)]
    assert cards(c.campaign.episodes[0].ruleset.deck, c.campaign.catalogue) == (
        "casa-1", "casa-2", "plaza-1", "plaza-2", "taller-1", "taller-2")  # no church in episode 1


def test_MC_E01_MC_E03_own_catalogue_plays_the_shipped_eternal_ruleset():
    """The Eternal deck is every building, the churches and the blocking card of the group's catalogue."""
    c = campaigns.check(OWN / "eterno")
    assert not c.problems and not c.warnings, c.problems + c.warnings
    assert cards(c.campaign.episodes[0].ruleset.deck, c.campaign.catalogue) == (
        "casa-1", "casa-2", "plaza-1", "plaza-2", "taller-1", "taller-2", "iglesia-1", "iglesia-2", "block")
    p = players(c, 1)
    assert [t.action for t in p["Ana"].turns] == ["place", "place", "blocked", "place", "stop"]
    assert p["Ana"].turns[2].card == "taller-1"  # MC-E03: the blocked building, set aside at no cost
    assert (p["Ana"].rank, p["Ben"].rank) == (1, 2)
    assert ("MC-E04", 1) in [(i.rule, i.points) for i in p["Ana"].items]


def test_MC_E02_a_church_of_the_own_catalogue_cannot_be_passed(group):
    folder = group("eterno")
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Ben: A7 r1", "Ben: pass"), encoding="utf-8")
    c = campaigns.check(folder)
    assert rules_of(c.problems) == ["MC-E02"] and c.problems[0].player == "Ben"


# --- problems of the combination point at the group's file ----------------------------------

def test_MC_E01_shipped_eternal_needs_churches_the_catalogue_lacks(group):
    """The error names the shipped ruleset but sits on the episode's rules: line, not in content/."""
    folder = group("eterno")
    pieces = folder / "pieces" / "nuestras.yaml"
    pieces.write_text("\n".join(line for line in pieces.read_text(encoding="utf-8").splitlines()
                                if "iglesia" not in line) + "\n", encoding="utf-8")
    path = folder / "episodes" / "01.yaml"
    path.write_text("episode: 1\nrules: eternal\nrounds:\n  - card: casa-2\n    Ana: stop\n    Ben: stop\n"
                    "tiebreak: [Ana, Ben]\n", encoding="utf-8")
    c = campaigns.check(folder)
    assert rules_of(c.problems) == ["MC-E01"]
    problem = c.problems[0]
    assert problem.pos.file.endswith("01.yaml") and problem.pos.line == line_of(path, "rules: eternal")
    assert "shipped ruleset 'eternal'" in str(problem.message) and "Nuestros edificios" in str(problem.message)
    assert "church: true" in str(problem.message)


def test_LG_02_an_own_ruleset_naming_a_card_the_catalogue_lacks_is_reported_at_its_deck(group):
    folder = group("barrio")
    rules = write(folder / "rules" / "mercado.yaml", """
        name: Mercado
        buildable: [green]
        first_piece: {along: river}
        adjacency: any-building
        deck: [buildings, Y1]
        """)
    c = campaigns.check(folder)
    assert [(p.pos.line, p.rule) for p in c.problems] == [(line_of(rules, "deck:"), "LG-02")]
    assert c.problems[0].pos.file.endswith("mercado.yaml") and "no piece Y1" in str(c.problems[0].message)


def test_MC_E07_MC_E06_shipped_eternal_on_a_board_without_gold_or_wells_warns_at_the_episode(group):
    """Legal but pointless: the scoring items can never score, so warnings at the rules: line."""
    folder = group("eterno")
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8").replace("sample-eternal", "sample-legacy"), encoding="utf-8")
    path = folder / "episodes" / "01.yaml"
    path.write_text("episode: 1\nrules: eternal\nrounds:\n  - card: casa-2\n    Ana: stop\n    Ben: stop\n"
                    "tiebreak: [Ana, Ben]\n", encoding="utf-8")
    c = campaigns.check(folder)
    assert not c.problems
    assert sorted(rules_of(c.warnings)) == ["MC-E06", "MC-E07"]
    assert {w.pos.line for w in c.warnings} == {line_of(path, "rules: eternal")}
    assert all("can never score" in str(w.message) for w in c.warnings)


def test_MI_R01_an_own_ruleset_whose_first_piece_cannot_be_placed(make_campaign, checked):
    """An island without palm: a first piece that must cover palm can never be placed. A warning at the
    group's ruleset (a log where every player stops at once stays legal); a placement is refused."""
    folder = make_campaign("episode: 1\nrules: hard\nrounds: []\n", rules={"hard": """
        name: {fr: Difficile}
        buildable: [beach, heath, palm]
        first_piece: {covers: palm}
        """})
    board = folder / "boards" / "tiny.yaml"
    board.write_text(board.read_text(encoding="utf-8").replace(" p ", " h "), encoding="utf-8")
    c = checked(folder)
    assert not c.problems and rules_of(c.warnings) == ["MI-R01"]
    assert c.warnings[0].pos.file.endswith("hard.yaml") and c.warnings[0].pos.line == 3
    (folder / "episodes" / "01.yaml").write_text("episode: 1\nrules: hard\nrounds:\n  - {card: 1, Ana: A1, Ben: stop}\n",
                                                encoding="utf-8")
    assert rules_of(checked(folder).problems) == ["MI-R01"]


# --- rules: by path, names in some languages -------------------------------------------------

def test_a_ruleset_given_by_path_inside_the_campaign():
    c = campaigns.check(OWN / "barrio")
    ruleset = c.campaign.episodes[1].ruleset
    assert ruleset.id == "rules/mercado.yaml"
    assert players(c, 2)["Ben"].items[0].rule == "MC-R06"


@pytest.mark.parametrize("path", ["../elsewhere.yaml", "/etc/passwd.yaml", "rules/missing.yaml"])
def test_a_ruleset_path_must_lead_to_a_file_inside_the_campaign(group, path):
    folder = group("barrio")
    (folder.parent / "elsewhere.yaml").write_text("name: x\nbuildable: [green]\n", encoding="utf-8")
    episode = folder / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("rules/mercado.yaml", path), encoding="utf-8")
    c = campaigns.check(folder)
    assert len(c.problems) == 1 and c.problems[0].pos.line == 2
    assert "outside the campaign" in str(c.problems[0].message) or "no file" in str(c.problems[0].message)


def test_a_one_language_ruleset_name_names_it_in_every_language():
    c = campaigns.check(OWN / "barrio")
    assert dict(c.campaign.episodes[1].ruleset.names) == {"es": "Mercado", "fr": "Mercado", "en": "Mercado"}


def test_a_ruleset_naming_some_languages_falls_back_to_english_then_the_groups_language():
    assert fallback({"es": "Mercado", "en": "Market"}, "fr") == {"es": "Mercado", "fr": "Market", "en": "Market"}
    assert fallback({"es": "Mercado", "fr": "Marché"}, "fr") == {"es": "Mercado", "fr": "Marché", "en": "Marché"}
    assert fallback({"es": "Mercado", "fr": "Marché"}, "en") == {"es": "Mercado", "fr": "Marché", "en": "Mercado"}


def test_a_ruleset_name_in_the_groups_language_only_is_shown_by_score(group, cli):
    folder = group("eterno")
    write(folder / "rules" / "marche.yaml", """
        name: {fr: Le marché}
        buildable: [green]
        first_piece: {along: river}
        adjacency: any-building
        deck: [buildings, churches, block]
        must_build: [church]
        """)
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("rules: eternal", "rules: marche"), encoding="utf-8")
    result = cli("score", folder)
    assert result.exit_code == 0, result.output
    assert "(règles\u00a0: «\u00a0Le marché\u00a0»)" in result.stdout  # a French group reads its sheet in French


def test_a_ruleset_name_mapping_with_no_language_is_refused(group):
    folder = group("barrio")
    write(folder / "rules" / "mercado.yaml", """
        name: {}
        buildable: [green]
        """)
    c = campaigns.check(folder)
    assert [p.pos.line for p in c.problems] == [1] and "at least one of es, fr, or en" in str(c.problems[0].message)


# --- deck vocabulary -------------------------------------------------------------------------

def test_MI_E01_extras_are_left_out_of_the_base_tiles(make_campaign, checked):
    """A catalogue's legacy additions (extra: true) are dealt only by a deck that asks for them."""
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n")
    pieces = folder / "pieces" / "tiny.yaml"
    pieces.write_text(pieces.read_text(encoding="utf-8") + '  99: {extra: true, cells: {"0,0": house}}\n', encoding="utf-8")
    c = checked(folder)
    catalogue = c.campaign.catalogue
    assert "99" in catalogue.pieces and "99" not in cards(("tiles",), catalogue)
    assert cards(("tiles", "extras"), catalogue)[-1] == "99" and "99" in cards(("all",), catalogue)


def test_a_deck_that_is_neither_all_nor_a_list_is_refused(group):
    folder = group("barrio")
    write(folder / "rules" / "mercado.yaml", """
        name: Mercado
        buildable: [green]
        deck: buildings
        """)
    c = campaigns.check(folder)
    assert [p.pos.line for p in c.problems] == [3] and "[buildings, churches, block]" in str(c.problems[0].message)


# --- a group repository's games/ folder ------------------------------------------------------

@pytest.fixture
def repo(tmp_path: Path, group):  # type: ignore[no-untyped-def]
    """A group repository (chronicle.yaml at its root) with the barrio campaign in campaigns/."""
    root = tmp_path / "ours"
    write(root / "chronicle.yaml", "{}\n")
    (root / "campaigns").mkdir()
    group("barrio", root / "campaigns")
    return root


def test_names_resolve_to_the_repositorys_games_folder(repo):
    """The repository's own pieces and rulesets serve every campaign in it, by name."""
    shared, campaign = repo / "games" / "my-city", repo / "campaigns" / "barrio"
    for kind, name in (("pieces", "nuestras.yaml"), ("rules", "mercado.yaml")):
        (shared / kind).mkdir(parents=True)
        shutil.move(campaign / kind / name, shared / kind / name)
    text = (campaign / "campaign.yaml").read_text(encoding="utf-8")
    (campaign / "campaign.yaml").write_text(text.replace("pieces/nuestras.yaml", "nuestras"), encoding="utf-8")
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("rules/mercado.yaml", "mercado"), encoding="utf-8")
    c = campaigns.check(campaign)
    assert not c.problems, c.problems
    assert c.campaign.catalogue.name == "Nuestros edificios"
    assert c.campaign.episodes[1].ruleset.names["en"] == "Mercado"


def test_the_campaign_overrides_the_repository_which_overrides_the_shipped_content(repo):
    """legacy-1 is found in the campaign's rules/ first, then games/my-city/rules/, then content/."""
    campaign = repo / "campaigns" / "barrio"
    ruleset = "buildable: [green]\nfirst_piece: {along: river}\nadjacency: any-building\ndeck: [buildings]\n"
    write(repo / "games" / "my-city" / "rules" / "legacy-1.yaml", "name: Repository episode 1\n" + ruleset)
    assert campaigns.check(campaign).campaign.episodes[0].ruleset.names["en"] == "Repository episode 1"
    write(campaign / "rules" / "legacy-1.yaml", "name: Campaign episode 1\n" + ruleset)
    assert campaigns.check(campaign).campaign.episodes[0].ruleset.names["en"] == "Campaign episode 1"


def test_an_unknown_name_lists_the_names_of_all_three_sources(repo):
    campaign = repo / "campaigns" / "barrio"
    write(repo / "games" / "my-city" / "rules" / "chapitre-2.yaml", "name: Chapitre 2\nbuildable: [green]\n")
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("rules/mercado.yaml", "legacy-2"), encoding="utf-8")
    c = campaigns.check(campaign)
    message = str(c.problems[0].message)
    assert "unknown ruleset 'legacy-2' (did you mean 'legacy-1'?)" in message
    assert "'mercado' (the campaign's rules/)" in message
    assert "'chapitre-2' (the repository's games/my-city/rules/)" in message
    assert "'eternal', or 'legacy-1' (shipped with chronicle for My City)" in message


def test_a_shared_file_that_links_outside_the_repository_is_refused(repo, tmp_path):
    outside = write(tmp_path / "secret.yaml", "name: x\nbuildable: [green]\n")
    (repo / "games" / "my-city" / "rules").mkdir(parents=True)
    (repo / "games" / "my-city" / "rules" / "sneaky.yaml").symlink_to(outside)
    campaign = repo / "campaigns" / "barrio"
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("rules/mercado.yaml", "sneaky"), encoding="utf-8")
    c = campaigns.check(campaign)
    assert any("leads outside the repository's games/my-city/rules/" in str(p.message) for p in c.problems)


def test_a_path_in_a_log_cannot_reach_the_repositorys_games_folder(repo):
    """Paths stay inside the campaign; the shared folder is reached by name only."""
    write(repo / "games" / "my-city" / "rules" / "mercado.yaml", "name: Mercado\nbuildable: [green]\n")
    campaign = repo / "campaigns" / "barrio"
    episode = campaign / "episodes" / "02.yaml"
    episode.write_text(episode.read_text(encoding="utf-8").replace("rules/mercado.yaml",
                                                                   "../../games/my-city/rules/mercado.yaml"),
                       encoding="utf-8")
    c = campaigns.check(campaign)
    assert "leads outside the campaign folder" in str(c.problems[0].message)


# --- removing features: a double-tree space (MC-R06, LG-12) ----------------------------------

def test_MC_R06_removing_a_tree_from_a_double_tree_space_leaves_one(checked):
    """Ana removed one tree of B4 after episode 1, Ben both (count: 2): B4 scores +1 for Ana, 0 for Ben."""
    c = campaigns.check(OWN / "barrio")
    trees = {name: next(i for i in p.items if i.kind == "visible-feature") for name, p in players(c, 2).items()}
    assert (trees["Ana"].points, trees["Ben"].points) == (7, 6)
    boards = {p.name: p.board for p in c.result.episodes[1].players}
    b4 = (3, 1)
    assert boards["Ana"].feature_count("tree", b4) == 1 and boards["Ben"].feature_count("tree", b4) == 0


def test_LG_12_removing_more_than_the_space_holds_is_refused(group):
    folder = group("barrio")
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("remove: tree, count: 2", "remove: tree, count: 3"),
                    encoding="utf-8")
    c = campaigns.check(folder)
    assert rules_of(c.problems) == ["LG-12"]
    assert "B4 holds 2 tree, so 3 cannot be removed" in str(c.problems[0].message)


@pytest.mark.parametrize("change", ["{cell: B4, remove: tree, count: 0}", "{cell: B4, terrain: forest, count: 2}"])
def test_LG_12_a_count_is_a_positive_number_of_features(group, change):
    folder = group("barrio")
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("{cell: B4, remove: tree, count: 2}", change),
                    encoding="utf-8")
    c = campaigns.check(folder)
    assert [p.pos.line for p in c.problems] == [line_of(path, "Ben: [")]


# --- warnings block nothing (C-2) ------------------------------------------------------------

def test_C_2_a_needless_tiebreak_is_a_warning_that_check_shows_and_exits_0(group, cli):
    folder = group("eterno")
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "tiebreak: [Ana, Ben]\n", encoding="utf-8")
    result = cli("check", folder)
    assert result.exit_code == 0, result.output
    assert f"01.yaml:{line_of(path, 'tiebreak')}:11: avertissement\u00a0: Ana et Ben ne sont pas à égalité (\u221257\u00a0points et \u221263\u00a0points)" in result.stderr  # a French group
    assert "(1\u00a0avertissement plus haut)" in result.stdout  # a French group; a count never broken from its noun


def test_C_2_a_warning_does_not_block_add_or_build(group, cli, tmp_path):
    folder = group("barrio")
    path = folder / "episodes" / "02.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "tiebreak: [Ana, Ben]\n", encoding="utf-8")
    assert campaigns.check(folder).warnings and not campaigns.check(folder).problems
    added = cli("add", folder, "3", "--card", "casa-1", "Ana=A4", "Ben=stop")
    assert added.exit_code == 0, added.output
    assert "aviso: tiebreak nombra a Ana y Ben" in added.stderr  # a Spanish group
    built = cli("build", folder, "-o", tmp_path / "site", "--no-search", "--no-analysis")
    assert built.exit_code == 0, built.output


# --- editors agree ---------------------------------------------------------------------------

def test_the_editor_schemas_accept_a_groups_own_files():
    """Counts, one-language names, deck words and own pieces are valid for the editor too."""
    import yaml

    for path, schema in ((OWN / "barrio" / "episodes" / "01.yaml", "episode.schema.json"),
                         (OWN / "barrio" / "rules" / "mercado.yaml", "ruleset.my-city.schema.json"),
                         (OWN / "barrio" / "pieces" / "nuestras.yaml", "pieces.schema.json")):
        assert not errors(schema, yaml.safe_load(path.read_text(encoding="utf-8"))), path
    extra = {"grid": "hex", "pieces": {"29": {"extra": True, "cells": {"0,0": "house"}}}}
    assert not errors("pieces.schema.json", extra)
    assert not errors("ruleset.my-city.schema.json", {"name": {"fr": "Marché"}, "buildable": ["green"], "deck": "all"})
