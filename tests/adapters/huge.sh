#!/usr/bin/env bash
# huge.sh [N] [BYTES] — answers run number N (default 1) of its process with a well-formed
# response whose state holds a string of BYTES (default 1048576) letters.
. "$(dirname "$0")/lib.sh"
bytes=${2:-1048576}
fa_bad() {
    printf '{"seq":%s,"status":"result","observation":{"state":{"pad":"' "$1"
    head -c "$bytes" /dev/zero | tr '\0' x
    printf '"},"events":[],"rejections":[],"legal":[],"consumed":0}}\n'
}
fa_serve "${1:-1}"
