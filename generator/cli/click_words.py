"""click's own words in the reader's language, through click's public API alone: its usage errors as
our group's `main` shows them, worded anew from the exception's fields (the parameter, its hint, the
names it suggests) and from the English message click made, read back against the templates of
CLICK_MESSAGES. Nothing of click's is patched.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from functools import cache

import click

from generator.base.records import NamedTuple
from generator.cli.language import speaking, typeset
from generator.cli.placeholders import ARGUMENT_METAVARS, argument_metavar
from generator.words.i18n import N_, Quoted, ngettext, render


def click_word(message: str) -> str:
    """One of click's own words (a msgid of CLICK_MESSAGES) in the chosen language, set as it sets them."""
    return typeset(speaking().gettext(message))


def show_error(err: click.ClickException) -> None:
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
            hint = click_word("Try '{command} {option}' for help.").format(command=ctx.command_path, option=option) + "\n"
        click.echo(f"{ctx.get_usage()}\n{hint}", err=True, color=ctx.color)
    click.echo(click_word("Error: {message}").format(message=_message(err)), err=True, color=ctx.color if ctx else None)


def _message(err: click.ClickException) -> str:
    """What click's format_message says, worded in the chosen language from the exception's fields."""
    if isinstance(err, click.MissingParameter):
        return _missing(err)
    if isinstance(err, click.BadParameter):
        hint = _hint(err.param_hint, err.param, err.ctx)
        if hint is None:
            return click_word("Invalid value: {message}").format(message=reworded(err.message))
        return click_word("Invalid value for {param_hint}: {message}").format(param_hint=hint, message=reworded(err.message))
    said = reworded(err.message)
    possibilities = getattr(err, "possibilities", None) if isinstance(err, (click.NoSuchOption, click.exceptions.NoSuchCommand)) else None
    return f"{said} {_possibilities(possibilities)}" if possibilities else said


def _missing(err: click.MissingParameter) -> str:
    """click's MissingParameter.format_message ("Missing argument 'CAMPAIGN'."), in the chosen language."""
    hint = _hint(err.param_hint, err.param, err.ctx)
    kind = err.param_type or (err.param.param_type_name if err.param is not None else None)
    missing = {"argument": "Missing argument", "option": "Missing option", "parameter": "Missing parameter"}.get(kind or "")
    words = click_word(missing) if missing else click_word("Missing {param_type}").format(param_type=kind)
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
            metavar = argument_metavar(param, ctx) if ctx is not None else param.human_readable_name
            return _quoted_name(metavar.removesuffix("...").removeprefix("[").removesuffix("]"))
        return " / ".join(_quoted_name(name) for name in (param.opts or [param.human_readable_name]))
    if hint is None or isinstance(hint, str) and hint[:1] in ("'", "\u00ab", "\u201c"):
        return hint  # already quoted
    names = [hint] if isinstance(hint, str) else hint  # an argument's name ("PLAYER") in the reader's words
    return " / ".join(_quoted_name(speaking().gettext(ARGUMENT_METAVARS[str(name)]) if str(name) in ARGUMENT_METAVARS
                                   else str(name)) for name in names)


def _possibilities(possibilities: list[str]) -> str:
    """click's "Did you mean 'check'?" with the names quoted as the reader's language quotes them."""
    names = [render(Quoted(name), speaking()) for name in sorted(possibilities)]
    return typeset(speaking().ngettext("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)",
                                       len(names))).format(possibility=", ".join(names), possibilities=", ".join(names))


def _quoted_name(name: str) -> str:
    """A parameter's name as an error cites it, in the reader's quotation marks."""
    return render(Quoted(name), speaking())


def reworded(message: str) -> str:
    """A message click worded in English from one of CLICK_MESSAGES' templates ("'x' is not a valid
    integer."), worded again in the chosen language with the same values; any other message (one of
    chronicle's, already in the reader's words) as it is."""
    for template in _templates():
        found = template.pattern.fullmatch(message)
        if found is None:
            continue
        values = {name: _value(name, text, name in template.quoted) for name, text in found.groupdict().items()}
        if template.plural is None:
            words = click_word(template.singular)
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

