#!/usr/bin/env python3
"""The API's status: one row per public declaration of the `SwiftUI` module (Trellis).

The declarations are Trellis's, which `import SwiftUI` re-exports (the `SwiftUI` module's own
macros, `#Preview` and `@Entry`, are not in its symbol graph).

`docs/api-status.tsv` is the one source of truth for what each public SwiftUI name does
here. Each row is a declaration (its key is written from the compiler's own symbol graph,
so overloads are rows of their own), a status and its evidence:

- `works`    evidence: the test that calls it, `path/to/File.swift::testFunction` (the check
             reads that test, with the types of its test target it names, and finds the call
             as Swift writes it: `.padding(`, `Text(verbatim:`, `@AppStorage(`, `.medium` where
             its type is named; a pattern, so a guess a reader can check, not a proof)
- `untested` built to do what SwiftUI does, and no test calls it yet: the backlog
- `partial`  evidence: what is left, in a sentence
- `accepted` evidence: why it has no effect here (nothing on Linux can mean it)

docs/Differences.md is generated: the topics written by hand (docs/differences-topics.md),
then every `partial` and `accepted` row, so the page and the table cannot disagree.

    python3 scripts/api_status.py check      # what the tooling test runs
    python3 scripts/api_status.py generate   # rewrites docs/Differences.md
    python3 scripts/api_status.py missing    # rows to add, with a test found for each where one is
    python3 scripts/api_status.py add        # adds them to the table (then read them: a found
                                             # test is a guess; no-ops are `accepted` by hand)

The symbol graph comes from `swift-symbolgraph-extract` run with the flags SwiftPM built
the package with (`.build/debug.yaml`), so `swift build --build-tests` comes first.
"""
from __future__ import annotations

import argparse
import functools
import json
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from build_flags import compile_flags  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
TABLE = ROOT / "docs" / "api-status.tsv"
TOPICS = ROOT / "docs" / "differences-topics.md"
DIFFERENCES = ROOT / "docs" / "Differences.md"
TEST_ROOTS = [ROOT / "Tests" / name for name in ("TrellisTests", "CompatibilityTests", "TrellisWebTests", "GalleryTests")]
STATUSES = ("works", "untested", "partial", "accepted")
HEADER = ["declaration", "status", "evidence"]


# ---------------------------------------------------------------------------------------
# The declarations, from the symbol graph

@functools.lru_cache(maxsize=None)
def symbols() -> tuple[dict, ...]:
    """Every public symbol of Trellis (the module `import SwiftUI` re-exports), underscored
    names left out: they are the host's and the compiler's, not an app's."""
    _, flags = compile_flags()
    # The extractor reads modules, not sources: it takes no `-D` conditions.
    flags = [flag for flag in flags if not flag.startswith("-D")]
    found = []
    for module in ("Trellis", "UIKit", "MapKit", "PhotosUI", "AVKit"):
        with tempfile.TemporaryDirectory() as out:
            subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-output-dir", out,
                            "-minimum-access-level", "public", "-skip-synthesized-members", *flags],
                           check=True, capture_output=True, text=True, timeout=600)
            for graph in sorted(pathlib.Path(out).glob("*.symbols.json")):
                symbols_of_module = json.loads(graph.read_text())["symbols"]
                if module == "UIKit":
                    # UIKit's own names are not SwiftUI's; the SwiftUI names declared there
                    # (the representables, `UIHostingController`) are.
                    symbols_of_module = [s for s in symbols_of_module if s["pathComponents"][0] in swiftui_types()]
                elif module == "MapKit":
                    # MapKit's SwiftUI names (Apple's `_MapKit_SwiftUI` overlay): the map
                    # views, their content and camera, and the modifiers on `View`.
                    symbols_of_module = [s for s in symbols_of_module
                                         if s["pathComponents"][0] in MAPKIT_SWIFTUI or s["pathComponents"][0] == "View"]
                elif module == "AVKit":
                    # AVKit's SwiftUI name (Apple's `_AVKit_SwiftUI` overlay): the video player.
                    symbols_of_module = [s for s in symbols_of_module if s["pathComponents"][0] == "VideoPlayer"]
                elif module == "PhotosUI":
                    # PhotosUI's SwiftUI names (Apple's `_PhotosUI_SwiftUI` overlay).
                    symbols_of_module = [s for s in symbols_of_module
                                         if s["pathComponents"][0] in PHOTOSUI_SWIFTUI or s["pathComponents"][0] == "View"]
                found += symbols_of_module
    return tuple(s for s in found if not any(p.startswith("_") for p in s["pathComponents"]))


