#!/usr/bin/env bash
# Builds the container image from a built binary:
#   bash deploy/container/build.sh [BINARY] [TAG]
# BINARY defaults to target/release/orgcenter, TAG to orgcenter:<version>. Needs podman (Debian:
# apt-get install podman). The root is staged from the binary and the libraries `ldd` names.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-${CARGO_TARGET_DIR:-target}/release/orgcenter}"
[ -x "$bin" ] || { echo "no binary at $bin (cargo build --release first)" >&2; exit 1; }
version="$("$bin" --version | awk '{print $2}')"
tag="${2:-orgcenter:$version}"

ctx="$(mktemp -d)"
trap 'rm -rf "$ctx"' EXIT
mkdir -p "$ctx/rootfs/usr/local/bin" "$ctx/rootfs/tmp"
chmod 1777 "$ctx/rootfs/tmp"
cp "$bin" "$ctx/rootfs/usr/local/bin/orgcenter"
# Every shared library the binary loads, at the path the dynamic loader looks for it.
for lib in $(ldd "$bin" | grep -o '/[^ ]*'); do
  mkdir -p "$ctx/rootfs$(dirname "$lib")"
  cp -L "$lib" "$ctx/rootfs$lib"
done
# The system's root certificates (Debian's ca-certificates), where rustls looks for them, so an
# https platform is verified in the image as on the host (add a CA with upstream.ca_file).
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  mkdir -p "$ctx/rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/rootfs/etc/ssl/certs/ca-certificates.crt"
else
  echo "warning: no /etc/ssl/certs/ca-certificates.crt (apt-get install ca-certificates): the image" \
    "trusts only upstream.ca_file for an https platform" >&2
fi
cp deploy/container/Containerfile "$ctx/Containerfile"
podman build --quiet --tag "$tag" --file "$ctx/Containerfile" "$ctx"
echo "built $tag"
