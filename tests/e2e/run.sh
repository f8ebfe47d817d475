#!/usr/bin/env bash
# Runs the E2E suite: needs Debian's chromium (installed here when missing and we are root)
# and the orgcenter debug binary (built by `cargo test`/`cargo build`; built here if missing).
set -euo pipefail
cd "$(dirname "$0")"

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH" >&2
    exit 1
  fi
fi
# Chinese text in screenshots needs a CJK font; a machine that already had chromium may lack one.
# (Captured, not piped to `grep -q`, which under pipefail fails when it stops reading early.)
if command -v fc-list >/dev/null 2>&1 && [ -z "$(fc-list :lang=zh)" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing a CJK font for the browser tests' screenshots"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null) \
    || echo "could not install fonts-noto-cjk: screenshots will show Chinese as boxes" >&2
fi
# nginx for the reverse-proxy test (proxy.test.mjs runs deploy/nginx/orgcenter.conf).
if [ -z "${NGINX_PATH:-}" ] && ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's nginx for the reverse-proxy test"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "nginx is missing: install it (apt-get install nginx) or set NGINX_PATH" >&2
    exit 1
  fi
fi
[ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
target="${CARGO_TARGET_DIR:-$(cd ../.. && pwd)/target}"
[ -x "$target/debug/orgcenter" ] || (cd ../.. && cargo build --quiet)
export CARGO_TARGET_DIR="$target"
# Each test has a time limit: a step that stops making progress (a wait with no timeout of its
# own) fails its test with the test's name instead of holding CI until the job's limit.
node --test --test-concurrency=1 --test-timeout=600000 ./*.test.mjs
