"""Game content: chronicle's own (read once per build), and where boards, pieces and rulesets are found by name."""

# Annotations evaluated, not postponed: typing compiles a TypedDict's annotations written as text
# into ForwardRefs as it defines it, at every run's import.

import os
import re
from pathlib import Path
from typing import TypedDict

from generator.base import per_build
from generator.base.records import NamedTuple
from generator.base.root import SHARED, shared_folder
from generator.base.shipped import CONTENT
from generator.load.nodes import load_file
from generator.model import Game, Pos
from generator.problems import Problem, Problems
from generator.validate.game import read_game
from generator.validate.paths import Refused, listing, refusal
from generator.vocabulary.reader import Reader, suggest
from generator.words.i18n import Message, Text, _, listed, ngettext, quoted_all


def games() -> list[str]:
    return sorted(p.name for p in (CONTENT / "games").iterdir() if (p / "game.yaml").is_file())


@per_build.cached
def load_game(game_id: str) -> Game:
    """The game definition content/games/<id>/game.yaml; Problems if absent or invalid."""
    folder = CONTENT / "games" / game_id
    if game_id not in games():
        raise Problems([Problem(Pos(str(folder)), _("unknown game '%(game)s'%(hint)s", game=game_id, hint=suggest(game_id, games())))])
    r = Reader()
    game = read_game(r, load_file(folder / "game.yaml"), folder)
    if r.problems or game is None:
        raise Problems(r.problems)
    return game


class RuleEntry(TypedDict):
    """A rule of content/rules.yaml, as the FAQ, the site and table mode cite it."""

    game: str
    topic: str
    title: dict[str, str]
    """In each language, by code."""
    statement: dict[str, str]


@per_build.cached
def rule_registry() -> dict[str, RuleEntry]:
    """content/rules.yaml: every rule ID with its game, topic, title and statement."""
    registry: dict[str, RuleEntry] = load_file(CONTENT / "rules.yaml").plain()
    return registry


@per_build.cached
def rule_ids() -> tuple[str, ...]:
    """The rule IDs of content/rules.yaml in its order: its top-level keys, found in the text. What
    check needs of the registry, without parsing its statements in three languages, which would take
    as long as the episodes of a campaign (tests/reference/test_registry.py holds both to the same IDs)."""
    return tuple(re.findall(r"^([A-Z][A-Z0-9-]*):", (CONTENT / "rules.yaml").read_text(encoding="utf-8"), re.MULTILINE))


class Shelf(NamedTuple):
    """A folder where boards, pieces or rulesets are looked up by name."""

    folder: Path
    where: Message
    """How messages name it: "the campaign's rules/", "the repository's games/my-city/rules/"..."""
    within: Path
    """Files found here must resolve inside this folder (a link may not lead elsewhere)."""
    shipped: bool = False
    game: Game | None = None
    """The game whose content chronicle ships here (its name, not its id, in messages); None elsewhere."""

    def names(self) -> list[str]:
        """The names this shelf holds: none when it is a link leading elsewhere or cannot be listed."""
        try:
            return [p.stem for p in listing(self.folder, self.within) if p.is_file()]
        except Refused:
            return []

    def refused(self) -> Message | None:
        """Why the folder may not be read (a link leading outside `within`), or None."""
        bounds = None if self.folder.parent == self.within else _("the group's repository")
        return refusal(self.folder, self.within, bounds) if os.path.lexists(self.folder) else None


OWN_FOLDERS = {"boards": ("boards",), "pieces": ("pieces", "boards"), "rules": ("rules",)}
"""A campaign's own folders per kind; table mode saves transcribed pieces in boards/ too."""


def shelves(game: Game, campaign: Path, kind: str) -> list[Shelf]:
    """Where a name of `kind` (boards, pieces, rules) is looked up, first match first: the campaign's
    own folder, then its repository's games/<game>/<kind>/, then the content chronicle ships."""
    found = [Shelf(campaign / sub, _("the campaign's %(folder)s", folder=f"{sub}/"), campaign) for sub in OWN_FOLDERS[kind]]
    shared = shared_folder(campaign)
    if shared is not None:
        found.append(Shelf(shared / game.id / kind, _("the repository's %(folder)s",
                                                      folder=f"{SHARED}/{game.id}/{kind}/"), shared.parent))
    found.append(Shelf(game.folder / kind, _("chronicle's own %(folder)s for %(game)s", folder=f"{kind}/", game=game),
                       game.folder, shipped=True, game=game))
    return found


def look_up(found: list[Shelf], name: str) -> tuple[Shelf, Path] | None:
    """The first shelf holding `name`.yaml, and that file."""
    for shelf in found:
        path = shelf.folder / f"{name}.yaml"
        if os.path.lexists(path):  # even a folder or a broken link: the group meant it, and hears why it fails
            return shelf, path
    return None


def known_names(found: list[Shelf]) -> Text:
    """Every name the shelves hold, each shelf's followed by where they are, for a message: one shelf's a list
    to choose among («entre «eternal» y «legacy-1» (incluidos en chronicle para My Island)»); several shelves' one
    list of alternatives, «chapter-2» (the campaign's rules/), «eternal» or «legacy-1» (shipped with chronicle),
    never «A y B o C», which reads as if one had to pick A and then B or C."""
    named = [(shelf, names) for shelf in found if (names := shelf.names())]
    if not named:
        return _("none")
    if len(named) == 1:
        shelf, names = named[0]
        return _placed(shelf, listed(quoted_all(names)), len(names))
    choices: list[Text] = []
    for shelf, names in named:  # where they are after each shelf's last name, in the one list
        choices += [*quoted_all(names[:-1]), _placed(shelf, quoted_all(names[-1:])[0], len(names))]
    return listed(choices, "or")


def several_shelves(found: list[Shelf]) -> bool:
    """True when names come from more than one shelf: the message then offers them as one list of alternatives."""
    return sum(1 for shelf in found if shelf.names()) > 1


def _placed(shelf: Shelf, names: Text, count: int) -> Message:
    """Names and where they are: 'a' (the campaign's rules/), or, for chronicle's own, 'eternal', 'legacy-1'
    (shipped with chronicle for My Island), agreeing with the shelf's `count` names."""
    if shelf.game is None:
        return _("%(names)s (%(where)s)", names=names, where=shelf.where)
    return ngettext("%(names)s (shipped with chronicle for %(game)s)", "%(names)s (shipped with chronicle for %(game)s)",
                    count, names=names, game=shelf.game)
