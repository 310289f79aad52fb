// Containers CSS cannot lay out (a custom Layout, ViewThatFits, a stack whose children set
// alignment guides or layout priorities) are laid out by the server's engine: an "L" op
// gives the container's size and each child's frame, and the client places them
// absolutely. In return the client tells the server the size of the page's window and
// measures, in the page's own font, the texts inside placed containers.
import { outer } from "./elements.js";
import { transmit } from "./outbox.js";

const MAX_REPORTS = 512, MAX_WORDS = 400;
// A computed length in pixels (0 for none or auto).
const px = (value) => parseFloat(value) || 0;

/** Keeps the placement an "L" op gives (applied after the batch, and after every later one). */
export function notePlacement(page, op) {
  if (Array.isArray(op[4])) page.placements.set(op[1], op);
}

/**
 * Places every placed container's children again (a batch may have rewritten their
 * styles). A page served for the layout probe (`data-probe`) has every text measured.
 */
export function applyPlacements(page) {
  const probing = page.root.dataset.probe !== undefined;
  if (!page.placements.size && !probing) return;
  const reports = [];
  if (probing) measureTexts(page, page.root, reports);
  for (const [id, op] of page.placements) {
    const el = page.els.get(id);
    if (!el || !el.isConnected) { if (!el) page.placements.delete(id); continue; }
    place(page, el, op);
    measureTexts(page, el, reports);
  }
  for (let i = 0; i < reports.length; i += MAX_REPORTS) {
    transmit(page, { seq: ++page.sent, metrics: reports.slice(i, i + MAX_REPORTS) });
  }
}

// The frames are the content's: the container's own padding and border go around them.
function place(page, el, op) {
  const cs = getComputedStyle(el);
  const left = px(cs.paddingLeft) + px(cs.borderLeftWidth);
  const top = px(cs.paddingTop) + px(cs.borderTopWidth);
  const right = px(cs.paddingRight) + px(cs.borderRightWidth);
  const bottom = px(cs.paddingBottom) + px(cs.borderBottomWidth);
  el.dataset.placed = "";
  el.style.width = op[2] + left + right + "px";
  el.style.height = op[3] + top + bottom + "px";
  const frames = op[4];
  for (let i = 0; i + 4 < frames.length; i += 5) {
    const child = page.els.get(frames[i]);
    if (!child) continue;
    const node = outer(child), s = node.style;
    if (frames[i + 3] < 0) { node.dataset.leftOut = ""; continue; }
    delete node.dataset.leftOut;
    s.position = "absolute";
    s.left = frames[i + 1] + left + "px";
    s.top = frames[i + 2] + top + "px";
    s.width = frames[i + 3] + "px";
    s.height = frames[i + 4] + "px";
  }
}

// Each text is measured once per text and font: its words (split at newlines, then at
// single spaces, as the server splits them), a space, its line height.
function measureTexts(page, container, reports) {
  if (!page.measure) page.measure = document.createElement("canvas").getContext("2d");
  const ctx = page.measure;
  if (!ctx) return;
  for (const el of container.querySelectorAll(".t-text")) {
    if (el.__t === undefined) continue;
    const cs = getComputedStyle(el);
    const font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = el.textContent;
    const key = font + "\u0000" + cs.lineHeight + "\u0000" + text;
    if (el.__m === key) continue;
    el.__m = key;
    const words = text.split("\n").flatMap((p) => p.split(" "));
    if (words.length > MAX_WORDS) continue;
    ctx.font = font;
    const size = parseFloat(cs.fontSize) || 17;
    const lineHeight = cs.lineHeight === "normal" ? size * 1.2 : parseFloat(cs.lineHeight) || size * 1.2;
    const round = (n) => Math.round(n * 100) / 100;
    reports.push([el.__t, round(lineHeight), round(ctx.measureText(" ").width), ...words.map((w) => round(ctx.measureText(w).width))]);
  }
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
