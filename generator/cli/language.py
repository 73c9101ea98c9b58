"""The command line in the group's language: --lang, else the campaign's, else the locale's.

Help texts are translated when click formats them (the language is known only once the
arguments are read), and so are click's own words, through click's public API alone: its help
headings and usage line through our HelpFormatter (the Context's formatter_class), its usage
errors as our group's `main` shows them, worded anew from the exception's fields (the parameter,
its hint, the names it suggests) and from the English message click made, read back against the
templates of CLICK_MESSAGES. Nothing of click's is patched.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, replace
from functools import cache, wraps
from typing import Any, NamedTuple, TypeVar

import click

from generator.words.i18n import (
    ENGLISH,
    LANGUAGES,
    N_,
    Quoted,
    Text,
    Translator,
    _,
    environment_language,
    ngettext,
    render,
    translator,
)
from generator.words.quotes import code_quoted
from generator.words.typography import typesetter


@dataclass(frozen=True)
class Speech:
    """The language of one run: chosen once the arguments are read, then the groups' own once their
    campaigns are read. Kept on click's context (its `meta`, which every context of the run shares),
    as a run's settings are, never in a global: code that runs in another thread (serve's rebuilds,
    table mode's server) enters the command's context first (Context.scope)."""

    tr: Translator = ENGLISH
    explicit: str | None = None
    """The language --lang asked for, None when it was not given."""


_SPEECH = "chronicle.speech"
_SPOKEN_IN = "chronicle_context"
"""Where an error click made without a context was raised: its message is said in that run's language."""
F = TypeVar("F", bound=Callable[..., Any])


def _speech() -> Speech:
    """This run's speech; English outside any command (a library call, a test)."""
    ctx = click.get_current_context(silent=True)
    return ctx.meta.get(_SPEECH, Speech()) if ctx is not None else Speech()


def _speak(speech: Speech) -> Translator:
    click.get_current_context().meta[_SPEECH] = speech
    return speech.tr


def in_this_run(function: F) -> F:
    """`function`, to be called from another thread (serve's rebuilds, table mode's server), speaking
    this run's language: it enters the command's click context first."""
    ctx = click.get_current_context()

    @wraps(function)
    def spoken(*args: Any, **kwargs: Any) -> Any:
        with ctx.scope(cleanup=False):
            return function(*args, **kwargs)

    return spoken  # type: ignore[return-value]


def explicit_language() -> str | None:
    """The language --lang asked for, None when it was not given."""
    return _speech().explicit


def speaking() -> Translator:
    """The translator of the language chosen for this run."""
    return _speech().tr


def say(text: Text) -> str:
    """A message in the language of this run."""
    return typeset(render(text, speaking()))


def typeset(text: str) -> str:
    """Words of this run's language set as it sets them: in French, no-break spaces before : ; ! ?
    and inside « ». Everything the command line says passes here (messages, click's own words,
    help), except problem lines, whose messages generator.problems sets behind their position. A
    message's `code` stands between the language's quotation marks: a terminal shows no Markdown."""
    lang = speaking().lang
    return code_quoted(typesetter(lang)(text), lang)


def as_error(text: str, where: str = "") -> str:
    """`file[:line:col]: erreur : text`, the severity word as generator.problems.severity says it (the
    reader's, or English for editors' problem matchers with CHRONICLE_SEVERITY=english); with no
    file named, which no matcher reads, "Error: text" in the chosen language, as click says its own errors."""
    from generator.problems import severity

    if where:
        return f"{where}: {severity('error', speaking())} {text}"
    return typeset(speaking().gettext("Error: {message}")).format(message=text)  # as click says its own: "Error: ..."


def begin(explicit: str | None) -> None:
    """Choose the language before any campaign is read: --lang, else the group repository's, else the
    user's locale, else English."""
    _speak(Speech(translator(explicit or _repository_language() or environment_language() or "en"), explicit))


