#!/usr/bin/env bash
# slowstart.sh [SECONDS] — waits SECONDS (default 5) before answering start.
. "$(dirname "$0")/lib.sh"
sleep "${1:-5}"
fa_bad() { fa_answer "$1"; }
fa_serve all
