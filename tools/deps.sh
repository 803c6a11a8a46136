#!/usr/bin/env bash
# tools/deps.sh — make sure the Debian packages a target needs are installed.
# Usage: tools/deps.sh PACKAGE...
# As root, installs the missing ones with apt-get; otherwise prints the exact command to run
# and exits 1. Prints nothing when everything is already there.
set -euo pipefail
missing=()
for p in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0
if [[ $(id -u) -eq 0 ]]; then
    echo "deps: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
else
    echo "deps: missing Debian packages. Run:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi
