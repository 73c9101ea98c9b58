"""The command line: chronicle check, score, moves, add, undo, new, board."""

from __future__ import annotations

from pathlib import Path

import click

from generator import __version__, campaigns
from generator.problems import Problem, Problems, in_file_order
from generator.repo import here
from generator.repo.arguments import CAMPAIGN, CampaignCommand

def report(problems: list[Problem] | tuple[Problem, ...], links: dict[str, str] | None = None) -> str:
    """One line per problem; a rule ID with an FAQ entry carries its link."""
    lines = []
    for problem in problems:
        line = str(problem)
        if links and problem.rule in links:
            line = line[: -len(f"[{problem.rule}]")] + f"[{problem.rule}: {links[problem.rule]}]"
        lines.append(line)
    return "\n".join(lines)


class Failed(click.ClickException):
    """Bad input: print the report of every problem (see `report`) and exit 1."""

    exit_code = 1

    def show(self, file=None) -> None:  # type: ignore[no-untyped-def]
        click.echo(self.message, err=True)


def _load(folder: Path) -> campaigns.Checked:
    checked = campaigns.check(folder)
    if checked.problems:
        raise Failed(report(checked.problems))
    return checked


class _Group(click.Group):
    """Turns Problems escaping any command into the one-problem-per-line report."""

    def invoke(self, ctx: click.Context):  # type: ignore[no-untyped-def]
        try:
            return super().invoke(ctx)
        except Problems as err:
            raise Failed(report(err.problems)) from None


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="chronicle")
def main() -> None:
    """Check, score and publish My Island and My City campaigns."""
    from generator.shipped import misplaced

    wrong = misplaced()
    if wrong:
        raise Failed(wrong)


FAQ_URL = click.option("--faq-url", envvar="CHRONICLE_FAQ_URL",
                       help="Where the site is published: rule IDs in messages link to its FAQ entries "
                            "(default: chronicle.yaml's base_url, else /).")


def _links(checked: campaigns.Checked, base_url: str | None) -> dict[str, str]:
    """FAQ links in the language of the group's notes (when the campaign did not load: the repository's, else English)."""
    from generator.faq import faq_links
    from generator.shipped import CONTENT

    settings = here.settings()
    base_url = base_url or (settings.base_url if settings else None) or "/"
    lang = checked.campaign.language if checked.campaign else (settings.language if settings else "en")
    game = checked.campaign.game.id if checked.campaign else "my-island"
    return faq_links(CONTENT / "faq", lang, base_url if base_url.endswith("/") else base_url + "/", game)


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@FAQ_URL
def check(paths: tuple[Path, ...], faq_url: str | None) -> None:
    """Validate campaigns (default: campaigns/) and replay every placement against the rules."""
    folders = campaigns.find(paths or (here.campaigns_folder(),))
    if not folders and not paths and here.settings():  # a repository just made by `chronicle init`
        click.echo(f"no campaign yet in {here.campaigns_folder()}: create one with 'chronicle new'")
        return
    if not folders:
        raise click.UsageError("no campaign folder (a folder with campaign.yaml) in " + ", ".join(map(str, paths or (here.campaigns_folder(),))))
    found = [campaigns.check(folder) for folder in folders]
    episodes = sum(len(c.campaign.episodes) for c in found if c.campaign)
    shown = [c for c in found if c.problems or c.warnings]
    # each campaign's problems link to the FAQ in its own group's language; warnings never fail
    text = "\n".join(report(in_file_order([*c.problems, *c.warnings]), _links(c, faq_url)) for c in shown)
    if any(c.problems for c in found):
        raise Failed(text)
    if text:
        click.echo(text, err=True)
    warned = sum(len(c.warnings) for c in found)
    click.echo(f"{len(folders)} campaign(s), {episodes} episode(s): every placement and score checks out"
               + (f" ({warned} warning(s) above)" if warned else ""))


@main.command(cls=CampaignCommand)
@click.argument("campaign", type=CAMPAIGN)
@click.option("--episode", "-e", type=int, help="Only this episode.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object for machines.")
def score(campaign: Path, episode: int | None, as_json: bool) -> None:
    """Score a campaign: tokens, ranks, circles and the reason for every point."""
    import json

    from generator import report

    checked = _load(campaign)
    assert checked.campaign and checked.result
    if episode is not None and not any(e.episode.number == episode for e in checked.result.episodes):
        raise click.BadParameter(f"the campaign has episodes 1 to {len(checked.result.episodes)}", param_hint="--episode")
    if as_json:
        click.echo(json.dumps(report.as_json(checked.campaign, checked.result, episode), ensure_ascii=False, indent=1))
    else:
        click.echo(report.as_text(checked.campaign, checked.result, episode))


