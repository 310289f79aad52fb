"""End-to-end: drag and drop in headless Chromium (the browser's own drag and drop). A card
dragged to another column moves there, the column lights up while it is over it, and text
dropped from outside the page on the inbox becomes a card."""
from playwright.sync_api import expect

from conftest import open_app, settled

DROP_TEXT = """([selector, text, letGo]) => {
    const target = document.querySelector(selector);
    const transfer = new DataTransfer();
    transfer.setData("text/plain", text);
    const frame = target.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, dataTransfer: transfer,
                 clientX: frame.left + frame.width / 2, clientY: frame.top + frame.height / 2 };
    target.dispatchEvent(new DragEvent("dragenter", at));
    target.dispatchEvent(new DragEvent("dragover", at));
    if (letGo) target.dispatchEvent(new DragEvent("drop", at));
}"""


def test_a_card_dragged_to_another_column_moves_there(page, gallery):
    open_app(page, gallery, "/demo/board")
    settled(page)
    expect(page.get_by_text("Done (0)")).to_be_visible()
    card = page.locator("[data-drag-item]", has_text="Write the spec")
    done = page.locator("[data-drop]", has_text="Done (0)")
    card.drag_to(done)
    expect(page.get_by_text("Done (1)")).to_be_visible()
    expect(page.get_by_text("To do (1)")).to_be_visible()
    moved = page.locator("[data-drop]", has_text="Done (1)")
    expect(moved.get_by_text("Write the spec")).to_be_visible()


def test_text_dropped_from_outside_becomes_a_card(page, gallery):
    open_app(page, gallery, "/demo/board")
    settled(page)
    # Held over the inbox, it says what letting go does (isTargeted).
    page.evaluate(DROP_TEXT, ["[data-drop]", "Call the printer", False])
    expect(page.get_by_text("Let go to add the text")).to_be_visible()
    page.evaluate(DROP_TEXT, ["[data-drop]", "Call the printer", True])
    expect(page.get_by_text("Inbox", exact=True)).to_be_visible()
    expect(page.get_by_text("To do (3)")).to_be_visible()
    expect(page.get_by_text("Call the printer")).to_be_visible()
