// Animations: an "A" op makes the ops after it animate (SwiftUI's withAnimation). Style
// changes transition (elements.js), inserted elements enter and removed ones leave by
// their `data-transition`, text rolls by its `data-content-transition`, and views matched
// by `matchedGeometryEffect` travel from where their partner was.
import { outer } from "./elements.js";

const SAFE_EASING = /^[a-z-]+$|^cubic-bezier\([0-9., -]+\)$/;
const SAFE_TRANSFORM = /^(?:(?:translate|rotate|scale|matrix)\([-0-9.e,%pxdg]*\) ?)+$/;
const MAX_DURATION_MS = 5000;
const MAX_DELAY_MS = 60000;

/** The timing an animate op (`[code, ms, easing, delayMs?]`) sets, or null for none or a bad one. */
export function timingOf(op) {
  if (op[1] > 0 && typeof op[2] === "string" && SAFE_EASING.test(op[2])) {
    return { ms: Math.min(op[1], MAX_DURATION_MS), easing: op[2], delay: Math.min(Math.max(Number(op[3]) || 0, 0), MAX_DELAY_MS) };
  }
  return null;
}

/** The first animation a batch sets, if any. */
export function animationOf(page, ops) {
  for (const op of ops) {
    if (Array.isArray(op) && op[0] === page.op.animate) {
      const timing = timingOf(op);
      if (timing) return timing;
    }
  }
  return null;
}

/** Keyframes for a transition name (`opacity`, `scale`, `slide`, `move-top`, `fx:…`; `a|b` is asymmetric, `a+b` combined). */
export function transitionFrames(name, entering) {
  const parts = String(name || "opacity").split("|");
  const chosen = (entering ? parts[0] : parts[parts.length - 1]).split("+");
  const from = {}, to = {};
  for (const part of chosen) {
    if (part.startsWith("fx:")) {
      // A modifier transition: the view starts from the active modifier's look.
      const [transform, opacity, filter] = part.slice(3).split("~");
      if (transform && SAFE_TRANSFORM.test(transform)) { from.transform = transform; to.transform = "none"; }
      if (opacity && /^[0-9.]+$/.test(opacity)) { from.opacity = Number(opacity); to.opacity = 1; }
      if (filter && /^blur\([0-9.]+px\)$/.test(filter)) { from.filter = filter; to.filter = "none"; }
    }
    else if (part === "opacity") { from.opacity = 0; to.opacity = 1; }
    else if (part === "scale") { from.transform = "scale(0.01)"; to.transform = "none"; }
    else if (part === "slide") { from.transform = entering ? "translateX(-100%)" : "translateX(100%)"; to.transform = "none"; }
    else if (part.startsWith("move-")) {
      const edge = part.slice(5);
      from.transform = { top: "translateY(-100%)", bottom: "translateY(100%)", leading: "translateX(-100%)", trailing: "translateX(100%)" }[edge] || "none";
      to.transform = "none";
    }
  }
  return entering ? [from, to] : [to, from];
}

/**
 * Plays the element's transition (set on the element, inside any boxes its modifiers
 * made) on its outermost box `node`; the animation, or null when there is none.
 */
export function animateNode(page, node, entering, el) {
  const anim = page.anim;
  if (!anim || !node.animate) return null;
  const name = (el || node).getAttribute && (el || node).getAttribute("data-transition");
  if (name === "identity") return null;
  return node.animate(transitionFrames(name, entering), { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
}

/** contentTransition: new text rolls in (numericText) or fades in (opacity). */
export function rollText(page, el, before, now) {
  const anim = page.anim;
  const holder = el.closest("[data-content-transition]");
  if (!anim || !holder || !el.animate) return;
  const kind = holder.getAttribute("data-content-transition");
  if (kind === "identity") return;
  let from = { opacity: 0 };
  if (kind.startsWith("numericText")) {
    let down = kind === "numericText-down";
    if (kind === "numericText-value") {
      const number = (text) => parseFloat(text.replace(/[^0-9.eE-]/g, ""));
      down = number(now) < number(before);
    }
    from = { opacity: 0, transform: down ? "translateY(-0.6em)" : "translateY(0.6em)", filter: "blur(2px)" };
  }
  el.animate([from, { opacity: 1, transform: "none", filter: "none" }],
             { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
}

/** matchedGeometryEffect, before an animated batch: where each matched view is. */
export function matchedFrames(page) {
  const frames = new Map();
  for (const el of page.root.querySelectorAll("[data-match]")) {
    const key = el.getAttribute("data-match").split(" ")[0];
    if (!el.getAttribute("data-match").endsWith("target") || !frames.has(key)) {
      frames.set(key, { el, rect: outer(el).getBoundingClientRect() });
    }
  }
  return frames;
}

/** After the batch: a view with the same key that arrived or moved travels from there. */
export function playMatches(page, before, timing) {
  for (const el of page.root.querySelectorAll("[data-match]")) {
    const parts = el.getAttribute("data-match").split(" ");
    const was = before.get(parts[0]);
    const node = outer(el);
    if (!was || !node.animate) continue;
    const now = node.getBoundingClientRect();
    if (now.width === 0 || now.height === 0 || was.rect.width === 0 || was.rect.height === 0) continue;
    const position = parts.includes("p"), size = parts.includes("s");
    const dx = position ? was.rect.left - now.left : 0, dy = position ? was.rect.top - now.top : 0;
    const sx = size ? was.rect.width / now.width : 1, sy = size ? was.rect.height / now.height : 1;
    if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && Math.abs(sx - 1) < 0.01 && Math.abs(sy - 1) < 0.01) continue;
    node.animate([{ transformOrigin: "0 0", transform: `translate(${dx}px,${dy}px) scale(${sx},${sy})` },
                  { transformOrigin: "0 0", transform: "none" }],
                 { duration: timing.ms, easing: timing.easing, delay: timing.delay || 0 });
  }
}
