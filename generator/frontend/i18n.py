"""UI strings through gettext catalogues (templates/locale/<lang>/LC_MESSAGES/messages.po)."""

from __future__ import annotations

from collections.abc import Callable

from markupsafe import Markup

from generator.frontend.tags import tag
from generator.words.i18n import IN_LANGUAGE, N_, Translator, language_label, load

__all__ = ["IN_LANGUAGE", "LANGUAGE_NAMES", "SAMPLE_NAMES", "Gettext", "N_", "Translator", "in_language", "load"]

LANGUAGE_NAMES = {"es": "Español", "fr": "Français", "en": "English"}


def in_language(t: Translator, lang: str | None) -> Markup:
    """« (en inglés) » after a group's words in `lang`, when that is not `t`'s language; else nothing: one
    writing for the notes' heading, an own rule and an adjustment's reason."""
    label = language_label(lang, t)
    return Markup(" ") + tag("span", label, class_="in-language") if label else Markup("")


# The names of the sample boards and piece sets of content/games/: the games page shows every
# board and catalogue name through the catalogue, so these read in the visitor's language while
# a group's own board keeps the name it was given. tests/words/test_catalogues.py checks the list is complete.
SAMPLE_NAMES = (
    N_("Sample legacy island (not the published board)"),
    N_("Sample eternal island (not the published board)"),
    N_("Sample tiles (not the published set)"),
    N_("Sample legacy city (not the published board)"),
    N_("Sample eternal city (not the published board)"),
    N_("Sample buildings (not the published set)"),
)

# The animals that mark the players' boards, as campaign.yaml names them (`animal: turtle`): shown
# through the catalogue, so a player page reads "tortuga" in Spanish; an animal a group names in its
# own words is shown as written.
ANIMALS = (N_("turtle"), N_("crab"), N_("parrot"), N_("gecko"), N_("fox"), N_("owl"), N_("bear"), N_("rabbit"),
           N_("squirrel"), N_("hedgehog"), N_("deer"), N_("duck"))


Gettext = Callable[[str], str]
