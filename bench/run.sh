#!/usr/bin/env bash
# Issue 7's measurements, side by side with the peers a user would pick instead, in one run on
# this machine, loopback only, bounded in time. Prints every figure as absolute numbers and as a
# ratio to its peer, plus the machine. Benchmarks, not tests: nothing here fails on a slow number.
#
#   bash bench/run.sh            full run (~40 min: 15 of them on the phone, 100 000 renders for memory)
#   bash bench/run.sh --smoke    every step once, tiny counts (~3 min once built)
#   bash bench/run.sh --phone    only the phone table, every page and cell (~30 min)
#
# What runs (each process is killed by PID at exit):
#   sandbox   `orgcenter sandbox` (test mode, fresh data, 25 messages for demo_org)
#   BFF       the release binary, upstream = that sandbox, RUST_LOG=warn
#   Node peer bench/node-peer: the same ssr.js/manifest/routes (exported from the same build),
#             the same upstream calls, react-dom/server in a `cluster`, one worker per core
#   nginx     proxy_pass in front of a fixed upstream (nginx `return 200` JSON), same for the BFF;
#             again with that upstream over https (proxy_pass https:// vs the BFF's rustls)
#   Chromium  first contentful paint, server-rendered vs client-only (render.ssr = false); the
#             phone table (bench/browser/phone.mjs): the BFF, client-only, the Node peer's HTML
#             (`--static`: the rest from the BFF), and the BFF over a platform 300 ms slower
# Load: wrk (closed loop) for throughput; oha at a fixed rate (open loop) for the proxy's added
# latency when installed (`cargo install oha`), else wrk with one connection.
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$BENCH_DIR")"
MODE=full
[ "${1:-}" = "--smoke" ] && MODE=smoke
[ "${1:-}" = "--phone" ] && MODE=phone

# The whole run is bounded: re-run ourselves under `timeout`.
if [ -z "${BENCH_BOUNDED:-}" ]; then
  limit=$([ "$MODE" = smoke ] && echo 900 || echo 2700) # smoke includes a possible cold build
  BENCH_BOUNDED=1 exec timeout --foreground -k 15 "$limit" bash "$0" "$@"
fi

# shellcheck source=lib/common.sh
. "$BENCH_DIR/lib/common.sh"
# shellcheck source=lib/nginx.sh
. "$BENCH_DIR/lib/nginx.sh"

if [ "$MODE" = smoke ]; then
  ROUNDS=1 SECS=1 MICRO=200 WARM=50 FCP_RUNS=1 MEM_RENDERS=300 SCALE_SECS=1 SCALE_CONNS="10" WARM_SECS=1
  PHONE_RUNS=1 PHONE_BUDGET_S=300 ROUTE_SECS=1 BULK_ROWS=2000
else
  # WARM_SECS: the Node cluster's JIT kept speeding up for several seconds (274 → 368 → 404 req/s
  # over three rounds after 2 s of warm-up); both sides get 10 s so the rounds compare warm servers.
  ROUNDS=3 SECS=10 MICRO=3000 WARM=500 FCP_RUNS=7 MEM_RENDERS=100000 SCALE_SECS=8 SCALE_CONNS="10 100 500" WARM_SECS=10
  PHONE_RUNS=5 PHONE_BUDGET_S=900 ROUTE_SECS=6 BULK_ROWS=100000
fi
# --phone: the phone table alone, with the time to measure every cell of every page.
[ "$MODE" = phone ] && PHONE_BUDGET_S=2400
PHONE_BUDGET_S="${BENCH_PHONE_BUDGET_S:-$PHONE_BUDGET_S}" # a shorter phone step, by hand
MEM_RENDERS="${BENCH_MEM_RENDERS:-$MEM_RENDERS}" # a shorter memory phase, by hand
PAGE=/messageNotice/index
PAGE_CONNS=50

