import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { protocol } from "./harness.mjs";

test("op codes are distinct single characters", () => {
  const codes = Object.values(protocol.ops);
  assert.equal(new Set(codes).size, codes.length);
  for (const code of codes) assert.match(code, /^[A-Za-z]$/);
});

test("the attributes are distinct, and none is an event handler", () => {
  assert.equal(new Set(protocol.attributes).size, protocol.attributes.length);
  for (const name of protocol.attributes) {
    assert.match(name, /^[a-z][a-zA-Z-]*$/);
    assert.doesNotMatch(name, /^on/);
  }
});

test("the client spells no op code of its own: it reads them from the protocol", () => {
  const ops = readFileSync(new URL("../../Sources/TrellisWeb/Client/ops.js", import.meta.url), "utf8");
  const platform = readFileSync(new URL("../../Sources/TrellisWeb/Client/platform.js", import.meta.url), "utf8");
  for (const source of [ops, platform]) assert.doesNotMatch(source, /case "[A-Za-z]":/);
  for (const name of Object.keys(protocol.ops)) assert.match(ops + platform, new RegExp(`OP\\.${name}\\b`));
});
