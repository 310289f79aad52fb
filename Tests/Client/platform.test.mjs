import { test } from "node:test";
import assert from "node:assert/strict";
import { OP, makePage } from "./harness.mjs";
import { requestPlatform } from "../../Sources/TrellisWeb/Client/platform.js";
import { setAttr } from "../../Sources/TrellisWeb/Client/elements.js";

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

/** The browser's Geolocation API, answering each request as `answer` says. */
function stubGeolocation(page, answer) {
  const watches = [];
  const geolocation = {
    getCurrentPosition(success, failure) { answer(success, failure); },
    watchPosition(success, failure) { watches.push({ success, failure }); return watches.length; },
    clearWatch(id) { watches[id - 1].cleared = true; },
  };
  Object.defineProperty(navigator, "geolocation", { value: geolocation, configurable: true });
  return watches;
}

const paris = { coords: { latitude: 48.8584, longitude: 2.2945, altitude: null, accuracy: 12, altitudeAccuracy: null, speed: null, heading: NaN } };

test("asking for the location asks the browser and reports the answer and the position", () => {
  const { page, sent } = makePage();
  stubGeolocation(page, (success) => success(paris));
  requestPlatform(page, [OP.location, "permission"]);
  assert.deepEqual(sent.map((m) => m.location), ["allowed", "fix 48.8584 2.2945 0 12 -1 -1 -1"]);
});

test("a refusal is reported as denied, a position that cannot be had as allowed but unavailable", () => {
  const { page, sent } = makePage();
  stubGeolocation(page, (_, failure) => failure({ code: 1 }));
  requestPlatform(page, [OP.location, "permission"]);
  stubGeolocation(page, (_, failure) => failure({ code: 2 }));
  requestPlatform(page, [OP.location, "permission"]);
  assert.deepEqual(sent.map((m) => m.location), ["denied", "allowed", "unavailable"]);
});

test("watching reports every position until stopped, with one watch at a time", () => {
  const { page, sent } = makePage();
  const watches = stubGeolocation(page, () => {});
  requestPlatform(page, [OP.location, "watch"]);
  requestPlatform(page, [OP.location, "watch"]);
  assert.equal(watches.length, 1);
  watches[0].success(paris);
  requestPlatform(page, [OP.location, "stop"]);
  assert.equal(watches[0].cleared, true);
  assert.deepEqual(sent.map((m) => m.location), ["fix 48.8584 2.2945 0 12 -1 -1 -1"]);
});

/** Records the uploads the page makes, answering each with `status`. */
function stubFetch(status = 204) {
  const calls = [];
  globalThis.fetch = async (url, options) => { calls.push({ url, method: options.method, body: options.body }); return { ok: status < 300, status }; };
  return calls;
}

/** The file dialog the page opened (the last one). */
const dialog = () => [...document.querySelectorAll('input[type="file"]')].pop();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the file dialog accepts the types asked and uploads the files chosen in order, up to the limit", async () => {
  const { page } = makePage();
  Object.assign(page, { session: "S", token: "T" });
  const calls = stubFetch();
  requestPlatform(page, [OP.chooseFiles, 4, "image/*,.heic", 2, 1]);
  const input = dialog();
  assert.equal(input.accept, "image/*,.heic");
  assert.equal(input.multiple, true);
  const files = ["a.png", "b c.png", "d.png"].map((name) => new window.File(["x"], name, { type: "image/png" }));
  Object.defineProperty(input, "files", { value: files });
  input.dispatchEvent(new window.Event("change"));
  for (let i = 0; i < 5; i++) await settle();
  assert.deepEqual(calls.map((c) => c.url), [
    "/_trellis/upload?s=S&t=T&c=4&i=0&of=2&name=a.png&type=image%2Fpng",
    "/_trellis/upload?s=S&t=T&c=4&i=1&of=2&name=b%20c.png&type=image%2Fpng",
  ]);
  assert.equal(calls[0].body, files[0]);
  assert.equal(dialog(), undefined, "the dialog's input is gone once answered");
  delete globalThis.fetch;
});

test("a dialog closed without a choice is reported as none, once; a refused upload stops the rest", async () => {
  const { page } = makePage();
  Object.assign(page, { session: "S", token: "T" });
  let calls = stubFetch();
  requestPlatform(page, [OP.chooseFiles, 5, "", 1, 0]);
  const input = dialog();
  assert.equal(input.hasAttribute("accept"), false);
  assert.equal(input.multiple, false);
  input.dispatchEvent(new window.Event("cancel"));
  input.dispatchEvent(new window.Event("cancel"));
  await settle();
  assert.deepEqual(calls.map((c) => c.url), ["/_trellis/upload?s=S&t=T&c=5&i=0&of=0"]);

  calls = stubFetch(413);
  requestPlatform(page, [OP.chooseFiles, 6, "", 3, 0]);
  const second = dialog();
  Object.defineProperty(second, "files", { value: ["a", "b"].map((name) => new window.File(["x"], name)) });
  second.dispatchEvent(new window.Event("change"));
  for (let i = 0; i < 5; i++) await settle();
  assert.equal(calls.length, 1);
  delete globalThis.fetch;
});

