#!/usr/bin/env python3
"""Measures how much real SwiftUI code Trellis compiles unmodified.

Each line of Compatibility/corpus.tsv names a public app target: a repository, the commit
measured and the folder of its Swift sources. The repositories are read from local
snapshots (the search tool's `fetch` puts them in /work/.mirror/OWNER+NAME/repo, bare git
repositories); nothing fetched is ever copied into this repository.

For every target the script takes the folder's .swift files at that commit, unmodified, into
a work folder outside the repository, and builds it as a user would: as an executable target
with exactly the settings of the README's "Bring your SwiftUI app" Package.swift (Swift 5
language mode, the `SwiftUI` product, the `AppleImports` plugin) plus the Swift build
settings the app's own Xcode project sets (corpus.tsv's `settings`: main-actor default
isolation, approachable concurrency, Swift 6 mode; see project_settings.py). All targets share one
generated package, so Trellis is compiled once; each is built on its own with
`swift build --target`. It prints the rate and the blockers ranked by how many targets each
blocks (a target counts once per blocker however many errors it has).

With --fast it skips the generated package: it compiles each target with the very
compiler command SwiftPM used for Examples/Calculator (a target with the same settings) in
this repository's debug build, read from .build/debug.yaml, with the target's files and
name in place of Calculator's, and the file the AppleImports plugin would add (made by the
plugin's own tool). Same flags, same modules, 3 minutes instead of 15; run
`swift build --product Calculator` first.

Usage: Compatibility/measure.py [--fast] [--mirrors DIR] [--work DIR] [--only NAME ...]
                                [--markdown FILE] [--json FILE]
"""

import argparse
import collections
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from project_settings import compiler_flags, swiftpm_settings

ROOT = Path(__file__).resolve().parent.parent

# The target's settings: the README's "Bring your SwiftUI app" Package.swift, word for word
# apart from the name and path (checked against the README below, so the two cannot drift).
TARGET_TEMPLATE = """        .executableTarget(
            name: "{name}",
            dependencies: [.product(name: "SwiftUI", package: "trellis")],
            path: "{path}",
            swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("BareSlashRegexLiterals"){settings}],
            plugins: [.plugin(name: "AppleImports", package: "trellis")]
        ),"""

ERROR = re.compile(r"^(?P<file>[^:\n]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def load_corpus(path):
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def check_readme_settings():
    """The README's app Package.swift must give its target the settings measured here."""
    readme = (ROOT / "README.md").read_text()
    for needle in ['.product(name: "SwiftUI", package: "trellis")', "swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature(\"BareSlashRegexLiterals\")]",
                   'plugins: [.plugin(name: "AppleImports", package: "trellis")]']:
        if needle not in readme:
            sys.exit(f"README's app Package.swift no longer says {needle}: update measure.py's TARGET_TEMPLATE")


def settings_of(entry):
    """The project's Swift build settings (corpus.tsv's `settings`, see project_settings.py)."""
    return [s for s in (entry.get("settings") or "").split(";") if s]


def extract(entry, mirrors, into):
    """The target's .swift files at the measured commit, unmodified (test folders left out),
    as its Xcode project builds it: with the files the project takes from elsewhere in the
    repository (`also`) and without those the folder holds but the project leaves out
    (`exclude`)."""
    repo = mirrors / entry["repo"].replace("/", "+") / "repo"
    if not repo.exists():
        return f"no snapshot at {repo} (fetch github:{entry['repo']})"
    prefix = entry["path"].strip("/")
    also = [p.strip("/") for p in (entry.get("also") or "").split(";") if p.strip()]
    excluded = {f"{prefix}/{p.strip('/')}" if prefix else p.strip("/") for p in (entry.get("exclude") or "").split(";") if p.strip()}
    # -z: paths as they are (git quotes names with characters beyond ASCII otherwise).
    listing = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "-z", "--name-only", entry["commit"], "--", prefix, *also],
                             capture_output=True, text=True)
    if listing.returncode != 0:
        return f"commit {entry['commit'][:10]} not in the snapshot"
    # The Swift files, the asset catalogs' Contents.json (the plugin makes Xcode's asset
    # symbols from them; the catalogs' images are not needed to compile), and the Core Data
    # models' files (the plugin makes Xcode's generated classes from them). Files named `._*`
    # are macOS's AppleDouble metadata committed by accident, never in an Xcode project.
    files = [f for f in listing.stdout.split("\0")
             if (f.endswith(".swift") or (f.endswith("/Contents.json") and ".xcassets/" in f)
                 or (".xcdatamodel" in f and (f.endswith("/contents") or f.endswith("/.xccurrentversion"))))
             and not Path(f).name.startswith("._")
             and (not any(part.endswith("Tests") for part in Path(f).parts[:-1]) or any(f == a or f.startswith(a + "/") for a in also))
             and not any(f == x or f.startswith(x + "/") for x in excluded)]
    if not any(f.endswith(".swift") for f in files):
        return "no Swift files at that path"
    shutil.rmtree(into, ignore_errors=True)
    for name in files:
        blob = subprocess.run(["git", "-C", str(repo), "show", f"{entry['commit']}:{name}"], capture_output=True)
        inside = not prefix or name == prefix or name.startswith(prefix + "/")
        relative = (Path(name).relative_to(prefix) if prefix else Path(name)) if inside else Path("_also") / name
        target = into / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob.stdout)
    return None


