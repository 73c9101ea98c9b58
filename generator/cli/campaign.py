"""The commands on a campaign: check, score, moves, add, undo, new, board and table."""

from __future__ import annotations

from pathlib import Path

import click

from generator import campaigns
from generator.cli.arguments import CAMPAIGN, CAMPAIGN_PATH, NAMED, CampaignCommand
from generator.cli.group import Failed, checked_campaign, main, mode, speak_for
from generator.cli.help import Option, Range
from generator.cli.language import (
    as_error,
    explicit_language,
    group_translator,
    in_this_run,
    say,
    speaking,
)
from generator.problems import Problem, Problems, in_file_order, report
from generator.repo import here
from generator.words import matching
from generator.words.editions import said, said_n
from generator.words.held import not_held, not_logged
from generator.words.i18n import N_, Message, _, listed, ngettext, quoted_all, render

FAQ_URL = click.option("--faq-url", envvar="CHRONICLE_FAQ_URL",
                       help=N_("Address of the published site: rule IDs in messages link to its FAQ entries."))


def _links(folder: Path, base_url: str | None, lang: str) -> dict[str, str]:
    """FAQ links in the group's language, even when the campaign does not load; none without a site address
    (--faq-url, else CHRONICLE_FAQ_URL, else the repository's base_url)."""
    settings = here.settings()
    base_url = base_url or (settings.base_url if settings else None)
    if not base_url:
        return {}  # before importing the FAQ's reader, which costs as much as checking a campaign
    from generator.base.shipped import CONTENT
    from generator.reference.faq import faq_links

    game = campaigns.declared(folder, "game", ("my-island", "my-city")) or "my-island"
    return faq_links(CONTENT / "faq", lang, base_url if base_url.endswith("/") else base_url + "/", game)


@main.command(short_help=N_("Check campaigns and every placement against the rules."), epilog=NAMED, help=N_("Validate campaigns (default: the campaign you are in, else those of campaigns/) and replay every placement against the rules."))
@click.argument("paths", nargs=-1, type=CAMPAIGN_PATH)
@FAQ_URL
def check(paths: tuple[Path, ...], faq_url: str | None) -> None:
    standing = here.current_campaign() if not paths else None  # typed inside a campaign: that campaign, as score does
    folders = campaigns.find(paths or (standing or here.campaigns_folder(),))
    if not folders and not paths and here.settings():  # a repository just made by `chronicle init`
        click.echo(say(_("no campaign yet in %(folder)s: create one with 'chronicle new'", folder=here.campaigns_folder())))
        return
    if not folders:
        raise click.UsageError(say(_("no campaign folder (a folder with campaign.yaml) in %(paths)s",
                                     paths=listed(map(str, paths or (here.campaigns_folder(),)), "or"))))
    speak_for(*folders)
    found = [campaigns.check(folder) for folder in folders]
    # each campaign's problems in its own group's language, linking to its FAQ; warnings never fail
    text = "\n".join(_report(c, [*c.problems, *c.warnings], faq_url) for c in found if c.problems or c.warnings)
    if any(c.problems for c in found):
        raise Failed(text)
    if text:
        click.echo(text, err=True)
    warned = sum(len(c.warnings) for c in found)
    # one list, its last item after "and": «1 campaña y 6 episodios», «5 campañas, 12 episodios y 2 partidas»
    checked = ngettext("%(num)s campaign", "%(num)s campaigns", len(folders), num=len(folders))
    summary = _("%(counted)s: every placement and score checks out", counted=listed([checked, *_played(found)]))
    if warned:
        summary = _("%(summary)s (%(warnings)s above)", summary=summary,
                    warnings=ngettext("%(num)s warning", "%(num)s warnings", warned, num=warned))
    click.echo(say(summary))


def _played(found: list[campaigns.Checked]) -> list[Message]:
    """"12 episodes", "2 games": a legacy campaign plays episodes, an Eternal log plays games."""
    played = [c.campaign for c in found if c.campaign]
    episodes = sum(len(c.episodes) for c in played if c.mode != "eternal")
    games = sum(len(c.episodes) for c in played if c.mode == "eternal")
    counted = [ngettext("%(num)s episode", "%(num)s episodes", episodes, num=episodes)] if episodes or not games else []
    counted += [ngettext("%(num)s game", "%(num)s games", games, num=games)] if games else []
    return counted


