#!/usr/bin/env bash
# crash.sh [N] [segv|exit] — dies during run number N (default 2) of its process: killed by
# SIGSEGV (default) or exiting with status 3, after writing 20000 dots and a last line to
# stderr.
. "$(dirname "$0")/lib.sh"
mode=${2:-segv}
fa_bad() {
    head -c 20000 /dev/zero | tr '\0' . >&2
    printf '\ncrash.sh: dying on request seq %s\n' "$1" >&2
    if [[ $mode == exit ]]; then exit 3; fi
    kill -SEGV $$
}
fa_serve "${1:-2}"
