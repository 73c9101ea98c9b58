"""Validate a game.yaml: its terms (terrains, symbols, features, colours) in every language, its grid and player counts."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from generator.geometry import grid_for
from generator.geometry.grid import GRID_KINDS
from generator.load.nodes import Node
from generator.model import (
    LANGUAGES,
    Game,
    Term,
)
from generator.vocabulary.reader import Reader
from generator.vocabulary.ruleset import PLACEMENT_CHECKS
from generator.vocabulary.texts import translated
from generator.words.i18n import Text, _


def read_terms(r: Reader, node: Node | None, what: Text) -> dict[str, Term]:
    terms: dict[str, Term] = {}
    if node is None:
        return terms
    if not node.is_map:
        r.error(node.pos, _("%(what)s must be a mapping of names to their colour and translations", what=what))
        return terms
    for key, value in node.value.items():
        fields = r.fields(value, _("%(what)s '%(key)s'", what=what, key=key), required=("names",), optional=("colour", "genders", "space", "plural"))
        if fields is None:
            continue
        names = translated(r, fields["names"], _("names of '%(key)s'", key=key)) if "names" in fields else None
        colour = r.text(fields["colour"], "colour") if "colour" in fields else None
        genders = _genders(r, fields["genders"]) if "genders" in fields else {}
        space = _space(r, fields["space"]) if "space" in fields else {}
        plural = translated(r, fields["plural"], _("plural names of '%(key)s'", key=key)) if "plural" in fields else None
        if names:
            terms[key] = Term(key, names, colour or "#888888", genders=genders, space=space, plural=plural or {})
    return terms


GENDERS = {"m": "masculine", "f": "feminine"}


def _genders(r: Reader, node: Node) -> dict[str, str]:
    """A name's grammatical gender per language, {es: f, fr: m}: what the words around it agree with."""
    found: dict[str, str] = {}
    for lang, value in (r.fields(node, "genders", optional=("es", "fr")) or {}).items():
        gender = GENDERS.get(str(value.value))
        if gender is None:
            r.error(value.pos, _("a gender is m or f, not '%(value)s'", value=value.value))
        else:
            found[lang] = gender
    return found


def _space(r: Reader, node: Node) -> dict[str, str]:
    """A terrain's words after "a space", in the languages that need them: {fr: de montagne}."""
    fields = r.fields(node, "space", optional=LANGUAGES) or {}
    return {lang: text for lang, value in fields.items() if (text := r.text(value, "space"))}


def read_game(r: Reader, node: Node, folder: Path) -> Game | None:
    f = r.fields(node, "game.yaml", required=("id", "names", "grid", "start", "cap", "players", "circles", "terrains"),
                 optional=("symbols", "colours", "features", "tiebreak_terrains", "placement_rules", "legend", "church"))
    if f is None or len(r.problems):
        return None
    grid = r.choice(f["grid"], "grid", GRID_KINDS)
    terrains = read_terms(r, f["terrains"], "terrains")
    low, high = _player_counts(r, f["players"])
    tiebreak = None
    if "tiebreak_terrains" in f:
        tiebreak = frozenset(t for t in r.each(f["tiebreak_terrains"], "tiebreak_terrains", lambda n: r.choice(n, _("terrain"), terrains)))
    colours = read_terms(r, f.get("colours"), "colours")
    church = r.choice(f["church"], _("colour"), colours) if "church" in f else None
    rules = {}
    if "placement_rules" in f:
        rules = {k: r.text(v, k) or "" for k, v in (r.fields(f["placement_rules"], "placement_rules", optional=PLACEMENT_CHECKS) or {}).items()}
    game = Game(
        id=r.word(f["id"], "id") or "",
        names=translated(r, f["names"], "names") or {},
        grid=grid_for(grid or "hex"),
        terrains=terrains,
        symbols=read_terms(r, f.get("symbols"), "symbols"),
        colours=colours,
        features=read_terms(r, f.get("features"), "features"),
        start=r.integer(f["start"], "start", 0) or 0,
        cap=r.integer(f["cap"], "cap", 1) or 0,
        min_players=low or 0,
        max_players=high or 0,
        circles=r.integer(f["circles"], "circles", 1) or 0,
        tiebreak_terrains=tiebreak,
        placement_rules=rules,
        folder=folder,
        legend=read_legend(r, f["legend"], terrains) if "legend" in f else {},
        church=church,
    )
    return game


def _player_counts(r: Reader, node: Node) -> tuple[int | None, int | None]:
    """How few and how many players the game takes: [fewest, most]."""
    players = r.items(node, "players")
    if len(players) != 2:
        r.error(node.pos, _("players must be [fewest, most], such as [2, 4]"))
        return None, None
    return r.integer(players[0], _("fewest players"), 1), r.integer(players[1], _("most players"), 1)


def read_legend(r: Reader, node: Node, terrains: Mapping[str, Term]) -> dict[str, str]:
    legend: dict[str, str] = {}
    for letter, value in (r.fields(node, "legend", optional=tuple(node.keys)) or {}).items():
        terrain = r.choice(value, _("terrain"), terrains)
        if letter == "." or len(letter) != 1:
            r.error(node.keys[letter], _("legend keys are single letters other than '.', not '%(key)s'", key=letter))
        elif terrain:
            legend[letter] = terrain
    return legend
