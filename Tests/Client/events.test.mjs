import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, makePage } from "./harness.mjs";
import { listen } from "../../Sources/TrellisWeb/Client/events.js";
import { applyAll } from "../../Sources/TrellisWeb/Client/ops.js";

function listening(html) {
  const made = makePage(html);
  listen(made.page);
  return made;
}

test("a click on a button sends a tap; a disabled one sends nothing", () => {
  const { page, sent } = listening('<button data-t="1" class="t-button">Go</button><button data-t="2" class="t-button" disabled>No</button>');
  page.els.get(1).click();
  page.els.get(2).click();
  assert.deepEqual(sent.map((m) => [m.element, m.event]), [[1, "tap"]]);
});

test("a tap gesture sends a tap, a double-tap one waits for the double click", () => {
  const { page, sent, window } = listening('<div data-t="1" class="t-gesture">one</div><div data-t="2" class="t-gesture" data-taps="2">two</div>');
  page.els.get(1).click();
  page.els.get(2).click();
  page.els.get(2).dispatchEvent(new window.MouseEvent("dblclick", { bubbles: true }));
  assert.deepEqual(sent.map((m) => [m.element, m.event]), [[1, "tap"], [2, "tap"]]);
});

test("typing in a field sends its text, and the field keeps what the user typed", () => {
  const { page, sent, window } = listening('<input data-t="1" class="t-field" value="">');
  const field = page.els.get(1);
  field.focus();
  field.value = "hel";
  field.dispatchEvent(new window.Event("input", { bubbles: true }));
  assert.deepEqual(sent.at(-1), { seq: 1, element: 1, event: "setText", value: "hel" });
  field.value = "hello";
  // The server's echo of an older edit (it had handled none of ours yet) is stale.
  page.ack = 0;
  applyAll(page, [[OP.setAttribute, 1, "value", "he"]]);
  assert.equal(field.value, "hello");
  // Once it has handled the edit, what it sends is the app's own change.
  page.ack = 1;
  applyAll(page, [[OP.setAttribute, 1, "value", "HELLO"]]);
  assert.equal(field.value, "HELLO");
});

test("a switch sends its state", () => {
  const { page, sent, window } = listening("");
  applyAll(page, [[OP.create, 0, 0, 1, [[1, "label", { "data-input": "switch" }]]]]);
  const input = page.els.get(1).__i;
  input.checked = true;
  input.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(sent.at(-1), { seq: 1, element: 1, event: "setOn", value: true });
});

test("a key goes to the nearest view listening for it in that phase", () => {
  const { page, sent, window } = listening('<div data-t="1" data-keys="1:*"><div data-t="2" data-keys="4:a" tabindex="0">x</div></div>');
  const inner = page.els.get(2);
  inner.dispatchEvent(new window.KeyboardEvent("keydown", { key: "a", bubbles: true }));
  inner.dispatchEvent(new window.KeyboardEvent("keyup", { key: "a", bubbles: true, shiftKey: true }));
  assert.deepEqual(sent.map((m) => [m.element, m.value]), [[1, "a down 0 a"], [2, "a up 2 a"]]);
});

test("a menu opens from its label and closes when an item is chosen", () => {
  const { page, sent } = listening(
    '<div data-t="1" class="t-menu"><button data-t="2" class="t-picker-label">Menu</button>' +
    '<div class="t-menu-items"><button data-t="3" class="t-button">Item</button></div></div>');
  const menu = page.els.get(1);
  page.els.get(2).click();
  assert.equal(menu.dataset.open, "");
  page.els.get(3).click();
  assert.equal(menu.dataset.open, undefined);
  assert.deepEqual(sent.map((m) => [m.element, m.event]), [[3, "tap"]]);
});

test("a long-press area hears the press begin, an early release, and a press held long enough", async () => {
  const { page, sent, window } = listening('<div data-t="1" class="t-gesture" data-press="30">hold</div>');
  const area = page.els.get(1);
  const press = (name) => area.dispatchEvent(new window.Event(name, { bubbles: true }));
  press("pointerdown");
  press("pointerup");                               // let go at once: no long press
  await new Promise((resolve) => setTimeout(resolve, 60));
  press("pointerdown");
  await new Promise((resolve) => setTimeout(resolve, 60));
  press("pointerup");                               // after the long press: nothing more
  assert.deepEqual(sent.map((m) => [m.event, m.value]),
    [["pressing", true], ["pressing", false], ["pressing", true], ["longPress", undefined]]);
});

/** A drag event as a browser makes one: a point and a data transfer with these items. */
function dragEvent(window, type, items, x = 5, y = 7) {
  const event = new window.MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  const store = new Map(Object.entries(items));
  Object.defineProperty(event, "dataTransfer", {
    value: { types: Array.from(store.keys()), getData: (t) => store.get(t) || "", setData: (t, v) => store.set(t, v), effectAllowed: "" },
  });
  return event;
}

test("a drag in the page asks its source for the items; the destination hears it enter and take the drop", () => {
  const { page, sent, window } = listening('<div data-t="1" data-drag-item="" draggable="true">card</div><div data-t="2" data-drop="">column</div>');
  page.els.get(1).dispatchEvent(dragEvent(window, "dragstart", {}));
  const inPage = { "application/x-trellis-drag": "s" };
  const over = dragEvent(window, "dragover", inPage);
  page.els.get(2).dispatchEvent(over);
  assert.equal(over.defaultPrevented, true, "a destination lets the drop happen");
  page.els.get(2).dispatchEvent(dragEvent(window, "drop", inPage));
  assert.deepEqual(sent.map((m) => [m.element, m.event, m.value]),
    [[1, "dragStart", undefined], [2, "drop", "entered 5 7 0"], [2, "drop", "dropped 5 7 0"]]);
});

test("a drop from outside the page brings its link and text; a view that takes no drops lets the browser have it", () => {
  const { page, sent, window } = listening('<div data-t="2" data-drop="">column</div><div data-t="3">elsewhere</div>');
  const items = { "text/plain": "hello\nworld", "text/uri-list": "# a comment\nhttps://example.com/\n" };
  page.els.get(2).dispatchEvent(dragEvent(window, "drop", items));
  const elsewhere = dragEvent(window, "dragover", items);
  page.els.get(3).dispatchEvent(elsewhere);
  assert.equal(elsewhere.defaultPrevented, false);
  assert.deepEqual(sent.map((m) => m.value), ["dropped 5 7 1\nhttps://example.com/\nhello\nworld"]);
});
