// What the app asks of the platform rather than of its views: openURL, UIPasteboard,
// endEditing, ShareLink, local notifications. The server sends only http(s), mailto, tel and sms URLs; they
// are checked again here.
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
