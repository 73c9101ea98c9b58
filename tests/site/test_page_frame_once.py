"""The parts of every page's frame that are the same at one depth of the site (the header's sections, the search
box, the footer: templates/chrome.html) are made once per renderer and depth (site/render.Renderer.chrome, issue 35),
not on every page: their links still lead from each page's own folder, and the language picker, which names the
page, is still each page's own."""

from __future__ import annotations

import re

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.record import Appearance, CampaignFacts
from generator.site.record_pages import record_pages
from generator.site.render import Renderer
from generator.validate.content import load_game


def _pages():  # type: ignore[no-untyped-def]
    ana = Appearance("lagoon", 1, "Ana", "Ana", None, None, "", True, 12, 12, 1, 0, ())
    bo = ana._replace(person="Bo", name="Bo", rank=2)
    return record_pages([CampaignFacts("lagoon", "Lagoon", "my-island", "legacy", (ana, bo))], {"my-island": load_game("my-island")})


def test_the_frame_is_made_once_per_depth_and_links_from_each_page() -> None:
    renderer = Renderer(TEMPLATES, load(TEMPLATES / "locale", "fr"), "/", [])
    group, ana, bo = _pages()
    shown = {page.path: renderer.render(page).decode() for page in (ana, bo)}
    assert len(renderer._chrome) == 3  # the two people's pages are at one depth: each part made once
    shown[group.path] = renderer.render(group).decode()
    assert len(renderer._chrome) == 6
    for path, html in shown.items():
        up = "../" * (path.count("/") + 1)
        assert re.search(r'<a class="brand" href="([^"]*)">', html)[1] == f"{up}fr/"  # type: ignore[index]
        assert f'data-root="{up}"' in html and f'<script src="{up}static/site.js" defer></script>' in html
        assert f'href="{up}es/{path}" hreflang="es"' in html  # the picker names this page
        assert html.count("<header") == 1 and html.count("</header>") == 1 and html.count("<footer") == 1