/** Audio elements the page makes, recorded; `play()` resolves unless `refuse`. */
function stubAudio(refuse = false) {
  const made = [];
  globalThis.Audio = class extends window.EventTarget {
    constructor(src) { super(); this.src = src; this.paused = true; this.currentTime = 0; made.push(this); }
    play() { this.paused = false; return refuse ? Promise.reject(new Error("NotAllowedError")) : Promise.resolve(); }
    pause() { this.paused = true; }
  };
  return made;
}

test("a sound plays from the server's media route or its web address, loops as asked, and reports its end", async () => {
  const { page, sent } = makePage();
  Object.assign(page, { session: "S", token: "T" });
  const made = stubAudio();
  requestPlatform(page, [OP.media, "play", 3, 1.5, 1, 0.5, 1, null]);
  requestPlatform(page, [OP.media, "play", 4, 0, 0, 1, 1, "https://cdn.example/song.mp3"]);
  requestPlatform(page, [OP.media, "play", 5, 0, 0, 1, 1, "javascript:alert(1)"]);
  assert.deepEqual(made.map((a) => a.src), ["/_trellis/media?s=S&t=T&m=3", "https://cdn.example/song.mp3", "/_trellis/media?s=S&t=T&m=5"]);
  const ding = made[0];
  assert.equal(ding.currentTime, 1.5);
  assert.equal(ding.volume, 0.5);
  assert.equal(ding.paused, false);
  // One loop more: the first end replays it, the second is reported.
  ding.dispatchEvent(new window.Event("ended"));
  assert.equal(sent.length, 0);
  ding.duration = 2;
  ding.dispatchEvent(new window.Event("loadedmetadata"));
  ding.dispatchEvent(new window.Event("ended"));
  requestPlatform(page, [OP.media, "pause", 4]);
  assert.equal(made[1].paused, true);
  requestPlatform(page, [OP.media, "stop", 4]);
  requestPlatform(page, [OP.media, "volume", 4, 0.1]);
  assert.notEqual(made[1].volume, 0.1, "a stopped sound is forgotten");
  assert.deepEqual(sent.map((m) => m.media), ["duration 3 2", "ended 3"]);
  delete globalThis.Audio;
});

test("a play the browser refuses is reported as failed; speech is said and its end reported", async () => {
  const { page, sent } = makePage();
  Object.assign(page, { session: "S", token: "T" });
  stubAudio(true);
  requestPlatform(page, [OP.media, "play", 7, 0, 0, 1, 1, null]);
  await settle();
  const said = [];
  globalThis.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
  globalThis.speechSynthesis = { speak(u) { said.push(u); }, cancel() { said.length = 0; } };
  requestPlatform(page, [OP.media, "speak", 8, "Hello there", "en-GB", 0.5, 1, 1]);
  assert.equal(said[0].text, "Hello there");
  assert.equal(said[0].lang, "en-GB");
  assert.equal(said[0].rate, 1, "Apple's normal rate is the page's normal rate");
  said[0].onend();
  assert.deepEqual(sent.map((m) => m.media), ["failed 7", "spoken 8"]);
  delete globalThis.Audio;
  delete globalThis.SpeechSynthesisUtterance;
  delete globalThis.speechSynthesis;
});

test("a sound a video view shows plays in its video element, whose source the page sets", () => {
  const { page } = makePage('<video data-t="5" class="t-color t-video" data-sound="3" playsinline=""></video>');
  Object.assign(page, { session: "S", token: "T" });
  const made = stubAudio();
  const video = document.querySelector("video");
  // Adopted, the video gets its source from the page's session (this page had none yet).
  assert.equal(video.getAttribute("src"), "/_trellis/media?s=&t=&m=3");
  video.removeAttribute("src");
  setAttr(page, video, "data-sound", "3");
  assert.equal(video.getAttribute("src"), "/_trellis/media?s=S&t=T&m=3");
  let played = 0;
  video.play = () => { played += 1; return Promise.resolve(); };
  requestPlatform(page, [OP.media, "play", 3, 0, 0, 1, 1, null]);
  assert.equal(played, 1);
  assert.equal(made.length, 0, "no audio element besides the video");
  delete globalThis.Audio;
});
