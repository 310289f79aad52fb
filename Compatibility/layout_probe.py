#!/usr/bin/env python3
"""Opens real apps of the corpus in Chromium and compares the browser's layout with the engine's.

For each target named (it must compile unmodified: see measure.py), the script compiles it
with measure.py's fast path, links it with the very link command SwiftPM used for
Examples/Calculator (Calculator's own objects swapped for the app's), serves it with
`--layout-probe`, opens it in headless Chromium in an iPhone-sized window (390 x 844),
saves a screenshot, and asks the server for the frame the layout engine gives every
element (`/_trellis/layout`, texts measured by the browser). Each element's rectangle in
the page (its outermost box) is compared with the engine's frame: the share that agree
within a point is the app's score, and the elements that differ most are listed. Where CSS
and the engine disagree, the page does not look as SwiftUI's rules say it should.

Usage: Compatibility/layout_probe.py NAME ... [--mirrors DIR] [--work DIR]
                                     [--markdown FILE] [--screenshots DIR]
Run `swift build --product Calculator` first (the compile and link commands come from it).
"""
import argparse
import collections
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import measure  # noqa: E402  (the corpus, extraction and the fast compile)

ROOT = measure.ROOT
DEBUG = ROOT / ".build" / "x86_64-unknown-linux-gnu" / "debug"

# Each element's outermost box (an element with wrappers is inside them), in points from
# the root's content box: the window the server lays the root out in.
PAGE_RECTS = r"""() => {
  const root = document.getElementById('trellis-root'), cs = getComputedStyle(root);
  const box = root.getBoundingClientRect();
  const x0 = box.left + parseFloat(cs.paddingLeft), y0 = box.top + parseFloat(cs.paddingTop);
  // A rotation or a scale draws a view turned or larger without moving its layout frame (as
  // in SwiftUI): measured without them; offsets (translations) stay, as the engine's frames move.
  const turned = [];
  for (const el of root.querySelectorAll('[style*="transform"]')) {
    const t = el.style.transform;
    if (!/rotate|scale|matrix|perspective|skew/.test(t)) continue;
    turned.push([el, t]);
    el.style.transform = (t.match(/translate[XY]?\([^)]*\)/g) || []).join(' ') || 'none';
  }
  // A pinned section header or footer sticks to the scrolled area's edge: drawn where the
  // scroll position puts it, its frame is where layout put it (the engine does not scroll).
  const stuck = [];
  for (const el of root.querySelectorAll('.t-pin-headers > .t-section > *, .t-pin-footers > .t-section > *')) {
    if (getComputedStyle(el).position !== 'sticky') continue;
    stuck.push([el, el.style.position]);
    el.style.position = 'relative';
  }
  const rects = {};
  for (const el of root.querySelectorAll('[data-t]')) {
    // The client keeps an element's outermost wrapper (`__o`); the first HTML says how many.
    let node = el, wraps = Number(el.dataset.wrap) || 0;
    if (el.__o) node = el.__o;
    else while (wraps-- > 0 && node.parentElement) node = node.parentElement;
    if (!node.getClientRects().length) continue;
    // An offset on the view's own box draws it moved; its frame is where layout put it
    // (the views inside it are placed in the moved frame, so an ancestor's offset stays).
    const own = node.style.transform;
    if (own && own !== 'none') node.style.transform = 'none';
    const r = node.getBoundingClientRect();
    if (own && own !== 'none') node.style.transform = own;
    rects[el.dataset.t] = [r.left - x0, r.top - y0, r.width, r.height];
  }
  for (const [el, t] of turned) el.style.transform = t;
  for (const [el, p] of stuck) el.style.position = p;
  return {rects, session: root.dataset.session, token: root.dataset.token, seq: root.dataset.seq};
}"""


def link_command():
    """SwiftPM's link command for Calculator, and its list of objects."""
    manifest = (ROOT / ".build" / "debug.yaml").read_text()
    start = manifest.index("args: ", manifest.index('"C.Calculator-x86_64-unknown-linux-gnu-debug.exe"')) + len("args: ")
    args = json.loads(manifest[start:manifest.index("\n", start)])
    objects = (DEBUG / "Calculator.product" / "Objects.LinkFileList").read_text().splitlines()
    return args, [o for o in objects if "/TrellisExampleCalculator.build/" not in o]