MAPKIT_SWIFTUI = frozenset("""Map Marker Annotation UserAnnotation UserLocation MapPolyline MapCircle MapPolygon
    MapAnnotation MapMarker MapPin MapAnnotationProtocol MapUserTrackingMode MapCameraPosition MapCamera MapCameraBounds
    MapInteractionModes MapCameraUpdateContext MapCameraUpdateFrequency MapStyle PointOfInterestCategories MapContent
    MapContentBuilder EmptyMapContent TupleMapContent AnyMapContent MapContentView DefaultUserAnnotationContent MapReader
    MapProxy MapUserLocationButton MapCompass MapScaleView MapPitchToggle ForEach""".split())


PHOTOSUI_SWIFTUI = frozenset("PhotosPicker PhotosPickerItem PhotosPickerSelectionBehavior PhotosPickerStyle".split())


@functools.lru_cache(maxsize=None)
def swiftui_types() -> frozenset[str]:
    """SwiftUI's type names (Compatibility/swiftui-surface.txt, from Apple's reference)."""
    lines = (ROOT / "Compatibility" / "swiftui-surface.txt").read_text().splitlines()
    return frozenset(line.split()[1] for line in lines if line.startswith("type "))


def _spelled(fragments: list[dict]) -> str:
    return " ".join("".join(f["spelling"] for f in fragments).split())


def declaration_key(symbol: dict) -> str:
    """`Parent.member(signature) where constraints`: readable, and one per overload. The
    return type is left out (it is an implementation's detail: `ModifiedContent<…>`)."""
    parent = ".".join(symbol["pathComponents"][:-1])
    heading = _spelled(symbol["names"]["subHeading"])
    if symbol["kind"]["identifier"] in ("swift.func", "swift.method", "swift.type.method", "swift.init",
                                        "swift.func.op", "swift.subscript"):
        heading = _without_return(heading)
    constraints = []
    for source in (symbol.get("swiftExtension", {}), symbol.get("swiftGenerics", {})):
        for c in source.get("constraints", []):
            relation = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(c["kind"], c["kind"])
            text = f'{c["lhs"]} {relation} {c["rhs"]}'
            if text not in constraints:
                constraints.append(text)
    key = f"{parent} {heading}" if parent else heading
    if constraints:
        key += " where " + ", ".join(constraints)
    return key


def _without_return(heading: str) -> str:
    depth = 0
    for i, ch in enumerate(heading):
        if heading.startswith("->", i):
            continue
        if ch in "(<[":
            depth += 1
        elif ch in ")>]" and not heading.startswith("->", i - 1):
            depth -= 1
            if depth == 0 and ch == ")":
                return heading[: i + 1]
    return heading


@functools.lru_cache(maxsize=None)
def declarations() -> dict[str, dict]:
    keyed: dict[str, dict] = {}
    for symbol in symbols():
        key = declaration_key(symbol)
        if key in keyed:
            # A protocol's requirement and its default implementation share a heading.
            key += " (default implementation)"
        keyed[key] = symbol
    return keyed


# ---------------------------------------------------------------------------------------
# The tests, as text: each test function with the file-level types it reaches

TEST_DECL = re.compile(r"@Test\b.*?\bfunc\s+(\w+)|\bfunc\s+(test\w+)\s*\(", re.S)
TYPE_DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|fileprivate|internal|public|final)\s+)*"
                       r"(?:struct|class|enum|actor|extension)\s+(\w+)", re.M)


