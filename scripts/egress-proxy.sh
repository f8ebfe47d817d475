#!/usr/bin/env bash
# A forward (egress) proxy on loopback, as a company network has one: Debian's tinyproxy, which
# the integration tests start themselves (tests/integration/egress/) and which this script
# installs with apt when missing (as root).
#
#   bash scripts/egress-proxy.sh --install          # only install tinyproxy when missing
#   bash scripts/egress-proxy.sh PORT [USER:PASS]   # run one in the foreground (Ctrl-C stops it),
#                                                   # e.g. to try upstream.proxy_url by hand
#
# Exit code 3: tinyproxy is missing and cannot be installed here.
set -euo pipefail

find_tinyproxy() {
  TINYPROXY="$(command -v tinyproxy || { [ -x /usr/bin/tinyproxy ] && echo /usr/bin/tinyproxy; } ||
    { [ -x /usr/sbin/tinyproxy ] && echo /usr/sbin/tinyproxy; } || true)"
}
find_tinyproxy
if [ -z "$TINYPROXY" ]; then
  echo "egress-proxy: installing tinyproxy from Debian's packages" >&2
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 &&
    { apt-get install -y -qq tinyproxy >/dev/null 2>&1 ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tinyproxy >/dev/null; }; }; then
    find_tinyproxy
  fi
  if [ -z "$TINYPROXY" ]; then
    echo "egress-proxy: tinyproxy missing and not installable here (as root: apt-get install tinyproxy)" >&2
    exit 3
  fi
fi
[ "${1:-}" = "--install" ] && exit 0

PORT="${1:?usage: egress-proxy.sh --install | PORT [USER:PASS]}"
dir="$(mktemp -d /tmp/orgcenter-egress.XXXXXX)"
trap 'rm -rf "$dir"' EXIT
{
  echo "Port $PORT"
  echo "Listen 127.0.0.1"
  echo "Timeout 60"
  echo "LogLevel Info"
  echo "MaxClients 100"
  echo "Allow 127.0.0.1"
  # No ConnectPort line: CONNECT to any port (a platform on a test port, not only 443).
  if [ -n "${2:-}" ]; then echo "BasicAuth ${2%%:*} ${2#*:}"; fi
} >"$dir/tinyproxy.conf"
echo "egress proxy on http://127.0.0.1:$PORT (tinyproxy; Ctrl-C stops it)" >&2
"$TINYPROXY" -d -c "$dir/tinyproxy.conf"
