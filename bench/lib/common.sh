# Helpers for bench/run.sh: ports, waiting, process bookkeeping, load runs, statistics.
# Every process started through `start` is killed by PID when the script exits.

PIDS=()

start() { # start NAME LOGFILE CMD... : runs CMD in the background, records its PID in $last_pid
  local name="$1" log="$2"; shift 2
  "$@" >"$log" 2>&1 &
  last_pid=$!
  PIDS+=("$last_pid")
  echo "  started $name (pid $last_pid)" >&2
}

stop_pid() { # stop_pid PID : TERM, then KILL after 5 s
  local pid="$1"
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
}

stop_all() {
  local pid
  for pid in "${PIDS[@]}"; do stop_pid "$pid"; done
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

wait_http() { # wait_http URL [SECONDS=60]
  local url="$1" limit="${2:-60}"
  for _ in $(seq $((limit * 10))); do curl -sf -o /dev/null "$url" && return 0; sleep 0.1; done
  echo "timed out waiting for $url" >&2
  return 1
}

# load URL CONNECTIONS SECONDS [THREADS=1] : closed-loop wrk; prints the RESULT line.
load() {
  local url="$1" conns="$2" secs="$3" threads="${4:-1}"
  [ "$threads" -le "$conns" ] || threads="$conns"
  wrk -t"$threads" -c"$conns" -d"${secs}s" --timeout 10s -s "$BENCH_DIR/wrk/report.lua" "$url" | grep '^RESULT'
}

field() { # field "RESULT a=1 b=2" b → 2
  tr ' ' '\n' <<<"$1" | awk -F= -v k="$2" '$1==k {print $2}'
}

median() { # median N... (numbers)
  printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "n/a"; else printf "%.2f", a / b }'; }

# The ratio of each round (both sides of a round run back to back) and their median: on a host
# whose speed drifts, the table's median of each side can pair a fast round with a slow one.
round_ratios() { # round_ratios "A1 A2 ..." "B1 B2 ..." → "A1/B1 A2/B2 ... (median M)"
  local -a a b r=()
  read -ra a <<<"$1"; read -ra b <<<"$2"
  local i
  for i in "${!a[@]}"; do r+=("$(ratio "${a[$i]}" "${b[$i]:-0}")"); done
  echo "${r[*]} (median $(median "${r[@]}"))"
}

rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$1/status" 2>/dev/null || echo 0; }

# Sum of RSS of a process and its children (the Node cluster is a primary plus workers).
tree_rss_kb() {
  local total=0 p
  for p in "$1" $(pgrep -P "$1" || true); do total=$((total + $(rss_kb "$p"))); done
  echo "$total"
}

# CPU time (user + system, in clock ticks) a process and its children have used so far.
tree_cpu_ticks() {
  local total=0 p
  for p in "$1" $(pgrep -P "$1" || true); do
    total=$((total + $(awk '{print $14 + $15}' "/proc/$p/stat" 2>/dev/null || echo 0)))
  done
  echo "$total"
}

# Runs `load URL CONNS SECS` and appends the server's CPU per request (µs), from PID's tree.
load_with_cpu() { # load_with_cpu PID URL CONNS SECS → "RESULT … cpu_us=…"
  local pid="$1" before out after
  before=$(tree_cpu_ticks "$pid")
  out=$(load "$2" "$3" "$4")
  after=$(tree_cpu_ticks "$pid")
  echo "$out cpu_us=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$(field "$out" requests)" 'BEGIN {printf "%.0f", n ? t * 1e6 / hz / n : 0}')"
}

# Samples the peak RSS of a process tree into FILE every 0.5 s until FILE.stop exists.
sample_peak_rss() { # sample_peak_rss PID FILE
  local pid="$1" file="$2" peak=0 now
  while [ ! -e "$file.stop" ] && kill -0 "$pid" 2>/dev/null; do
    now=$(tree_rss_kb "$pid")
    [ "$now" -gt "$peak" ] && peak=$now && echo "$peak" >"$file"
    sleep 0.5
  done
}

bff_layout_hits() { # renders that reused cached layout HTML so far, from /readyz
  curl -sf "$1/readyz" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("layout_cache_hits", 0))'
}

bff_renders() { # SSR renders done so far, from /readyz
  curl -sf "$1/readyz" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["renders"] - d["render_failures"])'
}

# Every list page of every built area, and the other pages (run.sh phases 0 and 1b, routes-ab.sh).
AREA_PAGES="/login /messageNotice/index /config/payAccount /dashboard /dataCenter/dataCenter
  /SZ/helpList /SZ/batchHelp /SZ/helpClaimed /SZ/helpProcessList /SZ/helpVerifyList /SZ/helpClaim /SZ/helpDraftBox /SZ/helpDonateList
  /SJ/projectList /SJ/projectClaimed /SJ/processList /SJ/verifyList /SJ/projectClaim /SJ/draftBox /SJ/shareDonateList /SJ/monthDonateList /SJ/donateList
  /SJM/projectMList /SJM/processMList /SJM/verifyMList /SJM/changeMList /SJM/draftMBox /SJM/authList /SJM/shareDonateMList /SJM/donateMList
  /MicroWish/microwish_list /MicroWish/change_list /MicroWish/donation_list
  /SX/activelist /SX/changeactivelist /SX/drafts_list /SX/donation_list
  /SP/salesmanlist /SP/biddinglist /SP/orderlist /SP/receive_donation_list /SP/goodchangelist"
page_account() { # page_account URL → the demo account that opens it (none for the login page)
  case "$1" in
    /login) echo "" ;;
    /MicroWish/* | /dataCenter/*) echo demo_reviewer ;;
    /SZ/helpClaimed | /SZ/helpClaim | /SJ/projectClaimed | /SJ/projectClaim | /SJ/shareDonateList | /SJ/monthDonateList | \
      /SJM/processMList | /SJM/verifyMList | /SJM/authList) echo demo_admin ;;
    *) echo demo_org ;;
  esac
}
