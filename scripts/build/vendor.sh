#!/usr/bin/env bash
# Makes vendor/ from the crates.io releases named in vendor/patches/crates and the patch
# queue vendor/patches/NAME-NNNN-*.patch (one change each, with its reason), or checks that
# vendor/ is what they make.
#
#   bash scripts/build/vendor.sh           rebuild vendor/CRATE for every crate listed
#   bash scripts/build/vendor.sh --check   build into a temporary folder; fail if vendor/ differs
#
# To move to another release: change its line in vendor/patches/crates (version and the
# .crate's sha256 from crates.io's index), run this script, and fix the patches that no
# longer apply (patch says which hunks failed). Downloads go to
# ~/.cache/reincarnate/crates (REINCARNATE_CRATE_CACHE), checked against the checksum.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
vendor="$root/vendor"
list="$vendor/patches/crates"
cache="${REINCARNATE_CRATE_CACHE:-$HOME/.cache/reincarnate/crates}"

check=false
case "${1:-}" in
  -h|--help) sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
  --check) check=true ;;
  "") ;;
  *) echo "vendor: unknown argument: $1 (try --help)" >&2; exit 2 ;;
esac

for tool in curl sha256sum tar patch diff; do
  command -v "$tool" >/dev/null || { echo "vendor: $tool is needed (apt-get install $tool)" >&2; exit 2; }
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$cache"

# The .crate of NAME VERSION in the cache, downloaded when missing, checked against SUM.
fetch() {
  local name="$1" version="$2" sum="$3"
  local file="$cache/$name-$version.crate"
  if [ ! -f "$file" ] || [ "$(sha256sum "$file" | cut -d' ' -f1)" != "$sum" ]; then
    local url="https://static.crates.io/crates/$name/$name-$version.crate"
    if ! curl -fsSL --retry 3 -o "$file.part" "$url"; then
      echo "vendor: could not download $url (is crates.io reachable?)" >&2
      exit 1
    fi
    mv "$file.part" "$file"
  fi
  local have
  have="$(sha256sum "$file" | cut -d' ' -f1)"
  if [ "$have" != "$sum" ]; then
    echo "vendor: $file has sha256 $have, not $sum as vendor/patches/crates says" >&2
    exit 1
  fi
  echo "$file"
}

status=0
crates=()
while read -r name version sum; do
  case "$name" in ""|\#*) continue ;; esac
  crates+=("$name")
  file="$(fetch "$name" "$version" "$sum")"
  tar -xzf "$file" -C "$work"
  made="$work/$name-$version"
  rm -rf "$made/.cargo_vcs_info.json" "$made/Cargo.lock" "$made/.github" "$made/.gemini"
  for p in "$vendor/patches/$name"-[0-9]*.patch; do
    [ -e "$p" ] || continue
    if ! out="$(patch -d "$made" -p1 -F0 --batch --forward --no-backup-if-mismatch -s <"$p" 2>&1)"; then
      echo "vendor: $(basename "$p") does not apply to $name $version:" >&2
      echo "$out" >&2
      exit 1
    fi
  done
  if $check; then
    if ! diff -r -q "$made" "$vendor/$name" >"$work/$name.diff"; then
      echo "vendor: vendor/$name is not $name $version with its patches:" >&2
      cat "$work/$name.diff" >&2
      echo "vendor: make the change a patch in vendor/patches/ (bash scripts/build/vendor.sh rebuilds vendor/)" >&2
      status=1
    else
      echo "vendor: vendor/$name is $name $version with its patches"
    fi
  else
    rm -rf "$vendor/$name"
    mv "$made" "$vendor/$name"
    echo "vendor: made vendor/$name from $name $version and its patches"
  fi
done <"$list"

# A folder of vendor/ that no listed crate makes is left over from an old list.
for d in "$vendor"/*/; do
  d="$(basename "$d")"
  [ "$d" = patches ] && continue
  if ! printf '%s\n' "${crates[@]}" | grep -qx "$d"; then
    echo "vendor: vendor/$d is no crate of vendor/patches/crates" >&2
    status=1
  fi
done
exit "$status"
