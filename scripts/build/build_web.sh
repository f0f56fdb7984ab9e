#!/usr/bin/env bash
# Builds the browser front-end of `train --serve` (web/) into web/dist/: index.html, app.js
# and app.css (uPlot's stylesheet bundled in). The bundle is committed, so that building the
# Rust crate needs no Node; this script is how it is made, and how CI checks it is current.
#
#   bash scripts/build/build_web.sh            # type check and bundle into web/dist/
#   bash scripts/build/build_web.sh --check    # build into a temporary directory and compare with
#                                        # the committed web/dist/ (exit 1 when they differ)
#   bash scripts/build/build_web.sh --out DIR  # build into DIR instead
#
# It runs `npm ci` in web/ when web/node_modules is missing or older than the lockfile, then
# `tsc --noEmit` (strict type check) and esbuild (bundle, minify, ES2020). The output is
# deterministic: no timestamps, no absolute paths, no legal comments, so building twice gives
# byte-identical files and --check can compare bytes.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
web="$root/web"
out="$web/dist"
check=0

while [[ $# -gt 0 ]]; do
  case "$1" in
    --check) check=1; shift ;;
    --out)
      [[ $# -ge 2 ]] || { echo "build_web: --out needs a directory" >&2; exit 2; }
      out="$2"; shift 2 ;;
    -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build_web: unknown argument: $1 (try --help)" >&2; exit 2 ;;
  esac
done

# A relative --out is the caller's, not web/'s.
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

command -v node >/dev/null || { echo "build_web: node is needed (Node 18 or newer)" >&2; exit 2; }
command -v npm >/dev/null || { echo "build_web: npm is needed" >&2; exit 2; }

cd "$web"

# npm ci when node_modules is missing, or stale: npm writes node_modules/.package-lock.json
# on every install, so a lockfile newer than it means the dependencies changed.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "build_web: npm ci" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
fi

if [[ $check -eq 1 ]]; then
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  build_dir="$tmp/dist"
else
  build_dir="$out"
fi

echo "build_web: type check (tsc --noEmit)" >&2
./node_modules/.bin/tsc --noEmit -p tsconfig.json

echo "build_web: bundle (esbuild) into $build_dir" >&2
mkdir -p "$build_dir"
rm -f "$build_dir/app.js" "$build_dir/app.css" "$build_dir/index.html"
# Paths relative to web/ and no source maps: nothing in the output names this machine.
./node_modules/.bin/esbuild src/main.ts \
  --bundle \
  --minify \
  --target=es2020 \
  --format=iife \
  --platform=browser \
  --charset=utf8 \
  --legal-comments=none \
  --log-level=warning \
  --outfile="$build_dir/app.js"
cp index.html "$build_dir/index.html"

if [[ $check -eq 1 ]]; then
  stale=0
  for f in index.html app.js app.css; do
    if ! cmp -s "$build_dir/$f" "$out/$f"; then
      echo "build_web: web/dist/$f is not what the sources build" >&2
      stale=1
    fi
  done
  extra="$(find "$out" -mindepth 1 ! -name index.html ! -name app.js ! -name app.css 2>/dev/null || true)"
  if [[ -n "$extra" ]]; then
    echo "build_web: web/dist/ holds files the build does not make:" >&2
    echo "$extra" >&2
    stale=1
  fi
  if [[ $stale -ne 0 ]]; then
    echo "build_web: web/dist/ is stale: run \`bash scripts/build/build_web.sh\` and commit web/dist/" >&2
    exit 1
  fi
  echo "build_web: web/dist/ is current" >&2
else
  echo "build_web: wrote $(cd "$build_dir" && ls | tr '\n' ' ')" >&2
fi
