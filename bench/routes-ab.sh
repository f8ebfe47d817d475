#!/usr/bin/env bash
# The per-route render time of bench/run.sh (phase 1b) for two builds side by side, in one run:
# "is any page slower after this change?" (issue 41). Bounded in time; loopback only.
#
#   bash bench/routes-ab.sh OLD_DIR NEW_DIR
#
# Each DIR holds the `orgcenter` and `render_bench` binaries of one build (`cargo build --release
# --bin orgcenter --example render_bench`, copied out of its target dir). Each build's render
# inputs are captured from its own sandbox + BFF (the loaders' data may differ between builds),
# as run.sh captures them; then both builds render every route in turns — old, new, new, old, … —
# round after round, so a slow minute of a loaded host slows both alike. Per route: the median of
# each side's round medians (thread CPU time per render, as render_bench's A/B mode compares),
# their ratio, and the range of the rounds' ratios (each round's two runs are back to back).
# A ratio range that holds 1.00 is "no change".
#
#   AB_ROUNDS=5       rounds at most
#   AB_BUDGET_S=1200  no round past the second starts after this many seconds of rendering
#   AB_KEEP=FILE      write the raw rounds there as they come (round, route, side, CPU µs, wall
#                     µs, HTML bytes; FILE.pages: route, table rows, HTML bytes), to read later
#   AB_MS=500         milliseconds of timed rendering per route, side and round (probe-sized;
#                     the same count of renders for both sides), after AB_WARM=100 warm-up renders
#   AB_RENDERS=N      N timed renders per route instead (no probe)
set -euo pipefail

