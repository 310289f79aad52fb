// Elements: made, given attributes, wrapped in the boxes their modifiers need, placed,
// and forgotten once removed.
import { mediaURL, note } from "./page.js";
import { send } from "./outbox.js";

const SVG = "http://www.w3.org/2000/svg";
export const PATH_DATA = /^[MLQCZ0-9 .eE+-]*$/;
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#|\?)/i;
/** What a web view's frame may do (the server's `DOMTranslator.webSandbox`): never run in the page's origin. */
export const WEB_SANDBOX = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox";

export const outer = (el) => el.__o || el;
export const box = (el) => el.__b || el;

/** Takes over a server-rendered element: its id, wrappers and parts. */
export function adopt(page, el) {
  const id = Number(el.dataset.t);
  el.__t = id;
  page.els.set(id, el);
  if (el.hasAttribute("data-lazy")) page.seen.lazy = true;
  if (el.hasAttribute("data-scroll-reports")) page.seen.scrolls = true;
  if (el.hasAttribute("data-visible-at")) page.seen.visibility = true;
  note(page, "class", el.getAttribute("class") || "");
  let wraps = Number(el.dataset.wrap) || 0;
  if (wraps) { let o = el; while (wraps--) o = o.parentNode; el.__o = o; }
  if (el.tagName === "LABEL") { el.__b = el.firstElementChild; el.__i = el.lastElementChild; }
  if (el.classList.contains("t-path")) { el.__s = el.firstElementChild; el.__p = el.__s && el.__s.firstElementChild; }
  if (el.hasAttribute("data-runs")) styleRuns(el);
  if (el.tagName === "VIDEO" && el.hasAttribute("data-sound")) setAttr(page, el, "data-sound", el.getAttribute("data-sound"));
  if (el.tagName === "IFRAME") {
    // It may have loaded before this script ran: load it again, now heard.
    for (const name of ["srcdoc", "src"]) {
      if (el.hasAttribute(name)) { setAttr(page, el, name, el.getAttribute(name)); break; }
    }
  }
}

/** A web view's frame: sandboxed whatever the server says, and each load told to the server. */
function frame(page, el) {
  el.setAttribute("sandbox", WEB_SANDBOX);
  el.onload = () => send(page, el, "setText", "loaded");
}

/**
 * A text styled in parts (`data-runs`: `[[css, length], …]`, lengths as the string counts
 * them): its characters split into a span per run, each with its run's style. Called
 * whenever the text or its runs change; what the runs do not cover stays plain.
 */
export function styleRuns(el, text = el.textContent) {
  let runs;
  try { runs = JSON.parse(el.getAttribute("data-runs") || "null"); } catch (e) { runs = null; }
  el.textContent = "";
  if (!Array.isArray(runs)) { el.textContent = text; return; }
  let at = 0;
  for (const run of runs) {
    if (!Array.isArray(run) || typeof run[0] !== "string" || !Number.isInteger(run[1]) || run[1] < 0) continue;
    const span = document.createElement("span");
    span.style.cssText = run[0];
    span.textContent = text.slice(at, at + run[1]);
    at += run[1];
    el.appendChild(span);
  }
  if (at < text.length) el.appendChild(document.createTextNode(text.slice(at)));
}

/** Sets an element's text, in its runs when it has them. */
export function setText(el, text) {
  if (el.hasAttribute("data-runs")) { styleRuns(el, text); return; }
  // Its one text node changes in place: replacing it would be a child-list change,
  // which every :has() rule above it must look at again.
  const node = el.firstChild;
  if (node && node.nodeType === 3 && !node.nextSibling) node.nodeValue = text;
  else el.textContent = text;
}

