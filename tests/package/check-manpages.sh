#!/usr/bin/env bash
# outboxctl(1) names every command of `outboxctl --help` and every option of each
# `outboxctl COMMAND --help`; both man pages format without warnings.
#   check-manpages.sh OUTBOXCTL MANDIR
set -uo pipefail
ctl=$1 mandir=$2
page=$mandir/outboxctl.1
failed=0
# groff writes "-" in option names as "\-"; compare on the page with that undone.
text=$(sed 's/\\-/-/g' "$page")
commands=$("$ctl" --help | awk '/^Commands:/{on=1; next} on && /^  [a-z]/{print $1} on && /^$/{exit}')
[[ -n $commands ]] || { echo "no commands in 'outboxctl --help'"; exit 1; }
for command in $commands; do
  if ! grep -qE "^\.SS \"?$command( |\"|$)" <<<"$text"; then
    echo "outboxctl.1: no section for the command '$command'"; failed=1
  fi
  options=$("$ctl" "$command" --help 2>/dev/null | grep -oE '^ +(-[a-zA-Z], )?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z0-9-]+' | sort -u)
  [[ -n $options ]] || { echo "no options in 'outboxctl $command --help'"; failed=1; }
  for option in $options; do
    [[ $option == --help ]] && continue
    if ! grep -qF -- "$option" <<<"$text"; then
      echo "outboxctl.1: '$option' of 'outboxctl $command' is not described"; failed=1
    fi
  done
done
for p in "$mandir"/*.1; do
  warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$p" 2>&1 >/dev/null)
  if [[ -n $warnings ]]; then echo "$(basename "$p"): $warnings"; failed=1; fi
done
((failed)) && exit 1
echo "man pages: $(wc -w <<<"$commands") commands and their options described; no warnings"
