// A page for the client's modules without a server or a browser: jsdom (Debian's
// node-jsdom) gives the DOM, a stub socket records what the client sends.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { createPage } from "../../Sources/TrellisWeb/Client/page.js";
import { adoptPage } from "../../Sources/TrellisWeb/Client/elements.js";

const require = createRequire(import.meta.url);
const { JSDOM } = require("jsdom");

export const protocol = JSON.parse(readFileSync(new URL("../../Sources/TrellisWeb/Client/protocol.json", import.meta.url), "utf8"));
export const OP = protocol.ops;

/** A page whose root holds `html` (server-rendered elements with `data-t`), taken over. */
export function makePage(html = "", seq = 0) {
  const dom = new JSDOM(`<!doctype html><body><main id="trellis-root" data-t="0" data-seq="${seq}">${html}</main></body>`,
                        { pretendToBeVisual: true, url: "http://127.0.0.1:8080/" });
  const window = dom.window;
  for (const name of ["window", "document", "location", "navigator", "history", "Node", "HTMLElement", "sessionStorage"]) {
    Object.defineProperty(globalThis, name, { value: name === "window" ? window : window[name], configurable: true, writable: true });
  }
  globalThis.requestAnimationFrame = window.requestAnimationFrame.bind(window);
  globalThis.cancelAnimationFrame = window.cancelAnimationFrame.bind(window);
  globalThis.getComputedStyle = window.getComputedStyle.bind(window);
  const root = window.document.getElementById("trellis-root");
  const page = createPage(root, protocol);
  adoptPage(page);
  const sent = [];
  page.socket = {
    readyState: 1,
    closed: false,
    send(text) { sent.push(JSON.parse(text)); },
    close() { this.closed = true; },
  };
  return { page, root, sent, window };
}

/** A create op placing `node` in `parent` (before `before`, 0: at the end), ids from `first`. */
export const create = (parent, node, first, before = 0) => [OP.create, parent, before, first, node];