/** Takes over the server-rendered page. */
export function adoptPage(page) {
  const root = page.root;
  // Nested buttons and links came as placeholders (the HTML parser would have closed
  // the outer one): put the real elements in their place, outermost first.
  for (const ph of root.querySelectorAll("[data-swap]")) {
    const tag = ph.dataset.swap;
    if (tag !== "button" && tag !== "a") continue;
    const real = document.createElement(tag);
    for (const attr of ph.attributes) if (attr.name !== "data-swap") real.setAttribute(attr.name, attr.value);
    while (ph.firstChild) real.appendChild(ph.firstChild);
    ph.replaceWith(real);
  }
  for (const el of root.querySelectorAll("[data-t]")) adopt(page, el);
}

/** A new element with its attributes and wrappers, registered under `id`. */
export function createElement(page, id, tag, attrs, wraps) {
  // A shape drawn from its path: a box holding an <svg> with one <path>.
  const el = document.createElement(tag === "svg" ? "div" : tag);
  el.__t = id;
  if (page.probe) el.setAttribute("data-t", id);
  if (tag === "svg") {
    el.__s = document.createElementNS(SVG, "svg");
    el.__p = document.createElementNS(SVG, "path");
    el.__s.append(el.__p);
    el.append(el.__s);
  }
  if (tag === "label") {
    // A labelled control: its content, then its input (a switch, a slider, a date).
    const label = document.createElement("span");
    label.className = "t-toggle-label";
    const input = document.createElement("input");
    const type = attrs["data-input"];
    if (type === "range") { input.type = "range"; input.className = "t-range"; }
    else if (type === "date" || type === "time" || type === "datetime-local") { input.type = type; input.className = "t-date"; }
    else if (type === "checkbox") { input.type = "checkbox"; input.className = "t-check"; }
    else if (type === "button") { input.type = "checkbox"; input.className = "t-toggle-input"; }
    else { input.type = "checkbox"; input.className = "t-switch"; input.setAttribute("role", "switch"); }
    el.append(label, input);
    el.__b = label;
    el.__i = input;
  }
  for (const name in attrs) setAttr(page, el, name, attrs[name]);
  if (wraps) wrap(el, wraps);
  page.els.set(id, el);
  return el;
}

function setValue(page, el, value) {
  if (el.value === value) return;
  if (el === document.activeElement) {
    // The user owns the field they are typing in: a value from before their latest
    // keystroke is stale. A newer one (the app changed the text) lands without moving
    // the caret.
    const owner = el.__t === undefined && el.parentNode ? el.parentNode : el;
    if ((owner.__sent || 0) > page.ack) return;
    const start = el.selectionStart, end = el.selectionEnd;
    el.value = value;
    try { el.setSelectionRange(Math.min(start, value.length), Math.min(end, value.length)); } catch (e) { /* not a text input */ }
  } else {
    el.value = value;
  }
}

