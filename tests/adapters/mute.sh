#!/usr/bin/env bash
# mute.sh [N] — at run number N (default 1) of its process, closes its stdout and keeps
# running.
. "$(dirname "$0")/lib.sh"
fa_bad() {
    exec 1>&-
    exec sleep 3600
}
fa_serve "${1:-1}"
