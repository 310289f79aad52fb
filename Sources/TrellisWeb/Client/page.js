// The state of one page's client: its elements by id, what the server has described,
// the batches applied and the events sent. Every module takes the page as its first
// argument, so a test can make pages of its own without a server (Tests/Client).

/**
 * A page's client state, for the root element the server rendered into.
 * `protocol` is protocol.json: the op codes and the attributes the client may set.
 */
export function createPage(root, protocol) {
  return {
    root,
    op: protocol.ops,
    allowed: new Set(protocol.attributes),
    // Elements by id. `__t` is an element's id, `__o` its outermost wrapper box, `__b`
    // the box its children go in, `__i` the input of a labelled control, `__s`/`__p` the
    // svg and path of a drawn shape.
    els: new Map([[0, root]]),
    // Whether the page has ever had lazy rows, a navigation stack, a GeometryReader or a
    // watched scroll view: until it has, a batch does not search the page for them.
    seen: { lazy: false, nav: false, geometry: false, scrolls: false, visibility: false },
    // The animation the ops being applied run under ("A" ops), or null.
    anim: null,
    seq: Number(root.dataset.seq) || 0, // last batch applied
    ack: 0,                              // last of our events the server had handled
    sent: 0,                             // last event we sent
    socket: null,
    closed: false,
    retry: 0,
    queue: [],                           // messages waiting for the socket to open
    descs: [],                           // descriptions by number (see descriptions.js)
    shapes: new Map(),                   // subtrees to clone, by shape
    removed: [],                         // removed elements not yet dropped from `els`
    session: root.dataset.session || "",
    token: root.dataset.token || "",
    scene: "",
    phase: "active",                     // the scene phase the server assumes for a new page
    placements: new Map(),               // "L" ops by container id (see layout.js)
    toPlace: new Set(),                  // containers given a placement by this batch
    touched: new Set(),                  // elements whose style or wrappers this batch rewrote
    remeasure: new Set(),                // elements this batch made or whose text it changed
    measuredAll: false,                  // whether the page's texts were all measured once
    viewport: null,                      // the window size last reported
    // A page served for the layout probe (`data-probe`) names every element it makes
    // (`data-t`), as the first HTML does, for the probe to find.
    probe: root.dataset.probe !== undefined,
  };
}

/** Notes what an attribute tells about the page (see `seen`). */
export function note(page, name, value) {
  if (name === "data-lazy") page.seen.lazy = true;
  else if (name === "data-scroll-reports") page.seen.scrolls = true;
  else if (name === "data-visible-at") page.seen.visibility = true;
  else if (name === "class") {
    if (value.includes("t-nav")) page.seen.nav = true;
    if (value.includes("t-geometry")) page.seen.geometry = true;
  }
}

/** Where the tab's sound `sound` (an app's file or bytes) is served: only to this session. */
export function mediaURL(page, sound) {
  return `/_trellis/media?s=${encodeURIComponent(page.session)}&t=${encodeURIComponent(page.token)}&m=${sound}`;
}
