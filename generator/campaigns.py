"""Finding campaign folders and turning them into replayed results."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path

from generator.base.records import NamedTuple
from generator.load import files
from generator.load.nodes import MAX_BYTES
from generator.model import LANGUAGES, Campaign
from generator.problems import Problem, Problems, errors, in_file_order, warnings
from generator.rules.campaign import Progress, replay
from generator.rules.results import CampaignResult
from generator.validate import examples
from generator.validate.campaign import Kept, load_campaign_file, read_campaign, read_last_episode
from generator.validate.paths import refusal


class Passed(NamedTuple):
    """A campaign folder that checks out after load, validate and replay: its campaign and result."""

    folder: Path
    campaign: Campaign
    result: CampaignResult
    warnings: tuple[Problem, ...] = ()
    """Shown by check; they block nothing."""
    problems: tuple[()] = ()
    """None: a campaign with errors is Failed (the same name, so that `checked.problems` reads either)."""


class Failed(NamedTuple):
    """A campaign folder with errors: every problem, and the campaign and its replay when it could be
    read (a round that breaks a rule leaves a campaign, which undo and table mode still show)."""

    folder: Path
    problems: tuple[Problem, ...]
    """The errors: any of them fails check, build and add."""
    warnings: tuple[Problem, ...] = ()
    campaign: Campaign | None = None
    result: CampaignResult | None = None


Checked = Passed | Failed
"""What `check` finds: a campaign that checks out, or one that fails with its problems
(`isinstance(checked, Failed)` tells them apart, and tells a type checker which it holds)."""


def find(paths: Iterable[Path]) -> list[Path]:
    """Campaign folders: each path that holds a campaign.yaml, or the folders directly under it that do."""
    found: list[Path] = []
    for path in paths:
        if (path / "campaign.yaml").is_file() or (path / "episodes").is_dir():
            found.append(path)
        elif path.is_dir():
            found.extend(sorted(p for p in path.iterdir() if (p / "campaign.yaml").is_file()))
        elif path.is_file() and path.parent.name == "episodes":
            found.append(path.parent.parent)
    return list(dict.fromkeys(found))


def check(folder: Path, drafts: dict[Path, str] | None = None) -> Checked:
    """Load, validate and replay one campaign, collecting every problem.

    The engine reports faults as data (generator/rules/findings.py); here, where the campaign's game
    is known, they become Problems in its edition's words, so that every caller reads a Problem's
    message as it reads the validator's. The examples of the rulesets its episodes play are judged
    here too, on its board (generator/validate/examples.py)."""
    return check_resumable(folder, drafts)[0]


class Resumable(NamedTuple):
    """A campaign checked up to its last episode file: what checking that file alone again needs, as
    long as no other file of the campaign changes (table mode keeps it between rounds)."""

    read: Kept
    """The reading before the last episode file."""
    replayed: Progress | None = None
    """The replay of every episode but the last; None when the campaign did not read."""

    @property
    def last(self) -> Path:
        return self.read.last


def check_resumable(folder: Path, drafts: dict[Path, str] | None = None) -> tuple[Checked, Resumable | None]:
    """`check`, and how it stood before the campaign's last episode file (None when it did not get there)."""
    kept: list[Kept] = []
    try:
        campaign = read_campaign(folder, drafts, kept.append)
    except Problems as err:
        return Failed(folder, tuple(errors(err.problems)), tuple(warnings(err.problems))), _resumable(kept, None)
    progress: list[Progress] = []
    checked = _replayed(folder, campaign, replay(campaign, keep=progress.append))
    return checked, _resumable(kept, progress[0] if progress else None)


def check_last(resumable: Resumable, draft: str | None = None) -> tuple[Checked, Resumable]:
    """`check` of the campaign `resumable` was made from, its last episode file read (as `draft` says it,
    when given) and replayed again alone: what `check` finds when no other file changed since."""
    folder = resumable.read.ctx.folder
    try:
        campaign = read_last_episode(resumable.read, draft)
    except Problems as err:
        return Failed(folder, tuple(errors(err.problems)), tuple(warnings(err.problems))), resumable
    progress: list[Progress] = []
    result = replay(campaign, since=resumable.replayed, keep=progress.append if resumable.replayed is None else None)
    return _replayed(folder, campaign, result), resumable._replace(replayed=resumable.replayed or next(iter(progress), None))


