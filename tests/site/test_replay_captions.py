"""A board's caption mid-replay (issue 33, pages on phones): its standing is the state after the round
shown, and says so ("after round 3: 13 points · rank 1"), in es/fr/en; at the start it says it is
before the first round, and at the end it is the result, as the score sheet gives it. Stepping never
changes a caption's height: it is as tall from the first paint as its widest step."""

from __future__ import annotations

import pytest

playwright = pytest.importorskip("playwright.sync_api")

WHEN = {"en": ("after round 3:", "before the first round:"), "es": ("tras la ronda 3:", "antes de la primera ronda:"),
        "fr": ("après le tour 3 :", "avant le premier tour :")}


def show(tab, step: int) -> list[tuple[str, str, float]]:  # type: ignore[no-untyped-def]
    """Each caption's words before its standing, its standing, and its height, at `step`."""
    tab.eval_on_selector(".controls input[type=range]", "(s, n) => { s.value = String(n); s.dispatchEvent(new Event('input')); }", step)
    return tab.eval_on_selector_all("[data-part=board] [data-part=caption]", """captions => captions.map(c => [
        c.querySelector('[data-part=when]').textContent.replace(/[\\u00a0\\u202f]/g, ' '),
        c.querySelector('[data-part=state]').textContent, c.getBoundingClientRect().height])""")


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
@pytest.mark.parametrize("width", [360, 1280])
def test_a_caption_mid_replay_says_it_is_the_state_after_that_round(browser, served_demo, lang, width):
    context = browser.new_context(viewport={"width": width, "height": 800}, is_mobile=width < 500, has_touch=width < 500)
    tab = context.new_page()
    tab.goto(f"{served_demo}/{lang}/campaigns/river-town/episodes/01/")
    last = int(tab.get_attribute(".replay", "data-steps") or 0)
    end = show(tab, last)
    after, before = WHEN[lang]
    assert [when for when, _, _ in end] == [""] * len(end), "the end is the result: no 'after'"
    sheets = tab.eval_on_selector_all(".sheet h3", "heads => heads.map(h => h.textContent)")
    assert all(state.split(" · ")[0] in sheet for (_, state, _), sheet in zip(end, sheets))
    middle = show(tab, 3)
    assert [when for when, _, _ in middle] == [after] * len(end)
    assert [state for _, state, _ in middle] != [state for _, state, _ in end]
    start = show(tab, 0)
    assert [when for when, _, _ in start] == [before] * len(end)
    heights = {tuple(height for _, _, height in show(tab, step)) for step in range(last + 1)}
    assert len(heights) == 1, "a caption's height never changes as the replay steps"
    context.close()


def test_the_enlarged_board_says_the_same_once(browser, served_demo):
    """The enlarged copy of a caption shows its standing once: the unseen widest ones stay unseen."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    tab = context.new_page()
    tab.goto(f"{served_demo}/en/campaigns/river-town/episodes/01/")
    show(tab, 4)
    tab.locator("#board-1 svg").tap()
    text = tab.eval_on_selector("dialog.zoom-view figcaption", "f => f.innerText")
    assert text.count("after round") == 1 and text.count(" · rank ") == 1, text
    context.close()
