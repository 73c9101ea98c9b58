"""Elision, apostrophes and ellipses as each language writes them (issue 23's native reviews): a French elision
before a vowel only, curly in prose and straight in code, paths and attributes.
"""


from __future__ import annotations

import re

import pytest
import yaml

from generator.words.elision import apostrophes, french_de
from generator.words.typography import french, french_html, french_markdown
from helpers import (
    ROOT,
)

CONTENT = ROOT / "content"


def _statements(lang: str) -> dict[str, str]:
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    return {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
            for rule, body in rules.items()}


def _sources(lang: str) -> dict[str, str]:
    """The FAQ, the glossary and the rule statements of one language."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in (CONTENT / "faq" / lang).glob("*.md")}
    texts[f"glossary/{lang}.yaml"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    return texts | {f"rules.yaml {rule}": text for rule, text in _statements(lang).items()}


def test_french_de_elides_before_a_vowel_and_only_there():
    """Found by native review 2, issue 23."""
    values = {"name": "Inés", "other": "Mateo", "h": "Hugo", "low": "émilie"}
    assert french_de("Plateau de %(name)s", values) == "Plateau d'%(name)s"
    assert french_de("le plateau de %(other)s", values) == "le plateau de %(other)s"
    assert french_de("De %(name)s à %(h)s, de %(low)s", values) == "D'%(name)s à %(h)s, d'%(low)s"
    assert french_de("Tablero de %(name)s", {}) == "Tablero de %(name)s"  # no value: nothing to decide on


def test_an_apostrophe_in_code_an_address_or_an_attribute_that_is_no_prose_stays_straight():
    """Found by native fixes round 6 (review 5), fr."""
    page = ('<p>l&#39;île d&#39;<b>Inés</b> <code>l&#39;x</code> <a href="/l&#39;a" data-x="l&#39;a" title="l&#39;aide">'
            "qu&#39;un</a> &#39;Bob&#39; https://x.org/l&#39;a</p><pre>d'abord</pre><script>var a = \"l'a\";</script>"
            '<p lang="es">l&#39;x</p>')
    assert french_html(page) == ('<p>l’île d’<b>Inés</b> <code>l&#39;x</code> <a href="/l&#39;a" data-x="l&#39;a" '
                                 'title="l’aide">qu’un</a> &#39;Bob&#39; https://x.org/l&#39;a</p><pre>d\'abord</pre>'
                                 '<script>var a = "l\'a";</script><p lang="es">l&#39;x</p>')
    assert french("l'action d'Ana : 'Bob' ; campaigns/l'île, `rules: l'a`, {note: 'l'a'}") == (
        "l’action d’Ana\u00a0: 'Bob'\u202f; campaigns/l'île, `rules: l'a`, {note: 'l'a'}")
    assert french_markdown("l'île\n\n```yaml\nnote: l'a\n```\n") == "l’île\n\n```yaml\nnote: l'a\n```\n"
    assert french(french("l'île")) == french("l'île")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_prose_writes_an_ellipsis_not_three_full_stops(lang):
    """Review 6 Y1: MI-R02 read "(casa con casa, campo con campo...)" where the rest writes "…". Code
    (`{es: ...}`, `COMMAND [ARGS]...`) keeps its dots: only a word followed by three dots is prose."""
    found = {where: re.findall(r"\w+\.\.\.", text) for where, text in _sources(lang).items()}
    assert {where: hits for where, hits in found.items() if hits} == {}
    if lang == "es":
        assert "(casa con casa, campo con campo, etc.)" in _statements("es")["MI-R02"]


def test_a_french_elision_before_a_path_is_curly_the_path_is_not():
    """« Tour 14 retiré d'ile-aux-tresors/episodes/01.yaml »: the elision is prose, the path is a path. (native fixes round 7 (review 6), fr.)"""
    assert apostrophes("Tour 14 retiré d'ile-aux-tresors/episodes/01.yaml") == \
        "Tour 14 retiré d’ile-aux-tresors/episodes/01.yaml"
    assert apostrophes("campaigns/l'île") == "campaigns/l'île" and apostrophes("key='x'") == "key='x'"
