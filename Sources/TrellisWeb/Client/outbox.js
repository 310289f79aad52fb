// What the page tells the server: an event on an element, or the scene phase. Messages
// wait in `page.queue` until the socket is open.

/** Sends `event` (with `value`) for element `el`, numbered so the server can acknowledge it. */
export function send(page, el, event, value) {
  if (!el || el.__t === undefined) return;
  const message = { seq: ++page.sent, element: el.__t, event };
  if (value !== undefined) {
    message.value = value;
    // A field remembers its latest edit: a value from the server older than it is stale.
    if (event === "setText" || event === "setValue") el.__sent = page.sent;
  }
  transmit(page, message);
}

/** Sends a message now, or queues it until the socket is open. */
export function transmit(page, message) {
  const text = JSON.stringify(message);
  if (page.socket && page.socket.readyState === 1) page.socket.send(text); else page.queue.push(text);
}

/**
 * The scene phase follows the tab: background when hidden, inactive when shown without
 * focus, active otherwise. Sent when it changes (checked again on connect).
 */
export function reportPhase(page) {
  const now = document.visibilityState === "hidden" ? "background" : (document.hasFocus() ? "active" : "inactive");
  if (now === page.phase) return;
  page.phase = now;
  transmit(page, { seq: ++page.sent, phase: now });
}
