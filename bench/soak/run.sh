#!/usr/bin/env bash
# Soak test of the BFF (loopback only, bounded in time): CONNECTIONS concurrent connections for
# SECONDS through the release binary, against an upstream that injects latency, resets and
# timeouts. Prints errors, latency percentiles, RSS and open file descriptors before, during and
# after, and whether memory and descriptors returned to their baseline.
#
#   bash bench/soak/run.sh [SECONDS=120] [CONNECTIONS=500]
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-120}"
connections="${2:-500}"
root="$(cd ../.. && pwd)"
target="${CARGO_TARGET_DIR:-$root/target}"
bin="${ORGCENTER_BIN:-$target/release/orgcenter}"

command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }
[ -x "$bin" ] || (cd "$root" && cargo build --release --quiet)
# 500 client connections plus as many upstream ones: raise the soft limit as far as allowed.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
up_port=$(free_port)
bff_port=$(free_port)
out="$(mktemp -d)"
trap 'kill $up_pid $bff_pid 2>/dev/null || true; wait 2>/dev/null || true' EXIT

python3 chaos_upstream.py --port "$up_port" --seconds $((seconds + 180)) &
up_pid=$!
ORGCENTER__UPSTREAM__BASE_URL="http://127.0.0.1:$up_port" RUST_LOG=error \
  "$bin" serve --port "$bff_port" >"$out/bff.log" 2>&1 &
bff_pid=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$bff_port/readyz" >/dev/null && break; sleep 0.1; done

rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$bff_pid/status"; }
fds() { ls "/proc/$bff_pid/fd" | wc -l; }

# The same quiet → light → quiet sequence before and after the storm. awc closes a pooled
# upstream connection idle for over 10 s only when it next hands one out (it has no background
# reaper), and render threads release memory after 3 s without work. So "back to baseline" is
# measured where real traffic would leave it: a quiet spell, light traffic resuming, quiet again.
light_then_idle() {
  sleep 15
  wrk -t1 -c10 -d5s --timeout 10s -s mix.lua "http://127.0.0.1:$bff_port" >/dev/null
  sleep 30
}
# Baseline: after a short burst at full concurrency, so the process has grown its pools, warmed
# its isolates and arenas once. Growth past this after the long run is what a leak looks like.
wrk -t2 -c"$connections" -d10s --timeout 10s -s mix.lua "http://127.0.0.1:$bff_port" >/dev/null
light_then_idle
base_rss=$(rss_kb); base_fds=$(fds)

( while kill -0 $bff_pid 2>/dev/null; do echo "$(date +%s) $(rss_kb) $(fds)"; sleep 5; done ) >"$out/samples.txt" 2>/dev/null &
sampler=$!
wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s --latency -s mix.lua "http://127.0.0.1:$bff_port" | tee "$out/wrk.txt"
kill $sampler 2>/dev/null || true

light_then_idle
after_rss=$(rss_kb); after_fds=$(fds)
peak_rss=$(awk 'BEGIN{m=0} {if ($2>m) m=$2} END{print m}' "$out/samples.txt")
peak_fds=$(awk 'BEGIN{m=0} {if ($3>m) m=$3} END{print m}' "$out/samples.txt")
alive=$(kill -0 $bff_pid 2>/dev/null && echo yes || echo no)
panics=$(grep -c "panicked" "$out/bff.log" || true)

echo
echo "== soak summary: ${connections} connections, ${seconds}s, $(nproc) cores, $(uname -m)"
echo "process alive after the run: $alive; panics in the log: $panics"
echo "RSS   before ${base_rss} kB, peak ${peak_rss} kB, after ${after_rss} kB"
echo "fds   before ${base_fds}, peak ${peak_fds}, after ${after_fds}"
grep -E "requests in|Requests/sec|Non-2xx|Socket errors|  50%|  99%" "$out/wrk.txt" || true
# Returned to baseline: descriptors within 10 of it, memory within 10 %.
ok=yes
[ "$alive" = yes ] || ok=no
[ "$panics" = 0 ] || ok=no
[ $((after_fds - base_fds)) -le 10 ] || ok=no
[ $((after_rss * 100)) -le $((base_rss * 110)) ] || ok=no
echo "returned to baseline: $ok"
[ "$ok" = yes ]