@main.command(cls=CampaignCommand)
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int)
@click.argument("player")
@click.option("--card", "-c", required=True, help="The card just revealed.")
@click.option("--rules", "-r", help="Ruleset of a new episode (default: the previous episode's).")
def moves(campaign: Path, episode: int, player: str, card: str, rules: str | None) -> None:
    """List the legal placements of CARD for PLAYER now, in EPISODE being played (or about to begin)."""
    from generator.moves import NoMoves, campaign_for, options

    checked = campaign_for(campaign, episode, rules)
    if checked.problems:
        raise Failed(report(checked.problems))
    assert checked.campaign and checked.result
    try:
        found = options(checked.campaign, checked.result, episode, player, card)
    except NoMoves as err:
        raise click.UsageError(str(err)) from None
    for note in found.notes:
        click.echo(note, err=True)
    grid = checked.campaign.board.grid
    for placement in found.placements:
        cells = " ".join(f"{grid.name(c)}{'=' + s if s else ''}" for c, s in sorted(placement.cells.items(), key=lambda i: grid.to_map(i[0])))
        click.echo(f"{placement.text(grid):<8} covers {cells}")
    debt = f", debt {found.debt}" if found.debt else ""
    click.echo(f"{len(found.placements)} legal placement(s) of piece {found.card} for {found.player} (token {found.token}{debt})")
    if found.must_build:
        click.echo("a church cannot be passed: build it or stop (MC-E02)")
    elif not found.can_pass:
        click.echo("the token is on 0: passing is not allowed, place or stop (LG-04)")
    else:
        click.echo("or pass (LG-03), or stop (LG-05)")


@main.command(cls=CampaignCommand)
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int)
@click.argument("actions", nargs=-1, required=False)
@click.option("--card", "-c", required=True, help="The card revealed this round ('block' for the blocking card).")
@click.option("--blocked", help="With --card block: the card it blocks.")
@click.option("--rules", "-r", help="Ruleset of a new episode (default: the previous episode's).")
@FAQ_URL
def add(campaign: Path, episode: int, actions: tuple[str, ...], card: str, blocked: str | None, rules: str | None,
        faq_url: str | None) -> None:
    """Append a round to EPISODE: ACTIONS are PLAYER=ACTION (Ana=C4r2 Ben=pass Cloe=stop).

    The whole campaign is checked with the new round first; the file is written only if
    everything passes, atomically, with its comments and layout kept.
    """
    import yaml

    from generator import report as sheet
    from generator.editing import Outside, append_round, episode_text, parse_actions, write_atomically
    from generator.matching import Ambiguous, typed_round
    from generator.validate.campaign import read_campaign

    folder = campaign.resolve()
    try:
        path, text = episode_text(folder, episode, rules)
        typed = typed_round(read_campaign(folder), episode, card, parse_actions(actions), blocked)
    except Ambiguous as err:
        raise Failed(f"error: {err}") from None
    except Outside as err:
        raise Failed(str(err)) from None
    except ValueError as err:
        raise click.UsageError(str(err)) from None
    for note in typed.notes:
        click.echo(note, err=True)
    try:
        draft = append_round(text, typed.card, typed.actions, typed.blocked)
    except ValueError as err:
        raise click.UsageError(str(err)) from None
    except yaml.YAMLError:
        _load(campaign)  # says where the episode file is broken
        raise click.UsageError(f"{path} is not valid YAML") from None
    checked = campaigns.check(folder, {path: draft})
    if checked.problems:
        raise Failed(report(checked.problems, _links(checked, faq_url)))
    write_atomically(path, draft)
    if checked.warnings:
        click.echo(report(checked.warnings, _links(checked, faq_url)), err=True)
    assert checked.campaign and checked.result
    played = checked.result.episodes[episode - 1]
    rounds = len(played.episode.rounds)
    click.echo(f"round {rounds} added to {path.relative_to(folder.parent)}; the campaign checks out")
    click.echo(sheet.round_text(checked.campaign, played, rounds))


