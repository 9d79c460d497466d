#!/usr/bin/env bash
# The executables of the build tree speak the system's language, and the "language" setting
# overrides it: German by LANGUAGE, French by the setting, English by the setting over a German
# system; Qt's own messages (QCommandLineParser) follow too.
#   check-language.sh BIN_DIR
set -uo pipefail
bin=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME=$tmp/config HOME=$tmp LC_ALL= LC_MESSAGES=
failed=0
expect() { # description, expected text, command…
  local what=$1 want=$2; shift 2
  local got; got=$("$@" 2>&1)
  if grep -qF -- "$want" <<<"$got"; then echo "ok: $what"
  else echo "FAILED: $what: expected \"$want\" in:"; sed 's/^/    /' <<<"$got" | head -8; failed=1; fi
}
expect "outboxctl --help in English by default" "Commands:" env LANG=C.UTF-8 LANGUAGE= "$bin/outboxctl" --help
expect "outboxctl --help in German on a German system" "Befehle:" env LANG=de_DE.UTF-8 LANGUAGE=de "$bin/outboxctl" --help
expect "outbox-console --help in French on a French system" "Ouvrir l'espace de démonstration" \
  env LANG=fr_FR.UTF-8 LANGUAGE=fr "$bin/outbox-console" --help
expect "Qt's own messages follow (QCommandLineParser, German)" "Unbekannte Option" \
  env LANG=de_DE.UTF-8 LANGUAGE=de "$bin/outboxctl" --no-such-option
mkdir -p "$XDG_CONFIG_HOME/outbox-console"
printf '[General]\nlanguage=fr\n' >"$XDG_CONFIG_HOME/outbox-console/outbox-console.conf"
expect "the setting language=fr overrides a German system" "Commandes :" \
  env LANG=de_DE.UTF-8 LANGUAGE=de "$bin/outboxctl" --help
printf '[General]\nlanguage=en\n' >"$XDG_CONFIG_HOME/outbox-console/outbox-console.conf"
expect "the setting language=en overrides a German system" "Commands:" \
  env LANG=de_DE.UTF-8 LANGUAGE=de "$bin/outboxctl" --help
((failed)) && exit 1
echo "languages follow the system and the setting"
