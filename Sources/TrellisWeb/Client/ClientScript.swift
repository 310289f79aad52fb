/// The browser half of TrellisWeb, hand-written and served as is (no build step, no
/// CDN). It takes over the server-rendered page, sends events up, applies batches of DOM
/// operations, and reconnects (getting a full render) when the socket drops.
///
/// Kept in a Swift string so the executable is self-contained: nothing to locate on disk.
enum ClientScript {
    static let source = #"""
    "use strict";
    (() => {
      const root = document.getElementById("trellis-root");
      if (!root) return;
      const session = root.dataset.session, token = root.dataset.token;
      const ALLOWED = new Set(["class", "style", "type", "placeholder", "value", "checked", "disabled",
        "href", "role", "aria-label", "data-testid", "title", "data-depth", "data-transition", "data-lazy",
        "viewBox", "preserveAspectRatio", "d",
        "inputmode", "autocomplete", "autocapitalize", "autocorrect", "spellcheck", "enterkeyhint", "aria-hidden", "data-taps", "data-press",
        "aria-selected", "min", "max", "step", "data-input", "data-focus", "data-submit",
        "rows", "data-primary", "aria-expanded", "aria-valuenow", "aria-description", "aria-valuetext", "aria-modal", "data-badge", "data-drag", "data-context",
        "data-frames", "data-match", "data-content-transition", "src", "data-spatial", "data-key", "lang", "tabindex", "aria-level", "data-hover", "data-pinch", "data-keys"]);
      const SVG = "http://www.w3.org/2000/svg", PATH_DATA = /^[MLQCZ0-9 .eE+-]*$/;
      const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#|\?)/i;
      const els = new Map();
      // Whether the page has ever had lazy rows, a navigation stack or a GeometryReader:
      // until it has, a batch does not search the page for them.
      let hasLazy = false, hasNav = false, hasGeometry = false;
      function note(name, value) {
        if (name === "data-lazy") hasLazy = true;
        else if (name === "class") {
          if (value.includes("t-nav")) hasNav = true;
          if (value.includes("t-geometry")) hasGeometry = true;
        }
      }
      let seq = Number(root.dataset.seq) || 0; // last batch applied
      let ack = 0;                             // last of our events the server had handled
      let sent = 0;                            // last event we sent
      let socket = null, retry = 0, closed = false;
      const queue = [];

      // Elements: `__t` id, `__o` outermost wrapper box, `__b` box children go in,
      // `__i` the checkbox of a toggle.
      const outer = (el) => el.__o || el;
      const box = (el) => el.__b || el;

      function adopt(el) {
        const id = Number(el.dataset.t);
        el.__t = id;
        els.set(id, el);
        if (el.hasAttribute("data-lazy")) hasLazy = true;
        note("class", el.getAttribute("class") || "");
        let wraps = Number(el.dataset.wrap) || 0;
        if (wraps) { let o = el; while (wraps--) o = o.parentNode; el.__o = o; }
        if (el.tagName === "LABEL") { el.__b = el.firstElementChild; el.__i = el.lastElementChild; }
        if (el.classList.contains("t-path")) { el.__s = el.firstElementChild; el.__p = el.__s && el.__s.firstElementChild; }
      }
      els.set(0, root);
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
      for (const el of root.querySelectorAll("[data-t]")) adopt(el);

      function create(id, tag, attrs, wraps) {
        // A shape drawn from its path: a box holding an <svg> with one <path>.
        const el = document.createElement(tag === "svg" ? "div" : tag);
        el.__t = id;
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
        for (const name in attrs) setAttr(el, name, attrs[name]);
        if (wraps) wrap(el, wraps);
        els.set(id, el);
        return el;
      }

      // Descriptions by the number the server gave them ("n" ops define them before
      // using them). A plain one (no wrappers, no attribute with behaviour) keeps a
      // prototype that its elements are cloned from.
      const descs = [];
      const ACTIVE = new Set(["value", "min", "max", "step", "data-focus", "checked", "disabled", "href", "src",
        "d", "viewBox", "preserveAspectRatio", "data-frames"]);
      function describe(d) {
        if (typeof d === "number") return descs[d];
        if (!Array.isArray(d) || typeof d[1] !== "string" || typeof d[2] !== "object" || d[2] === null) return undefined;
        const entry = { tag: d[1], attrs: d[2], wraps: Array.isArray(d[3]) ? d[3] : null, proto: null };
        if (!entry.wraps && entry.tag !== "svg" && entry.tag !== "label" && !Object.keys(entry.attrs).some((n) => ACTIVE.has(n))) {
          entry.proto = document.createElement(entry.tag);
          for (const name in entry.attrs) if (ALLOWED.has(name)) { note(name, entry.attrs[name]); entry.proto.setAttribute(name, entry.attrs[name]); }
        }
        if (Number.isInteger(d[0]) && d[0] >= 0 && d[0] < 4096) {
          // A number the server gives again means something else now: subtrees cloned
          // from what it meant go.
          if (descs[d[0]]) shapes.clear();
          descs[d[0]] = entry;
        }
        return entry;
      }

      // Subtrees made of plain descriptions (a table's rows), by their shape: the next
      // one with the same shape is one deep clone, then its ids and texts.
      const shapes = new Map();
      function shapeOf(node) {
        const d = node[0];
        if (typeof d !== "number" || d < 0 || !descs[d] || !descs[d].proto) return null;
        let key = typeof node[1] === "string" ? d + "t" : String(d);
        for (let k = 2; k < node.length; k++) {
          if (!Array.isArray(node[k])) return null;
          const inner = shapeOf(node[k]);
          if (inner === null) return null;
          key += "(" + inner + ")";
        }
        return key;
      }
      function adoptClone(el, node, next) {
        const id = next.id++;
        el.__t = id;
        els.set(id, el);
        if (typeof node[1] === "string") {
          const text = el.firstChild;
          if (text && text.nodeType === 3) text.nodeValue = node[1];
          else el.insertBefore(document.createTextNode(node[1]), text);
        }
        let child = el.firstElementChild;
        for (let k = 2; k < node.length; k++) { adoptClone(child, node[k], next); child = child.nextElementSibling; }
      }
      function buildTree(node, next) {
        const key = anim || !Array.isArray(node) ? null : shapeOf(node);
        if (key === null) return build(node, next);
        const known = shapes.get(key);
        if (known) {
          const el = known.cloneNode(true);
          adoptClone(el, node, next);
          return el;
        }
        const el = build(node, next);
        if (shapes.size >= 256) shapes.clear();
        shapes.set(key, el.cloneNode(true));
        return el;
      }

      // What an "n" op creates: its node and everything in it, ids counting from its first.
      function buildOp(op) {
        return Number.isInteger(op[3]) ? buildTree(op[4], { id: op[3] }) : null;
      }

      // A node of an "n" op, `[-id?, d, text?, child…]`, and everything in it. Ids count
      // up from `next.id` unless a node gives its own; a child that is a number is an
      // element the page has, placed here.
      function build(node, next) {
        if (!Array.isArray(node)) return null;
        let i = 0, id = next.id;
        if (typeof node[0] === "number" && node[0] < 0) { id = -node[0]; i = 1; }
        next.id = id + 1;
        const entry = describe(node[i]);
        if (!entry) return null;
        let el;
        if (entry.proto && !anim) {
          el = entry.proto.cloneNode(false);
          el.__t = id;
          els.set(id, el);
        } else {
          el = create(id, entry.tag, entry.attrs, entry.wraps);
        }
        if (typeof node[i + 1] === "string") el.textContent = node[i + 1];
        const b = box(el);
        for (let k = i + 2; k < node.length; k++) {
          const child = typeof node[k] === "number" ? els.get(node[k]) : build(node[k], next);
          if (child) b.appendChild(outer(child));
        }
        return el;
      }

      function setValue(el, value) {
        if (el.value === value) return;
        if (el === document.activeElement) {
          // The user owns the field they are typing in: a value from before their
          // latest keystroke is stale. A newer one (the app changed the text) lands
          // without moving the caret.
          const owner = el.__t === undefined && el.parentNode ? el.parentNode : el;
          if ((owner.__sent || 0) > ack) return;
          const start = el.selectionStart, end = el.selectionEnd;
          el.value = value;
          try { el.setSelectionRange(Math.min(start, value.length), Math.min(end, value.length)); } catch (e) {}
        } else {
          el.value = value;
        }
      }

      function setAttr(el, name, value) {
        if (!ALLOWED.has(name)) return;
        note(name, value);
        switch (name) {
          case "value": setValue(el.__i || el, value); return;
          case "min": case "max": case "step": (el.__i || el).setAttribute(name, value); return;
          case "data-focus":
            el.setAttribute(name, value);
            // The app moved the focus: follow it once the batch is in the page.
            setTimeout(() => { if (value === "true" && document.activeElement !== el) el.focus();
                               else if (value === "false" && document.activeElement === el) el.blur(); }, 0);
            return;
          case "checked": (el.__i || el).checked = true; return;
          case "disabled": (el.__i || el).disabled = true; return;
          case "href": if (!SAFE_URL.test(value)) value = "#"; break;
          case "src": if (!/^https?:\/\//i.test(value)) return; break;
          case "d": if (el.__p && PATH_DATA.test(value)) el.__p.setAttribute("d", value); return;
          case "viewBox": case "preserveAspectRatio": if (el.__s) el.__s.setAttribute(name, value); return;
          // Under an animation the new style transitions from the old one.
          case "data-frames":
            // An animatable shape's paths between its old and new values, played in order.
            if (anim && el.__p && el.__p.animate) {
              const frames = value.split("|").filter(f => PATH_DATA.test(f));
              if (frames.length > 1) {
                el.__p.animate(frames.map(d => ({ d: 'path("' + d + '")' })),
                               { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
              }
            }
            return;
          case "style": if (anim) value = value + ";transition:all " + anim.ms + "ms " + anim.easing + (anim.delay ? " " + anim.delay + "ms" : ""); break;
        }
        el.setAttribute(name, value);
      }

      function removeAttr(el, name) {
        switch (name) {
          case "value": setValue(el.__i || el, ""); return;
          case "min": case "max": case "step": (el.__i || el).removeAttribute(name); return;
          case "checked": (el.__i || el).checked = false; return;
          case "disabled": (el.__i || el).disabled = false; return;
          case "d": if (el.__p) el.__p.removeAttribute("d"); return;
          case "viewBox": case "preserveAspectRatio": if (el.__s) el.__s.removeAttribute(name); return;
          case "data-lazy": el.__asked = undefined; break; // all rows shown: a later window is new
        }
        el.removeAttribute(name);
      }

      function wrap(el, wraps) {
        const old = el.__o;
        const place = old || el;
        const parent = place.parentNode, next = place.nextSibling;
        let inner = el;
        for (const [className, style] of wraps) {
          const w = document.createElement("div");
          w.className = className;
          if (style) w.setAttribute("style", style);
          w.appendChild(inner);
          inner = w;
        }
        el.__o = wraps.length ? inner : undefined;
        if (old) old.remove();
        if (parent && inner !== el) parent.insertBefore(inner, next);
        else if (parent && old) parent.insertBefore(el, next);
      }

      // Removed elements leave the id map once the page is idle again: a cleared table
      // is not walked while the user waits for it to go. Ids are never reused, so the
      // map only ever drops an id whose element it still holds.
      const removed = [];
      const later = window.requestIdleCallback || ((task) => setTimeout(task, 50));
      function forget(el) {
        if (removed.push(el) === 1) later(sweep);
      }
      function sweep() {
        const drop = (d) => { if (d.__t !== undefined && els.get(d.__t) === d) els.delete(d.__t); };
        for (const gone of removed.splice(0)) {
          drop(gone);
          for (const d of gone.getElementsByTagName("*")) drop(d);
        }
      }

      function place(op) {
        const parent = els.get(op[1]), child = els.get(op[2]);
        if (!parent || !child) return;
        const before = op[3] ? els.get(op[3]) : null;
        box(parent).insertBefore(outer(child), before ? outer(before) : null);
      }

      // Animation: set by "A" ops for the ops that follow (SwiftUI's withAnimation).
      let anim = null;
      const SAFE_EASING = /^[a-z-]+$|^cubic-bezier\([0-9., -]+\)$/;
      const SAFE_TRANSFORM = /^(?:(?:translate|rotate|scale|matrix)\([-0-9.e,%pxdg]*\) ?)+$/;
      function frames(name, entering) {
        const parts = String(name || "opacity").split("|");
        const chosen = (entering ? parts[0] : parts[parts.length - 1]).split("+");
        const from = {}, to = {};
        for (const part of chosen) {
          if (part.startsWith("fx:")) {
            // A modifier transition: the view starts from the active modifier's look.
            const [transform, opacity, filter] = part.slice(3).split("~");
            if (transform && SAFE_TRANSFORM.test(transform)) { from.transform = transform; to.transform = "none"; }
            if (opacity && /^[0-9.]+$/.test(opacity)) { from.opacity = Number(opacity); to.opacity = 1; }
            if (filter && /^blur\([0-9.]+px\)$/.test(filter)) { from.filter = filter; to.filter = "none"; }
          }
          else if (part === "opacity") { from.opacity = 0; to.opacity = 1; }
          else if (part === "scale") { from.transform = "scale(0.01)"; to.transform = "none"; }
          else if (part === "slide") { from.transform = entering ? "translateX(-100%)" : "translateX(100%)"; to.transform = "none"; }
          else if (part.startsWith("move-")) {
            const edge = part.slice(5);
            from.transform = { top: "translateY(-100%)", bottom: "translateY(100%)", leading: "translateX(-100%)", trailing: "translateX(100%)" }[edge] || "none";
            to.transform = "none";
          }
        }
        return entering ? [from, to] : [to, from];
      }
      // The element's transition (on the element, inside any boxes its modifiers made)
      // plays on its outermost box.
      function animateNode(node, entering, el) {
        if (!anim || !node.animate) return null;
        const name = (el || node).getAttribute && (el || node).getAttribute("data-transition");
        if (name === "identity") return null;
        return node.animate(frames(name, entering), { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
      }

      // contentTransition: new text rolls in (numericText) or fades in (opacity).
      function rollText(el, before, now) {
        const holder = el.closest("[data-content-transition]");
        if (!holder || !el.animate) return;
        const kind = holder.getAttribute("data-content-transition");
        if (kind === "identity") return;
        let from = { opacity: 0 };
        if (kind.startsWith("numericText")) {
          let down = kind === "numericText-down";
          if (kind === "numericText-value") {
            const number = text => parseFloat(text.replace(/[^0-9.eE-]/g, ""));
            down = number(now) < number(before);
          }
          from = { opacity: 0, transform: down ? "translateY(-0.6em)" : "translateY(0.6em)", filter: "blur(2px)" };
        }
        el.animate([from, { opacity: 1, transform: "none", filter: "none" }],
                   { duration: anim.ms, easing: anim.easing, delay: anim.delay || 0 });
      }

      // matchedGeometryEffect: before an animated batch, where each matched view is;
      // after it, a view with the same key that arrived or moved travels from there.
      function matchedFrames() {
        const frames = new Map();
        for (const el of root.querySelectorAll("[data-match]")) {
          const key = el.getAttribute("data-match").split(" ")[0];
          if (!el.getAttribute("data-match").endsWith("target") || !frames.has(key)) {
            frames.set(key, { el, rect: outer(el).getBoundingClientRect() });
          }
        }
        return frames;
      }
      function playMatches(before, timing) {
        for (const el of root.querySelectorAll("[data-match]")) {
          const parts = el.getAttribute("data-match").split(" ");
          const was = before.get(parts[0]);
          const node = outer(el);
          if (!was || !node.animate) continue;
          const now = node.getBoundingClientRect();
          if (now.width === 0 || now.height === 0 || was.rect.width === 0 || was.rect.height === 0) continue;
          const position = parts.includes("p"), size = parts.includes("s");
          const dx = position ? was.rect.left - now.left : 0, dy = position ? was.rect.top - now.top : 0;
          const sx = size ? was.rect.width / now.width : 1, sy = size ? was.rect.height / now.height : 1;
          if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && Math.abs(sx - 1) < 0.01 && Math.abs(sy - 1) < 0.01) continue;
          node.animate([{ transformOrigin: "0 0", transform: `translate(${dx}px,${dy}px) scale(${sx},${sy})` },
                        { transformOrigin: "0 0", transform: "none" }],
                       { duration: timing.ms, easing: timing.easing, delay: timing.delay || 0 });
        }
      }

      function apply(op) {
        let el;
        switch (op[0]) {
          case "A":
            anim = animationOf([op]);
            break;
          case "n": {
            const made = buildOp(op);
            const parent = op[1] >= 0 ? els.get(op[1]) : null;
            if (!made || !parent) break;
            const before = op[2] ? els.get(op[2]) : null;
            box(parent).insertBefore(outer(made), before ? outer(before) : null);
            if (anim) animateNode(outer(made), true, made);
            break;
          }
          case "t":
            if ((el = els.get(op[1]))) {
              const before = anim ? el.textContent : null;
              // Its one text node changes in place: replacing it would be a child-list
              // change, which every :has() rule above it must look at again.
              const node = el.firstChild;
              if (node && node.nodeType === 3 && !node.nextSibling && typeof op[2] === "string") node.nodeValue = op[2];
              else el.textContent = op[2];
              if (anim && before !== op[2]) rollText(el, before, op[2]);
            }
            break;
          case "a": if ((el = els.get(op[1]))) setAttr(el, op[2], op[3]); break;
          case "r": if ((el = els.get(op[1]))) removeAttr(el, op[2]); break;
          case "w": if ((el = els.get(op[1]))) wrap(el, op[2]); break;
          case "i": case "m":
            place(op);
            if (op[0] === "i" && anim && (el = els.get(op[2]))) animateNode(outer(el), true, el);
            break;
          case "x":
            if ((el = els.get(op[2]))) {
              const node = outer(el);
              els.delete(el.__t);
              forget(el);
              const leaving = animateNode(node, false, el);
              if (leaving) { leaving.finished.then(() => node.remove(), () => node.remove()); } else { node.remove(); }
            }
            break;
          case "X":
            if ((el = els.get(op[1]))) {
              const b = box(el);
              for (const child of b.children) forget(child);
              b.textContent = "";
            }
            break;
          case "R": els.clear(); els.set(0, root); root.textContent = ""; descs.length = 0; shapes.clear(); break;
          case "s":
            if ((el = els.get(op[1])) && ["start", "center", "end", "nearest"].includes(op[2])) {
              // A scroll view itself scrolls its content to that edge (scrollPosition(edge:),
              // defaultScrollAnchor); any other view is scrolled into sight.
              if (el.classList.contains("t-scroll") && (op[2] === "start" || op[2] === "end")) {
                const end = op[2] === "end";
                el.scrollTo({ top: end ? el.scrollHeight : 0, left: end && el.classList.contains("t-scroll-h") ? el.scrollWidth : 0,
                              behavior: "anchored" in el.dataset ? "smooth" : "instant" });
                el.dataset.anchored = "";
              } else {
                outer(el).scrollIntoView({ block: op[2], inline: "nearest", behavior: "smooth" });
              }
            }
            break;
          // Platform requests (openURL, UIPasteboard, endEditing). The server sends only
          // http(s), mailto, tel and sms URLs; checked again here.
          case "u":
            try {
              const url = new URL(op[1], location.href);
              if (["http:", "https:", "mailto:", "tel:", "sms:"].includes(url.protocol)) window.open(url.href, "_blank", "noopener");
            } catch (e) {}
            break;
          case "c":
            if (typeof op[1] === "string" && navigator.clipboard) navigator.clipboard.writeText(op[1]).catch(() => {});
            break;
          case "b":
            if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
            break;
          case "h": {
            // ShareLink: the system's share sheet, or the text and link copied where none.
            const share = {};
            if (typeof op[1] === "string") share.title = op[1];
            if (typeof op[2] === "string") share.text = op[2];
            try { if (typeof op[3] === "string" && ["http:", "https:", "mailto:"].includes(new URL(op[3]).protocol)) share.url = op[3]; } catch (e) {}
            const copy = () => { if (navigator.clipboard) navigator.clipboard.writeText([share.text, share.url].filter(Boolean).join(" ")).catch(() => {}); };
            if (navigator.share) navigator.share(share).catch((e) => { if (e && e.name !== "AbortError") copy(); }); else copy();
            break;
          }
        }
      }

      // Appends to one parent in a row (a list being built) go in as one fragment: the
      // live document is touched once instead of once per row.
      function applyAll(ops) {
        const timing = animationOf(ops);
        const matched = timing && root.querySelector("[data-match]") ? matchedFrames() : null;
        let parent = null, fragment = null;
        const flush = () => { if (fragment) { box(parent).appendChild(fragment); fragment = null; parent = null; } };
        for (const op of ops) {
          const appended = !anim && ((op[0] === "i" && op[3] === 0) || (op[0] === "n" && op[2] === 0 && op[1] >= 0));
          if (appended) {
            const p = els.get(op[1]);
            if (!p) continue;
            const child = op[0] === "i" ? els.get(op[2]) : buildOp(op);
            if (!child) continue;
            if (p !== parent) { flush(); parent = p; fragment = document.createDocumentFragment(); }
            fragment.appendChild(outer(child));
            continue;
          }
          flush();
          apply(op);
        }
        flush();
        if (matched) playMatches(matched, timing);
        observeGeometry();
      }

      // The first animation a batch sets, if any.
      function animationOf(ops) {
        for (const op of ops) {
          if (op[0] === "A" && op[1] > 0 && typeof op[2] === "string" && SAFE_EASING.test(op[2])) {
            return { ms: Math.min(op[1], 5000), easing: op[2], delay: Math.min(Math.max(Number(op[3]) || 0, 0), 60000) };
          }
        }
        return null;
      }

      function receive(event) {
        let message;
        try { message = JSON.parse(event.data); } catch (e) { return; }
        if (message.reload) {
          // The server is stopping: load the page again, which a load balancer sends to
          // another process. Spread over a second so the tabs do not all arrive at once.
          closed = true;
          setTimeout(() => location.reload(), Math.random() * 1000);
          return;
        }
        if (message.error) {
          console.warn("trellis:", message.error);
          if (message.expired) { closed = true; location.reload(); }
          return;
        }
        const reset = message.ops.length > 0 && message.ops[0][0] === "R";
        if (!reset && message.seq !== seq + 1) {
          console.warn("trellis: missed a batch, reconnecting");
          socket.close();
          return;
        }
        seq = message.seq;
        ack = message.ack;
        applyAll(message.ops);
        syncHistory();
        checkLazy();
        root.dataset.seq = seq;
      }

      // Lazy containers (List, LazyVStack, LazyHStack) mount rows as they come near the
      // viewport: when the end of the mounted rows is within a screen of it, ask for more.
      function checkLazy() {
        if (!hasLazy) return;
        for (const el of root.querySelectorAll("[data-lazy]")) {
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
          const page = horizontal ? window.innerWidth : window.innerHeight;
          if (remaining < page) {
            el.__asked = el.dataset.lazy;
            send(el, "setText", String(Number(el.dataset.lazy) + 100));
          }
        }
      }
      let lazyTimer = 0;
      document.addEventListener("scroll", () => {
        if (!lazyTimer) lazyTimer = setTimeout(() => { lazyTimer = 0; checkLazy(); }, 50);
      }, { capture: true, passive: true });

      // Navigation: the browser's history follows the stack's depth (a push adds an
      // entry, a pop made by the app goes back), and the browser's Back pops the stack.
      let historyDepth = 0, ignoredPops = 0;
      function syncHistory() {
        if (!hasNav) return;
        const nav = root.querySelector(".t-nav");
        const depth = nav ? Number(nav.dataset.depth || 0) : 0;
        while (historyDepth < depth) { historyDepth++; history.pushState({ trellisDepth: historyDepth }, ""); }
        if (historyDepth > depth) { ignoredPops++; history.go(depth - historyDepth); historyDepth = depth; }
      }
      window.addEventListener("popstate", (e) => {
        if (ignoredPops > 0) { ignoredPops--; return; }
        const depth = (e.state && e.state.trellisDepth) || 0;
        const nav = root.querySelector(".t-nav");
        if (!nav) return;
        if (depth < historyDepth) { historyDepth = depth; send(nav, "setText", String(depth)); }
        else if (depth > historyDepth) { ignoredPops++; history.go(historyDepth - depth); }
      });

      function send(el, event, value) {
        if (!el || el.__t === undefined) return;
        const message = { seq: ++sent, element: el.__t, event };
        if (value !== undefined) { message.value = value; if (event === "setText" || event === "setValue") el.__sent = sent; }
        transmit(message);
      }

      // Sends a message now, or queues it until the socket is open.
      function transmit(message) {
        const text = JSON.stringify(message);
        if (socket && socket.readyState === 1) socket.send(text); else queue.push(text);
      }

      // The scene phase follows the tab: background when hidden, inactive when shown
      // without focus, active otherwise. Sent when it changes (checked again on connect).
      let phase = "active";   // what the server assumes for a new page
      function reportPhase() {
        const now = document.visibilityState === "hidden" ? "background" : (document.hasFocus() ? "active" : "inactive");
        if (now === phase) return;
        phase = now;
        transmit({ seq: ++sent, phase: now });
      }
      document.addEventListener("visibilitychange", reportPhase);
      window.addEventListener("focus", reportPhase);
      window.addEventListener("blur", reportPhase);

      // Taps: the nearest button, else the nearest view with onTapGesture (a double click
      // for count 2). Long presses: a press held for the gesture's duration.
      function tapTarget(e) {
        const target = e.target.closest("button.t-button, .t-gesture");
        return target && root.contains(target) ? target : null;
      }
      const gestureEnabled = (el) => !el.classList.contains("t-disabled");
      // A menu picker shows its selected option; a click opens the list, a click on an
      // option picks it, a click elsewhere or Escape closes it.
      // Only this script opens menus, so it keeps the open ones: a click then closes them
      // without searching the page (a selector search over a 1,000-row table took 0.4 ms).
      const openMenus = new Set();
      function setOpen(menu, open) {
        if (open) { menu.dataset.open = ""; openMenus.add(menu); } else { delete menu.dataset.open; openMenus.delete(menu); }
      }
      function closeMenus(except) {
        if (openMenus.size === 0) return;
        for (const open of [...openMenus]) if (open !== except) setOpen(open, false);
      }
      // A Menu opens from its label (or, with a primary action, from a right click or a
      // long press); choosing an item closes it.
      root.addEventListener("click", (e) => {
        const menu = e.target.closest(".t-menu");
        if (!menu || !root.contains(menu) || menu.classList.contains("t-disabled")) return;
        const onLabel = e.target.closest(".t-picker-label");
        if (onLabel && onLabel.parentNode === menu && menu.dataset.context !== undefined) return;
        if (onLabel && onLabel.parentNode === menu) {
          e.stopImmediatePropagation();
          closeMenus(menu);
          if (menu.dataset.primary !== undefined) { send(menu, "tap"); return; }
          setOpen(menu, menu.dataset.open === undefined);
        } else if (e.target.closest("button.t-button")) {
          setOpen(menu, false);
        }
      }, true);
      root.addEventListener("contextmenu", (e) => {
        const menu = e.target.closest(".t-menu[data-primary], .t-menu[data-context]");
        if (!menu || !root.contains(menu) || e.target.closest(".t-menu-items")) return;
        e.preventDefault();
        closeMenus(menu);
        setOpen(menu, true);
      });
      document.addEventListener("keydown", (e) => { if (e.key === "Escape") closeMenus(null); });
      // Keyboard shortcuts (keyboardShortcut): the last shown button with the typed keys is
      // pressed. ⌘ is Ctrl off a Mac; return in a text editor or a submitting field stays its own.
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
        if (target.tagName === "BUTTON") { if (!target.disabled) send(target, "tap"); return; }
        // A view whose gesture is a long press (and no tap) or a double tap waits for those.
        const taps = target.dataset.taps;
        if (taps === "2" || (taps === undefined && target.dataset.press !== undefined)) return;
        if (gestureEnabled(target)) sendTap(target, e);
      });
      root.addEventListener("dblclick", (e) => {
        const target = tapTarget(e);
        if (target && target.dataset.taps === "2" && gestureEnabled(target)) sendTap(target, e);
      });
      // A gesture that wants the location gets it in the view's own points.
      function sendTap(target, e) {
        if (target.dataset.spatial === undefined) { send(target, "tap"); return; }
        const box = target.getBoundingClientRect();
        send(target, "tapAt", Math.round((e.clientX - box.left) * 10) / 10 + " " + Math.round((e.clientY - box.top) * 10) / 10);
      }
      let pressTimer = null;
      const endPress = () => { clearTimeout(pressTimer); pressTimer = null; };
      root.addEventListener("pointerdown", (e) => {
        const target = tapTarget(e);
        if (!target || !target.dataset.press || !gestureEnabled(target)) return;
        endPress();
        pressTimer = setTimeout(() => { pressTimer = null; send(target, "longPress"); }, Number(target.dataset.press) || 500);
      });
      for (const name of ["pointerup", "pointercancel", "pointerleave"]) root.addEventListener(name, endPress);
      // Drags: from a press on a view with a drag gesture, once the pointer has moved its
      // minimum distance; at most one report per frame, then one when it ends. Points are
      // the view's own, from its top-leading corner.
      let drag = null;
      root.addEventListener("pointerdown", (e) => {
        const el = e.target.closest(".t-gesture[data-drag]");
        if (!el || !root.contains(el) || !gestureEnabled(el) || e.target.closest("button, input, textarea, select, a")) return;
        const box = el.getBoundingClientRect();
        drag = { el, id: e.pointerId, ox: box.left, oy: box.top, sx: e.clientX - box.left, sy: e.clientY - box.top,
                 x: 0, y: 0, min: Number(el.dataset.drag) || 0, started: false, frame: 0 };
      });
      const dragReport = (ended) => send(drag.el, "drag", [drag.sx, drag.sy, drag.x, drag.y].map((n) => Math.round(n * 10) / 10).join(" ") + (ended ? " 1" : " 0"));
      root.addEventListener("pointermove", (e) => {
        if (!drag || e.pointerId !== drag.id) return;
        drag.x = e.clientX - drag.ox;
        drag.y = e.clientY - drag.oy;
        if (!drag.started && Math.hypot(drag.x - drag.sx, drag.y - drag.sy) < drag.min) return;
        // Captured only once it is a drag: a tap inside (a button, a tap gesture) stays a tap.
        if (!drag.started) { try { drag.el.setPointerCapture(drag.id); } catch (err) {} }
        drag.started = true;
        if (!drag.frame) drag.frame = requestAnimationFrame(() => { if (drag) { drag.frame = 0; dragReport(false); } });
      });
      const endDrag = (e) => {
        if (!drag || e.pointerId !== drag.id) return;
        if (drag.frame) cancelAnimationFrame(drag.frame);
        if (drag.started) dragReport(true);
        drag = null;
      };
      root.addEventListener("pointerup", endDrag);
      root.addEventListener("pointercancel", endDrag);
      // Keys: a press (its repeats, its release) goes to the nearest view around the focus
      // that listens for that key in that phase (onKeyPress); a key it lists by name does
      // not also scroll the page, or type outside a field.
      for (const type of ["keydown", "keyup"]) root.addEventListener(type, (e) => {
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
          send(el, "keyPress", [name, phase, mods, e.key.length === 1 ? e.key : ""].join(" "));
          return;
        }
      });
      // Pinches and turns: two pointers on a view with a magnify or rotate gesture report
      // their spread against where they landed and how far they turned, at most once a
      // frame, then once when a finger lifts; a trackpad's pinch (a wheel with ctrl) too.
      const fingers = new Map();
      let pinch = null;
      const pinchReport = (ended) => send(pinch.el, "pinch",
        [Math.round(pinch.scale * 1000) / 1000, Math.round(pinch.turn * 10) / 10, ended ? 1 : 0].join(" "));
      const spread = () => { const [a, b] = Array.from(fingers.values()); return { d: Math.hypot(b.x - a.x, b.y - a.y) || 1, a: Math.atan2(b.y - a.y, b.x - a.x) }; };
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
        if (!pinch.frame) pinch.frame = requestAnimationFrame(() => { if (pinch) { pinch.frame = 0; pinchReport(false); } });
      });
      const liftFinger = (e) => {
        if (!fingers.delete(e.pointerId) || !pinch || pinch.wheel) return;
        if (pinch.frame) cancelAnimationFrame(pinch.frame);
        pinchReport(true);
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
        pinch.wheel = setTimeout(() => { if (pinch) { pinchReport(true); pinch = null; } }, 200);
        pinchReport(false);
      }, { passive: false });
      // Pages (tabViewStyle(.page)): a horizontal swipe turns to the next or the previous
      // page, as its dot would.
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
        if (next && !next.disabled) send(next, "tap");
      });
      // Hovering: views that watch the pointer (a mouse, a pen; not a finger) hear it come
      // in and leave, and `move` ones where it is, at most once a frame. Points are the
      // view's own, from its top-leading corner.
      const hovered = new Map();
      const hoverPoint = (el, e) => {
        const box = el.getBoundingClientRect();
        return [e.clientX - box.left, e.clientY - box.top].map((n) => Math.round(n * 10) / 10).join(" ");
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
          if (el.isConnected) send(el, "hover", "");
        }
        for (const el of inside) {
          const state = hovered.get(el);
          if (!state) { hovered.set(el, { frame: 0 }); send(el, "hover", hoverPoint(el, e)); continue; }
          if (el.dataset.hover !== "move" || state.frame) continue;
          const point = hoverPoint(el, e);
          state.frame = requestAnimationFrame(() => { state.frame = 0; if (hovered.get(el) === state) send(el, "hover", point); });
        }
      });
      root.addEventListener("pointerleave", () => {
        for (const [el, state] of Array.from(hovered)) {
          if (state.frame) cancelAnimationFrame(state.frame);
          if (el.isConnected) send(el, "hover", "");
        }
        hovered.clear();
      });
      root.addEventListener("input", (e) => {
        const t = e.target;
        if (!t.classList) return;
        if (t.classList.contains("t-field") || t.classList.contains("t-colorwell")) send(t, "setText", t.value);
        else if (t.classList.contains("t-range")) send(t.parentNode, "setValue", Number(t.value));
      });
      root.addEventListener("change", (e) => {
        const t = e.target;
        if (!t.classList) return;
        if (t.type === "checkbox" && t.parentNode && t.parentNode.tagName === "LABEL") send(t.parentNode, "setOn", t.checked);
        else if (t.classList.contains("t-date") && t.value) send(t.parentNode, "setText", t.value);
      });
      // Focus and return, for fields tied to a FocusState or with onSubmit.
      root.addEventListener("focusin", (e) => { if (e.target.dataset && e.target.dataset.focus !== undefined) send(e.target, "focus", true); });
      root.addEventListener("focusout", (e) => { if (e.target.dataset && e.target.dataset.focus !== undefined) send(e.target, "focus", false); });
      root.addEventListener("keydown", (e) => {
        const t = e.target;
        if (e.key === "Enter" && !e.isComposing && t.tagName === "INPUT" && t.classList.contains("t-field") && t.dataset.submit !== undefined) send(t, "submit");
      });

      // This tab's scene: kept in sessionStorage, so a reload finds its @SceneStorage again.
      let scene = "";
      try {
        scene = sessionStorage.getItem("trellis-scene") || "";
        if (!/^[0-9a-f]{32}$/.test(scene)) {
          const bytes = new Uint8Array(16);
          crypto.getRandomValues(bytes);
          scene = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
          sessionStorage.setItem("trellis-scene", scene);
        }
      } catch (e) { scene = ""; }

      // GeometryReader: report each reader's size when it changes (once per frame at most).
      const measured = new WeakMap();
      const resizes = typeof ResizeObserver === "function" ? new ResizeObserver((entries) => {
        for (const entry of entries) {
          const el = entry.target;
          const w = Math.round(entry.contentRect.width), h = Math.round(entry.contentRect.height);
          const last = measured.get(el);
          if (last && last[0] === w && last[1] === h) continue;
          measured.set(el, [w, h]);
          send(el, "setText", w + " " + h);
        }
      }) : null;
      function observeGeometry() {
        if (!resizes || !hasGeometry) return;
        for (const el of root.querySelectorAll(".t-geometry")) if (!measured.has(el)) { measured.set(el, null); resizes.observe(el); }
      }

      function connect() {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        const url = `${scheme}//${location.host}/_trellis/socket?s=${encodeURIComponent(session)}&t=${encodeURIComponent(token)}&scene=${scene}`;
        socket = new WebSocket(url);
        socket.onopen = () => {
          retry = 0;
          root.dataset.connected = "true";
          while (queue.length) socket.send(queue.shift());
          reportPhase();
        };
        socket.onmessage = receive;
        socket.onclose = (event) => {
          delete root.dataset.connected;
          // 4001: a newer socket took this session over; fighting it back would loop.
          if (event.code === 4001) closed = true;
          if (closed) return;
          setTimeout(connect, Math.min(5000, 100 * 2 ** retry++));
        };
      }
      // For diagnostics and tests: drop the socket as a network failure would.
      window.trellis = Object.freeze({ reconnect() { if (socket) socket.close(); } });
      window.addEventListener("pagehide", () => { closed = true; if (socket) socket.close(); });
      connect();
      checkLazy();
      observeGeometry();
      const focused = root.querySelector('[data-focus="true"]');
      if (focused) focused.focus();
    })();
    """#
}
