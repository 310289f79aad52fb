// The socket: batches come down (applied in order, by sequence number), events go up.
// A missed batch or a dropped socket reconnects, and the server answers with a full render.
import { applyAll } from "./ops.js";
import { checkLazy } from "./lazy.js";
import { syncHistory } from "./navigation.js";
import { reportPhase } from "./outbox.js";
import { applyPlacements, reportViewport } from "./layout.js";

const MAX_RETRY_MS = 5000;
// A newer socket took this session over; fighting it back would loop.
const TAKEN_OVER = 4001;

/** Handles one message from the server (its JSON text). */
export function receive(page, data) {
  let message;
  try { message = JSON.parse(data); } catch (e) { return; }
  if (!message || typeof message !== "object") return;
  if (message.reload) {
    // The server is stopping: load the page again, which a load balancer sends to another
    // process. Spread over a second so the tabs do not all arrive at once.
    page.closed = true;
    setTimeout(() => location.reload(), Math.random() * 1000);
    return;
  }
  if (message.error) {
    console.warn("trellis:", message.error);
    if (message.expired) { page.closed = true; location.reload(); }
    return;
  }
  if (!Array.isArray(message.ops)) return;
  const reset = message.ops.length > 0 && Array.isArray(message.ops[0]) && message.ops[0][0] === page.op.reset;
  if (!reset && message.seq !== page.seq + 1) {
    console.warn("trellis: missed a batch, reconnecting");
    if (page.socket) page.socket.close();
    return;
  }
  page.seq = message.seq;
  page.ack = message.ack;
  applyAll(page, message.ops);
  syncHistory(page);
  checkLazy(page);
  page.root.dataset.seq = page.seq;
}

/** Opens the socket, and opens it again (backing off) whenever it drops. */
export function connect(page) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const url = `${scheme}//${location.host}/_trellis/socket?s=${encodeURIComponent(page.session)}` +
    `&t=${encodeURIComponent(page.token)}&scene=${page.scene}`;
  const socket = new WebSocket(url);
  page.socket = socket;
  socket.onopen = () => {
    page.retry = 0;
    page.root.dataset.connected = "true";
    while (page.queue.length) socket.send(page.queue.shift());
    reportPhase(page);
    page.viewport = null;
    reportViewport(page);
    applyPlacements(page, true);
  };
  socket.onmessage = (event) => receive(page, event.data);
  socket.onclose = (event) => {
    delete page.root.dataset.connected;
    if (event.code === TAKEN_OVER) page.closed = true;
    if (page.closed) return;
    setTimeout(() => connect(page), Math.min(MAX_RETRY_MS, 100 * 2 ** page.retry++));
  };
}

/** This tab's scene: kept in sessionStorage, so a reload finds its @SceneStorage again. */
export function sceneID() {
  try {
    let scene = sessionStorage.getItem("trellis-scene") || "";
    if (!/^[0-9a-f]{32}$/.test(scene)) {
      const bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      scene = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      sessionStorage.setItem("trellis-scene", scene);
    }
    return scene;
  } catch (e) {
    return "";
  }
}