def _resumable(kept: list[Kept], progress: Progress | None) -> Resumable | None:
    return Resumable(kept[0], progress) if kept else None


def _replayed(folder: Path, campaign: Campaign, result: CampaignResult) -> Checked:
    """A campaign read and replayed: Passed, or Failed with what the replay and the examples found."""
    found = in_file_order([*campaign.warnings, *_said(result, campaign), *examples.check_campaign(campaign)])
    failed = tuple(errors(found))
    if failed:
        return Failed(folder, failed, tuple(warnings(found)), campaign, result)
    return Passed(folder, campaign, result, tuple(warnings(found)))



def _said(result: CampaignResult, campaign: Campaign) -> list[Problem]:
    """The engine's faults in the words of the campaign's game: problems/findings.py, imported where there
    are some (a campaign that checks out has none, and never needs the words)."""
    if not result.problems:
        return []
    from generator.problems import findings

    return [findings.problem(fault, campaign.game) for fault in result.problems]


def unsettled_ties(checked: Checked, episode_file: Path | None) -> tuple[tuple[Problem, ...], tuple[Problem, ...]]:
    """Split off the ties in `episode_file` that neither points nor rows break (C-2) from the other errors.

    A round that ends an episode in such a tie is a legal round: the table decides the order
    afterwards (a `tiebreak:` line), so neither `add` nor table mode may refuse the round for it.
    The replay finds these ties (a needless tiebreak is a warning); a C-2 error found reading the file
    (a tiebreak naming a player twice) leaves no replay, and is no tie to wait for.
    """
    problems = tuple(checked.problems)
    if checked.result is None:
        return problems, ()
    name = episode_file.name if episode_file else None
    ties = tuple(p for p in problems if p.rule == "C-2" and not p.is_warning and Path(p.pos.file).name == name)
    return tuple(p for p in problems if p not in ties), ties


def declared(folder: Path, key: str, choices: Iterable[str]) -> str | None:
    """What campaign.yaml says of its game or language, read even when the campaign has problems."""
    return declared_all(folder, {key: choices})[key]


def declared_all(folder: Path, choices: Mapping[str, Iterable[str]]) -> dict[str, str | None]:
    """`declared` of each key of `choices`, campaign.yaml read once."""
    try:
        node = load_campaign_file(folder)
    except Problems:  # the file does not load: its own `key:` lines, so that its problems speak the group's language
        return {key: _written(folder / "campaign.yaml", key, tuple(values)) for key, values in choices.items()}
    return {key: found.value if (found := node.get(key)) is not None and found.value in tuple(values) else None
            for key, values in choices.items()}


def _written(path: Path, key: str, choices: tuple[str, ...]) -> str | None:
    """The value of a top-level `key: value` line of a campaign.yaml YAML cannot read whole (a number
    too large, a syntax error elsewhere, a byte that is not UTF-8), when it is one of `choices`."""
    if refusal(path, path.parent) is not None:  # a link leading out of the campaign is never read
        return None
    try:
        text = files.read_regular(path, MAX_BYTES).decode("utf-8", "replace")
    except (OSError, ValueError):
        return None
    found = re.search(rf"^{re.escape(key)}:[ \t]*([\"']?)([\w-]+)\1[ \t]*(?:#.*)?$", text, re.MULTILINE)
    return found[2] if found is not None and found[2] in choices else None


def title(folder: Path) -> str:
    """The campaign's title, as campaign.yaml gives it, else its folder's name: read even when the
    campaign has problems."""
    try:
        node = load_campaign_file(folder).get("title")
    except Problems:
        node = None
    return node.value if node is not None and isinstance(node.value, str) and node.value.strip() else folder.resolve().name


def language(folder: Path) -> str | None:
    """The language of the group's notes, which its messages speak."""
    return declared(folder, "language", LANGUAGES)
