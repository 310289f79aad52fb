import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, create, makePage } from "./harness.mjs";
import { applyAll } from "../../Sources/TrellisWeb/Client/ops.js";
import { sweep } from "../../Sources/TrellisWeb/Client/elements.js";

const row = (d, text) => [d, text];

test("a create op builds its node and everything in it, ids counting up", () => {
  const { page, root } = makePage();
  applyAll(page, [create(0, [[1, "div", { class: "t-v" }], 0, [[2, "span", { class: "t-text" }], "Hello"], [2, "World"]], 5)]);
  assert.equal(root.innerHTML, '<div class="t-v"><span class="t-text">Hello</span><span class="t-text">World</span></div>');
  assert.equal(page.els.get(5).className, "t-v");
  assert.equal(page.els.get(6).textContent, "Hello");
  assert.equal(page.els.get(7).textContent, "World");
  assert.equal(page.els.get(7).__t, 7);
});

test("a node can give its own id, and place an element the page already has", () => {
  const { page, root } = makePage('<p data-t="3">kept</p>');
  applyAll(page, [create(0, [[1, "div", {}], 0, [-9, [2, "b", {}], "mine"], 3], 4)]);
  assert.equal(root.innerHTML, '<div><b>mine</b><p data-t="3">kept</p></div>');
  assert.equal(page.els.get(9).tagName, "B");
  assert.equal(page.els.get(3).parentNode, page.els.get(4));
});

test("rows of the same shape are cloned and come out as if built", () => {
  const { page, root } = makePage();
  applyAll(page, [create(0, [[1, "ul", {}]], 1)]);
  // The first row defines its descriptions; later ones name them by number.
  const rows = [create(1, [[2, "li", { class: "row" }], "row 0", row([3, "b", {}], "bold 0")], 10)];
  for (let i = 1; i < 3; i++) rows.push(create(1, [2, `row ${i}`, row(3, `bold ${i}`)], 10 + 2 * i));
  applyAll(page, rows);
  assert.equal(root.querySelectorAll("li").length, 3);
  assert.equal(page.shapes.size, 1);
  assert.equal(page.els.get(14).outerHTML, '<li class="row">row 2<b>bold 2</b></li>');
  assert.equal(page.els.get(15).textContent, "bold 2");
  assert.equal(page.els.get(15).__t, 15);
});

test("only allowed attributes are set, and links, sources and paths are checked", () => {
  const { page } = makePage();
  applyAll(page, [create(0, [[1, "a", { href: "javascript:alert(1)", onclick: "evil()", title: "t" }]], 1),
                  create(0, [[2, "img", { src: "data:text/html,x" }]], 2),
                  create(0, [[3, "svg", { d: "M0 0L10 10Z", viewBox: "0 0 10 10" }]], 3)]);
  const link = page.els.get(1);
  assert.equal(link.getAttribute("href"), "#");
  assert.equal(link.hasAttribute("onclick"), false);
  assert.equal(link.getAttribute("title"), "t");
  assert.equal(page.els.get(2).hasAttribute("src"), false);
  const shape = page.els.get(3);
  assert.equal(shape.tagName, "DIV");
  assert.equal(shape.querySelector("path").getAttribute("d"), "M0 0L10 10Z");
  assert.equal(shape.querySelector("svg").getAttribute("viewBox"), "0 0 10 10");
  applyAll(page, [[OP.setAttribute, 3, "d", 'M0 0"/><script>'], [OP.setAttribute, 1, "href", "https://example.com/"]]);
  assert.equal(shape.querySelector("path").getAttribute("d"), "M0 0L10 10Z");
  assert.equal(link.getAttribute("href"), "https://example.com/");
});

test("a web view's frame is always sandboxed, loads only web addresses and reports each load", () => {
  const { page, sent } = makePage();
  applyAll(page, [create(0, [[1, "iframe", { class: "t-web", sandbox: "allow-same-origin allow-scripts", src: "javascript:alert(1)" }]], 1),
                  create(0, [[2, "iframe", { class: "t-web", srcdoc: "<p>Hi</p>" }]], 2)]);
  const address = page.els.get(1), markup = page.els.get(2);
  // The server cannot widen the sandbox, and a script address never loads.
  assert.equal(address.hasAttribute("src"), false);
  assert.equal(markup.getAttribute("sandbox"), "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox");
  applyAll(page, [[OP.setAttribute, 1, "src", "https://example.com/"]]);
  assert.equal(address.getAttribute("src"), "https://example.com/");
  assert.equal(address.getAttribute("sandbox").includes("allow-same-origin"), false);
  // A load goes to the server as the frame's "loaded".
  markup.onload();
  assert.deepEqual(sent.map(({ element, event, value }) => [element, event, value]), [[2, "setText", "loaded"]]);
});

test("text changes in place, keeping its text node", () => {
  const { page } = makePage('<span data-t="1">old</span>');
  const node = page.els.get(1).firstChild;
  applyAll(page, [[OP.text, 1, "new"]]);
  assert.equal(page.els.get(1).firstChild, node);
  assert.equal(node.nodeValue, "new");
});