def _report(checked: campaigns.Checked, problems: list[Problem], faq_url: str | None) -> str:
    """A campaign's problems in its group's language (unless --lang), linking to its FAQ."""
    tr = group_translator(campaigns.language(checked.folder), mode(checked.folder))
    return report(in_file_order(problems), tr, _links(checked.folder, faq_url, tr.lang))


@main.command(short_help=N_("Score a campaign, every point explained."), cls=CampaignCommand, help=N_("Score a campaign: tokens, ranks, progress circles or symbols, and the reason for every point."))
@click.argument("campaign", type=CAMPAIGN)
@click.option("--episode", "-e", type=int, help=N_("Only this episode."))
@click.option("--json", "as_json", is_flag=True, help=N_("One JSON object for machines."))
def score(campaign: Path, episode: int | None, as_json: bool) -> None:
    import json

    from generator.report import scores as sheet

    checked = checked_campaign(campaign)
    if episode is not None and not any(e.episode.number == episode for e in checked.result.episodes):
        first = checked.campaign.first_episode  # a campaign logged from episode 13 has episodes 13 to ...
        last = first + len(checked.result.episodes) - 1
        # one sentence, as moves says its own (no "invalid value for")
        raise click.UsageError(say(not_logged(first, last, episode)))
    if as_json:
        click.echo(json.dumps(sheet.as_json(checked.campaign, checked.result, episode, speaking()), ensure_ascii=False, indent=1))
    else:
        click.echo(sheet.as_text(checked.campaign, checked.result, episode, speaking()))


@main.command(short_help=N_("Where a player can place the piece of a card now."), cls=CampaignCommand, help=N_("List the legal placements of CARD for PLAYER now, in EPISODE being played (or about to begin)."))
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int)
@click.argument("player")
@click.option("--card", "-c", required=True, help=N_("The card just revealed."))
@click.option("--rules", "-r", help=N_("Ruleset of a new episode (default: the previous episode's)."))
def moves(campaign: Path, episode: int, player: str, card: str, rules: str | None) -> None:
    from generator.report.moves import NoMoves, NotNow, campaign_for, options

    speak_for(campaign)
    checked = campaign_for(campaign, episode, rules)
    if isinstance(checked, campaigns.Failed):
        raise Failed(report(checked.problems, speaking()))
    try:
        found = options(checked.campaign, checked.result, episode, player, card)
    except NotNow as err:  # a fact of the game, not a mistyped command: exit 1, no usage banner
        raise Failed(as_error(say(err.args[0]))) from None
    except NoMoves as err:
        raise click.UsageError(say(err.args[0])) from None
    for note in found.notes:
        click.echo(say(note), err=True)
    grid, game = checked.campaign.board.grid, checked.campaign.game
    for placement in found.placements:
        # each space with the symbol it would show, named in the reader's words (muro, not wall)
        cells = ", ".join(f"{grid.name(c)} ({render(game.term(s) or s, speaking())})" if s else grid.name(c)
                          for c, s in sorted(placement.cells.items(), key=lambda i: grid.to_map(i[0])))
        click.echo(say(_("%(placement)s covers %(cells)s", placement=f"{placement.text(grid):<8}", cells=cells)))
    n = len(found.placements)
    token = ngettext("%(token)s, debt of %(debt)s point", "%(token)s, debt of %(debt)s points", found.debt,
                     token=found.token, debt=found.debt) if found.debt else found.token
    free = not (found.lacking or found.pass_refused)  # a pass at its usual cost: said in the same sentence
    if n:
        click.echo(say(said_n(game, "%(n)s legal placement of piece %(card)s for %(player)s (token %(token)s)",
                              "%(n)s legal placements of piece %(card)s for %(player)s (token %(token)s)",
                              n, n=n, card=found.card, player=found.player, token=token)))
    else:  # no "0 placements", then a lone "or pass"
        click.echo(say(said(game, "No legal placement of piece %(card)s for %(player)s (token %(token)s): pass (LG-03) or stop (LG-05)"
                            if free else "No legal placement of piece %(card)s for %(player)s (token %(token)s)",
                            card=found.card, player=found.player, token=token)))
        if free:
            return
    if found.lacking:
        click.echo(say(said(game, "%(name)s's set has no piece %(card)s now: pass at no cost or end participation",
                            name=found.player, card=found.card)))
    elif found.must_build:
        click.echo(say(_("a church cannot be passed: build it or stop (MC-E02)")))
    elif found.pass_refused == "zero":
        click.echo(say(said(game, "the token is on 0: passing is not allowed, place or stop (LG-04)")))
    elif found.pass_refused == "never":
        click.echo(say(said(game, "this episode's rules forbid passing: place or stop")))
    elif found.pass_refused == "below-zero":
        click.echo(say(said(game, "a pass would take the token below 0, which this episode's rules forbid: place or stop")))
    else:
        click.echo(say(said(game, "or pass (LG-03), or stop (LG-05)")))


