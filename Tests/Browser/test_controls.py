"""End-to-end: the Gallery's tip splitter (Form, pickers, stepper, slider, date picker,
a currency field with a focus state) in headless Chromium, driven like a user would."""
import re

from playwright.sync_api import expect

from conftest import open_app, screenshot


def per_person(page):
    return page.get_by_test_id("per-person")


def test_tip_splitter_pickers_stepper_and_currency_field(page, gallery):
    open_app(page, gallery, "/demo/forms")
    expect(per_person(page)).to_have_text("$48.30")          # $84 + 15%, split 2 ways
    screenshot(page, "forms")

    # The segmented picker: a click on a segment selects it.
    tip = page.locator(".t-picker-segmented")
    tip.get_by_role("option", name="20%").click()
    expect(per_person(page)).to_have_text("$50.40")
    expect(tip.get_by_role("option", name="20%")).to_have_attribute("aria-selected", "true")
    expect(tip.get_by_role("option", name="15%")).to_have_attribute("aria-selected", "false")

    # The menu picker shows its choice; a click opens the list, a click on an option picks it.
    menu = page.locator(".t-picker-menu")
    expect(menu.get_by_role("option", name="EUR")).to_be_hidden()
    menu.get_by_role("option", name="USD").click()
    expect(menu.get_by_role("option", name="EUR")).to_be_visible()
    screenshot(page, "forms-menu")
    menu.get_by_role("option", name="EUR").click()
    expect(per_person(page)).to_have_text("€50.40")
    expect(menu.get_by_role("option", name="GBP")).to_be_hidden()
    # Escape closes an open menu without choosing.
    menu.get_by_role("option", name="EUR").click()
    expect(menu.get_by_role("option", name="GBP")).to_be_visible()
    page.keyboard.press("Escape")
    expect(menu.get_by_role("option", name="GBP")).to_be_hidden()

    # The stepper: + and − step the number of people within 1...20.
    page.get_by_role("button", name="+", exact=True).click()
    expect(page.get_by_text("3 people")).to_be_visible()
    expect(per_person(page)).to_have_text("€33.60")

    # The currency field: typing updates the split as it parses; leaving formats it.
    amount = page.get_by_placeholder("Amount")
    expect(amount).to_have_value("€84.00")
    expect(page.get_by_text("Tap the amount to change it")).to_be_visible()
    amount.click()
    expect(page.get_by_text("Editing the amount")).to_be_visible()   # @FocusState followed the browser's focus
    amount.fill("120")
    expect(per_person(page)).to_have_text("€48.00")
    expect(amount).to_have_value("120")                               # as typed, while editing
    amount.press("Enter")                                             # onSubmit; editing ends
    expect(amount).to_have_value("€120.00")
    page.get_by_text("Service", exact=True).click()
    expect(page.get_by_text("Tap the amount to change it")).to_be_visible()


def test_tip_splitter_slider_and_date_picker(page, gallery):
    open_app(page, gallery, "/demo/forms")
    slider = page.locator("input.t-range")
    expect(slider).to_have_value("4")
    expect(slider).to_have_attribute("min", "1")
    expect(slider).to_have_attribute("step", "1")
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_text("Rated 5 of 5")).to_be_visible()
    slider.fill("2")
    expect(page.get_by_text("Rated 2 of 5")).to_be_visible()
    # The slider's label names it for assistive technology.
    expect(page.get_by_role("slider", name="Service rating")).to_be_visible()

    date = page.locator("input.t-date")
    expect(date).to_have_value("2026-11-18")
    expect(page.get_by_text("Dinner on 2026-11-18")).to_be_visible()
    date.fill("2026-12-24")
    expect(page.get_by_text("Dinner on 2026-12-24")).to_be_visible()
    expect(date).to_have_value("2026-12-24")


