#!/usr/bin/env python3
"""Coverage of SwiftUI's public surface by name.

Reads Compatibility/swiftui-surface.txt (SwiftUI's top-level types and View modifiers,
iOS 18) and counts how many Trellis declares: a public top-level type, protocol, typealias
or macro of that name in the modules an app's `import SwiftUI` brings, and a public method
of that name in an extension of View. A name counts once whatever its overloads; the
checker (Tests/CompatibilityTests/SurfaceChecker.swift) holds the signatures themselves.

    python3 Compatibility/surface.py            # the two rates
    python3 Compatibility/surface.py --missing  # and the names not declared
"""
import argparse
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = ["Trellis", "TrellisFoundation", "TrellisCombine", "UIKit", "SwiftUI", "TrellisMacros"]

TYPE = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+|nonisolated\s+)*public\s+(?:final\s+)?"
                  r"(struct|class|enum|protocol|typealias|actor|macro)\s+(\w+)", re.M)
VIEW_EXTENSION = re.compile(r"^(?:@\w+\s+)*(?:public\s+)?extension (?:SwiftUI\.)?View\b[^{]*\{", re.M)
METHOD = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:nonisolated\s+)?public\s+(?:nonisolated\s+)?func\s+(\w+)", re.M)


def declared():
    files = subprocess.check_output(
        ["git", "ls-files"] + [f"Sources/{m}/*.swift" for m in MODULES], cwd=ROOT, text=True).split()
    types, modifiers = set(), set()
    for name in files:
        source = (ROOT / name).read_text()
        for match in TYPE.finditer(source):
            types.add(match.group(2))
        for extension in VIEW_EXTENSION.finditer(source):
            depth, i = 1, extension.end()
            while depth and i < len(source):
                depth += {"{": 1, "}": -1}.get(source[i], 0)
                i += 1
            modifiers.update(m.group(1) for m in METHOD.finditer(source[extension.end():i]))
    return types, modifiers


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--missing", action="store_true", help="list the names Trellis does not declare")
    args = parser.parse_args()
    wanted = {"type": set(), "modifier": set()}
    for line in (ROOT / "Compatibility/swiftui-surface.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            kind, name = line.split()
            wanted[kind].add(name)
    types, modifiers = declared()
    for kind, have in (("type", types), ("modifier", modifiers)):
        found = wanted[kind] & have
        print(f"{kind}s: {len(found)} of {len(wanted[kind])} ({100 * len(found) // len(wanted[kind])}%)")
        if args.missing:
            print("  missing: " + " ".join(sorted(wanted[kind] - have)))


if __name__ == "__main__":
    main()
