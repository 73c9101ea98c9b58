"""click's help and usage in the chosen language.

Help texts are translated when click formats them (the language is known only once the arguments
are read), and so are click's own words, through click's public API alone: its help headings and
usage line through our HelpFormatter (the Context's formatter_class), its errors as our group's
`main` shows them (generator.cli.click_words). Nothing of click's is patched. click's words and the
placeholders are imported where help is formatted or an error shown: a command that runs well never says them.
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Iterable, Sequence
from contextlib import ExitStack
from typing import Any

import click

from generator.cli.language import begin, say, speaking, typeset
from generator.words.i18n import LANGUAGES, N_, _

_SPOKEN_IN = "chronicle_context"
"""Where an error click made without a context was raised: its message is said in that run's language."""

def _translated_help(help: str | None) -> str | None:
    """A help text in the chosen language, typeset before click wraps it: its no-break spaces then keep
    « with its word and a number with its unit at the end of a line (textwrap breaks only at plain spaces)."""
    if not help:
        return help
    tr = speaking()
    found = tr.gettext(help)
    return typeset(found if found != help else tr.gettext(inspect.cleandoc(help)))


class _TranslatedHelp:
    """Shows a help text (or epilog) in the chosen language only while it is formatted (click reads it there)."""

    def __init__(self, owner: Any, attribute: str = "help") -> None:
        self.owner, self.attribute, self.saved = owner, attribute, getattr(owner, attribute)

    def __enter__(self) -> None:
        setattr(self.owner, self.attribute, _translated_help(self.saved))

    def __exit__(self, *exc: object) -> None:
        setattr(self.owner, self.attribute, self.saved)


class _Swapped:
    """Sets an attribute for the time help is formatted, then puts the old value back."""

    def __init__(self, owner: Any, attribute: str, value: object) -> None:
        self.owner, self.attribute, self.value, self.saved = owner, attribute, value, getattr(owner, attribute)

    def __enter__(self) -> None:
        setattr(self.owner, self.attribute, self.value)

    def __exit__(self, *exc: object) -> None:
        setattr(self.owner, self.attribute, self.saved)


class HelpFormatter(click.HelpFormatter):
    """click's help layout with click's own words in the chosen language: "Usage:", the headings
    ("Options", "Commands") and what click adds after an option's help ("[default: 3; required]")."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        from generator.cli.click_words import click_word  # help and errors alone say click's words

        super().write_usage(prog, args, f"{typeset(click_word('Usage:'))} " if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        from generator.cli.click_words import click_word

        # click writes the heading's colon itself ("Options:"): set here, the one place it is written
        self.write(f"{'':>{self.current_indent}}{typeset(click_word(heading) + ':')}\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, _help_extra(text, term)) for term, text in rows], col_max, col_spacing)


class Context(click.Context):
    formatter_class = HelpFormatter


class Command(click.Command):
    context_class = Context

    # get_help is not typeset again as a whole: each piece is set once, as it is written (the help texts,
    # click's headings, usage and extras), and the `code` a help text quotes is set once, between « »:
    # set again, « rounds: [] » would read « rounds : [] » (issue 34 #1).

    def get_usage(self, ctx: click.Context) -> str:
        return typeset(super().get_usage(ctx))

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from generator.cli.placeholders import type_metavar  # help alone shows them

        with ExitStack() as stack:
            for param in self.get_params(ctx):
                if isinstance(param, click.Option):
                    stack.enter_context(_TranslatedHelp(param))
                    if (metavar := type_metavar(param)) is not None:
                        stack.enter_context(_Swapped(param, "metavar", metavar))
            super().format_options(ctx, formatter)

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        # click (8.1.8+) makes the help option once and keeps it, with its help in the language of
        # the first run in this process: keep the msgid instead, translated when help is formatted.
        option = super().get_help_option(ctx)
        if option is not None and not getattr(option, "keeps_msgid", False):
            option.help, option.keeps_msgid = N_("Show this message and exit."), True  # type: ignore[attr-defined]
        return option

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        from generator.cli.placeholders import USAGE_METAVARS, argument_metavar

        with ExitStack() as stack:
            for attribute, words in USAGE_METAVARS.items():
                if getattr(self, attribute, None) == words:
                    stack.enter_context(_Swapped(self, attribute, speaking().gettext(words)))
            pieces = super().collect_usage_pieces(ctx)
        arguments = [param for param in self.get_params(ctx) if isinstance(param, click.Argument)]
        spoken = {param.make_metavar(ctx): argument_metavar(param, ctx) for param in arguments}
        return [spoken.get(piece, piece) for piece in pieces]

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with _TranslatedHelp(self):
            super().format_help_text(ctx, formatter)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with _TranslatedHelp(self, "epilog"):
            super().format_epilog(ctx, formatter)

    def get_short_help_str(self, limit: int = 45) -> str:
        if self.short_help:  # a summary of its own, whole in every language (click cuts a long one mid-sentence)
            return typeset(speaking().gettext(self.short_help))
        with _TranslatedHelp(self):
            return super().get_short_help_str(limit)


def _lang_first(args: list[str]) -> list[str]:
    """`chronicle check --lang fr` as `chronicle --lang fr check`: --lang is the group's option."""
    end = args.index("--") if "--" in args else len(args)
    moved: list[str] = []
    rest = list(args[:end])
    i = 0
    while i < len(rest):
        if rest[i] == "--lang" and i + 1 < len(rest):
            moved += rest[i:i + 2]
            del rest[i:i + 2]
        elif rest[i].startswith("--lang="):
            moved.append(rest.pop(i))
        else:
            i += 1
    return moved + rest + args[end:]


