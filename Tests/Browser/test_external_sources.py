"""End-to-end: the Gallery's ObservableObject, Combine and @EnvironmentObject demos."""
import re

from playwright.sync_api import expect

from conftest import open_app, screenshot


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def test_home_lists_the_new_demos(page, gallery):
    open_app(page, gallery, "/")
    for slug in ["colors", "reader", "calculator-model"]:
        expect(page.get_by_test_id(f"demo-{slug}")).to_be_visible()


def test_colour_list_shares_one_model_between_two_screens(page, gallery):
    open_app(page, gallery, "/demo/colors")
    rows = page.locator(".t-list")
    expect(rows.nth(0).get_by_text("Color", exact=True)).to_have_count(3)
    expect(rows.nth(1).get_by_text("Color", exact=True)).to_have_count(3)
    # Pick green in the first screen's colour well, add it: both screens show it.
    page.get_by_label("Select new color").first.evaluate(
        "e => { e.value = '#00ff00'; e.dispatchEvent(new Event('input', {bubbles: true})); }")
    page.get_by_test_id("First screen-add").click()
    expect(rows.nth(0).get_by_text("Color", exact=True)).to_have_count(4)
    expect(rows.nth(1).get_by_text("Color", exact=True)).to_have_count(4)
    expect(page.get_by_text("4 colours")).to_have_count(2)
    last_swatch = rows.nth(1).locator(".t-shape").last
    expect(last_swatch).to_have_css("background-color", "rgb(0, 255, 0)")
    page.get_by_test_id("Second screen-add").click()
    expect(page.get_by_text("5 colours")).to_have_count(2)
    screenshot(page, "colors")


def test_reader_loads_stories_filters_by_keyword_and_ticks(page, gallery):
    open_app(page, gallery, "/demo/reader")
    # The stories come from the Gallery's own /api/stories.json through URLSession's
    # publisher, receive(on:), sink, into the ObservableObject.
    expect(page.get_by_text("8 stories · 0 keywords")).to_be_visible()
    posted = page.get_by_text(re.compile(r"^posted .* by ana$"))
    first = posted.inner_text()
    # Timer.publish(every: 1, on: .main, in: .common) through onReceive moves "ago" on.
    expect(posted).not_to_have_text(first, timeout=5000)
    # A keyword in Settings reaches the view model's filter through assign(to:on:).
    page.get_by_placeholder("Keyword").fill("swift")
    button(page, "Add keyword").click()
    expect(page.get_by_text("Filter: swift")).to_be_visible()
    expect(page.get_by_text("4 stories · 1 keywords")).to_be_visible()
    expect(page.get_by_role("link", name=re.compile("Hummingbird"))).to_be_visible()
    expect(page.get_by_role("link", name=re.compile("Ask HN"))).to_have_count(0)
    # @Environment(\.colorScheme) picks the link colour.
    link = page.get_by_role("link", name=re.compile("Hummingbird"))
    blue = link.evaluate("e => getComputedStyle(e.querySelector('.t-text') || e).color")
    page.get_by_text("Dark links").click()
    expect(page.get_by_role("switch")).to_be_checked()
    expect(link.locator(".t-text").first).not_to_have_css("color", blue)
    screenshot(page, "reader")
    button(page, "Remove swift").click()
    expect(page.get_by_text("8 stories · 0 keywords")).to_be_visible()


def test_calculator_model_reaches_rows_through_environment_object_with_history(page, gallery):
    open_app(page, gallery, "/demo/calculator-model")
    output = page.get_by_test_id("calculator-output")
    expect(output).to_have_text("0")
    for key in ["1", "2", "+", "3", "0", "="]:
        button(page, key).click()
    expect(output).to_have_text("42")
    expect(page.get_by_test_id("history-detail")).to_have_text("1 2 + 3 0 =")
    expect(page.get_by_text("Showing 6 of 6 steps")).to_be_visible()
    expect(button(page, "Redo")).to_be_disabled()
    button(page, "Undo").click()
    button(page, "Undo").click()
    expect(output).to_have_text("3")
    expect(page.get_by_text("Showing 4 of 6 steps")).to_be_visible()
    button(page, "Redo").click()
    expect(output).to_have_text("30")
    screenshot(page, "calculator-model")
    button(page, "AC").click()
    expect(output).to_have_text("0")
    expect(page.get_by_text("Showing 6 of 6 steps")).to_be_visible()


def test_film_list_deletes_and_reorders_in_edit_mode(page, gallery):
    open_app(page, gallery, "/demo/films")
    rows = page.locator(".t-section > *")
    expect(page.get_by_text("6 films")).to_be_visible()
    expect(button(page, "Delete")).to_have_count(0)
    button(page, "Start Edit").click()
    expect(button(page, "Delete")).to_have_count(6)
    button(page, "Delete").nth(1).click()
    expect(page.get_by_text("5 films")).to_be_visible()
    expect(page.get_by_text("The Incredible Hulk")).to_have_count(0)
    button(page, "▼").first.click()
    expect(rows.nth(1)).to_contain_text("Iron Man 2")
    expect(rows.nth(2)).to_contain_text("Iron Man")
    screenshot(page, "films")
    button(page, "End Edit").click()
    expect(button(page, "Delete")).to_have_count(0)
    button(page, "Restore").click()
    expect(page.get_by_text("6 films")).to_be_visible()


