#!/usr/bin/env bash
# wrongseq.sh [N] — answers run number N (default 1) of its process with seq + 1.
. "$(dirname "$0")/lib.sh"
fa_bad() {
    fa_answer $(($1 + 1))
}
fa_serve "${1:-1}"
