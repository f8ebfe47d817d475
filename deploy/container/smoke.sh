#!/usr/bin/env bash
# Builds the image from BINARY and proves it starts: the console answers /healthz and renders
# /login, /metrics answers on the admin port, and `podman stop` (SIGTERM) ends it with exit 0.
#   bash deploy/container/smoke.sh [BINARY]
# Installs podman (and runc) from Debian when missing. Runs the bundled sandbox (development
# mode) since there is no platform to point at.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-${CARGO_TARGET_DIR:-target}/debug/orgcenter}"
if ! command -v podman >/dev/null || ! command -v runc >/dev/null; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "podman and runc are missing: install them (apt-get install podman runc)" >&2
    exit 1
  fi
  echo "installing podman and runc (Debian packages)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
    --no-install-recommends podman runc >/dev/null
fi
tag="orgcenter:smoke"
bash deploy/container/build.sh "$bin" "$tag"

port="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
admin="$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')"
name="orgcenter-smoke-$$"
# runc rather than Debian's default crun, which refuses hybrid cgroup hosts; rlimits no higher
# than ours, as a runtime without CAP_SYS_RESOURCE cannot raise them; the host's network, so
# no network backend is needed.
podman --runtime runc run -d --name "$name" --network host \
  --ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --ulimit nproc=4096:4096 \
  -e ORGCENTER_ENV=development -e ORGCENTER__SERVER__HOST=127.0.0.1 \
  -e ORGCENTER__SERVER__PORT="$port" -e ORGCENTER__METRICS__HOST=127.0.0.1 \
  -e ORGCENTER__METRICS__PORT="$admin" -e ORGCENTER__SANDBOX__DATA_DIR=/tmp/data \
  -e RUST_LOG=warn "$tag" >/dev/null
cleanup() {
  podman --runtime runc rm -f "$name" >/dev/null 2>&1 || true
  podman image rm -f "$tag" >/dev/null 2>&1 || true
}
trap cleanup EXIT

for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null
for _ in $(seq 1 300); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
page="$(curl -fsS "http://127.0.0.1:$port/login")"
if grep -q '<div id="root"></div>' <<<"$page" || ! grep -q 'id="root"' <<<"$page"; then
  echo "FAIL: /login was not rendered on the server"; podman logs "$name"; exit 1
fi
# Read whole, then searched: `curl | grep -q` fails under pipefail when grep stops reading early
# (curl: (23) Failed writing body), which happened once the scrape outgrew one write.
metrics=$(curl -fsS "http://127.0.0.1:$admin/metrics")
grep -q '^orgcenter_http_requests_total' <<<"$metrics" || {
  echo "FAIL: no request counter on /metrics"; exit 1; }
podman --runtime runc stop --time 20 "$name" >/dev/null
code="$(podman --runtime runc inspect --format '{{.State.ExitCode}}' "$name")"
[ "$code" = 0 ] || { echo "FAIL: exit code $code after SIGTERM"; podman logs "$name"; exit 1; }
echo "container: built, served /healthz, /login and /metrics, stopped by SIGTERM with exit 0"
