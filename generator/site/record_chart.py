"""A person's points left on the table over time, as inline SVG drawn like the campaign's chart
(generator/site/charts.py): the same frame, grid, ticks and text sizes, legible at 390 px."""

from __future__ import annotations

import math
from collections.abc import Sequence

from markupsafe import Markup

from generator.base.records import NamedTuple
from generator.frontend.cells import points as joined
from generator.frontend.tags import tag


class Point(NamedTuple):
    label: str
    """What the point's tooltip says: the campaign, the episode and the figures."""
    left: int


def _ticks(top: int) -> list[int]:
    """About five round values from 0 to at least `top`."""
    step = next((s for s in (1, 2, 5, 10, 20, 25, 50, 100) if top / s <= 6), math.ceil(top / 5))
    return list(range(0, top + step, step))


def left_svg(points: Sequence[Point], title: str, caption: str, axes: tuple[str, str]) -> Markup:
    """Points left in each finished episode the coach looked at, in the order played: one line, a dot per
    episode with its tooltip; the x axis counts episodes (every campaign's, in time), the y axis points."""
    n = max(1, len(points))
    w, h, left, right, top, bottom = 400.0, 220.0, 44.0, 16.0, 12.0, 44.0
    band = (w - left - right) / n
    ticks = _ticks(max([1, *(p.left for p in points)]))
    plot = h - top - bottom

    def y_of(value: float) -> float:
        return h - bottom - value * plot / ticks[-1]

    out = [tag("title", title), tag("desc", caption)]
    for tick in ticks:
        y = y_of(tick)
        out += [tag("line", class_="grid", x1=left, y1=y, x2=w - right, y2=y), tag("text", str(tick), class_="tick", x=left - 4, y=y + 4)]
    every = math.ceil(n / 12)  # at most 12 numbers under the axis: each stays readable
    out += [tag("text", str(i + 1), class_="label", x=left + (i + .5) * band, y=h - bottom + 16)
            for i in range(len(points)) if i % every == 0 or i == n - 1]
    across, up = axes
    out += [tag("text", across, class_="axis", x=left + (w - left - right) / 2, y=h - 6),
            tag("text", up, class_="axis", transform=f"translate(12,{top + plot / 2:.1f}) rotate(-90)"),
            tag("rect", class_="frame", x=left, y=top, width=w - left - right, height=plot)]
    xy = [(left + (i + .5) * band, y_of(p.left)) for i, p in enumerate(points)]
    if len(xy) > 1:
        out.append(tag("polyline", class_="line", stroke="#b5452c", points=joined(xy)))
    out += [tag("circle", tag("title", p.label), cx=x, cy=y, r="4", fill="#b5452c") for (x, y), p in zip(xy, points)]
    return tag("svg", *out, class_="chart left-chart", viewBox=f"0 0 {w:.0f} {h:.0f}", role="img", data_pagefind_ignore="all",
               xmlns="http://www.w3.org/2000/svg")
