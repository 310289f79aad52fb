"""End-to-end: the Charts demo in headless Chromium. The layout engine places every mark, so
the page's bars stand on one baseline with heights in proportion to their values, and a tap
on the plot selects the day under it on the server."""
import re

from playwright.sync_api import expect

from conftest import open_app


def test_bars_stand_in_proportion_and_a_tap_selects_a_day(page, gallery):
    open_app(page, gallery, "/demo/charts")
    expect(page.get_by_text("Tap a day")).to_be_visible()
    boxes = {day: page.get_by_test_id(f"steps-{day}").bounding_box() for day in ["Mon", "Tue", "Thu", "Fri"]}
    assert all(boxes.values()), boxes
    # One baseline; Friday's 11,000 steps stand about 2.56 times Thursday's 4,300.
    bottoms = {round(box["y"] + box["height"]) for box in boxes.values()}
    assert max(bottoms) - min(bottoms) <= 1, boxes
    ratio = boxes["Fri"]["height"] / boxes["Thu"]["height"]
    assert abs(ratio - 11_000 / 4_300) < 0.05, ratio
    assert boxes["Mon"]["x"] < boxes["Tue"]["x"] < boxes["Thu"]["x"] < boxes["Fri"]["x"]
    # The x axis names each day under its bar; the legend names the two colours.
    label = page.get_by_text("Thu", exact=True).bounding_box()
    assert abs((label["x"] + label["width"] / 2) - (boxes["Thu"]["x"] + boxes["Thu"]["width"] / 2)) < 2
    expect(page.get_by_text("Met", exact=True)).to_be_visible()
    expect(page.get_by_text("Missed", exact=True)).to_be_visible()
    tue = boxes["Tue"]
    page.mouse.click(tue["x"] + tue["width"] / 2, tue["y"] + tue["height"] - 4)
    expect(page.get_by_text(re.compile(r"Selected: Tue, 9,?400 steps"))).to_be_visible(timeout=10000)


def test_a_donut_shows_its_shares_and_a_line_its_readings(page, gallery):
    open_app(page, gallery, "/demo/charts")
    expect(page.get_by_text("Where the time went", exact=True)).to_be_visible()
    for label in ["Work", "Sleep", "Play", "8 h", "7 h", "4 h", "°C", "12:00"]:
        expect(page.get_by_text(label, exact=True).first).to_be_visible()