def _repository_language() -> str | None:
    from generator.problems import Problems
    from generator.repo import here

    try:
        settings = here.settings()
    except Problems:  # a broken chronicle.yaml is reported by the command that reads it
        return None
    return settings.language if settings else None


def settle(languages: Iterable[str]) -> Translator:
    """Speak the groups' language once their campaigns are read, unless --lang said otherwise.

    Campaigns of several languages checked together keep the language chosen at the start.
    """
    found, speech = set(languages), _speech()
    if speech.explicit is None and len(found) == 1:
        return _speak(replace(speech, tr=translator(found.pop())))
    return speech.tr


def settle_mode(modes: Iterable[str]) -> Translator:
    """Speak in the words of the campaigns' mode once they are read: an Eternal game's when every one is."""
    from generator.words.modes import in_mode

    found, speech = set(modes), _speech()
    return _speak(replace(speech, tr=in_mode(speech.tr, found.pop() if len(found) == 1 else "legacy")))


def group_translator(lang: str | None, mode: str = "legacy") -> Translator:
    """The translator for one group's messages: --lang, else the group's language, else this run's;
    in the words of its campaign's `mode`."""
    from generator.words.modes import in_mode

    return in_mode(translator(lang) if explicit_language() is None and lang else speaking(), mode)


def _translated_help(help: str | None) -> str | None:
    if not help:
        return help
    tr = speaking()
    found = tr.gettext(help)
    return found if found != help else tr.gettext(inspect.cleandoc(help))


class _TranslatedHelp:
    """Shows a help text (or epilog) in the chosen language only while it is formatted (click reads it there)."""

    def __init__(self, owner: Any, attribute: str = "help") -> None:
        self.owner, self.attribute, self.saved = owner, attribute, getattr(owner, attribute)

    def __enter__(self) -> None:
        setattr(self.owner, self.attribute, _translated_help(self.saved))

    def __exit__(self, *exc: object) -> None:
        setattr(self.owner, self.attribute, self.saved)


# The placeholders click writes in help and usage lines ("-c, --card TEXT", "[OPTIONS]"), which
# click never passes through gettext: shown in the chosen language while help is formatted. The
# arguments' names (CAMPAIGN, EPISODE) are placeholders too, shown in the chosen language in usage
# lines, help and errors ("CAMPAÑA", "CAMPAGNE"); the help texts cite them by the same words.
_TYPE_METAVARS = {"text": N_("TEXT"), "integer": N_("INTEGER"), "integer range": N_("INTEGER RANGE"),
                  "float": N_("FLOAT"), "path": N_("PATH"), "directory": N_("DIRECTORY"), "file": N_("FILE")}
_ARGUMENT_METAVARS = {"CAMPAIGN": N_("CAMPAIGN"), "EPISODE": N_("EPISODE"), "PLAYER": N_("PLAYER"),
                      "ACTIONS": N_("ACTIONS"), "PATH": N_("PATH"), "PATHS": N_("PATHS"), "SLUG": N_("SLUG"),
                      "FOLDER": N_("FOLDER"), "TOPIC": N_("TOPIC"), "RULESET": N_("RULESET")}
_USAGE_METAVARS = {"options_metavar": N_("[OPTIONS]"), "subcommand_metavar": N_("COMMAND [ARGS]...")}


class _Swapped:
    """Sets an attribute for the time help is formatted, then puts the old value back."""

    def __init__(self, owner: Any, attribute: str, value: object) -> None:
        self.owner, self.attribute, self.value, self.saved = owner, attribute, value, getattr(owner, attribute)

    def __enter__(self) -> None:
        setattr(self.owner, self.attribute, self.value)

    def __exit__(self, *exc: object) -> None:
        setattr(self.owner, self.attribute, self.saved)


def _type_metavar(param: click.Parameter) -> str | None:
    """An option's placeholder in the chosen language, when click would write its type's English name."""
    if param.metavar is not None or getattr(param, "is_flag", False) or isinstance(param.type, click.Choice):
        return None
    name = _TYPE_METAVARS.get(param.type.name)
    return speaking().gettext(name) if name else None


