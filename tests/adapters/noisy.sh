#!/usr/bin/env bash
# noisy.sh [BYTES] — writes BYTES (default 1048576) to stderr before answering each run.
. "$(dirname "$0")/lib.sh"
bytes=${1:-1048576}
fa_bad() {
    head -c "$bytes" /dev/zero | tr '\0' '#' >&2
    fa_answer "$1"
}
fa_serve all
