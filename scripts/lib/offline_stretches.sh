# Sourced by the window measurement scripts that alternate stretches through the offline phase.
# offline_phase_over CSV: true once no offline loss was logged in CSV since the last call (the
# stretch just measured ran past the phase).
offline_phase_over() {
  local last
  last=$(grep '^charts/offline/loss,' "$1" | tail -1 | cut -d, -f2)
  [ "$last" = "${offline_last_step:-}" ] && return 0
  offline_last_step=$last
  return 1
}
# keep_inside_phase FILE...: keeps only the stretches wholly inside the offline phase: the last
# one ran past it, and the phase ended in the one before.
keep_inside_phase() {
  local f
  for f in "$@"; do head -n -2 "$f" > "$f.in" && mv "$f.in" "$f"; done
}