def write_package(work, entries):
    # The dependency is named by a link called `trellis`, so its identity is the README's.
    link = work / "trellis"
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(ROOT)
    targets = "\n".join(TARGET_TEMPLATE.format(name=e["name"], path=f"src/{e['name']}",
                                               settings="".join(", " + s for s in swiftpm_settings(settings_of(e))))
                         for e in entries)
    (work / "Package.swift").write_text(f"""// swift-tools-version: 6.2
// Generated by Trellis's Compatibility/measure.py: one target per corpus entry.
import PackageDescription

let package = Package(
    name: "TrellisCorpus",
    dependencies: [.package(path: "trellis")],
    targets: [
{targets}
    ]
)
""")


def calculator_command():
    """SwiftPM's compile command for Examples/Calculator, which has the README's settings."""
    manifest = (ROOT / ".build" / "debug.yaml").read_text()
    key = '"C.TrellisExampleCalculator-'
    start = manifest.index("args: ", manifest.index(key)) + len("args: ")
    args = json.loads(manifest[start:manifest.index("\n", start)])
    kept, skip = [], 0
    dropped_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path", "-module-name", "-package-name"}
    for arg in args:
        if skip:
            skip -= 1
            continue
        if arg in dropped_with_value:
            skip = 1
            continue
        if arg in {"-emit-dependencies", "-incremental", "-serialize-diagnostics", "-parseable-output",
                   "-enable-batch-mode", "-emit-module"} or arg.startswith("@"):
            continue
        kept.append(arg)
    return kept


def fast_build(command, entry, work):
    """Compiles the target with Calculator's command: its files, its name, and the file the
    AppleImports plugin makes for it (by the plugin's own tool, from its asset catalogs)."""
    source_root = work / "src" / entry["name"]
    sources = sorted(str(p) for p in source_root.rglob("*.swift"))
    out = work / "out" / entry["name"]
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    generated = out / "_TrellisAppleImports.swift"
    catalogs = sorted({str(p) for p in source_root.rglob("*.xcassets") if p.is_dir()}
                      | {str(p) for p in source_root.rglob("*.xcdatamodeld") if p.is_dir()})
    # The plugin's own build of the tool (SwiftPM builds it as `…-tool` for plugins); the
    # plain executable is only relinked by `swift build --product`, and may be stale.
    tool = ROOT / ".build" / "debug" / "TrellisAssetSymbols-tool"
    if not tool.exists():
        tool = ROOT / ".build" / "debug" / "TrellisAssetSymbols"
    subprocess.run([str(tool), str(generated)] + catalogs + sources, check=True)
    args = [a.replace("TrellisExampleCalculator_main", f"{entry['name']}_main") for a in command]
    args += ["-module-name", entry["name"], "-package-name", "corpus", "-emit-module", "-emit-module-path",
             str(out / f"{entry['name']}.swiftmodule")]
    if not any(Path(s).name == "main.swift" for s in sources):
        args.append("-parse-as-library")
    # The project's own settings come last: `-swift-version 6` overrides the README's 5.
    args += compiler_flags(settings_of(entry))
    return subprocess.run(args + sources + [str(generated)], cwd=out, capture_output=True, text=True)


