// GeometryReader: each reader's size goes to the server when it changes (once per frame
// at most, as ResizeObserver reports).
import { send } from "./outbox.js";

export function observeGeometry(page) {
  if (!page.seen.geometry || typeof ResizeObserver !== "function") return;
  if (!page.resizes) {
    page.measured = new WeakMap();
    page.resizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const el = entry.target;
        const w = Math.round(entry.contentRect.width), h = Math.round(entry.contentRect.height);
        const last = page.measured.get(el);
        if (last && last[0] === w && last[1] === h) continue;
        page.measured.set(el, [w, h]);
        send(page, el, "setText", w + " " + h);
      }
    });
  }
  for (const el of page.root.querySelectorAll(".t-geometry")) {
    if (!page.measured.has(el)) { page.measured.set(el, null); page.resizes.observe(el); }
  }
}