def _deals_blocking_card(folder: Path, path: Path, text: str, episode: int) -> bool:
    """Whether the episode's deck deals My City's blocking card (MC-E03), the only deck whose `--card block` wants
    the card it blocks, as rules/deck.not_dealt answers it for `moves` and the round's check. A deck without one
    (My Island's, My City's legacy ones) is left to the round's check, which refuses the card in the game's own
    words (LG-02); so is a campaign that does not read as it stands, whose errors that check says.

    The deck is the episode's ruleset's, dealt from the catalogue as the replay deals it (rules/deck.cards): the
    campaign is read, not replayed, since no placement changes which cards an episode deals."""
    from generator.rules.deck import BLOCK, cards, not_dealt
    from generator.validate.campaign import read_campaign

    try:
        campaign = read_campaign(folder, {path: text})
    except Problems:
        return False
    played = [e for e in campaign.episodes if e.number == episode]
    return bool(played) and not_dealt(BLOCK, cards(played[0].ruleset.deck, campaign.catalogue)) is None


@main.command(short_help=N_("Log a round: checked, then written."), cls=CampaignCommand, help=N_("Append a round to EPISODE. Each of ACTIONS is a player's name and what they do, joined by '=': "
                      "Ana=C4r2 (places on C4, rotation 2), Ben=pass (passes), Cloe=stop (ends participation).\n\n"
                      "The whole campaign is checked with the new round first; the file is written only if "
                      "everything passes, atomically, with its comments and layout kept."))
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int)
@click.argument("actions", nargs=-1, required=False)
@click.option("--card", "-c", required=True, help=N_("The card revealed this round ('block' for the blocking card)."))
@click.option("--blocked", help=N_("With --card block: the card it blocks."))
@click.option("--rules", "-r", help=N_("Ruleset of a new episode (default: the previous episode's)."))
@FAQ_URL
def add(campaign: Path, episode: int, actions: tuple[str, ...], card: str, blocked: str | None, rules: str | None,
        faq_url: str | None) -> None:
    import yaml

    from generator.editing.actions import parse_actions
    from generator.editing.atomic import write_atomically
    from generator.editing.episodes import append_round, episode_text
    from generator.load.nodes import display_path
    from generator.report import scores as sheet
    from generator.validate.campaign import read_campaign
    from generator.words.matching import Ambiguous, typed_round

    speak_for(campaign)
    folder = campaign.resolve()
    try:
        path, text = episode_text(folder, episode, rules)
        if card == "block" and not blocked and _deals_blocking_card(folder, path, text, episode):
            # said as the command line says it, not as the file would ('blocked: R3')
            raise click.UsageError(say(_("--card block needs the card it blocks, such as --blocked R3 (MC-E03)")))
        typed = typed_round(read_campaign(folder), episode, card, parse_actions(actions), blocked)
    except Ambiguous as err:
        raise Failed(as_error(say(err.args[0]))) from None
    except ValueError as err:
        raise click.UsageError(say(err.args[0])) from None
    for note in typed.notes:
        click.echo(say(note), err=True)
    try:
        draft = append_round(text, typed.card, typed.actions, typed.blocked)
    except ValueError as err:  # a file written in a way chronicle cannot append to: no usage error
        raise Failed(as_error(say(err.args[0]), f"{display_path(path)}:1:1")) from None
    except yaml.YAMLError:
        checked_campaign(campaign)  # says where the episode file is broken
        raise Failed(as_error(say(_("not valid YAML")), f"{display_path(path)}:1:1")) from None
    checked = campaigns.check(folder, {path: draft})
    links = _links(campaign, faq_url, speaking().lang)
    problems, ties = campaigns.unsettled_ties(checked, path)
    if problems:
        raise Failed(report(problems, speaking(), links))
    write_atomically(path, draft)
    if checked.warnings:
        click.echo(report(checked.warnings, speaking(), links), err=True)
    assert checked.campaign and checked.result
    played = checked.result.episodes[episode - checked.campaign.first_episode]
    rounds = len(played.episode.rounds)
    shown = path.relative_to(folder.parent)
    click.echo(say(_("round %(n)s added to %(path)s; the episode ends in a tie for your table to break (C-2)", n=rounds, path=shown)
                   if ties else _("round %(n)s added to %(path)s; the campaign checks out", n=rounds, path=shown)))
    click.echo(sheet.round_text(checked.campaign, played, rounds, speaking()))
    if ties:  # a legal round, written; the file it leaves cannot be ranked until the table's tiebreak (C-2): an error, as check says it
        raise Failed(report(ties, speaking(), links))