def _block_end(text: str, start: int) -> int:
    """The index after the brace block opening at or after `start` (strings and comments skipped)."""
    i = text.index("{", start)
    depth = 0
    while i < len(text):
        ch = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = len(text) if i < 0 else i
            continue
        if ch == '"':
            triple = text.startswith('"""', i)
            end = text.find('"""', i + 3) + 3 if triple else _string_end(text, i)
            i = end if end > i else i + 1
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def _string_end(text: str, start: int) -> int:
    i = start + 1
    while i < len(text) and text[i] != "\n":
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == '"':
            return i + 1
        i += 1
    return i


@functools.lru_cache(maxsize=None)
def test_functions() -> dict[str, str]:
    """`Tests/…/File.swift::name` → the test's body, with the bodies of the types of its test
    target it names (a view the test mounts, declared in another file), and theirs in turn."""
    found: dict[str, str] = {}
    for root in TEST_ROOTS:
        files = {path: path.read_text() for path in sorted(root.rglob("*.swift"))}
        types: dict[str, str] = {}
        extensions: dict[str, str] = {}
        for text in files.values():
            for m in TYPE_DECL.finditer(text):
                try:
                    body = text[m.start(): _block_end(text, m.end())]
                except ValueError:
                    continue
                into = extensions if m.group(0).rstrip().split()[-2] == "extension" else types
                into[m.group(1)] = into.get(m.group(1), "") + "\n" + body
        for name, body in extensions.items():
            if name in types:  # extensions of the target's own types, not of `View`
                types[name] += body
        names = re.compile(r"\b(" + "|".join(sorted(map(re.escape, types), key=len, reverse=True)) + r")\b") \
            if types else None
        for path, text in files.items():
            for m in TEST_DECL.finditer(text):
                name = m.group(1) or m.group(2)
                try:
                    body = text[m.start(): _block_end(text, m.end())]
                except ValueError:
                    continue
                reach, seen, queue = [body], set(), [body]
                while queue and names:
                    for type_name in set(names.findall(queue.pop())) - seen:
                        seen.add(type_name)
                        reach.append(types[type_name])
                        queue.append(types[type_name])
                found[f"{path.relative_to(ROOT)}::{name}"] = "\n".join(reach)
    return found


def usage_pattern(symbol: dict) -> re.Pattern | AllOf:
    """How a call or use of the declaration reads in Swift source: `.padding(`,
    `Text(verbatim:`, `.sheet(item:`, `Font.Weight.medium`/`.medium`, `VStack {`. A member
    of a concrete type (not of a protocol such as `View` or `Shape`, which every conformer
    carries) counts only where its type is named too (`.tail` where `truncationMode` or
    `TruncationMode` is written), so a common name (`.body`, `<`) does not count for every type."""
    named = _named_usage_pattern(symbol)
    wrapped = _property_wrapper_pattern(symbol)
    return AnyOf(named, wrapped) if wrapped else named


def _named_usage_pattern(symbol: dict) -> re.Pattern | AllOf:
    pattern = _member_pattern(symbol)
    path = symbol["pathComponents"]
    kind = symbol["kind"]["identifier"]
    if len(path) < 2 or kind in ("swift.init", "swift.associatedtype") or path[-2].endswith("Builder"):
        return pattern
    owner = path[-2]
    if owner in WIDELY_CONFORMED:
        return pattern
    if owner in KEY_PATH_TYPES:
        return re.compile(rf"\\\.{re.escape(path[-1])}\b")
    spellings = [rf"(?i:{re.escape(owner)})\b"] + [rf"\.{re.escape(m)}\b" for m in standing_for(owner)]
    return AllOf(re.compile("|".join(spellings)), pattern)


def _property_wrapper_pattern(symbol: dict) -> AllOf | re.Pattern | None:
    """A property wrapper's value and projection are used through its attribute, never by
    name: `@FocusedObject var document` reads `wrappedValue` as `document`, and `$document`
    reads `projectedValue` (and the projection's type and its `$document.title` members)."""
    path = symbol["pathComponents"]
    if len(path) < 2 or (path[0], "wrappedValue") not in _kinds():
        return None
    attribute = re.compile(rf"@{re.escape(path[0])}\b")
    if path[1:] == ["wrappedValue"]:
        return attribute
    projection = _projection_types().get(path[0], "")
    if path[1:] == ["projectedValue"] or (path[1] != "projectedValue" and re.search(rf"\b{re.escape(path[1])}\b", projection)):
        return AllOf(attribute, re.compile(r"\$\w"))
    return None