test("insert, move, remove and remove-all change the children", () => {
  const { page, root } = makePage('<ul data-t="1"><li data-t="2">a</li><li data-t="3">b</li><li data-t="4">c</li></ul>');
  const texts = () => Array.from(root.querySelectorAll("li"), (li) => li.textContent).join("");
  applyAll(page, [[OP.move, 1, 4, 2]]);
  assert.equal(texts(), "cab");
  applyAll(page, [[OP.remove, 1, 2]]);
  assert.equal(texts(), "cb");
  assert.equal(page.els.has(2), false);
  applyAll(page, [create(-1, [[1, "li", {}], "d"], 5), [OP.insert, 1, 5, 3]]);
  assert.equal(texts(), "cdb");
  applyAll(page, [[OP.removeAll, 1]]);
  assert.equal(texts(), "");
  sweep(page);
  assert.equal(page.els.has(3), false);
  assert.equal(page.els.has(1), true);
});

test("wrapper boxes go around an element, and are replaced or removed", () => {
  const { page, root } = makePage('<span data-t="1">x</span>');
  applyAll(page, [[OP.wrap, 1, [["t-pad", "padding:4px"], ["t-bg", ""]]]]);
  assert.equal(root.innerHTML, '<div class="t-bg"><div class="t-pad" style="padding:4px"><span data-t="1">x</span></div></div>');
  applyAll(page, [[OP.wrap, 1, [["t-frame", "width:10px"]]]]);
  assert.equal(root.innerHTML, '<div class="t-frame" style="width:10px"><span data-t="1">x</span></div>');
  applyAll(page, [[OP.wrap, 1, []]]);
  assert.equal(root.innerHTML, '<span data-t="1">x</span>');
  // A box that is an identified view's frame carries its test id.
  applyAll(page, [[OP.wrap, 1, [["t-box", "width:200px", "card"]]]]);
  assert.equal(root.innerHTML, '<div class="t-box" style="width:200px" data-testid="card"><span data-t="1">x</span></div>');
});

test("a labelled control gets its input from data-input", () => {
  const { page } = makePage();
  applyAll(page, [create(0, [[1, "label", { "data-input": "range", min: "0", max: "10", value: "4" }]], 1)]);
  const input = page.els.get(1).__i;
  assert.equal(input.type, "range");
  assert.equal(input.min, "0");
  assert.equal(input.max, "10");
  assert.equal(input.value, "4");
});

test("a reset clears the page and what the server described", () => {
  const { page, root } = makePage('<p data-t="1">x</p>');
  applyAll(page, [create(0, [[7, "div", {}]], 2)]);
  applyAll(page, [[OP.reset], create(0, [[1, "div", { class: "fresh" }]], 1)]);
  assert.equal(root.innerHTML, '<div class="fresh"></div>');
  assert.equal(page.descs[7], undefined);
});

test("ops that are not arrays, or name elements the page lacks, are skipped", () => {
  const { page, root } = makePage('<p data-t="1">x</p>');
  applyAll(page, [null, "t", [OP.text, 99, "y"], [OP.setAttribute, 99, "class", "z"], [OP.insert, 1, 98, 0], [OP.text, 1, "ok"]]);
  assert.equal(root.innerHTML, '<p data-t="1">ok</p>');
});

test("a text styled in parts draws a span per run, through creation, text changes, clones and adoption", () => {
  const runs = JSON.stringify([["", 4], ["font-weight:700", 3]]);
  const { page, root } = makePage(`<span data-t="9" class="t-text" data-runs='${runs}'>Hey you</span>`);
  const spans = (el) => Array.from(el.childNodes, (n) => [n.nodeName, n.textContent, n.style ? n.style.cssText : ""]);
  // Adopted from the first HTML.
  assert.deepEqual(spans(page.els.get(9)), [["SPAN", "Hey ", ""], ["SPAN", "you", "font-weight: 700;"]]);
  // Made by a create op, and a second of the same shape (cloned).
  applyAll(page, [create(0, [[1, "span", { class: "t-text", "data-runs": runs }], "Say hi"], 1)]);
  applyAll(page, [create(0, [[1, "span", { class: "t-text", "data-runs": runs }], "Good job"], 2)]);
  assert.deepEqual(spans(page.els.get(1)), [["SPAN", "Say ", ""], ["SPAN", "hi", "font-weight: 700;"]]);
  assert.deepEqual(spans(page.els.get(2)), [["SPAN", "Good", ""], ["SPAN", " jo", "font-weight: 700;"], ["#text", "b", ""]]);
  // The text changes: the runs cut it again; the runs go: plain text.
  applyAll(page, [[OP.text, 1, "Bye now"]]);
  assert.deepEqual(spans(page.els.get(1)), [["SPAN", "Bye ", ""], ["SPAN", "now", "font-weight: 700;"]]);
  applyAll(page, [[OP.removeAttribute, 1, "data-runs"]]);
  assert.deepEqual(spans(page.els.get(1)), [["#text", "Bye now", ""]]);
  assert.equal(root.querySelectorAll("span span").length, 4);
});
