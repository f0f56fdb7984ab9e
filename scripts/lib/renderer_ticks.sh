# Sourced by the window measurement scripts: renderer_ticks PID prints the CPU clock ticks
# (user + system) that process PID's renderer threads (Mesa's llvmpipe-*) have used so far.
renderer_ticks() {
  local task n=0
  for task in /proc/"$1"/task/*; do
    case "$(cat "$task/comm" 2>/dev/null)" in
      llvmpipe*) n=$((n + $(sed 's/^.*) //' "$task/stat" 2>/dev/null | awk '{ print $12 + $13 }'))) ;;
    esac
  done
  echo "$n"
}
