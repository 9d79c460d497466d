#!/usr/bin/env bash
# Builds the .deb from the (already built) build tree into OUT_DIR, the way scripts/package does.
#   build-deb.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1 out=$2
rm -rf "$out" && mkdir -p "$out"
cd "$build"
cpack -G DEB -B "$out" >"$out/cpack.log" 2>&1 || { cat "$out/cpack.log"; exit 1; }
deb=$(ls "$out"/*.deb)
echo "built $deb ($(du -h "$deb" | cut -f1))"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
# Stripped: no debug sections in the executables.
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"
for exe in "$tmp/usr/bin/"*; do
  if readelf -S "$exe" | grep -q '\.debug_info'; then echo "$exe is not stripped"; exit 1; fi
done