def _argument_metavar(param: click.Argument, ctx: click.Context) -> str:
    """An argument's placeholder ("[EPISODE]", "[PATHS]...") with its name in the chosen language."""
    metavar = param.make_metavar(ctx)
    name = _ARGUMENT_METAVARS.get((param.name or "").upper())
    return metavar.replace(name, speaking().gettext(name)) if name else metavar


class HelpFormatter(click.HelpFormatter):
    """click's help layout with click's own words in the chosen language: "Usage:", the headings
    ("Options", "Commands") and what click adds after an option's help ("[default: 3; required]")."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, f"{_click('Usage:')} " if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(_click(heading))

    def write_dl(self, rows: Sequence[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, _help_extra(text)) for term, text in rows], col_max, col_spacing)


class Context(click.Context):
    formatter_class = HelpFormatter


class Command(click.Command):
    context_class = Context

    def get_help(self, ctx: click.Context) -> str:
        return typeset(super().get_help(ctx))  # click writes a heading's colon itself ("Options:")

    def get_usage(self, ctx: click.Context) -> str:
        return typeset(super().get_usage(ctx))

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with ExitStack() as stack:
            for param in self.get_params(ctx):
                if isinstance(param, click.Option):
                    stack.enter_context(_TranslatedHelp(param))
                    if (metavar := _type_metavar(param)) is not None:
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
        with ExitStack() as stack:
            for attribute, words in _USAGE_METAVARS.items():
                if getattr(self, attribute, None) == words:
                    stack.enter_context(_Swapped(self, attribute, speaking().gettext(words)))
            pieces = super().collect_usage_pieces(ctx)
        arguments = [param for param in self.get_params(ctx) if isinstance(param, click.Argument)]
        spoken = {param.make_metavar(ctx): _argument_metavar(param, ctx) for param in arguments}
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
        begin(_chosen(args))
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.ClickException as err:
            if getattr(err, "ctx", None) is None:  # click's parser gives some errors no context: the run's speaks
                setattr(err, _SPOKEN_IN, ctx)
            raise
        except (click.Abort, EOFError, KeyboardInterrupt) as err:  # said here, while the run's language is known
            if not isinstance(err, click.Abort):
                click.echo(err=True)  # as click's main: the interrupted line ends first
            click.echo(_click("Aborted!"), err=True)
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
            ctx = getattr(err, "ctx", None) or getattr(err, _SPOKEN_IN, None)
            with ctx.scope(cleanup=False) if ctx is not None else ExitStack():  # the run's language
                _show(err)
            sys.exit(err.exit_code)
        except click.Abort:
            click.echo(_click("Aborted!"), err=True)
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


def _click(message: str) -> str:
    """One of click's own words (a msgid of CLICK_MESSAGES) in the chosen language, set as it sets them."""
    return typeset(speaking().gettext(message))


def _show(err: click.ClickException) -> None:
    """click's display of an error (UsageError.show, ClickException.show), in the chosen language.
    An exception that shows itself its own way (chronicle's Failed, click's help for a bare group)
    keeps it."""
    if type(err).show not in (click.ClickException.show, click.UsageError.show):
        err.show()
        return
    ctx = err.ctx if isinstance(err, click.UsageError) else None
    if ctx is not None:
        hint = ""
        if ctx.command.get_help_option(ctx) is not None:
            option = max(ctx.command.get_help_option_names(ctx), key=len)
            hint = _click("Try '{command} {option}' for help.").format(command=ctx.command_path, option=option) + "\n"
        click.echo(f"{ctx.get_usage()}\n{hint}", err=True, color=ctx.color)
    click.echo(_click("Error: {message}").format(message=_message(err)), err=True, color=ctx.color if ctx else None)