def _chosen(args: list[str]) -> str | None:
    for i, arg in enumerate(args):
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else arg.removeprefix("--lang=") if arg.startswith("--lang=") else None
        if value in LANGUAGES:
            return value
    return None


class Group(Command, click.Group):
    """The chronicle group: chooses the language first, so that even --help and usage errors speak it."""

    command_class = Command

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        args = _lang_first(args)
        begin(_chosen(args), args)
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as err:
            if getattr(err, "ctx", None) is None:  # click's parser gives some errors no context: the run's speaks
                setattr(err, _SPOKEN_IN, ctx)
            raise
        except (click.Abort, EOFError, KeyboardInterrupt) as err:  # said here, while the run's language is known
            from generator.cli.click_words import click_word

            if not isinstance(err, click.Abort):
                click.echo(err=True)  # as click's main: the interrupted line ends first
            click.echo(click_word("Aborted!"), err=True)
            sys.exit(1)

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None, complete_var: str | None = None,
             standalone_mode: bool = True, **extra: Any) -> Any:
        """click's main, but an error shown in the chosen language: as click's standalone mode, exit
        status and all (2 for a usage error, 1 for "Aborted!")."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            done = super().main(args, prog_name, complete_var, False, **extra)
        except click.ClickException as err:
            from generator.cli.click_words import show_error

            ctx = getattr(err, "ctx", None) or getattr(err, _SPOKEN_IN, None)
            with ctx.scope(cleanup=False) if ctx is not None else ExitStack():  # the run's language
                show_error(err)
            sys.exit(err.exit_code)
        except click.Abort:
            from generator.cli.click_words import click_word

            click.echo(click_word("Aborted!"), err=True)
            sys.exit(1)
        sys.exit(done if isinstance(done, int) else 0)  # click's Exit (--help, --version) comes back as its code


LANG = click.option("--lang", type=click.Choice(LANGUAGES), expose_value=False, is_eager=True,
                    help=N_("Language of messages and help: es, fr or en (default: the campaign's, else the locale's)."))


class Range(click.types.IntParamType):
    """A whole number from `low` to `high`, said in the reader's words: "de 1 a 24" in help (an
    Option's), "30 no está entre 1 y 24." when refused (click's IntRange says "1<=x<=24")."""

    name = "integer range"

    def __init__(self, low: int, high: int) -> None:
        self.min, self.max = low, high

    def describe(self) -> str:
        return say(_("%(low)s to %(high)s", low=self.min, high=self.max))

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        number = super().convert(value, param, ctx)
        if not self.min <= number <= self.max:
            self.fail(say(_("%(value)s is not between %(low)s and %(high)s.", value=number, low=self.min, high=self.max)),
                      param, ctx)
        return number


class Option(click.Option):
    """An option that says a Range's bounds after its help, as click says an IntRange's."""

    def get_help_extra(self, ctx: click.Context) -> click.types.OptionHelpExtra:
        extra = super().get_help_extra(ctx)
        if isinstance(self.type, Range):
            extra["range"] = self.type.describe()
        return extra

def _help_extra(text: str, term: str = "") -> str:
    """An option's help with what click adds after it ("[default: 3; required]") in the chosen language; a
    flag pair's default as the flag a user types ("[por defecto: --analysis]"), never click's bare name
    ("analysis"), which reads as an English word in Spanish or French."""
    found = re.fullmatch(r"(.*?)(\s*)\[([^\[\]]*)\]", text, re.S)
    if found is None:
        return text
    from generator.cli.click_words import reworded
    flags = {flag.split()[-1] for flag in term.split(" / ")} if " / " in term else set()
    items = [reworded(_flag_default(item, flags)) for item in found.group(3).split("; ")]
    return f"{found.group(1)}{found.group(2)}{typeset('[' + '; '.join(items) + ']')}"


def _flag_default(item: str, flags: set[str]) -> str:
    """click's "default: analysis" of a --analysis / --no-analysis pair, as "default: --analysis"."""
    found = re.fullmatch(r"default: (\S+)", item)
    if found is not None and f"--{found[1]}" in flags:
        return f"default: --{found[1]}"
    return item
