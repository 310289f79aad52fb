#!/usr/bin/env python3
"""The row-table benchmark in Chromium: Trellis (state on the server, DOM patches over a
WebSocket) against a hand-written vanilla-JS page doing the same nine operations.

Each operation is timed inside the page, the way js-framework-benchmark does: from the
click to the DOM being updated and the next frame painted (a MutationObserver sees the
change, then requestAnimationFrame + setTimeout runs after that frame's paint). Both pages
use the same elements and the same stylesheet, each iteration starts from a fresh page
load, and the two implementations alternate so machine noise hits both alike.

Usage: Benchmarks/Browser/bench.py [--iterations N] [--markdown FILE] [--gallery BIN]
"""
import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

CREATE_1K, CREATE_10K, APPEND, UPDATE, CLEAR, SWAP = (
    "Create 1,000 rows", "Create 10,000 rows", "Append 1,000 rows", "Update every 10th row", "Clear", "Swap Rows")

# (name, setup clicks, measured click, scale) — a click is a header title or (row index, "select"|"remove").
OPERATIONS = [
    ("create 1,000 rows", [], CREATE_1K, 1),
    ("replace all 1,000 rows", [CREATE_1K], CREATE_1K, 1),
    ("update every 10th row", [CREATE_1K], UPDATE, 1),
    ("select row", [CREATE_1K], (1, "select"), 1),
    ("swap rows", [CREATE_1K], SWAP, 1),
    ("remove row", [CREATE_1K], (1, "remove"), 1),
    ("create 10,000 rows", [], CREATE_10K, 10),
    ("append 1,000 rows to 1,000", [CREATE_1K], APPEND, 1),
    ("clear 1,000 rows", [CREATE_1K], CLEAR, 1),
]

MEASURE = """
([containerSelector, click]) => new Promise((resolve, reject) => {
  const container = document.querySelector(containerSelector);
  const probe = () => {
    const rows = container.children, n = rows.length;
    const text = (i) => i < n ? rows[i].textContent : "";
    const style = (i) => i < n ? (rows[i].getAttribute("style") || "") : "";
    return n + "|" + text(0) + "|" + text(1) + "|" + text(998) + "|" + style(1);
  };
  let target;
  if (typeof click === "string") {
    target = [...document.querySelectorAll("button")].find((b) => b.textContent === click);
  } else {
    const row = container.children[click[0]];
    target = row && row.querySelectorAll("button")[click[1] === "select" ? 0 : 1];
  }
  if (!target) { reject(new Error("no button for " + JSON.stringify(click))); return; }
  const before = probe();
  let start = 0;
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error("no change after " + JSON.stringify(click))); }, 20000);
  const observer = new MutationObserver(() => {
    if (probe() === before) return;
    observer.disconnect();
    clearTimeout(timer);
    const dom = performance.now() - start;
    requestAnimationFrame(() => setTimeout(() => resolve({ total: performance.now() - start, dom })));
  });
  observer.observe(document.getElementById("trellis-root"), { subtree: true, childList: true, characterData: true, attributes: true });
  start = performance.now();
  target.click();
})
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_gallery(binary):
    port = free_port()
    process = subprocess.Popen([binary, "--port", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            urllib.request.urlopen(url + "/_trellis/client.js", timeout=1)
            return process, url
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the Gallery did not start")


class Implementation:
    def __init__(self, name, page, load, container):
        self.name, self.page, self.load, self.container = name, page, load, container
        self.bytes = 0

    def run(self, setup, click):
        self.load()
        for step in setup:
            self.page.evaluate(MEASURE, [self.container, step])
        self.bytes = 0
        result = self.page.evaluate(MEASURE, [self.container, click])
        return result, self.bytes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--markdown")
    parser.add_argument("--json")
    parser.add_argument("--gallery", default=str(ROOT / ".build" / "release" / "Gallery"))
    parser.add_argument("--only")
    args = parser.parse_args()

    process, url = start_gallery(args.gallery)
    css = urllib.request.urlopen(url + "/_trellis/trellis.css").read().decode()
    vanilla_html = (HERE / "vanilla.html").read_text().replace("/*TRELLIS_CSS*/", css)
    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    results = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=[
                "--no-sandbox", "--disable-gpu-vsync", "--disable-frame-rate-limit"])
            context = browser.new_context(viewport={"width": 1000, "height": 800})
            trellis_page, vanilla_page = context.new_page(), context.new_page()

            trellis = Implementation("Trellis", trellis_page, None, "#trellis-root > .t-v > .t-v")

            def load_trellis():
                trellis_page.goto(url + "/rows")
                trellis_page.wait_for_selector("#trellis-root[data-connected]")
            trellis.load = load_trellis

            def count_frames(ws):
                ws.on("framereceived", lambda payload: setattr(trellis, "bytes", trellis.bytes + len(payload)))
                ws.on("framesent", lambda payload: setattr(trellis, "bytes", trellis.bytes + len(payload)))
            trellis_page.on("websocket", count_frames)

            vanilla = Implementation("vanilla", vanilla_page, lambda: vanilla_page.set_content(vanilla_html), "#tbody")

            for name, setup, click, scale in OPERATIONS:
                if args.only and args.only not in name:
                    continue
                iterations = max(3, args.iterations // scale)
                times = {"Trellis": [], "vanilla": []}
                dom = {"Trellis": [], "vanilla": []}
                sent = []
                for index in range(args.warmup + iterations):
                    order = (trellis, vanilla) if index % 2 == 0 else (vanilla, trellis)
                    for implementation in order:
                        result, nbytes = implementation.run(setup, click)
                        if index >= args.warmup:
                            times[implementation.name].append(result["total"])
                            dom[implementation.name].append(result["dom"])
                            if implementation is trellis:
                                sent.append(nbytes)
                entry = {
                    "trellis_ms": statistics.median(times["Trellis"]),
                    "vanilla_ms": statistics.median(times["vanilla"]),
                    "trellis_dom_ms": statistics.median(dom["Trellis"]),
                    "vanilla_dom_ms": statistics.median(dom["vanilla"]),
                    "bytes": int(statistics.median(sent)),
                    "iterations": iterations,
                }
                entry["ratio"] = entry["trellis_ms"] / entry["vanilla_ms"]
                results[name] = entry
                print(f"{name:30} Trellis {entry['trellis_ms']:8.1f} ms  vanilla {entry['vanilla_ms']:8.1f} ms  "
                      f"ratio {entry['ratio']:5.2f}  bytes {entry['bytes']:>9,}", flush=True)
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)

    ratios = [entry["ratio"] for entry in results.values()]
    geomean = statistics.geometric_mean(ratios) if ratios else float("nan")
    print(f"geometric mean of ratios: {geomean:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"operations": results, "geomean": geomean}, indent=2))
    if args.markdown:
        lines = [
            "| operation | Trellis (ms) | vanilla JS (ms) | ratio | Trellis DOM-only (ms) | vanilla DOM-only (ms) | bytes over the socket |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for name, entry in results.items():
            lines.append(f"| {name} | {entry['trellis_ms']:.1f} | {entry['vanilla_ms']:.1f} | {entry['ratio']:.2f} | "
                         f"{entry['trellis_dom_ms']:.1f} | {entry['vanilla_dom_ms']:.1f} | {entry['bytes']:,} |")
        lines.append(f"| **geometric mean** | | | **{geomean:.2f}** | | | |")
        Path(args.markdown).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
