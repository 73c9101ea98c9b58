"""`chronicle init DIR`: start a group's own repository, or add what is missing to one.

The files come from templates/repo/ (package data), in the group's language; nothing the group
owns is ever overwritten. The JSON Schemas in .chronicle/ are chronicle's: init brings them up to date.
"""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path
from urllib.parse import unquote, urlparse

import jinja2
import yaml

import generator
from generator.base import per_build
from generator.base.root import MARKER
from generator.base.shipped import TEMPLATES
from generator.editing.atomic import write_atomically
from generator.repo import schemas
from generator.repo.settings import read_settings
from generator.validate.content import games
from generator.words.i18n import Message, _, listed, ngettext, render, translator
from generator.words.typography import french_markdown

GAME_FOLDERS = ("boards", "pieces", "rules")
KEEP = ".gitkeep"  # git keeps no empty folder
OWN = ".chronicle/"  # chronicle's own files in the repository: brought up to date by every init, never the group's


@dataclass(frozen=True, slots=True)
class Made:
    root: Path
    language: str
    added: tuple[str, ...]
    kept: tuple[str, ...]
    fresh: bool  # the folder was not a chronicle repository before


class NotARepository(Exception):
    """DIR holds files but no chronicle.yaml: init refuses to write among them."""


@per_build.cached
def phrases(language: str) -> dict[str, str]:
    """What init writes and says, in one language (templates/repo/phrases.yaml)."""
    table = yaml.safe_load((TEMPLATES / "repo" / "phrases.yaml").read_text(encoding="utf-8"))
    return {key: texts[language] for key, texts in table.items()}


def init(root: Path, language: str | None = None, title: str | None = None, base_url: str | None = None,
         said: str | None = None) -> Made:
    """Write every file of a group's repository that `root` lacks; refuse a foreign non-empty folder.

    The language defaults to the repository's own when there is one, else English. The refusal is said
    in `said` (the run's language: the terminal follows --lang, not the files' language), else in that one.
    """
    fresh = not (root / MARKER).is_file()
    language = language or ("en" if fresh else read_settings(root).language)
    if fresh and root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise NotARepository(phrases(said or language)["not_empty"].format(root=shown(root)))
    added, kept = [], []
    for name, text in sorted(files(language, title or _title(root, language), base_url).items()):
        if (root / name).exists() and not (name.startswith(OWN) and (root / name).read_text(encoding="utf-8") != text):
            kept.append(name)
        else:
            write_atomically(root / name, text)
            added.append(name)
    wheel = local_wheel()
    if wheel is not None and not (root / VENDOR / wheel.name).exists():
        _copy_atomically(wheel, root / VENDOR / wheel.name)  # what requirements.txt names: CI installs it from here
        added.append(f"{VENDOR}/{wheel.name}")
    return Made(root, language, tuple(added), tuple(kept), fresh)


VENDOR = "vendor"
"""Where a repository keeps the chronicle wheel it was made with, when no address CI can reach holds it."""


