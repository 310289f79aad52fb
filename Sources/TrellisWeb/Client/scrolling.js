// Scroll views the app watches (onScrollGeometryChange, onScrollPhaseChange): their offset,
// sizes and phase go to the server as the user scrolls: when first seen, at most every
// 50 ms while moving, and once more, idle, when they have been still for 150 ms.
import { send } from "./outbox.js";

const EVERY = 50, STILL = 150;

export function observeScrolling(page) {
  observeVisibility(page);
  if (!page.seen.scrolls) return;
  for (const el of page.root.querySelectorAll("[data-scroll-reports]")) {
    if (el.__sw) continue;
    el.__sw = { phase: "idle", last: "", timer: 0, still: 0, pressed: false, input: 0 };
    watch(page, el);
    report(page, el, "idle");
  }
}

/** The phase a scroll is in: the user's while a finger or button is down or a wheel just
 * turned, then decelerating; a scroll no input started is the app's (animating). */
function phaseNow(state, now) {
  if (state.pressed || now - state.input < EVERY * 2) return "interacting";
  return state.phase === "interacting" || state.phase === "decelerating" ? "decelerating" : "animating";
}

function watch(page, el) {
  const state = el.__sw;
  const input = () => { state.input = Date.now(); };
  el.addEventListener("pointerdown", () => { state.pressed = true; }, { passive: true });
  const release = () => { state.pressed = false; };
  window.addEventListener("pointerup", release, { passive: true });
  window.addEventListener("pointercancel", release, { passive: true });
  el.addEventListener("wheel", input, { passive: true });
  el.addEventListener("keydown", input, { passive: true });
  el.addEventListener("scroll", () => {
    state.phase = phaseNow(state, Date.now());
    if (!state.timer) state.timer = setTimeout(() => { state.timer = 0; report(page, el, state.phase); }, EVERY);
    clearTimeout(state.still);
    state.still = setTimeout(() => {
      if (state.pressed) return; // held still: still the user's
      state.phase = "idle";
      report(page, el, "idle");
    }, STILL);
  }, { passive: true });
}

/** Sends where `el` is scrolled to, unless that is what the server heard last. */
export function report(page, el, phase) {
  if (!el.isConnected) return;
  const text = [el.scrollLeft, el.scrollTop, el.scrollWidth, el.scrollHeight, el.clientWidth, el.clientHeight]
    .map((n) => Math.round(Number(n) || 0)).join(" ") + " " + phase;
  if (text === el.__sw.last) return;
  el.__sw.last = text;
  send(page, el, "setText", text);
}

// Views that watch whether they are on screen (onScrollVisibilityChange): the browser's
// intersection observer measures the share of each inside the window, clipped by every
// scroll view around it, and each crossing of the view's threshold goes to the server as
// `setOn`. A view starts out not on screen, as the server's does: one shown at once is
// reported true once.
const observers = new Map(); // threshold → its IntersectionObserver

function observeVisibility(page) {
  if (!page.seen.visibility || typeof IntersectionObserver !== "function") return;
  for (const el of page.root.querySelectorAll("[data-visible-at]")) {
    const threshold = Math.min(Math.max(Number(el.dataset.visibleAt) || 0, 0), 1);
    if (el.__vw && el.__vw.threshold === threshold) continue;
    if (el.__vw) el.__vw.observer.unobserve(el);
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver((entries) => visibilityChanged(page, entries, threshold),
                                          { threshold: threshold > 0 ? [threshold] : [0] });
      observers.set(threshold, observer);
    }
    el.__vw = { threshold, observer, visible: el.__vw ? el.__vw.visible : false };
    observer.observe(el);
  }
}

function visibilityChanged(page, entries, threshold) {
  for (const entry of entries) {
    const el = entry.target, state = el.__vw;
    if (!el.isConnected) { if (state) state.observer.unobserve(el); continue; }
    if (!state) continue;
    // A zero threshold counts a view on screen as soon as any of it is (touching the edge
    // is not enough); otherwise at least that share of its area must be inside.
    const visible = entry.isIntersecting && (threshold > 0 ? entry.intersectionRatio >= threshold - 1e-6 : entry.intersectionRatio > 0);
    if (visible === state.visible) continue;
    state.visible = visible;
    send(page, el, "setOn", visible);
  }
}
