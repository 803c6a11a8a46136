#!/usr/bin/env bash
# orphan.sh [N] — at run number N (default 1) of its process, starts a child that keeps its
# stdout open (sleep 3600 in the background), then dies by SIGSEGV.
. "$(dirname "$0")/lib.sh"
fa_bad() {
    sleep 3600 &
    kill -SEGV $$
}
fa_serve "${1:-1}"