@main.command(short_help=N_("Remove the last round logged."), cls=CampaignCommand, help=N_("Remove the last round of the last episode (or of EPISODE), keeping every comment.\n\n"
                      "The campaign is checked without the round first; the file is written only if it passes. "
                      "An episode left with no round keeps its file, with `rounds: []`."))
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int, required=False)
def undo(campaign: Path, episode: int | None) -> None:
    import yaml

    from generator.editing.atomic import write_atomically
    from generator.editing.episodes import episode_files, first_episode, last_round, own_episode, remove_last_round
    from generator.load.nodes import read_text

    speak_for(campaign)
    folder = campaign.resolve()
    files, first = episode_files(folder), first_episode(folder)
    number = first + len(files) - 1 if episode is None else episode
    if not first <= number < first + len(files):
        raise click.UsageError(say(not_held(number, first, first + len(files) - 1)))
    path = own_episode(folder, files[number - first])
    text = read_text(path)
    shown = path.relative_to(folder.parent)
    try:
        draft, removed = remove_last_round(text), last_round(text)  # said again below in the campaign's words
    except ValueError:
        raise Failed(as_error(say(_("episode %(n)s has no round to remove", n=number)), str(shown))) from None
    except yaml.YAMLError:
        checked_campaign(campaign)  # says where the episode file is broken
        raise Failed(as_error(say(_("not valid YAML")), str(shown))) from None
    checked = campaigns.check(folder, {path: draft})
    if isinstance(checked, campaigns.Failed):
        raise Failed(report(checked.problems, speaking()))
    write_atomically(path, draft)
    if checked.warnings:
        click.echo(report(checked.warnings, speaking()), err=True)
    left = len(checked.campaign.episodes[number - first].rounds)
    removed = last_round(text, checked.campaign.game.id)
    click.echo(say(_("removed round %(n)s from %(file)s (%(round)s); %(left)s", n=left + 1, file=shown, round=removed,
                     left=ngettext("%(num)s round left", "%(num)s rounds left", left, num=left) if left else _("no round left"))))


def shipped_game(value: str) -> str:
    """A game chronicle ships, or a usage error naming them (never an error in a file it did not write)."""
    from generator.validate.content import games
    from generator.vocabulary.reader import suggest

    if value not in games():
        raise click.UsageError(say(_("unknown game '%(game)s'%(hint)s; chronicle knows %(games)s", game=value,
                                     hint=suggest(value, games()), games=listed(quoted_all(games())))))
    return value


@main.command(short_help=N_("Create a campaign."), help=N_("Create campaigns/SLUG with campaign.yaml and an empty first episode.\n\n"
                      "SLUG may be the campaign's name as you would write it, with spaces and capitals; that name "
                      "becomes its title, and its folder is named after it. \"Île aux trésors\", for example, goes "
                      "in the folder\n\n"
                      "\b\n  ile-aux-tresors"))
