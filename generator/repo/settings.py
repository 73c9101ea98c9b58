"""chronicle.yaml: the settings of a group's repository (its language and where its site is published)."""

from __future__ import annotations

from pathlib import Path

from generator.base.records import NamedTuple
from generator.base.root import MARKER
from generator.load.nodes import load_file
from generator.model import LANGUAGES
from generator.problems import Problems
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader
from generator.words.i18n import _


class Settings(NamedTuple):
    root: Path
    language: str = "en"  # the group's language: the default of `chronicle new --language`
    base_url: str | None = None  # where the site is published, when builds elsewhere than GitHub Pages need it

    @property
    def campaigns(self) -> Path:
        return self.root / "campaigns"

    @property
    def site(self) -> Path:
        return self.root / "site"


def is_address(url: str) -> bool:
    """A base URL the site can be published at: a web address, or a path on the host."""
    return url.startswith(("https://", "http://", "/"))


def read_settings(root: Path) -> Settings:
    """The settings in root/chronicle.yaml; Problems naming file:line:col when it is wrong."""
    node = load_file(root / MARKER)
    r = Reader()
    fields = r.keys(node, MARKER, keys.SETTINGS) or {}
    language = r.choice(fields["language"], "language", LANGUAGES) if "language" in fields else "en"
    base_url = r.text(fields["base_url"], "base_url") if "base_url" in fields else None
    if base_url is not None and not is_address(base_url):
        r.error(fields["base_url"].pos, _("base_url must be an address such as https://ourgroup.github.io/chronicle/, not "
                                          "'%(url)s'", url=base_url))
    if r.problems:
        raise Problems(r.problems)
    return Settings(root, language or "en", base_url)
