// What the user does, sent to the server as events on elements: taps and presses, menus,
// keyboard shortcuts and keys, drags, pinches, page swipes, hovering, and edits of fields
// and controls. Listeners sit on the page's root (keys and shortcuts on the document).
import { send } from "./outbox.js";

const round1 = (n) => Math.round(n * 10) / 10;
const gestureEnabled = (el) => !el.classList.contains("t-disabled");

/** Installs every listener, in the order their handlers must run. */
export function listen(page) {
  listenForMenusAndTaps(page);
  listenForLongPresses(page);
  listenForDrags(page);
  listenForKeys(page);
  listenForPinches(page);
  listenForPageSwipes(page);
  listenForHovering(page);
  listenForDragAndDrop(page);
  listenForEdits(page);
}

// Taps: the nearest button, else the nearest view with onTapGesture (a double click for
// count 2). A menu picker shows its selected option; a click opens the list, a click on
// an option picks it, a click elsewhere or Escape closes it.
function listenForMenusAndTaps(page) {
  const root = page.root;
  // Only this script opens menus, so it keeps the open ones: a click then closes them
  // without searching the page (a selector search over a 1,000-row table took 0.4 ms).
  const openMenus = new Set();
  const setOpen = (menu, open) => {
    if (open) { menu.dataset.open = ""; openMenus.add(menu); } else { delete menu.dataset.open; openMenus.delete(menu); }
  };
  const closeMenus = (except) => {
    if (openMenus.size === 0) return;
    for (const open of [...openMenus]) if (open !== except) setOpen(open, false);
  };
  // A Menu opens from its label (or, with a primary action, from a right click or a long
  // press); choosing an item closes it.
  root.addEventListener("click", (e) => {
    const menu = e.target.closest(".t-menu");
    if (!menu || !root.contains(menu) || menu.classList.contains("t-disabled")) return;
    const onLabel = e.target.closest(".t-picker-label");
    if (onLabel && onLabel.parentNode === menu && menu.dataset.context !== undefined) return;
    if (onLabel && onLabel.parentNode === menu) {
      e.stopImmediatePropagation();
      closeMenus(menu);
      if (menu.dataset.primary !== undefined) { send(page, menu, "tap"); return; }
      setOpen(menu, menu.dataset.open === undefined);
    } else if (e.target.closest("button.t-button")) {
      setOpen(menu, false);
    }
  }, true);
  root.addEventListener("contextmenu", (e) => {
    const menu = e.target.closest(".t-menu[data-primary], .t-menu[data-context]");
    if (!menu || !root.contains(menu) || e.target.closest(".t-menu-items")) return;
    // A context menu with no items (its closure returned nothing, or `contextMenu(nil)`) is off.
    if (menu.dataset.context !== undefined && !menu.querySelector(":scope > .t-menu-items > *")) return;
    e.preventDefault();
    closeMenus(menu);
    setOpen(menu, true);
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeMenus(null); });
  listenForShortcuts();

  const tapTarget = (e) => {
    const target = e.target.closest("button.t-button, .t-gesture");
    return target && root.contains(target) ? target : null;
  };
  // A gesture that wants the location gets it in the view's own points.
  const sendTap = (target, e) => {
    if (target.dataset.spatial === undefined) { send(page, target, "tap"); return; }
    const frame = target.getBoundingClientRect();
    send(page, target, "tapAt", round1(e.clientX - frame.left) + " " + round1(e.clientY - frame.top));
  };
  root.addEventListener("click", (e) => {
    const target = tapTarget(e);
    const menu = target && target.classList.contains("t-option") ? target.closest(".t-picker-menu") : null;
    closeMenus(menu);
    if (menu) {
      if (menu.dataset.open === undefined) { setOpen(menu, true); return; }
      setOpen(menu, false);
      if (target.getAttribute("aria-selected") === "true") return;
    }
    if (!target) return;
    if (target.tagName === "BUTTON") { if (!target.disabled) send(page, target, "tap"); return; }
    // A view whose gesture is a long press (and no tap) or a double tap waits for those.
    const taps = target.dataset.taps;
    if (taps === "2" || (taps === undefined && target.dataset.press !== undefined)) return;
    if (gestureEnabled(target)) sendTap(target, e);
  });
  root.addEventListener("dblclick", (e) => {
    const target = tapTarget(e);
    if (target && target.dataset.taps === "2" && gestureEnabled(target)) sendTap(target, e);
  });
}

