#!/usr/bin/env bash
# garbage.sh [N] [TEXT] — answers run number N (default 1) of its process with TEXT, a line
# that is not JSON (default "this is not JSON").
. "$(dirname "$0")/lib.sh"
text=${2-this is not JSON}
fa_bad() {
    printf '%s\n' "$text"
}
fa_serve "${1:-1}"
