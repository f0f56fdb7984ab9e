# Sourced by the window benchmarks: `start_own_xvfb NAME LOG` starts a 1280x800 X server on
# the first free display from :90 and waits until it takes connections; it sets `display`
# (":N") and `xvfb` (its pid), or exits with an error that names NAME.
start_own_xvfb() {
  local name="$1" log="$2" n
  display=
  for n in $(seq 90 130); do
    [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { display=":$n"; break; }
  done
  [ -n "$display" ] || { echo "$name: no free display number" >&2; exit 2; }
  Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp > "$log" 2>&1 &
  xvfb=$!
  until [ -e "/tmp/.X11-unix/X${display#:}" ]; do
    kill -0 "$xvfb" 2>/dev/null || { echo "$name: Xvfb did not start:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.2
  done
}
