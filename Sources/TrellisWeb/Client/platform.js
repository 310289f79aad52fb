// What the app asks of the platform rather than of its views: openURL, UIPasteboard,
// endEditing, ShareLink, local notifications, Core Location, the file and photo dialogs,
// sounds and speech. The server sends only http(s), mailto, tel and sms URLs; they
// are checked again here.
import { transmit } from "./outbox.js";
import { mediaURL } from "./page.js";

const OPENABLE = ["http:", "https:", "mailto:", "tel:", "sms:"];
const SHAREABLE = ["http:", "https:", "mailto:"];

export function requestPlatform(page, op) {
  const OP = page.op;
  switch (op[0]) {
    case OP.openURL:
      try {
        const url = new URL(op[1], location.href);
        if (OPENABLE.includes(url.protocol)) window.open(url.href, "_blank", "noopener");
      } catch (e) { /* not a URL */ }
      break;
    case OP.copy:
      if (typeof op[1] === "string") copyText(op[1]);
      break;
    case OP.blur:
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      break;
    case OP.share: {
      // The system's share sheet, or the text and link copied where there is none.
      const share = {};
      if (typeof op[1] === "string") share.title = op[1];
      if (typeof op[2] === "string") share.text = op[2];
      try { if (typeof op[3] === "string" && SHAREABLE.includes(new URL(op[3]).protocol)) share.url = op[3]; } catch (e) { /* not a URL */ }
      const copy = () => copyText([share.text, share.url].filter(Boolean).join(" "));
      if (navigator.share) navigator.share(share).catch((e) => { if (e && e.name !== "AbortError") copy(); }); else copy();
      break;
    }
    case OP.askNotifications:
      if (typeof Notification !== "undefined" && Notification.permission === "default") {
        Notification.requestPermission().catch(() => {});
      }
      break;
    case OP.location:
      locate(page, op[1]);
      break;
    case OP.chooseFiles:
      chooseFiles(page, op[1], op[2], op[3]);
      break;
    case OP.media:
      playMedia(page, op);
      break;
    case OP.notify:
      // Shown only where the visitor allowed it; otherwise dropped, as iOS drops a
      // notification the user turned off.
      if (typeof Notification !== "undefined" && Notification.permission === "granted" && typeof op[1] === "string") {
        const body = [op[2], op[3]].filter((part) => typeof part === "string" && part).join("\n");
        try { new Notification(op[1], { body }); } catch (e) { /* a page without the constructor (Android) */ }
      }
      break;
  }
}

function copyText(text) {
  if (navigator.clipboard) navigator.clipboard.writeText(text).catch(() => {});
}

/**
 * The device's position for Core Location, from the Geolocation API. Answers go back as
 * `{location: "fix lat lon alt accuracy altitudeAccuracy speed heading"}` (unknowns -1,
 * an unknown altitude 0) or a permission state: asking for permission is asking for a
 * position, the only way a page can show the browser's prompt.
 */
function locate(page, what) {
  const geo = navigator.geolocation;
  const report = (text) => transmit(page, { seq: ++page.sent, location: text });
  if (!geo) { report(what === "permission" ? "denied" : "unavailable"); return; }
  const known = (value) => (typeof value === "number" && Number.isFinite(value) ? value : -1);
  const fix = (position) => {
    const c = position.coords;
    report(["fix", c.latitude, c.longitude, Number.isFinite(c.altitude) ? c.altitude : 0, known(c.accuracy),
      known(c.altitudeAccuracy), known(c.speed), known(c.heading)].join(" "));
  };
  // Code 1 is a refusal; the others (no position, too slow) mean the visitor allowed it.
  const failed = (error) => report(error && error.code === 1 ? "denied" : "unavailable");
  switch (what) {
    case "permission":
      geo.getCurrentPosition((position) => { report("allowed"); fix(position); },
        (error) => { if (error && error.code !== 1) report("allowed"); failed(error); },
        { maximumAge: 60000, timeout: 30000 });
      break;
    case "once":
      geo.getCurrentPosition(fix, failed, { maximumAge: 10000, timeout: 10000 });
      break;
    case "watch":
      if (page.geolocationWatch === undefined) page.geolocationWatch = geo.watchPosition(fix, failed);
      break;
    case "stop":
      if (page.geolocationWatch !== undefined) geo.clearWatch(page.geolocationWatch);
      page.geolocationWatch = undefined;
      break;
  }
}

/**
 * Tells the server what the visitor decided about location before (the app launches
 * knowing it, as on iOS), and whenever they change it in the browser's settings.
 */
export function watchLocationPermission(page) {
  if (!navigator.permissions || !navigator.permissions.query) return;
  const states = { granted: "allowed", denied: "denied", prompt: "undecided" };
  navigator.permissions.query({ name: "geolocation" }).then((status) => {
    if (status.state !== "prompt") transmit(page, { seq: ++page.sent, location: states[status.state] });
    status.onchange = () => { if (states[status.state]) transmit(page, { seq: ++page.sent, location: states[status.state] }); };
  }).catch(() => {});
}

