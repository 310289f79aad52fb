"""The flags SwiftPM compiled one of this package's targets with, read from the build
manifest it wrote (`.build/debug.yaml`), for tools that compile or read code the way an
app target of ours is compiled: the tooling checks' type-checks and the API status table's
symbol graph. Needs `swift build --build-tests` first.
"""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
# Flags that take a value and say where modules are and what is built; the rest (outputs,
# file lists) belong to SwiftPM's own compile.
_WITH_VALUE = ("-I", "-target", "-swift-version", "-module-cache-path", "-sdk", "-resource-dir", "-Xcc")


def compile_flags(module: str = "TrellisExampleCalculator") -> tuple[str, list[str]]:
    """The compiler SwiftPM ran for `module` and its search paths, target, language
    version and `-D` conditions, less what emits files. The default is an app target of
    ours (Examples/Calculator: Swift 5 mode, `import SwiftUI` only)."""
    manifest = ROOT / ".build" / "debug.yaml"
    if not manifest.exists():
        raise FileNotFoundError("build first: swift build --build-tests")
    text = manifest.read_text()
    start = text.find(f'"C.{module}-')
    if start < 0:
        raise LookupError(f"{manifest} does not compile {module}: the last build was of a part of "
                          "the package; run swift build --build-tests")
    args_line = next(line for line in text[start:].splitlines() if line.strip().startswith("args:"))
    args = re.findall(r'"((?:[^"\\]|\\.)*)"', args_line)
    kept, i = [], 1
    while i < len(args):
        if args[i] in _WITH_VALUE:
            kept += [args[i], args[i + 1]]
            i += 2
        else:
            if args[i].startswith("-D"):
                kept.append(args[i])
            i += 1
    return args[0], kept
