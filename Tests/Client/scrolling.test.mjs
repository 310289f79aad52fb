import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, makePage } from "./harness.mjs";
import { applyAll } from "../../Sources/TrellisWeb/Client/ops.js";
import { observeScrolling } from "../../Sources/TrellisWeb/Client/scrolling.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Gives a scroll view the sizes a browser would lay it out with. */
function lay(el, sizes) {
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(el, name, { value, configurable: true, writable: true });
  }
}

const watched = '<div data-t="4" class="t-scroll" data-scroll-reports=""><div data-t="5" class="t-vstack"></div></div>';

test("a watched scroll view reports where it is when first seen, then as it moves and when it comes to rest", async () => {
  const { page, sent } = makePage(watched);
  const el = page.els.get(4);
  lay(el, { scrollLeft: 0, scrollTop: 0, scrollWidth: 390, scrollHeight: 2000, clientWidth: 390, clientHeight: 600 });
  observeScrolling(page);
  assert.deepEqual(sent.map((m) => [m.element, m.event, m.value]), [[4, "setText", "0 0 390 2000 390 600 idle"]]);
  el.dispatchEvent(new window.Event("pointerdown"));
  el.scrollTop = 120;
  el.dispatchEvent(new window.Event("scroll"));
  el.scrollTop = 180;
  el.dispatchEvent(new window.Event("scroll"));
  await sleep(80);
  assert.equal(sent.at(-1).value, "0 180 390 2000 390 600 interacting");
  assert.equal(sent.length, 2, "one report per 50 ms, however many scroll events");
  window.dispatchEvent(new window.Event("pointerup"));
  el.scrollTop = 260;
  el.dispatchEvent(new window.Event("scroll"));
  await sleep(250);
  assert.deepEqual(sent.slice(2).map((m) => m.value), ["0 260 390 2000 390 600 decelerating", "0 260 390 2000 390 600 idle"]);
  // Watched once: a second look adds no listeners and repeats nothing.
  observeScrolling(page);
  assert.equal(sent.length, 4);
});

test("a scroll no input started is the app's (animating), and a page without watched scroll views is never searched", async () => {
  const { page, sent } = makePage('<div data-t="1" class="t-vstack"></div>');
  observeScrolling(page);
  assert.equal(page.seen.scrolls, false);
  applyAll(page, [[OP.setAttribute, 1, "data-scroll-reports", ""]]);
  assert.equal(page.seen.scrolls, true);
  const el = page.els.get(1);
  assert.ok(el.__sw, "a batch that marks a scroll view starts watching it");
  lay(el, { scrollTop: 40, scrollHeight: 900, clientHeight: 300, scrollWidth: 100, clientWidth: 100 });
  el.dispatchEvent(new window.Event("scroll"));
  await sleep(80);
  assert.equal(sent.at(-1).value, "0 40 100 900 100 300 animating");
});
