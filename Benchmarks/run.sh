#!/usr/bin/env bash
# Builds the row-table benchmark in release mode and runs it with the malloc counter preloaded.
# Usage: Benchmarks/run.sh [--iterations N] [--markdown FILE] [--layout-only]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product RowTableBenchmark
swift build -c release --product MallocInterposerSwift 2>/dev/null || true
bin="$(swift build -c release --show-bin-path)"
LD_PRELOAD="$bin/libMallocInterposerSwift.so" "$bin/RowTableBenchmark" "$@"
