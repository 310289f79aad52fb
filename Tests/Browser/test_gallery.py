"""End-to-end: the Gallery in headless Chromium, driven like a user would."""
import re

from playwright.sync_api import expect

from conftest import open_app, screenshot


def texts(page):
    return page.locator(".t-text").all_inner_texts()


def display(page):
    """The calculator's output: the first number-like text (the keys come after it)."""
    return page.locator(".t-text").filter(has_text=re.compile(r"^(-?[0-9.]+|Error)$")).first


def button(page, name):
    return page.get_by_role("button", name=name, exact=True)


def test_home_lists_every_demo_and_links_to_it(page, gallery):
    open_app(page, gallery, "/")
    expect(page.get_by_text("Trellis Gallery")).to_be_visible()
    for slug in ["login", "visibility", "echo", "fruits", "pizza", "calculator"]:
        expect(page.get_by_test_id(f"demo-{slug}")).to_be_visible()
    screenshot(page, "home")
    page.get_by_test_id("demo-calculator").click()
    page.wait_for_url("**/demo/calculator")
    page.wait_for_selector("#trellis-root[data-connected]")
    expect(button(page, "AC")).to_be_visible()
    page.get_by_text("‹ Gallery").click()
    page.wait_for_url(gallery.url + "/")


def test_login_is_disabled_until_both_fields_are_filled(page, gallery):
    open_app(page, gallery, "/demo/login")
    login = button(page, "Login")
    expect(login).to_be_disabled()
    page.get_by_placeholder("User").type("ana")
    expect(login).to_be_disabled()
    page.get_by_placeholder("Password").type("secret")
    expect(login).to_be_enabled()
    screenshot(page, "login")
    login.click()
    expect(page.get_by_text("Welcome, ana!")).to_be_visible()
    # The app cleared the password: the field shows it and the button is disabled again.
    expect(page.get_by_placeholder("Password")).to_have_value("")
    expect(login).to_be_disabled()


def test_fast_typing_is_never_clobbered_and_the_caret_stays(page, gallery):
    open_app(page, gallery, "/demo/echo")
    field = page.get_by_placeholder("Write something")
    field.type("hello world, typed quickly", delay=0)
    expect(page.get_by_text("You write hello world, typed quickly")).to_be_visible()
    expect(field).to_have_value("hello world, typed quickly")
    # Type in the middle: the server's echoes must not move the caret to the end.
    field.press("Home")
    for _ in range(5):
        field.press("ArrowRight")
    field.type("XY", delay=0)
    expect(page.get_by_text("You write helloXY world, typed quickly")).to_be_visible()
    assert field.evaluate("e => e.selectionStart") == 7
    expect(field).to_have_value("helloXY world, typed quickly")
    screenshot(page, "echo")
    # A change made by the app (not by typing) does reach the field.
    button(page, "Clear").click()
    expect(field).to_have_value("")
    expect(page.get_by_text(re.compile("You write"))).to_have_count(0)


def test_text_is_shown_as_text_never_parsed_as_html(page, gallery):
    open_app(page, gallery, "/demo/echo")
    hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'
    page.get_by_placeholder("Write something").fill(hostile)
    expect(page.get_by_text("You write " + hostile)).to_be_visible()
    assert page.locator("#trellis-root img, #trellis-root script, #trellis-root b").count() == 0


def test_visibility_parent_and_child_share_one_state(page, gallery):
    open_app(page, gallery, "/demo/visibility")
    expect(page.get_by_text("Hello, World!")).to_have_count(0)
    button(page, "Change isVisible").nth(1).click()      # the parent's button
    expect(page.get_by_text("Hello, World!")).to_have_count(2)
    expect(page.get_by_role("switch")).to_be_checked()
    button(page, "Change isVisible").nth(0).click()      # the child's, through its binding
    expect(page.get_by_text("Hello, World!")).to_have_count(0)
    expect(page.get_by_role("switch")).not_to_be_checked()
    page.get_by_role("switch").click()                   # the Toggle, through the same binding
    expect(page.get_by_text("Hello, World!")).to_have_count(2)
    screenshot(page, "visibility")


