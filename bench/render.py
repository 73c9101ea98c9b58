"""Benchmark page rendering: CPU ms per page for each campaign template, in es/fr/en.

    python bench/render.py [--campaigns 4] [--game my-island]

Generated 24-episode, 4-player campaigns (random legal play) are checked, then each campaign's
pages are rendered once in every language, as a build renders them: whatever a page remembers for
the next language or campaign helps only as much as it does in a build. The first campaign warms
up the interpreter and is not counted. 'again' renders the last campaign's pages a second time:
the figure for a page whose drawings are all remembered.

CPU time (time.process_time) of Renderer.render only: no writing, no search text. Target: the
episode page, 72 of every 87 pages of a campaign, under 5 ms per page (it was 17-20 ms).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).parent)]

from synth import write_campaign  # noqa: E402

from generator import campaigns  # noqa: E402
from generator.model import LANGUAGES  # noqa: E402
from generator.site import workers  # noqa: E402
from generator.site.pages import Page, campaign_pages  # noqa: E402
from generator.site.settings import Settings  # noqa: E402

TEMPLATES = ("episode.html", "campaign.html", "player.html")


SETTINGS = Settings((), Path(tempfile.gettempdir()) / "chronicle-render-bench-site", search=False)
"""A build's settings, for the renderers: nothing is written."""


def render_all(pages: list[Page], spent: collections.Counter, count: collections.Counter) -> None:
    for lang in LANGUAGES:
        renderer = workers.renderer(SETTINGS, lang)
        for page in pages:
            start = time.process_time()
            renderer.render(page)
            spent[page.template] += time.process_time() - start
            count[page.template] += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--campaigns", type=int, default=4, help="campaigns to generate (the first is a warm-up)")
    parser.add_argument("--game", default="my-island", choices=["my-island", "my-city"])
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="chronicle-render-bench-"))
    spent: collections.Counter = collections.Counter()
    count: collections.Counter = collections.Counter()
    pages: list[Page] = []
    for index in range(max(2, args.campaigns)):
        checked = campaigns.check(write_campaign(tmp / f"c{index}", seed=200 + index, game=args.game))
        assert isinstance(checked, campaigns.Passed), checked.problems
        pages = campaign_pages(checked.campaign, checked.result)
        render_all(pages, spent if index else collections.Counter(), count if index else collections.Counter())
    again: collections.Counter = collections.Counter()
    again_count: collections.Counter = collections.Counter()
    render_all(pages, again, again_count)
    print(f"{args.game}, {max(2, args.campaigns) - 1} campaigns of {len(pages)} pages in {len(LANGUAGES)} languages "
          f"(CPU ms per page, rendering only)")
    for template in TEMPLATES:
        print(f"  {template:14} {spent[template] / count[template] * 1000:6.2f}   again {again[template] / again_count[template] * 1000:6.2f}")
    total = sum(spent.values()) / sum(count.values()) * 1000
    print(f"  {'every page':14} {total:6.2f}   episode page target < 5 ms: "
          f"{'met' if spent['episode.html'] / count['episode.html'] < 0.005 else 'NOT met'}")


if __name__ == "__main__":
    main()
