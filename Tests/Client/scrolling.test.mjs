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

test("a view watching its visibility hears each crossing of its threshold once, starting from not shown", () => {
  const made = [];
  globalThis.IntersectionObserver = class {
    constructor(callback, options) { this.callback = callback; this.options = options; this.targets = new Set(); made.push(this); }
    observe(el) { this.targets.add(el); }
    unobserve(el) { this.targets.delete(el); }
  };
  try {
    const { page, sent } = makePage('<div data-t="1" class="t-scroll"><div data-t="2" class="t-hover-area" data-visible-at="0.5">'
                                    + '<div data-t="3" class="t-text"></div></div></div>');
    observeScrolling(page);
    const el = page.els.get(2);
    assert.equal(made.length, 1);
    assert.deepEqual(made[0].options.threshold, [0.5]);
    assert.ok(made[0].targets.has(el));
    const report = (ratio) => made[0].callback([{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio }]);
    report(0.2);                     // the first report: a fifth in sight is not on screen, as it started
    assert.equal(sent.length, 0);
    report(0.6);
    report(0.9);                     // still on screen: nothing new
    report(0.4);
    assert.deepEqual(sent.map((m) => [m.element, m.event, m.value]), [[2, "setOn", true], [2, "setOn", false]]);
    observeScrolling(page);          // seen again: observed once
    assert.equal(made.length, 1);
    el.remove();
    report(0);
    assert.ok(!made[0].targets.has(el), "a removed view is no longer observed");
    assert.equal(sent.length, 2);
  } finally {
    delete globalThis.IntersectionObserver;
  }
});