def test_sheets_alerts_and_dialogs(page, gallery):
    open_app(page, gallery, "/demo/presentation")
    button(page, "Go to Second").click()
    sheet = page.locator(".t-sheet")
    expect(sheet).to_have_count(1)
    expect(sheet.get_by_text("Second View")).to_be_visible()
    screenshot(page, "sheet")
    button(page, "Dismiss").click()
    expect(sheet).to_have_count(0)
    button(page, "Show Detail").click()
    expect(page.get_by_text("Detail Screen")).to_be_visible()
    button(page, "Back").click()
    expect(page.get_by_text("Detail Screen")).to_have_count(0)
    button(page, "Say goodbye").click()
    expect(page.get_by_text("Chao", exact=True)).to_be_visible()
    button(page, "Close").click()
    expect(page.get_by_text("Chao", exact=True)).to_have_count(0)
    button(page, "Warn me").click()
    alert = page.get_by_role("dialog", name="Careful")
    expect(alert).to_be_visible()
    expect(alert.get_by_text("This cannot be undone")).to_be_visible()
    screenshot(page, "alert")
    button(page, "Proceed").click()
    expect(alert).to_have_count(0)
    expect(page.get_by_text("You proceeded")).to_be_visible()
    button(page, "Delete…").click()
    button(page, "Delete").click()
    expect(page.get_by_text("Everything deleted")).to_be_visible()
    expect(page.locator(".t-dialog")).to_have_count(0)


def test_reader_shows_a_network_error_as_an_alert(page, gallery):
    open_app(page, gallery, "/demo/reader")
    expect(page.get_by_text("8 stories · 0 keywords")).to_be_visible()
    expect(page.locator(".t-alert")).to_have_count(0)


def test_navigation_pushes_pops_and_follows_browser_back(page, gallery):
    open_app(page, gallery, "/demo/navigation")
    title = page.get_by_test_id("navigation-title").locator("visible=true")
    expect(title).to_have_text("Main")
    button(page, "Go to Detail").click()
    expect(title).to_have_text("Detail")
    button(page, "Change isVisible").locator("visible=true").click()
    expect(page.get_by_text("Hello, World!").locator("visible=true")).to_be_visible()
    screenshot(page, "navigation")
    # The browser's Back pops the detail; the root shows the state changed there.
    page.go_back()
    expect(title).to_have_text("Main")
    expect(page.get_by_text("Hello, World!").locator("visible=true")).to_be_visible()
    button(page, "Browse planets").click()
    expect(title).to_have_text("Planets")
    button(page, "Mars").click()
    expect(title).to_have_text("Mars")
    expect(page.get_by_text("Mars has 2 moons")).to_be_visible()
    button(page, "Visit (0)").click()
    expect(button(page, "Visit (1)")).to_be_visible()
    page.go_back()
    expect(title).to_have_text("Planets")
    # The app's own back button pops too, and the history follows.
    page.get_by_test_id("navigation-back").locator("visible=true").click()
    expect(title).to_have_text("Main")
    button(page, "Browse planets").click()
    expect(title).to_have_text("Planets")
    page.go_back()
    expect(title).to_have_text("Main")


def test_gallery_app_navigates_between_demos_with_browser_back(page, gallery):
    open_app(page, gallery, "/app")
    title = page.get_by_test_id("navigation-title").locator("visible=true")
    expect(title).to_have_text("Trellis Gallery")
    button(page, "Calculator").click()
    expect(title).to_have_text("Calculator")
    for key in ["4", "×", "2", "="]:
        button(page, key).locator("visible=true").click()
    expect(page.locator(".t-text.t-framed").filter(has_text="8").locator("visible=true")).to_have_count(1)
    page.go_back()
    expect(title).to_have_text("Trellis Gallery")
    button(page, "Sheets and alerts").click()
    expect(title).to_have_text("Sheets and alerts")
    page.go_back()
    expect(title).to_have_text("Trellis Gallery")


def test_a_long_list_mounts_rows_as_they_scroll_into_view(page, gallery):
    open_app(page, gallery, "/app")
    button(page, "Ten thousand rows").click()
    rows = page.locator(".t-list").locator("visible=true").last
    expect(rows.get_by_role("button", name="Row 0", exact=True)).to_be_visible()
    # Only a window of rows exists, not 10,000.
    initial = rows.get_by_role("button").count()
    assert initial < 500
    expect(rows.get_by_role("button", name="Row 400", exact=True)).to_have_count(0)
    for _ in range(20):
        rows.evaluate("e => { e.scrollTop = e.scrollHeight; }")
        if rows.get_by_role("button", name="Row 400", exact=True).count() > 0:
            break
        page.wait_for_timeout(150)
    expect(rows.get_by_role("button", name="Row 400", exact=True)).to_have_count(1)
    rows.get_by_role("button", name="Row 400", exact=True).click()
    expect(page.get_by_text("Tapped row 400")).to_be_visible()
    screenshot(page, "long-list")
