// Scroll views the app watches (onScrollGeometryChange, onScrollPhaseChange): their offset,
// sizes and phase go to the server as the user scrolls: when first seen, at most every
// 50 ms while moving, and once more, idle, when they have been still for 150 ms.
import { send } from "./outbox.js";

const EVERY = 50, STILL = 150;

export function observeScrolling(page) {
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