def _copy_atomically(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.partial")
    shutil.copyfile(source, partial)
    os.replace(partial, target)


def shown(root: Path) -> Path:
    """The folder as a message names it: absolute, so that `init .` says where, never 'created the repository .'."""
    return root if root.is_absolute() else Path(os.path.abspath(root))


def summary(made: Made, said: str | None = None) -> str:
    """What init did, in `said` (the run's language: the terminal follows --lang), else in the group's."""
    lang = said or made.language
    say, root = phrases(lang), shown(made.root)
    if made.fresh:
        return say["created"].format(root=root) + "\n" + say["next"].format(root=root)
    return render(completed(root, made.added, len(made.kept)), translator(lang))


def completed(root: Path, added: tuple[str, ...], kept: int) -> Message:
    """What init did in a repository that already was one: the files it added, and how many it kept,
    each said with its real plural (never "file(s)")."""
    files = (ngettext("%(files)s added", "%(files)s added", len(added), files=listed(added)) if added
             else _("nothing added"))
    return _("%(root)s is already a chronicle repository: %(added)s, %(kept)s", root=str(root), added=files,
             kept=ngettext("%(num)s file kept as it was", "%(num)s files kept as they were", kept, num=kept))


def files(language: str, title: str, base_url: str | None) -> dict[str, str]:
    """Every file of a new repository, by its path inside it."""
    values: dict[str, object] = {"say": phrases(language), "language": language, "title": title, "base_url": base_url,
              "version": generator.__version__, "source": installed_from()}
    made = {
        MARKER: _render("chronicle.yaml", values),
        "README.md": _readme(language, _render(f"{language}/README.md", values)),
        ".gitignore": _render("gitignore", values),
        "requirements.txt": _render("requirements.txt", values),
        ".github/workflows/pages.yml": _render("pages.yml", values),
        # The problem matcher the workflow adds: `file:line:col: error: text` as an annotation on the line.
        ".github/chronicle-problems.json": (TEMPLATES / "repo" / "chronicle-problems.json").read_text(encoding="utf-8"),
        "games/README.md": _readme(language, _render(f"{language}/games.md", values)),
        f"campaigns/{KEEP}": "",
        "static/.nojekyll": "",  # GitHub Pages serves the site as it is, files starting with _ included
    }
    made |= {f"games/{game}/{kind}/{KEEP}": "" for game in games() for kind in GAME_FOLDERS}
    made |= {f"{OWN}schemas/{name}": text for name, text in schemas.texts(language).items()}
    made[".vscode/settings.json"] = json.dumps(
        {"yaml.schemas": {f"./{OWN}schemas/{name}": patterns for name, patterns in schemas.globs().items()}}, indent=2) + "\n"
    return made


def installed_from() -> str | None:
    """A requirement naming where this chronicle was installed from, when that is an address CI can reach.

    pip records it (PEP 610 direct_url.json) for installs from a git repository or a web address;
    a local wheel has none, so the repository keeps a copy in vendor/ and names that (`local_wheel`);
    a checkout has no address another machine can use.
    """
    origin = _origin()
    url = str(origin.get("url", ""))
    if local_wheel() is not None:
        return f"./{VENDOR}/{Path(url).name}"
    vcs = origin.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("vcs") == "git" and url.startswith("https://"):
        return f"chronicle @ git+{url}@{vcs['commit_id']}"
    if "archive_info" in origin and url.startswith("https://"):
        return f"chronicle @ {url}"
    return None


def _origin() -> dict[str, object]:
    try:
        recorded = distribution("chronicle").read_text("direct_url.json")
    except PackageNotFoundError:
        return {}
    return json.loads(recorded) if recorded else {}


def local_wheel() -> Path | None:
    """The wheel file this chronicle was installed from, when it was a local wheel that still exists."""
    url = str(_origin().get("url", ""))
    if not url.startswith("file://") or not url.endswith(".whl"):
        return None
    path = Path(unquote(urlparse(url).path))
    return path if path.is_file() else None


def _title(root: Path, language: str) -> str:
    """The group's name from its folder's, in the language's title case: English capitalises every word ("Thursday
    Crew"), Spanish and French the first only («Los de los jueves»), as `new` names a campaign."""
    words = root.resolve().name.replace("-", " ").replace("_", " ")
    return words.title() if language == "en" else words[:1].upper() + words[1:]


@per_build.cached
def _environment() -> jinja2.Environment:
    # {= =} marks chronicle's values: the workflow's own ${{ }} expressions pass through untouched.
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES / "repo"), variable_start_string="{=",
                             variable_end_string="=}", undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
                             trim_blocks=True, autoescape=False)
    env.filters["quoted"] = lambda text: json.dumps(text, ensure_ascii=False)  # a JSON string is a YAML string
    return env


def _render(name: str, values: dict[str, object]) -> str:
    return _environment().get_template(name).render(values)


def _readme(language: str, markdown: str) -> str:
    """A README as GitHub shows it, raw: in French, its prose set as French sets it (the group's title
    too), since no filter of chronicle's stands between the file and its reader; its code as written."""
    return french_markdown(markdown) if language == "fr" else markdown
