#!/usr/bin/env bash
# Installs the .deb on this machine with apt (as a user would: apt install ./outbox-console_*.deb),
# runs the installed executables, starts the installed GUI offscreen on the demo, and removes
# the package again whatever happens. Needs root: exits 77 (skipped) otherwise.
#   install-deb.sh DEB_DIR
set -uo pipefail
((EUID == 0)) || { echo "not root: skipped (CI runs as root)"; exit 77; }
deb=$(realpath "$(ls "$1"/*.deb)") # apt wants a path, not a bare name
version=$(dpkg-deb -f "$deb" Version)
tmp=$(mktemp -d)
failed=0
check() { # description, command…
  local what=$1; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failed=1; fi
}
# One install test on the machine at a time (two checkouts may run their suites at once): the
# second waits, then finds the machine as the first left it.
exec 9>/tmp/outbox-console-install-test.lock
flock -w 280 9 || { echo "FAILED: another install test held the lock for 280 s"; exit 1; }
# The user's own installation is theirs: leave it alone, and say so as a skip, not a failure.
if dpkg-query -W -f='${Status}' outbox-console 2>/dev/null | grep -q 'ok installed'; then
  echo "skipped: outbox-console $(dpkg-query -W -f='${Version}' outbox-console) is already installed"\
    "on this machine, and this test installs and removes the package: not touching it"
  rm -rf "$tmp"
  exit 77
fi
cleanup() {
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 purge -y -qq outbox-console >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT

# --no-install-recommends: the test installs nothing the package does not need.
if ! DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 install -y -qq --no-install-recommends "$deb" \
    >"$tmp/apt.log" 2>&1; then
  cat "$tmp/apt.log"; echo "FAILED: apt-get install $deb"; exit 1
fi
echo "ok: apt-get install $(basename "$deb")"

app_id=io.github.outboxconsole.OutboxConsole
for f in /usr/bin/outboxctl /usr/bin/outbox-console \
         /usr/share/applications/$app_id.desktop /usr/share/metainfo/$app_id.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
         /usr/share/icons/hicolor/256x256/apps/$app_id.png \
         /usr/share/icons/hicolor/16x16/apps/$app_id.png \
         /usr/share/man/man1/outboxctl.1.gz /usr/share/man/man1/outbox-console.1.gz \
         /usr/share/outbox-console/templates/systemd/outbox-relay.service \
         /usr/share/outbox-console/templates/supervisor/outbox-relay.conf \
         /usr/share/outbox-console/translations/outbox-console_de.qm \
         /usr/share/outbox-console/translations/outbox-console_fr.qm \
         /usr/share/doc/outbox-console/copyright; do
  check "installed $f" test -s "$f"
done
check "the relay template runs the installed outboxctl" \
  grep -q '^ExecStart=/usr/bin/outboxctl ' /usr/share/outbox-console/templates/systemd/outbox-relay.service

export HOME=$tmp XDG_CONFIG_HOME=$tmp/config XDG_DATA_HOME=$tmp/data XDG_CACHE_HOME=$tmp/cache
export XDG_RUNTIME_DIR=$tmp/run LANG=C.UTF-8 LANGUAGE=
mkdir -m 700 -p "$XDG_RUNTIME_DIR"
unset DISPLAY WAYLAND_DISPLAY
check "outboxctl --version says $version" \
  bash -c "/usr/bin/outboxctl --version | grep -qx 'outboxctl $version'"
check "outbox-console --version says $version (no display)" \
  bash -c "/usr/bin/outbox-console --version | grep -qx 'outbox-console $version'"
check "outboxctl demo" bash -c "/usr/bin/outboxctl demo >'$tmp/demo.txt' 2>&1"
check "outboxctl stats on the demo" \
  bash -c "/usr/bin/outboxctl --profile demo stats --json | grep -q dead"
shot=$tmp/installed-console.png
check "the installed console starts offscreen and shows the demo" \
  timeout 120 env QT_QPA_PLATFORM=offscreen /usr/bin/outbox-console --demo --screenshot "$shot"
check "the screenshot is a PNG of some size" \
  bash -c "file '$shot' | grep -q 'PNG image' && (( \$(stat -c %s '$shot') > 20000 ))"
if [[ -n ${OUTBOX_SCREENSHOT_DIR:-} && -s $shot ]]; then
  mkdir -p "$OUTBOX_SCREENSHOT_DIR" && cp "$shot" "$OUTBOX_SCREENSHOT_DIR/"
fi
check "man finds outboxctl(1)" bash -c "man -w outboxctl >/dev/null"

DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 purge -y -qq outbox-console >/dev/null 2>&1
check "the package is removed again" test ! -e /usr/bin/outboxctl
((failed)) && exit 1
echo "installed package works"