def test_tabs_switch_keep_their_state_and_show_a_badge(page, gallery):
    open_app(page, gallery, "/demo/tabs")
    tabs = page.get_by_role("tab")
    expect(tabs).to_have_count(3)
    expect(page.get_by_role("tab", name="Home")).to_have_attribute("aria-selected", "true")
    page.get_by_role("button", name="Tap", exact=True).click()
    expect(page.get_by_text("Tapped 1 times")).to_be_visible()
    expect(page.get_by_role("tab", name="Inbox")).to_have_attribute("data-badge", "3")
    screenshot(page, "tabs")
    page.get_by_role("tab", name="Inbox").click()
    expect(page.get_by_text("Lunch on Friday?")).to_be_visible()
    expect(page.get_by_text("Tapped 1 times")).to_be_hidden()
    page.get_by_role("button", name="Read").first.click()
    expect(page.get_by_role("tab", name="Inbox")).to_have_attribute("data-badge", "2")
    page.get_by_role("tab", name="Home").click()
    expect(page.get_by_text("Tapped 1 times")).to_be_visible()     # the tab kept its state
    page.get_by_role("button", name="Open the inbox").click()        # the selection binding moves the tab
    expect(page.get_by_role("tab", name="Inbox")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_text("Your order shipped")).to_be_visible()
    # The profile's Grid: the values line up in one column whatever their labels' widths.
    page.get_by_role("tab", name="Profile").click()
    expect(page.get_by_test_id("stat-unread")).to_have_text("2")
    expect(page.get_by_test_id("stat-unread")).to_be_visible()     # another tab's content is not shown
    taps, unread = page.get_by_test_id("stat-taps").bounding_box(), page.get_by_test_id("stat-unread").bounding_box()
    assert abs(taps["x"] - unread["x"]) < 1
    screenshot(page, "tabs-profile")


def test_cards_drag_to_dismiss_and_tap_to_like(page, gallery):
    open_app(page, gallery, "/demo/cards")
    expect(page.get_by_text("4 cards · 0 liked")).to_be_visible()
    # GeometryReader: the browser measured the reader and the server laid its text out again.
    expect(page.get_by_test_id("grid-width")).not_to_have_text("The grid is 0 points wide")
    reader = page.locator(".t-geometry").bounding_box()
    expect(page.get_by_test_id("grid-width")).to_have_text(f"The grid is {round(reader['width'])} points wide")
    # A narrower window: measured again.
    page.set_viewport_size({"width": 700, "height": 800})
    expect(page.get_by_test_id("grid-width")).not_to_have_text(f"The grid is {round(reader['width'])} points wide")
    narrower = page.locator(".t-geometry").bounding_box()
    expect(page.get_by_test_id("grid-width")).to_have_text(f"The grid is {round(narrower['width'])} points wide")
    page.set_viewport_size({"width": 1000, "height": 800})
    expect(page.get_by_test_id("card-Sunrise")).to_be_visible()
    # The lazy grid's adaptive columns (at least 150 points, 16 apart) share its width: at
    # this width the cards sit side by side, in one row.
    page.wait_for_timeout(300)
    first, second = page.get_by_test_id("card-Sunrise").bounding_box(), page.get_by_test_id("card-Ocean").bounding_box()
    assert abs(first["y"] - second["y"]) < 1 and second["x"] >= first["x"] + first["width"] + 15, (first, second)
    screenshot(page, "cards")
    # The heart on a card is a tap gesture inside the drag gesture's area.
    page.get_by_test_id("card-Ocean").get_by_role("img", name="heart").click()
    expect(page.get_by_text("4 cards · 1 liked")).to_be_visible()

    # A short drag springs back; a long one dismisses the card.
    card = page.get_by_test_id("card-Sunrise")
    box = card.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 30, y, steps=5)
    # While the drag goes on, @GestureState moves the card with the pointer.
    expect(card.locator(".t-layered").first).to_have_attribute("style", re.compile(r"translate\((?!0px)"))
    page.mouse.move(x + 40, y, steps=2)
    page.mouse.up()
    expect(page.get_by_text("4 cards · 1 liked")).to_be_visible()
    expect(card).to_be_visible()
    box = card.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 200, y, steps=8)
    page.mouse.up()
    expect(page.get_by_text("3 cards · 1 liked")).to_be_visible()
    expect(page.get_by_test_id("card-Sunrise")).to_have_count(0)
    page.get_by_role("button", name="Deal again").click()
    expect(page.get_by_text("4 cards · 1 liked")).to_be_visible()


