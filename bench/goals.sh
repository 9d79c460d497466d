# The goals of order and counts (issue 48, docs/benchmarks.md "Every goal in one run"), as the
# benchmarks that measure them report them: sourced by bench/run-relay, bench/run-hot-key and
# bench/run-fennflow-reading. When OUTBOX_BENCH_GOALS names a file, each figure that has a goal is
# added to it as one line; `bench/run-relay --goals` prints them all at its end, each beside its
# reference and its goal.

# goal_line NAME FIGURE REFERENCE UNIT OP TARGET: FIGURE measured against REFERENCE (same run, same
# UNIT), met when FIGURE / REFERENCE OP TARGET (OP: ">=" or "<="; "report" for a figure that has
# no goal of its own, shown with its reference only).
goal_line() {
  [[ -n ${OUTBOX_BENCH_GOALS:-} ]] || return 0
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$OUTBOX_BENCH_GOALS"
}

# goals_summary FILE: the lines of FILE as one Markdown table.
goals_summary() {
  echo "| figure | measured | reference | ratio | goal | met |"
  echo "|---|---:|---:|---:|---:|---|"
  awk -F'\t' '{
    ratio = $3 > 0 ? $2 / $3 : 0
    if ($5 == "report") { goal = ""; met = "(reported)" }
    else {
      goal = $5 " " $6
      ok = ($5 == ">=") ? ratio >= $6 : ratio <= $6
      met = ok ? "yes" : "**no**"
    }
    printf "| %s | %.0f %s | %.0f %s | %.2f | %s | %s |\n", $1, $2, $4, $3, $4, ratio, goal, met
  }' "$1"
}
