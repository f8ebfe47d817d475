#!/usr/bin/env bash
# The contract check (issue 39), part of scripts/test.sh: validates the platform document
# (sandbox/openapi.json) and the console's own (/openapi.json, served by a running console), then
# runs schemathesis against that console in test mode, logged in as an organisation and as a
# reviewer: 0 server errors, 0 answers outside their schema, 0 undocumented status codes, 0
# wrong content types. Exits non-zero on any failure.
#
# Bounded: CONTRACT_EXAMPLES (default 3) generated examples per operation and role, shrinking
# off, one worker. Tools: schemathesis and openapi-spec-validator from PyPI, pinned, in a venv
# under ~/.cache (CONTRACT_VENV), installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

target="${CARGO_TARGET_DIR:-target}"
venv="${CONTRACT_VENV:-$HOME/.cache/orgcenter-contract-venv}"
examples="${CONTRACT_EXAMPLES:-3}"
started=$(date +%s)

if [ ! -x "$venv/bin/st" ] || [ ! -x "$venv/bin/openapi-spec-validator" ]; then
  echo "installing schemathesis and openapi-spec-validator into $venv"
  # hypothesis pinned too: schemathesis 3.39 fails every operation with later releases
  # ("'many' object has no attribute 'more'").
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check \
    'schemathesis==3.39.16' 'hypothesis==6.131.0' 'openapi-spec-validator==0.9.0'
fi

cargo build --quiet --bin orgcenter
bin="$target/debug/orgcenter"

work=$(mktemp -d)
console_pid=""
cleanup() {
  if [ -n "$console_pid" ]; then kill "$console_pid" 2>/dev/null || true; wait "$console_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
# Test mode, a fresh database and a held clock: the same data every run.
ORGCENTER_ENV=test \
  ORGCENTER__SERVER__PORT="$port" \
  ORGCENTER__SANDBOX__DATA_DIR="$work/data" \
  ORGCENTER__SANDBOX__CLOCK="2026-03-02T09:30:00+08:00" \
  RUST_LOG=warn \
  "$bin" >"$work/console.log" 2>&1 &
console_pid=$!

# Wait for readiness (the render pool loads the page bundle), at most 60 s.
ready=""
for _ in $(seq 1 300); do
  if curl -fsS -o /dev/null "$base/readyz" 2>/dev/null; then ready=1; break; fi
  if ! kill -0 "$console_pid" 2>/dev/null; then break; fi
  sleep 0.2
done
if [ -z "$ready" ]; then
  echo "the console did not become ready:" >&2
  cat "$work/console.log" >&2
  exit 1
fi

echo "==> validating sandbox/openapi.json (OpenAPI 3.0) and the console's /openapi.json (3.1)"
curl -fsS "$base/openapi.json" -o "$work/console-openapi.json"
"$venv/bin/openapi-spec-validator" sandbox/openapi.json
"$venv/bin/openapi-spec-validator" "$work/console-openapi.json"

echo "==> the harness example of docs/testing-against-orgcenter.md, as written"
# The document's one python block, run as is (it resets, so it runs before the logins below).
python3 - "$work/example.py" <<'PY'
import re, sys
doc = open("docs/testing-against-orgcenter.md", encoding="utf-8").read()
blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
assert len(blocks) == 1, f"expected one python block, found {len(blocks)}"
open(sys.argv[1], "w", encoding="utf-8").write(blocks[0])
PY
ORGCENTER_URL="$base" python3 "$work/example.py"

# A session cookie for `account`: captcha cookie first, then the test-mode captcha 8888.
login() {
  local jar="$work/$1.jar"
  curl -fsS -c "$jar" -o /dev/null "$base/api/admin/verify?t=1"
  curl -fsS -b "$jar" -c "$jar" -o "$work/$1.login.json" \
    -H 'X-Requested-With: orgcenter' -H 'Content-Type: application/json' \
    -d "{\"account\":\"$1\",\"pwd\":\"Demo@2026\",\"verify\":\"8888\"}" \
    "$base/api/organization/login/login"
  awk '$6 == "token_org" { print $7 }' "$jar"
}

# Schemathesis over the contract, as the session in `token`; the rest of the arguments choose
# the operations. Bounded in examples, one worker, no shrinking. Its report goes to st-$1.log.
schemathesis() {
  local name="$1" token="$2"
  shift 2
  "$venv/bin/st" run "$work/console-openapi.json" \
    --base-url "$base" \
    --experimental=openapi-3.1 \
    -H "Cookie: token_org=$token" \
    -H "X-Requested-With: orgcenter" \
    --generation-with-security-parameters=false \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    "$@" \
    --hypothesis-max-examples "$examples" \
    --hypothesis-phases explicit,generate \
    --hypothesis-derandomize \
    --generation-allow-x00=false \
    --request-timeout 10000 \
    --workers 1 \
    --no-color \
    >"$work/st-$name.log" 2>&1
}

# Whether the session in `token` is still live.
live() {
  curl -fsS -H "Cookie: token_org=$1" "$base/api/organization/message/get_now_msg" | grep -q '"code":200'
}

report() {
  tail -n 8 "$work/st-$1.log"
  if [ "$failed" != 0 ]; then
    # The whole report, so the failing calls and answers are in the log.
    cat "$work/st-$1.log" >&2
  fi
}

failed=0
for account in demo_org demo_reviewer; do
  token=$(login "$account")
  if [ -z "$token" ]; then
    echo "login as $account failed: $(cat "$work/$account.login.json")" >&2
    exit 1
  fi
  echo "==> schemathesis as $account ($examples examples per operation)"
  # Logging out and the test calls end or change the ground under the other calls: they
  # have phases of their own below, after these.
  schemathesis "$account" "$token" \
    --exclude-path /api/common/logout \
    --exclude-path-regex '^/__sandbox/' || failed=1
  # The calls above were made inside a live session (a run of 300s would prove nothing).
  if ! live "$token"; then
    echo "the $account session did not last the run" >&2
    failed=1
  fi
  report "$account"
  if [ "$failed" != 0 ]; then break; fi
done

if [ "$failed" = 0 ]; then
  echo "==> schemathesis: logging out, in a session of its own"
  token=$(login demo_org)
  schemathesis logout "$token" --include-path /api/common/logout || failed=1
  # And it did log out: the session is over.
  if live "$token"; then
    echo "the session outlived the logout call" >&2
    failed=1
  fi
  report logout
fi

if [ "$failed" = 0 ]; then
  # Last: they reset the data (ending every session), move the clock and add fixtures.
  echo "==> schemathesis: the test-only calls (/__sandbox/*)"
  token=$(login demo_admin)
  schemathesis test-calls "$token" --include-path-regex '^/__sandbox/' || failed=1
  report test-calls
fi

if ! kill -0 "$console_pid" 2>/dev/null; then
  echo "the console died during the run:" >&2
  cat "$work/console.log" >&2
  failed=1
fi
echo "contract check took $(( $(date +%s) - started )) s"
exit "$failed"
