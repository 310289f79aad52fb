#!/usr/bin/env python3
"""The row-table benchmark in Chromium: Trellis (state on the server, DOM patches over a
WebSocket) against a hand-written vanilla-JS page doing the same nine operations.

Each operation is timed inside the page, the way js-framework-benchmark does: from the
click to the DOM being updated and the next frame painted (a MutationObserver sees the
change, then requestAnimationFrame + setTimeout runs after that frame's paint). Both pages
use the same elements and the same stylesheet, each iteration starts from a fresh page
load, and the two implementations alternate so machine noise hits both alike.

It also reports the server's side: CPU time per operation (every thread of the Gallery
process, from /proc), bytes per created row as sent (uncompressed JSON) and as
permessage-deflate would send them (zlib with the server's settings, over the same
frames), and the memory one more session costs (RSS) for the calculator and for a
1,000-row table.

Usage: Benchmarks/Browser/bench.py [--iterations N] [--markdown FILE] [--gallery BIN]
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
import zlib
from pathlib import Path

from playwright.sync_api import sync_playwright

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

CREATE_1K, CREATE_10K, APPEND, UPDATE, CLEAR, SWAP = (
    "Create 1,000 rows", "Create 10,000 rows", "Append 1,000 rows", "Update every 10th row", "Clear", "Swap Rows")

# (name, setup clicks, measured click, scale, rows created) — a click is a header title or
# (row index, "select"|"remove"); rows created give the bytes per row.
OPERATIONS = [
    ("create 1,000 rows", [], CREATE_1K, 1, 1000),
    ("replace all 1,000 rows", [CREATE_1K], CREATE_1K, 1, 1000),
    ("update every 10th row", [CREATE_1K], UPDATE, 1, None),
    ("select row", [CREATE_1K], (1, "select"), 1, None),
    ("swap rows", [CREATE_1K], SWAP, 1, None),
    ("remove row", [CREATE_1K], (1, "remove"), 1, None),
    ("create 10,000 rows", [], CREATE_10K, 10, 10000),
    ("append 1,000 rows to 1,000", [CREATE_1K], APPEND, 1, 1000),
    ("clear 1,000 rows", [CREATE_1K], CLEAR, 1, None),
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
            urllib.request.urlopen(url + "/_trellis/client/main.js", timeout=1)
            return process, url
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("the Gallery did not start")


def cpu_ns(pid):
    """CPU time of every thread of the process so far, in nanoseconds (schedstat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass
    return total


def rss_kb(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# The server's permessage-deflate settings (WebHost: window 2^13, memory level 6, messages of
# 256 bytes and more), to estimate what a frame costs on the wire.
DEFLATE_WINDOW_BITS, DEFLATE_MEMORY_LEVEL, DEFLATE_MIN_BYTES = 13, 6, 256


class DeflatedSize:
    """What permessage-deflate (context kept between messages) makes of a socket's frames."""
    def __init__(self):
        self.compressor = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -DEFLATE_WINDOW_BITS, DEFLATE_MEMORY_LEVEL)

    def size(self, data):
        if len(data) < DEFLATE_MIN_BYTES:
            return len(data)
        out = self.compressor.compress(data) + self.compressor.flush(zlib.Z_SYNC_FLUSH)
        return len(out) - 4


def memory_per_session(url, pid):
    """RSS one more session holds: 50 calculator tabs, then 10 tabs with 1,000 rows each
    (each with its socket open, as a visitor's). Averages over the sessions added."""
    sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
    from wsclient import RawSocket
    host = url.split("//")[1]
    port = int(host.split(":")[1])

    def settle():
        time.sleep(1.5)
        return rss_kb(pid)

    def open_session(path):
        html = urllib.request.urlopen(url + path).read().decode()
        session = re.search(r'data-session="([^"]+)"', html).group(1)
        token = re.search(r'data-token="([^"]+)"', html).group(1)
        # A page whose socket opens is a visitor's: pages never opened are capped per address.
        return html, RawSocket(port, session, token, origin=url, host=host)

    def open_table():
        html, ws = open_session("/rows")
        button = re.search(r'<button data-t="(\d+)"[^>]*><span[^>]*>Create 1,000 rows', html).group(1)
        ws.send_json({"seq": 1, "element": int(button), "event": "tap"})
        while True:
            message = ws.receive()
            if isinstance(message, dict) and len(message.get("ops", [])) >= 1000:
                return ws

    # One of each first: what the first session of a kind sets up once is not per session.
    results, sockets = {}, [open_session("/demo/calculator")[1], open_table()]
    before = settle()
    for _ in range(50):
        sockets.append(open_session("/demo/calculator")[1])
    results["calculator"] = (settle() - before) * 1024 / 50

    before = settle()
    for _ in range(10):
        sockets.append(open_table())
    results["1,000-row table"] = (settle() - before) * 1024 / 10
    for ws in sockets:
        ws.close()
    return results


class Implementation:
    def __init__(self, name, page, load, container, pid=None):
        self.name, self.page, self.load, self.container, self.pid = name, page, load, container, pid
        self.bytes = 0
        self.deflated = 0

    def run(self, setup, click):
        self.load()
        for step in setup:
            self.page.evaluate(MEASURE, [self.container, step])
        self.bytes = 0
        self.deflated = 0
        cpu = cpu_ns(self.pid) if self.pid else 0
        result = self.page.evaluate(MEASURE, [self.container, click])
        if self.pid:
            time.sleep(0.05)  # the socket's writer may still be compressing the batch
            result["server_cpu_ms"] = (cpu_ns(self.pid) - cpu) / 1e6
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
        # Memory first, on a fresh server: nothing else's sessions expire while it measures.
        memory = {} if args.only else memory_per_session(url, process.pid)
        for name, value in memory.items():
            print(f"memory per session, {name}: {value / 1024:.0f} KiB", flush=True)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=[
                "--no-sandbox", "--disable-gpu-vsync", "--disable-frame-rate-limit"])
            context = browser.new_context(viewport={"width": 1000, "height": 800})
            trellis_page, vanilla_page = context.new_page(), context.new_page()

            trellis = Implementation("Trellis", trellis_page, None, "#trellis-root > .t-v > .t-v", pid=process.pid)

            def load_trellis():
                trellis_page.goto(url + "/rows")
                trellis_page.wait_for_selector("#trellis-root[data-connected]")
            trellis.load = load_trellis

            def count_frames(ws):
                deflate = DeflatedSize()

                def received(payload):
                    data = payload.encode() if isinstance(payload, str) else payload
                    trellis.bytes += len(data)
                    trellis.deflated += deflate.size(data)

                def sent(payload):
                    trellis.bytes += len(payload)
                    trellis.deflated += len(payload)
                ws.on("framereceived", received)
                ws.on("framesent", sent)
            trellis_page.on("websocket", count_frames)

            def load_vanilla():
                # From the server's origin, so the row's icon (an SF Symbol drawn as a CSS
                # mask, as Trellis draws `Image(systemName: "xmark")`) loads the same file.
                if not vanilla_page.url.startswith(url):
                    vanilla_page.goto(url + "/_trellis/health")
                vanilla_page.set_content(vanilla_html)
            vanilla = Implementation("vanilla", vanilla_page, load_vanilla, "#tbody")

            for name, setup, click, scale, rows in OPERATIONS:
                if args.only and args.only not in name:
                    continue
                iterations = max(3, args.iterations // scale)
                times = {"Trellis": [], "vanilla": []}
                dom = {"Trellis": [], "vanilla": []}
                sent, deflated, cpu = [], [], []
                for index in range(args.warmup + iterations):
                    order = (trellis, vanilla) if index % 2 == 0 else (vanilla, trellis)
                    for implementation in order:
                        result, nbytes = implementation.run(setup, click)
                        if index >= args.warmup:
                            times[implementation.name].append(result["total"])
                            dom[implementation.name].append(result["dom"])
                            if implementation is trellis:
                                sent.append(nbytes)
                                deflated.append(trellis.deflated)
                                cpu.append(result["server_cpu_ms"])
                entry = {
                    "trellis_ms": statistics.median(times["Trellis"]),
                    "vanilla_ms": statistics.median(times["vanilla"]),
                    "trellis_dom_ms": statistics.median(dom["Trellis"]),
                    "vanilla_dom_ms": statistics.median(dom["vanilla"]),
                    "bytes": int(statistics.median(sent)),
                    "deflated_bytes": int(statistics.median(deflated)),
                    "server_cpu_ms": statistics.median(cpu),
                    "rows": rows,
                    "iterations": iterations,
                }
                entry["ratio"] = entry["trellis_ms"] / entry["vanilla_ms"]
                results[name] = entry
                print(f"{name:30} Trellis {entry['trellis_ms']:8.1f} ms  vanilla {entry['vanilla_ms']:8.1f} ms  "
                      f"ratio {entry['ratio']:5.2f}  bytes {entry['bytes']:>9,}  deflated {entry['deflated_bytes']:>9,}  "
                      f"server CPU {entry['server_cpu_ms']:6.1f} ms", flush=True)
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)

    ratios = [entry["ratio"] for entry in results.values()]
    geomean = statistics.geometric_mean(ratios) if ratios else float("nan")
    print(f"geometric mean of ratios: {geomean:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"operations": results, "geomean": geomean, "memory": memory}, indent=2))
    if args.markdown:
        lines = [
            "| operation | Trellis (ms) | vanilla JS (ms) | ratio | Trellis DOM-only (ms) | vanilla DOM-only (ms) "
            "| server CPU (ms) | bytes over the socket | bytes per row | deflated bytes per row |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for name, entry in results.items():
            rows = entry["rows"]
            per_row = f"{entry['bytes'] / rows:.0f}" if rows else ""
            deflated_per_row = f"{entry['deflated_bytes'] / rows:.0f}" if rows else ""
            lines.append(f"| {name} | {entry['trellis_ms']:.1f} | {entry['vanilla_ms']:.1f} | {entry['ratio']:.2f} | "
                         f"{entry['trellis_dom_ms']:.1f} | {entry['vanilla_dom_ms']:.1f} | {entry['server_cpu_ms']:.1f} | "
                         f"{entry['bytes']:,} | {per_row} | {deflated_per_row} |")
        lines.append(f"| **geometric mean** | | | **{geomean:.2f}** | | | | | | |")
        if memory:
            lines.append("")
            lines.append("| memory per session (RSS) | KiB |")
            lines.append("|---|---:|")
            for name, value in memory.items():
                lines.append(f"| {name} | {value / 1024:.0f} |")
        Path(args.markdown).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
