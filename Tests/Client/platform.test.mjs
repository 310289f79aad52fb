import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, makePage } from "./harness.mjs";
import { requestPlatform } from "../../Sources/TrellisWeb/Client/platform.js";

/** The browser's Notification API, recording what is shown and asked. */
function stubNotifications(permission) {
  const shown = [];
  let asked = 0;
  class FakeNotification {
    constructor(title, options) { shown.push({ title, body: options.body }); }
    static requestPermission() { asked += 1; return Promise.resolve("granted"); }
  }
  FakeNotification.permission = permission;
  globalThis.Notification = FakeNotification;
  return { shown, asked: () => asked };
}

test("a due notification is shown with its subtitle and body, only where the visitor allowed it", () => {
  const { page } = makePage();
  const allowed = stubNotifications("granted");
  requestPlatform(page, [OP.notify, "Feed the cat", "Tabby", "Dinner time"]);
  requestPlatform(page, [OP.notify, "Stand up", null, "Every hour"]);
  assert.deepEqual(allowed.shown, [{ title: "Feed the cat", body: "Tabby\nDinner time" }, { title: "Stand up", body: "Every hour" }]);
  const refused = stubNotifications("denied");
  requestPlatform(page, [OP.notify, "Feed the cat", null, "Dinner time"]);
  requestPlatform(page, [OP.askNotifications]);
  assert.deepEqual(refused.shown, []);
  assert.equal(refused.asked(), 0);
  delete globalThis.Notification;
});

test("asking for notifications asks the browser once, while it has not been answered", () => {
  const { page } = makePage();
  const undecided = stubNotifications("default");
  requestPlatform(page, [OP.askNotifications]);
  assert.equal(undecided.asked(), 1);
  delete globalThis.Notification;
  // A page without the API ignores both.
  requestPlatform(page, [OP.askNotifications]);
  requestPlatform(page, [OP.notify, "Title", null, "Body"]);
});
