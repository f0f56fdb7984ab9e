#!/usr/bin/env bash
# Tests the browser front-end of `train --serve` (web/): its unit tests, that the committed
# web/dist/ is what the sources build, and, when REINCARNATE_BIN names a reincarnate binary,
# the page in headless Chromium against real served runs (web/test/browser.mjs).
#
#   bash scripts/check/test_web.sh
#   REINCARNATE_BIN=target/release/reincarnate bash scripts/check/test_web.sh
#   REINCARNATE_BIN=... SHOTS_DIR=/tmp/shots bash scripts/check/test_web.sh
#
# It runs `npm ci` in web/ when web/node_modules is missing or older than the lockfile. The
# browser test needs Chromium at /usr/bin/chromium (apt-get install -y chromium) or CHROMIUM;
# see web/README.md for what it checks.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

case "${1:-}" in
  -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") ;;
  *) echo "test_web: unknown argument: $1 (try --help)" >&2; exit 2 ;;
esac

command -v node >/dev/null || { echo "test_web: node is needed (Node 18 or newer)" >&2; exit 2; }
command -v npm >/dev/null || { echo "test_web: npm is needed" >&2; exit 2; }

# Relative paths are the caller's, not web/'s.
bin="${REINCARNATE_BIN:-}"
case "$bin" in ""|/*) ;; */*) bin="$PWD/$bin" ;; esac
for v in SHOTS_DIR; do
  case "${!v:-}" in ""|/*) ;; *) export "$v=$PWD/${!v}" ;; esac
done

cd "$root/web"
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "test_web: npm ci" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
fi

echo "test_web: unit tests (npm test)" >&2
npm test --silent

echo "test_web: is web/dist/ current? (build_web.sh --check)" >&2
bash "$root/scripts/build/build_web.sh" --check

if [[ -n "$bin" ]]; then
  echo "test_web: the page in a browser against $bin (web/test/browser.mjs)" >&2
  cd "$root"
  REINCARNATE_BIN="$bin" node web/test/browser.mjs
else
  echo "test_web: REINCARNATE_BIN is not set: the browser test is skipped" >&2
fi
echo "test_web: all passed" >&2
