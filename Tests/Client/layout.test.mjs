import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, makePage } from "./harness.mjs";
import { applyAll } from "../../Sources/TrellisWeb/Client/ops.js";
import { reportViewport } from "../../Sources/TrellisWeb/Client/layout.js";

const flow = '<div data-t="5" class="t-layout" style="padding:4px 6px"><span data-t="6" class="t-text">A</span>' +
  '<div class="t-box" style="width:40px"><div data-t="7" data-wrap="1" class="t-color"></div></div><span data-t="8" class="t-text">C</span></div>';

test("a place op sizes its container and places each child's outermost box, leaving out the ones not chosen", () => {
  const { page } = makePage(flow);
  applyAll(page, [[OP.place, 5, 100, 50, [6, 0, 0, 30, 22, 7, 34, 0, 40, 20, 8, 0, 0, -1, 0]]]);
  const container = page.els.get(5);
  assert.ok(container.hasAttribute("data-placed"));
  // The frames are the content's: the container's padding goes around them.
  assert.equal(container.style.width, "112px");
  assert.equal(container.style.height, "58px");
  const text = page.els.get(6);
  assert.deepEqual([text.style.position, text.style.left, text.style.top, text.style.width, text.style.height],
                   ["absolute", "6px", "4px", "30px", "22px"]);
  // An element with wrappers is placed by its outermost box.
  const wrapper = page.els.get(7).parentNode;
  assert.equal(wrapper.style.left, "40px");
  assert.equal(page.els.get(7).style.left, "");
  assert.ok(page.els.get(8).hasAttribute("data-left-out"));
});

test("placements survive a batch that rewrites a child's style, and a child chosen again is shown", () => {
  const { page } = makePage(flow);
  applyAll(page, [[OP.place, 5, 100, 50, [6, 0, 0, 30, 22, 7, 34, 0, 40, 20, 8, 0, 0, -1, 0]]]);
  applyAll(page, [[OP.setAttribute, 6, "style", "color:red"]]);
  assert.equal(page.els.get(6).style.left, "6px");
  assert.equal(page.els.get(6).style.color, "red");
  applyAll(page, [[OP.place, 5, 100, 50, [6, 0, 0, -1, 0, 7, 34, 0, 40, 20, 8, 0, 0, 30, 22]]]);
  assert.ok(page.els.get(6).hasAttribute("data-left-out"));
  assert.ok(!page.els.get(8).hasAttribute("data-left-out"));
});

test("the window's size is reported once per change", () => {
  const { page, sent } = makePage();
  reportViewport(page);
  reportViewport(page);
  assert.equal(sent.filter((m) => m.viewport !== undefined).length, 1);
  assert.match(sent[0].viewport, /^\d+ \d+$/);
});