@click.argument("slug")
@click.option("--game", "-g", required=True, callback=lambda _ctx, _param, value: shipped_game(value),
              help=N_("my-island or my-city."))
@click.option("--players", "-p", required=True, multiple=True,
              help=N_("Names in seat order, separated by commas (-p Ana,Ben) or one per -p (-p Ana -p Ben)."))
@click.option("--mode", "-m", type=click.Choice(["legacy", "eternal"]), default="legacy", show_default=True,
              help=N_("A legacy campaign or the Eternal game."))
@click.option("--title", "-t", help=N_("Title shown on the site (default: from the slug)."))
@click.option("--board", help=N_("Board name (default: sample-legacy, or sample-eternal with --mode eternal)."))
@click.option("--pieces", default="sample", show_default=True, help=N_("Piece catalogue name."))
@click.option("--language", type=click.Choice(["es", "fr", "en"]),
              help=N_("Language of the group's notes (default: the repository's, else the language of these messages)."))
@click.option("--root", type=click.Path(file_okay=False, path_type=Path),
              help=N_("Folder of campaigns (default: the repository's campaigns/)."))
@click.option("--from-episode", cls=Option, type=Range(1, 24), default=1, show_default=True,
              help=N_("Start logging a legacy campaign partway through, at this episode: campaign.yaml gets a start "
                      "section for each board's circles, debt and stickers as they stand."))
def new(slug: str, game: str, players: tuple[str, ...], mode: str, title: str | None, board: str | None, pieces: str,
        language: str | None, root: Path | None, from_episode: int) -> None:
    from generator.editing import scaffold

    settings = here.settings()
    language = language or (settings.language if settings else speaking().lang)
    root = root or here.campaigns_folder()

    slug, title = _new_slug(slug, title)
    if from_episode > 1 and mode == "eternal":
        raise click.UsageError(say(_("an Eternal game stands alone and starts at episode 1")))
    names = _new_players(players)
    files = {
        "campaign.yaml": scaffold.campaign_yaml(title or slug.replace("-", " ").capitalize(), game, mode,
                                                board or f"sample-{mode}", pieces, language, names, from_episode),
        f"episodes/{from_episode:02d}.yaml": scaffold.first_episode("legacy-1" if mode == "legacy" else "eternal",
                                                                    from_episode),
    }
    try:
        folder = scaffold.create(root, slug, files)
    except OSError as err:
        if err.errno is None:  # scaffold's refusal, the folder is taken: nothing wrong with the command itself
            raise Failed(as_error(say(err.args[0]))) from None
        from generator.load.reasons import unmade

        raise Failed(as_error(say(unmade(root / slug, err)))) from None  # a path under a file...: in words
    _check_created(folder)
    named = slug if here.campaign_named(slug) == folder else folder  # by name when the repository finds it so
    click.echo(say(_("created %(folder)s: log rounds with 'chronicle add %(named)s %(n)s --card N %(player)s=C4r0 ...'",
                     folder=folder, named=named, n=from_episode, player=names[0])))
    click.echo(say(_("'chronicle moves %(named)s %(n)s %(player)s --card N' lists the legal placements of card N for %(player)s",
                     named=named, n=from_episode, player=names[0])))
    if from_episode > 1:
        click.echo(say(said(game, "In campaign.yaml, fill in `start:` with each board's circles, debt and stickers as they "
                                  "stand; in episodes/%(file)s.yaml, name episode %(n)s's ruleset on its `rules:` line.",
                            file=f"{from_episode:02d}", n=from_episode)))




def _new_slug(slug: str, title: str | None) -> tuple[str, str | None]:
    """The campaign's folder name and title: a name as the group says it ('Île aux trésors') becomes
    the title, and its slug (ile-aux-tresors) the folder's name."""
    from generator.editing import scaffold

    if not scaffold.SLUG.fullmatch(slug):
        title, slug = title or slug.strip(), matching.slug(slug)
    if not scaffold.SLUG.fullmatch(slug):
        raise click.BadParameter(say(_("lowercase letters, digits and dashes, such as reef-raiders")), param_hint="SLUG")
    return slug, title