@main.command(cls=CampaignCommand)
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int, required=False)
def undo(campaign: Path, episode: int | None) -> None:
    """Remove the last round of the last episode (or of EPISODE), keeping every comment.

    The campaign is checked without the round first; the file is written only if it passes.
    An episode left with no round keeps its file, with `rounds: []`.
    """
    import yaml

    from generator.editing import Outside, episode_files, last_round, own_episode, remove_last_round, write_atomically

    folder = campaign.resolve()
    files = episode_files(folder)
    number = len(files) if episode is None else episode
    if not 1 <= number <= len(files):
        raise click.UsageError(f"no episode {number}: the campaign has {len(files)}")
    try:
        path = own_episode(folder, files[number - 1])
    except Outside as err:
        raise Failed(str(err)) from None
    text = path.read_text(encoding="utf-8")
    shown = path.relative_to(folder.parent)
    try:
        draft, removed = remove_last_round(text), last_round(text)
    except ValueError:
        raise Failed(f"{shown}: error: episode {number} has no round to remove") from None
    except yaml.YAMLError:
        _load(campaign)  # says where the episode file is broken
        raise Failed(f"{shown}: error: not valid YAML") from None
    checked = campaigns.check(folder, {path: draft})
    if checked.problems:
        raise Failed(report(checked.problems))
    write_atomically(path, draft)
    if checked.warnings:
        click.echo(report(checked.warnings), err=True)
    left = len(checked.campaign.episodes[number - 1].rounds) if checked.campaign else 0
    click.echo(f"removed round {left + 1} from {shown} ({removed}); {left} round(s) left")


@main.command()
@click.argument("slug")
@click.option("--game", "-g", required=True, help="my-island or my-city.")
@click.option("--players", "-p", required=True, help="Comma-separated names, in seat order.")
@click.option("--mode", "-m", type=click.Choice(["legacy", "eternal"]), default="legacy", show_default=True)
@click.option("--title", "-t", help="Title shown on the site (default: from the slug).")
@click.option("--board", help="Board name (default: sample-<mode>).")
@click.option("--pieces", default="sample", show_default=True)
@click.option("--language", type=click.Choice(["es", "fr", "en"]), help="Language of the group's notes (default: the repository's, else en).")
@click.option("--root", type=click.Path(file_okay=False, path_type=Path), help="Folder of campaigns (default: the repository's campaigns/).")
def new(slug: str, game: str, players: str, mode: str, title: str | None, board: str | None, pieces: str,
        language: str | None, root: Path | None) -> None:
    """Create campaigns/SLUG with campaign.yaml and an empty first episode."""
    from generator import scaffold

    settings = here.settings()
    language = language or (settings.language if settings else "en")
    root = root or here.campaigns_folder()
    if not scaffold.SLUG.fullmatch(slug):
        raise click.BadParameter("lowercase letters, digits and dashes, such as reef-raiders", param_hint="SLUG")
    names = [n.strip() for n in players.split(",") if n.strip()]
    files = {
        "campaign.yaml": scaffold.campaign_yaml(title or slug.replace("-", " ").title(), game, mode,
                                                board or f"sample-{mode}", pieces, language, names),
        "episodes/01.yaml": scaffold.first_episode("legacy-1" if mode == "legacy" else "eternal"),
    }
    try:
        folder = scaffold.create(root, slug, files)
    except FileExistsError as err:
        raise click.UsageError(str(err)) from None
    checked = campaigns.check(folder)
    if checked.problems:
        import shutil

        shutil.rmtree(folder)  # we created it a moment ago; leave nothing half-made
        raise Failed(report(checked.problems))
    named = slug if here.campaign_named(slug) == folder else folder  # by name when the repository finds it so
    click.echo(f"created {folder}: log rounds with 'chronicle add {named} 1 --card N {names[0]}=C4r0 ...'")


@main.command()
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--language", type=click.Choice(["es", "fr", "en"]), help="The group's language: its README, messages and campaigns (default: en).")
@click.option("--title", help="The group's name, heading its README (default: from the folder's name).")
@click.option("--base-url", help="Where the site is published, for builds outside the GitHub Pages workflow.")
def init(folder: Path, language: str | None, title: str | None, base_url: str | None) -> None:
    """Start a group's repository in FOLDER: campaigns/, its own games/, static/ and a publishing workflow.

    In an existing chronicle repository it adds only the files that are missing.
    """
    from generator.repo import init as repo_init
    from generator.repo.settings import is_address

    if base_url and not is_address(base_url):
        raise click.BadParameter("an address such as https://ourgroup.github.io/campaigns/", param_hint="--base-url")
    try:
        click.echo(repo_init.summary(repo_init.init(folder, language, title, base_url)))
    except repo_init.NotARepository as err:
        raise Failed(f"error: {err}") from None


