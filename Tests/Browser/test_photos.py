"""End-to-end: the Photos and files demo in headless Chromium. A PhotosPicker opens the
browser's file dialog, the files chosen are uploaded and reach the app as PhotosPickerItems
it loads; a fileImporter hands the app a URL of the uploaded file."""
import re
import struct
import zlib

from playwright.sync_api import expect

from conftest import open_app, settled, screenshot


def png(path, width, height, rgb):
    """A PNG of one colour, written with the standard library alone."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    path.write_bytes(data)
    return path, len(data)


def test_picked_photos_are_uploaded_loaded_and_shown(page, gallery, tmp_path):
    open_app(page, gallery, "/demo/photos")
    red, red_size = png(tmp_path / "red.png", 40, 30, (220, 40, 40))
    blue, blue_size = png(tmp_path / "blue.png", 30, 40, (40, 40, 220))
    notes = tmp_path / "notes.txt"
    notes.write_text("hello\nworld\n")
    with page.expect_file_chooser() as chooser:
        page.get_by_text("Choose photos").click()
    dialog = chooser.value
    assert dialog.is_multiple()
    # Only images are offered; a text file slipped past the browser's filter is left out.
    assert dialog.element.get_attribute("accept") == "image/*"
    dialog.set_files([red, notes, blue])
    expect(page.get_by_text(f"2 photos, {red_size + blue_size} bytes")).to_be_visible()
    images = page.locator("img[src^='data:image/png']")
    expect(images).to_have_count(2)
    for box in (images.nth(0).bounding_box(), images.nth(1).bounding_box()):
        assert abs(box["width"] - 72) < 1 and abs(box["height"] - 72) < 1, box
    settled(page)
    screenshot(page, "photos")


def test_an_imported_file_is_read_from_its_url(page, gallery, tmp_path):
    open_app(page, gallery, "/demo/photos")
    notes = tmp_path / "notes.txt"
    notes.write_text("hello\nworld\n")
    with page.expect_file_chooser() as chooser:
        page.get_by_text("Import a text file").click()
    assert not chooser.value.is_multiple()
    chooser.value.set_files(notes)
    expect(page.get_by_text(re.compile(r'^notes\.txt: 2 lines, first "hello"$'))).to_be_visible()
