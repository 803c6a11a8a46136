#!/usr/bin/env bash
# interleave.sh [BYTES] — for its first run, writes the first BYTES (default 200000) of its
# response before reading the rest of the request, then finishes the response and exits: an
# oracle that writes the whole request before reading would wait forever.
set -e
. "$(dirname "$0")/lib.sh"
bytes=${1:-200000}
fa_start
head=$(head -c 20)  # {"cmd":"run","seq":1
seq=${head##*:}
printf '{"seq":%s,"status":"result","observation":{"state":{"pad":"' "$seq"
head -c "$bytes" /dev/zero | tr '\0' x
head -n 1 >/dev/null  # the rest of the request
printf '"},"events":[],"rejections":[],"legal":[],"consumed":0}}\n'