// Keyboard shortcuts (keyboardShortcut): the last shown button with the typed keys is
// pressed. ⌘ is Ctrl off a Mac; return in a text editor or a submitting field stays its own.
function listenForShortcuts() {
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.isComposing || !e.key) return;
    const t = e.target;
    if (t && (t.tagName === "TEXTAREA" || (t.tagName === "INPUT" && (e.key === "Enter" && t.dataset.submit !== undefined)))) return;
    const parts = [];
    if (e.metaKey || e.ctrlKey) parts.push("cmd");
    if (e.altKey) parts.push("alt");
    if (e.shiftKey) parts.push("shift");
    const key = e.key === " " ? "space" : e.key.toLowerCase();
    if (!/^[a-z0-9]+$/.test(key)) return;
    parts.push(key);
    const wanted = parts.join("+");
    const matches = Array.from(document.querySelectorAll("[data-key]")).filter((b) => {
      const keys = b.dataset.key.replace("ctrl+", "cmd+");
      return keys === wanted && !b.disabled && b.offsetParent !== null;
    });
    if (matches.length) { e.preventDefault(); matches[matches.length - 1].click(); }
  });
}

// Long presses: a press held for the gesture's duration. The press's start and an early
// release are reported too ("pressing" true/false: `onLongPressGesture`'s pressing
// callback, a long press's `updating`); one held long enough ends with "longPress".
function listenForLongPresses(page) {
  const root = page.root;
  let pressTimer = null;
  let pressed = null;
  const endPress = () => {
    clearTimeout(pressTimer);
    pressTimer = null;
    if (pressed) send(page, pressed, "pressing", false);
    pressed = null;
  };
  root.addEventListener("pointerdown", (e) => {
    const target = e.target.closest("button.t-button, .t-gesture");
    if (!target || !root.contains(target) || !target.dataset.press || !gestureEnabled(target)) return;
    endPress();
    // A gesture area hears the press; a button with a context menu only its long press.
    pressed = target.classList.contains("t-gesture") ? target : null;
    if (pressed) send(page, pressed, "pressing", true);
    pressTimer = setTimeout(() => {
      pressTimer = null;
      pressed = null;
      send(page, target, "longPress");
    }, Number(target.dataset.press) || 500);
  });
  for (const name of ["pointerup", "pointercancel", "pointerleave"]) root.addEventListener(name, endPress);
}

// Drags: from a press on a view with a drag gesture, once the pointer has moved its
// minimum distance; at most one report per frame, then one when it ends. Points are the
// view's own, from its top-leading corner.
function listenForDrags(page) {
  const root = page.root;
  let drag = null;
  root.addEventListener("pointerdown", (e) => {
    const el = e.target.closest(".t-gesture[data-drag]");
    if (!el || !root.contains(el) || !gestureEnabled(el) || e.target.closest("button, input, textarea, select, a")) return;
    const frame = el.getBoundingClientRect();
    drag = { el, id: e.pointerId, ox: frame.left, oy: frame.top, sx: e.clientX - frame.left, sy: e.clientY - frame.top,
             x: 0, y: 0, min: Number(el.dataset.drag) || 0, started: false, frame: 0 };
  });
  const report = (ended) => send(page, drag.el, "drag", [drag.sx, drag.sy, drag.x, drag.y].map(round1).join(" ") + (ended ? " 1" : " 0"));
  root.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    drag.x = e.clientX - drag.ox;
    drag.y = e.clientY - drag.oy;
    if (!drag.started && Math.hypot(drag.x - drag.sx, drag.y - drag.sy) < drag.min) return;
    // Captured only once it is a drag: a tap inside (a button, a tap gesture) stays a tap.
    if (!drag.started) { try { drag.el.setPointerCapture(drag.id); } catch (err) { /* pointer gone */ } }
    drag.started = true;
    if (!drag.frame) drag.frame = requestAnimationFrame(() => { if (drag) { drag.frame = 0; report(false); } });
  });
  const endDrag = (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    if (drag.frame) cancelAnimationFrame(drag.frame);
    if (drag.started) report(true);
    drag = null;
  };
  root.addEventListener("pointerup", endDrag);
  root.addEventListener("pointercancel", endDrag);
}

