"""The tenth round of native fixes, French (the ninth review's report, items UNTRANSLATED 1 and MINOR 2, 3, 4):
the envelopes guide's examples in the reader's language, the duplicate key said without programmer's words,
MI-E04's statue space, and the formats guide's board command. Each test catches a family of faults again, in
every language where the fault was not only French's."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from helpers import ROOT

LANGUAGES = {"es", "fr", "en"}


def _guide(cli, lang: str, topic: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0, result.output
    return str(result.output)


def _language_mappings(node: Any) -> list[dict[str, Any]]:
    """Every mapping of a YAML example whose keys are all languages: a text the group writes."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if node and set(node) <= LANGUAGES:
            found.append(node)
        for value in node.values():
            found += _language_mappings(value)
    elif isinstance(node, list):
        for value in node:
            found += _language_mappings(value)
    return found


# --- UNTRANSLATED 1: the envelopes guide's examples are a group writing in the guide's language -------------

@pytest.mark.parametrize(("lang", "never"), [
    ("fr", ("tejedores", "Capítulo 3", "Arrecife", "arrecife", "Palacio", "perlas", "faro")),
    ("en", ("tejedores", "Arrecife", "arrecife", "faro")),
])
def test_the_envelopes_guides_examples_give_every_text_in_the_guides_language_first(cli, lang, never):
    """Review 9 fr UNTRANSLATED 1: `chronicle --lang fr guide envelopes` showed `name: {es: Capítulo 3, en: Chapter 3}`,
    `CH4-1: {es: …}`, `reason: {es: arrecife sin cubrir}`, `reef: {names: {es: Arrecife}}` and `chronicle new
    tejedores` (9 places): a French group copying them got Spanish rule texts on its site. Every text a group
    writes in the guide's examples (a mapping of languages) now has the guide's language, first; the English
    guide likewise."""
    text = _guide(cli, lang, "envelopes")
    blocks = re.findall(r"```yaml\n(.*?)```", text, re.DOTALL)
    assert len(blocks) >= 10
    mappings = [m for block in blocks for m in _language_mappings(yaml.safe_load(block))]
    assert len(mappings) >= 8, mappings
    assert [m for m in mappings if next(iter(m)) != lang] == [], lang
    commands = re.findall(r"```sh\n(.*?)```", text, re.DOTALL)
    shown = "\n".join(blocks + commands)
    assert [word for word in never if re.search(rf"\b{word}\b", shown)] == []


# --- MINOR 2: a duplicate key is said as a place in the file, not as a Python dict --------------------------

DUPLICATE = "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ana: stop\n    Ben: stop\n"


@pytest.mark.parametrize(("lang", "said", "jargon"), [
    ("fr", "la clé « Ana » apparaît deux fois dans le même bloc", "dictionnaire"),  # review 11: said once
    ("es", "la clave «Ana» aparece dos veces en el mismo bloque", "diccionario"),
    ("en", "the key 'Ana' appears twice in the same place (the same block)", "mapping"),
])
def test_a_duplicate_key_is_said_without_a_programmers_word(make_campaign, cli, lang, said, jargon):
    """Review 9 fr MINOR 2: « la clé « Théo » apparaît deux fois dans le même dictionnaire »: « dictionnaire » is
    Python's dict; the Spanish said «diccionario», a word an earlier review banned, the English « mapping »."""
    result = cli("--lang", lang, "check", make_campaign(DUPLICATE, language=lang))
    shown = " ".join(result.stderr.replace("\u00a0", " ").replace("\u202f", " ").split())
    assert result.exit_code != 0 and said in shown, shown
    assert jargon not in shown


# --- MINOR 3: MI-E04 leaves the statue's space uncovered, not the whole rainforest --------------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "la case Forêt vierge de la statue restant non recouverte", r"(?<!case )Forêt vierge de la statue"),
    ("es", "sin cubrir el espacio de selva tropical de la estatua", r"cubrir la selva tropical de la estatua"),
    ("en", "the statue's rainforest space left uncovered", r"the statue's rainforest(?! space)"),
])
def test_MI_E04_says_the_statues_rainforest_space(lang, said, never):
    """MI-E04, review 9 fr MINOR 3: « la Forêt vierge de la statue restant non recouverte » read as the whole
    rainforest; the FAQ says « la case Forêt vierge de la statue ». /fr/rules/ shows this statement."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    statement = rules["MI-E04"]["statement"][lang]
    assert said in statement and not re.search(never, statement), statement


# --- MINOR 4: the formats guide draws the board file its section writes -------------------------------------

@pytest.mark.parametrize(("lang", "heading", "where"), [
    ("fr", "## Un plateau : boards/le-notre.yaml", "Depuis le dossier de la campagne, `"),
    ("en", "## A board: boards/ours.yaml", "From the campaign's folder, `"),
])
def test_the_formats_guides_board_command_draws_the_file_its_section_writes(cli, tmp_path: Path, monkeypatch,
                                                                             lang, heading, where):
    """Review 9 fr MINOR 4: the section « Un plateau : boards/le-notre.yaml » showed `chronicle board
    games/my-island/boards/le-notre.yaml --svg le-notre.svg`, a folder the reader had written nothing in. The
    command run from the campaign's folder now draws the section's own file, as written there."""
    text = (ROOT / "content" / "guide" / lang / "formats.md").read_text(encoding="utf-8")
    section = text[text.index(heading):]
    section = section[:section.index("\n## ", 1)]
    path = heading.rsplit(" ", 1)[1]
    board = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    command = section[section.index(where) + len(where):].split("`", 1)[0]
    assert board is not None and command.startswith(f"chronicle board {path} --svg "), command
    campaign = tmp_path / "campaign"
    (campaign / "boards").mkdir(parents=True)
    (campaign / path).write_text(board.group(1), encoding="utf-8")
    monkeypatch.chdir(campaign)
    drawn = cli("--lang", lang, *command.split()[1:])
    svg = command.split()[-1]
    assert drawn.exit_code == 0 and (campaign / svg).read_text(encoding="utf-8").lstrip().startswith("<"), drawn.output
    # any other command of the section draws the same file, from the repository's shared folder the section names
    others = re.findall(r"`chronicle board (\S+)", section)
    assert set(others) <= {path, f"games/my-island/{path}"} and "`games/my-island/boards/`" in section, others
