// Building what a create op ("n") describes. Descriptions come by the number the server
// gave them (a create op defines one before using it). A plain one (no wrappers, no
// attribute with behaviour) keeps a prototype its elements are cloned from, and subtrees
// made only of plain descriptions (a table's rows) are cloned whole by their shape.
import { note } from "./page.js";
import { box, createElement, outer, setText, styleRuns } from "./elements.js";

// Attributes whose setting does more than setAttribute (see elements.js `setAttr`).
const ACTIVE = new Set(["value", "min", "max", "step", "data-focus", "checked", "disabled", "href", "src",
  "d", "viewBox", "preserveAspectRatio", "data-frames", "data-sound", "srcdoc", "sandbox"]);
const MAX_DESCRIPTIONS = 4096;
const MAX_SHAPES = 256;

/** The description `d` names (a number) or defines (`[number, tag, {attrs}, wrappers?]`). */
export function describe(page, d) {
  if (typeof d === "number") return page.descs[d];
  if (!Array.isArray(d) || typeof d[1] !== "string" || typeof d[2] !== "object" || d[2] === null) return undefined;
  const entry = { tag: d[1], attrs: d[2], wraps: Array.isArray(d[3]) ? d[3] : null, proto: null };
  if (!entry.wraps && entry.tag !== "svg" && entry.tag !== "label" && !Object.keys(entry.attrs).some((n) => ACTIVE.has(n))) {
    entry.proto = document.createElement(entry.tag);
    for (const name in entry.attrs) {
      if (page.allowed.has(name)) { note(page, name, entry.attrs[name]); entry.proto.setAttribute(name, entry.attrs[name]); }
    }
  }
  if (Number.isInteger(d[0]) && d[0] >= 0 && d[0] < MAX_DESCRIPTIONS) {
    // A number the server gives again means something else now: subtrees cloned from
    // what it meant go.
    if (page.descs[d[0]]) page.shapes.clear();
    page.descs[d[0]] = entry;
  }
  return entry;
}

/** A key for the node's shape, or null when something in it is not plain. */
function shapeOf(page, node) {
  const d = node[0];
  if (typeof d !== "number" || d < 0 || !page.descs[d] || !page.descs[d].proto) return null;
  let key = typeof node[1] === "string" ? d + "t" : String(d);
  for (let k = 2; k < node.length; k++) {
    if (!Array.isArray(node[k])) return null;
    const inner = shapeOf(page, node[k]);
    if (inner === null) return null;
    key += "(" + inner + ")";
  }
  return key;
}

/** Gives a cloned subtree its ids and texts. */
function adoptClone(page, el, node, next) {
  const id = next.id++;
  el.__t = id;
  if (page.probe) el.setAttribute("data-t", id);
  page.els.set(id, el);
  if (typeof node[1] === "string") {
    const text = el.firstChild;
    if (el.hasAttribute("data-runs")) styleRuns(el, node[1]);
    else if (text && text.nodeType === 3) text.nodeValue = node[1];
    else el.insertBefore(document.createTextNode(node[1]), text);
  }
  let child = el.firstElementChild;
  for (let k = 2; k < node.length; k++) { adoptClone(page, child, node[k], next); child = child.nextElementSibling; }
}

function buildTree(page, node, next) {
  const key = page.anim || !Array.isArray(node) ? null : shapeOf(page, node);
  if (key === null) return build(page, node, next);
  const known = page.shapes.get(key);
  if (known) {
    const el = known.cloneNode(true);
    adoptClone(page, el, node, next);
    return el;
  }
  const el = build(page, node, next);
  if (page.shapes.size >= MAX_SHAPES) page.shapes.clear();
  page.shapes.set(key, el.cloneNode(true));
  return el;
}

/** What a create op (`[code, parent, before, firstID, node]`) makes, ids counting from its first. */
export function buildOp(page, op) {
  return Number.isInteger(op[3]) ? buildTree(page, op[4], { id: op[3] }) : null;
}

// A node of a create op, `[-id?, d, text?, child…]`, and everything in it. Ids count up
// from `next.id` unless a node gives its own; a child that is a number is an element the
// page has, placed here.
function build(page, node, next) {
  if (!Array.isArray(node)) return null;
  let i = 0, id = next.id;
  if (typeof node[0] === "number" && node[0] < 0) { id = -node[0]; i = 1; }
  next.id = id + 1;
  const entry = describe(page, node[i]);
  if (!entry) return null;
  let el;
  if (entry.proto && !page.anim) {
    el = entry.proto.cloneNode(false);
    el.__t = id;
    if (page.probe) el.setAttribute("data-t", id);
    page.els.set(id, el);
  } else {
    el = createElement(page, id, entry.tag, entry.attrs, entry.wraps);
  }
  if (typeof node[i + 1] === "string") setText(el, node[i + 1]);
  const b = box(el);
  for (let k = i + 2; k < node.length; k++) {
    const child = typeof node[k] === "number" ? page.els.get(node[k]) : build(page, node[k], next);
    if (child) b.appendChild(outer(child));
  }
  return el;
}