// Keys: a press (its repeats, its release) goes to the nearest view around the focus that
// listens for that key in that phase (onKeyPress, `data-keys="mask:names"`); a key it
// lists by name does not also scroll the page, or type outside a field.
function listenForKeys(page) {
  const root = page.root;
  for (const type of ["keydown", "keyup"]) {
    root.addEventListener(type, (e) => {
      const name = e.key === " " ? "space" : e.key.toLowerCase();
      if (!/^[a-z0-9]{1,20}$/.test(name)) return;
      const phase = type === "keyup" ? "up" : e.repeat ? "repeat" : "down";
      const bit = phase === "down" ? 1 : phase === "repeat" ? 2 : 4;
      for (let el = e.target.closest ? e.target.closest("[data-keys]") : null; el && root.contains(el);
           el = el.parentElement ? el.parentElement.closest("[data-keys]") : null) {
        const [mask, list] = el.dataset.keys.split(":");
        if (!(Number(mask) & bit)) continue;
        const listed = list !== "*" && list.split(" ").includes(name);
        if (list !== "*" && !listed) continue;
        if (listed && !e.target.closest("input, textarea")) e.preventDefault();
        const mods = (e.shiftKey ? 2 : 0) | (e.ctrlKey ? 4 : 0) | (e.altKey ? 8 : 0) | (e.metaKey ? 16 : 0);
        send(page, el, "keyPress", [name, phase, mods, e.key.length === 1 ? e.key : ""].join(" "));
        return;
      }
    });
  }
}

// Pinches and turns: two pointers on a view with a magnify or rotate gesture report their
// spread against where they landed and how far they turned, at most once a frame, then
// once when a finger lifts; a trackpad's pinch (a wheel with ctrl) too.
function listenForPinches(page) {
  const root = page.root;
  const fingers = new Map();
  let pinch = null;
  const report = (ended) => send(page, pinch.el, "pinch",
    [Math.round(pinch.scale * 1000) / 1000, round1(pinch.turn), ended ? 1 : 0].join(" "));
  const spread = () => {
    const [a, b] = Array.from(fingers.values());
    return { d: Math.hypot(b.x - a.x, b.y - a.y) || 1, a: Math.atan2(b.y - a.y, b.x - a.x) };
  };
  root.addEventListener("pointerdown", (e) => {
    const el = e.target.closest(".t-gesture[data-pinch]");
    if (!el || !gestureEnabled(el)) return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (fingers.size === 2) { const s = spread(); pinch = { el, d: s.d, a: s.a, scale: 1, turn: 0, frame: 0, wheel: 0 }; }
  });
  root.addEventListener("pointermove", (e) => {
    if (!fingers.has(e.pointerId)) return;
    fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!pinch || fingers.size !== 2) return;
    const s = spread();
    pinch.scale = s.d / pinch.d;
    pinch.turn = (s.a - pinch.a) * 180 / Math.PI;
    if (!pinch.frame) pinch.frame = requestAnimationFrame(() => { if (pinch) { pinch.frame = 0; report(false); } });
  });
  const liftFinger = (e) => {
    if (!fingers.delete(e.pointerId) || !pinch || pinch.wheel) return;
    if (pinch.frame) cancelAnimationFrame(pinch.frame);
    report(true);
    pinch = null;
  };
  for (const name of ["pointerup", "pointercancel"]) root.addEventListener(name, liftFinger);
  root.addEventListener("wheel", (e) => {
    const el = e.ctrlKey && e.target.closest(".t-gesture[data-pinch]");
    if (!el || !gestureEnabled(el)) return;
    e.preventDefault();
    if (!pinch) pinch = { el, scale: 1, turn: 0, frame: 0, wheel: 0 };
    pinch.scale = Math.min(Math.max(pinch.scale * Math.exp(-e.deltaY / 100), 0.01), 100);
    clearTimeout(pinch.wheel);
    pinch.wheel = setTimeout(() => { if (pinch) { report(true); pinch = null; } }, 200);
    report(false);
  }, { passive: false });
}

