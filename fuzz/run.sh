#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 20; CI uses the default, run longer by hand:
# `bash fuzz/run.sh 600`). Needs cargo-fuzz (installed here when missing). The toolchain is
# stable: RUSTC_BOOTSTRAP lets it accept the sanitizer flags cargo-fuzz passes.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-20}"
command -v cargo-fuzz >/dev/null 2>&1 || cargo install --locked --quiet cargo-fuzz
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${FUZZ_TARGET_DIR:-${CARGO_TARGET_DIR:-target}-fuzz}"
for target in redirect_sanitizer upstream_response script_json policy_chunks; do
  echo "fuzzing $target for ${seconds}s"
  # New interesting inputs go to a scratch corpus; the committed seeds stay as they are.
  scratch="$(mktemp -d)"
  log="$scratch/log"
  status=0
  cargo fuzz run --release "$target" "$scratch" "corpus/$target" -- \
    -max_total_time="$seconds" -print_final_stats=1 >"$log" 2>&1 || status=$?
  grep -E "^Done|stat::number_of_executed_units|ERROR|panicked|SUMMARY" "$log" || tail -20 "$log"
  rm -rf "$scratch"
  if [ "$status" != 0 ]; then
    echo "fuzz target $target failed; the crashing input is under fuzz/artifacts/$target" >&2
    exit "$status"
  fi
done
