// The children of stacks, grids, custom layouts, lists, scroll views, pickers, overlays,
// buttons and the other containers the server's layout engine places: an "L" op gives the
// container's size and each child's frame (and, for a list, each row's part of its card),
// and the client places them there (see `place`). In return the client tells the server the size of the page's
// window and measures, in the page's own font, the texts of the page.
//
// Only what a batch touched is placed or measured again: the containers it sent "L" ops
// for, the frames of placed elements whose style or wrappers it rewrote (which drops inline
// positions), and the texts it made or changed. A one-row change reads and writes that
// row, not the page.
import { outer } from "./elements.js";
import { transmit } from "./outbox.js";

const MAX_REPORTS = 512, MAX_WORDS = 400;
// A computed length in pixels (0 for none or auto).
const px = (value) => parseFloat(value) || 0;

/** Keeps the placement an "L" op gives (applied after the batch, and again when a later
 * batch rewrites the container's or a child's style). */
export function notePlacement(page, op) {
  if (!Array.isArray(op[4])) return;
  page.placements.set(op[1], op);
  page.toPlace.add(op[1]);
}

/** A batch rewrote `el`'s style, class or wrappers: its place (and the measure of its
 * texts) is looked at again after the batch. */
export function touched(page, el) {
  el.__insets = undefined;
  page.touched.add(el);
}

/** A batch made `el` or changed its text: its texts are measured after the batch. */
export function remeasure(page, el) {
  page.remeasure.add(el);
}

/**
 * Places the containers the batch sent placements for, and again those whose own or whose
 * children's inline styles the batch rewrote; measures the texts the batch made or
 * changed. `everything`: every container and text of the page (a socket just opened). A
 * page served for the layout probe (`data-probe`) has its texts measured from the start.
 */
export function applyPlacements(page, everything = false) {
  const probing = page.root.dataset.probe !== undefined;
  const measuring = probing || page.placements.size > 0;
  const texts = new Set();
  if (measuring && (everything || !page.measuredAll)) {
    // The first placements (or a new socket): every text of the page.
    page.measuredAll = true;
    for (const el of page.root.querySelectorAll(".t-text")) texts.add(el);
  }
  const containers = everything ? new Set(page.placements.keys()) : page.toPlace;
  const textsIn = (el) => {
    if (!measuring || !el.isConnected) return;
    if (el.classList.contains("t-text")) texts.add(el);
    else for (const text of el.querySelectorAll(".t-text")) texts.add(text);
  };
  for (const el of page.remeasure) textsIn(el);
  // A rewritten style dropped the element's own inline frame (and, for a container, its
  // size): those are put back as they were placed, without placing its siblings again.
  const restore = [];
  for (const el of page.touched) {
    if (!el.isConnected) continue;
    textsIn(el);
    if (!containers.has(el.__t) && !containers.has(el.__in)) restore.push(el);
  }
  page.touched = new Set();
  page.remeasure = new Set();
  page.toPlace = new Set();
  // Every read of a container's padding and border before any write, so the browser
  // works its styles out once, not once per container; then the frames are written, and
  // only then are the texts' fonts read: the styles the page resolves for that read are
  // the ones it paints (reading first would resolve every new element twice).
  // A container's mode is set before its padding is read: a placed list has none.
  const work = [];
  for (const id of containers) {
    const el = page.els.get(id), op = page.placements.get(id);
    if (!el || !el.isConnected || !op) { if (!el) page.placements.delete(id); continue; }
    const flow = flowOf(page, el, op[4]);
    const mode = flow ? "flow-" + flow : "absolute";
    if (el.getAttribute("data-placed") !== mode) el.setAttribute("data-placed", mode);
    work.push([el, op, flow]);
  }
  for (const item of work) item.push(insets(item[0]));
  for (const [el, op, flow, inset] of work) place(page, el, op, flow, inset);
  for (const el of restore) {
    if (el.__size) Object.assign(el.style, el.__size);
    if (el.__frame) setFrame(outer(el), el.__frame, el.__cell);
  }
  const reports = [];
  measureTexts(page, texts, reports);
  for (let i = 0; i < reports.length; i += MAX_REPORTS) {
    transmit(page, { seq: ++page.sent, metrics: reports.slice(i, i + MAX_REPORTS) });
  }
}