@functools.lru_cache(maxsize=None)
def _projection_types() -> dict[str, str]:
    """Each property wrapper's `projectedValue` declaration, by wrapper."""
    return {s["pathComponents"][0]: _spelled(s.get("declarationFragments", [])) for s in symbols()
            if len(s["pathComponents"]) == 2 and s["pathComponents"][1] == "projectedValue"}


# Protocols nearly every test's types conform to: naming them proves nothing.
WIDELY_CONFORMED = {"View", "Shape", "InsettableShape"}
# Values read and written by key path: `\.dismiss`, `.environment(\.locale, …)`.
KEY_PATH_TYPES = {"EnvironmentValues", "FocusedValues", "ContainerValues"}


@functools.lru_cache(maxsize=None)
def _kinds() -> dict[tuple, str]:
    return {tuple(s["pathComponents"]): s["kind"]["identifier"] for s in symbols()}


def _member_pattern(symbol: dict) -> re.Pattern | AllOf:
    kind = symbol["kind"]["identifier"]
    path = symbol["pathComponents"]
    name = path[-1]
    owner = path[-2] if len(path) > 1 else None
    if kind == "swift.associatedtype":
        # A protocol's associated type is used by every conformance to the protocol.
        return re.compile(rf"[:,]\s*{re.escape(owner)}\b|\bsome\s+{re.escape(owner)}\b")
    if kind in ("swift.struct", "swift.enum", "swift.protocol", "swift.class", "swift.typealias"):
        # A type is used by name, or through the static members that stand for it
        # (`.wheel` for `WheelPickerStyle`, as `pickerStyle(.wheel)` writes it).
        spellings = [rf"\b{re.escape(name)}\b"] + [rf"\.{re.escape(m)}\b" for m in standing_for(name)]
        return re.compile("|".join(spellings))
    if owner and owner.endswith("Builder") and kind == "swift.type.method":
        return _builder_pattern(owner, name.split("(")[0])
    if kind == "swift.func.op":
        op = name.split("(")[0]
        return re.compile(re.escape(op))
    base = name.split("(")[0]
    labels = [l for l in re.findall(r"(\w+|_):", name[len(base):])]
    required = _required_labels(symbol, labels)
    if kind == "swift.init" and (owner, "wrappedValue") in _kinds():
        # A property wrapper's initializer is called by its attribute: `@AppStorage("k") var x = 0`.
        required = [label for label in required if label != "wrappedValue"]
        attribute = rf"@{re.escape(owner)}\b"
        if not required:
            return re.compile(rf"{attribute}|\b{re.escape(owner)}\s*(?:<[^>(]*>)?\(")
        return re.compile(attribute + r"\s*\(" + "".join(rf"(?=[^\n]*\b{label}\s*:)" for label in required))
    if kind == "swift.init":
        head = rf"\b{re.escape(owner)}\s*(?:<[^>(]*>)?(?:\.init)?"
        call = head + r"\s*[({]"
    elif kind == "swift.subscript":
        return re.compile(r"\w\[")
    elif kind in ("swift.property", "swift.type.property", "swift.enum.case"):
        return re.compile(rf"(?:\.|\b){re.escape(base)}\b(?!\s*:)")
    else:
        call = rf"(?:\.|\bfunc\s+|^\s*){re.escape(base)}\s*(?:<[^>(]*>)?\s*[({{]"
        if symbol["kind"]["identifier"] == "swift.func" and not owner:
            call = rf"\b{re.escape(base)}\s*[({{]"
    if required:
        first = required[0]
        if labels and labels[0] == first:
            call += rf"\s*{first}\s*:"
            rest = required[1:]
        else:
            rest = required
        lookahead = "".join(rf"(?=[^\n]*\b{label}\s*:)" for label in rest)
        return re.compile(call[: call.rfind(r"\s*[(")] + lookahead + call[call.rfind(r"\s*[("):], re.M)
    return re.compile(call, re.M)


