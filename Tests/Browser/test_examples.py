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
