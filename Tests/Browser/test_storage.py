"""End-to-end: @AppStorage and @SceneStorage in the Gallery's Settings demo. Each browser
(cookie jar) is one device; values last across reloads and a server restart, and a second
browser never sees the first one's."""
from playwright.sync_api import expect

from conftest import _gallery_binary, _serve, _stop, open_app, screenshot


def greeting(page):
    return page.get_by_test_id("greeting")


def test_app_storage_survives_reloads_and_is_per_browser(browser, gallery):
    first = browser.new_context(viewport={"width": 1000, "height": 800})
    page = first.new_page()
    open_app(page, gallery, "/demo/settings")
    expect(greeting(page)).to_have_text("Hello, stranger!")
    page.get_by_placeholder("Display name").fill("Ana")
    expect(greeting(page)).to_have_text("Hello, Ana!")
    page.locator(".t-picker-segmented").get_by_role("option", name="Dark").click()
    expect(page.locator(".t-picker-segmented").get_by_role("option", name="Dark")).to_have_attribute("aria-selected", "true")
    page.get_by_role("switch", name="Notifications").uncheck(force=True)
    page.get_by_placeholder("Draft").fill("only this tab")
    page.wait_for_timeout(200)
    screenshot(page, "settings")

    # A reload is a new session of the same browser: every value is back, the draft too.
    page.reload()
    page.wait_for_selector("#trellis-root[data-connected]")
    expect(greeting(page)).to_have_text("Hello, Ana!")
    expect(page.get_by_placeholder("Display name")).to_have_value("Ana")
    expect(page.locator(".t-picker-segmented").get_by_role("option", name="Dark")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("switch", name="Notifications")).not_to_be_checked()
    expect(page.get_by_placeholder("Draft")).to_have_value("only this tab")
    expect(page.get_by_text("Visits in this browser")).to_be_visible()

    # Another tab of the same browser shares the app's storage, not the scene's.
    other_tab = first.new_page()
    open_app(other_tab, gallery, "/demo/settings")
    expect(greeting(other_tab)).to_have_text("Hello, Ana!")
    expect(other_tab.get_by_placeholder("Draft")).to_have_value("")
    # Both tabs follow a change made in either.
    other_tab.get_by_placeholder("Display name").fill("Ana B")
    expect(greeting(page)).to_have_text("Hello, Ana B!")

    # A second browser is another device: it sees none of it.
    second = browser.new_context(viewport={"width": 1000, "height": 800})
    stranger = second.new_page()
    open_app(stranger, gallery, "/demo/settings")
    expect(greeting(stranger)).to_have_text("Hello, stranger!")
    expect(stranger.get_by_role("switch", name="Notifications")).to_be_checked()
    stranger.get_by_placeholder("Display name").fill("Bo")
    expect(greeting(stranger)).to_have_text("Hello, Bo!")
    page.reload()
    page.wait_for_selector("#trellis-root[data-connected]")
    expect(greeting(page)).to_have_text("Hello, Ana B!")
    first.close()
    second.close()


def test_app_and_scene_storage_survive_a_server_restart(browser, tmp_path):
    storage = tmp_path / "storage.sqlite"
    args = ["--storage", str(storage)]
    server = _serve(_gallery_binary(), tmp_path / "first.log", args=args)
    context = browser.new_context(viewport={"width": 1000, "height": 800})
    page = context.new_page()
    try:
        open_app(page, server, "/demo/settings")
        page.get_by_placeholder("Display name").fill("Restarted")
        page.get_by_placeholder("Draft").fill("draft kept")
        expect(greeting(page)).to_have_text("Hello, Restarted!")
        page.wait_for_timeout(300)
        before = page.locator("#trellis-root").get_attribute("data-session")
    finally:
        _stop(server)
    # The same port, so the browser's cookie and the tab's scene still apply.
    again = _serve(_gallery_binary(), tmp_path / "second.log", args=args, port=server.port)
    try:
        # The tab reconnects, learns its session is gone and reloads itself; a reload of
        # our own may race with it, so load the page until it is a new session.
        for _ in range(20):
            try:
                page.goto(again.url + "/demo/settings")
                page.wait_for_selector("#trellis-root[data-connected]", timeout=5000)
            except Exception:
                continue
            if page.locator("#trellis-root").get_attribute("data-session") != before:
                break
        assert page.locator("#trellis-root").get_attribute("data-session") != before
        expect(greeting(page)).to_have_text("Hello, Restarted!")
        expect(page.get_by_placeholder("Draft")).to_have_value("draft kept")
    finally:
        context.close()
        _stop(again)
