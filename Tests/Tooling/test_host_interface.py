"""`import SwiftUI` shows SwiftUI's names, not the host interface (issue 33).

The host interface (the view graph, host mutations and events, element ids, kinds and
properties) is `@_spi(TrellisHost)` in Trellis: the package's own hosts, TrellisTesting and
the benchmarks import it explicitly. A test cannot assert that code fails to compile, so
this one type-checks small files the way SwiftPM compiles an app target of ours
(Examples/Calculator: Swift 5 mode, `import SwiftUI` only), with the flags SwiftPM wrote in
`.build/debug.yaml` (read by scripts/build_flags.py), and reads the compiler's answer. Needs
`swift build --build-tests` first (scripts/test.sh runs it).
"""
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from build_flags import compile_flags  # noqa: E402
HOST_NAMES = ["ViewGraph", "HostRenderer", "AnimatingHostRenderer", "HostMutation", "HostRequest",
              "HostEvent", "ElementID", "ElementKind", "ElementProperties", "ElementProperty",
              "PropertyValue", "DragSample", "PinchSample", "KeySample", "TestElementTree"]


def typecheck(tmp_path, source):
    swiftc, flags = compile_flags()
    probe = tmp_path / "Probe.swift"
    probe.write_text(source)
    result = subprocess.run([swiftc, "-typecheck", str(probe), *flags], capture_output=True, text=True,
                            timeout=300, cwd=tmp_path)
    return result.returncode, result.stdout + result.stderr


def probe_source(header):
    lines = [header, "@MainActor func probe() {"]
    lines += [f"    _ = {name}.self" for name in HOST_NAMES]
    lines.append("}")
    return "\n".join(lines) + "\n"


def test_an_app_sees_swiftui_and_the_web_host(tmp_path):
    code, output = typecheck(tmp_path, "import SwiftUI\n"
                             "struct Hello: View { var body: some View { Text(\"Hi\").padding() } }\n"
                             "func serve() async throws {\n"
                             "    var host = WebHost()\n"
                             "    host.page(\"/\", title: \"Hello\") { Hello() }\n"
                             "    try await host.run()\n"
                             "}\n")
    assert code == 0, output


def test_an_app_does_not_see_the_host_interface(tmp_path):
    code, output = typecheck(tmp_path, probe_source("import SwiftUI"))
    assert code != 0
    hidden = {name for name in HOST_NAMES if re.search(rf"cannot find '{name}' in scope", output)}
    assert hidden == set(HOST_NAMES), output


def test_the_hosts_see_it_when_they_ask(tmp_path):
    # The same names exist: the probe above fails because they are hidden, not misspelt.
    code, output = typecheck(tmp_path, probe_source("import SwiftUI\n@_spi(TrellisHost) import Trellis\n"
                                                    "@_spi(TrellisHost) import TrellisTesting"))
    assert code == 0, output
