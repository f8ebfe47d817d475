#!/usr/bin/env bash
# A small cluster on loopback: Redis, one sandbox platform, two orgcenter replicas sharing that
# Redis (shared_state.backend = "redis") and nginx in front of them, round robin, retrying
# GETs on the other replica when one fails. Debian's redis-server and nginx are installed with
# apt when missing (as root).
#
#   bash scripts/cluster.sh              # start, print the URLs, stop everything on Ctrl-C
#   bash scripts/cluster.sh --detach DIR # start, write DIR/cluster.env, leave it running
#   bash scripts/cluster.sh --stop DIR   # stop a detached cluster
#   bash scripts/cluster.sh --install    # only install redis-server and nginx when missing
#
# Exit code 3: redis-server or nginx is missing and cannot be installed here.
# Uses $CARGO_TARGET_DIR/debug/orgcenter (built when missing) or $ORGCENTER_BIN.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"

stop_dir() { # stop_dir DIR: ends the processes whose pid files are there
  local dir="$1" pidfile
  for pidfile in "$dir"/*.pid; do
    [ -e "$pidfile" ] || continue
    kill "$(cat "$pidfile")" 2>/dev/null || true
  done
  for pidfile in "$dir"/*.pid; do
    [ -e "$pidfile" ] || continue
    local pid; pid="$(cat "$pidfile")"
    for _ in $(seq 200); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$pidfile"
  done
}

if [ "${1:-}" = "--stop" ]; then
  stop_dir "${2:?--stop DIR}"
  exit 0
fi

# --- tools: Debian's redis-server and nginx, installed with apt when missing (as root) --------
find_tools() {
  REDIS="$(command -v redis-server || { [ -x /usr/bin/redis-server ] && echo /usr/bin/redis-server; } || true)"
  NGINX="$(command -v nginx || { [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx; } || true)"
}
find_tools
missing=()
[ -n "$REDIS" ] || missing+=(redis-server)
[ -n "$NGINX" ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "cluster: installing ${missing[*]} from Debian's packages" >&2
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 &&
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then
    find_tools
  fi
  if [ -z "$REDIS" ] || [ -z "$NGINX" ]; then
    echo "cluster: ${missing[*]} missing and not installable here (as root: apt-get install ${missing[*]})" >&2
    exit 3
  fi
fi
[ "${1:-}" = "--install" ] && exit 0

MODE=foreground
DIR=""
if [ "${1:-}" = "--detach" ]; then
  MODE=detach
  DIR="${2:?--detach DIR}"
  mkdir -p "$DIR"
  DIR="$(cd "$DIR" && pwd)"
else
  DIR="$(mktemp -d /tmp/orgcenter-cluster.XXXXXX)"
fi
if [ "$MODE" = foreground ]; then
  trap 'stop_dir "$DIR"; rm -rf "$DIR"' EXIT
  trap 'exit 130' INT TERM
else
  # A failed start leaves nothing running.
  trap '[ -e "$DIR/cluster.env" ] || stop_dir "$DIR"' EXIT
fi

BIN="${ORGCENTER_BIN:-${CARGO_TARGET_DIR:-$ROOT/target}/debug/orgcenter}"
[ -x "$BIN" ] || (cd "$ROOT" && cargo build --quiet --bin orgcenter)

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
REDIS_PORT=$(free_port); SANDBOX_PORT=$(free_port); A_PORT=$(free_port); B_PORT=$(free_port); NGINX_PORT=$(free_port)

start() { # start NAME COMMAND...: in the background, pid in DIR/NAME.pid, output in DIR/NAME.log
  local name="$1"; shift
  "$@" >"$DIR/$name.log" 2>&1 &
  echo $! >"$DIR/$name.pid"
}

wait_http() { # wait_http NAME URL: polls until it answers 200 (up to 60 s)
  local name="$1" url="$2"
  for _ in $(seq 1200); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    kill -0 "$(cat "$DIR/$name.pid")" 2>/dev/null || { echo "cluster: $name exited:" >&2; tail -20 "$DIR/$name.log" >&2; exit 1; }
    sleep 0.05
  done
  echo "cluster: $name did not become ready at $url" >&2; tail -20 "$DIR/$name.log" >&2; exit 1
}

# --- Redis (no persistence: what it holds expires within minutes anyway) ----------------------
start redis "$REDIS" --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no
redis_ping() { # answers +PONG once Redis accepts commands
  timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$REDIS_PORT; printf 'PING\r\n' >&3; head -c5 <&3" 2>/dev/null
}
for _ in $(seq 400); do
  [ "$(redis_ping)" = "+PONG" ] && break
  kill -0 "$(cat "$DIR/redis.pid")" 2>/dev/null || { echo "cluster: redis exited:" >&2; tail -20 "$DIR/redis.log" >&2; exit 1; }
  sleep 0.025
done
[ "$(redis_ping)" = "+PONG" ] || { echo "cluster: redis did not answer on :$REDIS_PORT" >&2; exit 1; }

# --- the sandbox platform (test mode: captcha 8888, /__sandbox calls), absolute data dir -------
mkdir -p "$DIR/sandbox-data"
ORGCENTER__SANDBOX__DATA_DIR="$DIR/sandbox-data" \
  start sandbox "$BIN" sandbox --env test --host 127.0.0.1 --port "$SANDBOX_PORT"
wait_http sandbox "http://127.0.0.1:$SANDBOX_PORT/__sandbox/health"

# --- two replicas, one Redis, nginx's address trusted ------------------------------------------
for replica in a b; do
  port_var="${replica^^}_PORT"
  ORGCENTER__UPSTREAM__BASE_URL="http://127.0.0.1:$SANDBOX_PORT" \
  ORGCENTER__SHARED_STATE__BACKEND=redis \
  ORGCENTER__SHARED_STATE__REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0" \
  ORGCENTER__SERVER__TRUSTED_PROXIES='["127.0.0.1/32"]' \
  ORGCENTER__SERVER__WORKERS=2 ORGCENTER__RENDER__THREADS=1 \
    start "replica-$replica" "$BIN" serve --env test --host 127.0.0.1 --port "${!port_var}"
done
wait_http replica-a "http://127.0.0.1:$A_PORT/readyz"
wait_http replica-b "http://127.0.0.1:$B_PORT/readyz"

# --- nginx: round robin; a GET that fails on one replica (refused, reset, 502) goes to the other.
# POSTs are never re-sent once a replica may have received them (nginx's rule since 1.9.13).
mkdir -p "$DIR/nginx/tmp"
cat >"$DIR/nginx/nginx.conf" <<CONF
worker_processes 1;
daemon off;
pid $DIR/nginx/nginx.pid;
error_log $DIR/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $DIR/nginx/tmp/body;
  proxy_temp_path $DIR/nginx/tmp/proxy;
  fastcgi_temp_path $DIR/nginx/tmp/fastcgi;
  uwsgi_temp_path $DIR/nginx/tmp/uwsgi;
  scgi_temp_path $DIR/nginx/tmp/scgi;
  upstream orgcenter {
    server 127.0.0.1:$A_PORT max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$B_PORT max_fails=1 fail_timeout=5s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    client_max_body_size 10m;
    location / {
      proxy_pass http://orgcenter;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host:\$server_port;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id \$request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      # Which replica answered, for the cluster test (and for operators reading responses).
      add_header X-Replica \$upstream_addr always;
    }
  }
}
CONF
start nginx "$NGINX" -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" -e "$DIR/nginx/error.log"
wait_http nginx "http://127.0.0.1:$NGINX_PORT/healthz"

cat >"$DIR/cluster.env" <<ENV
CLUSTER_DIR=$DIR
CLUSTER_URL=http://127.0.0.1:$NGINX_PORT
REPLICA_A_URL=http://127.0.0.1:$A_PORT
REPLICA_B_URL=http://127.0.0.1:$B_PORT
SANDBOX_URL=http://127.0.0.1:$SANDBOX_PORT
REDIS_URL=redis://127.0.0.1:$REDIS_PORT/0
REPLICA_A_PID=$(cat "$DIR/replica-a.pid")
REPLICA_B_PID=$(cat "$DIR/replica-b.pid")
REDIS_PID=$(cat "$DIR/redis.pid")
ENV

echo "机构中心 cluster: http://127.0.0.1:$NGINX_PORT (nginx → replicas :$A_PORT and :$B_PORT, Redis :$REDIS_PORT, sandbox :$SANDBOX_PORT; logs in $DIR)"
if [ "$MODE" = foreground ]; then
  echo "demo accounts: demo_org … (password Demo@2026, captcha 8888). Ctrl-C stops everything."
  wait
fi
