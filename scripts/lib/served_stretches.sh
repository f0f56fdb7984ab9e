# Sourced by the paired benchmarks of a served run (scripts/bench/page_sps_paired.sh,
# scripts/bench/serve_readers_paired.sh): wait for the run's learner, then alternate stretches
# of PERIOD seconds until the run ends, writing `LABEL START END` lines to $OUT/stretches for
# scripts/lib/paired_rate.py. The caller sets NAME, OUT, PERIOD and trainer (the run's pid),
# appends to the live array (killed on exit), and defines `start_treatment I` (starts what is
# measured for stretch I, in the background, its pid in $treatment).

now() { date +%s.%N; }

# Sets csv to the run's scalars.csv once it holds a loss row (the learner has started).
wait_for_learner() {
  until csv=$(ls "$OUT"/runs/*/scalars.csv 2>/dev/null | head -1) && [ -n "$csv" ] && grep -q '^losses/loss,' "$csv"; do
    kill -0 "$trainer" 2>/dev/null || { echo "$NAME: the run ended early:" >&2; tail -5 "$OUT/trainer.log" >&2; exit 1; }
    sleep 0.5
  done
}

# BASE TREATED: stretches without and with the treatment, in turn, until the run ends; then
# waits for the run. Sets i to the number of treated stretches.
alternate() {
  : > "$OUT/stretches"
  i=0
  while kill -0 "$trainer" 2>/dev/null; do
    local t0 t1
    t0=$(now); sleep "$PERIOD"; echo "$1 $t0 $(now)" >> "$OUT/stretches"
    kill -0 "$trainer" 2>/dev/null || break
    i=$((i + 1))
    t0=$(now)
    start_treatment "$i"
    live+=("$treatment")
    sleep "$PERIOD"
    t1=$(now)
    kill -TERM "$treatment" 2>/dev/null || true
    wait "$treatment" 2>/dev/null || true
    echo "$2 $t0 $t1" >> "$OUT/stretches"
  done
  wait "$trainer" || { echo "$NAME: the run failed:" >&2; tail -5 "$OUT/trainer.log" >&2; exit 1; }
}