// The container's padding and border: the frames are its content's, inside them. Inside a
// placed container no stylesheet rule pads a container, so its own inline style says all
// (reading it costs no style resolution, which a table of rows would pay once a row).
// Outside placed containers the stylesheet's padding is read once per element (again
// only after a batch rewrote its style): reading a computed style makes the browser resolve
// the styles of every element a batch just made, before the frames are written.
function insets(el) {
  const host = outer(el).parentElement;
  if (host && host.hasAttribute("data-placed")) return insetsIn(el.style);
  if (!el.__insets) el.__insets = insetsIn(getComputedStyle(el));
  return el.__insets;
}

const insetsIn = (cs) => ({
  left: px(cs.paddingLeft) + px(cs.borderLeftWidth), top: px(cs.paddingTop) + px(cs.borderTopWidth),
  right: px(cs.paddingRight) + px(cs.borderRightWidth), bottom: px(cs.paddingBottom) + px(cs.borderBottomWidth),
});

// A short stack's children are placed as a flow: flex items at their own sizes, each moved
// by its margins to where the engine puts it. Placed absolutely, every child is a paint
// layer of its own (a table of 1,000 rows would repaint, commit and hit-test 4,000 layers
// for a one-row change); but a change in a flow lays out all its children again, so a long
// stack (the table itself) places absolutely, as do containers whose children overlap (a
// ZStack: there a child's positioned parts must not paint over later siblings). Lengths are
// snapped to the browser's 1/64 pixel so that a flow's margins add up to each child's
// exact place.
const FLOWS = { "t-v": "column", "t-h": "row", "t-button": "row", "t-link": "row", "t-gesture": "column",
                "t-hover-area": "column" };
const MAX_FLOW = 16;
// Children that leave the flow (presentations drawn over the window).
const OUT_OF_FLOW = ["t-sheet", "t-cover", "t-alert", "t-dialog"];
const snap = (n) => Math.round(n * 64) / 64;

// A section's views are those of the stack around it (along its axis); in a stack or grid
// that pins its sections' headers or footers it is always a flow, as only a view in a flow
// can stick (`position: sticky`) to the scrolled area's edge while its section shows.
function flowOf(page, el, frames) {
  if (el === page.root) return null;
  let axis;
  if (el.classList.contains("t-section")) {
    const around = outer(el).parentElement;
    if (frames.length > MAX_FLOW * 5 && !(around && around.matches(".t-pin-headers, .t-pin-footers"))) return null;
    axis = around && around.classList.contains("t-h") ? "row" : "column";
  } else {
    if (frames.length > MAX_FLOW * 5) return null;
    const name = Object.keys(FLOWS).find((c) => el.classList.contains(c));
    if (!name) return null;
    axis = FLOWS[name];
  }
  for (let i = 0; i + 4 < frames.length; i += 5) {
    const child = page.els.get(frames[i]);
    if (child && OUT_OF_FLOW.some((c) => outer(child).classList.contains(c))) return null;
  }
  return axis;
}

// A list row's part of its card ([x, y, width, height] from the row's corner), which its
// ::before (the card) and ::after (the separator) draw.
const CELL = ["--t-cell-x", "--t-cell-y", "--t-cell-w", "--t-cell-h"];

function setFrame(node, frame, cell) {
  Object.assign(node.style, frame);
  if (cell) CELL.forEach((name, i) => node.style.setProperty(name, cell[i] + "px"));
}

function cellsOf(op) {
  const cells = new Map(), list = op[5];
  if (!Array.isArray(list)) return cells;
  for (let i = 0; i + 4 < list.length; i += 5) cells.set(list[i], list.slice(i + 1, i + 5));
  return cells;
}

