"""A group's words left in their own language (issue 34, Spanish review 6, fault 1): an own rule nobody
translated is marked with its language and followed by what language it is, «(en francés)», as the
notes' heading and an adjustment's reason are, through one function (frontend.i18n.in_language)."""

from __future__ import annotations

import pytest

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import in_language, load
from generator.site.render import Renderer


@pytest.mark.parametrize(("page", "group", "label"), [("es", "fr", "(en francés)"), ("fr", "es", "(en espagnol)"),
                                                      ("en", "es", "(in Spanish)")])
def test_an_untranslated_own_rule_says_its_language(page: str, group: str, label: str) -> None:
    renderer = Renderer(TEMPLATES, load(TEMPLATES / "locale", page), "/", [])
    shown = str(renderer.foreign_words("<b>Règle</b> & co", group))
    assert shown == (f'<span lang="{group}">&lt;b&gt;Règle&lt;/b&gt; &amp; co</span> '
                     f'<span class="in-language">{label}</span>')
    assert shown.endswith(str(in_language(renderer.t, group)))  # the notes' and reasons' label, the same


@pytest.mark.parametrize("group", ["es", None])
def test_words_in_the_pages_language_or_of_no_known_language_get_no_label(group: str | None) -> None:
    renderer = Renderer(TEMPLATES, load(TEMPLATES / "locale", "es"), "/", [])
    assert str(renderer.foreign_words("a < b", group)) == "a &lt; b"
    assert str(in_language(renderer.t, group)) == ""