BUILDER_USES = {"ViewBuilder": r"some\s+View\b", "SceneBuilder": r"some\s+Scene\b",
                "CommandsBuilder": r"some\s+Commands\b", "ToolbarContentBuilder": r"\bToolbarItem",
                "TabContentBuilder": r"\bTab\s*\(", "KeyframesBuilder": r"\bKeyframeTrack\b",
                "KeyframeTrackContentBuilder": r"\b(?:Linear|Spring|Cubic|Move)Keyframe\b",
                "TableColumnBuilder": r"\bTableColumn\b", "TableRowBuilder": r"\bTableRow\b",
                "AccessibilityRotorContentBuilder": r"\bAccessibilityRotorEntry\b"}
BUILDER_STATEMENTS = {"buildIf": r"\bif\b", "buildOptional": r"\bif\b", "buildEither": r"\belse\b",
                      "buildArray": r"\bfor\b[^\n]*\bin\b", "buildLimitedAvailability": r"#available"}


def _builder_pattern(builder: str, method: str) -> re.Pattern:
    """A result builder's methods are called by the compiler: a test uses `buildEither` when
    it writes an `if … else` in a closure of that builder."""
    use = BUILDER_USES.get(builder, rf"@{builder}\b")
    statement = BUILDER_STATEMENTS.get(method, "")
    return AllOf(re.compile(use), re.compile(statement)) if statement else re.compile(use)


class AnyOf:
    """Matches a text that one of its patterns matches."""

    def __init__(self, *patterns):
        self.patterns = patterns
        self.pattern = " | ".join(p.pattern for p in patterns)

    def search(self, text: str):
        return any(p.search(text) for p in self.patterns) or None


class AllOf:
    """Matches a text that every one of its patterns matches."""

    def __init__(self, *patterns: re.Pattern):
        self.patterns = patterns
        self.pattern = " & ".join(p.pattern for p in patterns)

    def search(self, text: str):
        return all(p.search(text) for p in self.patterns) or None


@functools.lru_cache(maxsize=None)
def _stand_ins() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for symbol in symbols():
        if symbol["kind"]["identifier"] not in ("swift.type.property", "swift.type.method"):
            continue
        for c in symbol.get("swiftExtension", {}).get("constraints", []):
            if c["kind"] == "sameType" and c["lhs"] == "Self":
                found.setdefault(c["rhs"].split("<")[0], []).append(symbol["pathComponents"][-1].split("(")[0])
    return found


def standing_for(type_name: str) -> list[str]:
    """The static members that stand for a type (`static var wheel: WheelPickerStyle`)."""
    return sorted(set(_stand_ins().get(type_name, [])))


def _required_labels(symbol: dict, labels: list[str]) -> list[str]:
    """The argument labels a call must write: not `_`, not defaulted, not a closure (which a
    trailing closure leaves unlabelled)."""
    params = symbol.get("functionSignature", {}).get("parameters", [])
    declaration = _spelled(symbol.get("declarationFragments", []))
    required = []
    for label, param in zip(labels, params):
        if label == "_":
            continue
        written = _spelled(param.get("declarationFragments", []))
        if "->" in written:
            continue
        if re.search(rf"\b{re.escape(label)}\b[^,()]*?:[^,]*=", declaration):
            continue
        required.append(label)
    return required


def tests_calling(symbol: dict) -> list[str]:
    pattern = usage_pattern(symbol)
    return [name for name, text in test_functions().items() if pattern.search(text)]


# ---------------------------------------------------------------------------------------
# The table

def read_table() -> list[dict]:
    """The rows, as written: tab-separated, one per line, no quoting (a field holds no tab)."""
    lines = TABLE.read_text().splitlines()
    return [dict(zip(HEADER, (line.split("\t") + ["", ""])[:3])) for line in lines[1:] if line]


def write_table(rows: list[dict]) -> None:
    rows = sorted(rows, key=lambda r: r["declaration"])
    for row in rows:
        if any("\t" in row[h] or "\n" in row[h] for h in HEADER):
            raise ValueError(f"a tab or a line break in the row of {row['declaration']}")
    TABLE.write_text("".join("\t".join(r[h] for h in HEADER) + "\n" for r in [dict(zip(HEADER, HEADER)), *rows]))


