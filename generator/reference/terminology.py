"""Each game in its own words: the vocabulary of content/faq/terms.yaml, found in a text.

My Island speaks of tiles, an island and progress circles; My City of buildings, a city and
progress symbols. The FAQ build and the site tests ask the same question of a text: which words
of the wrong game, or which words the editions never use, does it contain, and where?
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from generator.base import per_build
from generator.load.nodes import load_file

GAME_IDS = ("my-island", "my-city")
# Never counted: the games' own names and code (`board_changes`, `tiebreak:`).
_MASK = re.compile(r"My Island|My City|`[^`\n]*`")


@dataclass(frozen=True, slots=True)
class Finding:
    offset: int
    word: str
    why: str


@dataclass(frozen=True, slots=True)
class Terminology:
    words: Mapping[tuple[str, str], re.Pattern[str]]        # (game, lang) -> any of its words
    avoid: Mapping[str, tuple[tuple[re.Pattern[str], str], ...]]  # lang -> (word, what to use)
    game_avoid: Mapping[tuple[str, str], tuple[tuple[re.Pattern[str], str], ...]] = field(default_factory=dict)
    """(game, lang) -> (word, what to use): what one game's edition says differently ("verde claro" on My City)."""

    def find(self, text: str, lang: str, foreign: Iterable[str], game: str | None = None) -> Iterator[Finding]:
        """The words of the `foreign` games and the words to avoid in `lang` (and in `game`'s edition,
        when the text is about one game), in text order."""
        masked = _MASK.sub(lambda m: " " * len(m.group()), text)
        found = []
        for other in foreign:
            pattern = self.words.get((other, lang))
            if pattern is not None:
                found += [Finding(m.start(), m.group(), f"a word of {_NAMES[other]}") for m in pattern.finditer(masked)]
        for pattern, use in (*self.avoid.get(lang, ()), *self.game_avoid.get((game or "", lang), ())):
            found += [Finding(m.start(), m.group(), f"not the editions' word: use {use}") for m in pattern.finditer(masked)]
        return iter(sorted(found, key=lambda f: f.offset))


_NAMES = {"my-island": "My Island", "my-city": "My City"}


def foreign_games(game: str) -> tuple[str, ...]:
    """Whose words a text about `game` must not use: the other game's, or both games' for 'both'."""
    return tuple(g for g in GAME_IDS if g != game)


def _any(words: Iterable[str]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(f"(?:{w})" for w in words) + r")\b", re.IGNORECASE)


@per_build.cached
def load_terminology(path: Path) -> Terminology:
    data = load_file(path).plain()
    words = {(game, lang): _any(data[game][lang]) for game in GAME_IDS for lang in data[game] if lang != "avoid"}
    avoid = {lang: _avoid(table) for lang, table in data.get("avoid", {}).items()}
    game_avoid = {(game, lang): _avoid(table) for game in GAME_IDS
                  for lang, table in (data[game].get("avoid") or {}).items()}
    return Terminology(words, avoid, game_avoid)


def _avoid(table: Mapping[str, str] | None) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((_any([word]), use) for word, use in (table or {}).items())