/**
 * The browser's file dialog, for `fileImporter` and `PhotosPicker`: choice `choice` accepts
 * `accept` (an `accept` attribute, "" for any file) and at most `limit` files. What the
 * visitor chose is uploaded one file at a time, in order (`POST /_trellis/upload`); a
 * dialog closed without a choice is reported as a choice of no files. The dialog opens
 * while the tap that asked for it still counts as the visitor's gesture.
 */
export function chooseFiles(page, choice, accept, limit) {
  if (!Number.isInteger(choice) || typeof accept !== "string" || !Number.isInteger(limit)) return;
  const input = document.createElement("input");
  input.type = "file";
  if (accept) input.accept = accept;
  input.multiple = limit > 1;
  let answered = false;
  const answer = (files) => {
    if (answered) return;
    answered = true;
    input.remove();
    uploadChosen(page, choice, files.slice(0, limit));
  };
  input.addEventListener("change", () => answer(Array.from(input.files || [])));
  input.addEventListener("cancel", () => answer([]));
  input.hidden = true;
  document.body.appendChild(input);
  try {
    if (typeof input.showPicker === "function") input.showPicker(); else input.click();
  } catch (e) {
    input.click();
  }
}

async function uploadChosen(page, choice, files) {
  const base = `/_trellis/upload?s=${encodeURIComponent(page.session)}&t=${encodeURIComponent(page.token)}&c=${choice}`;
  if (files.length === 0) {
    await fetch(`${base}&i=0&of=0`, { method: "POST" }).catch(() => {});
    return;
  }
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    const url = `${base}&i=${i}&of=${files.length}&name=${encodeURIComponent(file.name)}` +
      `&type=${encodeURIComponent(file.type || "")}`;
    let response;
    try {
      response = await fetch(url, { method: "POST", body: file });
    } catch (e) {
      return; // the connection failed: the server's choice stays open until the next one
    }
    if (!response.ok) return; // refused (too large, busy): the server told the app
  }
}

/**
 * The app's sounds (`AVAudioPlayer`, `AVPlayer`) and speech (`AVSpeechSynthesizer`). A sound
 * is an audio element by number, its source fetched from `/_trellis/media` (or a web
 * address the server gave); how it ended goes back as `{media: "ended N"}`, `"failed N"`
 * (a source the browser cannot play, or a play it refused), `"duration N seconds"`, and an
 * utterance said to its end as `"spoken N"`.
 */
export function playMedia(page, op) {
  const sounds = page.sounds || (page.sounds = new Map());
  const report = (text) => transmit(page, { seq: ++page.sent, media: text });
  const id = op[2];
  if (op[1] !== "stopSpeaking" && !Number.isInteger(id)) return;
  const finite = (value, fallback) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
  // A sound a video view shows plays in its video element.
  let audio = sounds.get(id) || (Number.isInteger(id) && document.querySelector(`video[data-sound="${id}"]`)) || undefined;
  switch (op[1]) {
    case "play": {
      if (!audio || !sounds.has(id)) {
        const remote = typeof op[7] === "string" && /^https?:\/\//i.test(op[7]) ? op[7] : null;
        audio = audio || new Audio(remote || mediaURL(page, id));
        audio.addEventListener("ended", () => {
          if (audio.loopsLeft > 0) {
            audio.loopsLeft -= 1;
            audio.currentTime = 0;
            audio.play().catch(() => report(`failed ${id}`));
          } else {
            report(`ended ${id}`);
          }
        });
        audio.addEventListener("error", () => report(`failed ${id}`));
        audio.addEventListener("loadedmetadata", () => {
          if (Number.isFinite(audio.duration)) report(`duration ${id} ${audio.duration}`);
        });
        sounds.set(id, audio);
      }
      const loops = finite(op[4], 0);
      audio.loop = loops < 0;
      audio.loopsLeft = Math.max(0, loops);
      audio.currentTime = Math.max(0, finite(op[3], 0));
      audio.volume = Math.min(1, Math.max(0, finite(op[5], 1)));
      audio.playbackRate = Math.min(4, Math.max(0.25, finite(op[6], 1)));
      const started = audio.play();
      if (started && started.catch) started.catch(() => report(`failed ${id}`));
      break;
    }
    case "pause":
      if (audio) audio.pause();
      break;
    case "stop":
      if (audio) {
        audio.pause();
        sounds.delete(id);
      }
      break;
    case "volume":
      if (audio) audio.volume = Math.min(1, Math.max(0, finite(op[3], 1)));
      break;
    case "speak": {
      if (typeof speechSynthesis === "undefined" || typeof SpeechSynthesisUtterance === "undefined" || typeof op[3] !== "string") {
        report(`spoken ${id}`);
        break;
      }
      const utterance = new SpeechSynthesisUtterance(op[3]);
      if (typeof op[4] === "string") utterance.lang = op[4];
      // Apple's rate runs 0…1 with 0.5 normal; the page's 0.1…10 with 1 normal.
      utterance.rate = Math.min(10, Math.max(0.1, finite(op[5], 0.5) * 2));
      utterance.pitch = Math.min(2, Math.max(0, finite(op[6], 1)));
      utterance.volume = Math.min(1, Math.max(0, finite(op[7], 1)));
      utterance.onend = () => report(`spoken ${id}`);
      speechSynthesis.speak(utterance);
      break;
    }
    case "stopSpeaking":
      if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
      break;
  }
}
