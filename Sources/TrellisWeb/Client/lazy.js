// Lazy containers (List, LazyVStack, LazyHStack) mount rows as they come near the
// viewport: when the end of the mounted rows is within a screen of it, ask for more.
import { send } from "./outbox.js";

const ROWS_PER_REQUEST = 100;

export function checkLazy(page) {
  if (!page.seen.lazy) return;
  for (const el of page.root.querySelectorAll("[data-lazy]")) {
    if (el.__asked === el.dataset.lazy) continue;
    const horizontal = el.classList.contains("t-h");
    const scroller = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1 ? el : null;
    let remaining;
    if (scroller) {
      remaining = horizontal ? scroller.scrollWidth - scroller.scrollLeft - scroller.clientWidth
                             : scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
    } else {
      const r = el.getBoundingClientRect();
      remaining = horizontal ? r.right - window.innerWidth : r.bottom - window.innerHeight;
    }
    const screen = horizontal ? window.innerWidth : window.innerHeight;
    if (remaining < screen) {
      el.__asked = el.dataset.lazy;
      send(page, el, "setText", String(Number(el.dataset.lazy) + ROWS_PER_REQUEST));
    }
  }
}

/** Checks again after scrolling (anywhere on the page), at most every 50 ms. */
export function watchScrolling(page) {
  let timer = 0;
  document.addEventListener("scroll", () => {
    if (!timer) timer = setTimeout(() => { timer = 0; checkLazy(page); }, 50);
  }, { capture: true, passive: true });
}