work="$(mktemp -d /tmp/orgcenter-bench.XXXXXX)"
cleanup() {
  touch "$work"/*.rss.stop 2>/dev/null || true
  stop_all
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
section() { printf '\n== %s\n' "$*" >&2; }

# --- tools -----------------------------------------------------------------------------------
section "tools"
need_apt=()
command -v wrk >/dev/null || need_apt+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need_apt+=(nginx-light)
if [ ${#need_apt[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { echo "install ${need_apt[*]} (apt-get install -y ${need_apt[*]})" >&2; exit 1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
OHA="$(command -v oha || { [ -x "$HOME/.cargo/bin/oha" ] && echo "$HOME/.cargo/bin/oha"; } || true)"
CHROMIUM="${CHROMIUM_PATH:-$(command -v chromium || true)}"
[ -d "$ROOT/tests/e2e/node_modules" ] || (cd "$ROOT/tests/e2e" && npm ci --no-audit --no-fund --loglevel=error)

# --- build: the release binary and the bench example from one cargo invocation ---------------
# Both embed the same frontend build, so the exported ssr.js is byte for byte the BFF's. The
# target dir may be shared with other checkouts: copy the binaries out at once.
section "build (cargo build --release)"
target="${CARGO_TARGET_DIR:-$ROOT/target}"
(cd "$ROOT" && cargo build --release --quiet --bin orgcenter --example render_bench)
mkdir -p "$work/bin"
cp "$target/release/orgcenter" "$target/release/examples/render_bench" "$work/bin/"
BIN="$work/bin/orgcenter"
"$work/bin/render_bench" --export "$work/dist"

# --- the sandbox platform and a session ------------------------------------------------------
section "sandbox, session, render input"
SANDBOX_PORT=$(free_port)
SANDBOX="http://127.0.0.1:$SANDBOX_PORT"
start sandbox "$work/sandbox.log" env ORGCENTER_ENV=test ORGCENTER__SANDBOX__DATA_DIR="$work/data" \
  RUST_LOG=warn "$BIN" sandbox --port "$SANDBOX_PORT"
wait_http "$SANDBOX/__sandbox/health"
# demo_org has 5 seeded messages; 20 more make the list page a full 10-row page with paging.
curl -sf -H 'content-type: application/json' -d '{"account":"demo_org","count":20}' \
  "$SANDBOX/__sandbox/messages" >/dev/null

start_bff() { # start_bff NAME THREADS [ENV=VALUE...] → $bff_url, $bff_pid
  local name="$1" threads="$2" port
  shift 2
  port=$(free_port)
  start "$name" "$work/$name.log" env RUST_LOG=warn ORGCENTER__UPSTREAM__BASE_URL="$SANDBOX" \
    ORGCENTER__RENDER__THREADS="$threads" ORGCENTER__RENDER__QUEUE=1024 "$@" \
    "$BIN" serve --port "$port"
  bff_pid=$last_pid
  bff_url="http://127.0.0.1:$port"
  wait_http "$bff_url/readyz"
}

start_bff bff 0
BFF="$bff_url"
BFF_PID=$bff_pid
# The session cookie of a demo account, logged in through the BFF like a browser.
login_cookie() {
  local account=$1 jar="$work/jar-$1" token
  curl -sf -c "$jar" -b "$jar" -o /dev/null "$BFF/api/admin/verify"
  curl -sf -c "$jar" -b "$jar" -H 'content-type: application/json' -H 'x-requested-with: orgcenter' \
    -d "{\"account\":\"$account\",\"pwd\":\"Demo@2026\",\"verify\":\"8888\"}" "$BFF/api/organization/login/login" >/dev/null
  token=$(awk '$6 == "token_org" {print $7}' "$jar")
  [ -n "$token" ] || { echo "$account: login failed" >&2; return 1; }
  echo "token_org=$token"
}
BENCH_COOKIE=$(login_cookie demo_org) || exit 1
export BENCH_COOKIE
TOKEN=${BENCH_COOKIE#token_org=} # the first-paint step sets the cookie itself
# /MicroWish is the platform staff's area (roles 2, 3, 99): its pages are timed as demo_reviewer.
REVIEWER_COOKIE=$(login_cookie demo_reviewer) || exit 1
# Lists only the platform's staff may open (claims, pools, partner and admin lists) are timed as
# demo_admin (role 99), who may open every list.
ADMIN_COOKIE=$(login_cookie demo_admin) || exit 1

# The render input of a real request: the page's embedded state (user + loader data).
curl -sf -b "$BENCH_COOKIE" "$BFF$PAGE" >"$work/page.html"
python3 - "$work/page.html" "$work/input.json" <<'PY'
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
state = re.search(r'<script id="__ORG_STATE__" type="application/json">(.*?)</script>', html, re.S)
open(sys.argv[2], "w", encoding="utf-8").write(json.dumps(json.loads(state.group(1)), ensure_ascii=False))
PY
ROWS=$(grep -o 'ant-table-row ' "$work/page.html" | wc -l)
PAGE_BYTES=$(wc -c <"$work/page.html")
echo "  $PAGE: $ROWS table rows, $PAGE_BYTES bytes of HTML" >&2

# --- 0. first paint on a phone (issue 37) -------------------------------------------------------
# Chromium with the DevTools protocol's throttling (4x CPU, 412 px, the "mobile" and "weak"
# profiles of bench/browser/phone.mjs), cold and warm cache, median of PHONE_RUNS loads per cell,
# against the BFF above over HTTP/1.1. First the pages the issue's table names with every cell,
# then every list page of every area (as a role that may open it) on a cold cache. The whole step
# has PHONE_BUDGET_S: cells past it are listed as skipped (`--phone` gives it the time for every
# cell). Each cell prints as soon as it is measured.
phone_pages() { local url a out=""; for url in "$@"; do a=$(page_account "$url"); out+=" $url${a:+=$a}"; done; echo "$out"; }
PHONE_LINES=""
phone_deadline=$((SECONDS + PHONE_BUDGET_S))
phone() { # phone ARGS... [--base-url URL] : runs phone.mjs (against the BFF by default) in what is left of the step's budget, prints and keeps its lines
  local line base="$BFF" args=() left=$((phone_deadline - SECONDS))
  while [ $# -gt 0 ]; do
    if [ "$1" = --base-url ]; then base="$2"; shift 2; else args+=("$1"); shift; fi
  done
  while IFS= read -r line; do
    echo "  $line" >&2
    PHONE_LINES+="$line"$'\n'
  done < <(CHROMIUM_PATH="$CHROMIUM" node "$BENCH_DIR/browser/phone.mjs" --base "$base" --budget-s "$((left > 0 ? left : 0))" "${args[@]}")
}
# The peers on the same pages, so the table shows what server rendering buys on a phone: the BFF
# with `render.ssr = false` (client-only) and the Node peer's HTML (its document from Node, the
# rest passed to the BFF: bench/node-peer/server.mjs --static), mobile profile, cold and warm.
phone_peers() { # phone_peers RUNS CACHES PAGE... : the client-only and Node rows of these pages
  local runs="$1" caches="$2" node_port
  shift 2
  start_bff bff-phone-csr 0 ORGCENTER__RENDER__SSR=false
  phone --pages "$(phone_pages "$@")" --runs "$runs" --profiles mobile --caches "$caches" --label client-only --base-url "$bff_url"
  stop_pid "$bff_pid"
  node_port=$(free_port)
  start node-phone "$work/node-phone.log" node "$BENCH_DIR/node-peer/server.mjs" --dist "$work/dist" \
    --upstream "$SANDBOX" --port "$node_port" --static "$BFF"
  wait_http "http://127.0.0.1:$node_port/login"
  phone --pages "$(phone_pages "$@")" --runs "$runs" --profiles mobile --caches "$caches" --label node --base-url "http://127.0.0.1:$node_port"
  stop_pid "$last_pid"
}
# The slow platform: 300 ms added to every platform call (bench/browser/slow-platform.mjs between
# a second BFF and the sandbox); the budget is FCP no more than 300 ms later than the ssr row's.
phone_slow_platform() { # phone_slow_platform RUNS PAGE...
  local runs="$1" slow_port
  shift
  slow_port=$(free_port)
  start slow-platform "$work/slow-platform.log" node "$BENCH_DIR/browser/slow-platform.mjs" "$slow_port" "$SANDBOX" 300
  local slow_pid=$last_pid
  wait_http "http://127.0.0.1:$slow_port/__sandbox/health"
  start_bff bff-phone-slow 0 ORGCENTER__UPSTREAM__BASE_URL="http://127.0.0.1:$slow_port"
  phone --pages "$(phone_pages "$@")" --runs "$runs" --profiles mobile --caches cold --label platform+300ms --base-url "$bff_url"
  stop_pid "$bff_pid"
  stop_pid "$slow_pid"
}
if [ -n "$CHROMIUM" ]; then
  if [ "$MODE" = smoke ]; then
    section "first paint on a phone (smoke: one page, one load, and its client-only and Node rows)"
    phone --pages "$(phone_pages /SZ/helpList)" --runs 1 --profiles mobile --caches cold
    phone_peers 1 cold /SZ/helpList
    phone_slow_platform 1 /SZ/helpList
  else
    section "first paint on a phone (every cell of the main pages and their client-only and Node rows, then every list page cold; $PHONE_RUNS loads each, within ${PHONE_BUDGET_S} s)"
    phone --pages "$(phone_pages /login /dashboard /SZ/helpList /SJ/projectList)" --runs "$PHONE_RUNS"
    phone_peers "$PHONE_RUNS" cold,warm /login /dashboard /SZ/helpList /SJ/projectList
    phone_slow_platform "$PHONE_RUNS" /dashboard /SZ/helpList /SJ/projectList
    # shellcheck disable=SC2086
    phone --pages "$(phone_pages $(echo "$AREA_PAGES" | tr ' ' '\n' | grep -vxE '/login|/dashboard|/SZ/helpList|/SJ/projectList|'))" \
      --runs "$PHONE_RUNS" --caches cold
  fi
else
  echo "  chromium not found: phone step skipped (apt-get install chromium)" >&2
fi

phone_table() { # the phone step's figures as a table, the skipped cells and the slow-platform budget
  cat <<EOF
first paint on a phone (Chromium, 4x CPU, 412 px, HTTP/1.1; mobile = 150 ms RTT, 1.6 Mbit/s down; weak = 400 ms, 400 kbit/s; median of each cell's loads):
| page | profile | cache | served as | FCP ms | LCP ms | interactive ms | requests | KB before interactive |
|---|---|---|---|---|---|---|---|---|
$(awk '/^PHONE/ && !/skipped/ {for (i = 2; i <= NF; i++) {split($i, kv, "="); v[kv[1]] = kv[2]}
  printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", v["page"], v["profile"], v["cache"], v["label"], v["fcp_ms"], v["lcp_ms"], v["interactive_ms"], v["requests"], v["kbytes"]}' <<<"$PHONE_LINES" | sort -s -t'|' -k2,2 -k3,3 -k4,4)
$(grep -c 'skipped' <<<"$PHONE_LINES" | awk '$1 > 0 {print $1 " cells skipped: past the phone step'"'"'s time budget"}')
$(awk '/^PHONE/ && / profile=mobile / && / cache=cold / && !/skipped/ {for (i = 2; i <= NF; i++) {split($i, kv, "="); v[kv[1]] = kv[2]}
  if (v["label"] == "ssr") ssr[v["page"]] = v["fcp_ms"]; else if (v["label"] == "platform+300ms") slow[v["page"]] = v["fcp_ms"]}
  END {for (p in slow) if (p in ssr) printf "slow platform (+300 ms a call), mobile, cold: %s FCP %+d ms (budget: no more than +300)\n", p, slow[p] - ssr[p]}' <<<"$PHONE_LINES" | sort)
EOF
}
if [ "$MODE" = phone ]; then
  printf '\n## orgcenter phone table — %s\nmachine: %s cores, load average at the end: %s\n\n' \
    "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
  phone_table
  exit 0
fi

# --- 1. render time per render, one thread -----------------------------------------------------
section "render time per render (one thread, $MICRO renders after $WARM warm-up)"
rust_med=() rust_p90=() rust_cpu=() node_med=() node_p90=() frag_med=()
# The same input as the BFF renders it once it holds the page's layout HTML (sidebar, header:
# docs/contract-frontend.md, "Server fragments"): every view after a user's first of a URL.
sed 's/^{/{"serverFragments":["sidebar","header"],/' "$work/input.json" >"$work/input-cached.json"
for _ in $(seq "$ROUNDS"); do
  r=$("$work/bin/render_bench" "$work/input.json" "$MICRO" "$WARM"); echo "  bff  $r" >&2
  f=$("$work/bin/render_bench" "$work/input-cached.json" "$MICRO" "$WARM"); echo "  bff, cached layout  $f" >&2
  frag_med+=("$(field "$f" median_us)")
  n=$(node "$BENCH_DIR/node-peer/render-bench.mjs" "$work/dist" "$work/input.json" "$MICRO" "$WARM"); echo "  node $n" >&2
  rust_med+=("$(field "$r" median_us)"); rust_p90+=("$(field "$r" p90_us)"); rust_cpu+=("$(field "$r" cpu_median_us)")
  node_med+=("$(field "$n" median_us)"); node_p90+=("$(field "$n" p90_us)")
done
R_MED=$(median "${rust_med[@]}"); R_P90=$(median "${rust_p90[@]}"); R_CPU=$(median "${rust_cpu[@]}")
R_FRAG=$(median "${frag_med[@]}")
N_MED=$(median "${node_med[@]}"); N_P90=$(median "${node_p90[@]}")

# --- 1b. render time per route: every list page of every built area, and the other pages ----------
# Each page's render input is captured from a real request like the bench page's (logged in as
# demo_org; demo_reviewer for /MicroWish and /dataCenter, which role 1 may not open; demo_admin
# for the lists only staff may open; none for the login page), then rendered in the BFF's
# engine; the median per route.
section "render time per route (up to $MICRO renders or ${ROUTE_SECS}s of rendering each, after $WARM warm-up)"
# Sized by time, not by count: on a slow day a fixed count per route took 25 minutes. A short
# probe gives each route's render time, and the route gets as many renders (at least 200, at most
# $MICRO) as fit in ROUTE_SECS.
route_renders() { # route_renders INPUT.json → how many renders fit in ROUTE_SECS
  local probe
  probe=$("$work/bin/render_bench" "$1" 40 10)
  awk -v us="$(field "$probe" median_us)" -v secs="$ROUTE_SECS" -v most="$MICRO" \
    'BEGIN {n = us > 0 ? int(secs * 1e6 / us) : most; if (n > most) n = most; if (n < 200) n = 200; print n}'
}
area_rows=()
for url in $AREA_PAGES; do
  case "$(page_account "$url")" in
    "") cookie="" ;;
    demo_reviewer) cookie="$REVIEWER_COOKIE" ;;
    demo_admin) cookie="$ADMIN_COOKIE" ;;
    *) cookie="$BENCH_COOKIE" ;;
  esac
  name=$(echo "$url" | tr -c 'A-Za-z0-9\n' '_')
  curl -sf ${cookie:+-b "$cookie"} "$BFF$url" >"$work/area$name.html"
  python3 - "$work/area$name.html" "$work/area$name.json" <<'PY'
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
state = re.search(r'<script id="__ORG_STATE__" type="application/json">(.*?)</script>', html, re.S)
open(sys.argv[2], "w", encoding="utf-8").write(json.dumps(json.loads(state.group(1)), ensure_ascii=False))
PY
  a=$("$work/bin/render_bench" "$work/area$name.json" "$(route_renders "$work/area$name.json")" "$WARM"); echo "  $url  $a" >&2
  area_rows+=("| $url | $(field "$a" median_us) | $(field "$a" p90_us) | $(field "$a" html_bytes) | $(field "$a" renders) |")
done
# The data centre's row above is a repeat view (its charts' SVG remembered by the isolate). Its
# first view of new figures draws every chart: each render's amounts and pledge counts are new.
a=$(BENCH_VARY=amount_fen,active "$work/bin/render_bench" "$work/area_dataCenter_dataCenter.json" "$MICRO" "$WARM")
echo "  /dataCenter/dataCenter (first view)  $a" >&2
area_rows+=("| /dataCenter/dataCenter, first view: every chart drawn | $(field "$a" median_us) | $(field "$a" p90_us) | $(field "$a" html_bytes) | $(field "$a" renders) |")

# --- 2. page throughput: BFF vs Node cluster, interleaved --------------------------------------
section "page throughput ($PAGE, $PAGE_CONNS connections, ${SECS}s x $ROUNDS rounds, interleaved)"
NODE_PORT=$(free_port)
start node-peer "$work/node.log" node "$BENCH_DIR/node-peer/server.mjs" --dist "$work/dist" \
  --upstream "$SANDBOX" --port "$NODE_PORT"
NODE_PID=$last_pid
NODE="http://127.0.0.1:$NODE_PORT"
wait_http "$NODE/login"
grep -q 'ant-table-row' <(curl -sf -b "$BENCH_COOKIE" "$NODE$PAGE") || { echo "node peer did not render the table" >&2; exit 1; }
sample_peak_rss "$BFF_PID" "$work/bff-page.rss" & PIDS+=("$!")
sample_peak_rss "$NODE_PID" "$work/node-page.rss" & PIDS+=("$!")
load "$BFF$PAGE" "$PAGE_CONNS" "$WARM_SECS" >/dev/null # warm both
load "$NODE$PAGE" "$PAGE_CONNS" "$WARM_SECS" >/dev/null
b_rps=() b_p99=() b_p50=() n_rps=() n_p99=() n_p50=() b_ssr=() b_hit=() b_cpu=() n_cpu=()
for _ in $(seq "$ROUNDS"); do
  before=$(bff_renders "$BFF"); hits_before=$(bff_layout_hits "$BFF")
  b=$(load_with_cpu "$BFF_PID" "$BFF$PAGE" "$PAGE_CONNS" "$SECS"); echo "  bff  $b" >&2
  after=$(bff_renders "$BFF")
  b_hit+=("$(awk -v h=$(( $(bff_layout_hits "$BFF") - hits_before )) -v r=$((after - before)) 'BEGIN {printf "%.1f", r ? 100 * h / r : 0}')")
  b_ssr+=("$(awk -v r=$((after - before)) -v n="$(field "$b" requests)" 'BEGIN {p = n ? 100 * r / n : 0; printf "%.1f", (p > 100 ? 100 : p)}')")
  n=$(load_with_cpu "$NODE_PID" "$NODE$PAGE" "$PAGE_CONNS" "$SECS"); echo "  node $n" >&2
  b_rps+=("$(field "$b" rps)"); b_p50+=("$(field "$b" p50_us)"); b_p99+=("$(field "$b" p99_us)")
  n_rps+=("$(field "$n" rps)"); n_p50+=("$(field "$n" p50_us)"); n_p99+=("$(field "$n" p99_us)")
  b_cpu+=("$(field "$b" cpu_us)"); n_cpu+=("$(field "$n" cpu_us)")
done
touch "$work/bff-page.rss.stop" "$work/node-page.rss.stop"
B_RPS=$(median "${b_rps[@]}"); B_P50=$(median "${b_p50[@]}"); B_P99=$(median "${b_p99[@]}"); B_SSR=$(median "${b_ssr[@]}"); B_HIT=$(median "${b_hit[@]}")
N_RPS=$(median "${n_rps[@]}"); N_P50=$(median "${n_p50[@]}"); N_P99=$(median "${n_p99[@]}")
# CPU per page: steadier than req/s on a host whose speed drifts (information, not a budget).
B_CPU=$(median "${b_cpu[@]}"); N_CPU=$(median "${n_cpu[@]}")
B_PEAK=$(cat "$work/bff-page.rss" 2>/dev/null || echo 0); N_PEAK=$(cat "$work/node-page.rss" 2>/dev/null || echo 0)
stop_pid "$NODE_PID"

# --- 3. memory over many renders (the BFF above, default settings but the queue) -------------
# Each render thread rebuilds its isolate every `recycle_after` renders: the old heap goes, the new
# one grows back, so RSS falls and rises over every cycle of recycle_after × threads renders (by
# ±20 %). Early and late are medians over one whole cycle each — the first cycle after 10 % of the
# renders and the last one — so they compare the same phases of the same load, wherever the
# rebuilds fall. The phase needs 2.5 cycles at least (100 000 renders on two cores).
RECYCLE=$(awk -F' *= *' '$1 == "recycle_after" {print $2; exit}' "$ROOT/config/default.toml")
CYCLE=$(( RECYCLE * $(nproc) ))
# (A count given by hand, BENCH_MEM_RENDERS, is kept as it is.)
[ "$MODE" = smoke ] || [ -n "${BENCH_MEM_RENDERS:-}" ] || [ "$MEM_RENDERS" -ge $(( CYCLE * 5 / 2 )) ] ||
  MEM_RENDERS=$(( CYCLE * 5 / 2 ))
WINDOW=$(( CYCLE < MEM_RENDERS * 2 / 5 ? CYCLE : MEM_RENDERS * 2 / 5 ))
section "memory over $MEM_RENDERS renders (windows of $WINDOW renders)"
start_count=$(bff_renders "$BFF")
wrk -t1 -c"$PAGE_CONNS" -d1800s --timeout 10s "$BFF$PAGE" -H "Cookie: $BENCH_COOKIE" >/dev/null 2>&1 &
mem_wrk=$!
PIDS+=("$mem_wrk")
early=() late=()
while :; do
  done_now=$(( $(bff_renders "$BFF") - start_count ))
  if [ "$done_now" -ge $(( MEM_RENDERS / 10 )) ] && [ "$done_now" -lt $(( MEM_RENDERS / 10 + WINDOW )) ]; then
    early+=("$(rss_kb "$BFF_PID")")
  fi
  if [ "$done_now" -ge $(( MEM_RENDERS - WINDOW )) ]; then late+=("$(rss_kb "$BFF_PID")"); fi
  [ "$done_now" -ge "$MEM_RENDERS" ] && break
  sleep 0.5
done
stop_pid "$mem_wrk"
[ ${#early[@]} -gt 0 ] || early=("$(rss_kb "$BFF_PID")")
[ ${#late[@]} -gt 0 ] || late=("$(rss_kb "$BFF_PID")")
M_EARLY=$(median "${early[@]}"); M_LATE=$(median "${late[@]}")
M_GROWTH=$(awk -v a="$M_EARLY" -v b="$M_LATE" 'BEGIN {printf "%.1f", 100 * (b - a) / a}')
M_RENDERS=$(( $(bff_renders "$BFF") - start_count ))

# --- 4. scaling: render threads (BFF) / workers (Node) 1 → 2, connections ----------------------
section "scaling (${SCALE_SECS}s per cell)"
scale_rows=()
for threads in 1 2; do
  start_bff "bff-t$threads" "$threads"
  start node-w$threads "$work/node-w$threads.log" node "$BENCH_DIR/node-peer/server.mjs" --dist "$work/dist" \
    --upstream "$SANDBOX" --port "$NODE_PORT" --workers "$threads"
  npid=$last_pid
  wait_http "$NODE/login"
  load "$bff_url$PAGE" 10 "$WARM_SECS" >/dev/null
  load "$NODE$PAGE" 10 "$WARM_SECS" >/dev/null
  for c in $SCALE_CONNS; do
    t=$([ "$c" -ge 100 ] && echo 2 || echo 1)
    before=$(bff_renders "$bff_url")
    b=$(load "$bff_url$PAGE" "$c" "$SCALE_SECS" "$t")
    ssr=$(awk -v r=$(( $(bff_renders "$bff_url") - before )) -v n="$(field "$b" requests)" 'BEGIN {p = n ? 100 * r / n : 0; printf "%.0f", (p > 100 ? 100 : p)}')
    n=$(load "$NODE$PAGE" "$c" "$SCALE_SECS" "$t")
    scale_rows+=("$(printf '| %d | %4d | %8.0f | %8.1f | %5s%% | %8.0f | %8.1f | %5s |' "$threads" "$c" \
      "$(field "$b" rps)" "$(awk -v u="$(field "$b" p99_us)" 'BEGIN{print u/1000}')" "$ssr" \
      "$(field "$n" rps)" "$(awk -v u="$(field "$n" p99_us)" 'BEGIN{print u/1000}')" \
      "$(ratio "$(field "$b" rps)" "$(field "$n" rps)")")")
    echo "  ${scale_rows[-1]}" >&2
  done
  stop_pid "$bff_pid"
  stop_pid "$npid"
done

# --- 5. API proxying: added latency and throughput vs nginx ------------------------------------
section "API proxy (fixed upstream: nginx return 200; over http and over https)"
UP_PORT=$(free_port); PROXY_PORT=$(free_port); TLS_UP_PORT=$(free_port); TLS_PROXY_PORT=$(free_port)
# The https variant: the same answer from nginx over TLS (a certificate from a CA made here), the
# BFF verifying it with upstream.ca_file against nginx's proxy_pass https:// verifying it too; both
# keep their upstream connections (and so their TLS sessions) alive.
make_test_certs "$work/certs"
write_nginx_conf "$work/nginx" "$UP_PORT" "$PROXY_PORT" "$TLS_UP_PORT" "$TLS_PROXY_PORT" "$work/certs"
start nginx "$work/nginx.log" "$NGINX" -p "$work/nginx" -c "$work/nginx/nginx.conf"
PORT_P=$(free_port); PORT_PT=$(free_port)
start bff-proxy "$work/bff-proxy.log" env RUST_LOG=warn ORGCENTER__UPSTREAM__BASE_URL="http://127.0.0.1:$UP_PORT" \
  "$BIN" serve --port "$PORT_P"
start bff-proxy-tls "$work/bff-proxy-tls.log" env RUST_LOG=warn ORGCENTER__UPSTREAM__BASE_URL="https://localhost:$TLS_UP_PORT" \
  ORGCENTER__UPSTREAM__CA_FILE="$work/certs/ca.pem" "$BIN" serve --port "$PORT_PT"
wait_http "http://127.0.0.1:$UP_PORT/api/x"
wait_http "http://127.0.0.1:$PROXY_PORT/api/x"
wait_http "http://127.0.0.1:$TLS_PROXY_PORT/api/x"
wait_http "http://127.0.0.1:$PORT_P/readyz"
wait_http "http://127.0.0.1:$PORT_PT/readyz"
API=/api/organization/message/get_statistical_msg
curl -sf "http://127.0.0.1:$PORT_PT$API" | grep -q '"code":200' || { echo "the BFF did not reach the https upstream" >&2; exit 1; }
declare -A LAT_URL=([direct]="http://127.0.0.1:$UP_PORT$API" [bff]="http://127.0.0.1:$PORT_P$API" [nginx]="http://127.0.0.1:$PROXY_PORT$API"
  [bff_tls]="http://127.0.0.1:$PORT_PT$API" [nginx_tls]="http://127.0.0.1:$TLS_PROXY_PORT$API")
LAT_KEYS="direct bff nginx bff_tls nginx_tls"
RATE=2000
latency() { # latency URL → "p50_us p99_us"
  if [ -n "$OHA" ]; then
    "$OHA" --no-tui --output-format json -z "${SECS}s" -q "$RATE" -c 16 --latency-correction "$1" 2>/dev/null |
      python3 -c 'import json,sys; p=json.load(sys.stdin)["latencyPercentiles"]; print(round(p["p50"]*1e6), round(p["p99"]*1e6))'
  else
    r=$(load "$1" 1 "$SECS"); echo "$(field "$r" p50_us) $(field "$r" p99_us)"
  fi
}
# shellcheck disable=SC2086
[ "$MODE" = smoke ] || for k in $LAT_KEYS; do latency "${LAT_URL[$k]}" >/dev/null; done # warm
declare -A L50 L99
# shellcheck disable=SC2086
for k in $LAT_KEYS; do L50[$k]=""; L99[$k]=""; done
for _ in $(seq "$ROUNDS"); do
  for k in $LAT_KEYS; do
    read -r p50 p99 < <(latency "${LAT_URL[$k]}")
    echo "  $k p50=${p50}us p99=${p99}us" >&2
    L50[$k]+="$p50 "; L99[$k]+="$p99 "
  done
done
# shellcheck disable=SC2086
for k in $LAT_KEYS; do L50[$k]=$(median ${L50[$k]}); L99[$k]=$(median ${L99[$k]}); done
P_ADD50=$(( ${L50[bff]%.*} - ${L50[direct]%.*} )); P_ADD99=$(( ${L99[bff]%.*} - ${L99[direct]%.*} ))
X_ADD50=$(( ${L50[nginx]%.*} - ${L50[direct]%.*} )); X_ADD99=$(( ${L99[nginx]%.*} - ${L99[direct]%.*} ))
# https: added over the same plain direct call, so the TLS leg's cost is in the figure.
PT_ADD50=$(( ${L50[bff_tls]%.*} - ${L50[direct]%.*} )); PT_ADD99=$(( ${L99[bff_tls]%.*} - ${L99[direct]%.*} ))
XT_ADD50=$(( ${L50[nginx_tls]%.*} - ${L50[direct]%.*} )); XT_ADD99=$(( ${L99[nginx_tls]%.*} - ${L99[direct]%.*} ))
pb=() pn=() pbt=() pnt=()
for _ in $(seq "$ROUNDS"); do
  b=$(load "${LAT_URL[bff]}" 64 "$SECS" 2); echo "  bff   $b" >&2
  n=$(load "${LAT_URL[nginx]}" 64 "$SECS" 2); echo "  nginx $n" >&2
  bt=$(load "${LAT_URL[bff_tls]}" 64 "$SECS" 2); echo "  bff, https upstream   $bt" >&2
  nt=$(load "${LAT_URL[nginx_tls]}" 64 "$SECS" 2); echo "  nginx, https upstream $nt" >&2
  pb+=("$(field "$b" rps)"); pn+=("$(field "$n" rps)")
  pbt+=("$(field "$bt" rps)"); pnt+=("$(field "$nt" rps)")
done
P_RPS=$(median "${pb[@]}"); X_RPS=$(median "${pn[@]}")
PT_RPS=$(median "${pbt[@]}"); XT_RPS=$(median "${pnt[@]}")
LAT_TOOL=$([ -n "$OHA" ] && echo "oha open loop, $RATE req/s, 16 connections" || echo "wrk, 1 connection")

# --- 6. first paint and initial JavaScript -----------------------------------------------------
section "first paint (Chromium, $FCP_RUNS loads each, cold cache)"
F_SSR="" F_CSR="" F_RSSR="" F_RCSR="" JS_LIST="" JS_LOGIN=""
if [ -n "$CHROMIUM" ]; then
  start_bff bff-csr 1 ORGCENTER__RENDER__SSR=false
  fp=$(CHROMIUM_PATH="$CHROMIUM" node "$BENCH_DIR/browser/first-paint.mjs" "$BFF" "$bff_url" "$TOKEN" "$PAGE" "$FCP_RUNS")
  echo "$fp" | sed 's/^/  /' >&2
  ssr_line=$(grep 'mode=ssr' <<<"$fp"); csr_line=$(grep 'mode=csr' <<<"$fp"); login_line=$(grep 'mode=login' <<<"$fp")
  F_SSR=$(field "$ssr_line" fcp_ms); F_CSR=$(field "$csr_line" fcp_ms)
  F_RSSR=$(field "$ssr_line" rows_ms); F_RCSR=$(field "$csr_line" rows_ms)
  JS_LIST=$(field "$ssr_line" js_gzip); JS_LOGIN=$(field "$login_line" js_gzip)
  stop_pid "$bff_pid"
else
  echo "  chromium not found: skipped (apt-get install chromium)" >&2
fi

# --- 7. a large list sorted on the platform, and an export job of it (issue 42) ----------------
# Last, because it adds BULK_ROWS sale orders to demo_org: the largest list the sandbox holds.
# The platform call (through the BFF, as the browser makes it) sorted by 实付金额 against the
# list's default order; the page rendered sorted; then the whole list exported as a job, followed
# as the browser follows it, with the BFF's peak RSS while it builds.
section "a list of $BULK_ROWS sale orders: sorted platform call, sorted page, export job"
curl -sf -H 'content-type: application/json' -d "{\"account\":\"demo_org\",\"table\":\"sale\",\"count\":$BULK_ROWS}" \
  "$SANDBOX/__sandbox/export_rows" >/dev/null
ORDERS_API="$BFF/api/organization/thing/sale_order_list?pageNum=1&pageSize=10"
ORDERS_TOTAL=$(curl -sf -b "$BENCH_COOKIE" "$ORDERS_API" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["total"])')
echo "  /SP/orderlist holds $ORDERS_TOTAL orders" >&2
s_rps=() s_p50=() s_p99=() d_rps=() d_p50=() d_p99=()
for _ in $(seq "$ROUNDS"); do
  b=$(load "$ORDERS_API&sort=amount&order=desc" 1 "$SECS"); echo "  sorted by amount  $b" >&2
  d=$(load "$ORDERS_API" 1 "$SECS"); echo "  default order     $d" >&2
  s_rps+=("$(field "$b" rps)"); s_p50+=("$(field "$b" p50_us)"); s_p99+=("$(field "$b" p99_us)")
  d_rps+=("$(field "$d" rps)"); d_p50+=("$(field "$d" p50_us)"); d_p99+=("$(field "$d" p99_us)")
done
S_P50=$(median "${s_p50[@]}"); S_P99=$(median "${s_p99[@]}"); S_RPS=$(median "${s_rps[@]}")
D_P50=$(median "${d_p50[@]}"); D_P99=$(median "${d_p99[@]}"); D_RPS=$(median "${d_rps[@]}")
curl -sf -b "$BENCH_COOKIE" "$BFF/SP/orderlist?sort=amount&order=desc" >"$work/sorted.html"
python3 - "$work/sorted.html" "$work/sorted.json" <<'PY'
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
state = re.search(r'<script id="__ORG_STATE__" type="application/json">(.*?)</script>', html, re.S)
open(sys.argv[2], "w", encoding="utf-8").write(json.dumps(json.loads(state.group(1)), ensure_ascii=False))
PY
SORTED_RENDER=$("$work/bin/render_bench" "$work/sorted.json" "$(route_renders "$work/sorted.json")" "$WARM")
echo "  /SP/orderlist sorted by amount  $SORTED_RENDER" >&2

rm -f "$work/bff-export.rss" "$work/bff-export.rss.stop"
EXPORT_BASE_KB=$(rss_kb "$BFF_PID")
sample_peak_rss "$BFF_PID" "$work/bff-export.rss" & PIDS+=("$!")
t0=$(date +%s.%N)
JOB=$(curl -sf -b "$BENCH_COOKIE" -H 'content-type: application/json' -H 'x-requested-with: orgcenter' -d '{}' \
  "$BFF/api/bff/export/sale/jobs" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["job"])')
EXPORT_POLLS=0
while :; do
  progress=$(curl -s -b "$BENCH_COOKIE" "$BFF/api/bff/export/jobs/$JOB")
  EXPORT_POLLS=$((EXPORT_POLLS + 1))
  read -r state rows pct < <(python3 -c 'import json,sys; d=json.load(sys.stdin).get("data") or {}; print(d.get("state","failed"), d.get("rows_total",0), d.get("percent",0))' <<<"$progress")
  [ "$state" = running ] || break
  [ $((EXPORT_POLLS % 10)) = 1 ] && echo "  export job: $pct % of $rows rows" >&2
  sleep 0.5 # the browser's polling interval, not a wait for a result
done
t1=$(date +%s.%N)
touch "$work/bff-export.rss.stop"
EXPORT_BYTES=$(curl -sf -b "$BENCH_COOKIE" -o "$work/export.xlsx" -w '%{size_download}' "$BFF/api/bff/export/jobs/$JOB/file" || echo 0)
EXPORT_SECS=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.1f", b - a}')
EXPORT_ROWS=$rows
EXPORT_RPS=$(awk -v r="$rows" -v s="$EXPORT_SECS" 'BEGIN {printf "%.0f", (s > 0 ? r / s : 0)}')
EXPORT_PEAK_KB=$(cat "$work/bff-export.rss" 2>/dev/null || echo "$EXPORT_BASE_KB")
echo "  export job: $state, $EXPORT_ROWS rows in ${EXPORT_SECS}s ($EXPORT_RPS rows/s), $EXPORT_BYTES bytes, peak RSS $((EXPORT_PEAK_KB / 1024)) MB (before: $((EXPORT_BASE_KB / 1024)) MB)" >&2

# --- summary --------------------------------------------------------------------------------
ms() { awk -v u="$1" 'BEGIN {printf "%.2f ms", u / 1000}'; }
kb() { awk -v b="$1" 'BEGIN {printf "%.1f KB", b / 1024}'; }
mb() { awk -v k="$1" 'BEGIN {printf "%.0f MB", k / 1024}'; }
cat <<EOF

## orgcenter benchmark ($MODE) — $(date -u '+%Y-%m-%d %H:%M UTC')
machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo), $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo) RAM, $(uname -sr); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)
tools: $(wrk --version 2>&1 | head -1 | cut -d' ' -f1-2), $("$NGINX" -v 2>&1 | cut -d' ' -f3), node $(node --version)${OHA:+, $("$OHA" --version)}
page: $PAGE as demo_org (role 1): layout + menu + filters + $ROWS-row table + pager, $PAGE_BYTES bytes of HTML

$(phone_table)

| figure | orgcenter | peer | ratio | target |
|---|---|---|---|---|
| render, median per render, one thread | $(ms "$R_MED") (CPU $(ms "$R_CPU")) | Node $(ms "$N_MED") | $(ratio "$N_MED" "$R_MED")x faster | <= 5 ms |
| render with the cached layout (repeat views) | $(ms "$R_FRAG") | | | |
| render, p90 | $(ms "$R_P90") | Node $(ms "$N_P90") | $(ratio "$N_P90" "$R_P90")x | |
| page throughput, $PAGE_CONNS conns (SSR'd: $B_SSR %, cached layout: $B_HIT %) | $(printf '%.0f' "$B_RPS") req/s | Node cluster $(printf '%.0f' "$N_RPS") req/s | $(ratio "$B_RPS" "$N_RPS")x | >= 2x |
| server CPU per page under that load | $(ms "$B_CPU") | Node cluster $(ms "$N_CPU") | $(ratio "$N_CPU" "$B_CPU")x less | |
| page latency p50 / p99 | $(ms "$B_P50") / $(ms "$B_P99") | $(ms "$N_P50") / $(ms "$N_P99") | | |
| proxy added latency p50 | ${P_ADD50} us | nginx ${X_ADD50} us | | <= 50 us |
| proxy added latency p99 | ${P_ADD99} us | nginx ${X_ADD99} us | | <= 500 us |
| proxy throughput, 64 conns | $(printf '%.0f' "$P_RPS") req/s | nginx $(printf '%.0f' "$X_RPS") req/s | $(ratio "$P_RPS" "$X_RPS")x | >= 1x |
| proxy added latency p50, https upstream | ${PT_ADD50} us | nginx ${XT_ADD50} us | | |
| proxy added latency p99, https upstream | ${PT_ADD99} us | nginx ${XT_ADD99} us | | |
| proxy throughput, 64 conns, https upstream | $(printf '%.0f' "$PT_RPS") req/s | nginx $(printf '%.0f' "$XT_RPS") req/s | $(ratio "$PT_RPS" "$XT_RPS")x | |
| first contentful paint | SSR ${F_SSR:-n/a} ms | client-only ${F_CSR:-n/a} ms | $( [ -n "$F_SSR" ] && ratio "$F_CSR" "$F_SSR" || echo n/a)x sooner | >= 2x |
| table rows in the DOM | SSR ${F_RSSR:-n/a} ms | client-only ${F_RCSR:-n/a} ms | $( [ -n "$F_SSR" ] && ratio "$F_RCSR" "$F_RSSR" || echo n/a)x sooner | |
| initial JS, login page (gzip) | $( [ -n "$JS_LOGIN" ] && kb "$JS_LOGIN" || echo n/a) | | | <= 150 KB |
| initial JS, list page (gzip) | $( [ -n "$JS_LIST" ] && kb "$JS_LIST" || echo n/a) | | | <= 350 KB |
| peak RSS under the page load | $(mb "$B_PEAK") | Node cluster $(mb "$N_PEAK") | $(ratio "$B_PEAK" "$N_PEAK")x | <= 300 MB |
| RSS growth over $M_RENDERS renders | ${M_GROWTH} % ($(mb "$M_EARLY") → $(mb "$M_LATE")) | | | < 10 % |

ratios round by round: render speed (Node/BFF) $(round_ratios "${node_med[*]}" "${rust_med[*]}"); page throughput (BFF/Node) $(round_ratios "${b_rps[*]}" "${n_rps[*]}"); proxy throughput (BFF/nginx) $(round_ratios "${pb[*]}" "${pn[*]}"); https upstream $(round_ratios "${pbt[*]}" "${pnt[*]}")

proxy latency: $LAT_TOOL; direct p50/p99 ${L50[direct]}/${L99[direct]} us, via BFF ${L50[bff]}/${L99[bff]} us, via nginx ${L50[nginx]}/${L99[nginx]} us; https upstream: via BFF ${L50[bff_tls]}/${L99[bff_tls]} us, via nginx ${L50[nginx_tls]}/${L99[nginx_tls]} us

render time per route (every list page of every built area, and the other pages; BFF engine, one thread):
| route | median us | p90 us | HTML bytes | renders |
|---|---|---|---|---|
$(printf '%s\n' "${area_rows[@]}")

a large list ($ORDERS_TOTAL sale orders of demo_org, /SP/orderlist) and its export job:
| figure | value |
|---|---|
| platform call through the BFF, sorted by 实付金额 (p50 / p99, 1 connection) | $(ms "$S_P50") / $(ms "$S_P99"), $(printf '%.0f' "$S_RPS") req/s |
| the same call in the list's default order | $(ms "$D_P50") / $(ms "$D_P99"), $(printf '%.0f' "$D_RPS") req/s |
| the page sorted by 实付金额, render median / p90 | $(ms "$(field "$SORTED_RENDER" median_us)") / $(ms "$(field "$SORTED_RENDER" p90_us)") |
| export job ($state): rows, time, rows per second | $EXPORT_ROWS rows in ${EXPORT_SECS} s: $EXPORT_RPS rows/s ($EXPORT_POLLS progress polls) |
| export job: file, BFF peak RSS while it built | $(kb "$EXPORT_BYTES"), $(mb "$EXPORT_PEAK_KB") (before: $(mb "$EXPORT_BASE_KB")) |

scaling ($PAGE; BFF render threads = Node workers; actix workers = cores):
| threads | conns | BFF req/s | BFF p99 ms | SSR'd | Node req/s | Node p99 ms | ratio |
|---|---|---|---|---|---|---|---|
$(printf '%s\n' "${scale_rows[@]}")
EOF