def blocker_keys(output, source_root):
    """Names what blocks a build: the missing name, member, module or signature."""
    keys = set()
    for match in ERROR.finditer(output):
        message = match["message"]
        key = classify(message, source_line(match, source_root))
        if key:
            keys.add(key)
    return keys


def source_line(match, source_root):
    try:
        path = Path(match["file"])
        if not path.is_absolute():
            path = source_root / path
        lines = path.read_text(errors="replace").splitlines()
        return lines[int(match["line"]) - 1], int(match["col"]) - 1
    except (OSError, IndexError, ValueError):
        return "", 0


def called_name(line_and_column):
    """The function or member called at the error's column (`.foo(`, `Foo(`)."""
    line, column = line_and_column
    head = line[:column + 1]
    tail = line[column:]
    found = re.match(r"\.?([A-Za-z_][A-Za-z0-9_]*)", tail)
    if found:
        return found.group(1)
    before = re.findall(r"\.?([A-Za-z_][A-Za-z0-9_]*)\s*\($", head.rstrip("( "))
    return before[-1] if before else None


def simplify_type(name):
    name = re.sub(r"<.*>", "", name).replace("some ", "").replace("any ", "")
    return name.split(".")[-1] if name.startswith("SwiftUI.") else name


VIEW_TYPES = ("View", "ModifiedContent", "Text", "Image", "VStack", "HStack", "ZStack", "Button", "ForEach", "List",
              "Group", "_ConditionalContent", "TupleView", "NavigationView", "NavigationStack", "ScrollView", "Form",
              "Section", "Spacer", "Color", "Rectangle", "Circle", "RoundedRectangle", "Capsule", "Label", "TextField")


def member_key(instance, owner, member):
    """A missing instance member of a view is a modifier (`View.x`); others keep their type."""
    owner = simplify_type(owner)
    if instance and (owner in VIEW_TYPES or owner.endswith("View") and not owner[0].islower()):
        return f"View.{member}"
    return f"{owner}.{member}"


# What a message names, in the order tried: the regular expression and how to name its match.
NAMED = [
    (r"no such module '([^']+)'", lambda m: f"import {m[1]}"),
    (r"cannot find (?:type )?'([^']+)' in scope", lambda m: m[1]),
    (r"unknown attribute '([^']+)'", lambda m: f"@{m[1]}"),
    (r"(?:cannot infer contextual base in reference to member|reference to member) '([^']+)'",
     lambda m: f".{m[1]} (no base inferred)"),
    (r"(value of type|type) '([^']+)'(?: \(aka '[^']+'\))? has no member '([^']+)'",
     lambda m: member_key(m[1] == "value of type", m[2], m[3])),
    (r"module '([^']+)' has no member named '([^']+)'", lambda m: f"{m[1]}.{m[2]}"),
    (r"'([^']+)' is unavailable", lambda m: f"unavailable {m[1]}"),
]