def _message(err: click.ClickException) -> str:
    """What click's format_message says, worded in the chosen language from the exception's fields."""
    if isinstance(err, click.MissingParameter):
        return _missing(err)
    if isinstance(err, click.BadParameter):
        hint = _hint(err.param_hint, err.param, err.ctx)
        if hint is None:
            return _click("Invalid value: {message}").format(message=_words(err.message))
        return _click("Invalid value for {param_hint}: {message}").format(param_hint=hint, message=_words(err.message))
    said = _words(err.message)
    possibilities = getattr(err, "possibilities", None) if isinstance(err, (click.NoSuchOption, click.exceptions.NoSuchCommand)) else None
    return f"{said} {_possibilities(possibilities)}" if possibilities else said


def _missing(err: click.MissingParameter) -> str:
    """click's MissingParameter.format_message ("Missing argument 'CAMPAIGN'."), in the chosen language."""
    hint = _hint(err.param_hint, err.param, err.ctx)
    kind = err.param_type or (err.param.param_type_name if err.param is not None else None)
    missing = {"argument": "Missing argument", "option": "Missing option", "parameter": "Missing parameter"}.get(kind or "")
    words = _click(missing) if missing else _click("Missing {param_type}").format(param_type=kind)
    extra = err.message
    if err.param is not None:
        more = err.param.type.get_missing_message(param=err.param, ctx=err.ctx)
        extra = f"{extra}. {more}" if extra and more else extra or more or ""
    return f"{words}{f' {hint}' if hint else ''}.{f' {extra}' if extra else ''}"


def _hint(hint: Sequence[str] | str | None, param: click.Parameter | None, ctx: click.Context | None) -> str | None:
    """The parameter an error names, in the reader's quotation marks ('--episode' / '-e', «CAMPAÑA»,
    « CAMPAGNE »): click's own puts it in English quotes."""
    if hint is None and param is not None:
        if isinstance(param, click.Argument):
            metavar = _argument_metavar(param, ctx) if ctx is not None else param.human_readable_name
            return _quoted_name(metavar.removesuffix("...").removeprefix("[").removesuffix("]"))
        return " / ".join(_quoted_name(name) for name in (param.opts or [param.human_readable_name]))
    if hint is None or isinstance(hint, str) and hint[:1] in ("'", "\u00ab", "\u201c"):
        return hint  # already quoted
    names = [hint] if isinstance(hint, str) else hint  # an argument's name ("PLAYER") in the reader's words
    return " / ".join(_quoted_name(speaking().gettext(_ARGUMENT_METAVARS[str(name)]) if str(name) in _ARGUMENT_METAVARS
                                   else str(name)) for name in names)


def _possibilities(possibilities: list[str]) -> str:
    """click's "Did you mean 'check'?" with the names quoted as the reader's language quotes them."""
    names = [render(Quoted(name), speaking()) for name in sorted(possibilities)]
    return typeset(speaking().ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)",
                                       len(names))).format(possibility=", ".join(names), possibilities=", ".join(names))


def _quoted_name(name: str) -> str:
    """A parameter's name as an error cites it, in the reader's quotation marks."""
    return render(Quoted(name), speaking())


def _words(message: str) -> str:
    """A message click worded in English from one of CLICK_MESSAGES' templates ("'x' is not a valid
    integer."), worded again in the chosen language with the same values; any other message (one of
    chronicle's, already in the reader's words) as it is."""
    for template in _templates():
        found = template.pattern.fullmatch(message)
        if found is None:
            continue
        values = {name: _value(name, text, name in template.quoted) for name, text in found.groupdict().items()}
        if template.plural is None:
            words = _click(template.singular)
        else:
            count = int(values["nargs"]) if values.get("nargs", "").isdigit() else template.times
            words = typeset(speaking().ngettext(template.singular, template.plural, count))
        return words.format(**values)
    return message


