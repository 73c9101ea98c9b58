"""Where a campaign's board, pieces and rulesets are found: a name on the shelves, or a path inside it."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar, cast

from generator.base.per_file import PerFile
from generator.load.nodes import Node, display_path, load_file, shown
from generator.model import Game, Pos
from generator.problems import Problems
from generator.validate.content import known_names, look_up, several_shelves, shelves
from generator.validate.paths import OUTSIDE, listed_refusal, refusal, written
from generator.vocabulary.reader import Reader, suggest
from generator.words.i18n import Message, _

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
T = TypeVar("T")


def _inside(r: Reader, node: Node, folder: Path, text: str) -> Path | None:
    """A path written in a log, refused if it leads outside the campaign folder."""
    reason = written(text) or (Message(OUTSIDE.template, {"where": _("the campaign folder")})
                               if Path(text).is_absolute() else refusal(folder / text, folder))
    if reason is not None:
        r.error(node.pos, _("chronicle does not read %(path)s: %(reason)s", path=shown(text), reason=reason))
        return None
    path = folder / text
    if not os.path.lexists(path):
        r.error(node.pos, _("no file '%(path)s' in the campaign folder", path=text))
        return None
    if path.is_symlink() and not path.is_file():  # said here: the file it leads to is no file the group can open
        from generator.load.reasons import unreadable_reason  # why, in words: only for a file that cannot be read

        r.error(node.pos, _("%(path)s is a link to %(target)s, which chronicle cannot read: %(reason)s", path=shown(text),
                            target=shown(os.readlink(path)), reason=unreadable_reason(path)))
        return None
    return path.resolve()


def stays_inside(r: Reader, path: Path, folder: Path, where: object = None, listed: bool = False) -> bool:
    """False (and a problem) for a file that is a link leading outside `folder`, or looping; `listed`: a
    file `listing` has just found in a folder of `folder` (paths.listed_refusal)."""
    reason = (listed_refusal if listed else refusal)(path, folder, where)
    if reason is None:
        return True
    r.error(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))
    return False


_WHAT: dict[str, tuple[Message, Message]] = {
    "boards": (_("board"), _("boards/ours.yaml")), "pieces": (_("piece catalogue"), _("boards/our-pieces.yaml")),
    "rules": (_("ruleset"), _("rules/big.yaml"))}


def locate(r: Reader, node: Node, text: str, folder: Path, game: Game, kind: str) -> tuple[Path, bool] | None:
    """The file a name or path leads to, and whether chronicle ships it.

    A path (with a / or ending in .yaml) stays inside the campaign folder; a name is looked up
    in the campaign's own folder, its repository's games/<game>/ and the shipped content.
    """
    what, example = _WHAT[kind]
    if "/" in text or text.endswith(".yaml"):
        path = _inside(r, node, folder, text)
        return (path, False) if path is not None else None
    found = shelves(game, folder, kind)
    for shelf in found:
        reason = shelf.refused()
        if reason is not None:
            r.error(node.pos, _("chronicle does not read %(where)s: %(reason)s", where=shelf.where, reason=reason))
            return None
    hit = look_up(found, text) if _NAME.fullmatch(text) else None
    if hit is not None and not hit[1].is_file():  # a folder, a FIFO, a dangling link... under the name
        from generator.load.reasons import unreadable_reason

        r.error(node.pos, _("%(what)s '%(name)s' is %(path)s, which chronicle cannot read: %(reason)s", what=what, name=text,
                            path=display_path(hit[1]), reason=unreadable_reason(hit[1])))
        return None
    if hit is None:
        every = [name for shelf in found for name in shelf.names()]
        said = {"what": what, "name": text, "hint": suggest(text, every), "known": known_names(found), "example": example}
        r.error(node.pos, _("unknown %(what)s '%(name)s'%(hint)s; the only one known is %(known)s; or give a path inside "
                            "the campaign such as %(example)s", **said) if len(every) == 1  # never « choisissez parmi « sample » »
                else _("unknown %(what)s '%(name)s'%(hint)s; choose %(known)s, or give a path inside the campaign such as "
                       "%(example)s", **said) if several_shelves(found)  # one list joined by «o» (LG-13)
                else _("unknown %(what)s '%(name)s'%(hint)s; known: %(known)s; or give a path inside the campaign such as "
                       "%(example)s", **said))
        return None
    shelf, path = hit
    if not stays_inside(r, path, shelf.within, shelf.where):
        return None
    return path, shelf.shipped


def content_file(r: Reader, node: Node, folder: Path, game: Game, kind: str,
                  read: Callable[[Reader, Node, Game], T | None]) -> T | None:
    """A board or catalogue: a name (see `locate`) or a .yaml path inside the campaign."""
    text = r.word(node, _WHAT[kind][0])
    found = locate(r, node, text, folder, game, kind) if text is not None else None
    if found is None:
        return None
    path, shipped = found
    try:
        return _shipped(r, path, game, read) if shipped else read(r, load_file(path), game)
    except Problems as err:
        r.problems.extend(err.problems)
        return None


_SHIPPED: PerFile[object] = PerFile()


def _shipped(r: Reader, path: Path, game: Game, read: Callable[[Reader, Node, Game], T | None]) -> T | None:
    """One of chronicle's own boards or catalogues, read once per process while its file stays as it was
    (base/per_file.py), for the same game (whose words and grid it is read in). A reading that finds a problem
    is not kept: the problem is said at every reading."""
    def reading() -> tuple[object, bool]:
        before = len(r.problems)
        return read(r, load_file(path), game), len(r.problems) == before

    return cast("T | None", _SHIPPED.get((read, path, display_path(path)), [path], reading, game))
