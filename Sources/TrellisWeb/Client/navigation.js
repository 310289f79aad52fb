// Navigation: the browser's history follows the stack's depth (a push adds an entry, a
// pop made by the app goes back), and the browser's Back pops the stack.
import { send } from "./outbox.js";

export function syncHistory(page) {
  if (!page.seen.nav) return;
  const history = page.history || (page.history = { depth: 0, ignoredPops: 0 });
  const nav = page.root.querySelector(".t-nav");
  const depth = nav ? Number(nav.dataset.depth || 0) : 0;
  while (history.depth < depth) { history.depth++; window.history.pushState({ trellisDepth: history.depth }, ""); }
  if (history.depth > depth) { history.ignoredPops++; window.history.go(depth - history.depth); history.depth = depth; }
}

export function watchHistory(page) {
  window.addEventListener("popstate", (e) => {
    const history = page.history || (page.history = { depth: 0, ignoredPops: 0 });
    if (history.ignoredPops > 0) { history.ignoredPops--; return; }
    const depth = (e.state && e.state.trellisDepth) || 0;
    const nav = page.root.querySelector(".t-nav");
    if (!nav) return;
    if (depth < history.depth) { history.depth = depth; send(page, nav, "setText", String(depth)); }
    else if (depth > history.depth) { history.ignoredPops++; window.history.go(history.depth - depth); }
  });
}
