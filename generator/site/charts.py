"""A campaign's progress circles and its chart of tokens and progress per episode, as inline SVG."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from markupsafe import Markup

from generator.site.cells import points
from generator.site.tags import join, tag

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


def chart_svg(series: Sequence[tuple[str, str, Sequence[int]]], bars: Sequence[tuple[str, Sequence[int]]],
              labels: Sequence[str], title: str, caption: str, axes: tuple[str, str, str]) -> Markup:
    """Tokens per episode as lines (one colour and dash per player) on the left axis; progress
    coloured so far as bars on the right axis (none, and no right axis, when `bars` is empty). `axes` names the episodes, tokens and progress.

    Units are about pixels on a phone, so that every text stays legible at 390 px."""
    n = max(1, len(labels))
    w, h, left, right, top, bottom = 400.0, 250.0, 44.0, 40.0, 12.0, 44.0
    band = (w - left - right) / n
    tokens = _ticks(max([1, *[v for _, _, vals in series for v in vals]]))
    progress = _ticks(max([1, *[v for _, vals in bars for v in vals]]))
    plot = h - top - bottom

    def y_of(value: float, ticks: list[int]) -> float:
        return h - bottom - value * plot / ticks[-1]

    out = [tag("title", title), tag("desc", caption)]
    for tick in tokens:
        y = y_of(tick, tokens)
        out += [tag("line", class_="grid", x1=left, y1=y, x2=w - right, y2=y),
                tag("text", str(tick), class_="tick", x=left - 4, y=y + 4)]
    if bars:  # the Eternal game has no progress: no right axis
        out += [tag("text", str(tick), class_="tick right", x=w - right + 4, y=y_of(tick, progress) + 4) for tick in progress]
    every = math.ceil(n / 12)  # at most 12 episode numbers: each stays readable
    out += [tag("text", label, class_="label", x=left + (i + .5) * band, y=h - bottom + 16)
            for i, label in enumerate(labels) if i % every == 0 or i == n - 1]
    episodes, token_axis, progress_axis = axes
    out += [tag("text", episodes, class_="axis", x=left + (w - left - right) / 2, y=h - 6),
            tag("text", token_axis, class_="axis", transform=f"translate(12,{top + plot / 2:.1f}) rotate(-90)")]
    if bars:
        out.append(tag("text", progress_axis, class_="axis", transform=f"translate({w - 8:.1f},{top + plot / 2:.1f}) rotate(90)"))
    out.append(tag("rect", class_="frame", x=left, y=top, width=w - left - right, height=plot))
    width = band * .7 / max(1, len(bars))
    for k, (colour, vals) in enumerate(bars):
        out += [tag("rect", class_="bar", x=left + i * band + band * .15 + k * width, y=y_of(v, progress),
                    width=width, height=h - bottom - y_of(v, progress), fill=colour) for i, v in enumerate(vals)]
    dashes = ("", "6 3", "2 3", "8 3 2 3")
    for k, (name, colour, vals) in enumerate(series):
        pts = [(left + (i + .5) * band, y_of(v, tokens)) for i, v in enumerate(vals)]
        out.append(tag("polyline", tag("title", name), class_="line", points=points(pts), stroke=colour, stroke_dasharray=dashes[k % 4]))
        out += [tag("circle", cx=x, cy=y, r="3", fill=colour) for x, y in pts]
    return tag("svg", *out, class_="chart", viewBox=f"0 0 {w:.0f} {h:.0f}", **_SVG)
