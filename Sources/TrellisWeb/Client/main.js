// The browser half of TrellisWeb, hand-written and served as is from the binary (no
// build step, no CDN): it takes over the server-rendered page, sends events up, applies
// batches of DOM operations, and reconnects (getting a full render) when the socket drops.
// protocol.js is protocol.json, served as a module by the server.
import protocol from "./protocol.js";
import { createPage } from "./page.js";
import { adoptPage } from "./elements.js";
import { listen } from "./events.js";
import { checkLazy, watchScrolling } from "./lazy.js";
import { watchHistory } from "./navigation.js";
import { observeGeometry } from "./geometry.js";
import { observeScrolling } from "./scrolling.js";
import { reportPhase } from "./outbox.js";
import { watchLocationPermission } from "./platform.js";
import { watchViewport } from "./layout.js";
import { connect, sceneID } from "./connection.js";

const root = document.getElementById("trellis-root");
if (root) start(createPage(root, protocol));

function start(page) {
  adoptPage(page);
  watchScrolling(page);
  watchHistory(page);
  watchViewport(page);
  listen(page);
  document.addEventListener("visibilitychange", () => reportPhase(page));
  window.addEventListener("focus", () => reportPhase(page));
  window.addEventListener("blur", () => reportPhase(page));
  page.scene = sceneID();
  // For diagnostics and tests: drop the socket as a network failure would.
  window.trellis = Object.freeze({ reconnect() { if (page.socket) page.socket.close(); } });
  window.addEventListener("pagehide", () => { page.closed = true; if (page.socket) page.socket.close(); });
  connect(page);
  watchLocationPermission(page);
  checkLazy(page);
  observeGeometry(page);
  observeScrolling(page);
  const focused = root.querySelector('[data-focus="true"]');
  if (focused) focused.focus();
}
