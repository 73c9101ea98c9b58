"""A person's points left on the table over time, as inline SVG drawn like the campaign's chart
(generator/site/charts.py): the same frame, grid, ticks and text sizes, legible at 390 px."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from markupsafe import Markup, escape


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

    out = [f'<svg class="chart left-chart" viewBox="0 0 {w:.0f} {h:.0f}" role="img" data-pagefind-ignore="all" '
           f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title><desc>{escape(caption)}</desc>']
    for tick in ticks:
        y = y_of(tick)
        out.append(f'<line class="grid" x1="{left}" y1="{y:.1f}" x2="{w - right:.1f}" y2="{y:.1f}"/>'
                   f'<text class="tick" x="{left - 4}" y="{y + 4:.1f}">{tick}</text>')
    every = math.ceil(n / 12)  # at most 12 numbers under the axis: each stays readable
    out += [f'<text class="label" x="{left + (i + .5) * band:.1f}" y="{h - bottom + 16:.1f}">{i + 1}</text>'
            for i in range(len(points)) if i % every == 0 or i == n - 1]
    across, up = axes
    out.append(f'<text class="axis" x="{left + (w - left - right) / 2:.1f}" y="{h - 6:.1f}">{escape(across)}</text>'
               f'<text class="axis" transform="translate(12,{top + plot / 2:.1f}) rotate(-90)">{escape(up)}</text>'
               f'<rect class="frame" x="{left}" y="{top}" width="{w - left - right:.1f}" height="{plot:.1f}"/>')
    xy = [(left + (i + .5) * band, y_of(p.left)) for i, p in enumerate(points)]
    if len(xy) > 1:
        out.append('<polyline class="line" stroke="#b5452c" points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in xy) + '"/>')
    out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4" fill="#b5452c"><title>{escape(p.label)}</title></circle>'
            for (x, y), p in zip(xy, points)]
    out.append("</svg>")
    return Markup("".join(out))
