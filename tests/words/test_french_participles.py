"""French never stacks two past participles on one noun (French review 7, issue 34, MINOR: the
head-to-head caption's « épisodes et parties terminés joués ensemble »): the second becomes a clause
(« qu'ils ont joués ensemble », « où Ana a affronté… »). Scanned over the whole French catalogue and
every French Markdown text, for the participles the product uses of episodes, games and pieces."""

from __future__ import annotations

from generator.base.shipped import CONTENT
from helpers import catalogue_texts, hits

STACKED = r"\b\w{3,}(é|ée|és|ées) (joué|jouée|joués|jouées|terminé|terminée|terminés|terminées|posée?s?|gardée?s?|comptée?s?)\b"


def test_no_two_past_participles_follow_each_other_in_french() -> None:
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts("fr").items()}
    texts |= {str(path.relative_to(CONTENT)): path.read_text(encoding="utf-8")
              for path in sorted(CONTENT.rglob("*.md")) if "fr" in path.relative_to(CONTENT).parts}
    assert hits(texts, STACKED) == {}


def test_the_head_to_head_captions_say_who_played() -> None:
    fr = catalogue_texts("fr")
    assert "qu'ils ont joués ensemble" in fr["Each row: how often the player ended ahead of, and behind, each other player in "
                                              "the finished episodes and games they played together (ahead–behind)"]
    assert "où %(name)s a affronté" in fr["The finished episodes and games played together, and how often %(name)s ended ahead"]
