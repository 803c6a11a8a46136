#!/usr/bin/env bash
# echo.sh — a well-behaved fake: every run is answered with an observation whose state holds
# the request line exactly as it arrived ({"request": …}).
. "$(dirname "$0")/lib.sh"
fa_bad() {
    printf '{"seq":%s,"status":"result","observation":{"state":{"request":%s},"events":[],"rejections":[],"legal":[],"consumed":0}}\n' "$1" "$2"
}
fa_serve all