def _value(name: str, text: str, quoted: bool) -> str:
    """A value as click gave its template: unquoted where the template quotes it ({value!r}), a list
    of choices quoted as the reader's language quotes them."""
    if name in ("choice", "choices"):
        return ", ".join(render(Quoted(_unquoted(item)), speaking()) for item in re.findall(r"'[^']*'|\"[^\"]*\"", text))
    return _unquoted(text) if quoted else text


def _unquoted(text: str) -> str:
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    return value if isinstance(value, str) else text


class _Template(NamedTuple):
    singular: str
    plural: str | None
    times: int
    """The count a message in this form was made with (a plural form: 2, unless it names its count)."""
    pattern: re.Pattern[str]
    """The English message click makes from it, its values as named groups."""
    quoted: frozenset[str]
    """The values the template writes with !r."""


_REPR = r"'(?:[^'\\]|\\.)*'" "|" r'"(?:[^"\\]|\\.)*"'
"""A string as repr() writes it, which is how click writes a value it quotes ({value!r})."""
_REPRS = f"(?:{_REPR})(?:, (?:{_REPR}))*"


@cache
def _templates() -> list[_Template]:
    found: list[tuple[int, _Template]] = []
    for message in CLICK_MESSAGES:
        forms = [(message, None, 1)] if isinstance(message, str) else \
            [(message.template, message.plural, 1), (message.plural or message.template, message.plural, 2)]
        for english, plural, count in forms:
            singular = message if isinstance(message, str) else message.template
            parts, quoted, seen = [], set(), set()
            for literal, name, conversion in re.findall(r"([^{]*)(?:\{(\w+)(![rs])?\})?", english):
                parts.append(re.escape(literal))
                if name in seen:
                    parts.append(f"(?P={name})")
                elif name:
                    shape = _REPRS if name in ("choice", "choices") else _REPR if conversion == "!r" else ".+?"
                    parts.append(f"(?P<{name}>{shape})")
                    seen.add(name)
                    if conversion == "!r":
                        quoted.add(name)
            literal = len(re.sub(r"\{[^}]*\}", "", english))
            found.append((literal, _Template(singular, plural, count, re.compile("".join(parts), re.S), frozenset(quoted))))
    # the most words of its own first: "'x' is not one of 'a', 'b'." is not "{value!r} is not {choice}."
    return [template for _literal, template in sorted(found, key=lambda item: -item[0])]


def _help_extra(text: str) -> str:
    """An option's help with what click adds after it ("[default: 3; required]") in the chosen language."""
    found = re.fullmatch(r"(.*?)(\s*)\[([^\[\]]*)\]", text, re.S)
    if found is None:
        return text
    items = [_words(item) for item in found.group(3).split("; ")]
    return f"{found.group(1)}{found.group(2)}[{'; '.join(items)}]"


# click's own words that a chronicle user meets; their translations live in our catalogues.
CLICK_MESSAGES = (
    N_("Usage:"), N_("Options"), N_("Commands"), N_("Show this message and exit."), N_("Show the version and exit."),
    N_("%(prog)s, version %(version)s"), N_("Error: {message}"), N_("Try '{command} {option}' for help."),
    N_("Invalid value for {param_hint}: {message}"), N_("Invalid value: {message}"), N_("Missing argument"),
    N_("Missing option"), N_("Missing parameter"), N_("Missing parameter: {param_name}"), N_("Missing command."),
    N_("No such command {name!r}."), N_("No such option {name!r}."),
    N_("Option {name!r} does not take a value."), N_("default: {default}"), N_("env var: {var}"),
    N_("{value!r} is not a valid {number_type}."), N_("Aborted!"), N_("required"),
    N_("{name} {filename!r} does not exist."), N_("{name} {filename!r} is a file."),
    N_("{name} {filename!r} is a directory."),
    ngettext("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})", 1),
    ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", 1),
    ngettext("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments.", 1),
    ngettext("{value!r} is not {choice}.", "{value!r} is not one of {choices}.", 1),
)
