import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, create, makePage } from "./harness.mjs";
import { receive } from "../../Sources/TrellisWeb/Client/connection.js";
import { send, transmit } from "../../Sources/TrellisWeb/Client/outbox.js";

const batch = (seq, ops, ack = 0) => JSON.stringify({ seq, ack, ops });

test("batches apply in order and the page notes the last one", () => {
  const { page, root } = makePage('<p data-t="1">a</p>', 4);
  receive(page, batch(5, [[OP.text, 1, "b"]], 2));
  assert.equal(root.textContent, "b");
  assert.equal(page.seq, 5);
  assert.equal(page.ack, 2);
  assert.equal(root.dataset.seq, "5");
});

test("a missed batch is not applied: the client reconnects for a full render", () => {
  const { page, root } = makePage('<p data-t="1">a</p>', 4);
  const warn = console.warn;
  console.warn = () => {};
  try { receive(page, batch(6, [[OP.text, 1, "c"]])); } finally { console.warn = warn; }
  assert.equal(root.textContent, "a");
  assert.equal(page.socket.closed, true);
  assert.equal(page.seq, 4);
});

test("a full render (a reset first) is applied whatever its number", () => {
  const { page, root } = makePage('<p data-t="1">a</p>', 9);
  receive(page, batch(1, [[OP.reset], create(0, [[1, "p", {}], "fresh"], 1)]));
  assert.equal(root.innerHTML, "<p>fresh</p>");
  assert.equal(page.seq, 1);
});

test("messages that are not batches change nothing", () => {
  const { page, root } = makePage('<p data-t="1">a</p>');
  for (const data of ["not json", "null", "42", '{"seq":1}', '{"seq":1,"ops":"x"}']) receive(page, data);
  assert.equal(root.innerHTML, '<p data-t="1">a</p>');
  assert.equal(page.seq, 0);
});

test("events are numbered, and wait in the queue while the socket is closed", () => {
  const { page, sent } = makePage('<button data-t="3" class="t-button">Go</button>');
  const button = page.els.get(3);
  send(page, button, "tap");
  page.socket.readyState = 3;
  send(page, button, "setText", "hi");
  transmit(page, { seq: ++page.sent, phase: "background" });
  assert.deepEqual(sent, [{ seq: 1, element: 3, event: "tap" }]);
  assert.equal(page.queue.length, 2);
  assert.deepEqual(JSON.parse(page.queue[0]), { seq: 2, element: 3, event: "setText", value: "hi" });
  assert.equal(button.__sent, 2);
  // An element the client did not make has no id to send.
  send(page, page.root.ownerDocument.body, "tap");
  assert.equal(page.queue.length, 2);
});