@main.command()
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--game", "-g", help="Game of a piece catalogue (default: the one using its grid).")
@click.option("--player", "-p", help="With a campaign folder: whose board (default: every player's).")
@click.option("--episode", "-e", type=int, help="With a campaign folder: the episode (default: the last).")
@click.option("--round", "-r", "round_", type=int, help="With a campaign folder: after this round (default: the "
                                                         "last logged; 0 is the start of the episode).")
@click.option("--svg", "svg_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Also write the drawing as an SVG picture: a board with every cell named, every piece of a "
                   "catalogue in every rotation, or a player's board as it stands.")
def board(path: Path, game: str | None, player: str | None, episode: int | None, round_: int | None,
          svg_file: Path | None) -> None:
    """Draw a board or piece catalogue with cell names, or a player's board in a campaign.

    PATH is a board or piece catalogue file, to compare with the physical one, or a campaign
    folder: then the board of each player (or --player) as it stands in --episode after --round,
    with its pieces, its changes from earlier episodes and the spaces still open.
    """
    from generator.board.command import Moment, Refused, draw
    from generator.editing import write_atomically

    try:
        drawings = draw(path, Moment(player, episode, round_), game)
    except Refused as err:
        raise click.UsageError(str(err)) from None
    if svg_file is not None and len(drawings) > 1:
        raise click.UsageError("--svg draws one board: choose whose with --player")
    click.echo("\n\n".join(d.text for d in drawings))
    if svg_file is not None:
        write_atomically(svg_file, drawings[0].svg())
        click.echo(f"wrote {svg_file}")


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--output", "-o", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: site/ of the repository).")
@click.option("--base-url", help="Where the site will be served, for the sitemap (default: chronicle.yaml's base_url, else /).")
@click.option("--no-search", is_flag=True, help="Skip the pagefind search index (faster).")
def build(paths: tuple[Path, ...], output: Path | None, base_url: str | None, no_search: bool) -> None:
    """Render the site from the campaigns in PATHS (default: campaigns/) and the project's content."""
    import sys

    from generator.site import write
    from generator.site.build import build as build_site

    def progress(items, length):  # type: ignore[no-untyped-def]
        with click.progressbar(items, length=length, label="rendering", file=sys.stderr) as bar:
            yield from bar

    settings = here.settings()
    base_url = base_url or (settings.base_url if settings else None) or "/"
    try:
        built = build_site(list(paths or (here.campaigns_folder(),)), output or here.site_folder(),
                           base_url if base_url.endswith("/") else base_url + "/",
                           search=not no_search, progress=progress if sys.stderr.isatty() else None)
    except write.NotOurs as err:
        raise click.UsageError(str(err)) from None
    click.echo(f"{built.pages} pages from {built.campaigns} campaign(s) written to {built.output}")


@main.command()
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--output", "-o", type=click.Path(file_okay=False, path_type=Path), help="Output folder (default: site/ of the repository).")
@click.option("--port", "-p", type=int, default=8000, show_default=True)
@click.option("--no-search", is_flag=True, help="Skip the search index: faster rebuilds.")
def serve(paths: tuple[Path, ...], output: Path | None, port: int, no_search: bool) -> None:
    """Build, serve on 127.0.0.1 and rebuild on every change; build errors show in the browser."""
    from generator.shipped import CONTENT, TEMPLATES
    from generator.site import write
    from generator.site.build import build as build_site
    from generator.site.serve import serve as run_server

    sources = list(paths or (here.campaigns_folder(),))
    output = output or here.site_folder()

    def rebuild() -> str | None:
        try:
            built = build_site(sources, output, search=not no_search)
        except Problems as err:
            text = "\n".join(str(p) for p in err.problems)
        except write.NotOurs as err:
            raise click.UsageError(str(err)) from None
        else:
            click.echo(f"built {built.pages} pages")
            return None
        click.echo(text, err=True)
        return text

    run_server(output, port, rebuild, [*sources, CONTENT, TEMPLATES], click.echo)


@main.command(cls=CampaignCommand)
@click.argument("campaign", type=CAMPAIGN)
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; 0.0.0.0 opens the table to the phones on the local network.")
@click.option("--port", "-p", type=int, default=8765, show_default=True, help="Port (the next free one if taken).")
def table(campaign: Path, host: str, port: int) -> None:
    """Table mode: phones log each round during play; rounds are checked, then written atomically."""
    from generator.table.run import run

    checked = campaigns.check(campaign.resolve())
    if checked.campaign is None:
        raise Failed(report(checked.problems))
    run(campaign, host, port, click.echo)