/** Sets an allowed attribute; those with behaviour (values, links, paths) are checked. */
export function setAttr(page, el, name, value) {
  if (!page.allowed.has(name)) return;
  note(page, name, value);
  const anim = page.anim;
  switch (name) {
    case "value": setValue(page, el.__i || el, value); return;
    case "min": case "max": case "step": (el.__i || el).setAttribute(name, value); return;
    case "data-focus":
      el.setAttribute(name, value);
      // The app moved the focus: follow it once the batch is in the page.
      setTimeout(() => {
        if (value === "true" && document.activeElement !== el) el.focus();
        else if (value === "false" && document.activeElement === el) el.blur();
      }, 0);
      return;
    case "checked": (el.__i || el).checked = true; return;
    case "disabled": (el.__i || el).disabled = true; return;
    case "href": if (!SAFE_URL.test(value)) value = "#"; break;
    case "src":
      if (el.tagName === "IFRAME") {
        if (!/^https?:\/\//i.test(value)) return;
        frame(page, el);
        el.removeAttribute("srcdoc");
        break;
      }
      if (!/^(https?:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(value)) return;
      break;
    case "srcdoc":
      if (el.tagName !== "IFRAME") return;
      frame(page, el);
      el.removeAttribute("src");
      break;
    case "sandbox": return;
    case "d": if (el.__p && PATH_DATA.test(value)) el.__p.setAttribute("d", value); return;
    case "viewBox": case "preserveAspectRatio": if (el.__s) el.__s.setAttribute(name, value); return;
    case "data-frames":
      // An animatable shape's paths between its old and new values, played in order.
      if (anim && el.__p && el.__p.animate) {
        const frames = value.split("|").filter((f) => PATH_DATA.test(f));
        if (frames.length > 1) {
          el.__p.animate(frames.map((d) => ({ d: 'path("' + d + '")' })),
                         { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
        }
      }
      return;
    // Under an animation the new style transitions from the old one.
    case "style": if (anim) value = value + ";transition:all " + anim.ms + "ms " + anim.easing + (anim.delay ? " " + anim.delay + "ms" : ""); break;
    case "data-runs": el.setAttribute(name, value); styleRuns(el); return;
    case "data-sound":
      // A player's picture: of the app's own media, from the tab's media route.
      el.setAttribute(name, value);
      if (el.tagName === "VIDEO" && !el.getAttribute("src") && /^\d+$/.test(value)) {
        el.setAttribute("src", mediaURL(page, value));
      }
      return;
  }
  el.setAttribute(name, value);
}

export function removeAttr(page, el, name) {
  switch (name) {
    case "value": setValue(page, el.__i || el, ""); return;
    case "min": case "max": case "step": (el.__i || el).removeAttribute(name); return;
    case "checked": (el.__i || el).checked = false; return;
    case "disabled": (el.__i || el).disabled = false; return;
    case "d": if (el.__p) el.__p.removeAttribute("d"); return;
    case "viewBox": case "preserveAspectRatio": if (el.__s) el.__s.removeAttribute(name); return;
    case "data-lazy": el.__asked = undefined; break; // all rows shown: a later window is new
    case "data-runs": { const text = el.textContent; el.removeAttribute(name); el.textContent = text; return; }
  }
  el.removeAttribute(name);
}

/** Replaces the element's wrapper boxes with `wraps`: `[[class, style, testid?], …]`,
 * innermost first (a test id names the box that is the identified view's frame). */
export function wrap(el, wraps) {
  const old = el.__o;
  const anchor = old || el;
  const parent = anchor.parentNode, next = anchor.nextSibling;
  let inner = el;
  for (const [className, style, testid] of wraps) {
    const w = document.createElement("div");
    w.className = className;
    if (style) w.setAttribute("style", style);
    if (typeof testid === "string") w.setAttribute("data-testid", testid);
    w.appendChild(inner);
    inner = w;
  }
  el.__o = wraps.length ? inner : undefined;
  if (old) old.remove();
  if (parent && inner !== el) parent.insertBefore(inner, next);
  else if (parent && old) parent.insertBefore(el, next);
}

/** Puts an element the page has into `parent` before `before` (op `[code, parent, child, before|0]`). */
export function place(page, op) {
  const parent = page.els.get(op[1]), child = page.els.get(op[2]);
  if (!parent || !child) return;
  const before = op[3] ? page.els.get(op[3]) : null;
  box(parent).insertBefore(outer(child), before ? outer(before) : null);
}

// Removed elements leave the id map once the page is idle again: a cleared table is not
// walked while the user waits for it to go. Ids are never reused, so the map only ever
// drops an id whose element it still holds.
const later = (task) => (typeof requestIdleCallback === "function" ? requestIdleCallback(task) : setTimeout(task, 50));

export function forget(page, el) {
  if (page.removed.push(el) === 1) later(() => sweep(page));
}

export function sweep(page) {
  const drop = (d) => { if (d.__t !== undefined && page.els.get(d.__t) === d) page.els.delete(d.__t); };
  for (const gone of page.removed.splice(0)) {
    drop(gone);
    for (const d of gone.getElementsByTagName("*")) drop(d);
  }
}