def classify(message, line_and_column):
    for pattern, name in NAMED:
        m = re.match(pattern, message)
        if m:
            return name(m)
    if re.match(r"(extra argument|extra arguments|incorrect argument label|missing argument|no exact matches in call"
                r"|argument passed to call that takes no arguments|cannot convert value of type|generic parameter)",
                message):
        name = called_name(line_and_column)
        kind = re.sub(r"'[^']*'", "_", message.split(" in call")[0])
        return f"signature {name or '?'}: {kind}" if name else f"signature: {kind}"
    if "main actor" in message or "Sendable" in message or "actor-isolated" in message or "nonisolated" in message:
        return "concurrency: " + re.sub(r"'[^']*'", "_", message)
    return re.sub(r"'[^']*'", "_", message)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=str(ROOT / "Compatibility" / "corpus.tsv"))
    parser.add_argument("--mirrors", default=os.environ.get("TRELLIS_MIRRORS", "/work/.mirror"))
    parser.add_argument("--work", default=os.environ.get("TRELLIS_CORPUS_WORK", "/tmp/trellis-corpus"))
    parser.add_argument("--only", nargs="*", help="measure only these targets")
    parser.add_argument("--markdown", help="write the rate and the ranked blockers to this file")
    parser.add_argument("--json", help="write each target's result to this file")
    parser.add_argument("--timeout", type=int, default=600, help="seconds a target's build may take")
    parser.add_argument("--fast", action="store_true",
                        help="compile with the debug build's command for Examples/Calculator (see above)")
    args = parser.parse_args()

    check_readme_settings()
    entries = load_corpus(Path(args.corpus))
    if args.only:
        entries = [e for e in entries if e["name"] in set(args.only)]
    work = Path(args.work)
    (work / "src").mkdir(parents=True, exist_ok=True)

    results = {}
    present = []
    for entry in entries:
        problem = extract(entry, Path(args.mirrors), work / "src" / entry["name"])
        if problem:
            results[entry["name"]] = {"status": "missing", "reason": problem}
            print(f"-- {entry['name']}: skipped, {problem}", flush=True)
        else:
            present.append(entry)
    if args.fast:
        command = calculator_command()
    else:
        write_package(work, present)
        # Trellis first, once: the SwiftUI product and everything under it.
        print("== building Trellis's SwiftUI product", flush=True)
        first = subprocess.run(["swift", "build", "--package-path", str(work), "--target", "SwiftUI"],
                               capture_output=True, text=True)
        if first.returncode != 0:
            print(first.stdout[-4000:], first.stderr[-4000:])
            sys.exit("Trellis itself did not build")

    blockers = collections.defaultdict(list)
    for index, entry in enumerate(present, 1):
        name = entry["name"]
        started = time.monotonic()
        try:
            if args.fast:
                build = fast_build(command, entry, work)
            else:
                build = subprocess.run(["swift", "build", "--package-path", str(work), "--target", name],
                                       capture_output=True, text=True, timeout=args.timeout)
            output, code = build.stdout + build.stderr, build.returncode
        except subprocess.TimeoutExpired:
            output, code = "", -1
        seconds = time.monotonic() - started
        if code == 0:
            results[name] = {"status": "compiles", "seconds": round(seconds, 1)}
            print(f"[{index}/{len(present)}] {name}: compiles ({seconds:.0f} s)", flush=True)
            continue
        keys = sorted(blocker_keys(output, work))
        if not keys:
            # A driver error without a source location ("filename used twice").
            plain = re.findall(r"^error: (.*)$", output, re.M)
            keys = (["build timed out"] if code == -1 else [re.sub(r"'[^']*'|\"[^\"]*\"", "_", plain[0])] if plain
                    else ["(no error line)"])
        results[name] = {"status": "fails", "blockers": keys, "seconds": round(seconds, 1),
                         "errors": sorted({m["message"] for m in ERROR.finditer(output)}),
                         "where": sorted({f"{Path(m['file']).name}:{m['line']}: {m['message'][:90]} | "
                                          f"{source_line(m, work)[0].strip()[:100]}" for m in ERROR.finditer(output)})}
        for key in keys:
            blockers[key].append(name)
        print(f"[{index}/{len(present)}] {name}: fails: {'; '.join(keys[:6])}{' …' if len(keys) > 6 else ''}",
              flush=True)

    measured = [r for r in results.values() if r["status"] != "missing"]
    compiled = sum(r["status"] == "compiles" for r in measured)
    rate = compiled / len(measured) if measured else 0
    ranked = sorted(blockers.items(), key=lambda item: (-len(item[1]), item[0]))
    only_blocker = collections.Counter(r["blockers"][0] for r in measured
                                       if r["status"] == "fails" and len(r["blockers"]) == 1)

    print(f"\n{compiled} of {len(measured)} targets compile unmodified ({rate:.0%});"
          f" {len(results) - len(measured)} not measured (no snapshot)")
    print("\nblockers, by the number of targets each blocks (alone: the targets it is the only blocker of):")
    for key, names in ranked[:60]:
        print(f"  {len(names):3d}  (alone {only_blocker.get(key, 0)})  {key}")

    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    if args.markdown:
        lines = [f"**{compiled} of {len(measured)}** targets compile unmodified ({rate:.0%}).", "",
                 "| targets blocked | the only blocker of | blocker |", "|---:|---:|---|"]
        lines += [f"| {len(names)} | {only_blocker.get(key, 0)} | `{key}` |" for key, names in ranked]
        Path(args.markdown).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