// Pages (tabViewStyle(.page)): a horizontal swipe turns to the next or the previous page,
// as its dot would.
function listenForPageSwipes(page) {
  const root = page.root;
  let swipe = null;
  root.addEventListener("pointerdown", (e) => {
    const pages = e.target.closest(".t-pages");
    swipe = pages && !e.target.closest("input, textarea, select, .t-gesture[data-drag]")
      ? { pages, x: e.clientX, y: e.clientY, id: e.pointerId } : null;
  });
  root.addEventListener("pointerup", (e) => {
    if (!swipe || e.pointerId !== swipe.id) return;
    const dx = e.clientX - swipe.x, dy = e.clientY - swipe.y, pages = swipe.pages;
    swipe = null;
    if (Math.abs(dx) < 50 || Math.abs(dx) < 2 * Math.abs(dy)) return;
    const items = Array.from(pages.querySelectorAll(":scope > .t-tabpage > .t-tabitem"));
    const current = items.findIndex((b) => b.getAttribute("aria-selected") === "true");
    const next = items[current + (dx < 0 ? 1 : -1)];
    if (next && !next.disabled) send(page, next, "tap");
  });
}

// Hovering: views that watch the pointer (a mouse, a pen; not a finger) hear it come in
// and leave, and `move` ones where it is, at most once a frame. Points are the view's
// own, from its top-leading corner.
function listenForHovering(page) {
  const root = page.root;
  const hovered = new Map();
  const hoverPoint = (el, e) => {
    const frame = el.getBoundingClientRect();
    return [e.clientX - frame.left, e.clientY - frame.top].map(round1).join(" ");
  };
  root.addEventListener("pointermove", (e) => {
    if (e.pointerType === "touch") return;
    const inside = new Set();
    for (let el = e.target.closest ? e.target.closest("[data-hover]") : null; el && root.contains(el);
         el = el.parentElement ? el.parentElement.closest("[data-hover]") : null) inside.add(el);
    for (const [el, state] of Array.from(hovered)) {
      if (inside.has(el) && el.isConnected) continue;
      if (state.frame) cancelAnimationFrame(state.frame);
      hovered.delete(el);
      if (el.isConnected) send(page, el, "hover", "");
    }
    for (const el of inside) {
      const state = hovered.get(el);
      if (!state) { hovered.set(el, { frame: 0 }); send(page, el, "hover", hoverPoint(el, e)); continue; }
      if (el.dataset.hover !== "move" || state.frame) continue;
      const point = hoverPoint(el, e);
      state.frame = requestAnimationFrame(() => { state.frame = 0; if (hovered.get(el) === state) send(page, el, "hover", point); });
    }
  });
  root.addEventListener("pointerleave", () => {
    for (const [el, state] of Array.from(hovered)) {
      if (state.frame) cancelAnimationFrame(state.frame);
      if (el.isConnected) send(page, el, "hover", "");
    }
    hovered.clear();
  });
}

// Drag and drop (the browser's own, so a drag can also come from another app or tab): a
// drag that starts on a view marked `data-drag-item` asks the server for its items
// (`dragStart`) and carries only a mark of this page; the nearest view marked `data-drop`
// under it hears it enter, move (once a frame at most) and leave, and takes the drop. A
// drag from outside brings its link and text with the drop.
const PAGE_DRAG = "application/x-trellis-drag";

