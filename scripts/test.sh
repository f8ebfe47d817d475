#!/usr/bin/env bash
# The project's test command (README): lint, unit tests (Vitest, Rust), integration tests
# (real BFF + sandbox over HTTP), end-to-end tests in Chromium and the cluster test (two
# replicas behind nginx on one Redis). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "frontend: install, typecheck, unit tests (Vitest)"
# (Re)install when missing or installed from another lockfile (the stamp build.rs also reads).
if ! cmp -s frontend/package-lock.json frontend/node_modules/.orgcenter-lock 2>/dev/null; then
  (cd frontend && npm ci --no-audit --no-fund --loglevel=error && cp package-lock.json node_modules/.orgcenter-lock)
fi
(cd frontend && npm run --silent typecheck && npm test --silent)

step "rust: format and lints"
cargo fmt --all -- --check
cargo clippy --workspace --all-targets --quiet -- -D warnings

step "rust: dependency policy (deny.toml: bans, licences, sources; advisories need the network)"
command -v cargo-deny >/dev/null 2>&1 || cargo install --locked --quiet cargo-deny
cargo deny --log-level error check bans licenses sources

step "rust: unit and integration tests (BFF + sandbox over real HTTP)"
# redis-server (and nginx, for the cluster test below) from Debian's packages when missing, so
# the shared-state tests run rather than skip; exit 3 = not installable here, they say SKIPPED.
bash scripts/cluster.sh --install || [ $? = 3 ]
# tinyproxy, the egress proxy of the https tests (tests/integration/egress/), likewise.
bash scripts/egress-proxy.sh --install || [ $? = 3 ]
cargo test --workspace

step "contract: both OpenAPI documents valid, schemathesis against the running console (scripts/contract.sh)"
bash scripts/contract.sh

step "container: build the image, start it, stop it with SIGTERM (podman; deploy/container/smoke.sh)"
bash deploy/container/smoke.sh "${CARGO_TARGET_DIR:-target}/debug/orgcenter"

step "fuzz: each target for ${FUZZ_SECONDS:-20}s (longer by hand: bash fuzz/run.sh 600)"
bash fuzz/run.sh "${FUZZ_SECONDS:-20}"

step "end-to-end: Chromium against the real binary"
bash tests/e2e/run.sh

step "cluster: two replicas behind nginx sharing one Redis (scripts/cluster.sh)"
bash tests/cluster/run.sh
