#!/usr/bin/env bash
# The cluster test: starts scripts/cluster.sh (Redis, sandbox, two replicas, nginx on loopback),
# runs cluster.test.mjs against it and stops everything. Skips, saying so, only when
# redis-server or nginx is missing and cannot be installed here.
set -euo pipefail
cd "$(dirname "$0")"
dir="$(mktemp -d /tmp/orgcenter-cluster-test.XXXXXX)"
finish() { # stops the cluster; after a failure shows the end of each process's log first
  local rc=$?
  bash ../../scripts/cluster.sh --stop "$dir"
  if [ "$rc" != 0 ]; then
    for log in "$dir"/*.log "$dir"/nginx/error.log; do
      [ -s "$log" ] && { echo "--- ${log#"$dir"/}"; tail -n 30 "$log"; }
    done
  fi
  rm -rf "$dir"
}
trap finish EXIT
status=0
bash ../../scripts/cluster.sh --detach "$dir" || status=$?
if [ "$status" = 3 ]; then
  echo "SKIPPED: the cluster test needs redis-server and nginx, which cannot be installed here"
  exit 0
fi
[ "$status" = 0 ] || exit "$status"
set -a
. "$dir/cluster.env"
set +a
node --test --test-reporter=spec ./cluster.test.mjs
