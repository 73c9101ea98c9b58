"""Where a command runs: the group's repository around the working folder, and the campaign it stands in.

Inside a repository, campaigns/ and site/ are the root's, wherever the command is typed;
outside any repository they are relative to the working folder, as they always were.
"""

from __future__ import annotations

from pathlib import Path

from generator.base.root import find_root
from generator.repo.settings import Settings, read_settings
from generator.vocabulary.reader import suggest
from generator.words.i18n import Message, _, listed, ngettext

CAMPAIGN_FILE = "campaign.yaml"


def settings() -> Settings | None:
    """The settings of the repository around the working folder, or None outside any repository.

    Read afresh each time (a few bytes): a long-running `serve` sees chronicle.yaml change.
    """
    root = find_root(Path.cwd())
    return read_settings(root) if root else None


def campaigns_folder() -> Path:
    found = settings()
    return found.campaigns if found else Path("campaigns")


def site_folder() -> Path:
    found = settings()
    return found.site if found else Path("site")


def static_folder() -> Path | None:
    """The repository's static/ folder (files copied as they are into the site), if it has one."""
    found = settings()
    folder = found.root / "static" if found else None
    return folder if folder is not None and folder.is_dir() else None


def current_campaign() -> Path | None:
    """The campaign folder at or above the working folder (not above the repository's root)."""
    here = Path.cwd().resolve()
    found = settings()
    for folder in (here, *here.parents):
        if (folder / CAMPAIGN_FILE).is_file():
            return folder
        if found and folder == found.root:
            break
    return None


def campaign_named(word: str) -> Path | None:
    """A campaign given as a folder, or by its bare name among the repository's campaigns."""
    given = Path(word)
    if given.is_dir():
        return given
    by_name = campaigns_folder() / word
    return by_name if "/" not in word and (by_name / CAMPAIGN_FILE).is_file() else None


def unknown_campaign(word: str) -> Message:
    """Why `word` names no campaign, with the names that exist."""
    folder = campaigns_folder()
    if not folder.is_dir():
        return _("there is no campaign '%(name)s' (no folder by that name)", name=word)
    names = sorted(p.name for p in folder.iterdir() if (p / CAMPAIGN_FILE).is_file())
    known = (ngettext("; the only campaign there is %(names)s", "; campaigns there: %(names)s", len(names), names=listed(names))
             if names
             else _("; %(folder)s has no campaign yet ('chronicle new' creates one)", folder=folder))
    return _("there is no campaign '%(name)s' (neither a folder nor a campaign of %(folder)s)%(hint)s%(known)s", name=word, folder=folder,
             hint=suggest(word, names), known=known)