BENCH_DIR="$(cd "$(dirname "$0")" && pwd)"
[ $# = 2 ] && [ -x "$1/orgcenter" ] && [ -x "$1/render_bench" ] && [ -x "$2/orgcenter" ] && [ -x "$2/render_bench" ] ||
  { echo "usage: bash bench/routes-ab.sh OLD_DIR NEW_DIR (each with orgcenter and render_bench)" >&2; exit 2; }
ROUNDS="${AB_ROUNDS:-5}" BUDGET_S="${AB_BUDGET_S:-1200}" AB_MS="${AB_MS:-500}" WARM="${AB_WARM:-100}"

if [ -z "${BENCH_BOUNDED:-}" ]; then
  BENCH_BOUNDED=1 exec timeout --foreground -k 15 $((BUDGET_S * 2 + 600)) bash "$0" "$@"
fi

# shellcheck source=lib/common.sh
. "$BENCH_DIR/lib/common.sh"
OLD="$(cd "$1" && pwd)" NEW="$(cd "$2" && pwd)"
work="$(mktemp -d /tmp/orgcenter-routes-ab.XXXXXX)"
cleanup() { stop_all; rm -rf "$work"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

name_of() { echo "$1" | tr -c 'A-Za-z0-9\n' '_'; }

# --- capture: each build's own sandbox + BFF, stopped before any rendering ------------------------
capture() { # capture SIDE DIR
  local side="$1" bin="$2/orgcenter" dir="$work/$1" sport port sandbox bff url a jar token name rows
  mkdir -p "$dir"
  sport=$(free_port); port=$(free_port)
  sandbox="http://127.0.0.1:$sport" bff="http://127.0.0.1:$port"
  start "$side-sandbox" "$dir/sandbox.log" env ORGCENTER_ENV=test ORGCENTER__SANDBOX__DATA_DIR="$dir/data" \
    RUST_LOG=warn "$bin" sandbox --port "$sport"
  local spid=$last_pid
  wait_http "$sandbox/__sandbox/health"
  curl -sf -H 'content-type: application/json' -d '{"account":"demo_org","count":20}' "$sandbox/__sandbox/messages" >/dev/null
  start "$side-bff" "$dir/bff.log" env RUST_LOG=warn ORGCENTER__UPSTREAM__BASE_URL="$sandbox" \
    ORGCENTER__RENDER__THREADS=0 ORGCENTER__RENDER__QUEUE=1024 "$bin" serve --port "$port"
  local bpid=$last_pid
  wait_http "$bff/readyz"
  for a in demo_org demo_reviewer demo_admin; do
    jar="$dir/jar-$a"
    curl -sf -c "$jar" -b "$jar" -o /dev/null "$bff/api/admin/verify" || { echo "$side: verify failed" >&2; return 1; }
    curl -sf -c "$jar" -b "$jar" -H 'content-type: application/json' -H 'x-requested-with: orgcenter' \
      -d "{\"account\":\"$a\",\"pwd\":\"Demo@2026\",\"verify\":\"8888\"}" "$bff/api/organization/login/login" >/dev/null ||
      { echo "$side: $a: login failed" >&2; return 1; }
    token=$(awk '$6 == "token_org" {print $7}' "$jar")
    [ -n "$token" ] || { echo "$side: $a: login failed" >&2; return 1; }
    echo "token_org=$token" >"$dir/cookie-$a"
  done
  for url in $AREA_PAGES; do
    a=$(page_account "$url"); name=$(name_of "$url")
    curl -sf ${a:+-b "$(cat "$dir/cookie-$a")"} "$bff$url" >"$dir/$name.html" || { echo "$side: $url failed" >&2; return 1; }
    python3 - "$dir/$name.html" "$dir/$name.json" <<'PY'
import json, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
state = re.search(r'<script id="__ORG_STATE__" type="application/json">(.*?)</script>', html, re.S)
open(sys.argv[2], "w", encoding="utf-8").write(json.dumps(json.loads(state.group(1)), ensure_ascii=False))
PY
    rows=$(grep -o 'ant-table-row ' "$dir/$name.html" | wc -l || true)
    echo "$url $rows $(wc -c <"$dir/$name.html")" >>"$dir/pages.txt"
  done
  stop_pid "$bpid"; stop_pid "$spid"
  echo "  $side: captured $(wc -l <"$dir/pages.txt") pages ($("$bin" --version 2>/dev/null | head -1))" >&2
}
printf '\n== capture (each build from its own sandbox + BFF)\n' >&2
capture old "$OLD"
capture new "$NEW"
# The same data on both sides? (table rows per page; HTML bytes may differ, rows should not)
paste -d' ' "$work/old/pages.txt" "$work/new/pages.txt" | awk '$2 != $5 {print "  rows differ: " $1 " old " $2 " new " $5}' >&2

# --- render in turns ----------------------------------------------------------------------------
# Keys: route names, plus the data centre's first view (every chart drawn: BENCH_VARY, as run.sh).
KEYS=""
for url in $AREA_PAGES; do KEYS+=" $(name_of "$url")"; done
KEYS+=" dcfirst"
input() { [ "$2" = dcfirst ] && echo "$work/$1/_dataCenter_dataCenter.json" || echo "$work/$1/$2.json"; }
bench() { # bench SIDE KEY RENDERS → render_bench's line
  local dir; dir=$([ "$1" = old ] && echo "$OLD" || echo "$NEW")
  if [ "$2" = dcfirst ]; then
    BENCH_VARY=amount_fen,active "$dir/render_bench" "$(input "$1" "$2")" "$3" "$WARM"
  else
    "$dir/render_bench" "$(input "$1" "$2")" "$3" "$WARM"
  fi
}
declare -A N
printf '\n== probe (renders per route: %s ms of rendering, 100..3000)\n' "$AB_MS" >&2
for k in $KEYS; do
  [ -z "${AB_RENDERS:-}" ] || { N[$k]=$AB_RENDERS; continue; }
  us=$(field "$(bench new "$k" 40)" cpu_median_us)
  N[$k]=$(awk -v us="$us" -v ms="$AB_MS" 'BEGIN {n = us > 0 ? int(ms * 1000 / us) : 3000; if (n > 3000) n = 3000; if (n < 100) n = 100; print n}')
done
echo "  ${N[*]}" >&2
results="${AB_KEEP:-$work/results.txt}"
: >"$results" # round key side cpu_median_us median_us html_bytes
[ -z "${AB_KEEP:-}" ] || cp "$work/old/pages.txt" "$AB_KEEP.pages"
t0=$SECONDS
for r in $(seq "$ROUNDS"); do
  if [ "$r" -gt 2 ] && [ $((SECONDS - t0)) -gt "$BUDGET_S" ]; then
    echo "  time budget spent: $((r - 1)) rounds" >&2; break
  fi
  printf '\n== round %s (load %s)\n' "$r" "$(cut -d' ' -f1-3 /proc/loadavg)" >&2
  for k in $KEYS; do
    order=$([ $((r % 2)) = 1 ] && echo "old new" || echo "new old")
    line=""
    for side in $order; do
      b=$(bench "$side" "$k" "${N[$k]}")
      echo "$r $k $side $(field "$b" cpu_median_us) $(field "$b" median_us) $(field "$b" html_bytes)" >>"$results"
      line+=" $side=$(field "$b" cpu_median_us)"
    done
    echo "  $k$line" >&2
  done
  echo "$r $(cut -d' ' -f1-3 /proc/loadavg)" >>"$work/loads.txt"
done

# --- summary ------------------------------------------------------------------------------------
python3 - "$results" "$work/old/pages.txt" "$KEYS" <<'PY'
import re, statistics as st, sys
res, pages, keys = sys.argv[1], sys.argv[2], sys.argv[3].split()
urls = {re.sub("[^A-Za-z0-9]", "_", l.split()[0]): l.split()[0] for l in open(pages)}
data = {}
for line in open(res):
    r, k, side, cpu, wall, size = line.split()
    data.setdefault(k, {}).setdefault(side, {})[int(r)] = (int(cpu), int(wall), int(size))
print("| route | before µs | after µs | ratio | rounds' ratios (min–max) | verdict | HTML bytes before → after |")
print("|---|---|---|---|---|---|---|")
for k in keys:
    d = data.get(k)
    if not d or "old" not in d or "new" not in d:
        continue
    rounds = sorted(set(d["old"]) & set(d["new"]))
    old = st.median(d["old"][r][0] for r in rounds)
    new = st.median(d["new"][r][0] for r in rounds)
    ratios = [d["new"][r][0] / d["old"][r][0] for r in rounds]
    lo, hi = min(ratios), max(ratios)
    verdict = "no change" if lo <= 1.0 <= hi else ("slower" if lo > 1.0 else "faster")
    verdict = verdict if len(rounds) > 1 else "(one round: none)"
    route = "/dataCenter/dataCenter, first view" if k == "dcfirst" else urls.get(k, k)
    size = f'{d["old"][rounds[0]][2]} → {d["new"][rounds[0]][2]}'
    print(f"| {route} | {old:.0f} | {new:.0f} | {new / old:.2f} | {lo:.2f}–{hi:.2f} | {verdict} | {size} |")
PY
echo
echo "rounds: $(wc -l <"$work/loads.txt"); load average after each round: $(cut -d' ' -f2- "$work/loads.txt" | tr '\n' ';')"
echo "machine: $(nproc) cores, $(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo); renders per route and side per round: ${N[*]}; warm-up $WARM"