RECORD_ANIMATIONS = """() => {
    window.__animations = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
        // The view animated: this element, the one its boxes hold, or else the nearest named one around.
        const named = this.matches('[data-testid]') ? this : (this.querySelector('[data-testid]') || this.closest('[data-testid]'));
        window.__animations.push({ testid: (named || {}).dataset?.testid || '',
                                   frames: JSON.parse(JSON.stringify(keyframes)) });
        return animate.call(this, keyframes, options);
    };
}"""


def recorded(page):
    return page.evaluate("() => { const a = window.__animations; window.__animations = []; return a; }")


def test_cards_hero_ring_and_rolling_count(page, gallery):
    open_app(page, gallery, "/demo/cards")
    page.evaluate(RECORD_ANIMATIONS)

    # matchedGeometryEffect: the opened card starts over its tile and travels to the top.
    tile = page.get_by_test_id("card-Night").bounding_box()
    page.get_by_test_id("card-Night").get_by_text("🌌").click()
    hero = page.get_by_test_id("hero")
    expect(hero).to_be_visible()
    flips = [a for a in recorded(page) if a["testid"] == "hero" and "transform" in a["frames"][0]]
    assert flips, "the hero did not travel"
    first = flips[0]["frames"][0]["transform"]
    dx, dy = (float(n) for n in re.match(r"translate\((-?[\d.e-]+)px,\s*(-?[\d.e-]+)px\)", first).groups())
    page.wait_for_timeout(700)
    end = hero.bounding_box()
    # It started where the tile was.
    assert abs(end["x"] + dx - tile["x"]) < 2 and abs(end["y"] + dy - tile["y"]) < 2, (first, tile, end)
    assert end["width"] > tile["width"]
    screenshot(page, "cards-hero")
    hero.click()
    expect(hero).to_have_count(0)
    assert any(a["testid"] == "card-Night" and "translate(" in str(a["frames"][0].get("transform")) for a in recorded(page))

    # Liking a card: the ring's trim animates through intermediate paths, and the count rolls.
    page.get_by_test_id("card-Forest").get_by_role("img", name="heart").click()
    expect(page.get_by_text("4 cards · 1 liked")).to_be_visible()
    animations = recorded(page)
    ring = [a for a in animations if a["testid"] == "like-ring"]
    # From nothing (a trim to 0) through 20 growing arcs.
    assert ring and len(ring[0]["frames"]) == 21 and ring[0]["frames"][0]["d"] == 'path("")', ring
    assert all(f["d"].startswith('path("M') for f in ring[0]["frames"][1:]), ring
    lengths = [len(f["d"]) for f in ring[0]["frames"]]
    assert lengths[-1] > lengths[1], lengths
    count = [a for a in animations if a["testid"] == "card-count"]
    assert count and "translateY(0.6em)" in count[0]["frames"][0]["transform"], count
    page.get_by_test_id("card-Forest").get_by_role("img", name="heart").click()
    expect(page.get_by_text("4 cards · 0 liked")).to_be_visible()
    count = [a for a in recorded(page) if a["testid"] == "card-count"]
    # The number went down: the new text comes from above.
    assert count and "translateY(-0.6em)" in count[0]["frames"][0]["transform"], count