def _new_players(players: tuple[str, ...]) -> list[str]:
    """The players' names, as given or comma-separated; one that is not one line is refused before
    anything is written: no action could name such a player."""
    names = [n.strip() for given in players for n in given.split(",") if n.strip()]
    for name in names:
        if (breaks := matching.not_one_line(name)) is not None:
            raise click.BadParameter(say(breaks), param_hint="--players")
    return names


def _check_created(folder: Path) -> None:
    """The new campaign checked: its errors remove it (created a moment ago: nothing half-made is left, nor
    its lines named); its warnings are said."""
    checked = campaigns.check(folder)
    if errors := [p for p in checked.problems if p.severity == "error"]:
        import shutil

        shutil.rmtree(folder)
        raise click.UsageError(say(_("nothing was created: %(problems)s",
                                     problems="; ".join(say(p.message) for p in errors))))
    if isinstance(checked, campaigns.Passed) and checked.warnings:
        click.echo(report(checked.warnings, speaking()), err=True)


@main.command(short_help=N_("Draw a board, a catalogue or a player's board."), epilog=NAMED, help=N_("Draw a board or piece catalogue with cell names, or a player's board in a campaign.\n\n"
                      "PATH is a board or piece catalogue file, to compare with the physical one, or a campaign "
                      "folder: then the board of each player (or --player) as it stands in --episode after --round, "
                      "with its pieces, its changes from earlier episodes and the spaces still open."))
@click.argument("path", type=CAMPAIGN_PATH)
@click.option("--game", "-g", help=N_("Game of a piece catalogue (default: the one using its grid)."))
@click.option("--player", "-p", help=N_("With a campaign folder: whose board (default: every player's)."))
@click.option("--episode", "-e", type=int, help=N_("With a campaign folder: the episode (default: the last)."))
@click.option("--round", "-r", "round_", type=int,
              help=N_("With a campaign folder: after this round (default: the last logged; 0 is the start of the episode)."))
@click.option("--svg", "svg_file", type=click.Path(dir_okay=False, path_type=Path),
              help=N_("Also write the drawing as an SVG picture: a board with every cell named, every piece of a "
                      "catalogue in every rotation, or a player's board as it stands."))
def board(path: Path, game: str | None, player: str | None, episode: int | None, round_: int | None,
          svg_file: Path | None) -> None:
    from generator.board.command import BoardChoice, NotDrawn, draw
    from generator.editing.atomic import write_atomically

    if path.is_dir():
        speak_for(path)
    try:
        drawings = draw(path, BoardChoice(player, episode, round_), game, speaking())
    except NotDrawn as err:
        raise click.UsageError(say(err.args[0])) from None
    if svg_file is not None and len(drawings) > 1:
        raise click.UsageError(say(_("--svg draws one board: choose whose with --player")))
    click.echo("\n\n".join(d.text for d in drawings))  # set in the reader's typography, a group's notes as written
    if svg_file is not None:
        try:
            write_atomically(svg_file, drawings[0].svg())
        except OSError as err:
            from generator.load.reasons import unwritten

            raise Failed(as_error(say(unwritten(svg_file, err)))) from None
        click.echo(say(_("wrote %(file)s", file=svg_file)))



@main.command(short_help=N_("Table mode: phones log each round."), cls=CampaignCommand, help=N_("Table mode: phones log each round during play; each round is checked and written to the file as soon as it is logged."))
@click.argument("campaign", type=CAMPAIGN)
@click.option("--host", default="127.0.0.1", show_default=True,
              help=N_("Address to listen on; 0.0.0.0 opens the table to the phones on the local network."))
@click.option("--port", "-p", cls=Option, type=Range(0, 65535), default=8765, show_default=True, help=N_("Port (the next free one if taken)."))
def table(campaign: Path, host: str, port: int) -> None:
    from generator.table.run import run
    from generator.table.server import Unavailable

    speak_for(campaign)
    checked = campaigns.check(campaign.resolve())
    if checked.campaign is None:
        raise Failed(report(checked.problems, speaking()))
    try:
        run(campaign, host, port, in_this_run(lambda text: click.echo(say(text))), explicit_language())
    except Unavailable as err:
        raise click.UsageError(say(err.args[0])) from None

