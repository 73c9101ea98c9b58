"""What every answer of table mode's JSON API (DESIGN.md "Table mode") is made of: the answer's shape,
the malformed request, and the JSON of a request body, a problem and scored items, shared by the reads
(reads.py) and the writes (writes.py)."""

from __future__ import annotations

import json
from typing import Any

from generator.frontend.i18n import Translator
from generator.model import Campaign
from generator.problems import Problem
from generator.report.explain import reason, shown_points
from generator.rules.results import TOKEN_KINDS, EpisodeResult, Item
from generator.table.state import Snapshot
from generator.validate.content import rule_registry
from generator.words.i18n import _, render
from generator.words.typography import typesetter

Answer = tuple[int, Any]


class BadRequest(Exception):
    """The request itself is malformed (HTTP 400): not a rule problem, not a stale version."""


def json_object(body: bytes) -> dict[str, Any] | None:
    """A request body's JSON object (empty: {}); None for anything else, however malformed or deep."""
    try:
        data = json.loads(body or b"{}")
    except (ValueError, RecursionError):  # not JSON, not UTF-8, a number of 5,000 digits, nesting past the stack
        return None
    return data if isinstance(data, dict) else None


def problem_json(problem: Problem, t: Translator) -> dict[str, Any]:
    lang = t.lang
    rule = rule_registry().get(problem.rule or "")
    return {"message": render(problem.message, t), "rule": problem.rule, "player": problem.player, "round": problem.round,
            "where": str(problem.pos), "title": rule["title"].get(lang, "") if rule else ""}


def items_json(items: tuple[Item, ...] | list[Item], campaign: Campaign, t: Translator) -> list[dict[str, Any]]:
    """Each item's points, as a sheet shows them (`shown`: LG-08's debt has its number in its reason, not a
    "+21" that reads as a gain), its rule and its reason, in the reader's typography (French apostrophes)."""
    typeset = typesetter(t.lang)
    return [{"points": i.points, "shown": shown_points(i), "rule": i.rule, "reason": typeset(reason(i, campaign.game, t, alone=campaign.mode != "legacy"))}
            for i in items]


def scored(items: tuple[Item, ...]) -> int:
    """The points an action scores, before debt and the cap move them (those are items of their own)."""
    return sum(i.points for i in items if i.kind not in TOKEN_KINDS)


def current(snap: Snapshot) -> tuple[Campaign, EpisodeResult]:
    campaign, result = snap.checked.campaign, snap.checked.result
    if campaign is None or result is None or snap.problems:
        raise BadRequest(_("the campaign does not check out now; see the problems on the page"))
    if not result.episodes:
        raise BadRequest(_("the campaign has no episode yet: start the first one"))
    return campaign, result.episodes[-1]

