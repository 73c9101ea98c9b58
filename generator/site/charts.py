"""A campaign's progress circles and its chart of tokens and progress per episode, as inline SVG."""

from __future__ import annotations

import math
from collections.abc import Sequence

from markupsafe import Markup, escape

from generator.site.cells import points


def circles_svg(total: int, filled: int, capped: Sequence[int], per_row: int, section: int, title: str) -> Markup:
    """Progress circles as on the board: in sections (My Island) or rows (My City); cap circles ringed."""
    r, gap = 6.0, 15.0
    rows = math.ceil(total / per_row)
    width = 18 + (per_row - 1) * gap + (per_row - 1) // section * 6
    out = [f'<svg class="circles" viewBox="0 0 {width:.0f} {rows * gap + 4:.0f}" role="img" data-pagefind-ignore="all" xmlns="http://www.w3.org/2000/svg">'
           f'<title>{escape(title)}</title>']
    for i in range(total):
        row, col = divmod(i, per_row)
        x = 9 + col * gap + (col // section) * 6
        y = 9 + row * gap
        cls = "on" if i < filled else "off"
        cls += " cap" if i in capped else ""
        out.append(f'<circle class="{cls}" cx="{x:.1f}" cy="{y:.1f}" r="{r}"/>')
    out.append("</svg>")
    return Markup("".join(out))


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

    out = [f'<svg class="chart" viewBox="0 0 {w:.0f} {h:.0f}" role="img" data-pagefind-ignore="all" xmlns="http://www.w3.org/2000/svg">'
           f'<title>{escape(title)}</title><desc>{escape(caption)}</desc>']
    for tick in tokens:
        y = y_of(tick, tokens)
        out.append(f'<line class="grid" x1="{left}" y1="{y:.1f}" x2="{w - right:.1f}" y2="{y:.1f}"/>'
                   f'<text class="tick" x="{left - 4}" y="{y + 4:.1f}">{tick}</text>')
    if bars:  # the Eternal game has no progress: no right axis
        out += [f'<text class="tick right" x="{w - right + 4}" y="{y_of(tick, progress) + 4:.1f}">{tick}</text>' for tick in progress]
    every = math.ceil(n / 12)  # at most 12 episode numbers: each stays readable
    out += [f'<text class="label" x="{left + (i + .5) * band:.1f}" y="{h - bottom + 16:.1f}">{escape(label)}</text>'
            for i, label in enumerate(labels) if i % every == 0 or i == n - 1]
    episodes, token_axis, progress_axis = axes
    out.append(f'<text class="axis" x="{left + (w - left - right) / 2:.1f}" y="{h - 6:.1f}">{escape(episodes)}</text>'
               f'<text class="axis" transform="translate(12,{top + plot / 2:.1f}) rotate(-90)">{escape(token_axis)}</text>'
               + (f'<text class="axis" transform="translate({w - 8:.1f},{top + plot / 2:.1f}) rotate(90)">{escape(progress_axis)}</text>'
                  if bars else "")
               + f'<rect class="frame" x="{left}" y="{top}" width="{w - left - right:.1f}" height="{plot:.1f}"/>')
    width = band * .7 / max(1, len(bars))
    for k, (colour, vals) in enumerate(bars):
        for i, v in enumerate(vals):
            out.append(f'<rect class="bar" x="{left + i * band + band * .15 + k * width:.1f}" y="{y_of(v, progress):.1f}" '
                       f'width="{width:.1f}" height="{h - bottom - y_of(v, progress):.1f}" fill="{colour}"/>')
    dashes = ("", "6 3", "2 3", "8 3 2 3")
    for k, (name, colour, vals) in enumerate(series):
        pts = [(left + (i + .5) * band, y_of(v, tokens)) for i, v in enumerate(vals)]
        out.append(f'<polyline class="line" points="{points(pts)}" stroke="{colour}" stroke-dasharray="{dashes[k % 4]}">'
                   f'<title>{escape(name)}</title></polyline>')
        out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>' for x, y in pts]
    out.append("</svg>")
    return Markup("".join(out))
