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

test("a batch places only the containers it sent and those whose styles it rewrote", () => {
  const html = '<div data-t="1" class="t-vstack"><div data-t="2" class="t-hstack"><span data-t="3" class="t-text">A</span></div>' +
    '<div data-t="4" class="t-hstack"><span data-t="5" class="t-text">B</span></div></div>';
  const { page } = makePage(html);
  applyAll(page, [[OP.place, 1, 100, 40, [2, 0, 0, 100, 20, 4, 0, 20, 100, 20]],
                  [OP.place, 2, 100, 20, [3, 0, 0, 10, 20]], [OP.place, 4, 100, 20, [5, 0, 0, 10, 20]]]);
  assert.equal(page.els.get(4).style.top, "20px");
  // A later batch that does not touch a container leaves its inline frames to the page.
  page.els.get(5).style.left = "7px";
  applyAll(page, [[OP.text, 3, "AA"]]);
  assert.equal(page.els.get(5).style.left, "7px");
  // A child whose style the batch rewrote is placed again by its container's placement.
  applyAll(page, [[OP.setAttribute, 4, "style", "color:red"]]);
  assert.equal(page.els.get(4).style.top, "20px");
  assert.equal(page.els.get(4).style.width, "100px");
  // So is a container whose own style was rewritten (its size), and an element rewrapped.
  applyAll(page, [[OP.setAttribute, 2, "style", "opacity:0.5"]]);
  assert.equal(page.els.get(2).style.height, "20px");
  applyAll(page, [[OP.wrap, 5, [["t-box", "padding:2px"]]]]);
  assert.equal(page.els.get(5).parentNode.style.left, "0px");
  assert.equal(page.els.get(5).parentNode.style.position, "absolute");
});

test("a short stack's children are placed as a flow: their own sizes, margins to where the engine puts them", () => {
  const html = '<div data-t="1" class="t-v"><span data-t="2" class="t-text">A</span><span data-t="3" class="t-text">B</span>' +
    '<span data-t="4" class="t-text">C</span></div>';
  const { page } = makePage(html);
  applyAll(page, [[OP.place, 1, 100, 90, [2, 10, 0, 30, 36.67, 3, 0, 44.67, 50, 20, 4, 0, 0, -1, 0]]]);
  const stack = page.els.get(1), [a, b] = [page.els.get(2), page.els.get(3)];
  assert.equal(stack.getAttribute("data-placed"), "flow-column");
  // No child is positioned (no paint layer each); lengths on the browser's 1/64 pixel.
  assert.deepEqual([a.style.position, a.style.marginLeft, a.style.marginTop, a.style.width, a.style.height],
                   ["", "10px", "0px", "30px", "36.671875px"]);
  // The second starts 8 points below the first's end, whatever rounding came before.
  assert.deepEqual([b.style.marginLeft, b.style.marginTop, b.style.width], ["0px", "8px", "50px"]);
  assert.ok(page.els.get(4).hasAttribute("data-left-out"));
  // A restyled child gets its margins back.
  applyAll(page, [[OP.setAttribute, 3, "style", "color:red"]]);
  assert.equal(page.els.get(3).style.marginTop, "8px");
});

test("a long stack places its children absolutely: one change moves one child, not the flow", () => {
  const spans = Array.from({ length: 20 }, (_, i) => `<span data-t="${i + 2}" class="t-text">${i}</span>`).join("");
  const { page } = makePage(`<div data-t="1" class="t-v">${spans}</div>`);
  applyAll(page, [[OP.place, 1, 100, 440, Array.from({ length: 20 }, (_, i) => [i + 2, 0, i * 22, 20, 22]).flat()]]);
  assert.equal(page.els.get(1).getAttribute("data-placed"), "absolute");
  assert.deepEqual([page.els.get(5).style.position, page.els.get(5).style.top], ["absolute", "66px"]);
});

test("texts are measured once when placements begin, then only those a batch made or changed", () => {
  const html = '<div data-t="1" class="t-vstack"><span data-t="2" class="t-text">one two</span><span data-t="3" class="t-text">x</span></div>';
  const { page, sent } = makePage(html);
  // jsdom has no canvas: a stand-in measures five pixels a character.
  page.measure = { font: "", measureText: (word) => ({ width: word.length * 5 }) };
  const measured = () => sent.filter((m) => m.metrics).flatMap((m) => m.metrics.map((r) => r[0]));
  // No placements yet: nothing to measure for.
  applyAll(page, [[OP.text, 3, "y"]]);
  assert.deepEqual(measured(), []);
  applyAll(page, [[OP.place, 1, 100, 40, [2, 0, 0, 50, 20, 3, 0, 20, 10, 20]]]);
  assert.deepEqual(measured().sort(), [2, 3]);
  applyAll(page, [[OP.text, 3, "z"]]);
  assert.deepEqual(measured().sort(), [2, 3, 3]);
  // Each word is measured once per font, however many texts hold it.
  assert.ok(page.widths.size <= 5);
});

test("the window's size is reported once per change", () => {
  const { page, sent } = makePage();
  reportViewport(page);
  reportViewport(page);
  assert.equal(sent.filter((m) => m.viewport !== undefined).length, 1);
  assert.match(sent[0].viewport, /^\d+ \d+$/);
});

test("a list's rows are placed through their sections, each with its part of the card, kept across a restyle", () => {
  const html = '<div data-t="1" class="t-list"><div data-t="2" class="t-section">' +
    '<span data-t="3" class="t-text">Header</span><span data-t="4" class="t-text">Row</span></div></div>';
  const { page } = makePage(html);
  applyAll(page, [[OP.place, 1, 390, 800, [3, 40, 20, 60, 16, 4, 40, 54, 30, 22], [4, -20, -11, 350, 44]]]);
  const row = page.els.get(4);
  assert.deepEqual([row.style.left, row.style.top], ["40px", "54px"]);
  const cell = () => ["--t-cell-x", "--t-cell-y", "--t-cell-w", "--t-cell-h"].map((name) => row.style.getPropertyValue(name));
  assert.deepEqual(cell(), ["-20px", "-11px", "350px", "44px"]);
  // A header draws no card.
  assert.equal(page.els.get(3).style.getPropertyValue("--t-cell-w"), "");
  applyAll(page, [[OP.setAttribute, 4, "style", "color:red"]]);
  assert.deepEqual(cell(), ["-20px", "-11px", "350px", "44px"]);
  assert.equal(row.style.left, "40px");
});
