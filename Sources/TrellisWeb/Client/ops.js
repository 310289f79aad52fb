// Applying a batch of ops (the wire format: DOMBatchWriter.swift; the codes:
// protocol.json). Each op is an array whose first item is its code.
import { box, forget, outer, place, removeAttr, setAttr, setText, wrap } from "./elements.js";
import { buildOp } from "./descriptions.js";
import { animateNode, animationOf, matchedFrames, playMatches, rollText, timingOf } from "./animation.js";
import { observeGeometry } from "./geometry.js";
import { observeScrolling } from "./scrolling.js";
import { requestPlatform } from "./platform.js";
import { applyPlacements, notePlacement, remeasure, touched } from "./layout.js";

// Attributes whose rewrite replaces an element's inline style (and so its placement).
const RESTYLING = new Set(["style", "class"]);

const SCROLL_BLOCKS = ["start", "center", "end", "nearest"];

/** Applies one op. */
export function apply(page, op) {
  const OP = page.op, els = page.els;
  let el;
  switch (op[0]) {
    case OP.animate:
      page.anim = timingOf(op);
      break;
    case OP.create: {
      const made = buildOp(page, op);
      const parent = op[1] >= 0 ? els.get(op[1]) : null;
      if (!made || !parent) break;
      const before = op[2] ? els.get(op[2]) : null;
      box(parent).insertBefore(outer(made), before ? outer(before) : null);
      remeasure(page, made);
      if (page.anim) animateNode(page, outer(made), true, made);
      break;
    }
    case OP.text:
      if ((el = els.get(op[1]))) {
        const before = page.anim ? el.textContent : null;
        if (typeof op[2] === "string") setText(el, op[2]); else el.textContent = op[2];
        if (page.anim && before !== op[2]) rollText(page, el, before, op[2]);
        remeasure(page, el);
      }
      break;
    case OP.setAttribute:
      if ((el = els.get(op[1]))) {
        setAttr(page, el, op[2], op[3]);
        if (RESTYLING.has(op[2])) touched(page, el);
      }
      break;
    case OP.removeAttribute:
      if ((el = els.get(op[1]))) {
        removeAttr(page, el, op[2]);
        if (RESTYLING.has(op[2])) touched(page, el);
      }
      break;
    case OP.wrap:
      if ((el = els.get(op[1])) && Array.isArray(op[2])) {
        wrap(el, op[2]);
        touched(page, el);
      }
      break;
    case OP.insert: case OP.move:
      place(page, op);
      if (op[0] === OP.insert && (el = els.get(op[2]))) {
        remeasure(page, el);
        if (page.anim) animateNode(page, outer(el), true, el);
      }
      break;
    case OP.remove:
      if ((el = els.get(op[2]))) {
        const node = outer(el);
        els.delete(el.__t);
        forget(page, el);
        const leaving = animateNode(page, node, false, el);
        if (leaving) { leaving.finished.then(() => node.remove(), () => node.remove()); } else { node.remove(); }
      }
      break;
    case OP.removeAll:
      if ((el = els.get(op[1]))) {
        const b = box(el);
        for (const child of b.children) forget(page, child);
        b.textContent = "";
      }
      break;
    case OP.reset:
      els.clear();
      els.set(0, page.root);
      page.root.textContent = "";
      page.descs.length = 0;
      page.shapes.clear();
      page.placements.clear();
      page.toPlace.clear();
      page.touched.clear();
      page.remeasure.clear();
      break;
    case OP.scrollTo:
      if ((el = els.get(op[1])) && SCROLL_BLOCKS.includes(op[2])) scrollTo(el, op[2]);
      break;
    case OP.place:
      notePlacement(page, op);
      break;
    default:
      requestPlatform(page, op);
  }
}

// A scroll view itself scrolls its content to that edge (scrollPosition(edge:),
// defaultScrollAnchor); any other view is scrolled into sight.
function scrollTo(el, block) {
  if (el.classList.contains("t-scroll") && (block === "start" || block === "end")) {
    const end = block === "end";
    el.scrollTo({ top: end ? el.scrollHeight : 0, left: end && el.classList.contains("t-scroll-h") ? el.scrollWidth : 0,
                  behavior: "anchored" in el.dataset ? "smooth" : "instant" });
    el.dataset.anchored = "";
  } else {
    outer(el).scrollIntoView({ block, inline: "nearest", behavior: "smooth" });
  }
}

/**
 * Applies a batch. Appends to one parent in a row (a list being built) go in as one
 * fragment: the live document is touched once instead of once per row.
 */
export function applyAll(page, ops) {
  const OP = page.op;
  const timing = animationOf(page, ops);
  const matched = timing && page.root.querySelector("[data-match]") ? matchedFrames(page) : null;
  let parent = null, fragment = null;
  const flush = () => { if (fragment) { box(parent).appendChild(fragment); fragment = null; parent = null; } };
  for (const op of ops) {
    if (!Array.isArray(op)) continue;
    const appended = !page.anim && ((op[0] === OP.insert && op[3] === 0) || (op[0] === OP.create && op[2] === 0 && op[1] >= 0));
    if (appended) {
      const p = page.els.get(op[1]);
      if (!p) continue;
      const child = op[0] === OP.insert ? page.els.get(op[2]) : buildOp(page, op);
      if (!child) continue;
      remeasure(page, child);
      if (p !== parent) { flush(); parent = p; fragment = document.createDocumentFragment(); }
      fragment.appendChild(outer(child));
      continue;
    }
    flush();
    apply(page, op);
  }
  flush();
  if (matched) playMatches(page, matched, timing);
  applyPlacements(page);
  observeGeometry(page);
  observeScrolling(page);
}
