#!/usr/bin/env bash
# lintian on the .deb: fails on any error; warnings and info are printed for a person to read.
# Overrides live in the package (packaging/lintian-overrides), each with its reason.
#   lintian-deb.sh DEB_DIR
set -euo pipefail
deb=$(ls "$1"/*.deb)
lintian --fail-on error --display-info --tag-display-limit 0 "$deb" && status=0 || status=$?
if ((status)); then echo "lintian reports errors (E: lines above)"; exit 1; fi
echo "lintian: no errors"