function place(page, el, op, flow, { left, top, right, bottom }) {
  const frames = op[4], cells = cellsOf(op);
  // The window keeps its size; it grows to hold content taller than it (the page scrolls).
  el.__size = el === page.root ? { minHeight: op[3] + top + bottom + "px" }
    : { width: op[2] + left + right + "px", height: op[3] + top + bottom + "px" };
  Object.assign(el.style, el.__size);
  let end = 0;  // where the flow so far ends, along its axis
  for (let i = 0; i + 4 < frames.length; i += 5) {
    const child = page.els.get(frames[i]);
    if (!child) continue;
    child.__in = op[1];
    const node = outer(child);
    if (frames[i + 3] < 0) { node.setAttribute("data-left-out", ""); child.__frame = child.__cell = undefined; continue; }
    if (node.hasAttribute("data-left-out")) node.removeAttribute("data-left-out");
    if (flow) {
      const x = snap(frames[i + 1]), y = snap(frames[i + 2]), width = snap(frames[i + 3]), height = snap(frames[i + 4]);
      const along = flow === "column" ? y : x;
      child.__frame = { position: "", left: "", top: "", width: width + "px", height: height + "px",
                        marginTop: (flow === "column" ? along - end : y) + "px",
                        marginLeft: (flow === "column" ? x : along - end) + "px" };
      end = along + (flow === "column" ? height : width);
    } else {
      child.__frame = { position: "absolute", left: frames[i + 1] + left + "px", top: frames[i + 2] + top + "px",
                        width: frames[i + 3] + "px", height: frames[i + 4] + "px", marginTop: "", marginLeft: "" };
    }
    child.__cell = cells.get(frames[i]);
    setFrame(node, child.__frame, child.__cell);
  }
}

// Each text is measured once per text and font: its words (split at newlines, then at
// single spaces, as the server splits them), a space, its line height.
function measureTexts(page, texts, reports) {
  if (!texts.size) return;
  if (!page.measure) page.measure = document.createElement("canvas").getContext("2d");
  const ctx = page.measure;
  if (!ctx) return;
  for (const el of texts) {
    if (el.__t === undefined || !el.isConnected) continue;
    const cs = getComputedStyle(el);
    const font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = cased(el.textContent, cs.textTransform);
    const key = font + "\u0000" + cs.lineHeight + "\u0000" + text;
    if (el.__m === key) continue;
    el.__m = key;
    const words = text.split("\n").flatMap((p) => p.split(" "));
    if (words.length > MAX_WORDS) continue;
    const size = parseFloat(cs.fontSize) || 17;
    const lineHeight = cs.lineHeight === "normal" ? size * 1.2 : parseFloat(cs.lineHeight) || size * 1.2;
    const width = widthsIn(page, ctx, font);
    reports.push([el.__t, round(lineHeight), width(" "), ...words.map(width)]);
  }
}

// A text as the page shows it (a textCase around it), as the server measures it too.
const cased = (text, transform) =>
  transform === "uppercase" ? text.toUpperCase() : transform === "lowercase" ? text.toLowerCase() : text;

const round = (n) => Math.round(n * 100) / 100;
const MAX_WIDTHS = 20000;

// A word's width in a font, measured once: a table of rows repeats the same few words.
function widthsIn(page, ctx, font) {
  if (!page.widths || page.widths.size > MAX_WIDTHS) page.widths = new Map();
  return (word) => {
    const key = font + "\u0000" + word;
    let width = page.widths.get(key);
    if (width === undefined) {
      if (ctx.font !== font) ctx.font = font;
      width = round(ctx.measureText(word).width);
      page.widths.set(key, width);
    }
    return width;
  };
}

/** Tells the server the size of the window the page's root lays out in (its content box). */
export function reportViewport(page) {
  const root = page.root, cs = getComputedStyle(root);
  const width = root.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
  const height = window.innerHeight - px(cs.paddingTop) - px(cs.paddingBottom);
  const text = Math.max(0, Math.round(width)) + " " + Math.max(0, Math.round(height));
  if (text === page.viewport) return;
  page.viewport = text;
  transmit(page, { seq: ++page.sent, viewport: text });
}

/** Reports the window's size again when it changes (once per frame at most). */
export function watchViewport(page) {
  let pending = false;
  window.addEventListener("resize", () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => { pending = false; reportViewport(page); });
  });
}
