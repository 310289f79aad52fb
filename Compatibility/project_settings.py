#!/usr/bin/env python3
"""The Swift build settings an app's Xcode project compiles it with, for corpus.tsv's
`settings` column, and what they mean to the Swift compiler and to SwiftPM.

New Xcode projects (Xcode 26) default the app target to main-actor isolation and
"approachable concurrency"; code written against those settings does not compile without
them (a `@MainActor` view model made in a plain function is fine only when every function is
main-actor by default). Measured without them, such an app would count as a Trellis failure
when it is a build-settings difference; measured with them, it is built as Xcode builds it,
and as the README tells a team to declare the same settings in its Package.swift.

    python3 Compatibility/project_settings.py --fill   # fill empty `settings` cells from the projects

Only settings that change what compiles are read: SWIFT_VERSION (6 means Swift 6 mode),
SWIFT_DEFAULT_ACTOR_ISOLATION, SWIFT_APPROACHABLE_CONCURRENCY and SWIFT_UPCOMING_FEATURE_*.
A project's own (project-level) Debug configuration is read first, then the app target's,
which overrides it; test and extension targets are left out.
"""
import argparse
import csv
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# What Xcode's SWIFT_APPROACHABLE_CONCURRENCY turns on (Xcode 26's build-setting reference).
APPROACHABLE = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                "InferSendableFromCaptures", "NonisolatedNonsendingByDefault"]
CONFIGURATION = re.compile(r"isa = XCBuildConfiguration;\s*buildSettings = \{(?P<body>.*?)\n\t\t\t\};\s*name = (?P<name>\w+);",
                           re.S)
SETTING = re.compile(r"^\s*(?P<key>[A-Z0-9_]+) = (?P<value>\"[^\"]*\"|[^;]*);", re.M)
KEPT = re.compile(r"SWIFT_VERSION|SWIFT_DEFAULT_ACTOR_ISOLATION|SWIFT_APPROACHABLE_CONCURRENCY|SWIFT_UPCOMING_FEATURE_\w+")


def read(pbxproj):
    """`KEY=VALUE` strings of the settings above for the app target's Debug build."""
    project, target = {}, {}
    for configuration in CONFIGURATION.finditer(pbxproj):
        if configuration["name"] != "Debug":
            continue
        settings = {m["key"]: m["value"].strip('"') for m in SETTING.finditer(configuration["body"])}
        bundle = settings.get("PRODUCT_BUNDLE_IDENTIFIER")
        if bundle is None:
            project.update(settings)
        elif not (re.search(r"Tests?$|UITests", bundle) or "TEST_HOST" in settings or "TEST_TARGET_NAME" in settings
                  or "Widget" in bundle or settings.get("WRAPPER_EXTENSION") == "appex"):
            target.update(settings)
    merged = {**project, **target}
    return [f"{k}={v}" for k, v in sorted(merged.items()) if KEPT.fullmatch(k)
            and not (k == "SWIFT_VERSION" and not v.startswith("6"))
            and not (k == "SWIFT_DEFAULT_ACTOR_ISOLATION" and v != "MainActor")
            and v not in ("NO", "")]


def compiler_flags(settings):
    """The swiftc arguments that build with these settings."""
    flags = []
    for item in settings:
        key, _, value = item.partition("=")
        if key == "SWIFT_VERSION":
            flags += ["-swift-version", "6"]
        elif key == "SWIFT_DEFAULT_ACTOR_ISOLATION":
            flags += ["-default-isolation", value]
        elif key == "SWIFT_APPROACHABLE_CONCURRENCY":
            for feature in APPROACHABLE:
                flags += ["-enable-upcoming-feature", feature]
        elif key.startswith("SWIFT_UPCOMING_FEATURE_"):
            flags += ["-enable-upcoming-feature", feature_name(key)]
    return flags


def swiftpm_settings(settings):
    """The same as SwiftPM `swiftSettings` entries (the README's Package.swift, in the project's terms)."""
    entries = []
    for item in settings:
        key, _, value = item.partition("=")
        if key == "SWIFT_VERSION":
            entries.append(".swiftLanguageMode(.v6)")
        elif key == "SWIFT_DEFAULT_ACTOR_ISOLATION":
            entries.append(f".defaultIsolation({value}.self)")
        elif key == "SWIFT_APPROACHABLE_CONCURRENCY":
            entries += [f'.enableUpcomingFeature("{feature}")' for feature in APPROACHABLE]
        elif key.startswith("SWIFT_UPCOMING_FEATURE_"):
            entries.append(f'.enableUpcomingFeature("{feature_name(key)}")')
    return entries


def feature_name(key):
    """SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY → MemberImportVisibility."""
    return "".join(word.capitalize() for word in key.removeprefix("SWIFT_UPCOMING_FEATURE_").split("_"))


def project_settings(repo, commit, path):
    """The settings of the project that builds `path`: the nearest .xcodeproj above or beside it."""
    listing = subprocess.run(["git", "-C", str(repo), "ls-tree", "-r", "--name-only", commit],
                             capture_output=True, text=True).stdout.split("\n")
    projects = [p for p in listing if p.endswith(".xcodeproj/project.pbxproj")]
    if not projects:
        return []

    def closeness(project):
        folder = Path(project).parent.parent.as_posix()
        folder = "" if folder == "." else folder
        shared = path == folder or path.startswith(folder + "/") if folder else True
        return (not shared, -len(folder))
    best = min(projects, key=closeness)
    text = subprocess.run(["git", "-C", str(repo), "show", f"{commit}:{best}"], capture_output=True, text=True).stdout
    return read(text)


def rewrite_rows(corpus, update):
    """Calls `update` with each row of the corpus file (a dict by column; it may change its
    cells) and writes the file back, comments and order as they were."""
    lines = Path(corpus).read_text().split("\n")
    out = []
    header = None
    for line in lines:
        if line.startswith("#") or not line:
            out.append(line)
            continue
        cells = line.split("\t")
        if header is None:
            header = cells
            out.append(line)
            continue
        cells += [""] * (len(header) - len(cells))
        row = dict(zip(header, cells))
        update(row)
        out.append("\t".join(row[h] for h in header))
    Path(corpus).write_text("\n".join(out))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", default=str(ROOT / "Compatibility" / "corpus.tsv"))
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--fill", action="store_true", help="fill empty settings cells")
    args = parser.parse_args()

    def fill(row):
        if args.fill and not row["settings"]:
            repo = Path(args.mirrors) / row["repo"].replace("/", "+") / "repo"
            row["settings"] = ";".join(project_settings(repo, row["commit"], row["path"].strip("/")))
            if row["settings"]:
                print(f"{row['name']}: {row['settings']}")
    rewrite_rows(args.corpus, fill)


if __name__ == "__main__":
    main()
