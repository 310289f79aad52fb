#!/usr/bin/env bash
# The whole test suite: Swift tests, then the browser tests against a running Gallery.
# Installs what the browser tests need when it is missing (Debian's chromium, PyPI's
# playwright and pytest), so a fresh machine needs nothing but this command.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
# The multi-process tests run Trellis behind HAProxy (deploy/).
{ command -v haproxy || [ -x /usr/sbin/haproxy ]; } >/dev/null 2>&1 || need_apt+=(haproxy)
fc-list 2>/dev/null | grep -qi "dejavu" || need_apt+=(fonts-dejavu-core)
fc-list 2>/dev/null | grep -qi "emoji" || need_apt+=(fonts-noto-color-emoji)
# The web client's own tests: node's test runner over jsdom, and eslint (Debian's).
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
[ -d /usr/share/nodejs/jsdom ] || need_apt+=(node-jsdom)
command -v eslint >/dev/null 2>&1 || need_apt+=(eslint)
# UITextChecker's English word list.
[ -e /usr/share/dict/words ] || need_apt+=(wamerican)
if ((${#need_apt[@]})); then
    echo "== installing ${need_apt[*]} (apt)"
    sudo_cmd=""
    if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
if ! python3 -c "import playwright, pytest" >/dev/null 2>&1; then
    echo "== installing playwright and pytest (pip)"
    python3 -m pip install -q playwright pytest
fi

echo "== web client: lint and unit tests"
# Debian's node modules live here; a node from elsewhere does not look there by itself.
export NODE_PATH=/usr/share/nodejs:/usr/lib/nodejs
eslint --ext .js,.mjs Sources/TrellisWeb/Client Tests/Client
node --test Tests/Client/

echo "== swift build (everything: the Gallery, the examples and the tests, in one build)"
# One build of every target, tests included: SwiftPM schedules them all at once on the
# machine's cores (building the products one after another first kept a core idle while each
# linked). The manifest it leaves (.build/debug.yaml) names every target, which the tooling
# checks read an example app's compile flags from.
swift build --build-tests
for product in Gallery Calculator Todos Shapes Tally; do
    [ -x "$(swift build --show-bin-path)/$product" ] || { echo "the build made no $product"; exit 1; }
done

# The three suites need nothing from each other once everything is built (the browser
# tests are given the binaries, so they run no SwiftPM command that would wait for the
# build folder's lock): they run side by side, each into its own log, shown in turn.
echo "== swift test, tooling checks (what an app's import SwiftUI sees) and browser tests, side by side"
logs="$(mktemp -d)"
bin="$(swift build --show-bin-path)"
swift test --skip-build > "$logs/swift-test.log" 2>&1 & swift_test=$!
python3 -m pytest -q Tests/Tooling > "$logs/tooling.log" 2>&1 & tooling=$!
GALLERY_BIN="$bin/Gallery" python3 -m pytest -q Tests/Browser > "$logs/browser.log" 2>&1 & browser=$!
status=0
for suite in swift_test tooling browser; do
    if wait "${!suite}"; then result=passed; else result=FAILED; status=1; fi
    log="$logs/${suite//_/-}.log"
    echo "== $suite: $result"
    # A passing suite's summary; a failing one's whole log.
    if [ "$result" = passed ]; then tail -n 3 "$log"; else cat "$log"; fi
done
exit "$status"