export function dropValue(phase, el, e, outside, url, text) {
  const frame = el.getBoundingClientRect();
  const head = [phase, round1(e.clientX - frame.left), round1(e.clientY - frame.top), outside ? 1 : 0].join(" ");
  return outside && phase === "dropped" ? `${head}\n${url || ""}\n${text || ""}` : head;
}

function listenForDragAndDrop(page) {
  const root = page.root;
  let over = null;
  let frame = 0;
  const fromOutside = (e) => !Array.from(e.dataTransfer ? e.dataTransfer.types : []).includes(PAGE_DRAG);
  const destination = (e) => {
    const el = e.target.closest ? e.target.closest("[data-drop]") : null;
    return el && root.contains(el) && gestureEnabled(el) ? el : null;
  };
  const leave = (e) => {
    if (frame) { cancelAnimationFrame(frame); frame = 0; }
    if (over && over.isConnected) send(page, over, "drop", dropValue("exited", over, e, fromOutside(e)));
    over = null;
  };
  root.addEventListener("dragstart", (e) => {
    const el = e.target.closest ? e.target.closest("[data-drag-item]") : null;
    if (!el || !root.contains(el) || !gestureEnabled(el)) return;
    send(page, el, "dragStart");
    e.dataTransfer.setData(PAGE_DRAG, page.session);
    e.dataTransfer.effectAllowed = "copyMove";
  });
  root.addEventListener("dragover", (e) => {
    const el = destination(e);
    if (el !== over) {
      leave(e);
      if (el) { over = el; send(page, el, "drop", dropValue("entered", el, e, fromOutside(e))); }
    } else if (el && !frame) {
      frame = requestAnimationFrame(() => { frame = 0; if (over === el) send(page, el, "drop", dropValue("moved", el, e, fromOutside(e))); });
    }
    // Taking the drop is the server's to decide; the page lets every destination try.
    if (el) e.preventDefault();
  });
  root.addEventListener("dragleave", (e) => {
    if (over && !over.contains(e.relatedTarget)) leave(e);
  });
  root.addEventListener("drop", (e) => {
    const el = destination(e);
    if (!el) return;
    e.preventDefault();
    if (frame) { cancelAnimationFrame(frame); frame = 0; }
    const outside = fromOutside(e);
    const url = outside ? (e.dataTransfer.getData("text/uri-list") || "").split("\n").find((line) => line && !line.startsWith("#")) : "";
    const text = outside ? e.dataTransfer.getData("text/plain") : "";
    send(page, el, "drop", dropValue("dropped", el, e, outside, url && url.trim(), text.slice(0, 16000)));
    over = null;
  });
}

// Edits: text fields and colour wells send their text, sliders their value, switches
// and checkboxes their state, date pickers the date; focus and return for fields tied to
// a FocusState or with onSubmit.
function listenForEdits(page) {
  const root = page.root;
  root.addEventListener("input", (e) => {
    const t = e.target;
    if (!t.classList) return;
    if (t.classList.contains("t-field") || t.classList.contains("t-colorwell")) send(page, t, "setText", t.value);
    else if (t.classList.contains("t-range")) send(page, t.parentNode, "setValue", Number(t.value));
  });
  root.addEventListener("change", (e) => {
    const t = e.target;
    if (!t.classList) return;
    if (t.type === "checkbox" && t.parentNode && t.parentNode.tagName === "LABEL") send(page, t.parentNode, "setOn", t.checked);
    else if (t.classList.contains("t-date") && t.value) send(page, t.parentNode, "setText", t.value);
  });
  root.addEventListener("focusin", (e) => { if (e.target.dataset && e.target.dataset.focus !== undefined) send(page, e.target, "focus", true); });
  root.addEventListener("focusout", (e) => { if (e.target.dataset && e.target.dataset.focus !== undefined) send(page, e.target, "focus", false); });
  root.addEventListener("keydown", (e) => {
    const t = e.target;
    if (e.key === "Enter" && !e.isComposing && t.tagName === "INPUT" && t.classList.contains("t-field") && t.dataset.submit !== undefined) send(page, t, "submit");
  });
}