def problems() -> list[str]:
    """What makes the table wrong: a declaration without a row, a row without a declaration,
    an unknown status, a `works` row whose test is missing or does not call it, a `partial`
    or `accepted` row without its sentence, and a Differences page not generated from it."""
    found = []
    rows = read_table()
    decls = declarations()
    seen = set()
    for row in rows:
        key, status, evidence = row["declaration"], row["status"], (row["evidence"] or "").strip()
        if key in seen:
            found.append(f"two rows for: {key}")
        seen.add(key)
        if key not in decls:
            found.append(f"no public declaration (renamed or removed?): {key}")
            continue
        if status not in STATUSES:
            found.append(f"status must be one of {', '.join(STATUSES)}: {key} ({status!r})")
        elif status == "works":
            if evidence not in test_functions():
                found.append(f"works, but names no test of ours (File.swift::function): {key} ({evidence!r})")
            elif not usage_pattern(decls[key]).search(test_functions()[evidence]):
                found.append(f"works, but its test does not call it: {key} ({evidence})")
        elif status in ("partial", "accepted") and len(evidence.split()) < 4:
            found.append(f"{status}, without a sentence saying what: {key}")
    for key in decls:
        if key not in seen:
            found.append(f"no row for the public declaration: {key}")
    if DIFFERENCES.read_text() != differences_page(rows):
        found.append("docs/Differences.md is not the generated page: run python3 scripts/api_status.py generate")
    return found


def differences_page(rows: list[dict]) -> str:
    """The hand-written topics (docs/differences-topics.md: behaviours that span many
    declarations), then the table's own word on each declaration that differs."""
    counts = {s: sum(1 for r in rows if r["status"] == s) for s in STATUSES}
    title, _, topics = TOPICS.read_text().rstrip("\n").partition("\n")
    out = [title, "", "<!-- Generated by scripts/api_status.py from docs/differences-topics.md and "
           "docs/api-status.tsv: edit those, then run it with `generate`. -->", topics, "", "## Every declaration", "",
           f"`docs/api-status.tsv` has a row for each of the {len(rows)} public declarations of the "
           f"`SwiftUI` module here (each overload its own row): {counts['works']} work as in SwiftUI, each "
           f"with the test that calls it; {counts['untested']} are built to work and no test calls them yet; "
           f"{counts['partial']} work in part and {counts['accepted']} are accepted without effect. "
           "These two groups follow, declaration by declaration (this page is generated from the table by "
           "`scripts/api_status.py generate`; a test fails when the two disagree)."]
    for status, title, column in (("partial", "Declarations that work in part", "what is left"),
                                  ("accepted", "Declarations accepted without effect", "why")):
        chosen = sorted((r for r in rows if r["status"] == status), key=lambda r: r["declaration"])
        out += ["", f"### {title}", "", f"| declaration | {column} |", "|---|---|"]
        out += [f"| `{r['declaration'].replace('|', '∣')}` | {r['evidence']} |" for r in chosen]
    return "\n".join(out) + "\n"


def missing_rows() -> list[dict]:
    rows = {r["declaration"] for r in read_table()} if TABLE.exists() else set()
    suggested = []
    for key, symbol in declarations().items():
        if key in rows:
            continue
        tests = tests_calling(symbol)
        suggested.append({"declaration": key, "status": "works" if tests else "untested",
                          "evidence": min(tests, key=len) if tests else ""})
    return suggested


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["check", "generate", "missing", "add"])
    command = parser.parse_args().command
    if command == "check":
        found = problems()
        print("\n".join(found) if found else f"{len(read_table())} rows, every public declaration, in order")
        sys.exit(1 if found else 0)
    if command == "generate":
        DIFFERENCES.write_text(differences_page(read_table()))
    if command == "missing":
        for row in missing_rows():
            print("\t".join(row[h] for h in HEADER))
    if command == "add":
        write_table(read_table() + missing_rows())
        DIFFERENCES.write_text(differences_page(read_table()))


if __name__ == "__main__":
    main()
