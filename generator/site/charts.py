"""A campaign's progress circles and its chart of tokens and progress per episode, as inline SVG."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from markupsafe import Markup

from generator.frontend.cells import points
from generator.frontend.tags import join, tag

_SVG = {"role": "img", "data_pagefind_ignore": "all", "xmlns": "http://www.w3.org/2000/svg"}


def circles_svg(total: int, filled: int, capped: Sequence[int], per_row: int, section: int, title: str) -> Markup:
    """Progress circles as on the board: in sections (My Island) or rows (My City); cap circles ringed."""
    rows = math.ceil(total / per_row)
    width = 18 + (per_row - 1) * _GAP + (per_row - 1) // section * 6
    return tag("svg", tag("title", title), _circles(total, filled, tuple(capped), per_row, section),
               class_="circles", viewBox=f"0 0 {width:.0f} {rows * _GAP + 4:.0f}", **_SVG)


_GAP = 15.0


@lru_cache(maxsize=1024)
def _circles(total: int, filled: int, capped: tuple[int, ...], per_row: int, section: int) -> Markup:
    """The circles alone: the same for every player as far along, in every language, so drawn once."""
    out = []
    for i in range(total):
        row, col = divmod(i, per_row)
        cls = "on" if i < filled else "off"
        cls += " cap" if i in capped else ""
        out.append(tag("circle", class_=cls, cx=9 + col * _GAP + (col // section) * 6, cy=9 + row * _GAP, r=6.0))
    return join(out)


def _ticks(top: int) -> list[int]:
    """Round tick values from 0 to at least `top`: about five of them."""
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100) if top / s <= 6)
    return list(range(0, top + step, step))


_W, _H, _LEFT, _RIGHT, _TOP, _BOTTOM = 400.0, 230.0, 44.0, 12.0, 12.0, 44.0
"""Units are about pixels on a phone, so that every text stays legible at 360 px."""
_DASHES = ("", "6 3", "2 3", "8 3 2 3")
"""A player's line is told by its dash as well as by its colour."""


def _frame(labels: Sequence[str], ticks: list[int], title: str, caption: str, axes: tuple[str, str]) -> list[Markup]:
    """A chart's title, grid, one value axis on the left with its ticks and name, and the episodes under it."""
    plot = _H - _TOP - _BOTTOM
    across, up = axes
    return [tag("title", title), tag("desc", caption), _scale(tuple(labels), tuple(ticks)),
            tag("text", across, class_="axis", x=_LEFT + (_W - _LEFT - _RIGHT) / 2, y=_H - 6),
            tag("text", up, class_="axis", transform=f"translate(12,{_TOP + plot / 2:.1f}) rotate(-90)"),
            tag("rect", class_="frame", x=_LEFT, y=_TOP, width=_W - _LEFT - _RIGHT, height=plot)]


# A campaign page draws its two charts in three languages, and only their titles and axes' names are
# said in the page's language: the scale and the data are drawn once (keyed by value: pure functions).

@lru_cache(maxsize=256)
def _scale(labels: tuple[str, ...], ticks: tuple[int, ...]) -> Markup:
    """The grid with its ticks, and the episodes' numbers under it."""
    n = max(1, len(labels))
    band = (_W - _LEFT - _RIGHT) / n
    out = []
    for tick in ticks:
        y = _y(tick, ticks)
        out += [tag("line", class_="grid", x1=_LEFT, y1=y, x2=_W - _RIGHT, y2=y),
                tag("text", str(tick), class_="tick", x=_LEFT - 4, y=y + 4)]
    every = math.ceil(n / 12)  # at most 12 episode numbers: each stays readable
    out += [tag("text", label, class_="label", x=_LEFT + (i + .5) * band, y=_H - _BOTTOM + 16)
            for i, label in enumerate(labels) if i % every == 0 or i == n - 1]
    return join(out)


def _y(value: float, ticks: Sequence[int]) -> float:
    return _H - _BOTTOM - value * (_H - _TOP - _BOTTOM) / ticks[-1]


def tokens_svg(series: Sequence[tuple[str, str, Sequence[int]]], labels: Sequence[str], title: str, caption: str,
               axes: tuple[str, str]) -> Markup:
    """Each player's final token per episode as a line (a colour and a dash per player) on one axis;
    `axes` names the episodes and the token. Progress has a chart of its own (progress_svg): two
    quantities on one frame read as one scale."""
    ticks = _ticks(max([1, *[v for _, _, vals in series for v in vals]]))
    lines = _lines(tuple((name, colour, tuple(vals)) for name, colour, vals in series), len(labels), tuple(ticks))
    return tag("svg", *_frame(labels, ticks, title, caption, axes), lines, class_="chart", viewBox=f"0 0 {_W:.0f} {_H:.0f}", **_SVG)


@lru_cache(maxsize=256)
def _lines(series: tuple[tuple[str, str, tuple[int, ...]], ...], n: int, ticks: tuple[int, ...]) -> Markup:
    """The tokens' lines, each named by its player, on a scale of `n` episodes."""
    band = (_W - _LEFT - _RIGHT) / max(1, n)
    out = []
    for k, (name, colour, vals) in enumerate(series):
        pts = [(_LEFT + (i + .5) * band, _y(v, ticks)) for i, v in enumerate(vals)]
        out.append(tag("polyline", tag("title", name), class_="line", points=points(pts), stroke=colour,
                       stroke_dasharray=_DASHES[k % 4]))
        out += [tag("circle", cx=x, cy=y, r="3", fill=colour) for x, y in pts]
    return join(out)


def progress_svg(bars: Sequence[tuple[str, str, Sequence[int]]], labels: Sequence[str], title: str, caption: str,
                 axes: tuple[str, str]) -> Markup:
    """Each player's progress coloured so far, after each episode, as bars side by side (a colour per
    player, in the order of the tokens' lines) on one axis counting circles or symbols."""
    ticks = _ticks(max([1, *[v for _, _, vals in bars for v in vals]]))
    drawn = _bars(tuple((colour, tuple(vals)) for _, colour, vals in bars), len(labels), tuple(ticks))
    return tag("svg", *_frame(labels, ticks, title, caption, axes), drawn, class_="chart", viewBox=f"0 0 {_W:.0f} {_H:.0f}", **_SVG)


@lru_cache(maxsize=256)
def _bars(bars: tuple[tuple[str, tuple[int, ...]], ...], n: int, ticks: tuple[int, ...]) -> Markup:
    """The players' bars side by side, on a scale of `n` episodes."""
    band = (_W - _LEFT - _RIGHT) / max(1, n)
    width = band * .8 / max(1, len(bars))
    out = []
    for k, (colour, vals) in enumerate(bars):
        out += [tag("rect", class_="bar", x=_LEFT + i * band + band * .1 + k * width,
                    y=_y(v, ticks), width=width, height=_H - _BOTTOM - _y(v, ticks), fill=colour)
                for i, v in enumerate(vals)]
    return join(out)


def line_key(colour: str, k: int) -> Markup:
    """A legend's sample of the k-th player's line: its colour and its dash."""
    return tag("svg", tag("line", x1=1, y1=5, x2=27, y2=5, stroke=colour, stroke_width=3, stroke_dasharray=_DASHES[k % 4]),
               class_="key", viewBox="0 0 28 10", aria_hidden="true", xmlns="http://www.w3.org/2000/svg")
