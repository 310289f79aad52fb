import { test } from "node:test";
import assert from "node:assert/strict";
import { OP } from "./harness.mjs";
import { timingOf, transitionFrames } from "../../Sources/TrellisWeb/Client/animation.js";

test("an animate op's timing is bounded, and a bad easing is no animation", () => {
  assert.deepEqual(timingOf([OP.animate, 350, "ease-in-out"]), { ms: 350, easing: "ease-in-out", delay: 0 });
  assert.deepEqual(timingOf([OP.animate, 99999, "cubic-bezier(0.2, 0, 0, 1)", 70000]),
                   { ms: 5000, easing: "cubic-bezier(0.2, 0, 0, 1)", delay: 60000 });
  assert.equal(timingOf([OP.animate, 0]), null);
  assert.equal(timingOf([OP.animate, 300, "url(x)"]), null);
  assert.equal(timingOf([OP.animate, 300, "linear;color:red"]), null);
});

test("transitions by name: symmetric, combined and asymmetric", () => {
  assert.deepEqual(transitionFrames(null, true), [{ opacity: 0 }, { opacity: 1 }]);
  assert.deepEqual(transitionFrames("scale+opacity", true), [{ transform: "scale(0.01)", opacity: 0 }, { transform: "none", opacity: 1 }]);
  // Entering by the first, leaving by the last.
  assert.deepEqual(transitionFrames("move-top|opacity", true), [{ transform: "translateY(-100%)" }, { transform: "none" }]);
  assert.deepEqual(transitionFrames("move-top|opacity", false), [{ opacity: 1 }, { opacity: 0 }]);
  assert.deepEqual(transitionFrames("slide", false), [{ transform: "none" }, { transform: "translateX(100%)" }]);
});

test("a modifier transition starts from the modifier's look, unsafe parts dropped", () => {
  assert.deepEqual(transitionFrames("fx:rotate(90deg)~0.5~blur(4px)", true),
                   [{ transform: "rotate(90deg)", opacity: 0.5, filter: "blur(4px)" }, { transform: "none", opacity: 1, filter: "none" }]);
  assert.deepEqual(transitionFrames("fx:url(x)~a~blur(x)", true), [{}, {}]);
});
