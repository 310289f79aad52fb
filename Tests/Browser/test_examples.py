"""The Examples/ apps, written exactly as for iOS and served by their own `@main App`."""
import re

from playwright.sync_api import expect

from conftest import open_app, screenshot


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def test_calculator_app_computes_and_keeps_history(page, calculator_app):
    open_app(page, calculator_app, "/")
    expect(page).to_have_title("Calculator")
    display = page.get_by_test_id("display")
    expect(display).to_have_text("0")
    for key in ["1", "2", "+", "3", "0", "="]:
        button(page, key).click()
    expect(display).to_have_text("42")
    for key in ["÷", "8", "="]:
        button(page, key).click()
    expect(display).to_have_text("5.25")
    screenshot(page, "example-calculator")
    button(page, "History: 9").click()
    expect(page.get_by_test_id("history")).to_have_text("12+30=÷8=")
    button(page, "Undo").click()
    expect(page.get_by_text("Display: 8")).to_be_visible()
    button(page, "Close").click()
    expect(display).to_have_text("8")


def test_calculator_app_state_object_is_per_tab(context, calculator_app):
    first, second = context.new_page(), context.new_page()
    open_app(first, calculator_app, "/")
    open_app(second, calculator_app, "/")
    button(first, "7").click()
    button(first, "7").click()
    expect(first.get_by_test_id("display")).to_have_text("77")
    expect(second.get_by_test_id("display")).to_have_text("0")
    expect(button(second, "History: 0")).to_be_visible()


def test_calculator_app_serves_its_previews(page, calculator_app):
    open_app(page, calculator_app, "/_previews")
    expect(page).to_have_title("Previews")
    names = page.get_by_test_id("preview-name")
    expect(names).to_have_text(["ContentView", "History"])
    # Each preview is live: the calculator in the preview computes.
    for key in ["4", "×", "2", "="]:
        button(page, key).first.click()
    expect(page.get_by_test_id("display").first).to_have_text("8")


def hide_tab(page):
    """What the browser does when the user switches away from the tab."""
    page.evaluate("""Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
                     document.dispatchEvent(new Event('visibilitychange'))""")


def test_todos_app_adds_edits_and_keeps_its_list(context, todos_app):
    page = context.new_page()
    open_app(page, todos_app, "/")
    expect(page).to_have_title("Todos")
    expect(page.get_by_test_id("empty")).to_be_visible()
    # The toolbar's Label shows a real icon, named by its title only.
    add = button(page, "Add")
    expect(add.locator(".t-icon")).to_have_css("mask-image", re.compile(r"plus\.circle\.fill\.svg"))
    for title in ["Buy milk", "Call mum"]:
        add.click()
        if title == "Buy milk":
            # The sheet is a Form: grouped sections with a header and a footer.
            expect(page.get_by_test_id("section-footer")).to_have_text("Notes show on the task's detail screen.")
        if title == "Call mum":
            # A Stepper in the form: + twice, then + is disabled at the top of 1...3.
            plus = page.locator(".t-stepper .t-button").nth(1)
            plus.click()
            plus.click()
            expect(page.get_by_text("Priority: 3")).to_be_visible()
            expect(plus).to_be_disabled()
            screenshot(page, "example-todos-form")
        field = page.get_by_placeholder("What needs doing?")
        expect(field).to_have_attribute("enterkeyhint", "done")
        expect(field).to_have_attribute("autocapitalize", "sentences")
        field.fill(title)
        button(page, "Save").click()
    expect(page.get_by_text("2 left")).to_be_visible()
    page.get_by_test_id("toggle-Buy milk").click()
    expect(page.get_by_text("1 left")).to_be_visible()
    # Detail screen: presentationMode.dismiss() pops it.
    page.get_by_text("Call mum", exact=True).click()
    expect(page.get_by_text("Not done yet")).to_be_visible()
    expect(page.get_by_test_id("priority")).to_have_text("Priority 3")
    button(page, "Mark as done").click()
    expect(page.get_by_text("0 left")).to_be_visible()
    screenshot(page, "example-todos")
    # Switching away saves (scenePhase); a new tab is a new app instance that loads it,
    # rendered by the server first: rows with a button inside a link survive the parser.
    hide_tab(page)
    second = context.new_page()
    open_app(second, todos_app, "/")
    expect(second.get_by_text("0 left")).to_be_visible()
    rows = second.locator(".t-section > .t-h")
    expect(rows).to_have_count(2)
    second.get_by_test_id("toggle-Call mum").click()
    expect(second.get_by_text("1 left")).to_be_visible()
    # The bottom bar's toggle hides done items.
    second.locator("[data-testid=navigation-bottom-bar] input.t-switch").click()
    expect(second.locator(".t-section > .t-h")).to_have_count(1)