def test_keyed_rows_keep_their_state_and_move_instead_of_being_rebuilt(page, gallery):
    open_app(page, gallery, "/demo/fruits")
    banana = page.get_by_role("button", name=re.compile("^Banana!"))
    banana.click()
    banana.click()
    expect(banana).to_have_text("Banana! 2")
    node = banana.element_handle()
    button(page, "Reverse").click()
    expect(page.get_by_role("button", name=re.compile("^(Banana|Cherry)!"))).to_have_text(["Cherry! 0", "Banana! 2"])
    # The same DOM element, moved: a keyed move is sent as a move.
    assert node.evaluate("e => e.isConnected && e.textContent") == "Banana! 2"
    button(page, "Add Apple").click()
    expect(page.get_by_role("button", name=re.compile("^(Apple|Banana|Cherry)!"))).to_have_text(
        ["Apple! 0", "Cherry! 0", "Banana! 2"])
    expect(button(page, "Add Apple")).to_be_disabled()
    screenshot(page, "fruits")


def test_if_else_resets_the_pizza_but_a_modifier_keeps_it(page, gallery):
    open_app(page, gallery, "/demo/pizza")
    conditional = page.get_by_test_id("pizza-conditional")
    modifier = page.get_by_test_id("pizza-modifier")
    for side in (conditional, modifier):
        side.get_by_role("button").click()
        side.get_by_role("button").click()
        expect(side.get_by_role("button")).to_have_text("Eat a slice (2 eaten)")
    conditional.get_by_role("switch").click()
    modifier.get_by_role("switch").click()
    expect(conditional.get_by_role("switch")).to_be_checked()
    expect(modifier.get_by_role("switch")).to_be_checked()
    # The toggle's binding animates (`$isRounded.animation()`): the old pizza fades out
    # while the new one fades in, then only the new one is left.
    expect(conditional.get_by_role("button")).to_have_count(1)
    expect(conditional.get_by_role("button")).to_have_text("Eat a slice (0 eaten)")
    expect(modifier.get_by_role("button")).to_have_text("Eat a slice (2 eaten)")
    # Both pizzas are round now; only the one behind if/else was rebuilt.
    expect(conditional.get_by_role("button")).to_have_css("border-top-left-radius", "25px")
    expect(modifier.get_by_role("button")).to_have_css("border-top-left-radius", "25px")
    screenshot(page, "pizza")


def test_calculator_digits_and_operators(page, gallery):
    open_app(page, gallery, "/demo/calculator")
    expect(display(page)).to_have_text("0")
    for key in ["1", "2", "+", "3", "0", "="]:
        button(page, key).click()
    expect(display(page)).to_have_text("42")
    for key in ["×", "2", "-", "4", "="]:
        button(page, key).click()
    expect(display(page)).to_have_text("80")
    screenshot(page, "calculator")
    for key in ["÷", "0", "="]:
        button(page, key).click()
    expect(display(page)).to_have_text("Error")
    button(page, "AC").click()
    expect(display(page)).to_have_text("0")
    for key in ["7", ".", "5", "+/-"]:
        button(page, key).click()
    expect(display(page)).to_have_text("-7.5")


def test_two_tabs_never_share_state(context, gallery):
    first, second = context.new_page(), context.new_page()
    open_app(first, gallery, "/demo/calculator")
    open_app(second, gallery, "/demo/calculator")
    for key in ["9", "9"]:
        button(first, key).click()
    button(second, "5").click()
    expect(display(first)).to_have_text("99")
    expect(display(second)).to_have_text("5")


def test_state_survives_a_reconnect_and_resets_on_reload(page, gallery):
    open_app(page, gallery, "/demo/fruits")
    banana = page.get_by_role("button", name=re.compile("^Banana!"))
    banana.click()
    expect(banana).to_have_text("Banana! 1")
    seq = int(page.locator("#trellis-root").get_attribute("data-seq"))
    page.evaluate("trellis.reconnect()")
    # The new socket gets a full render of the same session: the state is still there.
    expect(page.locator("#trellis-root")).not_to_have_attribute("data-seq", str(seq))
    page.wait_for_selector("#trellis-root[data-connected]")
    expect(banana).to_have_text("Banana! 1")
    banana.click()
    expect(banana).to_have_text("Banana! 2")
    # A reload is a new visit: a new session with fresh state.
    page.reload()
    page.wait_for_selector("#trellis-root[data-connected]")
    expect(page.get_by_role("button", name=re.compile("^Banana!"))).to_have_text("Banana! 0")