def link(name, work, command):
    """The app's executable: Calculator's link with the app's objects and entry point."""
    args, objects = command
    out = work / "out" / name
    files = out / "Objects.LinkFileList"
    files.write_text("\n".join(objects + sorted(f"\"{p}\"" for p in out.glob("*.o"))) + "\n")
    executable = out / name
    linked = []
    skip = False
    for arg in args:
        if skip:
            skip = False
            continue
        if arg == "-o":
            linked += ["-o", str(executable)]
            skip = True
        elif arg == "-module-name":
            linked += ["-module-name", name]
            skip = True
        elif arg.startswith("main="):
            linked.append(f"main={name}_main")
        elif arg.startswith("-rpath="):
            linked.append(f"-rpath={DEBUG}")
        elif arg.startswith("@"):
            linked.append(f"@{files}")
        else:
            linked.append(arg)
    result = subprocess.run(linked, capture_output=True, text=True)
    return executable if result.returncode == 0 else None, result.stderr[-2000:]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(executable, log):
    port = free_port()
    with open(log, "w") as out:
        process = subprocess.Popen([str(executable), "--port", str(port), "--layout-probe",
                                    "--storage", str(log.with_suffix(".sqlite"))], stdout=out, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_trellis/health", timeout=1)
            return process, port
        except OSError:
            if process.poll() is not None:
                break
            time.sleep(0.2)
    process.kill()
    return None, port


def probe(page, port, screenshot, path="/"):
    """The page's rectangles and the engine's frames, once both have settled."""
    page.goto(f"http://127.0.0.1:{port}{path}")
    page.wait_for_selector("#trellis-root[data-connected]", timeout=15000)
    # Settled: the same batch and rectangles three reads running (the texts' metrics, and
    # the placements they change, come a round trip or two after the page).
    last, same = None, 0
    for _ in range(40):
        page.wait_for_timeout(200)
        seen = page.evaluate(PAGE_RECTS)
        same = same + 1 if seen == last else 0
        if same == 2:
            break
        last = seen
    page.screenshot(path=str(screenshot), animations="disabled")
    url = f"http://127.0.0.1:{port}/_trellis/layout?s={last['session']}&t={last['token']}"
    engine = json.loads(urllib.request.urlopen(url, timeout=10).read())
    return last["rects"], engine


def compare(rects, engine, tolerance=1.0):
    """Elements in both, how many have the engine's size (a difference in one element moves
    all that follow it, so sizes say more about where the rules differ), and those not
    where the engine puts them (largest difference first)."""
    frames = engine["frames"]
    both = [key for key in rects if key in frames]
    differing = []
    sized = 0
    for key in both:
        frame, rect = frames[key], rects[key]
        if max(abs(rect[2] - frame[2]), abs(rect[3] - frame[3])) <= tolerance:
            sized += 1
        error = max(abs(a - b) for a, b in zip(rect, frame[:4]))
        if error > tolerance:
            differing.append((error, key, frame[4], [round(v, 1) for v in rect], frame[:4]))
    differing.sort(key=lambda item: -item[0])
    return both, sized, differing


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="+", help="corpus targets to open (they must compile)")
    parser.add_argument("--corpus", default=str(ROOT / "Compatibility" / "corpus.tsv"))
    parser.add_argument("--mirrors", default=os.environ.get("TRELLIS_MIRRORS", "/work/.mirror"))
    parser.add_argument("--work", default=os.environ.get("TRELLIS_CORPUS_WORK", "/tmp/trellis-corpus"))
    parser.add_argument("--markdown", help="write the scores and the largest differences to this file")
    parser.add_argument("--screenshots", default=str(ROOT / "docs" / "screenshots" / "corpus"))
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    entries = {e["name"]: e for e in measure.load_corpus(Path(args.corpus))}
    work = Path(args.work)
    shots = Path(args.screenshots)
    shots.mkdir(parents=True, exist_ok=True)
    compile_command = measure.calculator_command()
    command = link_command()
    results = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                             args=["--no-sandbox"])
        for name in args.names:
            entry = entries.get(name)
            if entry is None:
                print(f"-- {name}: not in the corpus")
                continue
            problem = measure.extract(entry, Path(args.mirrors), work / "src" / name)
            if problem:
                print(f"-- {name}: {problem}")
                continue
            built = measure.fast_build(compile_command, entry, work)
            if built.returncode != 0:
                print(f"-- {name}: does not compile")
                continue
            executable, error = link(name, work, command)
            if executable is None:
                print(f"-- {name}: does not link: {error}")
                continue
            process, port = serve(executable, work / "out" / name / "serve.log")
            if process is None:
                print(f"-- {name}: did not start")
                continue
            page = browser.new_page(viewport={"width": 390, "height": 844})
            try:
                rects, engine = probe(page, port, shots / f"{name}.png")
            except Exception as error:  # the app stopped (its own fatalError: a missing bundle file)
                log = (work / "out" / name / "serve.log").read_text(errors="replace")
                fatal = next((line for line in log.splitlines() if "Fatal error" in line), str(error).splitlines()[0])
                print(f"-- {name}: could not be opened: {fatal}")
                continue
            finally:
                page.close()
                process.terminate()
                process.wait(timeout=30)
            both, sized, differing = compare(rects, engine)
            agree = len(both) - len(differing)
            kinds = collections.Counter(item[2] for item in differing)
            results[name] = {"elements": len(both), "agree": agree, "sized": sized, "differing": differing[:8], "kinds": kinds}
            share = agree / len(both) if both else 0
            print(f"[{name}] {agree} of {len(both)} elements where the engine puts them ({share:.0%}), {sized} its size;"
                  f" differing by kind: {dict(kinds.most_common(6))}", flush=True)
        browser.close()

    if args.markdown:
        lines = ["| app | elements | the engine's size | where the engine puts them | kinds not where it puts them |",
                 "|---|---:|---:|---:|---|"]
        for name, r in results.items():
            share = r["agree"] / r["elements"] if r["elements"] else 0
            sized = r["sized"] / r["elements"] if r["elements"] else 0
            kinds = ", ".join(f"{k} {n}" for k, n in r["kinds"].most_common(4)) or "—"
            lines.append(f"| [{name}](screenshots/corpus/{name}.png) | {r['elements']} | {r['sized']} ({sized:.0%}) |"
                         f" {r['agree']} ({share:.0%}) | {kinds} |")
        lines.append("")
        for name, r in results.items():
            if not r["differing"]:
                continue
            lines.append(f"**{name}**, the largest differences (element, kind, page, engine):")
            lines.append("")
            for error, key, kind, rect, frame in r["differing"][:5]:
                lines.append(f"- {key} `{kind}`: page {rect}, engine {[round(v, 1) for v in frame]}")
            lines.append("")
        Path(args.markdown).write_text("\n".join(lines))


if __name__ == "__main__":
    main()
