"""The command line in the group's language: --lang, else the campaign's, else the locale's.

The language is chosen once the arguments are read (begin), then the groups' own once their
campaigns are read (settle); everything the command line says is said through `say` and `typeset`
in it. Help texts and click's own words are translated in generator.cli.help, click's errors are
worded anew in generator.cli.click_words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import wraps
from typing import Any, TypeVar

import click

from generator.base.records import NamedTuple
from generator.words.i18n import ENGLISH, Text, Translator, environment_language, render, translator
from generator.words.terminal import terminal_text


class Speech(NamedTuple):
    """The language of one run: chosen once the arguments are read, then the groups' own once their
    campaigns are read. Kept on click's context (its `meta`, which every context of the run shares),
    as a run's settings are, never in a global: code that runs in another thread (serve's rebuilds,
    table mode's server) enters the command's context first (Context.scope)."""

    lang: str | None = None
    """None outside any command: the msgids themselves (ENGLISH)."""
    explicit: str | None = None
    """The language --lang asked for, None when it was not given."""
    mode: str = "legacy"
    """The campaigns' mode, whose words are said (generator/words/modes.py)."""

    @property
    def tr(self) -> Translator:
        """The translator, its catalogue read when something is first said (then kept for the build:
        words.i18n.translator): a run that settles on its campaign's language reads that catalogue
        alone, never the one chosen before the campaign was read."""
        from generator.words.modes import in_mode

        return ENGLISH if self.lang is None else in_mode(translator(self.lang), self.mode)


_SPEECH = "chronicle.speech"
F = TypeVar("F", bound=Callable[..., Any])


def _speech() -> Speech:
    """This run's speech; English outside any command (a library call, a test)."""
    ctx = click.get_current_context(silent=True)
    return ctx.meta.get(_SPEECH, Speech()) if ctx is not None else Speech()


def _speak(speech: Speech) -> None:
    click.get_current_context().meta[_SPEECH] = speech


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
    return terminal_text(text, speaking().lang)


def as_error(text: str, where: str = "") -> str:
    """`file[:line:col]: erreur : text`, the severity word as generator.problems.severity says it (the
    reader's, or English for editors' problem matchers with CHRONICLE_SEVERITY=english); with no
    file named, which no matcher reads, "Error: text" in the chosen language, as click says its own errors."""
    from generator.problems import severity

    if where:
        return f"{where}: {severity('error', speaking())} {text}"
    return typeset(speaking().gettext("Error: {message}")).format(message=text)  # as click says its own: "Error: ..."


def begin(explicit: str | None, words: Iterable[str] = ()) -> None:
    """Choose the language before click reads the arguments, so that its usage errors and --help speak it
    too: --lang, else the campaign's (the campaigns named among `words`, else the one around the working
    folder), else the group repository's, else the user's locale, else English."""
    chosen = explicit or _campaign_language(words) or _repository_language() or environment_language() or "en"
    _speak(Speech(chosen, explicit))


def _campaign_language(words: Iterable[str]) -> str | None:
    """The language declared by the campaigns the arguments name, when they agree, else by the campaign
    folder at or above the working folder. Only campaign.yaml's `language` is read (a few bytes): a
    campaign without one, or one that cannot be read, leaves the choice to the repository and the locale."""
    from generator.problems import Problems

    try:
        return _declared_language(words)
    except Problems:  # a broken chronicle.yaml is reported by the command that reads it
        return None


def _declared_language(words: Iterable[str]) -> str | None:
    from generator.campaigns import language
    from generator.repo.here import CAMPAIGN_FILE, campaign_named, current_campaign

    named = {folder for word in words if not word.startswith("-")
             for folder in [campaign_named(word)] if folder is not None and (folder / CAMPAIGN_FILE).is_file()}
    found = {lang for folder in named for lang in [language(folder)] if lang}
    if len(found) == 1:
        return found.pop()
    here = current_campaign() if not named else None
    return language(here) if here is not None else None


def _repository_language() -> str | None:
    from generator.problems import Problems
    from generator.repo import here

    try:
        settings = here.settings()
    except Problems:  # a broken chronicle.yaml is reported by the command that reads it
        return None
    return settings.language if settings else None


def settle(languages: Iterable[str]) -> None:
    """Speak the groups' language once their campaigns are read, unless --lang said otherwise.

    Campaigns of several languages checked together keep the language chosen at the start.
    """
    found, speech = set(languages), _speech()
    if speech.explicit is None and len(found) == 1:
        _speak(speech._replace(lang=found.pop()))


def settle_mode(modes: Iterable[str]) -> None:
    """Speak in the words of the campaigns' mode once they are read: an Eternal game's when every one is."""
    found = set(modes)
    _speak(_speech()._replace(mode=found.pop() if len(found) == 1 else "legacy"))


def group_translator(lang: str | None, mode: str = "legacy") -> Translator:
    """The translator for one group's messages: --lang, else the group's language, else this run's;
    in the words of its campaign's `mode`."""
    from generator.words.modes import in_mode

    return in_mode(translator(lang) if explicit_language() is None and lang else speaking(), mode)
