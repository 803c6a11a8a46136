#!/usr/bin/env bash
# slowreply.sh SECONDS — answers every run with the fixed observation after SECONDS.
. "$(dirname "$0")/lib.sh"
fa_bad() {
    sleep "${SLOW:-1}"
    fa_answer "$1"
}
SLOW=${1:-1}
fa_serve all
