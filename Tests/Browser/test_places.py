"""End-to-end: the Places demo in headless Chromium. The map is laid out by the engine
(markers where Web Mercator puts them, panned by a drag), and Core Location asks the
browser's Geolocation API, which Playwright answers."""
import re

from playwright.sync_api import expect

from conftest import open_app, settled, screenshot

TOWER = {"latitude": 48.8584, "longitude": 2.2945}


def looking(page):
    return page.get_by_text(re.compile(r"^Looking at ")).inner_text()


def test_markers_sit_by_longitude_and_a_drag_pans_the_map(page, gallery):
    open_app(page, gallery, "/demo/places")
    settled(page)
    tower = page.get_by_text("Eiffel Tower", exact=True)
    louvre = page.get_by_text("Louvre", exact=True)
    notre_dame = page.get_by_text("Notre-Dame", exact=True)
    expect(tower).to_be_visible()
    # West to east: the tower, the Louvre, Notre-Dame; the Louvre is north of the others.
    t, l, n = tower.bounding_box(), louvre.bounding_box(), notre_dame.bounding_box()
    assert t["x"] < l["x"] < n["x"]
    assert l["y"] < t["y"] and l["y"] < n["y"]
    # The polyline through the three places is drawn from the tower to Notre-Dame (a shape's
    # path follows the rectangle the page gives it; its box takes in the stroke's caps).
    widths = [box["width"] for box in (path.bounding_box() for path in page.locator("path").all()) if box]
    span = n["x"] + n["width"] / 2 - (t["x"] + t["width"] / 2)
    assert any(abs(width - span) < 16 for width in widths), (widths, span)
    screenshot(page, "places")
    before = looking(page)
    area = page.locator("[data-drag]").first.bounding_box()
    start_x, start_y = area["x"] + 40, area["y"] + area["height"] - 40
    page.mouse.move(start_x, start_y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(start_x + 12 * step, start_y, steps=1)
    page.mouse.up()
    settled(page)
    # Dragged right, the map shows what lies west: the camera's longitude falls and the
    # markers move right with the pointer.
    expect(page.get_by_text(re.compile(r"^Looking at "))).not_to_have_text(before)
    assert tower.bounding_box()["x"] > t["x"] + 60


def test_tapping_a_marker_selects_it(page, gallery):
    open_app(page, gallery, "/demo/places")
    settled(page)
    page.get_by_text("Louvre", exact=True).click()
    expect(page.get_by_text("Selected: Louvre")).to_be_visible()


def test_sharing_the_location_asks_the_browser(context, gallery):
    context.grant_permissions(["geolocation"], origin=gallery.url)
    context.set_geolocation(TOWER)
    page = context.new_page()
    open_app(page, gallery, "/demo/places")
    page.get_by_role("button", name="Share my location", exact=True).click()
    expect(page.get_by_text("You are at 48.8584, 2.2945")).to_be_visible()
    # The map's user dot follows; moving the device moves the report.
    context.set_geolocation({"latitude": 48.8606, "longitude": 2.3376})
    expect(page.get_by_text("You are at 48.8606, 2.3376")).to_be_visible()


def test_a_refused_location_reaches_the_app(context, gallery):
    page = context.new_page()
    open_app(page, gallery, "/demo/places")
    page.get_by_role("button", name="Share my location", exact=True).click()
    expect(page.get_by_text("Location is off")).to_be_visible()
