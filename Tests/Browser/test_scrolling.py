"""End-to-end: iOS 18's scroll observation in headless Chromium. The page reports a watched
scroll view's offset and phase; the server's views follow as the user scrolls."""
from playwright.sync_api import expect

from conftest import open_app, screenshot


def test_the_header_follows_the_scroll_and_the_top_button_comes_and_goes(page, gallery):
    open_app(page, gallery, "/demo/scrolling")
    expect(page.get_by_text("Scrolled 0 points")).to_be_visible()
    expect(page.get_by_text("Still, settled 0 times")).to_be_visible()
    expect(page.get_by_text(in_sight(page))).to_be_visible()
    assert in_sight(page) == "In sight: rows 1–8"
    scroller = page.locator("[data-scroll-reports]")
    expect(scroller).to_have_count(1)
    # A wheel over the list: the user's scroll, reported while it moves and once at rest.
    box = scroller.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 600)
    expect(page.get_by_text("Still, settled 1 times")).to_be_visible()
    offset = scroller.evaluate("el => Math.round(el.scrollTop)")
    assert offset > 300
    expect(page.get_by_text(f"Scrolled {offset} points")).to_be_visible()
    expect(page.get_by_role("button", name="Back to top")).to_be_visible()
    # Each row watches whether half of it is in sight: the header names the rows the page
    # shows half of or more.
    expect(page.get_by_text(in_sight(page))).to_be_visible()
    assert in_sight(page) != "In sight: rows 1–8"
    screenshot(page, "scrolling")
    # The app scrolls it back: the reports follow that scroll too.
    page.get_by_role("button", name="Back to top").click()
    expect(page.get_by_text("Scrolled 0 points")).to_be_visible()
    expect(page.get_by_role("button", name="Back to top")).to_have_count(0)
    expect(page.get_by_text("In sight: rows 1–8")).to_be_visible()


def in_sight(page):
    """The header the rows' visibility should give, from where the page draws them."""
    rows = page.evaluate("""() => {
        const scroller = document.querySelector("[data-scroll-reports]").getBoundingClientRect();
        return [...document.querySelectorAll("[data-visible-at]")].map((el, i) => {
            const r = el.getBoundingClientRect();
            const shown = Math.max(0, Math.min(r.bottom, scroller.bottom) - Math.max(r.top, scroller.top));
            return r.height > 0 && shown / r.height >= 0.5 ? i + 1 : 0;
        }).filter((n) => n > 0);
    }""")
    return f"In sight: rows {min(rows)}–{max(rows)}" if rows else "No row in sight"