def test_sketch_taps_drop_dots_where_they_land_and_the_list_selects(page, gallery):
    open_app(page, gallery, "/demo/sketch")
    page.evaluate(RECORD_ANIMATIONS)
    canvas = page.get_by_test_id("canvas")
    expect(page.get_by_test_id("sketch-caption")).to_have_text("Tap to drop a dot")
    # The caption sits on a material: translucent, blurring what is behind it.
    assert "blur" in page.get_by_test_id("sketch-caption").evaluate(
        "el => { for (const e of [el, ...el.querySelectorAll('*')]) { const f = getComputedStyle(e).backdropFilter; if (f && f !== 'none') return f; } return ''; }")

    # A tap drops a dot centred where it landed (the caption lets taps through). The
    # canvas may sit between pixels (the root is centred in the window) and the pointer
    # lands on a whole pixel: the point is within a pixel of where the test aimed.
    canvas.click(position={"x": 60, "y": 90})
    first = page.get_by_text(re.compile(r"^Dot 1 at (59|60|61), (89|90|91)$"))
    expect(first).to_be_visible()
    first_name = first.inner_text()
    box, dot = canvas.bounding_box(), page.get_by_test_id("dot-1")
    expect(dot).to_be_visible()
    page.wait_for_timeout(600)
    d = dot.bounding_box()
    assert abs(d["x"] + d["width"] / 2 - (box["x"] + 60)) < 2 and abs(d["y"] + d["height"] / 2 - (box["y"] + 90)) < 2, (d, box)
    # It popped in from the transition's active modifier: small and transparent.
    pops = [a for a in recorded(page) if a["testid"] == "dot-1" and "transform" in a["frames"][0]]
    assert pops and "scale(0.2,0.2)" in pops[0]["frames"][0]["transform"] and pops[0]["frames"][0].get("opacity") == 0, pops

    canvas.click(position={"x": 200, "y": 40})
    expect(page.get_by_test_id("sketch-caption")).to_have_text("2 dots")
    # The list's rows select: the row is marked and its dot grows.
    page.get_by_text(first_name, exact=True).click()
    expect(page.get_by_text("Dot 1 selected")).to_be_visible()
    expect(page.get_by_role("option", name=first_name, exact=True)).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("option", name=re.compile(r"^Dot 2 at"))).to_have_attribute("aria-selected", "false")
    page.wait_for_timeout(300)
    assert abs(page.get_by_test_id("dot-1").bounding_box()["width"] - 36) < 1
    screenshot(page, "sketch")
    page.get_by_role("button", name="Clear").click()
    expect(page.get_by_test_id("sketch-caption")).to_have_text("Tap to drop a dot")


def test_uikit_views_hosted_by_representables_draw_and_write_state(page, gallery):
    """UIViewRepresentable in the page: a UITextView whose delegate writes a binding, and a
    UISwitch and UIStepper, placed with Auto Layout, whose UIActions write SwiftUI state."""
    page.set_viewport_size({"width": 390, "height": 900})
    open_app(page, gallery, "/demo/uikit")
    notes = page.locator("textarea[data-testid=uikit-notes], [data-testid=uikit-notes] textarea").first
    expect(notes).to_have_value("Buy milk")
    notes.fill("Buy milk and eggs")
    expect(page.get_by_test_id("notes-count")).to_have_text("17 characters")
    # The label sits 16 points in from the panel's leading edge (its constraint).
    title = page.get_by_test_id("uikit-title").bounding_box()
    summary = page.get_by_test_id("reminder-summary").bounding_box()
    assert abs(title["x"] - (summary["x"] + 16)) <= 1
    expect(page.get_by_test_id("reminder-summary")).to_have_text("No reminder")
    page.get_by_test_id("uikit-switch").click()
    expect(page.get_by_test_id("reminder-summary")).to_have_text("Reminder every 15 minutes")
    page.get_by_test_id("uikit-stepper").get_by_role("button", name="+", exact=True).click()
    expect(page.get_by_test_id("reminder-summary")).to_have_text("Reminder every 20 minutes")
    # SwiftUI state changed from SwiftUI reaches the UIKit view through updateUIView.
    page.get_by_role("button", name="Clear notes").click()
    expect(notes).to_have_value("")


def test_a_wkwebview_shows_its_markup_in_a_sandboxed_frame_and_hears_it_load(page, gallery):
    """WKWebView in the page: a frame of markup, sandboxed from the app's origin (its scripts
    cannot reach the page or its socket), whose load reaches the navigation delegate."""
    page.set_viewport_size({"width": 390, "height": 900})
    open_app(page, gallery, "/demo/uikit")
    frame = page.locator("iframe.t-web")
    expect(frame).to_have_count(1)
    sandbox = frame.get_attribute("sandbox")
    assert "allow-scripts" in sandbox and "allow-same-origin" not in sandbox
    assert "A page of markup" in frame.get_attribute("srcdoc")
    expect(page.frame_locator("iframe.t-web").get_by_text("A page of markup")).to_be_visible()
    box = frame.bounding_box()
    assert box["height"] == 90 and box["width"] > 250, box
    expect(page.get_by_test_id("page-loads")).to_have_text(re.compile(r"Page loaded [1-9]\d* times"), timeout=10000)