def test_shapes_app_draws_user_shapes_and_switches_to_dark(page, shapes_app):
    open_app(page, shapes_app, "/")
    expect(page).to_have_title("Badge Studio")
    stars = page.locator(".t-path path")
    expect(stars.first).to_have_attribute("d", re.compile(r"^M50 0L"))
    expect(page.get_by_test_id("average")).to_have_text("7.0 points")
    # Registered named colours fill the shapes.
    expect(page.locator(".t-path").nth(0)).to_have_css("fill", "rgb(242, 181, 33)")
    screenshot(page, "example-shapes")
    page.get_by_text("Sunburst", exact=True).click()
    expect(page.get_by_test_id("points")).to_have_text("12 points")
    button(page, "More points").click()
    expect(page.get_by_test_id("points")).to_have_text("13 points")
    # onTapGesture(count: 2) on the badge: a double click resets the points' depth,
    # a single click does nothing.
    # The star's inner points sit at innerRatio × 50 from the centre: the one straight
    # below it shows the depth (0.7 → y 85, one step sharper 0.6 → 80, reset 0.5 → 75).
    badge = page.locator(".t-gesture[data-taps='2']").first
    star = badge.locator(".t-path path").first
    expect(star).to_have_attribute("d", re.compile(r"L50 85L"))
    button(page, "Sharper").click()
    expect(star).to_have_attribute("d", re.compile(r"L50 80L"))
    badge.click()
    page.wait_for_timeout(300)
    expect(star).to_have_attribute("d", re.compile(r"L50 80L"))
    badge.dblclick()
    expect(star).to_have_attribute("d", re.compile(r"L50 75L"))
    button(page, "Save").click()   # dismiss() pops the screen pushed by value
    expect(page.get_by_test_id("average")).to_have_text("7.3 points")
    # preferredColorScheme turns the whole page dark.
    page.locator("input.t-switch").click()
    expect(page.locator("body")).to_have_css("background-color", "rgb(0, 0, 0)")
    expect(page.get_by_test_id("average")).to_have_css("color", "rgb(255, 255, 255)")


def test_tally_app_starts_from_its_uikit_app_delegate(context, tally_app):
    """Xcode 11's template: `@UIApplicationMain` makes the app delegate, each tab connects
    a scene whose delegate makes the window with a hosting controller; replacing the
    window's root controller replaces the tab's content."""
    first, second = context.new_page(), context.new_page()
    open_app(first, tally_app, "/")
    open_app(second, tally_app, "/")
    # The app delegate's launch method ran: every scene starts with its tally.
    expect(first.get_by_text("Coffee")).to_be_visible()
    first.get_by_test_id("increment-Coffee").click()
    first.get_by_test_id("increment-Coffee").click()
    expect(first.get_by_text("2", exact=True)).to_be_visible()
    first.get_by_placeholder("New tally").fill("Tea")
    button(first, "Add").click()
    expect(first.get_by_text("Tea")).to_be_visible()
    # The other tab is another scene, with its own store.
    expect(second.get_by_text("Coffee")).to_be_visible()
    expect(second.get_by_text("Tea")).to_have_count(0)
    expect(second.get_by_text("0", exact=True)).to_be_visible()
    button(first, "Done").click()
    expect(first.get_by_text("2 counted")).to_be_visible()
    expect(first.get_by_text("Coffee")).to_have_count(0)
