"""The command line speaks the reader's language through click's public API alone (issue 35, item 4):
importing chronicle leaves every one of click's names as click made it, so that a click release that
renames a private helper cannot silence a message; click's own words still come out translated."""

from __future__ import annotations

import gettext

import click
import click.exceptions

import generator.cli  # noqa: F401 (imported for what importing it might do to click)
from generator.cli import main


def test_importing_chronicle_patches_nothing_of_click() -> None:
    for module in (click.core, click.decorators, click.exceptions, click.formatting, click.parser, click.types):
        if hasattr(module, "_"):
            assert module._ is gettext.gettext, module.__name__
        if hasattr(module, "ngettext"):
            assert module.ngettext is gettext.ngettext, module.__name__
    assert click.exceptions._format_possibilities.__module__ == "click.exceptions"
    assert click.exceptions._join_param_hints.__module__ == "click.exceptions"
    for cls, name in ((click.Parameter, "get_error_hint"), (click.Argument, "get_error_hint"),
                      (click.Argument, "make_metavar"), (click.Choice, "get_invalid_choice_message")):
        assert getattr(cls, name).__module__.startswith("click."), f"{cls.__name__}.{name}"
    from generator.cli.help import Range

    assert not [name for name in vars(Range) if name.startswith("_") and not name.startswith(("__", "_abc"))]  # no private override


def test_click_formats_help_with_chronicles_formatter() -> None:
    from generator.cli.help import Context, HelpFormatter

    assert main.context_class is Context and Context.formatter_class is HelpFormatter


def words(text: str) -> str:
    """The text with its spaces (French no-break ones too) as single plain spaces."""
    return " ".join(text.replace("\xa0", " ").replace("\u202f", " ").split())


def test_click_words_are_said_in_french_and_spanish(cli) -> None:  # type: ignore[no-untyped-def]
    french = cli("--lang", "fr", "chek")
    assert french.exit_code == 2
    assert "Utilisation : main [OPTIONS] COMMANDE [ARGUMENTS]... Essayez « main --help » pour afficher l’aide." in words(french.stderr)
    assert "Erreur : la commande « chek » n’existe pas. Vouliez-vous dire « check » ?" in words(french.stderr)
    spanish = cli("--lang", "es", "new", "x", "-g", "my-island", "-p", "A", "--mode", "foo")
    assert spanish.exit_code == 2
    assert "«foo» no es ninguno de estos valores: «legacy», «eternal»." in spanish.stderr
    assert "[por defecto: legacy]" in words(cli("--lang", "es", "new", "--help").stdout)
    missing = cli("--lang", "es", "score")
    assert missing.exit_code == 2 and "Error: falta el argumento «CAMPAÑA»." in words(missing.stderr)
