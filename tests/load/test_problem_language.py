"""Every problem of a campaign is said in the group's language, those of a campaign.yaml that YAML
cannot read whole too (issue 33, the audit's seams): "the number ... is too large ... at most 18
digits" was English in a Spanish campaign, as was every problem that stops campaign.yaml loading
(a syntax error, a control character, a key written twice), its `language:` line being unread."""

from __future__ import annotations

import errno
import os

import pytest

from generator.load.reasons import os_reason
from generator.words.i18n import render, translator
from helpers import dedent, line_of

EPISODE = dedent("""
    episode: 1
    rules: legacy-1
    rounds:
      - card: 1
        Ana: pass
        Ben: stop
    """)

BROKEN = {
    "number": ("start: {episode: 2, players: {Ana: {circles: 123456789012345678901}}}\n",
               {"es": "es demasiado grande", "fr": "est trop grand", "en": "is too large"}),
    "syntax": ("extra: [1, 2\n", {"es": "YAML", "fr": "YAML", "en": "YAML"}),
    "twice": ("title: Again\n", {"es": "aparece dos veces", "fr": "deux fois", "en": "appears twice"}),
}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_campaign_yaml_that_does_not_load_is_reported_in_the_groups_language(make_campaign, cli, case, lang):
    text, words = BROKEN[case]
    folder = make_campaign(EPISODE, language=lang)
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + text, encoding="utf-8")
    result = cli("check", folder)
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert words[lang] in result.stderr, result.stderr
    if lang != "en":
        assert "error:" not in result.stderr or lang == "es", result.stderr  # the severity word is theirs too
        assert " is " not in result.stderr.split(": ", 2)[-1], result.stderr


def test_the_too_large_number_in_spanish_names_its_line(make_campaign, cli):
    folder = make_campaign(EPISODE, language="es")
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + BROKEN["number"][0], encoding="utf-8")
    result = cli("check", folder)
    line = line_of(campaign, "start:")
    assert f"campaign.yaml:{line}:" in result.stderr
    assert "el número «123456789012345678901» es demasiado grande" in result.stderr and "18 cifras" in result.stderr


def test_a_campaign_yaml_not_utf8_is_reported_in_the_groups_language(make_campaign, cli):
    folder = make_campaign(EPISODE, language="fr")
    campaign = folder / "campaign.yaml"
    campaign.write_bytes(campaign.read_bytes() + b"# \xe9t\xe9\n")
    result = cli("check", folder)
    assert result.exit_code == 1 and "UTF-8" in result.stderr and "erreur" in result.stderr, result.stderr


SYSTEM = [errno.ENOSPC, errno.EROFS, errno.EIO, errno.EMFILE, errno.EADDRNOTAVAIL, errno.EBUSY]


@pytest.mark.parametrize("code", SYSTEM, ids=[errno.errorcode[c] for c in SYSTEM])
@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_systems_reasons_are_said_in_the_readers_language(code, lang):
    """The same family: a reason the system gives (strerror) is English whatever the reader's language."""
    err = OSError(code, os.strerror(code))
    said = render(os_reason(err), translator(lang))
    assert said not in (os.strerror(code), render(os_reason(err), translator("en")))


def test_a_build_that_cannot_write_says_why_in_the_readers_language():
    import click

    from generator.cli import language, main
    from generator.cli.site import _build_error

    with click.Context(main):  # the run's language lives on its click context
        language.begin("es")
        said = _build_error(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "site/es/index.html"))
    assert said is not None and "el disco está lleno" in said and os.strerror(errno.ENOSPC) not in said
