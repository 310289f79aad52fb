#!/usr/bin/env bash
# Runs N Trellis Gallery processes behind HAProxy on this machine.
#
#   deploy/run-local.sh [--processes N] [--port P] [--binary PATH] [-- extra Gallery flags]
#
# HAProxy listens on 127.0.0.1:P (default 8080); process k listens on 127.0.0.1:P+k.
# All processes share one SQLite file for @AppStorage. SIGTERM or Ctrl-C stops the whole
# setup gracefully: each process drains (its tabs are asked to reload), then HAProxy stops.
# To restart one process without losing users, send it SIGTERM: its tabs reload onto the
# others, and HAProxy's health check keeps new visitors away until it is back.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
processes=2
port=8080
binary=""
extra=()
while (($#)); do
    case "$1" in
        --processes) processes="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
haproxy="$(command -v haproxy || echo /usr/sbin/haproxy)"
[ -x "$haproxy" ] || { echo "haproxy is not installed (apt-get install haproxy)" >&2; exit 1; }
if [ -z "$binary" ]; then
    (cd "$root" && swift build -c release --product Gallery)
    binary="$(cd "$root" && swift build -c release --show-bin-path)/Gallery"
fi

work="$(mktemp -d -t trellis-deploy.XXXXXX)"
config="$work/haproxy.cfg"
cp "$root/deploy/haproxy.cfg" "$config"
pids=()
for k in $(seq 1 "$processes"); do
    echo "    server p$k 127.0.0.1:$((port + k)) check cookie p$k" >> "$config"
    "$binary" --port "$((port + k))" --trusted-proxy 127.0.0.1 \
        --storage "$work/storage.sqlite" "${extra[@]}" > "$work/p$k.log" 2>&1 &
    pids+=($!)
done
TRELLIS_BIND="127.0.0.1:$port" "$haproxy" -f "$config" -db > "$work/haproxy.log" 2>&1 &
haproxy_pid=$!
echo "Trellis on http://127.0.0.1:$port: $processes processes (pids ${pids[*]}), HAProxy pid $haproxy_pid; logs in $work"

stop() {
    trap - TERM INT
    echo "stopping: draining $processes processes"
    kill -TERM "${pids[@]}" 2>/dev/null || true
    wait "${pids[@]}" 2>/dev/null || true
    kill -TERM "$haproxy_pid" 2>/dev/null || true
    wait "$haproxy_pid" 2>/dev/null || true
    echo "stopped"
    exit 0
}
trap stop TERM INT
# Runs until told to stop (a process that exits by itself is not restarted: a supervisor
# such as systemd does that in production).
while kill -0 "$haproxy_pid" 2>/dev/null; do sleep 1 & wait $! || true; done
stop
